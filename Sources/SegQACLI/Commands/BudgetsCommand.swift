import Foundation
import SegQACore
import SegQAFonts
import SegQAFormatting
import SegQAModel

/// `segqa budgets`: how much room every title has, per key and locale, from the same layouts
/// `segqa check` measures; `--write` puts the budgets where translators look.
struct BudgetsCommand: Command {
    static let spec = CommandSpec(
        name: "budgets",
        abstract: "the room every title has (pt or dp, and about how many characters), per key and locale",
        arguments: "PATHS...",
        options: [
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward from the working directory)"),
            .value("format", "F", help: "text (default) or json"),
            .value("locale", "L,...", repeatable: true, help: "only these locales"),
            .value("device", "NAME,...", repeatable: true, help: "lay out on these devices instead of the files' own"),
            .value("width", "PT", help: "lay out at this control width instead of devices"),
            .value("exclude", "GLOB", repeatable: true, help: "pass over matching paths when walking folders"),
            .value("font-file", "FILE", repeatable: true, help: "add a font file to the fonts segqa finds"),
            .flag(
                "write",
                help:
                    "write the budgets into the XLIFF, String Catalog and strings.xml files read (nothing else in them changes)"
            ),
            .flag(
                "check", help: "exit 1 when the budgets written in those files are stale (what --write would change)"),
            .value(
                "jobs", "N", short: "j",
                help: "measure on N threads (default: the number of cores); the output does not change"),
        ],
        discussion: """
            For every title of every checked control, per locale: the table and key (or the place a literal is
            written), today's text, maxWidth (the widest the title may be, in pt, dp on Android, where room is
            shortest: the device, state and font size that bind, the selected weight included), maxCharacters
            (maxWidth divided by the mean advance of the locale's exemplar characters, ICU's, in the font that draws
            that locale), whether today's text fits, and the controls that show it. A key several controls show gets
            the tightest budget. --write puts maxwidth (whole pixels) and size-unit="pixel" on XLIFF trans-units, a
            line "Max 78 pt, about 11 characters: …" in String Catalog comments, and [CHAR LIMIT=NN] in the comment
            before each Android string. Exit status 0; with --check, 1 when a file is stale; 65 for bad input.
            """)

    var session: SessionOptions
    var json: Bool
    var write: Bool
    var checkOnly: Bool

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "give at least one file or directory") }
        json = try arguments.choice("format", ["text", "json"]) == "json"
        write = arguments.flag("write")
        checkOnly = arguments.flag("check")
        if write && checkOnly { throw UsageError(message: "--write and --check exclude each other") }
        let jobs = try arguments.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        session = try SessionOptions(arguments, jobs: jobs)
    }

    func run(_ console: Console) throws -> ExitStatus {
        let session = try CheckSession(session)
        let budgets: [KeyBudget]
        do {
            let workers = min(self.session.jobs, max(session.controls.count, 1))
            let measurers: [any TextMeasuring] =
                [session.requireMeasurer]
                + (try (1..<max(workers, 1)).map { _ in try Measurer(sharing: session.shapes) })
            budgets = try Budgets.plan(session.controls, engine: session.engine, measurers: measurers)
        } catch {
            throw InputError(error)
        }
        if write || checkOnly { return try annotate(budgets, inputs: session.inputs, console: console) }
        if json {
            let entries = JSONOutput.array(budgets.map(Self.entry))
            console.out(JSONOutput.object([("budgets", entries)]).serialized(pretty: true, indent: 0) + "\n")
            return .success
        }
        for budget in budgets {
            let name = budget.key.map { "\(budget.table ?? ""):\($0)" } ?? budget.location.description
            let text = budget.text.map { "'\(visibleControls($0))'" } ?? "(shows another locale's text)"
            console.line(
                "\(name)  \(budget.locale)  \(text)  \(Self.hundredths(budget.width, down: false)) of max "
                    + "\(Self.hundredths(budget.maxWidth, down: true)) \(budget.unit) (about \(budget.maxCharacters) "
                    + "characters)\(budget.fits ? "" : " — too wide")  [\(budget.device), \(budget.state.rawValue), "
                    + "\(NumberText.plain(budget.fontSize)) \(budget.unit) font]  \(budget.usesText)")
        }
        let keys = Set(budgets.map(\.stringIdentity)).count
        let tooWide = budgets.filter { !$0.fits }.count
        console.line(
            "\(budgets.count) budget\(budgets.count == 1 ? "" : "s") for \(keys) string\(keys == 1 ? "" : "s") in "
                + "\(Set(budgets.map(\.locale)).count) locales: \(tooWide) too wide today")
        return .success
    }

    /// Hundredths of a point: rounded down for a limit (a title that wide still fits).
    static func hundredths(_ value: Double, down: Bool) -> String {
        let scaled = (value * 100 + (down ? 1e-6 : 0))
        return NumberText.decimal((down ? scaled.rounded(.down) : scaled.rounded()) / 100, places: 2, minimumPlaces: 2)
    }

    static func entry(_ budget: KeyBudget) -> JSONOutput {
        func number(_ value: Double, down: Bool) -> JSONOutput {
            let scaled = value * 100 + (down ? 1e-6 : 0)
            return .double((down ? scaled.rounded(.down) : scaled.rounded()) / 100)
        }
        return .object([
            ("table", budget.table.map(JSONOutput.string) ?? .null),
            ("key", budget.key.map(JSONOutput.string) ?? .null),
            ("locale", .string(budget.locale)),
            ("text", budget.text.map(JSONOutput.string) ?? .null),
            ("maxWidth", number(budget.maxWidth, down: true)),
            ("unit", .string(budget.unit)),
            ("maxCharacters", .int(budget.maxCharacters)),
            ("fits", .bool(budget.fits)),
            ("width", number(budget.width, down: false)),
            ("meanAdvance", number(budget.meanAdvance, down: false)),
            ("device", .string(budget.device)),
            ("controlWidth", number(budget.controlWidth, down: false)),
            ("state", .string(budget.state.rawValue)),
            ("fontSize", number(budget.fontSize, down: false)),
            ("lines", .int(budget.lines)),
            ("file", .string(budget.location.file)),
            ("line", .int(budget.location.line)),
            ("column", .int(budget.location.column)),
            (
                "controls",
                .array(
                    budget.uses.map { use in
                        .object([
                            ("control", .string(use.control)), ("segment", .int(use.segment)),
                            ("maxWidth", number(use.maxWidth, down: true)), ("fits", .bool(use.fits)),
                        ])
                    })
            ),
        ])
    }

    // MARK: - Writing budgets into the tables

    /// Writes (or, with --check, compares) the budgets in every table file the run read.
    func annotate(_ budgets: [KeyBudget], inputs: [String], console: Console) throws -> ExitStatus {
        let notes = BudgetNotes(budgets)
        var changed: [(path: String, bytes: [UInt8])] = []
        var files = 0
        for path in inputs {
            guard let kind = TableFileKind(path) else { continue }
            let updated: [UInt8]
            let raw: SourceText
            do {
                raw = try ContentLoader.readSource(path: path)
                switch kind {
                case .xliff: updated = try BudgetAnnotator.xliff(raw, note: notes.exact)
                case .stringCatalog(let table):
                    updated = try BudgetAnnotator.stringCatalog(raw, table: table) { table, key, _ in
                        notes.forEveryLocale(table: table, key: key)
                    }
                case .androidStrings(let locale):
                    updated = try BudgetAnnotator.androidStrings(raw, locale: locale ?? "") { table, key, locale in
                        locale.isEmpty ? notes.source(table: table, key: key) : notes.exact(table, key, locale)
                    }
                }
            } catch {
                throw InputError(error)
            }
            files += 1
            if updated != raw.bytes { changed.append((path, updated)) }
        }
        if checkOnly {
            for file in changed { console.line("\(file.path): budgets are stale (run segqa budgets --write)") }
            console.line(
                changed.isEmpty
                    ? "budgets are up to date in \(files) file\(files == 1 ? "" : "s")"
                    : "\(changed.count) of \(files) files have stale budgets")
            return changed.isEmpty ? .success : .findings
        }
        try FileWriter.replaceInputs(changed)
        console.line(
            "wrote budgets into \(changed.count) file\(changed.count == 1 ? "" : "s") (\(files - changed.count) already up to date)"
        )
        return .success
    }
}

