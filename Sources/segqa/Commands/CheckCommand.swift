import Foundation
import SegQACore
import SegQADrawing
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAReporters

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
            .value(
                "format", "F,...", repeatable: true,
                help:
                    "\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default text); several with --report-dir"
            ),
            .value("output", "FILE", help: "write the report (one format) to FILE instead of standard output"),
            .value(
                "report-dir", "DIR", help: "write report.<ext> for each --format into DIR (pictures in DIR/pictures)"),
            .value("fail-on", "LEVEL", help: "error (default), warning, note or never"),
            .value("baseline", "FILE", help: "findings in this baseline do not fail the gate and are not reported"),
            .value("write-baseline", "FILE", help: "write the current findings as a baseline"),
            .value(
                "jobs", "N", short: "j",
                help: "check on N threads (default: the number of cores); the output does not change"),
            .flag("pseudo", help: "also check the pseudo-locales en-XA (accented, expanded) and ar-XB (right-to-left)"),
            .flag("quiet", short: "q", help: "no summary line"),
        ],
        discussion: """
            PATHS are segqa files, String Catalogs, .strings/.stringsdict in .lproj folders, XLIFF or .xcloc,
            storyboards and XIBs, Android res/values*/ XML, directories holding any of them, or quoted globs.
            Exit status: 0 nothing at or above --fail-on, 1 findings, 64 usage error, 65 bad input, 70 internal error.
            """)

    var paths: [String]
    var arguments: ParsedArguments
    var formats: [ReportFormat]
    var failOn: Severity?

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "give at least one file or directory") }
        paths = arguments.positionals
        self.arguments = arguments
        formats = []
        for name in arguments.list("format") {
            guard let format = ReportFormat(rawValue: name) else {
                throw UsageError(
                    message:
                        "'--format' must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'"
                )
            }
            if !formats.contains(format) { formats.append(format) }
        }
        if formats.isEmpty { formats = [.text] }
        if formats.count > 1 && arguments.value("report-dir") == nil {
            throw UsageError(message: "several formats need --report-dir DIR (each is written to DIR/report.<ext>)")
        }
        if arguments.value("output") != nil && arguments.value("report-dir") != nil {
            throw UsageError(message: "give --output FILE or --report-dir DIR, not both")
        }
        let level = try arguments.choice("fail-on", ["error", "warning", "note", "never"]) ?? "error"
        failOn = Severity(rawValue: level)
        for name in arguments.list("device") where Device.named(name) == nil {
            throw UsageError(
                message: "unknown device '\(name)' (names such as \"iPhone 15\", or a width such as \"375\")")
        }
        _ = try arguments.double("width", range: 50...10_000)
        jobs = try arguments.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
    }

    var jobs = 1

    func run(_ console: Console) throws -> ExitStatus {
        let session = try CheckSession(paths: paths, arguments: arguments, jobs: jobs)
        let draws = formats.contains { $0.drawsControls }
        let result = try session.check(
            keepLayouts: draws, jobs: jobs, progress: .forTerminal(quiet: arguments.flag("quiet")))
        var findings = result.findings
        var baselined = 0
        if let path = arguments.value("write-baseline") {
            var writer = FileWriter()
            writer.add(path, Baseline.serialize(findings))
            try writer.commit()
        }
        if let path = arguments.value("baseline") {
            do {
                (findings, baselined) = try Baseline.load(path: path).filter(findings)
            } catch {
                throw InputError(error)
            }
        }
        var context = ReportContext(
            toolVersion: version, rules: session.engine.rules.map(\.description), failOn: failOn, files: result.files,
            controls: session.controls.map(Self.summary), locales: result.locales,
            pseudoLocales: arguments.flag("pseudo") ? Set(PseudoLocalizer.locales) : [],
            faces: result.faces.map(\.summary),
            baselined: baselined, quiet: arguments.flag("quiet"), jobs: jobs)
        if draws {
            do {
                context.pictures = try ControlPainter(measurer: session.measurer).pictures(
                    for: result, findings: findings)
            } catch {
                throw InputError(error)
            }
        }
        try write(findings, context: context, console: console)
        return findings.contains(where: context.fails) ? .findings : .success
    }

    /// One format to standard output or `--output`, or every format into `--report-dir`.
    private func write(_ findings: [Finding], context: ReportContext, console: Console) throws {
        var writer = FileWriter()
        if let directory = arguments.value("report-dir") {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw InputError(
                    message: "\(directory): cannot create the report directory: \(error.localizedDescription)")
            }
            var pictures: Set<String> = []
            for format in formats {
                let reporter = format.reporter
                writer.add(
                    (directory as NSString).appendingPathComponent(format.fileName),
                    reporter.report(findings, context: context))
                for file in reporter.attachments(findings, context: context) where pictures.insert(file.path).inserted {
                    try createParent(of: file.path, in: directory)
                    writer.add((directory as NSString).appendingPathComponent(file.path), file.contents)
                }
            }
            try writer.commit()
            removeStalePictures(in: directory, keeping: pictures)
            // The findings also go to the log, so a CI run shows them without opening a file.
            console.out(TextReporter().report(findings, context: context))
            return
        }
        let reporter = formats[0].reporter
        let report = reporter.report(findings, context: context)
        guard let output = arguments.value("output") else {
            console.out(report)
            return
        }
        let directory = (output as NSString).deletingLastPathComponent
        writer.add(output, report)
        for file in reporter.attachments(findings, context: context) {
            try createParent(of: file.path, in: directory.isEmpty ? "." : directory)
            writer.add(
                ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(file.path), file.contents)
        }
        try writer.commit()
    }

    private func createParent(of relativePath: String, in directory: String) throws {
        let parent = ((directory as NSString).appendingPathComponent(relativePath) as NSString)
            .deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw InputError(message: "\(parent): cannot create: \(error.localizedDescription)")
        }
    }

    /// Pictures of an earlier run that this one did not draw (segqa owns DIR/pictures).
    private func removeStalePictures(in directory: String, keeping: Set<String>) {
        let folder = (directory as NSString).appendingPathComponent("pictures")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasSuffix(".svg") && !keeping.contains("pictures/" + name) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    static func summary(_ control: ResolvedControl) -> ControlSummary {
        let normal = control.stateFonts[.normal]!, selected = control.stateFonts[.selected]!
        return ControlSummary(
            id: control.id, file: control.file, line: control.location.line, column: control.location.column,
            style: control.preset.name.rawValue, distribution: control.distribution.rawValue,
            font:
                "\(pt(normal.size)) pt \(normal.request.weight.name), selected \(pt(selected.size)) pt \(selected.request.weight.name)",
            segments: control.segments.count, locales: control.locales, sourceLocale: control.sourceLocale,
            devices: control.targets.map(\.name))
    }
}
