import Foundation
import SegQACore
import SegQAFormatting
import SegQAModel
import SegQATesting
import Testing

@testable import SegQAReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A fixed set of findings that carries everything a report must survive: right-to-left text,
/// combining marks, every severity, markup and escape characters in titles, ids and file names,
/// workflow-command and bidi-override payloads.
enum Fixture {
    static let location = SourceLocation(file: "strings/settings.json", line: 12, column: 40)

    static func finding(
        _ rule: String, _ severity: Severity, _ message: String, control: String, segment: Int? = nil,
        locale: String? = nil, file: String = "strings/settings.json", line: Int = 12, column: Int = 40
    ) -> Finding {
        let f = Finding(
            rule: rule, severity: severity, message: message,
            location: SourceLocation(file: file, line: line, column: column),
            pointer: "/controls/0/segments/\(segment ?? 0)/title/\(locale ?? "en")", control: control,
            segment: segment, locale: locale)
        return f
    }

    static var findings: [Finding] {
        var truncated = finding(
            "title_truncated", .error,
            "'Benachrichtigungen' (de) needs 125.0 pt, segment offers 50.3 pt on iPhone SE (1st generation) — shows 'Benac…'",
            control: "settings.filter", segment: 1, locale: "de", line: 10, column: 51)
        truncated.device = "iPhone SE (1st generation)"
        truncated.controlWidth = 288
        truncated.state = "normal"
        truncated.needed = 125.0412
        truncated.available = 50.25
        truncated.visible = "Benac…"
        truncated.devices = ["iPhone SE (1st generation)", "iPhone 15"]
        var arabic = finding(
            "selected_title_truncated", .error,
            "'الإشارات' (ar) fits while normal (48.0 pt) but needs 56.8 pt when selected",
            control: "settings.filter", segment: 2, locale: "ar", line: 11, column: 106)
        arabic.device = "iPhone SE (1st generation)"
        arabic.state = "selected"
        arabic.needed = 56.8
        arabic.available = 50.25
        arabic.visible = "الإشا…"
        arabic.uncertain = true
        let hostile = finding(
            "title_truncated", .error,
            "'<script>window.segqaPwned=1</script>\"><img src=x onerror=alert(1)>' (he) needs 90.0 pt",
            control: "evil\"><img src=x onerror=alert(2)>", segment: 0, locale: "he", line: 3, column: 7)
        let markdown = finding(
            "missing_translation", .warning,
            "segment 0 has no 'ko' title: iOS shows the source '*bold* _it_ [link](javascript:x) | pipe `tick` $x$ &amp; ~~s~~'",
            control: "md|table*id", segment: 0, locale: "ko", line: 4, column: 9)
        let workflow = finding(
            "empty_title", .error, "100% done\r\n::error file=x::injected, title=a:b",
            control: "gh,ctl:x", segment: 1, locale: "fi", file: "strings/we,ird:name%.json", line: 5, column: 1)
        let bidi = finding(
            "missing_translation", .note,
            "label '\u{202E}txet desrever\u{202C}' and Cafe\u{0301} with e\u{0301}\u{0323} marks\tand a tab",
            control: "bidi.control", segment: 0, locale: "he", line: 6, column: 2)
        let wide = finding(
            "mixed_content_types", .warning, "control mixes 1 image segment with 4 title segments",
            control: "settings.filter",
            segment: 4, line: 15, column: 9)
        return [truncated, arabic, hostile, markdown, workflow, bidi, wide].sortedDeterministically()
    }

