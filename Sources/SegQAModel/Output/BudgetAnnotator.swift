import Foundation

/// What a translator is told about one string: the room it has and who uses it.
public struct BudgetNote: Sendable, Equatable {
    /// In points (dp on Android).
    public var maxWidth: Double
    public var unit: String
    public var maxCharacters: Int
    /// "segment 2 of settings.appearance, segment 1 of onboarding.units".
    public var uses: String
    /// For a note every translator reads (a String Catalog comment): the locales whose letters
    /// are wider or narrower, with how many of theirs fit ("5 in ko", "6 in zh-Hans, zh-Hant"):
    /// a limit counted in Latin letters means twice as many Hangul syllables as fit.
    public var otherLocales: [LocaleCharacters] = []

    /// How many characters of their own the `locales` fit.
    public struct LocaleCharacters: Sendable, Equatable {
        public var characters: Int
        public var locales: [String]

        public init(characters: Int, locales: [String]) {
            self.characters = characters
            self.locales = locales
        }
    }

    public init(maxWidth: Double, unit: String, maxCharacters: Int, uses: String) {
        self.maxWidth = maxWidth
        self.unit = unit
        self.maxCharacters = maxCharacters
        self.uses = uses
    }

    /// Whole units, rounded down: a title of exactly this width still fits.
    public var wholeWidth: Int { Int((maxWidth + 1e-9).rounded(.down)) }

    /// The line a String Catalog comment gets: "Max 78 pt, about 11 characters: segment 2 of settings.appearance".
    /// One line whatever the control ids hold: a line break in one would leave its tail behind on
    /// the next `--write`, which replaces only the line it recognises.
    public var commentLine: String {
        let oneLine = String(
            uses.unicodeScalars.map {
                CharacterSet.newlines.contains($0) || $0.properties.generalCategory == .control ? " " : Character($0)
            })
        var counts = "about \(maxCharacters) character\(maxCharacters == 1 ? "" : "s")"
        if !otherLocales.isEmpty {
            counts +=
                " ("
                + otherLocales.map { "\($0.characters) in \($0.locales.joined(separator: ", "))" }
                .joined(separator: "; ") + ")"
        }
        return "Max \(wholeWidth) \(unit), \(counts): \(oneLine)"
    }
}

/// Writes budgets where translators look, changing nothing else in the file: every edit is an
/// insertion or a replacement of the bytes that carry a budget, so the rest of the file stays
/// byte for byte as it was (its formatting, escapes, comments and order).
///
/// - XLIFF 1.2 (alone or in an `.xcloc`): `maxwidth` (whole pixels, rounded down) and
///   `size-unit="pixel"` on each budgeted `<trans-unit>`, for the file's target language.
/// - String Catalogs: one line in the key's `comment` ("Max 78 pt, about 11 characters: …"),
///   replacing the line segqa wrote before; a key without a comment gets one, in Xcode's style.
/// - Android `strings.xml`: `[CHAR LIMIT=NN]` (the convention of Android's own sources) in the
///   comment just before the `<string>` or `<plurals>`, or a new comment line there.
///
/// `note(table, key, locale)` answers what to write; nil leaves the string alone.
public enum BudgetAnnotator {
    public typealias Lookup = (_ table: String, _ key: String, _ locale: String) -> BudgetNote?

