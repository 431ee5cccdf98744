import Foundation
import SegQAFormatting
import SegQAModel
import SegQATesting
import Testing

/// The HTML report a designer opens first, and the Markdown a pull request holds: the answer
/// first, locales that show the source text counted as their own, names people know, quoted
/// right-to-left titles isolated, and a layout that holds at 1440 and 390 px in Chromium.
@Suite struct HTMLReportTests {
    /// de has no titles of inbox.sort (its users see the English), and en truncates there; ar
    /// truncates on its own.
    static let inbox = """
        {"segqa": 1, "defaults": {"width": 220, "font": {"family": "Inter"}},
         "controls": [
          {"id": "inbox.filter", "segments": [
            {"title": {"en": "Everything", "ar": "الرسائل غير المقروءة كلها", "de": "Alle"}},
            {"title": {"en": "Unread", "ar": "غير مقروءة", "de": "Ungelesen"}}]},
          {"id": "inbox.sort", "segments": [
            {"title": {"en": "Most recent conversations first"}}, {"title": {"en": "Sender"}}]}]}
        """

    static func reports() throws -> (directory: URL, files: [String: String]) {
        let directory = try ReportCommandTests.scratch()
        try Data(inbox.utf8).write(to: directory.appendingPathComponent("inbox.json"))
        let run = try CLI.run(
            ["check", "inbox.json", "--format", ReportCommandTests.allFormats, "--report-dir", "out", "-q"],
            cwd: directory)
        #expect(run.status == 1, "\(run.stderr)")
        var files: [String: String] = [:]
        for name in ["report.txt", "report.json", "report.md", "report.github.txt", "report.html", "report.sarif"] {
            files[name] = try String(
                contentsOf: directory.appendingPathComponent("out/\(name)"), encoding: .utf8)
        }
        return (directory, files)
    }

    @Test func quotedTitlesAreIsolatedInEveryFormat() throws {
        let files = try Self.reports().files
        // What the user sees of the Arabic title: its ellipsis belongs at the title's end.
        let shown = "shows " + quoted("الرسائل غير ا…")
        for name in ["report.txt", "report.md", "report.github.txt"] {
            #expect(files[name]!.contains(shown), "\(name) isolates the quoted title")
        }
        let json = try JSONParser.parse(Array(files["report.json"]!.utf8))
        #expect(json["findings"]?.array?.contains { $0["message"]?.string?.contains(shown) == true } == true)
        let html = files["report.html"]!
        #expect(html.contains("shows &#39;<bdi>الرسائل غير ا…</bdi>&#39;"))
        #expect(!html.contains("\u{2068}") && !html.contains("\u{2069}"), "HTML isolates with <bdi>, not characters")
    }

    @Test func localesShowingTheSourceTextCountAsTheirOwn() throws {
        let files = try Self.reports().files
        // Markdown: de users see inbox.sort's English truncated: an error there, not a pass.
        let row = files["report.md"]!.split(separator: "\n").first { $0.hasPrefix("| inbox.sort |") }
        #expect(row.map(String.init) == "| inbox.sort | ❌ | ❌ | ❌ |", "\(row ?? "")")
        let html = files["report.html"]!
        // The overview's de cell of inbox.sort: an error, marked as showing the en text.
        let overview = try #require(
            html.range(of: ##"<tr><th><a href="#g[0-9]+"><code>inbox.sort</code>"##, options: .regularExpression))
        let rowEnd = try #require(html[overview.upperBound...].range(of: "</tr>"))
        let cells = html[overview.upperBound..<rowEnd.lowerBound]
        #expect(cells.contains("<td class=\"c-error in-2\">") && cells.contains("<small>=en</small>"), "\(cells)")
        // The locale table counts it, with names from ICU.
        #expect(
            html.contains(
                "<tr class=\"cov in-2\"><th>de <small>German</small></th><td>2</td><td>0</td><td>1: <code>inbox.sort</code></td>"
            ))
        #expect(html.contains("ar — Arabic") && html.contains("de — German"))
        // The shared finding is in en, ar and de, and hides only when all three are off.
        #expect(html.contains("class=\"finding sev-error rule-title_truncated in-0 in-1 in-2\""))
        #expect(html.contains("#show-loc-0:not(:checked)~#show-loc-1:not(:checked)~#show-loc-2:not(:checked)~main #f"))
        // Findings grouped by control (the worst first, then input order); each rule explained.
        #expect(html.range(of: "id=\"g1\"")!.lowerBound > html.range(of: "<section id=\"findings\">")!.lowerBound)
        #expect(html.contains("<article class=\"rule\" id=\"rule-title_truncated\">"))
    }

