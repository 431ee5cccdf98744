import CICUShim

/// The bidi classes of UAX #9, numbered as ICU's UCharDirection.
public enum BidiClass: Int32, Sendable {
    case L = 0, R, EN, ES, ET, AN, CS, B, S, WS, ON, LRE, LRO, AL, RLE, RLO, PDF, NSM, BN, FSI, LRI, RLI, PDI

    public init(of codePoint: UInt32) { self = BidiClass(rawValue: segqa_bidi_class(codePoint)) ?? .ON }

    /// Strong or number classes that make a paragraph need the bidi algorithm at all.
    public var isRightToLeftOrExplicit: Bool {
        switch self {
        case .R, .AL, .AN, .LRE, .LRO, .RLE, .RLO, .PDF, .FSI, .LRI, .RLI, .PDI: return true
        default: return false
        }
    }
}

/// Character properties from ICU.
public enum CharacterProperties {
    /// ICU's general category number (UCharCategory): 16 is Cf (format), 15 Cc (control).
    public static func generalCategory(_ codePoint: UInt32) -> Int32 { segqa_general_category(codePoint) }

    public static func isFormat(_ codePoint: UInt32) -> Bool { generalCategory(codePoint) == 16 }
    public static func isControl(_ codePoint: UInt32) -> Bool { generalCategory(codePoint) == 15 }

    public static func isDefaultIgnorable(_ codePoint: UInt32) -> Bool { segqa_is_default_ignorable(codePoint) == 1 }

    public static func isWhiteSpace(_ codePoint: UInt32) -> Bool { segqa_is_white_space(codePoint) == 1 }

    /// The Unicode character name ("ZERO WIDTH SPACE"), empty when it has none.
    public static func name(_ codePoint: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        var status: Int32 = 0
        let length = segqa_char_name(codePoint, &buffer, Int32(buffer.count), &status)
        guard status <= 0, length > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The Unicode version ICU implements ("15.0" for ICU 72).
    public static var unicodeVersion: String {
        var buffer = [CChar](repeating: 0, count: 16)
        segqa_unicode_version(&buffer, 16)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `U+XXXX` notation.
    public static func notation(_ codePoint: UInt32) -> String {
        let hex = String(codePoint, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// `text` without the White_Space characters (Unicode's property, as Foundation's
/// `.whitespacesAndNewlines`) at either end, without a trip through Foundation.
public func trimmedWhiteSpace(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
}
