import Foundation

/// Reads a `.stringsdict`: each key's format (`NSStringLocalizedFormatKey`, e.g. `%#@messages@`)
/// with its plural variables expanded into one variant per plural category ("plural one",
/// "plural other"); the `other` variant is the string's main value.
public enum StringsDictReader {
    public struct Entry: Sendable {
        public var key: String
        public var string: LocalizedString
    }

    static let categories = ["zero", "one", "two", "few", "many", "other"]

    public static func read(_ raw: SourceText) throws -> [Entry] {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        let plist = try PropertyList.read(root, source: source)
        var entries: [Entry] = []
        for (key, definition) in plist.members {
            guard let format = definition["NSStringLocalizedFormatKey"]?.string else {
                throw ModelError(source.location(of: root.offset), "'\(key)' has no NSStringLocalizedFormatKey")
            }
            // Expand one plural variable at a time; several variables multiply (capped).
            var variants: [(name: String, text: String, location: SourceLocation)] = [
                ("", format.value, format.location)
            ]
            for (variable, spec) in definition.members where variable != "NSStringLocalizedFormatKey" {
                guard spec["NSStringFormatSpecTypeKey"]?.string?.value == "NSStringPluralRuleType" else { continue }
                let token = "%#@\(variable)@"
                guard variants.contains(where: { $0.text.contains(token) }) else { continue }
                let forms = categories.compactMap { category in spec[category]?.string.map { (category, $0) } }
                guard !forms.isEmpty else {
                    throw ModelError(
                        format.location,
                        "plural variable '\(variable)' of '\(key)' has no forms (zero, one, two, few, many, other)")
                }
                variants = variants.flatMap { variant in
                    forms.map { category, form in
                        let name = (variant.name.isEmpty ? "" : variant.name + ", ") + "plural \(category)"
                        return (name, variant.text.replacingOccurrences(of: token, with: form.value), form.location)
                    }
                }.prefix(64).map { $0 }
            }
            let located = variants.map {
                LocalizedString.Variant(
                    name: $0.name, value: Located($0.text, at: $0.location, pointer: "/" + jsonPointerToken(key)))
            }
            let main = located.last { $0.name.hasSuffix("other") } ?? located[0]
            entries.append(
                Entry(key: key, string: LocalizedString(value: main.value, variants: located.count > 1 ? located : [])))
        }
        return entries
    }
}
