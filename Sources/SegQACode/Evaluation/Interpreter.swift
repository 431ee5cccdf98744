import Foundation
import SegQAModel

/// A scope while code runs: its local names, the object `self` is, Kotlin's implicit receivers
/// (`apply { }`), and the enclosing scope for closures.
final class Frame: TrailedSlots {
    /// Written through `set` (a join may have to undo the change).
    private(set) var locals: [String: Value] = [:]
    let parent: Frame?
    let trail: Trail
    let born: Int
    let selfValue: Value?
    var receivers: [Value] = []
    let file: CodeFile
    /// The type whose code this is (static members and nested types are found through it).
    let owner: TypeDecl?
    /// Inside a view builder (`VStack { … }`, a Compose row's content): every view an expression
    /// statement makes is collected, in both branches of an `if`.
    var collector: [Value]?
    /// The body of a loop over elements segqa cannot know: what each element is (a segment
    /// inserted here is one of an unknown number).
    var unknownLoopElement: Unknown?
    /// A function's or getter's body frame: returns taken under a condition segqa cannot decide,
    /// with that condition. The code after the `if` runs too (the other way through), and the
    /// body's value is each of them or what it returns last.
    var earlyReturns: [(value: Value, condition: String)]?

    /// The frame of the body this frame's code runs in, where an undecided early return is kept.
    var bodyFrame: Frame? {
        var frame: Frame? = self
        while let current = frame {
            if current.earlyReturns != nil { return current }
            frame = current.parent
        }
        return nil
    }

    /// The element of the innermost enclosing loop over unknown elements, if any.
    var enclosingUnknownLoop: Unknown? {
        var frame: Frame? = self
        while let current = frame {
            if let element = current.unknownLoopElement { return element }
            frame = current.parent
        }
        return nil
    }

    /// A frame inside another takes its trail; an outermost one (a function's, a getter's) is given it.
    init(parent: Frame?, selfValue: Value?, file: CodeFile, owner: TypeDecl?, trail: Trail? = nil) {
        self.parent = parent
        self.selfValue = selfValue
        self.file = file
        self.owner = owner
        guard let trail = trail ?? parent?.trail else { fatalError("an outermost frame needs the interpreter's trail") }
        self.trail = trail
        born = trail.birth()
    }

    func set(_ name: String, _ value: Value?) {
        if trail.logs(born) { trail.log(self, name, locals[name]) }
        locals[name] = value
    }

    func slot(_ name: String) -> Value? { locals[name] }
    func restore(_ name: String, _ value: Value?) { locals[name] = value }

    func lookup(_ name: String) -> Value? {
        var frame: Frame? = self
        while let current = frame {
            if let value = current.locals[name] { return value }
            frame = current.parent
        }
        return nil
    }

    /// Assigns an existing local (in this frame or an enclosing one); false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var frame: Frame? = self
        while let current = frame {
            if current.locals[name] != nil {
                current.set(name, value)
                return true
            }
            frame = current.parent
        }
        return false
    }

    /// The first answer `body` gives for the receivers a bare name may be a member of: the
    /// implicit receivers, innermost first, then `self`, then the objects `self` was made in
    /// (`Instance.enclosing`: an inner class's code names its outer object's members), at most
    /// four deep (classes nest no deeper in practice; the chain cannot cycle). Without making
    /// their list (a name looked up outside the locals made two arrays).
    func firstReceiver<T>(_ body: (Value) -> T?) -> T? {
        var frame: Frame? = self
        while let current = frame {
            for receiver in current.receivers.reversed() {
                if let answer = body(receiver) { return answer }
            }
            frame = current.parent
        }
        if let answer = selfValue.flatMap(body) { return answer }
        // Then the objects an inner class's object was made in, innermost first.
        guard case .instance(let instance)? = selfValue else { return nil }
        var outer = instance.enclosing
        var depth = 0
        while let object = outer, depth < 4 {
            if let answer = body(.instance(object)) { return answer }
            outer = object.enclosing
            depth += 1
        }
        return nil
    }

    var implicitReceivers: [Value] {
        var result: [Value] = []
        var frame: Frame? = self
        while let current = frame {
            result += current.receivers.reversed()
            frame = current.parent
        }
        return result
    }
}

/// How a block ended: normally (with the value of its last expression), or by `return`.
enum Flow {
    case normal(Value?)
    case returned(Value)

    var value: Value? {
        switch self {
        case .normal(let v): return v
        case .returned(let v): return v
        }
    }
}

/// One argument of a call, evaluated.
struct Evaluated {
    var label: String?
    var value: Value
    var expression: Expr
}

/// Runs the code segqa reads, as far as titles, fonts and widths need: literals and localized
/// keys, string concatenation and interpolation, members of enums and objects, project functions
/// and localization wrappers (inlined, a few calls deep), collections and their `map`/`forEach`,
/// both branches of what cannot be decided, and the calls that build segmented controls.
/// Whatever it cannot know is an `Unknown` naming the expression and why.
final class Interpreter {
    let index: SymbolIndex
    /// The controls segqa recognises in this run: the built-in ones and those segqa.json declares.
    var recognisers = Recognisers.builtIn
    /// Functions segqa.json names as localization functions: their first argument is a key of the table.
    var localizationFunctions: [String: String] = [:]
    /// Reads of state the user changes at run time (`@State`, `@Published` …), counted so that a
    /// condition that read one is undecidable: both of its branches can be on screen.
    var runtimeStateReads = 0
    var runtimeStateProperties: [String: Bool] = [:]
    /// Types declared `private` or `fileprivate` (`isFilePrivate`), by type.
    var filePrivateTypes: [ObjectIdentifier: Bool] = [:]
    /// The names of every property declared with one of those wrappers, anywhere in the code read.
    lazy var runtimeStateNames: Set<String> = {
        var names: Set<String> = []
        for declarations in index.types.values {
            for type in declarations {
                for property in type.properties
                where !Self.runtimeStateAttributes.isDisjoint(with: property.attributes) {
                    names.insert(property.name)
                }
            }
        }
        return names
    }()
    /// Android layout ids that code may title (`tab_layout` → its layout names).
    var layoutIDs: [String: [String]] = [:]
    /// A `ViewPager`'s id → the TabLayouts inside it (`CodeReader.Options.decorTabs`).
    var decorTabs: [String: [CodeReader.DecorTabs]] = [:]
    /// The tab views titled by each pager adapter's pages (by the adapter object): its
    /// `notifyDataSetChanged()` titles them again, from the pages it has then.
    var tabsOfAdapter: [ObjectIdentifier: [LayoutView]] = [:]
    /// Every control made or reached so far.
    var controls: [ControlObject] = []
    /// Inlined calls under way, outermost first.
    var callPath: [CodePlace] = []
    var invocations: [(function: ObjectIdentifier, place: CodePlace)] = []
    var callStack: [ObjectIdentifier] = []
    /// Work left for the current root, so no input can keep the reader busy for long.
    var budget = 0
    static let budgetPerRoot = 400_000
    /// Work the whole run may still do: a fixed multiple of the code read (`stepsPerToken` steps a
    /// token), shared by every root, so cost grows with the input, never with how many roots it has.
    var runSteps = 0
    private var granted = 0
    static let stepsPerToken = 10
    static let minimumRunSteps = 2_000_000

    /// Charges the run what the last grant used, then gives `steps` (as far as the run has them
    /// left): to a new root (`fresh`), or as a top-up of what the running root has.
    func grant(_ steps: Int, fresh: Bool = false) {
        runSteps -= granted - max(budget, 0)
        let available = max(runSteps, 0)
        budget = fresh ? min(steps, available) : max(budget, min(steps, available))
        granted = max(budget, 0)
    }
    static let maximumCallDepth = 10
    /// Evaluations under way inside one another, and how many may be (the reading thread has 64 MB of stack).
    var nesting = 0
    static let maximumNesting = 3_000
    static let maximumLoop = 200
    /// How many times the innermost unrolled loop body runs in all (the product of the loops around it).
    var unrolling = 1
    static let maximumUnrolled = 1_000

