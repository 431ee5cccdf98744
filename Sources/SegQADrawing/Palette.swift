import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// How each kind of control looks: the system colours of iOS 13+ (grey track, white thumb),
/// iOS 7–12 (tinted outline, filled selection), and a custom row of buttons with an underline.
/// Only shapes and colours: titles are always real glyph outlines.
struct Palette {
    let preset: StylePreset.Name

    init(_ preset: StylePreset.Name) { self.preset = preset }

    static let tint = "#007aff"
    static let disabled = "#aeaeb2"
    static let overflow = "#ff3b30"

    func title(selected: Bool) -> String {
        let colours = StylePreset.named(preset)
        return selected ? colours.selectedTitleColor : colours.titleColor
    }

    /// The control's track; `fill` is a colour the app gives (`#RRGGBB`), else the style's.
    func background(x: Double, y: Double, width: Double, height: Double, fill: String?) -> String {
        let fill = fill ?? StylePreset.named(preset).backgroundColor
        switch preset {
        case .uikit, .swiftui:
            return rect(x, y, width, height, radius: 8.91, attributes: "fill=\"\(fill)\"")
        case .uikitLegacy:
            return rect(
                x + 0.5, y + 0.5, width - 1, height - 1, radius: 4,
                attributes: "fill=\"\(fill)\" stroke=\"\(Self.tint)\"")
        case .material3, .composeSegmented, .materialButtons:
            // A pill with a 1 dp outline (outline colour #79747e).
            return rect(
                x + 0.5, y + 0.5, width - 1, height - 1, radius: (height - 1) / 2,
                attributes: "fill=\"\(fill)\" stroke=\"#79747e\"")
        case .custom, .materialTabs, .materialTabsScrollable, .composeTabs, .composeTabsScrollable:
            // A flat row over a hairline (tabs: the divider under the row).
            return rect(x, y, width, height, radius: 0, attributes: "fill=\"\(fill)\"")
                + "<line x1=\"\(svgNumber(x))\" y1=\"\(svgNumber(y + height - 0.25))\" x2=\"\(svgNumber(x + width))\" "
                + "y2=\"\(svgNumber(y + height - 0.25))\" stroke=\"#d1d1d6\" stroke-width=\"0.5\"/>"
        }
    }

    /// The selected segment's thumb (or underline); `fill` as in `background`.
    func selection(x: Double, y: Double, width: Double, height: Double, inset: Double, fill: String?) -> String {
        let fill = fill ?? StylePreset.named(preset).selectedBackgroundColor
        switch preset {
        case .uikit, .swiftui:
            // The thumb sits inside the track's inset, with a hairline edge standing in for its shadow.
            return rect(
                x, y + inset, width, height - 2 * inset, radius: 6.93,
                attributes: "fill=\"\(fill)\" stroke=\"#d1d1d6\" stroke-width=\"0.5\"")
        case .uikitLegacy, .material3, .composeSegmented, .materialButtons:
            return rect(x, y + 0.5, width, height - 1, radius: 0, attributes: "fill=\"\(fill)\"")
        case .custom:
            return rect(x, y + height - 2, width, 2, radius: 1, attributes: "fill=\"\(Self.tint)\"")
        case .materialTabs, .materialTabsScrollable, .composeTabs, .composeTabsScrollable:
            // Material 3's primary indicator: 3 dp in primary under the selected tab.
            return rect(x, y + height - 3, width, 3, radius: 1.5, attributes: "fill=\"#6750a4\"")
        }
    }

    func showsDivider(between a: Int, and b: Int, selected: Int?) -> Bool {
        switch preset {
        case .uikit, .swiftui: return selected != a && selected != b
        case .uikitLegacy, .material3, .composeSegmented, .materialButtons: return true
        case .custom, .materialTabs, .materialTabsScrollable, .composeTabs, .composeTabsScrollable: return false
        }
    }

