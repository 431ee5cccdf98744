import SegQACore
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
            than the source's (German "0,5×" holds the comma) — that locale then keeps the source's titles — and, for \
            controls that list their segments but declare the separator the app joins them with, when a title \
            contains the separator. Fix: another separator, or an array of titles.
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
                    "'0,5×,1×,2×' (de) splits at ',' into 4 segments ('0', '5×', '1×', '2×') where the source has 3: a title holds the separator, so the source's titles are kept",
                    "'1,5 km' (fr) holds the separator ',' the control joins its titles with: split again, it becomes 2 segments",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(_ mismatch: SplitMismatch, locale: String) -> String {
        let parts = mismatch.parts.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(mismatch.text)' (\(locale)) splits at '\(mismatch.separator)' into \(mismatch.parts.count) segments "
            + "(\(parts)) where the source has \(mismatch.expected): a title holds the separator, so the source's titles are kept"
    }

    static func message(title: String, tag: String, separator: String) -> String {
        "'\(title)' (\(tag)) holds the separator '\(separator)' the control joins its titles with: "
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