    /// Runs `body` as `count` runs of a loop body (a `map`'s lambda over a list), or gives nil when
    /// that would take the loops around it past `maximumUnrolled`.
    func unrolled<T>(_ count: Int, _ body: () -> T) -> T? {
        guard unrolling * max(count, 1) <= Self.maximumUnrolled else { return nil }
        let outer = unrolling
        unrolling *= max(count, 1)
        defer { unrolling = outer }
        return body()
    }
    private var serials = 0
    /// Objects of project types made while running, by type: a SwiftUI view made in a body is
    /// walked for pickers; a view controller made in code is reachable.
    var instantiated: Set<String> = []
    /// Static properties evaluated once (SwiftGen constants, Kotlin top-level values).
    var staticValues: [ObjectIdentifier: Value] = [:]
    var evaluatingStatics: Set<ObjectIdentifier> = []
    /// Properties being evaluated, by declaration: how many evaluations of each are under way. A
    /// property reached again while it is evaluated (through another object, another enum case, an
    /// extension on the same value) is recursion, unknown: never a stack that runs out.
    var evaluatingProperties: [ObjectIdentifier: Int] = [:]
    /// How many evaluations of one property may be under way at once through different objects
    /// (`node.parent.title`): past this it is taken for recursion.
    static let maximumPropertyNesting = 3
    var evaluatingEnumProperties: Set<String> = []
    /// Whether each constant read through an unknown value needs no instance (`instanceIndependentMember`).
    var independentConstants: [ObjectIdentifier: Bool] = [:]
    /// Enum cases as objects (their constructor arguments), by type and case.
    var enumInstances: [String: Instance] = [:]
    /// The keys of each localization table read, for R.swift's identifiers.
    var tableKeys = TableKeys([:])
    /// Android's string arrays: each item's key.
    var stringArrays: [String: [String]] = [:]
    private var rswiftIndex: [String: [String: (table: String, key: String)]]?
    /// Each key of the app's tables with its table (the first in sorted order), made when first asked.
    private var keyTables: [String: String]?
    /// Each table's keys, gathered once for the indexes below (`TableKeys` gathers them from every
    /// locale's file each time it is asked).
    private lazy var keysByTable = tableKeys.byTable
    /// Table keys by the name a generator script gives them (`generatedKeyName`), for `generatedKey`:
    /// only keys with punctuation (the name differs from the key).
    private lazy var generatedKeys = keysByDerivedName { key in
        let generated = Self.generatedKeyName(key)
        return generated != key.lowercased() ? generated : nil
    }
    /// Dotted table keys by their components squashed (`pdf.annotationpopover.linewidth`), for `generatedKey`.
    private lazy var structuredKeys = keysByDerivedName { key in
        key.contains(".") ? key.split(separator: ".").map { Self.squashed(String($0)) }.joined(separator: ".") : nil
    }
    /// Functions whose bodies ask for a localized string (`asksForLocalizedString`).
    var localizingFunctions: [ObjectIdentifier: Bool] = [:]
    /// Objects of a project subclass of a library's host type (a pager view controller) that
    /// code made, for `Reading` to ask the library's recogniser for its control once the code
    /// that made them (and set them up: `pager.viewModel = …`) has run.
    var madeHosts: [Instance] = []
    private var hostTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether a project type is below one of the recognisers' host types.
    func isHost(_ type: TypeDecl) -> Bool {
        if let known = hostTypes[ObjectIdentifier(type)] { return known }
        let inherited = index.lineage(type.qualifiedName, near: type.file).flatMap(\.inherits)
        let result = !recognisers.hostTypes.isDisjoint(with: inherited)
        hostTypes[ObjectIdentifier(type)] = result
        return result
    }

    /// Every project function run so far (a method no run reached is a root of its own).
    var invokedFunctions: Set<ObjectIdentifier> = []
    /// Wrappers seen to show their literal argument's text as a key, with that argument's position.
    var keyWrappers: [ObjectIdentifier: Int] = [:]
    /// What each Objective-C singleton accessor (a class method without arguments whose body
    /// runs `dispatch_once`) returned the first time: it returns the same object on every call,
    /// so segqa runs it once (OsmAnd's `+[OAMapStyleSettings sharedInstance]` ran 35 times, 2 %
    /// of its run).
    var onceValues: [ObjectIdentifier: Value] = [:]
    /// Which class methods run `dispatch_once` (`runsOnce`), by function.
    var onceAccessors: [ObjectIdentifier: Bool] = [:]
    /// The index path a data-source method is given while it runs for one row (`tableRows`).
    var tableRow: Value?
    /// While a data-source method runs on trial: the lists it indexed with its index path's
    /// section and row (`noteTableIndex`).
    var rowProbe: [String: [Value]]?

    func tableOfKey(_ key: String) -> String? {
        if keyTables == nil {
            var index: [String: String] = [:]
            let tables = keysByTable
            for table in tables.keys.sorted() {
                for key in tables[table]! where index[key] == nil { index[key] = table }
            }
            keyTables = index
        }
        return keyTables?[key]
    }

    /// R.swift's `R.string.localizable.settingsTitle`: the table and key it names (its identifier
    /// is the key without punctuation, camel-cased), or the identifier itself in the capitalized table.
    func rswiftKey(table identifier: String, _ name: String) -> (table: String, key: String) {
        if rswiftIndex == nil {
            // Names that reduce to one identifier (`TabTitles`, `Tab-Titles`): the first in sorted
            // order wins, the same on every run (never a dictionary's order).
            var index: [String: [String: (String, String)]] = [:]
            let tables = keysByTable
            for table in tables.keys.sorted() {
                let tableID = Self.squashed(table)
                for key in tables[table]!.sorted() where index[tableID]?[Self.squashed(key)] == nil {
                    index[tableID, default: [:]][Self.squashed(key)] = (table, key)
                }
            }
            rswiftIndex = index
        }
        if let found = rswiftIndex?[Self.squashed(identifier)]?[Self.squashed(name)] { return found }
        return (identifier.prefix(1).uppercased() + identifier.dropFirst(), name)
    }

    /// A strings accessor an app's own script generates at build time, not in the repository
    /// (kiwix's `LocalString.payment_selection_option_monthly` for "payment.selection.option.monthly"):
    /// a member of a type the code read does not declare, named as the key lowercased with every
    /// character but a letter or digit an underscore. Only names with an underscore, and only keys
    /// with punctuation, are matched: a framework's members (`UIColor.label`) are camel case.
    ///
    /// SwiftGen's structured names too, when its output is not committed (zotero's
    /// `L10n.Pdf.highlight` for "pdf.highlight", `L10n.Pdf.AnnotationPopover.lineWidth` for
    /// "pdf.annotation_popover.line_width"): a member of a nested type of an undeclared type, its
    /// path below that type matched to a dotted key component by component, ignoring case and
    /// punctuation.
    func generatedKey(_ name: String, of typeName: String) -> (table: String, key: String)? {
        // (A capitalized member is SwiftGen's enum of a key prefix, not a string.)
        if let dot = typeName.firstIndex(of: "."), !Self.startsUppercase(name) {
            let path = (typeName[typeName.index(after: dot)...].split(separator: ".").map(String.init) + [name])
                .map(Self.squashed).joined(separator: ".")
            if let found = structuredKeys[path] { return found }
        }
        guard name.utf8.contains(UInt8(ascii: "_")) else { return nil }
        return generatedKeys[name]
    }

    /// Each table key by a name derived from it (nil: none), the first table in sorted order
    /// winning where two give one name: the same on every run.
    private func keysByDerivedName(_ derive: (String) -> String?) -> [String: (table: String, key: String)] {
        var index: [String: (table: String, key: String)] = [:]
        for table in keysByTable.keys.sorted() {
            for key in keysByTable[table]! {
                if let name = derive(key), index[name] == nil { index[name] = (table, key) }
            }
        }
        return index
    }

    static func generatedKeyName(_ key: String) -> String {
        String(
            decoding: key.lowercased().utf8.map { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    ? byte : UInt8(ascii: "_")
            }, as: UTF8.self)
    }

