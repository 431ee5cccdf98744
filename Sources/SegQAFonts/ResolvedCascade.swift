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
        if point < 0x80, asciiFirstFace[Int(point)] != -2 { return asciiFirstFace[Int(point)] < 0 ? nil : Int(asciiFirstFace[Int(point)]) }
        if point >= 0x80, let known = firstFaceByPoint[point] { return known < 0 ? nil : Int(known) }
        var found: Int?
        for index in 0..<count where try face(index).hasGlyph(point) {
            found = index
            break
        }
        if point < 0x80 { asciiFirstFace[Int(point)] = Int32(found ?? -1) } else { firstFaceByPoint[point] = Int32(found ?? -1) }
        return found
    }
    @exclusivity(unchecked) private var firstFaceByPoint: [UInt32: Int32] = [:]
    /// -2: not looked up yet.
    @exclusivity(unchecked) private var asciiFirstFace = [Int32](repeating: -2, count: 128)

    /// The first face that covers every code point, or nil.
    func firstCovering(_ points: ArraySlice<UInt32>, ignorable: ArraySlice<Bool>) throws -> Int? {
        for index in 0..<count where try covers(index, points, ignorable: ignorable) { return index }
        return nil
    }
}
