import CICUShim

/// A text transform applied before measuring, as SwiftUI's `.textCase` and custom controls do.
public enum TextTransform: String, Sendable, Codable, CaseIterable {
    case none
    case uppercase
    case lowercase
}

/// Locale-aware case mapping from ICU (German ß → SS, Turkish i → İ, Greek accents dropped).
public enum CaseMapping {
    /// `locale` is a BCP 47 tag or ICU locale id ("de", "tr", "zh-Hant").
    public static func uppercase(_ text: String, locale: String) throws -> String {
        try map(text, locale: locale, upper: true)
    }

    public static func lowercase(_ text: String, locale: String) throws -> String {
        try map(text, locale: locale, upper: false)
    }

    public static func apply(_ transform: TextTransform, to text: String, locale: String) throws -> String {
        switch transform {
        case .none: return text
        case .uppercase: return try uppercase(text, locale: locale)
        case .lowercase: return try lowercase(text, locale: locale)
        }
    }

    private static func map(_ text: String, locale: String, upper: Bool) throws -> String {
        let source = utf16Units(of: text)
        let icuLocale = locale.icuLocaleID
        let result = try source.withUnsafeBufferPointer { src in
            try icuString(upper ? "u_strToUpper" : "u_strToLower") { dest, capacity, status in
                upper
                    ? segqa_to_upper(dest, capacity, src.baseAddress, Int32(src.count), icuLocale, status)
                    : segqa_to_lower(dest, capacity, src.baseAddress, Int32(src.count), icuLocale, status)
            }
        }
        return String(decoding: result, as: UTF16.self)
    }
}

extension String {
    /// ICU locale ids use `_` where BCP 47 tags use `-`.
    fileprivate var icuLocaleID: String { String(map { $0 == "-" ? "_" : $0 }) }
}
