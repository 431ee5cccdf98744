import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// Explicit embeddings and overrides, and unbalanced isolates, in a title or label.
public struct BidiControlCharactersRule: Rule {
    public static let description = RuleDescription(
        id: "bidi_control_characters",
        name: "Bidi control characters",
        kind: .bidi,
        severity: .error,
        rationale:
            "embeddings and overrides reorder text, so a title can display something other than what it says, and they leak into whatever follows",
        documentation: """
            Triggers for a title or accessibility label holding an explicit embedding or override (U+202A LRE, \
            U+202B RLE, U+202D LRO, U+202E RLO, U+202C PDF) or an isolate (U+2066 LRI, U+2067 RLI, U+2068 FSI) \
            without its U+2069 PDI, or a PDI without an isolate. An override makes the characters display in an order \
            other than the one they are stored in (the "Trojan Source" trick); an unclosed isolate or embedding \
            changes how the rest of the line is ordered. Balanced isolates and the marks LRM, RLM and ALM are fine.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "wifi", "segments": [
                    {"title": {"en": "Wi-Fi (5 GHz)", "ar": "شبكة \u2066Wi-Fi (5 GHz)\u2069"}}, {"title": "Off"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "wifi", "segments": [
                        {"title": {"en": "Wi-Fi", "ar": ↓"\u202Bشبكة Wi-Fi"}},
                        {"title": {"en": "Off", "he": ↓"\u2067כבוי"}}]}]}
                """#,
                messages: [
                    "the title '\u{202B}شبكة Wi-Fi' (ar) holds U+202B RIGHT-TO-LEFT EMBEDDING: it can display differently from what it says",
                    "the title '\u{2067}כבוי' (he) opens U+2067 RIGHT-TO-LEFT ISOLATE without a U+2069 POP DIRECTIONAL ISOLATE: it can display differently from what it says",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(what: String, text: String, locale: String, problems: [String]) -> String {
        "the \(what) \(quoted(text)) (\(locale)) \(problems.joined(separator: "; ")): it can display differently from what it says"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        let texts = control.ownTexts.map { ($0.segment, $0.text, $0.location, $0.pointer, $0.what) }
        return texts.compactMap { segment, text, location, pointer, what in
            let problems = Self.problems(text)
            guard !problems.isEmpty else { return nil }
            return finding(
                Self.message(what: what, text: text, locale: control.locale, problems: problems),
                at: location, pointer: pointer, in: control, segment: segment)
        }
    }

    static func problems(_ text: String) -> [String] {
        func named(_ v: UInt32) -> String { "\(CharacterProperties.notation(v)) \(CharacterProperties.name(v))" }
        var problems: [String] = []
        var openIsolates: [UInt32] = []
        var reported = Set<UInt32>()
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x202A...0x202E:
                if reported.insert(v).inserted { problems.append("holds \(named(v))") }
            case 0x2066...0x2068:
                openIsolates.append(v)
            case 0x2069:
                if openIsolates.popLast() == nil { problems.append("closes an isolate it never opened (\(named(v)))") }
            default: break
            }
        }
        for v in openIsolates { problems.append("opens \(named(v)) without a U+2069 POP DIRECTIONAL ISOLATE") }
        return problems
    }
}
