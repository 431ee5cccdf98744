import Foundation

/// What a run is doing, on standard error, through every phase: what ships, reading files,
/// reading code, settling controls, measuring, writing. At a terminal one line rewritten in
/// place (at most ten times a second); in a log (a pipe, a file, CI) a line only when a run has
/// gone on for `logInterval` seconds since the last one, so a short run prints none and a long
/// one is never silent for long. `--quiet` silences both.
final class Progress: @unchecked Sendable {
    enum Mode { case terminal, log }

    /// Seconds between lines in a log.
    static let logInterval: TimeInterval = 5

    private let lock = NSLock()
    private let console: Console
    private let mode: Mode
    private var phase = ""
    private var total = 0
    private var lastShown: Date
    private var shown = false

    private init(console: Console, mode: Mode) {
        self.console = console
        self.mode = mode
        // In a log the first line waits a whole interval: a quick run stays quiet.
        lastShown = mode == .log ? Date() : .distantPast
    }

    /// The progress of a run: in place at a terminal, now and then in a log; nil with `--quiet`.
    static func make(_ console: Console, quiet: Bool) -> Progress? {
        guard !quiet else { return nil }
        let terminal = console.isTerminal && ProcessInfo.processInfo.environment["CI"] == nil
        return Progress(console: console, mode: terminal ? .terminal : .log)
    }

    /// A new phase ("reading code (1,903 files)"), shown at once at a terminal.
    func begin(_ phase: String) {
        lock.lock()
        defer { lock.unlock() }
        self.phase = phase
        show(phase, force: mode == .terminal)
    }

    /// Measuring: "measuring 312/2,000 controls".
    func start(total: Int) {
        lock.lock()
        self.total = total
        lock.unlock()
    }

    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        show("measuring \(done)/\(total) controls", force: done == total && mode == .terminal)
    }

    /// Clears the line at a terminal before the report or the closing line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if mode == .terminal && shown { console.progress("\r\u{1B}[K") }
        shown = false
    }

    private func show(_ text: String, force: Bool) {
        let now = Date()
        switch mode {
        case .terminal:
            guard force || now.timeIntervalSince(lastShown) >= 0.1 else { return }
            lastShown = now
            shown = true
            console.progress("\r\u{1B}[Ksegqa: \(text)")
        case .log:
            guard now.timeIntervalSince(lastShown) >= Self.logInterval else { return }
            lastShown = now
            console.progress("segqa: \(text)…\n")
        }
    }
}
