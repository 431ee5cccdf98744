import Testing

@testable import SegQAUnicode

/// CLDR exemplar sets through ICU: what "about N characters" counts in.
@Suite struct ExemplarCharactersTests {
    @Test func englishIsTheLowercaseAlphabet() throws {
        let english = try ExemplarCharacters(locale: "en")
        #expect(english.isOwn)
        #expect(english.characters == "abcdefghijklmnopqrstuvwxyz".map(String.init))
    }

    @Test func germanAddsUmlautsAndSharpS() throws {
        let german = Set(try ExemplarCharacters(locale: "de").characters)
        #expect(german.isSuperset(of: ["ä", "ö", "ü", "ß", "a", "z"]))
    }

    @Test func regionsAndScriptsFindTheirLanguage() throws {
        let japanese = try ExemplarCharacters(locale: "ja")
        #expect(japanese.characters.count > 2000)
        #expect(japanese.characters.contains("あ"))
        let traditional = try ExemplarCharacters(locale: "zh-Hant")
        #expect(traditional.characters.contains("們"))
        #expect(try ExemplarCharacters(locale: "pt-BR").characters.contains("ç"))
    }

    @Test func multiCharacterExemplarsStayWhole() throws {
        // Slovak counts "ch" as one letter.
        #expect(try ExemplarCharacters(locale: "sk").characters.contains("ch"))
    }

    @Test func aLanguageICUDoesNotKnowSaysSo() throws {
        let unknown = try ExemplarCharacters(locale: "qaa")
        #expect(!unknown.isOwn)
    }
}
