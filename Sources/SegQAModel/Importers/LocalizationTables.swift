/// Localized strings read from the files localization tools keep (String Catalogs, `.strings`,
/// `.stringsdict`, XLIFF, Android resources): table → key → locale → string, each with its place.
public struct LocalizedString: Sendable {
    public var value: Located<String>
    /// The translation state where the format keeps one (`translated`, `needs_review`, `stale`,
    /// `new`; XLIFF's `needs-review-translation` is read as `needs_review`).
    public var state: String?
    /// Plural or device variants ("plural one", "device ipad"), each measured in its own right.
    public var variants: [Variant]

    public struct Variant: Sendable, Equatable {
        public var name: String
        public var value: Located<String>

        public init(name: String, value: Located<String>) {
            self.name = name
            self.value = value
        }
    }

    public init(value: Located<String>, state: String? = nil, variants: [Variant] = []) {
        self.value = value
        self.state = state
        self.variants = variants
    }
}

public struct LocalizationTables: Sendable {
    /// table → locale → key → string. Locale before key because every file holds one table in one
    /// locale: merging a file into the rest is then one insertion, not one per string (a real app's
    /// 80 locales × 4 tables × 400 keys are merged several times per run).
    public private(set) var byLocale: [String: [String: [String: LocalizedString]]] = [:]
    /// Which file each table came from (the first), for messages.
    public private(set) var files: [String: String] = [:]
    /// Every locale a file was read in, even one with no strings (Base and Android's default,
    /// "", excepted): the locales the project is localized into.
    public private(set) var locales: Set<String> = []

    /// Android's `<string-array>`s of the default language: each item's key (`tabs[0]` for text,
    /// `tab_all` for an item that is `@string/tab_all`), for code that reads the array.
    public private(set) var arrays: [String: [String]] = [:]

    public init() {}

    public var isEmpty: Bool { byLocale.isEmpty }

    public mutating func declareArray(_ name: String, itemKeys: [String]) {
        arrays[name] = itemKeys
    }

    public mutating func add(_ string: LocalizedString, table: String, key: String, locale: String, file: String) {
        byLocale[table, default: [:]][locale, default: [:]][key] = string
        if files[table] == nil { files[table] = file }
        declare(locale)
    }

    /// Sets a whole file's strings of one table in one locale at once (what a `.strings` file holds).
    public mutating func add(_ strings: [String: LocalizedString], table: String, locale: String, file: String) {
        if let existing = byLocale[table]?[locale] {
            byLocale[table]![locale] = existing.merging(strings) { _, new in new }
        } else {
            byLocale[table, default: [:]][locale] = strings
        }
        if files[table] == nil { files[table] = file }
        declare(locale)
    }

    /// Records that the project has files in `locale` (an empty `de.lproj/Main.strings` counts).
    public mutating func declare(_ locale: String) {
        if !locale.isEmpty { locales.insert(locale) }
    }

    /// Adds `other`'s strings; where both have a string for the same table, locale and key,
    /// `other`'s wins.
    public mutating func merge(_ other: LocalizationTables) {
        if byLocale.isEmpty && files.isEmpty && locales.isEmpty && arrays.isEmpty {
            self = other
            return
        }
        for (table, otherLocales) in other.byLocale {
            guard var mine = byLocale.removeValue(forKey: table) else {
                byLocale[table] = otherLocales
                if files[table] == nil { files[table] = other.files[table] }
                continue
            }
            for (locale, strings) in otherLocales {
                // In place: a locale's strings of 190 modules were copied once per module.
                if mine[locale] == nil {
                    mine[locale] = strings
                } else {
                    mine[locale]!.merge(strings) { _, theirs in theirs }
                }
            }
            byLocale[table] = mine
            if files[table] == nil { files[table] = other.files[table] }
        }
        locales.formUnion(other.locales)
        arrays.merge(other.arrays) { mine, _ in mine }
    }

