import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Settles every control's settings (configuration → file defaults → control → segment) and
/// merges per-locale translation files into the controls they name. `resolve` runs its stages in
/// order; each is one method below, and the settling of one control is in `Resolver+Settings`.
public struct Resolver {
    public var configuration: Configuration
    /// The family used when nothing names one on iOS (SF Pro Text, else Inter, else sans-serif).
    public var defaultFamily: String
    /// The same on Android (Roboto, else Inter …); nil: `defaultFamily`.
    public var androidFamily: String?
    /// Whether a family is installed here: a family that is not is measured with a stand-in, and
    /// findings near the limit say so. Without fonts (import, pseudo): every family is.
    public var isInstalled: (String) -> Bool = { _ in true }
    /// `--device` names, already validated; replace every file's devices.
    public var deviceOverride: [Device]?
    /// `--width`: replaces devices with one explicit control width.
    public var widthOverride: Double?
    /// `--locale`: the locales to check (the source locale is always resolved for comparisons).
    public var localeFilter: [String]?
    /// `--pseudo`: add the pseudo-locales en-XA and ar-XB, generated from the source titles.
    public var pseudo = false
    /// Locales Android's per-app language list offers (`locales_config.xml`, `generateLocaleConfig`):
    /// not taken for sparse when they translate anything.
    public var offeredLocales: Set<String> = []
    /// The folders of a project's Swift package targets. Each builds its resources into a bundle
    /// of its own, and such a bundle shows the app's language, not its own: with
    /// `CFBundleAllowMixedLocalizations` off (the default) a locale only a package translates is
    /// not one the app is ever shown in (NetNewsWire's `es`, only in its ActivityLog module's catalog).
    public var packageResourceFolders: [String] = []

    public init(
        configuration: Configuration, defaultFamily: String, deviceOverride: [Device]? = nil,
        widthOverride: Double? = nil, localeFilter: [String]? = nil
    ) {
        self.configuration = configuration
        self.defaultFamily = defaultFamily
        self.deviceOverride = deviceOverride
        self.widthOverride = widthOverride
        self.localeFilter = localeFilter
    }

    /// What the stages pass on: the content files as they are completed, and what each control gathered.
    struct Work {
        var contents: [ContentFile] = []
        var translations: [TranslationFile] = []
        var tables = LocalizationTables()
        /// Control id → (file, control) index.
        var owner: [String: (file: Int, control: Int)] = [:]
        var splitMismatches: [String: [SplitMismatch]] = [:]
        var countMismatches: [String: [CountMismatch]] = [:]
        /// Locales translation files add to a content file, by file index.
        var extraLocales: [Int: Set<String>] = [:]
    }

    public func resolve(_ files: [LoadedFile]) throws -> [ResolvedControl] {
        try resolveWithTables(files).controls
    }

    /// The controls, and every localization table of the files merged: what the inventory and
    /// the untranslated-table counts read too (each merged them again: copies of a 5,000-key
    /// table in every locale, twice more per run).
    public func resolveWithTables(_ files: [LoadedFile]) throws -> (
        controls: [ResolvedControl], tables: LocalizationTables
    ) {
        var work = sort(files)
        try applyTables(&work)
        try splitJoinedTitles(&work)
        try indexControls(&work)
        try mergeTranslations(&work)
        return (Self.withIdentities(try settleControls(work)), work.tables)
    }

    /// A control found in code is named by its file and line (`SizeFilter.kt:22`), which a line
    /// added above it changes; baselines and SARIF fingerprints must not. Its identity is its
    /// file's name and its segments' keys (or source titles), and, for two such controls in one
    /// file, the order they stand in: all unchanged by edits elsewhere in the file.
    static func withIdentities(_ controls: [ResolvedControl]) -> [ResolvedControl] {
        var seen: [String: Int] = [:]
        return controls.map { control in
            guard control.origin == .code else { return control }
            var control = control
            let file = control.file.split(separator: "/").last.map(String.init) ?? control.file
            let titles = control.segmentNames(qualified: true).map { $0 ?? "" }
            let base = file + "#" + titles.joined(separator: "|")
            seen[base, default: 0] += 1
            control.identity = base + (seen[base]! > 1 ? "#\(seen[base]!)" : "")
            return control
        }
    }

    // MARK: - Stages

    /// Content files, translation files and the localization tables of every other input.
    func sort(_ files: [LoadedFile]) -> Work {
        var work = Work()
        for file in files {
            switch file {
            case let .content(content): work.contents.append(content)
            case let .translations(translation): work.translations.append(translation)
            case let .tables(more): work.tables.merge(more)
            }
        }
        return work
    }

