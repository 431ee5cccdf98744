import CICUShim

/// Grapheme cluster boundaries from ICU (extended grapheme clusters, UAX #29).
///
/// Swift's `Character` is not used for this: it splits `✁ ZWJ ✁` (rule GB11) where Unicode's
/// own test data and ICU keep one cluster. One instance owns one ICU iterator and the UTF-16
/// buffer it points into; it is not thread-safe, so each worker has its own.
public final class GraphemeBreaker {
    private let handle: OpaquePointer
    private let ownedText = BreakerText()  // released after the handle closes

    /// Skip ICU for text that cannot form clusters (tests turn it off to compare with ICU).
    public var usesShortcut = true

    public init() throws {
        var status: Int32 = 0
        guard let handle = segqa_grapheme_open(&status) else {
            throw UnicodeError.icu(operation: "ubrk_open", status: status)
        }
        try check(status, "ubrk_open")
        self.handle = handle
    }

    /// Whether a UTF-16 unit is a whole character that never joins a cluster: its
    /// Grapheme_Cluster_Break (from ICU) is Other, Control, CR, LF, LV or LVT, and it is not a
    /// surrogate. Between two such units every rule of UAX #29 breaks but GB3 (CR × LF): L, V, T
    /// (GB6–8), Extend and ZWJ (GB9, GB11), SpacingMark (GB9a), Prepend (GB9b) and regional
    /// indicators (GB12–13) are all outside the set. Classified a page of 256 units at a time,
    /// when a unit of the page is first seen.
    @inline(__always)
    func neverJoins(_ unit: UInt16) -> Bool {
        let page = Int(unit >> 8)
        if !classified[page] { classify(page) }
        return joinsNothing[Int(unit >> 6)] & (1 << UInt64(unit & 63)) != 0
    }

    @exclusivity(unchecked) private var classified = [Bool](repeating: false, count: 256)
    @exclusivity(unchecked) private var joinsNothing = [UInt64](repeating: 0, count: 1024)

    private func classify(_ page: Int) {
        for unit in page << 8..<(page + 1) << 8 where !(0xD800...0xDFFF).contains(unit) {
            if segqa_grapheme_joins_nothing(UInt32(unit)) != 0 { joinsNothing[unit >> 6] |= 1 << UInt64(unit & 63) }
        }
        classified[page] = true
    }

    deinit {
        segqa_breaker_close(handle)
    }

    /// The boundaries of `text` in UTF-16 offsets, from 0 through `text.count`.
    public func boundaries(utf16 text: [UInt16]) -> [Int] {
        if text.isEmpty { return [0] }
        // Text made only of characters that never join a cluster (most letters of Latin, Greek,
        // Cyrillic, Hebrew, Arabic, precomposed Hangul, Han, kana; not their combining marks) is
        // one cluster per unit but for CR LF (UAX #29 GB3). ICU gives the same (GraphemeBreakTest
        // checks it, and a test compares both); skipping it saves a third of measuring a title.
        if usesShortcut && text.allSatisfy(neverJoins) {
            var result = [0]
            result.reserveCapacity(text.count + 1)
            for i in 1...text.count where !(text[i - 1] == 0x0D && i < text.count && text[i] == 0x0A) {
                result.append(i)
            }
            return result
        }
        let status = ownedText.set(text, on: handle)
        guard status <= 0 else {
            // ICU only fails here on allocation; fall back to one cluster per code unit.
            return Array(0...text.count)
        }
        var result = [0]
        while true {
            let next = segqa_breaker_next(handle)
            if next < 0 { break }
            result.append(Int(next))
        }
        return result
    }

    /// Grapheme clusters of `text` as UTF-16 ranges.
    public func clusters(utf16 text: [UInt16]) -> [Range<Int>] {
        let bounds = boundaries(utf16: text)
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }

    /// Grapheme clusters of `text` as strings.
    public func clusters(_ text: String) -> [String] {
        let units = utf16Units(of: text)
        return clusters(utf16: units).map { String(decoding: units[$0], as: UTF16.self) }
    }

    /// The number of grapheme clusters in `text`.
    public func count(_ text: String) -> Int {
        boundaries(utf16: utf16Units(of: text)).count - 1
    }
}
