import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// A title wider than its segment: the user sees it cut off with "…".
public struct TitleTruncatedRule: Rule {
    public static let description = RuleDescription(
        id: "title_truncated",
        name: "Title truncated",
        kind: .fit,
        severity: .error,
        rationale: "a title that does not fit its segment is cut off with an ellipsis, and users may not recognise it",
        documentation: """
            Triggers when a segment's title, in the normal (or highlighted) state's font, is wider than the room the \
            segment gives it: the segment width minus the title padding on both sides (and, at the first and last \
            segment, what a content offset moves past the segment's edge). For proportional controls the narrowest width the segment gets while \
            another one is selected counts. Reported once per segment and locale at the narrowest failing device, \
            with every failing device listed; the finding says what the user sees (the longest grapheme prefix \
            that fits, plus "…"; with `"truncation": "middle"`, as a UIButton's label cuts, both ends around a "…"). \
            With `"truncation": "wrap"` (a SwiftUI `Text` without `lineLimit`) a title wraps at ICU's line breaks \
            onto as many lines as the segment's height holds (or `lineLimit`), and triggers only when it needs more; \
            the finding quotes every line shown, the last cut at its tail. A Compose tab's text is not cut: its \
            lines overflow the fixed 48 dp tab, centred, and the row clips them; the finding says so and quotes \
            every line. Fix: a shorter translation, fewer segments, or a wider control.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "range",
                  "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": {"en": "Week", "de": "Woche"}}]}]}
            """#,
            // Two lines fit a 40 pt control: 'Mitteilungen' / 'verwalten'.
            #"""
            {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "tabs", "style": "custom", "padding": 10,
                  "truncation": "wrap", "height": 40, "segments": [{"title": {"en": "Alerts", "de": "Mitteilungen verwalten"}},
                    {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "settings", "segments": [
                        {"title": {"en": "Alerts", "de": ↓"Benachrichtigungen"}},
                        {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
                """#,
                messages: [
                    "'Benachrichtigungen' (de) needs 117.0 pt, segment offers 77.5 pt on width 200 pt — shows 'Benachrich…'"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "tabs", "textCase": "uppercase",
                      "segments": [{"title": ↓"Notifications"}, {"title": "Mail"}]}]}
                """#,
                messages: [
                    "'NOTIFICATIONS' (en) needs 84.5 pt, segment offers 77.5 pt on width 200 pt — shows 'NOTIFICATI…'"
                ]),
            // A row of UIButtons cuts in the middle.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "row", "style": "custom",
                      "truncation": "middle", "segments": [{"title": {"en": "Alerts", "de": ↓"Benachrichtigungen"}},
                        {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
                """#,
                messages: [
                    "'Benachrichtigungen' (de) needs 117.0 pt, segment offers 100.0 pt on width 200 pt — shows 'Benachr…igungen'"
                ]),
            // A SwiftUI Text wraps; a third line does not fit the height.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "tabs", "style": "custom", "padding": 10,
                      "truncation": "wrap", "height": 40, "segments": [{"title": {"en": "Alerts", "de": ↓"Mitteilungen verwalten und mehr"}},
                        {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
                """#,
                messages: [
                    "'Mitteilungen verwalten und mehr' (de) needs 3 lines 80.0 pt wide, the segment's height holds 2 (16.3 pt a line) on width 200 pt — shows 'Mitteilungen' / 'verwalten u…'"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(title: String, tag: String, state: ControlState, problem: FitProblem) -> String {
        "\(quoted(title)) (\(tag)) \(problem.fit.demandText) \(deviceText(problem))"
            + "\(state == .highlighted ? " while pressed" : "") — \(problem.fit.shownText)"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for segment in control.segments {
            guard let title = segment.title else { continue }
            for state in [ControlState.normal, .highlighted] {
                guard
                    let problem = control.fitProblem(
                        segment: segment.index, state: state, where: { fit, _ in fit.isTruncated })
                else { continue }
                // Highlighted only counts where the normal state fits: otherwise it is the same problem.
                if state == .highlighted,
                    control.fitProblem(segment: segment.index, state: .normal, where: { fit, _ in fit.isTruncated })
                        != nil
                {
                    continue
                }
                var finding = finding(
                    Self.message(title: title.shown, tag: title.tag(control.locale), state: state, problem: problem),
                    at: title.location, pointer: title.pointer, in: control, segment: segment.index)
                finding.describe(problem)
                findings.append(finding)
            }
        }
        return findings
    }
}