    /// The tables of `files` that hold any of `names` (with the other tables those files hold):
    /// what a caller needing a few tables merges, instead of every table of the project.
    public static func merging(_ files: [LoadedFile], holding names: Set<String>) -> LocalizationTables {
        var tables = LocalizationTables()
        for case .tables(let more) in files where more.byLocale.keys.contains(where: names.contains) {
            tables.merge(more)
        }
        return tables
    }

    /// A key's strings by locale; nil when no locale has it.
    public func strings(table: String, key: String) -> [String: LocalizedString]? {
        guard let locales = byLocale[table] else { return nil }
        var found: [String: LocalizedString] = [:]
        for (locale, strings) in locales {
            if let string = strings[key] { found[locale] = string }
        }
        return found.isEmpty ? nil : found
    }

    public func hasTable(_ table: String) -> Bool { byLocale[table] != nil }

    /// Every key of a table, in any locale, sorted.
    public func keys(table: String) -> [String] {
        guard let locales = byLocale[table] else { return [] }
        if locales.count == 1, let only = locales.first { return only.value.keys.sorted() }
        var keys = Set<String>()
        for strings in locales.values { keys.formUnion(strings.keys) }
        return keys.sorted()
    }

    public var tableNames: [String] { byLocale.keys.sorted() }
}

/// Locales from the folder names localization tools use.
public enum LocalizationFolders {
    /// `de.lproj` → "de", `zh-Hans.lproj` → "zh-Hans", `Base.lproj` → nil (the development region).
    public static func lprojLocale(_ path: String) -> String?? {
        guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else { return .none }
        let name = String(folder.dropLast(".lproj".count))
        return name == "Base" ? .some(nil) : .some(appleLocale(name))
    }

    /// A locale as Xcode writes it in a folder or a project's `developmentRegion`, as a language
    /// tag: `pt_BR` → "pt-BR", and the language names of old projects (`English.lproj`,
    /// `developmentRegion = English`) → "en", as iOS still reads them.
    public static func appleLocale(_ name: String) -> String {
        legacyNames[name] ?? name.replacingOccurrences(of: "_", with: "-")
    }

    static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb", "Portuguese": "pt",
        "Korean": "ko", "Russian": "ru", "Polish": "pl",
    ]

    /// Android resource qualifiers: `values` → nil (the default), `values-de` → "de",
    /// `values-zh-rCN` → "zh-CN", `values-b+sr+Latn` → "sr-Latn"; other qualifiers (`-night`,
    /// `-v21`, `-sw600dp`) are ignored. Returns `.none` for a folder that is not `values…`.
    /// Given the folder's path, Kotlin Multiplatform's moko-resources folders count too:
    /// `moko-resources/base` is the default, `moko-resources/pt-rBR` is "pt-BR".
    public static func androidLocale(_ folder: String) -> String?? {
        let parts = InputPaths.components(folder)
        if parts.count >= 2, parts[parts.count - 2] == "moko-resources", let name = parts.last {
            return name == "base" ? .some(nil) : androidLocale("values-" + name)
        }
        let folder = parts.last.map(String.init) ?? folder
        guard folder == "values" || folder.hasPrefix("values-") else { return .none }
        let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
        if let bcp = qualifiers.first(where: { $0.hasPrefix("b+") }) {
            return .some(bcp.dropFirst(2).split(separator: "+").joined(separator: "-"))
        }
        guard let code = qualifiers.first, code.count == 2 || code.count == 3,
            code.allSatisfy({ $0.isLowercase && $0.isLetter })
        else { return .some(nil) }
        // Android still names three languages by their withdrawn ISO 639 codes.
        let legacy = ["iw": "he", "in": "id", "ji": "yi"]
        let language = legacy[code] ?? code
        if qualifiers.count > 1, qualifiers[1].hasPrefix("r"), qualifiers[1].count == 3 {
            return .some(language + "-" + qualifiers[1].dropFirst())
        }
        return .some(language)
    }
}

/// Android resources of every module share one table, as the build merges them.
public let androidTable = "android"
