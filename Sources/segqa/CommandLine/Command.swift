import Foundation

/// Exit statuses (BSD sysexits where they apply).
enum ExitStatus: Int32 {
    case success = 0
    case findings = 1
    case usage = 64
    case dataError = 65
    case internalError = 70
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

/// Standard output and error, buffered; nothing else in segqa writes to them.
final class Console {
    private var buffer: [UInt8] = []

    func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    func line(_ text: String = "") { out(text + "\n") }

    func error(_ text: String) {
        flush()
        FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Reads all of standard input.
    func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
