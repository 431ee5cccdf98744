import SegQACore

/// The registry: every rule segqa has. Adding a rule = one file + one line here.
public enum BuiltInRules {
    public static let all: [any Rule.Type] = [
        // Fit
        TitleTruncatedRule.self,
        SelectedTitleTruncatedRule.self,
        SelectionWidthJumpRule.self,
        HighlightWeightFlickerRule.self,
        TruncationAmbiguousRule.self,
        DynamicTypeTruncatedRule.self,
        TouchTargetSmallRule.self,
        TooManySegmentsRule.self,
        ImageTooLargeRule.self,
        // Content
        MissingTranslationRule.self,
        UntranslatedTitleRule.self,
        SegmentCountMismatchRule.self,
        EmptyTitleRule.self,
        WhitespaceTitleRule.self,
        InvisibleCharactersRule.self,
        UnnormalizedTitleRule.self,
        PlaceholderMismatchRule.self,
        SeparatorInTitleRule.self,
        MissingGlyphsRule.self,
        FontFallbackRule.self,
        TranslationNeedsReviewRule.self,
        // Bidi
        BidiControlCharactersRule.self,
        BidiNeutralBoundaryRule.self,
        ForcedLeftToRightRule.self,
        // Accessibility
        ImageSegmentMissingLabelRule.self,
        MixedContentTypesRule.self,
        ConflictingSegmentContentRule.self,
        DuplicateSegmentLabelsRule.self,
        LabelRedundantTraitRule.self,
        LabelPunctuationRule.self,
        LabelUntranslatedRule.self,
        LowContrastRule.self,
        StateAppearanceIncompleteRule.self,
        SelectionNotAnnouncedRule.self,
        // Input
        UnreadableInputRule.self,
        TitleUnresolvedRule.self,
        DuplicateControlIdRule.self,
        UnusedSuppressionRule.self,
    ]

    public static func instances() -> [any Rule] { all.map { $0.init() } }

    public static func named(_ id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
