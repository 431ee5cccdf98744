import SegQACore

/// The order people read findings in: errors, then warnings, then notes; within a level what
/// users meet first — a title cut or unreadable (fit), then what assistive technology says
/// (accessibility), then text shown in the wrong order (bidi), then translations (content); then
/// the finding that reaches more locales or controls; then the deterministic order they came in.
/// Text, GitHub annotations, Markdown and HTML read in this order; JSON, SARIF and JUnit keep the
/// order of places, for tools.
func worstFirst(_ findings: [Finding], context: ReportContext) -> [Finding] {
    let kinds = ruleKinds(context)
    return findings.enumerated().map { offset, finding in
        (finding, FindingRank(finding, kind: kinds[finding.rule]), offset)
    }.sorted { a, b in a.1 != b.1 ? a.1 < b.1 : a.2 < b.2 }.map(\.0)
}

/// Each rule's kind, by id.
func ruleKinds(_ context: ReportContext) -> [String: RuleKind] {
    Dictionary(context.rules.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
}

/// How bad a finding is, for ordering: smaller is worse.
struct FindingRank: Comparable {
    let severity: Int
    let kind: Int
    let reach: Int

    init(_ finding: Finding, kind: RuleKind?) {
        severity = -Severity.allCases.firstIndex(of: finding.severity)!
        self.kind = Self.order.firstIndex(of: kind ?? .content) ?? Self.order.count
        reach = -Self.reach(of: finding)
    }

    static let order: [RuleKind] = [.fit, .accessibility, .bidi, .content]

    /// The locales and controls a finding stands for: itself and those it names ("also in …").
    static func reach(of finding: Finding) -> Int {
        var count = 1
        for name in ["alsoIn", "alsoInControls"] {
            if let list = finding.property(name), !list.isEmpty { count += list.split(separator: ",").count }
        }
        return count
    }

    static func < (a: FindingRank, b: FindingRank) -> Bool {
        (a.severity, a.kind, a.reach) < (b.severity, b.kind, b.reach)
    }
}
