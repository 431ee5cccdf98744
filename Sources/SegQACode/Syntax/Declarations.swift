/// Declarations the four languages share, as the code reader needs them: types with their
/// members and enum cases, functions with parameters and a body, properties with an initial
/// value or a getter. Bodies are token ranges, parsed into statements when first evaluated.
public final class TypeDecl: @unchecked Sendable {
    public enum Kind: String, Sendable {
        case classType = "class", structType = "struct", enumType = "enum", protocolType = "protocol"
        case extensionType = "extension", object, interface, anonymous
    }

    /// The type's name (for an extension, the name of the type it extends).
    public let name: String
    public let kind: Kind
    public let file: CodeFile
    /// Byte offset of the name (for an anonymous object, of `object`/`new`).
    public let offset: Int
    public internal(set) var inherits: [String] = []
    /// The layout a Kotlin class gives its superclass (`: Fragment(R.layout.fragment_tabs)`):
    /// the screen's own layout, whose views an id alone names.
    public internal(set) var contentLayout: String?
    /// The view binding a Kotlin class names to its superclass (`: BoundFragment<FragmentTabsBinding>()`).
    public internal(set) var contentBinding: String?
    /// Swift's `struct EnumPicker<Label, Option>`: the names its uses give types to.
    public internal(set) var genericParameters: [String] = []
    public internal(set) var properties: [PropertyDecl] = []
    public internal(set) var functions: [FunctionDecl] = []
    public internal(set) var initializers: [FunctionDecl] = []
    public internal(set) var cases: [EnumCase] = []
    public internal(set) var nested: [TypeDecl] = []
    /// Kotlin's primary constructor parameters (`class A(val titles: List<String>)`), Java's and
    /// Objective-C's none.
    public internal(set) var primaryConstructor: [Parameter]?
    /// The superclass a Kotlin class calls in its header, and the token of the call's `(`:
    /// `data class Reactions(val count: Int) : DetailsTab(R.string.reactions, "$count")`.
    public internal(set) var superclassCall: (name: String, open: Int)?
    /// `@IBDesignable`, `@Observable`, `@Composable` … and Objective-C's category name.
    public internal(set) var attributes: Set<String> = []
    public internal(set) weak var outer: TypeDecl?
    /// The tokens of the whole declaration, from its keyword to its closing brace (or `@end`).
    public internal(set) var tokenRange: Range<Int> = 0..<0

    init(name: String, kind: Kind, file: CodeFile, offset: Int) {
        self.name = name
        self.kind = kind
        self.file = file
        self.offset = offset
    }

    /// `Outer.Inner` for a nested type.
    public var qualifiedName: String { outer.map { "\($0.qualifiedName).\(name)" } ?? name }

    /// SwiftUI previews (`PreviewProvider`) are not the app.
    public var isPreview: Bool {
        inherits.contains("PreviewProvider") || name.hasSuffix("_Previews")
    }
}

public final class FunctionDecl: @unchecked Sendable {
    public let name: String
    public internal(set) var parameters: [Parameter]
    public internal(set) var returnType: String?
    /// The `{` of a statement body, or the range of an expression body (`= expr`, a macro's body).
    public internal(set) var body: Body?
    public internal(set) var isStatic = false
    public internal(set) var attributes: Set<String> = []
    /// A Compose preview (`@Preview`, or a multipreview annotation: `@PreviewLightDark`,
    /// `@ThemePreviews`, `@DevicePreviews`): not the app.
    public var isPreview: Bool {
        attributes.contains { $0.hasPrefix("Preview") || $0.hasSuffix("Preview") || $0.hasSuffix("Previews") }
    }
    /// Kotlin's `fun String.localized()`: the type it extends.
    public internal(set) var receiverType: String?
    public let file: CodeFile
    public let offset: Int
    public internal(set) weak var owner: TypeDecl?

    public enum Body: Sendable {
        case block(open: Int)
        case expression(Range<Int>)
    }

    init(name: String, parameters: [Parameter], file: CodeFile, offset: Int) {
        self.name = name
        self.parameters = parameters
        self.file = file
        self.offset = offset
    }

    /// `configure(titles:)`, `tableView(_:cellForRowAt:)`: how calls name it.
    public var signature: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    /// The selector Objective-C calls a Swift method by: `configureSegmentedControl(titles:at:)`
    /// is `configureSegmentedControlWithTitles:at:`, `select(_:)` is
    /// `select:`. Swift joins the first label with "With" unless the label
    /// begins with a preposition or the name ends with one (`update(for:)` is `updateFor:`).
    public var objectiveCSelector: String {
        guard let first = parameters.first else { return name }
        var selector = name
        if let label = first.label, !label.isEmpty {
            let joinsBare =
                Self.prepositions.contains(Self.firstWord(label)) || Self.prepositions.contains(Self.lastWord(name))
            selector += (joinsBare ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for parameter in parameters.dropFirst() { selector += (parameter.label ?? "") + ":" }
        return selector
    }

    /// The prepositions of Swift's name translation (its `PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    static func firstWord(_ camelCase: String) -> String {
        String(camelCase.prefix { !$0.isUppercase }).lowercased()
    }

    static func lastWord(_ camelCase: String) -> String {
        guard let start = camelCase.lastIndex(where: \.isUppercase) else { return camelCase.lowercased() }
        return camelCase[start...].lowercased()
    }
}

public struct Parameter: Sendable {
    /// The argument label calls use (nil: none, `_`); Kotlin and Java call by position or name.
    public var label: String?
    public var name: String
    public var type: String?
    /// Tokens of the default value.
    public var defaultValue: Range<Int>?
    /// Kotlin's `val`/`var` in a primary constructor: also a property.
    public var isProperty = false
    /// `vararg tabs: Pair<Int, Fragment>`, `_ args: CVarArg...`, `String... titles`: takes the
    /// remaining arguments as a list.
    public var isVariadic = false
}

public final class PropertyDecl: @unchecked Sendable {
    public let name: String
    public internal(set) var type: String?
    /// Tokens of the initial value (`= …`, Kotlin's `by lazy { … }` block).
    public internal(set) var initializer: Range<Int>?
    /// A computed property's getter.
    public internal(set) var getter: FunctionDecl.Body?
    /// A stored property's `didSet { … }` observer (an outlet's runs when Interface Builder sets it).
    public internal(set) var didSet: FunctionDecl.Body?
    public internal(set) var isStatic = false
    /// `IBOutlet`, `State`, `Published`, `StringRes` …
    public internal(set) var attributes: Set<String> = []
    public let file: CodeFile
    public let offset: Int
    public internal(set) weak var owner: TypeDecl?

    init(name: String, file: CodeFile, offset: Int) {
        self.name = name
        self.file = file
        self.offset = offset
    }
}

public struct EnumCase: Sendable {
    public var name: String
    /// Tokens of `= "raw"` (Swift), or of the constructor arguments `A(R.string.a, 2)` (Kotlin, Java).
    public var rawValue: Range<Int>?
    public var arguments: [Range<Int>] = []
    public var offset: Int
}