    /// The dividers at `xs`, as one path (a line element each was a tenth of a drawing's bytes).
    func dividers(at xs: [Double], y: Double, height: Double, width: Double) -> String {
        guard !xs.isEmpty else { return "" }
        let (top, bottom, colour) =
            preset == .uikitLegacy ? (y, y + height, Self.tint) : (y + height * 0.28, y + height * 0.72, "#c7c7cc")
        let lines = xs.map { "M\(svgNumber($0)) \(svgNumber(top))V\(svgNumber(bottom))" }.joined()
        return "<path d=\"\(lines)\" stroke=\"\(colour)\" stroke-width=\"\(svgNumber(width))\"/>"
    }

    /// A small downward triangle above the control, its tip at (x, bottom): where a segment
    /// boundary is (selection_width_jump draws the boundaries before and after a selection).
    /// `hollow`: an outline only (the boundary before, drawn over the one after).
    static func boundaryTick(x: Double, bottom: Double, colour: String, hollow: Bool = false) -> String {
        "<path d=\"M\(svgNumber(x - 3)) \(svgNumber(bottom - 6))h6l-3 6z\" "
            + (hollow ? "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"0.8\"/>" : "fill=\"\(colour)\"/>")
    }

    /// Images are not available to segqa: a dashed box of the image's size stands in for it.
    static func imagePlaceholder(centreX: Double, centreY: Double, image: ImageSpec, colour: String) -> String {
        let width = image.width > 0 ? image.width : 18, height = image.height > 0 ? image.height : 18
        return rect(
            centreX - width / 2, centreY - height / 2, width, height, radius: 3,
            attributes: "fill=\"none\" stroke=\"\(colour)\" stroke-dasharray=\"2 1.5\"")
    }

    /// What a truncated title lacks, under the control: a grey bar as wide as the room the title
    /// has, red beyond it on both sides (titles are centred) up to the width the title needs,
    /// and the shortfall in points. Neighbours alternate between two rows, bars and labels, so
    /// they never overlap; a label near the drawing's edge is anchored inside it (`right`: the
    /// drawing's width). An uncertain verdict (measured with a stand-in face, within what such
    /// faces differ by) is amber and dashed, its label ending in "?".
    /// `label`: what the text says (default: the width missing, "+12.3 pt").
    static func overflow(
        centre: Double, needed: Double, available: Double, row: Int, top: Double, right: Double,
        uncertain: Bool = false, label: String? = nil
    ) -> String {
        let room = max(available, 0)
        let y = top + Double(row) * 11
        let colour = uncertain ? "#b25000" : overflow
        var out = rect(centre - room / 2, y, room, 2, radius: 0, attributes: "fill=\"#c7c7cc\"")
        let beyond =
            uncertain
            ? "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"2 1\"" : "fill=\"\(colour)\""
        for x in [centre - needed / 2, centre + room / 2] {
            out += rect(x, y, (needed - room) / 2, 2, radius: 0, attributes: beyond)
        }
        let text = (label ?? "+\(pt(needed - available)) \(lengthUnit)") + (uncertain ? "?" : "")
        // About 0.6 em a character at 9 px: enough to keep the label off the edge.
        let half = Double(text.count) * 9 * 0.6 / 2
        let (x, anchor) =
            centre - half < 1 ? (1.0, "start") : centre + half > right - 1 ? (right - 1, "end") : (centre, "middle")
        out +=
            "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y + 11))\" text-anchor=\"\(anchor)\" font-family=\"sans-serif\" "
            + "font-size=\"9\" font-weight=\"600\" fill=\"\(uncertain ? colour : "#d70015")\">\(xmlEscaped(text))</text>"
        return out
    }

    private static func rect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, attributes: String
    ) -> String {
        var out =
            "<rect x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" width=\"\(svgNumber(max(width, 0)))\" height=\"\(svgNumber(max(height, 0)))\""
        if radius > 0 { out += " rx=\"\(svgNumber(radius))\"" }
        return out + " " + attributes + "/>"
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, attributes: String)
        -> String
    {
        Self.rect(x, y, width, height, radius: radius, attributes: attributes)
    }
}
