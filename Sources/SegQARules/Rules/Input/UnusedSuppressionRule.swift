import SegQACore
import SegQAModel

/// A suppression written in the source that silences no finding.
public struct UnusedSuppressionRule: InputRule {
    public static let description = RuleDescription(
        id: SourceSuppressions.unusedRule,
        name: "Unused suppression",
        kind: .content,
        severity: .note,
        rationale:
            "a suppression left after its problem was fixed, or written where no control is, would silence the next real problem there",
        documentation: """
            A finding is silenced where it is, as linters do it: `// segqa:disable:next RULE reason` on the line \
            above a control in Swift, Kotlin, Java or Objective-C (the next line of code is the control's), \
            `// segqa:disable RULE reason` anywhere in a file for every control of the file, \
            `tools:ignore="segqa:RULE"` on an Android layout element, `<!-- segqa:disable:next RULE reason -->` \
            above an element or a `<string>`, `/* segqa:disable RULE reason */` above a key in a `.strings` \
            file and `segqa:disable RULE reason` in a String Catalog key's comment (a key's suppression covers \
            its segments' findings in every locale). Several rules are separated by commas; `all` is every \
            rule. The words after the rules are the reason: the JSON report lists each silenced finding with \
            it, and SARIF marks the result suppressed (`inSource`) with the reason as its justification. A \
            suppression that silences nothing is this note: the problem was fixed, or the comment is not \
            above the control.
            """,
        nonTriggeringExamples: [
            #"""
            // file: PeriodViewController.swift
            let control = UISegmentedControl(items: ["Day", "Week"])
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                // file: PeriodViewController.swift
                // ↓segqa:disable:next title_truncated the designers accept 'Wo…' in German
                let control = UISegmentedControl(items: ["Day", "Week"])
                """#,
                messages: [
                    "this suppression of title_truncated silences nothing: no such finding about the control on line 2 (fixed since, or not at the control; remove it)"
                ])
        ])

    public init() {}
}
