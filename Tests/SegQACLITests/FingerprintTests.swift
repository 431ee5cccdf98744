import Foundation
import SegQAModel
import SegQATesting
import Testing

/// Identities that survive edits: SARIF fingerprints and baseline entries come from what a
/// finding is about, never from line numbers, and a baseline run says what was fixed.
@Suite struct FingerprintTests {
    static let screen = """
        import UIKit

        final class FilterViewController: UIViewController {
            private let filter = UISegmentedControl(items: [
                NSLocalizedString("filter.all", comment: ""),
                NSLocalizedString("filter.unread", comment: ""),
            ])

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(filter)
            }
        }

        """

    static func project() throws -> URL {
        let directory = Scratch.root.appendingPathComponent("segqa-fp-\(UUID().uuidString)")
        for (path, text) in [
            ("App/FilterViewController.swift", screen),
            ("App/en.lproj/Localizable.strings", "\"filter.all\" = \"All\";\n\"filter.unread\" = \"Unread\";\n"),
            (
                "App/de.lproj/Localizable.strings",
                "\"filter.all\" = \"Alle Nachrichten und Unterhaltungen\";\n\"filter.unread\" = \"Ungelesene Nachrichten im Posteingang\";\n"
            ),
        ] {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    static func fingerprints(_ directory: URL) throws -> (ids: [String], controls: Set<String>) {
        let run = try CLI.run(["check", "App", "--format", "sarif", "--fail-on", "never"], cwd: directory)
        let results = try JSONParser.parse(Array(run.stdout.utf8))["runs"]?.array?.first?["results"]?.array ?? []
        let ids = results.compactMap { $0["partialFingerprints"]?["segqaFinding/v1"]?.string }
        let controls = Set(
            results.compactMap { $0["properties"]?["control"]?.string })
        return (ids.sorted(), controls)
    }

    @Test func aLineInsertedAboveACodeControlChangesNoFingerprint() throws {
        let directory = try Self.project()
        let before = try Self.fingerprints(directory)
        #expect(before.ids.count >= 2, "\(before.ids)")
        #expect(before.controls == ["FilterViewController.swift:4"])
        let file = directory.appendingPathComponent("App/FilterViewController.swift")
        try Data(("// A comment a colleague added.\n" + Self.screen).utf8).write(to: file)
        let after = try Self.fingerprints(directory)
        // The control's id moved with its line; what it is, and so every fingerprint, did not.
        #expect(after.controls == ["FilterViewController.swift:5"])
        #expect(after.ids == before.ids)
        #expect(
            before.ids.allSatisfy {
                $0.contains("FilterViewController.swift#Localizable.filter.all|Localizable.filter.unread")
            })
    }

    @Test func twoUnreadableFilesHaveTwoFingerprints() throws {
        let directory = try Self.project()
        for name in ["Broken", "Other"] {
            try Data("{ \"segqa\": 1, \"controls\": [".utf8).write(
                to: directory.appendingPathComponent("App/\(name).json"))
        }
        let ids = try Self.fingerprints(directory).ids.filter { $0.hasPrefix("unreadable_input") }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2, "\(ids)")
    }

    @Test func aBaselineRunSaysWhichEntriesWereFixed() throws {
        let directory = try Self.project()
        let written = try CLI.run(
            ["check", "App", "--write-baseline", "baseline.json", "--fail-on", "never", "-q"], cwd: directory)
        #expect(written.status == 0, "\(written.stderr)")
        let baseline = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(!baseline.contains("FilterViewController.swift:4"), "a baseline never keeps a line number")
        // The translator shortens one title: its entries no longer match.
        try Data(
            "\"filter.all\" = \"Alle\";\n\"filter.unread\" = \"Ungelesene Nachrichten im Posteingang\";\n".utf8
        ).write(to: directory.appendingPathComponent("App/de.lproj/Localizable.strings"))
        let run = try CLI.run(["check", "App", "--baseline", "baseline.json"], cwd: directory)
        #expect(run.status == 0, "nothing new: \(run.stdout)")
        #expect(run.stderr.contains("no longer match"), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "title_truncated FilterViewController.swift#Localizable.filter.all|Localizable.filter.unread segment 0 (de)"
            ), "\(run.stderr)")
    }
}
