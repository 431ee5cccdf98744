import Foundation
import Testing

@testable import SegQAUnicode

/// Unicode's own conformance data (Debian `unicode-data`, Unicode 15.0 as ICU 72).
enum UnicodeData {
    static let directories = ["/usr/share/unicode", "/usr/share/unicode/auxiliary", "/usr/share/unicode-data"]

    static func path(_ name: String) -> String? {
        for directory in directories {
            let candidate = directory + "/" + name
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func lines(_ name: String) throws -> [(number: Int, text: String)] {
        guard let path = path(name) else { return [] }
        let content = try String(contentsOfFile: path, encoding: .utf8)
        return content.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = data.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : (index + 1, trimmed)
        }
    }

    /// A line of a break test file, "÷ 0020 × 0308 ÷" (÷ a boundary, × none): its text in UTF-16
    /// and the offsets of its boundaries.
    static func breakTestCase(_ line: String) -> (text: [UInt16], boundaries: [Int]) {
        var codePoints: [UInt32] = []
        var boundaries: [Int] = []
        var offset = 0
        for token in line.split(separator: " ") {
            if token == "÷" {
                boundaries.append(offset)
            } else if token != "×" {
                let cp = UInt32(token, radix: 16)!
                codePoints.append(cp)
                offset += cp > 0xFFFF ? 2 : 1
            }
        }
        return (utf16(codePoints), boundaries)
    }

    static func utf16(_ codePoints: [UInt32]) -> [UInt16] {
        codePoints.flatMap { Array(String(Character(Unicode.Scalar($0) ?? "\u{FFFD}")).utf16) }
    }
}

@Suite struct GraphemeConformanceTests {
    @Test(.enabled(if: UnicodeData.path("GraphemeBreakTest.txt") != nil, "needs Debian unicode-data"))
    func everyLineOfGraphemeBreakTest() throws {
        let breaker = try GraphemeBreaker()
        let lines = try UnicodeData.lines("GraphemeBreakTest.txt")
        #expect(lines.count > 600)
        var failures: [Int] = []
        for (number, line) in lines {
            let (text, expected) = UnicodeData.breakTestCase(line)
            let actual = breaker.boundaries(utf16: text)
            if actual != expected { failures.append(number) }
        }
        #expect(failures == [], "GraphemeBreakTest lines that differ: \(failures)")
    }

    /// Unicode's line break test data through ICU's root-locale line breaker: the breaks a
    /// wrapping title may take (the end of the text is always one; the start is not returned).
    @Test(.enabled(if: UnicodeData.path("LineBreakTest.txt") != nil, "needs Debian unicode-data"))
    func everyLineOfLineBreakTest() throws {
        let breaker = try LineBreaker(locale: "en")
        let lines = try UnicodeData.lines("LineBreakTest.txt")
        #expect(lines.count > 7_000)
        var failures: [Int] = []
        for (number, line) in lines {
            let (text, boundaries) = UnicodeData.breakTestCase(line)
            let expected = boundaries.filter { $0 > 0 }  // the line breaker does not return the start
            let actual = try breaker.breaks(utf16: text).map(\.offset)
            if actual != expected { failures.append(number) }
        }
        #expect(Set(failures) == knownLineBreakDeviations, "LineBreakTest lines that differ: \(failures)")
    }

    @Test func lineBreaksAreTheLocalesAndLineFeedsAreMandatory() throws {
        let german = try LineBreaker(locale: "de")
        #expect(try german.breaks("Mitteilungen verwalten").map(\.offset) == [13, 22])
        #expect(try german.breaks("E-Mail").map(\.offset) == [2, 6])
        let lineFeed = try german.breaks("Tag\nWoche")
        #expect(lineFeed.map(\.offset) == [4, 9])
        #expect(lineFeed.map(\.isMandatory) == [true, false])
        // The end of the text is a break, not a mandatory one (ICU gives it a soft status).
        #expect(try german.breaks("a b").map(\.isMandatory) == [false, false])
        // Japanese breaks between kana and kanji; no break before a small kana (CJ, strict rules).
        let japanese = try LineBreaker(locale: "ja").breaks("通知を管理").map(\.offset)
        #expect(japanese == [1, 2, 3, 4, 5])
        #expect(try german.breaks("").isEmpty)
    }

