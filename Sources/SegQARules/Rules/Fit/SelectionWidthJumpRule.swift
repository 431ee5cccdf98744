import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// Proportional controls re-apportion widths when the selected title turns heavier.
public struct SelectionWidthJumpRule: Rule {
    static let threshold = RuleOption.number(
        "threshold", default: 1, range: 0...10_000, "largest boundary move (pt) that is tolerated")

    public static let description = RuleDescription(
        id: "selection_width_jump",
        name: "Segment boundaries jump on selection",
        kind: .fit,
        severity: .warning,
        rationale:
            "with widths apportioned by content, the heavier selected title widens its segment and every boundary moves",
        documentation: """
            For controls with `"distribution": "proportional"` (`apportionsSegmentWidthsByContent`), each segment's \
            width follows its content, and the selected segment's content is its selected-state title. The rule \
            lays the control out with each segment selected in turn and compares every segment boundary with the \
            layout in which no title is selected; the finding gives the largest move in points. Option \
            `threshold` (points, default 1): smaller moves are ignored.
            """,
        options: [threshold.spec],
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [
                {"id": "equal", "segments": [{"title": "Notifications"}, {"title": "Mail"}, {"title": "Calendar"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300, "style": "uikit-legacy"}, "controls": [{"id": "same-weight",
                  "distribution": "proportional", "segments": [{"title": "Notifications"}, {"title": "Mail"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": ↓"apportioned",
                      "distribution": "proportional",
                      "segments": [{"title": "Notifications"}, {"title": "Mail"}, {"title": "Calendar"}]}]}
                """#,
                messages: [
                    "segment boundaries move up to 11.0 pt when 'Notifications' (en) becomes selected on width 300 pt: the control jumps as selection changes"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(move: Double, title: String, locale: String, device: String) -> String {
        "segment boundaries move up to \(pt(move)) \(lengthUnit) when \(quoted(title)) (\(locale)) becomes selected on \(device): "
            + "the control jumps as selection changes"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.resolved.distribution == .proportional, control.segments.count > 1 else { return [] }
        let threshold = context[Self.threshold]
        var worst: (move: Double, layout: ControlLayout, selected: Int)?
        for layout in control.layouts {
            let geometry = ControlGeometry(
                width: layout.controlWidth, inset: control.resolved.geometryTemplate.inset,
                divider: control.resolved.geometryTemplate.divider, padding: 0)
            let base = SegmentLayout.origins(widths: layout.normalWidths, geometry: geometry)
            for (selected, widths) in layout.widthsBySelection.enumerated() {
                let moved = SegmentLayout.origins(widths: widths, geometry: geometry)
                let move = zip(base, moved).map { abs($0 - $1) }.max() ?? 0
                if move > (worst?.move ?? 0) { worst = (move, layout, selected) }
            }
        }
        guard let worst, worst.move > threshold else { return [] }
        let title = control.segments[worst.selected].title?.shown ?? "segment \(worst.selected)"
        var finding = finding(
            Self.message(
                move: worst.move, title: title, locale: control.locale, device: control.onDevice(worst.layout)),
            at: control.resolved.location, pointer: control.resolved.pointer + "/id", in: control,
            segment: worst.selected)
        finding.device = worst.layout.device.name
        finding.controlWidth = worst.layout.controlWidth
        finding.state = ControlState.selected.rawValue
        finding.properties = [("move", pt(worst.move))]
        return [finding]
    }
}
