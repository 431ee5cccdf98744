import Foundation
import SegQAFormatting
import SegQAModel
import SegQATesting
import Testing

@Suite struct CheckCommandTests {
    static func write(_ text: String, name: String = "strings.json") throws -> URL {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func reportsTruncationWithLocationAndExitsOne() throws {
        let file = try Self.write(
            """
            {"segqa": 1, "defaults": {"width": 200, "font": {"family": "Inter"}},
             "controls": [{"id": "settings", "segments": [
               {"title": {"en": "Alerts", "de": "Benachrichtigungen"}}, {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
            """)
        let result = try CLI.run(["check", file.path, "--fail-on", "error"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\(file.path):3:37: error: \(quoted("Benachrichtigungen")) (de) needs"))
        #expect(result.stdout.contains("[title_truncated]"))
        #expect(try CLI.run(["check", file.path, "--fail-on", "never", "-q"]).status == 0)
        let json = try CLI.run(["check", file.path, "--format", "json"])
        let root = try JSONParser.parse(Array(json.stdout.utf8))
        #expect(root["findings"]?.array?.first?["rule"]?.string == "title_truncated")
        #expect(root["findings"]?.array?.first?["pointer"]?.string == "/controls/0/segments/0/title/de")
    }

    @Test func baselineAcceptsKnownFindings() throws {
        let file = try Self.write(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "segments": [{"title": "Notifications and alerts"}, {"title": "Mail"}]}]}"#
        )
        let baseline = file.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        #expect(try CLI.run(["check", file.path, "--write-baseline", baseline]).status == 1)
        let again = try CLI.run(["check", file.path, "--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("in the baseline"))
    }

    @Test func badInputExits65WithLocation() throws {
        let file = try Self.write(#"{"segqa": 1, "controls": [{"id": "c", "segments": [{"titel": "Day"}]}]}"#)
        let result = try CLI.run(["check", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(file.path):1:53: unknown key 'titel' in a segment (did you mean 'title'?)"))
        #expect(try CLI.run(["check"]).status == 64)
        #expect(try CLI.run(["check", "/nonexistent.json"]).status == 65)
    }

    /// A title not in NFC that real shaping draws exactly as its NFC form (HarfBuzz composes
    /// "e" + U+0301 to the font's "é"; Telugu's U+0C46 + U+0C56 to U+0C48's glyph) shows nothing
    /// different: not reported. Its accessibility label still is (it is compared, not drawn).
    @Test func anUnnormalizedTitleThatRendersTheSameIsNotReported() throws {
        let file = try Self.write(
            #"{"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "cafe", "segments": [{"title": {"en": "Cafe", "fr": "Cafe\u0301", "te": "\u0C32\u0C46\u0C56\u0C38\u0C46\u0C28\u0C4D\u0C38\u0C41\u0C32\u0C41"}, "accessibilityLabel": {"en": "Cafe", "fr": "Cafe\u0301"}}, {"title": "Menu"}]}]}"#
        )
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let unnormalized = findings.filter { $0["rule"]?.string == "unnormalized_title" }
        #expect(unnormalized.count == 1, "\(unnormalized.map { $0["message"] })")
        #expect(unnormalized.first?["message"]?.string?.hasPrefix("the accessibility label") == true)
    }

    /// Two Greek tables that are copies of the English ones: the one a checked control reads is
    /// reported (once, at the table), the one no control reads is not this tool's business.
    @Test func anUntranslatedTableIsReportedOnlyWhereAControlReadsIt() throws {
        let file = try Self.write(
            #"{"segqa": 1, "sources": ["en.lproj/Used.strings", "el.lproj/Used.strings", "en.lproj/Other.strings", "el.lproj/Other.strings"], "controls": [{"id": "k", "segments": [{"title": {"key": "used.0", "table": "Used"}}, {"title": {"key": "used.1", "table": "Used"}}]}]}"#,
            name: "app.json")
        let folder = file.deletingLastPathComponent()
        let words = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"]
        for table in ["Used", "Other"] {
            let text = words.enumerated().map { "\"\(table.lowercased()).\($0)\" = \"\($1) items\";\n" }.joined()
            for locale in ["en", "el"] {
                let url = folder.appendingPathComponent("\(locale).lproj/\(table).strings")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let untranslated = findings.filter { $0["rule"]?.string == "untranslated_title" }
        #expect(
            untranslated.compactMap { $0["file"]?.string } == [
                folder.appendingPathComponent("el.lproj/Used.strings").path
            ])
        #expect(
            untranslated.first?["message"]?.string?.hasPrefix("the el table Used is 100 % en text: 10 of 10") == true)
    }

    /// A table left in the source language in several locales is one finding, naming the others
    /// with their shares and each one's file.
    @Test func aTableUntranslatedInSeveralLocalesIsOneFinding() throws {
        let file = try Self.write(
            #"{"segqa": 1, "sources": ["en.lproj/L.strings", "el.lproj/L.strings", "fi.lproj/L.strings"], "controls": [{"id": "k", "segments": [{"title": {"key": "l.0", "table": "L"}}, {"title": {"key": "l.1", "table": "L"}}]}]}"#,
            name: "app.json")
        let folder = file.deletingLastPathComponent()
        let words = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"]
        for locale in ["en", "el", "fi"] {
            // Finnish has its last word translated: 90 %.
            let text = words.enumerated().map { index, word in
                "\"l.\(index)\" = \"\(locale == "fi" && index == 9 ? "Juliaa" : word) items\";\n"
            }.joined()
            let url = folder.appendingPathComponent("\(locale).lproj/L.strings")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let untranslated = findings.filter { $0["rule"]?.string == "untranslated_title" }
        #expect(untranslated.count == 1)
        let message = untranslated.first?["message"]?.string ?? ""
        #expect(message.hasPrefix("the el table L is 100 % en text: 10 of 10"), "\(message)")
        #expect(message.hasSuffix("(also in fi 90 %)"), "\(message)")
        let also = untranslated.first?["alsoAt"]?.array?.first
        #expect(also?["locale"]?.string == "fi")
        #expect(also?["file"]?.string == folder.appendingPathComponent("fi.lproj/L.strings").path)
    }

    /// Titles the code picks between (`isYearly ? a : b`) are each measured, but two segments'
    /// picks are not the same announcement: the app never shows them side by side.
    @Test func titlesTheCodePicksBetweenAreNotComparedAcrossSegments() throws {
        let file = try Self.write(
            """
            import UIKit

            final class PlansViewController: UIViewController {
                var isYearly = UserDefaults.standard.bool(forKey: "yearly")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let control = UISegmentedControl(items: [isYearly ? "Yearly plan" : "Monthly", isYearly ? "Monthly" : "Yearly plan"])
                    view.addSubview(control)
                }
            }
            """, name: "Plans.swift")
        let run = try CLI.run([
            "check", file.deletingLastPathComponent().path, "--format", "json", "--fail-on", "never",
        ])
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        #expect(root["summary"]?["controls"]?.number == 1)
        #expect(!(root["findings"]?.array ?? []).contains { $0["rule"]?.string == "duplicate_segment_labels" })
    }
}

@Suite struct RulesCommandTests {
    @Test func listsEveryRuleAndDocumentsOne() throws {
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        for id in [
            "title_truncated", "selected_title_truncated", "selection_width_jump", "image_segment_missing_label",
        ] {
            #expect(list.stdout.contains(id))
        }
        let one = try CLI.run(["rules", "selection_width_jump"])
        #expect(one.stdout.contains("threshold"))
        #expect(one.stdout.contains("↓"))
        #expect(try CLI.run(["rules", "no_such_rule"]).status == 64)
    }
}

/// The CI-gate round trips: suppressions, configuration discovery, globs, translation files.
@Suite struct CheckGateTests {
    static let control = """
        {"segqa": 1, "defaults": {"width": 220, "font": {"family": "Inter"}},
         "controls": [{"id": "settings", SUPPRESS"segments": [
           {SEGMENT"title": {"en": "Alerts", "de": "Benachrichtigungen"}}, {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
        """

    static func file(control: String = "", segment: String = "", in directory: URL? = nil) throws -> URL {
        let text =
            control.isEmpty && segment.isEmpty
            ? Self.control.replacingOccurrences(of: "SUPPRESS", with: "")
                .replacingOccurrences(of: "SEGMENT", with: "")
            : Self.control.replacingOccurrences(of: "SUPPRESS", with: control).replacingOccurrences(
                of: "SEGMENT", with: segment)
        if let directory {
            let url = directory.appendingPathComponent("strings.json")
            try Data(text.utf8).write(to: url)
            return url
        }
        return try CheckCommandTests.write(text)
    }

    @Test func suppressionOnControlOrSegmentSilencesOnlyThatRule() throws {
        let plain = try CLI.run(["check", try Self.file().path])
        #expect(plain.status == 1 && plain.stdout.contains("[title_truncated]"))
        let onControl = try CLI.run(["check", try Self.file(control: #""segqa:disable": ["title_truncated"], "#).path])
        #expect(onControl.status == 0, "\(onControl.stdout)")
        #expect(!onControl.stdout.contains("[title_truncated]"))
        let onSegment = try CLI.run(["check", try Self.file(segment: #""segqa:disable": ["title_truncated"], "#).path])
        #expect(onSegment.status == 0, "\(onSegment.stdout)")
        // Suppressing another rule changes nothing.
        let other = try CLI.run(["check", try Self.file(segment: #""segqa:disable": ["empty_title"], "#).path])
        #expect(other.status == 1 && other.stdout.contains("[title_truncated]"))
    }

    @Test func configurationIsDiscoveredUpwardAndCanBeNamed() throws {
        let root = try CheckCommandTests.write("{}", name: "placeholder").deletingLastPathComponent()
        let nested = root.appendingPathComponent("app/strings")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let content = try Self.file(in: nested)
        // segqa.json at the root lowers title_truncated to a warning: found from app/strings.
        try Data(#"{"segqa": 1, "rules": {"title_truncated": "warning"}}"#.utf8)
            .write(to: root.appendingPathComponent("segqa.json"))
        let discovered = try CLI.run(["check", content.lastPathComponent], cwd: nested)
        #expect(discovered.status == 0, "\(discovered.stdout)\(discovered.stderr)")
        #expect(discovered.stdout.contains("warning: \(quoted("Benachrichtigungen")) (de)"))
        // --config wins over discovery; "off" turns a rule off.
        let off = root.appendingPathComponent("off.json")
        try Data(#"{"segqa": 1, "rules": {"title_truncated": "off"}}"#.utf8).write(to: off)
        let named = try CLI.run(["check", content.path, "--config", off.path], cwd: nested)
        #expect(named.status == 0 && !named.stdout.contains("title_truncated"))
        // A typo in a rule id is bad input, with its place.
        try Data("{\"segqa\": 1,\n \"rules\": {\"title_truncate\": \"off\"}}".utf8).write(to: off)
        let typo = try CLI.run(["check", content.path, "--config", off.path])
        #expect(typo.status == 65)
        #expect(
            typo.stderr.contains(
                "off.json:2:12: unknown rule 'title_truncate' in segqa.json (did you mean 'title_truncated'?)"))
    }

    @Test func globsDirectoriesAndTranslationFiles() throws {
        let directory = try Self.file().deletingLastPathComponent()
        try Data(
            #"{"segqa": 1, "locale": "fi", "translations": {"settings": ["Ilmoitukset ja hälytykset", "Tietosuoja", "Extra"]}}"#
                .utf8
        )
        .write(to: directory.appendingPathComponent("strings.fi.json"))
        let globbed = try CLI.run(["check", directory.path + "/*.json", "--format", "json"])
        let root = try JSONParser.parse(Array(globbed.stdout.utf8))
        #expect(root["summary"]?["files"]?.number == 2)
        let rules = root["findings"]?.array?.compactMap { $0["rule"]?.string } ?? []
        #expect(rules.contains("segment_count_mismatch"))
        let fiTruncated = root["findings"]?.array?.first {
            $0["rule"]?.string == "title_truncated" && $0["locale"]?.string == "fi"
        }
        #expect(fiTruncated?["file"]?.string?.hasSuffix("strings.fi.json") == true)
        #expect(fiTruncated?["pointer"]?.string == "/translations/settings/0")
        // The directory gives the same findings as the glob.
        let listed = try CLI.run(["check", directory.path, "--format", "json"])
        #expect(listed.stdout == globbed.stdout)
        let none = try CLI.run(["check", directory.path + "/*.nothing"])
        #expect(none.status == 65 && none.stderr.contains("no file matches"))
    }

    /// A SwiftUI row of selection buttons is checked, but its buttons' padding is their style's,
    /// which segqa does not read: a one-letter button is no too-small touch target, while nine
    /// one-letter segments of a segmented Picker are.
    @Test func aButtonRowsUnknownPaddingIsNoTouchTargetFinding() throws {
        let code = """
            import SwiftUI

            struct Grades: View {
                @State private var grade = "A"
                var body: some View {
                    VStack {
                        HStack {
                            ForEach(["A", "B", "C"], id: \\.self) { letter in
                                Button { grade = letter } label: {
                                    Text(letter).bold(grade == letter)
                                }
                            }
                        }
                        Picker("Grade", selection: $grade) {
                            ForEach(["A", "B", "C", "D", "E", "F", "G", "H", "I"], id: \\.self) { Text($0) }
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        let file = try CheckCommandTests.write(code, name: "Grades.swift")
        let run = try CLI.run([
            "check", file.deletingLastPathComponent().path, "--format", "json", "--fail-on", "never",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        let checked = (root["controls"]?.array ?? []).filter { $0["checked"]?.bool == true }
        #expect(checked.count == 2, "\(run.stdout)")
        let small = (root["findings"]?.array ?? []).filter { $0["rule"]?.string == "touch_target_small" }
        let pickerLine = (code.components(separatedBy: "\n").firstIndex { $0.contains("Picker(") } ?? -1) + 1
        #expect(small.map { $0["control"]?.string } == ["Grades.swift:\(pickerLine)"], "\(small)")
    }
}
