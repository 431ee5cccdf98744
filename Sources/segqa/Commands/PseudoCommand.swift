import Foundation
import SegQACore
import SegQAFormatting
import SegQAModel

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
        ],
        discussion: """
            en-XA: letters accented, the text expanded by its length (IBM: up to 10 characters +100 %, 11–20 +80 %,
            21–30 +60 %, 31–50 +40 %, 51–70 +31 %, over 70 +30 %), between [ and ]. ar-XB: the text in RLO … PDF.
            With PATHS, writes DIR/en-XA.json and DIR/ar-XB.json, which 'segqa check' reads beside the content files;
            'segqa check --pseudo' does the same without files.
            """)

    var arguments: ParsedArguments
    var locales: [String]

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "give texts (with --text) or content files")
        }
        self.arguments = arguments
        locales = arguments.list("locale").isEmpty ? PseudoLocalizer.locales : arguments.list("locale")
        for locale in locales where !PseudoLocalizer.locales.contains(locale) {
            throw UsageError(message: "unknown pseudo-locale '\(locale)' (en-XA or ar-XB)")
        }
        if !arguments.flag("text") && arguments.value("output") == nil {
            throw UsageError(message: "pseudo-translating files needs --output DIR (or give --text to print texts)")
        }
    }

    func run(_ console: Console) throws -> ExitStatus {
        if arguments.flag("text") {
            for text in arguments.positionals {
                for locale in locales {
                    console.line("\(locale)  \(visibleControls(PseudoLocalizer.pseudo(text, locale: locale)))")
                }
            }
            return .success
        }
        let session = try CheckSession(paths: arguments.positionals, arguments: arguments)
        let directory = arguments.value("output")!
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw InputError(message: "\(directory): cannot create: \(error.localizedDescription)")
        }
        var writer = FileWriter()
        for locale in locales {
            let translations: [(String, JSONOutput)] = session.controls.map { control in
                (
                    control.id,
                    .array(
                        control.segments.map { segment in
                            segment.title?[control.sourceLocale].map {
                                .string(PseudoLocalizer.pseudo($0.value, locale: locale))
                            } ?? .null
                        })
                )
            }
            let file = JSONOutput.object([
                ("segqa", .int(1)), ("locale", .string(locale)), ("translations", .object(translations)),
            ])
            writer.add(
                (directory as NSString).appendingPathComponent("\(locale).json"), file.serialized(pretty: true) + "\n")
        }
        try writer.commit()
        console.line(
            "wrote \(writer.paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")) for \(session.controls.count) controls into \(directory)"
        )
        return .success
    }
}
