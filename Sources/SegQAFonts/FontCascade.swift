import CFontconfig
import Foundation

/// The faces that may draw a request's text, in order: the requested face, then fontconfig's
/// sorted fallback list for the family, weight and language (`FcFontSort` with `:lang=`).
///
/// Resolution is paid once per (request, language) and cached; the results are values, so one
/// cascade is shared by every worker. fontconfig is initialised lazily, on the first lookup.
public final class FontCascade: @unchecked Sendable {
    public static let shared = FontCascade()

    private let lock = NSLock()
    /// fontconfig sorts on many threads at once, but adding an application font changes the
    /// font set those sorts read: sorting holds this for reading, `addFont` for writing. (A
    /// font added while another thread sorted crashed the process inside `FcFontSort`.)
    private let configAccess = ReadWriteLock()
    private var config: OpaquePointer?
    /// Counts `addFont` calls: a cascade sorted before a font was added is not cached after it.
    private var generation = 0
    private var cache: [Key: [FaceDescriptor]] = [:]
    /// Cascades with variable faces, set on their axes for the request (optical size included).
    private var setCache: [Key: [FaceDescriptor]] = [:]

    private struct Key: Hashable {
        var request: FontRequest
        var language: String
    }

    public init() {}

    /// The cascade for a request and a BCP 47 locale. Never empty: when fontconfig knows no
    /// font at all this throws.
    public func faces(for request: FontRequest, locale: String) throws -> [FaceDescriptor] {
        let faces = try unsetFaces(for: request, locale: locale)
        guard faces.contains(where: \.isVariable) else { return faces }
        // Setting a variable face opens it to read its axes: once per request and language.
        let key = Key(request: request, language: FontLanguage.fontconfigLanguage(for: locale))
        lock.lock()
        let known = setCache[key]
        let started = generation
        lock.unlock()
        if let known { return known }
        let set = try faces.map { try Self.setOnAxes($0, request: request) }
        lock.lock()
        defer { lock.unlock() }
        if generation == started { setCache[key] = set }
        return set
    }

    /// The cascade before variable faces are set on their axes, cached without the optical size:
    /// fontconfig's choice does not depend on it.
    private func unsetFaces(for request: FontRequest, locale: String) throws -> [FaceDescriptor] {
        var request = request
        request.opticalSize = nil
        let key = Key(request: request, language: FontLanguage.fontconfigLanguage(for: locale))
        // The lock guards the cache and the configuration, not the sorting: workers that need
        // different cascades sort at the same time (fontconfig is thread-safe since 2.10); two
        // that need the same one may both sort, and the first result stays.
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        let loaded = Result { try loadedConfig() }
        let started = generation
        lock.unlock()
        let config = try loaded.get()
        var faces: [FaceDescriptor] = []
        if let file = request.fontFile {
            faces.append(try Self.describe(file: file, index: request.fontIndex, weight: request.weight))
        }
        // An explicit file keeps the family's fallbacks behind it for characters it lacks.
        let family = request.fontFile == nil ? request.family : (request.family.isEmpty ? "sans-serif" : request.family)
        let sorted = try configAccess.reading {
            try Self.sorted(config: config, request: request, family: family, language: key.language)
        }
        for face in sorted where !faces.contains(where: { $0.file == face.file && $0.index == face.index }) {
            faces.append(face)
        }
        guard !faces.isEmpty else { throw FontsError.noFaceForRequest(request.summary) }
        lock.lock()
        defer { lock.unlock() }
        guard generation == started else { return faces }
        if let first = cache[key] { return first }
        cache[key] = faces
        return faces
    }

    /// True when fontconfig has a face whose family is exactly `family` (case-insensitive),
    /// rather than a substitute it would pick instead.
    public func isInstalled(family: String) throws -> Bool {
        let faces = try faces(for: FontRequest(family: family), locale: "en")
        return faces.first.map { $0.family.caseInsensitiveCompare(family) == .orderedSame } ?? false
    }

