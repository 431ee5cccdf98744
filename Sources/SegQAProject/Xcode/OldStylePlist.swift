import SegQAModel

/// An old-style (OpenStep) property list, as `project.pbxproj` is written: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted and bare strings, `<hex data>`, `/* comments */`.
enum OldStylePlist: Equatable {
    case string(String)
    case array([OldStylePlist])
    case dictionary([String: OldStylePlist])

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var array: [OldStylePlist]? { if case .array(let a) = self { return a } else { return nil } }
    var dictionary: [String: OldStylePlist]? { if case .dictionary(let d) = self { return d } else { return nil } }
    subscript(key: String) -> OldStylePlist? { dictionary?[key] }
    var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// Parses a whole file; a syntax error is a `ModelError` at its place.
    static func parse(_ source: SourceText) throws -> OldStylePlist {
        var parser = Parser(source: source)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        return value
    }

    private struct Parser {
        let source: SourceText
        var bytes: [UInt8] { source.bytes }
        var index = 0
        static let maximumDepth = 64

        init(source: SourceText) { self.source = source }

        func error(_ message: String) -> ModelError { ModelError(source.location(of: index), message) }

        mutating func skipSpace() {
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t")
                    || b == UInt8(ascii: "\r")
                {
                    index += 1
                } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else {
                    break
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { throw error("expected \(what)") }
            index += 1
        }

        mutating func value(depth: Int) throws -> OldStylePlist {
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            skipSpace()
            guard index < bytes.count else { throw error("the file ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: OldStylePlist] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw error("a dictionary is not closed with '}'") }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(members)
                    }
                    guard let key = try string() else { throw error("expected a key") }
                    try expect(UInt8(ascii: "="), "'=' after '\(key)'")
                    members[key] = try value(depth: depth + 1)
                    try expect(UInt8(ascii: ";"), "';' after the value of '\(key)'")
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [OldStylePlist] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw error("an array is not closed with ')'") }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            case UInt8(ascii: "<"):
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                let data = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                index = min(index + 1, bytes.count)
                return .string(data)
            default:
                guard let text = try string() else { throw error("expected a value") }
                return .string(text)
            }
        }

        /// A quoted string (escapes decoded) or a bare word of letters, digits and `._/$-+`.
        mutating func string() throws -> String? {
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var out: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): out.append(0x0A)
                        case UInt8(ascii: "t"): out.append(0x09)
                        default: out.append(bytes[index])
                        }
                    } else {
                        out.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { throw error("a string is not closed with '\"'") }
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, isWord(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        func isWord(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || "._/$-+:".utf8.contains(b)
        }
    }
}