    /// Titles and labels that are keys into localization tables get their translations.
    func applyTables(_ work: inout Work) throws {
        for f in work.contents.indices {
            for c in work.contents[f].controls.indices {
                for s in work.contents[f].controls[c].segments.indices {
                    var segment = work.contents[f].controls[c].segments[s]
                    if var title = segment.title {
                        try apply(work.tables, to: &title)
                        segment.title = title
                    }
                    if var label = segment.accessibilityLabel {
                        try apply(work.tables, to: &label)
                        segment.accessibilityLabel = label
                    }
                    work.contents[f].controls[c].segments[s] = segment
                }
            }
        }
    }

    /// Controls configured from one separated string get their segments, so translation files
    /// and locale discovery see them like any other.
    func splitJoinedTitles(_ work: inout Work) throws {
        for f in work.contents.indices {
            let defaults = configuration.defaults.overriding(with: work.contents[f].defaults)
            let sourceLocale = sourceLocale(of: work.contents[f])
            for c in work.contents[f].controls.indices where work.contents[f].controls[c].joinedTitles != nil {
                work.splitMismatches[work.contents[f].controls[c].id.value] = try split(
                    &work.contents[f].controls[c], defaults: defaults, sourceLocale: sourceLocale)
            }
        }
    }

    /// Control ids are unique across every content file checked together.
    func indexControls(_ work: inout Work) throws {
        for (f, content) in work.contents.enumerated() {
            for (c, control) in content.controls.enumerated() {
                if let first = work.owner[control.id.value] {
                    let other = work.contents[first.file].controls[first.control].id.location
                    throw ModelError(
                        control.id.location, "duplicate control id '\(control.id.value)' (also at \(other))")
                }
                work.owner[control.id.value] = (f, c)
            }
        }
    }

    /// Translation files' titles and labels go into the controls they name; arrays of another
    /// length than the control's segments are recorded (segment_count_mismatch).
    func mergeTranslations(_ work: inout Work) throws {
        for translation in work.translations {
            let locale = translation.locale.value
            for entry in translation.entries {
                guard let (f, c) = work.owner[entry.controlID.value] else {
                    var message = "translation for unknown control '\(entry.controlID.value)'"
                    if let suggestion = closest(entry.controlID.value, in: Array(work.owner.keys)) {
                        message += " (did you mean '\(suggestion)'?)"
                    }
                    throw ModelError(entry.controlID.location, message)
                }
                work.extraLocales[f, default: []].insert(locale)
                var control = work.contents[f].controls[c]
                let lists = [
                    (entry.titles, entry.titlesLocation, entry.titlesPointer, false, "titles"),
                    (
                        entry.accessibilityLabels, entry.labelsLocation, entry.labelsPointer, true,
                        "accessibility labels"
                    ),
                ]
                for case let (values?, location?, pointer?, isLabel, what) in lists {
                    try merge(values, into: &control, locale: locale, label: isLabel)
                    if values.count != control.segments.count {
                        work.countMismatches[control.id.value, default: []].append(
                            CountMismatch(
                                locale: locale, expected: control.segments.count, actual: values.count,
                                location: location, pointer: pointer, what: what))
                    }
                }
                work.contents[f].controls[c] = control
            }
        }
    }

    /// The locales whose only strings are the app's name and permission prompts (`InfoPlist`,
    /// which apps often translate alone) or a `.bundle`'s (a Settings bundle's `Root.strings` is
    /// the Settings app's page): the app's screens are not offered in them, and iOS shows them in
    /// the development language. A locale whose folder is there but empty still counts (a device
    /// falls back from it as from any other).
    static func nonInterfaceLocales(_ tables: LocalizationTables) -> Set<String> {
        var withStrings: Set<String> = []
        var interface: Set<String> = []
        for (table, locales) in tables.byLocale {
            for (locale, strings) in locales where !locale.isEmpty && !strings.isEmpty {
                withStrings.insert(locale)
                if table != "InfoPlist", !interface.contains(locale),
                    strings.values.contains(where: { !$0.value.location.file.contains(".bundle/") })
                {
                    interface.insert(locale)
                }
            }
        }
        return withStrings.subtracting(interface)
    }

    /// The locales whose every string is in a Swift package's resources (`packageResourceFolders`),
    /// in a project whose own bundle has strings: no user sees the app in them.
    static func packageOnlyLocales(_ tables: LocalizationTables, packageFolders: [String]) -> Set<String> {
        guard !packageFolders.isEmpty else { return [] }
        let prefixes = packageFolders.map { InputPaths.normalized($0) + "/" }
        func inPackage(_ file: String) -> Bool {
            let path = InputPaths.normalized(file)
            return prefixes.contains { path.hasPrefix($0) }
        }
        var withStrings: Set<String> = []
        var ownBundle: Set<String> = []
        for locales in tables.byLocale.values {
            for (locale, strings) in locales where !locale.isEmpty && !strings.isEmpty {
                withStrings.insert(locale)
                if !ownBundle.contains(locale), strings.values.contains(where: { !inPackage($0.value.location.file) }) {
                    ownBundle.insert(locale)
                }
            }
        }
        guard !ownBundle.isEmpty else { return [] }
        return withStrings.subtracting(ownBundle)
    }

