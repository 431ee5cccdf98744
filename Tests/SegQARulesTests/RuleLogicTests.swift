import SegQACore
import Testing

@testable import SegQARules

/// The parts of rules that compute something, against values known from outside segqa.
@Suite struct RuleLogicTests {
    /// Apple's "Language and Locale IDs" fallback: region dropped, Chinese regions to their script.
    @Test func localeFallbackChains() {
        #expect(LocaleInfo.parents(of: "en-GB") == ["en"])
        #expect(LocaleInfo.parents(of: "sr-Latn-RS") == ["sr-Latn", "sr"])
        #expect(LocaleInfo.parents(of: "zh-HK") == ["zh-Hant", "zh"])
        #expect(LocaleInfo.parents(of: "zh-SG") == ["zh-Hans", "zh"])
        #expect(LocaleInfo.parents(of: "pt_BR") == ["pt"])
        #expect(LocaleInfo.parents(of: "de").isEmpty)
    }

    @Test func contrastMatchesWCAGReferenceValues() throws {
        // WebAIM's checker: #767676 on white is the lightest grey passing 4.5:1 (4.54), #777777 fails (4.48).
        func ratio(_ a: String, _ b: String) -> Double { RGBA(hex: a)!.contrast(with: RGBA(hex: b)!) }
        #expect(abs(ratio("#000000", "#FFFFFF") - 21) < 0.001)
        #expect(abs(ratio("#767676", "#FFFFFF") - 4.54) < 0.005)
        #expect(abs(ratio("#777777", "#FFFFFF") - 4.48) < 0.005)
        #expect(abs(ratio("#FFFFFF", "#007AFF") - 4.02) < 0.01)
        // Black at alpha 0x80 (128/255) over white composites to #7F7F7F, which has 4.00:1 (#808080 has 3.95:1).
        let half = RGBA(hex: "#00000080")!.over(.white)
        #expect(abs(half.r * 255 - 127) < 0.01)
        #expect(abs(half.contrast(with: .white) - 4.00) < 0.005)
    }

    @Test func neutralsBetweenOppositeDirections() {
        #expect(BidiNeutralBoundaryRule.boundary(in: "شبكة Wi-Fi 5GHz.")?.characters == ".")
        // Brackets that pair up are resolved together, before other neutrals (N0): the pair shows
        // around what it encloses; an unpaired one takes a side (judged false on Persian titles,
        // "پنهان (cache)", and found on "وب تون(Webtoon)").
        #expect(BidiNeutralBoundaryRule.boundary(in: "5 GHz (מומלץ)") == nil, "a bracket pair (N0)")
        #expect(BidiNeutralBoundaryRule.boundary(in: "برنامه‌های پنهان (cache)") == nil, "a bracket pair (N0)")
        #expect(BidiNeutralBoundaryRule.boundary(in: "وب تون(Webtoon)") == nil, "a bracket pair (N0)")
        #expect(BidiNeutralBoundaryRule.boundary(in: "5 GHz (מומלץ")?.characters == "(", "unpaired")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "5 GHz (מומלץ).") == nil,
            "a period after the pair: the pair resolved (left-to-right) before it")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "שבכה (Wi-Fi).") == nil,
            "the pair takes right-to-left from the text before it, and the period ends the right-to-left text")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "שבכה (Wi-Fi) - Notes")?.characters == "-",
            "between the pair (right-to-left, from the text before it) and left-to-right text")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "12 ساعة") == nil,
            "digits before right-to-left text in a right-to-left title")
        #expect(BidiNeutralBoundaryRule.boundary(in: "Wi-Fi (5 GHz)") == nil, "one direction only")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "ل 100g / 100ml") == nil,
            "numbers keep to the run they touch (W2, I2): nothing for the context to decide")
        #expect(BidiNeutralBoundaryRule.boundary(in: "ل 100g: 5") != nil, "a colon not between numbers is neutral")
        #expect(
            BidiNeutralBoundaryRule.boundary(in: "שבכה \u{2068}Wi-Fi 5GHz.\u{2069}") == nil,
            "an isolated run is settled")
        #expect(BidiNeutralBoundaryRule.boundary(in: "اتصال Wi-Fi") == nil, "spaces alone do not count")
    }

    @Test func bidiControlsAndIsolates() {
        #expect(BidiControlCharactersRule.problems("\u{2067}כבוי\u{2069}").isEmpty)
        #expect(
            BidiControlCharactersRule.problems("\u{202E}abc").first?.contains("U+202E RIGHT-TO-LEFT OVERRIDE") == true)
        #expect(BidiControlCharactersRule.problems("abc\u{2069}").first?.contains("never opened") == true)
    }

    @Test func untranslatedNeedsAWord() {
        #expect(UntranslatedTitleRule.hasWord("Videos"))
        for text in ["M", "VIP", "5 GHz", "OK", "通知", "2.4 GHz"] {
            #expect(!UntranslatedTitleRule.hasWord(text), "\(text)")
        }
    }

    @Test func technicalNamesNeedNoTranslation() {
        for text in ["IPv4", "IPv6", "5G", "H.264", "5 GHz"] {
            #expect(MissingTranslationRule.isTechnicalName(text), "\(text)")
        }
        // Words, and capitals without a digit (a word set in capitals), still need one.
        for text in ["Host name", "ALL", "Top 10", "Day 1", "Wi-Fi"] {
            #expect(!MissingTranslationRule.isTechnicalName(text), "\(text)")
        }
    }

    @Test func whitespaceProblemsAreNamed() {
        #expect(WhitespaceTitleRule.problems("\u{00A0}Tag") == ["starts with white space"])
        #expect(WhitespaceTitleRule.problems("\tTag") == ["starts with white space", "holds a tab"])
        // One ordinary space moves a centred title by under 2 pt (deltachat's Kabyle " Timidelt").
        #expect(WhitespaceTitleRule.problems(" Tag").isEmpty)
        #expect(WhitespaceTitleRule.problems("All  Day") == ["holds doubled spaces"])
        #expect(WhitespaceTitleRule.problems("Line\nbreak") == ["holds a line break"])
        #expect(WhitespaceTitleRule.problems("Ganztägig").isEmpty)
    }

    @Test func traitWordsAreWholeWordsExceptInUnspacedScripts() {
        #expect(LabelRedundantTraitRule.trait(in: "List button", words: ["button"], unspaced: false) == "button")
        #expect(LabelRedundantTraitRule.trait(in: "Buttonhole stitch", words: ["button"], unspaced: false) == nil)
        #expect(LabelRedundantTraitRule.trait(in: "Tablet layout", words: ["tab"], unspaced: false) == nil)
        #expect(LabelRedundantTraitRule.trait(in: "リストボタン", words: ["ボタン"], unspaced: true) == "ボタン")
    }
}
