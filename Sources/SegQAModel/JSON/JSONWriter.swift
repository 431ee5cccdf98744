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
        var out: [UInt8] = []
        write(into: &out, pretty: pretty, indent: indent)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON text's UTF-8 to `out`. Bytes, not a String: appending many short pieces
    /// to a String cost a third of writing a large report.
    public func write(into out: inout [UInt8], pretty: Bool = false, indent: Int = 0) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value): out.append(contentsOf: String(value).utf8)
        case let .double(value): out.append(contentsOf: JSONOutput.format(value).utf8)
        case let .string(value): JSONOutput.writeString(value, into: &out)
        case let .array(elements):
            if elements.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty {
                    out.append(UInt8(ascii: "\n"))
                    JSONOutput.indent(indent + 1, into: &out)
                }
                element.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                JSONOutput.indent(indent, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty {
                    out.append(UInt8(ascii: "\n"))
                    JSONOutput.indent(indent + 1, into: &out)
                }
                JSONOutput.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                JSONOutput.indent(indent, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ level: Int, into out: inout [UInt8]) {
        for _ in 0..<level { out.append(contentsOf: [0x20, 0x20]) }
    }

    /// Shortest text for `value` rounded to `decimals` places ("87", "112.4321", "-0.5").
    public static func format(_ value: Double) -> String {
        value.isFinite ? NumberText.decimal(value, places: 4) : "null"
    }

    /// Escapes per RFC 8259; also escapes U+2028/2029 and every C0/C1 control and bidi control
    /// as \u, so the text survives being pasted into HTML, JavaScript or a terminal unchanged.
    public static func writeString(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy them whole. A byte below 0x20, a quote, a backslash,
        // or a lead byte of the escaped ranges (C2: U+0080–U+009F; E2: U+2028…; EF: U+FEFF)
        // sends the string the slow way.
        var value = value
        let plain = value.withUTF8 { bytes in
            for byte in bytes
            where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
                || byte == 0xEF
            {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: [0x5C, 0x22])
            case "\\": out.append(contentsOf: [0x5C, 0x5C])
            case "\n": out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case "\r": out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case "\t": out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case "\u{08}": out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case "\u{0C}": out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
                {
                    let hex = String(v, radix: 16, uppercase: false)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    out.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
