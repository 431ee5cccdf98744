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
            {
              "segqa": 1, "defaults": {"width": 300},
              "controls": [
                {
                  "id": "range",
                  "segments": [
                    {"title": "Day"},
                    {"image": {"name": "calendar", "width": 20, "height": 20}, "accessibilityLabel": "Calendar"}
                  ]
                }
              ]
            }
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {
                  "segqa": 1, "defaults": {"width": 300},
                  "controls": [{"id": "range", "segments": [{"title": {"en": "Day", "de": ↓" "}}, {"title": "Week"}]}]
                }
                """#,
                messages: [
                    "segment 0 has an empty title in 'de' and no image: it shows nothing"
                ]),
            RuleExample(
                #"""
                {
                  "segqa": 1, "defaults": {"width": 300},
                  "controls": [{"id": "blank", "segments": [↓{}, {"title": "Week"}]}]
                }
                """#,
                messages: [
                    "segment 0 has neither a title nor an image"
                ]),
        ])

    public init() {}

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for segment in control.segments where segment.image == nil {
            if let title = segment.title {
                let blank = title.text.unicodeScalars.allSatisfy {
                    CharacterProperties.isWhiteSpace($0.value) || CharacterProperties.isDefaultIgnorable($0.value)
                }
                guard blank, !title.isFallback || control.isSourceLocale else { continue }
                findings.append(
                    Finding(
                        rule: Self.description.id, severity: Self.description.severity,
                        message:
                            "segment \(segment.index) has an empty title in '\(control.locale)' and no image: it shows nothing",
                        location: title.location, pointer: title.pointer, control: control.id,
                        segment: segment.index, locale: control.locale))
            } else if segment.spec.title == nil, control.isSourceLocale {
                findings.append(
                    Finding(
                        rule: Self.description.id, severity: Self.description.severity,
                        message: "segment \(segment.index) has neither a title nor an image",
                        location: segment.spec.location, pointer: segment.spec.pointer, control: control.id,
                        segment: segment.index))
            }
        }
        return findings
    }
}
