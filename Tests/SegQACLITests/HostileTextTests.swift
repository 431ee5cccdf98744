import Foundation
import SegQAModel
import SegQATesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Titles, control ids and file names that try to inject markup, commands or terminal control
/// into every output; each format must show them as text in its own syntax.
@Suite struct HostileTextTests {
    static let payloads = [
        "<script>window.segqaPwned=1</script>",
        "\"><img src=x onerror=alert(1)>",
        "\u{1B}[31mRED\u{1B}[0m\u{1B}]0;title\u{07}",
        "\u{202E}txet desrever\u{202C}",
        "::error file=x.json,line=1::forged",
        "[click](javascript:alert(1)) | **bold** `code`",
        "</failure></testcase><testcase name=\"forged\">",
        "\"},{\"rule\":\"forged\"",
        "line one\r\n::warning::two",
    ]
    static let controlID = "ctl\"<b>&amp;\n::x,y%"
    static let fileName = "hostile\n<b>::a,b%.json"

    static func run() throws -> (directory: URL, reports: URL, stdout: String) {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let segments = payloads.map { payload in
            #"{"title": {"en": \#(JSONOutput.string(payload).serialized()), "de": \#(JSONOutput.string(payload + " auf Deutsch").serialized())}}"#
        }.joined(separator: ", ")
        let content =
            #"{"segqa": 1, "defaults": {"width": 300, "font": {"family": "Inter"}}, "controls": [{"id": \#(JSONOutput.string(controlID).serialized()), "segments": [\#(segments)]}]}"#
        try Data(content.utf8).write(to: directory.appendingPathComponent(fileName))
        let reports = directory.appendingPathComponent("reports")
        let result = try CLI.run(
            [
                "check", ".", "--format", ReportCommandTests.allFormats, "--markdown-pictures", "--per-control", "0",
                "--report-dir",
                reports.path, "--fail-on",
                "never",
            ],
            cwd: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return (directory, reports, result.stdout)
    }

    @Test func everyFormatShowsHostileTextAsText() throws {
        let (_, reports, stdout) = try Self.run()
        func read(_ name: String) throws -> String {
            try String(contentsOf: reports.appendingPathComponent(name), encoding: .utf8)
        }
        let json = try JSONParser.parse(Array(try read("report.json").utf8))
        let findings = json["findings"]?.array ?? []
        #expect(findings.count >= 9, "every long payload truncates: \(findings.count) findings")

        // JSON: lossless; control characters escaped as \u so the file is still plain text.
        #expect(findings.allSatisfy { $0["control"]?.string == Self.controlID })
        #expect(findings.allSatisfy { $0["file"]?.string == "./" + Self.fileName })
        let rawJSON = try read("report.json")
        #expect(!rawJSON.contains("\u{1B}") && !rawJSON.contains("\u{202E}"))

        // Text, in the file and on the terminal: one line per finding, escapes shown, not obeyed.
        for text in [try read("report.txt"), stdout] {
            #expect(
                !text.contains("\u{1B}") && !text.contains("\u{202E}") && !text.contains("\r")
                    && !text.contains("\u{07}"))
            #expect(
                text.split(separator: "\n").count == findings.count + 2,
                "the faces, a finding per line, then the summary")
            #expect(text.hasPrefix("faces: "))
            #expect(text.contains("\\u{1B}[31mRED") && text.contains("\\u{202E}txet"))
            #expect(text.contains("hostile\\u{A}<b>::a,b%.json"))
        }

        // GitHub workflow commands: one command per finding shown (ten a level), then the totals;
        // nothing can start another.
        let lines = try read("report.github.txt").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let github = lines.dropLast()
        let perLevel = ["error", "warning", "note"].map { level in
            min(10, findings.filter { $0["severity"]?.string == level }.count)
        }
        #expect(github.count == perLevel.reduce(0, +))
        #expect(lines.last?.hasPrefix("::notice title=segqa%3A \(findings.count) findings::") == true)
        #expect(
            github.allSatisfy {
                $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=")
            })
        #expect(
            github.allSatisfy {
                $0.hasPrefix("::error file=./hostile%0A<b>%3A%3Aa%2Cb%25.json,") || !$0.hasPrefix("::error")
            })

        // JUnit: well-formed XML, and the forged test case is text, not an element.
        let junit = try read("report.junit.xml")
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse(), "JUnit is well-formed: \(String(describing: parser.parserError))")
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2, "one case per locale: en, de")
        #expect(!junit.contains("<testcase name=\"forged\">"))

        // SARIF: valid JSON, messages without control characters, the exact id in properties.
        let sarif = try JSONParser.parse(Array(try read("report.sarif").utf8))
        let results = sarif["runs"]?.array?.first?["results"]?.array ?? []
        #expect(results.count == findings.count)
        #expect(results.allSatisfy { $0["properties"]?["control"]?.string == Self.controlID })
        #expect(results.allSatisfy { !($0["message"]?["text"]?.string ?? "").contains("\u{1B}") })

        // Markdown: no live HTML, no live link, no broken table row.
        let markdown = try read("report.md")
        #expect(!markdown.contains("<script") && !markdown.contains("<img") && !markdown.contains("<b>"))
        #expect(!markdown.contains("](javascript:") && markdown.contains("\\]\\(javascript:"))
        #expect(!markdown.contains("\u{1B}") && !markdown.contains("\u{202E}"))

        // HTML and the drawings: no element from the input (a browser test opens the HTML too).
        let html = try read("report.html")
        #expect(
            !html.contains("<script") && !html.contains("<img") && !html.contains("<b>") && !html.contains("\u{202E}"))
        for name in try FileManager.default.contentsOfDirectory(atPath: reports.appendingPathComponent("pictures").path)
        where name.hasSuffix(".svg") {
            let svg = try String(contentsOf: reports.appendingPathComponent("pictures/" + name), encoding: .utf8)
            #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<b>"), "\(name)")
            #expect(XMLParser(data: Data(svg.utf8)).parse(), "\(name) is well-formed")
            #expect(
                !name.contains("\n") && !name.contains("/") && !name.contains(":"),
                "picture file names are safe: \(name)")
        }
    }
}
