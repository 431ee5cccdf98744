import Foundation
import SegQACore
import SegQAModel

/// `segqa import`: segqa content files from what a team already has (storyboards and XIBs with
/// their translations, Android resources), to add devices, fonts and states by hand.
struct ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import",
        abstract: "write segqa content files from storyboards, XIBs and Android resources with their translations",
        arguments: "SOURCES...",
        options: [
            .value("output", "DIR", short: "o", help: "the directory to write <source>.json files into (required)"),
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward)"),
            .flag("force", help: "replace files in DIR segqa did not write (never a file this run reads)"),
        ],
        discussion: """
            SOURCES are what 'segqa check' reads. Each file that holds controls (a storyboard, a XIB, Android values/)
            becomes one content file with every control, its widths, and its titles in every locale the
            translation files give. Plural and device variants keep their main form. A file met in a folder
            that cannot be read is said with its place and counted, and the exit status is then 1.
            """)

    var session: SessionOptions
    var directory: String
    var force: Bool

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "give the storyboards, folders or resources to import")
        }
        guard let directory = arguments.value("output") else { throw UsageError(message: "'--output DIR' is required") }
        self.directory = directory
        force = arguments.flag("force")
        session = try SessionOptions(arguments)
    }

    func run(_ console: Console) throws -> ExitStatus {
        // Importing reads and writes content: no fonts, so fontconfig is never started.
        let session = try CheckSession(session, measures: false)
        // What could not be read is said as check says it, with its place, and counted.
        let unreadable = session.diagnostics.filter { $0.rule == "unreadable_input" }
        for diagnostic in unreadable {
            console.error("segqa: warning: \(diagnostic.location): \(diagnostic.message) [unreadable_input]")
        }
        guard !session.controls.isEmpty else {
            throw InputError(
                message: (unreadable.isEmpty
                    ? "" : "\(unreadable.count) file\(unreadable.count == 1 ? "" : "s") could not be read (above); ")
                    + "no segmented controls in \(session.inputs.joined(separator: ", ")) (String Catalogs, .strings and XLIFF hold strings, not controls: refer to their keys from a content file's titles)"
            )
        }
        var byFile: [(String, [ResolvedControl])] = []
        for control in session.controls {
            if let index = byFile.firstIndex(where: { $0.0 == control.file }) {
                byFile[index].1.append(control)
            } else {
                byFile.append((control.file, [control]))
            }
        }
        var writer = FileWriter(force: force, creating: [directory])
        var used = Set<String>()
        for (file, controls) in byFile {
            var name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if name == "strings" {
                name = InputPaths.folder(of: InputPaths.folder(of: file))
                    .split(separator: "/").suffix(3).joined(separator: "-")
            }
            var unique = name
            var number = 2
            while !used.insert(unique).inserted {
                unique = "\(name)-\(number)"
                number += 1
            }
            let written = controls.map { control in
                ContentWriter.Control(
                    id: control.id, comment: "imported from \(file)", width: control.explicitWidth,
                    proportional: control.distribution == .proportional, selectedSegment: control.selectedSegment,
                    segments: control.segments)
            }
            writer.add(
                (directory as NSString).appendingPathComponent(unique + ".json"),
                ContentWriter.contentFile(written, sourceLocale: controls.first?.sourceLocale ?? "en"))
        }
        try writer.commit()
        let notRead =
            unreadable.isEmpty
            ? "" : "; \(unreadable.count) file\(unreadable.count == 1 ? "" : "s") could not be read (said above)"
        console.line(
            "wrote \(writer.paths.count) content file\(writer.paths.count == 1 ? "" : "s") with \(session.controls.count) controls into \(directory)\(notRead)"
        )
        return unreadable.isEmpty ? .success : .findings
    }
}
