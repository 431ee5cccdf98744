import Foundation
import SegQAFonts
import Testing

enum StandInFaces {
    static let installed = ["Roboto", "Liberation Sans", "Noto Sans"].allSatisfy {
        (try? FontCascade.shared.isInstalled(family: $0)) == true
    }
}

/// The stand-in band is a measurement, not a guess: re-measure the titles of Corpora/ in the
/// installed faces of each kind and check the band still covers their spread (and is no
/// wider than that spread rounded up), as `StandInBand` documents.
@Suite(
    .enabled(
        if: Goldens.fontsInstalled && StandInFaces.installed,
        "needs Inter, Roboto, Noto Sans, Liberation Sans (scripts/setup installs them)"))
struct StandInBandTests {
    let measurer: Measurer
    init() throws { measurer = try Measurer() }

    /// Every segment title of Corpora/*.json, in every locale (a `title` string or object).
    static func corpusTitles() throws -> [String] {
        let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Corpora")
        var titles = Set<String>()
        func walk(_ value: Any, inTitle: Bool) {
            if let string = value as? String, inTitle {
                if string.count > 1 { titles.insert(string) }
            } else if let object = value as? [String: Any] {
                for (key, v) in object where key != "comment" && key != "key" && key != "table" {
                    walk(v, inTitle: inTitle || key == "title")
                }
            } else if let array = value as? [Any] {
                for v in array { walk(v, inTitle: inTitle) }
            }
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: corpora.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: corpora.appendingPathComponent(file))
            walk(try JSONSerialization.jsonObject(with: data), inTitle: false)
        }
        return titles.sorted()
    }

    /// The 90th percentile of each title's largest relative distance from its mean width, over
    /// titles that every one of `families` draws alone, in `scripts` only.
    func spread(_ titles: [String], families: [String], scripts: Set<String>, locale: String) throws -> Double {
        var spreads: [Double] = []
        for title in titles {
            var widths: [Double] = []
            for family in families {
                let m = try measurer.measure(
                    title, font: FontRequest(family: family, weight: .medium), size: 13, locale: locale)
                guard m.runs.allSatisfy({ $0.face.family == family && scripts.contains($0.script) }) else { break }
                widths.append(m.width)
            }
            guard widths.count == families.count else { continue }
            let mean = widths.reduce(0, +) / Double(widths.count)
            spreads.append(widths.map { abs($0 - mean) / mean }.max() ?? 0)
        }
        #expect(spreads.count >= 20, "enough titles to measure a spread: \(spreads.count)")
        spreads.sort()
        return spreads[Int(0.9 * Double(spreads.count - 1))]
    }

    @Test func bandsCoverWhatInstalledFacesDifferBy() throws {
        let titles = try Self.corpusTitles()
        let latin = try spread(
            titles, families: ["Inter", "Roboto", "Noto Sans", "Liberation Sans"], scripts: ["Latn", "Zyyy", "Zinh"],
            locale: "en")
        #expect(latin <= StandInBand.alphabetic && StandInBand.alphabetic - latin < 0.01, "Latin p90 \(latin)")
        let arabic = try spread(
            titles, families: ["Noto Sans Arabic", "DejaVu Sans", "Noto Kufi Arabic"], scripts: ["Arab", "Zyyy"],
            locale: "ar")
        let hebrew = try spread(
            titles, families: ["Noto Sans Hebrew", "DejaVu Sans", "Liberation Sans"], scripts: ["Hebr", "Zyyy"],
            locale: "he")
        let other = max(arabic, hebrew)
        #expect(
            other <= StandInBand.otherScripts && StandInBand.otherScripts - other < 0.01,
            "Arabic \(arabic), Hebrew \(hebrew)")
    }
}
