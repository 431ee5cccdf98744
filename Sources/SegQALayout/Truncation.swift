import SegQAUnicode

/// What a one-line label with tail truncation shows.
public struct TruncationResult: Sendable, Equatable {
    /// The visible text: the whole title, or a prefix + "…".
    public var visible: String
    public var isTruncated: Bool
    /// Width of the visible text in points.
    public var visibleWidth: Double

    public init(visible: String, isTruncated: Bool, visibleWidth: Double) {
        self.visible = visible
        self.isTruncated = isTruncated
        self.visibleWidth = visibleWidth
    }
}

public enum Truncation {
    public static let ellipsis = "…"

    /// The longest grapheme-cluster prefix that fits `available` with "…" after it, as UIKit's
    /// tail truncation shows it. Trailing spaces before the ellipsis are dropped. In right-to-left
    /// text the ellipsis stands at the logical end, which displays at the left.
    /// - `boundaries`: grapheme boundaries of `text` in UTF-16 offsets (from ICU).
    /// - `width`: measures a string in the title's font.
    public static func truncate(
        _ text: String, boundaries: [Int], fullWidth: Double, available: Double,
        width: (String) throws -> Double
    ) rethrows -> TruncationResult {
        // Half a hundredth of a point of tolerance: widths are compared to 0.01 pt.
        if fullWidth <= available + 0.005 {
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
        // Width grows with the prefix; binary search the last boundary that fits.
        var low = 0, high = boundaries.count - 2
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
        if let best, best.0 != ellipsis {
            return TruncationResult(visible: best.0, isTruncated: true, visibleWidth: best.1)
        }
        return TruncationResult(visible: ellipsis, isTruncated: true, visibleWidth: try width(ellipsis))
    }
}
