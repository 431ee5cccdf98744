import Foundation

/// Every file this process has read, by its resolved path, so that no command writes over a
/// file it reads in the same run (`--output` naming an input, `--report-dir` an input's folder).
public final class FilesRead: @unchecked Sendable {
    public static let shared = FilesRead()
    private let lock = NSLock()
    private var paths: Set<String> = []

    public func record(_ path: String) {
        guard let real = Self.resolved(path) else { return }
        lock.lock()
        paths.insert(real)
        lock.unlock()
    }

    /// A new run (segqa run in-process, as the tests do, reads for one command at a time).
    public func reset() {
        lock.lock()
        paths = []
        lock.unlock()
    }

    public func contains(_ path: String) -> Bool {
        guard let real = Self.resolved(path) else { return false }
        lock.lock()
        defer { lock.unlock() }
        return paths.contains(real)
    }

    /// The path with links and `..` resolved; for a file that does not exist yet, its folder's.
    public static func resolved(_ path: String) -> String? {
        if let real = InputPaths.realPath(path) { return real }
        let folder = InputPaths.folder(of: path)
        return InputPaths.realPath(folder.isEmpty ? "." : folder).map {
            ($0 as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        }
    }
}
