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

    private let console: Console

    private init(console: Console) { self.console = console }

    /// A progress line when standard error is a terminal and nothing asks for silence.
    static func forTerminal(_ console: Console, quiet: Bool) -> Progress? {
        guard !quiet, console.isTerminal, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return Progress(console: console)
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
        console.progress("\r\u{1B}[Kchecking \(done)/\(total) controls")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { console.progress("\r\u{1B}[K") }
    }
}
