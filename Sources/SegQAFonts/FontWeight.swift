/// A font weight on the OpenType scale (100 thin … 900 black).
public struct FontWeight: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var value: Int

    public init(_ value: Int) { self.value = min(max(value, 1), 1000) }

    public static let thin = FontWeight(100)
    public static let extraLight = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let extraBold = FontWeight(800)
    public static let black = FontWeight(900)

    static let names: [(String, Int)] = [
        ("thin", 100), ("ultralight", 100), ("extralight", 200), ("light", 300), ("regular", 400),
        ("normal", 400), ("book", 400), ("medium", 500), ("semibold", 600), ("demibold", 600),
        ("bold", 700), ("extrabold", 800), ("heavy", 800), ("black", 900),
    ]

    /// Parses "semibold", "semi-bold", "SemiBold", "600".
    public init(parsing text: String) throws {
        let key = text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        if let number = Int(key), (1...1000).contains(number) {
            self.init(number)
        } else if let match = Self.names.first(where: { $0.0 == key }) {
            self.init(match.1)
        } else {
            throw FontsError.unknownWeight(text)
        }
    }

    public var name: String {
        switch value {
        case ..<150: return "thin"
        case ..<250: return "extralight"
        case ..<350: return "light"
        case ..<450: return "regular"
        case ..<550: return "medium"
        case ..<650: return "semibold"
        case ..<750: return "bold"
        case ..<850: return "extrabold"
        default: return "black"
        }
    }

    public var description: String { "\(name) (\(value))" }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public init(from decoder: Decoder) throws { self.init(try decoder.singleValueContainer().decode(Int.self)) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
