import Foundation
import SegQACLI
import SegQATesting

/// Runs segqa end to end: in-process through `SegQACLI.main` (the executable's own entry, with
/// real arguments, files, fonts and exit status, captured output), or as the built binary where
/// the process itself is under test (crashes, signals, time bounds, environment, terminals).
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// `.exit`, or `.uncaughtSignal` for a crash (a process run only).
        var reason: Process.TerminationReason = .exit
    }

    static var binary: URL {
        // The test bundle lives in .build/<config>/; the executable beside it.
        var directory = Bundle.module.bundleURL.deletingLastPathComponent()
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("segqa").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("segqa")
    }

    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// segqa resolves relative paths against the working directory, which a process has one of:
    /// in-process runs take turns (`WorkingDirectory`), each in its own directory.

    /// In-process, unless an environment is asked for (which only a process of its own can have).
    @discardableResult
    static func run(_ arguments: [String], stdin: String? = nil, cwd: URL? = nil, environment: [String: String] = [:])
        throws -> Result
    {
        guard environment.isEmpty else {
            return try runProcess(arguments, stdin: stdin, cwd: cwd, environment: environment)
        }
        let console = Console(capturingWithInput: Array((stdin ?? "").utf8))
        let status = WorkingDirectory.inside(cwd?.path ?? WorkingDirectory.home) {
            SegQACLI.main(arguments, console: console)
        }
        return Result(
            status: status, stdout: String(decoding: console.capturedOutput, as: UTF8.self),
            stderr: String(decoding: console.capturedError, as: UTF8.self))
    }

    /// The built binary in a process of its own.
    @discardableResult
    /// A process still running after `timeout` seconds is killed (a hang fails the test, it
    /// does not stop the suite): its result has reason `.uncaughtSignal`.
    static func runProcess(
        _ arguments: [String], stdin: String? = nil, cwd: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 300
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = cwd ?? URL(fileURLWithPath: WorkingDirectory.home)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read before waiting so a full pipe cannot block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self), reason: process.terminationReason)
    }
}
