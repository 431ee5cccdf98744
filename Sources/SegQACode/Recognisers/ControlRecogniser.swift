import SegQAModel

/// A call as a recogniser sees it: the name called, its evaluated arguments, where it is, the
/// expression as written (for messages and places) and the frame it runs in. One value, so a
/// recogniser's functions take one parameter instead of five.
struct Call {
    let name: String
    let arguments: [Evaluated]
    let place: CodePlace
    let expression: Expr
    let frame: Frame

    var language: SourceLanguage { frame.file.language }

    /// The argument with this label, else the `position`th unlabelled one.
    func argument(_ label: String?, position: Int? = nil) -> Value? {
        Interpreter.argument(arguments, label, position: position)
    }
}

/// One kind of control segqa recognises in code, as a unit (the way Android Lint's detectors and
/// periphery's retainers are units): what it applies to, how calls become control drafts, and
/// the examples that show it at work. The interpreter, the list of names that make code worth
/// running, outlets, `alloc`/`new`, subclass and extension lookups all ask `BuiltInRecognisers`;
/// none of them names a control type.
///
/// Every member but `name`, `languages` and `examples` has a default that recognises nothing, so
/// a recogniser states only what it uses.
protocol ControlRecogniser: Sendable {
    /// What reports and tests call it: "UIKit UISegmentedControl", "XLPagerTabStrip".
    var name: String { get }
    /// A control a team declares in segqa.json: its calls are its, even where the project
    /// declares a function or type of that name.
    var isDeclared: Bool { get }
    var languages: Set<SourceLanguage> { get }
    /// Names whose presence in a type or function makes it worth running (a constructor, a
    /// method only this control has, a base class).
    var triggers: Set<String> { get }
    /// Free calls it evaluates: constructors and functions (`UISegmentedControl(items:)`, `TabRow`).
    var calls: Set<String> { get }
    /// Framework classes whose instances are this control: a project subclass is constructed as
    /// one, an outlet of the type holds one, `alloc`/`new` make one, and the project's
    /// extensions of the type apply to it.
    var controlTypes: Set<String> { get }
    /// Framework classes whose project subclasses host this control (a pager view controller
    /// whose tab bar the library builds): `host` runs on each object of such a subclass.
    var hostTypes: Set<String> { get }
    /// Whether the code of a type (its tokens in `range`) is worth running though it names no
    /// trigger: a name every screen writes (`Button`) is no trigger, but the shape this
    /// recogniser needs may be told from the tokens alone.
    func marksType(in file: CodeFile, _ range: Range<Int>) -> Bool
    /// Whether a type is one item of a choice made of such items (a view tapped to set a state).
    func marksItemType(in file: CodeFile, _ range: Range<Int>) -> Bool
    /// Whether a type puts items of those types (`items`, by name) in a row: it is worth running.
    func marksRow(in file: CodeFile, _ range: Range<Int>, ofItems items: Set<String>) -> Bool
    /// The same for a top-level function (a Kotlin composable): run it, and the code that calls it.
    func marksFunction(in file: CodeFile, _ range: Range<Int>) -> Bool
    /// Whether `projectCall` wants the calls of the project's own functions.
    var inspectsProjectCalls: Bool { get }
    /// A call of one of the project's functions (`DifficultyItem(selected = …)`): its value as
    /// this recogniser sees it, or nil to run the function as any other.
    func projectCall(_ call: Call, _ function: FunctionDecl, in interpreter: Interpreter) -> Value?

    /// The value of a free call named in `calls`, or nil to leave it to the next recogniser.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value?
    /// `Type.alloc`, `Type.new`, a static factory of one of `controlTypes`.
    func evaluateStatic(_ call: Call, on typeName: String, in interpreter: Interpreter) -> Value?
    /// `MySegmentedControl(items: …)`: an object of a project subclass of one of `controlTypes`.
    func constructSubclass(_ type: TypeDecl, _ call: Call, in interpreter: Interpreter) -> Value?
    /// A method called on a control this recogniser made.
    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value?
    /// A property read of a control this recogniser made.
    func property(_ name: String, of control: ControlObject, at place: CodePlace, in interpreter: Interpreter)
        -> Value?
    /// A property written on a control this recogniser made.
    func setProperty(
        _ name: String, of control: ControlObject, to value: Value, at place: CodePlace, in interpreter: Interpreter)
    /// A layout view (a Compose `Row`, `FlowRow`) whose children were just built: the control they
    /// make together, set as the node's control.
    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter)
    /// SwiftUI view modifiers that make this control (`.searchScopes`), on whatever view they modify.
    var viewModifiers: Set<String> { get }
    /// The view a modifier named in `viewModifiers` makes of `node`, or nil to leave it to the next recogniser.
    func viewModifier(_ call: Call, on node: ViewNode, in interpreter: Interpreter) -> Value?
    /// Properties of framework objects (not controls segqa made) whose setting makes this control
    /// (a search bar's `scopeButtonTitles`).
    var frameworkProperties: Set<String> { get }
    /// `object.name = value` for a name in `frameworkProperties`, on an object segqa does not model.
    func setFrameworkProperty(
        _ name: String, of object: Value, to value: Value, at place: CodePlace, _ frame: Frame,
        in interpreter: Interpreter)
    /// An object of a project subclass of one of `hostTypes`, after its lifecycle ran: the control
    /// the library builds for it.
    func host(_ instance: Instance, of type: TypeDecl, in interpreter: Interpreter)
    /// The control an outlet (a property of one of `controlTypes` set by Interface Builder) holds,
    /// or nil for a UIKit control in the `uikit` style.
    func outlet(at place: CodePlace, owner: Value?, in interpreter: Interpreter) -> ControlObject?

    /// Code in, titles and control out: run by one parameterized test, and again in variants
    /// that must give the same titles (through a `let`, a helper function, parentheses) or none
    /// (inside `#if DEBUG`).
    var examples: [RecogniserExample] { get }
}

