import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// A locale has no title for a segment; iOS shows the source language instead.
public struct MissingTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "missing_translation",
        name: "Missing translation",
        kind: .content,
        severity: .warning,
        rationale:
            "a segment without a title in a locale falls back to the source language, in the middle of a translated screen",
        documentation: """
            Triggers for each segment whose title exists in the source locale but not in a checked locale (the \
            locales of the file, of segqa.json, or of --locale; for titles from localization tables, every locale \
            the project has files in). iOS shows the source title, Android the default values/ string; segqa \
            measures and lays out that fallback too, so fit rules still apply. A regional locale follows the \
            platform's chain first: en-GB without a string shows en's, zh-HK zh-Hant's, and that is no finding. \
            A title without letters (a number, a symbol, "0.5×") reads the same in every language and is no \
            finding; nor is a technical name with a digit whose runs of letters have at most one lower-case \
            letter ("IPv4", "5G", "H.264"); nor is one the app keeps as the source's in most languages that translate the control's \
            other titles (an acronym or a name: "ISF", "Duck.ai"; for capitals only, "AQI", a third of them in any \
            script is enough; beside titles no language translates but technical ones, "PM2.5", every language with the \
            title is asked), since the fallback shows what those translators \
            wrote (for a locale written in the title's script, only the languages written in that script are asked: \
            Russian cannot keep 'Video', so it says nothing about Afrikaans, whose word it is); nor is a title from a table whose locale lacks the key but writes every word of the source \
            title in its own strings of that table (Czech's "Online: %1$d" for a tab "Online"): the word is the \
            locale's too; nor is a title no table holds (a literal in code or a layout) that the app's translators \
            keep as a name in the strings that use it: of the locales that translate a string holding its words, \
            two in three keep them, and half of those in another script than Latin ("Twitch" in "Mit Twitch \
            Account folgen", "Twitch アカウントでフォロー"; "Video" is not one, Russian writes "Видео"). The finding \
            points at the segment's title.
            """,
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "range",
                  "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": {"en": "Week", "de": "Woche"}}]}]}
            """#,
            // en-GB without its own "Size" shows en's, as the platform's regional fallback does.
            #"""
            {"segqa": 1, "locales": ["en", "en-GB"], "defaults": {"width": 300}, "controls": [{"id": "shop",
                  "segments": [{"title": {"en": "Color", "en-GB": "Colour"}}, {"title": {"en": "Size"}}]}]}
            """#,
            // An acronym most translated languages keep: the fallback shows what they show.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "profile", "segments": [
                  {"title": {"en": "Basal", "de": "Basalrate", "fr": "Débit basal", "es": "Basal", "it": "Basale", "hu": "Bazál"}},
                  {"title": {"en": "ISF", "de": "ISF", "fr": "ISF", "es": "ISF", "it": "ISF"}}]}]}
            """#,
            // An acronym a third of the translated languages keep ("AQI"; others spell it out).
            #"""
            {"segqa": 1, "locales": ["en", "de", "fr", "it", "ru", "es", "ckb"], "defaults": {"width": 300}, "controls": [{"id": "air", "segments": [
                  {"title": {"en": "AQI", "de": "AQI", "fr": "IQA", "it": "AQI", "ru": "ИКВ", "es": "ICA"}},
                  {"title": {"en": "Pollutants", "de": "Schadstoffe", "fr": "Polluants", "it": "Inquinanti", "ru": "Загрязнители", "es": "Contaminantes", "ckb": "پیسکەرەکان"}}]}]}
            """#,
            // For an acronym every language counts, whatever its script: Basque's fallback 'AQI' is
            // what Russian, Japanese and Chinese keep, though most Latin-script languages spell it out.
            #"""
            {"segqa": 1, "locales": ["en", "de", "fr", "es", "it", "pt", "ru", "ja", "zh-Hans", "eu"], "defaults": {"width": 300}, "controls": [{"id": "air", "segments": [
                  {"title": {"en": "AQI", "de": "AQI", "fr": "IQA", "es": "ICA", "it": "IQA", "pt": "IQA", "ru": "AQI", "ja": "AQI", "zh-Hans": "AQI"}},
                  {"title": {"en": "Pollutants", "de": "Schadstoffe", "fr": "Polluants", "es": "Contaminantes", "it": "Inquinanti", "pt": "Poluentes", "ru": "Загрязнители", "ja": "汚染物質", "zh-Hans": "污染物", "eu": "Kutsatzaileak"}}]}]}
            """#,
            // Beside titles no language translates, every language with the title is asked.
            #"""
            {"segqa": 1, "locales": ["en", "de", "fr", "it", "ru", "es", "ckb"], "defaults": {"width": 300}, "controls": [{"id": "pollutant", "segments": [
                  {"title": {"en": "AQI", "de": "AQI", "fr": "IQA", "it": "AQI", "ru": "ИКВ", "es": "AQI"}},
                  {"title": {"en": "PM2.5", "de": "PM2,5", "fr": "PM2,5"}}, {"title": "NO2"}]}]}
            """#,
            // Numbers and symbols read the same everywhere.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "speed",
                  "segments": [{"title": {"en": "Slow", "de": "Langsam"}}, {"title": {"en": "2×"}}]}]}
            """#,
            // A protocol's name is the same in every language.
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "address",
                  "segments": [{"title": {"en": "IPv4"}}, {"title": {"en": "IPv6"}}, {"title": {"en": "Host name", "cs": "Název hostitele"}}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [
                    {"id": "range", "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": ↓{"en": "Week"}}]}]}
                """#,
                messages: [
                    "segment 1 has no 'de' title: iOS shows the source 'Week' (en)"
                ]),
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300, "style": "material3"}, "controls": [
                    {"id": "range", "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": ↓{"en": "Week"}}]}]}
                """#,
                messages: [
                    "segment 1 has no 'de' title: Android shows the default 'Week' (en)"
                ]),
            // The Latin-script languages keep 'Video', so Afrikaans' fallback is its word too; in
            // Russian the fallback is a Latin word among Cyrillic ones.
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 400}, "controls": [{"id": "downloads", "segments": [
                    {"title": ↓{"en": "Video", "de": "Video", "nl": "Video", "it": "Video", "es": "Vídeo", "uk": "Відео", "zh-Hans": "视频", "ja": "動画", "el": "Βίντεο"}},
                    {"title": {"en": "Audio", "de": "Ton", "nl": "Geluid", "it": "Suono", "es": "Sonido", "uk": "Звук", "zh-Hans": "音频", "ja": "音声", "el": "Ήχος", "af": "Oudio", "ru": "Звук"}}]}]}
                """#,
                messages: [
                    "segment 0 has no 'ru' title: iOS shows the source 'Video' (en)"
                ]),
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        segment: Int, locale: String, source: String, sourceLocale: String, platform: Platform = .ios
    ) -> String {
        "segment \(segment) has no '\(locale)' title: \(platform.name) shows the \(platform.sourceWord) \(quoted(source)) (\(sourceLocale))"
    }

    /// A name with a digit whose runs of letters have at most one lower-case letter each ("IPv4",
    /// "5G", "H.264", "5 GHz"): protocols, standards and units read the same in every language.
    /// "Day 1" is a word and a number; capitals with no digit ("ALL") may be a word set in capitals.
    static func isTechnicalName(_ text: String) -> Bool {
        var digit = false
        var lowerInRun = 0
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.numericType == .decimal { digit = true }
            if properties.isAlphabetic {
                if properties.isLowercase { lowerInRun += 1 }
                if lowerInRun > 1 { return false }
            } else {
                lowerInRun = 0
            }
        }
        return digit
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // A locale whose one-string titles did not split right is separator_in_title's finding.
        guard !control.isSourceLocale,
            !control.resolved.splitMismatches.contains(where: { $0.locale == control.locale })
        else { return [] }
        return control.segments.compactMap { segment in
            // A title without letters ("0.5×", "∫", "5000") reads the same in every language.
            guard let title = segment.title, title.isFallback, title.inheritedFrom == nil,
                let spec = segment.spec.title,
                title.shown.unicodeScalars.contains(where: \.properties.isAlphabetic),
                !Self.isTechnicalName(title.shown),
                !UntranslatedTitleRule.isTerm(segment.index, of: control),
                control.resolved.sourceWordsWrittenIn[segment.index]?.contains(control.locale) != true
            else { return nil }
            // Of several texts the code may show (a tab titled per mode), the one quoted is where
            // the finding points: Infinity-For-Reddit's 'MultiReddits' pointed at the line of the
            // first mode's 'Subreddits'.
            let sourceLocale = control.resolved.sourceLocale
            let quoted =
                spec.alternatives.first { alternative in
                    alternative.text.entries[sourceLocale]?.value == title.text
                        || alternative.text.entries[""]?.value == title.text
                }?.text ?? spec
            var finding = finding(
                Self.message(
                    segment: segment.index, locale: control.locale, source: title.text, sourceLocale: sourceLocale,
                    platform: control.resolved.platform),
                at: quoted.location, pointer: quoted.pointer, in: control, segment: segment.index)
            finding.visible = title.shown
            return finding
        }
    }
}