    static var context: ReportContext {
        let rules = [
            RuleDescription(
                id: "title_truncated", name: "Title truncated", kind: .fit, severity: .error,
                rationale: "a title that does not fit is cut off", documentation: "Triggers when …",
                nonTriggeringExamples: [], triggeringExamples: []),
            RuleDescription(
                id: "selected_title_truncated", name: "Selected title truncated", kind: .fit, severity: .error,
                rationale: "the selected weight is wider", documentation: "Triggers when …",
                nonTriggeringExamples: [], triggeringExamples: []),
            RuleDescription(
                id: "missing_translation", name: "Missing translation", kind: .content, severity: .warning,
                rationale: "the source language shows", documentation: "Triggers when …",
                options: [RuleOption.strings("allow", default: [], "ids that may stay untranslated").spec],
                nonTriggeringExamples: [],
                triggeringExamples: []),
            RuleDescription(
                id: "empty_title", name: "Empty title", kind: .content, severity: .error,
                rationale: "an empty segment", documentation: "Triggers when …", nonTriggeringExamples: [],
                triggeringExamples: []),
            RuleDescription(
                id: "mixed_content_types", name: "Mixed content types", kind: .accessibility, severity: .warning,
                rationale: "images beside titles", documentation: "Triggers when …", nonTriggeringExamples: [],
                triggeringExamples: []),
        ]
        func control(_ id: String, file: String = "strings/settings.json", line: Int, locales: [String])
            -> ControlSummary
        {
            ControlSummary(
                id: id, file: file, line: line, column: 13, style: "uikit", distribution: "equal",
                font: "13 pt medium, selected 13 pt semibold", segments: 5, locales: locales, sourceLocale: "en",
                devices: ["iPhone SE (1st generation)", "iPhone 15"])
        }
        let body =
            "<rect x=\"4\" y=\"4\" width=\"100\" height=\"32\" fill=\"#eeeeef\"/><use href=\"#g1\" transform=\"translate(10 24) scale(0.01)\"/>"
        let pictures = PictureSet(
            pictures: (0..<2).map { (selected: Int) in
                Picture(
                    key: PictureKey(
                        control: "settings.filter", locale: "de", device: "iPhone SE (1st generation)",
                        selected: selected),
                    width: 108, height: 60, body: body, glyphIDs: ["g1"],
                    caption: "settings.filter (de) on iPhone SE (1st generation), segment \(selected) selected",
                    label: "segment \(selected) selected", visibleTitles: ["Alle", "Benac…"])
            }, glyphs: ["g1": "M0 0L600 0L600 -700L0 -700Z"])
        var context = ReportContext(
            toolVersion: "0.0.0-test", rules: rules, failOn: .error,
            files: ["strings/settings.json", "strings/we,ird:name%.json"],
            controls: [
                control("settings.filter", line: 7, locales: ["en", "ar", "de"]),
                control("evil\"><img src=x onerror=alert(2)>", line: 3, locales: ["en", "he"]),
                control("md|table*id", line: 4, locales: ["en", "ko"]),
                control("gh,ctl:x", file: "strings/we,ird:name%.json", line: 5, locales: ["en", "fi"]),
                control("bidi.control", line: 6, locales: ["en", "he"]),
                control("clean.control", line: 20, locales: ["en", "de"]),
            ],
            locales: ["en", "ar", "de", "fi", "he", "ko"], pseudoLocales: [],
            faces: ["Inter Medium (Inter-Medium.otf)", "DejaVu Sans Book (DejaVuSans.ttf)"],
            baselined: 2, pictures: pictures)
        context.standIns = ["Inter for SF Pro Text"]
        return context
    }
}

@Suite struct ReporterGoldenTests {
    static let goldens = Bundle.module.resourceURL!.appendingPathComponent("Goldens")
    /// Where re-recorded goldens go: the source tree, not the test bundle.
    static let sourceGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")

    @Test(arguments: ReportFormat.allCases)
    func reportMatchesItsGolden(format: ReportFormat) throws {
        let reporter = format.reporter
        let report = reporter.report(Fixture.findings, context: Fixture.context)
        var files = [(format.fileName, report)]
        // Drawings beside the report, as a Markdown file kept in a repository has them.
        var pictured = Fixture.context
        pictured.markdownPictures = true
        files += reporter.attachments(Fixture.findings, context: pictured).map {
            ($0.path.replacingOccurrences(of: "/", with: "_"), $0.contents)
        }
        for (name, contents) in files {
            if ProcessInfo.processInfo.environment["SEGQA_RECORD"] == "1" {
                // Recording never passes: a run that wrote goldens has compared nothing.
                try Data(contents.utf8).write(to: Self.sourceGoldens.appendingPathComponent(name))
                Issue.record("recorded \(name): review the diff, then run the tests without SEGQA_RECORD")
                continue
            }
            let url = Self.goldens.appendingPathComponent(name)
            guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("no golden \(name): run the tests with SEGQA_RECORD=1, then review the file")
                continue
            }
            #expect(
                contents == golden,
                "\(name) differs from its golden (re-record with SEGQA_RECORD=1 and review the diff)")
        }
        // Same input, same bytes.
        #expect(reporter.report(Fixture.findings, context: Fixture.context) == report)
    }
}

