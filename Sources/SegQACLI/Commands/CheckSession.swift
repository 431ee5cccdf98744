import Foundation
import SegQACore
import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAProject
import SegQARules

/// What `check`, `render`, `import` and `pseudo` say about their inputs, parsed and validated.
struct SessionOptions {
    var paths: [String]
    /// `--config`; nil: discovered upward from the working directory.
    var configPath: String?
    var locales: [String] = []
    var devices: [Device] = []
    var width: Double?
    var pseudo = false
    var jobs = 1
    /// `--exclude`: passed over when walking folders.
    var exclude: [String] = []
    /// `--font-file`: fonts added to fontconfig's for this run.
    var fontFiles: [String] = []

    /// The options every input-reading command shares.
    init(_ arguments: ParsedArguments, jobs: Int = 1) throws {
        paths = arguments.positionals
        configPath = arguments.value("config")
        locales = arguments.list("locale")
        devices = try arguments.list("device").map { name in
            guard let device = Device.named(name) else {
                throw UsageError(
                    message: "unknown device '\(name)' (names such as \"iPhone 15\", or a width such as \"375\")")
            }
            return device
        }
        width = try arguments.double("width", range: 50...10_000)
        pseudo = arguments.flag("pseudo")
        exclude = arguments.list("exclude")
        fontFiles = arguments.list("font-file")
        self.jobs = jobs
    }
}

/// The pipeline the commands share: configuration, inputs, resolution and the rules; the real
/// measurer for the commands that measure. Loading errors become input errors (exit 65) with
/// their place.
struct CheckSession {
    let configuration: Configuration
    let inputs: [String]
    let controls: [ResolvedControl]
    let engine: Engine
    /// What reading found (unreadable files, unresolved titles) and where the controls came from.
    let diagnostics: [InputDiagnostic]
    let coverage: Coverage
    /// Findings silenced where they are (`// segqa:disable:next RULE`, `tools:ignore`, …).
    let suppressions: [SourceSuppression]
    /// Every control found, checked or not, with its source-language titles.
    let inventory: [InventoryEntry]
    /// Files and locales (`file\0locale`) whose tables are mostly source text: reported once, as a table.
    let untranslatedTables: Set<String>
    /// Nil for commands that only read and write content (`import`, `pseudo`): they never start
    /// fontconfig.
    let measurer: Measurer?
    /// What the measurers of this session's threads have shaped, shared between them; nil on
    /// one thread, where the session's measurer is the only one and its own cache is enough.
    let shapes: SharedShapes?

    /// - `draws`: the run draws controls afterwards (an HTML report, Markdown pictures,
    ///   `render`). Its peak memory is then the drawings', and two things that make a run
    ///   faster are left out because they raised it: freeing nothing read before exit, and
    ///   starting fontconfig on another thread (whose allocations stayed in that thread's
    ///   malloc arena: 141 → 154 MB for 300 controls' HTML report).
    init(_ options: SessionOptions, measures: Bool = true, draws: Bool = true, progress: Progress? = nil) throws {
        do {
            let configPath =
                options.configPath ?? Configuration.discover(from: FileManager.default.currentDirectoryPath)
            configuration = try configPath.map(Configuration.load) ?? Configuration()
            let exclude = (configuration.exclude.map(\.value) + options.exclude).map(PathPattern.init)
            // fontconfig starts while the project is read, when there is a second thread for it.
            if measures && options.jobs > 1 && !draws {
                FontCascade.shared.prepare(FontCascade.defaultFamilies + [Platform.android.systemFamily])
            }
            var loading = ProjectLoader.Options(exclude: exclude, jobs: options.jobs)
            loading.includeUnreachable = configuration.checkUnreachable
            loading.declaredCode = configuration.declaredCode
            loading.ignoreProjectFiles = configuration.ignoreProjectFiles
            engine = try Engine(rules: BuiltInRules.instances(), configuration: configuration)
            // Tables that are mostly the source text: one finding each, when the rule runs.
            let untranslated = UntranslatedTitleRule.description.id
            let tableContext =
                engine.rules.contains { $0.id == untranslated }
                ? RuleContext(options: configuration.rules[untranslated]?.options.mapValues(\.value) ?? [:]) : nil
            let configuredSource = configuration.sourceLocale?.value
            progress?.begin("finding what ships")
            if let progress { loading.phase = { @Sendable phase in progress.begin(phase) } }
            let loaded = try ProjectLoader.load(options.paths, sources: configuration.sources, options: loading)
            progress?.begin("settling the controls")
            inputs = loaded.paths
            var diagnostics = loaded.diagnostics
            coverage = loaded.coverage
            suppressions = loaded.suppressions
            if measures {
                let configured = try configuration.fonts.map { try ProjectLoader.path(of: $0) }
                for file in options.fontFiles + configured { try FontCascade.shared.addFont(file: file) }
            }
            if measures { try Self.checkFontFiles(loaded.files) }
            let shapes = options.jobs > 1 ? SharedShapes() : nil
            self.shapes = shapes
            measurer = measures ? try Measurer(sharing: shapes) : nil
            // The family drawn when nothing names one; without measuring, the first choice stands in.
            let family =
                try measurer?.cascade.firstInstalled(FontCascade.defaultFamilies) ?? FontCascade.defaultFamilies[0]
            var resolver = Resolver(
                configuration: configuration, defaultFamily: family,
                deviceOverride: options.devices.isEmpty ? nil : options.devices, widthOverride: options.width,
                localeFilter: options.locales.isEmpty ? nil : options.locales)
            resolver.pseudo = options.pseudo
            resolver.offeredLocales = loaded.offeredLocales
            resolver.packageResourceFolders = loaded.packageResourceFolders
            if let cascade = measurer?.cascade {
                resolver.androidFamily = try cascade.firstInstalled(
                    [Platform.android.systemFamily] + FontCascade.defaultFamilies.dropFirst())
                resolver.isInstalled = { family in (try? cascade.isInstalled(family: family)) ?? false }
            }
            if !options.locales.isEmpty {
                try Self.checkLocales(options.locales, available: resolver.availableLocales(loaded.files))
            }
            let resolved = try resolver.resolveWithTables(loaded.files)
            controls = resolved.controls
            inventory = resolver.inventory(checked: controls, unchecked: loaded.unchecked, tables: resolved.tables)
            if let tableContext {
                var used: [(table: String, key: String)] = []
                for case .content(let content) in loaded.files {
                    for control in content.controls { used += control.references.map { ($0.table, $0.key) } }
                }
                // Only the tables a control reads are counted (a table no control reads is not
                // reported): a 30-locale app's every table was 10 % of its run.
                let counts = UntranslatedTitleRule.tableCounts(
                    resolved.tables, only: Set(used.map(\.table)),
                    sourceLocale: configuredSource ?? loaded.sourceLocale ?? "en", context: tableContext,
                    jobs: options.jobs)
                let tables = UntranslatedTitleRule.tableFindings(
                    counts, used: used, checked: Set(controls.flatMap(\.locales)), context: tableContext)
                diagnostics += tables.diagnostics
                untranslatedTables = tables.covered
            } else {
                untranslatedTables = []
            }
            self.diagnostics = diagnostics
            // The files as read are not needed past here; `segqa` exits before they would be
            // freed (22 ms of a real app's check, on one thread).
            if !draws { KeptUntilExit.keep(loaded) }
        } catch let error as UsageError {
            throw error
        } catch {
            throw InputError(error)
        }
    }

