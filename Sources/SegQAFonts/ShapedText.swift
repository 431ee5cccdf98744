import SegQAUnicode

/// One glyph as HarfBuzz placed it, in ems (multiply by the size in points).
public struct ShapedGlyph: Sendable, Equatable {
    public var id: UInt32
    /// UTF-16 offset of the glyph's cluster in the whole text.
    public var cluster: Int
    public var xAdvance: Double
    public var xOffset: Double
    public var yOffset: Double

    public init(id: UInt32, cluster: Int, xAdvance: Double, xOffset: Double, yOffset: Double) {
        self.id = id
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}

/// A run of text in one bidi level, one script and one face, shaped.
public struct ShapedRun: Sendable, Equatable {
    /// UTF-16 range in the whole text (logical order).
    public var range: Range<Int>
    public var face: FaceDescriptor
    /// ISO 15924 script code.
    public var script: String
    public var level: UInt8
    /// Glyphs in visual order, as HarfBuzz outputs them.
    public var glyphs: [ShapedGlyph]
    /// Sum of the advances, in ems.
    public var advance: Double

    public var direction: TextDirection { TextDirection(level: level) }

    public init(
        range: Range<Int>, face: FaceDescriptor, script: String, level: UInt8, glyphs: [ShapedGlyph], advance: Double
    ) {
        self.range = range
        self.face = face
        self.script = script
        self.level = level
        self.glyphs = glyphs
        self.advance = advance
    }
}

/// A text shaped once at 1 pt. Advances are unhinted and so linear in size: every size,
/// device and state reuses this value.
///
/// A class, not a struct: the measurer's cache hands the same shaping to every size, device
/// and state, and returning a reference is one retain where the struct's four arrays and string
/// were four (a third of the time of a cache hit, measured with perf). It is immutable.
public final class ShapedText: Sendable, Equatable {
    /// The text that was shaped (after any transform).
    public let text: String
    public let utf16Count: Int
    /// Runs in logical order.
    public let runs: [ShapedRun]
    /// Code points no face in the cascade covers: the user sees tofu there.
    public let missing: [UInt32]
    /// Grapheme cluster boundaries (UTF-16 offsets, from 0 to `utf16Count`).
    public let graphemeBoundaries: [Int]
    public let paragraphLevel: UInt8
    /// Total advance in ems.
    public let advance: Double

    public init(
        text: String, utf16Count: Int, runs: [ShapedRun], missing: [UInt32], graphemeBoundaries: [Int],
        paragraphLevel: UInt8, advance: Double
    ) {
        self.text = text
        self.utf16Count = utf16Count
        self.runs = runs
        self.missing = missing
        self.graphemeBoundaries = graphemeBoundaries
        self.paragraphLevel = paragraphLevel
        self.advance = advance
    }

    /// Equal shapings: same text (by its bytes: canonically equivalent texts shape differently),
    /// runs, missing characters, clusters and advance.
    public static func == (a: ShapedText, b: ShapedText) -> Bool {
        a === b
            || (a.text.utf8.elementsEqual(b.text.utf8) && a.utf16Count == b.utf16Count && a.runs == b.runs
                && a.missing == b.missing && a.graphemeBoundaries == b.graphemeBoundaries
                && a.paragraphLevel == b.paragraphLevel && a.advance == b.advance)
    }

    public var graphemeCount: Int { max(graphemeBoundaries.count - 1, 0) }
    public var paragraphDirection: TextDirection { TextDirection(level: paragraphLevel) }

    /// Runs in the order they are displayed from left to right.
    public var visualRuns: [ShapedRun] {
        BidiParagraph.visualOrder(levels: runs.map(\.level)).map { runs[$0] }
    }

    /// The advance in ems of the glyphs whose clusters start in `range` (UTF-16): a part of the
    /// text as shaped whole, without what shaping it alone would change at its ends.
    public func advance(in range: Range<Int>) -> Double {
        var total = 0.0
        for run in runs where run.range.overlaps(range) {
            for glyph in run.glyphs where range.contains(glyph.cluster) { total += glyph.xAdvance }
        }
        return total
    }

    /// The distinct faces that draw this text, in order of first use.
    public var faces: [FaceDescriptor] {
        var seen: [FaceDescriptor] = []
        for run in runs where !seen.contains(run.face) { seen.append(run.face) }
        return seen
    }
}

/// A shaped text at one size.
public struct TextMeasurement: Sendable, Equatable {
    public var shaped: ShapedText
    /// Size in points.
    public var size: Double

    public init(shaped: ShapedText, size: Double) {
        self.shaped = shaped
        self.size = size
    }

    /// Advance width in points.
    public var width: Double { shaped.advance * size }
    public var text: String { shaped.text }
    public var graphemes: Int { shaped.graphemeCount }
    public var missing: [UInt32] { shaped.missing }
    public var runs: [ShapedRun] { shaped.runs }

    /// Width of one run in points.
    public func width(of run: ShapedRun) -> Double { run.advance * size }
}
