import SegQACore
import SegQAFormatting
import SegQAModel

/// Turns findings into one report format. A pure function of its arguments: no clock, no
/// working directory, no host paths; everything it states comes from `ReportContext`.
public protocol Reporter {
    static var format: ReportFormat { get }
    func report(_ findings: [Finding], context: ReportContext) -> String
    /// The same text in pieces, in order, each handed to `emit` as it is made, so a large report
    /// is written as it is produced instead of held whole.
    func write(_ findings: [Finding], context: ReportContext, to emit: (String) throws -> Void) throws
    /// Files the report refers to (its pictures), by path relative to the report.
    func attachments(_ findings: [Finding], context: ReportContext) -> [ReportFile]
}

extension Reporter {
    public func attachments(_ findings: [Finding], context: ReportContext) -> [ReportFile] { [] }

    /// The whole report as one piece (reports small enough to make whole).
    public func write(_ findings: [Finding], context: ReportContext, to emit: (String) throws -> Void) throws {
        try emit(report(findings, context: context))
    }
}

/// One file a report writes beside itself.
public struct ReportFile: Sendable, Equatable {
    /// Relative to the report's directory ("pictures/settings.de.svg").
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Every format segqa writes. Adding one = one file with its reporter + one case here; the
/// switch below keeps the list exhaustive.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, junit, github, markdown, html

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .junit: return JUnitReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        case .html: return HTMLReporter()
        }
    }

    /// The file name `--report-dir` writes the format to.
    public var fileName: String {
        switch self {
        case .text: return "report.txt"
        case .json: return "report.json"
        case .sarif: return "report.sarif"
        case .junit: return "report.junit.xml"
        case .github: return "report.github.txt"
        case .markdown: return "report.md"
        case .html: return "report.html"
        }
    }
}

/// What a report states besides the findings: the run's inputs and assumptions.
public struct ReportContext: Sendable {
    public var toolVersion: String
    /// Every rule that ran (SARIF lists them; reports link rule ids to their documentation).
    public var rules: [RuleDescription]
    /// Findings at or above this level fail the gate; nil when nothing fails (`--fail-on never`).
    public var failOn: Severity?
    /// Every input file, as the user named it (relative to the working directory where possible).
    public var files: [String]
    /// Every control checked, in input order.
    public var controls: [ControlSummary]
    /// Every locale checked, the source locale first.
    public var locales: [String]
    /// Locales that segqa generated (`--pseudo`), so reports can mark them.
    public var pseudoLocales: Set<String>
    /// The faces that drew titles ("Inter Medium (Inter-Medium.otf)"), in first-use order.
    public var faces: [String]
    /// Findings the baseline accepted (not among the findings given to the reporter).
    public var baselined: Int
    /// Text output without the summary line (`--quiet`).
    public var quiet: Bool
    /// Drawings of the failing controls (empty unless a drawing format was asked for).
    public var pictures: PictureSet
    /// Threads a reporter may write on (`--jobs`); the bytes are the same for any number.
    public var jobs: Int
    /// Where the controls came from, and how many could not be checked.
    public var coverage = Coverage()
    /// Families not installed here and what measured them ("Inter for SF Pro Text").
    public var standIns: [String] = []
    /// Every control found, checked or not (JSON's `"controls"`).
    public var inventory: [InventoryEntry] = []
    /// Baseline entries no finding matched any more: fixed since the baseline was written.
    public var fixedByBaseline = 0
    /// The Markdown report shows its drawings (SVG files beside it): for a Markdown file kept in a
    /// repository, not a pull-request comment, where relative image paths lead nowhere.
    public var markdownPictures = false
    /// The text report's findings per control (the worst); 0: every one.
    public var perControl = 0
    /// Findings silenced by suppressions in the source: JSON and SARIF list them, the others count them.
    public var suppressed: [SuppressedFinding] = []

