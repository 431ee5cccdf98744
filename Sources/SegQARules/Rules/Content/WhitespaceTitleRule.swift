import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// Leading, trailing or doubled spaces, tabs and line breaks in a title.
public struct WhitespaceTitleRule: Rule {
    public static let description = RuleDescription(
        id: "whitespace_title",
        name: "Stray white space in a title",
        kind: .content,
        severity: .warning,
        rationale:
            "a space before a centred title pushes it off centre, doubled spaces look like a gap, and a line break is cut off in a one-line segment",
        documentation: """
            Triggers when a title (as written for a locale) starts with white space other than one ordinary space, \
            ends with a space that does not \
            break (U+00A0, U+2007, U+202F), holds two white-space characters in a row, or holds a tab or a line break \
            (LF, CR, NEL, U+2028, U+2029). Segment titles are one centred line: the extra space shifts the title, and \
            everything after a line break is lost. An ordinary space at the end is not reported: UIKit's and Android's \
            text layout let trailing spaces hang past the line, so they neither move nor widen a centred title; nor is \
            one ordinary space at the start: it moves a centred title by half a space, under 2 pt at 13 pt, which no \
            reader sees (deltachat's Kabyle " Timidelt"). Often a \
            leftover of concatenation or of a translation tool. A translation is not reported for what its source title \
            has too (the app's own spacing is one finding, at the source), and spacing written in code between the parts \
            of a joined title (`append("2"); append("    "); append(label)`) is the layout the app wants, not reported.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [
                {"id": "range", "segments": [{"title": {"en": "All Day", "de": "Ganztägig "}}, {"title": {"en": "Week", "kab": " Ddurt"}}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "segments": [
                        {"title": {"en": "Day", "de": ↓"\u00a0Tag"}}, {"title": {"en": ↓"All  Day", "de": "Ganzer  Tag"}},
                        {"title": ↓"Line\nbreak"}]}]}
                """#,
                messages: [
                    "'\u{00A0}Tag' (de) starts with white space: the segment measures and centres it as written",
                    "'All  Day' (en) holds doubled spaces: the segment measures and centres it as written",
                    "'Line\nbreak' (en) holds a line break: the segment measures and centres it as written",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(title: String, tag: String, problems: [String]) -> String {
        "\(quoted(title)) (\(tag)) \(problems.joined(separator: ", ")): the segment measures and centres it as written"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.ownTitles.compactMap { segment, title in
            var problems = Self.problems(title.text)
            // What the source title has too is the app's own spacing (Trail-Sense's
            // `append("1"); append("    "); append(getString(…))`): reported once, at the source.
            if !control.isSourceLocale, control.resolved.locales.contains(control.resolved.sourceLocale),
                let source = control.sourceTitle(segment.index)?.text
            {
                let own = Set(Self.problems(source))
                problems.removeAll(where: own.contains)
            }
            let deliberate = Self.deliberateSpacing(segment.spec.title)
            problems.removeAll(where: deliberate.contains)
            guard !problems.isEmpty else { return nil }
            return finding(
                Self.message(title: title.text, tag: title.tag(control.locale), problems: problems),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }

    /// The problems that spacing written in code between the parts of a joined title makes
    /// (Trail-Sense's `append("2"); append("    "); append(getString(…))`, a gap between a number
    /// and its label): the layout the app wants, not a stray space. Inside the title, and at its
    /// start or end where that part is first or last.
    static func deliberateSpacing(_ title: LocalizedText?) -> Set<String> {
        guard let parts = title?.parts, parts.count > 1 else { return [] }
        var result: Set<String> = []
        for (n, part) in parts.enumerated() where part.reference == nil {
            guard let text = part.entries[""]?.value ?? part.entries.values.first?.value else { continue }
            for problem in problems(text)
            where problem.hasPrefix("holds") || (n == 0 && problem.hasPrefix("starts"))
                || (n == parts.count - 1 && problem.hasPrefix("ends"))
            {
                result.insert(problem)
            }
        }
        return result
    }

    static func problems(_ text: String) -> [String] {
        // One pass over the scalars, White_Space from the standard library's Unicode data (the
        // same property as ICU's): this runs for every title in every locale.
        func isLineBreak(_ s: Unicode.Scalar) -> Bool {
            s.value == 0x0A || s.value == 0x0D || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029
        }
        var (first, last, lineBreak, tab, doubled) = (false, false, false, false, false)
        // A trailing space hangs (UIKit and Android lay out the line without it); one that does
        // not break does not hang.
        func doesNotBreak(_ s: Unicode.Scalar) -> Bool { s.value == 0xA0 || s.value == 0x2007 || s.value == 0x202F }
        var count = 0
        var previousIsSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace
            if count == 0 { first = isSpace }
            if isLineBreak(scalar) { lineBreak = true }
            if scalar == "\t" { tab = true }
            let isPlainSpace = isSpace && !isLineBreak(scalar)
            if isPlainSpace && previousIsSpace { doubled = true }
            previousIsSpace = isPlainSpace
            last = isSpace && (doesNotBreak(scalar) || isLineBreak(scalar) || scalar == "\t")
            count += 1
        }
        var problems: [String] = []
        // One ordinary space before the first letter moves a centred title by under 2 pt.
        let scalars = text.unicodeScalars
        let oneSpace =
            scalars.first == " " && scalars.dropFirst().first.map { !$0.properties.isWhitespace } == true
        if first && !oneSpace { problems.append("starts with white space") }
        if count > 1 && last { problems.append("ends with white space") }
        if lineBreak { problems.append("holds a line break") }
        if tab { problems.append("holds a tab") }
        if doubled { problems.append("holds doubled spaces") }
        return problems
    }
}
