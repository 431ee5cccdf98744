import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// Pressing a segment changes its title's font, so the title jumps under the finger.
public struct HighlightWeightFlickerRule: Rule {
    public static let description = RuleDescription(
        id: "highlight_weight_flicker",
        name: "Title font changes while pressed",
        kind: .fit,
        severity: .warning,
        rationale:
            "if the pressed state's title differs in weight or size from the state it comes from, the title visibly jumps on every tap",
        documentation: """
            Compares the title font of the selected state with selected+highlighted (pressing the selected \
            segment), and normal with highlighted (pressing another one). A difference in weight or size makes \
            the title re-layout while the finger is down. As in UIKit, a state without attributes of its own uses \
            others': selected+highlighted the highlighted ones, else the normal ones — never the selected ones — so \
            a control that styles only `.selected` (bold) shows its normal title while the selected segment is \
            pressed. Without any style of the app, the system keeps the selected look while pressed. Reported \
            once per control (in its source locale, not for image-only controls) at the setting that introduces \
            the difference, with the largest width change among its titles.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300},
              "controls": [{"id": "plain", "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            """#,
            // Image-only: no title shifts.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "icons",
                  "states": {"selected": {"weight": "bold"}, "selectedHighlighted": {"weight": "regular"}}, "segments": [
                    {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"},
                    {"image": {"name": "grid", "width": 20, "height": 20}, "accessibilityLabel": "Grid"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "consistent",
                  "states": {"selected": {"weight": "bold"}, "selectedHighlighted": {"weight": "bold"}},
                  "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "flicker",
                      "states": {"selected": {"weight": "bold"}, "selectedHighlighted": {"weight": ↓"regular"}},
                      "segments": [{"title": "Day"}, {"title": "Week"}]}]}
                """#,
                messages: [
                    "pressing the selected segment changes its title from bold 13.0 pt to regular 13.0 pt: titles shift by up to 5.2 pt while pressed"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "grow",
                      "states": {"highlighted": {"size": ↓15}, "selectedHighlighted": {"weight": "semibold", "size": 13}},
                      "segments": [{"title": "Day"}, {"title": "Week"}]}]}
                """#,
                messages: [
                    "pressing a segment changes its title from medium 13.0 pt to medium 15.0 pt: titles shift by up to 4.0 pt while pressed"
                ]),
            // Only .selected styled: a pressed selected segment has no attributes of its own and
            // shows the normal ones (UIKit does not use the selected ones for [.selected, .highlighted]).
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "boldSelected",
                      "states": {"selected": {"weight": ↓"bold"}}, "segments": [{"title": "Day"}, {"title": "Week"}]}]}
                """#,
                messages: [
                    "pressing the selected segment changes its title from bold 13.0 pt to medium 13.0 pt: titles shift by up to 5.2 pt while pressed"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(pressed: ControlState, from a: StateFont, to b: StateFont, change: Double) -> String {
        let verb = pressed == .selectedHighlighted ? "pressing the selected segment" : "pressing a segment"
        return
            "\(verb) changes its title from \(a.request.weight.name) \(pt(a.size)) \(textUnit) to \(b.request.weight.name) "
            + "\(pt(b.size)) \(textUnit): titles shift by up to \(pt(change)) \(lengthUnit) while pressed"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // Image-only controls have no title to shift.
        guard control.isSourceLocale, control.segments.contains(where: { $0.title != nil }) else { return [] }
        var findings: [Finding] = []
        let fonts = control.resolved.stateFonts
        for (from, pressed) in [(ControlState.selected, ControlState.selectedHighlighted), (.normal, .highlighted)] {
            let a = fonts[from], b = fonts[pressed]
            guard a.request.weight != b.request.weight || a.size != b.size || a.request.family != b.request.family
            else { continue }
            let change =
                control.segments.compactMap { segment -> Double? in
                    guard let x = segment.measurements[from], let y = segment.measurements[pressed] else { return nil }
                    return abs(x.width - y.width)
                }.max() ?? 0
            // Point at the setting of the pressed state that differs, else at the style of the state
            // it comes from (only .selected styled: the pressed title falls back), else the control.
            let place =
                (b.setting ?? a.setting).map { ($0.location, $0.pointer) }
                ?? (control.resolved.location, control.resolved.pointer + "/id")
            var finding = finding(
                Self.message(pressed: pressed, from: a, to: b, change: change), at: place.0, pointer: place.1,
                in: control, locale: .some(nil))
            finding.state = pressed.rawValue
            finding.properties = [("widthChange", pt(change))]
            findings.append(finding)
        }
        return findings
    }
}
