import SegQACore
import SegQAModel

/// Code sets a title from something segqa cannot evaluate: the control is reported, not measured.
public struct TitleUnresolvedRule: InputRule {
    public static let description = RuleDescription(
        id: "title_unresolved",
        name: "Title unresolved",
        kind: .content,
        severity: .note,
        rationale:
            "checking a placeholder or a variable's name as if it were the title would report problems no user sees",
        documentation: """
            segqa reads the controls a project builds in Swift and Kotlin (`UISegmentedControl(items:)`, \
            `setTitle(_:forSegmentAt:)`, SwiftUI `Picker` with `.pickerStyle(.segmented)`, Compose \
            `SegmentedButton`). A title given as a literal, a localized key (`NSLocalizedString`, \
            `String(localized:)`, `.localized`, SwiftGen's `L10n…`, `stringResource(R.string…)`) or an enum case's \
            literal title is checked; one given by a variable, an interpolation or a call segqa does not know is \
            reported here, and its control is counted but not measured. Give such a control a content file (or \
            a literal) to check it.
            """,
        nonTriggeringExamples: [
            #"""
            // file: PeriodViewController.swift
            let control = UISegmentedControl(items: [NSLocalizedString("period.day", comment: ""), "Week"])
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                // file: PeriodViewController.swift
                let control = UISegmentedControl(items: [NSLocalizedString("period.day", comment: ""), "Week"])
                control.setTitle(↓viewModel.monthTitle, forSegmentAt: 2)
                """#,
                messages: [
                    "segment 2 of 'PeriodViewController.swift:1' gets its title from 'viewModel.monthTitle', which segqa cannot evaluate: the control is not checked"
                ])
        ])

    public init() {}
}
