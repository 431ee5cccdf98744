/// Failures of the font stack. Findings are never thrown; these are input or system errors.
public enum FontsError: Error, Equatable, CustomStringConvertible {
    case fontconfigUnavailable
    case fontFileUnreadable(path: String, reason: String)
    case faceIndexOutOfRange(path: String, index: Int, faces: Int)
    case noFaceForRequest(String)
    case freeType(operation: String, code: Int32)
    case unknownWeight(String)

    public var description: String {
        switch self {
        case .fontconfigUnavailable: return "fontconfig could not be initialised"
        case let .fontFileUnreadable(path, reason): return "\(path): cannot load font: \(reason)"
        case let .faceIndexOutOfRange(path, index, faces):
            return "\(path): face index \(index) out of range (the file has \(faces) face\(faces == 1 ? "" : "s"))"
        case let .noFaceForRequest(request): return "no installed font matches \(request)"
        case let .freeType(operation, code): return "FreeType \(operation) failed with error \(code)"
        case let .unknownWeight(name):
            return
                "unknown weight '\(name)' (use 100…900 or thin, extralight, light, regular, medium, semibold, bold, extrabold, black)"
        }
    }
}
