/// Text for XML and HTML content and attribute values: markup characters as entities, and the
/// characters XML 1.0 forbids (and the controls that reorder or hide text) shown as `\u{…}`.
public func xmlEscaped(_ text: String) -> String {
    // Most texts have nothing to escape and no control to show: returned as they are.
    if isPlainForXML(text) { return text }
    var out = ""
    for scalar in visibleControls(text).unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// Shows control characters, bidi controls, zero-width characters and line separators as
/// `\u{…}`, so a report displays what the input contains rather than what it would do.
public func visibleControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisibleControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if isInvisibleControl(scalar) {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
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
