import SegQACore
import SegQAModel

/// A segment declares both a title and an image; UIKit shows only one of them.
public struct ConflictingSegmentContentRule: Rule {
    public static let description = RuleDescription(
        id: "conflicting_segment_content",
        name: "Segment has both title and image",
        kind: .accessibility,
        severity: .error,
        rationale:
            "UISegmentedControl shows a title or an image per segment: setting both means one silently replaces the other",
        documentation: """
            `setTitle(_:forSegmentAt:)` and `setImage(_:forSegmentAt:)` replace each other: whichever runs last wins, \
            so the segment shows something other than the file says. Triggers once per segment that declares both. \
            For an image with a spoken name, use `accessibilityLabel` instead of a title. iOS controls only: a \
            Material button or tab shows its icon beside its text.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "ok", "segments": [
                    {"image": {"name": "grid", "width": 20, "height": 20}, "accessibilityLabel": "Grid"},
                    {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "both", "segments": [
                        {"title": "Grid", "image": ↓{"name": "grid", "width": 20, "height": 20}}, {"title": "List"}]}]}
                """#,
                messages: [
                    "segment 0 declares both a title and the image 'grid': UIKit shows only one"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(segment: Int, image: String) -> String {
        "segment \(segment) declares both a title and the image '\(image)': UIKit shows only one"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isSourceLocale, control.resolved.platform == .ios else { return [] }
        return control.segments.compactMap { segment in
            guard let image = segment.image, segment.spec.title != nil else { return nil }
            return finding(
                Self.message(segment: segment.index, image: image.name.value), at: image.location,
                pointer: image.pointer, in: control, segment: segment.index, locale: .some(nil))
        }
    }
}
