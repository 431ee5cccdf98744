import Foundation
import SegQATesting
import Testing

/// segqa never hangs on what it is given, never reads without end, and never destroys a file:
/// special files are findings or errors, links are followed only inside the folder walked, and
/// no command writes over a file it reads or a file it did not write.
@Suite struct FileSafetyTests {
    static let control = """
        final class ScreenViewController: UIViewController {
            let range = UISegmentedControl(items: ["Day", "Week"])
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(range) }
        }
        """
    static let good = #"{"segqa": 1, "controls": [{"id": "a", "segments": [{"title": "Day"}, {"title": "Week"}]}]}"#

    func scratch(_ name: String) throws -> URL {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func write(_ text: String, _ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func fifo(_ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    /// The fixture storyboard with three controls, as `Base.lproj/Main.storyboard`.
    func copyShopStoryboard(into directory: URL) throws {
        let storyboard = CLI.fixtures.appendingPathComponent("XcodeProject/Shop/Base.lproj/Main.storyboard")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: storyboard, to: directory.appendingPathComponent("Base.lproj/Main.storyboard"))
    }

    func link(_ path: String, to target: String, in directory: URL) {
        #expect(symlink(target, directory.appendingPathComponent(path).path) == 0)
    }

    @Test func specialFilesAreFindingsInAWalkAndErrorsWhenNamed() throws {
        let directory = try scratch("special")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.control, "App/Screen.swift", in: directory)
        for path in ["App/Pipe.swift", "App/de.lproj/Localizable.strings", "App/data.json"] {
            try fifo(path, in: directory)
        }
        link("App/Zero.swift", to: "/dev/zero", in: directory)
        let walked = try CLI.runProcess(["check", "App"], cwd: directory, timeout: 60)
        #expect(walked.reason == .exit, "a FIFO or /dev/zero in the walk must not hang it")
        #expect(walked.status == 0, "\(walked.stderr)")
        for path in ["App/Pipe.swift", "App/de.lproj/Localizable.strings"] {
            #expect(
                walked.stdout.contains(
                    "\(path):1:1: warning: segqa cannot read this file, so it was not checked: a FIFO (named pipe), not a regular file"
                ), "\(walked.stdout)")
        }
        #expect(walked.stderr.contains("skipped App/Zero.swift: a link to /dev/zero, outside App, not followed"))
        // Named, each is an error with its place: the file, a configuration, a baseline, a device.
        for arguments in [
            ["check", "App/Pipe.swift"], ["check", "App/Screen.swift", "--config", "App/data.json"],
            ["check", "App/Screen.swift", "--baseline", "App/data.json"],
        ] {
            let named = try CLI.runProcess(arguments, cwd: directory, timeout: 60)
            #expect(named.reason == .exit && named.status == 65, "\(arguments): \(named.stderr)")
            #expect(named.stderr.contains("a FIFO (named pipe), not a regular file"), "\(named.stderr)")
        }
        for path in ["/dev/zero", "App/Zero.swift"] {
            let device = try CLI.runProcess(["check", path], cwd: directory, timeout: 60)
            #expect(device.reason == .exit && device.status == 65, "\(device.stderr)")
            #expect(device.stderr.contains("\(path):1:1: a character device, not a regular file"), "\(device.stderr)")
        }
    }

