import SegQACore
import SegQAFormatting
import SegQAModel

/// A control that keeps left-to-right segment order in a right-to-left locale.
public struct ForcedLeftToRightRule: Rule {
    public static let description = RuleDescription(
        id: "forced_left_to_right",
        name: "Left-to-right order in a right-to-left locale",
        kind: .bidi,
        severity: .note,
        rationale:
            "in right-to-left locales iOS mirrors segment order; a control that forces left-to-right puts the first segment where readers expect the last",
        documentation: """
            UIKit and SwiftUI mirror a segmented control in right-to-left locales (Arabic, Hebrew, Persian, Urdu …): \
            segment 0 stands at the right. A control declared with `"direction": "ltr"` \
            (`semanticContentAttribute = .forceLeftToRight`) keeps segment 0 at the left. That is right for \
            controls that follow a physical or time axis (playback, a timeline, text alignment), and wrong for most \
            others; the note asks to confirm it, once per control and right-to-left locale. Drawings show segqa's \
            segment order: mirrored unless forced.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                  "segments": [{"title": {"en": "Day", "ar": "يوم"}}, {"title": {"en": "Week", "ar": "أسبوع"}}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "align", "direction": "ltr",
                  "segments": [{"title": {"en": "Left", "de": "Links"}}, {"title": "Right"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "direction": ↓"ltr",
                      "segments": [{"title": {"en": "Day", "ar": "يوم"}}, {"title": {"en": "Week", "ar": "أسبوع"}}]}]}
                """#,
                messages: [
                    "'range' keeps left-to-right segment order in 'ar': 'يوم' (segment 0) stands at the left, where right-to-left readers expect the last segment; right for a timeline or playback, wrong for most controls"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(control: String, locale: String, first: String) -> String {
        "'\(control)' keeps left-to-right segment order in '\(locale)': \(quoted(first)) (segment 0) stands at the left, "
            + "where right-to-left readers expect the last segment; right for a timeline or playback, wrong for most controls"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isRightToLeft, control.resolved.direction == .leftToRight,
            let setting = control.resolved.directionSetting
        else { return [] }
        let first = control.segments.first.flatMap { $0.title?.shown ?? $0.image?.name.value } ?? "segment 0"
        return [
            finding(
                Self.message(control: control.id, locale: control.locale, first: first),
                at: setting.location, pointer: setting.pointer, in: control)
        ]
    }
}
