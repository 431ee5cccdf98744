import Foundation
import SegQAModel
import SegQATesting
import Testing

@Suite struct LoaderTests {
    func load(_ text: String) throws -> LoadedFile {
        try ContentLoader.load(SourceText(file: "strings/settings.json", bytes: Array(text.utf8)))
    }

    func error(_ text: String) -> ModelError? {
        do {
            _ = try load(text)
            return nil
        } catch let error as ModelError { return error } catch { return nil }
    }

    @Test func pathsAreNormalizedWhetherOrNotTheyNeedIt() {
        let cases: [(String, String)] = [
            ("a/b/c.swift", "a/b/c.swift"), ("/a/b", "/a/b"), (".hidden/x", ".hidden/x"), ("a/...", "a/..."),
            ("./a/b", "a/b"), ("a//b", "a/b"), ("a/b/", "a/b"), ("a/./b", "a/b"), ("a/x/../b", "a/b"),
            ("/a/..", "/"), ("/", "/"), ("", "."), (".", "."), ("..", ".."), ("../a", "../a"), ("a/..", "."),
        ]
        for (path, normal) in cases {
            #expect(InputPaths.normalized(path) == normal, "\(path)")
        }
    }

    @Test func fileNamesAndExtensionsAreNSStrings() {
        for path in [
            "a/b.strings", ".strings", "a/.strings", "a/b.", "a.b/c", "a/b.tar.gz", "/", "a/", "a.xml/", "x", "",
            "./res/values-de/strings.xml", "Ünïcode/Übersicht.xcstrings",
        ] {
            #expect(InputPaths.fileName(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(InputPaths.fileExtension(path) == (path as NSString).pathExtension, "\(path)")
        }
        #expect(InputPaths.components("/a//b/c/") == ["a", "b", "c"])
    }

    @Test func keepsLineColumnAndPointerOfEveryTitle() throws {
        let text = """
            {"segqa": 1,
             "controls": [{"id": "settings",
               "segments": [{"title": {"en": "Alerts",
                                       "de": "Benachrichtigungen"}}]}]}
            """
        guard case let .content(file) = try load(text) else {
            Issue.record("not content")
            return
        }
        let title = file.controls[0].segments[0].title!["de"]!
        #expect(title.location == SourceLocation(file: "strings/settings.json", line: 4, column: 34))
        #expect(title.pointer == "/controls/0/segments/0/title/de")
    }

    @Test func typosAndWrongTypesAreErrorsWithLocations() {
        let typo = error(#"{"segqa": 1, "controls": [{"id": "x", "segments": [{"titel": "Day"}]}]}"#)
        #expect(
            typo?.description
                == "strings/settings.json:1:53: error: unknown key 'titel' in a segment (did you mean 'title'?)")
        let type = error(#"{"segqa": 1, "controls": [{"id": 5, "segments": []}]}"#)
        #expect(type?.message == "'id' must be a string, got a number")
        let duplicateKey = error(#"{"segqa": 1, "controls": [], "controls": []}"#)
        #expect(duplicateKey?.message == "duplicate key 'controls'")
        #expect(duplicateKey?.location.column == 30)
        let duplicateID = error(
            "{\"segqa\": 1, \"controls\": [{\"id\": \"a\", \"segments\": []},\n{\"id\": \"a\", \"segments\": []}]}")
        #expect(
            duplicateID?.description == "strings/settings.json:2:8: error: duplicate control id 'a' (first at line 1)")
        #expect(error(#"{"segqa": 2, "controls": []}"#)?.message.contains("unsupported format version 2") == true)
        #expect(error("")?.message == "the file is empty, expected a JSON value")
        #expect(
            error(#"{"segqa": 1, "controls": [{"id": "x", "segments": [{"title": "\ud800"}]}]}"#)?.message.contains(
                "lone surrogate") == true)
    }

    @Test func translationFilesKeepArrays() throws {
        let text = #"{"segqa": 1, "locale": "de", "translations": {"calendar.range": ["Tag", null, "Monat"]}}"#
        guard case let .translations(file) = try load(text) else {
            Issue.record("not translations")
            return
        }
        #expect(file.locale.value == "de")
        #expect(file.entries[0].titles?.map { $0?.value } == ["Tag", nil, "Monat"])
        #expect(file.entries[0].titles?[2]?.pointer == "/translations/calendar.range/2")
    }

