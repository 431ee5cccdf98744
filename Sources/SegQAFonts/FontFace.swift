import CFreeType
import CHarfBuzz
import Foundation

/// One loaded face: a FreeType face and the HarfBuzz face and font made over it.
///
/// HarfBuzz shapes with its own OpenType font functions at a scale of one unit per font unit,
/// which gives the unhinted, fractional advances iOS lays out; FreeType supplies the names and,
/// for drawings, the outlines. Not thread-safe: each worker loads its own.
public final class FontFace {
    public let file: String
    public let index: Int
    public let unitsPerEm: Int
    public let familyName: String
    public let styleName: String
    /// The OS/2 weight class, when the face has one.
    public let weight: Int?
    /// A variable face's axes (empty for a static face).
    public let axes: [FontAxis]
    /// Where the face is set on its axes, as clamped to their ranges: empty for a static face and
    /// for a variable one asked for no coordinates.
    public let variations: [FontVariation]

    let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// SVG path data by glyph id, filled as drawings ask for outlines.
    var outlineCache: [UInt32: String] = [:]
    private let library: FreeTypeLibrary

    /// `variations` set a variable face's axes (HarfBuzz shapes with them, FreeType draws with
    /// them); a static face ignores them.
    public init(
        file: String, index: Int = 0, library: FreeTypeLibrary? = nil, variations: [FontVariation] = []
    ) throws {
        let library = try library ?? FreeTypeLibrary()
        self.library = library
        // FreeType would wait on a FIFO and read a device without end: regular files only.
        var info = stat()
        guard stat(file, &info) == 0 else { throw FontsError.fontFileUnreadable(path: file, reason: "no such file") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FontsError.fontFileUnreadable(path: file, reason: "is a directory")
        default: throw FontsError.fontFileUnreadable(path: file, reason: "not a regular file")
        }
        // Probe the face count first so an out-of-range index gets its own message.
        var probe: FT_Face?
        let probeError = FT_New_Face(library.handle, file, -1, &probe)
        guard probeError == 0, let probe else {
            throw FontsError.fontFileUnreadable(path: file, reason: FreeTypeLibrary.message(probeError))
        }
        let faces = Int(probe.pointee.num_faces)
        FT_Done_Face(probe)
        guard (index & 0xFFFF) < faces else {
            throw FontsError.faceIndexOutOfRange(path: file, index: index, faces: faces)
        }

        var face: FT_Face?
        let error = FT_New_Face(library.handle, file, FT_Long(index), &face)
        guard error == 0, let face else {
            throw FontsError.fontFileUnreadable(path: file, reason: FreeTypeLibrary.message(error))
        }
        self.ftFace = face
        self.file = file
        self.index = index
        self.unitsPerEm = max(Int(face.pointee.units_per_EM), 1)
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? "?"
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? "?"
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            self.weight = Int(os2.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
        } else {
            self.weight = nil
        }

        let axes = Self.axes(of: face, library: library)
        self.axes = axes
        // Every axis gets a coordinate: the named instance's (FreeType opened the face at it) unless
        // a variation names the axis, so an italic instance keeps its slant when its weight changes.
        var coordinates = [FT_Fixed](repeating: 0, count: axes.count)
        if !axes.isEmpty {
            FT_Get_Var_Design_Coordinates(face, FT_UInt(axes.count), &coordinates)
        }
        var applied: [FontVariation] = []
        for (i, axis) in axes.enumerated() {
            guard let wanted = variations.last(where: { $0.tag == axis.tag }) else { continue }
            let value = min(max(wanted.value, axis.minimum), axis.maximum)
            coordinates[i] = FT_Fixed((value * 65536).rounded())
            applied.append(FontVariation(tag: axis.tag, value: value))
        }
        if !applied.isEmpty {
            FT_Set_Var_Design_Coordinates(face, FT_UInt(axes.count), &coordinates)
        }
        self.variations = applied

        let hbFace = hb_ft_face_create_referenced(face)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        if applied.isEmpty {
            if index >> 16 > 0 { hb_font_set_var_named_instance(font, UInt32(index >> 16) - 1) }
        } else {
            var settings = zip(axes, coordinates).map { axis, coordinate in
                hb_variation_t(tag: axis.hbTag, value: Float(Double(coordinate) / 65536))
            }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        self.hbFont = font
    }

    /// The face's variation axes, from FreeType's multiple-master interface.
    private static func axes(of face: FT_Face, library: FreeTypeLibrary) -> [FontAxis] {
        // FT_HAS_MULTIPLE_MASTERS is a macro Swift cannot import.
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library.handle, master) }
        return (0..<Int(master.pointee.num_axis)).map { i in
            let axis = master.pointee.axis[i]
            let tag = UInt32(truncatingIfNeeded: axis.tag)
            let name = String(
                decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            return FontAxis(
                tag: name, minimum: Double(axis.minimum) / 65536, defaultValue: Double(axis.def) / 65536,
                maximum: Double(axis.maximum) / 65536, hbTag: tag)
        }
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    /// True when the face's cmap maps `codePoint` to a glyph.
    @inline(__always)
    public func hasGlyph(_ codePoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0
    }
}

/// One axis of a variable face ("wght" 100…900, default 400).
public struct FontAxis: Sendable, Equatable {
    public var tag: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
    var hbTag: UInt32
}

/// Owns one FreeType library instance (per worker, as FreeType objects are not thread-safe).
public final class FreeTypeLibrary {
    let handle: FT_Library

    public init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FontsError.freeType(operation: "FT_Init_FreeType", code: error) }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    static func message(_ error: FT_Error) -> String {
        switch error {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format (not a font)"
        case 0x03: return "broken file"
        case 0x06: return "invalid argument"
        case 0x08: return "invalid glyph table"
        case 0x10: return "invalid face index"
        case 0x40: return "out of memory"
        case 0x51, 0x8E: return "unsupported or broken table"
        default: return "FreeType error \(error)"
        }
    }
}

/// The vertical metrics that space lines, in ems: a line is ascender + descender + line gap tall.
public struct LineMetrics: Sendable, Equatable {
    public var ascender: Double
    /// Below the baseline, positive.
    public var descender: Double
    public var lineGap: Double

    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    public var lineHeight: Double { ascender + descender + lineGap }

    /// A line holding runs of several faces is as tall as the tallest ascender over the deepest
    /// descender, with the largest gap (how Core Text sizes a line with fallback runs).
    public func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(
            ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
            lineGap: max(lineGap, other.lineGap))
    }
}

extension FontFace {
    /// The face's line metrics from its `hhea` table (at the face's variation coordinates, through
    /// HarfBuzz's `MVAR` handling): Apple's text system spaces lines by `hhea`, where HarfBuzz's
    /// own extents would prefer `OS/2` typo metrics for fonts that set USE_TYPO_METRICS.
    public var lineMetrics: LineMetrics {
        var ascender: hb_position_t = 0
        var descender: hb_position_t = 0
        var gap: hb_position_t = 0
        let scale = 1 / Double(unitsPerEm)
        guard hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender) != 0,
            hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender) != 0
        else {
            // No hhea: HarfBuzz's extents (OS/2), as any text system would fall back to.
            var extents = hb_font_extents_t()
            hb_font_get_h_extents(hbFont, &extents)
            return LineMetrics(
                ascender: Double(extents.ascender) * scale, descender: -Double(extents.descender) * scale,
                lineGap: Double(extents.line_gap) * scale)
        }
        _ = hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap)
        return LineMetrics(
            ascender: Double(ascender) * scale, descender: -Double(descender) * scale, lineGap: Double(gap) * scale)
    }
}
