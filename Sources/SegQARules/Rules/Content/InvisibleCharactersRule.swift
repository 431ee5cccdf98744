import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// Zero-width characters, soft hyphens, control characters and byte-order marks in a title or label.
public struct InvisibleCharactersRule: Rule {
    public static let description = RuleDescription(
        id: "invisible_characters",
        name: "Invisible characters",
        kind: .content,
        severity: .warning,
        rationale:
            "invisible characters make two titles that look equal compare unequal, break searches and may be spoken or drawn as boxes",
        documentation: """
            Triggers for a title or accessibility label holding a zero-width space (U+200B), word joiner and \
            invisible operators (U+2060–U+2064), soft hyphen (U+00AD), byte-order mark (U+FEFF), Mongolian vowel \
            separator (U+180E), Hangul fillers, interlinear annotation characters, or a C0/C1 control character other \
            than tab and line breaks (see whitespace_title). Joiners that scripts need (ZWJ U+200D, ZWNJ U+200C), \
            variation selectors, and a zero-width space between two letters of a script written without spaces \
            (Khmer, Thai, Lao, Myanmar: its word break) are not reported; bidi controls have their own rule \
            (bidi_control_characters). A byte-order mark alone at the start of a title (an editor's \
            leftover) is not reported either: it draws nothing and is not spoken.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "persian",
                  "segments": [{"title": {"en": "Notes", "fa": "یادداشت‌ها"}}, {"title": "👩‍💻 Code"}]},
                {"id": "khmer", "segments": [{"title": {"en": "Playback speed", "km": "ល្បឿន\u200Bចាក់"}}]},
                {"id": "greek", "segments": [{"title": {"en": "Featured", "el": "\uFEFFΠροτεινόμενα"}}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                      "segments": [{"title": {"en": "Day", "de": ↓"Wo\u00ADche"}}, {"title": ↓"Ye\uFEFFar"}]},
                    {"id": "labels", "segments": [{"image": {"name": "grid"}, "accessibilityLabel": ↓"Grid\u200B"}]}]}
                """#,
                messages: [
                    "the title 'Wo\u{AD}che' (de) holds U+00AD SOFT HYPHEN, which nobody sees: it changes comparisons, searches and sometimes speech",
                    "the title 'Ye\u{FEFF}ar' (en) holds U+FEFF ZERO WIDTH NO-BREAK SPACE, which nobody sees: it changes comparisons, searches and sometimes speech",
                    "the accessibility label 'Grid\u{200B}' (en) holds U+200B ZERO WIDTH SPACE, which nobody sees: it changes comparisons, searches and sometimes speech",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(what: String, text: String, locale: String, characters: [String]) -> String {
        "the \(what) \(quoted(text)) (\(locale)) holds \(characters.joined(separator: ", ")), which nobody sees: "
            + "it changes comparisons, searches and sometimes speech"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let texts = control.ownTexts.map { ($0.segment, $0.text, $0.location, $0.pointer, $0.what) }
        for (segment, text, location, pointer, what) in texts {
            let scalars = text.unicodeScalars.map(\.value)
            let found = scalars.indices.filter {
                Self.isInvisible(scalars[$0]) && !Self.isWordSeparator(at: $0, in: scalars)
            }.map { scalars[$0] }
            guard !found.isEmpty else { continue }
            var names: [String] = []
            for point in found {
                let name = "\(CharacterProperties.notation(point)) \(CharacterProperties.name(point))"
                    .trimmingCharacters(in: .whitespaces)
                if !names.contains(name) { names.append(name) }
            }
            // A byte-order mark alone, first: an editor's leftover that draws nothing and is not
            // spoken (iNaturalist's Greek 'Featured').
            if found == [0xFEFF], scalars.first == 0xFEFF { continue }
            findings.append(
                finding(
                    Self.message(what: what, text: text, locale: control.locale, characters: names),
                    at: location, pointer: pointer, in: control, segment: segment))
        }
        return findings
    }

    /// Scripts written without spaces between words, where U+200B is how a word break is written
    /// (Khmer, Thai, Lao, Myanmar …): there it is the text's own spacing, not a stray character.
    static let unspacedScripts: Set<String> = ["Khmr", "Thai", "Laoo", "Mymr", "Tibt", "Java", "Bali", "Lana", "Talu"]

    /// A zero-width space between two letters of such a script.
    static func isWordSeparator(at index: Int, in scalars: [UInt32]) -> Bool {
        guard scalars[index] == 0x200B, index > 0, index + 1 < scalars.count else { return false }
        let before = Scripts.script(of: scalars[index - 1]), after = Scripts.script(of: scalars[index + 1])
        return unspacedScripts.contains(before) && unspacedScripts.contains(after)
    }

    static func isInvisible(_ v: UInt32) -> Bool {
        if v < 0x20 { return v != 0x09 && v != 0x0A && v != 0x0D }
        if (0x7F...0x9F).contains(v) { return v != 0x85 }
        return [0x00AD, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B, 0x3164, 0xFEFF, 0xFFA0].contains(v)
            || (0x2060...0x2064).contains(v) || (0xFFF9...0xFFFB).contains(v) || (0x1D173...0x1D17A).contains(v)
    }
}
