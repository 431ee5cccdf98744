import SegQAUnicode
import Testing

/// Locale names from ICU's CLDR data, as reports show them beside the codes.
@Suite struct LocaleDisplayNameTests {
    @Test(arguments: [
        ("ckb", "Central Kurdish"), ("de", "German"), ("pt-BR", "Portuguese (Brazil)"),
        ("zh-Hant", "Chinese (Traditional)"), ("ig", "Igbo"), ("en-XA", "English (Pseudo-Accents)"),
    ])
    func knownLocalesHaveTheirEnglishName(code: String, name: String) {
        #expect(LocaleDisplayName.english(code) == name)
    }

    @Test func anUnknownLanguageHasNoName() {
        #expect(LocaleDisplayName.english("xx") == nil)
        #expect(LocaleDisplayName.english("qq-DE") == nil)
    }
}
