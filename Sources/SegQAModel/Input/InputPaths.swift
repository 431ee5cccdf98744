import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the PATHS of `segqa check` into files: files as given, directories (an Xcode project,
/// an Android `res` folder, an `.xcloc` bundle) searched recursively for files `accepts` takes, and globs (`'strings/*.json'`, quoted so the shell
/// leaves them alone, as on Windows CI runners) expanded in sorted order.
public enum InputPaths {
    /// A file to read, and whether it was found by walking a directory (rather than named).
    public struct Input: Equatable, Sendable {
        public var path: String
        public var foundInDirectory: Bool
    }

    /// - `accepts`: whether a file found inside a directory is an input (by its path).
    /// - `excluding`: `--exclude` patterns, matched against paths inside a walked directory and
    ///   against paths named or globbed.
    public static func expand(_ paths: [String], accepts: (String) -> Bool, excluding: [PathPattern] = []) throws
        -> [Input]
    {
        var result: [Input] = []
        var seen = Set<String>()
        func add(_ path: String, found: Bool = false) {
            if seen.insert(path).inserted { result.append(Input(path: path, foundInDirectory: found)) }
        }
        func excluded(_ path: String) -> Bool { excluding.contains { $0.matches(path) } }
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    let found = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                        .filter { accepts($0) && !excluded($0) }.sorted()
                    found.forEach { add((path as NSString).appendingPathComponent($0), found: true) }
                } else {
                    add(path)
                }
            } else if isGlob(path) {
                let matches = glob(path)
                if matches.isEmpty { throw PathError(message: "\(path): no file matches this pattern") }
                for match in matches {
                    var matchIsDirectory: ObjCBool = false
                    let exists = FileManager.default.fileExists(atPath: match, isDirectory: &matchIsDirectory)
                    if exists && !matchIsDirectory.boolValue && !excluded(match) { add(match) }
                }
            } else {
                // Left to the loader, which says "no such file" with the path.
                add(path)
            }
        }
        return result
    }

    /// `a/b/../c` → `a/c`, `./a` → `a`: relative stays relative (reports name no host path), and
    /// `..` at the start is kept.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
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

/// A path problem with no place in a file (a glob that matches nothing): exit 65 like any bad input.
public struct PathError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
