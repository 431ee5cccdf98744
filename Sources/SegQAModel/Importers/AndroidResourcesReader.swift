import Foundation

/// Reads an Android resource file (`res/values[-qualifiers]/*.xml`): `<string>`, `<string-array>`
/// (and a typed `<array>` of strings) and `<plurals>`, with Android's escapes (`\'` `\"` `\n` `\t` `\@` `\?` `\uXXXX`, surrogate
/// pairs `\uD83E\uDDD8`), whitespace collapsing outside double quotes, CDATA and inline markup.
///
/// Every module's strings go to one table (the build merges `res` folders, so `@string/name`
/// in any layout or Compose file finds them); the locale comes from the folder name
/// (`values-de`, `values-zh-rCN` → zh-CN, `values-b+sr+Latn` → sr-Latn, legacy `values-iw` → he;
/// `values` is the default language). `translatable="false"` on a string or on the whole
/// `<resources>` marks strings shown the same in every language. Arrays are strings
/// (`name[0]`…), not controls: controls are declared in layouts and Compose code.
public enum AndroidResourcesReader {
    public static func read(_ raw: SourceText) throws -> [LoadedFile] {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        guard root.name == "resources" else {
            throw ModelError(source.location(of: root.offset), "expected Android <resources>, found <\(root.name)>")
        }
        let folderPath = InputPaths.folder(of: source.file)
        let folder = (folderPath as NSString).lastPathComponent
        guard case let .some(locale) = LocalizationFolders.androidLocale(folderPath) else {
            throw ModelError(
                source.location(of: root.offset),
                "an Android resource file outside a values… folder ('\(folder)'): its locale is unknown")
        }
        let table = androidTable
        let localeKey = locale ?? ""
        let fileTranslatable = root["translatable"] != "false"
        var tables = LocalizationTables()
        tables.declare(localeKey)
        for element in root.elements {
            guard let nameAttribute = element.attribute("name") else { continue }
            let name = nameAttribute.value
            let translatable = fileTranslatable && element["translatable"] != "false"
            switch element.name {
            case "string":
                let value = try text(of: element, source: source, key: name)
                tables.add(
                    LocalizedString(value: value, state: translatable ? nil : "untranslatable"), table: table,
                    key: name, locale: localeKey, file: source.file)
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
            case "string-array", "array":
                // A typed `<array>` (read through `obtainTypedArray`) is a list of titles when every
                // item is a string: text or `@string/…`, not a drawable, a colour or a number.
                if element.name == "array",
                    !element.elements(named: "item").allSatisfy({ item in
                        let value = item.text.0.trimmingCharacters(in: .whitespacesAndNewlines)
                        return value.hasPrefix("@string/") || !(value.first.map("@?#0123456789-".contains) ?? true)
                    })
                {
                    continue
                }
                var itemKeys: [String] = []
                for (index, item) in element.elements(named: "item").enumerated() {
                    let key = "\(name)[\(index)]"
                    let value = try text(of: item, source: source, key: key)
                    if value.value.hasPrefix("@string/") {
                        itemKeys.append(String(value.value.dropFirst("@string/".count)))
                        continue
                    }
                    itemKeys.append(key)
                    tables.add(
                        LocalizedString(value: value, state: translatable ? nil : "untranslatable"), table: table,
                        key: key, locale: localeKey, file: source.file)
                }
                if locale == nil { tables.declareArray(name, itemKeys: itemKeys) }
            default:
                continue
            }
        }
        return [.tables(tables)]
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
        if isPlain(raw) { return raw }
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
                    guard hex.count == 4, var value = UInt32(hex, radix: 16) else {
                        throw ModelError(location, "\\u needs four hex digits (a character), got '\\u\(hex)'")
                    }
                    characters = characters.dropFirst(4)
                    // A surrogate pair written as two escapes (as Java strings are): one character.
                    if (0xD800...0xDBFF).contains(value), characters.starts(with: ["\\", "u"]),
                        let low = UInt32(
                            String(String.UnicodeScalarView(characters.dropFirst(2).prefix(4))), radix: 16),
                        (0xDC00...0xDFFF).contains(low)
                    {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        characters = characters.dropFirst(6)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw ModelError(location, "\\u\(hex) is half of a surrogate pair without its other half")
                    }
                    out.unicodeScalars.append(scalar)
                default: out.unicodeScalars.append(next)
                }
                continue
            }
            if c == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted, c.value < 0x80 ? (c == " " || (0x09...0x0D).contains(c.value)) : c.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, !out.isEmpty { out += " " }
            pendingSpace = false
            out.unicodeScalars.append(c)
        }
        return out
    }

    /// True when unescaping would give `raw` back: ASCII without escapes or quotes whose only
    /// whitespace is single spaces between words. Most values of a real app's tables are such, and
    /// the scalar-by-scalar walk over them was a tenth of reading a large Android app.
    private static func isPlain(_ raw: String) -> Bool {
        var previousWasSpace = true  // a leading space is dropped: not plain
        for byte in raw.utf8 {
            switch byte {
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
            case 0x21..<0x7F where byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\""):
                previousWasSpace = false
            default: return false
            }
        }
        return !previousWasSpace || raw.isEmpty
    }
}
