/// A tokenizer for Swift, Kotlin, Java and Objective-C: comments (nested where the language nests
/// them), string literals (escapes, Swift's `\(…)` and raw `#"…"#`, Kotlin's `$x`/`${…}`,
/// multi-line `"""`, Objective-C's `@"…"`), character literals, identifiers (backticks removed),
/// numbers, operators, and the directives of conditional compilation.
///
/// It never fails and never recurses: an interpolation inside a string inside an interpolation is
/// followed with an explicit stack, so no input, however deeply nested, can exhaust the call stack.
/// Unterminated constructs end at the end of the input (a single-line string at its line's end).
public enum Tokenizer {
    public static func tokens(_ bytes: [UInt8], language: SourceLanguage) -> [Token] {
        tokens(bytes, range: 0..<bytes.count, language: language)
    }

    /// The tokens of `range` only (an interpolated expression, tokenized when it is evaluated).
    public static func tokens(_ bytes: [UInt8], range: Range<Int>, language: SourceLanguage) -> [Token] {
        var scanner = Scanner(bytes: bytes, index: range.lowerBound, limit: min(range.upperBound, bytes.count))
        scanner.language = language
        return scanner.run()
    }
}

private let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
private let newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
private let apostrophe = UInt8(ascii: "'"), dollar = UInt8(ascii: "$"), at = UInt8(ascii: "@")

/// Operators made of several characters, longest first; everything else is one character.
private let operators: [[UInt8]] = [
    "===", "!==", "..<", "...", "->", "==", "!=", "<=", ">=", "&&", "||", "??", "?:", "?.", "!!", "::", "..", "+=",
    "-=", "++", "--",
].map { Array($0.utf8) }
/// Each ASCII character as text: a one-character token (most punctuation) takes it without
/// decoding bytes.
private let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
/// The bytes an operator of several characters can start with: any other punctuation is one
/// character, without trying each operator.
private let operatorStarts: [Bool] = (0..<256).map { byte in operators.contains { $0[0] == UInt8(byte) } }

private struct Scanner {
    let bytes: [UInt8]
    var index: Int
    let limit: Int
    var language = SourceLanguage.swift
    var tokens: [Token] = []
    /// Whether only white space stands between the last line start and `index` (a C directive starts a line).
    var atLineStart = true

    init(bytes: [UInt8], index: Int, limit: Int) {
        self.bytes = bytes
        self.index = index
        self.limit = limit
        // Code has a token every four to six bytes: reserved once, the array is not regrown (each
        // regrowth copied every token so far into fresh pages).
        tokens.reserveCapacity(max(16, (limit - index) / 4))
    }

    func peek(_ ahead: Int = 0) -> UInt8? { index + ahead < limit ? bytes[index + ahead] : nil }

