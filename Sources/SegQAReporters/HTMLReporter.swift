import SegQACore
import SegQAFormatting
import SegQAUnicode

/// One self-contained HTML file for designers. It opens with the answer: which control fails in
/// which locale (a controls × locales table, each cell a link), what each locale gets (checked,
/// missing, showing the source text), then the findings by control, worst first, the drawings
/// of what they concern, and what each rule means.
///
/// No script and no external resource: filters are checkboxes, radio buttons and CSS, glyph
/// outlines are inline SVG shared through `<use>`. A Content-Security-Policy allows nothing but
/// the report's own style sheet (by its SHA-256), so even a title that escaped escaping could
/// not run or load anything. Every text from the input is escaped; quoted titles are `<bdi>`.
public struct HTMLReporter: Reporter {
    public static let format = ReportFormat.html

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var pieces: [String] = []
        write(findings, context: context) { pieces.append($0) }
        return pieces.joined()
    }

    /// Written in pieces of about 256 KB: a report of hundreds of controls is never held whole.
    public func write(_ findings: [Finding], context: ReportContext, to emit: (String) throws -> Void) rethrows {
        // Worst first: the cards lead with the worst control, and each card with its worst finding.
        let page = Page(worstFirst(findings, context: context), context: context)
        let style = Self.style(page)
        let styleHash = SHA256.base64(SHA256.digest(Array(style.utf8)))
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-\(styleHash)'; base-uri 'none'; form-action 'none'">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="segqa \(xmlEscaped(context.toolVersion))">
            <title>segqa report</title>
            <style>\(style)</style>
            </head>
            <body>

            """
        func flush() throws {
            guard out.utf8.count >= 1 << 18 else { return }
            try emit(out)
            out = ""
        }
        // Outlines, runs of glyphs and drawings shown more than once, each defined once.
        out +=
            "<svg class=\"glyphs\" width=\"0\" height=\"0\" aria-hidden=\"true\">"
            + context.pictures.definitions(glyphIDs: context.pictures.glyphs.keys, runIDs: context.pictures.runs.keys)
        if !page.sharedBodies.isEmpty {
            out += "<defs>"
            for (number, body) in page.sharedBodies.enumerated() { out += "<g id=\"p\(number)\">\(body)</g>" }
            out += "</defs>"
        }
        out += "</svg>\n"
        out += "<nav class=\"bar\" aria-label=\"Sections\"><strong>segqa</strong> "
        out += "<a href=\"#overview\">Overview</a> <a href=\"#locales\">Locales</a> <a href=\"#findings\">Findings</a> "
        out +=
            "<a href=\"#controls\">Drawings</a> <a href=\"#rules\">Rules</a> <a href=\"#filters\">Filters</a></nav>\n"
        out += header(findings, context: context)

        // MARK: Filters (checkboxes and radio buttons that CSS reads; no script)
        for toggle in page.toggles { out += "<input type=\"checkbox\" class=\"toggle\" id=\"\(toggle.id)\" checked>\n" }
        out += "<input type=\"radio\" class=\"toggle\" name=\"only\" id=\"only-all\" checked>\n"
        for number in context.locales.indices {
            out += "<input type=\"radio\" class=\"toggle\" name=\"only\" id=\"only-\(number)\">\n"
        }
        out += "<input type=\"checkbox\" class=\"toggle\" id=\"show-filters\">\n"
        out += "<main>\n"
        out += overview(page)
        try flush()
        out += localeCoverage(page)
        // The filters stand above the findings they filter.
        out += "<nav class=\"filters\" id=\"filters\" aria-label=\"Filters\">"
        out += "<label class=\"opener\" for=\"show-filters\">Filters</label>\n"
        for group in ["Severity", "Rule", "Locale", "Device"] where page.toggles.contains(where: { $0.group == group })
        {
            out += "<fieldset><legend>\(group)</legend>"
            for toggle in page.toggles where toggle.group == group {
                out +=
                    "<label for=\"\(toggle.id)\">\(xmlEscaped(toggle.label)) <small>\(toggle.count)</small></label>"
            }
            out += "</fieldset>\n"
        }
        if context.locales.count > 1 {
            out += "<fieldset><legend>Only one locale</legend><label for=\"only-all\">all</label>"
            for (number, locale) in context.locales.enumerated() {
                out += "<label for=\"only-\(number)\">only \(xmlEscaped(locale))</label>"
            }
            out += "</fieldset>\n"
        }
        out += "</nav>\n"
        try flush()

        // MARK: Findings, by control, worst first
        out += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if findings.isEmpty { out += "<p>No findings.</p>\n" }
        for group in page.groups {
            out += "<article class=\"group\" id=\"g\(group.number)\">\n"
            out += "<h3>\(page.controlHeading(group))</h3>\n"
            if let control = group.control {
                out +=
                    "<p class=\"meta\"><code>\(xmlEscaped(control.file)):\(control.line):\(control.column)</code> · "
                    + "\(context.severityCounts(group.findings.map { findings[$0] }))"
                if let number = page.controlNumber[control.id], page.drawnControls.contains(number) {
                    out += " · <a href=\"#c\(number)\">drawings</a>"
                }
                out += "</p>\n"
                // The worst finding's drawing beside the findings, linked to the control's drawings.
                if let lead = page.leadPicture(ofControl: control.id), let number = page.controlNumber[control.id] {
                    out +=
                        "<figure class=\"lead\"><a href=\"#c\(number)\">\(svg(lead, page: page))</a>"
                        + "<figcaption>\(xmlEscaped(lead.caption))</figcaption></figure>\n"
                }
            }
            let shown = group.findings.filter { page.fold[$0] == nil }
            if !shown.isEmpty {
                out += "<div class=\"scroll\"><table class=\"findings\">\n<thead><tr><th>severity</th><th>rule</th>"
                out += "<th>locale</th><th>finding</th><th>where</th><th>drawing</th></tr></thead>\n<tbody>\n"
                for number in shown {
                    out += page.findingRow(number)
                    try flush()
                }
                out += "</tbody>\n</table></div>\n"
            }
            let folded = group.findings.filter { page.fold[$0] != nil }
            if !folded.isEmpty {
                out +=
                    "<p class=\"meta\">and \(counted(folded.count, "note")) shared with other controls, "
                    + "in <a href=\"#notes\">notes across controls</a></p>\n"
            }
            out += "</article>\n"
        }
        if !page.folds.isEmpty {
            out += "<article class=\"group\" id=\"notes\">\n<h3>Notes across controls</h3>\n"
            out += "<p class=\"meta\">Notes a rule makes about many controls in one locale, one line each.</p>\n"
            out += "<div class=\"scroll\"><table class=\"findings\">\n<thead><tr><th>severity</th><th>rule</th>"
            out += "<th>locale</th><th>finding</th><th>controls</th></tr></thead>\n<tbody>\n"
            for (number, fold) in page.folds.enumerated() { out += page.foldRow(number, fold) }
            out += "</tbody>\n</table></div>\n</article>\n"
        }
        out += "</section>\n"
        try flush()

        // MARK: Drawings
        out += "<section id=\"controls\">\n<h2>Drawings</h2>\n"
        out +=
            "<p class=\"meta\">Each failing control in the locales with an error or a warning and in its source "
            + "locale, with its first segment selected, each segment a finding concerns selected, and at each larger "
            + "text size a Dynamic Type finding names.</p>\n" + Self.drawingLegend
        for control in context.controls {
            guard let number = page.controlNumber[control.id], page.drawnControls.contains(number) else { continue }
            out += drawings(of: control, number: number, page: page)
            try flush()
        }
        out += "</section>\n"
        out += ruleSection(page)
        out += "</main>\n</body>\n</html>\n"
        try emit(out)
    }

    // MARK: - Sections

    private func header(_ findings: [Finding], context: ReportContext) -> String {
        var out = "<header>\n<h1>segqa report</h1>\n"
        out +=
            "<p class=\"counts\">\(xmlEscaped(context.scope)): "
            + Severity.allCases.reversed().map { level in
                "<span class=\"sev-\(level.rawValue)\">\(counted(findings.filter { $0.severity == level }.count, level.rawValue))</span>"
            }.joined(separator: ", ")
        if context.baselined > 0 { out += " (\(context.baselined) more in the baseline)" }
        if context.fixedByBaseline > 0 { out += " · \(context.fixedByBaseline) baseline entries fixed" }
        out += " · the gate fails on \(context.failOn.map { "\($0.rawValue)s and above" } ?? "nothing")</p>\n"
        out += "<details class=\"run\"><summary>Inputs and assumptions</summary><dl>\n"
        out +=
            "<dt>Inputs</dt><dd>" + context.files.map { "<code>\(xmlEscaped($0))</code>" }.joined(separator: " ")
            + "</dd>\n"
        let models = Array(Set(context.controls.map { "\($0.style) (\($0.font))" })).sorted()
        out +=
            "<dt>Model</dt><dd>" + models.map(xmlEscaped).joined(separator: "; ")
            + ". Segment geometry and fonts are assumptions about iOS: see the README's layout model.</dd>\n"
        out += "<dt>Devices</dt><dd>" + Page.devices(context).map(xmlEscaped).joined(separator: ", ") + "</dd>\n"
        out +=
            "<dt>Faces</dt><dd>" + context.faces.map(xmlEscaped).joined(separator: "; ") + "</dd>\n"
            + (context.standIns.isEmpty
                ? ""
                : "<dt>Stand-ins</dt><dd>" + context.standIns.map(xmlEscaped).joined(separator: "; ")
                    + " (not installed here; shortfalls within what such faces differ by are warnings marked uncertain)</dd>\n")
        return out + "</dl></details>\n</header>\n"
    }

    /// Controls × locales: the worst severity and the number of findings in each cell, each cell a
    /// link to the drawing of that locale (or the control's findings); controls without findings
    /// are named below the table, not given a row each.
    private func overview(_ page: Page) -> String {
        let context = page.context
        var out = "<section id=\"overview\">\n<h2>Overview</h2>\n"
        let failing = page.groups.compactMap(\.control)
        guard !failing.isEmpty else {
            return out + "<p>No control has a finding in any locale.</p>\n</section>\n"
        }
        out += "<div class=\"scroll\"><table class=\"overview\">\n<thead><tr><th>control</th>"
        for (number, locale) in context.locales.enumerated() {
            out +=
                "<th class=\"in-\(number)\"><abbr title=\"\(xmlEscaped(page.localeName(locale)))\">\(xmlEscaped(locale))</abbr></th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for group in page.groups {
            guard let control = group.control, let controlNumber = page.controlNumber[control.id] else { continue }
            out += "<tr><th><a href=\"#g\(group.number)\">\(page.controlName(control))</a></th>"
            let showingSource = Set(control.showingSourceText)
            for (number, locale) in context.locales.enumerated() {
                guard control.locales.contains(locale) else {
                    out += "<td class=\"na in-\(number)\" title=\"not checked\">–</td>"
                    continue
                }
                let cell = page.cells[controlNumber, default: [:]][number]
                let same = showingSource.contains(locale) ? "<small>=\(xmlEscaped(control.sourceLocale))</small>" : ""
                guard let cell else {
                    out += "<td class=\"ok in-\(number)\">✓\(same)</td>"
                    continue
                }
                let target = page.drawingTarget(control: controlNumber, locale: locale) ?? "g\(group.number)"
                out +=
                    "<td class=\"c-\(cell.worst.rawValue) in-\(number)\"><a href=\"#\(target)\">"
                    + "\(Page.marks[cell.worst]!)\u{A0}\(cell.count)</a>\(same)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
        out +=
            "<p class=\"legend\"><span class=\"c-error\">✕ errors</span> · <span class=\"c-warning\">! warnings</span> · "
            + "<span class=\"c-note\">i notes</span>, with the number of findings · ✓ no findings · "
            + "– not checked · <small>=en</small> shows the source text</p>\n"
        let passing = context.controls.filter { page.findingsOfControl[$0.id] == nil }
        if !passing.isEmpty {
            out += "<p class=\"meta\">\(counted(passing.count, "control")) without findings"
            if passing.count <= 40 {
                out += ": " + passing.map { "<code>\(xmlEscaped($0.id))</code>" }.joined(separator: ", ")
            }
            out += "</p>\n"
        }
        return out + "</section>\n"
    }

    /// Per locale: its name, the controls checked in it, those it is missing from, those that
    /// show it the source's text, and its findings (a finding shared by locales that show the
    /// source text counts in each).
    private func localeCoverage(_ page: Page) -> String {
        let context = page.context
        var out = "<section id=\"locales\">\n<h2>Locales</h2>\n<div class=\"scroll\"><table class=\"coverage\">\n"
        out += "<thead><tr><th>locale</th><th>checked</th><th>missing</th><th>shows the source text</th>"
        out += "<th>errors</th><th>warnings</th><th>notes</th></tr></thead>\n<tbody>\n"
        for (number, locale) in context.locales.enumerated() {
            let checked = context.controls.filter { $0.locales.contains(locale) }
            let showing = checked.filter { $0.showingSourceText.contains(locale) }
            let counts = page.localeCounts[number] ?? [:]
            out +=
                "<tr class=\"cov in-\(number)\"><th>\(xmlEscaped(locale))"
                + (context.pseudoLocales.contains(locale) ? " <small>(pseudo)</small>" : "")
                + (LocaleDisplayName.english(locale).map { " <small>\(xmlEscaped($0))</small>" } ?? "") + "</th>"
                + "<td>\(checked.count)</td><td>\(context.controls.count - checked.count)</td>"
                + "<td>\(showing.isEmpty ? "0" : "\(showing.count): " + showing.prefix(8).map { "<code>\(xmlEscaped($0.id))</code>" }.joined(separator: ", ") + (showing.count > 8 ? " …" : ""))</td>"
                + Severity.allCases.reversed().map { "<td>\(counts[$0] ?? 0)</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table></div>\n</section>\n"
    }

    /// One drawing as an inline SVG, titled with its caption; a body several drawings share is a `<use>`.
    private func svg(_ picture: Picture, page: Page) -> String {
        "<svg class=\"drawing\" role=\"img\" width=\"\(svgNumber(picture.width))\" "
            + "height=\"\(svgNumber(picture.height))\" "
            + "viewBox=\"0 0 \(svgNumber(picture.width)) \(svgNumber(picture.height))\">"
            + "<title>\(xmlEscaped(picture.caption))</title>"
            + (page.sharedBody[picture.body].map { "<use href=\"#p\($0)\"/>" } ?? picture.body) + "</svg>"
    }

    private func drawings(of control: ControlSummary, number: Int, page: Page) -> String {
        let index = page.index
        let rows = index.rows(of: control.id)
        var out = "<article class=\"control\" id=\"c\(number)\">\n<h3>\(page.controlName(control))</h3>\n"
        out +=
            "<p class=\"meta\"><code>\(xmlEscaped(control.file)):\(control.line):\(control.column)</code> · "
            + "\(xmlEscaped(control.style)), \(xmlEscaped(control.distribution)), \(counted(control.segments, "segment")) · "
            + control.devices.map(xmlEscaped).joined(separator: ", ") + "</p>\n"
        // Identical rows are drawn once: a locale that shows the source text looks as the source
        // does unless it is laid out right to left (PictureIndex compares the drawings).
        if !control.showingSourceText.isEmpty {
            let source = xmlEscaped(control.sourceLocale)
            out +=
                "<p class=\"meta\">\(control.showingSourceText.map(xmlEscaped).joined(separator: ", ")) "
                + "show\(control.showingSourceText.count == 1 ? "s" : "") the \(source) text; "
                + "where a drawing would be the same as \(source)'s, \(source)'s row stands for it (\(source) = …).</p>\n"
        }
        let drawnLocales = Set(rows.map { index.rows[$0].locale })
        let undrawn = control.locales.filter { !drawnLocales.contains($0) && !control.showingSourceText.contains($0) }
        if !undrawn.isEmpty {
            out +=
                "<p class=\"meta\">Not drawn (no error or warning): "
                + undrawn.map(xmlEscaped).joined(separator: ", ")
                + ". Draw one with <code>segqa render PATHS --control \(xmlEscaped(control.id)) --locale L</code> (PATHS as checked).</p>\n"
        }
        out += "<div class=\"scroll\"><table class=\"grid\">\n<thead><tr><th>locale · device</th>"
        out += "<th>drawn</th><th>findings</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let r = index.rows[row]
            let id = page.rowID(row, control: number)
            let localeNumber = page.localeNumber[r.locale] ?? 0
            // A row drawn once for the locales that look exactly as it does is in each of them.
            let alsoIn = r.sameIn.compactMap { page.localeNumber[$0] }.map { " in-\($0)" }.joined()
            out +=
                "<tr id=\"\(id)\" class=\"drow loc-\(localeNumber) in-\(localeNumber)\(alsoIn) dev-\(page.deviceNumber[r.device] ?? 0)\">"
                + "<th>\(xmlEscaped(r.locale))"
                + (page.context.pseudoLocales.contains(r.locale) ? " <small>(pseudo)</small>" : "")
                + (r.sameIn.isEmpty ? "" : " <small>= \(r.sameIn.map(xmlEscaped).joined(separator: ", "))</small>")
                + "<br><small>\(xmlEscaped(r.device))</small></th>"
            // The states the findings concern, each under its label and the titles it shows as
            // text (so the browser's find finds them); a link to a selected state lands on its figure.
            out += "<td><div class=\"drawn\">"
            for picture in r.pictures {
                let titles = picture.visibleTitles.map { $0.map { "<bdi>\(xmlEscaped($0))</bdi>" } ?? "(image)" }
                out +=
                    "<figure id=\"\(page.figureID(id, picture))\">\(svg(picture, page: page))"
                    + "<figcaption>\(xmlEscaped(picture.label)): "
                    + titles.joined(separator: " | ") + "</figcaption></figure>"
            }
            out += "</div></td>"
            out += "<td class=\"refs\">" + page.references(ofRow: row).joined(separator: " ") + "</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n</article>\n"
    }

    /// What the marks under a drawing mean, each beside a small copy of itself.
    static let drawingLegend =
        "<p class=\"legend\"><svg width=\"44\" height=\"6\" aria-hidden=\"true\"><rect x=\"0\" y=\"2\" width=\"8\" height=\"2\" fill=\"#ff3b30\"/>"
        + "<rect x=\"8\" y=\"2\" width=\"28\" height=\"2\" fill=\"#c7c7cc\"/><rect x=\"36\" y=\"2\" width=\"8\" height=\"2\" fill=\"#ff3b30\"/></svg> "
        + "grey: the room a title has; red: what it needs beyond that; <b class=\"short\">+9.9 pt</b>: the shortfall "
        + "(<b class=\"short\">+1 line</b>: lines past what the height holds) · "
        + "<svg width=\"44\" height=\"6\" aria-hidden=\"true\"><rect x=\"0.5\" y=\"2\" width=\"7\" height=\"2\" fill=\"none\" stroke=\"#b25000\" stroke-dasharray=\"2 1\"/>"
        + "<rect x=\"8\" y=\"2\" width=\"28\" height=\"2\" fill=\"#c7c7cc\"/><rect x=\"36.5\" y=\"2\" width=\"7\" height=\"2\" fill=\"none\" stroke=\"#b25000\" stroke-dasharray=\"2 1\"/></svg> "
        + "amber, dashed, <b class=\"unsure\">+2.1 pt?</b>: uncertain, measured with a stand-in face · "
        + "<svg width=\"12\" height=\"12\" aria-hidden=\"true\"><rect x=\"1\" y=\"1\" width=\"10\" height=\"10\" rx=\"2\" fill=\"none\" stroke=\"#000\" stroke-dasharray=\"2 1.5\"/></svg> "
        + "an image segment (images are not drawn, only their size) · "
        + "<svg width=\"16\" height=\"8\" aria-hidden=\"true\"><path d=\"M1 1h6l-3 6z\" fill=\"#0066cc\"/><path d=\"M9 1h6l-3 6z\" fill=\"none\" stroke=\"#3a3a3c\" stroke-width=\"0.8\"/></svg> "
        + "segment boundaries with this segment selected (blue) and with nothing selected (outline)</p>\n"

    /// Each rule that found something: its name, why it matters, and how it is checked and fixed.
    private func ruleSection(_ page: Page) -> String {
        guard !page.rules.isEmpty else { return "" }
        var out = "<section id=\"rules\">\n<h2>Rules</h2>\n"
        for rule in page.rules {
            guard let description = page.context.rule(rule) else {
                out += "<article id=\"rule-\(rule)\"><h3><code>\(rule)</code></h3></article>\n"
                continue
            }
            out +=
                "<article class=\"rule\" id=\"rule-\(rule)\"><h3><code>\(rule)</code> \(xmlEscaped(description.name))</h3>"
            out += "<p>\(xmlEscaped(description.rationale))</p>"
            let paragraphs = description.documentation.split(separator: "\n\n").map {
                "<p>" + xmlEscaped($0.split(separator: "\n").joined(separator: " ")) + "</p>"
            }
            if !paragraphs.isEmpty {
                out += "<details><summary>What triggers it and how to fix it</summary>\(paragraphs.joined())</details>"
            }
            out += "</article>\n"
        }
        return out + "</section>\n"
    }

    /// The style sheet, with the hiding rules of every filter.
    static func style(_ page: Page) -> String {
        let rules = page.rules, localeCount = page.context.locales.count
        var css = """
            :root{color-scheme:light;font:14px/1.45 -apple-system,"Segoe UI",Inter,"Noto Sans",sans-serif;color:#1d1d1f;background:#fff}
            body{margin:0 auto;padding:0 24px 16px;max-width:1600px}
            h1{font-size:24px;margin:8px 0 4px}h2{font-size:19px;margin:28px 0 8px}h3{font-size:16px;margin:0 0 2px}
            [id]{scroll-margin-top:52px}
            code{font:12px ui-monospace,"DejaVu Sans Mono",monospace;background:#f2f2f7;padding:1px 4px;border-radius:4px}
            dd,p,dd code,p code{overflow-wrap:anywhere}code,td,th{overflow-wrap:break-word}
            thead th,table.findings td:nth-child(3){white-space:nowrap}
            dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0}dt{font-weight:600}dd{margin:0}
            .run summary{cursor:pointer;color:#0066cc}
            .counts .sev-error{color:#d70015;font-weight:600}.counts .sev-warning{color:#b25000;font-weight:600}
            .bar{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #d1d1d6;padding:8px 0;display:flex;flex-wrap:wrap;gap:4px 14px}
            .toggle{position:absolute;opacity:0;pointer-events:none}
            .filters{display:flex;flex-wrap:wrap;gap:8px;padding:8px 0;border-bottom:1px solid #d1d1d6}
            .filters .opener{display:none}
            fieldset{border:1px solid #d1d1d6;border-radius:8px;padding:4px 8px;margin:0;min-width:0}legend{font-size:12px;color:#6e6e73}
            .filters label{display:inline-block;margin:2px;padding:1px 8px;border-radius:10px;background:#e5f1ff;cursor:pointer;font-size:12px}
            label small{color:#6e6e73}
            table{border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #e5e5ea}
            table.findings td.sev{font-weight:600}tr.sev-error td.sev{color:#d70015}tr.sev-warning td.sev{color:#b25000}tr.sev-note td.sev{color:#0066cc}
            tr.uncertain td.sev{font-style:italic}tr.uncertain{background:repeating-linear-gradient(135deg,#fff,#fff 6px,#fbfbfd 6px,#fbfbfd 12px)}
            .overview td{text-align:center;white-space:nowrap}.overview th:first-child{min-width:16em}.overview th,.overview code{overflow-wrap:normal}
            .legend span{padding:0 4px;border-radius:3px}.legend .c-error{background:#ffe5e7}.legend .c-warning{background:#fff1dc}.legend .c-note{background:#e5f1ff}.overview th{font-weight:400}.overview thead th{font-weight:600}
            .overview .c-error{background:#ffe5e7}.overview .c-warning{background:#fff1dc}.overview .c-note{background:#e5f1ff}
            .overview .ok{color:#248a3d}.overview .na{color:#aeaeb2}.overview td small{color:#6e6e73;margin-left:3px}
            .overview a{text-decoration:none;color:inherit;display:block}
            .legend{font-size:12px;color:#6e6e73}.legend svg{vertical-align:middle}.legend .short{color:#d70015}.legend .unsure{color:#b25000}
            tr:target{background:#fff8c5}td:target{outline:2px solid #ffcc00}
            .group,.control{margin:16px 0 28px}.meta{color:#6e6e73;margin:0 0 8px}.scroll{overflow-x:auto;max-width:100%}
            .grid td{padding:4px}.grid th small{color:#6e6e73;font-weight:400}.refs a{margin-right:4px}
            figure.lead{margin:4px 0 8px}figure.lead a{display:inline-block}
            .drawn{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0;max-width:100%}figcaption{font-size:11px;color:#6e6e73}figure:target{outline:2px solid #ffcc00}
            svg.drawing{display:block;background:#fff;max-width:100%;height:auto}.glyphs{position:absolute}
            .rule p{margin:4px 0}.rule details summary{cursor:pointer;color:#0066cc}
            @media (max-width:700px){
            body{padding:0 12px 12px}[id]{scroll-margin-top:76px}
            .filters .opener{display:inline-block;font-size:14px;padding:4px 12px}
            .filters fieldset{display:none}#show-filters:checked~main .filters fieldset{display:block}
            table.findings,table.findings tbody,table.findings tr,table.findings td,.grid,.grid tbody,.grid tr,.grid td,.grid th{display:block}
            table.findings thead,.grid thead{display:none}table.findings tr,.grid tr{border-bottom:1px solid #d1d1d6;padding:4px 0}
            table.findings td,.grid td,.grid th{border:0;padding:2px 0}
            }

            """
        for level in Severity.allCases.reversed() {
            css += "#show-sev-\(level.rawValue):not(:checked)~main .sev-\(level.rawValue){display:none}\n"
        }
        for rule in rules { css += "#show-rule-\(rule):not(:checked)~main .rule-\(rule){display:none}\n" }
        for number in 0..<localeCount {
            css += "#show-loc-\(number):not(:checked)~main .loc-\(number){display:none}\n"
            // "Only de": rows of other locales hide (a finding de shares with the source stays).
            css +=
                "#only-\(number):checked~main .finding:not(.in-\(number)),#only-\(number):checked~main .drow:not(.in-\(number)),"
                + "#only-\(number):checked~main .cov:not(.in-\(number)),#only-\(number):checked~main .overview td:not(.in-\(number)),"
                + "#only-\(number):checked~main .overview thead th[class]:not(.in-\(number)){display:none}\n"
            css += "#only-\(number):checked~main .filters label[for=only-\(number)]{background:#0066cc;color:#fff}\n"
        }
        css += "#only-all:checked~main .filters label[for=only-all]{background:#0066cc;color:#fff}\n"
        // A finding in several locales (the source's, shown where there is no translation) hides
        // only when every one of its locales is switched off.
        for (id, locales) in page.sharedRows {
            css +=
                locales.map { "#show-loc-\($0):not(:checked)" }.joined(separator: "~") + "~main #\(id){display:none}\n"
        }
        for number in page.devices.indices {
            css += "#show-dev-\(number):not(:checked)~main .dev-\(number){display:none}\n"
        }
        let unchecked = page.toggles.map { "#\($0.id):not(:checked)~main .filters label[for=\($0.id)]" }
        if !unchecked.isEmpty {
            css +=
                unchecked.joined(separator: ",\n") + "{background:#f2f2f7;color:#8e8e93;text-decoration:line-through}\n"
        }
        return css
    }
}
