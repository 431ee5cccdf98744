import Foundation

/// A finding silenced where it is, as linters are: `// segqa:disable:next title_truncated reason`
/// above a control in code, `// segqa:disable RULE` for a whole file, `tools:ignore="segqa:RULE"`
/// on an Android layout element, `segqa:disable RULE` in a `.strings` comment, an Android
/// `<!-- … -->` before a `<string>` or a String Catalog key's comment.
public struct SourceSuppression: Sendable, Equatable {
    public enum Scope: Sendable, Equatable {
        /// The control declared on this line of the file (code, an XML element).
        case line(Int)
        /// Every control declared in the file, and every finding placed in it.
        case file
        /// Findings about segments titled by this localization key (in every locale).
        case key(String)
    }

    /// Rule ids; "all" silences every rule.
    public var rules: [String]
    /// What the comment says after the rules, if anything: the justification SARIF carries.
    public var reason: String?
    /// Where the suppression is written.
    public var location: SourceLocation
    public var scope: Scope

    public init(rules: [String], reason: String?, location: SourceLocation, scope: Scope) {
        self.rules = rules
        self.reason = reason
        self.location = location
        self.scope = scope
    }

    public func covers(_ rule: String) -> Bool { rules.contains(rule) || rules.contains("all") }
}

/// Finds the suppressions a file holds. Plain text, line by line: the markers are comments and
/// attributes that no parser of ours keeps, and a file without "segqa:" costs one byte search.
public enum SourceSuppressionScanner {
    static let marker = Array("segqa:".utf8)

    public static func scan(_ source: SourceText) -> [SourceSuppression] {
        guard ByteSearch.firstIndex(of: marker, in: source.bytes, within: 0..<source.bytes.count) != nil else {
            return []
        }
        let text = String(decoding: source.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        let name = source.file.split(separator: "/").last.map(String.init) ?? source.file
        let isXML = [".xml", ".storyboard", ".xib"].contains { name.hasSuffix($0) }
        let isStrings = name.hasSuffix(".strings")
        let isCatalog = name.hasSuffix(".xcstrings")
        var found: [SourceSuppression] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if isXML, let range = line.range(of: "tools:ignore=\"") {
                let value = line[range.upperBound...].prefix { $0 != "\"" }
                let rules = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix("segqa:") }.map { String($0.dropFirst("segqa:".count)) }
                if !rules.isEmpty {
                    // The element whose start tag holds the attribute: the last '<' at or above it.
                    let start = elementStart(
                        lines, from: index, column: line.distance(from: line.startIndex, to: range.lowerBound))
                    found.append(
                        SourceSuppression(
                            rules: rules, reason: nil, location: location(source, number, line, range.lowerBound),
                            scope: .line(start)))
                }
            }
            guard let marker = line.range(of: "segqa:disable") else { continue }
            let afterMarker = line[marker.upperBound...]
            let next = afterMarker.hasPrefix(":next")
            let rest = next ? afterMarker.dropFirst(":next".count) : afterMarker
            guard rest.first == " " || rest.first == "\t" else { continue }
            var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            // The comment's close and a catalog value's quote are not part of the reason.
            while let last = words.last, ["*/", "-->", "\",", "\""].contains(last) { words.removeLast() }
            if var last = words.last {
                for end in ["*/", "-->", "\",", "\""] where last.hasSuffix(end) { last.removeLast(end.count) }
                words[words.count - 1] = last
                if last.isEmpty { words.removeLast() }
            }
            guard let first = words.first else { continue }
            let rules = first.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            let reason = words.dropFirst().joined(separator: " ")
            let place = location(source, number, line, marker.lowerBound)
            let scope: SourceSuppression.Scope
            if isStrings {
                guard
                    let key = nextStringsKey(
                        lines, after: index, column: line.distance(from: line.startIndex, to: marker.upperBound))
                else { continue }
                scope = .key(key)
            } else if isCatalog {
                guard let key = catalogKey(lines, at: index) else { continue }
                scope = .key(key)
            } else if isXML {
                guard let (elementLine, stringName) = nextElement(lines, after: index) else { continue }
                scope = stringName.map { .key($0) } ?? .line(elementLine)
            } else if next {
                guard let target = nextCodeLine(lines, after: index) else { continue }
                scope = .line(target)
            } else {
                scope = .file
            }
            found.append(
                SourceSuppression(
                    rules: rules, reason: reason.isEmpty ? nil : reason, location: place, scope: scope))
        }
        return found
    }

    static func location(_ source: SourceText, _ line: Int, _ text: Substring, _ at: Substring.Index) -> SourceLocation
    {
        SourceLocation(file: source.file, line: line, column: text[..<at].unicodeScalars.count + 1)
    }

    /// The next line that is code: not blank, not a comment, not an attribute line of Swift
    /// (`@MainActor`) alone.
    static func nextCodeLine(_ lines: [Substring], after index: Int) -> Int? {
        var inBlock = false
        for next in lines.indices.dropFirst(index + 1) {
            let line = lines[next].trimmingCharacters(in: .whitespaces)
            if inBlock {
                if line.contains("*/") { inBlock = false }
                continue
            }
            if line.isEmpty || line.hasPrefix("//") { continue }
            if line.hasPrefix("/*") {
                inBlock = !line.contains("*/")
                continue
            }
            return next + 1
        }
        return nil
    }

    /// The line of the '<' that opens the element holding the attribute at `column` of line `index`.
    static func elementStart(_ lines: [Substring], from index: Int, column: Int) -> Int {
        var row = index
        var prefix = lines[index].prefix(column)
        while row >= 0 {
            if prefix.contains("<") { return row + 1 }
            row -= 1
            if row >= 0 { prefix = lines[row][...] }
        }
        return index + 1
    }

    /// The next element after a comment: its line, and its name when it is a `<string name="…">`.
    static func nextElement(_ lines: [Substring], after index: Int) -> (Int, String?)? {
        for next in lines.indices.dropFirst(index + 1) {
            let line = lines[next].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("<"), !line.hasPrefix("<!--") else { continue }
            if line.hasPrefix("<string ") || line.hasPrefix("<string-array ") || line.hasPrefix("<plurals "),
                let range = line.range(of: "name=\"")
            {
                return (next + 1, String(line[range.upperBound...].prefix { $0 != "\"" }))
            }
            return (next + 1, nil)
        }
        return nil
    }

    /// The key a `.strings` comment stands above: the next `"key" =`.
    static func nextStringsKey(_ lines: [Substring], after index: Int, column: Int) -> String? {
        for next in lines.indices.dropFirst(index) {
            let line = next == index ? lines[next].dropFirst(column) : lines[next]
            guard let open = line.firstIndex(of: "\"") else { continue }
            var key = ""
            var escaped = false
            for character in line[line.index(after: open)...] {
                if escaped {
                    key.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    return key
                } else {
                    key.append(character)
                }
            }
        }
        return nil
    }

    /// The key of a String Catalog entry whose `"comment"` is on line `index`: the nearest line
    /// above at the entry's indentation that opens an object (`"key" : {`).
    static func catalogKey(_ lines: [Substring], at index: Int) -> String? {
        guard lines[index].contains("\"comment\"") else { return nil }
        let indent = lines[index].prefix { $0 == " " }.count
        for row in stride(from: index - 1, through: 0, by: -1) {
            let line = lines[row]
            let own = line.prefix { $0 == " " }.count
            guard own < indent, line.trimmingCharacters(in: .whitespaces).hasSuffix("{") else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
        }
        return nil
    }
}
