import SegQACore
import SegQAFormatting

/// `file:line:column: severity: message [rule] (control)`, the form compilers print, so editors and
/// Xcode jump to the place; then one summary line. Control and bidi characters are shown
/// escaped (`\u{202E}`), so a terminal prints what the input holds, not what it would do.
///
/// Worst first (`worstFirst`), and each control's `perControl` worst findings only, then how
/// many more it has: a control with forty locales of one problem does not bury the next control.
public struct TextReporter: Reporter {
    public static let format = ReportFormat.text
    public static let defaultPerControl = 5

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // The faces first: a verdict near the limit depends on them.
        var out = context.quiet ? "" : "faces: \(visibleControls(context.measuringFaces))\n"
        var shown: [Finding] = []
        var shownOf: [String: Int] = [:]
        var more: [(control: String, count: Int)] = []
        var moreIndex: [String: Int] = [:]
        for f in worstFirst(findings, context: context) {
            let count = shownOf[f.control, default: 0]
            guard context.perControl > 0, !f.control.isEmpty, count >= context.perControl else {
                shownOf[f.control] = count + 1
                shown.append(f)
                continue
            }
            if let index = moreIndex[f.control] {
                more[index].count += 1
            } else {
                moreIndex[f.control] = more.count
                more.append((f.control, 1))
            }
        }
        out += renderInOrder(shown, jobs: context.jobs) { _, f in
            // The control closes the line: two controls sharing a translation give two distinct lines.
            let control = f.control.isEmpty ? "" : " (\(visibleControls(f.control)))"
            return
                "\(visibleControls(f.file)):\(f.line):\(f.column): \(f.severity.rawValue): \(visibleControls(f.message)) [\(f.rule)]\(control)\n"
        }
        for (control, count) in more {
            out +=
                "… and \(counted(count, "more finding")) of \(visibleControls(control)) (its worst \(context.perControl) are above; --per-control 0 or --format json lists every one)\n"
        }
        if !context.quiet {
            out += "\(context.scope): \(context.severityCounts(findings))"
            if context.baselined > 0 { out += " (\(context.baselined) more in the baseline)" }
            if !context.suppressed.isEmpty { out += "; \(context.suppressed.count) suppressed in the source" }
            out += "\n"
        }
        return out
    }
}
