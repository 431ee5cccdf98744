import Foundation
import SegQAModel

/// One source file as the code reader sees it: its active tokens (conditional compilation
/// applied as a release build applies it), matched brackets, line breaks between tokens, its
/// declarations, and the bodies parsed so far (parsed when first needed, then kept).
///
/// Not thread-safe: one reader reads a file at a time.
public final class CodeFile: @unchecked Sendable {
    public let source: SourceText
    public let language: SourceLanguage
    public let tokens: [Token]
    /// For each opening bracket, the index of its closing one (or the last token); -1 elsewhere.
    let partner: [Int]
    /// Whether a line break stands between token `i - 1` and token `i`.
    let newlineBefore: [Bool]
    /// The first `{` never closed (malformed code: not read, reported once at this place).
    public private(set) var unclosedBrace: Int?
    /// Objective-C `#define`s: `NAME(args) expression` and `NAME expression`.
    public internal(set) var macros: [FunctionDecl] = []
    /// `#import`/`#include`d file names (an umbrella header's imports are not uses).
    public internal(set) var imports: [String] = []

    /// Each `import a.b.C` of a Kotlin or Java file, as its names (`["a", "b", "C"]`; a `*` ends it).
    private lazy var importPaths: [[String]] = {
        guard language == .kotlin || language == .java else { return [] }
        var paths: [[String]] = []
        for (i, token) in tokens.enumerated() where token.isIdentifier("import") {
            var path: [String] = []
            var j = i + 1
            // Names joined by dots; a name right after a name starts the next line's statement.
            while j < tokens.count, tokens[j].kind == .identifier || tokens[j].is(".") {
                if tokens[j].kind == .identifier {
                    if j > i + 1, tokens[j - 1].kind == .identifier { break }
                    path.append(tokens[j].text)
                }
                j += 1
            }
            if !path.isEmpty { paths.append(path) }
        }
        return paths
    }()

    /// The name before `name` in an `import a.b.Owner.name` (`import app.DownloadType.Video`, an
    /// enum's entry imported to be named bare; `import app.ReaderPreferences.Companion.Modes`, a
    /// companion object's member: its class), or nil.
    func importedOwner(of name: String) -> String? {
        guard let path = importPaths.first(where: { $0.count >= 2 && $0[$0.count - 1] == name }) else { return nil }
        if path[path.count - 2] == "Companion", path.count >= 3 { return path[path.count - 3] }
        return path[path.count - 2]
    }

    /// Whether the file imports a nested type by its own name (`import app.UpcomingViewModel.Dialog`).
    func importsNested(_ name: String, of outer: String) -> Bool {
        importPaths.contains { $0.count >= 2 && $0[$0.count - 1] == name && $0[$0.count - 2] == outer }
    }

    /// Names a Kotlin or Java file imports from the platform's libraries (`import
    /// androidx.compose.material3.TabRow`): in that file they name the library's declaration, not
    /// a project function or class of the same name.
    public private(set) lazy var frameworkImports: Set<String> = {
        let libraries = ["android", "androidx", "com.google.android", "kotlin", "kotlinx", "java", "javax"]
        var names: Set<String> = []
        for path in importPaths where path.count >= 2 {
            guard let last = path.last, last.first?.isUppercase == true else { continue }
            let joined = path.dropLast().joined(separator: ".")
            if libraries.contains(where: { joined == $0 || joined.hasPrefix($0 + ".") }) { names.insert(last) }
        }
        return names
    }()

    /// Kotlin's `import kotlinx.android.synthetic.main.activity_main.*`: the layouts whose views
    /// the file names by their ids (kotlinx . android . synthetic . <source set> . <layout> [. view]).
    public private(set) lazy var syntheticLayouts: [String] = {
        guard language == .kotlin else { return [] }
        return importPaths.filter { $0.count >= 5 && $0.starts(with: ["kotlinx", "android", "synthetic"]) }.map {
            $0[4]
        }
    }()

