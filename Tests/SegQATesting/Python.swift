import Foundation

/// Runs Python, the independent checker the tests lean on (jsonschema, hashlib) and their helper
/// for what Swift makes awkward (a Unix socket).
public enum Python {
    public static func run(_ script: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: WorkingDirectory.home)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether `import name` works.
    public static func hasModule(_ name: String) -> Bool { (try? run("import \(name)").status) == 0 }
}
