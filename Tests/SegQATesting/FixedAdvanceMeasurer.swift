import SegQAFonts
import SegQAUnicode

/// A measurer without fonts, for rule tests: every grapheme cluster is 0.5 em wide, 0.6 em at
/// semibold (600) and heavier; private-use characters (U+E000–U+F8FF) are "missing".
/// Never used for the product's numbers.
public final class FixedAdvanceMeasurer: TextMeasuring {
    public static let face = FaceDescriptor(family: "Fixed", style: "Regular", file: "fixed-advance", index: 0, weight: 400)
    private let graphemes: GraphemeBreaker

    public init() throws { graphemes = try GraphemeBreaker() }

    public func shape(_ text: String, font: FontRequest, locale: String) throws -> ShapedText {
        let units = Array(text.utf16)
        let bounds = graphemes.boundaries(utf16: units)
        let advance = font.weight.value >= 600 ? 0.6 : 0.5
        let glyphs = bounds.dropLast().map { ShapedGlyph(id: 1, cluster: $0, xAdvance: advance, xOffset: 0, yOffset: 0) }
        let missing = codePoints(units).filter { (0xE000...0xF8FF).contains($0) }
        let paragraph = try BidiParagraph(utf16: units)
        let run = ShapedRun(range: 0..<units.count, face: Self.face, script: "Zyyy", level: paragraph.paragraphLevel,
                            glyphs: glyphs, advance: Double(glyphs.count) * advance)
        return ShapedText(text: text, utf16Count: units.count, runs: units.isEmpty ? [] : [run], missing: missing,
                          graphemeBoundaries: bounds, paragraphLevel: paragraph.paragraphLevel, advance: run.advance)
    }
}
