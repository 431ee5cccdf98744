/// The direction of a paragraph or run.
public enum TextDirection: String, Sendable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    public init(level: UInt8) { self = level % 2 == 0 ? .leftToRight : .rightToLeft }
}

/// How the paragraph direction is chosen.
public enum ParagraphDirection: Sendable, Equatable {
    /// From the first strong character (rules P2, P3), left-to-right when there is none.
    case auto
    case leftToRight
    case rightToLeft

    var icuLevel: UInt8 {
        switch self {
        case .auto: return 0xFE
        case .leftToRight: return 0
        case .rightToLeft: return 1
        }
    }
}