    @Test func deepNestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    /// A character outside the BMP escaped as a surrogate pair (as JSON writers emit emoji) is one
    /// scalar; the escape was once misread as a broken "\u" on its low half.
    @Test func surrogatePairEscapesDecodeToOneScalar() throws {
        let node = try JSONParser.parse(Array(#"["%d\u200D\uD83D\uDC4D", "\ud83e\uddd8"]"#.utf8))
        guard case .array(let items) = node.value, case .string(let first) = items[0].value,
            case .string(let second) = items[1].value
        else {
            Issue.record("not an array of strings")
            return
        }
        #expect(first.unicodeScalars.map(\.value) == [0x25, 0x64, 0x200D, 0x1F44D])
        #expect(second.unicodeScalars.map(\.value) == [0x1F9D8])
    }
}

/// The committed JSON Schema names exactly the keys the loader accepts, so the two cannot drift.
@Suite struct SchemaTests {
    @Test func schemaKeysMatchTheLoader() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SegQAModel/Schema/segqa-content-v1.schema.json").standardized
        let schema = try JSONParser.parse([UInt8](try Data(contentsOf: url)))
        let control = schema["$defs"]?["control"]?["properties"]?.members?.map(\.key) ?? []
        #expect(
            Set(control)
                == Set(
                    ContentLoader.layoutKeys + ContentLoader.controlKeys))
        let segment = schema["$defs"]?["segment"]?["properties"]?.members?.map(\.key) ?? []
        #expect(
            Set(segment) == ["title", "image", "accessibilityLabel", "width", "enabled", "segqa:disable", "comment"])
    }
}

/// The committed schema, run by an independent validator (Python's `jsonschema`, installed by
/// scripts/setup), accepts every bundled corpus file and rejects what the loader rejects.
@Suite struct SchemaValidationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized
    static let hasValidator = Python.hasModule("jsonschema")

    static let validate = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        for path in sys.argv[2:]:
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(path))))
            print(path, "valid" if not errors else "invalid: " + errors[0].message[:120])
        """

    @Test(.enabled(if: hasValidator, "python3 with jsonschema is missing (scripts/setup installs it)"))
    func corporaAreValidAndTyposAreNot() throws {
        let schema = Self.repository.appendingPathComponent("Sources/SegQAModel/Schema/segqa-content-v1.schema.json")
            .path
        let corpora = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Corpora").path
        )
        .filter { $0.hasSuffix(".json") }.sorted().map { Self.repository.appendingPathComponent("Corpora/\($0)").path }
        #expect(corpora.count >= 3)
        let typo = Scratch.root.appendingPathComponent(
            "segqa-schema-typo-\(UUID().uuidString).json")
        try Data(#"{"segqa": 1, "controls": [{"id": "x", "segments": [{"titel": "Day"}]}]}"#.utf8).write(to: typo)
        defer { try? FileManager.default.removeItem(at: typo) }
        let result = try Python.run(Self.validate, [schema] + corpora + [typo.path])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        for path in corpora { #expect(lines.contains("\(path) valid"), "\(result.output)") }
        #expect(lines.contains { $0.hasPrefix(typo.path + " invalid") }, "\(result.output)")
    }
}

@Suite struct SourceTextTests {
    /// Line and column by counting from the start of the file: what `location(of:)` must give
    /// whatever order it is asked in (it counts on, or back, from the last answer).
    func naive(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test func containsFindsBytesAndWholeNames() {
        let source = SourceText(
            file: "refs.xml", bytes: Array("<item>@layout/tab_item</item> @layout/tabé @layout/tab".utf8))
        #expect(source.contains("@layout/tab_item"))
        #expect(source.contains("@layout/tab_item", wholeName: true))
        #expect(source.contains("@layout/tab", wholeName: true))  // the last one, at the end of the file
        #expect(
            !SourceText(file: "x", bytes: Array("@layout/tab_item @layout/tabé @layout/tab2".utf8)).contains(
                "@layout/tab", wholeName: true))
        #expect(!source.contains("@layout/pager"))
        #expect(!SourceText(file: "empty", bytes: []).contains("@"))
    }

    @Test func locationsInAnyOrderMatchCounting() {
        // A minified line with multi-byte characters, then short lines.
        let text = #"{"title":{"de":"Übersicht","ja":"概要","ar":"نظرة عامة 😀"},"x":1}"# + "\n{\n  \"a\": \"é\"\n}\n"
        let bytes = Array(text.utf8)
        let starts = (0...bytes.count).filter { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }
        var seed: UInt64 = 7
        for _ in 0..<3 {
            let source = SourceText(file: "f.json", bytes: bytes)
            var order = starts
            for i in order.indices.reversed() {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                order.swapAt(i, Int(seed >> 33) % (i + 1))
            }
            for offset in order + starts + starts.reversed() {
                let location = source.location(of: offset), expected = naive(bytes, offset)
                #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
            }
        }
    }
}
