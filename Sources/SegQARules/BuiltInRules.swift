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
        // Content
        MissingTranslationRule.self,
        SegmentCountMismatchRule.self,
        EmptyTitleRule.self,
        // Accessibility
        ImageSegmentMissingLabelRule.self,
        MixedContentTypesRule.self,
        ConflictingSegmentContentRule.self,
    ]

    public static func instances() -> [any Rule] { all.map { $0.init() } }

    public static func named(_ id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
