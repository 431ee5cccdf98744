import Foundation

/// Runs the built `segqa` binary (end-to-end: real process, real arguments, real exit status).
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// `.exit`, or `.uncaughtSignal` for a crash.
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

    @discardableResult
    static func run(_ arguments: [String], stdin: String? = nil, cwd: URL? = nil, environment: [String: String] = [:])
        throws -> Result
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = cwd }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
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
