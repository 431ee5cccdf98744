import CICUShim

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

/// The direction a locale's script is written in, from CLDR's likely subtags: "sdh" (Southern
/// Kurdish) and "azb" are Arabic script, "sr" is Cyrillic.
public enum LocaleDirection {
    public static func isRightToLeft(_ locale: String) -> Bool {
        segqa_locale_is_right_to_left(String(locale.map { $0 == "-" ? "_" : $0 })) != 0
    }
}
