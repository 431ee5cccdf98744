import Foundation
import SegQACore
import SegQAModel
import SegQARules

/// `segqa rules [ID]`: the rule list, or one rule's documentation and examples, generated from
/// each rule's own description; `--format markdown` writes the whole reference page
/// (`Sources/segqa/segqa.docc/Rules.md`, which a test keeps equal to this output).
struct RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "list every rule, or print one rule's documentation and examples",
        arguments: "[ID]",
        options: [.value("format", "F", help: "text (default) or markdown: every rule's page of the reference")])

    var id: String?
    var markdown = false

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "give at most one rule id") }
        id = arguments.positionals.first
        if let id, BuiltInRules.named(id) == nil {
            var message = "unknown rule '\(id)'"
            if let suggestion = closest(id, in: BuiltInRules.all.map { $0.description.id }) {
                message += " (did you mean '\(suggestion)'?)"
            }
            throw UsageError(message: message + " (see 'segqa rules')")
        }
        switch arguments.value("format") ?? "text" {
        case "text": markdown = false
        case "markdown": markdown = true
        case let other: throw UsageError(message: "unknown format '\(other)' (text or markdown)")
        }
    }

    func run(_ console: Console) throws -> ExitStatus {
        if markdown {
            console.out(
                Self.markdownReference(BuiltInRules.all.map { $0.description }.filter { id == nil || $0.id == id }))
            return .success
        }
        guard let id, let rule = BuiltInRules.named(id) else {
            let width = BuiltInRules.all.map { $0.description.id.count }.max() ?? 0
            for kind in RuleKind.allCases {
                let rules = BuiltInRules.all.map { $0.description }.filter { $0.kind == kind }
                guard !rules.isEmpty else { continue }
                console.line("\(kind.rawValue):")
                for d in rules {
                    console.line(
                        "  \(d.id)" + String(repeating: " ", count: width - d.id.count + 2)
                            + d.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + d.rationale)
                }
            }
            return .success
        }
        let d = rule.description
        console.line("\(d.id): \(d.name)")
        console.line("kind: \(d.kind.rawValue), default severity: \(d.severity.rawValue)\n")
        console.line(d.rationale + "\n")
        console.line(d.documentation)
        if !d.options.isEmpty {
            console.line("\noptions (segqa.json \"rules\": {\"\(d.id)\": {\"options\": {…}}}):")
            for option in d.options { console.line("  " + option.summary) }
        }
        console.line("\ntriggering examples (↓ marks where the finding points):")
        for example in d.triggeringExamples {
            console.line("  " + example.text.replacingOccurrences(of: "\n", with: "\n  "))
            for message in example.messages { console.line("  → " + message) }
        }
        console.line("\nnon-triggering examples:")
        for example in d.nonTriggeringExamples {
            console.line("  " + example.text.replacingOccurrences(of: "\n", with: "\n  "))
        }
        return .success
    }

    /// The rules' reference page: a table of every rule, then each rule's documentation, options
    /// and examples (each triggering one with the messages its test checks it produces).
    static func markdownReference(_ rules: [RuleDescription]) -> String {
        var page = """
            # Rules

            Every rule segqa checks, generated from the rules themselves (`segqa rules --format markdown`).

            Each rule is one file in `Sources/SegQARules/Rules/<Kind>/<Name>Rule.swift` that carries this \
            documentation and its examples; one generic test runs every example, so the messages below are \
            the ones segqa prints. Severities and options are set in `segqa.json` (see \
            [Input](Input.md)); `segqa rules ID` prints one rule in the terminal.

            | rule | kind | severity | finds |
            |---|---|---|---|

            """
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        for d in rules {
            page += "| [`\(d.id)`](#\(d.id)) | \(d.kind.rawValue) | \(d.severity.rawValue) | \(cell(d.rationale)) |\n"
        }
        for d in rules {
            page += "\n## \(d.id)\n\n"
            page += "**\(d.name)** — \(d.kind.rawValue), \(d.severity.rawValue) by default. \(d.rationale)\n\n"
            page += d.documentation + "\n"
            if !d.options.isEmpty {
                page += "\nOptions (`segqa.json`: `\"rules\": {\"\(d.id)\": {\"options\": {…}}}`):\n\n"
                for option in d.options { page += "- " + option.summary + "\n" }
            }
            let fence = "```"
            if !d.triggeringExamples.isEmpty {
                page += "\nTriggers (↓ marks where the finding points):\n"
                for example in d.triggeringExamples {
                    // The messages in the block too: as printed, never read as Markdown.
                    page += "\n\(fence)\n\(example.text)\n"
                    for message in example.messages { page += "→ \(message)\n" }
                    page += "\(fence)\n"
                }
            }
            if !d.nonTriggeringExamples.isEmpty {
                page += "\nDoes not trigger:\n"
                for example in d.nonTriggeringExamples { page += "\n\(fence)\n\(example.text)\n\(fence)\n" }
            }
        }
        return page
    }
}
