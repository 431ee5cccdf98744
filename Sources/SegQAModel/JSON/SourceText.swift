import Foundation

/// A position in an input file, 1-based; columns count Unicode scalars, as editors do.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// The bytes of one input file and the start of each line, so a byte offset becomes a
/// line and column only when a diagnostic needs it (minified files stay linear to parse).
public final class SourceText: @unchecked Sendable {
    public let file: String
    public let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The last location asked for: loaders ask near it (in file order, stepping back to an
    /// object's start now and then), so counting the column from there, forward or backward,
    /// keeps a minified file (one long line) linear instead of quadratic.
    private var last: (offset: Int, line: Int, column: Int) = (0, 1, 1)
    private let lock = NSLock()

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        lineStarts = ByteSearch.lineStarts(bytes)
    }

    /// Whether `needle` occurs in the file; with `wholeName`, only where the character after it
    /// does not go on with a name (`@layout/tab` is not in `@layout/tab_item`). Searched in the
    /// bytes: decoding a file to search it was most of the time spent on such questions.
    public func contains(_ needle: String, wholeName: Bool = false) -> Bool {
        let needle = Array(needle.utf8)
        var start = 0
        while let found = ByteSearch.firstIndex(of: needle, in: bytes, within: start..<bytes.count) {
            let end = found + needle.count
            guard wholeName, end < bytes.count else { return true }
            let next = bytes[end]
            // A byte past ASCII starts or continues a letter in another script: part of the name.
            let continues =
                next >= 0x80 || next == UInt8(ascii: "_") || (next >= 0x30 && next <= 0x39)
                || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A)
            if !continues { return true }
            start = found + 1
        }
        return false
    }

    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        lock.lock()
        defer { lock.unlock() }
        var column = 1
        var index = lineStarts[low]
        if last.line == low + 1, last.offset <= offset {
            (index, column) = (last.offset, last.column)
        } else if last.line == low + 1, last.offset - offset < offset - index {
            // Back from the last location: one column less for each character start passed.
            (index, column) = (last.offset, last.column)
            while index > offset {
                index -= 1
                if bytes[index] & 0xC0 != 0x80 { column -= 1 }
            }
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        last = (offset, low + 1, column)
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
