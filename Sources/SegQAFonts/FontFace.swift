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

    let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// SVG path data by glyph id, filled as drawings ask for outlines.
    var outlineCache: [UInt32: String] = [:]
    private let library: FreeTypeLibrary

    public init(file: String, index: Int = 0, library: FreeTypeLibrary? = nil) throws {
        let library = try library ?? FreeTypeLibrary()
        self.library = library
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw FontsError.fontFileUnreadable(
                path: file, reason: isDirectory.boolValue ? "is a directory" : "no such file")
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

        let hbFace = hb_ft_face_create_referenced(face)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        if index >> 16 > 0 { hb_font_set_var_named_instance(font, UInt32(index >> 16) - 1) }
        self.hbFont = font
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
