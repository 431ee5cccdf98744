import Foundation
import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Two segments that VoiceOver announces with the same words.
public struct DuplicateSegmentLabelsRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate_segment_labels",
        name: "Segments announced alike",
        kind: .accessibility,
        severity: .error,
        rationale: "VoiceOver users tell segments apart only by what is announced; two alike make the choice a guess",
        documentation: """
            Compares, within one locale, what VoiceOver announces for each segment: its accessibility label, else \
            its title (case and surrounding spaces ignored). Reported at the later segment. Common causes: two \
            image segments given the same label, or two source titles translated to one word ("Alle" for both \
            "All" and "Everyone").
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list"}, "accessibilityLabel": "List"},
                    {"image": {"name": "grid"}, "accessibilityLabel": "Grid"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "who",
                      "segments": [{"title": {"en": "All", "de": "Alle"}}, {"title": {"en": "Everyone", "de": ↓"alle"}}]},
                    {"id": "view", "segments": [{"image": {"name": "list"}, "accessibilityLabel": "View"},
                        {"image": {"name": "grid"}, "accessibilityLabel": ↓"View"}]}]}
                """#,
                messages: [
                    "segments 0 and 1 are both announced as 'alle' (de): VoiceOver users cannot tell them apart",
                    "segments 0 and 1 are both announced as 'View' (en): VoiceOver users cannot tell them apart",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(earlier: Int, later: Int, announced: String, locale: String, platform: Platform = .ios)
        -> String
    {
        "segments \(earlier) and \(later) are both announced as \(quoted(announced)) (\(locale)): \(platform.screenReader) users cannot tell them apart"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var seen: [String: Int] = [:]
        var findings: [Finding] = []
        for segment in control.segments {
            guard let announced = control.announced(segment) else { continue }
            // The widest of titles the code picks between is not what shows beside the others.
            if segment.accessibilityLabel == nil, segment.title?.isOneOfSeveral == true { continue }
            let key = trimmedWhiteSpace(announced.text).lowercased()
            guard !key.isEmpty else { continue }
            if let earlier = seen[key] {
                // Fallbacks repeat the source's problem: report it in the source locale only.
                let ownText =
                    segment.accessibilityLabel.map { !$0.isFallback } ?? segment.title.map { !$0.isFallback } ?? false
                // Two segments titled by the same key say the same in every locale: the source's finding.
                let first = control.segments.first { $0.index == earlier }
                let sameKey: Bool = {
                    guard segment.accessibilityLabel == nil, first?.accessibilityLabel == nil,
                        let this = segment.spec.title?.reference, let that = first?.spec.title?.reference
                    else { return false }
                    return this.table == that.table && this.key == that.key
                }()
                if (ownText && !sameKey) || control.isSourceLocale {
                    findings.append(
                        finding(
                            Self.message(
                                earlier: earlier, later: segment.index, announced: announced.text,
                                locale: control.locale, platform: control.resolved.platform),
                            at: announced.location, pointer: announced.pointer, in: control, segment: segment.index))
                }
            } else {
                seen[key] = segment.index
            }
        }
        return findings
    }
}