    /// A replacement of `range` (byte offsets) by `text`.
    struct Edit {
        var range: Range<Int>
        var text: String
    }

    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return out
    }

    // MARK: - XLIFF

    /// A trans-unit whose limit counts characters (`size-unit="char"`, set by a tool or a person)
    /// keeps that unit: its `maxwidth` becomes the locale's character guide, and `charUnits`
    /// counts them for the caller to report.
    public static func xliff(_ source: SourceText, note: Lookup) throws -> [UInt8] {
        var charUnits = 0
        return try xliff(source, note: note, charUnits: &charUnits)
    }

    public static func xliff(_ source: SourceText, note: Lookup, charUnits: inout Int) throws -> [UInt8] {
        let root = try XMLReader.parse(source)
        let bytes = source.bytes
        var edits: [Edit] = []
        for file in root.elements(named: "file") {
            guard let original = file["original"], let language = file["target-language"] ?? file["source-language"]
            else { continue }
            let table = XLIFFReader.tableName(original: original)
            for unit in file.descendants(named: "trans-unit") {
                guard let id = unit["id"] else { continue }
                let key = XLIFFReader.pluralID(id)?.0 ?? id
                guard let budget = note(table, key, language) else { continue }
                if unit["size-unit"] == "char" {
                    charUnits += 1
                    edits += setAttributes([("maxwidth", String(budget.maxCharacters))], of: unit, in: bytes)
                } else {
                    edits += setAttributes(
                        [("maxwidth", String(budget.wholeWidth)), ("size-unit", "pixel")], of: unit, in: bytes)
                }
                if let note = noteEdit(bytes, unitAt: unit.offset, line: budget.commentLine) { edits.append(note) }
            }
        }
        return apply(edits, to: bytes)
    }

    /// `<note from="segqa">…</note>` in a trans-unit, where XLIFF tools show notes beside the
    /// string: the one segqa wrote before is replaced, else one is added before `</trans-unit>`,
    /// on its own line indented as the unit's children.
    static func noteEdit(_ bytes: [UInt8], unitAt offset: Int, line: String) -> Edit? {
        guard let close = occurrence(of: Array("</trans-unit>".utf8), in: bytes, within: offset..<bytes.count)
        else { return nil }
        let text = xmlEscaped(line)
        let open = Array("<note from=\"segqa\">".utf8)
        if let start = occurrence(of: open, in: bytes, within: offset..<close),
            let end = occurrence(of: Array("</note>".utf8), in: bytes, within: (start + open.count)..<close)
        {
            return Edit(range: (start + open.count)..<end, text: text)
        }
        // Before the whitespace that precedes </trans-unit>, indented as the last child.
        var end = close
        while end > offset, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end - 1]) { end -= 1 }
        if end > offset, bytes[end - 1] == UInt8(ascii: "\n") {
            let childIndent = lineIndent(bytes, at: close) + "  "
            return Edit(range: end..<end, text: "\(childIndent)<note from=\"segqa\">\(text)</note>\n")
        }
        return Edit(range: close..<close, text: "<note from=\"segqa\">\(text)</note>")
    }

    static func xmlEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Edits that give `element` these attribute values: existing ones have their value replaced,
    /// missing ones are added after the last attribute (or the name), quoted as the tag quotes.
    static func setAttributes(_ values: [(String, String)], of element: XMLElement, in bytes: [UInt8]) -> [Edit] {
        var edits: [Edit] = []
        var insertAt = element.offset + 1 + element.name.utf8.count
        var quote: UInt8 = UInt8(ascii: "\"")
        for attribute in element.attributes {
            let end = closingQuote(bytes, valueOffset: attribute.valueOffset)
            quote = bytes[attribute.valueOffset - 1]
            insertAt = max(insertAt, end + 1)
        }
        var added = ""
        for (name, value) in values {
            if let attribute = element.attribute(name) {
                guard attribute.value != value else { continue }
                edits.append(
                    Edit(
                        range: attribute.valueOffset..<closingQuote(bytes, valueOffset: attribute.valueOffset),
                        text: value))
            } else {
                let mark = String(UnicodeScalar(quote))
                added += " \(name)=\(mark)\(value)\(mark)"
            }
        }
        if !added.isEmpty { edits.append(Edit(range: insertAt..<insertAt, text: added)) }
        return edits
    }

    static func closingQuote(_ bytes: [UInt8], valueOffset: Int) -> Int {
        let quote = bytes[valueOffset - 1]
        var index = valueOffset
        while index < bytes.count && bytes[index] != quote { index += 1 }
        return index
    }

    // MARK: - String Catalogs

    /// `table` is the catalog's name (its file name without `.xcstrings`); the note asked for is the
    /// source language's, which the comment states for every translator.
    public static func stringCatalog(_ source: SourceText, table: String, note: Lookup) throws -> [UInt8] {
        let bytes = source.bytes
        let root = try JSONParser.parse(bytes)
        guard let language = root["sourceLanguage"]?.string, let strings = root["strings"], let keys = strings.members
        else { return bytes }
        var edits: [Edit] = []
        for member in keys {
            guard let budget = note(table, member.key, language), let entry = member.value.members else { continue }
            let line = budget.commentLine
            if let comment = entry.first(where: { $0.key == "comment" }), comment.value.string != nil {
                edits.append(commentEdit(bytes, literalAt: comment.value.offset, line: line))
            } else {
                edits.append(newComment(bytes, keyMember: member, line: line))
            }
            // Xcode regenerates a comment it generated (from the code's comment argument) and
            // would drop the budget: the comment is the catalog's own once segqa writes in it.
            if let generated = entry.first(where: { $0.key == "isCommentAutoGenerated" }),
                generated.value.bool == true
            {
                edits.append(Edit(range: generated.value.offset..<(generated.value.offset + 4), text: "false"))
            }
        }
        return apply(edits, to: bytes)
    }

    /// Puts `line` in a comment literal: in place of the line segqa wrote before ("Max N pt, about
    /// …"), else after the comment's last line. Only that line's bytes change.
    static func commentEdit(_ bytes: [UInt8], literalAt start: Int, line: String) -> Edit {
        let end = stringLiteralEnd(bytes, from: start)  // the closing quote
        let escaped = jsonEscaped(line)
        // The comment's lines as written: split at the two-byte escape \n.
        var lineStart = start + 1
        var index = start + 1
        var lines: [Range<Int>] = []
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") {
                if bytes[index + 1] == UInt8(ascii: "n") {
                    lines.append(lineStart..<index)
                    lineStart = index + 2
                }
                index += 2
                continue
            }
            index += 1
        }
        lines.append(lineStart..<end)
        if let ours = lines.first(where: { isBudgetLine(Array(bytes[$0])) }) {
            return Edit(range: ours, text: escaped)
        }
        let empty = end == start + 1
        return Edit(range: end..<end, text: (empty ? "" : "\\n") + escaped)
    }

    /// Whether a comment line (as written) is one segqa wrote: "Max N pt|dp, about N character(s): …".
    static func isBudgetLine(_ line: [UInt8]) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        let scanner = Scanner(string: text)
        scanner.charactersToBeSkipped = nil
        guard scanner.scanString("Max ") != nil, scanner.scanInt() != nil,
            scanner.scanString(" pt, about ") != nil || scanner.scanString(" dp, about ") != nil,
            scanner.scanInt() != nil, scanner.scanString(" character") != nil
        else { return false }
        return true
    }

    /// A `"comment" : "…",` member before the key's first member, indented and spaced as the
    /// file writes members (Xcode: `"key" : value`, keys sorted, so `comment` comes first).
    static func newComment(_ bytes: [UInt8], keyMember: JSONNode.Member, line: String) -> Edit {
        let separator = memberSeparator(bytes, keyOffset: keyMember.keyOffset, valueOffset: keyMember.value.offset)
        let member = "\"comment\"\(separator)\"\(jsonEscaped(line))\""
        if let first = keyMember.value.members?.first {
            return Edit(
                range: first.keyOffset..<first.keyOffset, text: member + "," + whitespaceBefore(bytes, first.keyOffset))
        }
        // An empty object ({ } or Xcode's "{\n\n    }"): the member on its own line, one level in.
        let open = keyMember.value.offset
        var close = open + 1
        while close < bytes.count && bytes[close] != UInt8(ascii: "}") { close += 1 }
        let indent = lineIndent(bytes, at: keyMember.keyOffset)
        return Edit(range: (open + 1)..<close, text: "\n\(indent)  \(member)\n\(indent)")
    }

    /// What stands between a member's key literal and its value (`" : "` in Xcode's catalogs).
    static func memberSeparator(_ bytes: [UInt8], keyOffset: Int, valueOffset: Int) -> String {
        let keyEnd = stringLiteralEnd(bytes, from: keyOffset) + 1
        return String(decoding: bytes[keyEnd..<valueOffset], as: UTF8.self)
    }

    /// The line break and indentation before `offset` (from the previous member's comma).
    static func whitespaceBefore(_ bytes: [UInt8], _ offset: Int) -> String {
        var start = offset
        while start > 0,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[start - 1])
        {
            start -= 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The spaces and tabs that begin the line `offset` is on.
    static func lineIndent(_ bytes: [UInt8], at offset: Int) -> String {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < offset && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset of the quote that closes the string literal opening at `start`.
    static func stringLiteralEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }

    /// JSON string content, escaped as segqa writes JSON (`JSONOutput`), without the quotes.
    static func jsonEscaped(_ text: String) -> String {
        String(JSONOutput.string(text).serialized().dropFirst().dropLast())
    }

    // MARK: - Android strings.xml

    /// `locale` is the folder's (the source locale for `values/`).
    public static func androidStrings(_ source: SourceText, locale: String, note: Lookup) throws -> [UInt8] {
        let root = try XMLReader.parse(source)
        let bytes = source.bytes
        var edits: [Edit] = []
        // Strings nobody translates (`translatable="false"`, on them or on the file) get no limit.
        guard root["translatable"] != "false" else { return source.bytes }
        for element in root.elements where element.name == "string" || element.name == "plurals" {
            guard element["translatable"] != "false" else { continue }
            guard let name = element["name"], let budget = note(androidTable, name, locale) else { continue }
            edits.append(charLimitEdit(bytes, elementAt: element.offset, limit: budget.maxCharacters))
        }
        return apply(edits, to: bytes)
    }

    /// `[CHAR LIMIT=NN]` in the comment on the line just before the element (a comment after a
    /// blank line heads a group, it is not the string's), replacing the limit there; else a new
    /// comment line, indented as the element, with the file's line ending.
    static func charLimitEdit(_ bytes: [UInt8], elementAt offset: Int, limit: Int) -> Edit {
        let mark = "[CHAR LIMIT=\(limit)]"
        var before = offset
        var lineBreaks = 0
        while before > 0,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[before - 1])
        {
            if bytes[before - 1] == UInt8(ascii: "\n") { lineBreaks += 1 }
            before -= 1
        }
        if lineBreaks <= 1, before >= 3, Array(bytes[(before - 3)..<before]) == Array("-->".utf8),
            let open = lastOccurrence(of: Array("<!--".utf8), in: bytes, before: before - 3)
        {
            let body = (open + 4)..<(before - 3)
            if let existing = occurrence(of: Array("[CHAR LIMIT=".utf8), in: bytes, within: body),
                let close = bytes[existing..<body.upperBound].firstIndex(of: UInt8(ascii: "]"))
            {
                return Edit(range: existing..<(close + 1), text: mark)
            }
            // After the comment's text, before the spaces that end it.
            var end = body.upperBound
            while end > body.lowerBound && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return Edit(range: end..<end, text: " " + mark)
        }
        let indent = lineIndent(bytes, at: offset)
        let lineStart = offset - indent.utf8.count
        let lineEnd = lineStart >= 2 && bytes[lineStart - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        return Edit(range: offset..<offset, text: "<!-- \(mark) -->\(lineEnd)\(indent)")
    }

    static func lastOccurrence(of needle: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        ByteSearch.lastIndex(of: needle, in: bytes, before: end)
    }

    static func occurrence(of needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Int? {
        ByteSearch.firstIndex(of: needle, in: bytes, within: range)
    }
}
