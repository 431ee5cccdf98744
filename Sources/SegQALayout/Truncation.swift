import SegQAUnicode

/// What a label shows of a title.
public struct TruncationResult: Sendable, Equatable {
    /// The visible text: the whole title, or a prefix + "…"; wrapped lines joined by "\n".
    public var visible: String
    public var isTruncated: Bool
    /// Width of the visible text in points (of its widest line).
    public var visibleWidth: Double
    /// The lines shown, top to bottom: one unless the label wraps.
    public var lines: [String]
    /// The lines the whole title would take: more than `lines.count` when it is cut.
    public var linesNeeded: Int

    public init(visible: String, isTruncated: Bool, visibleWidth: Double) {
        self.init(lines: [visible], isTruncated: isTruncated, visibleWidth: visibleWidth, linesNeeded: 1)
    }

    public init(lines: [String], isTruncated: Bool, visibleWidth: Double, linesNeeded: Int) {
        self.visible = lines.joined(separator: "\n")
        self.isTruncated = isTruncated
        self.visibleWidth = visibleWidth
        self.lines = lines
        self.linesNeeded = linesNeeded
    }
}

/// Where a one-line label cuts a title that does not fit.
public enum TruncationMode: String, Sendable, CaseIterable {
    /// "Benachrichti…": UISegmentedControl, SwiftUI's segmented Picker, Material's buttons.
    case tail
    /// "Benach…ungen": UIButton's title label (`lineBreakMode` `.byTruncatingMiddle`).
    case middle
    /// Onto more lines, as many as the control's height holds (or `lineLimit`), the last cut at
    /// its tail: a SwiftUI `Text` without `lineLimit(1)` (see `Wrapping`).
    case wrap
}

public enum Truncation {
    public static let ellipsis = "…"

    /// The most grapheme clusters that fit `available` around a "…" in the middle: the first
    /// half (one more when odd) before it, the last half after it, spaces at the cut dropped.
    public static func truncateMiddle(
        _ text: String, boundaries: [Int], fullWidth: Double, available: Double,
        width: (String) throws -> Double
    ) rethrows -> TruncationResult {
        if fullWidth <= available + 0.005 {
            return TruncationResult(visible: text, isTruncated: false, visibleWidth: fullWidth)
        }
        let units = utf16Units(of: text)
        let count = boundaries.count - 1
        func candidate(_ kept: Int) -> String {
            var head = String(decoding: units[0..<boundaries[(kept + 1) / 2]], as: UTF16.self)
            var tail = String(decoding: units[boundaries[count - kept / 2]..<units.count], as: UTF16.self)
            while let last = head.unicodeScalars.last, last.properties.isWhitespace { head.unicodeScalars.removeLast() }
            while let first = tail.unicodeScalars.first, first.properties.isWhitespace {
                tail.unicodeScalars.removeFirst()
            }
            return head + ellipsis + tail
        }
        // Width grows with the clusters kept.
        if let best = try widestFitting(
            from: 1, through: count - 1, available: available, candidate: candidate, width: width)
        {
            return TruncationResult(visible: best.0, isTruncated: true, visibleWidth: best.1)
        }
        return TruncationResult(visible: ellipsis, isTruncated: true, visibleWidth: try width(ellipsis))
    }

    /// The longest grapheme-cluster prefix that fits `available` with "…" after it, as UIKit's
    /// tail truncation shows it. Trailing spaces before the ellipsis are dropped. In right-to-left
    /// text the ellipsis stands at the logical end, which displays at the left.
    /// - `boundaries`: grapheme boundaries of `text` in UTF-16 offsets (from ICU).
    /// - `width`: measures a string in the title's font.
    /// - `always`: cut even a text that fits, keeping it whole before the "…" if it can: the last
    ///   line of a wrapped label, when more lines follow that are not shown.
    public static func truncate(
        _ text: String, boundaries: [Int], fullWidth: Double, available: Double, always: Bool = false,
        width: (String) throws -> Double
    ) rethrows -> TruncationResult {
        // Half a hundredth of a point of tolerance: widths are compared to 0.01 pt.
        if fullWidth <= available + 0.005 && !always {
            return TruncationResult(visible: text, isTruncated: false, visibleWidth: fullWidth)
        }
        let units = utf16Units(of: text)
        func candidate(_ boundaryIndex: Int) -> String {
            var prefix = String(decoding: units[0..<boundaries[boundaryIndex]], as: UTF16.self)
            while let last = prefix.unicodeScalars.last, last.properties.isWhitespace {
                prefix.unicodeScalars.removeLast()
            }
            return prefix + ellipsis
        }
        // Width grows with the prefix.
        let best = try widestFitting(
            from: 0, through: boundaries.count - (always ? 1 : 2), available: available, candidate: candidate,
            width: width)
        if let best, best.0 != ellipsis {
            return TruncationResult(visible: best.0, isTruncated: true, visibleWidth: best.1)
        }
        return TruncationResult(visible: ellipsis, isTruncated: true, visibleWidth: try width(ellipsis))
    }

    /// Binary search over the candidates `low` through `high` (texts that widen as the number
    /// grows) for the widest that fits `available`, with its width; nil when none does (or the
    /// range is empty).
    static func widestFitting(
        from low: Int, through high: Int, available: Double, candidate: (Int) -> String,
        width: (String) throws -> Double
    ) rethrows -> (String, Double)? {
        var low = low, high = high
        var best: (String, Double)?
        while low <= high {
            let mid = (low + high) / 2
            let shown = candidate(mid)
            let shownWidth = try width(shown)
            if shownWidth <= available + 0.005 {
                best = (shown, shownWidth)
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }
}
