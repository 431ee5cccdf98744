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
        /// A folder of the walk segqa cannot list (`unreadable_input`), or a link it did not follow
        /// (said on standard error): not a file to read.
        public var problem: Problem?

        public enum Problem: Equatable, Sendable {
            /// What cannot be read (a folder that cannot be listed, a name that is not UTF-8), and why.
            case unreadable(String)
            case notFollowed(String)
        }

        public init(path: String, foundInDirectory: Bool, problem: Problem? = nil) {
            self.path = path
            self.foundInDirectory = foundInDirectory
            self.problem = problem
        }
    }

    /// What a walk of a folder met: files (paths relative to it, in no order), links not followed
    /// and folders that could not be listed, with why.
    public struct Walk: Sendable {
        public var files: [String] = []
        public var notFollowed: [(path: String, reason: String)] = []
        public var unreadable: [(path: String, reason: String)] = []
    }

    /// Walks `root` without recursion. A link is followed when what it points at stays inside
    /// the root (a folder once: links that loop are not followed twice); a link out of it is not
    /// followed, and said. `prune` names folders not to enter (by name).
    public static func walk(_ root: String, prune: (String) -> Bool = { _ in false }) -> Walk {
        var result = Walk()
        guard let rootReal = realPath(root) else {
            result.unreadable.append((root, "cannot resolve the folder"))
            return result
        }
        var visited: Set<[UInt64]> = []
        var rootInfo = stat()
        if stat(root, &rootInfo) == 0 { visited.insert([UInt64(rootInfo.st_dev), UInt64(rootInfo.st_ino)]) }
        var pending = [""]
        while let folder = pending.popLast() {
            let folderPath = folder.isEmpty ? root : (root as NSString).appendingPathComponent(folder)
            guard let directory = opendir(folderPath) else {
                result.unreadable.append((folderPath, "cannot list the folder (\(String(cString: strerror(errno))))"))
                continue
            }
            var names: [String] = []
            while let entry = readdir(directory) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
                let name = String(decoding: bytes, as: UTF8.self)
                if Array(name.utf8) != bytes {
                    // A path segqa cannot spell cannot be opened again: said, not silently lost.
                    result.unreadable.append(
                        (
                            (folderPath as NSString).appendingPathComponent(name),
                            "its name is not valid UTF-8 (bytes \(bytes.map { String($0, radix: 16) }.joined(separator: " "))), which segqa cannot open"
                        ))
                    continue
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let full = (root as NSString).appendingPathComponent(relative)
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if prune(name) { continue }
                    if visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted { pending.append(relative) }
                case S_IFLNK:
                    var target = stat()
                    guard stat(full, &target) == 0, let real = realPath(full) else {
                        result.notFollowed.append((full, "a link to nothing"))
                        continue
                    }
                    guard real == rootReal || real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") else {
                        result.notFollowed.append((full, "a link to \(real), outside \(root)"))
                        continue
                    }
                    if target.st_mode & S_IFMT == S_IFDIR {
                        if prune(name) { continue }
                        guard visited.insert([UInt64(target.st_dev), UInt64(target.st_ino)]).inserted else {
                            result.notFollowed.append((full, "a link to a folder already walked (a loop)"))
                            continue
                        }
                        pending.append(relative)
                    } else {
                        result.files.append(relative)
                    }
                default:
                    // Regular files, and FIFOs, devices and sockets: the reader says it reads
                    // regular files only, as a finding.
                    result.files.append(relative)
                }
            }
        }
        return result
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
                    let walk = walk(path)
                    let found = walk.files.filter { accepts($0) && !excluded($0) }.sorted()
                    found.forEach { add((path as NSString).appendingPathComponent($0), found: true) }
                    for (folder, reason) in walk.unreadable {
                        result.append(Input(path: folder, foundInDirectory: true, problem: .unreadable(reason)))
                    }
                    for (link, reason) in walk.notFollowed {
                        result.append(Input(path: link, foundInDirectory: true, problem: .notFollowed(reason)))
                    }
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
        // Most paths (every one a folder walk makes) are already normal: checked byte by byte
        // instead of split and joined, which was 3 % of a large app's run.
        if isNormal(path) { return path }
        // `./a/b`, as every file of `segqa check .` is named: the rest is most often normal.
        if path.hasPrefix("./"), case let rest = String(path.dropFirst(2)), !rest.isEmpty, isNormal(rest) {
            return rest
        }
        var parts: [Substring] = []
        for part in components(path) {
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

    /// The names in `path` between slashes (empty ones left out), split by bytes: splitting a
    /// `String` by `Character` was a tenth of the work of deciding which files of a large app ship.
    public static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The last name in `path` and its extension (`b.tar.gz` → `gz`; none for `.strings`), as
    /// `NSString` gives them, found by bytes: bridging each path walked was 2 % of a large app's run.
    public static func fileName(_ path: String) -> Substring {
        guard !path.hasSuffix("/") else { return Substring((path as NSString).lastPathComponent) }
        return path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
    }

    public static func fileExtension(_ path: String) -> Substring {
        guard !path.hasSuffix("/") else { return Substring((path as NSString).pathExtension) }
        let name = fileName(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    /// Whether no component of `path` is empty (`a//b`, a trailing `/`), `.` or `..`.
    static func isNormal(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        var first = true
        func componentIsNormal() -> Bool { length > 0 && !(dots == length && length <= 2) }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // A leading `/` is the root, not an empty component.
                if !(first && length == 0), !componentIsNormal() { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        return componentIsNormal()
    }

    /// The folder a path is in, as `NSString.deletingLastPathComponent` gives it ("a/b" → "a",
    /// "/a" → "/", "a" → ""), without its trap: Foundation on Linux stops the process on a
    /// one-character path ("a", ".", "a/"), so an output named `R` crashed segqa.
    public static func folder(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        guard end > path.startIndex else { return path.isEmpty ? "" : "/" }
        guard let slash = path[..<end].lastIndex(of: "/") else { return "" }
        var folderEnd = slash
        while folderEnd > path.startIndex, path[path.index(before: folderEnd)] == "/" {
            folderEnd = path.index(before: folderEnd)
        }
        return folderEnd == path.startIndex ? "/" : String(path[..<folderEnd])
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
