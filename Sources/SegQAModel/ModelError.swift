/// Bad input: a message with the file, line and column it is about. Exit status 65.
public struct ModelError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, the form compilers use.
    public var description: String { "\(location): error: \(message)" }
}

/// A value from an input file with where it stands: file, line, column, JSON pointer.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation
    public var pointer: String

    public init(_ value: Value, at location: SourceLocation, pointer: String) {
        self.value = value
        self.location = location
        self.pointer = pointer
    }
}

extension Located: Equatable where Value: Equatable {}
