import SegQACore
import SegQAModel

/// Some segments are images and others titles.
public struct MixedContentTypesRule: Rule {
    public static let description = RuleDescription(
        id: "mixed_content_types",
        name: "Image and title segments mixed",
        kind: .accessibility,
        severity: .warning,
        rationale:
            "a control that mixes image and text segments is harder to scan, and its image segments are easy to leave unlabeled",
        documentation: """
            Triggers once per control when some segments show only an image and others only a title. The Human \
            Interface Guidelines advise using either text or images in one segmented control. Reported at the first \
            segment of the less common kind.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "layout", "segments": [
              {"image": {"name": "grid", "width": 20, "height": 20}, "accessibilityLabel": "Grid"},
              {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "mixed", "segments": [{"title": "Day"},
                        {"title": "Week"},
                        ↓{"image": {"name": "calendar", "width": 20, "height": 20}, "accessibilityLabel": "Calendar"}]}]}
                """#,
                messages: [
                    "control mixes 1 image segment with 2 title segments"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(images: Int, titles: Int) -> String {
        "control mixes \(images) image segment\(images == 1 ? "" : "s") with \(titles) title segment\(titles == 1 ? "" : "s")"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isSourceLocale else { return [] }
        let images = control.segments.filter { $0.image != nil && $0.spec.title == nil }
        let titles = control.segments.filter { $0.image == nil && $0.spec.title != nil }
        guard !images.isEmpty, !titles.isEmpty else { return [] }
        let minority = images.count <= titles.count ? images[0] : titles[0]
        return [
            finding(
                Self.message(images: images.count, titles: titles.count), at: minority.spec.location,
                pointer: minority.spec.pointer, in: control, segment: minority.index, locale: .some(nil))
        ]
    }
}
