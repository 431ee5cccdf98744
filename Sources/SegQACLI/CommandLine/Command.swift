import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit statuses (BSD sysexits where they apply).
enum ExitStatus: Int32 {
    case success = 0
    case findings = 1
    case usage = 64
    case dataError = 65
    case internalError = 70
    /// An output file segqa will not write: an input of the run, or a file it did not write.
    case cannotCreate = 73
    /// Writing failed (a full disk, a folder that cannot be made).
    case ioError = 74
}

/// A file that could not, or must not, be written.
struct OutputError: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String
    var description: String { message }
}

/// A segqa command: static metadata, then `init(parsed:)` (validation; usage errors throw),
/// then `run()`.
protocol Command {
    static var spec: CommandSpec { get }
    init(_ arguments: ParsedArguments) throws
    func run(_ console: Console) throws -> ExitStatus
}

/// An input problem that ends the run with exit 65; `message` already names the place.
struct InputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Standard output and error, buffered; nothing else in segqa writes to them. A captured
/// console (tests running segqa in-process) keeps both as text, and has no terminal.
public final class Console {
    private var buffer: [UInt8] = []
    private let captures: Bool
    private let input: [UInt8]?
    /// What a captured console was given to print.
    public private(set) var capturedOutput: [UInt8] = []
    public private(set) var capturedError: [UInt8] = []

    /// The process's standard output, error and input.
    public init() {
        captures = false
        input = nil
    }

    /// A console that keeps what is printed and reads `standardInput` as standard input.
    public init(capturingWithInput standardInput: [UInt8]) {
        captures = true
        input = standardInput
    }

    /// Whether standard error is a terminal people watch (never for a captured console).
    var isTerminal: Bool { !captures && isatty(2) == 1 }
    /// Whether standard output is a terminal (never for a captured console).
    var writesToTerminal: Bool { !captures && isatty(1) == 1 }

    func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    func line(_ text: String = "") { out(text + "\n") }

    /// Bytes already encoded (a JSON line written as bytes).
    func out(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count > 1 << 16 { flush() }
    }

    func error(_ text: String) {
        flush()
        if captures {
            capturedError += Array((text + "\n").utf8)
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// Writes a progress line's bytes to standard error as they are (no newline).
    func progress(_ text: String) {
        guard !captures else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        if captures {
            capturedOutput += buffer
            return
        }
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = write(1, base + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// Reads all of standard input.
    func readStandardInput() -> [UInt8] {
        input ?? [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
