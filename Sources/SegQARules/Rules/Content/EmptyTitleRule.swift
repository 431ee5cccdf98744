import SegQACore
import SegQAModel
import SegQAUnicode

/// A segment that shows nothing: an empty (or all-blank) title and no image.
public struct EmptyTitleRule: Rule {
    public static let description = RuleDescription(
        id: "empty_title",
        name: "Empty title",
        kind: .content,
        severity: .error,
        rationale: "a segment with an empty title and no image is a blank, unlabeled button",
        documentation: """
            Triggers when a segment's title in a locale is empty or consists only of white space and invisible \
            characters, and the segment has no image; also for a segment with neither title nor image. VoiceOver \
            has nothing to announce and sighted users see an empty slot.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "segments": [{"title": "Day"},
                    {"image": {"name": "calendar", "width": 20, "height": 20}, "accessibilityLabel": "Calendar"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300},
                  "controls": [{"id": "range", "segments": [{"title": {"en": "Day", "de": ↓" "}}, {"title": "Week"}]}]}
                """#,
                messages: [
                    "segment 0 has an empty title in 'de' and no image: it shows nothing"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300},
                  "controls": [{"id": "blank", "segments": [↓{}, {"title": "Week"}]}]}
                """#,
                messages: [
                    "segment 0 has neither a title nor an image"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    /// `emptyIn`: the locale whose title is empty; nil for a segment with neither title nor image.
    static func message(segment: Int, emptyIn locale: String?) -> String {
        guard let locale else { return "segment \(segment) has neither a title nor an image" }
        return "segment \(segment) has an empty title in '\(locale)' and no image: it shows nothing"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for segment in control.segments where segment.image == nil {
            if let title = segment.title {
                let blank = title.text.unicodeScalars.allSatisfy {
                    CharacterProperties.isWhiteSpace($0.value) || CharacterProperties.isDefaultIgnorable($0.value)
                }
                guard blank, !title.isFallback || control.isSourceLocale else { continue }
                findings.append(
                    finding(
                        Self.message(segment: segment.index, emptyIn: control.locale), at: title.location,
                        pointer: title.pointer, in: control, segment: segment.index))
            } else if segment.spec.title == nil, control.isSourceLocale {
                findings.append(
                    finding(
                        Self.message(segment: segment.index, emptyIn: nil), at: segment.spec.location,
                        pointer: segment.spec.pointer, in: control, segment: segment.index, locale: .some(nil)))
            }
        }
        return findings
    }
}
