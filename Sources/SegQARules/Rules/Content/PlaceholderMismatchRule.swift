import Foundation
import SegQACore
import SegQAFormatting
import SegQAModel

/// Format placeholders that differ from the source's: the app formats the title with arguments
/// that no longer fit it.
public struct PlaceholderMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "placeholder_mismatch",
        name: "Placeholders differ from the source",
        kind: .content,
        severity: .error,
        rationale:
            "the app fills placeholders with the source's arguments: a missing, extra or retyped one shows the wrong value or crashes",
        documentation: """
            Compares the format placeholders of a title or accessibility label with the source locale's: printf \
            style (`%@`, `%d`, `%lld`, `%.1f`, positional `%1$@`; `%%` is a literal) and named (`{count}`, `{0}`). \
            Printf placeholders compare by position and kind (integer, floating point, object, string, character, \
            pointer), so `%1$@ %2$d` may become `%2$d %1$@`, and `%ld` may replace `%d`; named ones compare as a set. \
            The finding lists both sides.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "mail", "segments": [
                    {"title": {"en": "Unread (%d)", "de": "Ungelesen (%ld)"}},
                    {"title": {"en": "%1$@ of %2$d", "ja": "%2$d件中%1$@"}},
                    {"title": {"en": "100%% done", "fr": "100 %% fait"}}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "mail", "segments": [
                        {"title": {"en": "Unread (%d)", "de": ↓"Ungelesen (%@)"}},
                        {"title": {"en": "{count} new", "fr": ↓"{nombre} nouveaux"}},
                        {"title": {"en": "Inbox (%d)", "ru": ↓"Входящие"}}]}]}
                """#,
                messages: [
                    "'Ungelesen (%@)' (de) has placeholders %@ where the source 'Unread (%d)' has %d: the app's arguments no longer match",
                    "'{nombre} nouveaux' (fr) has placeholders {nombre} where the source '{count} new' has {count}: the app's arguments no longer match",
                    "'Входящие' (ru) has placeholders none where the source 'Inbox (%d)' has %d: the app's arguments no longer match",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        isLabel: Bool, text: String, locale: String, actual: Placeholders, source: String, expected: Placeholders
    ) -> String {
        "\(isLabel ? "the accessibility label " : "")\(quoted(text)) (\(locale)) has placeholders \(actual.listing) "
            + "where the source \(quoted(source)) has \(expected.listing): the app's arguments no longer match"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard !control.isSourceLocale else { return [] }
        var findings: [Finding] = []
        for segment in control.segments {
            let pairs: [(String?, String?, SourceLocation?, String?, Bool)] = [
                (
                    control.sourceTitle(segment.index)?.text, segment.title.flatMap { $0.isFallback ? nil : $0.text },
                    segment.title?.location, segment.title?.pointer, false
                ),
                (
                    segment.index < control.sourceSegments.count
                        ? control.sourceSegments[segment.index].accessibilityLabel?.text : nil,
                    segment.accessibilityLabel.flatMap { $0.isFallback ? nil : $0.text },
                    segment.accessibilityLabel?.location, segment.accessibilityLabel?.pointer, true
                ),
            ]
            for case let (source?, text?, location?, pointer?, isLabel) in pairs {
                // Neither text can hold a placeholder: nothing to compare (and no regex to run).
                if !source.contains(where: { $0 == "%" || $0 == "{" })
                    && !text.contains(where: { $0 == "%" || $0 == "{" })
                {
                    continue
                }
                let expected = Placeholders(source), actual = Placeholders(text)
                guard expected != actual else { continue }
                findings.append(
                    finding(
                        Self.message(
                            isLabel: isLabel, text: text, locale: control.locale, actual: actual, source: source,
                            expected: expected),
                        at: location, pointer: pointer, in: control, segment: segment.index))
            }
        }
        return findings
    }
}
