import Foundation

/// Everything one run reads: the paths given (directories walked, globs expanded), read on
/// several threads, then the localization files that content files and `segqa.json` name in
/// `"sources"`, relative to the file that names them.
public struct LoadedInputs: Sendable {
    public var files: [LoadedFile]
    /// The files read, in order, as the user named them (reports list them).
    public var paths: [String]
}

public enum ProjectLoader {
    /// - `sources`: the configuration's `"sources"` (each relative to `segqa.json`).
    public static func load(_ paths: [String], sources configured: [Located<String>] = [], jobs: Int = 1) throws
        -> LoadedInputs
    {
        let expanded = try InputPaths.expand(paths, accepts: InputLoader.isInput)
        let loaded = try concurrentMap(expanded.count, workers: jobs) { index, _ in
            try InputLoader.load(path: expanded[index].path, foundInDirectory: expanded[index].foundInDirectory)
        }
        var inputs = LoadedInputs(files: [], paths: [])
        for (input, files) in zip(expanded, loaded) {
            if !files.isEmpty { inputs.paths.append(input.path) }
            inputs.files += files
        }
        var sources = configured
        for case let .content(content) in inputs.files { sources += content.sources }
        for source in sources {
            for input in try InputPaths.expand([try path(of: source)], accepts: InputLoader.isInput)
            where !inputs.paths.contains(input.path) {
                inputs.paths.append(input.path)
                inputs.files += try InputLoader.load(path: input.path, foundInDirectory: input.foundInDirectory)
            }
        }
        return inputs
    }

    /// A `"sources"` entry as a path: relative to the file that names it, and existing.
    static func path(of source: Located<String>) throws -> String {
        let base = (source.location.file as NSString).deletingLastPathComponent
        let path = InputPaths.normalized(
            source.value.hasPrefix("/") || base.isEmpty
                ? source.value : (base as NSString).appendingPathComponent(source.value))
        guard FileManager.default.fileExists(atPath: path) else {
            throw ModelError(source.location, "no such file or folder '\(source.value)' (looked for \(path))")
        }
        return path
    }
}
