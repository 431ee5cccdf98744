import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): for each key, each locale's `stringUnit`
/// (`state`, `value`) or `variations` (`plural`, `device`, nested), with `substitutions` filled
/// in. A key without a source-language entry is its own source text, as Xcode extracts it.
public enum StringCatalogReader {
    public struct Entry: Sendable {
        public var key: String
        public var locale: String
        public var string: LocalizedString
    }

    public static func read(_ raw: SourceText) throws -> (sourceLanguage: String, entries: [Entry]) {
        let source = try TextEncoding.utf8(raw)
        let root = try ObjectReader(
            try ContentLoader.parse(source), source: source, pointer: "", what: "a String Catalog")
        try root.allowOnly(["sourceLanguage", "strings", "version"], in: "a String Catalog")
        guard let language = try root.string("sourceLanguage") else {
            throw ModelError(root.location, "a String Catalog needs 'sourceLanguage'")
        }
        guard let strings = try root.object("strings", what: "'strings'") else { return (language.value, []) }
        var entries: [Entry] = []
        for member in strings.node.members ?? [] {
            let key = member.key
            let keyPointer = strings.childPointer(key)
            let entry = try ObjectReader(
                member.value, source: source, pointer: keyPointer, what: "the entry of '\(key)'")
            try entry.allowOnly(
                ["comment", "extractionState", "localizations", "shouldTranslate"], in: "the entry of '\(key)'")
            var hasSource = false
            for localization in try entry.object("localizations", what: "'localizations'")?.node.members ?? [] {
                let pointer = keyPointer + "/localizations/" + jsonPointerToken(localization.key)
                let unit = try ObjectReader(
                    localization.value, source: source, pointer: pointer, what: "a localization")
                try unit.allowOnly(["stringUnit", "variations", "substitutions"], in: "a localization of '\(key)'")
                var substitutions: [String: String] = [:]
                for substitution in try unit.object("substitutions", what: "'substitutions'")?.node.members ?? [] {
                    substitutions[substitution.key] = try substitutionText(
                        substitution.value, source: source, pointer: pointer + "/substitutions/" + substitution.key)
                }
                guard var string = try localizedString(unit, source: source, pointer: pointer, key: key) else {
                    continue
                }
                string = fill(string, substitutions)
                if localization.key == language.value { hasSource = true }
                entries.append(Entry(key: key, locale: localization.key, string: string))
            }
            if !hasSource {
                let location = source.location(of: member.keyOffset)
                entries.append(
                    Entry(
                        key: key, locale: language.value,
                        string: LocalizedString(
                            value: Located(key, at: location, pointer: keyPointer), state: "translated")))
            }
        }
        return (language.value, entries)
    }

    /// A `stringUnit`, or `variations` flattened into named variants (the `other` one is the value).
    static func localizedString(_ unit: ObjectReader, source: SourceText, pointer: String, key: String) throws
        -> LocalizedString?
    {
        if let stringUnit = try unit.object("stringUnit", what: "'stringUnit'") {
            try stringUnit.allowOnly(["state", "value"], in: "a stringUnit of '\(key)'")
            guard let value = try stringUnit.string("value") else {
                throw ModelError(stringUnit.location, "a stringUnit of '\(key)' has no 'value'")
            }
            return LocalizedString(value: value, state: try stringUnit.string("state")?.value)
        }
        guard let variations = try unit.object("variations", what: "'variations'") else { return nil }
        var variants: [LocalizedString.Variant] = []
        var states: [String] = []
        func walk(_ reader: ObjectReader, prefix: String) throws {
            for kind in reader.node.members ?? [] {
                let kindReader = try ObjectReader(
                    kind.value, source: source, pointer: reader.childPointer(kind.key), what: "'\(kind.key)' variations"
                )
                for case_ in kindReader.node.members ?? [] {
                    let name = (prefix.isEmpty ? "" : prefix + ", ") + "\(kind.key) \(case_.key)"
                    let inner = try ObjectReader(
                        case_.value, source: source, pointer: kindReader.childPointer(case_.key), what: "a variation")
                    if let nested = try inner.object("variations", what: "'variations'") {
                        try walk(nested, prefix: name)
                    } else if let string = try localizedString(inner, source: source, pointer: inner.pointer, key: key)
                    {
                        variants.append(.init(name: name, value: string.value))
                        if let state = string.state { states.append(state) }
                    }
                }
            }
        }
        try walk(variations, prefix: "")
        guard let main = variants.last(where: { $0.name.hasSuffix("other") }) ?? variants.first else { return nil }
        // The weakest state of any variant is the string's.
        let state = ["new", "needs_review", "stale", "translated"].first { states.contains($0) } ?? states.first
        return LocalizedString(value: main.value, state: state, variants: variants)
    }

    /// A substitution's text for filling `%#@name@`: its `other` plural form with `%arg` as the
    /// format specifier it stands for.
    static func substitutionText(_ node: JSONNode, source: SourceText, pointer: String) throws -> String {
        let reader = try ObjectReader(node, source: source, pointer: pointer, what: "a substitution")
        let specifier = "%" + (try reader.string("formatSpecifier")?.value ?? "@")
        guard let variations = try reader.object("variations", what: "'variations'"),
            let plural = try variations.object("plural", what: "'plural'"),
            let other = try plural.object("other", what: "'other'")
                ?? (plural.node.members?.first).map({
                    try ObjectReader(
                        $0.value, source: source, pointer: plural.childPointer($0.key), what: "a plural form")
                }),
            let unit = try other.object("stringUnit", what: "'stringUnit'"), let value = try unit.string("value")
        else { return specifier }
        return value.value.replacingOccurrences(of: "%arg", with: specifier)
    }

    static func fill(_ string: LocalizedString, _ substitutions: [String: String]) -> LocalizedString {
        guard !substitutions.isEmpty else { return string }
        func apply(_ text: Located<String>) -> Located<String> {
            var value = text.value
            for (name, replacement) in substitutions {
                value = value.replacingOccurrences(of: "%#@\(name)@", with: replacement)
            }
            return Located(value, at: text.location, pointer: text.pointer)
        }
        return LocalizedString(
            value: apply(string.value), state: string.state,
            variants: string.variants.map { .init(name: $0.name, value: apply($0.value)) })
    }
}