    @Test(
        .enabled(if: ReportCommandTests.chromium != nil, "Chromium is not installed (scripts/setup installs it)"))
    func theLayoutHoldsAt1440And390PixelsAndFiltersByOneLocale() throws {
        let html = try Self.htmlReport(of: "Corpora")
        for width in [1440, 390] {
            let page = try Self.browse(html, width: width)
            // Never sideways: the page is as wide as the viewport and nothing sticks out of it
            // except inside a box that scrolls on its own.
            #expect(page["scrollWidth"]?.number == Double(width), "at \(width) px")
            #expect(page["overflowing"]?.array?.isEmpty == true, "at \(width) px: \(page["overflowing"]?.array ?? [])")
            #expect(page["findingCellsOffscreen"]?.number == 0, "at \(width) px the findings column is on screen")
            #expect(
                page["wordsBroken"]?.array?.isEmpty == true,
                "at \(width) px no header or rule id breaks inside a word: \(page["wordsBroken"]?.array ?? [])")
            #expect(page["targetsHiddenByBar"]?.number == 0, "at \(width) px link targets clear the sticky bar")
            #expect(page["console"]?.array?.isEmpty == true)
            if width == 1440 {
                // The answer first: the overview starts within the first screen.
                #expect((page["overviewTop"]?.number ?? .infinity) < 600)
            }
        }
        // "Only de": de's own findings and those it shares with the source (shown there too).
        let directory = html.deletingLastPathComponent()
        let inbox = directory.appendingPathComponent("inbox.json")
        try Data(Self.inbox.utf8).write(to: inbox)
        let small = directory.appendingPathComponent("inbox.html")
        _ = try CLI.run(
            ["check", "inbox.json", "--format", "html", "--output", small.path, "--fail-on", "never"], cwd: directory)
        let only = try Self.browse(small, width: 1440)["onlyLocale"]
        let all = only?["all"]?.number ?? 0, de = only?["only de"]?.number ?? 0
        #expect(de >= 2 && de < all, "only de shows the English findings de users see: \(de) of \(all)")
    }

    /// 300 controls (Corpora's calendar, media and settings, 25 copies each, as `segqa-bench`
    /// makes them): a page of at most 5 MB whose every reference resolves. Repeated drawings are
    /// defined once, runs of glyphs once, outlines once.
    @Test func threeHundredControlsMakeAPageUnderFiveMegabytes() throws {
        let directory = try ReportCommandTests.scratch()
        for copy in 0..<25 {
            for name in ["calendar", "media", "settings"] {
                let text = try String(
                    contentsOf: ReportCommandTests.repository.appendingPathComponent("Corpora/\(name).json"),
                    encoding: .utf8
                ).replacingOccurrences(of: "\"id\": \"", with: "\"id\": \"copy\(copy).")
                try Data(text.utf8).write(to: directory.appendingPathComponent("\(name)-\(copy).json"))
            }
        }
        let run = try CLI.run(
            ["check", ".", "--format", "html", "--output", "report.html", "--fail-on", "never", "-q"], cwd: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("copy24.") && page.utf8.count <= 5_000_000, "\(page.utf8.count) bytes")
        // Every reference has its target: outlines, runs, shared drawings, links.
        let ids = Set(Self.attributeValues("id", in: page))
        let targets = Self.attributeValues("href", in: page).filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        #expect(targets.count > 5_000)
        #expect(Set(targets).subtracting(ids).sorted().prefix(5) == [])
        // Copies draw the same pictures: each is defined once and used by every copy.
        let figures = page.components(separatedBy: "<figure").count - 1
        let shared = page.components(separatedBy: "<g id=\"p").count - 1
        #expect(figures > 1000 && shared > 0 && shared * 20 <= figures, "\(shared) shared of \(figures) figures")
    }

    /// The report draws what a finding is about: a Dynamic Type finding at its text size (the
    /// title cut there, whole at the default size), an uncertain shortfall unlike a certain one,
    /// boundaries that jump with the selection before and after, labels kept inside the drawing.
    @Test func drawingsShowTheFailingState() throws {
        let directory = try ReportCommandTests.scratch()
        // "Notifications" in Inter: 77.7 pt at 13 pt fits 127.5; at AX1 (23 pt) it needs 137.4.
        let controls = """
            {"segqa": 1, "defaults": {"width": 300, "font": {"family": "Inter"}}, "controls": [
             {"id": "scaled", "dynamicType": true, "font": {"textStyle": "footnote"},
              "segments": [{"title": "Notifications"}, {"title": "Mail"}]},
             {"id": "jumpy", "distribution": "proportional",
              "segments": [{"title": "Notifications"}, {"title": "Mail"}, {"title": "Calendar"}]},
             {"id": "narrow", "width": 120, "segments": [{"title": "Benachrichtigungen"}, {"title": "Mitteilungen"},
              {"title": "Erinnerungen"}, {"title": "Kalender"}]}]}
            """
        try Data(controls.utf8).write(to: directory.appendingPathComponent("c.json"))
        let run = try CLI.run(
            ["check", "c.json", "--format", "html", "--output", "r.html", "--fail-on", "never", "-q"], cwd: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: directory.appendingPathComponent("r.html"), encoding: .utf8)
        // A figure as drawn: a drawing shown twice (a card's lead and its row) is defined once in
        // the page's defs and used by reference; the reference is replaced by the definition.
        func figure(_ id: String) -> Substring? {
            guard let start = html.range(of: "<figure id=\"\(id)\"") else { return nil }
            guard var own = html[start.lowerBound...].prefix(while: { $0 != "\n" }).split(separator: "</figure>").first
            else { return nil }
            if let use = own.range(of: ##"<use href="#p[0-9]+"/>"##, options: .regularExpression) {
                let shared = String(own[use].dropFirst("<use href=\"#".count).dropLast("\"/>".count))
                if let definition = html.range(of: "<g id=\"\(shared)\">"),
                    let end = html[definition.upperBound...].range(of: "</g><g id=\"p")
                        ?? html[definition.upperBound...].range(of: "</g></defs>")
                {
                    own = Substring(
                        own.replacingCharacters(in: use, with: html[definition.upperBound..<end.lowerBound]))
                }
            }
            return own
        }
        // Dynamic Type: the default size and AX1, segment 1 selected so that segment 0 is in
        // the normal state the finding is about; the finding links to the AX1 drawing.
        let atDefault = try #require(figure("d0-0-0-s0"))
        let atAX1 = try #require(figure("d0-0-0-s1-t0"))
        #expect(atDefault.contains("<bdi>Notifications</bdi>"))
        #expect(atAX1.contains("text size AX1 (23.0 pt)") && atAX1.contains("<bdi>Notificati…</bdi>"), "\(atAX1)")
        #expect(html.contains("<a href=\"#d0-0-0-s1-t0\">drawing</a>"))
        // selection_width_jump: each drawing with a selection marks the boundaries before
        // (outline) and after (blue), one pair for each of the 2 boundaries; no other control has them.
        let jumpy = try #require(html.range(of: "<article class=\"control\" id=\"c1\">"))
        let jumpyEnd = try #require(html[jumpy.upperBound...].range(of: "</article>"))
        let drawings = html[jumpy.lowerBound..<jumpyEnd.lowerBound]
        let figures = drawings.components(separatedBy: "<figure").count - 1
        let hollow = html.components(separatedBy: "stroke=\"#3a3a3c\" stroke-width=\"0.8\"/>").count - 1
        #expect(
            figures >= 1 && hollow - 1 == 2 * figures, "\(hollow) outlines in \(figures) drawings (1 in the legend)")
        // The narrow control's first label sits at the drawing's left edge, anchored inside it;
        // neighbours' labels are on two rows.
        let narrow = try #require(figure("d2-0-0-s0"))
        #expect(narrow.contains("<text x=\"1\" y=\"") && narrow.contains("text-anchor=\"start\""), "\(narrow)")
        let labels = narrow.components(separatedBy: "<text ").dropFirst().map { "<text " + $0 }
        let labelRows = Set(labels.flatMap { Self.attributeValues("y", in: $0).prefix(1) })
        #expect(labels.count == 4 && labelRows.count == 2, "\(labels)")
        #expect(!html.contains("?</text>"), "Inter is installed: no verdict is uncertain")

        // Measured with a stand-in (no family: Inter for SF Pro), a shortfall of a few points is
        // uncertain: amber, dashed, its label ending in "?".
        let standIn =
            #"{"segqa": 1, "controls": [{"id": "k", "style": "custom", "padding": 10, "width": 200, "truncation": "wrap", "segments": [{"title": {"en": "Alerts", "de": "Mitteilungen verwalten um"}}, {"title": "Mail"}]}]}"#
        try Data(standIn.utf8).write(to: directory.appendingPathComponent("s.json"))
        _ = try CLI.run(
            ["check", "s.json", "--format", "html", "--output", "s.html", "--fail-on", "never", "-q"], cwd: directory)
        let unsure = try String(contentsOf: directory.appendingPathComponent("s.html"), encoding: .utf8)
        #expect(unsure.contains("fill=\"#b25000\">+1 line?</text>") && unsure.contains("stroke=\"#b25000\""))
    }

    /// A control is named with the screen or class it is on: a storyboard control with the view
    /// controller its outlet belongs to (its id names only the storyboard and object).
    /// Each card shows its worst finding's drawing before its findings, defined once and used
    /// again by the Drawings section, and linked to the control's drawings.
    @Test func eachCardLeadsWithItsWorstFindingsDrawing() throws {
        let page = try String(contentsOf: try Self.htmlReport(of: "Corpora/settings.json"), encoding: .utf8)
        let card = try #require(page.range(of: "<article class=\"group\" id=\"g0\">"))
        let end = try #require(page[card.upperBound...].range(of: "</article>"))
        let body = page[card.upperBound..<end.lowerBound]
        let lead = try #require(body.range(of: "<figure class=\"lead\"><a href=\"#c"))
        let table = try #require(body.range(of: "<table class=\"findings\">"))
        #expect(lead.lowerBound < table.lowerBound, "the drawing comes before the findings")
        // The worst finding is the first row; the drawing is of its locale.
        let use = try #require(
            body[lead.upperBound...].range(of: ##"<use href="#p[0-9]+"/>"##, options: .regularExpression))
        let id = String(body[use].dropFirst("<use href=\"#".count).dropLast("\"/>".count))
        #expect(page.contains("<g id=\"\(id)\">"), "defined once in the page's defs")
        #expect(
            page.components(separatedBy: "<use href=\"#\(id)\"/>").count - 1 >= 2, "used by the card and the drawings")
    }

    @Test func controlsAreShownWithTheirScreen() throws {
        let html = try Self.htmlReport(of: "Corpora/TrailsApp")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("<code>Main.Act-sg-001</code> <small class=\"screen\">in ActivityViewController</small>"))
        // Named by the titles its users see, not its localization keys.
        #expect(
            page.contains(
                "in ActivityViewController</small> <small class=\"keys\"><bdi>My Challenges</bdi>, <bdi>Friends</bdi>"))
    }

    /// The HTML report of `path` (in the repository), written to a scratch folder.
    static func htmlReport(of path: String) throws -> URL {
        let html = try ReportCommandTests.scratch().appendingPathComponent("report.html")
        let run = try CLI.run(
            ["check", path, "--format", "html", "--output", html.path, "--fail-on", "never", "-q"],
            cwd: ReportCommandTests.repository)
        #expect(run.status == 0, "\(run.stderr)")
        return html
    }

    /// The values of every `name="…"` attribute in `html`.
    static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func browse(_ report: URL, width: Int) throws -> JSONNode {
        let browser = Process()
        browser.executableURL = ReportCommandTests.repository.appendingPathComponent("scripts/browser-check")
        browser.arguments = [report.path, "--width", String(width), "--height", "900"]
        browser.currentDirectoryURL = report.deletingLastPathComponent()
        let pipe = Pipe()
        browser.standardOutput = pipe
        try browser.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        browser.waitUntilExit()
        return try JSONParser.parse([UInt8](output))
    }
}
