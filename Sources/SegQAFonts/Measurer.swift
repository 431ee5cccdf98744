import CHarfBuzz
import SegQAUnicode

/// A text as a cache key: compared and hashed by its UTF-8 bytes. Swift's String equality is
/// canonical equivalence, but "é" and "e" + U+0301 shape differently and must not share an entry.
struct TextKey: Hashable, Sendable {
    let text: String

    static func == (a: TextKey, b: TextKey) -> Bool {
        // Over the contiguous bytes: the generic UTF8View comparison cost more than the whole lookup.
        var x = a.text, y = b.text
        return x.withUTF8 { p in
            y.withUTF8 { q in
                guard p.count == q.count else { return false }
                for i in 0..<p.count where p[i] != q[i] { return false }
                return true
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        // FNV-1a over the bytes in a plain loop, then one word for Hasher to mix: a third of
        // the cost of feeding Hasher the bytes, which matters on every cache hit.
        var bytes = text
        let fnv = bytes.withUTF8 { buffer -> UInt64 in
            var value: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in buffer { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return value
        }
        hasher.combine(fnv)
    }
}

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
/// it owns FreeType and HarfBuzz objects, which are not thread-safe. The workers of one run
/// share what they shape through `SharedShapes`.
public final class Measurer: TextMeasuring {
    public let cascade: FontCascade
    private let library: FreeTypeLibrary
    private let graphemes: GraphemeBreaker
    private let buffer: OpaquePointer
    // One measurer per worker, never shared across threads: the dynamic exclusivity checks on
    // these caches cost more than the lookups (measured with callgrind), so they are off.
    @exclusivity(unchecked) private var faces: [FaceKey: FontFace] = [:]

    /// Shapings performed and cache hits served, for benchmarks and `--verbose`.
    @exclusivity(unchecked) public private(set) var shapings = 0
    @exclusivity(unchecked) public private(set) var cacheHits = 0

    private struct FaceKey: Hashable {
        var file: String
        var index: Int
        var variations: [FontVariation]
    }
    /// The shaped texts of one (font request, locale), and its cascade. Titles come in runs of
    /// one font and locale, so the last table usually serves again without hashing the request.
    private final class ShapeTable {
        let font: FontRequest
        let locale: String
        let cascade: ResolvedCascade
        /// HarfBuzz's language for the locale, parsed once.
        let language: hb_language_t
        @exclusivity(unchecked) var shapes: [TextKey: ShapedText] = [:]
        /// Advances of texts only measured, never drawn (truncation's candidate prefixes).
        @exclusivity(unchecked) var advances: [TextKey: Double] = [:]
        init(font: FontRequest, locale: String, cascade: ResolvedCascade) {
            self.font = font
            self.locale = locale
            self.cascade = cascade
            language = hb_language_from_string(locale, -1)
        }
    }

    /// By locale as given, not by fontconfig language: mapping the locale on every call cost
    /// more than a shaping. Locales of one language share their faces anyway.
    private struct CascadeKey: Hashable {
        var font: FontRequest
        var locale: String
    }
    /// Take the single-run shortcut (tests turn it off to compare it with the general path).
    public var usesFastPath = true
    /// Keep every shaped text (benchmarks turn it off to time shaping alone).
    public var cachesShapes = true
    @exclusivity(unchecked) private var tables: [CascadeKey: ShapeTable] = [:]
    /// The table used last (a reference, not a tuple: copying an optional tuple went through
    /// generic value witnesses on every call).
    @exclusivity(unchecked) private var lastTable: ShapeTable?
    /// The request `lastTable` was looked up with: not always its own (every optical size of a
    /// static cascade is served by the table stored without one).
    @exclusivity(unchecked) private var lastRequest: FontRequest?

    /// Shapes the other workers' measurers made: asked when this one's own cache misses.
    private let shared: SharedShapes?

    public init(cascade: FontCascade = .shared, sharing shared: SharedShapes? = nil) throws {
        self.cascade = cascade
        self.shared = shared
        library = try FreeTypeLibrary()
        graphemes = try GraphemeBreaker()
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    public func shape(_ text: String, font: FontRequest, locale: String) throws -> ShapedText {
        let table = try shapeTable(font, locale: locale)
        guard cachesShapes else {
            shapings += 1
            return try shapeUncached(text, table: table)
        }
        let key = TextKey(text: text)
        if let cached = table.shapes[key] {
            cacheHits += 1
            return cached
        }
        if let shared, let known = shared.shape(table.font, table.locale, key) {
            cacheHits += 1
            table.shapes[key] = known
            return known
        }
        let shaped = try shapeUncached(text, table: table)
        shapings += 1
        table.shapes[key] = shaped
        shared?.store(shaped, table.font, table.locale, key)
        return shaped
    }

    /// The advance of a text, keeping only that number: truncation tries several prefixes per
    /// title, device and state, and their glyphs were most of the memory of a large check.
    public func advance(_ text: String, font: FontRequest, locale: String) throws -> Double {
        let table = try shapeTable(font, locale: locale)
        guard cachesShapes else {
            shapings += 1
            return try advanceUncached(text, table: table)
        }
        let key = TextKey(text: text)
        if let shaped = table.shapes[key] {
            cacheHits += 1
            return shaped.advance
        }
        if let known = table.advances[key] {
            cacheHits += 1
            return known
        }
        if let shared, let known = shared.advance(table.font, table.locale, key) {
            cacheHits += 1
            table.advances[key] = known
            return known
        }
        let advance = try advanceUncached(text, table: table)
        shapings += 1
        table.advances[key] = advance
        shared?.store(advance, table.font, table.locale, key)
        return advance
    }

    private func shapeTable(_ font: FontRequest, locale: String) throws -> ShapeTable {
        if let last = lastTable, last.locale == locale, lastRequest == font { return last }
        let key = CascadeKey(font: font, locale: locale)
        let table: ShapeTable
        if let known = tables[key] {
            table = known
        } else {
            let descriptors = try cascade.faces(for: font, locale: locale)
            if font.opticalSize != nil, !descriptors.contains(where: \.isVariable) {
                // No face has axes to set: every optical size shares one table and its shapes.
                var plain = font
                plain.opticalSize = nil
                table = try shapeTable(plain, locale: locale)
            } else {
                let cascade = ResolvedCascade(descriptors: descriptors) { [unowned self] in try self.face(for: $0) }
                table = ShapeTable(font: font, locale: locale, cascade: cascade)
            }
            tables[key] = table
        }
        lastTable = table
        lastRequest = font
        return table
    }

    /// Forgets every shaped text (benchmarks use it to time filling the cache).
    public func removeCachedShapes() {
        for table in tables.values {
            table.shapes.removeAll(keepingCapacity: true)
            table.advances.removeAll(keepingCapacity: true)
        }
    }

    /// The loaded face for a descriptor (loaded on first use, then kept).
    public func face(for descriptor: FaceDescriptor) throws -> FontFace {
        let key = FaceKey(file: descriptor.file, index: descriptor.index, variations: descriptor.variations)
        if let face = faces[key] { return face }
        let face = try FontFace(
            file: descriptor.file, index: descriptor.index, library: library, variations: descriptor.variations)
        faces[key] = face
        return face
    }

    public func lineMetrics(of text: ShapedText) throws -> LineMetrics {
        var metrics: LineMetrics?
        for face in text.faces {
            let own = try self.face(for: face).lineMetrics
            metrics = metrics.map { $0.union(own) } ?? own
        }
        return metrics ?? LineMetrics(ascender: 0, descender: 0, lineGap: 0)
    }

    /// Which face of the cascade draws each grapheme cluster (for `segqa fonts TEXT`).
    public func faceAssignments(_ text: String, font: FontRequest, locale: String) throws
        -> [(cluster: String, face: FaceDescriptor?)]
    {
        let units = utf16Units(of: text)
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

    /// The advance alone: in one run, HarfBuzz's advances summed without keeping glyphs or
    /// finding clusters (most texts); otherwise the whole shaping's.
    private func advanceUncached(_ text: String, table: ShapeTable) throws -> Double {
        let units = utf16Units(of: text)
        if usesFastPath, !units.isEmpty, let single = try singleRun(units, cascade: table.cascade) {
            return shapedAdvance(
                units, range: 0..<units.count, face: single.face, script: single.script,
                level: single.level, language: table.language)
        }
        return try shapeUncached(text, units: units, table: table).advance
    }

    private func shapeUncached(_ text: String, table: ShapeTable) throws -> ShapedText {
        try shapeUncached(text, units: utf16Units(of: text), table: table)
    }

    private func shapeUncached(_ text: String, units: [UInt16], table: ShapeTable) throws -> ShapedText {
        let cascade = table.cascade
        let bounds = graphemes.boundaries(utf16: units)
        guard !units.isEmpty else {
            return ShapedText(
                text: text, utf16Count: 0, runs: [], missing: [], graphemeBoundaries: [0],
                paragraphLevel: 0, advance: 0)
        }
        if usesFastPath, let single = try singleRun(units, cascade: cascade) {
            let run = shapeRun(
                units, range: 0..<units.count, face: single.face, descriptor: cascade.descriptors[single.index],
                script: single.script, level: single.level, language: table.language)
            return ShapedText(
                text: text, utf16Count: units.count, runs: [run], missing: [], graphemeBoundaries: bounds,
                paragraphLevel: single.level, advance: run.advance)
        }
        // Per UTF-16 unit: the code point starting there (continuation units repeat it).
        var points = [UInt32](repeating: 0, count: units.count)
        var ignorable = [Bool](repeating: false, count: units.count)
        var common = [Bool](repeating: false, count: units.count)
        var needsBidi = false
        var unit = 0
        while unit < units.count {
            let (point, width) = decode(units, at: unit)
            let skip = point >= 0x80 && CharacterProperties.isDefaultIgnorable(point)
            let isCommon =
                point < 0x80 ? !(point | 0x20 >= 0x61 && point | 0x20 <= 0x7A) : Scripts.isCommonOrInherited(point)
            needsBidi = needsBidi || (point >= 0x0590 && BidiClass(of: point).isRightToLeftOrExplicit)
            for offset in 0..<width {
                points[unit + offset] = point
                ignorable[unit + offset] = skip || offset > 0
                common[unit + offset] = isCommon
            }
            unit += width
        }

        // 1. Bidi levels (all 0 unless a right-to-left or explicit character is present).
        var paragraphLevel: UInt8 = 0
        var levels: [UInt8]
        if needsBidi {
            let paragraph = try BidiParagraph(utf16: units)
            paragraphLevel = paragraph.paragraphLevel
            levels = paragraph.levels
        } else {
            levels = [UInt8](repeating: 0, count: units.count)
        }

        // 2. Scripts per UTF-16 unit.
        let scripts = Scripts.codes(utf16: units)

        // 3. A face per grapheme cluster.
        let clusterCount = bounds.count - 1
        var faceOfCluster = [Int](repeating: 0, count: clusterCount)
        var missing: [UInt32] = []
        var previousFace: Int?
        for cluster in 0..<clusterCount {
            let range = bounds[cluster]..<bounds[cluster + 1]
            let clusterPoints = points[range], clusterIgnorable = ignorable[range]
            var chosen: Int?
            if let previousFace, common[range].allSatisfy({ $0 }),
                try cascade.covers(previousFace, clusterPoints, ignorable: clusterIgnorable)
            {
                chosen = previousFace
            } else {
                chosen = try cascade.firstCovering(clusterPoints, ignorable: clusterIgnorable)
            }
            let face =
                try chosen
                ?? recordMissing(clusterPoints, ignorable: clusterIgnorable, cascade: cascade, into: &missing)
            faceOfCluster[cluster] = face
            previousFace = face
        }
        // Common clusters at the start ("5 นาที", "(3) 알림") go with the face of the first
        // real-script cluster after them when it covers them, as they would after it.
        if let firstReal = (0..<clusterCount).first(where: { !common[bounds[$0]..<bounds[$0 + 1]].allSatisfy { $0 } }),
            firstReal > 0
        {
            let face = faceOfCluster[firstReal]
            for cluster in 0..<firstReal {
                let range = bounds[cluster]..<bounds[cluster + 1]
                if try cascade.covers(face, points[range], ignorable: ignorable[range]) {
                    faceOfCluster[cluster] = face
                }
            }
        }

        // 4. Runs of equal (level, script, face), shaped.
        var runs: [ShapedRun] = []
        var runStart = 0
        var runFace = faceOfCluster[0]
        for cluster in 0..<clusterCount {
            let end = bounds[cluster + 1]
            let isLast = cluster == clusterCount - 1
            if isLast || faceOfCluster[cluster + 1] != runFace || levels[end] != levels[runStart]
                || scripts[end] != scripts[runStart]
            {
                runs.append(
                    shapeRun(
                        units, range: runStart..<end, face: try cascade.face(runFace),
                        descriptor: cascade.descriptors[runFace], script: scripts[runStart],
                        level: levels[runStart], language: table.language))
                runStart = end
                if !isLast { runFace = faceOfCluster[cluster + 1] }
            }
        }
        return ShapedText(
            text: text, utf16Count: units.count, runs: runs, missing: missing,
            graphemeBoundaries: bounds, paragraphLevel: paragraphLevel,
            advance: runs.reduce(0) { $0 + $1.advance })
    }

    /// The common case in one pass: one script (Common and Inherited characters aside), and one
    /// face F that is the first face of the cascade to have every letter of that script and that
    /// also has the other characters; and either no right-to-left character, or right-to-left
    /// letters only (no left-to-right letter, no digit, no explicit bidi control), which UAX #9
    /// puts at level 1 throughout (neutrals between them and at the paragraph ends take the
    /// paragraph's direction). The general path would then make exactly one run of F and that
    /// script at level 0 or 1 (every real-script cluster's first covering face is F; Common
    /// clusters stay with F, or take it at the start, because F covers them); this makes that run
    /// without per-unit tables. Returns nil when a condition fails, and the general path decides.
    private func singleRun(_ units: [UInt16], cascade: ResolvedCascade) throws
        -> (index: Int, face: FontFace, script: Int32, level: UInt8)?
    {
        var script: Int32 = 0
        var chosen: Int?
        var face: FontFace?
        // Characters without a script of their own met before the first letter fixed the face.
        var pending: [UInt32] = []
        // Characters of the run's script must each have F as their first face; the others need
        // only to be in F.
        func claim(_ point: UInt32, _ number: Int32) throws -> Bool {
            if script == 0 { script = number } else if number != script { return false }
            guard let first = try cascade.firstFace(covering: point) else { return false }
            if chosen == nil {
                chosen = first
                let firstFace = try cascade.face(first)
                face = firstFace
                if pending.contains(where: { !firstFace.hasGlyph($0) }) { return false }
            }
            return first == chosen
        }
        func common(_ point: UInt32) -> Bool {
            guard let face else {
                pending.append(point)
                return true
            }
            return face.hasGlyph(point)
        }
        var rightToLeft = false, leftToRight = false, digits = false
        var unit = 0
        while unit < units.count {
            let (point, width) = decode(units, at: unit)
            unit += width
            if point < 0x80 {
                if point | 0x20 >= 0x61 && point | 0x20 <= 0x7A {
                    leftToRight = true
                    if !(try claim(point, Scripts.latin)) { return nil }
                } else {
                    digits = digits || (point >= 0x30 && point <= 0x39)
                    if !common(point) { return nil }
                }
                continue
            }
            if point >= 0x0590 {
                switch BidiClass(of: point) {
                case .R, .AL: rightToLeft = true
                case .L: leftToRight = true
                case .EN, .AN: digits = true
                case let bidi where bidi.isRightToLeftOrExplicit: return nil
                default: break
                }
            } else if BidiClass(of: point) == .L {
                leftToRight = true
            }
            if rightToLeft && (leftToRight || digits) { return nil }
            let number = Scripts.number(of: point)
            if number > 1 {
                if !(try claim(point, number)) { return nil }
            } else if !CharacterProperties.isDefaultIgnorable(point), !common(point) {
                return nil
            }
        }
        // All-Common text takes face 0, which the general path gives its first cluster when it covers it.
        let index = chosen ?? 0
        if chosen == nil {
            let first = try cascade.face(0)
            if pending.contains(where: { !first.hasGlyph($0) }) { return nil }
            face = first
        }
        guard let face else { return nil }
        if rightToLeft && (leftToRight || digits) { return nil }
        return (index, face, script, rightToLeft ? 1 : 0)
    }

    /// No face covers the whole cluster: record the code points no face has, and draw the
    /// cluster with the first face that has its first character (else the primary face).
    private func recordMissing(
        _ points: ArraySlice<UInt32>, ignorable: ArraySlice<Bool>, cascade: ResolvedCascade,
        into missing: inout [UInt32]
    ) throws -> Int {
        var firstFace: Int?
        for (point, skip) in zip(points, ignorable) where !skip {
            let covering = try cascade.firstCovering([point][...], ignorable: [false][...])
            if firstFace == nil { firstFace = covering ?? 0 }
            if covering == nil && !missing.contains(point) { missing.append(point) }
        }
        return firstFace ?? 0
    }

    /// The ISO 15924 code and HarfBuzz script of an ICU script number (Common and Inherited
    /// shape as Common), looked up once per number.
    private func scriptNames(_ number: Int32) -> (code: String, script: hb_script_t) {
        if number >= 0, Int(number) < scriptNameMemo.count, let known = scriptNameMemo[Int(number)] { return known }
        let code = Scripts.code(number)
        let names = (code, number <= 1 ? HB_SCRIPT_COMMON : hb_script_from_string(code, -1))
        if number >= 0, Int(number) < scriptNameMemo.count { scriptNameMemo[Int(number)] = names }
        return names
    }
    @exclusivity(unchecked) private var scriptNameMemo = [(code: String, script: hb_script_t)?](
        repeating: nil, count: 256)

    /// Shapes a range of the text (the whole text is HarfBuzz's context) into the buffer.
    private func shapeIntoBuffer(
        _ units: [UInt16], range: Range<Int>, face: FontFace, script: hb_script_t, level: UInt8,
        language: hb_language_t?
    ) {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_shape(face.hbFont, buffer, nil, 0)
    }

    private func shapeRun(
        _ units: [UInt16], range: Range<Int>, face: FontFace, descriptor: FaceDescriptor,
        script scriptCode: Int32, level: UInt8, language: hb_language_t?
    ) -> ShapedRun {
        let (script, hbScript) = scriptNames(scriptCode)
        shapeIntoBuffer(units, range: range, face: face, script: hbScript, level: level, language: language)
        var count: UInt32 = 0
        let scale = 1 / Double(face.unitsPerEm)
        // HarfBuzz hands back no arrays for a buffer that ended up empty.
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ShapedRun(range: range, face: descriptor, script: script, level: level, glyphs: [], advance: 0) }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var total: Int64 = 0
        for i in 0..<Int(count) {
            total += Int64(positions[i].x_advance)
            glyphs.append(
                ShapedGlyph(
                    id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                    xAdvance: Double(positions[i].x_advance) * scale,
                    xOffset: Double(positions[i].x_offset) * scale,
                    yOffset: Double(positions[i].y_offset) * scale))
        }
        return ShapedRun(
            range: range, face: descriptor, script: script, level: level, glyphs: glyphs,
            advance: Double(total) * scale)
    }

    /// The advance of a range shaped as one run, in ems; the same sum `shapeRun` makes.
    private func shapedAdvance(
        _ units: [UInt16], range: Range<Int>, face: FontFace, script scriptCode: Int32,
        level: UInt8, language: hb_language_t?
    ) -> Double {
        shapeIntoBuffer(
            units, range: range, face: face, script: scriptNames(scriptCode).script, level: level,
            language: language)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total: Int64 = 0
        for i in 0..<Int(count) { total += Int64(positions[i].x_advance) }
        return Double(total) * (1 / Double(face.unitsPerEm))
    }
}
