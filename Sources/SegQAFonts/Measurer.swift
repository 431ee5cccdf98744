import CHarfBuzz
import SegQAUnicode

/// The real measurer: fontconfig cascade, FreeType faces, HarfBuzz shaping, ICU analysis.
///
/// 1. bidi levels (ICU; skipped when the text has no right-to-left or explicit character),
/// 2. script runs (Common and Inherited take their neighbours' script),
/// 3. face per grapheme cluster: the first face of the cascade that covers all of it
///    (Common clusters — spaces, digits, punctuation — stay with the face before them when it
///    covers them, so an Arabic phrase is not cut at its spaces),
/// 4. HarfBuzz shapes each (level, script, face) run with direction, script and language set,
///    with the whole text as context.
///
/// Each distinct (text, request, locale) is shaped once and cached. One instance per worker:
/// it owns FreeType and HarfBuzz objects, which are not thread-safe.
public final class Measurer: TextMeasuring {
    public let cascade: FontCascade
    private let library: FreeTypeLibrary
    private let graphemes: GraphemeBreaker
    private let buffer: OpaquePointer
    private var faces: [FaceKey: FontFace] = [:]
    private var cache: [CacheKey: ShapedText] = [:]

    /// Shapings performed and cache hits served, for benchmarks and `--verbose`.
    public private(set) var shapings = 0
    public private(set) var cacheHits = 0

    private struct FaceKey: Hashable { var file: String; var index: Int }
    private struct CacheKey: Hashable { var text: String; var font: FontRequest; var locale: String }

