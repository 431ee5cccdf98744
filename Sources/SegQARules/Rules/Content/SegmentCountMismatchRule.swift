import SegQACore
import SegQAModel

/// A translation file lists a different number of titles than the control has segments.
public struct SegmentCountMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "segment_count_mismatch",
        name: "Segment count mismatch",
        kind: .content,
        severity: .error,
        rationale:
            "a translation with more or fewer titles than segments means titles land on the wrong segments or go missing",
        documentation: """
            Per-locale translation files give a control's titles (or accessibility labels) as an array by segment. \
            When the array's length differs from the number of segments the control declares, every title after \
            the mismatch may belong to another segment. The finding points at the array.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "period", "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            ---
            {"segqa": 1, "locale": "de", "translations": {"period": ["Tag", "Woche"]}}
            """#
        ],
        // An example may hold several files, separated by a line "---": here a content file and
        // a German translation file.
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300},
                  "controls": [{"id": "range", "segments": [{"title": "Day"}, {"title": "Week"}, {"title": "Month"}]}]}
                ---
                {"segqa": 1, "locale": "de", "translations": {"range": ↓["Tag", "Woche"]}}
                """#,
                messages: [
                    "the 'de' translation of 'range' has 2 titles for 3 segments"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(control: String, _ mismatch: CountMismatch) -> String {
        "the '\(mismatch.locale)' translation of '\(control)' has \(mismatch.actual) \(mismatch.what) for \(mismatch.expected) segments"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.countMismatches.map { mismatch in
            var finding = finding(
                Self.message(control: control.id, mismatch), at: mismatch.location, pointer: mismatch.pointer,
                in: control)
            finding.properties = [("expected", String(mismatch.expected)), ("actual", String(mismatch.actual))]
            return finding
        }
    }
}
