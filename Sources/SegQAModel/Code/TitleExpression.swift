import Foundation

/// What a title expression in code evaluates to: a text (a literal, or a key into a
/// localization table with the text shown when the key is missing), or nothing segqa can know.
public enum TitleValue: Sendable {
    case text(LocalizedText)
    case unresolved(String)
}

/// The table iOS looks keys up in when code names none.
let defaultTable = "Localizable"
/// Android resources of every module share one table, as the build merges them.
public let androidTable = "android"

/// Evaluates the title expressions iOS and Android code uses:
/// - literals: in SwiftUI `Text("key")` a `LocalizedStringKey`, in UIKit a plain string;
/// - `NSLocalizedString("key", tableName:, value:, comment:)`, `String(localized:table:defaultValue:)`,
///   `LocalizedStringKey("key")`, `"key".localized` (and `.localized()`, `.localizedString`);
/// - SwiftGen constants (`L10n.Settings.period`) through the generated file's `tr("Table", "key")`;
/// - Android's `stringResource(R.string.x)`, `getString(R.string.x)`, `R.string.x`.
public struct TitleEvaluator: Sendable {
    public var swiftGen: SwiftGenIndex

    public init(swiftGen: SwiftGenIndex = SwiftGenIndex()) { self.swiftGen = swiftGen }

    public enum LiteralMeaning: Sendable {
        /// SwiftUI's `Text("…")`, `Picker` items: the literal is a key of Localizable.
        case localizedKey
        /// UIKit's `String` arguments: the literal is shown as written in every language.
        case plain
    }

    public func evaluate(_ range: Range<Int>, in file: CodeFile, literal: LiteralMeaning) -> TitleValue {
        let t = Array(file.tokens[range])
        let start = range.lowerBound
        func located(_ value: String, at index: Int) -> Located<String> {
            Located(value, at: file.location(index), pointer: file.pointer(index))
        }
        func keyed(_ key: String, table: String?, shown: String?, at index: Int) -> TitleValue {
            let location = file.location(index)
            var text = LocalizedText(
                entries: [:], location: location, pointer: file.pointer(index),
                reference: StringReference(table: table ?? defaultTable, key: key, location: location))
            // iOS shows the key itself (or the default value) when no table has it.
            if table != androidTable { text.entries[""] = located(shown ?? key, at: index) }
            return .text(text)
        }
        guard let first = t.first else { return .unresolved("") }
        // "literal"
        if t.count == 1, first.isPlainString {
            switch literal {
            case .localizedKey: return keyed(first.text, table: nil, shown: nil, at: start)
            case .plain:
                return .text(
                    LocalizedText(
                        entries: ["": located(first.text, at: start)], location: file.location(start),
                        pointer: file.pointer(start)))
            }
        }
        // "key".localized, "key".localized(), "key".localizedString
        if first.isPlainString, t.count >= 3, t[1].is("."), t[2].kind == .identifier,
            t[2].text.lowercased().hasPrefix("locali") || t[2].text == "loc"
        {
            return keyed(first.text, table: nil, shown: nil, at: start)
        }
        // Calls: NSLocalizedString(…), String(localized: …), LocalizedStringKey(…), Text(…), stringResource(…)
        if first.kind == .identifier, t.count >= 3, t[1].is("("), file.closing(start + 1) == range.upperBound - 1 {
            let arguments = file.arguments(start + 1)
            func string(_ label: String?) -> (String, Int)? {
                guard let argument = arguments.first(where: { $0.label == label }), argument.range.count == 1,
                    file.tokens[argument.range.lowerBound].isPlainString
                else { return nil }
                return (file.tokens[argument.range.lowerBound].text, argument.range.lowerBound)
            }
            switch first.text {
            case "NSLocalizedString", "LocalizedString":
                guard let (key, at) = string(nil) else { break }
                return keyed(key, table: string("tableName")?.0, shown: string("value")?.0, at: at)
            case "String", "LocalizedStringResource":
                guard let (key, at) = string("localized") ?? (first.text == "String" ? nil : string(nil)) else { break }
                return keyed(key, table: string("table")?.0, shown: string("defaultValue")?.0, at: at)
            case "LocalizedStringKey":
                guard let (key, at) = string(nil) else { break }
                return keyed(key, table: nil, shown: nil, at: at)
            case "Text":
                if let (value, at) = string("verbatim") {
                    return evaluate(at..<(at + 1), in: file, literal: .plain)
                }
                guard let argument = arguments.first, argument.label == nil else { break }
                return evaluate(argument.range, in: file, literal: .localizedKey)
            case "stringResource", "getString", "getText":
                guard var argument = arguments.first?.range else { break }
                // Kotlin's named argument: stringResource(id = R.string.x).
                if file[argument.lowerBound]?.kind == .identifier, file[argument.lowerBound + 1]?.is("=") == true,
                    file[argument.lowerBound + 2]?.is("=") == false
                {
                    argument = (argument.lowerBound + 2)..<argument.upperBound
                }
                return evaluate(argument, in: file, literal: literal)
            default: break
            }
        }
        // R.string.name (Android), or a dotted SwiftGen constant, optionally called: L10n.Period.day(3)
        var names: [(String, Int)] = []
        var index = 0
        while index < t.count, t[index].kind == .identifier {
            names.append((t[index].text, start + index))
            if index + 1 < t.count, t[index + 1].is(".") {
                index += 2
            } else {
                index += 1
                break
            }
        }
        let calledAtEnd = index < t.count && t[index].is("(") && file.closing(start + index) == range.upperBound - 1
        if !names.isEmpty, index == t.count || calledAtEnd {
            let path = names.map(\.0)
            if path.count >= 3, path[path.count - 3] == "R", path[path.count - 2] == "string", let last = names.last {
                return keyed(last.0, table: androidTable, shown: nil, at: last.1)
            }
            if let entry = swiftGen.entries[path.joined(separator: ".")] {
                return keyed(entry.key, table: entry.table, shown: entry.fallback, at: start)
            }
        }
        return .unresolved(file.text(range))
    }
}

