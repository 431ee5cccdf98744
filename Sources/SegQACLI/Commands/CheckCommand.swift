import Foundation
import SegQACore
import SegQADrawing
import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAReporters

/// `segqa check`: the CI gate over segment content files.
struct CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "check an app repository or segqa files: find the controls, measure, lay out, run the rules, report",
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
            .value(
                "output", "FILE", short: "o",
                help:
                    "write the report (one format) to FILE; '-' for standard output, where a format other than text goes only when asked"
            ),
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
            .value(
                "per-control", "N",
                help: "the text report shows each control's N worst findings and how many more (default 5; 0: all)"),
            .value(
                "exclude", "GLOB", repeatable: true,
                help:
                    "pass over matching paths when walking folders (Pods, '**/Generated/**'); also \"exclude\" in segqa.json"
            ),
            .value(
                "font-file", "FILE", repeatable: true,
                help:
                    "measure with this font file too (SF Pro on a macOS runner, a brand font): its family then counts as installed; also \"fonts\" in segqa.json"
            ),
            .flag(
                "allow-empty", help: "a run that finds no control passes (by default it fails when --fail-on is set)"),
            .flag(
                "markdown-pictures",
                help:
                    "the Markdown report shows drawings (SVG files beside it): for a file kept in a repository, not a PR comment"
            ),
            .flag("force", help: "replace output files segqa did not write (never a file this run reads)"),
        ],
        discussion: """
            PATHS are segqa files, String Catalogs, .strings/.stringsdict in .lproj folders, XLIFF or .xcloc,
            storyboards and XIBs, Swift and Kotlin source, Android res/values*/ and res/layout*/ XML,
            directories holding any of them (a whole repository), or quoted globs. A file met while walking
            a directory that cannot be read is a finding (unreadable_input); one named here is an error.
            Exit status: 0 nothing at or above --fail-on, 1 findings, 64 usage error, 65 bad input, 70 internal error,
            73 an output file segqa will not write (an input of the run, or a file it did not write), 74 writing failed.
            """)

    /// The command line, parsed and validated.
    struct Options {
        var session: SessionOptions
        var formats: [ReportFormat]
        var output: String?
        var reportDirectory: String?
        /// Nil: nothing fails the gate (`--fail-on never`).
        var failOn: Severity?
        var baseline: String?
        var writeBaseline: String?
        var quiet: Bool
        var jobs: Int
        var allowEmpty: Bool
        var force: Bool
        var markdownPictures = false
        var perControl = TextReporter.defaultPerControl

        init(_ arguments: ParsedArguments) throws {
            guard !arguments.positionals.isEmpty else {
                throw UsageError(message: "give at least one file or directory")
            }
            formats = []
            for name in arguments.list("format") {
                guard let format = ReportFormat(rawValue: name) else {
                    let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "'--format' must be one of \(known), got '\(name)'")
                }
                if !formats.contains(format) { formats.append(format) }
            }
            if formats.isEmpty { formats = [.text] }
            output = arguments.value("output")
            reportDirectory = arguments.value("report-dir")
            if formats.count > 1 && reportDirectory == nil {
                throw UsageError(message: "several formats need --report-dir DIR (each is written to DIR/report.<ext>)")
            }
            if output != nil && reportDirectory != nil {
                throw UsageError(message: "give --output FILE or --report-dir DIR, not both")
            }
            let level = try arguments.choice("fail-on", ["error", "warning", "note", "never"]) ?? "error"
            failOn = Severity(rawValue: level)
            baseline = arguments.value("baseline")
            writeBaseline = arguments.value("write-baseline")
            quiet = arguments.flag("quiet")
            allowEmpty = arguments.flag("allow-empty")
            force = arguments.flag("force")
            markdownPictures = arguments.flag("markdown-pictures")
            perControl = try arguments.int("per-control", range: 0...1_000_000) ?? perControl
            jobs = try arguments.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
            session = try SessionOptions(arguments, jobs: jobs)
        }
    }

    var options: Options

    init(_ arguments: ParsedArguments) throws {
        options = try Options(arguments)
    }

    func run(_ console: Console) throws -> ExitStatus {
        let (formats, jobs) = (options.formats, options.jobs)
        // HTML, JSON and the other file formats are written to a file; into a terminal only when asked.
        if options.output == nil, options.reportDirectory == nil, ![.text, .github].contains(formats[0]),
            console.writesToTerminal
        {
            throw UsageError(
                message:
                    "--format \(formats[0].rawValue) writes a file: give --output FILE (-o), or --output - to print it here"
            )
        }
        let draws = formats.contains { $0 == .html || ($0 == .markdown && options.markdownPictures) }
        let progress = Progress.make(console, quiet: options.quiet)
        defer { progress?.finish() }
        let session = try CheckSession(options.session, draws: draws, progress: progress)
        let result = try session.check(keepLayouts: draws, jobs: jobs, progress: progress)
        // Suppressions in the source first: a baseline records what is left.
        let silenced = SourceSuppressions.apply(session.suppressions, to: result.findings, controls: session.controls)
        var findings = silenced.kept
        if session.engine.rules.contains(where: { $0.id == SourceSuppressions.unusedRule }) {
            findings = (findings + SourceSuppressions.unusedNotes(silenced.unused)).sortedDeterministically()
        }
        var baselined = 0
        var fixedByBaseline = 0
        if let path = options.writeBaseline {
            var writer = FileWriter(force: options.force)
            writer.add(path, Baseline.serialize(findings))
            try writer.commit()
        }
        if let path = options.baseline {
            do {
                let split = try Baseline.load(path: path).filter(findings)
                (findings, baselined) = (split.new, split.accepted)
                fixedByBaseline = split.fixed.count
                // Entries no finding matches: fixed since the baseline was written.
                if !options.quiet, !split.fixed.isEmpty {
                    console.error(
                        "segqa: \(split.fixed.count) baseline entr\(split.fixed.count == 1 ? "y no longer matches" : "ies no longer match") (fixed; --write-baseline drops them):"
                    )
                    for key in split.fixed.prefix(10) {
                        console.error(
                            "  \(key.rule) \(key.control)" + (key.segment.map { " segment \($0)" } ?? "")
                                + (key.locale.map { " (\($0))" } ?? "") + (key.state.map { " \($0)" } ?? ""))
                    }
                    if split.fixed.count > 10 { console.error("  and \(split.fixed.count - 10) more") }
                }
            } catch {
                throw InputError(error)
            }
        }
        var context = ReportContext(
            toolVersion: version, rules: session.engine.rules.map(\.description), failOn: options.failOn,
            files: result.files,
            controls: session.controls.enumerated().map { index, control in
                var summary = Self.summary(control)
                if index < result.showingSourceText.count {
                    summary.showingSourceText = result.showingSourceText[index]
                }
                return summary
            }, locales: result.locales,
            pseudoLocales: options.session.pseudo ? Set(PseudoLocalizer.locales) : [],
            faces: result.faces.map(\.summary),
            baselined: baselined, quiet: options.quiet, jobs: jobs)
        context.coverage = session.coverage
        context.inventory = session.inventory
        context.fixedByBaseline = fixedByBaseline
        context.markdownPictures = options.markdownPictures
        context.perControl = options.perControl
        context.suppressed = silenced.suppressed
        context.standIns = Self.standIns(session.controls, cascade: session.measurer?.cascade)
        if draws {
            progress?.begin("drawing the failing controls")
            do {
                // Painted on the threads the check ran on, each with a measurer of its own.
                let measurers =
                    [session.requireMeasurer]
                    + (try (1..<max(jobs, 1)).map { _ in try Measurer(sharing: session.shapes) })
                context.pictures = try ControlPainter.pictures(for: result, findings: findings, measurers: measurers)
            } catch {
                throw InputError(error)
            }
        }
        // Reports to a file: the line says so until they are written; to the terminal, it is
        // cleared first.
        if options.output.map({ $0 != "-" }) ?? (options.reportDirectory != nil) {
            progress?.begin("writing the report")
        } else {
            progress?.finish()
        }
        try write(findings, context: context, console: console, progress: progress)
        progress?.finish()
        KeptUntilExit.keep((session, result, findings, context))
        // Files passed over while walking are said once, on standard error: they are not findings.
        if !options.quiet, !session.coverage.skipped.isEmpty {
            let skipped = session.coverage.skipped
            for entry in skipped.prefix(5) { console.error("segqa: note: skipped \(entry)") }
            if skipped.count > 5 { console.error("segqa: note: skipped \(skipped.count - 5) more such files") }
        }
        // A gate that checked nothing must not look green.
        if session.controls.isEmpty {
            let paths = options.session.paths.joined(separator: " ")
            if session.inventory.isEmpty {
                console.error("segqa: warning: no segmented control found in \(paths): nothing was checked")
            } else {
                let found = session.inventory.count
                console.error(
                    "segqa: warning: \(found) segmented control\(found == 1 ? "" : "s") found in \(paths), none checkable: nothing was checked (`segqa controls \(paths)` says why)"
                )
            }
            if options.failOn != nil && !options.allowEmpty { return .findings }
        }
        let failing = findings.filter(context.fails).count
        if !options.quiet { console.error(closingLine(failing: failing, total: findings.count)) }
        return failing > 0 ? .findings : .success
    }

    /// The run's last line, on standard error: passed or failed, why, and where the reports went.
    func closingLine(failing: Int, total: Int) -> String {
        var line: String
        if let level = options.failOn {
            let name = level.rawValue
            line =
                failing > 0
                ? "segqa: FAILED: \(failing) finding\(failing == 1 ? "" : "s") at or above \(name) (--fail-on \(name))"
                : "segqa: PASSED: no finding at or above \(name) (--fail-on \(name)), \(total) below it"
        } else {
            line = "segqa: done: \(total) finding\(total == 1 ? "" : "s") (--fail-on never)"
        }
        if let directory = options.reportDirectory {
            line += "; reports in \(directory): " + options.formats.map(\.fileName).joined(separator: ", ")
        } else if let output = options.output, output != "-" {
            line += "; report in \(output)"
        }
        return line
    }

    /// One format to standard output or `--output`, or every format into `--report-dir`.
    private func write(_ findings: [Finding], context: ReportContext, console: Console, progress: Progress?) throws {
        var writer = FileWriter(force: options.force, creating: options.reportDirectory.map { [$0] } ?? [])
        if let directory = options.reportDirectory {
            var pictures: Set<String> = []
            for format in options.formats {
                let reporter = format.reporter
                writer.add((directory as NSString).appendingPathComponent(format.fileName)) { emit in
                    try reporter.write(findings, context: context, to: emit)
                }
                for file in reporter.attachments(findings, context: context) where pictures.insert(file.path).inserted {
                    writer.add((directory as NSString).appendingPathComponent(file.path), file.contents)
                }
            }
            try writer.commit()
            try removeStalePictures(in: directory, keeping: pictures)
            // The findings also go to the log, so a CI run shows them without opening a file.
            progress?.finish()
            console.out(TextReporter().report(findings, context: context))
            return
        }
        let reporter = options.formats[0].reporter
        guard let output = options.output, output != "-" else {
            try reporter.write(findings, context: context) { console.out($0) }
            return
        }
        let directory = InputPaths.folder(of: output)
        // Attachments (an HTML report's pictures/) go in a folder beside the report, made as needed.
        writer.creatable = [((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent("pictures")]
        writer.add(output) { emit in try reporter.write(findings, context: context, to: emit) }
        for file in reporter.attachments(findings, context: context) {
            writer.add(
                ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(file.path), file.contents)
        }
        try writer.commit()
    }

    /// Pictures of an earlier run that this one did not draw: removed when segqa wrote them and
    /// nobody changed them since (its manifest says), never through a link out of the folder.
    private func removeStalePictures(in directory: String, keeping: Set<String>) throws {
        let folder = (directory as NSString).appendingPathComponent("pictures")
        guard FileWriter.kind(folder) == S_IFDIR else { return }
        var removed: Set<String> = []
        for name in OutputManifest.entries(in: folder).keys.sorted()
        where name.hasSuffix(".svg") && !keeping.contains("pictures/" + name) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard FileWriter.kind(path) == S_IFREG, OutputManifest.owns(path) else { continue }
            if unlink(path) == 0 { removed.insert(name) }
        }
        if !removed.isEmpty { try OutputManifest.update(folder, written: [:], removed: removed) }
    }

    /// "Inter for SF Pro Text": each family a device would use that was measured with another, once.
    static func standIns(_ controls: [ResolvedControl], cascade: FontCascade?) -> [String] {
        var seen: [String] = []
        for control in controls {
            for state in ControlState.allCases {
                let font = control.stateFonts[state]
                guard let intended = font.standsInFor else { continue }
                // A named family that is missing: fontconfig's closest face measured it.
                let measured =
                    (try? cascade?.faces(for: font.request, locale: control.sourceLocale).first?.family)
                    ?? font.request.family
                let entry = "\(measured) for \(intended)"
                if !seen.contains(entry) { seen.append(entry) }
            }
        }
        return seen
    }

    static func summary(_ control: ResolvedControl) -> ControlSummary {
        let normal = control.stateFonts[.normal], selected = control.stateFonts[.selected]
        var summary = ControlSummary(
            id: control.id, file: control.file, line: control.location.line, column: control.location.column,
            style: control.preset.name.rawValue, distribution: control.distribution.rawValue,
            font:
                "\(pt(normal.size)) pt \(normal.request.weight.name), selected \(pt(selected.size)) pt \(selected.request.weight.name)",
            segments: control.segments.count, locales: control.locales, sourceLocale: control.sourceLocale,
            devices: control.targets.map(\.name),
            keys: control.segmentNames(qualified: false).compactMap { $0 })
        summary.screen = control.screen
        summary.titles = control.segments.map { segment in
            segment.title?[control.sourceLocale]?.value ?? segment.title?[""]?.value ?? segment.image?.name.value ?? ""
        }
        return summary
    }
}
