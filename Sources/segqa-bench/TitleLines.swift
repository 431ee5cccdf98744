import Foundation
import SegQAFonts
import SegQAModel

/// Distinct titles for `segqa measure --jsonl` and its peers: two or three real titles of one
/// language joined by spaces, each kept only when segqa draws it with one face, which the line
/// then names as its fontFile (so segqa and the peers, which have no fallback, shape the same
/// text in the same face).
func distinctTitleLines(_ count: Int, pool: [[String: String]], measurer: Measurer, font: FontRequest) throws -> [(
    line: String, locale: String
)] {
    var byLanguage: [String: [String]] = [:]
    for entry in pool {
        for (locale, text) in entry where !locale.isEmpty { byLanguage[locale, default: []].append(text) }
    }
    let languages = byLanguage.keys.sorted()
    var lines: [(line: String, locale: String)] = []
    var seen = Set<String>()
    var combination = 0
    while lines.count < count && combination < 2_000_000 {
        let locale = languages[combination % languages.count]
        let texts = byLanguage[locale]!
        var rest = combination / languages.count
        var parts: [String] = []
        for _ in 0..<(2 + rest % 2) {
            parts.append(texts[rest % texts.count])
            rest /= texts.count
        }
        combination += 1
        let text = parts.joined(separator: " ")
        guard seen.insert(text).inserted else { continue }
        let m = try measurer.measure(text, font: font, size: 13, locale: locale)
        guard m.runs.count == 1 else { continue }
        let face = m.runs[0].face
        lines.append(
            (
                "{\"text\": \(JSONOutput.string(text).serialized()), \"fontFile\": \(JSONOutput.string(face.file).serialized()), \"fontIndex\": \(face.index), \"size\": 13, \"locale\": \"\(locale)\"}",
                locale
            ))
    }
    return lines
}
