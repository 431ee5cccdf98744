import Foundation
import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// An accessibility label ending with a period.
public struct LabelPunctuationRule: Rule {
    public static let description = RuleDescription(
        id: "label_punctuation",
        name: "Label ends with a period",
        kind: .accessibility,
        severity: .note,
        rationale:
            "labels are names, not sentences: VoiceOver pauses at the period before the traits and it reads as a sentence",
        documentation: """
            Triggers for an accessibility label that ends with a full stop: ".", "。", "．", "।" (Devanagari danda) \
            or "۔" (Urdu). Apple's guidance: labels start with a capital letter and have no final period. An \
            ellipsis ("…" or "...") is not a period.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list"}, "accessibilityLabel": {"en": "List", "ja": "リスト"}},
                    {"image": {"name": "more"}, "accessibilityLabel": "More..."}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                        {"image": {"name": "list"}, "accessibilityLabel": {"en": ↓"Show as list.", "ja": ↓"リスト表示。"}},
                        {"image": {"name": "grid"}, "accessibilityLabel": "Grid"}]}]}
                """#,
                messages: [
                    "the accessibility label 'Show as list.' (en) ends with '.': labels are names, VoiceOver reads them without a final period",
                    "the accessibility label 'リスト表示。' (ja) ends with '。': labels are names, VoiceOver reads them without a final period",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(label: String, locale: String, ending: Character, platform: Platform = .ios) -> String {
        "the accessibility label \(quoted(label)) (\(locale)) ends with '\(ending)': labels are names, \(platform.screenReader) reads them without a final period"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.ownLabels.compactMap { segment, label in
            let trimmed = label.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let last = trimmed.last, [".", "。", "．", "।", "۔"].contains(last), !trimmed.hasSuffix("..") else {
                return nil
            }
            return finding(
                Self.message(
                    label: label.text, locale: control.locale, ending: last, platform: control.resolved.platform),
                at: label.location, pointer: label.pointer, in: control, segment: segment.index)
        }
    }
}
