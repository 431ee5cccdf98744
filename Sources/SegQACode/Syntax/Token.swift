/// The languages whose source segqa reads for controls built in code.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift, kotlin, java, objectiveC

    /// By file extension: `.swift`, `.kt`/`.kts`, `.java`, `.m`/`.mm`/`.h`.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "java": self = .java
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }

    public static let extensions: Set<String> = ["swift", "kt", "kts", "java", "m", "mm", "h"]

    /// Languages with a C preprocessor (`#if DEBUG`, `#define`) or Swift's conditional compilation.
    var hasConditionalCompilation: Bool { self == .swift || self == .objectiveC }
}

/// One token of source code. Strings keep their value (escapes decoded) and, when they
/// interpolate, their parts: text, and the byte ranges of the interpolated expressions, which
/// are tokenized when something needs them.
public struct Token: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case identifier, string, character, number, punctuation
        /// `#if`, `#elseif`, `#else`, `#endif`, and in Objective-C `#define`, `#ifdef`, `#import` …:
        /// `text` is the directive's name, `directiveArgument` the rest of its line.
        case directive
    }

    public enum StringPart: Sendable, Equatable {
        case text(String)
        /// The byte range of an interpolated expression (`\(…)`, `${…}`, `$name`).
        case expression(Range<Int>)
    }

    // Every token of every file read is kept for the whole run (a 1,900-file app has millions):
    // offsets are stored in 32 bits (files are at most 64 MB) and the rare fields compactly, so a
    // token takes 48 bytes, not 72.
    public var text: String
    /// Interpolated strings only.
    public var parts: [StringPart]? = nil
    private var start: Int32
    private var stop: Int32
    private var argumentStart: Int32 = -1
    private var argumentStop: Int32 = -1
    public var kind: Kind

    /// Byte offset of the token's first byte (for a string: its opening quote or `@`).
    public var offset: Int {
        get { Int(start) }
        set { start = Int32(clamping: newValue) }
    }
    /// Byte offset just past the token.
    public var end: Int {
        get { Int(stop) }
        set { stop = Int32(clamping: newValue) }
    }
    /// For a directive: the bytes after its name, to the end of its (continued) line.
    public var directiveArgument: Range<Int>? {
        argumentStart < 0 ? nil : Int(argumentStart)..<Int(argumentStop)
    }

    public init(
        kind: Kind, text: String, offset: Int, end: Int, parts: [StringPart]? = nil,
        directiveArgument: Range<Int>? = nil
    ) {
        self.kind = kind
        self.text = text
        self.parts = parts
        start = Int32(clamping: offset)
        stop = Int32(clamping: end)
        if let directiveArgument {
            argumentStart = Int32(clamping: directiveArgument.lowerBound)
            argumentStop = Int32(clamping: directiveArgument.upperBound)
        }
    }

    public var isString: Bool { kind == .string }
    /// A literal without interpolation: its value is known.
    public var isPlainString: Bool { kind == .string && parts == nil }
    public func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
