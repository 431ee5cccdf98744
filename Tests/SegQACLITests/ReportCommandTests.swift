import Foundation
import SegQAModel
import SegQATesting
import Testing

/// Reports as the CLI writes them: every format at once, atomically, deterministic, and the
/// HTML report opened in a real browser.
@Suite struct ReportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized
    static let allFormats = "text,json,sarif,junit,github,markdown,html"

    /// Titles and ids that try to run code or break out of every report syntax.
    static let hostile = #"""
        {"segqa": 1, "defaults": {"width": 300, "font": {"family": "Inter"}},
         "controls": [{"id": "evil\"><img src=x onerror=\"window.segqaPwned=1\">",
           "segments": [
             {"title": {"en": "<script>window.segqaPwned=2</script>", "he": "<script>window.segqaPwned=3</script> הודעות"}},
             {"title": {"en": "\"><svg onload=\"window.segqaPwned=4\">", "he": "\u202Eevil and long enough to be cut\u202C"}},
             {"title": {"en": "</style><style>body{display:none}</style>", "he": "::error::x %0A"}}]}]}
        """#

    static func scratch() throws -> URL {
        let url = Scratch.root.appendingPathComponent("segqa-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (scripts/setup installs Debian's chromium)"))
    func htmlReportRendersInARealBrowserAndRunsNothingFromTheInput() throws {
        let directory = try Self.scratch()
        let input = directory.appendingPathComponent("hostile.json")
        try Data(Self.hostile.utf8).write(to: input)
        let html = directory.appendingPathComponent("report.html")
        let run = try CLI.run(
            ["check", "hostile.json", "--format", "html", "--output", html.path, "--fail-on", "never"], cwd: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let screenshot = directory.appendingPathComponent("report.png")
        let browser = Process()
        browser.executableURL = Self.repository.appendingPathComponent("scripts/browser-check")
        browser.currentDirectoryURL = directory
        browser.arguments = [html.path, "--screenshot", screenshot.path, "--scroll-to", "#c0"]
        let pipe = Pipe()
        browser.standardOutput = pipe
        try browser.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        browser.waitUntilExit()
        #expect(browser.terminationStatus == 0)
        let page = try JSONParser.parse([UInt8](output))
        // One failing control, 2 locales on one width, its findings all about the normal state:
        // the source locale and the failing one, each with its first segment selected — 2
        // drawings, and the failing one again beside the findings (its card's lead): 3, every one
        // laid out, every reference (runs of glyphs, drawings shown twice) drawn and resolved
        // down to an outline.
        #expect(page["drawings"]?.number == 3, "\(String(decoding: output, as: UTF8.self).prefix(600))")
        #expect(page["drawingsShown"]?.number == 3)
        let uses = page["uses"]?.number ?? 0
        #expect(uses >= 4 && page["usesDrawn"]?.number == uses)
        #expect((page["glyphsReached"]?.number ?? 0) > 50 && page["missingReferences"]?.number == 0)
        // Nothing from the input ran or became markup.
        #expect(page["pwned"].map { if case .null = $0.value { return true } else { return false } } == true)
        #expect(page["scripts"]?.number == 0 && page["images"]?.number == 0 && page["iframes"]?.number == 0)
        #expect(page["elementsWithEventHandlers"]?.number == 0)
        #expect(page["title"]?.string == "segqa report")
        #expect(page["styleApplied"]?.bool == true, "the style sheet's hash matches the policy")
        let text = page["text"]?.string ?? ""
        #expect(text.contains("<script>window.segqaPwned=2</script>"), "hostile titles show as text")
        #expect(text.contains("\\u{202E}evil and long enough to be cut\\u{202C}"), "bidi overrides show escaped")
        // The CSS filters work: hiding errors hides exactly the error rows.
        #expect(
            page["findingsShownWithoutErrors"]?.number == (page["findings"]?.number ?? 0)
                - (page["errorFindings"]?.number ?? 0))
        let console = page["console"]?.array?.compactMap(\.string) ?? []
        #expect(console.isEmpty, "no Content-Security-Policy violation or error: \(console)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.count > 5_000 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func everyFormatAtOnceIsDeterministicAndAtomic() throws {
        let directory = try Self.scratch()
        try Data(Self.hostile.utf8).write(to: directory.appendingPathComponent("hostile.json"))
        let first = directory.appendingPathComponent("one"), second = directory.appendingPathComponent("two")
        for out in [first, second] {
            let run = try CLI.run(
                [
                    "check", "hostile.json", "--format", Self.allFormats, "--markdown-pictures", "--report-dir",
                    out.path, "-q",
                ],
                cwd: directory)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("[title_truncated]"), "the findings also go to the log")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(
            names == [
                ".segqa-written", "pictures", "report.github.txt", "report.html", "report.json", "report.junit.xml",
                "report.md", "report.sarif", "report.txt",
            ])
        for name in names where name != "pictures" {
            #expect(
                try Data(contentsOf: first.appendingPathComponent(name))
                    == Data(contentsOf: second.appendingPathComponent(name)), "\(name)")
        }
        // No host path or clock in any report.
        for name in names where name.hasPrefix("report.") {
            let text = try String(contentsOf: first.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(directory.path) && !text.contains("/usr/share/fonts"), "\(name) names a host path")
        }
        // A directory that cannot be written leaves nothing behind and says why.
        let blocked = directory.appendingPathComponent("blocked")
        try Data().write(to: blocked)  // a file where the report directory should be
        let failed = try CLI.run(
            ["check", "hostile.json", "--format", "json", "--output", blocked.path + "/report.json"], cwd: directory)
        #expect(failed.status == 73 && failed.stderr.contains("is a file, not a folder"), "\(failed.stderr)")
        let usage = try CLI.run(["check", "hostile.json", "--format", "json,sarif"], cwd: directory)
        #expect(usage.status == 64 && usage.stderr.contains("--report-dir"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers.isEmpty)
    }

}

/// Running on several threads, writing to devices, and talking to people at a terminal.
@Suite struct ParallelAndTerminalTests {
    @Test func everyFormatIsTheSameForAnyNumberOfJobs() throws {
        let directory = try ReportCommandTests.scratch()
        var outputs: [Int: [String: Data]] = [:]
        for jobs in [1, 2, 3] {
            let out = directory.appendingPathComponent("jobs\(jobs)")
            let run = try CLI.run(
                [
                    "check", "Corpora", "--format", ReportCommandTests.allFormats, "--markdown-pictures",
                    "--report-dir", out.path,
                    "--jobs", String(jobs), "--fail-on", "never",
                ], cwd: ReportCommandTests.repository)
            #expect(run.status == 0, "\(run.stderr)")
            let names = (FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String } ?? []).filter {
                $0.contains(".")
            }
            for name in names {
                outputs[jobs, default: [:]][name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
        }
        #expect((outputs[1]?.count ?? 0) > 10)
        #expect(outputs[1] == outputs[2] && outputs[2] == outputs[3], "reports differ between --jobs values")
    }

    @Test func devicesAreWrittenToNotReplaced() throws {
        let run = try CLI.run(
            ["check", "Corpora/settings.json", "--format", "json", "--output", "/dev/null", "--fail-on", "never"],
            cwd: ReportCommandTests.repository)
        #expect(run.status == 0, "\(run.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial, "/dev/null is still a device")
    }

    static let script = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// What a shell command writes to a pseudo-terminal that util-linux's script gives it (CI unset).
    static func atTerminal(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = ReportCommandTests.repository
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CI")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    @Test(.enabled(if: script, "util-linux's script is missing"))
    func progressShowsEveryPhaseAtATerminal() throws {
        // In a pipe (as CI logs are), a run shorter than the log interval prints no progress: only
        // the notes on files passed over and the closing line.
        let piped = try CLI.run(
            ["check", "Corpora", "--fail-on", "never", "--format", "json"], cwd: ReportCommandTests.repository,
            environment: ["CI": ""])
        let lines = piped.stderr.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("segqa: note: skipped ") }, "\(piped.stderr)")
        #expect(lines.last?.hasPrefix("segqa: done: ") == true, "\(piped.stderr)")
        let controls = Int(try JSONParser.parse(Array(piped.stdout.utf8))["summary"]?["controls"]?.number ?? 0)
        // At a terminal (script gives the command a pseudo-terminal): one line rewritten through
        // every phase, then cleared before the closing line.
        let output = try Self.atTerminal("\(CLI.binary.path) check Corpora --fail-on never > /dev/null")
        let phases = [
            "finding what ships", "reading ", "reading code (", "settling the controls",
            "measuring \(controls)/\(controls) controls",
        ]
        var position = output.startIndex
        for phase in phases {
            let found = output.range(of: "\r\u{1B}[Ksegqa: " + phase, range: position..<output.endIndex)
            #expect(found != nil, "\(phase) in \(output.debugDescription)")
            if let found { position = found.upperBound }
        }
        #expect(output.range(of: "\r\u{1B}[K", range: position..<output.endIndex) != nil, "cleared")
        #expect(output.range(of: "segqa: done: ", range: position..<output.endIndex) != nil)
        // --quiet keeps it silent even at a terminal.
        let quietOutput = try Self.atTerminal("\(CLI.binary.path) check Corpora --fail-on never -q > /dev/null")
        #expect(!quietOutput.contains("segqa: reading"), "\(quietOutput.debugDescription)")
    }

    /// HTML, JSON and the other file formats go into a terminal only when asked (`--output -`);
    /// into a pipe they go as they always did; every run ends with one closing line.
    @Test(.enabled(if: script, "util-linux's script is missing"))
    func fileFormatsReachATerminalOnlyWhenAsked() throws {
        let check = "\(CLI.binary.path) check Corpora/calendar.json --fail-on never"
        let refused = try Self.atTerminal(check + " --format html")
        #expect(
            refused.contains("--format html writes a file: give --output FILE (-o), or --output - to print it here"))
        #expect(!refused.contains("<html"))
        let asked = try Self.atTerminal(check + " --format html --output -")
        #expect(asked.contains("<html"))
        #expect(asked.contains("segqa: done: "))
        let piped = try CLI.run(
            ["check", "Corpora/calendar.json", "--format", "json"], cwd: ReportCommandTests.repository)
        #expect(piped.stdout.hasPrefix("{"))
        #expect(piped.status == 1)
        let closing = piped.stderr.split(separator: "\n").last ?? ""
        #expect(
            closing.hasPrefix("segqa: FAILED: ") && closing.hasSuffix("at or above error (--fail-on error)"),
            "\(closing)")
    }

    /// A mistyped command, option or rule id gets the closest name.
    @Test func mistypedNamesAreCorrected() throws {
        #expect(try CLI.run(["chek", "x"]).stderr.contains("unknown command 'chek' (did you mean 'check'?)"))
        #expect(
            try CLI.run(["check", "x", "--fromat", "json"]).stderr.contains(
                "unknown option '--fromat' for 'segqa check' (did you mean '--format'?)"))
        #expect(
            try CLI.run(["rules", "title_truncatd"]).stderr.contains(
                "unknown rule 'title_truncatd' (did you mean 'title_truncated'?)"))
    }
}
