import SegQACore
import SegQAModel

/// A title identical to the source in another language: most often a string nobody translated.
public struct UntranslatedTitleRule: Rule {
    public static let defaultAllowed = [
        "OK", "Wi-Fi", "Bluetooth", "AirDrop", "AirPlay", "iCloud", "FaceTime", "iMessage",
        "Apple Pay", "App Store", "GPS", "HD", "SD", "4K", "HDR", "PDF", "URL", "USB", "NFC",
        "QR", "AM", "PM", "LTE", "5G",
        // Loanwords most languages written in Latin script keep, and unit names.
        "Auto", "Video", "Live", "Radio", "Online", "Offline", "Streaming", "Podcast", "Podcasts",
        "Celsius", "Fahrenheit", "Beaufort",
    ]

    /// Words a language shares with English, by language (always allowed, besides `allow`).
    public static let sharedWords: [String: Set<String>] = [
        "de": ["Standard", "Status", "Start", "Details", "Filter", "Name", "Team", "Tag", "Hotel", "Sport"],
        "nl": ["Inbox", "Status", "Start", "Details", "Filter", "Team", "Hotel", "Sport", "Standaard"],
        "fr": ["Date", "Photo", "Photos", "Message", "Messages", "Normal", "Total", "Article", "Articles", "Hotel"],
        "es": ["Normal", "Total", "Hotel", "Radar"],
        "pt": ["Normal", "Total", "Hotel", "Radar"],
        "it": ["Radar", "Hotel", "Sport", "Standard", "Film"],
        "sv": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport"],
        "da": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport", "Inbox"],
        "nb": ["Standard", "Status", "Start", "Filter", "Team", "Hotel", "Sport"],
    ]

    static let allow = RuleOption.strings(
        "allow", default: defaultAllowed, "titles that may be the same in every language (replaces the default list)")
    static let allowByLocale = RuleOption.stringsByLocale(
        "allowByLocale", "titles that may be the same as the source in one language: {\"de\": [\"Reservoir\"]}")

    public static let description = RuleDescription(
        id: "untranslated_title",
        name: "Untranslated title",
        kind: .content,
        severity: .warning,
        rationale: "a title identical to the source in another language is usually a string that was never translated",
        documentation: """
            Triggers when a locale has its own title for a segment and it is exactly the source locale's title, \
            the title holds a word (three lower-case letters in a row: single letters, acronyms and units such as \
            "M", "VIP" and "GHz" are skipped, as are caseless scripts), and the two locales are different languages (en-GB next to en is not \
            checked). Brand names, units and words many languages share ("OK", "Wi-Fi", "PDF" …) are allowed; \
            option `allow` replaces that list. Words one language shares with English (German "Standard", Dutch \
            "Inbox", French "Photos") are allowed in that language; option `allowByLocale` adds words per locale \
            (`{"de": ["Reservoir"]}`). Android strings marked `translatable="false"` are never reported.
            """,
        options: [allow.spec, allowByLocale.spec],
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range", "segments": [
                    {"title": {"en": "Day", "de": "Tag"}}, {"title": {"en": "OK", "de": "OK"}},
                    {"title": {"en": "Week", "en-GB": "Week"}}, {"title": {"en": "5 GHz", "de": "5 GHz"}},
                    {"title": {"en": "M", "de": "M"}}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                      "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": {"en": "Week", "de": ↓"Week"}}]}]}
                """#,
                messages: [
                    "'Week' (de) is identical to the source (en): not translated, or a word both languages share (then add it to the rule's 'allow' option)"
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(title: String, tag: String, sourceLocale: String) -> String {
        "'\(title)' (\(tag)) is identical to the source (\(sourceLocale)): not translated, "
            + "or a word both languages share (then add it to the rule's 'allow' option)"
    }

    /// A run of three or more lower-case letters: single letters ("M"), acronyms ("VIP") and units
    /// ("GHz") stay the same across languages and are not reported; nor are caseless scripts, where
    /// two languages legitimately share words (Japanese and Chinese "通知").
    static func hasWord(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isLowercase ? run + 1 : 0
            if run >= 3 { return true }
        }
        return false
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard LocaleInfo.language(control.locale) != LocaleInfo.language(control.resolved.sourceLocale) else {
            return []
        }
        let language = LocaleInfo.language(control.locale)
        let own = (context[Self.allowByLocale][control.locale] ?? context[Self.allowByLocale][language] ?? [])
        let allowed = Set(
            (context[Self.allow] + own + (Self.sharedWords[language] ?? [])).map { $0.lowercased() })
        return control.ownTitles.compactMap { segment, title in
            guard !title.isFallback, let source = control.sourceTitle(segment.index), source.text == title.text,
                Self.hasWord(title.text), !allowed.contains(title.text.lowercased())
            else { return nil }
            return finding(
                Self.message(
                    title: title.text, tag: title.tag(control.locale), sourceLocale: control.resolved.sourceLocale),
                at: title.location, pointer: title.pointer, in: control, segment: segment.index)
        }
    }
}
