import Foundation
import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Text identical to the source in another language, reported where the evidence is strong: a
/// phrase (two languages rarely share one), a control whose titles are all the source's, or a
/// locale's table that is mostly source text (one finding for the table). A single word identical
/// to the source among translated titles is weak evidence — 'Hashtags' in German, 'Reservoir' in
/// Danish, 'Alpha' in Chinese are right as they are — and is not reported; nor is any text a
/// translator marked done (a String Catalog's `translated`, XLIFF's `final`).
public struct UntranslatedTitleRule: Rule {
    public static let defaultAllowed = [
        "OK", "Wi-Fi", "Bluetooth", "AirDrop", "AirPlay", "iCloud", "FaceTime", "iMessage",
        "Apple Pay", "App Store", "GPS", "HD", "SD", "4K", "HDR", "PDF", "URL", "USB", "NFC",
        "QR", "AM", "PM", "LTE", "5G",
        // Loanwords most languages written in Latin script keep, and unit names.
        "Auto", "Video", "Live", "Radio", "Online", "Offline", "Streaming", "Podcast", "Podcasts",
        "Celsius", "Fahrenheit", "Beaufort",
    ]

    /// Words a language shares with English, by language (always allowed, besides `allow`).
    public static let sharedWords: [String: Set<String>] = [
        "de": ["Standard", "Status", "Start", "Details", "Filter", "Name", "Team", "Tag", "Hotel", "Sport"],
        "nl": ["Inbox", "Status", "Start", "Details", "Filter", "Team", "Hotel", "Sport", "Standaard"],
        "fr": [
            "Date", "Photo", "Photos", "Message", "Messages", "Normal", "Total", "Article", "Articles", "Hotel",
            "Horizontal", "Vertical",
        ],
        "es": ["Normal", "Total", "Hotel", "Radar", "Horizontal", "Vertical"],
        "pt": ["Normal", "Total", "Hotel", "Radar", "Horizontal", "Vertical"],
        "it": ["Radar", "Hotel", "Sport", "Standard", "Film"],
        "sv": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport", "Mild", "Medium"],
        "da": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport", "Inbox", "Mild", "Medium"],
        "nb": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport", "Mild", "Medium"],
    ]

    static let allow = RuleOption.strings(
        "allow", default: defaultAllowed, "titles that may be the same in every language (replaces the default list)")
    static let allowByLocale = RuleOption.stringsByLocale(
        "allowByLocale", "titles that may be the same as the source in one language: {\"de\": [\"Reservoir\"]}")
    static let tableShare = RuleOption.number(
        "tableShare", default: 0.5, range: 0.1...1,
        "the share of a locale's table that must be the source text for one finding about the whole table")

