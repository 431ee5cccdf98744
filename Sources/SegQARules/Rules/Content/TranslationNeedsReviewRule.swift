import SegQACore
import SegQAFormatting
import SegQAModel

/// A translation its catalog marks as needing review or stale.
public struct TranslationNeedsReviewRule: Rule {
    public static let description = RuleDescription(
        id: "translation_needs_review",
        name: "Translation needs review",
        kind: .content,
        severity: .note,
        rationale:
            "a translation marked for review (or stale) was written for another source text and may no longer say the same",
        documentation: """
            String Catalogs keep a state per translation; XLIFF targets have one too. `needs_review` (XLIFF \\
            `needs-review-…`) means the source changed after translation; `stale` that the key no longer appears \\
            in the code. segqa checks these translations like the others and notes them, so a reviewer sees them \\
            drawn in the control. Translations in state `new` are not used at all: the locale shows the source \\
            (and missing_translation reports it).
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "sources": ["Localizable.xcstrings"], "defaults": {"width": 300},
              "controls": [{"id": "period", "segments": [{"title": "Day"}, {"title": {"key": "Week"}}]}]}
            ---
            // file: Localizable.xcstrings
            {"sourceLanguage": "en", "version": "1.0",
              "strings": {"Week": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Woche"}}}}}}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "sources": ["Localizable.xcstrings"], "controls": [
                    {"id": "range", "width": 300, "segments": [{"title": {"key": "range.day"}}, {"title": "Week"}]}]}
                ---
                // file: Localizable.xcstrings
                {"sourceLanguage": "en", "version": "1.0", "strings": {"range.day": {"localizations": {
                        "en": {"stringUnit": {"state": "translated", "value": "Day"}},
                        "de": {"stringUnit": {"state": "needs_review", "value": ↓"Tag"}},
                        "fr": {"stringUnit": {"state": "new", "value": "Jour"}}}}}}
                """#,
                messages: [
                    "the 'de' translation 'Tag' is marked needs_review in its catalog: a translator should confirm it still says what 'Day' says"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(locale: String, text: String, state: ReviewState, source: String) -> String {
        "the '\(locale)' translation \(quoted(text)) is marked \(state.rawValue) in its catalog: "
            + "a translator should confirm it still says what \(quoted(source)) says"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        control.ownTitles.compactMap { segment, title in
            guard let state = title.reviewState, !title.isFallback else { return nil }
            return finding(
                Self.message(
                    locale: control.locale, text: title.text, state: state,
                    source: control.sourceTitle(segment.index)?.text ?? ""),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }
}
