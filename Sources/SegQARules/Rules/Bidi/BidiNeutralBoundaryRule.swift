import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// Punctuation or digits between runs of opposite direction: their place depends on the bidi
/// algorithm, the classic source of garbled right-to-left titles.
public struct BidiNeutralBoundaryRule: Rule {
    public static let description = RuleDescription(
        id: "bidi_neutral_boundary",
        name: "Punctuation or digits between opposite directions",
        kind: .bidi,
        severity: .warning,
        rationale:
            "punctuation and digits between left-to-right and right-to-left text take their direction from the context, so they often display on the wrong side",
        documentation: """
            Finds, in a title whose first letter is of the other direction than its locale's script (a Hebrew \
            title that starts with "iPhone", an English one that starts with an Arabic name), a stretch of \
            characters without a strong direction — punctuation, symbols or digits (spaces alone do not count) — \
            between a left-to-right and a right-to-left letter, or between letters of one direction and the end of \
            the paragraph. The paragraph direction is taken from the first strong letter, as UILabel and Android's \
            TextView do, so such a title is laid out in the other direction, and the bidi algorithm puts those \
            characters on the side that direction chooses: in "iPhone: טלפון" the colon shows after "iPhone", at the \
            left of a line read from the right. In a paragraph of the locale's own direction the same characters take \
            that direction and show between the runs in reading order ("סרוק את קוד ה-QR", "شبكة Wi-Fi 5GHz."): no \
            finding. printf placeholders count as the numbers they become, and a `%@` or `%s`, whose value can be in \
            either direction, as isolated. Numbers and the separators between them ("100g / 100ml") follow the \
            algorithm's number rules and keep to the run they touch: a stretch of them alone is not reported; nor are \
            brackets that pair up ("پنهان (cache)"), which rule N0 resolves together, so the pair shows around what \
            it encloses. Fix: start the title with U+200F RIGHT-TO-LEFT MARK (or U+200E), or wrap the embedded run in \
            U+2068 FSI … U+2069 PDI, or reorder the words.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "hours", "segments": [
                    {"title": {"en": "12-hour", "ar": "12 ساعة"}},
                    {"title": {"en": "Wi-Fi", "ar": "شبكة \u2068Wi-Fi (5GHz)\u2069"}},
                    {"title": {"en": "Mentions (%s)", "he": "אזכורים (%s)"}},
                    {"title": {"en": "per 100g / 100ml", "ar": "ل 100g / 100ml"}},
                    {"title": {"en": "Cached apps", "fa": "برنامه‌های پنهان (cache)"}}]}]}
            """#,
            // A paragraph of the locale's own direction: the neutrals show between the runs, as read.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "scan", "segments": [
                    {"title": {"en": "Scan QR code", "he": "סרוק את קוד ה-QR"}},
                    {"title": {"en": "Wi-Fi", "ar": "شبكة Wi-Fi 5GHz."}},
                    {"title": {"en": "Notes", "he": "הערות: Notes 2.0"}}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "wifi", "segments": [
                        {"title": {"en": "Wi-Fi", "ar": ↓"Wi-Fi شبكة."}},
                        {"title": {"en": "Phone", "he": ↓"iPhone: טלפון"}}]}]}
                """#,
                messages: [
                    "'.' in 'Wi-Fi شبكة.' (ar) stands between right-to-left and the left-to-right end of the text, so the bidi algorithm, not the translator, decides where it shows; isolate the embedded run (U+2068 … U+2069)",
                    "':' in 'iPhone: טלפון' (he) stands between left-to-right and right-to-left text, so the bidi algorithm, not the translator, decides where it shows; isolate the embedded run (U+2068 … U+2069)",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(characters: String, title: String, tag: String, before: String, after: String) -> String {
        "\(quoted(characters)) in \(quoted(title)) (\(tag)) stands between \(before) and \(after) text, so the bidi algorithm, "
            + "not the translator, decides where it shows; isolate the embedded run (U+2068 … U+2069)"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.ownTitles.compactMap { segment, title in
            // Placeholders are filled in before display: analyse the text as it reads (the shown
            // text, before any text case). A `%@` or `%s` may hold anything, so it is isolated: it
            // takes no side, and no side is taken from it.
            let shown = Placeholders.formatted(title.text, unknown: "\u{2068}\u{FFFC}\u{2069}")
            // In a paragraph of the locale's own direction, neutrals between opposite runs take
            // that direction (UAX #9 N1–N2) and show between the runs, in reading order: nothing
            // moves. Only a paragraph whose first letter is of the other direction misplaces them.
            guard let paragraph = try? BidiParagraph(shown),
                (paragraph.direction == .rightToLeft) != control.isRightToLeft,
                let boundary = Self.boundary(in: shown)
            else { return nil }
            return finding(
                Self.message(
                    characters: boundary.characters, title: title.text, tag: title.tag(control.locale),
                    before: boundary.before, after: boundary.after),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }

    /// The first stretch of neutral characters (with punctuation or digits) between opposite
    /// strong directions; the paragraph's ends count as the paragraph direction.
    static func boundary(in text: String) -> (characters: String, before: String, after: String)? {
        let scalars = Array(text.unicodeScalars)
        // Inside an isolate the neutrals are settled by its own direction: skip isolated stretches.
        var depth = 0
        var strong: [Int?] = []
        var inIsolate: [Bool] = []
        for scalar in scalars {
            let bidi = BidiClass(of: scalar.value)
            if [.LRI, .RLI, .FSI].contains(bidi) { depth += 1 }
            inIsolate.append(depth > 0)
            if bidi == .PDI { depth = max(depth - 1, 0) }
            switch bidi {
            case .L: strong.append(0)
            case .R, .AL: strong.append(1)
            default: strong.append(nil)
            }
        }
        guard let paragraph = strong.compactMap({ $0 }).first, strong.contains(where: { $0 != nil && $0 != paragraph })
        else {
            return nil
        }
        func name(_ direction: Int) -> String { direction == 0 ? "left-to-right" : "right-to-left" }
        let classes = scalars.map { BidiClass(of: $0.value) }
        func isNumber(_ i: Int) -> Bool { i >= 0 && i < classes.count && (classes[i] == .EN || classes[i] == .AN) }
        // A true neutral, as rules W4–W6 leave it: other punctuation and symbols, and a separator
        // or terminator not bound to a number ("2.0", "5%", "100g / 100ml" keep theirs).
        // Brackets that pair up (UAX #9 BD16) are resolved together by rule N0, before the other
        // neutrals: both take the embedding direction when they enclose a letter of it, else the
        // opposite one they enclose when the text before them is of that direction too. They then
        // count as letters of that direction: "پنهان (cache)" and "5 GHz (מומלץ)." read as written.
        // Only brackets that pair with nothing, or enclose no letter, take a side like any neutral.
        for (open, close) in Self.pairedBrackets(scalars) where !inIsolate[open] && !inIsolate[close] {
            let inside = (open + 1..<close).compactMap { inIsolate[$0] ? nil : strong[$0] }
            let direction: Int
            if inside.contains(paragraph) {
                direction = paragraph
            } else if let opposite = inside.first {
                let before = (0..<open).reversed().lazy.compactMap { inIsolate[$0] ? nil : strong[$0] }.first
                direction = before == opposite ? opposite : paragraph
            } else {
                continue
            }
            strong[open] = direction
            strong[close] = direction
        }
        func isNeutral(at i: Int) -> Bool {
            switch classes[i] {
            case .ON: return true
            case .CS, .ES: return !(isNumber(i - 1) && isNumber(i + 1))
            case .ET: return !(isNumber(i - 1) || isNumber(i + 1))
            default: return false
            }
        }
        var previous = paragraph
        var index = 0
        while index < scalars.count {
            if let direction = strong[index], !inIsolate[index] {
                previous = direction
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, strong[end] == nil || inIsolate[end] { end += 1 }
            let next = end < scalars.count ? strong[end] ?? paragraph : paragraph
            let stretch = scalars[index..<end].filter { scalar in
                [.ON, .ES, .ET, .CS, .EN, .AN].contains(BidiClass(of: scalar.value))
            }
            let isolated = (index..<end).contains { inIsolate[$0] }
            // Numbers and the separators between them (`100g / 100ml`, `2.0`) are placed by the
            // algorithm's number rules (W4–W7, I1–I2): they keep to the run they touch. Only true
            // neutrals (other punctuation and symbols) take a side the context chooses.
            let hasNeutral = (index..<end).contains { isNeutral(at: $0) }
            if previous != next, hasNeutral, !isolated {
                var characters = ""
                characters.unicodeScalars.append(contentsOf: stretch)
                let after = end < scalars.count ? "\(name(next))" : "the \(name(next)) end of the"
                return (characters, name(previous), after)
            }
            index = end
        }
        return nil
    }

    /// The bracket pairs BD16 matches (`(…)`, `[…]`, `{…}` and their full-width and CJK forms),
    /// in the order of their opening brackets; a stack of at most 63 openings, as the algorithm
    /// bounds it.
    static let brackets: [UInt32: UInt32] = [
        0x28: 0x29, 0x5B: 0x5D, 0x7B: 0x7D, 0xFF08: 0xFF09, 0xFF3B: 0xFF3D, 0xFF5B: 0xFF5D, 0x2329: 0x232A,
        0x3008: 0x3009, 0x300A: 0x300B, 0x3010: 0x3011,
    ]

    static func pairedBrackets(_ scalars: [Unicode.Scalar]) -> [(open: Int, close: Int)] {
        var open: [(index: Int, closer: UInt32)] = []
        var pairs: [(open: Int, close: Int)] = []
        for (index, scalar) in scalars.enumerated() {
            if let closer = brackets[scalar.value] {
                guard open.count < 63 else { break }
                open.append((index, closer))
            } else if let match = open.lastIndex(where: { $0.closer == scalar.value }) {
                pairs.append((open[match].index, index))
                open.removeSubrange(match...)
            }
        }
        return pairs.sorted { $0.open < $1.open }
    }
}