    /// Locales that translate under 5 % of what the largest locale has, in an app of at least 200
    /// strings: a folder a translation platform made when someone started (an `aa.lproj` exported
    /// with every value in English, a `values-uk-rUA` with 151 of an app's 4,307 strings), not a
    /// language the app's screens are in, whatever tables it has. A user of one sees an English
    /// app. Below 200 strings a share says little (a demo's Hebrew table of 3). Locales the app
    /// offers in a language list (`offered`) are checked however few strings they have.
    static func sparseLocales(_ counts: [String: Int], offered: Set<String> = [], source: String = "") -> Set<String> {
        // The best-translated locale: the source (and Android's default) counts every string,
        // untranslatable ones too.
        let translations = counts.filter { !$0.key.isEmpty && $0.key != source }
        let largest = translations.values.max() ?? counts.values.max() ?? 0
        guard largest >= 200 else { return [] }
        return Set(translations.filter { $0.value * 20 < largest && !offered.contains($0.key) }.keys)
    }

    /// Locales no device offers as its language and the app offers nowhere (`offered`): a
    /// language ICU has no locale data for (Android's language list is made from CLDR's) is in no
    /// system language list, so without the app's own picker or Android's per-app
    /// list no user gets it (Auxio's `values-bqi`, Bakhtiari). Commons' `ab` stays: its picker lists it.
    /// Android only: Apple's list is its own, and a language ICU's data here lacks may be in a
    /// newer CLDR (Occitan, since CLDR 43) that a newer system has.
    static func noDeviceLanguage(_ tables: LocalizationTables, offered: Set<String>) -> Set<String> {
        var android: Set<String> = []
        for locales in tables.byLocale.values {
            for (locale, strings) in locales
            where !locale.isEmpty && strings.values.first?.value.location.file.contains("/values-") == true {
                android.insert(locale)
            }
        }
        return android.filter { locale in
            !offered.contains(locale) && !offered.contains(LocaleInfo.language(locale))
                && !PseudoLocalizer.locales.contains(locale)
                && (try? ExemplarCharacters(locale: LocaleInfo.language(locale)).isOwn) == false
        }
    }

    /// How many strings a locale Android's per-app language list names must translate to count as
    /// offered: fewer is a stub.
    static let minimumOfferedStrings = 5

    /// The locales an Android app's own language picker lists: a string array of the default
    /// resources whose items are locale codes (NewPipe's `app_language_code`: `ace`, `ar-ly`,
    /// `pt-rBR`; a first item such as "system" aside), at least five, most of them languages the
    /// app has resources in (at least half). Each resource locale the list names (itself or its language) is
    /// offered, however few strings it has (none when the app has no such list).
    static func appLanguageList(_ tables: LocalizationTables) -> Set<String> {
        let resourceLanguages = Set(tables.locales.map(LocaleInfo.language))
        var listed: Set<String> = []
        for (_, keys) in tables.arrays.sorted(by: { $0.key < $1.key }) where keys.count >= 5 {
            let codes = Set(languageCodes(keys, in: tables))
            let known = codes.filter { resourceLanguages.contains(LocaleInfo.language($0)) }
            guard codes.count >= 5, codes.count * 5 >= keys.count * 4, known.count * 2 >= codes.count else { continue }
            listed.formUnion(codes)
        }
        return Set(
            tables.locales.filter { locale in
                listed.contains(locale) || listed.contains(LocaleInfo.language(locale))
                    || listed.contains { LocaleInfo.language($0) == locale }
            })
    }

    /// Every locale code an array of the default resources lists among five codes or more
    /// (Commons' `preference_language_keys`, 290 codes, most of them languages it has no
    /// resources in, so not taken for its language list): the app knows the language, and may
    /// offer it in a picker segqa does not read.
    static func listedLanguageCodes(_ tables: LocalizationTables) -> Set<String> {
        var listed: Set<String> = []
        for (_, keys) in tables.arrays where keys.count >= 5 {
            let codes = languageCodes(keys, in: tables)
            if codes.count >= 5 { listed.formUnion(codes) }
        }
        return listed
    }

    /// The items of a string array of the default resources that are locale codes, as codes.
    static func languageCodes(_ keys: [String], in tables: LocalizationTables) -> [String] {
        let tableNames = tables.byLocale.keys.sorted()
        return keys.compactMap { key in
            tableNames.lazy.compactMap { tables.byLocale[$0]?[""]?[key] }.first.flatMap { localeCode($0.value.value) }
        }
    }