/// The table files budgets are written into, by what they are.
enum TableFileKind {
    case xliff
    /// The catalog's table name.
    case stringCatalog(String)
    /// The folder's locale; nil for `values/` (the default language).
    case androidStrings(String?)

    init?(_ path: String) {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        switch ext {
        case "xliff", "xlf": self = .xliff
        case "xcstrings": self = .stringCatalog((name as NSString).deletingPathExtension)
        case "xml":
            let folder = (InputPaths.folder(of: path) as NSString).lastPathComponent
            guard case let .some(locale) = LocalizationFolders.androidLocale(folder) else { return nil }
            self = .androidStrings(locale)
        default: return nil
        }
    }
}

/// The budgets by table and key, as the annotators ask for them.
struct BudgetNotes {
    var byKey: [String: [KeyBudget]] = [:]

    init(_ budgets: [KeyBudget]) {
        for budget in budgets {
            guard let table = budget.table, let key = budget.key else { continue }
            byKey["\(table)\u{0}\(key)", default: []].append(budget)
        }
    }

    func note(_ budget: KeyBudget) -> BudgetNote {
        BudgetNote(
            maxWidth: budget.maxWidth, unit: budget.unit, maxCharacters: budget.maxCharacters, uses: budget.usesText)
    }

    /// The locale's own budget.
    func exact(_ table: String, _ key: String, _ locale: String) -> BudgetNote? {
        byKey["\(table)\u{0}\(key)"]?.first { $0.locale == locale }.map(note)
    }

    /// The source language's budget (Android's `values/`).
    func source(table: String, key: String) -> BudgetNote? {
        byKey["\(table)\u{0}\(key)"]?.first { $0.locale == $0.sourceLocale }.map(note)
    }

    /// For a file every translator reads (a String Catalog's comment): the least room in any
    /// locale, and about how many characters of the source language that is.
    func forEveryLocale(table: String, key: String) -> BudgetNote? {
        guard let budgets = byKey["\(table)\u{0}\(key)"],
            let tightest = budgets.min(by: { ($0.maxWidth, $0.locale) < ($1.maxWidth, $1.locale) })
        else { return nil }
        let source = budgets.first { $0.locale == $0.sourceLocale } ?? tightest
        let characters =
            source.meanAdvance > 0 ? Int((tightest.maxWidth / source.meanAdvance + 1e-9).rounded(.down)) : 0
        return BudgetNote(
            maxWidth: tightest.maxWidth, unit: tightest.unit, maxCharacters: characters, uses: source.usesText)
    }
}
