import SegQAFormatting

/// A JSON value to write, with object keys in the order given (deterministic output).
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written rounded to `JSONOutput.decimals` places, so output does not depend on
    /// floating-point noise below a ten-thousandth of a point.
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static let decimals = 4

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.serialized() == rhs.serialized() }

    /// Compact (one line) or pretty (two-space indent) JSON text; `indent` is the nesting level
    /// the value stands at, for writing it inside a larger document.
    public func serialized(pretty: Bool = false, indent: Int = 0) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: indent)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .double(value): out += JSONOutput.format(value)
        case let .string(value): JSONOutput.writeString(value, into: &out)
        case let .array(elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                if pretty {
                    out += "\n"
                    JSONOutput.indent(indent + 1, into: &out)
                }
                element.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out += "\n"
                JSONOutput.indent(indent, into: &out)
            }
            out += "]"
        case let .object(members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                if pretty {
                    out += "\n"
                    JSONOutput.indent(indent + 1, into: &out)
                }
                JSONOutput.writeString(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out += "\n"
                JSONOutput.indent(indent, into: &out)
            }
            out += "}"
        }
    }

    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    private static func indent(_ level: Int, into out: inout String) {
        out += level < indents.count ? indents[level] : String(repeating: "  ", count: level)
    }

    /// Shortest text for `value` rounded to `decimals` places ("87", "112.4321", "-0.5").
    public static func format(_ value: Double) -> String {
        value.isFinite ? NumberText.decimal(value, places: 4) : "null"
    }

    /// Escapes per RFC 8259; also escapes U+2028/2029 and every C0/C1 control and bidi control
    /// as \u, so the text survives being pasted into HTML, JavaScript or a terminal unchanged.
    public static func writeString(_ value: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: copy them whole. A byte below 0x20, a quote, a backslash,
        // or a lead byte of the escaped ranges (C2: U+0080–U+009F; E2: U+2028…; EF: U+FEFF)
        // sends the string the slow way.
        if !value.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF
        }) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
                {
                    let hex = String(v, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
