/// A JSON syntax error at a byte offset of a source.
public struct JSONSyntaxError: Error, Sendable {
    public var offset: Int
    public var reason: String
}

/// A strict RFC 8259 parser over UTF-8 bytes that keeps byte offsets for every value.
///
/// Foundation's JSONDecoder keeps no positions and accepts duplicate keys; a content file
/// must never pass a typo or a duplicate silently, so this parser rejects duplicate keys
/// (unless told to read a platform's file as Foundation does: `DuplicateKeys.lastWins`),
/// invalid UTF-8, lone surrogate escapes, raw control characters and nesting deeper than
/// `maxDepth`. A UTF-8 byte order mark at the start is skipped.
public struct JSONParser {
    public static let defaultMaxDepth = 128

    /// What a key written twice in one object does: an error (segqa's own files), or the last
    /// one's value kept at the first one's place, as Foundation reads a platform's file (a String
    /// Catalog Xcode builds).
    public enum DuplicateKeys: Sendable { case reject, lastWins }

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int
    private let duplicateKeys: DuplicateKeys

    public init(bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth, duplicateKeys: DuplicateKeys = .reject) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.duplicateKeys = duplicateKeys
    }

    public static func parse(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, duplicateKeys: DuplicateKeys = .reject
    ) throws -> JSONNode {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, duplicateKeys: duplicateKeys)
        return try parser.parseDocument()
    }

    public mutating func parseDocument() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw JSONSyntaxError(offset: 0, reason: "the file is UTF-16; save it as UTF-8")
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, reason: "the file is empty, expected a JSON value")
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw JSONSyntaxError(offset: index, reason: "unexpected \(describe(bytes[index])) after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, reason: "unexpected end of file, expected a value")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(depth: depth + 1), offset: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(depth: depth + 1), offset: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: try parseNumber(), offset: start)
        default: throw JSONSyntaxError(offset: index, reason: "unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONNode.Value {
        guard depth <= maxDepth else {
            throw JSONSyntaxError(offset: index, reason: "nesting deeper than \(maxDepth) levels")
        }
        index += 1
        var members: [JSONNode.Member] = []
        var seen = Set<String>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(
                    offset: index,
                    reason: index < bytes.count
                        ? "unexpected \(describe(bytes[index])), expected a key in double quotes"
                        : "unexpected end of file inside an object")
            }
            let keyOffset = index
            let key = try parseString()
            // Small objects (most) are searched, larger ones hashed: hashing every key of every
            // small object cost more than comparing it with a few others.
            let duplicate: Bool
            if members.count < 12 {
                duplicate = members.contains { $0.key == key }
            } else {
                if seen.isEmpty { seen = Set(members.map(\.key)) }
                duplicate = !seen.insert(key).inserted
            }
            if duplicate, duplicateKeys == .reject {
                throw JSONSyntaxError(offset: keyOffset, reason: "duplicate key '\(key)'")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw JSONSyntaxError(offset: index, reason: "expected ':' after the key '\(key)'")
            }
            index += 1
            skipWhitespace()
            let member = JSONNode.Member(key: key, keyOffset: keyOffset, value: try parseValue(depth: depth))
            if duplicate, let first = members.firstIndex(where: { $0.key == key }) {
                members[first] = member
            } else {
                members.append(member)
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(members)
            }
            throw JSONSyntaxError(
                offset: index,
                reason: index < bytes.count
                    ? "unexpected \(describe(bytes[index])), expected ',' or '}'"
                    : "unexpected end of file inside an object")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONNode.Value {
        guard depth <= maxDepth else {
            throw JSONSyntaxError(offset: index, reason: "nesting deeper than \(maxDepth) levels")
        }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            }
            throw JSONSyntaxError(
                offset: index,
                reason: index < bytes.count
                    ? "unexpected \(describe(bytes[index])), expected ',' or ']'"
                    : "unexpected end of file inside an array")
        }
    }

    private mutating func parseNumber() throws -> JSONNode.Value {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError(offset: index, reason: "invalid number")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONSyntaxError(offset: start, reason: "invalid number: leading zero")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(offset: index, reason: "invalid number: digits expected after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError(offset: index, reason: "invalid number: exponent digits expected")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(offset: start, reason: "number out of range: \(text)")
        }
        return .number(value, text)
    }

    private mutating func parseString() throws -> String {
        let opening = index
        index += 1  // opening quote
        // The string's UTF-8, escapes decoded into it: one String made at the end (most strings
        // have no escape and are their bytes as they stand).
        var utf8: [UInt8] = []
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int) {
            if end > runStart { utf8.append(contentsOf: parser.bytes[runStart..<end]) }
        }
        while true {
            // Reported at the opening quote: the end of the file says nothing about where the string began.
            guard index < bytes.count else { throw JSONSyntaxError(offset: opening, reason: "unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if utf8.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                flush(self, upTo: index)
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw JSONSyntaxError(
                    offset: index,
                    reason: byte == 0
                        ? "NUL byte in a string" : "raw control character U+00\(hex2(byte)) in a string; escape it")
            }
            if byte == UInt8(ascii: "\\") {
                flush(self, upTo: index)
                let scalar = try parseEscape()
                utf8.append(contentsOf: UTF8.encode(scalar)!)
                runStart = index
                continue
            }
            if byte >= 0x80 { try validateUTF8() } else { index += 1 }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw JSONSyntaxError(offset: start, reason: "unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4(at: start)
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(
                        offset: start,
                        reason: "lone surrogate \\u\(hex(first)) (a high surrogate needs a low one after it)")
                }
                let secondStart = index
                index += 2  // past the "\\u" of the low half
                let second = try hex4(at: secondStart)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw JSONSyntaxError(
                        offset: start, reason: "lone surrogate \\u\(hex(first)) followed by \\u\(hex(second))")
                }
                guard let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw JSONSyntaxError(offset: start, reason: "invalid surrogate pair")
                }
                return scalar
            }
            if (0xDC00...0xDFFF).contains(first) {
                throw JSONSyntaxError(
                    offset: start, reason: "lone surrogate \\u\(hex(first)) (a low surrogate without a high one)")
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw JSONSyntaxError(offset: start, reason: "invalid escape \\u\(hex(first))")
            }
            return scalar
        default:
            throw JSONSyntaxError(offset: start, reason: "invalid escape '\\\(describeRaw(byte))'")
        }
    }

    private mutating func hex4(at escapeStart: Int) throws -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw JSONSyntaxError(offset: escapeStart, reason: "\\u needs four hex digits")
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(offset: escapeStart, reason: "\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence at `index` (RFC 3629: no overlongs, no surrogates).
    private mutating func validateUTF8() throws {
        let start = index
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
        default: throw JSONSyntaxError(offset: start, reason: "invalid UTF-8 byte 0x\(hex2(lead))")
        }
        guard start + length <= bytes.count else {
            throw JSONSyntaxError(offset: start, reason: "truncated UTF-8 sequence")
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for i in 1..<length {
            let byte = bytes[start + i]
            guard byte & 0xC0 == 0x80 else { throw JSONSyntaxError(offset: start, reason: "invalid UTF-8 sequence") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
            throw JSONSyntaxError(offset: start, reason: "invalid UTF-8 sequence")
        }
        index += length
    }

    // MARK: - Helpers

    private mutating func expectLiteral(_ literal: String) throws {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw JSONSyntaxError(offset: index, reason: "invalid literal, expected '\(literal)'")
        }
        index += utf8.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
    private func hex2(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
    private func describeRaw(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + hex2(byte)
    }
    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(UnicodeScalar(byte))'" : "byte 0x\(hex2(byte))"
    }
}
