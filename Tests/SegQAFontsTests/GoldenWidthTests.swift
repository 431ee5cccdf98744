import Foundation
import SegQAFonts
import SegQAUnicode
import Testing

/// Goldens written by `Goldens/make-goldens.py` with `hb-shape`, an independent oracle.
enum Goldens {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Goldens")

    struct Width: Decodable {
        var group, text, language, script, direction, file: String
        var index: Int
        var size: Double
        var width: Double
    }

    static func widths() throws -> [Width] {
        let lines = try String(contentsOf: directory.appendingPathComponent("widths.jsonl"), encoding: .utf8)
            .split(separator: "\n").dropFirst()
        return try lines.map { try JSONDecoder().decode(Width.self, from: Data($0.utf8)) }
    }

    struct Mixed: Decodable {
        struct Case: Decodable {
            var locale, text: String
            var runs: [Run]
        }
        struct Run: Decodable {
            var text, face, script, direction: String
            var index: Int
            var width: Double
        }
        var family: String
        var size: Double
        var cases: [Case]
    }

    static func mixed() throws -> Mixed {
        try JSONDecoder().decode(
            Mixed.self, from: Data(contentsOf: directory.appendingPathComponent("mixed-widths.json")))
    }

    /// The fonts the goldens name; CI installs them (fonts-noto-core, fonts-noto-cjk, fonts-inter).
    static var fontsInstalled: Bool {
        [
            "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ]
        .allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }
}

@Suite(
    .enabled(
        if: Goldens.fontsInstalled,
        "needs Inter, Noto, Noto CJK and DejaVu (fonts-inter, fonts-noto-core, fonts-noto-cjk)"))
struct GoldenWidthTests {
    @Test func singleFaceWidthsMatchHBShape() throws {
        let measurer = try Measurer()
        let goldens = try Goldens.widths()
        #expect(goldens.count >= 1000)
        #expect(Set(goldens.map(\.text)).count >= 250)
        var largest = 0.0
        var failures: [String] = []
        for golden in goldens {
            let font = FontRequest(fontFile: golden.file, fontIndex: golden.index)
            let m = try measurer.measure(golden.text, font: font, size: golden.size, locale: golden.language)
            let difference = abs(m.width - golden.width)
            largest = max(largest, difference)
            let faces = Set(m.runs.map { "\($0.face.file)#\($0.face.index)" })
            if difference > 0.01 || faces != ["\(golden.file)#\(golden.index)"] || !m.missing.isEmpty {
                failures.append(
                    "\(golden.text) \(golden.file)#\(golden.index) \(golden.size)pt: segqa \(m.width) hb-shape \(golden.width) faces \(faces)"
                )
            }
        }
        print("largest |segqa − hb-shape| over \(goldens.count) goldens: \(largest) pt")
        #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(10))")
    }

    @Test func mixedStringsSplitIntoRunsDrawnByTheRightFaces() throws {
        let measurer = try Measurer()
        let mixed = try Goldens.mixed()
        for item in mixed.cases {
            let m = try measurer.measure(
                item.text, font: FontRequest(family: mixed.family), size: mixed.size, locale: item.locale)
            let units = Array(item.text.utf16)
            let actual = m.runs.map { run in
                (
                    String(decoding: units[run.range], as: UTF16.self), run.face.file, run.face.index, run.script,
                    run.direction.rawValue
                )
            }
            let expected = item.runs.map { ($0.text, $0.face, $0.index, $0.script, $0.direction) }
            #expect(actual.map(\.0) == expected.map(\.0), "run texts of \(item.text)")
            #expect(
                actual.map { "\($0.1)#\($0.2) \($0.3) \($0.4)" } == expected.map { "\($0.1)#\($0.2) \($0.3) \($0.4)" },
                "faces, scripts, directions of \(item.text)")
            for (run, golden) in zip(m.runs, item.runs) {
                #expect(
                    abs(m.width(of: run) - golden.width) <= 0.01,
                    "\(golden.text): segqa \(m.width(of: run)) hb-shape \(golden.width)")
            }
            #expect(abs(m.width - item.runs.reduce(0) { $0 + $1.width }) <= 0.01)
        }
    }
}
