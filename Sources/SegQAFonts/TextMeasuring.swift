import SegQAUnicode

/// Measures titles. The product measures with `Measurer` (real fonts); rule tests use a
/// fixed-advance measurer so they need no fonts.
public protocol TextMeasuring: AnyObject {
    /// Shapes `text` (already transformed) at 1 pt for a font request and a BCP 47 locale.
    func shape(_ text: String, font: FontRequest, locale: String) throws -> ShapedText
    /// The advance of `text` at 1 pt, in ems: what truncation asks for every candidate prefix.
    /// A measurer may keep only this number for such texts, not their glyphs.
    func advance(_ text: String, font: FontRequest, locale: String) throws -> Double
    /// The line metrics of a shaped text at 1 pt, in ems: its faces' together (a title that
    /// falls back to a taller script face gets taller lines). What wrapping counts lines with.
    func lineMetrics(of text: ShapedText) throws -> LineMetrics
}

extension TextMeasuring {
    public func advance(_ text: String, font: FontRequest, locale: String) throws -> Double {
        try shape(text, font: font, locale: locale).advance
    }
}

extension TextMeasuring {
    /// Measures `text` after `transform`, at `size` points.
    public func measure(
        _ text: String, font: FontRequest, size: Double, locale: String,
        transform: TextTransform = .none
    ) throws -> TextMeasurement {
        let transformed = try CaseMapping.apply(transform, to: text, locale: locale)
        return TextMeasurement(shaped: try shape(transformed, font: font, locale: locale), size: size)
    }
}
