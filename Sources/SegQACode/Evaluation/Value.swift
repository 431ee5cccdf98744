import Foundation
import SegQAModel

/// A place in code: the file and a byte offset (a line and column when a message needs one).
struct CodePlace {
    let file: CodeFile
    let offset: Int

    var location: SourceLocation { file.location(ofByte: offset) }
    var pointer: String { file.pointer(ofByte: offset) }
    /// "File.swift:12", the id of a control made here.
    var id: String { "\(file.name):\(location.line)" }

    /// A setting's value, stated here.
    func located<V: Sendable>(_ value: V) -> Located<V> { Located(value, at: location, pointer: pointer) }
}

/// What an expression evaluates to. Unknowns carry why, so a title segqa cannot know is
/// reported with the expression and the reason, never guessed.
indirect enum Value {
    case text(TextValue)
    case number(Double)
    case bool(Bool)
    case null
    case list([Value])
    case dictionary([(key: Value, value: Value)])
    /// `Tab.photos`: an enum case of a project type.
    case enumCase(TypeDecl, String)
    /// An object of a project type (a view controller, a cell, a SwiftUI view, a struct).
    case instance(Instance)
    /// A type used as a value (`Tab` in `Tab.allCases`), project or framework.
    case type(TypeRef)
    case function(Callable)
    case control(ControlObject)
    /// A SwiftUI or Compose view, with what it holds.
    case view(ViewNode)
    case image(ImageValue)
    case font(FontValue)
    /// Android's `R.string.name`: a resource id, and where it is named (a finding about the string
    /// points there, not at the `getString` a helper shared by every title calls).
    case resource(String, at: CodePlace?)
    /// `R`, `R.string`, `R.id`: namespaces of Android resource ids.
    case namespace(String)
    /// An Android view from a layout (`binding.tabs`, `findViewById(R.id.tabs)`), or a tab of a TabLayout.
    case layoutView(LayoutView)
    /// Auto Layout anchors and SnapKit's maker, on their way to stating a control's width.
    case constraint(ConstraintBuilder)
    /// A width relative to the screen: `view.bounds.width - 32` is the screen minus 32.
    case screenWidth(minus: Double)
    case unknown(Unknown)

    static func unknown(_ reason: String, _ expression: String, at place: CodePlace?, origin: Unknown.Origin? = nil)
        -> Value
    {
        .unknown(Unknown(reason: reason, expression: expression, place: place, origin: origin))
    }

    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }

    var asList: [Value]? { if case .list(let items) = self { return items } else { return nil } }

    var asNumber: Double? {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// A number used as an index, a count or a loop bound: whole, finite and at most a million
    /// either way, else nil (an unchecked `Int(Double)` stops the process on NaN or 1e30).
    var asIndex: Int? {
        guard let n = asNumber, n.isFinite, n == n.rounded(), abs(n) <= Value.maximumIndex else { return nil }
        return Int(n)
    }
    static let maximumIndex = 1_000_000.0

    var asBool: Bool? {
        switch self {
        case .bool(let b): return b
        case .null: return false
        default: return nil
        }
    }

    /// The literal text of a value that is plain text (no key), when it is one piece.
    var literalText: String? {
        guard case .text(let text) = self, text.alternatives.isEmpty else { return nil }
        var result = ""
        for piece in text.pieces {
            guard case .literal(let s) = piece.kind else { return nil }
            result += s
        }
        return result
    }
}

/// Why a value is not known: the expression as written and a reason. `origin` says when a
/// caller could supply it: a control whose titles come from a function's parameter or an
/// object's property is a template, made concrete where it is called.
struct Unknown {
    enum Origin {
        case parameter(FunctionDecl)
        case property(TypeDecl)
        /// An index past a list's end, or a `when` no branch matches: where tab titles stop.
        case outOfRange
        /// The section or row of the index path UIKit gives a table's data source
        /// (`Interpreter.tableRows`): the list it indexes is the table's.
        case indexPath(String)
    }

    var reason: String
    var expression: String

    /// A loop element's reason ("an element of 'modes' (…)") after "each": "element of 'modes' (…)".
    var eachElement: String { reason.hasPrefix("an ") ? String(reason.dropFirst(3)) : reason }
    var place: CodePlace?
    var origin: Origin?
}

/// A string: literal pieces and localized keys, in order (`"3" + Texts.hourShort`), or
/// alternatives (`isPro ? a : b`: both are checked, the widest decides).
struct TextValue {
    struct Piece {
        enum Kind {
            case literal(String)
            /// A key of a localization table, with the text shown when the key is missing.
            case key(table: String, key: String, fallback: String?)
        }
        var kind: Kind
        var place: CodePlace?
    }

