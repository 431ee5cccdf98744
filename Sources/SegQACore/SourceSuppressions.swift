import SegQAModel

/// A finding a suppression in the source silenced, with the suppression: JSON and SARIF list
/// both (SARIF as `suppressions` of kind `inSource`), the other formats count them.
public struct SuppressedFinding: Sendable {
    public var finding: Finding
    public var suppression: SourceSuppression

    public init(finding: Finding, suppression: SourceSuppression) {
        self.finding = finding
        self.suppression = suppression
    }
}

/// Applies the suppressions written in the sources to a run's findings.
public enum SourceSuppressions {
    public static let unusedRule = "unused_suppression"

    /// Each finding a suppression covers (its rule, and its control's line, file or title key)
    /// is taken out and kept with it; each suppression that covered nothing is returned too.
    public static func apply(
        _ suppressions: [SourceSuppression], to findings: [Finding], controls: [ResolvedControl]
    ) -> (kept: [Finding], suppressed: [SuppressedFinding], unused: [SourceSuppression]) {
        guard !suppressions.isEmpty else { return (findings, [], []) }
        let byID = Dictionary(controls.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var used = [Bool](repeating: false, count: suppressions.count)
        var kept: [Finding] = []
        var suppressed: [SuppressedFinding] = []
        for finding in findings {
            let control = byID[finding.control]
            if let index = suppressions.indices.first(where: {
                suppressions[$0].covers(finding.rule) && covers(suppressions[$0], finding, control)
            }) {
                used[index] = true
                suppressed.append(SuppressedFinding(finding: finding, suppression: suppressions[index]))
            } else {
                kept.append(finding)
            }
        }
        return (kept, suppressed, suppressions.indices.filter { !used[$0] }.map { suppressions[$0] })
    }

    static func covers(_ suppression: SourceSuppression, _ finding: Finding, _ control: ResolvedControl?) -> Bool {
        let file = suppression.location.file
        switch suppression.scope {
        case .line(let line):
            return (control?.file == file && control?.location.line == line)
                || (finding.file == file && finding.line == line)
        case .file:
            return control?.file == file || finding.file == file
        case .key(let key):
            guard let control, let segment = finding.segment, segment < control.segments.count else { return false }
            let spec = control.segments[segment]
            return spec.title?.references.contains { $0.key == key } == true
                || spec.accessibilityLabel?.references.contains { $0.key == key } == true
        }
    }

    /// A note for each suppression that silenced nothing: the problem was fixed, or the
    /// comment is not where the control is.
    public static func unusedNotes(_ unused: [SourceSuppression]) -> [Finding] {
        unused.map { suppression in
            let rules = suppression.rules.joined(separator: ", ")
            let target: String
            switch suppression.scope {
            case .line(let line): target = "the control on line \(line)"
            case .file: target = "this file"
            case .key(let key): target = "the key '\(key)'"
            }
            return Finding(
                rule: unusedRule, severity: .note,
                message:
                    "this suppression of \(rules) silences nothing: no such finding about \(target) (fixed since, or not at the control; remove it)",
                location: suppression.location,
                pointer: "/\(suppression.location.line)/\(suppression.location.column)", control: "")
        }
    }
}
