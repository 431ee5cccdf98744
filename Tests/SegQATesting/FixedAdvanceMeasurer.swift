import SegQAFonts
import SegQAUnicode

/// A measurer without fonts, for rule tests: every grapheme cluster is 0.5 em wide, 0.6 em at
/// semibold (600) and heavier. Clusters that start with a character from U+0590 up (Hebrew,
/// Arabic, Indic, CJK …) are drawn by a second face, "Fixed Fallback", as a real cascade falls
/// back for scripts the requested family lacks; private-use characters (U+E000–U+F8FF) are
/// "missing". Lines are 1.25 em (1 em above the baseline, 0.25 below). Never used for the
/// product's numbers.
public final class FixedAdvanceMeasurer: TextMeasuring {
    public static let face = FaceDescriptor(
        family: "Fixed", style: "Regular", file: "fixed-advance", index: 0, weight: 400)
    public static let fallbackFace = FaceDescriptor(
        family: "Fixed Fallback", style: "Regular", file: "fixed-fallback", index: 0, weight: 400)
    private let graphemes: GraphemeBreaker

    public init() throws { graphemes = try GraphemeBreaker() }

    public func lineMetrics(of text: ShapedText) throws -> LineMetrics {
        LineMetrics(ascender: 1, descender: 0.25, lineGap: 0)
    }

    public func shape(_ text: String, font: FontRequest, locale: String) throws -> ShapedText {
        let units = Array(text.utf16)
        let bounds = graphemes.boundaries(utf16: units)
        let advance = font.weight.value >= 600 ? 0.6 : 0.5
        let missing = codePoints(units).filter { (0xE000...0xF8FF).contains($0) }
        let paragraph = try BidiParagraph(utf16: units)
        // One run per stretch of clusters drawn by the same face.
        var runs: [ShapedRun] = []
        var start = 0
        var glyphs: [ShapedGlyph] = []
        var currentFace: FaceDescriptor?
        func flush(until end: Int) {
            guard let face = currentFace, !glyphs.isEmpty else { return }
            runs.append(
                ShapedRun(
                    range: start..<end, face: face, script: "Zyyy", level: paragraph.paragraphLevel,
                    glyphs: glyphs, advance: Double(glyphs.count) * advance))
            glyphs = []
            start = end
        }
        for (lower, upper) in zip(bounds, bounds.dropFirst()) {
            let first = codePoints(Array(units[lower..<upper])).first ?? 0
            let face =
                first >= 0x0590 && !(0x2000...0x2BFF).contains(first) && !(0xE000...0xF8FF).contains(first)
                ? Self.fallbackFace : Self.face
            if face != currentFace {
                flush(until: lower)
                currentFace = face
            }
            // One glyph per grapheme, its id from the grapheme's code points: a face that composes
            // nothing, so "e" + U+0301 and "é" are different glyphs (as no real shaper makes them).
            let id = codePoints(Array(units[lower..<upper])).reduce(UInt32(2_166_136_261)) { ($0 ^ $1) &* 16_777_619 }
            glyphs.append(ShapedGlyph(id: max(id, 1), cluster: lower, xAdvance: advance, xOffset: 0, yOffset: 0))
        }
        flush(until: units.count)
        return ShapedText(
            text: text, utf16Count: units.count, runs: runs, missing: missing, graphemeBoundaries: bounds,
            paragraphLevel: paragraph.paragraphLevel, advance: runs.reduce(0) { $0 + $1.advance })
    }
}
