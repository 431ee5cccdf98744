import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the PATHS of `segqa check` into files: files as given, directories searched
/// (recursively) for files `accepts` takes, and globs (`'strings/*.json'`, quoted so the shell
/// leaves them alone, as on Windows CI runners) expanded in sorted order.
enum InputPaths {
    /// - `accepts`: whether a file found inside a directory is an input (by its name).
    static func expand(_ paths: [String], accepts: (String) -> Bool) throws -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        func add(_ path: String) {
            if seen.insert(path).inserted { result.append(path) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    let found = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                        .filter { accepts(($0 as NSString).lastPathComponent) }.sorted()
                    found.forEach { add((path as NSString).appendingPathComponent($0)) }
                } else {
                    add(path)
                }
            } else if isGlob(path) {
                let matches = glob(path)
                if matches.isEmpty { throw InputError(message: "\(path): no file matches this pattern") }
                for match in matches {
                    var matchIsDirectory: ObjCBool = false
                    let exists = FileManager.default.fileExists(atPath: match, isDirectory: &matchIsDirectory)
                    if exists && !matchIsDirectory.boolValue { add(match) }
                }
            } else {
                // Left to the loader, which says "no such file" with the path.
                add(path)
            }
        }
        return result
    }

    static func isGlob(_ path: String) -> Bool { path.contains { "*?[".contains($0) } }

    /// POSIX glob(3), sorted.
    static func glob(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard systemGlob(pattern, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { index in
            matches.gl_pathv[index].map { String(cString: $0) }
        }.sorted()
    }
}

/// glob(3) under one name on both C libraries.
private func systemGlob(_ pattern: String, _ result: inout glob_t) -> Int32 {
    #if canImport(Glibc)
    return Glibc.glob(pattern, 0, nil, &result)
    #else
    return Darwin.glob(pattern, 0, nil, &result)
    #endif
}