    @Test func linksAreFollowedInsideTheFolderAndSaidOtherwise() throws {
        let directory = try scratch("links")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.control, "App/Screens/Screen.swift", in: directory)
        try write(
            Self.control.replacingOccurrences(of: "Screen", with: "Outside"), "Shared/Outside.swift", in: directory)
        link("App/Shared", to: "../Shared", in: directory)  // out of App
        link("App/Screens/Back", to: "..", in: directory)  // a loop
        link("App/Modules", to: "Screens", in: directory)  // inside: followed once
        link("AppLink", to: "App", in: directory)  // named on the command line: followed
        for root in ["App", "AppLink"] {
            let run = try CLI.runProcess(["controls", root], cwd: directory, timeout: 60)
            #expect(run.reason == .exit && run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasSuffix("1 control found: 1 checked, 0 not checked\n"), "\(root): \(run.stdout)")
            let check = try CLI.runProcess(["check", root], cwd: directory, timeout: 60)
            #expect(check.stderr.contains("skipped \(root)/Shared: a link to "), "\(check.stderr)")
            #expect(check.stderr.contains(", outside \(root), not followed"), "\(check.stderr)")
            #expect(
                check.stderr.contains("a link to a folder already walked (a loop), not followed"), "\(check.stderr)")
        }
    }

    @Test func aFolderThatCannotBeListedIsAFinding() throws {
        let directory = try scratch("locked")
        defer {
            chmod(directory.appendingPathComponent("App/Locked").path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        try write(Self.control, "App/Screen.swift", in: directory)
        try write(Self.control, "App/Locked/Other.swift", in: directory)
        #expect(chmod(directory.appendingPathComponent("App/Locked").path, 0) == 0)
        for path in [directory.path, directory.appendingPathComponent("App").path] { chmod(path, 0o755) }
        // Root reads any folder: the check runs as nobody, for whom the mode counts.
        var arguments = ["check", "App", "-q"]
        var executable = CLI.binary.path
        if getuid() == 0 {
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
            executable = "/usr/bin/setpriv"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            stdout.contains(
                "App/Locked:1:1: warning: segqa cannot read this file, so it was not checked: cannot list the folder (Permission denied) [unreadable_input]"
            ), "\(stdout)")
    }

    @Test func noCommandWritesOverAFileItReads() throws {
        let directory = try scratch("inputs")
        defer { try? FileManager.default.removeItem(at: directory) }
        let content =
            #"{"segqa": 1, "sources": ["de.json"], "controls": [{"id": "a", "segments": [{"title": "Day"}, {"title": "Week"}]}]}"#
        let translation = #"{"segqa": 1, "locale": "de", "translations": {"a": ["Tag", "Woche"]}}"#
        try write(content, "s.json", in: directory)
        try write(translation, "de.json", in: directory)
        let other = #"{"segqa": 1, "controls": [{"id": "b", "segments": [{"title": "Day"}]}]}"#
        try write(other, "report.json", in: directory)  // an input that happens to be named report.json
        let pseudo = #"{"segqa": 1, "locale": "en-XA", "translations": {"a": ["Ðåý", "Ŵééķ"]}}"#
        try write(pseudo, "en-XA.json", in: directory)
        // The same file by another name: a symbolic link and a hard link to an input.
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "s.json")
        try FileManager.default.linkItem(
            at: directory.appendingPathComponent("de.json"), to: directory.appendingPathComponent("hard.json"))
        for arguments in [
            ["check", "s.json", "--format", "json", "--output", "link.json", "--force"],
            ["check", "s.json", "--format", "json", "--output", "hard.json", "--force"],
            ["check", "s.json", "--format", "json", "--output", "s.json"],
            ["check", "s.json", "--format", "json", "--output", "de.json"],  // read through "sources"
            ["check", "s.json", "--write-baseline", "s.json"],
            ["check", "s.json", "report.json", "--format", "json,text", "--report-dir", "."],
            ["check", "s.json", "--format", "json", "--output", "s.json", "--force"],
            ["pseudo", "s.json", "en-XA.json", "--locale", "en-XA", "-o", "."],
        ] {
            let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let run = try CLI.run(arguments, cwd: directory)
            #expect(run.status == 73, "\(arguments): \(run.status) \(run.stderr)")
            #expect(
                run.stderr.contains("this run reads that file; segqa does not write over its inputs"), "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
        }
        #expect(try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8) == content)
        #expect(try String(contentsOf: directory.appendingPathComponent("de.json"), encoding: .utf8) == translation)
        #expect(try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8) == other)
        #expect(try String(contentsOf: directory.appendingPathComponent("en-XA.json"), encoding: .utf8) == pseudo)
    }

    @Test func onlyFilesSegqaWroteAreReplacedOrDeleted() throws {
        let directory = try scratch("owned")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tight =
            #"{"segqa": 1, "controls": [{"id": "a", "segments": [{"title": "Benachrichtigungen"}, {"title": "Einstellungen"}, {"title": "Datenschutzerklaerung"}]}]}"#
        try write(tight, "s.json", in: directory)
        try write("my notes", "out/report.txt", in: directory)
        let check = ["check", "s.json", "--format", "text,markdown", "--markdown-pictures", "--report-dir", "out"]
        let refused = try CLI.run(check, cwd: directory)
        #expect(refused.status == 73, "\(refused.stderr)")
        #expect(refused.stderr.contains("out/report.txt: a file segqa did not write (or one changed since) is there"))
        #expect(
            try String(contentsOf: directory.appendingPathComponent("out/report.txt"), encoding: .utf8) == "my notes")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/report.md").path))
        // --force replaces it; from then on segqa owns it and a second run needs no --force.
        #expect(try CLI.run(check + ["--force"], cwd: directory).status == 1)
        #expect(try CLI.run(check, cwd: directory).status == 1)
        let pictures = directory.appendingPathComponent("out/pictures")
        let drawn = try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".svg") }
        #expect(!drawn.isEmpty)
        // A person's picture stays; a stale picture segqa drew goes; an edited report is not replaced.
        try write("<svg/>", "out/pictures/mine.svg", in: directory)
        try write(tight.replacingOccurrences(of: #""id": "a""#, with: #""id": "b""#), "s.json", in: directory)
        #expect(try CLI.run(check, cwd: directory).status == 1)
        let after = try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".svg") }
        #expect(after.contains("mine.svg"))
        #expect(Set(after).isDisjoint(with: drawn), "pictures of control a were segqa's and are stale")
        try write("edited", "out/report.txt", in: directory)
        #expect(try CLI.run(check, cwd: directory).status == 73)
        // Deleting never follows a link out of the report folder.
        let elsewhere = try scratch("elsewhere")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try write("<svg/>", "stale.svg", in: elsewhere)
        try FileManager.default.removeItem(at: pictures)
        link("out/pictures", to: elsewhere.path, in: directory)
        #expect(try CLI.run(check + ["--force"], cwd: directory).status == 1)
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("stale.svg").path))
    }

    @Test func importAndPseudoReplaceOnlyTheirOwnFiles() throws {
        let directory = try scratch("import")
        defer { try? FileManager.default.removeItem(at: directory) }
        try copyShopStoryboard(into: directory)
        try write("mine", "out/Main.json", in: directory)
        let refused = try CLI.run(["import", "Base.lproj", "-o", "out"], cwd: directory)
        #expect(refused.status == 73 && refused.stderr.contains("out/Main.json: a file segqa did not write"))
        #expect(try String(contentsOf: directory.appendingPathComponent("out/Main.json"), encoding: .utf8) == "mine")
        #expect(try CLI.run(["import", "Base.lproj", "-o", "out", "--force"], cwd: directory).status == 0)
        #expect(try CLI.run(["import", "Base.lproj", "-o", "out"], cwd: directory).status == 0, "its own file now")
        try write("mine", "pseudo/en-XA.json", in: directory)
        let pseudo = try CLI.run(["pseudo", "out/Main.json", "-o", "pseudo"], cwd: directory)
        #expect(pseudo.status == 73 && pseudo.stderr.contains("pseudo/en-XA.json: a file segqa did not write"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pseudo/ar-XB.json").path))
    }

    @Test func importSaysWhatItCannotRead() throws {
        let directory = try scratch("import-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        try copyShopStoryboard(into: directory)
        try write("<document><segmentedControl", "Base.lproj/Broken.storyboard", in: directory)
        let run = try CLI.run(["import", "Base.lproj", "-o", "out"], cwd: directory)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "Base.lproj/Broken.storyboard:1:11: segqa cannot read this file, so it was not checked: unterminated start tag"
            ), "\(run.stderr)")
        #expect(run.stdout.contains("; 1 file could not be read (said above)"), "\(run.stdout)")
    }

    @Test func smallerThings() throws {
        let directory = try scratch("small")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.good, "s.json", in: directory)
        // getopt's attached value.
        #expect(try CLI.run(["check", "s.json", "-j1", "-q"], cwd: directory).status == 0)
        // A name that is not UTF-8, met in a folder: said, not "no such file".
        let name = directory.appendingPathComponent("App").path
        try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: true)
        let raw = Array(name.utf8) + Array("/bad\u{FF}.swift".utf8).prefix(4) + [0xFF] + Array(".swift".utf8) + [0]
        let fd = raw.withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        close(fd)
        try write(Self.control, "App/Screen.swift", in: directory)
        let walked = try CLI.run(["check", "App", "-q"], cwd: directory)
        #expect(
            walked.stdout.contains("its name is not valid UTF-8 (bytes 62 61 64 ff 2e 73 77 69 66 74)"),
            "\(walked.stdout)")
        // A content file's corrupt font: its key's place.
        try write(String(repeating: "not a font ", count: 100), "Broken.ttf", in: directory)
        try write(
            #"{"segqa": 1, "controls": [{"id": "a", "font": {"fontFile": "Broken.ttf"}, "segments": [{"title": "x"}]}]}"#,
            "f.json", in: directory)
        let font = try CLI.run(["check", "f.json"], cwd: directory)
        #expect(
            font.status == 65 && font.stderr.contains("f.json:1:60: Broken.ttf: cannot load font"), "\(font.stderr)")
    }
    /// One-character output paths: Foundation's `deletingLastPathComponent` stopped the process on them.
    @Test func outputsOfAnyLengthAreWritten() throws {
        let directory = try scratch("short")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.good, "s.json", in: directory)
        #expect(
            try CLI.run(["check", "s.json", "--format", "json", "--output", "a", "-q"], cwd: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("a").path))
        #expect(
            try CLI.run(["check", "s.json", "--format", "json,sarif", "--report-dir", "R", "-q"], cwd: directory)
                .status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("R/report.sarif").path))
        let pseudo = try CLI.run(["pseudo", "s.json", "--output", "p"], cwd: directory)
        #expect(pseudo.status == 0, "\(pseudo.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("p").path))
    }

    @Test func aWorkingDirectoryThatWasDeletedIsNoHang() throws {
        let directory = try scratch("gone")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.good, "s.json", in: directory)
        // The working directory is removed before segqa starts: looking upward for segqa.json
        // from it once looped forever.
        let script = """
            import os, subprocess, sys, tempfile
            gone = tempfile.mkdtemp()
            os.chdir(gone)
            os.rmdir(gone)
            run = subprocess.run([sys.argv[1], "check", sys.argv[2], "-q"], capture_output=True, timeout=60)
            print(run.returncode)
            """
        // Started from a folder that exists (the tests' own working directory may be another
        // test's scratch folder, gone by then), with only what the script prints captured.
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, CLI.binary.path, directory.appendingPathComponent("s.json").path]
        python.currentDirectoryURL = directory
        let out = Pipe()
        python.standardOutput = out
        python.standardError = Pipe()
        try python.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(printed == "0\n", "\(printed)")
    }
}
