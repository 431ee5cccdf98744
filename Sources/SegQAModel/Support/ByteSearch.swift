import Foundation

/// Where a byte sequence occurs in UTF-8 bytes, compared in place (no copy per position).
enum ByteSearch {
    /// The first position of `needle` inside `range` of `bytes`.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Int? {
        guard let first = needle.first, range.count >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            var index = range.lowerBound
            while index + needle.count <= range.upperBound {
                // The next place the first byte is, found by the C library a word at a time.
                guard let base = haystack.baseAddress,
                    let found = memchr(base + index, Int32(first), range.upperBound - needle.count + 1 - index)
                else { return nil }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
                index += 1
            }
            return nil
        }
    }

    /// Where each line starts: 0 and the offset after every line feed.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                starts.append(offset)
            }
        }
        return starts
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
