import Foundation

/// Reads a `.strings` table (the old-style property-list format Xcode writes into `.lproj`
/// folders): `"key" = "value";` pairs with `/* */` and `//` comments, quoted or bare words, and
/// the escapes `\"` `\\` `\n` `\t` `\r` `\Uxxxx` (a UTF-16 unit; two for characters beyond the BMP)
/// and octal `\ooo`. UTF-8 or UTF-16 with or without a BOM, LF or CRLF. A table may also be an
/// XML or binary property list (a dictionary of strings), as CoreFoundation reads any of the three.
public enum StringsFileReader {
    public struct Entry: Sendable {
        public var key: Located<String>
        public var value: Located<String>
    }

    public static func read(_ raw: SourceText) throws -> [Entry] {
        let table = try readLeniently(raw)
        if let problem = table.problem { throw problem.error }
        return table.entries
    }

    /// What a device makes of a table with a syntax error: the entries before it, and the keys
    /// after it that it loses.
    public struct Table: Sendable {
        public var entries: [Entry]
        public var problem: (error: ModelError, lostKeys: [String])?
    }

    public static func readLeniently(_ raw: SourceText) throws -> Table {
        if raw.bytes.starts(with: Array("bplist".utf8)) { return try binaryPropertyList(raw) }
        let source = try TextEncoding.utf8(raw)
        if isXMLPropertyList(source.bytes) { return try xmlPropertyList(source) }
        var scanner = Scanner(source: source)
        var entries: [Entry] = []
        do {
            try scanner.entries(into: &entries)
            return Table(entries: entries)
        } catch let error as ModelError {
            let read = Set(entries.map(\.key.value))
            return Table(entries: entries, problem: (error, scanner.keys().filter { !read.contains($0) }))
        }
    }

    // MARK: - Property lists