    /// `pt-rBR`, `zh_TW`, `ar-ly`, `zh-Hans` → `pt-BR`, `zh-TW`, `ar-LY`, `zh-Hans`; nil for what is
    /// not a locale code.
    static func localeCode(_ text: String) -> String? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase }), parts.count <= 3
        else { return nil }
        // Android's old codes for Hebrew, Indonesian and Yiddish, as its resource folders have them.
        var code = ["iw": "he", "in": "id", "ji": "yi"][language] ?? language
        for part in parts.dropFirst() {
            let subtag = part.count == 3 && part.first == "r" ? String(part.dropFirst()) : part
            guard subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            switch subtag.count {
            case 2, 3: code += "-" + subtag.uppercased()
            case 4: code += "-" + subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            default: return nil
            }
        }
        return code
    }

    /// The strings each locale translates, over every table: in the source locale (and Base,
    /// Android's default) every string, elsewhere those whose value is not the source's. A locale
    /// whose files hold none (an empty `values-cy-rGB/strings.xml`) counts 0.
    static func translatedCounts(_ tables: LocalizationTables, sourceLocale: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for locale in tables.locales { counts[locale] = 0 }
        for locales in tables.byLocale.values {
            let source = locales[""] ?? locales[sourceLocale]
            for (locale, strings) in locales {
                guard let source, locale != "", locale != sourceLocale else {
                    counts[locale, default: 0] += strings.count
                    continue
                }
                counts[locale, default: 0] += strings.reduce(0) { count, entry in
                    count + (source[entry.key]?.value.value == entry.value.value.value ? 0 : 1)
                }
            }
        }
        return counts
    }

    /// Every control with its settings settled, in file and control order.
    func settleControls(_ work: Work) throws -> [ResolvedControl] {
        let notInterface = Self.nonInterfaceLocales(work.tables)
        let packageOnly = Self.packageOnlyLocales(work.tables, packageFolders: packageResourceFolders)
        let tablesSource = configuration.sourceLocale?.value ?? work.contents.first.map(sourceLocale(of:)) ?? "en"
        // Offered: what the app's own language picker lists (its authors chose each), and what
        // Android's per-app language list does (locales_config.xml, generateLocaleConfig, which
        // lists every resource folder) where the locale translates a few strings at least (a stub
        // is listed too, and shows English).
        let counts = Self.translatedCounts(work.tables, sourceLocale: tablesSource)
        let offered = Self.appLanguageList(work.tables).union(
            offeredLocales.filter { (counts[$0] ?? 0) >= Self.minimumOfferedStrings })
        let sparse = Self.sparseLocales(counts, offered: offered, source: tablesSource)
            .union(
                Self.noDeviceLanguage(
                    work.tables, offered: offered.union(Self.listedLanguageCodes(work.tables))))
        var result: [ResolvedControl] = []
        var words = WordCaches()
        for (f, content) in work.contents.enumerated() {
            let sourceLocale = sourceLocale(of: content)
            var extra = work.extraLocales[f] ?? []
            // Titles from the project's tables are checked in every locale the project has tables
            // in: a French user of an app with a `fr.lproj` gets its strings, or the source where its
            // tables lack them — a missing translation, not a pass. But a bare language's folder
            // without these tables (a `zh.lproj` holding only `InfoPlist.strings`) is no user's
            // language when a regional or script locale of it has them: Chinese users get zh-Hans.
            let tables = Set(content.controls.flatMap { $0.references.map(\.table) })
            if !tables.isEmpty {
                let having = Set(tables.flatMap { (work.tables.byLocale[$0] ?? [:]).keys.filter { !$0.isEmpty } })
                for locale in work.tables.locales
                where !sparse.contains(locale) && !packageOnly.contains(locale)
                    && (!notInterface.contains(locale) || having.contains(locale))
                {
                    let bareWithoutTables = !locale.contains("-") && !having.contains(locale)
                    if bareWithoutTables, having.contains(where: { $0.hasPrefix(locale + "-") }) { continue }
                    extra.insert(locale)
                }
            }
            let locales = try locales(of: content, sourceLocale: sourceLocale, extra: extra, excluded: sparse)
            let defaults = configuration.defaults.overriding(with: content.defaults)
            for control in content.controls {
                var resolved = try settle(
                    control, defaults: defaults, sourceLocale: sourceLocale, locales: locales,
                    mismatches: work.countMismatches[control.id.value] ?? [])
                resolved.splitMismatches = work.splitMismatches[control.id.value] ?? []
                resolved.hasJoinedTitles = control.joinedTitles != nil
                // Pseudo-translations, generated here or read from `segqa pseudo`'s files, are
                // generated text: only the fit rules run on them.
                resolved.pseudoLocales = Set(PseudoLocalizer.locales).intersection(resolved.locales)
                resolved.sourceWordsWrittenIn = sourceWordsWritten(resolved, tables: work.tables, caches: &words)
                result.append(resolved)
            }
        }
        return result
    }

    /// What `sourceWordsWritten` keeps between controls: each table's and locale's words, each
    /// literal's verdict, and the source strings by word, made when first needed.
    struct WordCaches {
        var byTableAndLocale: [String: Set<UInt64>] = [:]
        var keptAsName: [String: Bool] = [:]
        var sourceStrings: [String: SourceWordIndex] = [:]
    }

    /// For each segment titled from a table: the locales that lack its key but whose strings of
    /// that table write every word of its source title (made once per table and locale). For a
    /// literal title the translators keep as a name (`isKeptAsName`): every locale that lacks it.
    func sourceWordsWritten(_ control: ResolvedControl, tables: LocalizationTables, caches: inout WordCaches)
        -> [Int: Set<String>]
    {
        var result: [Int: Set<String>] = [:]
        for segment in control.segments {
            guard let title = segment.title, let source = title[control.sourceLocale]?.value ?? title[""]?.value
            else { continue }
            guard let reference = title.reference else {
                // A title no table holds (a literal in code or a layout) that the app's translators
                // keep as it is is a name: every locale shows what its translators would.
                let lacking = control.locales.filter { $0 != control.sourceLocale && title[$0] == nil }
                guard !lacking.isEmpty else { continue }
                let cacheKey = control.sourceLocale + "\u{0}" + source
                if caches.keptAsName[cacheKey] == nil {
                    if caches.sourceStrings[control.sourceLocale] == nil {
                        caches.sourceStrings[control.sourceLocale] = SourceWordIndex(
                            tables: tables, sourceLocale: control.sourceLocale)
                    }
                    caches.keptAsName[cacheKey] = Self.isKeptAsName(
                        source, tables: tables, sourceLocale: control.sourceLocale,
                        sources: caches.sourceStrings[control.sourceLocale]!)
                }
                if caches.keptAsName[cacheKey] == true { result[segment.index] = Set(lacking) }
                continue
            }
            var sourceWords: Set<UInt64> = []
            Self.addWords(of: source, to: &sourceWords)
            guard !sourceWords.isEmpty, let byLocale = tables.byLocale[reference.table] else { continue }
            for locale in control.locales where locale != control.sourceLocale && title[locale] == nil {
                guard let strings = byLocale[locale], strings[reference.key] == nil else { continue }
                let cacheKey = reference.table + "\u{0}" + locale
                if caches.byTableAndLocale[cacheKey] == nil {
                    var written: Set<UInt64> = []
                    for string in strings.values { Self.addWords(of: string.value.value, to: &written) }
                    caches.byTableAndLocale[cacheKey] = written
                }
                if sourceWords.isSubset(of: caches.byTableAndLocale[cacheKey]!) {
                    result[segment.index, default: []].insert(locale)
                }
            }
        }
        return result
    }

    /// Every table's source strings (Android's default and the source locale's), with their
    /// lower-cased words and, by word, the strings that hold it: a literal's strings are found
    /// from its rarest word, not by hashing every string again for each literal.
    struct SourceWordIndex {
        struct Entry {
            let table: String
            let key: String
            let value: String
            let words: Set<UInt64>
        }
        private(set) var entries: [Entry] = []
        private var byWord: [UInt64: [Int]] = [:]

        init(tables: LocalizationTables, sourceLocale: String) {
            for (table, byLocale) in tables.byLocale {
                let sources = (byLocale[""] ?? [:]).merging(byLocale[sourceLocale] ?? [:]) { _, own in own }
                for (key, string) in sources {
                    var words: Set<UInt64> = []
                    Resolver.addWords(of: string.value.value.lowercased(), to: &words)
                    for word in words { byWord[word, default: []].append(entries.count) }
                    entries.append(Entry(table: table, key: key, value: string.value.value, words: words))
                }
            }
        }

        /// The source strings that hold every one of `words`.
        func holding(_ words: Set<UInt64>) -> [Entry] {
            guard let rarest = words.min(by: { (byWord[$0]?.count ?? 0) < (byWord[$1]?.count ?? 0) }) else { return [] }
            return (byWord[rarest] ?? []).map { entries[$0] }.filter { words.isSubset(of: $0.words) }
        }
    }

    /// A text the app's translators keep as it is in the strings that use it: of the locales that
    /// translate a source string holding all its words (case aside), at least two in three keep
    /// them all, and at least half of those written in another script than Latin ("Follow using
    /// Twitch account": "Mit Twitch Account folgen", "Twitch アカウントでフォロー", "使用 twitch 账号关注";
    /// only Russian writes "Твича"). At least three locales must translate such a string. A word
    /// Latin-script languages share ("Video") is not kept in Russian, Japanese or Chinese.
    static func isKeptAsName(
        _ text: String, tables: LocalizationTables, sourceLocale: String, sources: SourceWordIndex
    ) -> Bool {
        var words: Set<UInt64> = []
        addWords(of: text.lowercased(), to: &words)
        guard !words.isEmpty else { return false }
        var translating: Set<String> = []
        var keeping: Set<String> = []
        var otherScript: Set<String> = []
        var otherScriptKeeping: Set<String> = []
        for source in sources.holding(words) {
            for (locale, strings) in tables.byLocale[source.table] ?? [:] where locale != "" && locale != sourceLocale {
                guard let translated = strings[source.key]?.value.value, translated != source.value else { continue }
                var written: Set<UInt64> = []
                addWords(of: translated.lowercased(), to: &written)
                let kept = words.isSubset(of: written)
                translating.insert(locale)
                if kept { keeping.insert(locale) }
                if translated.unicodeScalars.contains(where: isNonLatinLetter) {
                    otherScript.insert(locale)
                    if kept { otherScriptKeeping.insert(locale) }
                }
            }
        }
        return translating.count >= 3 && keeping.count * 3 >= translating.count * 2
            && otherScriptKeeping.count * 2 >= otherScript.count
    }

    private static func isNonLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && scalar.value > 0x24F && !(0x1E00...0x1EFF).contains(scalar.value)
    }

    /// The words of a text, each as a hash of its bytes: runs of ASCII letters and digits and of
    /// any non-ASCII bytes (the letters of every other script). Hashed byte by byte, not as
    /// strings: every string of every locale that misses a title goes through here (12 % of
    /// Wikipedia's run as a set of substrings).
    static func addWords(of text: String, to words: inout Set<UInt64>) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var inWord = false
        func end() {
            if inWord { words.insert(hash) }
            hash = 0xcbf2_9ce4_8422_2325
            inWord = false
        }
        for byte in text.utf8 {
            let isWordByte =
                byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A)
            if isWordByte {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                inWord = true
            } else {
                end()
            }
        }
        end()
    }

    // MARK: - The inventory

    /// What a user of the source language sees in each segment of each control, checked or not,
    /// for the inventory: tables applied (a key missing from every table shows as the key), the
    /// first of several alternatives with the others after " | ".
    /// `tables`: those `resolveWithTables` merged (merging them again was 4 % of a 30-locale app's run).
    public func inventory(checked: [ResolvedControl], unchecked: [ControlSpec], tables: LocalizationTables)
        -> [InventoryEntry]
    {
        var entries: [InventoryEntry] = []
        func title(_ text: LocalizedText?, sourceLocale: String) -> String? {
            guard let text else { return nil }
            if !text.alternatives.isEmpty {
                return text.alternatives.compactMap { title($0.text, sourceLocale: sourceLocale) }.joined(
                    separator: " | ")
            }
            return (text.entries[sourceLocale] ?? text.entries[""])?.value
        }
        func segments(_ specs: [SegmentSpec], unresolved: [UnresolvedTitle], sourceLocale: String) -> [InventoryEntry
            .Segment]
        {
            var result = specs.map { segment -> InventoryEntry.Segment in
                if let u = unresolved.first(where: { $0.segment == segment.index }) {
                    return .unresolved(expression: u.expression, reason: u.reason)
                }
                if let text = title(segment.title, sourceLocale: sourceLocale) { return .title(text) }
                if let image = segment.image { return .image(image.name.value) }
                return .title("")
            }
            for u in unresolved where u.segment >= specs.count {
                result.append(.unresolved(expression: u.expression, reason: u.reason))
            }
            return result
        }
        for control in checked {
            var entry = InventoryEntry(
                id: control.id, file: control.file, line: control.location.line, column: control.location.column,
                foundIn: control.origin, checked: true, reason: nil,
                segments: segments(control.segments, unresolved: [], sourceLocale: control.sourceLocale))
            entry.style = control.preset.name.rawValue
            entries.append(entry)
        }
        let source = configuration.sourceLocale?.value ?? "en"
        for var control in unchecked {
            for s in control.segments.indices {
                if var text = control.segments[s].title {
                    try? apply(tables, to: &text)
                    control.segments[s].title = text
                }
            }
            let reason =
                control.notChecked
                ?? control.unresolvedTitles.first.map { u in
                    "a title segqa cannot evaluate: '\(u.expression)'" + (u.reason.isEmpty ? "" : " (\(u.reason))")
                }
            entries.append(
                InventoryEntry(
                    id: control.id.value, file: control.file, line: control.location.line,
                    column: control.location.column, foundIn: control.origin, checked: false, reason: reason,
                    segments: segments(control.segments, unresolved: control.unresolvedTitles, sourceLocale: source)))
        }
        return entries.sorted { ($0.file, $0.line, $0.column, $0.id) < ($1.file, $1.line, $1.column, $1.id) }
    }

    // MARK: - Helpers of the stages

    /// Every locale the inputs have: strings, tables' files, translation files, `locales` lists,
    /// source locales (and the pseudo-locales when asked for). `--locale` must name one of them.
    public func availableLocales(_ files: [LoadedFile]) -> Set<String> {
        let work = sort(files)
        var found = work.tables.locales
        if let listed = configuration.locales { found.formUnion(listed.map(\.value)) }
        for translation in work.translations { found.insert(translation.locale.value) }
        for content in work.contents {
            found.insert(sourceLocale(of: content))
            found.formUnion((content.locales ?? []).map(\.value))
            for control in content.controls {
                found.formUnion(control.joinedTitles?.entries.keys ?? [:].keys)
                for segment in control.segments {
                    for text in [segment.title, segment.accessibilityLabel].compactMap({ $0 }) {
                        found.formUnion(text.entries.keys)
                    }
                }
            }
        }
        if pseudo { found.formUnion(PseudoLocalizer.locales) }
        found.remove("")
        return found
    }

    func sourceLocale(of content: ContentFile) -> String {
        configuration.sourceLocale?.value ?? content.sourceLocale?.value ?? "en"
    }

    /// Fills a text that refers to a table key with the table's strings: every locale, its
    /// variants and its review state. A string in state `new` is not translated yet: that locale
    /// falls back to the source, as iOS does. A key that is missing is an error unless the text
    /// has a value of its own (a storyboard's Base title, an Android default).
    private func apply(_ tables: LocalizationTables, to text: inout LocalizedText) throws {
        if !text.alternatives.isEmpty { return try applyAlternatives(tables, to: &text) }
        if !text.parts.isEmpty { return try compose(tables, &text) }
        guard let reference = text.reference else { return }
        guard let strings = tables.strings(table: reference.table, key: reference.key) else {
            guard text.entries.isEmpty else { return }
            guard tables.hasTable(reference.table) else {
                let known = tables.tableNames.map { "'\($0)'" }.joined(separator: ", ")
                throw ModelError(
                    reference.location,
                    "no localization table '\(reference.table)'"
                        + (known.isEmpty
                            ? " (name the String Catalog, .strings or XLIFF files in \"sources\" or on the command line)"
                            : " (tables: \(known))"))
            }
            var message = "no key '\(reference.key)' in table '\(reference.table)'"
            if let file = tables.files[reference.table] { message += " (\(file))" }
            if let suggestion = closest(reference.key, in: tables.keys(table: reference.table)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw ModelError(reference.location, message)
        }
        for (locale, string) in strings {
            if string.state == "untranslatable" { text.isTranslatable = false }
            guard string.state != "new" else { continue }
            // Base.lproj is the source text: it replaces the key code shows when no table has one.
            let keyStandsIn = locale.isEmpty && text.fallbackIsKey
            if text.entries[locale] == nil || text.entries[locale]?.value.isEmpty == true || keyStandsIn {
                text.entries[locale] = string.value
            }
            if !string.variants.isEmpty { text.variants[locale] = string.variants }
            if let state = string.state, state == "needs_review" || state == "stale" { text.states[locale] = state }
            if let state = string.state, ["translated", "final", "signed-off"].contains(state) {
                text.confirmedLocales.insert(locale)
            }
        }
    }

    /// Code that shows one of several texts (`isPro ? a : b`): each is read from the tables; the
    /// first is the text, and every locale has all of them as variants, so the widest decides.
    private func applyAlternatives(_ tables: LocalizationTables, to text: inout LocalizedText) throws {
        var alternatives = text.alternatives
        for index in alternatives.indices { try apply(tables, to: &alternatives[index].text) }
        var result = alternatives[0].text
        result.alternatives = alternatives
        let locales = Set(alternatives.flatMap { $0.text.entries.keys })
        for locale in locales {
            result.variants[locale] = alternatives.compactMap { alternative in
                guard let value = alternative.text.entries[locale] ?? alternative.text.entries[""] else { return nil }
                return LocalizedString.Variant(name: alternative.name, value: value)
            }
            if result.entries[locale] == nil, let first = result.variants[locale]?.first {
                result.entries[locale] = first.value
            }
        }
        text = result
    }

    /// Code that joins texts (`"3" + Texts.hourShort`): each part read from the tables, then joined
    /// per locale. A locale where a part has no text of its own shows that part's source, as a
    /// device does; where the result is the source's, it is the source's. Findings on a joined
    /// title point at the translation of its (first) localized part, else at the code.
    private func compose(_ tables: LocalizationTables, _ text: inout LocalizedText) throws {
        var parts = text.parts
        for index in parts.indices { try apply(tables, to: &parts[index]) }
        let locales = Set(parts.flatMap { $0.entries.keys }).subtracting([""])
        func source(_ part: LocalizedText) -> Located<String>? { part.entries[""] }
        var entries: [String: Located<String>] = [:]
        if parts.allSatisfy({ source($0) != nil }) {
            entries[""] = Located(parts.map { source($0)!.value }.joined(), at: text.location, pointer: text.pointer)
        }
        for locale in locales {
            var pieces: [String] = []
            var place: Located<String>?
            for part in parts {
                if let own = part.entries[locale] {
                    pieces.append(own.value)
                    if place == nil, part.reference != nil { place = own }
                } else if let fallback = source(part) {
                    pieces.append(fallback.value)
                } else {
                    pieces = []
                    break
                }
            }
            guard !pieces.isEmpty else { continue }
            let at = place ?? Located(pieces.joined(), at: text.location, pointer: text.pointer)
            entries[locale] = Located(pieces.joined(), at: at.location, pointer: at.pointer)
        }
        text.entries = entries
        text.reference = parts.first { $0.reference != nil }?.reference
        if parts.contains(where: { !$0.isTranslatable }) { text.isTranslatable = false }
    }

    /// Splits a control's `titles` at its `titleSeparator` into segments. The source locale's
    /// string decides the segments; a locale whose string splits into another number of parts
    /// (a title holding the separator, such as German "0,5×") keeps no titles and is recorded.
    private func split(_ control: inout ControlSpec, defaults: LayoutSettings, sourceLocale: String) throws
        -> [SplitMismatch]
    {
        guard let joined = control.joinedTitles else { return [] }
        let settings = defaults.overriding(with: control.settings)
        guard let separator = settings.titleSeparator, !separator.value.isEmpty else {
            throw ModelError(
                joined.location,
                "control '\(control.id.value)' gives 'titles' as one string but no 'titleSeparator' to split it at")
        }
        guard let source = joined.entries[sourceLocale] ?? joined.entries[""] else {
            throw ModelError(
                joined.location, "'titles' of '\(control.id.value)' has no '\(sourceLocale)' (source locale) string")
        }
        let count = source.value.components(separatedBy: separator.value).count
        var segments = (0..<count).map { index in
            SegmentSpec(
                index: index, location: joined.location, pointer: joined.pointer, title: nil, image: nil,
                accessibilityLabel: nil, width: nil, enabled: true, suppressions: [])
        }
        var mismatches: [SplitMismatch] = []
        for (locale, text) in joined.entries.sorted(by: { $0.key < $1.key }) {
            let parts = text.value.components(separatedBy: separator.value)
            guard parts.count == count else {
                mismatches.append(
                    SplitMismatch(
                        locale: locale.isEmpty ? sourceLocale : locale, text: text.value, parts: parts,
                        expected: count, separator: separator.value, location: text.location,
                        pointer: text.pointer))
                continue
            }
            for (index, part) in parts.enumerated() {
                var title =
                    segments[index].title ?? LocalizedText(entries: [:], location: text.location, pointer: text.pointer)
                title.entries[locale] = Located(part, at: text.location, pointer: text.pointer)
                segments[index].title = title
            }
        }
        control.segments = segments
        return mismatches
    }

    private func merge(_ values: [Located<String>?], into control: inout ControlSpec, locale: String, label: Bool)
        throws
    {
        for (index, value) in values.enumerated() {
            guard let value, index < control.segments.count else { continue }
            var segment = control.segments[index]
            var text =
                (label ? segment.accessibilityLabel : segment.title)
                ?? LocalizedText(entries: [:], location: value.location, pointer: value.pointer)
            if let existing = text.entries[locale] {
                throw ModelError(
                    value.location,
                    "\(label ? "accessibility label" : "title") of segment \(index) of '\(control.id.value)' for '\(locale)' is also given at \(existing.location)"
                )
            }
            text.entries[locale] = value
            if label { segment.accessibilityLabel = text } else { segment.title = text }
            control.segments[index] = segment
        }
    }

    /// `--locale`, else the configuration's or file's `locales`, else every locale the file uses.
    /// `excluded`: locales found in tables that no user gets the app's screens in (sparse ones).
    private func locales(
        of content: ContentFile, sourceLocale: String, extra: Set<String>, excluded: Set<String> = []
    ) throws -> [String] {
        if let localeFilter {
            return orderedLocales(
                Set(localeFilter), source: sourceLocale, includeSource: localeFilter.contains(sourceLocale))
        }
        if let listed = configuration.locales ?? content.locales {
            return orderedLocales(Set(listed.map(\.value)), source: sourceLocale)
        }
        var found = extra
        for control in content.controls {
            for locale in control.joinedTitles?.entries.keys ?? [:].keys where !locale.isEmpty { found.insert(locale) }
            for segment in control.segments {
                for text in [segment.title, segment.accessibilityLabel].compactMap({ $0 }) {
                    for locale in text.entries.keys where !locale.isEmpty { found.insert(locale) }
                }
            }
        }
        return orderedLocales(found.subtracting(excluded), source: sourceLocale)
    }

    /// The source locale first, then the others sorted, so output order is stable.
    private func orderedLocales(_ locales: Set<String>, source: String, includeSource: Bool = true) -> [String] {
        (includeSource ? [source] : []) + locales.subtracting([source]).sorted()
    }
}