/// Reporters that write findings on several threads give the bytes of one thread: thousands
/// of findings (so the work is split), each format, several thread counts.
@Suite struct ParallelReportTests {
    @Test(arguments: ReportFormat.allCases)
    func sameBytesForAnyNumberOfThreads(format: ReportFormat) {
        let base = Fixture.findings
        let many = (0..<5_000).map { i -> Finding in
            var f = base[i % base.count]
            f.line = 10 + i
            return f
        }.sortedDeterministically()
        var context = Fixture.context
        context.pictures = PictureSet()
        let one = format.reporter.report(many, context: context)
        for jobs in [2, 3, 7] {
            context.jobs = jobs
            #expect(format.reporter.report(many, context: context) == one, "\(format) with \(jobs) threads")
        }
        // Every finding written (GitHub annotations: ten a level and the totals; a Markdown comment
        // up to GitHub's limit, then what was left out).
        switch format {
        case .github: #expect(one.split(separator: "\n").count <= 31)
        case .markdown:
            #expect(one.utf16.count <= MarkdownReporter.limit && one.utf16.count > MarkdownReporter.limit - 2_000)
            #expect(one.contains("more control") || one.contains("a comment holds"))
        default: #expect(one.utf8.count > 5_000 * 20)
        }
    }
}

@Suite struct ReporterSafetyTests {
    let findings = Fixture.findings
    let context = Fixture.context

