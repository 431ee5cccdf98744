import SegQACore
import SegQAFormatting

/// Markdown for a pull-request comment: it leads with what fails (and, with a baseline, what is
/// new, fixed and still failing), then each control's findings folded in `<details>`. GitHub
/// keeps at most 65,536 characters of a comment, so the report never has more: controls that do
/// not fit are counted at the end with where the whole report is. Drawings are not in a comment
/// (relative image paths lead nowhere there); with `--markdown-pictures` (a Markdown file kept in
/// a repository) each control's drawings are written beside it and shown.
public struct MarkdownReporter: Reporter {
    public static let format = ReportFormat.markdown
    static let marks: [Severity: String] = [.error: "❌", .warning: "⚠️", .note: "ℹ️"]
    /// What GitHub keeps of a comment, in characters (counted as UTF-16 units, never fewer).
    public static let limit = 65_536

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // Worst first: the failing controls lead, each with its worst finding on top.
        let findings = worstFirst(findings, context: context)
        let index = PictureIndex(context)
        var out = "# segqa report\n\n"
        out += "**\(context.scope): \(context.severityCounts(findings))**"
        out += " · the gate fails on \(context.failOn.map { "\($0.rawValue)s and above" } ?? "nothing")\n\n"
        if context.baselined > 0 || context.fixedByBaseline > 0 {
            out +=
                "Against the baseline: **\(counted(findings.count, "new finding"))**, \(context.baselined) still failing "
                + "(accepted), \(context.fixedByBaseline) fixed\n\n"
        }
        // What fails: each rule with its count, the controls and locales it hits, worst first.
        let byRule = Dictionary(grouping: findings, by: \.rule)
        let controls = Dictionary(context.controls.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let rules = byRule.keys.sorted { a, b in
            let (x, y) = (byRule[a]!, byRule[b]!)
            let (sx, sy) = (x.map(\.severity).max()!, y.map(\.severity).max()!)
            return sx != sy ? sx > sy : x.count != y.count ? x.count > y.count : a < b
        }
        if !rules.isEmpty {
            out += "## What fails\n\n"
            for rule in rules {
                let all = byRule[rule]!
                let locales = Array(
                    Set(
                        all.flatMap { f in f.locale == nil ? [] : context.locales(of: f, control: controls[f.control]) }
                    )
                ).sorted()
                out +=
                    "- \(Self.marks[all.map(\.severity).max()!]!) `\(rule)`: \(counted(all.count, "finding")) in "
                    + "\(counted(Set(all.map(\.control)).count, "control"))"
                    + (locales.isEmpty
                        ? ""
                        : ", \(locales.prefix(8).map(Self.escaped).joined(separator: ", "))\(locales.count > 8 ? " and \(locales.count - 8) more" : "")")
                    + "\n"
            }
            out += "\n"
        }
        if !context.faces.isEmpty {
            out += "Faces: " + context.faces.map(Self.escaped).joined(separator: ", ") + "\n\n"
        }
        if !context.standIns.isEmpty {
            out +=
                "Stand-ins (not installed here): " + context.standIns.map(Self.escaped).joined(separator: ", ")
                + "; shortfalls within what such faces differ by are warnings marked uncertain\n\n"
        }
        let table = summaryTable(findings, context: context)
        // Sections in order while they fit; the footer's room is kept.
        var used = out.utf16.count
        let footerRoom = 400
        func fits(_ piece: String) -> Bool { used + piece.utf16.count + footerRoom <= Self.limit }
        let tableSection = "<details><summary>Controls × locales</summary>\n\n" + table + "\n</details>\n"
        if fits(tableSection) {
            out += tableSection
            used += tableSection.utf16.count
        }
        let byControl = Dictionary(grouping: findings, by: \.control)
        var left: (controls: Int, findings: Int) = (0, 0)
        for control in Self.worstControlsFirst(findings, context: context) {
            guard let own = byControl[control.id] else { continue }
            let worst = own.map(\.severity).max()!
            var section =
                "\n<details><summary>\(Self.marks[worst]!) <code>\(Self.escapedHTML(control.id))</code>: "
                + "\(context.severityCounts(own))</summary>\n\n"
            section +=
                "\(Self.escaped(control.file)):\(control.line):\(control.column) · \(control.style), \(control.distribution), "
                + "\(counted(control.segments, "segment")) · \(control.devices.map(Self.escaped).joined(separator: ", "))\n\n"
            section += "| | rule | locale | finding | where |\n|---|---|---|---|---|\n"
            // A control with more findings than the comment holds shows those that fit.
            var shown = 0
            for f in own {
                let line =
                    "| \(Self.marks[f.severity]!) | \(f.rule) | \(Self.escaped(f.locale ?? "all")) | "
                    + Self.escaped(f.message) + " | \(Self.escaped(f.file)):\(f.line):\(f.column) |\n"
                guard left.controls == 0, fits(section + line + "\n</details>\n") else { break }
                section += line
                shown += 1
            }
            if shown < own.count {
                guard shown > 0 else {
                    left = (left.controls + 1, left.findings + own.count)
                    continue
                }
                section += "\n… \(counted(own.count - shown, "more finding")) of this control in the HTML report.\n"
                left.findings += own.count - shown
            }
            if context.markdownPictures {
                for row in picturedRows(own, index: index) {
                    let r = index.rows[row]
                    section +=
                        "\n**\(Self.escaped(r.locale))** on \(Self.escaped(r.device)), each segment selected in turn:\n\n"
                    section +=
                        "![\(Self.escaped("\(r.control) (\(r.locale)) on \(r.device)"))](\(Self.picturePath(r)))\n"
                }
            }
            section += "\n</details>\n"
            guard left.controls == 0, fits(section) else {
                left = (left.controls + 1, left.findings + own.count)
                continue
            }
            out += section
            used += section.utf16.count
        }
        if left.findings > 0 {
            out +=
                "\n… and \(counted(left.findings, "more finding"))"
                + (left.controls > 0 ? " of \(counted(left.controls, "more control"))" : "")
                + ": a comment holds \(Self.limit) characters. Every finding with its drawings is in the HTML report "
                + "(`--format html`; in CI, the report artifact).\n"
        } else if !findings.isEmpty && !context.markdownPictures {
            out +=
                "\nThe drawings of every failing control are in the HTML report (`--format html`; in CI, the report artifact).\n"
        }
        return out
    }

