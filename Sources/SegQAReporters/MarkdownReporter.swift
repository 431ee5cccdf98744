import SegQACore
import SegQAFormatting

/// Markdown for a pull-request comment or a designer's page: a summary table of controls ×
/// locales, the findings of each control with what the user sees and the numbers, and the
/// drawings of the locales that have findings, written beside the report as SVG files.
public struct MarkdownReporter: Reporter {
    public static let format = ReportFormat.markdown
    static let marks: [Severity: String] = [.error: "❌", .warning: "⚠️", .note: "ℹ️"]

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let index = PictureIndex(context)
        var out = "# segqa report\n\n"
        out += "**\(context.scope): \(context.severityCounts(findings))**"
        if context.baselined > 0 { out += " (\(context.baselined) more in the baseline)" }
        out += " · the gate fails on \(context.failOn.map { "\($0.rawValue)s and above" } ?? "nothing")\n\n"
        if !context.faces.isEmpty {
            out += "Faces: " + context.faces.map(Self.escaped).joined(separator: ", ") + "\n\n"
        }
        if !context.standIns.isEmpty {
            out +=
                "Stand-ins (not installed here): " + context.standIns.map(Self.escaped).joined(separator: ", ")
                + "; shortfalls within what such faces differ by are warnings marked uncertain\n\n"
        }
        out += summaryTable(findings, context: context)
        let byControl = Dictionary(grouping: findings, by: \.control)
        for control in context.controls {
            guard let own = byControl[control.id] else { continue }
            out += "\n## " + Self.escaped(control.id) + "\n\n"
            out +=
                "\(Self.escaped(control.file)):\(control.line):\(control.column) · \(control.style), \(control.distribution), "
                + "\(counted(control.segments, "segment")) · \(control.devices.map(Self.escaped).joined(separator: ", "))\n\n"
            out += "| | rule | locale | finding | where |\n|---|---|---|---|---|\n"
            for f in own {
                out +=
                    "| \(Self.marks[f.severity]!) | \(f.rule) | \(Self.escaped(f.locale ?? "all")) | "
                    + Self.escaped(f.message) + " | \(Self.escaped(f.file)):\(f.line):\(f.column) |\n"
            }
            for row in picturedRows(own, index: index) {
                let r = index.rows[row]
                out +=
                    "\n**\(Self.escaped(r.locale))** on \(Self.escaped(r.device)), each segment selected in turn:\n\n"
                out += "![\(Self.escaped("\(r.control) (\(r.locale)) on \(r.device)"))](\(Self.picturePath(r)))\n"
            }
        }
        return out
    }

    public func attachments(_ findings: [Finding], context: ReportContext) -> [ReportFile] {
        let index = PictureIndex(context)
        return Array(Set(findings.flatMap { f in picturedRows([f], index: index) })).sorted().map { row in
            let r = index.rows[row]
            return ReportFile(path: Self.picturePath(r), contents: context.pictures.svgDocument(r.pictures))
        }
    }

    /// The rows of drawings the findings point at, in drawing order.
    private func picturedRows(_ findings: [Finding], index: PictureIndex) -> [Int] {
        Array(Set(findings.compactMap { index.place(of: $0)?.row })).sorted()
    }

    static func picturePath(_ row: PictureIndex.Row) -> String {
        "pictures/\(fileSafeName(row.control)).\(fileSafeName(row.locale)).\(fileSafeName(row.device)).svg"
    }

    private func summaryTable(_ findings: [Finding], context: ReportContext) -> String {
        var worst: [String: Severity] = [:]
        for f in findings {
            let source = context.controls.first { $0.id == f.control }?.sourceLocale
            // Control-wide findings (no locale) count in every locale of the control.
            let locales =
                f.locale.map { [$0] } ?? context.controls.first { $0.id == f.control }?.locales ?? [source ?? ""]
            for locale in locales {
                let key = f.control + "\u{0}" + locale
                worst[key] = max(worst[key] ?? f.severity, f.severity)
            }
        }
        var out =
            "| control | "
            + context.locales.map { Self.escaped($0) + (context.pseudoLocales.contains($0) ? " (pseudo)" : "") }
            .joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: ":-:|", count: context.locales.count) + "\n"
        for control in context.controls {
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
