import SegQACore
import SegQALayout
import SegQAModel

/// An image segment without an accessibility label: VoiceOver reads the image's file name, or nothing.
public struct ImageSegmentMissingLabelRule: Rule {
    public static let description = RuleDescription(
        id: "image_segment_missing_label",
        name: "Image segment without accessibility label",
        kind: .accessibility,
        severity: .error,
        rationale: "VoiceOver users hear the image's asset name (or nothing) for an image segment without a label",
        documentation: """
            Triggers for a segment that has an image and no title when no accessibility label exists for it in any \
            locale it can fall back to. Give `accessibilityLabel` per locale (`"accessibilityLabel": {"en": \
            "Calendar", "de": "Kalender"}`), as `UIImage.accessibilityLabel` would in the app.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"},
                    {"image": {"name": "grid", "width": 20, "height": 20}, "accessibilityLabel": "Grid"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                        {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"},
                        {"image": ↓{"name": "grid", "width": 20, "height": 20}}]}]}
                """#,
                messages: [
                    "image segment 1 ('grid') has no accessibility label: VoiceOver announces the image name or nothing"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(segment: Int, image: String, platform: Platform = .ios) -> String {
        "image segment \(segment) ('\(image)') has no accessibility label: \(platform.screenReader) announces the image name or nothing"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.segments.compactMap { segment in
            // A label the code sets from something segqa cannot evaluate is a label all the same.
            guard let image = segment.image, segment.title == nil, segment.accessibilityLabel == nil,
                segment.spec.labelUnresolved == nil
            else { return nil }
            // The same missing label in every locale is one problem: report it in the source locale.
            guard control.isSourceLocale else { return nil }
            return finding(
                Self.message(segment: segment.index, image: image.name.value, platform: control.resolved.platform),
                at: image.location,
                pointer: image.pointer, in: control, segment: segment.index, locale: .some(nil))
        }
    }
}