    public init(cascade: FontCascade = .shared) throws {
        self.cascade = cascade
        library = try FreeTypeLibrary()
        graphemes = try GraphemeBreaker()
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    public func shape(_ text: String, font: FontRequest, locale: String) throws -> ShapedText {
        let key = CacheKey(text: text, font: font, locale: locale)
        if let cached = cache[key] {
            cacheHits += 1
            return cached
        }
        let shaped = try shapeUncached(text, faces: try cascade.faces(for: font, locale: locale), locale: locale)
        shapings += 1
        cache[key] = shaped
        return shaped
    }

    /// The loaded face for a descriptor (loaded on first use, then kept).
    public func face(for descriptor: FaceDescriptor) throws -> FontFace {
        let key = FaceKey(file: descriptor.file, index: descriptor.index)
        if let face = faces[key] { return face }
        let face = try FontFace(file: descriptor.file, index: descriptor.index, library: library)
        faces[key] = face
        return face
    }

    /// Which face of the cascade draws each grapheme cluster (for `segqa fonts TEXT`).
    public func faceAssignments(_ text: String, font: FontRequest, locale: String) throws
        -> [(cluster: String, face: FaceDescriptor?)]
    {
        let units = Array(text.utf16)
        let shaped = try shape(text, font: font, locale: locale)
        let bounds = shaped.graphemeBoundaries
        return zip(bounds, bounds.dropFirst()).map { start, end in
            let run = shaped.runs.first { $0.range.contains(start) }
            let cluster = String(decoding: units[start..<end], as: UTF16.self)
            let missing = codePoints(Array(units[start..<end])).contains { shaped.missing.contains($0) }
            return (cluster, missing ? nil : run?.face)
        }
    }

    // MARK: - Itemizing and shaping

    private func shapeUncached(_ text: String, faces cascadeFaces: [FaceDescriptor], locale: String) throws -> ShapedText {
        let units = Array(text.utf16)
        let bounds = graphemes.boundaries(utf16: units)
        guard !units.isEmpty else {
            return ShapedText(text: text, utf16Count: 0, runs: [], missing: [], graphemeBoundaries: [0],
                              paragraphLevel: 0, advance: 0)
        }
        let points = codePoints(units)

        // 1. Bidi levels.
        var paragraphLevel: UInt8 = 0
        var levels: [UInt8]
        if points.contains(where: { BidiClass(of: $0).isRightToLeftOrExplicit }) {
            let paragraph = try BidiParagraph(utf16: units)
            paragraphLevel = paragraph.paragraphLevel
            levels = paragraph.levels
        } else {
            levels = [UInt8](repeating: 0, count: units.count)
        }

        // 2. Scripts per UTF-16 unit.
        var scripts = [String](repeating: "Zyyy", count: units.count)
        for run in Scripts.runs(utf16: units) {
            for i in run.range { scripts[i] = run.script }
        }

        // 3. A face per grapheme cluster.
        let loaded = try cascadeFaces.map { try face(for: $0) }
        var faceOfCluster: [Int] = []
        var missing: [UInt32] = []
        var previousFace: Int?
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            let clusterPoints = codePoints(Array(units[start..<end]))
            let needed = clusterPoints.filter { !CharacterProperties.isDefaultIgnorable($0) }
            func covers(_ index: Int) -> Bool { needed.allSatisfy { loaded[index].hasGlyph($0) } }
            var chosen: Int?
            if let previousFace, clusterPoints.allSatisfy(Scripts.isCommonOrInherited), covers(previousFace) {
                chosen = previousFace
            } else {
                chosen = loaded.indices.first(where: covers)
            }
            if chosen == nil {
                for point in needed where !loaded.contains(where: { $0.hasGlyph(point) }) && !missing.contains(point) {
                    missing.append(point)
                }
                chosen = needed.first.flatMap { first in loaded.indices.first { loaded[$0].hasGlyph(first) } } ?? 0
            }
            faceOfCluster.append(chosen!)
            previousFace = chosen
        }
        // Common clusters at the start ("5 นาที", "(3) 알림") go with the face of the first
        // real-script cluster after them when it covers them, as they would after it.
        if let firstReal = commonPrefix(units, bounds), firstReal < faceOfCluster.count {
            let face = faceOfCluster[firstReal]
            for cluster in 0..<firstReal {
                let points = codePoints(Array(units[bounds[cluster]..<bounds[cluster + 1]]))
                if points.allSatisfy({ CharacterProperties.isDefaultIgnorable($0) || loaded[face].hasGlyph($0) }) {
                    faceOfCluster[cluster] = face
                }
            }
        }

        // 4. Runs of equal (level, script, face), shaped.
        var runs: [ShapedRun] = []
        var runStart = 0
        var runFace = faceOfCluster[0]
        for cluster in faceOfCluster.indices {
            let end = bounds[cluster + 1]
            let isLast = cluster == faceOfCluster.count - 1
            if isLast || faceOfCluster[cluster + 1] != runFace || levels[end] != levels[runStart]
                || scripts[end] != scripts[runStart] {
                runs.append(shapeRun(units, range: runStart..<end, face: loaded[runFace],
                                     descriptor: cascadeFaces[runFace], script: scripts[runStart],
                                     level: levels[runStart], locale: locale))
                runStart = end
                if !isLast { runFace = faceOfCluster[cluster + 1] }
            }
        }
        return ShapedText(text: text, utf16Count: units.count, runs: runs, missing: missing,
                          graphemeBoundaries: bounds, paragraphLevel: paragraphLevel,
                          advance: runs.reduce(0) { $0 + $1.advance })
    }

    /// The index of the first cluster that is not all Common/Inherited, when there is a
    /// non-empty Common prefix before it.
    private func commonPrefix(_ units: [UInt16], _ bounds: [Int]) -> Int? {
        for cluster in 0..<(bounds.count - 1) {
            let points = codePoints(Array(units[bounds[cluster]..<bounds[cluster + 1]]))
            if !points.allSatisfy(Scripts.isCommonOrInherited) { return cluster > 0 ? cluster : nil }
        }
        return nil
    }

    private func shapeRun(_ units: [UInt16], range: Range<Int>, face: FontFace, descriptor: FaceDescriptor,
                          script: String, level: UInt8, locale: String) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script == "Zyyy" || script == "Zinh" ? HB_SCRIPT_COMMON : hb_script_from_string(script, -1))
        hb_buffer_set_language(buffer, hb_language_from_string(locale, -1))
        hb_shape(face.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let scale = 1 / Double(face.unitsPerEm)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var total: Int64 = 0
        for i in 0..<Int(count) {
            total += Int64(positions[i].x_advance)
            glyphs.append(ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                      xAdvance: Double(positions[i].x_advance) * scale,
                                      xOffset: Double(positions[i].x_offset) * scale,
                                      yOffset: Double(positions[i].y_offset) * scale))
        }
        return ShapedRun(range: range, face: descriptor, script: script, level: level, glyphs: glyphs,
                         advance: Double(total) * scale)
    }
}
