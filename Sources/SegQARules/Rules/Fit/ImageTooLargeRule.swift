import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// An image taller than the control or wider than its segment.
public struct ImageTooLargeRule: Rule {
    public static let description = RuleDescription(
        id: "image_too_large",
        name: "Image too large",
        kind: .fit,
        severity: .warning,
        rationale:
            "segmented controls do not scale their images: a taller one is squashed or clipped, a wider one is cut at the segment's edges",
        documentation: """
            Compares each image segment's image (`width`, `height` in points) with the room it has: the control's \
            height less its inset on both sides, and the segment's width (for proportional controls the narrowest \
            it gets) less the padding on both sides. Reported once per segment, at the narrowest device where the \
            width does not fit, or without a device when only the height does not. The height is checked in the \
            source locale only; with proportional widths another locale reports the width only where the source \
            fits, so one image gives one finding, not one per locale. Fix: a symbol configuration \
            with a smaller point size, or an image asset at the control's size.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list", "width": 20, "height": 20}, "accessibilityLabel": "List"},
                    {"title": "Grid"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "view", "segments": [
                        {"image": ↓{"name": "banner", "width": 120, "height": 20}, "accessibilityLabel": "Banner"},
                        {"image": ↓{"name": "photo", "width": 30, "height": 40}, "accessibilityLabel": "Photo"}]}]}
                """#,
                messages: [
                    "image 'banner' of segment 0 is 120.0 pt wide where the segment leaves 77.5 pt on width 200 pt: its sides are cut off",
                    "image 'photo' of segment 1 is 40.0 pt tall where the control leaves 28.0 pt: it is squashed or clipped",
                ]),
            // Proportional widths, three locales: the height is said once, not once per locale.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "tabs", "distribution": "proportional",
                    "segments": [{"title": {"en": "Photos", "de": "Fotos", "fr": "Photos"}},
                        {"image": ↓{"name": "map", "width": 20, "height": 40},
                         "accessibilityLabel": {"en": "Map", "de": "Karte", "fr": "Carte"}}]}]}
                """#,
                messages: [
                    "image 'map' of segment 1 is 40.0 pt tall where the control leaves 28.0 pt: it is squashed or clipped"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(image: String, segment: Int, problems: [String]) -> String {
        "image '\(image)' of segment \(segment) \(problems.joined(separator: ", and "))"
    }

    static func tooTall(height: Double, room: Double) -> String {
        "is \(pt(height)) \(lengthUnit) tall where the control leaves \(pt(room)) \(lengthUnit): it is squashed or clipped"
    }

    static func tooWide(width: Double, room: Double, device: String) -> String {
        "is \(pt(width)) \(lengthUnit) wide where the segment leaves \(pt(room)) \(lengthUnit) on \(device): its sides are cut off"
    }

    /// Whether the image is wider than its segment leaves on any of these layouts.
    static func tooWide(_ segment: Int, image: ImageSpec, in layouts: [ControlLayout], spec: ResolvedControl) -> Bool {
        layouts.contains { image.width > $0.widths.narrowest(segment) - 2 * spec.geometryTemplate.padding + 0.005 }
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isSourceLocale || control.resolved.distribution == .proportional else { return [] }
        let spec = control.resolved
        let roomHigh = spec.height - 2 * spec.geometryTemplate.inset
        var findings: [Finding] = []
        for segment in control.segments {
            guard let image = segment.image, image.width > 0 || image.height > 0 else { continue }
            var problems: [String] = []
            var where_: ControlLayout?
            var roomWide = 0.0
            // The height does not depend on the locale: said once, in the source locale. The width
            // does with proportional widths: another locale says it only where the source fits,
            // so a control reports one image problem, not one per locale.
            if image.height > roomHigh + 0.005, control.isSourceLocale {
                problems.append(Self.tooTall(height: image.height, room: roomHigh))
            }
            if !control.isSourceLocale, Self.tooWide(segment.index, image: image, in: control.sourceLayouts, spec: spec)
            {
                continue
            }
            for layout in control.layouts {
                let slot = layout.widths.narrowest(segment.index)
                let room = slot - 2 * spec.geometryTemplate.padding
                if image.width > room + 0.005 {
                    where_ = layout
                    roomWide = room
                    problems.append(Self.tooWide(width: image.width, room: room, device: control.onDevice(layout)))
                    break
                }
            }
            guard !problems.isEmpty else { continue }
            var finding = finding(
                Self.message(image: image.name.value, segment: segment.index, problems: problems),
                at: image.location, pointer: image.pointer, in: control, segment: segment.index,
                locale: spec.distribution == .proportional ? .some(control.locale) : .some(nil))
            if let where_ {
                finding.device = where_.device.name
                finding.controlWidth = where_.controlWidth
                finding.needed = image.width
                finding.available = roomWide
            }
            findings.append(finding)
        }
        return findings
    }
}
