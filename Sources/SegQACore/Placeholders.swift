import Foundation

/// The placeholders of a format string, in a form that compares by meaning.
public struct Placeholders: Equatable, Sendable {
    /// (position, kind) of each printf placeholder, sorted.
    var printf: [String]
    /// Names of `{…}` placeholders, sorted.
    var named: [String]
    /// As written, in order, for messages.
    var written: [String]

    static let printfPattern = try! NSRegularExpression(
        pattern:
            #"%(?:(\d+)\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?([@dDiuUxXoOfFeEgGaAcCsSp%])"#)
    private static let namedPattern = try! NSRegularExpression(pattern: #"\{([A-Za-z0-9_.]*)\}"#)

    public init(_ text: String) {
        let range = NSRange(text.startIndex..., in: text)
        var printf: [String] = [], written: [String] = []
        var next = 1
        for match in Self.printfPattern.matches(in: text, range: range) {
            let conversion = String(text[Range(match.range(at: 2), in: text)!])
            guard conversion != "%" else { continue }
            let position = Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) } ?? next
            next = position + 1
            printf.append("\(position):\(Self.kind(conversion))")
            written.append(String(text[Range(match.range, in: text)!]))
        }
        var named: [String] = []
        for match in Self.namedPattern.matches(in: text, range: range) {
            named.append(String(text[Range(match.range(at: 1), in: text)!]))
            written.append(String(text[Range(match.range, in: text)!]))
        }
        self.printf = printf.sorted()
        self.named = named.sorted()
        self.written = written
    }

    static func kind(_ conversion: String) -> String {
        switch conversion {
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": return "integer"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "float"
        case "@": return "object"
        case "s", "S": return "string"
        case "c", "C": return "character"
        default: return "pointer"
        }
    }

    public static func == (a: Placeholders, b: Placeholders) -> Bool { a.printf == b.printf && a.named == b.named }

    public var listing: String { written.isEmpty ? "none" : written.joined(separator: " ") }
}

extension Placeholders {
    /// The text as users see it once the app formats it: integer placeholders as "88", floating
    /// point ones as "8.8" (two digits, as counts and ratings usually show); `%@` and `%s`, whose
    /// values segqa cannot know, stay as written; `%%` becomes "%".
    public static func formatted(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let range = NSRange(text.startIndex..., in: text)
        var out = ""
        var last = text.startIndex
        for match in printfPattern.matches(in: text, range: range) {
            let whole = Range(match.range, in: text)!
            out += text[last..<whole.lowerBound]
            let conversion = String(text[Range(match.range(at: 2), in: text)!])
            switch conversion == "%" ? "percent" : kind(conversion) {
            case "percent": out += "%"
            case "integer": out += "88"
            case "float": out += "8.8"
            default: out += text[whole]
            }
            last = whole.upperBound
        }
        return out + text[last...]
    }
}