    /// Kotlin's `import com.example.app.R as AppR`, `import ….TabLayout as Tabs`: every use of
    /// the alias is written back as the name it stands for, so that the rest of segqa sees `R`
    /// and `TabLayout`. One pass over the tokens, and a second only when an alias is declared.
    static func resolveImportAliases(_ tokens: inout [Token]) {
        var aliases: [String: String] = [:]
        var aliasPositions: Set<Int> = []
        for i in tokens.indices where tokens[i].isIdentifier("import") {
            var j = i + 1
            var last: String?
            while j < tokens.count, tokens[j].kind == .identifier || tokens[j].is(".") {
                if tokens[j].kind == .identifier {
                    if j > i + 1, tokens[j - 1].kind == .identifier { break }
                    last = tokens[j].text
                }
                j += 1
            }
            guard let last, j + 1 < tokens.count, tokens[j].isIdentifier("as"), tokens[j + 1].kind == .identifier
            else { continue }
            aliases[tokens[j + 1].text] = last
            aliasPositions.insert(j + 1)
        }
        guard !aliases.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && !aliasPositions.contains(i) {
            if let original = aliases[tokens[i].text] { tokens[i].text = original }
        }
    }

    /// Token ranges of SwiftUI `#Preview { … }` blocks: not the app, so no use of a type.
    public internal(set) var previewRanges: [Range<Int>] = []

    /// A script's or `main.swift`'s top-level code in order: global constants and statements.
    public internal(set) var topLevel: [TopLevelItem] = []

    public enum TopLevelItem: Sendable {
        case property(PropertyDecl)
        case statement(Range<Int>)
    }

    public internal(set) var types: [TypeDecl] = []
    public internal(set) var functions: [FunctionDecl] = []
    public internal(set) var properties: [PropertyDecl] = []

    private var blocks: [Int: Block] = [:]
    private var expressions: [Int: Expr] = [:]

    /// Drops the file's declarations and parsed bodies once a reading is done. Each declaration
    /// names its file and the file holds its declarations: without this the cycle keeps every
    /// token and syntax tree of the run alive to its end (190 MB of a 1,900-file app's 390 MB peak,
    /// still held while its translations were merged and measured).
    func releaseDeclarations() {
        topLevel = []
        types = []
        functions = []
        properties = []
        macros = []
        blocks = [:]
        expressions = [:]
    }