    var pieces: [Piece]
    /// A Swift string literal not yet given a type: `Text("key")` makes it a `LocalizedStringKey`.
    var isUntypedLiteral = false
    var alternatives: [(name: String, value: TextValue)] = []
    /// Why this text went past what segqa reads from code (more alternatives than
    /// `maximumAlternatives`, longer than a content file's title): the interpreter makes it unknown.
    var overflow: String?

    /// Alternatives a text keeps (`a ? "x" : "y"` twice is four): past this, it is unknown.
    static let maximumAlternatives = 8
    /// Titles from code have the limit titles in content files have.
    static let maximumLength = ContentLoader.maxTitleLength

    /// Characters of literal text and keys (a key counts one): what the size bound counts.
    var size: Int {
        if !alternatives.isEmpty { return alternatives.reduce(0) { $0 + $1.value.size } }
        return pieces.reduce(0) { total, piece in
            if case .literal(let text) = piece.kind { return total + text.utf16.count }
            return total + 1
        }
    }

    static func overflowing(_ reason: String) -> TextValue {
        var text = TextValue(pieces: [])
        text.overflow = reason
        return text
    }

    static func literal(_ text: String, at place: CodePlace?, untyped: Bool = false) -> TextValue {
        TextValue(pieces: [Piece(kind: .literal(text), place: place)], isUntypedLiteral: untyped)
    }

    static func key(_ key: String, table: String, fallback: String?, at place: CodePlace?) -> TextValue {
        TextValue(pieces: [Piece(kind: .key(table: table, key: key, fallback: fallback), place: place)])
    }

    /// The same text as a key of `Localizable` when it is one untyped literal (SwiftUI's `Text("key")`).
    var asLocalizedKey: TextValue {
        if !alternatives.isEmpty {
            var copy = self
            copy.alternatives = alternatives.map { ($0.name, $0.value.asLocalizedKey) }
            copy.pieces = copy.alternatives[0].value.pieces
            copy.isUntypedLiteral = false
            return copy
        }
        guard isUntypedLiteral, pieces.count == 1, case .literal(let key) = pieces[0].kind else { return typed }
        return .key(key, table: "Localizable", fallback: nil, at: pieces[0].place)
    }

    /// `"white".capitalized`: the literal text as the code changes it. A localized key's text is
    /// each locale's to change and stays as translated (what segqa measures for it).
    func mappingLiterals(_ transform: (String) -> String) -> TextValue {
        var copy = typed
        copy.pieces = pieces.map { piece in
            guard case .literal(let text) = piece.kind else { return piece }
            return Piece(kind: .literal(transform(text)), place: piece.place)
        }
        copy.alternatives = copy.alternatives.map { ($0.name, $0.value.mappingLiterals(transform)) }
        return copy
    }

    /// Given a type (`String`): no longer a key in waiting.
    var typed: TextValue {
        var copy = self
        copy.isUntypedLiteral = false
        copy.alternatives = copy.alternatives.map { ($0.name, $0.value.typed) }
        return copy
    }

    /// The concatenation, bounded: alternatives multiply (at most `maximumAlternatives`) and the
    /// length adds up (at most `maximumLength`); past either, an overflowing text saying which.
    static func + (a: TextValue, b: TextValue) -> TextValue {
        if let reason = a.overflow ?? b.overflow { return .overflowing(reason) }
        if a.size + b.size > maximumLength {
            return .overflowing("a text longer than \(maximumLength) characters")
        }
        if !a.alternatives.isEmpty || !b.alternatives.isEmpty {
            let left = a.alternatives.isEmpty ? [("", a)] : a.alternatives
            let right = b.alternatives.isEmpty ? [("", b)] : b.alternatives
            guard left.count * right.count <= maximumAlternatives else {
                return .overflowing("too many alternatives (more than \(maximumAlternatives))")
            }
            var result = TextValue(pieces: [])
            for l in left {
                for r in right {
                    let name = [l.0, r.0].filter { !$0.isEmpty }.joined(separator: ", ")
                    result.alternatives.append((name, l.1 + r.1))
                }
            }
            result.pieces = result.alternatives.first?.value.pieces ?? []
            return result
        }
        var pieces = a.pieces
        for piece in b.pieces {
            // Literals next to each other join: "Wi" + "-Fi" is one literal.
            if case .literal(let tail) = piece.kind, let last = pieces.last, case .literal(let head) = last.kind {
                pieces[pieces.count - 1] = Piece(kind: .literal(head + tail), place: last.place)
            } else {
                pieces.append(piece)
            }
        }
        return TextValue(pieces: pieces)
    }
}

