import Foundation

/// Reads XLIFF 1.2 as `xcodebuild -exportLocalizations` writes it (`.xliff`, alone or inside an
/// `.xcloc` bundle): each `<file original="…">` is a table named after the original file
/// (`Base.lproj/Main.storyboard` → `Main`, `en.lproj/Localizable.strings` → `Localizable`); each
/// `<trans-unit id>` a key with its `<source>` and `<target state>`. Plural forms exported from
/// `.stringsdict` (ids `/key:dict/variable:dict/one:dict/:string`) become variants of their key.
public enum XLIFFReader {
    public struct Entry: Sendable {
        public var table: String
        public var key: String
        public var locale: String
        public var string: LocalizedString
    }

    public static func read(_ raw: SourceText) throws -> [Entry] {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        guard root.name == "xliff" else {
            throw ModelError(source.location(of: root.offset), "expected an <xliff> document, found <\(root.name)>")
        }
        if let version = root.attribute("version"), !version.value.hasPrefix("1.") {
            throw ModelError(
                source.location(of: version.valueOffset),
                "XLIFF \(version.value) is not supported (segqa reads XLIFF 1.2)")
        }
        var entries: [Entry] = []
        for file in root.elements(named: "file") {
            guard let original = file["original"], let sourceLanguage = file["source-language"] else {
                throw ModelError(source.location(of: file.offset), "<file> needs 'original' and 'source-language'")
            }
            let table = tableName(original: original)
            let targetLanguage = file["target-language"]
            // For storyboards and XIBs the Interface Builder file is the source; its <source> copies are not.
            let keepSource = !["storyboard", "xib"].contains((original as NSString).pathExtension)
            var plurals:
                [String: (source: [LocalizedString.Variant], target: [LocalizedString.Variant], state: String?)] = [:]
            for unit in file.descendants(named: "trans-unit") {
                guard let id = unit["id"] else {
                    throw ModelError(source.location(of: unit.offset), "<trans-unit> without an 'id'")
                }
                let pointer = "/" + jsonPointerToken(id)
                func located(_ element: XMLElement) -> Located<String> {
                    let (text, offset) = element.text
                    return Located(text, at: source.location(of: offset ?? element.offset), pointer: pointer)
                }
                guard let sourceElement = unit.first("source") else {
                    throw ModelError(source.location(of: unit.offset), "<trans-unit id=\"\(id)\"> has no <source>")
                }
                let target = unit.first("target")
                let state = target.map { normalizedState($0["state"]) }
                if let (key, category) = pluralID(id) {
                    var entry = plurals[key] ?? ([], [], nil)
                    entry.source.append(.init(name: "plural \(category)", value: located(sourceElement)))
                    if let target { entry.target.append(.init(name: "plural \(category)", value: located(target))) }
                    if entry.state == nil || state == "new" || state == "needs_review" {
                        entry.state = state ?? entry.state
                    }
                    plurals[key] = entry
                    continue
                }
                if keepSource {
                    entries.append(
                        Entry(
                            table: table, key: id, locale: sourceLanguage,
                            string: LocalizedString(value: located(sourceElement), state: "translated")))
                }
                if let target, let targetLanguage {
                    entries.append(
                        Entry(
                            table: table, key: id, locale: targetLanguage,
                            string: LocalizedString(value: located(target), state: state)))
                }
            }
            for (key, forms) in plurals.sorted(by: { $0.key < $1.key }) {
                if keepSource, let main = forms.source.last(where: { $0.name.hasSuffix("other") }) ?? forms.source.first
                {
                    entries.append(
                        Entry(
                            table: table, key: key, locale: sourceLanguage,
                            string: LocalizedString(value: main.value, state: "translated", variants: forms.source)))
                }
                if let targetLanguage,
                    let main = forms.target.last(where: { $0.name.hasSuffix("other") }) ?? forms.target.first
                {
                    entries.append(
                        Entry(
                            table: table, key: key, locale: targetLanguage,
                            string: LocalizedString(value: main.value, state: forms.state, variants: forms.target)))
                }
            }
        }
        return entries
    }

    /// The table a `<file original>` holds: `en.lproj/Localizable.strings` → `Localizable`.
    static func tableName(original: String) -> String {
        ((original as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// `/%d unread:dict/messages:dict/one:dict/:string` → ("%d unread", "one").
    static func pluralID(_ id: String) -> (String, String)? {
        guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
        let parts = id.dropFirst().components(separatedBy: ":dict/")
        guard parts.count >= 3, let category = parts.dropLast().last, StringsDictReader.categories.contains(category)
        else { return nil }
        return (parts[0], category)
    }

    /// XLIFF states in the String Catalog's words.
    static func normalizedState(_ state: String?) -> String {
        switch state {
        case nil, "translated", "final", "signed-off": return "translated"
        case "new", "needs-translation": return "new"
        case let state?: return state.hasPrefix("needs-") ? "needs_review" : "translated"
        }
    }
}
