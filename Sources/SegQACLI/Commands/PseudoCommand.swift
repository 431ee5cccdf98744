import Foundation
import SegQACore
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// `segqa pseudo`: pseudo-translations, to see how titles fare before translations exist.
struct PseudoCommand: Command {
    static let spec = CommandSpec(
        name: "pseudo",
        abstract: "pseudo-translate titles (en-XA accented and expanded, ar-XB right-to-left)",
        arguments: "PATHS... | --text TEXT...",
        options: [
            .flag("text", help: "the arguments are texts: print their pseudo forms"),
            .value("locale", "L,...", repeatable: true, help: "en-XA, ar-XB or both (default both)"),
            .value("output", "DIR", short: "o", help: "write a segqa translation file per pseudo-locale into DIR"),
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward)"),
            .flag(
                "to-budget",
                help: "pad each title to its width budget instead of the fixed expansion (measures, as 'segqa budgets')"
            ),
            .flag("force", help: "replace files in DIR segqa did not write (never a file this run reads)"),
        ],
        discussion: """
            en-XA: letters accented, the text expanded by its length (IBM: up to 10 characters +100 %, 11–20 +80 %,
            21–30 +60 %, 31–50 +40 %, 51–70 +31 %, over 70 +30 %), between [ and ]. ar-XB: the text in RLO … PDF.
            With PATHS, writes DIR/en-XA.json and DIR/ar-XB.json, which 'segqa check' reads beside the content files;
            'segqa check --pseudo' does the same without files. With --to-budget each title is instead padded
            with filler letters up to the room its segment has (its budget, as 'segqa budgets' reports it, in every
            state's font; titles of a control that apportions widths by content share the room together), so
            checking the pseudo-locale shows exactly the limit: one more letter would be cut.
            """)

    /// The texts to print (`--text`), or nil to pseudo-translate the files of `session`.
    var texts: [String]?
    var session: SessionOptions
    var locales: [String]
    var directory: String?
    var force: Bool
    var toBudget: Bool

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "give texts (with --text) or content files")
        }
        locales = arguments.list("locale").isEmpty ? PseudoLocalizer.locales : arguments.list("locale")
        for locale in locales where !PseudoLocalizer.locales.contains(locale) {
            throw UsageError(message: "unknown pseudo-locale '\(locale)' (en-XA or ar-XB)")
        }
        texts = arguments.flag("text") ? arguments.positionals : nil
        directory = arguments.value("output")
        force = arguments.flag("force")
        toBudget = arguments.flag("to-budget")
        if toBudget && texts != nil {
            throw UsageError(message: "--to-budget needs content files: a budget comes from a control's layout")
        }
        if texts == nil && directory == nil {
            throw UsageError(message: "pseudo-translating files needs --output DIR (or give --text to print texts)")
        }
        session = try SessionOptions(arguments)
        session.locales = []  // --locale names pseudo-locales here, not locales to check
    }

    func run(_ console: Console) throws -> ExitStatus {
        if let texts {
            for text in texts {
                for locale in locales {
                    console.line("\(locale)  \(visibleControls(PseudoLocalizer.pseudo(text, locale: locale)))")
                }
            }
            return .success
        }
        let session = try CheckSession(session, measures: toBudget)
        let directory = directory ?? "."
        var writer = FileWriter(force: force, creating: [directory])
        for locale in locales {
            let titles = try session.controls.map { control in
                (
                    control: control.id,
                    titles: toBudget
                        ? try paddedTitles(control, locale: locale, session: session)
                        : control.segments.map { segment in
                            segment.title?[control.sourceLocale].map {
                                PseudoLocalizer.pseudo($0.value, locale: locale)
                            }
                        }
                )
            }
            writer.add(
                (directory as NSString).appendingPathComponent("\(locale).json"),
                ContentWriter.translationFile(locale: locale, titles: titles))
        }
        try writer.commit()
        console.line(
            "wrote \(writer.paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) for \(session.controls.count) controls into \(directory)"
        )
        return .success
    }

    /// The control's source titles in `locale`'s pseudo form, each padded to its budget in the
    /// source locale's layout: measured as the control shows it (placeholders filled, its text
    /// case) in every state's font, within the same 0.005 pt `segqa check` allows.
    func paddedTitles(_ control: ResolvedControl, locale: String, session: CheckSession) throws -> [String?] {
        do {
            let measurer = session.requireMeasurer
            let source = try session.engine.localize(
                control, locale: control.sourceLocale, source: nil, measurer: measurer)
            let budgets = Dictionary(source.jointBudgets.map { ($0.segment, $0) }, uniquingKeysWith: { a, _ in a })
            return try control.segments.map { segment in
                guard let title = segment.title?[control.sourceLocale] else { return nil }
                guard let budget = budgets[segment.index] else {
                    return PseudoLocalizer.pseudo(title.value, locale: locale)
                }
                return try PseudoLocalizer.padded(title.value, locale: locale) { candidate in
                    let shown = try CaseMapping.apply(
                        control.textCase, to: Placeholders.formatted(candidate), locale: locale)
                    return try budget.maxWidths.allSatisfy { state, maxWidth in
                        let font = control.stateFonts[state]
                        return try measurer.advance(shown, font: font.request, locale: locale) * font.size
                            <= maxWidth + 0.005
                    }
                }
            }
        } catch {
            throw InputError(error)
        }
    }
}
