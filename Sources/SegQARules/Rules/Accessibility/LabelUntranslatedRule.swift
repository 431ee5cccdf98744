import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// An accessibility label missing in a locale: VoiceOver speaks the source language.
public struct LabelUntranslatedRule: Rule {
    public static let description = RuleDescription(
        id: "label_untranslated",
        name: "Label not translated",
        kind: .accessibility,
        severity: .warning,
        rationale:
            "without a translated label VoiceOver reads the source language's label with the voice of the user's language",
        documentation: """
            Triggers for each segment whose accessibility label exists in the source locale but not in a checked \
            locale: iOS falls back to the source's label, and VoiceOver reads, for example, English words with a \
            Thai voice. Titles have their own rule (missing_translation); image segments depend on labels entirely.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list"}, "accessibilityLabel": {"en": "List", "th": "รายการ"}},
                    {"title": {"en": "Grid", "th": "ตาราง"}}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                        {"image": {"name": "list"}, "accessibilityLabel": {"en": "List", "th": "รายการ"}},
                        {"image": {"name": "grid"}, "accessibilityLabel": ↓{"en": "Grid"}},
                        {"title": {"en": "Map", "th": "แผนที่"}}]}]}
                """#,
                messages: [
                    "segment 1 has no 'th' accessibility label: VoiceOver reads the source 'Grid' (en) instead"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        segment: Int, locale: String, source: String, sourceLocale: String, platform: Platform = .ios
    ) -> String {
        "segment \(segment) has no '\(locale)' accessibility label: \(platform.screenReader) reads the \(platform.sourceWord) \(quoted(source)) (\(sourceLocale)) instead"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard !control.isSourceLocale else { return [] }
        return control.segments.compactMap { segment in
            guard let label = segment.accessibilityLabel, label.isFallback, label.inheritedFrom == nil,
                let spec = segment.spec.accessibilityLabel
            else { return nil }
            return finding(
                Self.message(
                    segment: segment.index, locale: control.locale, source: label.text,
                    sourceLocale: control.resolved.sourceLocale, platform: control.resolved.platform),
                at: spec.location, pointer: spec.pointer, in: control, segment: segment.index)
        }
    }
}
