import Foundation
import SegQACore
import SegQAFonts
import SegQALayout
import SegQAModel
import SegQARules

/// `segqa check`: the CI gate over segment content files.
struct CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "check segment content files: measure, lay out, run the rules, report",
        arguments: "PATHS...",
        options: [
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward from the working directory)"),
            .value("locale", "L,...", repeatable: true, help: "check only these locales"),
            .value("device", "NAME,...", repeatable: true, help: "lay out on these devices instead of the files' own"),
            .value("width", "PT", help: "lay out at this control width instead of devices"),
            .value("format", "F", help: "text (default) or json"),
            .value("output", "FILE", help: "write the report here instead of standard output"),
            .value("fail-on", "LEVEL", help: "error (default), warning, note or never"),
            .value("baseline", "FILE", help: "findings in this baseline do not fail the gate and are not reported"),
            .value("write-baseline", "FILE", help: "write the current findings as a baseline"),
            .flag("quiet", short: "q", help: "no summary line"),
        ])

    var paths: [String]
    var arguments: ParsedArguments
    var format: String
    var failOn: String

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "give at least one file or directory") }
        paths = arguments.positionals
        self.arguments = arguments
        format = try arguments.choice("format", ["text", "json"]) ?? "text"
        failOn = try arguments.choice("fail-on", ["error", "warning", "note", "never"]) ?? "error"
        for name in arguments.list("device") where Device.named(name) == nil {
            throw UsageError(message: "unknown device '\(name)' (names such as \"iPhone 15\", or a width such as \"375\")")
        }
        _ = try arguments.double("width", range: 50...10_000)
    }

    func run(_ console: Console) throws -> ExitStatus {
        do {
            let configPath = arguments.value("config") ?? Configuration.discover(from: FileManager.default.currentDirectoryPath)
            let configuration = try configPath.map(Configuration.load) ?? Configuration()
            let inputs = try InputPaths.expand(paths) { $0.hasSuffix(".json") && $0 != Configuration.fileName }
            let files = try inputs.map(ContentLoader.load(path:))
            let measurer = try Measurer()
            let family = try measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
            let resolver = Resolver(configuration: configuration, defaultFamily: family,
                                    deviceOverride: arguments.list("device").isEmpty ? nil : arguments.list("device").compactMap(Device.named),
                                    widthOverride: try arguments.double("width"),
                                    localeFilter: arguments.list("locale").isEmpty ? nil : arguments.list("locale"))
            let engine = try Engine(rules: BuiltInRules.instances(), configuration: configuration)
            var result = try engine.check(try resolver.resolve(files), measurer: measurer)
            result.files = inputs
            if let path = arguments.value("write-baseline") {
                try Data(Baseline.serialize(result.findings).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            }
            if let path = arguments.value("baseline") {
                let (new, accepted) = try Baseline.load(path: path).filter(result.findings)
                result.findings = new
                result.baselined = accepted
            }
            let report = format == "json" ? json(result) : text(result)
            if let output = arguments.value("output") {
                do { try Data(report.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                    throw InputError(message: "\(output): cannot write the report: \(error.localizedDescription)")
                }
            } else {
                console.out(report)
            }
            let threshold = Severity(rawValue: failOn)
            let failing = threshold.map { level in result.findings.contains { $0.severity >= level } } ?? false
            return failing ? .findings : .success
        } catch let error as ModelError {
            throw InputError(message: error.description.replacingOccurrences(of: ": error: ", with: ": "))
        } catch let error as FontsError {
            throw InputError(message: error.description)
        }
    }

    private func text(_ result: CheckResult) -> String {
        var out = ""
        for f in result.findings {
            out += "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(escapedForTerminal(f.message)) [\(f.rule)]\n"
        }
        if !arguments.flag("quiet") {
            let counts = Severity.allCases.reversed().map { level in "\(result.findings.filter { $0.severity == level }.count) \(level.rawValue)s" }
            out += "\(result.files.count) file\(result.files.count == 1 ? "" : "s"), \(result.controls) controls, \(result.locales.count) locales: \(counts.joined(separator: ", "))"
            if result.baselined > 0 { out += " (\(result.baselined) in the baseline)" }
            out += "\n"
        }
        return out
    }

    private func json(_ result: CheckResult) -> String {
        let findings: [JSONOutput] = result.findings.map { f in
            var m: [(String, JSONOutput)] = [("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)),
                                             ("message", .string(f.message)), ("file", .string(f.file)), ("line", .int(f.line)),
                                             ("column", .int(f.column)), ("pointer", .string(f.pointer)), ("control", .string(f.control))]
            if let v = f.segment { m.append(("segment", .int(v))) }
            if let v = f.locale { m.append(("locale", .string(v))) }
            if let v = f.device { m.append(("device", .string(v))) }
            if let v = f.controlWidth { m.append(("controlWidth", .double(v))) }
            if let v = f.state { m.append(("state", .string(v))) }
            if let v = f.needed { m.append(("needed", .double(v))) }
            if let v = f.available { m.append(("available", .double(v))) }
            if let v = f.visible { m.append(("visible", .string(v))) }
            if let v = f.devices { m.append(("devices", .array(v.map { .string($0) }))) }
            return .object(m)
        }
        let summary: [(String, JSONOutput)] = [("files", .int(result.files.count)), ("controls", .int(result.controls)),
                                               ("locales", .array(result.locales.map { .string($0) }))]
            + Severity.allCases.reversed().map { level in (level.rawValue + "s", .int(result.findings.filter { $0.severity == level }.count)) }
            + [("baselined", .int(result.baselined))]
        return JSONOutput.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("segqa")), ("version", .string(version))])),
            ("fonts", .array(result.faces.map { .string($0.summary) })),
            ("findings", .array(findings)),
            ("summary", .object(summary)),
        ]).serialized(pretty: true) + "\n"
    }
}
