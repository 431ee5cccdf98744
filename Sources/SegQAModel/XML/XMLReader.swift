/// A small XML reader for the files localization tools write (storyboards, XIBs, XLIFF,
/// `.stringsdict` property lists, Android resources). Unlike libxml2 behind XMLParser, it keeps
/// the byte offset of every element, attribute value and text, so a finding can point at the
/// exact title in a storyboard; and it never loads external entities or a DTD (no XXE): only
/// the five predefined entities and character references are expanded.
public struct XMLSyntaxError: Error, Sendable, Equatable {
    public var offset: Int
    public var reason: String
}

public enum XMLReader {
    public static let maxDepth = 256

    /// Parses a whole document (UTF-8) and returns its root element.
    public static func parse(_ bytes: [UInt8]) throws -> XMLElement {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    /// Parses an input file; a syntax error becomes bad input at its line and column.
    public static func parse(_ source: SourceText) throws -> XMLElement {
        do {
            return try parse(source.bytes)
        } catch let error as XMLSyntaxError {
            throw ModelError(source.location(of: error.offset), error.reason)
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        }

        func fail(_ reason: String, at offset: Int? = nil) -> XMLSyntaxError {
            XMLSyntaxError(offset: offset ?? i, reason: reason)
        }

        mutating func document() throws -> XMLElement {
            var root: XMLElement?
            while true {
                skipSpace()
                guard i < bytes.count else { break }
                guard bytes[i] == UInt8(ascii: "<") else {
                    throw fail(root == nil ? "expected '<' (is this an XML file?)" : "text after the root element")
                }
                if starts("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if starts("<!--") {
                    try skip(past: "-->", what: "comment")
                } else if starts("<!DOCTYPE") {
                    try skipDoctype()
                } else {
                    guard root == nil else { throw fail("a second root element") }
                    root = try element(depth: 1)
                }
            }
            guard let root else { throw fail(bytes.isEmpty ? "the file is empty, expected XML" : "no root element") }
            return root
        }

        func starts(_ text: String) -> Bool { bytes[i...].starts(with: Array(text.utf8)) }

        mutating func skip(past end: String, what: String) throws {
            let start = i
            let marker = Array(end.utf8)
            while i < bytes.count {
                if bytes[i...].starts(with: marker) {
                    i += marker.count
                    return
                }
                i += 1
            }
            throw fail("unterminated \(what)", at: start)
        }

        /// A DOCTYPE is skipped whole, internal subset included; its entities are never defined.
        mutating func skipDoctype() throws {
            let start = i
            var depth = 0
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ">") where depth <= 0:
                    i += 1
                    return
                default: break
                }
                i += 1
            }
            throw fail("unterminated DOCTYPE", at: start)
        }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        mutating func name() throws -> String {
            let start = i
            while i < bytes.count {
                let b = bytes[i]
                let isNameByte =
                    b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: "-")
                    || b == UInt8(ascii: ".")
                guard isNameByte else { break }
                i += 1
            }
            guard i > start else { throw fail(i < bytes.count ? "expected a name" : "unexpected end of the file") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func element(depth: Int) throws -> XMLElement {
            guard depth <= XMLReader.maxDepth else { throw fail("elements nested deeper than \(XMLReader.maxDepth)") }
            let start = i
            i += 1  // <
            let tag = try name()
            var attributes: [XMLElement.Attribute] = []
            while true {
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated start tag <\(tag)>", at: start) }
                if bytes[i] == UInt8(ascii: "/") {
                    guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw fail("expected '/>'") }
                    i += 2
                    return XMLElement(name: tag, attributes: attributes, children: [], offset: start)
                }
                if bytes[i] == UInt8(ascii: ">") {
                    i += 1
                    break
                }
                let nameOffset = i
                let attributeName = try name()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                    throw fail("expected '=' after attribute '\(attributeName)'")
                }
                i += 1
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                    throw fail("expected a quoted value for attribute '\(attributeName)'")
                }
                let quote = bytes[i]
                i += 1
                let valueStart = i
                while i < bytes.count, bytes[i] != quote {
                    if bytes[i] == UInt8(ascii: "<") { throw fail("'<' inside an attribute value") }
                    i += 1
                }
                guard i < bytes.count else { throw fail("unterminated attribute value", at: valueStart - 1) }
                let value = try decodeText(valueStart..<i)
                i += 1
                if attributes.contains(where: { $0.name == attributeName }) {
                    throw fail("duplicate attribute '\(attributeName)'", at: nameOffset)
                }
                attributes.append(.init(name: attributeName, value: value, valueOffset: valueStart))
            }
            var children: [XMLElement.Child] = []
            while true {
                guard i < bytes.count else { throw fail("<\(tag)> is never closed", at: start) }
                if bytes[i] == UInt8(ascii: "<") {
                    if starts("</") {
                        let closingStart = i
                        i += 2
                        let closing = try name()
                        guard closing == tag else { throw fail("</\(closing)> closes <\(tag)>", at: closingStart) }
                        skipSpace()
                        guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("expected '>'") }
                        i += 1
                        return XMLElement(name: tag, attributes: attributes, children: children, offset: start)
                    }
                    if starts("<!--") {
                        try skip(past: "-->", what: "comment")
                        continue
                    }
                    if starts("<![CDATA[") {
                        let textStart = i + 9
                        i = textStart
                        try skip(past: "]]>", what: "CDATA section")
                        children.append(
                            .text(String(decoding: bytes[textStart..<(i - 3)], as: UTF8.self), offset: textStart))
                        continue
                    }
                    if starts("<?") {
                        try skip(past: "?>", what: "processing instruction")
                        continue
                    }
                    children.append(.element(try element(depth: depth + 1)))
                    continue
                }
                let textStart = i
                while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
                children.append(.text(try decodeText(textStart..<i), offset: textStart))
            }
        }

        /// Text with the predefined entities and character references expanded.
        func decodeText(_ range: Range<Int>) throws -> String {
            guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
            var out = ""
            var j = range.lowerBound
            var runStart = j
            while j < range.upperBound {
                guard bytes[j] == UInt8(ascii: "&") else {
                    j += 1
                    continue
                }
                out += String(decoding: bytes[runStart..<j], as: UTF8.self)
                guard let end = bytes[j..<range.upperBound].firstIndex(of: UInt8(ascii: ";")), end - j <= 12 else {
                    throw fail("'&' that starts no entity (write &amp;)", at: j)
                }
                let entity = String(decoding: bytes[(j + 1)..<end], as: UTF8.self)
                switch entity {
                case "lt": out += "<"
                case "gt": out += ">"
                case "amp": out += "&"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let hex = entity.hasPrefix("#x") || entity.hasPrefix("#X")
                    guard entity.hasPrefix("#"),
                        let value = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                        let scalar = Unicode.Scalar(value), value != 0
                    else {
                        throw fail("unknown entity '&\(entity);' (segqa expands only the predefined ones)", at: j)
                    }
                    out.unicodeScalars.append(scalar)
                }
                j = end + 1
                runStart = j
            }
            out += String(decoding: bytes[runStart..<range.upperBound], as: UTF8.self)
            return out
        }
    }
}