    public init(
        toolVersion: String, rules: [RuleDescription], failOn: Severity?, files: [String],
        controls: [ControlSummary], locales: [String], pseudoLocales: Set<String> = [], faces: [String],
        baselined: Int = 0, quiet: Bool = false, pictures: PictureSet = PictureSet(), jobs: Int = 1
    ) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.failOn = failOn
        self.files = files
        self.controls = controls
        self.locales = locales
        self.pseudoLocales = pseudoLocales
        self.faces = faces
        self.baselined = baselined
        self.quiet = quiet
        self.pictures = pictures
        self.jobs = jobs
    }

    public func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }

    /// Whether a finding fails the gate.
    public func fails(_ finding: Finding) -> Bool { failOn.map { finding.severity >= $0 } ?? false }

    /// "76 errors, 19 warnings, 0 notes".
    public func severityCounts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().map { level in
            counted(findings.filter { $0.severity == level }.count, level.rawValue)
        }.joined(separator: ", ")
    }

    /// What every report states in its header: the faces that measured, and what stood in for
    /// what, since verdicts near the limit depend on it.
    public var measuringFaces: String {
        var text = faces.isEmpty ? "none (no title was measured)" : faces.joined(separator: ", ")
        if !standIns.isEmpty {
            text +=
                "; stand-ins (not installed here): \(standIns.joined(separator: ", ")) — shortfalls within what such "
                + "faces differ by are warnings marked uncertain"
        }
        return text
    }

    /// "4 files, 9 controls, 13 locales"; when controls came from code or Interface Builder,
    /// from where, and how many were found but not checked: "9 controls (5 from code, 4 from
    /// Interface Builder), 2 not checked (titles unresolved), 13 locales".
    public var scope: String {
        var controlsPart = counted(controls.count, "control")
        let origins = ControlOrigin.allCases.compactMap { origin in
            coverage.found[origin].map { (origin, $0) }
        }
        if origins.contains(where: { $0.0 != .contentFile }) || coverage.unresolvedControls > 0 {
            let found = origins.reduce(0) { $0 + $1.1 }
            controlsPart +=
                " (\(found) found: " + origins.map { "\($0.1) in \($0.0.rawValue)" }.joined(separator: ", ")
            if coverage.unresolvedTitles > 0 {
                controlsPart += "; \(counted(coverage.unresolvedTitles, "title")) unresolved"
            }
            controlsPart += ")"
        }
        var filesPart = counted(max(coverage.filesRead, files.count), "file")
        let targets = coverage.targets.filter { !$0.targets.isEmpty }
        if !targets.isEmpty {
            // A build of 200 modules names a few: the summary is one line.
            let names = targets.map { entry -> String in
                let shown =
                    entry.targets.count > 4
                    ? entry.targets.prefix(3) + ["\(entry.targets.count - 3) more"] : entry.targets[...]
                let project = entry.project.split(separator: "/").last.map(String.init) ?? entry.project
                return "\(shown.joined(separator: ", ")) of \(project)"
                    + (entry.foundByFolder ? ", modules found by their folders: the settings add them in code" : "")
            }
            filesPart += " (targets \(names.joined(separator: "; ")))"
        }
        return [filesPart, controlsPart, counted(locales.count, "locale")].joined(separator: ", ")
    }
}

/// A control as reports list it.
public struct ControlSummary: Sendable, Equatable {
    public var id: String
    public var file: String
    public var line: Int
    public var column: Int
    public var style: String
    public var distribution: String
    /// "13 pt medium, selected 13 pt semibold".
    public var font: String
    public var segments: Int
    public var locales: [String]
    public var sourceLocale: String
    /// Device names, or "width 240 pt".
    public var devices: [String]
    /// What people know the control by besides its id: the localization keys of its titles
    /// (`forecast.tenDay`), or its source titles where they are written in place.
    public var keys: [String] = []
    /// The titles its users see in the source language (an image segment by its image's name):
    /// what says which control it is where its id is a storyboard's object id.
    public var titles: [String] = []
    /// Locales (not the source) whose users see the source's text in this control: nothing of
    /// it is translated for them.
    public var showingSourceText: [String] = []
    /// The screen the control is on, when known (its view controller or view type).
    public var screen: String? = nil

    public init(
        id: String, file: String, line: Int, column: Int, style: String, distribution: String, font: String,
        segments: Int, locales: [String], sourceLocale: String, devices: [String], keys: [String] = []
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.column = column
        self.style = style
        self.distribution = distribution
        self.font = font
        self.segments = segments
        self.locales = locales
        self.sourceLocale = sourceLocale
        self.devices = devices
        self.keys = keys
    }
}

/// "1 error", "2 errors".
func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

extension ReportContext {
    /// The locales whose users see a finding: its own, and those that show the same source text
    /// (the finding says "also in de, es, which show the en text"); a finding about the whole
    /// control is in every locale of it; a finding about no control, in none.
    func locales(of finding: Finding, control: ControlSummary?) -> [String] {
        guard let locale = finding.locale else { return control?.locales ?? [] }
        guard let same = finding.property("sameIn") else { return [locale] }
        return [locale] + same.split(separator: ", ").map(String.init)
    }
}
