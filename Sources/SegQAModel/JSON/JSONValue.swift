import Foundation

/// A parsed JSON value that remembers where it stands in its file.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number and its text as written.
        case number(Double, String)
        case string(String)
        case array([JSONNode])
        /// Members in file order (duplicate keys are rejected by the parser).
        case object([Member])
    }

    public struct Member: Sendable {
        public var key: String
        public var keyOffset: Int
        public var value: JSONNode
    }

    public var value: Value
    /// Byte offset of the value's first byte.
    public var offset: Int

    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var string: String? { if case let .string(s) = value { return s } else { return nil } }
    public var number: Double? { if case let .number(n, _) = value { return n } else { return nil } }
    public var bool: Bool? { if case let .bool(b) = value { return b } else { return nil } }
    public var array: [JSONNode]? { if case let .array(a) = value { return a } else { return nil } }
    public var members: [Member]? { if case let .object(m) = value { return m } else { return nil } }

    public subscript(key: String) -> JSONNode? { members?.first { $0.key == key }?.value }
}

/// Escapes one JSON Pointer reference token (RFC 6901).
public func jsonPointerToken(_ key: String) -> String {
    // Most keys have neither: no new string (this runs for every string of every table read).
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
    var token = ""
    for character in key.unicodeScalars {
        switch character {
        case "~": token += "~0"
        case "/": token += "~1"
        default: token.unicodeScalars.append(character)
        }
    }
    return token
}
