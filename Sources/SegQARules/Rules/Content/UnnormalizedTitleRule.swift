import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// A title or label not in Unicode normalization form C.
public struct UnnormalizedTitleRule: Rule {
    public static let description = RuleDescription(
        id: "unnormalized_title",
        name: "Title not in NFC",
        kind: .content,
        severity: .warning,
        rationale:
            "the same visible text in two normalization forms compares unequal, so lookups, tests and searches miss it",
        documentation: """
            Triggers when a title or accessibility label is not in Unicode normalization form C (NFC), for example \
            "é" written as "e" + U+0301 COMBINING ACUTE ACCENT, as some editors and macOS file names produce. It \
            displays the same, but string comparison, dictionary keys and search treat it as different text, and \
            some fonts position the separate mark worse. The finding names the first cluster that differs. \
            Marks that are only out of canonical order (N'Ko "ߊ߲߬" with U+07EC before U+07F2) are not reported: \
            shaping orders them, so nothing shows. Nor is a title that shapes to the same glyphs as its NFC form \
            in the control's font (HarfBuzz composes "e" + U+0301 to the font's "é"): a title is only displayed, \
            and what is displayed is the same. An accessibility label is reported whatever it looks like: \
            assistive technologies and searches compare it.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [
                {"id": "cafe", "segments": [{"title": {"en": "Café", "vi": "Tiếng Việt"}}, {"title": "Menu"}]}]}
            """#,
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [
                {"id": "about", "segments": [{"title": {"en": "About", "nqo": "\u07CA\u07EC\u07F2 \u07DE"}}, {"title": "FAQ"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [
                    {"id": "cafe", "segments": [{"title": {"en": "Cafe", "fr": ↓"Cafe\u0301"}}, {"title": "Menu"}]}]}
                """#,
                messages: [
                    "the title 'Café' (fr) is not in NFC: 'é' is written as U+0065 + U+0301, which compares unequal to the same text in NFC"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(what: String, text: String, locale: String, cluster: String, codePoints: String) -> String {
        "the \(what) \(quoted(text)) (\(locale)) is not in NFC: \(quoted(cluster)) is written as \(codePoints), "
            + "which compares unequal to the same text in NFC"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // A title that shapes to the same glyphs as its NFC form shows nothing different; it is
        // only displayed, never compared by the app (labels are, by assistive technologies).
        let alike = Set(control.ownTitles.filter { $0.title.rendersLikeNFC }.map(\.segment.index))
        let texts = control.ownTexts.filter { !($0.what == "title" && alike.contains($0.segment)) }
            .map { ($0.segment, $0.text, $0.location, $0.pointer, $0.what) }
        return texts.compactMap { segment, text, location, pointer, what in
            // Swift's String equality is canonical equivalence, so compare code points.
            guard (try? Normalization.isNFC(text)) == false, let nfc = try? Normalization.nfc(text) else { return nil }
            // Marks that are only out of canonical order are the same code points: shaping puts
            // them in order, so nothing shows, and the text compares equal once normalized by
            // anyone who compares. Reported where NFC composes or decomposes.
            guard nfc.unicodeScalars.map(\.value).sorted() != text.unicodeScalars.map(\.value).sorted() else {
                return nil
            }
            // The first grapheme that normalization changes, with its code points.
            let cluster =
                text.first { character in
                    let own = String(character)
                    return Array(own.unicodeScalars) != Array(((try? Normalization.nfc(own)) ?? own).unicodeScalars)
                }.map(String.init) ?? text
            let points = cluster.unicodeScalars.map { CharacterProperties.notation($0.value) }.joined(separator: " + ")
            return finding(
                Self.message(what: what, text: text, locale: control.locale, cluster: cluster, codePoints: points),
                at: location, pointer: pointer, in: control, segment: segment)
        }
    }
}
