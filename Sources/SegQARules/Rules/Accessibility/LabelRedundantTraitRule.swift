import Foundation
import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// An accessibility label that names the trait VoiceOver announces anyway ("button", "tab", "selected").
public struct LabelRedundantTraitRule: Rule {
    /// The words VoiceOver adds itself, by language (the languages of Corpora/ and more). Words
    /// are matched whole in space-separated scripts and as substrings in Chinese, Japanese and Thai.
    public static let traitWords: [String: [String]] = [
        "en": ["button", "tab", "selected", "segment"],
        "de": ["taste", "schaltfläche", "button", "tab", "ausgewählt", "segment"],
        "fi": ["painike", "välilehti", "valittu", "valittuna"],
        "fr": ["bouton", "onglet", "sélectionné", "sélectionnée"],
        "es": ["botón", "pestaña", "seleccionado", "seleccionada"],
        "ru": ["кнопка", "вкладка", "выбрано", "выбран", "выбрана"],
        "ar": ["زر", "الزر", "علامة تبويب", "تبويب", "محدد", "مُحدد", "المحدد"],
        "he": ["כפתור", "לחצן", "כרטיסייה", "לשונית", "נבחר", "נבחרה"],
        "hi": ["बटन", "टैब", "चयनित"],
        "th": ["ปุ่ม", "แท็บ", "เลือกอยู่", "ที่เลือก"],
        "ja": ["ボタン", "タブ", "選択中", "選択済み"],
        "ko": ["버튼", "탭", "선택됨"],
        "zh": ["按钮", "按鈕", "标签页", "標籤頁", "已选定", "已選取", "已选择", "已選擇"],
    ]
    static let unspacedLanguages: Set<String> = ["ja", "zh", "th"]

    static let words = RuleOption.strings("words", default: [], "extra trait words, matched in every language")

    public static let description = RuleDescription(
        id: "label_redundant_trait",
        name: "Label repeats a trait",
        kind: .accessibility,
        severity: .warning,
        rationale: "VoiceOver already says 'button', 'tab' or 'selected'; a label that says it too is heard twice",
        documentation: """
            VoiceOver announces a segment's traits after its label ("Grid, selected, button, 2 of 3"). A label \
            that contains a trait word in its own language — button, tab, selected, segment, or their translations \
            in German, Finnish, French, Spanish, Russian, Arabic, Hebrew, Hindi, Thai, Japanese, Korean and Chinese \
            — is heard twice ("Grid button, button"), and a label saying "selected" is wrong whenever the segment \
            is not. Option `words`: more words to treat as traits (any language).
            """,
        options: [words.spec],
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [
                    {"image": {"name": "list"}, "accessibilityLabel": {"en": "List", "de": "Liste", "ja": "リスト"}},
                    {"image": {"name": "tablet"}, "accessibilityLabel": "Tablet layout"}]}]}
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "view", "segments": [{
                          "image": {"name": "list"},
                          "accessibilityLabel": {"en": ↓"List button", "de": "Liste", "ja": ↓"リストボタン"}},
                        {"image": {"name": "grid"}, "accessibilityLabel": {"en": "Grid", "ru": ↓"Сетка (выбрано)"}}]}]}
                """#,
                messages: [
                    "the accessibility label 'List button' (en) says 'button', which VoiceOver announces by itself: users hear it twice",
                    "the accessibility label 'リストボタン' (ja) says 'ボタン', which VoiceOver announces by itself: users hear it twice",
                    "the accessibility label 'Сетка (выбрано)' (ru) says 'выбрано', which VoiceOver announces by itself: users hear it twice",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(label: String, locale: String, word: String, platform: Platform = .ios) -> String {
        "the accessibility label \(quoted(label)) (\(locale)) says \(quoted(word)), which \(platform.screenReader) announces by itself: users hear it twice"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        let language = LocaleInfo.language(control.locale)
        let words = (Self.traitWords[language] ?? []) + context[Self.words]
        guard !words.isEmpty else { return [] }
        return control.ownLabels.compactMap { segment, label in
            guard
                let word = Self.trait(in: label.text, words: words, unspaced: Self.unspacedLanguages.contains(language))
            else { return nil }
            return finding(
                Self.message(
                    label: label.text, locale: control.locale, word: word, platform: control.resolved.platform),
                at: label.location, pointer: label.pointer, in: control, segment: segment.index)
        }
    }

    static func trait(in label: String, words: [String], unspaced: Bool) -> String? {
        let lowered = label.lowercased()
        if unspaced { return words.first { lowered.contains($0.lowercased()) } }
        // Whole words: split at anything that is not a letter, mark or digit.
        let tokens = lowered.components(separatedBy: CharacterSet.alphanumerics.union(.nonBaseCharacters).inverted)
            .filter { !$0.isEmpty }
        let joined = " " + tokens.joined(separator: " ") + " "
        return words.first { joined.contains(" " + $0.lowercased() + " ") }
    }
}
