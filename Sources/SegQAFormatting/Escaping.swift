/// Text for XML and HTML content and attribute values: markup characters as entities, and the
/// characters XML 1.0 forbids (and the controls that reorder or hide text) shown as `\u{…}`.
public func xmlEscaped(_ text: String) -> String {
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

private func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v)
        || (0x2060...0x2069).contains(v) || v == 0xFEFF || v == 0x061C || v == 0x2028 || v == 0x2029
        || v == 0x00AD || v == 0x180E || v == 0xFFFE || v == 0xFFFF
}