extension ControlRecogniser {
    var triggers: Set<String> { [] }
    var calls: Set<String> { [] }
    var controlTypes: Set<String> { [] }
    var hostTypes: Set<String> { [] }
    var viewModifiers: Set<String> { [] }
    var frameworkProperties: Set<String> { [] }
    var isDeclared: Bool { false }
    func marksType(in file: CodeFile, _ range: Range<Int>) -> Bool { false }
    func marksItemType(in file: CodeFile, _ range: Range<Int>) -> Bool { false }
    func marksRow(in file: CodeFile, _ range: Range<Int>, ofItems items: Set<String>) -> Bool { false }
    func marksFunction(in file: CodeFile, _ range: Range<Int>) -> Bool { false }
    var inspectsProjectCalls: Bool { false }
    func projectCall(_ call: Call, _ function: FunctionDecl, in interpreter: Interpreter) -> Value? { nil }
    func constructSubclass(_ type: TypeDecl, _ call: Call, in interpreter: Interpreter) -> Value? { nil }
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? { nil }
    func evaluateStatic(_ call: Call, on typeName: String, in interpreter: Interpreter) -> Value? { nil }
    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value? { nil }
    func property(_ name: String, of control: ControlObject, at place: CodePlace, in interpreter: Interpreter)
        -> Value?
    { nil }
    func setProperty(
        _ name: String, of control: ControlObject, to value: Value, at place: CodePlace, in interpreter: Interpreter
    ) {}
    func host(_ instance: Instance, of type: TypeDecl, in interpreter: Interpreter) {}
    func outlet(at place: CodePlace, owner: Value?, in interpreter: Interpreter) -> ControlObject? { nil }
    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter) {}
    func viewModifier(_ call: Call, on node: ViewNode, in interpreter: Interpreter) -> Value? { nil }
    func setFrameworkProperty(
        _ name: String, of object: Value, to value: Value, at place: CodePlace, _ frame: Frame,
        in interpreter: Interpreter
    ) {}
}

/// One example of a recogniser at work: source files, and what segqa must read from them. The
/// expression that carries the titles is written between `⟦` and `⟧`, so that the test can
/// rewrite it (into a `let`, a helper function, parentheses) and expect the same titles.
public struct RecogniserExample: Sendable {
    public let summary: String
    public let files: [SourceFile]
    /// The titles as `segqa controls` lists them: in the source language, `image:name` for an
    /// image segment.
    public let titles: [String]
    /// The style preset the control is checked with.
    public let style: String

    public struct SourceFile: Sendable {
        public let path: String
        public let text: String
        public var language: SourceLanguage? { SourceLanguage(path: path) }
    }

    init(_ summary: String, files: [(String, String)], titles: [String], style: String) {
        self.summary = summary
        self.files = files.map { SourceFile(path: $0.0, text: $0.1) }
        self.titles = titles
        self.style = style
    }
}

/// The recognisers segqa ships, in the order calls are offered to them. Adding a control is one
/// file and one line here.
public enum BuiltInRecognisers {
    static let all: [any ControlRecogniser] = [
        UIKitSegmentedControlRecogniser(),
        SwiftUIPickerRecogniser(),
        ComposeSegmentedRecogniser(),
        AndroidTabsRecogniser(),
        XLPagerTabStripRecogniser(),
        ComposeChipRowRecogniser(),
        SwiftUIButtonRowRecogniser(),
        HMSegmentedControlRecogniser(),
        EurekaSegmentedRowRecogniser(),
        SwiftUISearchScopesRecogniser(),
        UIKitSearchScopeBarRecogniser(),
        ComposeConnectedButtonGroupRecogniser(),
        ComposeSelectableRowRecogniser(),
    ]

