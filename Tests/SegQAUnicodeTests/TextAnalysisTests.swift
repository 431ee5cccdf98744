import Testing
@testable import SegQAUnicode

@Suite struct CaseMappingTests {
    @Test func germanSharpSBecomesSS() throws {
        #expect(try CaseMapping.uppercase("straße", locale: "de") == "STRASSE")
    }

    @Test func turkishDottedCapitalI() throws {
        #expect(try CaseMapping.uppercase("istanbul", locale: "tr") == "İSTANBUL")
        #expect(try CaseMapping.uppercase("istanbul", locale: "en") == "ISTANBUL")
        #expect(try CaseMapping.lowercase("DİYARBAKIR", locale: "tr") == "diyarbakır")
    }

    @Test func greekUppercaseDropsAccents() throws {
        #expect(try CaseMapping.uppercase("Ημέρα", locale: "el") == "ΗΜΕΡΑ")
    }
}

@Suite struct NormalizationTests {
    @Test func decomposedIsNotNFC() throws {
        #expect(try Normalization.isNFC("Caf\u{E9}"))
        #expect(try !Normalization.isNFC("Cafe\u{301}"))
        #expect(try Normalization.nfc("Cafe\u{301}") == "Caf\u{E9}")
    }
}

@Suite struct ScriptRunTests {
    @Test func commonTakesNeighbouringScript() {
        let text = Array("Día 5 — 日本語 (テスト)".utf16)
        let runs = Scripts.runs(utf16: text)
        #expect(runs.map(\.script) == ["Latn", "Hani", "Kana", "Hani"])  // ")" closes the Han "("
        #expect(runs.first?.range == 0..<8)  // "Día 5 — " goes with Latin
    }

    @Test func leadingCommonTakesFollowingScript() {
        let runs = Scripts.runs(utf16: Array("5 יום".utf16))
        #expect(runs.map(\.script) == ["Hebr"])
        #expect(Scripts.runs(utf16: Array("123".utf16)).map(\.script) == ["Zyyy"])
    }

    @Test func bracketsCloseWithTheirOpener() {
        let runs = Scripts.runs(utf16: Array("Wi-Fi (5 ГГц)".utf16))
        #expect(runs.map(\.script) == ["Latn", "Cyrl", "Latn"])
        #expect(runs.last?.range == 12..<13)  // ")" closes the Latin "("
    }

    @Test func properties() {
        #expect(CharacterProperties.name(0x200B) == "ZERO WIDTH SPACE")
        #expect(CharacterProperties.isDefaultIgnorable(0x200D))
        #expect(!CharacterProperties.isDefaultIgnorable(0x41))
        #expect(CharacterProperties.notation(0xE000) == "U+E000")
        #expect(CharacterProperties.unicodeVersion == "15.0")
        #expect(BidiClass(of: 0x05D0) == .R)
        #expect(BidiClass(of: 0x0627) == .AL)
    }
}
