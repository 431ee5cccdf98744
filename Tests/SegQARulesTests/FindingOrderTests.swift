import SegQAModel
import Testing

@testable import SegQACore

/// The order every output lists findings in, and merging the findings of one place.
@Suite struct FindingOrderTests {
    static func finding(
        _ file: String, _ line: Int, rule: String = "title_truncated", control: String = "c",
        locale: String? = "de", severity: Severity = .warning, message: String = "m"
    ) -> Finding {
        Finding(
            rule: rule, severity: severity, message: message,
            location: SourceLocation(file: file, line: line, column: 3), pointer: "", control: control,
            segment: 0, locale: locale)
    }

    /// By the files' bytes first: "e" + U+0301 (0x65 …) before "é" (0xC3 …), though Swift's
    /// String equality calls them the same, and before any line is compared.
    @Test func filesSortByTheirBytesBeforeLines() {
        let decomposed = Self.finding("/p/e\u{301}.strings", 9)
        let composed = Self.finding("/p/\u{E9}.strings", 1)
        let plain = Self.finding("/p/a.strings", 5)
        let sorted = [composed, decomposed, plain].sortedDeterministically()
        #expect(sorted.map(\.file) == ["/p/a.strings", "/p/e\u{301}.strings", "/p/\u{E9}.strings"])
        #expect(sorted.map(\.line) == [5, 9, 1])
    }

    /// Whatever order they come in, the same order out: a few hundred findings that share
    /// files, lines and rules and differ further down (control, locale, message).
    @Test func anyInputOrderGivesTheSameOrder() {
        var generator = SplitMix(seed: 27)
        let files = ["/a/de.lproj/L.strings", "/a/Base.lproj/Main.storyboard", "/a/ja.lproj/L.strings", "/b/x.swift"]
        let findings = (0..<300).map { _ in
            Self.finding(
                files[Int(generator.next() % 4)], Int(generator.next() % 6) + 1,
                rule: ["title_truncated", "font_fallback"][Int(generator.next() % 2)],
                control: "c\(generator.next() % 3)", locale: ["de", "ja", nil][Int(generator.next() % 3)],
                message: "m\(generator.next() % 2)")
        }
        let once = findings.sortedDeterministically()
        #expect(findings.reversed().sortedDeterministically() == once)
        var shuffled = findings
        shuffled.shuffle(using: &generator)
        #expect(shuffled.sortedDeterministically() == once)
        // Each neighbour pair in order, field by field as documented.
        for (a, b) in zip(once, once.dropFirst()) {
            let key = { (f: Finding) in [f.file, "\(f.line)".leftPadded, f.rule, f.control, f.locale ?? "", f.message] }
            #expect(!key(b).lexicographicallyPrecedes(key(a)))
        }
    }

    @Test func onePlaceUsedByTwoControlsIsOneFindingNamingTheOther() {
        let shared = [
            Self.finding("/a/de.lproj/L.strings", 4, control: "settings", severity: .warning),
            Self.finding("/a/de.lproj/L.strings", 4, control: "profile", severity: .error),
            // Another locale at the same place stays its own finding.
            Self.finding("/a/de.lproj/L.strings", 4, control: "settings", locale: "fr"),
            Self.finding("/a/de.lproj/L.strings", 7, control: "settings"),
        ].sortedDeterministically()
        let merged = shared.mergingSharedPlaces()
        #expect(merged.count == 3)
        let kept = merged.first { $0.line == 4 && $0.locale == "de" }
        #expect(kept?.control == "profile" && kept?.severity == .error, "the most severe stands for the place")
        #expect(kept?.message == "m (also in control 'settings')")
        #expect(kept?.property("alsoInControls") == "settings")
        #expect(merged == merged.sortedDeterministically())
        // Nothing shared: the same findings, in the same order.
        let apart = Array(shared.dropFirst())
        #expect(apart.mergingSharedPlaces().map(\.message) == apart.map(\.message))
        #expect(apart.mergingSharedPlaces() == apart)
        // A wrapper's line is the place of every title that goes through it (mihon's
        // `stringResource(res)`): different texts there are different facts.
        var stretch = Self.finding("/i18n/Localize.kt", 14, rule: "missing_translation", control: "reading")
        stretch.visible = "Stretch"
        var mode = Self.finding("/i18n/Localize.kt", 14, rule: "missing_translation", control: "dialog")
        mode.visible = "Reading mode"
        var modeAgain = Self.finding("/i18n/Localize.kt", 14, rule: "missing_translation", control: "tabs")
        modeAgain.visible = "Reading mode"
        let wrapped = [stretch, mode, modeAgain].sortedDeterministically().mergingSharedPlaces()
        #expect(wrapped.map(\.visible).sorted { ($0 ?? "") < ($1 ?? "") } == ["Reading mode", "Stretch"])
    }

    /// One fact across locales is one finding, at the locale that misses by most, naming the
    /// others and each one's place; the source locale and a pseudo-locale stand apart; another
    /// segment or state is another fact.
    @Test func oneFindingPerFactAcrossLocales() {
        func cut(_ locale: String, _ file: String, short: Double, segment: Int = 0) -> Finding {
            var f = Self.finding(file, 4, locale: locale, message: locale)
            f.segment = segment
            f.needed = 100 + short
            f.available = 100
            f.state = "normal"
            return f
        }
        let findings = [
            cut("en", "/a/en.strings", short: 5), cut("de", "/a/de.strings", short: 10),
            cut("fr", "/a/fr.strings", short: 20), cut("en-XA", "/a/en.strings", short: 40),
            cut("ja", "/a/ja.strings", short: 1, segment: 1),
        ]
        let grouped = LocaleGrouping.group(findings, localeOrder: ["en", "de", "fr", "ja"], sourceLocale: "en")
        #expect(grouped.map(\.locale) == ["en", "fr", "en-XA", "ja"])
        let french = grouped[1]
        #expect(french.message == "fr (also in de)")
        #expect(french.property("alsoIn") == "de")
        #expect(
            french.alsoAt == [
                LocalePlace(locale: "de", location: SourceLocation(file: "/a/de.strings", line: 4, column: 3))
            ])
        #expect(grouped[0].alsoAt.isEmpty && grouped[0].message == "en")
        // Equal shortfalls: the first locale in the run's order.
        let tie = LocaleGrouping.group(
            [cut("fr", "/a/fr.strings", short: 3), cut("de", "/a/de.strings", short: 3)],
            localeOrder: ["en", "de", "fr"],
            sourceLocale: "en")
        #expect(tie.map(\.locale) == ["de"])
    }
}

extension String {
    /// Line numbers compared as text sort as numbers when padded.
    fileprivate var leftPadded: String { String(repeating: "0", count: max(0, 6 - count)) + self }
}

/// A small seeded generator: the same findings on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