    @Test func htmlEscapesEveryInputTextAndForbidsEverythingElse() throws {
        let html = HTMLReporter().report(findings, context: context)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(
            html.contains(
                "&lt;script&gt;window.segqaPwned=1&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("evil&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        // The bidi override is shown, not obeyed.
        #expect(html.contains("\\u{202E}txet desrever\\u{202C}") && !html.contains("\u{202E}"))
        // No inline style attribute (the policy would block it) and no script at all.
        #expect(!html.contains(" style=\""))
        let policy = try #require(html.range(of: "content=\"default-src 'none'; style-src 'sha256-"))
        #expect(html[policy.upperBound...].hasPrefix(Self.styleHash(of: html)))
    }

    /// The SHA-256 of the report's <style> element, computed by Python's hashlib as an independent check.
    static func styleHash(of html: String) -> String {
        let start = html.range(of: "<style>")!.upperBound, end = html.range(of: "</style>")!.lowerBound
        let css = String(html[start..<end])
        let url = Scratch.root.appendingPathComponent("segqa-style-\(UUID().uuidString).css")
        try? Data(css.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return
            (try? Python.run(
                "import base64,hashlib,sys; print(base64.b64encode(hashlib.sha256(open(sys.argv[1],'rb').read()).digest()).decode())",
                [url.path]
            ).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? "python3 is missing"
    }

    @Test func githubCommandsCannotBeEndedOrInjected() {
        let out = GitHubReporter().report(findings, context: context)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == findings.count + 1, "one line per finding and the totals: no input starts a new command")
        #expect(
            lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(
            out.contains(
                "file=strings/we%2Cird%3Aname%25.json,line=5,col=1,title=segqa empty_title (fi)::100%25 done\\u{D}\\u{A}::error file=x::injected, title=a:b"
            ))
    }

    @Test func githubGetsTenAnnotationsALevelWorstFirstThenTheTotalsWithinTheNotices() {
        var many: [Finding] = []
        for index in 0..<30 {
            many.append(
                Fixture.finding("title_truncated", .error, "cut \(index)", control: "c\(index % 3)", line: index + 1))
        }
        for index in 0..<4 {
            many.append(Fixture.finding("empty_title", .error, "empty \(index)", control: "e", line: 100 + index))
        }
        for index in 0..<12 {
            many.append(Fixture.finding("font_fallback", .note, "fallback \(index)", control: "f", line: 200 + index))
        }
        let lines = GitHubReporter().report(many, context: context).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 10)
        // A title cut off before an empty title (fit before content), one per control before a second.
        #expect(errors.allSatisfy { $0.contains("title=segqa title_truncated") })
        #expect(errors[0].hasSuffix("::cut 0") && errors[1].hasSuffix("::cut 1") && errors[2].hasSuffix("::cut 2"))
        #expect(errors[3].hasSuffix("::cut 3"))
        // Nine notices and the totals: GitHub shows ten a level, so the totals are shown too.
        #expect(lines.filter { $0.hasPrefix("::notice file=") }.count == 9)
        #expect(lines.filter { $0.hasPrefix("::notice") }.count == 10)
        let summary = try? #require(lines.last)
        #expect(
            summary?.hasPrefix("::notice title=segqa%3A 46 findings::34 errors, 0 warnings, 12 notes; 19 shown")
                == true, "\(summary ?? "")")
    }

    /// Fit, then accessibility, then content; within them the finding in more locales first.
    @Test func everyReadingFormatPutsTheWorstFirst() {
        var spread = Fixture.finding("missing_translation", .warning, "missing in 3", control: "a", line: 1)
        spread.properties.append(("alsoIn", "de, fr"))
        let findings = [
            Fixture.finding("font_fallback", .note, "a note", control: "a", line: 1),
            Fixture.finding("missing_translation", .warning, "missing in 1", control: "a", line: 2),
            spread,
            Fixture.finding("mixed_content_types", .warning, "mixed", control: "b", line: 3),
            Fixture.finding("empty_title", .error, "empty", control: "b", line: 4),
            Fixture.finding("title_truncated", .error, "cut", control: "c", line: 5),
        ]
        var context = Fixture.context
        context.quiet = true
        let text = TextReporter().report(findings, context: context).split(separator: "\n").map {
            String($0.split(separator: ": ")[2].split(separator: " [")[0])
        }
        #expect(text == ["cut", "empty", "mixed", "missing in 3", "missing in 1", "a note"])
        let github = GitHubReporter().report(findings, context: context).split(separator: "\n")
        #expect(github.first?.hasSuffix("::cut") == true && github[1].hasSuffix("::empty"))
        // Markdown: the control with the worst finding leads.
        context.controls = ["a", "b", "c"].enumerated().map { index, id in
            ControlSummary(
                id: id, file: "f", line: index, column: 1, style: "uikit", distribution: "equal", font: "13 pt",
                segments: 2, locales: ["en"], sourceLocale: "en", devices: ["iPhone 15"])
        }
        let markdown = MarkdownReporter().report(findings, context: context)
        let order = ["<code>c</code>", "<code>b</code>", "<code>a</code>"].map {
            markdown.range(of: $0)?.lowerBound ?? markdown.endIndex
        }
        #expect(order == order.sorted() && order.last! < markdown.endIndex)
        let html = HTMLReporter().report(findings, context: context)
        let cards = ["id=\"g0\"", "id=\"g1\"", "id=\"g2\""].map { html.range(of: $0)?.lowerBound }
        let headings = ["<code>c</code>", "<code>b</code>", "<code>a</code>"].map {
            html.range(of: $0, range: html.range(of: "id=\"findings\"")!.upperBound..<html.endIndex)?.lowerBound
        }
        #expect(cards.allSatisfy { $0 != nil } && headings.allSatisfy { $0 != nil })
        #expect(zip(cards, headings).allSatisfy { $0! < $1! }, "card n holds the n-th worst control")
    }

    /// Each control's worst few, then how many more; `perControl` 0 shows every one.
    @Test func textShowsEachControlsWorstFewAndHowManyMore() {
        let findings =
            (0..<8).map {
                Fixture.finding("missing_translation", .warning, "missing \($0)", control: "a", line: $0 + 1)
            } + [Fixture.finding("title_truncated", .error, "cut", control: "b", line: 20)]
        var context = Fixture.context
        context.quiet = true
        context.perControl = 5
        let lines = TextReporter().report(findings, context: context).split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        #expect(lines[0].contains(": error: cut"))
        #expect(lines[1...5].allSatisfy { $0.contains(": warning: missing") })
        #expect(lines[6].hasPrefix("… and 3 more findings of a (its worst 5 are above"))
        context.perControl = 0
        #expect(TextReporter().report(findings, context: context).split(separator: "\n").count == 9)
    }

    @Test func markdownShowsMarkupAsText() {
        let md = MarkdownReporter().report(findings, context: context)
        #expect(
            md.contains(
                "'\\*bold\\* \\_it\\_ \\[link\\]\\(javascript:x\\) \\| pipe \\`tick\\` \\$x\\$ &amp;amp; \\~\\~s\\~\\~'"
            ))
        #expect(md.contains("md\\|table\\*id"))
        #expect(!md.contains("<img") && !md.contains("<script"))
        // Every table row keeps its column count: escaped pipes do not split cells.
        for line in md.split(separator: "\n")
        where line.hasPrefix("| ❌") || line.hasPrefix("| ⚠️") || line.hasPrefix("| ℹ️") {
            let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(cells == 6, "\(line)")
        }
    }