    public init(_ source: SourceText, language: SourceLanguage, conditions: BuildConditions = .release) {
        self.source = source
        self.language = language
        var tokens = Tokenizer.tokens(source.bytes, language: language)
        // A directive starts with '#': a file without one (most) has nothing to drop.
        if language.hasConditionalCompilation, source.bytes.contains(UInt8(ascii: "#")) {
            conditions.keepActive(&tokens, bytes: source.bytes, language: language)
        }
        if language == .kotlin { Self.resolveImportAliases(&tokens) }
        // Kept for the whole run: without the room reserved for growth. Moved, not copied: a copy
        // retained every token's text and freeing the first array released each again (3 % of a
        // 3,000-file app's run). What is left in the first array is an empty token per place.
        if tokens.capacity > tokens.count + tokens.count / 8 {
            let count = tokens.count
            let exact = [Token](unsafeUninitializedCapacity: count) { buffer, initialized in
                tokens.withUnsafeMutableBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    to.moveInitialize(from: from, count: count)
                    from.initialize(repeating: Token(kind: .punctuation, text: "", offset: 0, end: 0), count: count)
                }
                initialized = count
            }
            tokens = exact
        }
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        // Brackets by their byte in the source (one-byte punctuation tokens), with no string compared.
        let bytes = source.bytes
        var stack: [(index: Int, bracket: UInt8)] = []
        for index in tokens.indices
        where tokens[index].kind == .punctuation && tokens[index].end - tokens[index].offset == 1 {
            let byte = bytes[tokens[index].offset]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append((index, byte))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener =
                    byte == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Pop to the matching opener; a stray closer (unbalanced code) is ignored.
                if let open = stack.lastIndex(where: { $0.bracket == opener }) {
                    partner[stack[open].index] = index
                    for unclosed in stack[(open + 1)...] { partner[unclosed.index] = index }
                    stack.removeSubrange(open...)
                }
            default: break
            }
        }
        for open in stack { partner[open.index] = max(tokens.count - 1, open.index) }
        self.partner = partner
        // A brace a bracket inside it did not close either (`{ … ( … }` pops the `(`) is closed;
        // one still open at the end of the file is not code a compiler accepts.
        unclosedBrace = stack.first { $0.bracket == UInt8(ascii: "{") }?.index
        var newlines = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices.dropFirst() {
            var offset = tokens[index - 1].end
            let end = tokens[index].offset
            while offset < end && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            newlines[index] = offset < end
        }
        newlineBefore = newlines
        DeclarationParser(file: self).parse()
    }

    public var path: String { source.file }

    /// A file a tool wrote (SwiftGen's `Strings.swift`, R8 output): findings point at the code
    /// that uses its constants, not into it.
    public lazy var isGenerated: Bool = {
        let head = String(decoding: source.bytes.prefix(600), as: UTF8.self).lowercased()
        return head.contains("generated using") || head.contains("do not edit") || head.contains("@generated")
            || head.contains("autogenerated") || head.contains("auto-generated")
    }()
    public var name: String { (source.file as NSString).lastPathComponent }

    public subscript(index: Int) -> Token? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    /// The index of the bracket closing the one at `open`.
    /// The names the file compares: each identifier beside an `==` or `!=`, once per file (a
    /// row of buttons is one choice when the state they set is compared: asked for each action).
    public private(set) lazy var comparedNames: Set<String> = {
        tokens.withUnsafeBufferPointer { tokens in
            var names: Set<String> = []
            for index in tokens.indices where tokens[index].is("==") || tokens[index].is("!=") {
                // `sheet != nil` is how a presentation is gated, not how a choice is shown.
                guard index > 0, index + 1 < tokens.count, !tokens[index - 1].isIdentifier("nil"),
                    !tokens[index + 1].isIdentifier("nil")
                else { continue }
                for neighbour in [index - 1, index + 1] where tokens[neighbour].kind == .identifier {
                    names.insert(tokens[neighbour].text)
                }
            }
            return names
        }
    }()

    /// Whether the block whose `{` is at `open` assigns (`name = …`, `x.name = …`) a name the file
    /// compares: a tap that sets the state a row shows as chosen. Scanned no further than `upper`.
    func assignsComparedName(inBlockAt open: Int, before upper: Int) -> Bool {
        let close = min(closing(open), upper)
        for i in Self.span(open + 1, close) where self[i]?.is("=") == true {
            if let name = self[i - 1], name.kind == .identifier, comparedNames.contains(name.text) { return true }
        }
        return false
    }

    /// Token indices from `lower` up to `upper`, empty when `upper` is not past `lower` (a scan
    /// that stops at a bracket `closing` finds unclosed, at the end of a truncated file).
    static func span(_ lower: Int, _ upper: Int) -> Range<Int> { lower..<max(lower, upper) }

    public func closing(_ open: Int) -> Int {
        open >= 0 && open < partner.count && partner[open] >= 0 ? partner[open] : tokens.count - 1
    }

    public func location(ofByte offset: Int) -> SourceLocation { source.location(of: offset) }
    public func location(_ index: Int) -> SourceLocation {
        source.location(of: index < tokens.count ? tokens[index].offset : source.bytes.count)
    }

    /// Code values are pointed at by line and column ("/12/5"): there is no tree to point into.
    public func pointer(ofByte offset: Int) -> String {
        let location = source.location(of: offset)
        return "/\(location.line)/\(location.column)"
    }

    /// The source text of a byte range, on one line, shortened for messages.
    public func text(_ range: Range<Int>) -> String {
        // Within the file whatever the range (an expression asked about with another file's frame).
        let lower = min(max(0, range.lowerBound), source.bytes.count)
        let clamped = lower..<min(source.bytes.count, max(lower, range.upperBound))
        // Lines trimmed and joined by one space, at most 60 characters: only as much of the range is
        // read as that needs (an expression can be a whole view body, and its text is asked for often).
        var scalars = String.UnicodeScalarView()
        var kept = 0  // the view's count is not O(1)
        var atLineStart = true
        var iterator = source.bytes[clamped].makeIterator()
        var decoder = UTF8()
        decoding: while kept < 200 {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" || scalar == "\r" {
                    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
                    if !atLineStart, !scalars.isEmpty {
                        scalars.append(" ")
                        kept += 1
                    }
                    atLineStart = true
                } else if atLineStart, scalar == " " || scalar == "\t" {
                    continue
                } else {
                    atLineStart = false
                    scalars.append(scalar)
                    kept += 1
                }
            case .emptyInput: break decoding
            case .error:
                scalars.append("\u{FFFD}")
                kept += 1
            }
        }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        let text = String(scalars)
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// Whether an identifier among the tokens `range` is one of `names` (a recogniser's triggers).
    /// The tokens of a function's or property's body: a block with its braces, or an expression.
    func tokenRange(of body: FunctionDecl.Body?) -> Range<Int>? {
        switch body {
        case .block(let open)?: return open..<min(closing(open) + 1, tokens.count)
        case .expression(let range)?: return range.lowerBound..<min(range.upperBound, tokens.count)
        case nil: return nil
        }
    }

    func mentions(_ names: Set<String>, in range: Range<Int>) -> Bool {
        let upper = min(range.upperBound, tokens.count)
        guard range.lowerBound < upper else { return false }
        for index in range.lowerBound..<upper where tokens[index].kind == .identifier {
            if names.contains(tokens[index].text) { return true }
        }
        return false
    }

    /// The index of the first token that starts at or after byte `offset`.
    func tokenIndex(atByte offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte range of tokens `range`.
    func bytes(_ range: Range<Int>) -> Range<Int> {
        guard let first = self[range.lowerBound], range.upperBound > range.lowerBound,
            let last = self[min(range.upperBound, tokens.count) - 1]
        else {
            let offset = self[range.lowerBound]?.offset ?? source.bytes.count
            return offset..<offset
        }
        return first.offset..<max(first.offset, last.end)
    }

    // MARK: - Bodies, parsed once

    /// The statements between the brace at `open` and its partner.
    func block(_ open: Int) -> Block {
        if let cached = blocks[open] { return cached }
        var parser = Parser(file: self)
        let block = parser.block(open)
        blocks[open] = block
        return block
    }

    /// The expression in tokens `range` (an initializer, an expression body, an argument).
    func expression(_ range: Range<Int>) -> Expr {
        if let cached = expressions[range.lowerBound] { return cached }
        var parser = Parser(file: self)
        var index = range.lowerBound
        let expression = parser.expression(&index, end: range.upperBound)
        expressions[range.lowerBound] = expression
        return expression
    }

    /// The file's top-level statements, parsed (a `Package.swift`'s `let package = Package(…)`).
    public func topLevelStatements() -> [Stmt] {
        topLevel.compactMap { item in
            switch item {
            case .statement(let range):
                var parser = Parser(file: self)
                var index = range.lowerBound
                return parser.statement(&index, end: range.upperBound)
            case .property(let property):
                guard let initializer = property.initializer else { return nil }
                let value = expression(initializer)
                return Stmt(.binding(names: [property.name], type: property.type, value: value), value.range)
            }
        }
    }

    /// Tokens of an interpolated expression (not part of the file's token list), parsed at the
    /// nesting depth of the string that holds it.
    func interpolation(_ range: Range<Int>, depth: Int) -> Expr {
        guard depth < Parser.maximumDepth else { return Expr(.unknown, range) }
        let tokens = Tokenizer.tokens(source.bytes, range: range, language: language)
        let file = CodeFile(fragment: self, tokens: tokens)
        var parser = Parser(file: file, depth: depth)
        var index = 0
        return parser.expression(&index, end: tokens.count)
    }

    /// A fragment of another file's bytes (an interpolation, a macro's body): tokens only.
    init(fragment of: CodeFile, tokens: [Token]) {
        source = of.source
        language = of.language
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": stack.append(index)
            case ")", "]", "}":
                if let open = stack.popLast() { partner[open] = index }
            default: break
            }
        }
        for open in stack { partner[open] = max(tokens.count - 1, open) }
        self.partner = partner
        // A brace a bracket inside it did not close either (`{ … ( … }` pops the `(`) is closed;
        // one still open at the end of the file is not code a compiler accepts.
        unclosedBrace = stack.first { tokens[$0].text == "{" }
        var newlines = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices.dropFirst() {
            let gap = tokens[index - 1].end..<tokens[index].offset
            newlines[index] = gap.contains { of.source.bytes[$0] == UInt8(ascii: "\n") }
        }
        newlineBefore = newlines
    }
}