    /// Adds a font file for this process (fontconfig's application fonts): its family counts as
    /// installed and is found by name. Cascades already computed are dropped.
    public func addFont(file: String) throws {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw FontsError.fontFileUnreadable(path: file, reason: "no such readable file")
        }
        lock.lock()
        defer { lock.unlock() }
        let config = try loadedConfig()
        let added = configAccess.writing {
            file.withCString {
                FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
            }
        }
        guard added != FcFalse else {
            throw FontsError.fontFileUnreadable(path: file, reason: "fontconfig does not read it as a font")
        }
        cache = [:]
        setCache = [:]
        generation += 1
    }

    /// Loads fontconfig's configuration and sorts the cascades of `families` on another thread,
    /// so a run that reads a project first finds them ready (5–7 ms on one thread otherwise).
    public func prepare(_ families: [String]) {
        DispatchQueue.global().async {
            for family in families { _ = try? self.isInstalled(family: family) }
        }
    }

    // MARK: - fontconfig

    private func loadedConfig() throws -> OpaquePointer {
        if let config { return config }
        guard let created = FcInitLoadConfigAndFonts() else { throw FontsError.fontconfigUnavailable }
        config = created
        return created
    }

    /// The faces a platform falls back to where its system family lacks a script, ahead of
    /// whatever fontconfig would pick: Android's fonts.xml draws Arabic script (Arabic, Persian,
    /// Urdu) with Noto Naskh Arabic UI, not the Kufi or Nastaliq faces a desktop may prefer.
    static let platformFallbacks: [String: [String]] = [
        "roboto": ["Noto Naskh Arabic UI", "Noto Naskh Arabic"]
    ]

    private static func sorted(config: OpaquePointer, request: FontRequest, family: String, language: String) throws
        -> [FaceDescriptor]
    {
        guard let pattern = FcPatternCreate() else { throw FontsError.fontconfigUnavailable }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, "family", family)
        for fallback in platformFallbacks[family.lowercased()] ?? [] { addString(pattern, "family", fallback) }
        // fontconfig's weight scale is not OpenType's (semibold 600 is 180 there).
        FcPatternAddDouble(pattern, "weight", FcWeightFromOpenTypeDouble(Double(request.weight.value)))
        FcPatternAddInteger(pattern, "slant", request.italic ? 100 : 0)
        FcPatternAddInteger(pattern, "width", Int32(request.width))
        if let languages = FcLangSetCreate() {
            _ = language.withCString {
                FcLangSetAdd(languages, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
            }
            FcPatternAddLangSet(pattern, "lang", languages)
            FcLangSetDestroy(languages)
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        // trim = true: drop fonts that add no coverage beyond the ones before them.
        guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [FaceDescriptor] = []
        // Synthetic emboldening is fontconfig's answer when a bold request meets a face of medium
        // weight or lighter (90-synthetic.conf): only then is the font prepared to ask for it.
        // Preparing every font of the ~160 in a sorted list was half the cost of a cascade.
        let mayEmbolden = request.weight.value >= 700
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let file = string(font, "file") else { continue }
            var index: Int32 = 0
            FcPatternGetInteger(font, "index", 0, &index)
            var weight: Double = 80
            FcPatternGetDouble(font, "weight", 0, &weight)
            var variable: FcBool = FcFalse
            FcPatternGetBool(font, "variable", 0, &variable)
            var embolden: FcBool = FcFalse
            if mayEmbolden, let prepared = FcFontRenderPrepare(config, pattern, font) {
                FcPatternGetBool(prepared, "embolden", 0, &embolden)
                FcPatternDestroy(prepared)
            }
            faces.append(
                FaceDescriptor(
                    family: string(font, "family") ?? "?", style: string(font, "style") ?? "?",
                    file: file, index: Int(index), weight: Int(FcWeightToOpenTypeDouble(weight).rounded()),
                    synthesizedBold: embolden != FcFalse,
                    // A named instance is a variable face too: any weight can be set on it.
                    isVariable: variable != FcFalse || index >> 16 > 0))
        }
        return faces
    }

    /// Describes an explicit font file with FreeType's names (fontconfig may not index it).
    private static func describe(file: String, index: Int, weight: FontWeight) throws -> FaceDescriptor {
        let face = try FontFace(file: file, index: index)
        return FaceDescriptor(
            family: face.familyName, style: face.styleName, file: file, index: index,
            weight: face.weight ?? weight.value, isVariable: !face.axes.isEmpty)
    }

    /// A variable face set where the request asks (`wght` from its weight, `opsz` from its optical
    /// size), as the face clamps it; its style then names the coordinates ("wght 590"), since no
    /// named instance describes them. A static face is returned as it is.
    private static func setOnAxes(_ descriptor: FaceDescriptor, request: FontRequest) throws -> FaceDescriptor {
        guard descriptor.isVariable else { return descriptor }
        let face = try FontFace(file: descriptor.file, index: descriptor.index, variations: request.variations)
        var set = descriptor
        set.variations = face.variations
        set.style = face.variations.map(\.description).joined(separator: ", ")
        if let weight = face.variations.first(where: { $0.tag == "wght" }) { set.weight = Int(weight.value.rounded()) }
        return set
    }

    private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        _ = value.withCString {
            FcPatternAddString(pattern, object, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

extension FontCascade {
    /// The system font iOS draws segment titles with, then its closest open substitute; the
    /// last resort is fontconfig's `sans-serif`, which always resolves.
    public static let defaultFamilies = ["SF Pro Text", "Inter", "sans-serif"]

    /// The first of `families` that is installed; `sans-serif` when none is.
    public func firstInstalled(_ families: [String]) throws -> String {
        for family in families where try family == "sans-serif" || isInstalled(family: family) {
            return family
        }
        return "sans-serif"
    }
}

/// Many readers or one writer (`pthread_rwlock_t`).
final class ReadWriteLock: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<pthread_rwlock_t>

    init() {
        handle = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        handle.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(handle, nil)
    }

    deinit {
        pthread_rwlock_destroy(handle)
        handle.deallocate()
    }

    func reading<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_rdlock(handle)
        defer { pthread_rwlock_unlock(handle) }
        return try body()
    }

    func writing<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_wrlock(handle)
        defer { pthread_rwlock_unlock(handle) }
        return try body()
    }
}
