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
    /// The size in points a variable face with an `opsz` axis is set to (its design for that
    /// size); nil leaves the axis at its default. Static faces ignore it, and so does the cache of
    /// every cascade without a variable face, so setting it costs those nothing.
    public var opticalSize: Double?

    public init(
        family: String = "sans-serif", weight: FontWeight = .regular, width: Int = 100,
        italic: Bool = false, fontFile: String? = nil, fontIndex: Int = 0, opticalSize: Double? = nil
    ) {
        self.family = family
        self.weight = weight
        self.width = width
        self.italic = italic
        self.fontFile = fontFile
        self.fontIndex = fontIndex
        self.opticalSize = opticalSize
    }

    /// The design coordinates a variable face takes for this request: `wght` from the weight
    /// (any value, not only the named instances') and `opsz` from the optical size. A face clamps
    /// them to its axes' ranges and ignores axes it does not have.
    public var variations: [FontVariation] {
        var variations = [FontVariation(tag: "wght", value: Double(weight.value))]
        if let opticalSize { variations.append(FontVariation(tag: "opsz", value: opticalSize)) }
        return variations
    }

    public var summary: String {
        var text = fontFile.map { "\($0)#\(fontIndex)" } ?? "'\(family)'"
        text += " \(weight.name)"
        if italic { text += " italic" }
        if width != 100 { text += " width \(width)" }
        return text
    }
}

/// One design coordinate of a variable face: an axis tag ("wght", "opsz") and its value.
public struct FontVariation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// "wght 590", "opsz 13.5".
    public var description: String {
        let number = value.rounded() == value ? String(Int(value)) : String(value)
        return "\(tag) \(number)"
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
    /// A variable face (or a named instance of one): any weight can be set on its axes.
    public var isVariable: Bool
    /// The coordinates a variable face is set to (as the face clamped them); empty for a static
    /// face. Part of the face's identity: one file at two weights is two faces.
    public var variations: [FontVariation]

    public init(
        family: String, style: String, file: String, index: Int, weight: Int, synthesizedBold: Bool = false,
        isVariable: Bool = false, variations: [FontVariation] = []
    ) {
        self.family = family
        self.style = style
        self.file = file
        self.index = index
        self.weight = weight
        self.synthesizedBold = synthesizedBold
        self.isVariable = isVariable
        self.variations = variations
    }

    /// "Noto Sans Arabic Bold (NotoSansArabic-Bold.ttf)"; a variable face says where it is set:
    /// "Inter wght 590 (Inter.var.ttf)".
    public var summary: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(family) \(style) (\(name)\(index != 0 ? "#\(index)" : ""))"
    }
}

/// Maps a BCP 47 locale to the language fontconfig indexes fonts by ("zh-Hant" → "zh-tw").
public enum FontLanguage {
    public static func fontconfigLanguage(for locale: String) -> String {
        // No Foundation here: called from every measuring thread at once.
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
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
