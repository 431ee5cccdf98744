import SegQACore
import SegQAFonts
import SegQAModel

/// Titles drawn partly by a face other than the control's font: widths are approximations.
public struct FontFallbackRule: Rule {
    public static let description = RuleDescription(
        id: "font_fallback",
        name: "Font fallback",
        kind: .content,
        severity: .note,
        rationale:
            "where the control's font lacks a script, another face draws the title, and on a device that face differs, so widths may differ too",
        documentation: """
            Reported once per control and locale when any title is drawn, in part, by a face other than the \
            font the app chose for the control (its family, or its font file), because that font has no glyphs \
            for the script. The platform's own face (SF Pro, Roboto) falls back to the system's faces on a device \
            as it does here, and a face standing in for one that is not installed is segqa's, not the app's: \
            neither is reported (the run's first line names the faces measured with). segqa \
            measures with the fallback fontconfig chooses here (DejaVu Sans for Arabic and Hebrew, Noto for Indic, \
            Thai and CJK on Debian); iOS falls back to its own faces (SF Arabic, PingFang, Hiragino …), whose widths \
            differ. Treat fit findings in these locales as close estimates, and check the margin.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300},
              "controls": [{"id": "range", "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": "Week"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                      "segments": [{"title": {"en": "Day", "he": ↓"יום"}}, {"title": {"en": "Week", "he": "שבוע"}}]}]}
                """#,
                messages: [
                    "titles in 'he' are drawn partly by Fixed Fallback Regular (fixed-fallback), not 'Fixed': on a device the system's fallback face draws them, so widths may differ"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(locale: String, faces: [FaceDescriptor], requested: String) -> String {
        "titles in '\(locale)' are drawn partly by \(faces.map(\.summary).joined(separator: ", ")), not \(requested): "
            + "on a device the system's fallback face draws them, so widths may differ"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        let font = control.resolved.stateFonts[.normal]
        let request = font.request
        // The platform's own face (or a stand-in for it) falls back on a device as it does here, to
        // the system's faces for the script: that is about segqa's fonts, said once in the run's
        // header, not about the app. Only a font the app chose can lack a script the user reads.
        guard font.standsInFor == nil,
            request.fontFile != nil
                || request.family.lowercased() != control.resolved.platform.systemFamily.lowercased()
        else { return [] }
        func isFallback(_ face: FaceDescriptor) -> Bool {
            if let file = request.fontFile { return face.file != file }
            return face.family.lowercased() != request.family.lowercased()
        }
        var faces: [FaceDescriptor] = []
        var first: (LocalizedSegment, LocalizedTitle)?
        for (segment, title) in control.ownTitles {
            for run in segment.measurements[.normal]?.runs ?? [] where isFallback(run.face) {
                if !faces.contains(run.face) { faces.append(run.face) }
                if first == nil { first = (segment, title) }
            }
        }
        guard let (segment, title) = first else { return [] }
        let requested = request.fontFile ?? "'\(request.family)'"
        return [
            finding(
                Self.message(locale: control.locale, faces: faces, requested: requested),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        ]
    }
}
