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
        ],
        discussion: """
            SOURCES are what 'segqa check' reads. Each file that holds controls (a storyboard, a XIB, Android values/)
            becomes one content file with every control, its widths, and its titles in every locale the
            translation files give. Plural and device variants keep their main form.
            """)

    var arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "give the storyboards, folders or resources to import")
        }
        guard arguments.value("output") != nil else { throw UsageError(message: "'--output DIR' is required") }
        self.arguments = arguments
    }

    func run(_ console: Console) throws -> ExitStatus {
        let session = try CheckSession(paths: arguments.positionals, arguments: arguments)
        guard !session.controls.isEmpty else {
            throw InputError(
                message:
                    "no segmented controls in \(session.inputs.joined(separator: ", ")) (String Catalogs, .strings and XLIFF hold strings, not controls: refer to their keys from a content file's titles)"
            )
        }
        let directory = arguments.value("output")!
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw InputError(message: "\(directory): cannot create: \(error.localizedDescription)")
        }
        var byFile: [(String, [ResolvedControl])] = []
        for control in session.controls {
            if let index = byFile.firstIndex(where: { $0.0 == control.file }) {
                byFile[index].1.append(control)
            } else {
                byFile.append((control.file, [control]))
            }
        }
        var writer = FileWriter()
        var used = Set<String>()
        for (file, controls) in byFile {
            var name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if name == "strings" {
                name = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent.split(
                    separator: "/"
                ).suffix(3).joined(separator: "-")
            }
            var unique = name
            var number = 2
            while !used.insert(unique).inserted {
                unique = "\(name)-\(number)"
                number += 1
            }
            writer.add(
                (directory as NSString).appendingPathComponent(unique + ".json"), Self.content(controls, from: file))
        }
        try writer.commit()
        console.line(
            "wrote \(writer.paths.count) content file\(writer.paths.count == 1 ? "" : "s") with \(session.controls.count) controls into \(directory)"
        )
        return .success
    }

    static func content(_ controls: [ResolvedControl], from file: String) -> String {
        let sourceLocale = controls.first?.sourceLocale ?? "en"
        let items: [JSONOutput] = controls.map { control in
            var members: [(String, JSONOutput)] = [
                ("id", .string(control.id)), ("comment", .string("imported from \(file)")),
            ]
            if let width = control.explicitWidth { members.append(("width", .double(width))) }
            if control.distribution == .proportional { members.append(("distribution", .string("proportional"))) }
            if let selected = control.selectedSegment { members.append(("selectedSegment", .int(selected))) }
            members.append(
                (
                    "segments",
                    .array(
                        control.segments.map { segment in
                            var fields: [(String, JSONOutput)] = []
                            if let title = segment.title {
                                let locales =
                                    [control.sourceLocale]
                                    + title.entries.keys.filter { $0 != control.sourceLocale }.sorted()
                                fields.append(
                                    (
                                        "title",
                                        .object(
                                            locales.compactMap { locale in
                                                title[locale].map { (locale, .string($0.value)) }
                                            })
                                    ))
                            }
                            if let image = segment.image {
                                fields.append(("image", .object([("name", .string(image.name.value))])))
                            }
                            if let width = segment.width { fields.append(("width", .double(width.value))) }
                            if !segment.enabled { fields.append(("enabled", .bool(false))) }
                            return .object(fields)
                        })
                ))
            return .object(members)
        }
        return JSONOutput.object([
            ("segqa", .int(1)), ("sourceLocale", .string(sourceLocale)), ("controls", .array(items)),
        ])
        .serialized(pretty: true) + "\n"
    }
}
