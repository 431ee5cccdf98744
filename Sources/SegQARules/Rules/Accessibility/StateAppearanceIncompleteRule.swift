import SegQACore
import SegQALayout
import SegQAModel

/// Custom background or divider images for some states but not all.
public struct StateAppearanceIncompleteRule: Rule {
    public static let description = RuleDescription(
        id: "state_appearance_incomplete",
        name: "Custom appearance for some states only",
        kind: .accessibility,
        severity: .warning,
        rationale:
            "a control styled with custom images for some states shows the system look in the others, so pressing or selecting flashes a foreign style",
        documentation: """
            `customizedStates` lists the states for which the app sets its own background and divider images \
            (`setBackgroundImage(_:for:barMetrics:)`, `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`). \
            Triggers when it names some but not all of normal, selected, highlighted and selected+highlighted (and \
            disabled, when a segment is disabled): the missing ones fall back to the system's look, often with a \
            title colour meant for the custom background. The finding lists the missing states.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "pill",
                  "customizedStates": ["normal", "selected", "highlighted", "selectedHighlighted"],
                  "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "pill",
                      "customizedStates": ↓["normal", "selected"],
                      "segments": [{"title": "Day"}, {"title": "Week", "enabled": false}]}]}
                """#,
                messages: [
                    "custom background and divider images are set for normal, selected but not for highlighted, selectedHighlighted, disabled: those states show the system look"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(given: [ControlState], missing: [ControlState]) -> String {
        "custom background and divider images are set for \(given.map(\.rawValue).joined(separator: ", ")) "
            + "but not for \(missing.map(\.rawValue).joined(separator: ", ")): those states show the system look"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        let given = control.resolved.customizedStates
        guard control.isSourceLocale, let setting = control.resolved.customizedStatesSetting else { return [] }
        var required: [ControlState] = [.normal, .selected, .highlighted, .selectedHighlighted]
        if control.segments.contains(where: { !$0.spec.enabled }) { required.append(.disabled) }
        let missing = required.filter { !given.contains($0) }
        guard !missing.isEmpty else { return [] }
        return [
            finding(
                Self.message(given: given, missing: missing),
                at: setting.location, pointer: setting.pointer, in: control, locale: .some(nil))
        ]
    }
}
