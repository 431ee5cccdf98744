/// Text for XML and HTML content and attribute values: markup characters as entities, and the
/// characters XML 1.0 forbids (and the controls that reorder or hide text) shown as `\u{…}`.
public func xmlEscaped(_ text: String) -> String {
    // Most texts have nothing to escape and no control to show: returned as they are.
    isPlainForXML(text) ? text : escapedForMarkup(text, isolatesAsBdi: false)
}

/// Shows control characters, bidi controls, zero-width characters and line separators as
/// `\u{…}`, so a report displays what the input contains rather than what it would do.
public func visibleControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisibleControl) else { return text }
    let kept = keptIsolates(text)
    var out = ""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
        if isInvisibleControl(scalar) && !kept.contains(offset) {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// A text quoted in a sentence: 'Text'. A text that holds right-to-left letters or bidi
/// controls is isolated between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE,
/// so it keeps its own direction without turning the sentence around it: "shows 'غير المقر…'"
/// keeps the ellipsis at the title's end. Reports keep the pair (HTML as `<bdi>`); an isolate
/// from the input is still shown escaped. Left-to-right text is quoted as it is, so `grep
/// "'Stable'"` finds it and copying it copies nothing more.
public func quoted(_ text: String) -> String {
    needsIsolation(text) ? "'\u{2068}" + text + "\u{2069}'" : "'" + text + "'"
}

/// Right-to-left letters (the blocks whose default bidi class is R or AL: Hebrew, Arabic,
/// Syriac, Thaana, N'Ko, …, and their presentation forms) or a bidi control: a text whose
/// direction can differ from the sentence's.
public func needsIsolation(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0..<0x0590: continue
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: continue
        }
    }
    return false
}

/// Where `quoted` isolated a text: each U+2068 right after an apostrophe, with its U+2069 right
/// before one, nothing between them opening or closing an isolate. By scalar offset.
func keptIsolates(_ text: String) -> Set<Int> {
    var kept: Set<Int> = []
    var open: Int? = nil
    var previous: Unicode.Scalar = " "
    let scalars = Array(text.unicodeScalars)
    for (offset, scalar) in scalars.enumerated() {
        switch scalar.value {
        case 0x2068 where previous == "'":
            open = offset
        case 0x2069:
            if let start = open, offset + 1 < scalars.count, scalars[offset + 1] == "'" {
                kept.insert(start)
                kept.insert(offset)
            }
            open = nil
        case 0x2066, 0x2067, 0x2068:
            open = nil
        default: break
        }
        previous = scalar
    }
    return kept
}

/// HTML for a message: escaped as `xmlEscaped`, each isolated quotation as `<bdi>…</bdi>`,
/// which browsers isolate as the characters do.
public func htmlMessage(_ text: String) -> String {
    isPlainForXML(text) ? text : escapedForMarkup(text, isolatesAsBdi: true)
}

/// `visibleControls`, then markup characters as entities, in one pass into bytes (every quoted
/// title sends a message here, and a report writes thousands of them: three passes of scalar
/// appends were a twentieth of a large HTML report's time). The isolates `quoted` made stay as
/// they are, or become `<bdi>` and `</bdi>`.
private func escapedForMarkup(_ text: String, isolatesAsBdi: Bool) -> String {
    let kept = keptIsolates(text)
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 32)
    func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { out.append(contentsOf: $0) }
    }
    for (offset, scalar) in text.unicodeScalars.enumerated() {
        switch scalar.value {
        case 0x2068 where isolatesAsBdi && kept.contains(offset): append("<bdi>")
        case 0x2069 where isolatesAsBdi && kept.contains(offset): append("</bdi>")
        case _ where isInvisibleControl(scalar) && !kept.contains(offset):
            append("\\u{")
            out.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
            append("}")
        case 0x26: append("&amp;")
        case 0x3C: append("&lt;")
        case 0x3E: append("&gt;")
        case 0x22: append("&quot;")
        case 0x27: append("&#39;")
        default: out.append(contentsOf: UTF8.encode(scalar)!)
        }
    }
    return String(decoding: out, as: UTF8.self)
}

/// No markup character and no byte that can start an invisible control's UTF-8: C0 and DEL,
/// C2 (C1 controls, U+00AD), D8 9C (U+061C), E1 (U+180E), E2 (U+200B…, U+2028…, U+2060…), EF
/// (U+FEFF, U+FFFE/F). A conservative test: a text it rejects takes the careful path.
private func isPlainForXML(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
        switch byte {
        case 0..<0x20, 0x7F, 0xC2, 0xE1, 0xE2, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            return false
        case 0x9C where previous == 0xD8: return false
        default: previous = byte
        }
    }
    return true
}

private func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v)
        || (0x2060...0x2069).contains(v) || v == 0xFEFF || v == 0x061C || v == 0x2028 || v == 0x2029
        || v == 0x00AD || v == 0x180E || v == 0xFFFE || v == 0xFFFF
}