    /// `<?xml …?>`, `<!DOCTYPE plist …>` or `<plist>` first (after white space).
    static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.firstIndex(where: { !" \t\r\n".utf8.contains($0) }) else { return false }
        let head = bytes[first..<min(bytes.count, first + 200)]
        return head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<!DOCTYPE plist".utf8))
            || head.starts(with: Array("<plist".utf8))
    }

    /// `<plist><dict><key>k</key><string>v</string>…</dict></plist>`: each pair at its place.
    static func xmlPropertyList(_ source: SourceText) throws -> Table {
        let root: XMLElement
        do {
            root = try XMLReader.parse(source)
        } catch let error as XMLSyntaxError {
            throw ModelError(source.location(of: error.offset), "not a property list: \(error.reason)")
        }
        guard let dictionary = root.name == "dict" ? root : root.first("dict") else {
            throw ModelError(source.location(of: root.offset), "a property-list table holds no <dict>")
        }
        var entries: [Entry] = []
        let children = dictionary.elements
        var index = 0
        while index < children.count {
            let keyElement = children[index]
            guard keyElement.name == "key", index + 1 < children.count else {
                throw ModelError(source.location(of: keyElement.offset), "expected <key> in the table's <dict>")
            }
            let valueElement = children[index + 1]
            index += 2
            // A value that is not a string (a plural's <dict>) is not a title: left to .stringsdict readers.
            guard valueElement.name == "string" else { continue }
            let (key, keyOffset) = keyElement.text
            let (value, valueOffset) = valueElement.text
            let pointer = "/" + jsonPointerToken(key)
            entries.append(
                Entry(
                    key: Located(key, at: source.location(of: keyOffset ?? keyElement.offset), pointer: pointer),
                    value: Located(
                        value, at: source.location(of: valueOffset ?? valueElement.offset), pointer: pointer)))
        }
        return Table(entries: entries)
    }

    /// A binary property list (`bplist00`), read by Foundation: its pairs have no line of their own,
    /// so each is placed at the file's start.
    static func binaryPropertyList(_ source: SourceText) throws -> Table {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil)
        } catch {
            throw ModelError(source.location(of: 0), "not a binary property list Foundation can read")
        }
        guard let dictionary = object as? [String: Any] else {
            throw ModelError(source.location(of: 0), "a binary property-list table that is not a dictionary")
        }
        let start = source.location(of: 0)
        let entries = dictionary.keys.sorted().compactMap { key -> Entry? in
            guard let value = dictionary[key] as? String else { return nil }
            let pointer = "/" + jsonPointerToken(key)
            return Entry(
                key: Located(key, at: start, pointer: pointer), value: Located(value, at: start, pointer: pointer))
        }
        return Table(entries: entries)
    }

    private struct Scanner {
        let source: SourceText
        /// Held, not read through `source` at each use (each read would retain the array).
        let bytes: [UInt8]
        var i = 0

        init(source: SourceText) {
            self.source = source
            bytes = source.bytes
        }

        func fail(_ reason: String, at offset: Int? = nil) -> ModelError {
            ModelError(source.location(of: offset ?? i), reason)
        }

        mutating func entries(into entries: inout [Entry]) throws {
            while true {
                try skipSpaceAndComments()
                guard i < bytes.count else { return }
                // A stray ";" (`"a" = "b";;`) is accepted by CoreFoundation's parser, so by the device.
                if bytes[i] == UInt8(ascii: ";") {
                    i += 1
                    continue
                }
                let keyOffset = i
                let key = try string(what: "a key")
                try skipSpaceAndComments()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                    // `"key";` alone means the value is the key (allowed by the format, rare in practice).
                    if i < bytes.count, bytes[i] == UInt8(ascii: ";") {
                        i += 1
                        let located = Located(
                            key, at: source.location(of: keyOffset), pointer: "/" + jsonPointerToken(key))
                        entries.append(Entry(key: located, value: located))
                        continue
                    }
                    throw fail("expected '=' after the key \"\(key)\"")
                }
                i += 1
                try skipSpaceAndComments()
                let valueOffset = i
                let value = try string(what: "a value")
                try skipSpaceAndComments()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else {
                    throw fail("expected ';' after the value of \"\(key)\"")
                }
                i += 1
                let pointer = "/" + jsonPointerToken(key)
                entries.append(
                    Entry(
                        key: Located(key, at: source.location(of: keyOffset), pointer: pointer),
                        value: Located(value, at: source.location(of: valueOffset), pointer: pointer)))
            }
        }

        /// Every key the file means to define (`"key" =` at the start of a line): those not read
        /// are what a syntax error loses.
        func keys() -> [String] {
            let text = String(decoding: bytes, as: UTF8.self)
            var keys: [String] = []
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
                let after = trimmed[trimmed.index(after: close)...].drop { $0 == " " || $0 == "\t" }
                if after.hasPrefix("=") {
                    keys.append(String(trimmed[trimmed.index(after: trimmed.startIndex)..<close]))
                }
            }
            return keys
        }

        mutating func skipSpaceAndComments() throws {
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                    i += 1
                    continue
                }
                if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                    let start = i
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                        i += 1
                    }
                    guard i + 1 < bytes.count else { throw fail("unterminated comment", at: start) }
                    i += 2
                    continue
                }
                if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                return
            }
        }

        mutating func string(what: String) throws -> String {
            guard i < bytes.count else { throw fail("expected \(what), found the end of the file") }
            if bytes[i] == UInt8(ascii: "\"") { return try quoted() }
            // A bare word: letters, digits and _$+/:.- as property lists allow.
            let start = i
            while i < bytes.count {
                let c = bytes[i]
                let ok =
                    (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || "_$+/:.-".utf8.contains(c)
                guard ok else { break }
                i += 1
            }
            guard i > start else { throw fail("expected \(what) in double quotes") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func quoted() throws -> String {
            let start = i
            i += 1
            // Most strings have no escape: straight from the bytes (UTF-8, validated on reading).
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { i = end + 1 }
                return String(decoding: bytes[i..<end], as: UTF8.self)
            }
            var units: [UInt16] = []
            var run = i
            func flush(_ end: Int) { units += Array(String(decoding: bytes[run..<end], as: UTF8.self).utf16) }
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    flush(i)
                    i += 1
                    guard let text = String(validating: units, as: UTF16.self) else {
                        throw fail("a lone surrogate in a \\U escape", at: start)
                    }
                    return text
                }
                guard b == UInt8(ascii: "\\") else {
                    i += 1
                    continue
                }
                flush(i)
                guard i + 1 < bytes.count else { break }
                let escaped = bytes[i + 1]
                i += 2
                switch escaped {
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "a"): units.append(0x07)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "v"): units.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count,
                        let unit = UInt16(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16)
                    else {
                        throw fail("\\U needs four hex digits", at: i - 2)
                    }
                    units.append(unit)
                    i += 4
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt16(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                        value = value * 8 + UInt16(bytes[i] - UInt8(ascii: "0"))
                        i += 1
                        digits += 1
                    }
                    units.append(value)
                default:
                    // \" \\ \' and any other character stand for themselves (a whole UTF-8 sequence).
                    let length = escaped < 0x80 ? 1 : escaped >= 0xF0 ? 4 : escaped >= 0xE0 ? 3 : 2
                    let end = min(i - 1 + length, bytes.count)
                    units += Array(String(decoding: bytes[(i - 1)..<end], as: UTF8.self).utf16)
                    i = end
                }
                run = i
            }
            throw fail("unterminated string", at: start)
        }
    }
}
