import SegQACore
import SegQALayout
import SegQAModel

/// After truncation two segments read the same, so users cannot tell them apart.
public struct TruncationAmbiguousRule: Rule {
    public static let description = RuleDescription(
        id: "truncation_ambiguous",
        name: "Truncated titles look alike",
        kind: .fit,
        severity: .warning,
        rationale:
            "when truncation leaves two segments with the same visible text, or one a prefix of another, users cannot tell them apart",
        documentation: """
            On each device, compares what the segments of one control show in the normal state. Two segments are \
            ambiguous when their visible texts are equal, or when a truncated one shows only a prefix of what \
            another shows ("Benachrichti…" next to "Benachrichtigungen (alle)"). Reported at the later segment, \
            once per locale, at the narrowest device where it happens. When every cut involved is measured with a \
            stand-in face and short by less than such faces differ by, the finding is a note marked uncertain.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300},
              "controls": [{"id": "distinct", "segments": [{"title": "Inbox"}, {"title": "Sent"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "lookalike",
                      "segments": [{"title": "Notifications (all)"}, {"title": ↓"Notifications (unread)"}]}]}
                """#,
                messages: [
                    "segments 0 and 1 (en) show 'Notificati…' and 'Notificati…' on width 200 pt: users cannot tell them apart"
                ])
        ])

    public init() {}

    // MARK: - Messages

    /// `shown`: what each segment shows, quoted (`SegmentFit.quotedLines`: a wrapped title line by line).
    static func message(earlier: Int, later: Int, locale: String, shown: (String, String), device: String) -> String {
        "segments \(earlier) and \(later) (\(locale)) show \(shown.0) and \(shown.1) on \(device): "
            + "users cannot tell them apart"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<Int>()
        for layout in control.layouts {
            let fits = control.segments.map { layout.fit($0.index, .normal) }
            for later in fits.indices {
                // The widest of titles the code picks between is not what shows beside the others.
                guard let b = fits[later], !reported.contains(later), let title = control.segments[later].title,
                    !title.isOneOfSeveral
                else {
                    continue
                }
                for earlier in 0..<later {
                    guard let a = fits[earlier], control.segments[earlier].title?.isOneOfSeveral != true,
                        a.isTruncated || b.isTruncated, Self.ambiguous(a, b)
                    else { continue }
                    var finding = Finding(
                        rule: Self.description.id, severity: Self.description.severity,
                        message:
                            Self.message(
                                earlier: earlier, later: later, locale: control.locale,
                                shown: (a.quotedLines, b.quotedLines),
                                device: control.onDevice(layout)),
                        location: title.location, pointer: title.pointer, control: control.id,
                        segment: later, locale: control.locale)
                    finding.device = layout.device.name
                    finding.controlWidth = layout.controlWidth
                    finding.state = ControlState.normal.rawValue
                    finding.visible = b.visible
                    finding.properties = [("otherSegment", String(earlier)), ("otherVisible", a.visible)]
                    // Every cut within what a stand-in face differs by: on a device the titles may be
                    // whole, so the confusion is at risk, not seen.
                    if [a, b].allSatisfy({ !$0.isTruncated || StandInVerdict.mayFit($0, in: control) }) {
                        let cuts = [a, b].filter(\.isTruncated).count
                        finding.message +=
                            "; \(cuts == 1 ? "the cut is" : "both cuts are") within what the stand-in faces differ by: on a device the titles may be whole"
                        finding.uncertain = true
                        finding.severity = .note
                    }
                    findings.append(finding)
                    reported.insert(later)
                    break
                }
            }
        }
        return findings
    }

    static func ambiguous(_ a: SegmentFit, _ b: SegmentFit) -> Bool {
        if a.visible == b.visible { return true }
        func stem(_ fit: SegmentFit) -> String { fit.isTruncated ? String(fit.visible.dropLast()) : fit.visible }
        if a.isTruncated, !stem(a).isEmpty, stem(b).hasPrefix(stem(a)) { return true }
        if b.isTruncated, !stem(b).isEmpty, stem(a).hasPrefix(stem(b)) { return true }
        return false
    }
}
