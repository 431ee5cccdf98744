import Foundation
import SegQAFormatting
import SegQAModel
import SegQATesting
import Testing

/// What teams already have, read directly: an Xcode project folder (storyboard, three lproj
/// translations one of them UTF-16 with CRLF, a String Catalog, a .stringsdict, an .xcloc
/// export), Android resources, and a content file that refers to catalog keys. The expected
/// places were counted in the fixture files by hand (Python over their bytes), not taken
/// from segqa's output.
@Suite struct ImportedFormatsTests {
    static let fixtures = CLI.fixtures

    static func check(_ arguments: [String]) throws -> (
        status: Int32, findings: [JSONNode], root: JSONNode, stderr: String
    ) {
        let run = try CLI.run(["check"] + arguments + ["--format", "json", "--fail-on", "never"], cwd: fixtures)
        let root = try JSONParser.parse(Array((run.stdout.isEmpty ? "{}" : run.stdout).utf8))
        return (run.status, root["findings"]?.array ?? [], root, run.stderr)
    }

    static func place(_ f: JSONNode) -> String {
        "\(f["file"]?.string ?? ""):\(Int(f["line"]?.number ?? 0)):\(Int(f["column"]?.number ?? 0))"
    }

    @Test func xcodeProjectFolderWithoutAnySegqaJSON() throws {
        let result = try Self.check(["XcodeProject"])
        #expect(result.status == 0, "\(result.stderr)")
        // Storyboard, three Main.strings, Localizable.xcstrings and .stringsdict, ko.xliff; not the
        // .xcloc's copy of the storyboard, not Contents.json or contents.json.
        #expect(result.root["summary"]?["files"]?.number == 7)
        #expect(result.root["summary"]?["controls"]?.number == 3)
        let truncated = result.findings.filter { $0["rule"]?.string == "title_truncated" }
        // Each locale's place: the finding's own, or among the other locales' it names (`alsoAt`).
        let places = Set(truncated.map(Self.place) + truncated.flatMap { ($0["alsoAt"]?.array ?? []).map(Self.place) })
        #expect(places.contains("XcodeProject/Shop/de.lproj/Main.strings:3:33"), "\(places)")
        #expect(
            places.contains("XcodeProject/Shop/fr.lproj/Main.strings:12:33"),
            "UTF-16 with BOM and CRLF keeps lines and columns")
        #expect(places.contains("XcodeProject/Localizations/ko.xcloc/Localized Contents/ko.xliff:10:36"))
        let de = truncated.first { $0["locale"]?.string == "de" }
        #expect(de?["control"]?.string == "Main.Kdr-Ab-1xQ")
        #expect(de?["pointer"]?.string == "/Kdr-Ab-1xQ.segmentTitles[0]")
        // Pinned 16 pt from the safe area's edges: the narrowest default device (375 pt) less 32,
        // not the frame the canvas happened to draw (361 pt).
        #expect(de?["controlWidth"]?.number == 343, "the width the constraints give")
        #expect((de?["message"]?.string ?? "").contains("(343.0 pt: 16.0 pt margins, Main.storyboard:60)"))
        // Interface Builder has no per-segment labels: image segments need them from code.
        // Both segments of the control are images: one finding, at the first, naming the second's place.
        let images = result.findings.filter { $0["rule"]?.string == "image_segment_missing_label" }
        #expect(images.map(Self.place) == ["XcodeProject/Shop/Base.lproj/Main.storyboard:49:62"])
        let second = images.first?["alsoSegments"]?.array?.first
        #expect(second?["segment"]?.number == 1 && second?["line"]?.number == 50 && second?["column"]?.number == 62)
        // XLIFF's needs-review-translation is a review note.
        #expect(
            result.findings.contains {
                $0["rule"]?.string == "translation_needs_review" && $0["locale"]?.string == "ko"
            })
    }

    /// An Android repository as teams have it: a toggle group in a layout, two Compose rows in a
    /// feature module whose strings live in that module, a `values-iw` folder, a file-level
    /// `translatable="false"`, a surrogate-pair escape, and arrays that are lists, not controls.
    @Test func androidRepository() throws {
        let result = try Self.check(["AndroidApp"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.root["summary"]?["controls"]?.number == 3)
        #expect(result.root["summary"]?["found"]?["androidLayouts"]?.number == 1)
        #expect(result.root["summary"]?["found"]?["code"]?.number == 2)
        // values-iw is Hebrew, as Android means it.
        #expect(result.root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en", "ar", "de", "he", "zh-CN"])
        let truncated = result.findings.filter { $0["rule"]?.string == "title_truncated" }
        #expect(
            truncated.contains {
                Self.place($0) == "AndroidApp/app/src/main/res/values-de/strings.xml:3:34"
                    && $0["control"]?.string == "fragment_sort.sort_toggle"
            },
            "a button's @string/sort_featured points at that string's translation")
        // The Compose row over listOf(stringResource(…)) takes the feature module's strings.
        #expect(
            !result.findings.contains {
                $0["rule"]?.string == "missing_translation" && $0["locale"]?.string == "de"
                    && ($0["control"]?.string ?? "").hasPrefix("SizeFilter.kt")
            })
        // translatable="false" on <resources>: km and mi everywhere by design.
        #expect(
            !result.findings.contains {
                ["missing_translation", "untranslated_title"].contains($0["rule"]?.string ?? "")
                    && $0["control"]?.string == "SizeFilter.kt:38"
            })
    }

    @Test func contentFileReferringToCatalogKeys() throws {
        let result = try Self.check(["References/tabs.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let review = result.findings.filter { $0["rule"]?.string == "translation_needs_review" }
        #expect(Set(review.compactMap { $0["locale"]?.string }) == ["es", "fr"], "stale and needs_review")
        #expect(review.contains { Self.place($0) == "XcodeProject/Shop/Localizable.xcstrings:28:23" })
        // "new" is not translated yet: ja falls back to the source.
        #expect(
            result.findings.contains {
                $0["rule"]?.string == "missing_translation" && $0["locale"]?.string == "ja"
                    && $0["segment"]?.number == 0
            })
        // The widest plural variant is laid out and named.
        let plural = result.findings.first { $0["rule"]?.string == "title_truncated" && $0["locale"]?.string == "de" }
        #expect(
            plural?["message"]?.string?.hasPrefix(quoted("88 ungelesene Nachrichten") + " (de, plural other)") == true,
            "\(plural?["message"]?.string ?? "")")
        #expect(plural.map(Self.place) == "XcodeProject/Shop/Localizable.xcstrings:54:29")
        // A key that is not in the table is bad input, with a suggestion.
        let broken = try CheckCommandTests.write(
            #"{"segqa": 1, "sources": ["\#(Self.fixtures.path)/XcodeProject/Shop/Localizable.xcstrings"], "controls": [{"id": "x", "segments": [{"title": {"key": "tabs.al"}}]}]}"#
        )
        let run = try CLI.run(["check", broken.path])
        #expect(run.status == 65 && run.stderr.contains("\(broken.path):1:"), "\(run.stderr)")
        #expect(
            run.stderr.contains("no key 'tabs.al' in table 'Localizable'")
                && run.stderr.contains("did you mean 'tabs.all'?"))
    }

    @Test func pseudoLocalesAreCheckedForFitOnlyAndMarked() throws {
        let result = try Self.check(["XcodeProject", "--pseudo"])
        let locales = result.root["summary"]?["locales"]?.array?.compactMap(\.string) ?? []
        #expect(locales.contains("en-XA") && locales.contains("ar-XB"))
        let pseudo = result.findings.filter { ["en-XA", "ar-XB"].contains($0["locale"]?.string ?? "") }
        #expect(!pseudo.isEmpty)
        #expect(
            pseudo.allSatisfy {
                ["title_truncated", "selected_title_truncated", "truncation_ambiguous", "selection_width_jump"]
                    .contains($0["rule"]?.string ?? "")
            })
        #expect(pseudo.first?["message"]?.string?.contains("[Ƒéåţûŕéð") == true)
        let markdown = try CLI.run(
            ["check", "XcodeProject", "--pseudo", "--format", "markdown", "--fail-on", "never"], cwd: Self.fixtures)
        #expect(markdown.stdout.contains("en-XA (pseudo)"))
        // segqa pseudo writes translation files that check reads like any other.
        let directory = Scratch.root.appendingPathComponent(
            "segqa-pseudo-\(UUID().uuidString)")
        let written = try CLI.run(["pseudo", "XcodeProject", "-o", directory.path], cwd: Self.fixtures)
        #expect(written.status == 0, "\(written.stderr)")
        let file = try JSONParser.parse([UInt8](try Data(contentsOf: directory.appendingPathComponent("en-XA.json"))))
        #expect(file["translations"]?["Main.Kdr-Ab-1xQ"]?.array?.first?.string == "[Ƒéåţûŕéð öñé ţŵö]")
        let text = try CLI.run(["pseudo", "--text", "Settings"])
        #expect(text.stdout == "en-XA  [Šéţţîñĝš öñé ţŵö]\nar-XB  \\u{202E}Settings\\u{202C}\n")
    }

    @Test func importWritesContentFilesThatCheckTheSame() throws {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-import-\(UUID().uuidString)")
        let run = try CLI.run(["import", "XcodeProject", "AndroidApp", "-o", directory.path], cwd: Self.fixtures)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == [".segqa-written", "Main.json", "SizeFilter.json", "fragment_sort.json"])
        func fits(_ findings: [JSONNode]) -> Set<String> {
            Set(
                findings.filter { ["title_truncated", "selected_title_truncated"].contains($0["rule"]?.string ?? "") }
                    .map {
                        "\($0["rule"]?.string ?? "") \($0["control"]?.string ?? "") \($0["locale"]?.string ?? "") \(Int($0["segment"]?.number ?? -1))"
                    })
        }
        let original = try Self.check(["XcodeProject"])
        let imported = try CLI.run([
            "check", directory.appendingPathComponent("Main.json").path, "--format", "json", "--fail-on", "never",
        ])
        let importedFindings = try JSONParser.parse(Array(imported.stdout.utf8))["findings"]?.array ?? []
        #expect(!fits(original.findings).isEmpty)
        #expect(fits(importedFindings) == fits(original.findings))
    }

    /// Importing and pseudo-translating read and write content only: fontconfig is never started
    /// (pointed at a configuration that does not exist, it would complain on standard error).
    @Test func importAndPseudoNeverStartFontconfig() throws {
        let directory = Scratch.root.appendingPathComponent("segqa-nofc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = ["FONTCONFIG_FILE": "/nonexistent/fonts.conf"]
        let imported = try CLI.runProcess(
            ["import", "XcodeProject", "-o", directory.path], cwd: Self.fixtures, environment: broken)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.isEmpty, "\(imported.stderr)")
        let pseudo = try CLI.runProcess(
            ["pseudo", "XcodeProject", "-o", directory.path], cwd: Self.fixtures, environment: broken)
        #expect(pseudo.status == 0 && pseudo.stderr.isEmpty, "\(pseudo.stderr)")
        // The same setting does reach fontconfig when a command measures.
        let measured = try CLI.runProcess(["measure", "Day"], environment: broken)
        #expect(measured.stderr.contains("Fontconfig"), "\(measured.stderr)")
    }

    /// Malformed input of every reader: a message with the place and exit 65, never a crash.
    @Test(
        arguments: [
            (
                "de.lproj/Main.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";",
                "de.lproj/Main.strings:3:1: expected ';' after the value of \"c\""
            ),
            ("de.lproj/Main.strings", "\"a\" = \"unterminated;\n", "de.lproj/Main.strings:1:7: unterminated string"),
            (
                "de.lproj/Main.strings", "\"a\" = \"\\UD800\";",
                "de.lproj/Main.strings:1:7: a lone surrogate in a \\U escape"
            ),
            ("Main.strings", "\"a\" = \"b\";", "Main.strings:1:1: a .strings file outside an .lproj folder"),
            (
                "de.lproj/Localizable.stringsdict",
                "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n<key>k</key>\n</dict></plist>",
                "de.lproj/Localizable.stringsdict:3:1: <key>k</key> has no value"
            ),
            (
                "Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": 5}}}",
                "Localizable.xcstrings:1:61: 'localizations' must be an object, got a number"
            ),
            (
                "Localizable.xcstrings", "{\"strings\": {}}",
                "Localizable.xcstrings:1:1: a String Catalog needs 'sourceLanguage'"
            ),
            (
                "de.xliff",
                "<xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\"><body>\n<trans-unit id=\"x\"><source>a</target></trans-unit></body></file></xliff>",
                "de.xliff:2:29: </target> closes <source>"
            ),
            ("de.xliff", "<xliff version=\"2.0\"></xliff>", "de.xliff:1:17: XLIFF 2.0 is not supported"),
            (
                "Base.lproj/Main.storyboard", "<?xml version=\"1.0\"?>\n<document>\n<segmentedControl id=\"a\">",
                "Base.lproj/Main.storyboard:3:1: <segmentedControl> is never closed"
            ),
            (
                "Base.lproj/Main.storyboard",
                "<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<document><segmentedControl id=\"a\"><segments><segment title=\"&xxe;\"/></segments></segmentedControl></document>",
                "Base.lproj/Main.storyboard:2:62: unknown entity '&xxe;'"
            ),
            (
                "res/values-de/strings.xml", "<resources>\n  <string name=\"a\">Bad \\u12G4</string>\n</resources>",
                "res/values-de/strings.xml:2:20: \\u needs four hex digits"
            ),
            ("res/layout/strings.xml", "<resources/>", nil),
            ("de.lproj/Main.strings", "\u{FEFF}\"a\" = \"b\";\n\"c\" = \"\u{FFFD}\";", nil),
        ] as [(String, String, String?)])
    func malformedInputHasAPlaceAndExit65(file: String, text: String, expected: String?) throws {
        let directory = Scratch.root.appendingPathComponent("segqa-bad-\(UUID().uuidString)")
        let url = directory.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let run = try CLI.run(["check", file], cwd: directory)
        guard let expected else {
            // Not an input when named (a layout folder) or valid: no crash, a clear status.
            #expect([0, 1, 65].contains(run.status), "\(run.stderr)")
            return
        }
        #expect(run.status == 65, "\(file): \(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(expected), "\(run.stderr)")
    }

    @Test func invalidUTF8AndNULAreReportedWhereTheyAre() throws {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x3B]).write(
            to: directory.appendingPathComponent("de.lproj/A.strings"))
        let invalid = try CLI.run(["check", "de.lproj/A.strings"], cwd: directory)
        #expect(
            invalid.status == 65 && invalid.stderr.contains("de.lproj/A.strings:1:6: invalid UTF-8 (byte 0xC3)"),
            "\(invalid.stderr)")
        try Data("<resources>\u{0}</resources>".utf8).write(to: directory.appendingPathComponent("de.lproj/B.strings"))
        let nul = try CLI.run(["check", "de.lproj/B.strings"], cwd: directory)
        #expect(nul.status == 65 && nul.stderr.contains("a NUL byte"), "\(nul.stderr)")
    }
}
