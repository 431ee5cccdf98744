import Foundation
import SegQAFonts
import Testing

/// Line heights (what wrapping counts lines with) against each face's hhea table as
/// Goldens/make-line-metrics.py read it from the font files' bytes.
@Suite struct LineMetricsTests {
    struct Row: Decodable {
        var file: String
        var index, unitsPerEm, ascender, descender, lineGap: Int
    }

    static func rows() throws -> [Row] {
        let data = try Data(contentsOf: Goldens.directory.appendingPathComponent("line-metrics.json"))
        return try JSONDecoder().decode([Row].self, from: data)
            .filter { FileManager.default.fileExists(atPath: $0.file) }
    }

    @Test func everyFaceSpacesLinesByItsHheaTable() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 10)
        for row in rows {
            let metrics = try FontFace(file: row.file, index: row.index).lineMetrics
            let units = Double(row.unitsPerEm)
            let expected = LineMetrics(
                ascender: Double(row.ascender) / units, descender: -Double(row.descender) / units,
                lineGap: Double(row.lineGap) / units)
            #expect(abs(metrics.ascender - expected.ascender) < 1e-12, "\(row.file)")
            #expect(abs(metrics.descender - expected.descender) < 1e-12, "\(row.file)")
            #expect(abs(metrics.lineGap - expected.lineGap) < 1e-12, "\(row.file)")
        }
    }

    /// A title that falls back to another face for part of its text gets the tallest ascender and
    /// deepest descender of its faces: Thai falls back to Noto Sans Thai, taller than Inter.
    @Test func aLineWithAFallbackFaceIsAsTallAsBoth() throws {
        let rows = try Self.rows()
        func golden(_ face: FaceDescriptor) throws -> LineMetrics {
            let row = try #require(rows.first { $0.file == face.file && $0.index == face.index }, "\(face.file)")
            let units = Double(row.unitsPerEm)
            return LineMetrics(
                ascender: Double(row.ascender) / units, descender: -Double(row.descender) / units,
                lineGap: Double(row.lineGap) / units)
        }
        let measurer = try Measurer()
        let font = FontRequest(family: "Inter")
        let latin = try measurer.shape("Inbox", font: font, locale: "th")
        let inter = try golden(try #require(latin.faces.first))
        #expect(try measurer.lineMetrics(of: latin) == inter)
        let mixed = try measurer.shape("Inbox กล่องจดหมาย", font: font, locale: "th")
        #expect(mixed.faces.count == 2)
        let expected = try mixed.faces.map(golden).reduce(inter) { $0.union($1) }
        let both = try measurer.lineMetrics(of: mixed)
        #expect(abs(both.ascender - expected.ascender) < 1e-12)
        #expect(abs(both.descender - expected.descender) < 1e-12)
        #expect(both.lineHeight > inter.lineHeight + 0.2, "\(both.lineHeight) vs \(inter.lineHeight)")
    }
}
