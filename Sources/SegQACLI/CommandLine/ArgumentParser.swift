import Foundation
import SegQAFormatting
import SegQAModel

/// One option of a command: `--name VALUE` (or `--name=VALUE`), or a flag `--name`.
struct OptionSpec: Sendable {
    var name: String
    var short: Character?
    /// The value's placeholder in help ("PT"); nil for a flag.
    var valueName: String?
    var help: String
    /// May be given more than once (values accumulate; commas also separate values).
    var repeatable = false

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    static func value(
        _ name: String, _ valueName: String, short: Character? = nil, repeatable: Bool = false,
        help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, repeatable: repeatable)
    }
}

/// A command's static metadata; `--help` is generated from it.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    /// Positional arguments as shown in the usage line ("TEXT", "PATHS...").
    var arguments: String
    var options: [OptionSpec]
    var discussion: String = ""

    var usage: String {
        var line = "usage: segqa \(name)"
        if !arguments.isEmpty { line += " \(arguments)" }
        if !options.isEmpty { line += " [options]" }
        return line
    }

    var help: String {
        var text = "\(abstract)\n\n\(usage)\n"
        if !options.isEmpty {
            text += "\noptions:\n"
            let rows =
                options.map { option -> (String, String) in
                    var left = option.short.map { "-\($0), " } ?? "    "
                    left += "--\(option.name)"
                    if let value = option.valueName { left += " \(value)" }
                    return (left, option.help)
                } + [("-h, --help", "show this help")]
            let width = rows.map(\.0.count).max() ?? 0
            for (left, right) in rows {
                text += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
            }
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// A usage error: printed with the command's usage, exit status 64.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The parsed command line of one command.
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    var wantsHelp = false

    init(_ arguments: [String], spec: CommandSpec) throws {
        var index = 0
        var onlyPositionals = false
        func option(named name: String) throws -> OptionSpec {
            guard let option = spec.options.first(where: { $0.name == name }) else {
                var message = "unknown option '--\(name)' for 'segqa \(spec.name)'"
                if let suggestion = closest(name, in: spec.options.map(\.name)) {
                    message += " (did you mean '--\(suggestion)'?)"
                }
                throw UsageError(message: message)
            }
            return option
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                // `-j 2`, and getopt's `-j2`: a short option with its value attached.
                let characters = Array(argument)
                if characters.count > 2, let match = spec.options.first(where: { $0.short == characters[1] }),
                    match.valueName != nil
                {
                    name = match.name
                    inlineValue = String(characters[2...])
                    let option = try option(named: name)
                    if !option.repeatable, values[name] != nil {
                        throw UsageError(message: "'--\(name)' given more than once")
                    }
                    values[name, default: []].append(inlineValue!)
                    continue
                }
                guard argument.count == 2, let short = argument.last,
                    let match = spec.options.first(where: { $0.short == short })
                else {
                    // "-5" and the like are values, not options.
                    if Double(argument) != nil {
                        positionals.append(argument)
                        continue
                    }
                    throw UsageError(message: "unknown option '\(argument)' for 'segqa \(spec.name)'")
                }
                name = match.name
            }
            let option = try option(named: name)
            if option.valueName == nil {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError(message: "'--\(name)' needs a value (\(option.valueName!))")
                }
                value = arguments[index]
                index += 1
            }
            if !option.repeatable, values[name] != nil {
                throw UsageError(message: "'--\(name)' given more than once")
            }
            values[name, default: []].append(value)
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, comma-separated values split.
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
    }

    /// Every value of a repeatable option as given (no comma splitting).
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func double(_ name: String, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError(message: "'--\(name)' needs a number, got '\(text)'")
        }
        if let range, !range.contains(number) {
            throw UsageError(
                message:
                    "'--\(name)' must be between \(range.lowerBound.cleanText) and \(range.upperBound.cleanText), got \(text)"
            )
        }
        return number
    }

    func int(_ name: String, range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw UsageError(message: "'--\(name)' needs a whole number, got '\(text)'")
        }
        if let range, !range.contains(number) {
            throw UsageError(
                message: "'--\(name)' must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return number
    }

    /// One of a fixed set of words.
    func choice(_ name: String, _ choices: [String]) throws -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError(message: "'--\(name)' must be one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }
}

extension Double {
    var cleanText: String { NumberText.plain(self) }
}
