/// Where a byte sequence occurs in UTF-8 bytes, compared in place (no copy per position).
enum ByteSearch {
    /// The first position of `needle` inside `range` of `bytes`.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Int? {
        guard let first = needle.first, range.count >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            var index = range.lowerBound
            while index + needle.count <= range.upperBound {
                if haystack[index] == first {
                    var matched = 1
                    while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The last position of `needle` that ends at or before `end`.
    static func lastIndex(of needle: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        var index = end - needle.count
        while index >= 0 {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