    public func attachments(_ findings: [Finding], context: ReportContext) -> [ReportFile] {
        guard context.markdownPictures else { return [] }
        let index = PictureIndex(context)
        return Array(Set(findings.flatMap { f in picturedRows([f], index: index) })).sorted().map { row in
            let r = index.rows[row]
            return ReportFile(path: Self.picturePath(r), contents: context.pictures.svgDocument(r.pictures))
        }
    }

    /// The controls in the order of their worst findings (`findings` is worst first), then
    /// those without findings in input order.
    static func worstControlsFirst(_ findings: [Finding], context: ReportContext) -> [ControlSummary] {
        var position: [String: Int] = [:]
        for f in findings where position[f.control] == nil { position[f.control] = position.count }
        return context.controls.enumerated().sorted { a, b in
            (position[a.element.id] ?? Int.max, a.offset) < (position[b.element.id] ?? Int.max, b.offset)
        }.map(\.element)
    }

    /// Text inside HTML markup of the comment (a `<summary>`): entities only.
    static func escapedHTML(_ text: String) -> String { xmlEscaped(text) }

    /// The rows of drawings the findings point at, in drawing order.
    private func picturedRows(_ findings: [Finding], index: PictureIndex) -> [Int] {
        Array(Set(findings.compactMap { index.place(of: $0)?.row })).sorted()
    }

    static func picturePath(_ row: PictureIndex.Row) -> String {
        "pictures/\(fileSafeName(row.control)).\(fileSafeName(row.locale)).\(fileSafeName(row.device)).svg"
    }

    private func summaryTable(_ findings: [Finding], context: ReportContext) -> String {
        var worst: [String: Severity] = [:]
        let controls = Dictionary(context.controls.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for f in findings {
            // A finding counts in each locale whose users see it: those that show the source
            // text share the source's, and a control-wide one is in all of them.
            for locale in context.locales(of: f, control: controls[f.control]) {
                let key = f.control + "\u{0}" + locale
                worst[key] = max(worst[key] ?? f.severity, f.severity)
            }
        }
        var out =
            "| control | "
            + context.locales.map { Self.escaped($0) + (context.pseudoLocales.contains($0) ? " (pseudo)" : "") }
            .joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: ":-:|", count: context.locales.count) + "\n"
        for control in Self.worstControlsFirst(findings, context: context) {
            out +=
                "| " + Self.escaped(control.id) + " | "
                + context.locales.map { locale in
                    guard control.locales.contains(locale) else { return " " }
                    return worst[control.id + "\u{0}" + locale].flatMap { Self.marks[$0] } ?? "✅"
                }.joined(separator: " | ") + " |\n"
        }
        return out + "\n❌ error · ⚠️ warning · ℹ️ note · ✅ no findings\n"
    }

    /// Text from inputs as literal Markdown: every character that can open markup inside a line
    /// backslash-escaped (table pipes and GitHub's `$` math included), `<`, `>` and `&` as
    /// entities, control and bidi characters shown as `\u{…}`. Text never starts a line here,
    /// so line-start markers (`-`, `+`, `1.`, `=`) need nothing.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in visibleControls(text) {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "|", "~", "!", "$":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }
}
