import SegQACore
import SegQAFormatting

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff (`::error file=…,line=…,col=…,title=…::message`). Values are escaped as the runner
/// requires, so no input can end a command early or start a new one.
public struct GitHubReporter: Reporter {
    public static let format = ReportFormat.github

    public init() {}

    /// GitHub shows at most 10 annotations of each level per step; the rest are dropped silently.
    public static let shownPerLevel = 10

    /// At most `shownPerLevel` annotations per level, errors first: within a level the worst
    /// first (`worstFirst`: a title cut off before a missing translation, one in many locales
    /// before one in one), one per rule and control before a second of the same; then one
    /// notice with the totals, saying what was left out and where the whole list is. The totals
    /// notice takes one of the notices' places, so GitHub shows it.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var chosen: [Finding] = []
        let ordered = worstFirst(findings, context: context)
        let kinds = ruleKinds(context)
        for level in Severity.allCases.reversed() {
            let ofLevel = ordered.filter { $0.severity == level }
            // Rank: the kind of problem, then whether the rule and control were shown already,
            // then the worst-first order.
            var seen: [String: Int] = [:]
            let ranked = ofLevel.enumerated().map { offset, f -> (Finding, Int, Int, Int) in
                let repeatOf = seen["\(f.rule)\u{0}\(f.control)", default: 0]
                seen["\(f.rule)\u{0}\(f.control)"] = repeatOf + 1
                return (f, FindingRank(f, kind: kinds[f.rule]).kind, repeatOf, offset)
            }.sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }
            let room = level == .note && !findings.isEmpty ? Self.shownPerLevel - 1 : Self.shownPerLevel
            chosen += ranked.prefix(room).map(\.0)
        }
        var out = chosen.map { f in
            let command = f.severity == .note ? "notice" : f.severity.rawValue
            let title = "segqa \(f.rule)" + (f.locale.map { " (\($0))" } ?? "")
            return
                "::\(command) file=\(Self.property(f.file)),line=\(f.line),col=\(f.column),title=\(Self.property(title))::"
                + Self.data(visibleControls(f.message)) + "\n"
        }.joined()
        guard !findings.isEmpty else { return out }
        let totals = Severity.allCases.reversed().map { level in
            counted(findings.filter { $0.severity == level }.count, level.rawValue)
        }.joined(separator: ", ")
        let left = findings.count - chosen.count
        out +=
            "::notice title=\(Self.property("segqa: \(counted(findings.count, "finding"))"))::"
            + Self.data(
                "\(totals)"
                    + (left > 0
                        ? "; \(chosen.count) shown as annotations (GitHub shows \(Self.shownPerLevel) a level), \(left) more in the full report: the job log, or --report-dir with --format html,markdown as an artifact"
                        : "")) + "\n"
        return out
    }

    /// A command's message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String { escaped(text, also: [:]) }

    /// A property value: as `data`, and also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String { escaped(text, also: [":": "%3A", ",": "%2C"]) }

    private static func escaped(_ text: String, also extra: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if let replacement = extra[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
