import Foundation
import SegQAModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every command, in the order `segqa --help` lists them.
nonisolated(unsafe) let commands: [any Command.Type] = [
    CheckCommand.self,
    ControlsCommand.self,
    BudgetsCommand.self,
    RenderCommand.self,
    ImportCommand.self,
    PseudoCommand.self,
    RulesCommand.self,
    MeasureCommand.self,
    FontsCommand.self,
]

let version = "0.1.0"

func topLevelHelp() -> String {
    var text = "segqa \(version): localization and accessibility QA for segmented controls\n\n"
    text += "usage: segqa COMMAND [options]\n\ncommands:\n"
    let width = commands.map { $0.spec.name.count }.max() ?? 0
    for command in commands {
        text +=
            "  \(command.spec.name)" + String(repeating: " ", count: width - command.spec.name.count + 2)
            + command.spec.abstract + "\n"
    }
    text += "\n'segqa COMMAND --help' describes a command and its options.\n"
    return text
}

/// Every command's usage, options and notes as a Markdown page (`segqa help --format markdown`):
/// `Sources/segqa/segqa.docc/CommandReference.md`, which a test keeps equal to this output.
func commandsReference() -> String {
    func cell(_ text: String) -> String {
        var out = ""
        for c in text {
            if "|*_<>`[]\\".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
    var page = """
        # Command reference

        Every command and option, generated from their declarations (`segqa help --format markdown`); \
        `segqa COMMAND --help` prints the same in the terminal. [Commands](Commands.md) explains them \
        with examples.

        """
    for command in commands {
        let spec = command.spec
        page += "\n## segqa \(spec.name)\n\n\(cell(spec.abstract)).\n\n```\n\(spec.usage)\n```\n"
        if !spec.options.isEmpty {
            page += "\n| option | |\n|---|---|\n"
            for option in spec.options {
                var name = option.short.map { "`-\($0)`, " } ?? ""
                name += "`--\(option.name)" + (option.valueName.map { " \($0)" } ?? "") + "`"
                let repeats = option.repeatable ? " (may be given more than once)" : ""
                page += "| \(name) | \(cell(option.help))\(repeats) |\n"
            }
        }
        if !spec.discussion.isEmpty { page += "\n```text\n\(spec.discussion)\n```\n" }
    }
    return page
}

/// segqa as a library: `segqa` is this function and `exit`, and tests call it in-process.
public enum SegQACLI {
    /// Runs one command line (without the program name) and returns the exit status. Everything
    /// it prints goes through `console`.
    public static func main(_ arguments: [String], console: Console) -> Int32 {
        defer { console.flush() }
        FilesRead.shared.reset()
        return run(arguments, console: console)
    }
}

func run(_ arguments: [String], console: Console) -> Int32 {
    var arguments = arguments
    guard let name = arguments.first else {
        console.error(topLevelHelp())
        return ExitStatus.usage.rawValue
    }
    arguments.removeFirst()
    if name == "--help" || name == "-h" || name == "help" {
        if arguments == ["--format", "markdown"] || arguments == ["--format=markdown"] {
            console.out(commandsReference())
            return 0
        }
        if let topic = arguments.first, let command = commands.first(where: { $0.spec.name == topic }) {
            console.out(command.spec.help)
        } else {
            console.out(topLevelHelp())
        }
        return 0
    }
    if name == "--version" {
        console.line("segqa \(version)")
        return 0
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
        let suggestion = closest(name, in: commands.map { $0.spec.name }).map { " (did you mean '\($0)'?)" } ?? ""
        console.error("segqa: unknown command '\(name)'\(suggestion)\n\n" + topLevelHelp())
        return ExitStatus.usage.rawValue
    }
    do {
        let parsed = try ParsedArguments(arguments, spec: command.spec)
        if parsed.wantsHelp {
            console.out(command.spec.help)
            return 0
        }
        let instance = try command.init(parsed)
        return try instance.run(console).rawValue
    } catch let error as UsageError {
        console.error("segqa \(name): \(error.message)\n\(command.spec.usage)\n(see 'segqa \(name) --help')")
        return ExitStatus.usage.rawValue
    } catch let error as InputError {
        console.error("segqa: error: \(error.message)")
        return ExitStatus.dataError.rawValue
    } catch let error as OutputError {
        console.error("segqa: error: \(error.message)")
        return error.status.rawValue
    } catch {
        console.error("segqa: internal error: \(error)")
        return ExitStatus.internalError.rawValue
    }
}
