import Foundation
import SegQAModel
import Testing

@Suite struct MeasureCommandTests {
    @Test func measuresAndPrintsRuns() throws {
        let result = try CLI.run([
            "measure", "Benachrichtigungen", "--family", "Inter", "--weight", "semibold", "--locale", "de",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Inter Semi Bold"))
        #expect(result.stdout.hasPrefix("127.19 pt"))
    }

    @Test func jsonlAnswersEveryLineInOrderAndFailsBadOnes() throws {
        let input = """
            {"text": "Tag", "family": "Inter", "size": 17}
            not json
            {"family": "Inter"}
            {"text": "x", "fontFile": "/nonexistent/font.ttf"}
            {"text": "straße", "transform": "uppercase", "locale": "de", "family": "Inter"}
            {"text": "x", "titel": 1}
            {"text": "x", "size": "big"}
            {"text": "x", "size": 1e19}
            {"text": "x", "weight": 1e19}
            {"text": "x", "weight": 600.5}

            """
        let result = try CLI.run(["measure", "--jsonl"], stdin: input)
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        let parsed = try lines.map { try JSONParser.parse(Array($0.utf8)) }
        #expect(parsed[0]["width"]?.number ?? 0 > 20)
        #expect(parsed[0]["runs"]?.array?.first?["family"]?.string == "Inter")
        #expect(parsed[1]["line"]?.number == 2)
        #expect(parsed[1]["error"]?.string?.contains("column 1") == true)
        #expect(parsed[2]["error"]?.string == "missing 'text'")
        #expect(parsed[3]["error"]?.string?.contains("/nonexistent/font.ttf: cannot load font: no such file") == true)
        #expect(parsed[4]["text"]?.string == "STRASSE")
        #expect(parsed[5]["error"]?.string?.contains("unknown key 'titel'") == true)
        #expect(parsed[6]["error"]?.string == "'size' must be a number, got a string")
        // Numbers beyond any font are refused per line, not trapped on (issue 15).
        #expect(parsed[7]["error"]?.string == "size must be between 0.01 and 10000 points, got 1e+19")
        #expect(parsed[8]["error"]?.string?.hasPrefix("unknown weight '1e+19'") == true)
        #expect(parsed[9]["error"]?.string?.hasPrefix("unknown weight '600.5'") == true)
    }

    /// Long inputs are measured on several threads, in blocks: the same bytes as one thread, in
    /// input order, errors numbered by their line in the whole input.
    @Test func jsonlOnThreadsWritesWhatOneThreadWrites() throws {
        let shapes = [
            #"{"text": "Tag", "family": "Inter", "size": 17}"#, "not json",
            #"{"text": "مرحبا", "locale": "ar", "family": "DejaVu Sans"}"#,
            #"{"text": "straße", "transform": "uppercase", "locale": "de", "family": "Inter"}"#,
            #"{"text": "x", "size": 1e19}"#,
        ]
        let input =
            (0..<2_400).map { shapes[$0 % shapes.count] + (($0 / shapes.count) % 2 == 0 ? "" : " ") }
            .joined(separator: "\n") + "\n"
        let one = try CLI.run(["measure", "--jsonl", "--jobs", "1"], stdin: input)
        let three = try CLI.run(["measure", "--jsonl", "--jobs", "3"], stdin: input)
        #expect(one.status == 65 && three.status == 65)
        #expect(three.stdout == one.stdout)
        let lines = three.stdout.split(separator: "\n")
        #expect(lines.count == 2_400)
        #expect(lines[2_001].hasPrefix(#"{"line":2002,"error":"#), "\(lines[2_001])")
        #expect(lines[2_397].contains("\"width\"") && lines[2_397].contains("مرحبا"), "\(lines[2_397])")
    }

    @Test func usageErrorsExit64WithUsage() throws {
        let result = try CLI.run(["measure", "--size", "abc", "x"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: segqa measure"))
        #expect(try CLI.run(["measure", "--bogus", "x"]).status == 64)
        #expect(try CLI.run(["nonsense"]).status == 64)
        #expect(try CLI.run(["measure", "x", "--font-file", "/nonexistent.ttf"]).status == 65)
    }

    @Test func everyCommandHasHelp() throws {
        for command in ["measure", "fonts"] {
            let result = try CLI.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("usage: segqa \(command)"))
        }
        #expect(try CLI.run(["--help"]).stdout.contains("commands:"))
    }

    @Test func fontsShowsWhichFaceDrawsEachGrapheme() throws {
        let result = try CLI.run(["fonts", "--family", "Inter", "--locale", "ja", "写真 A\u{E001}"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("'写' U+5199: Noto Sans CJK JP"))
        #expect(result.stdout.contains("'A' U+0041: Inter Regular"))
        #expect(result.stdout.contains("U+E001: MISSING"))
    }
}