    /// Every recogniser's examples, by recogniser name (for the examples test).
    public static var examples: [(recogniser: String, example: RecogniserExample)] {
        all.flatMap { recogniser in recogniser.examples.map { (recogniser.name, $0) } }
            + UIKitCustomControlRecogniser.kindExamples.map { (UIKitCustomControlRecogniser.kindName, $0) }
    }

    /// The registry's names, and the kinds of recogniser made from the code read.
    public static var names: Set<String> { Set(all.map(\.name)).union([UIKitCustomControlRecogniser.kindName]) }
}

/// The recognisers of one run, indexed: the built-in ones, then the controls a team declares in
/// segqa.json (which are asked first for their own names, before the project's declarations).
struct Recognisers: Sendable {
    let all: [any ControlRecogniser]
    /// The triggers of the recognisers of each language: a Compose `Tab` is no trigger in Swift.
    private let triggersByLanguage: [SourceLanguage: Set<String>]
    let controlTypes: Set<String>
    let hostTypes: Set<String>
    /// The recognisers that see calls of the project's own functions.
    let projectCallInspectors: [any ControlRecogniser]
    private let byCall: [String: [any ControlRecogniser]]
    private let byControlType: [String: any ControlRecogniser]
    private let byViewModifier: [String: [any ControlRecogniser]]

    static let builtIn = Recognisers(BuiltInRecognisers.all)

    init(_ all: [any ControlRecogniser]) {
        self.all = all
        var triggersByLanguage: [SourceLanguage: Set<String>] = [:]
        for recogniser in all {
            for language in recogniser.languages {
                triggersByLanguage[language, default: []].formUnion(recogniser.triggers)
            }
        }
        self.triggersByLanguage = triggersByLanguage
        controlTypes = all.reduce(into: []) { $0.formUnion($1.controlTypes) }
        hostTypes = all.reduce(into: []) { $0.formUnion($1.hostTypes) }
        projectCallInspectors = all.filter(\.inspectsProjectCalls)
        var byCall: [String: [any ControlRecogniser]] = [:]
        var byControlType: [String: any ControlRecogniser] = [:]
        var byViewModifier: [String: [any ControlRecogniser]] = [:]
        // A declared control's name is its team's: it comes before a built-in recogniser of the same name.
        for recogniser in all.filter(\.isDeclared) + all.filter({ !$0.isDeclared }) {
            for name in recogniser.calls { byCall[name, default: []].append(recogniser) }
            for name in recogniser.controlTypes where byControlType[name] == nil { byControlType[name] = recogniser }
            for name in recogniser.viewModifiers { byViewModifier[name, default: []].append(recogniser) }
        }
        self.byCall = byCall
        self.byControlType = byControlType
        self.byViewModifier = byViewModifier
    }

    /// The names that mark code of this language worth running.
    func triggers(in language: SourceLanguage) -> Set<String> { triggersByLanguage[language] ?? [] }

    /// Whether a recogniser of the file's language marks a type's code as worth running.
    func marksType(in file: CodeFile, _ range: Range<Int>) -> Bool {
        all.contains { $0.languages.contains(file.language) && $0.marksType(in: file, range) }
    }

    /// Whether a recogniser of the file's language tells a type for an item of a choice.
    func marksItemType(in file: CodeFile, _ range: Range<Int>) -> Bool {
        all.contains { $0.languages.contains(file.language) && $0.marksItemType(in: file, range) }
    }

    /// Whether a recogniser of the file's language tells a type for a row of such items.
    func marksRow(in file: CodeFile, _ range: Range<Int>, ofItems items: Set<String>) -> Bool {
        all.contains { $0.languages.contains(file.language) && $0.marksRow(in: file, range, ofItems: items) }
    }

    /// Whether a recogniser of the file's language marks a function's code as worth running.
    func marksFunction(in file: CodeFile, _ range: Range<Int>) -> Bool {
        all.contains { $0.languages.contains(file.language) && $0.marksFunction(in: file, range) }
    }

    /// The recognisers that evaluate calls of a name, declared ones first.
    func evaluating(_ name: String) -> [any ControlRecogniser] { byCall[name] ?? [] }

    /// The recognisers that make a control of a SwiftUI view modifier of this name.
    func modifying(_ name: String) -> [any ControlRecogniser] { byViewModifier[name] ?? [] }

    /// The recogniser whose control type this is (`UISegmentedControl`).
    func owning(controlType name: String) -> (any ControlRecogniser)? { byControlType[name] }
}
