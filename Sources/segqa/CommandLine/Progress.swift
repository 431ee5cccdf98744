import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// "checking 312/2000 controls" on standard error, rewritten in place, for long runs at a
/// terminal. Never in a pipe, a file, a CI log (CI set) or with --quiet: those get no progress.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var lastShown = Date.distantPast
    private var shown = false

    /// A progress line when standard error is a terminal and nothing asks for silence.
    static func forTerminal(quiet: Bool) -> Progress? {
        guard !quiet, isatty(2) == 1, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return Progress()
    }

    func start(total: Int) {
        lock.lock()
        self.total = total
        lock.unlock()
    }

    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        // At most ten redraws a second: the line is for people, not a log.
        let now = Date()
        guard now.timeIntervalSince(lastShown) >= 0.1 || done == total else { return }
        lastShown = now
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[Kchecking \(done)/\(total) controls".utf8))
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
