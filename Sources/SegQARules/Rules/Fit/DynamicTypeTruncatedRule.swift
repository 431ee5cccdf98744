import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// A control that scales with Dynamic Type: the first content size at which a title truncates.
public struct DynamicTypeTruncatedRule: Rule {
    public static let description = RuleDescription(
        id: "dynamic_type_truncated",
        name: "Truncated at a larger text size",
        kind: .fit,
        severity: .error,
        rationale:
            "users who raise the text size see titles that fit at the default size cut off, often from the first step up",
        documentation: """
            For controls with `"dynamicType": true` (the app scales its fonts with Dynamic Type): sizes follow each \
            state's text style row (xS, S, M, L = default, xL, xxL, xxxL, AX1 … AX5; Footnote: 12 12 12 13 15 17 19 23 \
            27 33 38 44); a text style with its own size scales by the style's factor (`UIFontMetrics(forTextStyle:)` \
            over a custom font). A font given only by size (`UIFont.systemFont(ofSize:)`) is not scaled by UIKit \
            and stays at its size. Widths scale with the size (unhinted advances), proportional layouts are re-apportioned at \
            each size, and the control's width stays. Reports, per segment and locale, the first size above the \
            default at which the title truncates, on the narrowest device where that happens first; titles that \
            already truncate at the default size are title_truncated's. With `"truncation": "wrap"` the lines count: \
            line heights scale too, so a larger size holds fewer lines, and the title truncates when it needs more.
            """,
        nonTriggeringExamples: [
            // A font made with a size (UIFont.systemFont(ofSize:)) is not scaled by UIKit.
            #"""
            {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "fixedSize", "dynamicType": true,
                  "font": {"size": 13}, "segments": [{"title": "Reminders"}, {"title": "Mail"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "fixed", "font": {"textStyle": "footnote"},
                  "segments": [{"title": "Notifications"}, {"title": "Mail"}]}, {"id": "short", "dynamicType": true,
                  "font": {"textStyle": "footnote"}, "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "scaled", "dynamicType": true,
                      "font": {"textStyle": "footnote"}, "segments": [{"title": ↓"Notifications"}, {"title": "Mail"}]}]}
                """#,
                messages: [
                    "'Notifications' (en) fits at the default text size but truncates from Dynamic Type size AX1 (23.0 pt) on width 300 pt: needs 149.5 pt, segment offers 127.5 pt"
                ]),
            // Wrapped titles count lines: two fit 48 pt at 13 pt, three are needed at 15 pt.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "wrapped", "style": "custom", "padding": 10,
                      "truncation": "wrap", "height": 48, "dynamicType": true, "font": {"textStyle": "footnote"},
                      "segments": [{"title": ↓"Mitteilungen verwalten"}, {"title": "Tag"}]}]}
                """#,
                messages: [
                    "'Mitteilungen verwalten' (en) fits at the default text size but truncates from Dynamic Type size xL (15.0 pt) on width 200 pt: needs 3 lines 80.0 pt wide, the segment's height holds 2 (18.8 pt a line)"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        title: String, tag: String, contentSize: String, size: Double, device: String, state: ControlState,
        fit: ScaledFit
    ) -> String {
        "\(quoted(title)) (\(tag)) fits at the default text size but truncates from Dynamic Type size \(contentSize) "
            + "(\(pt(size)) \(textUnit)) on \(device)\(state == .selected ? " when selected" : ""): "
            + demandText(
                needed: fit.needed, available: fit.available, linesNeeded: fit.linesNeeded,
                linesAllowed: fit.linesAllowed, lineHeight: fit.lineHeight)
    }

    /// Index of the default content size (L) in `TextStyle.contentSizes`.
    static let defaultSize = 3

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        let spec = control.resolved
        guard spec.dynamicType else { return [] }
        func size(_ state: ControlState, _ index: Int) -> Double { spec.stateFonts[state].size(atContentSize: index) }
        var findings: [Finding] = []
        for segment in control.segments {
            guard let title = segment.title else { continue }
            var best: (index: Int, layout: ControlLayout, state: ControlState, fit: ScaledFit)?
            for layout in control.layouts {
                for index in (Self.defaultSize + 1)..<TextStyle.contentSizes.count where index < (best?.index ?? .max) {
                    for state in [ControlState.normal, .selected] {
                        guard
                            let scaled = fit(
                                control, segment: segment.index, state: state, layout: layout,
                                size: { size($0, index) }),
                            scaled.fails
                        else { continue }
                        // Already cut at the default size: that is title_truncated's finding.
                        if let atDefault = fit(
                            control, segment: segment.index, state: state, layout: layout,
                            size: { size($0, Self.defaultSize) }),
                            atDefault.fails
                        {
                            continue
                        }
                        best = (index, layout, state, scaled)
                        break
                    }
                }
            }
            guard let best else { continue }
            let category = TextStyle.contentSizes[best.index]
            var finding = finding(
                Self.message(
                    title: title.shown, tag: title.tag(control.locale), contentSize: category,
                    size: size(best.state, best.index), device: control.onDevice(best.layout), state: best.state,
                    fit: best.fit),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
            finding.device = best.layout.device.name
            finding.controlWidth = best.layout.controlWidth
            finding.state = best.state.rawValue
            finding.needed = best.fit.needed
            finding.available = best.fit.available
            finding.properties = [("contentSize", category)]
            findings.append(finding)
        }
        return findings
    }

    /// A title at one text size: its width and room, and for a control whose titles wrap, the
    /// lines it takes and the lines the height holds at that size.
    struct ScaledFit {
        var needed: Double
        var available: Double
        var linesNeeded = 1
        var linesAllowed = 1
        var lineHeight = 0.0

        var fails: Bool { linesAllowed > 1 ? linesNeeded > linesAllowed : needed > available + 0.005 }
    }

    /// How the title fares in `state` when every state's font has the size `size` gives: the
    /// control laid out again with every title scaled (widths and line heights are linear in size;
    /// wrapped lines are measured from the shaped glyphs, without reshaping at the breaks).
    private func fit(
        _ control: LocalizedControl, segment: Int, state: ControlState, layout: ControlLayout,
        size: (ControlState) -> Double
    ) -> ScaledFit? {
        let localized = control.segments[segment]
        guard let shaped = localized.measurements[state]?.shaped else { return nil }
        var geometry = control.resolved.geometryTemplate
        geometry.width = layout.controlWidth
        let widths = control.segmentWidths(geometry: geometry, size: size)
        let slot = widths.slot(segment, selected: state.isSelected)
        var result = ScaledFit(
            needed: shaped.advance * size(state),
            available: geometry.titleSpace(segmentWidth: slot, index: segment, count: control.segments.count))
        if geometry.truncation == .wrap, let metrics = localized.lineMetrics[state] {
            result.lineHeight = metrics.lineHeight * size(state)
            result.linesAllowed = geometry.linesAllowed(lineHeight: result.lineHeight)
            if result.linesAllowed > 1 {
                result.linesNeeded =
                    Wrapping.lines(
                        utf16Units(of: shaped.text), boundaries: shaped.graphemeBoundaries,
                        breaks: localized.lineBreaks,
                        available: result.available, maxLines: .max
                    ) { shaped.advance(in: $0) * size(state) }.lines.count
            }
        }
        return result
    }
}