    /// Each `fontFile` a content file names is loaded once here, so a missing or corrupt one is
    /// an error at its key (file:line:column), not a font error with no place.
    static func checkFontFiles(_ files: [LoadedFile]) throws {
        var seen: Set<String> = []
        for case .content(let content) in files {
            let settings = [content.defaults] + content.controls.map(\.settings)
            let fonts = settings.flatMap { setting in
                [setting.font] + setting.states.sorted { "\($0.key)" < "\($1.key)" }.map(\.value)
            }
            for font in fonts {
                guard let file = font.fontFile else { continue }
                let index = font.fontIndex?.value ?? 0
                guard seen.insert("\(file.value)#\(index)").inserted else { continue }
                do {
                    _ = try FontFace(file: file.value, index: index)
                } catch let error as FontsError {
                    throw ModelError(file.location, error.description)
                }
            }
        }
    }

    /// `--locale xx` where no input has anything in xx is a typo, not a locale that passes.
    static func checkLocales(_ asked: [String], available: Set<String>) throws {
        for locale in asked where !available.contains(locale) {
            var message = "no input has locale '\(locale)'"
            if let suggestion = closest(locale, in: Array(available)) { message += " (did you mean '\(suggestion)'?)" }
            let known = available.sorted()
            message +=
                known.isEmpty
                ? "; the inputs have no locales"
                : "; the inputs have \(known.prefix(20).joined(separator: ", "))\(known.count > 20 ? ", …" : "")"
            throw UsageError(message: message)
        }
    }

    /// The measurer of a session made to measure.
    var requireMeasurer: Measurer {
        guard let measurer else { preconditionFailure("this command's session does not measure") }
        return measurer
    }

    /// Measures, lays out and checks every control on `jobs` workers; keeps the layouts when
    /// something will draw them.
    func check(keepLayouts: Bool, jobs: Int = 1, progress: Progress? = nil) throws -> CheckResult {
        do {
            // The first worker uses the session's measurer, whose faces the drawings reuse.
            // A worker only where there is a control for it: each one's measurer starts with an
            // empty cache, so a worker more than the controls is cost without work.
            let workers = min(max(jobs, 1), max(controls.count, 1))
            let measurers: [any TextMeasuring] =
                [requireMeasurer] + (try (1..<workers).map { _ in try Measurer(sharing: shapes) })
            progress?.start(total: controls.count)
            var report: (@Sendable (Int) -> Void)?
            if let progress { report = { done in progress.update(done) } }
            // A title in a table reported as mostly untranslated is part of that finding.
            var engine = self.engine
            let tables = untranslatedTables
            engine.isCovered = { finding in
                finding.rule == UntranslatedTitleRule.description.id && finding.segment != nil
                    && tables.contains("\(finding.file)\u{0}\(finding.locale ?? "")")
            }
            var result = try engine.check(controls, measurers: measurers, keepLayouts: keepLayouts, progress: report)
            result.files = inputs
            result.findings = (engine.findings(for: diagnostics) + result.findings).sortedDeterministically()
                .mergingSharedPlaces()
            return result
        } catch {
            throw InputError(error)
        }
    }
}

extension InputError {
    /// Errors of the model and font layers are bad input: their message already names the place.
    init(_ error: Error) {
        switch error {
        case let error as InputError: self = error
        case let error as ModelError: self.init(message: "\(error.location): \(error.message)")
        case let error as FontsError: self.init(message: error.description)
        default: self.init(message: "\(error)")
        }
    }
}
