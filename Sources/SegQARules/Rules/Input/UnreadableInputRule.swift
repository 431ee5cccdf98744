import SegQACore
import SegQAModel

/// A file met while walking a folder could not be read: the rest of the project is checked.
public struct UnreadableInputRule: InputRule {
    public static let description = RuleDescription(
        id: "unreadable_input",
        name: "Unreadable input",
        kind: .content,
        severity: .warning,
        rationale:
            "one malformed file in a repository must not stop the check of all the others, nor pass unnoticed",
        documentation: """
            When segqa walks a folder (`segqa check .`), a file it cannot read (malformed XML or JSON, an \
            encoding it cannot decode, a `.strings` syntax error) is reported here with the reader's reason and \
            place, and the run goes on without it. A file named on the command line that cannot be read is still \
            an error (exit 65): it was asked for by name.
            """,
        nonTriggeringExamples: [
            #"""
            // file: de.lproj/Main.strings
            "abc-12.segmentTitles[0]" = "Tag";
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                // file: Base.lproj/Main.storyboard
                <document><scenes>↓</document>
                """#,
                messages: [
                    "segqa cannot read this file, so it was not checked: </document> closes <scenes>"
                ])
        ])

    public init() {}
}