    static func squashed(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// How often the code inflated each layout through its view binding.
    var inflations: [String: Int] = [:]

    /// Android layout views met, by layout and id: one object however often the code names it.
    var layoutViews: [String: LayoutView] = [:]
    var layoutViewOrder: [LayoutView] = []

    /// The layout view `id` (of `layout`, when known), the same object each time.
    func layoutView(id: String, layout: String?, place: CodePlace?) -> LayoutView {
        let layouts = layoutIDs[id] ?? []
        let layout = layout ?? (layouts.count == 1 ? layouts[0] : nil)
        let key = "\(layout ?? "")/\(id)"
        if let view = layoutViews[key] { return view }
        let view = LayoutView(id: id, layout: layout, place: place)
        layoutViews[key] = view
        layoutViewOrder.append(view)
        return view
    }

    /// Buttons of layouts titled in code (`binding.buttonDay.text = …`), not tab layouts.
    var titledViews: [LayoutView] { layoutViewOrder.filter { $0.text != nil && $0.control == nil } }

    init(index: SymbolIndex) { self.index = index }

    /// Types whose code names a control API, or a type that does, transitively: the only views
    /// whose bodies can hold a control (nil: every type, when nobody worked it out).
    var relevantTypes: Set<String>?
    /// The types a recogniser tells from their tokens (a SwiftUI row of selection buttons): only
    /// in their rows does a button row look into the project views it holds (a body walk each).
    var markedTypes: Set<ObjectIdentifier> = []
    /// Types that put items of a choice in a row (each item a view of its own): they run, and
    /// walks go into them, as into marked types.
    var itemRowTypes: Set<ObjectIdentifier> = []
    /// Views whose bodies were walked, by what the walk depends on (`bodyKey`): a view met again
    /// from another screen with the same fields is the same controls.
    var walkedBodies: Set<String> = []
    /// The undo log of joins (both branches of an `if` from the same state).
    let trail = Trail()
    private var texts: [TextKey: String] = [:]
    /// The first control the running root made: a join restores the controls from there (a root's
    /// code does not edit another root's controls).
    var rootControls = 0

    func makeInstance(type: TypeDecl?, typeName: String, madeAt: CodePlace?) -> Instance {
        let instance = Instance(type: type, typeName: typeName, madeAt: madeAt, serial: nextSerial(), trail: trail)
        // A screen that names its layout to its superclass (`Fragment(R.layout.x)`) shows it.
        if let type, type.file.language == .kotlin, let layout = contentLayout(of: type) {
            instance.set("$layout", .namespace("layout:" + layout))
        }
        return instance
    }

    private var contentLayouts: [ObjectIdentifier: String?] = [:]

    /// The layout a Kotlin class or one of its superclasses gives its superclass (by resource, or
    /// by the view binding it names), once per class.
    func contentLayout(of type: TypeDecl) -> String? {
        if let known = contentLayouts[ObjectIdentifier(type)] { return known }
        let lineage = [type] + index.lineage(type.qualifiedName, near: type.file)
        let layout =
            lineage.lazy.compactMap(\.contentLayout).first
            ?? contentBinding(of: type).map(Self.layoutName(ofBinding:))
        contentLayouts[ObjectIdentifier(type)] = .some(layout)
        return layout
    }

    private var contentBindings: [ObjectIdentifier: String?] = [:]

    /// The view binding a Kotlin class or one of its superclasses names to its superclass, once per class.
    func contentBinding(of type: TypeDecl) -> String? {
        if let known = contentBindings[ObjectIdentifier(type)] { return known }
        let binding = ([type] + index.lineage(type.qualifiedName, near: type.file)).lazy.compactMap(\.contentBinding)
            .first
        contentBindings[ObjectIdentifier(type)] = .some(binding)
        return binding
    }

    func nextSerial() -> Int {
        serials += 1
        return serials
    }

    func place(_ expression: Expr, _ frame: Frame) -> CodePlace {
        CodePlace(file: frame.file, offset: expression.range.lowerBound)
    }
    /// An expression as written, shortened (what an unknown names): asked for again and again for
    /// the same expressions of a view body, so kept.
    func text(_ expression: Expr, _ frame: Frame) -> String {
        let key = TextKey(file: ObjectIdentifier(frame.file), range: expression.range)
        if let known = texts[key] { return known }
        let text = frame.file.text(expression.range)
        texts[key] = text
        return text
    }

    struct TextKey: Hashable {
        let file: ObjectIdentifier
        let range: Range<Int>
    }

    func makeControl(
        _ kind: ControlObject.Kind, by recogniser: any ControlRecogniser, at place: CodePlace, style: String,
        owner: Value?
    ) -> ControlObject {
        let control = ControlObject(
            kind: kind, recogniser: recogniser, place: place, style: style, serial: nextSerial())
        control.callPath = callPath
        control.invocations = invocations
        if case .instance(let instance)? = owner {
            control.instanceSerial = instance.serial
            control.ownerType = instance.typeName
            control.ownerMadeAt = instance.madeAt
            // A view or cell made at one place and another: told apart by where each was made.
            if let madeAt = instance.madeAt { control.callPath.append(madeAt) }
        }
        controls.append(control)
        return control
    }

    // MARK: - Statements

    func execute(_ block: Block, _ frame: Frame) -> Flow {
        var last: Value?
        for statement in block.statements {
            budget -= 1
            if budget < 0 { return .normal(nil) }
            switch execute(statement, frame) {
            case .returned(let value): return .returned(value)
            case .normal(let value): last = value
            }
        }
        return .normal(last)
    }

    func execute(_ statement: Stmt, _ frame: Frame) -> Flow {
        switch statement.kind {
        case .expression(let expression):
            let value = evaluate(expression, frame)
            if frame.collector != nil { collect(value, into: frame) }
            return .normal(value)
        case .binding(let names, let type, let value):
            let place = CodePlace(file: frame.file, offset: statement.range.lowerBound)
            let result = value.map { assumed(typed(evaluate($0, frame), as: type), type: type, at: place) }
            bind(
                names,
                to: result
                    ?? .unknown(
                        "a variable with no value yet", names.joined(separator: ", "),
                        at: CodePlace(file: frame.file, offset: statement.range.lowerBound)), in: frame)
            return .normal(nil)
        case .assignment(let target, let op, let value):
            assign(target, op: op, value: evaluate(value, frame), frame)
            return .normal(nil)
        case .conditional(let conditions, let then, let otherwise):
            return conditional(conditions, then: then, otherwise: otherwise, frame)
        case .guardStatement(let conditions, _):
            for condition in conditions { _ = test(condition, frame, binding: frame) }
            return .normal(nil)
        case .forIn(let names, let sequence, let body):
            return loop(names, over: evaluate(sequence, frame), sequenceText: text(sequence, frame), body: body, frame)
        case .countingLoop(let name, let from, let below, let body):
            guard let start = evaluate(from, frame).asIndex.map(Double.init),
                let stop = evaluate(below, frame).asIndex.map(Double.init),
                stop - start <= Double(Self.maximumLoop), start <= stop
            else {
                return loop(
                    [name],
                    over: .unknown("a loop bound segqa cannot evaluate", text(below, frame), at: place(below, frame)),
                    sequenceText: text(below, frame), body: body, frame)
            }
            let items = stride(from: start, to: stop, by: 1).map { Value.number($0) }
            return loop([name], over: .list(items), sequenceText: "", body: body, frame)
        case .switchStatement(let subject, let branches):
            return switchStatement(subject.map { evaluate($0, frame) }, branches, frame)
        case .returnStatement(let value):
            return .returned(value.map { evaluate($0, frame) } ?? .null)
        case .throwStatement:
            let place = CodePlace(file: frame.file, offset: statement.range.lowerBound)
            return .returned(
                Value.unknown("this path throws", frame.file.text(statement.range), at: place).markedOutOfRange)
        case .block(let block), .loop(let block):  // a `while`/`repeat` body runs once, in a scope of its own
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            inner.collector = frame.collector
            let flow = execute(block, inner)
            if let collected = inner.collector, frame.collector != nil { frame.collector = collected }
            return flow
        case .localFunction(let function):
            frame.set(function.name, .function(.function(function, receiver: frame.selfValue)))
            return .normal(nil)
        case .other:
            return .normal(nil)
        }
    }

    func bind(_ names: [String], to value: Value, in frame: Frame) {
        if names.count == 1 {
            frame.set(names[0], value)
            return
        }
        // Destructuring: (index, item), (title, key)
        let parts = value.asList ?? []
        for (n, name) in names.enumerated() {
            frame.set(
                name,
                n < parts.count
                    ? parts[n] : value.isUnknown ? value : .unknown("a part segqa cannot take apart", name, at: nil))
        }
    }

    /// What a view builder collects: views, lists of views (`ForEach`), and what segqa cannot
    /// know (content from data: a picker or row whose segments are not known says so).
    func collect(_ value: Value, into frame: Frame) {
        switch value {
        case .view, .list: frame.collector?.append(value)
        case .unknown(let u) where u.origin != nil && !(u.origin!.isOutOfRange): frame.collector?.append(value)
        case .instance(let instance) where isView(instance): frame.collector?.append(value)
        case .text(let text) where frame.file.language == .kotlin:
            _ = text  // a string expression in a lambda is its value, not a view
        default: break
        }
    }

    /// `if`: a condition that is known takes its branch; one that is not runs both, each from
    /// the same state, and the controls both changed keep both results as alternatives.
    func conditional(_ conditions: [Condition], then: Block, otherwise: Block?, _ frame: Frame) -> Flow {
        let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
        inner.collector = frame.collector
        var known: Bool? = true
        for condition in conditions {
            switch test(condition, frame, binding: inner) {
            case .some(false): known = false
            case .none: if known == true { known = nil }
            default: break
            }
            if known == false { break }
        }
        func run(_ block: Block, _ scope: Frame) -> Flow {
            let flow = execute(block, scope)
            if let collected = scope.collector, frame.collector != nil { frame.collector = collected }
            return flow
        }
        switch known {
        case .some(true): return run(then, inner)
        case .some(false):
            guard let otherwise else { return .normal(nil) }
            let elseFrame = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            elseFrame.collector = frame.collector
            return run(otherwise, elseFrame)
        case .none:
            let elseFrame = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            return both(
                { run(then, inner) },
                {
                    elseFrame.collector = frame.collector
                    return otherwise.map { run($0, elseFrame) } ?? .normal(nil)
                }, condition: conditionText(conditions, frame), in: frame)
        }
    }

    func conditionText(_ conditions: [Condition], _ frame: Frame) -> String {
        conditions.compactMap { condition -> String? in
            switch condition {
            case .expression(let e): return text(e, frame)
            case .binding(let name, _): return "let \(name)"
            case .pattern(let p, _): return text(p, frame)
            case .available: return nil
            }
        }.joined(separator: ", ")
    }

    /// Runs two alternatives from the same state, then joins them: the rest of the code runs once,
    /// on the join. Locals, fields and controls are as they were before the first when the second
    /// starts; afterwards a local or field both changed holds both values as alternatives, and a
    /// control both changed keeps the segments of the first, each title that differs becoming "if …"
    /// / "else" alternatives. The cost is what the branches change (the trail logs it), so n
    /// undecidable conditions in a row cost n, whatever else the run holds.
    func both(_ first: () -> Flow, _ second: () -> Flow, condition: String, in frame: Frame) -> Flow {
        let join = trail.begin()
        let controlsBefore = controls[rootControls...].map { ($0, $0.snapshot) }
        let firstFlow = first()
        // What the first branch left in each slot it changed, then the slots as they were.
        let firstChanges = trail.changes(since: join.mark).map { ($0, $0.owner.slot($0.name)) }
        trail.undo(to: join.mark)
        let afterFirst = controlsBefore.map { ($0.0, $0.0.snapshot) }
        for (control, snapshot) in controlsBefore { control.restore(snapshot) }
        let secondFlow = second()
        let secondChanges = trail.changes(since: join.mark)
        trail.end(join)
        // Slots: the value before, after the first branch, after the second (now).
        var byFirst: [Trail.SlotKey: Value?] = [:]
        for (entry, value) in firstChanges { byFirst[Trail.SlotKey(entry.owner, entry.name)] = value }
        var joined: Set<Trail.SlotKey> = []
        for entry in secondChanges {
            let key = Trail.SlotKey(entry.owner, entry.name)
            joined.insert(key)
            let afterFirstValue = byFirst[key] ?? entry.previous
            joinSlot(entry.owner, entry.name, before: entry.previous, first: afterFirstValue, condition: condition)
        }
        for (entry, value) in firstChanges where !joined.contains(Trail.SlotKey(entry.owner, entry.name)) {
            // The second branch left it as it was before.
            joinSlot(entry.owner, entry.name, before: entry.previous, first: value, condition: condition)
        }
        for (n, (control, firstState)) in afterFirst.enumerated() {
            let initial = controlsBefore[n].1
            let secondState = control.snapshot
            let changedFirst = !same(firstState, initial)
            let changedSecond = !same(secondState, initial)
            // A branch that only takes segments away (`if audioOnly { removeSegment(at: 1) }`) is
            // one outcome of two: the other, with every segment, is the tighter layout and shows
            // every title, so it is the one checked.
            if changedFirst && !changedSecond {
                control.restore(firstState.segments.count < initial.segments.count ? initial : firstState)
            } else if changedSecond && !changedFirst, secondState.segments.count < initial.segments.count {
                control.restore(initial)
            } else if changedFirst && changedSecond {
                control.restore(merged(firstState, secondState, condition: condition))
            }
        }
        switch (firstFlow, secondFlow) {
        case (.returned(let a), .returned(let b)): return .returned(alternatives(a, b, condition: condition))
        case (.returned(let a), .normal):
            // `if (options.isEmpty()) return`, undecided: what follows runs too, as it does
            // whenever the condition is false (bitwarden's segmented row came after such a guard);
            // the value returned here is one the body's may be.
            guard let body = frame.bodyFrame else { return .returned(a) }
            body.earlyReturns?.append((a, condition))
            return .normal(nil)
        case (_, .returned(let b)): return .normal(b)
        case (.normal(let a), .normal(let b)):
            if let a, let b { return .normal(alternatives(a, b, condition: condition)) }
            return .normal(a ?? b)
        }
    }

    /// One slot after a join: the first branch's value where only it changed the slot (or the
    /// second left nothing there), the second's where only it did, both as alternatives where both did.
    private func joinSlot(_ owner: any TrailedSlots, _ name: String, before: Value?, first: Value?, condition: String) {
        let second = owner.slot(name)
        let old = before.map { describe($0) }
        guard let first else { return }
        let secondText = second.map { describe($0) }
        // `if (cell == nil) { cell = nib[0]; }`: an object the branch replaces with something
        // segqa cannot follow is, on the other path, the object it was: keep the object (OsmAnd's
        // cells, configured after such a nib load, lost their segmented control).
        if first.isUnknown, case .instance? = before, secondText == old { return }
        if secondText == old || second == nil {
            set(owner, name, first)
        } else if describe(first) != old, let second {
            set(owner, name, alternatives(first, second, condition: condition))
        }
    }

    private func set(_ owner: any TrailedSlots, _ name: String, _ value: Value) {
        if let frame = owner as? Frame {
            frame.set(name, value)
        } else if let instance = owner as? Instance {
            instance.set(name, value)
        }
    }

    func same(_ a: ControlObject.Snapshot, _ b: ControlObject.Snapshot) -> Bool {
        if a.state === b.state { return true }
        return a.segments.count == b.segments.count && a.replacesSegments == b.replacesSegments
            && zip(a.segments, b.segments).allSatisfy { x, y in
                describe(x.title) == describe(y.title) && x.image?.name == y.image?.name
            } && a.settings == b.settings
    }

    func merged(_ a: ControlObject.Snapshot, _ b: ControlObject.Snapshot, condition: String) -> ControlObject.Snapshot {
        guard a.segments.count == b.segments.count else { return a.segments.count >= b.segments.count ? a : b }
        var result = a
        for index in result.segments.indices {
            if let x = a.segments[index].title, let y = b.segments[index].title, describe(x) != describe(y) {
                result.segments[index].title = alternatives(x, y, condition: condition)
            }
        }
        return result
    }

    /// Where a SwiftUI view (or a view builder's several) was made; nil for any other value
    /// (Compose's composables are not views of this kind: a `when` over tabs is one tab row's
    /// variants, not tabs side by side).
    func swiftUIViewPlace(_ value: Value) -> CodePlace? {
        switch value {
        case .view(let node): return node.place.file.language == .swift ? node.place : nil
        case .instance(let instance):
            guard isView(instance), let type = instance.type, type.file.language == .swift else { return nil }
            return instance.madeAt ?? CodePlace(file: type.file, offset: type.offset)
        case .list(let items):
            guard !items.isEmpty else { return nil }
            let places = items.map(swiftUIViewPlace)
            return places.contains { $0 == nil } ? nil : places[0]
        default: return nil
        }
    }

    /// Two texts as alternatives ("if c" / "else"), at most `TextValue.maximumAlternatives` (past
    /// that, unknown: "too many alternatives"); SwiftUI views on both paths: either
    /// (`_ConditionalContent`); other values: the first known one.
    func alternatives(_ a: Value, _ b: Value, condition: String) -> Value {
        if case .control(let x) = a, case .control(let y) = b, x !== y {
            x.join(y)
            return a
        }
        let short = condition.count > 30 ? String(condition.prefix(29)) + "…" : condition
        // `for (c in list) { if ([c isEqualToString:code]) return YES; } return NO;` over a code
        // known only at run time: either answer, so neither (taking the first made vlc's donation
        // screen return before it titled its control).
        switch (a, b) {
        case (.bool(let x), .bool(let y)) where x != y:
            return .unknown("true or false as '\(short)' decides at run time", condition, at: nil)
        case (.bool, .unknown): return b
        case (.unknown, .bool): return a
        // Nothing on one path, a value segqa does not know on the other (`return pkg` after
        // `if (pkg == null) … return null`): not known to be nothing. Taken for nothing, AppManager's
        // `if (mPackageName == null && mApkSource == null) { finish(); return; }` ended its screen
        // before its tabs.
        case (.null, .unknown): return b
        case (.unknown, .null): return a
        // Two lists (the pages of a pager, the items of a row): the longer, as for a control
        // whose segments one path takes away — it is the tighter layout and shows every title
        // (vlc's artist screen: one page for an artist with one album, two pages otherwise).
        case (.list(let x), .list(let y)) where y.count > x.count: return b
        default: break
        }
        // SwiftUI views on both paths (a view property's `if … { signedOutView } else { content }`,
        // taken as its value): the screen shows one or the other, as SwiftUI's conditional
        // content does, so both are walked; a modifier on it (`.if(…) { $0.pickerStyle(…) }`)
        // applies to either.
        if let place = swiftUIViewPlace(a), swiftUIViewPlace(b) != nil {
            let either = ViewNode(name: "_ConditionalContent", place: place)
            either.children = flattenViews(a) + flattenViews(b)
            return .view(either)
        }
        guard case .text(let x) = a, case .text(let y) = b else { return a.isUnknown ? b : a }
        if describe(a) == describe(b) { return a }
        var result = TextValue(pieces: x.pieces)
        let left = x.alternatives.isEmpty ? [("if \(short)", x)] : x.alternatives
        var right = y.alternatives.isEmpty ? [("else", y)] : y.alternatives
        // The same text on both sides is one alternative (a join of joins repeats the older ones).
        let seen = Set(left.map { describe(.text($0.1)) })
        right.removeAll { seen.contains(describe(.text($0.1))) }
        guard left.count + right.count <= TextValue.maximumAlternatives else {
            return .unknown(
                "too many alternatives (more than \(TextValue.maximumAlternatives)) after '\(short)'", condition,
                at: x.pieces.first?.place ?? y.pieces.first?.place)
        }
        result.alternatives = left + right
        return .text(result)
    }

    /// A value within what segqa reads from code: a text past its bounds (alternatives, length)
    /// or a list longer than a control's segments may be is unknown, with why.
    func bounded(_ value: Value, _ expression: Expr, _ frame: Frame) -> Value {
        switch value {
        case .text(let text) where text.overflow != nil:
            return .unknown(text.overflow!, self.text(expression, frame), at: place(expression, frame))
        case .list(let items) where items.count > ContentLoader.maxSegments:
            return .unknown(
                "a list longer than \(ContentLoader.maxSegments) items", self.text(expression, frame),
                at: place(expression, frame))
        default:
            return value
        }
    }

    /// A value's identity for comparisons: its text and keys.
    func describe(_ value: Value?) -> String {
        guard let value else { return "-" }
        switch value {
        case .text(let text):
            if !text.alternatives.isEmpty {
                return text.alternatives.map { describe(.text($0.value)) }.joined(separator: "|")
            }
            return text.pieces.map { piece -> String in
                switch piece.kind {
                case .literal(let s): return "'\(s)'"
                case .key(let table, let key, _): return "\(table):\(key)"
                }
            }.joined(separator: "+")
        case .unknown(let u): return "?\(u.expression)"
        case .number(let n): return "\(n)"
        case .resource(let r, _): return "R.\(r)"
        case .enumCase(let t, let c): return "\(t.name).\(c)"
        default: return "…"
        }
    }

    /// A condition's truth: true, false, or nil when segqa cannot tell. Bindings go into `binding`.
    func test(_ condition: Condition, _ frame: Frame, binding: Frame) -> Bool? {
        switch condition {
        case .available: return true
        case .binding(let name, let expression):
            let value = evaluate(expression, frame)
            binding.set(name, value)
            if case .null = value { return false }
            // `if let cell = cell as? SegmentedControlCell` over a cell segqa cannot know: the
            // object the cast assumes is bound, but whether the cast succeeds is undecided, so an
            // `else if let cell = cell as? FontSizeCell` runs too (zotero's annotation editor
            // configures its segmented cell in the fourth such branch).
            if case .cast(let operand, _) = expression.kind, case .name = operand.kind,
                evaluate(operand, frame).isUnknown
            {
                return nil
            }
            return value.isUnknown ? nil : true
        case .pattern(let pattern, let expression):
            let value = evaluate(expression, frame)
            return matches(pattern, value, frame)
        case .expression(let expression):
            let reads = runtimeStateReads
            let evaluated = evaluate(expression, frame)
            let value = evaluated.asBool ?? objectiveCTruth(evaluated, frame)
            // `if viewModel.supportsAlignment { … }` over `@Published var template`: the user's
            // choices change it, so both branches are read whatever its initial value.
            return runtimeStateReads != reads ? nil : value
        }
    }

    /// An object tested as a condition in Objective-C (`if (!_listControl)`): an object the code
    /// read made is not nil (one segqa assumes for a value it cannot know may be).
    func objectiveCTruth(_ value: Value, _ frame: Frame) -> Bool? {
        guard frame.file.language == .objectiveC else { return nil }
        switch value {
        case .control, .view: return true
        case .instance(let instance): return instance.madeAt != nil ? true : nil
        default: return nil
        }
    }

    func loop(_ names: [String], over sequence: Value, sequenceText: String, body: Block, _ frame: Frame) -> Flow {
        // Loops inside unrolled loops multiply: past `maximumUnrolled` runs of one body in all, the
        // body runs once more on "an element of …", as for a list segqa cannot know.
        var sequence = sequence
        if let items = sequence.asList, unrolling * max(items.count, 1) > Self.maximumUnrolled {
            sequence = .unknown(
                "a loop inside loops that would run more than \(Self.maximumUnrolled) times", sequenceText, at: nil)
        }
        guard let items = sequence.asList else {
            // Data segqa cannot know: the body runs once, its names standing for "an element of …".
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            inner.collector = frame.collector
            let reason: String
            if case .unknown(let u) = sequence {
                reason = "an element of '\(u.expression)' (\(u.reason))"
            } else {
                reason = "an element of '\(sequenceText)'"
            }
            var element = Unknown(reason: reason, expression: names.joined(separator: ", "), place: nil)
            if case .unknown(let u) = sequence { element.origin = u.origin }
            for name in names { inner.set(name, .unknown(element)) }
            inner.unknownLoopElement = element
            let flow = execute(body, inner)
            if let collected = inner.collector, frame.collector != nil { frame.collector = collected }
            return flow
        }
        let outer = unrolling
        unrolling *= max(items.count, 1)
        defer { unrolling = outer }
        for item in items.prefix(Self.maximumLoop) {
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            inner.collector = frame.collector
            bind(names, to: item, in: inner)
            let flow = execute(body, inner)
            if let collected = inner.collector, frame.collector != nil { frame.collector = collected }
            if case .returned = flow { return flow }
        }
        return .normal(nil)
    }

    func switchStatement(_ subject: Value?, _ branches: [Branch], _ frame: Frame) -> Flow {
        if let branch = branch(for: subject, branches, frame) {
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            inner.collector = frame.collector
            bindPatternNames(branch, subject, inner)
            let flow = execute(branch.body, inner)
            if let collected = inner.collector, frame.collector != nil { frame.collector = collected }
            return flow
        }
        // Unknown subject: every branch could run, each from the state before the switch; what
        // they make is kept, and titles they set differently become alternatives.
        let runs = branches.map { branch in
            { () -> Flow in
                let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
                inner.collector = frame.collector
                let flow = self.execute(branch.body, inner)
                if let collected = inner.collector, frame.collector != nil { frame.collector = collected }
                return flow
            }
        }
        return forkAll(runs[...], in: frame)
    }

    /// Runs each alternative from the same state (`both`, pairwise).
    func forkAll(_ runs: ArraySlice<() -> Flow>, in frame: Frame) -> Flow {
        guard let first = runs.first else { return .normal(nil) }
        guard runs.count > 1 else { return first() }
        return both(first, { self.forkAll(runs.dropFirst(), in: frame) }, condition: "case", in: frame)
    }

    /// `case .a(let x)`: binds x to the case's associated value, when known (it rarely is).
    func bindPatternNames(_ branch: Branch, _ subject: Value?, _ frame: Frame) {
        for pattern in branch.patterns {
            if case .call(_, let arguments) = pattern.kind {
                for argument in arguments {
                    if case .name(let name) = argument.value.kind {
                        frame.set(name, .unknown("an associated value", name, at: nil))
                    }
                }
            }
        }
    }

    /// The branch a known subject takes; nil when the subject is not known.
    func branch(for subject: Value?, _ branches: [Branch], _ frame: Frame) -> Branch? {
        guard let subject, !subject.isUnknown else {
            // `when { cond -> … }` without a subject: the first condition that is true.
            guard subject == nil else { return nil }
            for branch in branches {
                if branch.isDefault { return branch }
                let values = branch.patterns.map { evaluate($0, frame).asBool }
                if values.contains(true) { return branch }
                if values.contains(where: { $0 == nil }) { return nil }
            }
            return nil
        }
        for branch in branches where !branch.isDefault {
            for pattern in branch.patterns {
                switch matches(pattern, subject, frame) {
                case .some(true): return branch
                case .none: return nil
                default: continue
                }
            }
        }
        return branches.first { $0.isDefault }
    }

    /// Whether a value matches a `case`/`when` pattern: enum cases, literals, ranges, `is`.
    func matches(_ pattern: Expr, _ value: Value, _ frame: Frame) -> Bool? {
        switch pattern.kind {
        case .implicitMember(let name):
            if case .enumCase(_, let c) = value { return c == name }
            return nil
        case .call(let callee, _):
            return matches(callee, value, frame)  // .some(let x), .a(let b)
        case .member(_, let name):
            if case .enumCase(_, let c) = value { return c == name }
        case .name(let name):
            if case .enumCase(_, let c) = value, c == name { return true }
            if name == "_" { return true }
        case .binary(let op, let low, let high) where ["...", "..<", ".."].contains(op):
            guard let n = value.asNumber, let a = evaluate(low, frame).asNumber, let b = evaluate(high, frame).asNumber
            else { return nil }
            return op == "..<" ? (n >= a && n < b) : (n >= a && n <= b)
        case .cast:
            return nil
        // Kotlin's `is StringResource ->`, Swift's `case is Loading:`: a type test of the subject.
        case .typeCheck(let operand, let type) where operand.kind.isUnknown:
            return isOfType(
                value, type, at: CodePlace(file: frame.file, offset: pattern.range.lowerBound), pattern, frame
            )
            .asBool
        case .prefix("!", let inner):
            if case .typeCheck(let operand, _) = inner.kind, operand.kind.isUnknown {
                return matches(inner, value, frame).map { !$0 }
            }
        default:
            break
        }
        let other = evaluate(pattern, frame)
        return equal(value, other)
    }

    func equal(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.enumCase(let t, let x), .enumCase(let u, let y)): return t.name == u.name && x == y
        // Kotlin's `object`s (a sealed class's `data object Default`): one value each, by name.
        case (.type(let x), .type(let y)) where x.decl?.kind == .object && y.decl?.kind == .object:
            return x.decl === y.decl || x.decl?.qualifiedName == y.decl?.qualifiedName
        case (.null, .null): return true
        case (.text, .text):
            guard let x = a.literalText, let y = b.literalText else { return nil }
            return x == y
        case (.resource(let x, _), .resource(let y, _)): return x == y
        case (.unknown, _), (_, .unknown): return nil
        default: return nil
        }
    }

    // MARK: - Assignment

    func assign(_ target: Expr, op: String, value newValue: Value, _ frame: Frame) {
        var value = newValue
        if op != "=" {
            let current = evaluate(target, frame)
            value = binary(
                op == "+=" ? "+" : "-", current, newValue,
                at: CodePlace(file: frame.file, offset: target.range.lowerBound))
        }
        switch target.kind {
        case .name(let name):
            if frame.assign(name, value) { return }
            if case .instance(let instance)? = frame.selfValue,
                let property = index.property(name, in: instance.typeName)
            {
                // Objective-C's `_segmentedControl = …` sets the property `segmentedControl`: one
                // slot, whichever name reads it (a read before this one made an outlet of it).
                setProperty(property.name, of: .instance(instance), to: value, at: place(target, frame), frame)
                return
            }
            for receiver in frame.implicitReceivers {
                setProperty(name, of: receiver, to: value, at: place(target, frame), frame)
                return
            }
            frame.set(name, value)
        case .member(let base, let name):
            let object = evaluate(base, frame)
            // `image.accessibilityLabel = tab.title` on an image segqa cannot follow (made by a
            // project helper): the variable is an image with that label from here on, so the
            // segment it is inserted as has its label.
            if name == "accessibilityLabel", case .unknown = object, case .name(let variable) = base.kind,
                frame.lookup(variable) != nil
            {
                let image = ImageValue(name: variable, place: place(base, frame))
                image.accessibilityLabel = value
                _ = frame.assign(variable, .image(image))
                return
            }
            setProperty(name, of: object, to: value, at: place(target, frame), frame)
        default:
            break
        }
    }

    /// `object.name = value`: a field of a project object, or a property of a control, image or view.
    func setProperty(_ name: String, of object: Value, to value: Value, at place: CodePlace, _ frame: Frame) {
        // `cell.contentConfiguration = configuration`: UIKit makes the configuration's content view
        // (`makeContentView()`, zotero's reader settings: the view that fills its segmented control).
        if name == "contentConfiguration", case .instance(let configuration) = value,
            let make = method("makeContentView", of: value, labels: [])
        {
            _ = invoke(make, receiver: .instance(configuration), arguments: [], at: place)
        }
        switch object {
        case .instance(let instance):
            instance.set(name, value)
            runObserver(of: name, on: instance, at: place, frame)
        case .control(let control):
            for each in control.withJoined {
                each.recogniser.setProperty(name, of: each, to: value, at: place, in: self)
            }
        case .image(let image) where name == "accessibilityLabel":
            image.accessibilityLabel = value
        case .layoutView(let view):
            setLayoutViewProperty(view, name, value, at: place, frame)
        default:
            for recogniser in recognisers.all where recogniser.frameworkProperties.contains(name) {
                recogniser.setFrameworkProperty(name, of: object, to: value, at: place, frame, in: self)
            }
        }
    }

    /// `screen.viewModel = model` from other code: the property's `didSet` runs, as Swift runs it,
    /// on the object assigned to (mastodon's profile screen builds its pager there). Not for an
    /// assignment in the object's own code: its initializer does not run observers, and what its
    /// methods set is read where they set it. Once at a time per property and object.
    func runObserver(of name: String, on instance: Instance, at place: CodePlace, _ frame: Frame) {
        if case .instance(let me)? = frame.selfValue, me === instance { return }
        guard let type = instance.type, type.file.language == .swift,
            let property = index.property(name, in: instance.typeName, near: type.file),
            let didSet = property.didSet, instance.observing.insert(name).inserted
        else { return }
        defer { instance.observing.remove(name) }
        let observer = Frame(
            parent: nil, selfValue: .instance(instance), file: property.file, owner: property.owner, trail: trail)
        _ = run(didSet, in: property.file, observer)
    }

    // MARK: - Expressions

    func evaluate(_ expression: Expr, _ frame: Frame) -> Value {
        // Evaluations inside evaluations (a property read in a call in a getter …): bounded, so
        // the reading thread's stack never runs out, whatever the code.
        guard nesting < Self.maximumNesting else {
            return .unknown("code nested too deeply to follow", text(expression, frame), at: place(expression, frame))
        }
        nesting += 1
        defer { nesting -= 1 }
        return bounded(evaluateUnbounded(expression, frame), expression, frame)
    }

    private func evaluateUnbounded(_ expression: Expr, _ frame: Frame) -> Value {
        budget -= 1
        guard budget >= 0 else {
            return .unknown(
                "more code than segqa reads for one screen", text(expression, frame), at: place(expression, frame))
        }
        let here = place(expression, frame)
        switch expression.kind {
        case .string(let pieces):
            var result = TextValue(pieces: [], isUntypedLiteral: frame.file.language == .swift)
            var interpolated = false
            for piece in pieces {
                switch piece {
                case .text(let s):
                    result = result + .literal(s, at: here)
                case .expression(let e):
                    interpolated = true
                    let part = evaluate(e, frame)
                    guard let text = stringValue(part, at: place(e, frame)) else {
                        if case .unknown(var u) = part {
                            u.reason = "it interpolates '\(u.expression)': \(u.reason)"
                            u.expression = self.text(expression, frame)
                            return .unknown(u)
                        }
                        return .unknown(
                            "it interpolates '\(self.text(e, frame))', which segqa cannot evaluate",
                            self.text(expression, frame), at: here)
                    }
                    result = result + text
                }
            }
            if pieces.isEmpty { result = .literal("", at: here, untyped: frame.file.language == .swift) }
            result.isUntypedLiteral = frame.file.language == .swift && !interpolated
            if result.pieces.count == 1 { result.pieces[0].place = here }
            return .text(result)
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .name(let name): return lookup(name, at: here, expression, frame)
        case .selfReference:
            return frame.selfValue ?? frame.implicitReceivers.first
                ?? .unknown("'self' outside an object", "self", at: here)
        case .superReference: return frame.selfValue ?? .unknown("'super'", "super", at: here)
        case .implicitMember(let name): return implicitMember(name, at: here)
        case .member(let base, let name):
            let object = evaluate(base, frame)
            return member(name, of: object, baseExpression: base, at: here, expression, frame)
        case .call(let callee, let arguments):
            return call(callee, arguments, expression, frame)
        case .subscriptCall(let base, let arguments):
            let object = evaluate(base, frame)
            let key = arguments.first.map { evaluate($0.value, frame) } ?? .null
            return subscripted(object, key, at: here, expression, frame)
        case .array(let items):
            return .list(contextuallyTyped(flattenSpread(items.map { evaluate($0, frame) })))
        case .dictionary(let pairs):
            return .dictionary(pairs.map { (evaluate($0.key, frame), evaluate($0.value, frame)) })
        case .closure(let closure):
            return .function(.closure(closure, captured: frame))
        case .binary(let op, let left, let right):
            if op == "??" || op == "?:" {
                let l = evaluate(left, frame)
                if case .null = l { return evaluate(right, frame) }
                if l.isUnknown {
                    let r = evaluate(right, frame)
                    // `mode ?: ReadingMode.DEFAULT` (Swift's `mode ?? .default`) over a value known
                    // only at run time stays unknown: taken for the default, a condition on it
                    // (`resolved == LEFT_TO_RIGHT`) would drop what shows for the other values
                    // (mihon's dual-page chips). A text keeps both, as alternatives.
                    switch r {
                    case .enumCase, .number, .bool: return l
                    default: return r.isUnknown ? l : alternatives(l, r, condition: text(left, frame))
                    }
                }
                return l
            }
            return binary(op, evaluate(left, frame), evaluate(right, frame), at: here)
        case .prefix(let op, let operand):
            let value = evaluate(operand, frame)
            if op == "*", frame.file.language == .kotlin { return value }  // spread
            if op == "!", let b = value.asBool ?? objectiveCTruth(value, frame) { return .bool(!b) }
            if op == "-", let n = value.asNumber { return .number(-n) }
            return op == "!" || op == "-"
                ? (value.isUnknown
                    ? value : .unknown("an operator segqa does not evaluate", text(expression, frame), at: here))
                : value
        case .postfix(_, let operand):
            return evaluate(operand, frame)
        case .ternary(let condition, let then, let otherwise):
            switch evaluate(condition, frame).asBool {
            case .some(true): return evaluate(then, frame)
            case .some(false): return evaluate(otherwise, frame)
            case .none:
                // Both branches are checked: the widest decides.
                return alternatives(
                    evaluate(then, frame), evaluate(otherwise, frame), condition: text(condition, frame))
            }
        case .cast(let operand, let type):
            var value = evaluate(operand, frame)
            // A fragment's `activity` stands for its context (the fragment itself, for
            // `getString`); cast to the app's activity class (`activity as? MainActivity`), it is an
            // object of that class.
            if case .instance(let instance) = value, instance.type != nil, projectType(named: type) != nil,
                case .bool(false) = isOfType(value, type, at: here, expression, frame)
            {
                value = .null
            }
            return assumed(typed(value, as: type), type: type, at: here)
        case .typeCheck(let operand, let type):
            return isOfType(evaluate(operand, frame), type, at: here, expression, frame)
        case .when(let subject, let branches):
            let value = subject.map { evaluate($0, frame) }
            if let branch = branch(for: value, branches, frame) {
                let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
                return execute(branch.body, inner).value ?? .null
            }
            if value == nil || value?.isUnknown == true {
                // Unknown subject: the branches' values are alternatives.
                var result: Value?
                for branch in branches {
                    let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
                    guard let v = execute(branch.body, inner).value else { continue }
                    result = result.map { alternatives($0, v, condition: "case") } ?? v
                }
                if let result, !(value?.isUnknown ?? false) || !result.isUnknown {
                    return value?.isUnknown == true ? (result.isUnknown ? value! : result) : result
                }
                return value ?? .unknown("no branch applies", text(expression, frame), at: here)
            }
            return .unknown("no branch of '\(text(expression, frame))' applies", text(expression, frame), at: here)
                .markedOutOfRange
        case .conditional(let condition, let then, let otherwise):
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            switch evaluate(condition, frame).asBool {
            case .some(true): return execute(then, inner).value ?? .null
            case .some(false): return otherwise.map { execute($0, inner).value ?? .null } ?? .null
            case .none:
                let a = execute(then, inner).value ?? .null
                let b =
                    otherwise.map {
                        execute(
                            $0, Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
                        ).value ?? .null
                    } ?? .null
                return alternatives(a, b, condition: text(condition, frame))
            }
        case .keyPath(let names):
            return .function(.builtin("keyPath:" + names.joined(separator: "."), receiver: nil))
        case .anonymousObject(let type):
            let instance = makeInstance(type: type, typeName: type.inherits.first ?? "object", madeAt: here)
            if case .instance(let outer)? = frame.selfValue, frame.file.language != .swift {
                instance.enclosing = outer
            }
            initialize(instance, type: type, arguments: [], at: here)
            return .instance(instance)
        case .block(let block):
            let inner = Frame(parent: frame, selfValue: frame.selfValue, file: frame.file, owner: frame.owner)
            return execute(block, inner).value ?? .null
        case .unknown:
            return .unknown("code segqa does not read", text(expression, frame), at: here)
        }
    }

    /// `*array` in Kotlin and nested lists from `ForEach` stay as they are; nothing to flatten here.
    func flattenSpread(_ values: [Value]) -> [Value] { values }

    /// A value as text for concatenation and interpolation: text, numbers, enum cases (Kotlin's
    /// `name`), or nil.
    func stringValue(_ value: Value, at place: CodePlace) -> TextValue? {
        switch value {
        case .text(let text): return text.typed
        case .number(let n):
            let text = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            return .literal(text, at: place)
        case .resource(let key, let named): return .key(key, table: androidTable, fallback: nil, at: named ?? place)
        default: return nil
        }
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at place: CodePlace) -> Value {
        switch op {
        case "+":
            if case .list(let a) = left, case .list(let b) = right { return .list(a + b) }
            if let a = left.asNumber, let b = right.asNumber, case .number = left { return .number(a + b) }
            if case .text = left, let a = stringValue(left, at: place), let b = stringValue(right, at: place) {
                return .text(a + b)
            }
            if case .text = right, let a = stringValue(left, at: place), let b = stringValue(right, at: place) {
                return .text(a + b)
            }
        case "-", "*", "/", "%":
            if op == "-", case .screenWidth(let minus) = left, let b = right.asNumber {
                return .screenWidth(minus: minus + b)
            }
            // Kotlin's `DownloadType.entries - Command`, `list - otherList`: the list without those
            // elements (each compared as `==` does; one it cannot decide keeps the list unknown).
            if op == "-", case .list(let items) = left {
                let removed = right.asList ?? [right]
                var kept: [Value] = []
                for item in items {
                    let matches = removed.map { equal(item, $0) }
                    if matches.contains(where: { $0 == nil }) {
                        return .unknown("a list less elements segqa cannot compare", "-", at: place)
                    }
                    if !matches.contains(true) { kept.append(item) }
                }
                return .list(kept)
            }
            if let a = left.asNumber, let b = right.asNumber {
                switch op {
                case "-": return .number(a - b)
                case "*": return .number(a * b)
                case "/":
                    return b == 0
                        ? .unknown("a division by zero", "/", at: place) : .number((a / b).rounded(.towardZero))
                default:
                    return b == 0
                        ? .unknown("a division by zero", "%", at: place) : .number(a.truncatingRemainder(dividingBy: b))
                }
            }
        case "==", "===": if let e = equal(left, right) { return .bool(e) }
        case "!=", "!==": if let e = equal(left, right) { return .bool(!e) }
        case "<", ">", "<=", ">=":
            if let a = left.asNumber, let b = right.asNumber {
                switch op {
                case "<": return .bool(a < b)
                case ">": return .bool(a > b)
                case "<=": return .bool(a <= b)
                default: return .bool(a >= b)
                }
            }
        case "&&":
            if left.asBool == false || right.asBool == false { return .bool(false) }
            if let a = left.asBool, let b = right.asBool { return .bool(a && b) }
        case "||":
            if left.asBool == true || right.asBool == true { return .bool(true) }
            if let a = left.asBool, let b = right.asBool { return .bool(a || b) }
        case "..<", "until", "...", "..":
            if let a = left.asIndex.map(Double.init), let b = right.asIndex.map(Double.init) {
                let stop = op == "..<" || op == "until" ? b : b + 1
                guard stop - a <= Double(Self.maximumLoop), a <= stop else {
                    return .unknown("a range too long to unroll", op, at: place)
                }
                return .list(stride(from: a, to: stop, by: 1).map { .number($0) })
            }
        case "to":
            return .list([left, right])
        default: break
        }
        if case .unknown = left { return left }
        if case .unknown = right { return right }
        return .unknown("an operation segqa does not evaluate", op, at: place)
    }

    /// `value as T`, a declared type: a literal given `String` is plain text, given
    /// `LocalizedStringKey` a key.
    /// `context`: the type whose code states `type` (a nested `Tab` there is that type's own,
    /// not another screen's `Tab`).
    func typed(_ value: Value, as type: String?, in context: TypeDecl? = nil) -> Value {
        guard let type else { return value }
        switch value {
        case .namespace(let name) where name.hasPrefix("."):
            // `.week` where a `Period` is expected: the context names the type.
            if let declaration = projectType(named: type, in: context),
                let member = staticMemberIfPresent(
                    String(name.dropFirst()), of: declaration,
                    at: CodePlace(file: declaration.file, offset: declaration.offset))
            {
                return member
            }
            return value
        case .list(let items):
            // `[LocalizedStringKey]`, `[String]`: each text as that type.
            guard let element = Self.elementType(of: type),
                Self.isTextType(element) || projectType(named: element, in: context) != nil
            else { return value }
            return .list(items.map { typed($0, as: element, in: context) })
        case .text(let text):
            return typedText(text, as: type)
        case .font(let font) where font.textStyle != nil:
            // `.subheadline`, `.title1`: a text style's name, read first as that style's font; where
            // a project enum with a case of that name is expected, it is that case (cwa's
            // `unscaledENAFont(for: .subheadline)` takes an `ENAFont`).
            guard let declaration = projectType(named: type, in: context),
                case .enumCase(let enumType, let name)? = staticMemberIfPresent(
                    font.textStyle!, of: declaration, at: CodePlace(file: declaration.file, offset: declaration.offset))
            else { return value }
            return .enumCase(enumType, name)
        case .null, .unknown:
            // A view binding not set where segqa reads it (`override var binding: FragmentViewpagerBinding?
            // = null`, set by a base class's `onCreateView`): its type says which layout it binds.
            let name = type.trimmingMarks("!? ")
            guard let language = context?.file.language, language == .kotlin || language == .java,
                Self.isViewBindingType(name), projectType(named: name, in: context) == nil
            else { return value }
            return .namespace("binding:" + Self.layoutName(ofBinding: name))
        default:
            return value
        }
    }

    /// `[Period.day, .week]`: an element written as an implicit member has the type of the
    /// elements whose type is known, as Swift infers the array's element type.
    func contextuallyTyped(_ items: [Value]) -> [Value] {
        guard
            items.contains(where: { if case .namespace(let n) = $0 { return n.hasPrefix(".") } else { return false } }),
            let type = items.lazy.compactMap({ item -> TypeDecl? in
                switch item {
                case .enumCase(let type, _): return type
                case .instance(let instance): return instance.type
                default: return nil
                }
            }).first
        else { return items }
        return items.map { typed($0, as: type.qualifiedName) }
    }

    /// The project type a declared type names (`Period`, `Period?`, `Tab!`), if the project declares it.
    func projectType(named type: String, in context: TypeDecl? = nil) -> TypeDecl? {
        let name = type.trimmingMarks("!?* ")
        guard let first = name.first, first.isUppercase, !name.contains("<"), !name.contains("[") else { return nil }
        // The context itself, a type nested in it or in a type around it, as Swift looks names up.
        var enclosing = context
        for _ in 0..<8 {
            guard let current = enclosing else { break }
            if current.name == name { return current }
            if let nested = index.declarations(of: "\(current.qualifiedName).\(name)").first { return nested }
            enclosing = current.outer
        }
        return index.primary(name, near: context?.file)
    }

    /// `[Tab]`, `Array<Tab>`, `List<Tab>` → `Tab`.
    static func elementType(of type: String) -> String? {
        let name = type.trimmingMarks("!? ")
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            return String(name.dropFirst().dropLast())
        }
        for generic in ["Array<", "List<", "MutableList<", "ArrayList<"]
        where name.hasPrefix(generic) && name.hasSuffix(">") {
            return String(name.dropFirst(generic.count).dropLast())
        }
        return nil
    }

    static func isTextType(_ type: String) -> Bool {
        ["String", "NSString", "LocalizedStringKey", "LocalizedStringResource"].contains(type.trimmingMarks("!? "))
    }

    private func typedText(_ text: TextValue, as type: String) -> Value {
        let value = Value.text(text)
        if type.hasPrefix("LocalizedStringKey") || type.hasPrefix("LocalizedStringResource") {
            return .text(text.asLocalizedKey)
        }
        if type.hasPrefix("String") || type.hasPrefix("NSString") || type.hasPrefix("Text") { return .text(text.typed) }
        return value
    }

    /// A value of a project class whose object segqa cannot follow (`dequeueReusableCell(…) as!
    /// SegmentedCell`, `let cell: FilterCell = …`): a new object of that class, so calls on it run
    /// its code — each such place its own object.
    func assumed(_ value: Value, type: String?, at place: CodePlace) -> Value {
        guard let type,
            value.isUnknown
                || {
                    if case .null = value { return true }
                    return false
                }()
        else { return value }
        let name = type.trimmingMarks("!?*").beforeGenericArguments
        guard let declaration = index.primary(name), declaration.kind == .classType || declaration.kind == .structType
        else {
            return value
        }
        let instance = makeInstance(type: declaration, typeName: declaration.qualifiedName, madeAt: place)
        // A cell or view UIKit loads from a nib (`dequeueReusableCell(…) as! FixedSetCell`) has
        // run its `awakeFromNib`: what it sets up there (KeePassium's selector view, made there
        // and titled by the screen's `cell.availableValues = …`) is the object's.
        if declaration.file.language == .swift || declaration.file.language == .objectiveC,
            let awake = index.function(
                "awakeFromNib", in: declaration.qualifiedName, labels: [], near: declaration.file),
            awake.owner.map({ $0.kind != .extensionType }) ?? true
        {
            _ = invoke(awake, receiver: .instance(instance), arguments: [], at: place)
        }
        return .instance(instance)
    }

    /// `model is TrackModel`: true or false for a project object whose class segqa knows (its
    /// class, superclasses and protocols), unknown otherwise.
    func isOfType(_ value: Value, _ type: String, at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        let name = type.trimmingMarks("?!").beforeGenericArguments
        switch value {
        case .instance(let instance) where instance.type != nil:
            if instance.typeName == name || instance.typeName.hasSuffix("." + name) { return .bool(true) }
            let lineage = index.lineage(instance.typeName, near: instance.type?.file)
            return .bool(lineage.contains { $0.name == name || $0.inherits.contains(name) })
        case .text:
            return .bool(["String", "NSString", "CharSequence", "Any", "AnyObject"].contains(name))
        case .null:
            return .bool(false)
        default:
            return .unknown("whether a value is a \(name)", text(expression, frame), at: place)
        }
    }

    /// The recogniser whose control a type is: a framework control type (`UISegmentedControl!`,
    /// `UIKit.UISegmentedControl`) or a project subclass of one.
    func controlRecogniser(ofType type: String) -> (any ControlRecogniser)? {
        let base = type.trimmingMarks("!?*")
        let last = base.split(separator: ".").last.map(String.init) ?? base
        if let recogniser = recognisers.owning(controlType: last) { return recogniser }
        for declaration in index.lineage(base) {
            for name in declaration.inherits {
                if let recogniser = recognisers.owning(controlType: name) { return recogniser }
            }
        }
        return nil
    }

    func subscripted(_ object: Value, _ key: Value, at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        noteTableIndex(object, key)
        switch (object, key) {
        case (.list(let items), .number):
            guard let i = key.asIndex, i >= 0, i < items.count else {
                return Value.unknown("an index past the end", text(expression, frame), at: place).markedOutOfRange
            }
            return items[i]
        case (.dictionary(let pairs), _):
            for pair in pairs where equal(pair.key, key) == true { return pair.value }
            return .unknown("a key the dictionary does not hold", text(expression, frame), at: place)
        case (.unknown, _): return object
        case (_, .unknown(var u)):
            u.reason = "the index '\(u.expression)' is not known: \(u.reason)"
            u.expression = text(expression, frame)
            return .unknown(u)
        default:
            return .unknown("a subscript segqa does not evaluate", text(expression, frame), at: place)
        }
    }
}

extension Value {
    /// Marks an index past a list's end, or a `when` no branch matched: a pager's titles are
    /// counted up to the first such position.
    var markedOutOfRange: Value {
        guard case .unknown(var u) = self else { return self }
        u.origin = .outOfRange
        return .unknown(u)
    }

    var isOutOfRange: Bool {
        if case .unknown(let u) = self, case .outOfRange? = u.origin { return true }
        return false
    }
}

extension Interpreter {
    /// A view binding class Android generates for a layout (`FragmentTabsBinding`), not the
    /// base classes every binding has (`ViewBinding`, `ViewDataBinding`).
    static func isViewBindingType(_ name: String) -> Bool {
        name.hasSuffix("Binding") && name.count > "Binding".count && name.first?.isUppercase == true
            && name.allSatisfy({ $0.isLetter || $0.isNumber }) && name != "ViewBinding" && name != "ViewDataBinding"
    }
}
