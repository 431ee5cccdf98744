import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// Segments narrower than the 44 pt touch target.
public struct TouchTargetSmallRule: Rule {
    static let minimum = RuleOption.number(
        "minimum", default: 44, range: 0...1_000, "smallest acceptable segment width in points")
    static let strict = RuleOption.bool("strict", default: false, "also report controls lower than the minimum")

    public static let description = RuleDescription(
        id: "touch_target_small",
        name: "Touch target too small",
        kind: .fit,
        severity: .warning,
        rationale:
            "Apple's Human Interface Guidelines ask for 44 × 44 pt touch targets; narrower segments are hard to hit",
        documentation: """
            Triggers when a segment is narrower than 44 pt on a device (for proportional controls, the narrowest \
            it gets while any segment is selected). Equal segments that are all too narrow give one finding for the \
            control. Segmented controls are 28–32 pt high by design, so height is checked only with option \
            `strict` (then a control lower than 44 pt is reported too). Option `minimum` changes 44. A control whose \
            buttons are padded by a style segqa does not read (a SwiftUI row of buttons) is not checked: its widths \
            are lower bounds.
            """,
        options: [minimum.spec, strict.spec],
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300},
              "controls": [{"id": "range", "segments": [{"title": "Day"}, {"title": "Week"}, {"title": "Month"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": ↓"digits",
                      "segments": [{"title": "1"}, {"title": "2"}, {"title": "3"}, {"title": "4"}, {"title": "5"}]},
                    {"id": "mixed",
                      "segments": [{"title": "Everything"}, {"title": "All"}, {"title": ↓"1", "width": 30}]}]}
                """#,
                messages: [
                    "every segment is 38.4 pt wide on width 200 pt: touch targets should be at least 44.0 pt wide",
                    "segment 2 is 30.0 pt wide on width 200 pt: touch targets should be at least 44.0 pt wide",
                ])
        ])

    public init() {}

    // MARK: - Messages

    /// `segment`: the narrow segment; nil when every segment is as narrow.
    static func message(segment: Int?, width: Double, device: String, minimum: Double) -> String {
        "\(segment.map { "segment \($0) is" } ?? "every segment is") \(pt(width)) \(lengthUnit) wide on \(device): "
            + "touch targets should be at least \(pt(minimum)) \(lengthUnit) wide"
    }

    static func message(height: Double, minimum: Double) -> String {
        "the control is \(pt(height)) \(lengthUnit) high: touch targets should be at least \(pt(minimum)) \(lengthUnit) high"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // Equal and fixed widths do not depend on the titles: report them once, in the source locale.
        guard control.isSourceLocale || control.resolved.distribution == .proportional else { return [] }
        // Widths without the button style's padding say nothing about how wide a target is.
        guard !control.resolved.widthsAreLowerBounds else { return [] }
        let minimum = context[Self.minimum]
        var findings: [Finding] = []
        var reported = Set<Int>()
        for layout in control.layouts {
            let narrowest = control.segments.indices.map(layout.widths.narrowest)
            let small = narrowest.indices.filter { narrowest[$0] < minimum - 0.005 && !reported.contains($0) }
            guard !small.isEmpty else { continue }
            if small.count == control.segments.count && Set(narrowest.map { ($0 * 100).rounded() }).count == 1 {
                var finding = controlFinding(
                    Self.message(segment: nil, width: narrowest[0], device: control.onDevice(layout), minimum: minimum),
                    in: control)
                describe(&finding, layout: layout, width: narrowest[0])
                findings.append(finding)
                return findings
            }
            for index in small {
                reported.insert(index)
                let segment = control.segments[index]
                let place =
                    segment.title.map { ($0.location, $0.pointer) } ?? (segment.spec.location, segment.spec.pointer)
                var finding = finding(
                    Self.message(
                        segment: index, width: narrowest[index], device: control.onDevice(layout), minimum: minimum),
                    at: place.0, pointer: place.1, in: control, segment: index,
                    locale: control.resolved.distribution == .proportional ? .some(control.locale) : .some(nil))
                describe(&finding, layout: layout, width: narrowest[index])
                findings.append(finding)
            }
        }
        if context[Self.strict], control.isSourceLocale, control.resolved.height < minimum {
            findings.append(
                controlFinding(
                    Self.message(height: control.resolved.height, minimum: minimum),
                    in: control))
        }
        return findings
    }

    private func describe(_ finding: inout Finding, layout: ControlLayout, width: Double) {
        finding.device = layout.device.name
        finding.controlWidth = layout.controlWidth
        finding.available = width
    }
}
