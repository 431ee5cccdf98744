import CICUShim

/// A failure reported by ICU, with the operation that failed and ICU's error number.
public enum UnicodeError: Error, Equatable, CustomStringConvertible {
    case icu(operation: String, status: Int32)

    public var description: String {
        switch self {
        case let .icu(operation, status): return "ICU \(operation) failed with status \(status)"
        }
    }
}

/// Turns an ICU status into a thrown `UnicodeError` (warnings, status < 0, are success).
@inline(__always)
func check(_ status: Int32, _ operation: String) throws {
    if status > 0 { throw UnicodeError.icu(operation: operation, status: status) }
}

/// Runs a preflighting ICU string function: first to learn the length, then to fill the buffer.
func icuString(
    _ operation: String,
    _ body: (UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws -> [UInt16] {
    var status: Int32 = 0
    var capacity = body(nil, 0, &status)
    // U_BUFFER_OVERFLOW_ERROR (15) is the expected answer of a preflight.
    if status > 0 && status != 15 { throw UnicodeError.icu(operation: operation, status: status) }
    capacity = max(capacity, 0)
    var result = [UInt16](repeating: 0, count: Int(capacity) + 1)
    status = 0
    let length = result.withUnsafeMutableBufferPointer { body($0.baseAddress, capacity + 1, &status) }
    try check(status, operation)
    result.removeSubrange(Int(length)...)
    return result
}
