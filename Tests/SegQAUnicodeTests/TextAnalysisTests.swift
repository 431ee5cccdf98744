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

@Suite struct GraphemeShortcutTests {
    /// The shortcut (one cluster per unit for characters that never join) agrees with ICU on
    /// every kind of text it takes, and on neighbours it must not take.
    @Test func shortcutAgreesWithICU() throws {
        let fast = try GraphemeBreaker(), icu = try GraphemeBreaker()
        icu.usesShortcut = false
        // Letters the shortcut takes, and the marks, jamo, joiners, prepended and supplementary
        // characters it must leave to ICU, mixed.
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x2FF, 0x3000...0x303F, 0x3041...0x30FF, 0x4E00...0x4FFF,
            0xAC00...0xAD00, 0xFF01...0xFF60, 0x0D...0x0D, 0x0A...0x0A, 0x00...0x1F,
            0x300...0x36F, 0x1100...0x11FF, 0x3099...0x309A, 0x302A...0x302F, 0x200B...0x200F,
            0x370...0x52F, 0x591...0x5F4, 0x600...0x6FF, 0x900...0x97F, 0xE00...0xE7F,
            0x2600...0x27BF, 0xFE00...0xFE0F, 0xD800...0xDBFF, 0xDC00...0xDFFF,
            0xD83C...0xD83C, 0xDDE6...0xDDFF, 0xD83D...0xD83D, 0xDC68...0xDC69,
        ]
        // A fixed linear congruential sequence: the same strings on every run.
        var seed: UInt64 = 0x5E9A
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        for _ in 0..<30_000 {
            var units: [UInt16] = []
            for _ in 0..<(1 + Int(next() % 12)) {
                let range = ranges[Int(next() % UInt64(ranges.count))]
                let point = range.lowerBound + UInt32(next() % UInt64(range.count))
                units.append(UInt16(point))
            }
            #expect(
                fast.boundaries(utf16: units) == icu.boundaries(utf16: units), "\(units.map { String($0, radix: 16) })")
        }
    }
}

@Suite struct UTF16UnitsTests {
    /// The one-pass transcoder gives the standard library's UTF-16 for text of every length of
    /// UTF-8 sequence, including supplementary characters (surrogate pairs) and the ends of ranges.
    @Test func equalsTheStandardLibrary() {
        let texts = [
            "", "Day", "Übersicht", "概要", "نظرة عامة", "😀👩‍👩‍👧", "a\u{0}b",
            "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
            "Cafe\u{301}", String(repeating: "é😀", count: 500),
        ]
        for text in texts { #expect(utf16Units(of: text) == Array(text.utf16), "\(text.unicodeScalars.map(\.value))") }
        // A substring's bytes are not its base string's start.
        let tail = "Benachrichtigungen".dropFirst(5)
        #expect(utf16Units(of: String(tail)) == Array(tail.utf16))
    }
}
