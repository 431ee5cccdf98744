import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// A title that fits while normal but not once selected (selection turns it semibold).
public struct SelectedTitleTruncatedRule: Rule {
    public static let description = RuleDescription(
        id: "selected_title_truncated",
        name: "Selected title truncated",
        kind: .fit,
        severity: .error,
        rationale:
            "selection draws the title heavier; a title that fits while normal can truncate the moment it is tapped",
        documentation: """
            Triggers when a title fits its segment in the normal state but not in the selected (or selected and \
            pressed) state, whose font is usually heavier (UIKit iOS 13+: medium → semibold) or larger. For \
            proportional controls the segment's width while it is selected counts. The finding gives both widths \
            and what the selected segment shows. Fix: a shorter title, or the same width budget for both states.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 200},
              "controls": [{"id": "range", "segments": [{"title": "Today"}, {"title": "Week"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 200, "style": "uikit-legacy"},
              "controls": [{"id": "legacy", "segments": [{"title": "Favourites"}, {"title": "All"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200},
                  "controls": [{"id": "library", "segments": [{"title": ↓"Favourites"}, {"title": "All"}]}]}
                """#,
                messages: [
                    "'Favourites' (en) fits while normal (65.0 pt) but needs 78.0 pt when selected (semibold 13.0 pt), segment offers 77.5 pt on width 200 pt — shows 'Favourit…'"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "styled",
                      "states": {"selected": {"textStyle": "headline"}},
                      "segments": [{"title": "Day"}, {"title": ↓"Calendar"}]}]}
                """#,
                messages: [
                    "'Calendar' (en) fits while normal (52.0 pt) but needs 81.6 pt when selected (semibold 17.0 pt), segment offers 77.5 pt on width 200 pt — shows 'Calend…'"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        title: String, tag: String, normalWidth: Double, state: ControlState, font: StateFont, problem: FitProblem
    ) -> String {
        let widths = pt(needed: problem.fit.needed, available: problem.fit.available)
        return "'\(title)' (\(tag)) fits while normal (\(pt(normalWidth)) pt) but needs \(widths.needed) pt when "
            + "\(state == .selected ? "selected" : "selected and pressed") (\(font.request.weight.name) \(pt(font.size)) pt), "
            + "segment offers \(widths.available) pt \(deviceText(problem)) — shows '\(problem.fit.visible)'"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for segment in control.segments {
            guard let title = segment.title else { continue }
            for state in [ControlState.selected, .selectedHighlighted] {
                guard
                    let problem = control.fitProblem(
                        segment: segment.index, state: state,
                        where: { fit, layout in
                            fit.isTruncated && layout.fit(segment.index, .normal)?.isTruncated == false
                        })
                else { continue }
                if state == .selectedHighlighted,
                    control.fitProblem(segment: segment.index, state: .selected, where: { fit, _ in fit.isTruncated })
                        != nil
                {
                    continue
                }
                guard let normal = problem.layout.fit(segment.index, .normal) else { continue }
                let font = control.resolved.stateFonts[state]
                var finding = finding(
                    Self.message(
                        title: title.shown, tag: title.tag(control.locale), normalWidth: normal.needed, state: state,
                        font: font, problem: problem),
                    at: title.location, pointer: title.pointer, in: control, segment: segment.index)
                finding.describe(problem)
                finding.properties = [("normalWidth", pt(normal.needed))]
                findings.append(finding)
            }
        }
        return findings
    }
}
