/// What a title asks for: a family (or an explicit font file) at a weight, for a language.
/// The size is not part of it: unhinted advances are linear in size, so one shaping serves
/// every size.
public struct FontRequest: Hashable, Sendable {
    /// A fontconfig family name ("Inter", "SF Pro Text", "sans-serif").
    public var family: String
    public var weight: FontWeight
    /// Width on fontconfig's scale (100 normal, 75 condensed).
    public var width: Int
    public var italic: Bool
    /// An explicit font file; when set it is the first face, before the family's fallbacks.
    public var fontFile: String?
    /// The face in a collection (.ttc); named instances of variable fonts in the high 16 bits.
    public var fontIndex: Int

    public init(
        family: String = "sans-serif", weight: FontWeight = .regular, width: Int = 100,
        italic: Bool = false, fontFile: String? = nil, fontIndex: Int = 0
    ) {
        self.family = family
        self.weight = weight
        self.width = width
        self.italic = italic
        self.fontFile = fontFile
        self.fontIndex = fontIndex
    }

    public var summary: String {
        var text = fontFile.map { "\($0)#\(fontIndex)" } ?? "'\(family)'"
        text += " \(weight.name)"
        if italic { text += " italic" }
        if width != 100 { text += " width \(width)" }
        return text
    }
}

/// One face in a cascade, as fontconfig (or the user) named it.
public struct FaceDescriptor: Hashable, Sendable, Codable {
    public var family: String
    public var style: String
    public var file: String
    public var index: Int
    /// The face's own weight on the OpenType scale.
    public var weight: Int
    /// fontconfig asks for synthetic emboldening: no face of the family is near the weight.
    public var synthesizedBold: Bool

    public init(family: String, style: String, file: String, index: Int, weight: Int, synthesizedBold: Bool = false) {
        self.family = family
        self.style = style
        self.file = file
        self.index = index
        self.weight = weight
        self.synthesizedBold = synthesizedBold
    }

    /// "Noto Sans Arabic Bold (NotoSansArabic-Bold.ttf)".
    public var summary: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(family) \(style) (\(name)\(index != 0 ? "#\(index)" : ""))"
    }
}

/// Maps a BCP 47 locale to the language fontconfig indexes fonts by ("zh-Hant" → "zh-tw").
public enum FontLanguage {
    public static func fontconfigLanguage(for locale: String) -> String {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map { $0.lowercased() }
        guard let language = parts.first, !language.isEmpty else { return "en" }
        if language == "zh" {
            if parts.contains("hant") || parts.contains("tw") { return parts.contains("hk") ? "zh-hk" : "zh-tw" }
            if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
            return "zh-cn"
        }
        if language == "pseudo" || language == "qps" { return "en" }
        return language
    }
}
