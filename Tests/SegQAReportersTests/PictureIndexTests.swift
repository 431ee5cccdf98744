import SegQACore
import SegQAFormatting
import Testing

@testable import SegQAReporters

/// Rows of drawings a report shows: a locale drawn exactly as the source (it shows the source
/// text, left to right) is the source's row, named there; one that looks different keeps its own.
@Suite struct PictureIndexTests {
    static let device = "iPhone SE (1st generation)"

    static func picture(_ locale: String, body: String, selected: Int = 0) -> Picture {
        Picture(
            key: PictureKey(control: "tabs", locale: locale, device: device, selected: selected),
            width: 108, height: 60, body: body, glyphIDs: [], caption: "tabs (\(locale))",
            label: "segment \(selected) selected", visibleTitles: ["Open Orders", "Returns"])
    }

    static func context(_ pictures: [Picture]) -> ReportContext {
        var control = ControlSummary(
            id: "tabs", file: "res/layout/orders.xml", line: 8, column: 5, style: "material3", distribution: "equal",
            font: "14 sp medium", segments: 2, locales: ["en", "el", "he"], sourceLocale: "en", devices: [device])
        control.showingSourceText = ["el", "he"]
        return ReportContext(
            toolVersion: "0.0.0-test", rules: [], failOn: .error, files: ["res"], controls: [control],
            locales: ["en", "el", "he"], faces: [], pictures: PictureSet(pictures: pictures))
    }

    @Test func aRowDrawnAsTheSourceIsTheSourcesRow() throws {
        let english = "<rect x=\"4\"/>", mirrored = "<rect x=\"60\"/>"
        let context = Self.context([
            Self.picture("en", body: english), Self.picture("el", body: english), Self.picture("he", body: mirrored),
        ])
        let index = PictureIndex(context)
        #expect(index.rows.map(\.locale) == ["en", "he"])
        #expect(index.rows[0].sameIn == ["el"])
        var greek = Fixture.finding("untranslated", .warning, "not translated", control: "tabs", locale: "el")
        greek.device = Self.device
        #expect(index.place(of: greek)?.row == 0)
        greek.device = nil
        #expect(index.place(of: greek)?.row == 0, "without a device: the first row that shows el")

        // The page: one row names both locales and is in both (for "only el"); el's finding links to it.
        let html = HTMLReporter().report([greek], context: context)
        #expect(html.contains("<tr id=\"d0-0-0\" class=\"drow loc-0 in-0 in-1 dev-0\"><th>en <small>= el</small>"))
        #expect(!html.contains("id=\"d0-1-0\""), "no row of its own for el")
        #expect(html.contains("<a href=\"#d0-0-0\">drawing</a>"))
    }

    @Test func aRowWithADifferentStateKeepsItsOwn() {
        // el draws a segment selected that the source row does not: not the same row.
        let body = "<rect x=\"4\"/>"
        let index = PictureIndex(
            Self.context([
                Self.picture("en", body: body), Self.picture("el", body: body),
                Self.picture("el", body: body, selected: 1),
            ]))
        #expect(index.rows.map(\.locale) == ["en", "el"])
        #expect(index.rows[0].sameIn.isEmpty)
    }
}
