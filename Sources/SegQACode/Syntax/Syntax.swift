/// The syntax the four languages share, as far as segqa needs it: expressions and statements of
/// function bodies. Nodes keep their byte range in the file, so a place and the text as written
/// can be given for any of them.
public struct Expr: Sendable {
    public indirect enum Kind: Sendable {
        /// A string literal: text, and interpolated expressions.
        case string([StringPiece])
        case number(Double)
        case bool(Bool)
        case null
        case name(String)
        case selfReference
        case superReference
        /// Swift's `.segmented`: a member of the type the context expects.
        case implicitMember(String)
        case member(Expr, String)
        case call(Expr, [Argument])
        case subscriptCall(Expr, [Argument])
        case array([Expr])
        case dictionary([(key: Expr, value: Expr)])
        case closure(Closure)
        case binary(String, Expr, Expr)
        case prefix(String, Expr)
        /// `!`, `?`, `!!`: the value itself, for segqa.
        case postfix(String, Expr)
        case ternary(Expr, Expr, Expr)
        /// `x as T`, `x as? T`, `x as! T`, `(T) x` (Java, Objective-C).
        case cast(Expr, String)
        /// `x is T` (Swift, Kotlin): whether the value is of that type.
        case typeCheck(Expr, String)
        /// Kotlin's `when`, a Swift or Java `switch` used as a value.
        case when(Expr?, [Branch])
        /// `if (c) a else b` as a value (Kotlin, Swift 5.9).
        case conditional(Expr, Block, Block?)
        /// `\.title`, `\Item.title`.
        case keyPath([String])
        /// `object : Adapter() { … }`, `new Adapter() { … }`: a class with no name.
        case anonymousObject(TypeDecl)
        /// A block of statements used as a value (`run { }`, a statement-bodied branch).
        case block(Block)
        case unknown
    }

    public enum StringPiece: Sendable {
        case text(String)
        case expression(Expr)
    }

    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Kotlin's `*array` in an argument list.
    var isSpread: Bool { if case .prefix("*", _) = kind { return true } else { return false } }
}

extension Expr.Kind {
    /// What the parser could not read, or stands for what is not written (the subject of a
    /// `when` branch's `is Type`).
    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }
}

public struct Argument: Sendable {
    /// The label (`withTitle:`, Kotlin's `text =`, an Objective-C selector part); nil for none.
    public var label: String?
    public var value: Expr
    /// Swift's `{ … }` after the call's parentheses, Kotlin's trailing lambda.
    public var isTrailingClosure = false

    public init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

public struct Closure: Sendable {
    /// Named parameters (`item in`, `i, item ->`); empty: `$0`/`it` stand for them.
    public var parameters: [String]
    public var body: Block
    /// Kotlin's destructured parameters (`index, (mode, label) ->`): the names each argument is
    /// taken apart into, one list per argument; nil when no parameter is destructured.
    public var argumentNames: [[String]]? = nil
}

/// Statements; a block's value is its last expression statement (closures, `when` branches).
public struct Block: Sendable {
    public var statements: [Stmt]
    public init(_ statements: [Stmt]) { self.statements = statements }
}

/// One case of a `switch`/`when`: the values it matches (empty for `default`/`else`) and its body.
public struct Branch: Sendable {
    public var patterns: [Expr]
    public var body: Block
    public var isDefault: Bool { patterns.isEmpty }
}

public struct Stmt: Sendable {
    public indirect enum Kind: Sendable {
        case expression(Expr)
        /// `let a = …`, `val (a, b) = …`, `String *a = …`; `type` as written when given.
        case binding(names: [String], type: String?, value: Expr?)
        case assignment(Expr, String, Expr)
        case conditional([Condition], then: Block, otherwise: Block?)
        case guardStatement([Condition], otherwise: Block)
        case forIn(names: [String], sequence: Expr, body: Block)
        /// A C-style loop (`for (int i = 0; i < n; i++)`): its variable and bounds when that simple.
        case countingLoop(name: String, from: Expr, below: Expr, body: Block)
        case loop(Block)
        case switchStatement(Expr?, [Branch])
        case returnStatement(Expr?)
        /// `throw …`: no value comes of this path (a `when` branch past the last tab).
        case throwStatement
        case block(Block)
        /// A function declared inside a body.
        case localFunction(FunctionDecl)
        case other
    }

    public var kind: Kind
    public var range: Range<Int>
    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// One condition of an `if`/`guard`: an expression, or a binding (`if let x = e`, `case .a = e`).
public enum Condition: Sendable {
    case expression(Expr)
    case binding(String, Expr)
    case pattern(Expr, Expr)
    /// `#available(iOS 15, *)`, `@available`: true on a current device.
    case available
}
