/// An `--exclude` pattern, as `.gitignore` writes them: without a "/" it matches any one
/// component (`Pods`, `*.generated.swift`); with one it matches the path from the folder
/// walked (`App/Generated/**`). `*` and `?` stay within a component, `**` spans any number.
public struct PathPattern: Sendable, Equatable {
    public let text: String
    let components: [Substring]

    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative to the folder walked, or as named) is excluded: the pattern
    /// matches it or one of the folders it lies in.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if components.count == 1 {
            return parts.contains { Self.match(components[0], $0) }
        }
        return (1...max(parts.count, 1)).contains { Self.match(components[...], parts.prefix($0)) }
    }

    static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            return (parts.startIndex...parts.endIndex).contains { match(pattern.dropFirst(), parts[$0...]) }
        }
        guard let part = parts.first, match(first, part) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    /// One component against `*` and `?` (iterative, so no pattern is exponential).
    static func match(_ pattern: Substring, _ name: Substring) -> Bool {
        let p = Array(pattern), n = Array(name)
        var (pi, ni) = (0, 0)
        var star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1
                ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ni
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