    public static let description = RuleDescription(
        id: "untranslated_title",
        name: "Untranslated title",
        kind: .content,
        severity: .warning,
        rationale: "text identical to the source in another language is usually a string nobody translated",
        documentation: """
            Reports text that is exactly the source locale's where the evidence is strong: a phrase (two or more \
            words: languages rarely share one), a control whose titles with words are all the source's (at least \
            two), or — once, at the table — a locale's localization table of at least 8 strings of which a share \
            (option `tableShare`, default half) is the source text ("the el table Localizable is 93 % English: 412 \
            of 443 strings"); titles in such a table are not reported one by one. A single word identical to the \
            source among translated titles is weak evidence (loanwords: German "Hashtags", Danish "Reservoir", \
            Chinese "Alpha") and is not reported. Never reported: text a translator marked done (String Catalog \
            `translated`, XLIFF `translated`/`final`), Android `translatable="false"`, titles without a word (three \
            lower-case letters in a row: "M", "VIP", "GHz"), caseless scripts, and regional variants of the source \
            language (en-GB next to en). Brand names, units and words many languages share ("OK", "Wi-Fi", "PDF" …) \
            are allowed (option `allow` replaces that list), as are words a language shares with English (German \
            "Standard", Dutch "Inbox"); option `allowByLocale` adds words per locale (`{"da": ["Reservoir"]}`). \
            Nor is a title the app keeps as the source's in most languages that translate the control's other \
            titles (a product name: "Duck.ai"). On Android, a locale's file holds only what a translator entered (a \
            missing string falls back to the default resources), so a title there that reads as the source's in \
            the locale's own script (ICU's exemplar characters: Catalan "Articles", Dutch "Posts") was written on \
            purpose and is not reported; one in another script than the locale's (English in Santali's Ol Chiki \
            file) is.
            """,
        options: [allow.spec, allowByLocale.spec, tableShare.spec],
        nonTriggeringExamples: [
            // A product name kept in every language that translates the control's other title.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "assistant", "segments": [
                    {"title": {"en": "Search", "de": "Suche", "fr": "Recherche", "es": "Buscar", "bg": "Търсене"}},
                    {"title": {"en": "Duck.ai Chat", "de": "Duck.ai Chat", "fr": "Duck.ai Chat", "es": "Duck.ai Chat", "bg": "Duck.ai Chat"}}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "segments": [
                    {"title": {"en": "Day", "de": "Tag"}}, {"title": {"en": "OK", "de": "OK"}},
                    {"title": {"en": "Week", "en-GB": "Week"}}, {"title": {"en": "5 GHz", "de": "5 GHz"}},
                    {"title": {"en": "M", "de": "M"}}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "search.scope", "segments": [
                    {"title": {"en": "Posts", "de": "Beiträge"}}, {"title": {"en": "Hashtags", "de": "Hashtags"}},
                    {"title": {"en": "People", "de": "Personen"}}]}]}
            """#,
            // Words the language shares: Swedish writes "Mild" and "Medium" as English does.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "trim", "segments": [
                    {"title": {"en": "Mild", "sv": "Mild"}}, {"title": {"en": "Medium", "sv": "Medium"}}]}]}
            """#,
            // Spanish writes "Horizontal" and "Vertical" as English does (zotero's scroll direction).
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "scroll.direction", "segments": [
                    {"title": {"en": "Horizontal", "es": "Horizontal"}}, {"title": {"en": "Vertical", "es": "Vertical"}}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "reply",
                      "segments": [{"title": {"en": "Reply", "de": "Antworten"}}, {"title": {"en": "Reply All", "de": ↓"Reply All"}}]}]}
                """#,
                messages: [
                    "'Reply All' (de) is identical to the source (en): a phrase two languages rarely share, so most likely not translated (if it is right, add it to the rule's 'allowByLocale' option)"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                      "segments": [{"title": {"en": "Today", "de": ↓"Today"}}, {"title": {"en": "Week", "de": ↓"Week"}}]}]}
                """#,
                messages: [
                    "'Today' (de) is identical to the source (en), as is every other title of the control: most likely not translated (if a word both languages share, add it to the rule's 'allowByLocale' option)",
                    "'Week' (de) is identical to the source (en), as is every other title of the control: most likely not translated (if a word both languages share, add it to the rule's 'allowByLocale' option)",
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func phraseMessage(title: String, tag: String, sourceLocale: String) -> String {
        "\(quoted(title)) (\(tag)) is identical to the source (\(sourceLocale)): a phrase two languages rarely share, "
            + "so most likely not translated (if it is right, add it to the rule's 'allowByLocale' option)"
    }

    static func controlMessage(title: String, tag: String, sourceLocale: String) -> String {
        "\(quoted(title)) (\(tag)) is identical to the source (\(sourceLocale)), as is every other title of the control: "
            + "most likely not translated (if a word both languages share, add it to the rule's 'allowByLocale' option)"
    }

    /// A run of three or more lower-case letters: single letters ("M"), acronyms ("VIP") and units
    /// ("GHz") stay the same across languages and are not reported; nor are caseless scripts, where
    /// two languages legitimately share words (Japanese and Chinese "通知").
    static func hasWord(_ text: String) -> Bool {
        // By scalar, not by Character (no grapheme breaking: this runs for every string of every
        // table read): a combining mark continues its letter's run ("é" as e + U+0301 is a
        // lower-case character), anything else not lower-case ends it.
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                run = scalar.value >= 0x61 && scalar.value <= 0x7A ? run + 1 : 0
            } else if scalar.properties.isLowercase {
                run += 1
            } else {
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark, .spacingMark: continue
                default: run = 0
                }
            }
            if run >= 3 { return true }
        }
        return false
    }

    /// A title the app keeps as the source's in most of its other translated languages (a
    /// product name, "Duck.ai"): at least 3 languages that translate another title of the control
    /// have it, and at least half of them write it as the source does. Like a term in a table, no
    /// evidence of a missing translation. For a locale written in the title's own script, only
    /// the languages written in it are asked (where at least 3 have the title): Russian and
    /// Chinese can never keep 'Video' as it is, so they say nothing about whether Afrikaans does
    /// (15 of LibreTube's 24 Latin-script translations write 'Video', Afrikaans' word for it).
    static func isTerm(_ index: Int, of control: LocalizedControl) -> Bool {
        let specs = control.segments.map(\.spec)
        let sourceLocale = control.resolved.sourceLocale
        func sourceText(_ spec: SegmentSpec) -> String? {
            spec.title?[sourceLocale]?.value ?? spec.title?[""]?.value
        }
        guard index < specs.count, let text = specs[index].title, let source = sourceText(specs[index]) else {
            return false
        }
        let excluded = [LocaleInfo.language(sourceLocale), LocaleInfo.language(control.locale)]
        let script = sameScript(source, locale: control.locale) ? localeScript(control.locale) : nil
        var having = 0
        var same = 0
        var (havingInScript, sameInScript) = (0, 0)
        // The other titles some language translates, technical names aside (a decimal comma in
        // 'PM2,5' is no translation); when there is none (breezy-weather's 'AQI' beside 'PM2.5',
        // 'NO2', 'CO'), every language with the title is asked.
        let translated = specs.indices.filter { other in
            other != index && !MissingTranslationRule.isTechnicalName(sourceText(specs[other]) ?? "")
                && specs[other].title?.entries.contains { locale, value in
                    !locale.isEmpty && locale != sourceLocale && value.value != sourceText(specs[other])
                } == true
        }
        for (locale, value) in text.entries where !locale.isEmpty && !excluded.contains(LocaleInfo.language(locale)) {
            // A language that translates none of the other titles is untranslated, not evidence.
            let translatesAnother =
                translated.isEmpty
                || translated.contains { other in
                    specs[other].title?[locale].map { $0.value != sourceText(specs[other]) } == true
                }
            guard translatesAnother else { continue }
            having += 1
            if value.value == source { same += 1 }
            if let script, localeScript(locale) == script {
                havingInScript += 1
                if value.value == source { sameInScript += 1 }
            }
        }
        // An acronym ("AQI") is kept by many languages, whatever their script, and spelled out by
        // others (Russian's "ИКВ", French "IQA"): a third of all of them keeping it is enough
        // (breezy-weather's 'AQI', kept by 18 of 47).
        if isAcronym(source) { return having >= 3 && same * 3 >= having }
        // Too few languages in the locale's script to tell: all of them are asked.
        if havingInScript >= 3 { return sameInScript * 2 >= havingInScript }
        return having >= 3 && same * 2 >= having
    }

    /// Two to five capital letters and nothing else: "AQI", "GPS", not "ALL DAY" or "Ok".
    static func isAcronym(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return (2...5).contains(scalars.count) && scalars.allSatisfy { $0.properties.isUppercase }
    }

    /// Whether a title is written in the script the locale writes its words in (Latin for
    /// Catalan and Dutch, not for Santali or Arabic), by ICU's exemplar characters. On Android a
    /// locale's file holds only what a translator entered (a missing string falls back to the
    /// default resources), so a title there that reads as the source's, in the locale's own
    /// script, was written on purpose: a word both languages share ("Articles", "Posts").
    /// Wholesale copies are the table's finding.
    static func sameScript(_ text: String, locale: String) -> Bool {
        guard let script = localeScript(locale) else { return false }
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard let first = letters.first else { return false }
        return Scripts.script(of: first.value) == script
    }

    /// The script most of a locale's exemplar characters are in; nil where ICU has no data.
    static func localeScript(_ locale: String) -> String? {
        scriptsLock.lock()
        defer { scriptsLock.unlock() }
        if let known = scriptsByLocale[locale] { return known }
        var counts: [String: Int] = [:]
        if let exemplars = try? ExemplarCharacters(locale: locale), exemplars.isOwn {
            for character in exemplars.characters {
                guard let scalar = character.unicodeScalars.first else { continue }
                counts[Scripts.script(of: scalar.value), default: 0] += 1
            }
        }
        let script = counts.filter { $0.key != "Zyyy" && $0.key != "Zinh" }.max { $0.value < $1.value }?.key
        scriptsByLocale[locale] = .some(script)
        return script
    }

    nonisolated(unsafe) private static var scriptsByLocale: [String: String?] = [:]
    private static let scriptsLock = NSLock()

    /// Two or more words of two letters or more ("Reply All", "Mark as read").
    static func isPhrase(_ text: String) -> Bool {
        text.split { !$0.isLetter }.filter { $0.count >= 2 }.count >= 2 && hasWord(text)
    }

    /// The words a locale may share with the source: the `allow` list, the locale's own and the curated shared words.
    static func allowed(_ locale: String, _ context: RuleContext) -> Set<String> {
        let language = LocaleInfo.language(locale)
        let own = (context[allowByLocale][locale] ?? context[allowByLocale][language] ?? [])
        return Set((context[allow] + own + (sharedWords[language] ?? [])).map { $0.lowercased() })
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard LocaleInfo.language(control.locale) != LocaleInfo.language(control.resolved.sourceLocale) else {
            return []
        }
        let allowed = Self.allowed(control.locale, context)
        let source = control.resolved.sourceLocale
        // The titles with words this locale has of its own, and whether each is the source's.
        let own = control.ownTitles.compactMap { segment, title -> (LocalizedSegment, LocalizedTitle, Bool)? in
            guard !title.isFallback, Self.hasWord(title.text) else { return nil }
            let same =
                control.sourceTitle(segment.index)?.text == title.text && !title.isConfirmed
                && !allowed.contains(title.text.lowercased())
                && !Self.isTerm(segment.index, of: control)
                && !(control.resolved.platform == .android && Self.sameScript(title.text, locale: control.locale))
            return (segment, title, same)
        }
        let wholeControl = own.count >= 2 && own.allSatisfy(\.2)
        return own.compactMap { segment, title, same in
            guard same else { return nil }
            let tag = title.tag(control.locale)
            let message: String
            if Self.isPhrase(title.text) {
                message = Self.phraseMessage(title: title.text, tag: tag, sourceLocale: source)
            } else if wholeControl {
                message = Self.controlMessage(title: title.text, tag: tag, sourceLocale: source)
            } else {
                return nil  // one word among translated ones: a loanword as often as not
            }
            return finding(message, at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }

    // MARK: - Tables

    /// Each locale's table (a file) counted: of its strings whose source text has words (not a
    /// term the app keeps in most languages, not allowed, not confirmed by a translator), how many
    /// are the source's. A value in another script than the source's is a translation like any
    /// other value that differs. Counted for the tables named in `only` (those a control reads), on
    /// `jobs` threads; `tableFindings` then reports those that title a checked control.
    public struct TableCounts: Sendable {
        struct Count: Sendable {
            var total = 0
            var same = 0
            var table = ""

            mutating func add(_ other: Count) {
                total += other.total
                same += other.same
            }
        }
        /// By file and locale ("path\u{0}de").
        var counts: [String: Count] = [:]
        var tables = LocalizationTables()
        var sourceLocale = "en"
    }

    /// The tables named in `only`, counted from the run's merged tables (`Resolver.resolveWithTables`).
    public static func tableCounts(
        _ tables: LocalizationTables, only: Set<String>, sourceLocale: String, context: RuleContext, jobs: Int = 1
    ) -> TableCounts {
        let counted = tables.tableNames.filter(only.contains)
        let partial = concurrentMap(counted.count, workers: jobs) { index, _ in
            countTable(counted[index], in: tables, sourceLocale: sourceLocale, context: context)
        }
        var result = TableCounts(tables: tables, sourceLocale: sourceLocale)
        for part in partial {
            for (key, count) in part {
                result.counts[key, default: TableCounts.Count(table: count.table)].add(count)
            }
        }
        return result
    }

    /// One table counted, by file and locale. Its source strings are numbered once, and each
    /// locale's strings are looked up among them once: the terms the app keeps and the counts
    /// come from that one reading (a 40-locale table of 5,000 strings was read four times, 10 %
    /// of a large app's run).
    static func countTable(
        _ table: String, in tables: LocalizationTables, sourceLocale: String, context: RuleContext
    ) -> [String: TableCounts.Count] {
        let locales = tables.byLocale[table] ?? [:]
        let base = locales[""] ?? [:]
        let sourceStrings = locales[sourceLocale]
        // The source text of each key: the source locale's over Base's (Android's default). Terms
        // are measured against the source locale's table alone where it has one.
        var number: [String: Int] = [:]
        var sourceText: [String] = []
        var termSource: [Bool] = []
        for (table, isSource) in [(base, sourceStrings == nil), (sourceStrings ?? [:], true)] {
            for (key, string) in table {
                if let n = number[key] {
                    sourceText[n] = string.value.value
                    termSource[n] = isSource
                } else {
                    number[key] = sourceText.count
                    sourceText.append(string.value.value)
                    termSource.append(isSource)
                }
            }
        }
        let countable = sourceText.map(hasWord)
        // Each other locale's strings, read once: the source key's number (-1: none), whether the
        // value is the source's, whether it counts at all (not marked untranslatable), whether a
        // translator confirmed it in a String Catalog, and the file it is in.
        struct Reading {
            var numbers: [Int] = []
            var same: [Bool] = []
            var counts: [Bool] = []
            var confirmed: [Bool] = []
            var file: [Int] = []
            var files: [String] = []
        }
        var readings: [String: Reading] = [:]
        for (locale, strings) in locales where !locale.isEmpty && locale != sourceLocale {
            var reading = Reading()
            reading.numbers.reserveCapacity(strings.count)
            reading.same.reserveCapacity(strings.count)
            for (key, string) in strings {
                let n = number[key] ?? -1
                reading.numbers.append(n)
                reading.same.append(n >= 0 && string.value.value == sourceText[n])
                reading.counts.append(string.state != "untranslatable")
                let file = string.value.location.file
                if reading.files.last != file { reading.files.append(file) }
                reading.file.append(reading.files.count - 1)
                reading.confirmed.append(
                    string.state.map { ["translated", "final", "signed-off"].contains($0) } == true
                        && file.hasSuffix(".xcstrings"))
            }
            readings[locale] = reading
        }
        let kept = terms(readings.values.map { ($0.numbers, $0.same) }, termSource: termSource)
        let sourceLanguage = LocaleInfo.language(sourceLocale)
        var lowered: [String]?
        var counts: [String: TableCounts.Count] = [:]
        for (locale, reading) in readings where LocaleInfo.language(locale) != sourceLanguage {
            let allowedWords = allowed(locale, context)
            if !allowedWords.isEmpty, lowered == nil { lowered = sourceText.map { $0.lowercased() } }
            var byFile = [TableCounts.Count](repeating: TableCounts.Count(table: table), count: reading.files.count)
            for (index, n) in reading.numbers.enumerated() {
                guard n >= 0, countable[n], !kept.contains(n), reading.counts[index],
                    allowedWords.isEmpty || !allowedWords.contains(lowered![n])
                else { continue }
                byFile[reading.file[index]].total += 1
                if reading.same[index], !reading.confirmed[index] { byFile[reading.file[index]].same += 1 }
            }
            for (file, count) in zip(reading.files, byFile) where count.total > 0 {
                counts["\(file)\u{0}\(locale)", default: TableCounts.Count(table: table)].add(count)
            }
        }
        return counts
    }

    /// The source keys (by number) an app keeps as the source in most of its translated languages
    /// (product names, acronyms, protocols: "IPv6", "Matrix"): no evidence that a table is
    /// untranslated. Translated languages are those whose table is mostly not the source's: an app
    /// that ships forty copies of its English table has no terms, only untranslated tables. Only
    /// keys of the source locale's own table (`termSource`) count.
    static func terms(_ readings: [(numbers: [Int], same: [Bool])], termSource: [Bool]) -> Set<Int> {
        let others = readings.filter { reading in
            var same = 0
            for (n, isSame) in zip(reading.numbers, reading.same) where isSame && termSource[n] { same += 1 }
            return same * 2 < reading.numbers.count
        }
        guard others.count >= 3 else { return [] }
        var having = [Int](repeating: 0, count: termSource.count)
        var same = having
        for reading in others {
            for (n, isSame) in zip(reading.numbers, reading.same) where n >= 0 {
                having[n] += 1
                if isSame { same[n] += 1 }
            }
        }
        var result: Set<Int> = []
        for n in termSource.indices where termSource[n] && having[n] >= 3 && same[n] * 2 >= having[n] {
            result.insert(n)
        }
        return result
    }

    /// One finding for each locale's table that is mostly the source text (at least `tableShare` of
    /// at least 8 counted strings) and holds a title or label of a checked control (`used`: table
    /// and key) in a locale it is checked in (`checked`; not a sparse one, which no user has the
    /// app's screens in): a table no control reads is not this tool's business. Returns them with
    /// the files and locales they cover (titles there are not reported one by one).
    public static func tableFindings(
        _ counted: TableCounts, used: [(table: String, key: String)], checked: Set<String>, context: RuleContext
    ) -> (diagnostics: [InputDiagnostic], covered: Set<String>) {
        var titling: Set<String> = []
        for (table, key) in used {
            for (locale, string) in counted.tables.strings(table: table, key: key) ?? [:]
            where !locale.isEmpty && checked.contains(locale) {
                titling.insert("\(string.value.location.file)\u{0}\(locale)")
            }
        }
        var covered: Set<String> = []
        let threshold = context[tableShare]
        // Each table's untranslated locales, gathered: one finding per table, not one per locale
        // (an app with a hundred community locales half done has one fact to report, not a hundred).
        var byTable: [String: [(file: String, locale: String, count: TableCounts.Count, share: Double)]] = [:]
        for (key, count) in counted.counts where count.total >= 8 && titling.contains(key) {
            let share = Double(count.same) / Double(count.total)
            guard share >= threshold else { continue }
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            covered.insert(key)
            byTable[count.table, default: []].append((parts[0], parts[1], count, share))
        }
        var diagnostics: [InputDiagnostic] = []
        for table in byTable.keys.sorted() {
            // The most untranslated first; then by locale, then file.
            let locales = byTable[table]!.sorted {
                $0.share != $1.share ? $0.share > $1.share : ($0.locale, $0.file) < ($1.locale, $1.file)
            }
            let worst = locales[0]
            func percent(_ share: Double) -> Int { Int((share * 100).rounded(.down)) }
            var message =
                "the \(worst.locale) table \(table) is \(percent(worst.share)) % \(counted.sourceLocale) text: \(worst.count.same) of \(worst.count.total) strings are the source's, most likely not translated (its titles are not reported one by one)"
            if locales.count > 1 {
                let others = locales.dropFirst().map { "\($0.locale) \(percent($0.share)) %" }
                message += " (also in \(LocaleGrouping.listed(others)))"
            }
            var diagnostic = InputDiagnostic(
                rule: description.id, message: message, location: SourceLocation(file: worst.file, line: 1, column: 1),
                pointer: "", control: nil, segment: nil, locale: worst.locale)
            diagnostic.alsoAt = locales.dropFirst().map {
                LocalePlace(locale: $0.locale, location: SourceLocation(file: $0.file, line: 1, column: 1))
            }
            diagnostics.append(diagnostic)
        }
        return (diagnostics, covered)
    }
}
