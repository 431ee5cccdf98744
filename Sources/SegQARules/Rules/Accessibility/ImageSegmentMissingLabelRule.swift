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
            locale it can fall back to. Several such segments of one control are one finding, at the first, naming \
            each (`alsoSegments` in the JSON gives each one's place). Give `accessibilityLabel` per locale (`"accessibilityLabel": {"en": \
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
                ]),
            // Every image unlabelled: one finding for the control, at its first image, naming each.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                        {"image": ↓{"name": "list", "width": 20, "height": 20}},
                        {"image": {"name": "grid", "width": 20, "height": 20}},
                        {"image": {"name": "map", "width": 20, "height": 20}}]}]}
                """#,
                messages: [
                    "image segments 0, 1 and 2 ('list', 'grid', 'map') have no accessibility label: VoiceOver announces the image names or nothing"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(segment: Int, image: String, platform: Platform = .ios) -> String {
        "image segment \(segment) ('\(image)') has no accessibility label: \(platform.screenReader) announces the image name or nothing"
    }

    /// Several segments of one control: one fact (the control's images are unlabelled), one finding.
    static func message(segments: [(index: Int, image: String)], platform: Platform = .ios) -> String {
        let numbers = segments.map { String($0.index) }
        let images = segments.map { "'\($0.image)'" }.joined(separator: ", ")
        return
            "image segments \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last!) (\(images)) have no accessibility label: \(platform.screenReader) announces the image names or nothing"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // The same missing label in every locale is one problem: report it in the source locale.
        guard control.isSourceLocale else { return [] }
        // A label the code sets from something segqa cannot evaluate is a label all the same.
        let unlabelled = control.segments.compactMap { segment in
            segment.image.flatMap { image in
                segment.title == nil && segment.accessibilityLabel == nil && segment.spec.labelUnresolved == nil
                    ? (segment.index, image) : nil
            }
        }
        guard let (first, image) = unlabelled.first else { return [] }
        let platform = control.resolved.platform
        let message =
            unlabelled.count == 1
            ? Self.message(segment: first, image: image.name.value, platform: platform)
            : Self.message(segments: unlabelled.map { ($0.0, $0.1.name.value) }, platform: platform)
        var result = finding(
            message, at: image.location, pointer: image.pointer, in: control, segment: first, locale: .some(nil))
        result.alsoSegments = unlabelled.dropFirst().map { SegmentPlace(segment: $0.0, location: $0.1.location) }
        return [result]
    }
}
