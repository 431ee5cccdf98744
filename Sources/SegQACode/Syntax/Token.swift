import SegQAModel

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

    public static let extensions: Set<String> = InputLoader.codeExtensions

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

    // Every token of every file read is kept while the code is read (a 1,900-file app has 2.8
    // million): offsets are stored in 32 bits (files are at most 64 MB), the kind in the end's top
    // bits, and the rare fields (an interpolation's parts, a directive's argument) behind one
    // reference, so a token takes 32 bytes, not 72 (48 before the kind and rare fields moved:
    // 45 MB of that app's peak).
    public var text: String
    private var rare: Rare?
    private var start: Int32
    private var stopAndKind: UInt32

    private static let kindShift: UInt32 = 29
    private static let endMask: UInt32 = (1 << kindShift) - 1

    /// The fields few tokens have, shared (immutable) between copies of a token.
    private final class Rare: Sendable, Equatable {
        let parts: [StringPart]?
        let directiveArgument: Range<Int>?
        init(parts: [StringPart]?, directiveArgument: Range<Int>?) {
            self.parts = parts
            self.directiveArgument = directiveArgument
        }
        static func == (a: Rare, b: Rare) -> Bool {
            a.parts == b.parts && a.directiveArgument == b.directiveArgument
        }
    }

    public var kind: Kind {
        get { Kind(rawValue: UInt8(stopAndKind >> Self.kindShift))! }
        set { stopAndKind = (stopAndKind & Self.endMask) | (UInt32(newValue.rawValue) << Self.kindShift) }
    }
    /// Byte offset of the token's first byte (for a string: its opening quote or `@`).
    public var offset: Int {
        get { Int(start) }
        set { start = Int32(clamping: newValue) }
    }
    /// Byte offset just past the token.
    public var end: Int {
        get { Int(stopAndKind & Self.endMask) }
        set { stopAndKind = (stopAndKind & ~Self.endMask) | UInt32(clamping: min(max(newValue, 0), Int(Self.endMask))) }
    }
    /// Interpolated strings only: text, and the byte ranges of the interpolated expressions.
    public var parts: [StringPart]? {
        get { rare?.parts }
        set { rare = Self.rare(parts: newValue, directiveArgument: directiveArgument) }
    }
    /// For a directive: the bytes after its name, to the end of its (continued) line.
    public var directiveArgument: Range<Int>? { rare?.directiveArgument }

    private static func rare(parts: [StringPart]?, directiveArgument: Range<Int>?) -> Rare? {
        parts == nil && directiveArgument == nil ? nil : Rare(parts: parts, directiveArgument: directiveArgument)
    }

    public init(
        kind: Kind, text: String, offset: Int, end: Int, parts: [StringPart]? = nil,
        directiveArgument: Range<Int>? = nil
    ) {
        self.text = text
        rare = Self.rare(parts: parts, directiveArgument: directiveArgument)
        start = Int32(clamping: offset)
        stopAndKind = 0
        self.end = end
        self.kind = kind
    }

    public var isString: Bool { kind == .string }
    /// A literal without interpolation: its value is known.
    public var isPlainString: Bool { kind == .string && parts == nil }
    public func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
