/// The placeholders of a format string: printf's (`%d`, `%1$@`, `%.1f`, `%%`) and named ones
/// (`{count}`), found by one scanner over Unicode scalars, so any text — a specifier followed by a
/// combining mark, a ZWJ, a variation selector or a keycap, in any script — splits at scalar
/// boundaries and nothing has to land on a grapheme boundary. Printf digits are ASCII only, as
/// printf reads them.
public struct Placeholders: Equatable, Sendable {
    /// One piece of a format string, in order.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case placeholder(Placeholder)
    }

    public struct Placeholder: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case integer, float, object, string, character, pointer
            /// `%%`: a literal percent sign.
            case percent
            /// `{name}`.
            case named
        }

        /// As written: "%1$@", "{count}".
        public var written: String
        public var kind: Kind
        /// The argument it takes, 1-based (`%2$d` → 2; unnumbered ones count on); nil for `%%` and names.
        public var position: Int?
        /// The name of a `{name}` placeholder.
        public var name: String?
    }

    public var pieces: [Piece]

    public init(_ text: String) { pieces = Self.scan(text) }

    public var placeholders: [Placeholder] {
        pieces.compactMap { if case let .placeholder(p) = $0 { return p } else { return nil } }
    }

    /// (position, kind) of each printf placeholder and each name, sorted: what two texts must share.
    var meaning: (printf: [String], named: [String]) {
        var printf: [String] = [], named: [String] = []
        for p in placeholders {
            switch p.kind {
            case .percent: continue
            case .named: named.append(p.name ?? "")
            default: printf.append("\(p.position ?? 0):\(p.kind.rawValue)")
            }
        }
        return (printf.sorted(), named.sorted())
    }

    public static func == (a: Placeholders, b: Placeholders) -> Bool { a.meaning == b.meaning }

    /// The placeholders as written, for messages ("%d {count}", or "none").
    public var listing: String {
        let written = placeholders.filter { $0.kind != .percent }.map(\.written)
        return written.isEmpty ? "none" : written.joined(separator: " ")
    }

    /// The text as users see it once the app formats it: integer placeholders as "88", floating
    /// point ones as "8.8" (two digits, as counts and ratings usually show); `%@`, `%s` and names,
    /// whose values segqa cannot know, stay as written; `%%` becomes "%".
    /// `unknown`: what a placeholder of unknown value becomes instead (the bidi rule isolates it:
    /// a `%s` may be a number or a name in any script, so it takes no side).
    public static func formatted(_ text: String, unknown: String? = nil) -> String {
        guard text.unicodeScalars.contains("%") else { return text }
        var out = ""
        for piece in scan(text) {
            switch piece {
            case let .text(text): out += text
            case let .placeholder(p):
                switch p.kind {
                case .percent: out += "%"
                case .integer: out += "88"
                case .float: out += "8.8"
                default: out += unknown ?? p.written
                }
            }
        }
        return out
    }

    // MARK: - Scanning

    /// Positions above this are not arguments anyone passes; clamping keeps `position + 1` safe.
    static let maxPosition = 10_000

    static func scan(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        var next = 1
        var i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while i < scalars.count {
            if scalars[i] == "%", let (end, kind, explicit) = printf(scalars, from: i) {
                flush()
                var written = String.UnicodeScalarView()
                written.append(contentsOf: scalars[i..<end])
                var position: Int?
                if kind != .percent {
                    position = explicit ?? next
                    next = min(position ?? next, maxPosition) + 1
                }
                pieces.append(.placeholder(Placeholder(written: String(written), kind: kind, position: position)))
                i = end
                continue
            }
            if scalars[i] == "{", let end = named(scalars, from: i) {
                flush()
                var written = String.UnicodeScalarView(), name = String.UnicodeScalarView()
                written.append(contentsOf: scalars[i..<end])
                name.append(contentsOf: scalars[(i + 1)..<(end - 1)])
                pieces.append(
                    .placeholder(Placeholder(written: String(written), kind: .named, position: nil, name: String(name)))
                )
                i = end
                continue
            }
            literal.append(scalars[i])
            i += 1
        }
        flush()
        return pieces
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    /// `%[n$][flags][width][.precision][length]conversion` starting at `start` (the `%`): its end,
    /// kind and explicit position, or nil when the text there is not a placeholder.
    private static func printf(_ s: [Unicode.Scalar], from start: Int) -> (Int, Placeholder.Kind, Int?)? {
        var i = start + 1
        var explicit: Int?
        // A position: digits then "$" (otherwise the digits are a width).
        var j = i
        var number = 0
        while j < s.count, isDigit(s[j]) {
            number = min(number * 10 + Int(s[j].value - 0x30), maxPosition)
            j += 1
        }
        if j > i, j < s.count, s[j] == "$" {
            explicit = max(number, 1)
            i = j + 1
        }
        while i < s.count, "-+ #0'".unicodeScalars.contains(s[i]) { i += 1 }
        if i < s.count, s[i] == "*" {
            i += 1
        } else {
            while i < s.count, isDigit(s[i]) { i += 1 }
        }
        if i < s.count, s[i] == "." {
            i += 1
            if i < s.count, s[i] == "*" {
                i += 1
            } else {
                while i < s.count, isDigit(s[i]) { i += 1 }
            }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let units = Array(length.unicodeScalars)
            if i + units.count <= s.count, Array(s[i..<(i + units.count)]) == units {
                i += units.count
                break
            }
        }
        guard i < s.count, let kind = kind(of: s[i]) else { return nil }
        return (i + 1, kind, kind == .percent ? nil : explicit)
    }

    private static func kind(of conversion: Unicode.Scalar) -> Placeholder.Kind? {
        switch conversion {
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "@": return .object
        case "s", "S": return .string
        case "c", "C": return .character
        case "p": return .pointer
        case "%": return .percent
        default: return nil
        }
    }

    /// `{name}` with a name of ASCII letters, digits, `_` and `.` (possibly empty): its end.
    private static func named(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start + 1
        while i < s.count, s[i] != "}" {
            let v = s[i].value
            let allowed =
                (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
                || v == 0x5F || v == 0x2E
            guard allowed else { return nil }
            i += 1
        }
        return i < s.count ? i + 1 : nil
    }
}
