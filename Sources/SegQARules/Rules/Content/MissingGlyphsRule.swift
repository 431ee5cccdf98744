import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Characters no installed face covers: the user sees tofu.
public struct MissingGlyphsRule: Rule {
    public static let description = RuleDescription(
        id: "missing_glyphs",
        name: "Missing glyphs (tofu)",
        kind: .content,
        severity: .error,
        rationale: "a character no font covers is drawn as an empty box, so the title shows '□' instead of text",
        documentation: """
            Triggers when a title holds a code point that no face of the font cascade covers (the control's font, \
            then fontconfig's fallback list for the locale's language). The finding lists the code points and their \
            names. Typical causes: icon-font code points (private use) in a title drawn with the text font, new \
            emoji, scripts without an installed font. The result depends on the faces installed where segqa runs; \
            the report header lists them.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300},
              "controls": [{"id": "starred", "segments": [{"title": "★ Starred"}, {"title": "All"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "starred",
                      "segments": [{"title": {"en": "Starred", "de": ↓"\uE801 Markiert"}}, {"title": "All"}]}]}
                """#,
                messages: [
                    "'\u{E801} Markiert' (de) holds U+E801, which no installed face covers: users see an empty box (tofu) there"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(title: String, tag: String, characters: [String]) -> String {
        "\(quoted(title)) (\(tag)) holds \(characters.joined(separator: ", ")), which no installed face covers: "
            + "users see an empty box (tofu) there"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.ownTitles.compactMap { segment, title in
            let missing = ControlState.allCases.compactMap { segment.measurements[$0]?.missing }.flatMap { $0 }
            guard !missing.isEmpty else { return nil }
            var listed: [String] = []
            for point in missing {
                let text = "\(CharacterProperties.notation(point)) \(CharacterProperties.name(point))"
                    .trimmingCharacters(in: .whitespaces)
                if !listed.contains(text) { listed.append(text) }
            }
            return finding(
                Self.message(title: title.shown, tag: title.tag(control.locale), characters: listed),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }
}
