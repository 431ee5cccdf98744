import Foundation
import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAReporters

/// `segqa controls`: every segmented control segqa finds in the inputs, checked or not, with its
/// source-language titles and, for a control it cannot check, why. A new user's first question.
struct ControlsCommand: Command {
    static let spec = CommandSpec(
        name: "controls",
        abstract: "list every segmented control found, with its titles, and why any is not checked",
        arguments: "PATHS...",
        options: [
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward from the working directory)"),
            .value("format", "F", help: "text (default) or json"),
            .value("exclude", "GLOB", repeatable: true, help: "pass over matching paths when walking folders"),
            .value(
                "jobs", "N", short: "j",
                help: "read on N threads (default: the number of cores); the output does not change"),
        ],
        discussion: """
            PATHS are what 'segqa check' reads. Nothing is measured: the list says what was found, where (content
            file, Interface Builder, code, Android layout), each segment's title as a user of the source language
            sees it (or its image, or the expression segqa cannot evaluate and why), and whether the control is
            checked. Exit status 0, or 65 for input segqa cannot read.
            """)

    var session: SessionOptions
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "give at least one file or directory") }
        json = try arguments.choice("format", ["text", "json"]) == "json"
        let jobs = try arguments.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        session = try SessionOptions(arguments, jobs: jobs)
    }

    func run(_ console: Console) throws -> ExitStatus {
        let session = try CheckSession(session, measures: false)
        let inventory = session.inventory
        if json {
            let entries = JSONOutput.array(inventory.map(JSONReporter.entry))
            console.out(JSONOutput.object([("controls", entries)]).serialized(pretty: true, indent: 0) + "\n")
            return .success
        }
        for entry in inventory {
            let checked = entry.checked ? "checked" : "not checked"
            console.line(
                "\(entry.id)  [\(entry.foundIn.rawValue), \(checked)]  \(entry.file):\(entry.line):\(entry.column)")
            for (index, segment) in entry.segments.enumerated() {
                switch segment {
                case .title(let title): console.line("  \(index): '\(visibleControls(title))'")
                case .image(let name): console.line("  \(index): image '\(visibleControls(name))'")
                case .unresolved(let expression, let reason):
                    console.line("  \(index): ? \(expression)" + (reason.isEmpty ? "" : " — \(reason)"))
                }
            }
            if let reason = entry.reason { console.line("  not checked: \(reason)") }
        }
        let checked = inventory.filter(\.checked).count
        console.line(
            "\(inventory.count) control\(inventory.count == 1 ? "" : "s") found: \(checked) checked, \(inventory.count - checked) not checked"
        )
        return .success
    }
}