    mutating func run() -> [Token] {
        while let byte = peek() {
            let start = index
            let lineStart = atLineStart
            atLineStart = false
            switch byte {
            case newline:
                index += 1
                atLineStart = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C:
                index += 1
                atLineStart = lineStart
            case slash where peek(1) == slash:
                while let b = peek(), b != newline { index += 1 }
                atLineStart = lineStart
            case slash where peek(1) == star:
                index = Self.endOfBlockComment(bytes, from: index, limit: limit, nests: nestsComments)
                atLineStart = lineStart
            case quote:
                string(start: start, hashes: 0)
            case at where language == .objectiveC && peek(1) == quote:
                index += 1
                string(start: start, hashes: 0)
            case apostrophe where language != .swift:
                index = Self.endOfCharacter(bytes, from: index, limit: limit)
                append(.character, start: start, text: characterValue(start))
            case hash where language == .swift:
                swiftHash(start: start)
            case hash where language == .objectiveC && lineStart:
                directive(start: start)
            case UInt8(ascii: "`"):
                index += 1
                let nameStart = index
                while let b = peek(), b != UInt8(ascii: "`"), b != newline { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { index += 1 }
                append(.identifier, start: start, text: name)
            case _ where isIdentifierStart(byte):
                while let b = peek(), isIdentifierPart(b) { index += 1 }
                append(.identifier, start: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let b = peek(), isIdentifierPart(b) || (b == UInt8(ascii: ".") && isDigit(peek(1))) {
                    index += 1
                }
                append(.number, start: start)
            default:
                if byte >= 0x80 {
                    index += 1  // a stray non-ASCII byte outside a string: not a token
                    continue
                }
                let length =
                    !operatorStarts[Int(byte)]
                    ? 1
                    : operators.first { op in
                        op.count > 1 && (0..<op.count).allSatisfy { peek($0) == op[$0] }
                    }?.count ?? 1
                // `?.` only joins when the language has optional chaining; `?:` only in Kotlin.
                if length == 2, byte == UInt8(ascii: "?"), peek(1) == UInt8(ascii: ":"), language != .kotlin {
                    index += 1
                } else {
                    index += length
                }
                append(.punctuation, start: start)
            }
        }
        return tokens
    }

    var nestsComments: Bool { language == .swift || language == .kotlin }

    mutating func append(_ kind: Token.Kind, start: Int, text: String? = nil) {
        let text =
            text
            ?? (index == start + 1 && bytes[start] < 0x80
                ? asciiTexts[Int(bytes[start])] : String(decoding: bytes[start..<index], as: UTF8.self))
        tokens.append(Token(kind: kind, text: text, offset: start, end: index))
    }

    // MARK: - Directives

    /// Swift: `#if`, `#elseif`, `#else`, `#endif` are directives; `#selector`, `#Preview`,
    /// `#available` are `#` followed by a name; `#"…"#` is a raw string.
    mutating func swiftHash(start: Int) {
        var hashes = 0
        while peek(hashes) == hash { hashes += 1 }
        if peek(hashes) == quote {
            index += hashes
            string(start: start, hashes: hashes)
            return
        }
        var nameEnd = index + 1
        while nameEnd < limit, isIdentifierPart(bytes[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
        guard ["if", "elseif", "else", "endif"].contains(name) else {
            index += 1
            append(.punctuation, start: start)
            return
        }
        index = nameEnd
        let argumentStart = index
        while let b = peek(), b != newline {
            if b == slash, peek(1) == slash || peek(1) == star { break }
            index += 1
        }
        tokens.append(
            Token(
                kind: .directive, text: name, offset: start, end: index, directiveArgument: argumentStart..<index))
    }

    /// A C preprocessor line: `#if`, `#ifdef`, `#define NAME(x) …` (continued with `\`), `#import`.
    mutating func directive(start: Int) {
        index += 1
        while let b = peek(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { index += 1 }
        let nameStart = index
        while let b = peek(), isIdentifierPart(b) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        let argumentStart = index
        while let b = peek(), b != newline {
            if b == backslash, peek(1) == newline || (peek(1) == UInt8(ascii: "\r") && peek(2) == newline) {
                index += peek(1) == newline ? 2 : 3
                continue
            }
            if b == slash, peek(1) == star {
                index = Self.endOfBlockComment(bytes, from: index, limit: limit, nests: false)
                continue
            }
            if b == slash, peek(1) == slash { break }
            index += 1
        }
        let argumentEnd = index
        while let b = peek(), b != newline { index += 1 }
        tokens.append(
            Token(
                kind: .directive, text: name, offset: start, end: argumentEnd,
                directiveArgument: argumentStart..<argumentEnd))
        atLineStart = false
    }

    // MARK: - Strings

    /// At the opening quote (after any `#`s and `@`). Interpolations are located, not tokenized.
    mutating func string(start: Int, hashes: Int) {
        let multiLine = peek(1) == quote && peek(2) == quote
        index += multiLine ? 3 : 1
        var value: [UInt8] = []
        var parts: [Token.StringPart] = []
        func flushText() {
            if !value.isEmpty { parts.append(.text(String(decoding: value, as: UTF8.self))) }
            value = []
        }
        var interpolated = false
        while let b = peek() {
            if b == quote && (!multiLine || (peek(1) == quote && peek(2) == quote))
                && (0..<hashes).allSatisfy({ peek((multiLine ? 3 : 1) + $0) == hash })
            {
                index += (multiLine ? 3 : 1) + hashes
                break
            }
            if !multiLine, b == newline { break }  // unterminated: the line ends it
            let kotlinRaw = language == .kotlin && multiLine
            if b == backslash, !kotlinRaw, (0..<hashes).allSatisfy({ peek(1 + $0) == hash }) {
                index += 1 + hashes
                guard let e = peek() else { break }
                if e == UInt8(ascii: "("), language == .swift {
                    let close = Self.endOfCode(bytes, from: index + 1, limit: limit, language)
                    flushText()
                    parts.append(.expression((index + 1)..<close))
                    interpolated = true
                    index = min(close + 1, limit)
                    continue
                }
                index += 1
                switch e {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0") where language == .swift: value.append(0)
                case UInt8(ascii: "u"): value += unicodeEscape()
                case newline where multiLine: break  // a continued line
                default: value.append(e)
                }
                continue
            }
            if b == dollar, language == .kotlin, let n = peek(1) {
                if n == UInt8(ascii: "{") {
                    let close = Self.endOfCode(bytes, from: index + 2, limit: limit, language)
                    flushText()
                    parts.append(.expression((index + 2)..<close))
                    interpolated = true
                    index = min(close + 1, limit)
                    continue
                }
                if isIdentifierStart(n), n != dollar {
                    var end = index + 1
                    while end < limit, isIdentifierPart(bytes[end]), bytes[end] != dollar { end += 1 }
                    flushText()
                    parts.append(.expression((index + 1)..<end))
                    interpolated = true
                    index = end
                    continue
                }
            }
            value.append(b)
            index += 1
        }
        if interpolated {
            flushText()
            var token = Token(kind: .string, text: "", offset: start, end: index)
            if multiLine { token.parts = Self.trimmingIndentation(parts) } else { token.parts = parts }
            token.text = String(decoding: bytes[start..<index], as: UTF8.self)
            tokens.append(token)
            return
        }
        var text = String(decoding: value, as: UTF8.self)
        if multiLine { text = text.multiLineContent() }
        append(.string, start: start, text: text)
    }

    /// An interpolated multi-line literal: its text parts lose the closing quotes' indentation too.
    static func trimmingIndentation(_ parts: [Token.StringPart]) -> [Token.StringPart] {
        guard case .text(let last)? = parts.last, let newlineIndex = last.lastIndex(of: "\n") else { return parts }
        let indentation = last[last.index(after: newlineIndex)...]
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return parts }
        var result: [Token.StringPart] = []
        for (index, part) in parts.enumerated() {
            guard case .text(var text) = part else {
                result.append(part)
                continue
            }
            if index == 0 {
                if text.hasPrefix("\r\n") { text.removeFirst(2) } else if text.hasPrefix("\n") { text.removeFirst() }
                if text.hasPrefix(indentation) { text.removeFirst(indentation.count) }
            }
            if index == parts.count - 1, let cut = text.lastIndex(of: "\n") { text = String(text[..<cut]) }
            text = text.replacingOccurrences(of: "\n" + indentation, with: "\n")
            if !text.isEmpty { result.append(.text(text)) }
        }
        return result
    }

    /// `\u{1F600}` (Swift) or `\u00E9` (Kotlin, Java, Objective-C), after the `u`.
    mutating func unicodeEscape() -> [UInt8] {
        var digits = ""
        if peek() == UInt8(ascii: "{") {
            index += 1
            while let b = peek(), b != UInt8(ascii: "}"), digits.count < 8, b != newline {
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

    func characterValue(_ start: Int) -> String {
        let inner = bytes[min(start + 1, index)..<max(start + 1, index - 1)]
        return String(decoding: inner, as: UTF8.self)
    }

    // MARK: - Skipping (iterative)

    static func endOfBlockComment(_ bytes: [UInt8], from start: Int, limit: Int, nests: Bool) -> Int {
        var index = start + 2
        var depth = 1
        while depth > 0, index < limit {
            if nests, bytes[index] == slash, index + 1 < limit, bytes[index + 1] == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, index + 1 < limit, bytes[index + 1] == slash {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    static func endOfCharacter(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start + 1
        while index < limit, bytes[index] != apostrophe, bytes[index] != newline {
            index += bytes[index] == backslash ? 2 : 1
        }
        return min(index + 1, limit)
    }

    /// The index of the bracket that ends the code starting at `start` (an interpolation), past
    /// nested brackets, comments, character literals and strings — themselves holding
    /// interpolations — followed with an explicit stack. `limit` when it never closes.
    static func endOfCode(_ bytes: [UInt8], from start: Int, limit: Int, _ language: SourceLanguage) -> Int {
        enum Frame {
            case code(depth: Int)
            case string(hashes: Int, multiLine: Bool)
        }
        var stack: [Frame] = [.code(depth: 1)]
        var index = start
        func at(_ offset: Int) -> UInt8? { index + offset < limit ? bytes[index + offset] : nil }
        while index < limit, let frame = stack.last {
            let b = bytes[index]
            switch frame {
            case .code(let depth):
                if b == slash, at(1) == slash {
                    while index < limit, bytes[index] != newline { index += 1 }
                    continue
                }
                if b == slash, at(1) == star {
                    index = endOfBlockComment(bytes, from: index, limit: limit, nests: language != .java)
                    continue
                }
                if b == apostrophe, language != .swift {
                    index = endOfCharacter(bytes, from: index, limit: limit)
                    continue
                }
                if b == quote || (b == hash && language == .swift) {
                    var hashes = 0
                    while at(hashes) == hash { hashes += 1 }
                    if at(hashes) == quote {
                        index += hashes
                        let multiLine = at(1) == quote && at(2) == quote
                        stack.append(.string(hashes: hashes, multiLine: multiLine))
                        index += multiLine ? 3 : 1
                        continue
                    }
                    index += max(hashes, 1)
                    continue
                }
                if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                    stack[stack.count - 1] = .code(depth: depth + 1)
                } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                    if depth == 1 {
                        if stack.count == 1 { return index }
                        stack.removeLast()  // an interpolation inside a nested string closes
                    } else {
                        stack[stack.count - 1] = .code(depth: depth - 1)
                    }
                }
                index += 1
            case .string(let hashes, let multiLine):
                if b == quote && (!multiLine || (at(1) == quote && at(2) == quote))
                    && (0..<hashes).allSatisfy({ at((multiLine ? 3 : 1) + $0) == hash })
                {
                    index += (multiLine ? 3 : 1) + hashes
                    stack.removeLast()
                    continue
                }
                if !multiLine, b == newline {
                    stack.removeLast()
                    continue
                }
                if b == backslash, (0..<hashes).allSatisfy({ at(1 + $0) == hash }) {
                    if language == .swift, at(1 + hashes) == UInt8(ascii: "(") {
                        stack.append(.code(depth: 1))
                        index += 2 + hashes
                        continue
                    }
                    index += 2 + hashes
                    continue
                }
                if b == dollar, language == .kotlin, at(1) == UInt8(ascii: "{") {
                    stack.append(.code(depth: 1))
                    index += 2
                    continue
                }
                index += 1
            }
        }
        return limit
    }

    // MARK: - Characters

    func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_") || b == dollar || b >= 0x80
    }
    func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }
    func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
    func isHex(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }
}

extension String {
    /// The text without these ASCII marks at either end (`String?`, `NSString *`), as Foundation's
    /// `trimmingCharacters(in:)` gives it but without a character set made on every call: type
    /// names are trimmed on most member lookups (1.5 % of a large app's run).
    func trimmingMarks(_ marks: StaticString) -> String {
        let marks = UnsafeBufferPointer(start: marks.utf8Start, count: marks.utf8CodeUnitCount)
        let utf8 = self.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, marks.contains(utf8[start]) { start = utf8.index(after: start) }
        while end > start, marks.contains(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == utf8.startIndex, end == utf8.endIndex { return self }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// `Array<String>` → `Array`.
    var beforeGenericArguments: String {
        guard let open = firstIndex(of: "<") else { return self }
        return String(self[..<open])
    }

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
