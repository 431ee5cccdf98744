import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file this process has read, by its identity (device and inode), so that no command
/// writes over a file it reads in the same run (`--output` naming an input, `--report-dir` an
/// input's folder). An identity, not a resolved path: the reader has it from the `fstat` it makes
/// anyway, where resolving each path walked every component with `readlink` (3 % of a large app's
/// run), and a file reached by two names (a link, a hard link) is one file.
public final class FilesRead: @unchecked Sendable {
    public static let shared = FilesRead()
    private let lock = NSLock()
    private var files: Set<Identity> = []

    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Records the file `info` describes (from `stat` or `fstat` of what was read).
    public func record(_ info: stat) {
        lock.lock()
        files.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        lock.unlock()
    }

    /// A new run (segqa run in-process, as the tests do, reads for one command at a time).
    public func reset() {
        lock.lock()
        files = []
        lock.unlock()
    }

    /// Whether `path` (links followed) is a file this run read; a path that names nothing was not.
    public func contains(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        return files.contains(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