    @Test func emojiZWJSequenceIsOneCluster() throws {
        let breaker = try GraphemeBreaker()
        // U+2701 ZWJ U+2701: GB11 keeps it together only for Extended_Pictographic; ICU agrees.
        #expect(breaker.count("\u{2701}\u{200D}\u{2701}") == 1)
        #expect(breaker.count("e\u{301}a") == 2)
        #expect(breaker.clusters("👩‍👩‍👧🇩🇪") == ["👩‍👩‍👧", "🇩🇪"])
        #expect(breaker.count("") == 0)
    }
}

@Suite struct BidiConformanceTests {
    /// Lines of BidiCharacterTest.txt (Unicode 15.0) where ICU 72 differs from the reference
    /// algorithm: overrides applied to paired brackets, marks after brackets, deep bracket
    /// nesting. Any other difference fails; a listed line that starts to pass fails too, so
    /// the list stays exact.
    static let knownICUDeviations: Set<Int> = knownDeviationLines

    @Test(.enabled(if: UnicodeData.path("BidiCharacterTest.txt") != nil, "needs Debian unicode-data"))
    func everyLineOfBidiCharacterTest() throws {
        let lines = try UnicodeData.lines("BidiCharacterTest.txt")
        #expect(lines.count > 90_000)
        var failures: Set<Int> = []
        for (number, line) in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            let codePoints = fields[0].split(separator: " ").map { UInt32($0, radix: 16)! }
            let direction: ParagraphDirection =
                fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .auto
            let expectedParagraph = UInt8(fields[2])!
            let expectedLevels = fields[3].split(separator: " ").map { $0 == "x" ? nil : UInt8($0) }
            let expectedOrder = fields[4].split(separator: " ").map { Int($0)! }

            let units = UnicodeData.utf16(codePoints)
            let paragraph = try BidiParagraph(utf16: units, direction: direction)
            // Levels are per UTF-16 unit; the test lists one per code point.
            var levels: [UInt8] = []
            var unit = 0
            for cp in codePoints {
                levels.append(paragraph.levels[unit])
                unit += cp > 0xFFFF ? 2 : 1
            }
            // Characters removed by rule X9 have no level ("x") and no place in the order.
            let kept = codePoints.indices.filter { expectedLevels[$0] != nil }
            let levelsMatch = kept.allSatisfy { levels[$0] == expectedLevels[$0] }
            let order = BidiParagraph.visualOrder(levels: kept.map { levels[$0] }).map { kept[$0] }
            if paragraph.paragraphLevel != expectedParagraph || !levelsMatch || order != expectedOrder {
                failures.insert(number)
            }
        }
        let unexpected = failures.subtracting(Self.knownICUDeviations).sorted()
        let nowPassing = Self.knownICUDeviations.subtracting(failures).sorted()
        #expect(unexpected == [], "lines failing that are not known ICU deviations: \(unexpected)")
        #expect(nowPassing == [], "known deviations that now pass (update the list): \(nowPassing)")
    }

    @Test func arabicWithLatinBrandAndDigits() throws {
        // An RTL paragraph with an embedded LTR brand; the European digit after the Latin
        // run joins it (rule W7), an Arabic-Indic digit stays a number at level 2.
        let paragraph = try BidiParagraph("تطبيق Wi-Fi 5")
        #expect(paragraph.direction == .rightToLeft)
        #expect(paragraph.runs.map(\.direction) == [.rightToLeft, .leftToRight])
        #expect(paragraph.runs.last?.range == 6..<13)
        #expect(paragraph.visualRuns.first?.direction == .leftToRight)  // the brand is displayed leftmost
        let arabicDigits = try BidiParagraph("الساعة ٥")
        #expect(arabicDigits.runs.map(\.level) == [1, 2])
        #expect(try BidiParagraph("Settings").isPureLeftToRight)
    }

    @Test func visualOrderReversesRightToLeftRuns() {
        #expect(BidiParagraph.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiParagraph.visualOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(BidiParagraph.visualOrder(levels: []) == [])
    }
}
