import Foundation

/// Reads any input segqa understands, recognised by extension and place: segqa JSON, String
/// Catalogs, `.strings`/`.stringsdict` in `.lproj` folders, XLIFF (alone or in an `.xcloc`),
/// storyboards and XIBs, and Android resources in `values…` folders.
public enum InputLoader {
    /// Source code: Swift, Kotlin, Java, Objective-C (the code reader's languages).
    public static let codeExtensions: Set<String> = ["swift", "kt", "kts", "java", "m", "mm", "h"]

    public static let extensions = codeExtensions.union([
        "json", "xcstrings", "strings", "stringsdict", "xliff", "storyboard", "xib", "xml",
    ])

    /// Whether a file met while walking a directory is an input. Copies of sources inside an
    /// `.xcloc` bundle and build or dependency folders are not.
    public static func isInput(_ path: String) -> Bool {
        let ext = InputPaths.fileExtension(path).lowercased()
        guard extensions.contains(ext) else { return false }
        let components = InputPaths.components(path)
        let skipped: Set<Substring> = [
            ".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "build", "Source Contents", "Notes",
        ]
        if components.contains(where: { skipped.contains($0) }) { return false }
        if InputPaths.fileName(path) == "segqa.json" { return false }
        if ext == "xml" {
            let folder = components.dropLast().last.map(String.init) ?? ""
            let folderPath = components.dropLast().suffix(2).joined(separator: "/")
            return LocalizationFolders.androidLocale(folderPath) != nil || isLayoutFolder(folder)
        }
        return true
    }

    /// `layout`, `layout-land`, `layout-sw600dp`: Android layouts, where controls are declared.
    static func isLayoutFolder(_ folder: String) -> Bool { folder == "layout" || folder.hasPrefix("layout-") }

    /// Why a file met while walking a directory is passed over, or nil to read it: a `.strings`
    /// outside an `.lproj` is a translation tool's source, whose language segqa cannot know.
    public static func skipReason(_ path: String) -> String? {
        let ext = (path as NSString).pathExtension.lowercased()
        if ext == "strings" || ext == "stringsdict", LocalizationFolders.lprojLocale(path) == nil {
            return "a .\(ext) file outside an .lproj folder (a translation tool's copy?): its locale is unknown"
        }
        return nil
    }

    /// Reads one file. `foundInDirectory`: JSON without `"segqa"` (a `package.json` next to the
    /// strings) is skipped rather than an error, since nobody named it.
    /// `segmentStyles`: the app's radio-button styles that make segments (`AndroidLayoutReader`).
    public static func load(path: String, foundInDirectory: Bool = false, segmentStyles: Set<String> = []) throws
        -> [LoadedFile]
    {
        let source = try ContentLoader.readSource(path: path)
        switch (path as NSString).pathExtension.lowercased() {
        case "json":
            if foundInDirectory, !isSegQAJSON(source) { return [] }
            return [try ContentLoader.load(source)]
        case "storyboard", "xib":
            return [.content(try InterfaceBuilderReader.read(source))]
        case "strings":
            let locale = try lprojLocale(of: source)
            var tables = LocalizationTables()
            tables.declare(locale)
            let table = try StringsFileReader.readLeniently(source)
            var strings: [String: LocalizedString] = [:]
            strings.reserveCapacity(table.entries.count)
            for entry in table.entries { strings[entry.key.value] = LocalizedString(value: entry.value) }
            if !strings.isEmpty { tables.add(strings, table: tableName(path), locale: locale, file: path) }
            if let (error, lost) = table.problem {
                // Named on the command line, a syntax error is an error; met in a folder, the file is read as a device reads it.
                guard foundInDirectory else { throw error }
                let keys = lost.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (lost.count > 5 ? ", …" : "")
                throw PartialRead(
                    files: [.tables(tables)], error: error,
                    consequence: lost.isEmpty
                        ? "the keys before it are read"
                        : "a device loses \(lost.count) \(lost.count == 1 ? "key" : "keys") of this file (\(keys))")
            }
            return [.tables(tables)]
        case "stringsdict":
            let locale = try lprojLocale(of: source)
            var tables = LocalizationTables()
            tables.declare(locale)
            let name = tableName(path)
            for entry in try StringsDictReader.read(source) {
                tables.add(entry.string, table: name, key: entry.key, locale: locale, file: path)
            }
            return [.tables(tables)]
        case "xcstrings":
            var tables = LocalizationTables()
            let name = tableName(path)
            for entry in try StringCatalogReader.read(source).entries {
                tables.add(entry.string, table: name, key: entry.key, locale: entry.locale, file: path)
            }
            return [.tables(tables)]
        case "xliff":
            var tables = LocalizationTables()
            for entry in try XLIFFReader.read(source) {
                tables.add(entry.string, table: entry.table, key: entry.key, locale: entry.locale, file: path)
            }
            return [.tables(tables)]
        case "xml":
            let folder = (InputPaths.folder(of: path) as NSString).lastPathComponent
            if isLayoutFolder(folder) { return try AndroidLayoutReader.read(source, segmentStyles: segmentStyles) }
            return try AndroidResourcesReader.read(source)
        default:
            throw ModelError(
                SourceLocation(file: path, line: 1, column: 1),
                "segqa does not read .\((path as NSString).pathExtension) files (it reads \(extensions.sorted().joined(separator: ", ")))"
            )
        }
    }

    /// A file read in part: what was read, the error that stopped it, and what that costs.
    public struct PartialRead: Error {
        public var files: [LoadedFile]
        public var error: ModelError
        public var consequence: String
    }

    /// "Main" for `de.lproj/Main.strings`, `Main.xcstrings`, `Base.lproj/Main.storyboard`.
    public static func tableName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The locale of a file in an `.lproj` folder; Base is the development region ("").
    static func lprojLocale(of source: SourceText) throws -> String {
        switch LocalizationFolders.lprojLocale(source.file) {
        case .none:
            throw ModelError(
                SourceLocation(file: source.file, line: 1, column: 1),
                "a .\((source.file as NSString).pathExtension) file outside an .lproj folder: its locale is unknown (put it in de.lproj/ or similar)"
            )
        case .some(nil): return ""
        case let .some(locale?): return locale
        }
    }

    /// A JSON file whose top object has a "segqa" key (checked cheaply, without a full parse).
    static func isSegQAJSON(_ source: SourceText) -> Bool {
        // A file that does not parse is the loader's to report, with its place.
        guard let root = try? JSONParser.parse(source.bytes) else { return true }
        return root["segqa"] != nil
    }
}
