import Foundation
import SegQAModel
import SegQATesting
import Testing

/// Replays every input the fuzzers ever found interesting (Fixtures/FuzzRegressions/, named
/// `<target>-<name>`, target as in scripts/fuzz) through the built binary, in the role the fuzz
/// target gave it: a segqa file, a segqa.json, a baseline, each localization format, or a title to
/// measure and lay out. Each must end with a status (0, 1 or 65), never a crash.
@Suite struct FuzzRegressionTests {
    static let directory = CLI.fixtures.appendingPathComponent("FuzzRegressions")
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
        !$0.hasPrefix(".")
    }.sorted()
    static let good = #"{"segqa": 1, "controls": [{"id": "a", "segments": [{"title": "Day"}, {"title": "Week"}]}]}"#

    /// Where the bytes go and how segqa is run on them, by fuzz target.
    static func role(_ target: String) -> (file: String, arguments: [String])? {
        switch target {
        case "content-json": return ("fuzz.json", ["check", "fuzz.json"])
        case "config-json": return ("fuzz.json", ["check", "good.json", "--config", "fuzz.json"])
        case "baseline-json": return ("fuzz.json", ["check", "good.json", "--baseline", "fuzz.json"])
        case "strings": return ("de.lproj/F.strings", ["check", "de.lproj/F.strings"])
        case "stringsdict": return ("de.lproj/F.stringsdict", ["check", "de.lproj/F.stringsdict"])
        case "xcstrings": return ("F.xcstrings", ["check", "F.xcstrings"])
        case "xliff": return ("F.xliff", ["check", "F.xliff"])
        case "storyboard": return ("Base.lproj/F.storyboard", ["check", "Base.lproj/F.storyboard"])
        case "android": return ("res/values-de/strings.xml", ["check", "res/values-de/strings.xml"])
        case "measure-layout": return ("fuzz.json", ["check", "fuzz.json"])
        // Code and layouts are found by walking a folder, as in a repository.
        case "android-layout": return ("res/layout/fragment.xml", ["check", "."])
        case "swift-code": return ("Fuzz.swift", ["check", "."])
        case "kotlin-code": return ("Fuzz.kt", ["check", "."])
        case "java-code": return ("Fuzz.java", ["check", "."])
        case "objc-code": return ("Fuzz.m", ["check", "."])
        default: return nil
        }
    }

    static let targets = [
        "content-json", "config-json", "baseline-json", "strings", "stringsdict", "xcstrings", "xliff",
        "storyboard", "android", "android-layout", "swift-code", "kotlin-code", "java-code", "objc-code",
        "measure-layout",
    ]

    /// The fuzz target a kept input came from: the longest target name its file name starts with.
    static func target(of name: String) -> String? {
        targets.filter { name.hasPrefix($0 + "-") }.max { $0.count < $1.count }
    }

    @Test func everyKeptInputHasARole() {
        #expect(!Self.inputs.isEmpty, "the fuzzers' finds are kept here")
        for name in Self.inputs {
            #expect(Self.target(of: name).flatMap(Self.role) != nil, "\(name) names no fuzz target")
        }
    }

    @Test(arguments: inputs)
    func keptInputEndsWithAStatus(_ name: String) throws {
        let target = try #require(Self.target(of: name))
        let (file, arguments) = try #require(Self.role(target))
        var bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        if target == "measure-layout" {
            // As the fuzz target does: byte 0 picks the locale, byte 1 the width, the rest is a title.
            guard bytes.count >= 2 else { return }
            let locales = ["en", "ar", "he", "ja", "zh-Hant", "th", "hi", "tr", "de", "ko"]
            let title = JSONOutput.string(String(decoding: bytes.dropFirst(2), as: UTF8.self)).serialized()
            let document =
                #"{"segqa": 1, "defaults": {"width": \#(40 + Int(bytes[1]))}, "controls": [{"id": "c", "segments": [{"title": {"en": "Day", "\#(locales[Int(bytes[0]) % locales.count])": \#(title)}}, {"title": \#(title)}]}]}"#
            bytes = Array(document.utf8)
        }
        let work = Scratch.root.appendingPathComponent("segqa-fuzz-\(UUID().uuidString)")
        let url = work.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        try Data(Self.good.utf8).write(to: work.appendingPathComponent("good.json"))
        defer { try? FileManager.default.removeItem(at: work) }
        let run = try CLI.runProcess(arguments + ["--fail-on", "never", "--format", "json"], cwd: work)
        #expect(run.reason == .exit, "\(name): killed by signal \(run.status)")
        #expect([0, 65].contains(run.status), "\(name): exit \(run.status) \(run.stderr)")
        #expect(!run.stderr.contains("internal error"), "\(name): \(run.stderr)")
    }
}
