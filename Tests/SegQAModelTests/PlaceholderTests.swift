import SegQAModel
import Testing

/// Placeholders are found on Unicode scalars, so marks that join a specifier's last letter into
/// one grapheme (issue 15: "%d\u{301}" trapped on a String.Index that is no character boundary)
/// split cleanly, in every script.
@Suite struct PlaceholderTests {
    static let followers: [(String, String)] = [
        ("combining acute", "\u{301}"), ("two combining marks", "\u{301}\u{323}"), ("ZWJ", "\u{200D}"),
        ("ZWNJ", "\u{200C}"), ("variation selector 16", "\u{FE0F}"), ("keycap", "\u{20E3}"),
        ("variation selector + keycap", "\u{FE0F}\u{20E3}"), ("Devanagari virama", "\u{94D}"),
        ("Devanagari sign", "\u{902}"), ("Arabic fatha", "\u{64E}"), ("Thai mai ek", "\u{E48}"),
        ("Hebrew point", "\u{5B4}"), ("emoji modifier", "\u{1F3FD}"), ("tag character", "\u{E0067}"),
    ]

    @Test(arguments: followers)
    func aSpecifierFollowedByAMarkIsStillOnePlaceholder(name: String, mark: String) {
        for (text, written, shown) in [
            ("%d" + mark, "%d", "88" + mark), ("Top %d" + mark, "%d", "Top 88" + mark),
            ("%1$@" + mark + " फ़ाइलें", "%1$@", "%1$@" + mark + " फ़ाइलें"), ("{count}" + mark, "{count}", "{count}" + mark),
            ("%.1f" + mark + "×", "%.1f", "8.8" + mark + "×"), ("%%" + mark, "", "%" + mark),
        ] {
            let placeholders = Placeholders(text)
            #expect(
                placeholders.placeholders.filter { $0.kind != .percent }.map(\.written)
                    == (written.isEmpty ? [] : [written]), "\(name): \(text.debugDescription)")
            #expect(Placeholders.formatted(text) == shown, "\(name): \(text.debugDescription)")
        }
    }

    @Test func aMarkBeforeTheConversionEndsThePlaceholder() {
        // "%" + U+0301 + "d" is no specifier: printf reads the mark as an invalid conversion.
        #expect(Placeholders("%\u{301}d").placeholders.isEmpty)
        #expect(Placeholders.formatted("%\u{301}d") == "%\u{301}d")
    }

    @Test func comparesByPositionAndKind() {
        #expect(Placeholders("%d days") == Placeholders("%ld Tage"))
        #expect(Placeholders("%1$@ of %2$d") == Placeholders("%2$d件中%1$@"))
        #expect(Placeholders("%@ of %d") != Placeholders("%d of %@"), "unpositioned placeholders keep their order")
        #expect(Placeholders("100%% done") == Placeholders("fertig"), "%% is a literal")
        #expect(Placeholders("{count} new") != Placeholders("{nombre} nouveaux"))
        #expect(Placeholders("%.1f km") == Placeholders("%.2f км"))
        #expect(Placeholders("Top %d\u{20E3}") == Placeholders("Top %d"))
        #expect(Placeholders("Top %d").listing == "%d")
        #expect(Placeholders("plain").listing == "none")
    }

    @Test func hugePositionsAreClampedNotOverflowed() {
        // A position past Int.max used to overflow `position + 1`.
        let text = "%9223372036854775807$d %d"
        #expect(Placeholders(text).placeholders.map(\.position) == [10_000, 10_001])
        #expect(Placeholders.formatted(text) == "88 88")
    }

    @Test func pseudoLocalizationKeepsPlaceholdersWhateverFollowsThem() {
        #expect(PseudoLocalizer.accented("%d\u{301} items").hasPrefix("[%d\u{301} îţéɱš"))
        #expect(PseudoLocalizer.accented("{n}\u{200D}x").hasPrefix("[{n}\u{200D}ẋ"))
    }
}