/// The constants SwiftGen generates for strings (`internal enum L10n { internal enum Settings {
/// internal static let period = L10n.tr("Localizable", "settings.period", fallback: "Period") } }`),
/// by their full dotted name, so `L10n.Settings.period` in code finds its table and key.
public struct SwiftGenIndex: Sendable {
    public struct Entry: Sendable, Equatable {
        public var table: String
        public var key: String
        public var fallback: String?
    }

    public var entries: [String: Entry] = [:]

    public init() {}

    /// Adds the constants of one generated file (any file with `tr("Table", "key"…)` inside enums).
    public mutating func add(_ file: CodeFile) {
        let t = file.tokens
        var scopes: [(name: String, close: Int)] = []
        var index = 0
        while index < t.count {
            while let last = scopes.last, index > last.close { scopes.removeLast() }
            let token = t[index]
            if token.isIdentifier("enum") || token.isIdentifier("struct") || token.isIdentifier("extension"),
                let name = file[index + 1], name.kind == .identifier
            {
                // The scope's brace: the first "{" after the name (past conformances).
                var brace = index + 2
                while let next = file[brace], !next.is("{"), brace < index + 12 { brace += 1 }
                if file[brace]?.is("{") == true { scopes.append((name.text, file.closing(brace))) }
                index += 2
                continue
            }
            // static let name = …tr("Table", "key", fallback: "…")   or   static func name(…) -> String { …tr(…) }
            if token.isIdentifier("static"), let keyword = file[index + 1],
                keyword.isIdentifier("let") || keyword.isIdentifier("var") || keyword.isIdentifier("func"),
                let name = file[index + 2], name.kind == .identifier
            {
                var probe = index + 3
                let limit = min(t.count, index + 60)
                while probe < limit, !t[probe].isIdentifier("tr") || file[probe + 1]?.is("(") != true {
                    if t[probe].isIdentifier("static") { break }
                    probe += 1
                }
                if probe < limit, t[probe].isIdentifier("tr") {
                    let arguments = file.arguments(probe + 1)
                    let strings = arguments.filter { $0.label == nil && $0.range.count == 1 }
                        .map { t[$0.range.lowerBound] }.filter(\.isPlainString).map(\.text)
                    let fallback = arguments.first { $0.label == "fallback" }.flatMap {
                        $0.range.count == 1 && t[$0.range.lowerBound].isPlainString ? t[$0.range.lowerBound].text : nil
                    }
                    if strings.count >= 2 {
                        let path = (scopes.map(\.name) + [name.text]).joined(separator: ".")
                        entries[path] = Entry(table: strings[0], key: strings[1], fallback: fallback)
                    }
                    index = probe + 1
                    continue
                }
            }
            index += 1
        }
    }
}
