import SegQACore
import SegQALayout
import SegQAModel

/// A custom control whose selection a screen reader cannot hear.
public struct SelectionNotAnnouncedRule: Rule {
    public static let description = RuleDescription(
        id: "selection_not_announced",
        name: "Selection not announced",
        kind: .accessibility,
        severity: .error,
        rationale:
            "a row of buttons styled as a segmented control looks selected, but unless a segment carries the selected trait or announces the change, VoiceOver and TalkBack users cannot tell which one is on",
        documentation: """
            UISegmentedControl and Material's segmented buttons announce "selected" by themselves; a custom \
            control built from buttons does not unless its code says so. A control declares how it exposes \
            selection with `"accessibility": {"traits": ["button"], "selectionAnnounced": false}`. Triggers when \
            it declares that selection is not announced, or declares traits without `selected` (nor `adjustable`, \
            whose value is read) and does not say that the selection is announced. Fix: add the selected trait to \
            the selected segment (`accessibilityTraits.insert(.selected)`, Compose `Modifier.selectable`), or post \
            an announcement when the selection changes.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed", "style": "custom",
                  "accessibility": {"traits": ["button", "selected"]},
                  "segments": [{"title": "1×"}, {"title": "2×"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed", "style": "custom",
                  "accessibility": {"traits": ["button"], "selectionAnnounced": true},
                  "segments": [{"title": "1×"}, {"title": "2×"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed", "style": "custom",
                      "accessibility": {"traits": ["button"], "selectionAnnounced": ↓false},
                      "segments": [{"title": "1×"}, {"title": "2×"}]}]}
                """#,
                messages: [
                    "the segments are exposed as button, without the selected trait, and a change of selection is not announced: VoiceOver users cannot hear which segment is selected"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300, "style": "material3"}, "controls": [{"id": "speed",
                      "accessibility": ↓{"traits": ["button"]}, "segments": [{"title": "1×"}, {"title": "2×"}]}]}
                """#,
                messages: [
                    "the segments are exposed as button, without the selected trait, and the control does not say it announces a change of selection: TalkBack users cannot hear which segment is selected"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(traits: [String], declaredSilent: Bool, platform: Platform = .ios) -> String {
        let exposed = traits.isEmpty ? "no traits" : traits.joined(separator: ", ")
        let announcement =
            declaredSilent
            ? "a change of selection is not announced" : "the control does not say it announces a change of selection"
        return "the segments are exposed as \(exposed), without the selected trait, and \(announcement): "
            + "\(platform.screenReader) users cannot hear which segment is selected"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isSourceLocale, let declared = control.resolved.accessibility else { return [] }
        let traits = declared.traits.map(\.value)
        let announced = declared.selectionAnnounced?.value
        let hearsSelection = traits.contains("selected") || traits.contains("adjustable") || announced == true
        guard !hearsSelection else { return [] }
        let place =
            declared.selectionAnnounced.map { ($0.location, $0.pointer) } ?? (declared.location, declared.pointer)
        return [
            finding(
                Self.message(traits: traits, declaredSilent: announced == false, platform: control.resolved.platform),
                at: place.0, pointer: place.1, in: control, locale: .some(nil))
        ]
    }
}
