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
            // Wrapped: two lines while normal, three when semibold, and the height holds two.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "wrapped", "style": "custom",
                      "padding": 10, "truncation": "wrap", "height": 40, "states": {"selected": {"weight": "semibold"}},
                      "segments": [{"title": ↓"Mitteilungen verwalten"}, {"title": "Tag"}]}]}
                """#,
                messages: [
                    "'Mitteilungen verwalten' (en) fits while normal but when selected (semibold 13.0 pt) needs 3 lines 80.0 pt wide, the segment's height holds 2 (16.3 pt a line) on width 200 pt — shows 'Mitteilung' / 'en verwal…'"
                ]),
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
        let fit = problem.fit
        let when =
            "when \(state == .selected ? "selected" : "selected and pressed") "
            + "(\(font.request.weight.name) \(pt(font.size)) \(textUnit))"
        let shows = "\(deviceText(problem)) — \(fit.shownText)"
        if fit.linesNeeded > 1 && fit.linesAllowed > 1 {
            return "\(quoted(title)) (\(tag)) fits while normal but \(when) \(fit.demandText) \(shows)"
        }
        let widths = pt(needed: fit.needed, available: fit.available)
        return
            "\(quoted(title)) (\(tag)) fits while normal (\(pt(normalWidth)) \(lengthUnit)) but needs \(widths.needed) \(lengthUnit) \(when), "
            + "segment offers \(widths.available) \(lengthUnit) \(shows)"
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
