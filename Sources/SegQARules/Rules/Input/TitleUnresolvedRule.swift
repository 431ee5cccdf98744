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
            segqa evaluates the code that builds controls in Swift, Objective-C, Kotlin and Java: literals, \
            localized keys (`NSLocalizedString`, `String(localized:)`, `stringResource(R.string…)`, and the \
            project's own wrappers of them, SwiftGen's `L10n…`), enum cases and their properties, constants, \
            `+` and interpolation, `map`/`ForEach`/`forEach` over lists it knows, the project's functions, \
            cells and views given their titles where they are used. A title that comes from data (a property \
            set at run time, a server response, a parameter no caller gives) is reported here with the \
            expression and why, and its control is listed but not measured. Give such a control a content file \
            (or a literal) to check it.
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
                    "segment 2 of 'PeriodViewController.swift:1' gets its title from 'viewModel.monthTitle', which segqa cannot evaluate (nothing named 'viewModel' is declared in the code read): the control is not checked"
                ])
        ])

    public init() {}
}
