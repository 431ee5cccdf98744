import SegQACore
import SegQAFormatting

/// `file:line:column: severity: message [rule] (control)`, the form compilers print, so editors and
/// Xcode jump to the place; then one summary line. Control and bidi characters are shown
/// escaped (`\u{202E}`), so a terminal prints what the input holds, not what it would do.
public struct TextReporter: Reporter {
    public static let format = ReportFormat.text

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // The faces first: a verdict near the limit depends on them.
        var out = context.quiet ? "" : "faces: \(visibleControls(context.measuringFaces))\n"
        out += renderInOrder(findings, jobs: context.jobs) { _, f in
            // The control closes the line: two controls sharing a translation give two distinct lines.
            let control = f.control.isEmpty ? "" : " (\(visibleControls(f.control)))"
            return
                "\(visibleControls(f.file)):\(f.line):\(f.column): \(f.severity.rawValue): \(visibleControls(f.message)) [\(f.rule)]\(control)\n"
        }
        if !context.quiet {
            out += "\(context.scope): \(context.severityCounts(findings))"
            if context.baselined > 0 { out += " (\(context.baselined) more in the baseline)" }
            out += "\n"
        }
        return out
    }
}
