import SegQACore
import SegQAFormatting

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff (`::error file=…,line=…,col=…,title=…::message`). Values are escaped as the runner
/// requires, so no input can end a command early or start a new one.
public struct GitHubReporter: Reporter {
    public static let format = ReportFormat.github

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        renderInOrder(findings, jobs: context.jobs) { _, f in
            let command = f.severity == .note ? "notice" : f.severity.rawValue
            let title = "segqa \(f.rule)" + (f.locale.map { " (\($0))" } ?? "")
            return
                "::\(command) file=\(Self.property(f.file)),line=\(f.line),col=\(f.column),title=\(Self.property(title))::"
                + Self.data(visibleControls(f.message)) + "\n"
        }
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
