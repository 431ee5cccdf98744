/// Locales that show the source text (no translation of their own) show the source's problems:
/// a title truncated in English is truncated the same in every locale that falls back to it.
/// Such findings are reported once, on the first locale that has them (the source, when it is
/// checked), listing the others, instead of once per locale.
///
/// Two findings are the same problem when their rule, place, segment, severity and numbers
/// (state, device, widths, what is visible, properties) are equal: the message is not compared,
/// since it names the locale.
struct FallbackSharing {
    private var findings: [Finding] = []
    /// The locales that share each finding, by index into `findings`.
    private var sharedBy: [Int: [String]] = [:]
    private var firstIndex: [String: Int] = [:]

    mutating func add(_ more: [Finding], showsSourceText: Bool, locale: String) {
        for finding in more {
            guard showsSourceText else {
                findings.append(finding)
                continue
            }
            let key = Self.key(finding)
            if let first = firstIndex[key] {
                sharedBy[first, default: []].append(locale)
            } else {
                firstIndex[key] = findings.count
                findings.append(finding)
            }
        }
    }

    /// The findings, each shared one saying where else it shows.
    func findings(sourceLocale: String) -> [Finding] {
        var result = findings
        for (index, locales) in sharedBy {
            let list = locales.joined(separator: ", ")
            let verb = locales.count == 1 ? "shows" : "show"
            result[index].message += " (also in \(list), which \(verb) the \(sourceLocale) text)"
            result[index].properties.append(("sameIn", list))
        }
        return result
    }

    private static func key(_ f: Finding) -> String {
        let numbers: [String] = [
            f.state ?? "", f.device ?? "", f.controlWidth.map { "\($0)" } ?? "", f.needed.map { "\($0)" } ?? "",
            f.available.map { "\($0)" } ?? "", f.visible ?? "", (f.devices ?? []).joined(separator: "\u{1}"),
            f.properties.map { "\($0.0)=\($0.1)" }.joined(separator: "\u{1}"),
        ]
        return
            ([
                f.rule, f.severity.rawValue, f.file, "\(f.line)", "\(f.column)", f.control,
                f.segment.map { "\($0)" } ?? "",
            ]
            + numbers).joined(separator: "\u{0}")
    }
}
