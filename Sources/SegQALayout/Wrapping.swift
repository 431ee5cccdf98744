import SegQAUnicode

/// A title wrapped onto more lines, as a SwiftUI `Text` without `lineLimit(1)` shows it (Core
/// Text's word wrapping): each line ends at the last line break opportunity (ICU, UAX #14) that
/// fits the room; white space at the end of a line hangs outside it; a word wider than a whole
/// line is broken between grapheme clusters; a mandatory break (a line feed) ends the line. When
/// the lines the label may show run out, the last one holds the rest of the text, cut at its tail.
public enum Wrapping {
    /// The lines a text fills, top to bottom, as UTF-16 ranges without the white space they end
    /// with, and the offset where the text would continue after the last one (`units.count` when
    /// it all fits in `maxLines`).
    /// - `boundaries`: grapheme boundaries (ICU); `breaks`: line breaks (ICU), ending at the end.
    /// - `width`: the width in points of a range of the text in the title's font.
    public static func lines(
        _ units: [UInt16], boundaries: [Int], breaks: [LineBreak], available: Double, maxLines: Int,
        width: (Range<Int>) throws -> Double
    ) rethrows -> (lines: [Range<Int>], rest: Int) {
        var lines: [Range<Int>] = []
        var start = 0
        while start < units.count && lines.count < maxLines {
            // The line may end at any opportunity up to the first mandatory break.
            let opportunities = breaks.lazy.filter { $0.offset > start }
            guard let first = opportunities.first else { break }
            var candidates: [Int] = []
            for candidate in opportunities {
                candidates.append(candidate.offset)
                if candidate.isMandatory { break }
            }
            func shown(_ end: Int) -> Range<Int> { start..<trimmedEnd(units, start: start, end: end) }
            // Width grows with the words kept.
            var low = 0, high = candidates.count - 1, best: Int?
            while low <= high {
                let mid = (low + high) / 2
                if try width(shown(candidates[mid])) <= available + 0.005 {
                    best = mid
                    low = mid + 1
                } else {
                    high = mid - 1
                }
            }
            if let best {
                lines.append(shown(candidates[best]))
                start = candidates[best]
                continue
            }
            // Not even the first word fits: as many of its clusters as do, and at least one.
            let word = shown(first.offset)
            let clusters = boundaries.filter { $0 > start && $0 <= word.upperBound }
            var end = clusters.first ?? first.offset
            low = 0
            high = clusters.count - 1
            while low <= high {
                let mid = (low + high) / 2
                if try width(start..<clusters[mid]) <= available + 0.005 {
                    end = clusters[mid]
                    low = mid + 1
                } else {
                    high = mid - 1
                }
            }
            lines.append(start..<end)
            start = end
        }
        return (lines, start)
    }

    /// What a wrapping label shows of `text` in `maxLines` lines of `available` points: the lines,
    /// and when the text needs more, the last one cut at its tail (`Truncation.truncate`) with
    /// every line the whole text would take counted in `linesNeeded`.
    public static func wrap(
        _ text: String, boundaries: [Int], breaks: [LineBreak], fullWidth: Double, available: Double,
        maxLines: Int, width: (String) throws -> Double
    ) rethrows -> TruncationResult {
        let units = utf16Units(of: text)
        let hasMandatoryBreak = breaks.dropLast().contains(where: \.isMandatory)
        if maxLines <= 1 || (fullWidth <= available + 0.005 && !hasMandatoryBreak) {
            return try Truncation.truncate(
                text, boundaries: boundaries, fullWidth: fullWidth, available: available, width: width)
        }
        func string(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        func measure(_ range: Range<Int>) throws -> Double { try width(string(range)) }
        let (ranges, rest) = try lines(
            units, boundaries: boundaries, breaks: breaks, available: available, maxLines: maxLines, width: measure)
        var shown = try ranges.map { (text: string($0), width: try measure($0)) }
        var isTruncated = false
        var linesNeeded = ranges.count
        if rest < units.count, let last = ranges.last {
            // The last line takes the rest of its paragraph (up to a line feed), cut at the tail;
            // when further paragraphs follow, the "…" shows even if the rest would fit.
            let paragraphEnd = breaks.first { $0.offset > last.lowerBound && $0.isMandatory }?.offset ?? units.count
            let lineEnd = trimmedEnd(units, start: last.lowerBound, end: paragraphEnd)
            let restBoundaries = boundaries.filter { $0 >= last.lowerBound && $0 <= lineEnd }.map {
                $0 - last.lowerBound
            }
            let cut = try Truncation.truncate(
                string(last.lowerBound..<lineEnd), boundaries: restBoundaries,
                fullWidth: try measure(last.lowerBound..<lineEnd), available: available,
                always: paragraphEnd < units.count, width: width)
            shown[shown.count - 1] = (cut.visible, cut.visibleWidth)
            isTruncated = true
            linesNeeded = try lines(
                units, boundaries: boundaries, breaks: breaks, available: available, maxLines: .max, width: measure
            ).lines.count
        }
        return TruncationResult(
            lines: shown.map(\.text), isTruncated: isTruncated, visibleWidth: shown.map(\.width).max() ?? 0,
            linesNeeded: linesNeeded)
    }

    /// `end` moved back over the white space (and line feeds) a line ends with, not before `start`.
    static func trimmedEnd(_ units: [UInt16], start: Int, end: Int) -> Int {
        var end = end
        while end > start, let scalar = Unicode.Scalar(units[end - 1]), scalar.properties.isWhitespace { end -= 1 }
        return end
    }
}