/// An object of a project type. Fields hold what was assigned or initialised; a property read
/// for the first time is evaluated from its declaration.
final class Instance: TrailedSlots {
    let type: TypeDecl?
    let typeName: String
    /// Written through `set` (a join may have to undo the change).
    private(set) var fields: [String: Value] = [:]
    let trail: Trail
    let born: Int
    /// The call that made it (`cell.configure(…)` in one screen vs another): controls it holds
    /// are told apart by it.
    let madeAt: CodePlace?
    /// Properties being evaluated (a property reading itself is unknown, not an endless loop).
    var evaluating: Set<String> = []
    /// Properties whose `didSet` is running (one that sets its own property runs it once).
    var observing: Set<String> = []
    /// A generic type's parameters as this object's construction gave them (`Option` = `Lang`).
    var genericTypes: [String: TypeDecl] = [:]
    /// The object a Java inner class (or anonymous class, Kotlin `inner class`) was made in: its
    /// code names that object's fields and methods bare (Gadgetbridge's pager adapter reads
    /// its activity's `enabledTabsList`). Set for any class nested in the one making it: the
    /// parser does not keep Java's `static` or Kotlin's `inner`, and a static nested class's
    /// code cannot name the outer object's members, so it finds nothing there it would not.
    var enclosing: Instance?
    let serial: Int

    init(type: TypeDecl?, typeName: String, madeAt: CodePlace?, serial: Int, trail: Trail) {
        self.type = type
        self.typeName = typeName
        self.madeAt = madeAt
        self.serial = serial
        self.trail = trail
        born = trail.birth()
    }

    func set(_ name: String, _ value: Value?) {
        if trail.logs(born) { trail.log(self, name, fields[name]) }
        fields[name] = value
    }

    func slot(_ name: String) -> Value? { fields[name] }
    func restore(_ name: String, _ value: Value?) { fields[name] = value }
}

/// A type as a value: a project type, or a framework type known by name.
struct TypeRef {
    var name: String
    var decl: TypeDecl?
}

/// Something that can be called: a closure, a project function bound to its receiver, or a
/// built-in (a constructor or method segqa knows).
enum Callable {
    case closure(Closure, captured: Frame)
    case function(FunctionDecl, receiver: Value?)
    /// A Kotlin lambda or Swift closure given as a function parameter, waiting for arguments.
    case builtin(String, receiver: Value?)
}

/// An image (a class, as `UIImage` is: a label set on it shows wherever it is used).
final class ImageValue {
    let name: String
    let place: CodePlace?
    var accessibilityLabel: Value?

    init(name: String, place: CodePlace?) {
        self.name = name
        self.place = place
    }
}

/// An anchor of a control (`control.leadingAnchor`), or SnapKit's `make` with the edges named so
/// far (`make.leading.trailing`): a constraint to the superview states the control's margins.
final class ConstraintBuilder {
    let control: ControlObject?
    var edges: [String]
    var toSuperview = false
    init(control: ControlObject?, edges: [String]) {
        self.control = control
        self.edges = edges
    }
}

/// A font as code states it: `UIFont.systemFont(ofSize: 15, weight: .semibold)`, `.font(.footnote)`.
struct FontValue {
    var size: Double?
    var weight: String?
    var family: String?
    var textStyle: String?
    /// Where the font is made, and where its size and weight are written (findings point there).
    var place: CodePlace?
    var sizePlace: CodePlace? = nil
    var weightPlace: CodePlace? = nil
}

/// An Android view from a layout file, named by its id (and layout, when known), or a tab made in code.
final class LayoutView {
    let id: String
    /// The layout file's name (`fragment_feed`), when the code says which.
    let layout: String?
    let place: CodePlace?
    /// A tab layout or toggle group titled in code: the control being built on it.
    var control: ControlObject?
    /// A pager's adapter (`pager.adapter = …`).
    var adapter: Value?
    /// A tab layout's `tabMode` as the code sets it: true when its tabs scroll (nil: not set).
    var tabMode: Bool?
    /// `setText`/`text =` on a button of a toggle group, a tab's text.
    var text: Value?
    var contentDescription: Value?
    var icon: String?

    init(id: String, layout: String?, place: CodePlace?) {
        self.id = id
        self.layout = layout
        self.place = place
    }
}
