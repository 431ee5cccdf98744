import Foundation

/// The test process has one working directory, and tests run in parallel: whatever runs in a
/// directory of its own (segqa in-process, project discovery) takes its turn here and puts the
/// original back; processes the tests start get a directory that never goes away, not whichever
/// scratch folder another test holds (and may delete) at that moment.
public enum WorkingDirectory {
    private static let turn = NSLock()
    /// The directory the tests started in.
    public static let home = FileManager.default.currentDirectoryPath

    /// Runs `body` with `path` as the working directory, no other test changing it meanwhile.
    public static func inside<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        turn.lock()
        defer { turn.unlock() }
        let home = Self.home  // read before the first change, or the first directory would become home
        precondition(FileManager.default.changeCurrentDirectoryPath(path), "cannot change to \(path)")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(home) }
        return try body()
    }
}
