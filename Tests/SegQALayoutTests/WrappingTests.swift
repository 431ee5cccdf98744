import SegQALayout
import SegQAUnicode
import Testing

/// Wrapping with 10 pt per character ("…" too), and ICU's real line breaks.
@Suite struct WrappingTests {
    static func wrap(_ text: String, available: Double, maxLines: Int) throws -> TruncationResult {
        let breaks = try LineBreaker(locale: "en").breaks(text)
        let count = text.utf16.count
        return Wrapping.wrap(
            text, boundaries: Array(0...count), breaks: breaks, fullWidth: Double(count) * 10, available: available,
            maxLines: maxLines
        ) { Double($0.utf16.count) * 10 }
    }

    @Test func linesEndAtTheLastBreakThatFitsAndTheirSpacesHang() throws {
        // "ab cd " is 60 pt but its space hangs: "ab cd" is 50 and fits 50.
        let result = try Self.wrap("ab cd ef", available: 50, maxLines: 2)
        #expect(result.lines == ["ab cd", "ef"])
        #expect(!result.isTruncated)
        #expect(result.visibleWidth == 50)
        #expect(result.visible == "ab cd\nef")
        // A text that fits one line stays one line.
        #expect(try Self.wrap("ab cd ef", available: 80, maxLines: 3).lines == ["ab cd ef"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClusters() throws {
        let all = try Self.wrap("abcdefgh ij", available: 30, maxLines: 10)
        #expect(all.lines == ["abc", "def", "gh", "ij"])
        #expect(all.linesNeeded == 4)
        // Two lines: the second takes the rest ("defgh ij"), cut at its tail.
        let two = try Self.wrap("abcdefgh ij", available: 30, maxLines: 2)
        #expect(two.lines == ["abc", "de…"])
        #expect(two.isTruncated)
        #expect(two.linesNeeded == 4)
        // Less room than one cluster still shows one per line.
        #expect(try Self.wrap("abc", available: 5, maxLines: 5).lines == ["a", "b", "c"])
    }

    @Test func lineFeedsEndLinesAndAHiddenParagraphShowsAnEllipsis() throws {
        #expect(try Self.wrap("Tag\nWoche", available: 100, maxLines: 2).lines == ["Tag", "Woche"])
        // "B" fits, but "C" is not shown: the last line says so.
        let cut = try Self.wrap("A\nB\nC", available: 100, maxLines: 2)
        #expect(cut.lines == ["A", "B…"])
        #expect(cut.isTruncated)
        #expect(cut.linesNeeded == 3)
    }

    @Test func theHeightDecidesHowManyLines() {
        var geometry = ControlGeometry(width: 200, inset: 0, divider: 0, padding: 0)
        geometry.height = 32
        #expect(geometry.linesAllowed(lineHeight: 15.73) == 1, "not wrapping: one line")
        geometry.truncation = .wrap
        #expect(geometry.linesAllowed(lineHeight: 15.73) == 2)
        #expect(geometry.linesAllowed(lineHeight: 16) == 2, "two 16 pt lines are exactly 32")
        #expect(geometry.linesAllowed(lineHeight: 16.01) == 1)
        #expect(geometry.linesAllowed(lineHeight: 40) == 1, "a line taller than the control still shows")
        geometry.inset = 2
        #expect(geometry.linesAllowed(lineHeight: 15.73) == 1, "28 pt inside the insets")
        geometry.inset = 0
        geometry.height = 100
        geometry.lineLimit = 3
        #expect(geometry.linesAllowed(lineHeight: 15.73) == 3)
    }

    /// A Material tab's label has two lines in its 48 dp whatever their height (its TextView's
    /// maxLines): Burmese lines, taller than 24 dp at 12 sp in Noto Sans Myanmar, still make two,
    /// not one line cut short (commons' profile tabs, judged false).
    @Test func aMaterialTabLabelHasTwoLinesWhateverTheirHeight() {
        let preset = StylePreset.named(.materialTabs)
        var geometry = ControlGeometry(
            width: 360, inset: preset.inset, divider: preset.divider, padding: preset.padding)
        geometry.height = preset.height
        geometry.truncation = preset.truncation
        geometry.lineLimit = preset.lineLimit
        geometry.growsWithTitle = preset.growsWithTitle
        #expect(geometry.linesAllowed(lineHeight: 16.4) == 2)
        #expect(geometry.linesAllowed(lineHeight: 27) == 2)
    }
}
