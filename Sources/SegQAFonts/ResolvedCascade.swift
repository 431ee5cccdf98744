/// A cascade's descriptors with their faces loaded on first use: most titles are drawn by the
/// first face or two, so the other fallbacks are never opened.
final class ResolvedCascade {
    let descriptors: [FaceDescriptor]
    @exclusivity(unchecked) private var faces: [FontFace?]
    private let load: (FaceDescriptor) throws -> FontFace

    init(descriptors: [FaceDescriptor], load: @escaping (FaceDescriptor) throws -> FontFace) {
        self.descriptors = descriptors
        self.faces = Array(repeating: nil, count: descriptors.count)
        self.load = load
    }

    var count: Int { descriptors.count }

    func face(_ index: Int) throws -> FontFace {
        if let face = faces[index] { return face }
        let face = try load(descriptors[index])
        faces[index] = face
        return face
    }

    /// Whether face `index` covers every code point (default-ignorables need no glyph).
    func covers(_ index: Int, _ points: ArraySlice<UInt32>, ignorable: ArraySlice<Bool>) throws -> Bool {
        let face = try face(index)
        for (point, skip) in zip(points, ignorable) where !skip && !face.hasGlyph(point) { return false }
        return true
    }

    /// The first face that has a glyph for `point` (memoized: titles repeat their characters).
    func firstFace(covering point: UInt32) throws -> Int? {
        let page = Int(point >> Self.pageBits), slot = Int(point & Self.pageMask)
        if page < pages.count, let known = pages[page]?[slot], known != Self.unknown {
            return known < 0 ? nil : Int(known)
        }
        var found: Int?
        for index in 0..<count where try face(index).hasGlyph(point) {
            found = index
            break
        }
        if page < pages.count {
            let memory =
                pages[page]
                ?? {
                    let memory = UnsafeMutablePointer<Int16>.allocate(capacity: 1 << Self.pageBits)
                    memory.initialize(repeating: Self.unknown, count: 1 << Self.pageBits)
                    return memory
                }()
            pages[page] = memory
            // A cascade longer than Int16 holds is not memoized past that (fontconfig lists a few hundred).
            if let found, found >= Int(Int16.max) { return found }
            memory[slot] = Int16(found ?? -1)
        }
        return found
    }

    /// The memo of `firstFace(covering:)`: pages of 256 code points, allocated when a character
    /// of the page is first looked up; -1 is no face, `unknown` not looked up yet. An index where
    /// a dictionary hashed every character (a twentieth of measuring a title, measured with perf).
    @exclusivity(unchecked) private var pages = [UnsafeMutablePointer<Int16>?](
        repeating: nil, count: 0x110000 >> pageBits)
    private static let pageBits: UInt32 = 8
    private static let pageMask: UInt32 = (1 << pageBits) - 1
    private static let unknown: Int16 = -2

    deinit {
        for page in pages { page?.deallocate() }
    }

    /// The first face that covers every code point, or nil.
    func firstCovering(_ points: ArraySlice<UInt32>, ignorable: ArraySlice<Bool>) throws -> Int? {
        for index in 0..<count where try covers(index, points, ignorable: ignorable) { return index }
        return nil
    }
}
