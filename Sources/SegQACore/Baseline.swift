import Foundation
import SegQAModel

/// Accepted findings: in the baseline they do not fail the gate; new ones do. Entries are
/// keyed by rule, control, segment, locale, state and device, never by line, so edits that
/// move a control keep its entries valid.
public struct Baseline: Sendable {
    public var keys: [BaselineKey: Int]

    public init(findings: [Finding]) {
        keys = [:]
        for finding in findings { keys[finding.baselineKey, default: 0] += 1 }
    }

    public static func load(path: String) throws -> Baseline {
        try load(try ContentLoader.readSource(path: path))
    }

    public static func load(_ source: SourceText) throws -> Baseline {
        let root = try ObjectReader(try ContentLoader.parse(source), source: source, pointer: "", what: "a baseline")
        try root.allowOnly(["segqa-baseline", "findings"], in: "a baseline")
        guard let version = try root.integer("segqa-baseline", range: 0...1_000_000), version.value == 1 else {
            throw ModelError(root.location, "not a segqa baseline (expected \"segqa-baseline\": 1)")
        }
        var baseline = Baseline(findings: [])
        for (index, node) in (try root.array("findings") ?? []).enumerated() {
            let entry = try ObjectReader(node, source: source, pointer: "/findings/\(index)", what: "a baseline entry")
            try entry.allowOnly(
                ["rule", "control", "segment", "locale", "state", "device", "message"], in: "a baseline entry")
            guard let rule = try entry.string("rule"), let control = try entry.string("control") else {
                throw ModelError(entry.location, "a baseline entry needs 'rule' and 'control'")
            }
            let key = BaselineKey(
                rule: rule.value, control: control.value,
                segment: try entry.integer("segment", range: 0...1_000_000)?.value,
                locale: try entry.string("locale")?.value, state: try entry.string("state")?.value,
                device: try entry.string("device")?.value)
            baseline.keys[key, default: 0] += 1
        }
        return baseline
    }

    /// Splits findings into new ones and the number the baseline accepts; `fixed` are the
    /// entries no finding matched any more (sorted), what the change repaired.
    public func filter(_ findings: [Finding]) -> (new: [Finding], accepted: Int, fixed: [BaselineKey]) {
        var remaining = keys
        var new: [Finding] = []
        var accepted = 0
        for finding in findings {
            let key = finding.baselineKey
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                accepted += 1
            } else {
                new.append(finding)
            }
        }
        var fixed: [BaselineKey] = []
        for (key, count) in remaining where count > 0 { fixed += Array(repeating: key, count: count) }
        fixed.sort { a, b in
            (a.rule, a.control, a.locale ?? "", a.segment ?? -1, a.state ?? "", a.device ?? "")
                < (b.rule, b.control, b.locale ?? "", b.segment ?? -1, b.state ?? "", b.device ?? "")
        }
        return (new, accepted, fixed)
    }

    /// The baseline file for `findings`, one entry per finding, in their deterministic order.
    public static func serialize(_ findings: [Finding]) -> String {
        var entries: [JSONOutput] = []
        for f in findings.sortedDeterministically() {
            // The control as the baseline knows it: its identity, not an id with a line number.
            var members: [(String, JSONOutput)] = [
                ("rule", .string(f.rule)), ("control", .string(f.baselineKey.control)),
            ]
            if let segment = f.segment { members.append(("segment", .int(segment))) }
            if let locale = f.locale { members.append(("locale", .string(locale))) }
            if let state = f.state { members.append(("state", .string(state))) }
            if let device = f.device { members.append(("device", .string(device))) }
            members.append(("message", .string(f.message)))
            entries.append(.object(members))
        }
        return JSONOutput.object([("segqa-baseline", .int(1)), ("findings", .array(entries))]).serialized(pretty: true)
            + "\n"
    }
}
