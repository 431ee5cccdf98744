import SegQACore
import SegQAModel

/// The documented, stable JSON form (`"version": 1`). Absent facts are omitted, never null.
public struct JSONReporter: Reporter {
    public static let format = ReportFormat.json

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let found: [(String, JSONOutput)] = ControlOrigin.allCases.compactMap { origin in
            context.coverage.found[origin].map { (origin.jsonName, JSONOutput.int($0)) }
        }
        let counts: [(String, JSONOutput)] =
            [
                ("found", .object(found)), ("unresolvedTitles", .int(context.coverage.unresolvedTitles)),
            ]
            + (context.coverage.targets.isEmpty
                ? []
                : [
                    (
                        "targets",
                        .array(
                            context.coverage.targets.map { entry in
                                .object([
                                    ("project", .string(entry.project)),
                                    ("targets", .array(entry.targets.map { .string($0) })),
                                ])
                            })
                    )
                ])
        let summary: [(String, JSONOutput)] =
            [
                ("files", .int(max(context.coverage.filesRead, context.files.count))),
                ("controls", .int(context.controls.count)),
                ("locales", .array(context.locales.map { .string($0) })),
            ] + counts
            + Severity.allCases.reversed().map { level in
                (level.rawValue + "s", .int(findings.filter { $0.severity == level }.count))
            } + [
                ("baselined", .int(context.baselined)), ("suppressed", .int(context.suppressed.count)),
                ("failing", .int(findings.filter(context.fails).count)),
            ]
        // Written finding by finding: a tree of every finding first cost more memory than the
        // check itself on large corpora. The bytes are those of the whole tree serialized at once.
        var out = "{\n  \"version\": 1,\n  \"tool\": "
        out += JSONOutput.object([("name", .string("segqa")), ("version", .string(context.toolVersion))]).serialized(
            pretty: true, indent: 1)
        out +=
            ",\n  \"fonts\": " + JSONOutput.array(context.faces.map { .string($0) }).serialized(pretty: true, indent: 1)
        out += ",\n  \"findings\": "
        if findings.isEmpty {
            out += "[]"
        } else {
            out += "["
            out += renderInOrder(findings, jobs: context.jobs) { index, finding in
                (index == 0 ? "\n    " : ",\n    ") + Self.object(finding).serialized(pretty: true, indent: 2)
            }
            out += "\n  ]"
        }
        if !context.suppressed.isEmpty {
            // Each finding silenced in the source, with the suppression and its reason.
            out +=
                ",\n  \"suppressed\": "
                + JSONOutput.array(
                    context.suppressed.map { s in
                        var suppression: [(String, JSONOutput)] = [
                            ("file", .string(s.suppression.location.file)), ("line", .int(s.suppression.location.line)),
                            ("column", .int(s.suppression.location.column)),
                        ]
                        if let reason = s.suppression.reason { suppression.append(("reason", .string(reason))) }
                        guard case .object(var members) = Self.object(s.finding) else { return Self.object(s.finding) }
                        members.append(("suppression", .object(suppression)))
                        return .object(members)
                    }
                ).serialized(pretty: true, indent: 1)
        }
        if !context.inventory.isEmpty {
            out +=
                ",\n  \"controls\": "
                + JSONOutput.array(context.inventory.map(Self.entry)).serialized(pretty: true, indent: 1)
        }
        out += ",\n  \"summary\": " + JSONOutput.object(summary).serialized(pretty: true, indent: 1) + "\n}\n"
        return out
    }

    /// One control of the inventory: where it was found, whether it was checked (and why not),
    /// the layout model it is checked with, and each segment's source-language title, image or unresolved expression.
    public static func entry(_ e: InventoryEntry) -> JSONOutput {
        var m: [(String, JSONOutput)] = [
            ("id", .string(e.id)), ("file", .string(e.file)), ("line", .int(e.line)), ("column", .int(e.column)),
            ("foundIn", .string(e.foundIn.inventoryName)), ("checked", .bool(e.checked)),
        ]
        if let reason = e.reason { m.append(("reason", .string(reason))) }
        if let style = e.style { m.append(("style", .string(style))) }
        m.append(
            (
                "segments",
                .array(
                    e.segments.map { segment in
                        switch segment {
                        case .title(let title): return .object([("title", .string(title))])
                        case .image(let name): return .object([("image", .bool(true)), ("name", .string(name))])
                        case .unresolved(let expression, let reason):
                            return .object([("unresolved", .string(expression)), ("reason", .string(reason))])
                        }
                    })
            ))
        return .object(m)
    }

    /// One finding with every fact it has, in a fixed key order.
    static func object(_ f: Finding) -> JSONOutput {
        var m: [(String, JSONOutput)] =
            [
                ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)), ("message", .string(f.message)),
                ("file", .string(f.file)), ("line", .int(f.line)), ("column", .int(f.column)),
                ("pointer", .string(f.pointer)),
                ("control", .string(f.control)),
            ] + optionalFacts(f)
        if !f.properties.isEmpty { m.append(("properties", .object(f.properties.map { ($0.0, .string($0.1)) }))) }
        return .object(m)
    }

    /// The facts a finding may have (segment, locale, device, widths, state, visible text,
    /// devices, uncertain, the other locales' and segments' places), those it has, in the documented order; SARIF's `properties` list them too.
    static func optionalFacts(_ f: Finding) -> [(String, JSONOutput)] {
        var m: [(String, JSONOutput)] = []
        if let v = f.segment { m.append(("segment", .int(v))) }
        if let v = f.locale { m.append(("locale", .string(v))) }
        if let v = f.device { m.append(("device", .string(v))) }
        if let v = f.controlWidth { m.append(("controlWidth", .double(v))) }
        if let v = f.state { m.append(("state", .string(v))) }
        if let v = f.needed { m.append(("needed", .double(v))) }
        if let v = f.available { m.append(("available", .double(v))) }
        if let v = f.visible { m.append(("visible", .string(v))) }
        if let v = f.devices { m.append(("devices", .array(v.map { .string($0) }))) }
        if f.uncertain { m.append(("uncertain", .bool(true))) }
        if !f.alsoAt.isEmpty {
            m.append(
                (
                    "alsoAt",
                    .array(
                        f.alsoAt.map {
                            .object([
                                ("locale", .string($0.locale)), ("file", .string($0.location.file)),
                                ("line", .int($0.location.line)), ("column", .int($0.location.column)),
                            ])
                        })
                ))
        }
        if !f.alsoSegments.isEmpty {
            m.append(
                (
                    "alsoSegments",
                    .array(
                        f.alsoSegments.map {
                            .object([
                                ("segment", .int($0.segment)), ("file", .string($0.location.file)),
                                ("line", .int($0.location.line)), ("column", .int($0.location.column)),
                            ])
                        })
                ))
        }
        return m
    }
}

extension ControlOrigin {
    /// The inventory's `foundIn`: "contentFile", "interfaceBuilder", "code", "androidLayout".
    public var inventoryName: String {
        switch self {
        case .contentFile: return "contentFile"
        case .interfaceBuilder: return "interfaceBuilder"
        case .code: return "code"
        case .androidLayout: return "androidLayout"
        }
    }

    /// The summary's key: "contentFiles", "interfaceBuilder", "code", "androidLayouts".
    var jsonName: String {
        switch self {
        case .contentFile: return "contentFiles"
        case .interfaceBuilder: return "interfaceBuilder"
        case .code: return "code"
        case .androidLayout: return "androidLayouts"
        }
    }
}
