import Foundation

/// Reads an Android resource file (`res/values[-qualifiers]/*.xml`): `<string>`, `<string-array>`
/// and `<plurals>`, with Android's escapes (`\'` `\"` `\n` `\t` `\@` `\?` `\uXXXX`), whitespace
/// collapsing outside double quotes, CDATA, inline markup and `@string/` references.
///
/// Strings go to a table named after the `res` folder; the locale comes from the folder name
/// (`values-de`, `values-zh-rCN` → zh-CN, `values-b+sr+Latn` → sr-Latn; `values` is the
/// default language). In the default folder, each `<string-array>` of 2 to 8 items is a
/// segmented control candidate (longer arrays are pickers and lists, not segments): its items
/// are the segment titles, translated by the same array in the other folders.
public enum AndroidResourcesReader {
    public static let segmentRange = 2...8

    public static func read(_ raw: SourceText) throws -> [LoadedFile] {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        guard root.name == "resources" else {
            throw ModelError(source.location(of: root.offset), "expected Android <resources>, found <\(root.name)>")
        }
        let folder = ((source.file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard case let .some(locale) = LocalizationFolders.androidLocale(folder) else {
            throw ModelError(
                source.location(of: root.offset),
                "an Android resource file outside a values… folder ('\(folder)'): its locale is unknown")
        }
        let table =
            "android:" + ((source.file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let localeKey = locale ?? ""
        var tables = LocalizationTables()
        var controls: [ControlSpec] = []
        for element in root.elements {
            guard let nameAttribute = element.attribute("name") else { continue }
            let name = nameAttribute.value
            let translatable = element["translatable"] != "false"
            switch element.name {
            case "string":
                let value = try text(of: element, source: source, key: name)
                tables.add(
                    LocalizedString(value: value, state: translatable ? nil : "untranslatable"), table: table,
                    key: name,
                    locale: localeKey, file: source.file)
            case "plurals":
                var variants: [LocalizedString.Variant] = []
                for item in element.elements(named: "item") {
                    variants.append(
                        .init(
                            name: "plural \(item["quantity"] ?? "other")",
                            value: try text(of: item, source: source, key: name)))
                }
                guard let main = variants.last(where: { $0.name == "plural other" }) ?? variants.first else { continue }
                tables.add(
                    LocalizedString(value: main.value, variants: variants), table: table, key: name, locale: localeKey,
                    file: source.file)
            case "string-array":
                let items = element.elements(named: "item")
                var segments: [SegmentSpec] = []
                for (index, item) in items.enumerated() {
                    let key = "\(name)[\(index)]"
                    var value = try text(of: item, source: source, key: key)
                    var reference = StringReference(table: table, key: key, location: value.location)
                    if value.value.hasPrefix("@string/") {
                        reference.key = String(value.value.dropFirst("@string/".count))
                        value.value = ""  // filled from the table by the resolver
                    } else {
                        tables.add(
                            LocalizedString(value: value), table: table, key: key, locale: localeKey, file: source.file)
                    }
                    var title = LocalizedText(
                        entries: value.value.isEmpty ? [:] : ["": value], location: value.location,
                        pointer: value.pointer, reference: reference)
                    title.isTranslatable = translatable
                    segments.append(
                        SegmentSpec(
                            index: index, location: value.location, pointer: value.pointer, title: title,
                            image: nil, accessibilityLabel: nil, width: nil, enabled: true, suppressions: []))
                }
                if locale == nil, segmentRange.contains(items.count) {
                    let location = source.location(of: nameAttribute.valueOffset)
                    controls.append(
                        ControlSpec(
                            id: Located(name, at: location, pointer: "/" + jsonPointerToken(name)), file: source.file,
                            location: location, pointer: "/" + jsonPointerToken(name), settings: LayoutSettings(),
                            segments: segments))
                }
            default:
                continue
            }
        }
        var files: [LoadedFile] = [.tables(tables)]
        if !controls.isEmpty {
            files.append(
                .content(
                    ContentFile(
                        path: source.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(),
                        controls: controls)))
        }
        return files
    }

    /// An element's text as Android shows it.
    static func text(of element: XMLElement, source: SourceText, key: String) throws -> Located<String> {
        let (raw, offset) = element.text
        let location = source.location(of: offset ?? element.offset)
        return Located(try unescape(raw, at: location), at: location, pointer: "/" + jsonPointerToken(key))
    }

    /// Android's resource string rules: outside double quotes white space collapses to one space
    /// and leading/trailing space goes; inside them it is kept; backslash escapes apply.
    static func unescape(_ raw: String, at location: SourceLocation) throws -> String {
        var out = ""
        var quoted = false
        var pendingSpace = false
        var characters = Array(raw.unicodeScalars)[...]
        while let c = characters.popFirst() {
            if c == "\\" {
                guard let next = characters.popFirst() else { break }
                if pendingSpace, !out.isEmpty { out += " " }
                pendingSpace = false
                switch next {
                case "n": out += "\n"
                case "t": out += "\t"
                case "u":
                    let hex = String(String.UnicodeScalarView(characters.prefix(4)))
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw ModelError(location, "\\u needs four hex digits (a character), got '\\u\(hex)'")
                    }
                    out.unicodeScalars.append(scalar)
                    characters = characters.dropFirst(4)
                default: out.unicodeScalars.append(next)
                }
                continue
            }
            if c == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted, c.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !out.isEmpty { out += " " }
            pendingSpace = false
            out.unicodeScalars.append(c)
        }
        return out
    }
}
