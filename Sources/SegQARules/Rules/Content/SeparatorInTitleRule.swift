import SegQACore
import SegQAFormatting
import SegQAModel

/// A title that holds the separator a custom control splits its titles at.
public struct SeparatorInTitleRule: Rule {
    public static let description = RuleDescription(
        id: "separator_in_title",
        name: "Separator in a title",
        kind: .content,
        severity: .error,
        rationale:
            "custom controls built from one separated string split a translated title holding the separator into extra segments",
        documentation: """
            For controls whose titles are configured as one string split at `titleSeparator` (custom button rows \
            often take "Day,Week,Month"): triggers when a locale's string splits into a different number of parts \
            than the source's (German "0,5×" holds the comma). The control builds a button per part, so that is \
            what segqa lays out, checks and draws in that locale: n + 1 buttons, or one holding the whole string \
            when the translator wrote a look-alike of the separator (Arabic '،' U+060C, ideographic '、', \
            full-width '，' for ','), which the message names with the separator expected. For controls that list \
            their segments but declare the separator the app joins them with, it triggers when a title contains \
            the separator. Fix: another separator, or an array of titles.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed", "style": "custom",
                  "titleSeparator": "|", "titles": {"en": "0.5×|1×|2×", "de": "0,5×|1×|2×"}}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed", "style": "custom",
                      "titleSeparator": ",", "titles": {"en": "0.5×,1×,2×", "de": ↓"0,5×,1×,2×"}}, {"id": "distance",
                      "titleSeparator": ",",
                      "segments": [{"title": {"en": "1.5 km", "fr": ↓"1,5 km"}}, {"title": "5 km"}]}]}
                """#,
                messages: [
                    "'0,5×,1×,2×' (de) splits at ',' into 4 segments ('0', '5×', '1×', '2×') where the source has 3: a title holds the separator, so the control shows 4 buttons",
                    "'1,5 km' (fr) holds the separator ',' the control joins its titles with: split again, it becomes 2 segments",
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "style": "custom",
                      "titleSeparator": ",", "titles": {"en": "Day,Week,Month", "ar": ↓"يوم،أسبوع،شهر"}}]}
                """#,
                messages: [
                    "'يوم،أسبوع،شهر' (ar) has no ',' to split at: it separates with '،' (U+060C), so the control shows one button holding the whole string where the source has 3; the separator expected is ','"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    /// Characters translators write for a separator in their script.
    static let lookalikes: [String: [Character]] = [
        ",": ["\u{060C}", "\u{3001}", "\u{FF0C}", "\u{FE50}"], ";": ["\u{061B}", "\u{FF1B}"],
        "|": ["\u{FF5C}"], "/": ["\u{FF0F}"], ":": ["\u{FF1A}"],
    ]

    static func message(_ mismatch: SplitMismatch, locale: String) -> String {
        if mismatch.parts.count == 1,
            let lookalike = lookalikes[mismatch.separator]?.first(where: mismatch.text.contains)
        {
            let code = String(format: "U+%04X", lookalike.unicodeScalars.first?.value ?? 0)
            return "\(quoted(mismatch.text)) (\(locale)) has no '\(mismatch.separator)' to split at: it separates with "
                + "'\(lookalike)' (\(code)), so the control shows one button holding the whole string where the source "
                + "has \(mismatch.expected); the separator expected is '\(mismatch.separator)'"
        }
        let parts = mismatch.parts.map { "\(quoted($0))" }.joined(separator: ", ")
        return
            "\(quoted(mismatch.text)) (\(locale)) splits at '\(mismatch.separator)' into \(mismatch.parts.count) segments "
            + "(\(parts)) where the source has \(mismatch.expected): a title holds the separator, so the control shows "
            + "\(mismatch.parts.count) \(mismatch.parts.count == 1 ? "button" : "buttons")"
    }

    static func message(title: String, tag: String, separator: String) -> String {
        "\(quoted(title)) (\(tag)) holds the separator '\(separator)' the control joins its titles with: "
            + "split again, it becomes \(title.components(separatedBy: separator).count) segments"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for mismatch in control.resolved.splitMismatches where mismatch.locale == control.locale {
            findings.append(
                finding(
                    Self.message(mismatch, locale: control.locale),
                    at: mismatch.location, pointer: mismatch.pointer, in: control))
        }
        // Segments given one by one, joined by the app with the separator.
        guard !control.resolved.hasJoinedTitles, let separator = control.resolved.titleSeparator,
            !separator.isEmpty
        else { return findings }
        for (segment, title) in control.ownTitles where title.text.contains(separator) {
            findings.append(
                finding(
                    Self.message(title: title.text, tag: title.tag(control.locale), separator: separator),
                    at: title.location, pointer: title.pointer, in: control, segment: segment.index))
        }
        return findings
    }
}
