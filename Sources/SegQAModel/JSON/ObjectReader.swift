import SegQAFormatting

/// Walks one JSON object of an input file: typed getters that fail with file:line:column,
/// JSON pointers for every value, and a check that no unknown key slipped in (a typo like
/// "titel" must never pass silently).
public struct ObjectReader {
    public let source: SourceText
    public let node: JSONNode
    public let pointer: String
    private let members: [JSONNode.Member]

    public init(_ node: JSONNode, source: SourceText, pointer: String, what: String) throws {
        guard let members = node.members else {
            throw ModelError(source.location(of: node.offset), "\(what) must be an object, got \(node.typeName)")
        }
        self.source = source
        self.node = node
        self.pointer = pointer
        self.members = members
    }

    public var location: SourceLocation { source.location(of: node.offset) }
    public var keys: [String] { members.map(\.key) }

    public func location(of node: JSONNode) -> SourceLocation { source.location(of: node.offset) }
    public func childPointer(_ key: String) -> String { pointer + "/" + jsonPointerToken(key) }

    public func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    public subscript(key: String) -> JSONNode? { members.first { $0.key == key }?.value }

    /// Fails on the first key not in `known`, naming the closest known key.
    public func allowOnly(_ known: [String], in what: String) throws {
        for member in members where !known.contains(member.key) {
            var message = "unknown key '\(member.key)' in \(what)"
            if let suggestion = closest(member.key, in: known) {
                message += " (did you mean '\(suggestion)'?)"
            } else {
                message += " (known keys: \(known.joined(separator: ", ")))"
            }
            throw ModelError(source.location(of: member.keyOffset), message)
        }
    }

    public func required(_ key: String, in what: String) throws -> JSONNode {
        guard let value = self[key] else { throw ModelError(location, "\(what) is missing '\(key)'") }
        return value
    }

    public func string(_ key: String) throws -> Located<String>? {
        guard let value = self[key] else { return nil }
        guard let text = value.string else { throw typeError(key, value, "a string") }
        return Located(text, at: location(of: value), pointer: childPointer(key))
    }

    public func number(_ key: String, range: ClosedRange<Double>? = nil) throws -> Located<Double>? {
        guard let value = self[key] else { return nil }
        guard let number = value.number else { throw typeError(key, value, "a number") }
        if let range, !range.contains(number) {
            throw ModelError(
                location(of: value),
                "'\(key)' must be between \(format(range.lowerBound)) and \(format(range.upperBound)), got \(format(number))"
            )
        }
        return Located(number, at: location(of: value), pointer: childPointer(key))
    }

    public func integer(_ key: String, range: ClosedRange<Int>) throws -> Located<Int>? {
        guard let value = self[key] else { return nil }
        guard let number = value.number, number == number.rounded() else {
            throw typeError(key, value, "a whole number")
        }
        // Compared as a Double: converting 1e19 to Int would trap before the range could say no.
        guard abs(number) < 9e18, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw ModelError(
                location(of: value),
                "'\(key)' must be between \(range.lowerBound) and \(range.upperBound), got \(format(number))")
        }
        return Located(Int(number), at: location(of: value), pointer: childPointer(key))
    }

    public func bool(_ key: String) throws -> Located<Bool>? {
        guard let value = self[key] else { return nil }
        guard let flag = value.bool else { throw typeError(key, value, "true or false") }
        return Located(flag, at: location(of: value), pointer: childPointer(key))
    }

    /// A string that must be one of `choices`.
    public func choice(_ key: String, _ choices: [String]) throws -> Located<String>? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text.value) else {
            throw ModelError(
                text.location,
                "'\(key)' must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), got \"\(text.value)\"")
        }
        return text
    }

    public func array(_ key: String) throws -> [JSONNode]? {
        guard let value = self[key] else { return nil }
        guard let elements = value.array else { throw typeError(key, value, "an array") }
        return elements
    }

    /// An array of strings (or one string, for convenience).
    public func strings(_ key: String) throws -> [Located<String>]? {
        guard let value = self[key] else { return nil }
        if let text = value.string { return [Located(text, at: location(of: value), pointer: childPointer(key))] }
        guard let elements = value.array else { throw typeError(key, value, "an array of strings") }
        return try elements.enumerated().map { index, element in
            guard let text = element.string else {
                throw ModelError(
                    location(of: element), "'\(key)' must hold strings, element \(index) is \(element.typeName)")
            }
            return Located(text, at: location(of: element), pointer: childPointer(key) + "/\(index)")
        }
    }

    public func object(_ key: String, what: String) throws -> ObjectReader? {
        guard let value = self[key] else { return nil }
        return try ObjectReader(value, source: source, pointer: childPointer(key), what: what)
    }

    public func typeError(_ key: String, _ value: JSONNode, _ expected: String) -> ModelError {
        ModelError(location(of: value), "'\(key)' must be \(expected), got \(value.typeName)")
    }

    private func format(_ value: Double) -> String { NumberText.plain(value) }
}

/// The known word nearest to `word` by edit distance, when it is plausibly a typo.
public func closest(_ word: String, in known: [String]) -> String? {
    let scored = known.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    // Ties go to the first in byte order: the same suggestion on every run, whatever order `known` came in.
    guard let best = scored.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }),
        best.1 <= max(2, word.count / 3)
    else { return nil }
    return best.0
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
