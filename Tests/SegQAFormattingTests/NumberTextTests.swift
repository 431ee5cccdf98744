import SegQAFormatting
import Testing

@Suite struct NumberTextTests {
    @Test func roundsHalfAwayFromZeroAndKeepsTheRequestedPlaces() {
        #expect(pt(87) == "87.0")
        #expect(pt(50.25) == "50.3")
        #expect(pt(-0.04) == "0.0")
        #expect(NumberText.decimal(112.4321, places: 2) == "112.43")
        #expect(NumberText.decimal(-2.5, places: 0) == "-3")
        #expect(NumberText.decimal(124.95880001, places: 4) == "124.9588")
        #expect(NumberText.decimal(0.0063476, places: 6) == "0.006348")
        #expect(svgNumber(-0.001) == "0")
        #expect(svgNumber(.infinity) == "0")
    }

    @Test func shortfallsHiddenByOneDecimalGetTwo() {
        #expect(pt(needed: 78.34, available: 78.26) == ("78.34", "78.26"))
        #expect(pt(needed: 125, available: 50.25) == ("125.0", "50.3"))
    }

    /// `Int(1e19)` traps: every formatter must write numbers of any size (issue 15).
    @Test func valuesBeyondInt64AreWrittenNotTrapped() {
        #expect(NumberText.plain(1e19) == "1e+19")
        #expect(NumberText.plain(-1e300) == "-1e+300")
        #expect(NumberText.plain(300) == "300")
        #expect(NumberText.plain(1.5) == "1.5")
        #expect(NumberText.decimal(1e19, places: 1, minimumPlaces: 1) == "1e+19")
        #expect(NumberText.decimal(9.5e15, places: 0) == "9.5e+15")
        #expect(NumberText.decimal(.nan, places: 2) == "nan")
        #expect(pt(.greatestFiniteMagnitude).hasPrefix("1.79"))
    }
}
