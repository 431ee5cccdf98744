import SegQACore
import SegQAFormatting

/// One self-contained HTML file for designers: the run's inputs and assumptions, every
/// finding, and each failing control drawn in every locale with each segment selected in turn.
///
/// No script and no external resource: filters are checkboxes and CSS, glyph outlines are
/// inline SVG shared through `<use>`. A Content-Security-Policy allows nothing but the
/// report's own style sheet (by its SHA-256), so even a title that escaped escaping could not
/// run or load anything. Every text from the input is escaped.
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
        let index = PictureIndex(context)
        let rules = Array(Set(findings.map(\.rule))).sorted()
        let locales = context.locales
        let localeNumber = Dictionary(locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let controlNumber = Dictionary(
            context.controls.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        func localeClass(_ locale: String?) -> String {
            locale.flatMap { localeNumber[$0] }.map { "loc-\($0)" } ?? "loc-all"
        }

        let style = Self.style(rules: rules, localeCount: locales.count)
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
        out +=
            "<svg class=\"glyphs\" width=\"0\" height=\"0\" aria-hidden=\"true\">"
            + context.pictures.glyphDefinitions(context.pictures.glyphs.keys) + "</svg>\n"

        // MARK: Header: inputs and assumptions
        out += "<header>\n<h1>segqa report</h1>\n"
        out +=
            "<p class=\"counts\">\(xmlEscaped(context.scope)): "
            + Severity.allCases.reversed().map { level in
                "<span class=\"sev-\(level.rawValue)\">\(counted(findings.filter { $0.severity == level }.count, level.rawValue))</span>"
            }.joined(separator: ", ")
        if context.baselined > 0 { out += " (\(context.baselined) more in the baseline)" }
        out += " · the gate fails on \(context.failOn.map { "\($0.rawValue)s and above" } ?? "nothing")</p>\n<dl>\n"
        out +=
            "<dt>Inputs</dt><dd>" + context.files.map { "<code>\(xmlEscaped($0))</code>" }.joined(separator: " ")
            + "</dd>\n"
        let models = Array(Set(context.controls.map { "\($0.style) (\($0.font))" })).sorted()
        out +=
            "<dt>Model</dt><dd>" + models.map(xmlEscaped).joined(separator: "; ")
            + ". Segment geometry and fonts are assumptions about iOS: see the README's layout model.</dd>\n"
        var devices: [String] = []
        for control in context.controls {
            for device in control.devices where !devices.contains(device) { devices.append(device) }
        }
        out += "<dt>Devices</dt><dd>" + devices.map(xmlEscaped).joined(separator: ", ") + "</dd>\n"
        out +=
            "<dt>Locales</dt><dd>"
            + locales.map { xmlEscaped($0) + (context.pseudoLocales.contains($0) ? " (pseudo)" : "") }
            .joined(separator: ", ") + "</dd>\n"
        out +=
            "<dt>Faces</dt><dd>" + context.faces.map(xmlEscaped).joined(separator: "; ") + "</dd>\n"
            + (context.standIns.isEmpty
                ? ""
                : "<dt>Stand-ins</dt><dd>" + context.standIns.map(xmlEscaped).joined(separator: "; ")
                    + " (not installed here; shortfalls within what such faces differ by are warnings marked uncertain)</dd>\n")
            + "</dl>\n</header>\n"

        // MARK: Filters (checkboxes that CSS reads; no script)
        var toggles: [(id: String, group: String, label: String, count: Int)] = []
        for level in Severity.allCases.reversed() {
            toggles.append(
                (
                    "show-sev-\(level.rawValue)", "Severity", level.rawValue,
                    findings.filter { $0.severity == level }.count
                ))
        }
        for rule in rules {
            toggles.append(("show-rule-\(rule)", "Rule", rule, findings.filter { $0.rule == rule }.count))
        }
        for (number, locale) in locales.enumerated() {
            toggles.append(("show-loc-\(number)", "Locale", locale, findings.filter { $0.locale == locale }.count))
        }
        for toggle in toggles { out += "<input type=\"checkbox\" class=\"toggle\" id=\"\(toggle.id)\" checked>\n" }
        out += "<nav class=\"filters\" aria-label=\"Filters\">\n"
        for group in ["Severity", "Rule", "Locale"] {
            out += "<fieldset><legend>\(group)</legend>"
            for toggle in toggles where toggle.group == group {
                out += "<label for=\"\(toggle.id)\">\(xmlEscaped(toggle.label)) <small>\(toggle.count)</small></label>"
            }
            out += "</fieldset>\n"
        }
        out += "</nav>\n<main>\n"

        // MARK: Findings
        out += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if findings.isEmpty {
            out += "<p>No findings.</p>\n"
        } else {
            out +=
                "<table class=\"findings\">\n<thead><tr><th>severity</th><th>rule</th><th>control</th><th>locale</th>"
                + "<th>finding</th><th>where</th><th>drawing</th></tr></thead>\n<tbody>\n"
            for (number, f) in findings.enumerated() {
                var link = "<td></td>"
                if let place = index.place(of: f), let control = controlNumber[f.control] {
                    let row = Self.rowID(place.row, control: control, localeNumber: localeNumber, index: index)
                    let target =
                        place.picture.map { "\(row)-s\(index.rows[place.row].pictures[$0].key.selected ?? 0)" } ?? row
                    link = "<td><a href=\"#\(target)\">drawing</a></td>"
                }
                out +=
                    "<tr id=\"f\(number + 1)\" class=\"finding sev-\(f.severity.rawValue) rule-\(f.rule) \(localeClass(f.locale))\">"
                    + "<td class=\"sev\">\(f.severity.rawValue)</td><td><code>\(f.rule)</code></td>"
                    + "<td><code>\(xmlEscaped(f.control))</code></td><td>\(xmlEscaped(f.locale ?? "all"))</td>"
                    + "<td>\(xmlEscaped(f.message))</td><td><code>\(xmlEscaped(f.file)):\(f.line):\(f.column)</code></td>\(link)</tr>\n"
                try flush()
            }
            out += "</tbody>\n</table>\n"
        }
        out += "</section>\n"

        // MARK: Drawings
        var findingsOfRow: [Int: [Int]] = [:]
        for (number, f) in findings.enumerated() {
            if let place = index.place(of: f) { findingsOfRow[place.row, default: []].append(number + 1) }
        }
        out += "<section id=\"controls\">\n<h2>Controls</h2>\n"
        for control in context.controls {
            guard let number = controlNumber[control.id] else { continue }
            let rows = index.rows(of: control.id)
            out += "<article class=\"control\" id=\"c\(number)\">\n<h3><code>\(xmlEscaped(control.id))</code></h3>\n"
            out +=
                "<p class=\"meta\"><code>\(xmlEscaped(control.file)):\(control.line):\(control.column)</code> · "
                + "\(xmlEscaped(control.style)), \(xmlEscaped(control.distribution)), \(counted(control.segments, "segment")) · "
                + control.devices.map(xmlEscaped).joined(separator: ", ") + "</p>\n"
            guard !rows.isEmpty else {
                out += "<p>No findings.</p>\n</article>\n"
                continue
            }
            // Locales checked without a drawing here: drawn on demand.
            let drawnLocales = Set(rows.map { index.rows[$0].locale })
            let undrawn = control.locales.filter { !drawnLocales.contains($0) }
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
                let id = Self.rowID(row, control: number, localeNumber: localeNumber, index: index)
                out +=
                    "<tr id=\"\(id)\" class=\"\(localeClass(r.locale))\"><th>\(xmlEscaped(r.locale))"
                    + (context.pseudoLocales.contains(r.locale) ? " <small>(pseudo)</small>" : "")
                    + "<br><small>\(xmlEscaped(r.device))</small></th>"
                // The states the findings concern, each under its label; a link to a selected
                // state lands on its figure.
                out += "<td><div class=\"drawn\">"
                for picture in r.pictures {
                    out +=
                        "<figure id=\"\(id)-s\(picture.key.selected ?? 0)\"><svg class=\"drawing\" role=\"img\" "
                        + "width=\"\(svgNumber(picture.width))\" height=\"\(svgNumber(picture.height))\" "
                        + "viewBox=\"0 0 \(svgNumber(picture.width)) \(svgNumber(picture.height))\" "
                        + "aria-label=\"\(xmlEscaped(picture.caption))\"><title>\(xmlEscaped(picture.caption))</title>"
                        + picture.body + "</svg><figcaption>\(xmlEscaped(picture.label))</figcaption></figure>"
                }
                out += "</div></td>"
                out +=
                    "<td class=\"refs\">"
                    + (findingsOfRow[row] ?? []).map { "<a href=\"#f\($0)\">#\($0)</a>" }
                    .joined(separator: " ") + "</td></tr>\n"
            }
            out += "</tbody>\n</table></div>\n</article>\n"
            try flush()
        }
        out += "</section>\n</main>\n</body>\n</html>\n"
        try emit(out)
    }

    /// `d<control>-<locale>-<device>` from numbers only, so no input text reaches an id.
    static func rowID(_ row: Int, control: Int, localeNumber: [String: Int], index: PictureIndex) -> String {
        "d\(control)-\(localeNumber[index.rows[row].locale] ?? 0)-\(index.deviceNumber[row])"
    }

    /// The style sheet, with one hiding rule per filter checkbox.
    static func style(rules: [String], localeCount: Int) -> String {
        var css = """
            :root{color-scheme:light;font:14px/1.45 -apple-system,"Segoe UI",Inter,"Noto Sans",sans-serif;color:#1d1d1f;background:#fff}
            body{margin:0 auto;padding:16px 24px;max-width:1600px}
            h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:28px 0 8px}h3{font-size:16px;margin:0 0 2px}
            code{font:12px ui-monospace,"DejaVu Sans Mono",monospace;background:#f2f2f7;padding:1px 4px;border-radius:4px}
            dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0}dt{font-weight:600}dd{margin:0}
            .counts .sev-error{color:#d70015;font-weight:600}.counts .sev-warning{color:#b25000;font-weight:600}
            .toggle{position:absolute;opacity:0;pointer-events:none}
            .filters{display:flex;flex-wrap:wrap;gap:8px;position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #d1d1d6;z-index:1}
            fieldset{border:1px solid #d1d1d6;border-radius:8px;padding:4px 8px;margin:0}legend{font-size:12px;color:#6e6e73}
            label{display:inline-block;margin:2px;padding:1px 8px;border-radius:10px;background:#e5f1ff;cursor:pointer;font-size:12px}
            label small{color:#6e6e73}
            table{border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #e5e5ea}
            table.findings td.sev{font-weight:600}tr.sev-error td.sev{color:#d70015}tr.sev-warning td.sev{color:#b25000}tr.sev-note td.sev{color:#0066cc}
            tr:target{background:#fff8c5}td:target{outline:2px solid #ffcc00}
            .control{margin:16px 0 28px}.meta{color:#6e6e73;margin:0 0 8px}.scroll{overflow-x:auto}
            .grid td{padding:4px}.grid th small{color:#6e6e73;font-weight:400}.refs a{margin-right:4px}
            .drawn{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}figcaption{font-size:11px;color:#6e6e73}figure:target{outline:2px solid #ffcc00}
            svg.drawing{display:block;background:#fff}.glyphs{position:absolute}

            """
        for level in Severity.allCases.reversed() {
            css += "#show-sev-\(level.rawValue):not(:checked)~main .sev-\(level.rawValue){display:none}\n"
        }
        for rule in rules { css += "#show-rule-\(rule):not(:checked)~main .rule-\(rule){display:none}\n" }
        for number in 0..<localeCount { css += "#show-loc-\(number):not(:checked)~main .loc-\(number){display:none}\n" }
        var unchecked: [String] = Severity.allCases.map {
            "#show-sev-\($0.rawValue):not(:checked)~.filters label[for=show-sev-\($0.rawValue)]"
        }
        unchecked += rules.map { "#show-rule-\($0):not(:checked)~.filters label[for=show-rule-\($0)]" }
        unchecked += (0..<localeCount).map { "#show-loc-\($0):not(:checked)~.filters label[for=show-loc-\($0)]" }
        css += unchecked.joined(separator: ",\n") + "{background:#f2f2f7;color:#8e8e93;text-decoration:line-through}\n"
        return css
    }
}
