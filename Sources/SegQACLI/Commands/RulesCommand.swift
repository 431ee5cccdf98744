import Foundation
import SegQACore
import SegQARules

/// `segqa rules [ID]`: the rule list, or one rule's documentation and examples, generated from
/// each rule's own description.
struct RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "list every rule, or print one rule's documentation and examples",
        arguments: "[ID]",
        options: [])

    var id: String?

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "give at most one rule id") }
        id = arguments.positionals.first
        if let id, BuiltInRules.named(id) == nil {
            throw UsageError(message: "unknown rule '\(id)' (see 'segqa rules')")
        }
    }

    func run(_ console: Console) throws -> ExitStatus {
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
}
