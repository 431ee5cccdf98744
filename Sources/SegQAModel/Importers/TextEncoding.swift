/// Turns a file's bytes into checked UTF-8: byte-order marks removed, UTF-16 (with a BOM, or
/// recognisable without one, as Xcode writes older `.strings` files) converted, and invalid
/// UTF-8 reported at its place. Lines and columns count Unicode scalars, so they are the same
/// in the converted text as in the original file.
public enum TextEncoding {
    public static func utf8(_ source: SourceText) throws -> SourceText {
        let bytes = source.bytes
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(source, from: 2, littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(source, from: 2, littleEndian: false) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] != 0, bytes[1] == 0 {
            return try utf16(source, from: 0, littleEndian: true)
        }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 {
            return try utf16(source, from: 0, littleEndian: false)
        }
        // A byte-order mark written more than once (an editor that adds one to a file that has
        // one) is still only a mark: no table's text can start before its first quote or tag, and
        // apps ship such tables translated (damus: 26 of them, for years).
        var start = 0
        while bytes.count >= start + 3, bytes[start] == 0xEF, bytes[start + 1] == 0xBB, bytes[start + 2] == 0xBF {
            start += 3
        }
        if let bad = firstInvalidUTF8(bytes, from: start) {
            throw ModelError(
                source.location(of: bad), "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        if let nul = bytes.firstIndex(of: 0) { throw ModelError(source.location(of: nul), "a NUL byte in a text file") }
        return start == 0 ? source : SourceText(file: source.file, bytes: Array(bytes[start...]))
    }

    private static func utf16(_ source: SourceText, from start: Int, littleEndian: Bool) throws -> SourceText {
        let bytes = source.bytes
        guard (bytes.count - start) % 2 == 0 else {
            throw ModelError(source.location(of: bytes.count - 1), "UTF-16 text with an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            units.append(
                littleEndian
                    ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        var scalars = String.UnicodeScalarView()
        var line = 1, column = 1
        // A second byte-order mark after the first (damus's tables start FF FE FF FE): a mark, not
        // text, dropped as the first one is (see above).
        var leading = 0
        while leading < units.count, units[leading] == 0xFEFF { leading += 1 }
        var iterator = units[leading...].makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\u{0}" {
                    throw ModelError(
                        SourceLocation(file: source.file, line: line, column: column), "a NUL character in a text file")
                }
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: break loop
            case .error:
                throw ModelError(
                    SourceLocation(file: source.file, line: line, column: column), "invalid UTF-16 (a lone surrogate)")
            }
        }
        return SourceText(file: source.file, bytes: Array(String(scalars).utf8))
    }

    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            // Overlong forms, surrogates and code points above U+10FFFF.
            if b == 0xE0 && bytes[i + 1] < 0xA0 || b == 0xED && bytes[i + 1] >= 0xA0
                || b == 0xF0 && bytes[i + 1] < 0x90 || b == 0xF4 && bytes[i + 1] >= 0x90
            {
                return i
            }
            i += length
        }
        return nil
    }
}
