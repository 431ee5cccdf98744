/// A small tokenizer for Swift, Objective-C and Kotlin source: enough to find the calls that
/// build segmented controls (no swift-syntax here). It knows comments (nested `/* */` too),
/// string literals (escapes, `\(…)`/`${…}` interpolation, raw `#"…"#`, multi-line `"""`),
/// identifiers, numbers and single-character punctuation; everything else is skipped. Never
/// fails: unterminated constructs end at the end of the file.
public struct CodeToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case identifier
        /// A string literal; `text` is its value. Interpolated literals keep the source text.
        case string(interpolated: Bool)
        case number
        case punctuation
    }

    public var kind: Kind
    public var text: String
    /// Byte offset of the token's first byte (for a string: its opening quote).
    public var offset: Int
    /// Byte offset just past the token.
    public var end: Int

    public var isString: Bool { if case .string = kind { return true } else { return false } }
    /// A literal without interpolation: its value is known.
    public var isPlainString: Bool { kind == .string(interpolated: false) }
    public func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}

public enum CodeTokenizer {
    public static func tokens(_ bytes: [UInt8]) -> [CodeToken] {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var tokens: [CodeToken] = []

        func peek(_ ahead: Int = 0) -> UInt8? { index + ahead < bytes.count ? bytes[index + ahead] : nil }

        mutating func run() -> [CodeToken] {
            while let byte = peek() {
                let start = index
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while let b = peek(), b != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    string(start: start, hashes: 0)
                case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
                    index += 1  // Objective-C @"…"
                    string(start: start, hashes: 0)
                case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\""):
                    var hashes = 0
                    while peek() == UInt8(ascii: "#") {
                        hashes += 1
                        index += 1
                    }
                    if peek() == UInt8(ascii: "\"") {
                        string(start: start, hashes: hashes)
                    }
                case _ where isIdentifierStart(byte):
                    while let b = peek(), isIdentifierPart(b) { index += 1 }
                    append(.identifier, start: start)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    while let b = peek(), isIdentifierPart(b) || b == UInt8(ascii: ".") && isDigit(peek(1)) {
                        index += 1
                    }
                    append(.number, start: start)
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                default:
                    index += 1
                    if byte < 0x80 { append(.punctuation, start: start) }
                }
            }
            return tokens
        }

        mutating func append(_ kind: CodeToken.Kind, start: Int, text: String? = nil) {
            tokens.append(
                CodeToken(
                    kind: kind, text: text ?? String(decoding: bytes[start..<index], as: UTF8.self), offset: start,
                    end: index))
        }

        mutating func skipBlockComment() {
            index += 2
            var depth = 1
            while depth > 0, let b = peek() {
                if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if b == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            }
        }

        /// At the opening quote. `hashes`: the `#`s of a raw string, whose escapes need as many.
        mutating func string(start: Int, hashes: Int) {
            let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiLine ? 3 : 1
            var value: [UInt8] = []
            var interpolated = false
            while let b = peek() {
                if b == UInt8(ascii: "\"") && (!multiLine || (peek(1) == b && peek(2) == b))
                    && closes(after: multiLine ? 3 : 1, hashes)
                {
                    index += (multiLine ? 3 : 1) + hashes
                    break
                }
                if !multiLine, b == UInt8(ascii: "\n") { break }  // unterminated: the line ends it
                if b == UInt8(ascii: "\\"), escapeHashes(hashes) {
                    index += 1 + hashes
                    guard let e = peek() else { break }
                    index += 1
                    switch e {
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "t"): value.append(0x09)
                    case UInt8(ascii: "0"): value.append(0)
                    case UInt8(ascii: "("):
                        interpolated = true
                        skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
                    case UInt8(ascii: "u"):
                        value += unicodeEscape()
                    default: value.append(e)
                    }
                    continue
                }
                if b == UInt8(ascii: "$"), hashes == 0, let n = peek(1), n == UInt8(ascii: "{") || isIdentifierStart(n)
                {
                    // Kotlin templates: "${x}" and "$x". (In Swift a "$" in a string is text.)
                    interpolated = true
                }
                value.append(b)
                index += 1
            }
            var text = String(decoding: value, as: UTF8.self)
            if multiLine { text = text.multiLineContent() }
            if interpolated { text = String(decoding: bytes[start..<index], as: UTF8.self) }
            append(.string(interpolated: interpolated), start: start, text: text)
        }

        func closes(after quote: Int, _ hashes: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(quote + $0) == UInt8(ascii: "#") }
        }

        func escapeHashes(_ hashes: Int) -> Bool { (0..<hashes).allSatisfy { peek(1 + $0) == UInt8(ascii: "#") } }

        /// `\u{1F600}` (Swift) or `\u00E9` (Kotlin, Java), after the `u`.
        mutating func unicodeEscape() -> [UInt8] {
            var digits = ""
            if peek() == UInt8(ascii: "{") {
                index += 1
                while let b = peek(), b != UInt8(ascii: "}"), digits.count < 8 {
                    digits.append(Character(Unicode.Scalar(b)))
                    index += 1
                }
                if peek() == UInt8(ascii: "}") { index += 1 }
            } else {
                while digits.count < 4, let b = peek(), isHex(b) {
                    digits.append(Character(Unicode.Scalar(b)))
                    index += 1
                }
            }
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return [] }
            return Array(String(Character(scalar)).utf8)
        }

        mutating func skipBalanced(open: UInt8, close: UInt8) {
            var depth = 1
            while depth > 0, let b = peek() {
                if b == open { depth += 1 } else if b == close { depth -= 1 }
                if b == UInt8(ascii: "\""), depth > 0 {
                    // A string inside the interpolation: skip it whole (it may hold a parenthesis).
                    let saved = tokens.count
                    string(start: index, hashes: 0)
                    tokens.removeSubrange(saved...)
                    continue
                }
                index += 1
            }
        }

        func isIdentifierStart(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || b == UInt8(ascii: "_") || b >= 0x80
        }
        func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        func isHex(_ b: UInt8) -> Bool {
            isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
    }
}

extension String {
    /// A multi-line literal's value, as Swift and Kotlin's `trimIndent` read it: from after the
    /// newline that follows the opening quotes to before the line of the closing ones, each line
    /// without the closing quotes' indentation.
    fileprivate func multiLineContent() -> String {
        var text = Substring(self)
        if text.hasPrefix("\r\n") { text.removeFirst(2) } else if text.hasPrefix("\n") { text.removeFirst() }
        guard let last = text.lastIndex(of: "\n") else { return String(text) }
        let indentation = text[text.index(after: last)...]
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return String(text) }
        let lines = text[..<last].split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(indentation) ? line.dropFirst(indentation.count) : line
        }
        return lines.joined(separator: "\n")
    }
}
