import CHarfBuzz
import SegQAFormatting

/// Glyph outlines for drawings, from the same HarfBuzz font that shaped the text, so a picture
/// shows exactly the glyphs that were measured (HarfBuzz 6.0: `hb_font_get_glyph_shape`).
extension FontFace {
    /// The outline of `glyph` as SVG path data in font units, y pointing down (scale by
    /// size / unitsPerEm to draw). Empty for glyphs without contours (spaces).
    public func svgPath(glyph: UInt32) -> String {
        if let cached = outlineCache[glyph] { return cached }
        let builder = SVGPathBuilder()
        let data = Unmanaged.passUnretained(builder).toOpaque()
        hb_font_get_glyph_shape(hbFont, glyph, SVGPathBuilder.funcs, data)
        outlineCache[glyph] = builder.path
        return builder.path
    }

    /// Cap height and x-height in ems (from OS/2, else estimated), for placing a baseline so
    /// that titles look vertically centred, as UIKit centres the line box.
    public var verticalMetrics: (ascender: Double, descender: Double, capHeight: Double) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(hbFont, &extents)
        var cap: hb_position_t = 0
        let scale = 1 / Double(unitsPerEm)
        let hasCap = hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) != 0 && cap > 0
        let ascender = Double(extents.ascender) * scale
        return (ascender, Double(extents.descender) * scale, hasCap ? Double(cap) * scale : ascender * 0.7)
    }
}

/// Collects HarfBuzz draw callbacks into SVG path data.
final class SVGPathBuilder {
    var path = ""

    func add(_ command: Character, _ points: Float...) {
        path.append(command)
        for (i, value) in points.enumerated() {
            if i > 0 { path += " " }
            // y is flipped: font units point up, SVG points down.
            path += Self.number(i % 2 == 1 ? -value : value)
        }
    }

    /// Integers as such, otherwise one decimal: font units are far finer than a pixel.
    static func number(_ value: Float) -> String {
        NumberText.decimal(Double(value), places: 1)
    }

    static func builder(_ data: UnsafeMutableRawPointer?) -> SVGPathBuilder {
        Unmanaged<SVGPathBuilder>.fromOpaque(data!).takeUnretainedValue()
    }

    /// One immutable set of callbacks for every face (HarfBuzz reference-counts it; it lives as
    /// long as the process).
    nonisolated(unsafe) static let funcs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in builder(data).add("M", x, y) }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in builder(data).add("L", x, y) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, cx, cy, x, y, _ in
                builder(data).add("Q", cx, cy, x, y)
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                builder(data).add("C", c1x, c1y, c2x, c2y, x, y)
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in builder(data).path.append("Z") }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()
}