    @Test func junitParsesBackAndItsCountsAddUp() throws {
        let xml = JUnitReporter().report(findings, context: context)
        let parsed = try JUnitDocument(Data(xml.utf8))
        #expect(parsed.suites.map(\.name) == ["strings/settings.json", "strings/we,ird:name%.json"])
        let cases = parsed.suites.flatMap(\.cases)
        // One case per control × locale.
        #expect(cases.count == context.controls.reduce(0) { $0 + $1.locales.count })
        for suite in parsed.suites {
            #expect(suite.tests == suite.cases.count)
            #expect(suite.failures == suite.cases.filter { $0.failures > 0 }.count)
        }
        #expect(parsed.tests == parsed.suites.reduce(0) { $0 + $1.tests })
        #expect(parsed.failures == parsed.suites.reduce(0) { $0 + $1.failures })
        // A failure per finding at or above --fail-on (error); the others in system-out.
        #expect(cases.reduce(0) { $0 + $1.failures } == findings.filter { $0.severity >= .error }.count)
        #expect(cases.first { $0.name == "evil\"><img src=x onerror=alert(2)> [he]" }?.failures == 1)
        #expect(cases.contains { $0.name == "md|table*id [ko]" && $0.systemOut.contains("[missing_translation]") })
    }

    @Test(
        .enabled(if: Python.hasModule("jsonschema"), "python3 with jsonschema is missing (scripts/setup installs it)"))
    func sarifIsValidAgainstTheOfficialSchema() throws {
        // With a finding silenced in the source: a result with its suppression.
        var context = context
        context.suppressed = [
            SuppressedFinding(
                finding: Fixture.finding("title_truncated", .error, "cut", control: "settings.filter"),
                suppression: SourceSuppression(
                    rules: ["title_truncated"], reason: "accepted",
                    location: SourceLocation(file: "App/Filter.swift", line: 4, column: 8), scope: .line(5)))
        ]
        let sarif = SARIFReporter().report(findings, context: context)
        let url = Scratch.root.appendingPathComponent("segqa-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let schema = Bundle.module.resourceURL!.appendingPathComponent("Schemas/sarif-schema-2.1.0.json").path
        let result = try Python.run(
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.path))
            print("\\n".join(f"{list(e.path)}: {e.message[:200]}" for e in errors) or "valid")
            run = document["runs"][0]
            print(len(run["results"]), len(run["tool"]["driver"]["rules"]), run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
            """, [schema, url.path])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "valid", "\(result.output)")
        #expect(lines.last == "\(findings.count + 1) \(context.rules.count) strings/settings.json", "\(result.output)")
        #expect(sarif.contains("\"justification\": \"accepted\""))
        #expect(sarif.contains("\"uri\": \"strings/we%2Cird%3Aname%25.json\""))
    }

    @Test func sha256MatchesTheStandardVectors() throws {
        // FIPS 180-4 examples, and a message longer than one block.
        let vectors = [
            "": "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", "abc": "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=",
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq": "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=",
        ]
        for (message, expected) in vectors {
            #expect(SHA256.base64(SHA256.digest(Array(message.utf8))) == expected, "\(message)")
        }
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.base64(SHA256.digest(million)) == "zcduXJkU+5KBocfihNc+Z/GAmkiklyAOBG05zMcRLNA=")
        // The report's own hash equals Python's hashlib over the same bytes.
        let report = HTMLReporter().report(findings, context: context)
        let start = try #require(report.range(of: "'sha256-")).upperBound
        let end = try #require(report[start...].firstIndex(of: "'"))
        #expect(String(report[start..<end]) == ReporterSafetyTests.styleHash(of: report))
    }
}

/// A JUnit document read back with FoundationXML: what a CI dashboard would see.
struct JUnitDocument {
    struct Suite {
        var name = ""
        var tests = 0
        var failures = 0
        var cases: [Case] = []
    }
    struct Case {
        var name = ""
        var failures = 0
        var systemOut = ""
    }
    var tests = 0
    var failures = 0
    var suites: [Suite] = []

    init(_ data: Data) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        self = delegate.document
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var document = JUnitDocument(empty: ())
        var inSystemOut = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "testsuites":
                document.tests = Int(attributes["tests"] ?? "") ?? -1
                document.failures = Int(attributes["failures"] ?? "") ?? -1
            case "testsuite":
                document.suites.append(
                    Suite(
                        name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                        failures: Int(attributes["failures"] ?? "") ?? -1))
            case "testcase":
                document.suites[document.suites.count - 1].cases.append(Case(name: attributes["name"] ?? ""))
            case "failure":
                let s = document.suites.count - 1
                document.suites[s].cases[document.suites[s].cases.count - 1].failures += 1
            case "system-out": inSystemOut = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "system-out" { inSystemOut = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard inSystemOut else { return }
            let s = document.suites.count - 1
            document.suites[s].cases[document.suites[s].cases.count - 1].systemOut += string
        }
    }

    private init(empty: Void) {}
}
