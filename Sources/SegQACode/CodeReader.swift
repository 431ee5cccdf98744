import Foundation
import SegQAModel

/// Reads the segmented controls a project builds in Swift, Objective-C, Kotlin and Java.
///
/// Every file is tokenized and its declarations indexed (in parallel); then the code that can
/// make a control runs: each type or top-level function that names a control API is a root, run
/// with its parameters unknown. A control whose titles come from a parameter or property is a
/// template: the places that call that function or make that object run next, a few waves deep,
/// and give it concrete titles (each call site a control of its own when they differ). What
/// stays unknown is reported with the expression and why.
public enum CodeReader {
    /// A TabLayout that is a `ViewPager`'s decor in a layout: the layout's name and the TabLayout's id.
    public struct DecorTabs: Sendable, Hashable {
        public var layout: String
        public var id: String

        public init(layout: String, id: String) {
            self.layout = layout
            self.id = id
        }
    }

    public struct Options: Sendable {
        /// `#if` as a release build sets it.
        public var conditions = BuildConditions.release
        /// Android layout ids that code may title, with the layouts declaring them.
        public var layoutIDs: [String: [String]] = [:]
        /// A `ViewPager`'s id → the TabLayouts inside it (its decor), each with its layout.
        public var decorTabs: [String: [DecorTabs]] = [:]
        /// Class names Interface Builder files and Android XML name (`customClass`, the manifest):
        /// those classes are reached even if no code names them.
        public var externalReferences: Set<String> = []
        /// Check controls of views nothing reaches too (`"unreachable": "check"` in segqa.json).
        public var includeUnreachable = false
        /// An Android manifest was read: its components are the Android code's entry points.
        public var androidEntryPoints = false
        /// The keys of each localization table read (R.swift's `R.string.localizable.settingsTitle`
        /// names `settings.title` of `Localizable`).
        public var tableKeys = TableKeys([:])
        /// Android's string arrays: each item's key, for `getStringArray(R.array.tabs)`.
        public var stringArrays: [String: [String]] = [:]
        /// The team's own controls and localization functions, from segqa.json.
        public var declaredCode = DeclaredCode()
        public var jobs = 1
        /// The Interface Builder files of the code's project, by path: whether the code reaches
        /// each XIB and storyboard scene (`InterfaceReachability`).
        public var interfaces: [String: InterfaceReach] = [:]

        public init() {}
    }

    /// An Interface Builder control re-titled in code through an outlet.
    public struct OutletEdit: Sendable {
        public var property: String
        /// The class that declares the outlet, and the class the code ran as (a subclass).
        public var declaringType: String
        public var runtimeType: String
        public var control: ControlSpec
        /// `removeAllSegments()` ran first: the code's segments replace Interface Builder's.
        public var replacesSegments: Bool
    }

    /// An Android layout's tab layout or toggle group titled in code.
    public struct LayoutEdit: Sendable {
        public var layout: String?
        public var id: String
        public var control: ControlSpec
        /// `tabMode` as the code sets it: true when the tabs scroll, false when fixed, nil: not set.
        public var tabsScroll: Bool?
    }

    /// A button of a layout (a toggle group's) titled in code.
    public struct ViewTitle: Sendable {
        public var layout: String?
        public var id: String
        public var title: LocalizedText?
        public var unresolved: UnresolvedTitle?
        public var label: LocalizedText?
    }

    public struct Result: Sendable {
        /// Controls made in code (and outlets whose storyboard was not read), checked or not.
        public var controls: [ControlSpec] = []
        public var outletEdits: [OutletEdit] = []
        public var layoutEdits: [LayoutEdit] = []
        public var viewTitles: [ViewTitle] = []
        /// Each type's supertypes as declared (an outlet's class may be a storyboard class's superclass).
        public var supertypes: [String: [String]] = [:]
        /// Files that are not well-formed code (a `{` never closed): not read, each reported once.
        public var malformed: [(location: SourceLocation, message: String)] = []
        /// `UILabel.appearance(whenContainedInInstancesOf: [UISegmentedControl.self]).numberOfLines = n`:
        /// every segmented control's titles take n lines (0: as many as its height holds), and where.
        public var segmentLabelLines: (lines: Int, location: SourceLocation)?
        /// The Android layouts the code names (`R.layout.fragment_feed`, `FragmentFeedBinding`),
        /// by file name; nil when no Kotlin or Java was read.
        public var usedLayouts: Set<String>?
        /// XIBs and storyboard scenes the code does not reach, each with why.
        public var interfaceVerdicts: [InterfaceVerdict] = []

        public init() {}
    }

    public static func read(_ sources: [SourceText], options: Options = Options()) -> Result {
        // Deep code must not exhaust a small thread stack (test runners, dispatch workers): the
        // reading runs on a thread of its own with room for the parser's and evaluator's bounds.
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = readHere(sources, options: options)
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.result ?? Result()
    }

    /// A XIB (`scene` nil) or a storyboard scene (its view controller's id) nothing in the app reaches.
    public struct InterfaceVerdict: Sendable, Equatable {
        public var path: String
        public var scene: String?
        public var reason: String
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result?
    }

    static func readHere(_ sources: [SourceText], options: Options) -> Result {
        let files = concurrentMap(sources.count, workers: options.jobs) { index, _ -> CodeFileBox in
            let source = sources[index]
            return CodeFileBox(
                CodeFile(source, language: SourceLanguage(path: source.file) ?? .swift, conditions: options.conditions))
        }.map(\.file)
        // A file whose braces do not close is not code that compiles: reading it would find a
        // control in every unfinished block. It is one problem, at the brace left open.
        let malformed = files.filter { $0.unclosedBrace != nil }
        let reading = Reading(files: files.filter { $0.unclosedBrace == nil }, options: options)
        reading.run()
        var result = reading.result()
        result.segmentLabelLines = SegmentLabelAppearance.find(in: files)
        result.usedLayouts = usedLayouts(in: files)
        result.interfaceVerdicts = reading.interfaceVerdicts()
        for file in malformed {
            let brace = file.tokens[file.unclosedBrace!]
            result.malformed.append(
                (file.source.location(of: brace.offset), "this '{' is never closed: the file is not code that compiles")
            )
        }
        for file in files { file.releaseDeclarations() }
        return result
    }

    /// Layout names in Kotlin and Java: after `R.layout.` (an `R` of any package), and view
    /// binding classes, kept as `Binding:FragmentFeed` (`isUsed` matches them to fragment_feed).
    static func usedLayouts(in files: [CodeFile]) -> Set<String>? {
        var used: Set<String> = []
        var any = false
        for file in files where file.language == .kotlin || file.language == .java {
            any = true
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].kind == .identifier {
                let name = tokens[index].text
                if name == "layout", index >= 2, tokens[index - 1].is("."), tokens[index - 2].isIdentifier("R"),
                    index + 2 < tokens.count, tokens[index + 1].is("."), tokens[index + 2].kind == .identifier
                {
                    used.insert(tokens[index + 2].text)
                } else if name.count > 7, name.hasSuffix("Binding"), name.first!.isUppercase {
                    used.insert("Binding:" + name.dropLast("Binding".count))
                }
            }
        }
        return any ? used : nil
    }

    /// Whether code names the layout: `R.layout.fragment_feed`, or its view binding class
    /// `FragmentFeedBinding` (each part of the name capitalised, underscores dropped).
    public static func isUsed(_ layout: String, in used: Set<String>) -> Bool {
        if used.contains(layout) { return true }
        let binding = layout.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return used.contains("Binding:" + binding)
    }

    private struct CodeFileBox: @unchecked Sendable {
        let file: CodeFile
        init(_ file: CodeFile) { self.file = file }
    }
}

/// The keys of each localization table, sorted, made only when code asks for them (R.swift's
/// names): gathering them from every locale of a large app was a few per cent of a check.
public struct TableKeys: Sendable {
    private let make: @Sendable () -> [String: [String]]

    public init(_ keys: [String: [String]]) { make = { keys } }
    public init(lazy make: @escaping @Sendable () -> [String: [String]]) { self.make = make }

    public var byTable: [String: [String]] { make() }
}

/// One reading of a project's code: roots run, templates followed to their callers, controls
/// chosen and turned into the model's terms.
final class Reading {
    let files: [CodeFile]
    let options: CodeReader.Options
    let index: SymbolIndex
    /// The segue identifiers code that runs performs (`InterfaceReachability`), found when first asked.
    lazy var performedSegues = findPerformedSegues()
    let interpreter: Interpreter
    private var ran: Set<ObjectIdentifier> = []
    /// The host objects whose library controls were asked for (`runHosts`).
    private var hosted: Set<Int> = []
    /// For each control, the type or function whose run made it (for reachability).
    private var rootOf: [Int: (name: String, declarations: [TypeDecl], function: FunctionDecl?)] = [:]

    /// Names that mark code of a file's language worth running: the recognisers' triggers.
    func triggers(_ file: CodeFile) -> Set<String> { interpreter.recognisers.triggers(in: file.language) }

    init(files: [CodeFile], options: CodeReader.Options) {
        self.files = files
        self.options = options
        index = SymbolIndex(files: files)
        interpreter = Interpreter(index: index)
        interpreter.runSteps = max(
            Interpreter.minimumRunSteps, Interpreter.stepsPerToken * files.reduce(0) { $0 + $1.tokens.count })
        interpreter.layoutIDs = options.layoutIDs
        interpreter.decorTabs = options.decorTabs
        interpreter.tableKeys = options.tableKeys
        interpreter.stringArrays = options.stringArrays
        // The controls a team declares, the built-in ones, then the app's own controls found by
        // what they do (after the built-in ones: a type a built-in recogniser owns stays its).
        let declared = options.declaredCode.controls.map(DeclaredControlRecogniser.init)
        let inferred = UIKitCustomControlRecogniser.infer(in: files)
        if !declared.isEmpty || !inferred.isEmpty {
            interpreter.recognisers = Recognisers(declared + BuiltInRecognisers.all + inferred)
        }
        for function in options.declaredCode.localizationFunctions {
            interpreter.localizationFunctions[function.name.value] = function.table
        }
    }

    // MARK: - Running

    func run() {
        // Each language's recognisers' triggers, and in every language the project's own
        // subclasses of the recognisers' control and host types; in Kotlin and Java the views a
        // layout declares.
        var byLanguage: [SourceLanguage: Set<String>] = [:]
        for language in SourceLanguage.allCases {
            byLanguage[language] = interpreter.recognisers.triggers(in: language)
        }
        let baseTypes = interpreter.recognisers.controlTypes.union(interpreter.recognisers.hostTypes)
        for (name, declarations) in index.types
        where declarations.contains(where: { !baseTypes.isDisjoint(with: $0.inherits) }) {
            for language in SourceLanguage.allCases { byLanguage[language]!.insert(name) }
        }
        // Types a recogniser tells from their tokens (a SwiftUI row of selection buttons) run too;
        // the views that make one run only when it is a template (its titles are given), as any
        // template's callers do, and only then do walks of views go into it (making every such
        // type relevant to every walk cost home-assistant 15 % more).
        var marked: Set<ObjectIdentifier> = []
        var markedNames: Set<String> = []
        for file in files {
            for type in allTypes(file) where interpreter.recognisers.marksType(in: file, type.tokenRange) {
                marked.insert(ObjectIdentifier(type))
                interpreter.markedTypes.insert(ObjectIdentifier(type))
                markedNames.insert(type.name)
            }
        }
        for type in rowsOfItems(excluding: marked) {
            marked.insert(ObjectIdentifier(type))
            interpreter.itemRowTypes.insert(ObjectIdentifier(type))
            markedNames.insert(type.name)
        }
        for id in options.layoutIDs.keys {
            for language in [SourceLanguage.kotlin, .java] {
                byLanguage[language]!.insert(id)
                byLanguage[language]!.insert(Interpreter.camel(id))
            }
        }
        // Composables a recogniser tells from their tokens (a row of selectable items) run, and
        // their names are triggers: the screens that call them give their titles.
        var markedFunctions: Set<ObjectIdentifier> = []
        for file in files where file.language == .kotlin {
            for function in file.functions where !function.isPreview {
                guard case .block(let open)? = function.body,
                    interpreter.recognisers.marksFunction(in: file, open..<(file.closing(open) + 1))
                else { continue }
                markedFunctions.insert(ObjectIdentifier(function))
                byLanguage[.kotlin]!.insert(function.name)
            }
        }
        // A composable that wraps a recognised one (`SingleSelectChip` around `FilterChip`, a design
        // system's `AppTabRow`) is a trigger too: the screens that call it make the control. Two
        // levels of wrapping, each one pass over the composables.
        for _ in 0..<2 {
            var wrappers: [String] = []
            for file in files where file.language == .kotlin {
                let triggers = byLanguage[.kotlin]!
                for function in file.functions
                where function.attributes.contains("Composable") && !triggers.contains(function.name) {
                    guard case .block(let open)? = function.body else { continue }
                    if file.mentions(triggers, in: open..<(file.closing(open) + 1)) {
                        wrappers.append(function.name)
                    }
                }
            }
            if wrappers.isEmpty { break }
            byLanguage[.kotlin]!.formUnion(wrappers)
        }
        let allTriggers = byLanguage.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        interpreter.relevantTypes = relevantTypes(allTriggers)
        // Where each file's language's triggers are written, in token order: whether a type or a
        // function mentions one is a search, not a scan of its tokens (the scans were 2 % of a
        // 3,000-file app's run).
        var triggerIndices: [ObjectIdentifier: [Int]] = [:]
        let written = index.gatherOccurrences(alsoOf: allTriggers)
        for (language, names) in byLanguage {
            for name in names {
                for place in written[name] ?? [] where place.file.language == language {
                    triggerIndices[ObjectIdentifier(place.file), default: []].append(place.index)
                }
            }
        }
        for key in triggerIndices.keys { triggerIndices[key]!.sort() }
        var abstractScreens: [TypeDecl] = []
        for file in files {
            let indices = triggerIndices[ObjectIdentifier(file)] ?? []
            func mentionsTrigger(_ range: Range<Int>) -> Bool {
                var low = 0, high = indices.count
                while low < high {
                    let middle = (low + high) / 2
                    if indices[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
                }
                return low < indices.count && indices[low] < min(range.upperBound, file.tokens.count)
            }
            for type in allTypes(file)
            where !type.isPreview && (marked.contains(ObjectIdentifier(type)) || mentionsTrigger(type.tokenRange)) {
                // An abstract screen is never made: its subclasses run in its stead, below.
                if !abstractMethods(of: type).isEmpty, !index.classes(inheriting: type.name).isEmpty {
                    abstractScreens.append(type)
                    continue
                }
                runType(type)
            }
            if file.topLevel.contains(where: { item in
                if case .statement(let range) = item { return mentionsTrigger(range) }
                if case .property(let property) = item, let range = property.initializer {
                    return mentionsTrigger(range)
                }
                return false
            }) {
                runTopLevel(file)
            }
            for function in file.functions where !function.isPreview {
                guard case .block(let open)? = function.body else {
                    if case .expression(let range)? = function.body, mentionsTrigger(range) {
                        runFunction(function)
                    }
                    continue
                }
                if mentionsTrigger(open..<(file.closing(open) + 1))
                    || markedFunctions.contains(ObjectIdentifier(function))
                {
                    runFunction(function)
                }
            }
        }
        // A marked view whose titles wait for its callers becomes relevant: walks go into it.
        // Callers that ran before walked past it (a screen with its own `Picker` beside a
        // `TaskFormPicker(options: …)`): they run again, once.
        runSubclasses(of: abstractScreens)
        var newlyRelevant: Set<String> = []
        for control in interpreter.controls where templateOrigin(control) != nil {
            if let root = rootOf[control.serial]?.name, markedNames.contains(root),
                interpreter.relevantTypes?.insert(root).inserted == true
            {
                newlyRelevant.insert(root)
            }
        }
        var ranAgain: Set<ObjectIdentifier> = []
        // Templates: controls whose titles a caller gives. Their callers run next.
        for _ in 0..<3 {
            var targets: [(origin: Unknown.Origin, root: String?)] = []
            for control in interpreter.controls {
                if let origin = templateOrigin(control) { targets.append((origin, rootOf[control.serial]?.name)) }
            }
            var ranSomething = false
            for (origin, root) in targets {
                for site in callSites(of: origin) {
                    if let type = site.type, !ran.contains(ObjectIdentifier(type)) {
                        runType(type)
                        ranSomething = true
                    } else if let type = site.type, let root, newlyRelevant.contains(root),
                        ranAgain.insert(ObjectIdentifier(type)).inserted
                    {
                        runType(type, again: true)
                        ranSomething = true
                    } else if let function = site.function, !ran.contains(ObjectIdentifier(function)) {
                        runFunction(function)
                        ranSomething = true
                    }
                }
            }
            if !ranSomething { break }
        }
    }

    /// The abstract methods of a Kotlin or Java class (declared without a body).
    func abstractMethods(of type: TypeDecl) -> Set<String> {
        guard type.kind == .classType, type.file.language == .kotlin || type.file.language == .java else { return [] }
        return Set(type.functions.filter { $0.body == nil }.map { baseName($0.name) })
    }

    /// A Kotlin or Java abstract screen whose control its subclasses complete (Kore's
    /// `AbstractTabsFragment` titles its tabs from the abstract `createTabsAdapter`, which each of
    /// six screens overrides): every project subclass that overrides one of its abstract methods
    /// runs as a type, so that each screen is a control with its own titles. Subclasses of
    /// subclasses too, to a depth of four.
    func runSubclasses(of screens: [TypeDecl]) {
        for base in screens {
            let abstract = abstractMethods(of: base)
            var pending = [(base.name, 0)]
            var visited: Set<String> = [base.name]
            while let (name, depth) = pending.popLast(), depth < 4 {
                // In source order: the index keeps them in no order, and the order names the
                // layout's copies each run inflates.
                let subclasses = index.classes(inheriting: name).sorted {
                    $0.file === $1.file ? $0.offset < $1.offset : $0.file.path < $1.file.path
                }
                for subclass in subclasses where visited.insert(subclass.name).inserted {
                    pending.append((subclass.name, depth + 1))
                    if subclass.functions.contains(where: { abstract.contains(baseName($0.name)) }) {
                        runType(subclass)
                    }
                }
            }
        }
    }

    /// The types that put items of a choice in a row, each item a view of its own tapped to set a
    /// state (mlem's `DevicePickerItem`): two passes over the Swift types' tokens, the items, then
    /// the rows that name one. They run, though they name no trigger.
    func rowsOfItems(excluding marked: Set<ObjectIdentifier>) -> [TypeDecl] {
        let recognisers = interpreter.recognisers
        let swiftFiles = files.filter { $0.language == .swift }
        var items: Set<String> = []
        for file in swiftFiles {
            for type in allTypes(file)
            where !marked.contains(ObjectIdentifier(type)) && recognisers.marksItemType(in: file, type.tokenRange) {
                items.insert(type.name)
            }
        }
        guard !items.isEmpty else { return [] }
        return swiftFiles.flatMap { file in
            allTypes(file).filter { type in
                !marked.contains(ObjectIdentifier(type)) && !items.contains(type.name)
                    && recognisers.marksRow(in: file, type.tokenRange, ofItems: items)
            }
        }
    }

    /// The types that name a trigger, and those that name such a type, transitively: a view's body
    /// can only hold a control if its type is one of them. From where each trigger and type name
    /// is written (one pass over the tokens, shared with call-site lookups), then a walk of who
    /// names whom.
    func relevantTypes(_ triggers: Set<String>) -> Set<String> {
        let written = index.gatherOccurrences(alsoOf: triggers)
        // The types around a place, outer and nested (a name written inside a nested type is
        // written in its outer types too): the outer one found by halving the file's types in
        // source order (a SwiftUI app's names are written thousands of times, in files of dozens
        // of types), then down its nesting.
        var typesIn: [ObjectIdentifier: [TypeDecl]] = [:]
        func forEachType(around place: (file: CodeFile, index: Int), _ body: (TypeDecl) -> Void) {
            let key = ObjectIdentifier(place.file)
            if typesIn[key] == nil {
                // Without the placeholders of empty range (Kotlin extension properties' owners).
                typesIn[key] = place.file.types.filter { !$0.tokenRange.isEmpty }.sorted {
                    $0.tokenRange.lowerBound < $1.tokenRange.lowerBound
                }
            }
            let outer = typesIn[key]!
            var low = 0, high = outer.count
            while low < high {
                let middle = (low + high) / 2
                if outer[middle].tokenRange.lowerBound <= place.index { low = middle + 1 } else { high = middle }
            }
            var around = low > 0 && outer[low - 1].tokenRange.contains(place.index) ? outer[low - 1] : nil
            var depth = 0
            while let type = around, depth < 64 {
                body(type)
                around = type.nested.first { $0.tokenRange.contains(place.index) }
                depth += 1
            }
        }
        var relevant: Set<String> = []
        for name in triggers {
            for place in written[name] ?? [] { forEachType(around: place) { relevant.insert($0.name) } }
        }
        // Who names a type, asked only of the relevant ones as the walk reaches them (not of
        // every type of the project: most are never reached, and a name written everywhere costs).
        var pending = Array(relevant)
        while let name = pending.popLast() {
            for place in written[name] ?? [] {
                forEachType(around: place) { user in
                    if user.name != name, relevant.insert(user.name).inserted { pending.append(user.name) }
                }
            }
        }
        return relevant
    }

    func allTypes(_ file: CodeFile) -> [TypeDecl] {
        var result: [TypeDecl] = []
        var pending = file.types
        while let type = pending.popLast() {
            result.append(type)
            pending += type.nested
        }
        return result.sorted { $0.offset < $1.offset }
    }

    static let lifecycle = [
        "init", "awakeFromNib", "loadView", "viewDidLoad", "onCreate", "onCreateView", "onViewCreated", "onStart",
        "viewWillAppear", "viewDidAppear", "layoutSubviews", "didMoveToSuperview", "prepareForReuse",
    ]

    /// Runs a type: a fresh object, its initializer, then every method nothing in the type calls
    /// (lifecycle first), and a SwiftUI view's body.
    func runType(_ type: TypeDecl, again: Bool = false) {
        let primary = index.primary(type.qualifiedName, near: type.file) ?? type
        guard ran.insert(ObjectIdentifier(primary)).inserted || again else { return }
        ran.insert(ObjectIdentifier(type))
        let declarations = index.declarations(of: primary.qualifiedName, near: primary.file).filter {
            $0.name == primary.name || $0.qualifiedName == primary.qualifiedName
        }
        let before = interpreter.controls.count
        interpreter.grant(Interpreter.budgetPerRoot, fresh: true)
        interpreter.rootControls = interpreter.controls.count
        let place = CodePlace(file: primary.file, offset: primary.offset)
        let selfValue: Value
        if primary.kind == .enumType || primary.kind == .object {
            selfValue = .type(TypeRef(name: primary.qualifiedName, decl: primary))
        } else {
            let instance = interpreter.makeInstance(type: primary, typeName: primary.qualifiedName, madeAt: nil)
            interpreter.initialize(instance, type: primary, arguments: [], at: place)
            selfValue = .instance(instance)
        }
        let methods = declarations.flatMap(\.functions).filter { !$0.isStatic || primary.kind == .object }
        let called = calledNames(declarations)
        // The lifecycle first, then the other methods in source order, and last those UIKit calls
        // for each row of a table (they take an index path): it asks for cells once the screen has
        // set up its data, wherever in the file that is done (OsmAnd's follow-track sheet fills
        // `_data` in a handler written below `cellForRowAtIndexPath:`).
        func rank(_ function: FunctionDecl) -> Int {
            if let lifecycle = Self.lifecycle.firstIndex(of: baseName(function.name)) { return lifecycle }
            return Self.lifecycle.count + (function.parameters.contains(where: Interpreter.takesIndexPath) ? 1 : 0)
        }
        // The lifecycle a project superclass gives and the type does not override runs on the
        // type's object, in its place in the lifecycle, its overrides answering the calls (Kore's
        // `PVRListFragment` inherits `onViewCreated`, which builds the tabs from its
        // `createTabsAdapter`), named after the type: each subclass's screen is its own.
        var inheritedFunctions: [FunctionDecl] = []
        // Kotlin and Java only, for now: on the iOS apps of the bench it changed which of a
        // screen's runs named a control, with no title gained.
        if primary.kind == .classType, primary.file.language == .kotlin || primary.file.language == .java {
            var names = Set(methods.map { baseName($0.name) })
            for function in index.lineage(primary.qualifiedName, near: primary.file)
                .filter({ $0.name != primary.name }).flatMap(\.functions)
            where Self.lifecycle.contains(baseName(function.name)) && function.body != nil
                && names.insert(baseName(function.name)).inserted
            {
                inheritedFunctions.append(function)
            }
        }
        let inherited = Set(inheritedFunctions.map(ObjectIdentifier.init))
        let roots = rootsWorthRunning(
            (methods.filter { !called.contains($0) } + inheritedFunctions).sorted { a, b in
                let x = rank(a), y = rank(b)
                if x != y { return x < y }
                return a.file === b.file ? a.offset < b.offset : a.file.path < b.file.path
            }, methods: methods, in: primary)
        for function in roots {
            interpreter.grant(Interpreter.budgetPerRoot / 4)
            let site =
                inherited.contains(ObjectIdentifier(function))
                ? CodePlace(file: primary.file, offset: primary.offset) : nil
            runRoot(function, on: selfValue, at: site)
        }
        // Methods called only where segqa does not run (a block a library calls back:
        // `viewModel.state.observe(this) { initTabs(it.types) }`): those that build a control run
        // as roots too, with what they are given unknown.
        let unrun = methods.filter { function in
            guard !interpreter.invokedFunctions.contains(ObjectIdentifier(function)),
                called.contains(function), case .block(let open)? = function.body
            else { return false }
            return function.file.mentions(triggers(function.file), in: open..<(function.file.closing(open) + 1))
        }
        for function in unrun.sorted(by: { $0.offset < $1.offset }) {
            interpreter.grant(Interpreter.budgetPerRoot / 4)
            _ = interpreter.invoke(
                function, receiver: selfValue, arguments: [],
                at: CodePlace(file: function.file, offset: function.offset))
        }
        // Properties that make controls but no method reads (a `lazy var` set up in place).
        if case .instance(let instance) = selfValue {
            for property in declarations.flatMap(\.properties) where !property.isStatic {
                let range =
                    property.initializer
                    ?? {
                        if case .block(let open)? = property.getter { return open..<(property.file.closing(open) + 1) }
                        if case .expression(let r)? = property.getter { return r }
                        return 0..<0
                    }()
                if property.name == "body"
                    || property.file.mentions(triggers(property.file), in: range)
                    || property.attributes.contains("IBOutlet")
                {
                    _ = interpreter.propertyValue(
                        property, of: instance, at: CodePlace(file: property.file, offset: property.offset))
                }
            }
            if interpreter.isView(instance) {
                var seen: Set<Int> = [instance.serial]
                interpreter.walk(interpreter.body(of: instance), segmented: false, padding: 0, seen: &seen)
            }
            runHosts(instance, of: primary)
        }
        runMadeHosts()
        // A control still without segments in a type whose property observer may give them
        // (`var kinds: [String] { didSet { … insertSegment … } }`): the code that sets the
        // property does, so it is a template whose callers run (`Interpreter.runObserver`).
        if interpreter.controls[before...].contains(where: { $0.segments.isEmpty && $0.segmentsUnknown == nil }),
            let observed = observerOfControls(declarations.flatMap(\.properties))
        {
            for control in interpreter.controls[before...]
            where control.segments.isEmpty && control.segmentsUnknown == nil {
                control.segmentsUnknown = Unknown(
                    reason: "its segments are given when other code sets '\(observed.name)' (its didSet)",
                    expression: observed.name, place: CodePlace(file: observed.file, offset: observed.offset),
                    origin: .property(primary))
            }
        }
        for control in interpreter.controls[before...] where rootOf[control.serial] == nil {
            rootOf[control.serial] = (primary.name, declarations, nil)
            control.tabModeOfItsRun = control.layoutView?.tabMode
        }
    }

    /// The first of a type's properties whose `didSet` names a control or a property holding one
    /// (by its type or its value): where segments the type's own code does not give may come from.
    func observerOfControls(_ properties: [PropertyDecl]) -> PropertyDecl? {
        let holders = properties.filter { holder in
            let triggers = triggers(holder.file)
            return holder.type.map { triggers.contains(String($0.prefix { $0.isLetter || $0.isNumber })) } == true
                || holder.initializer.map { holder.file.mentions(triggers, in: $0) } == true
        }
        let names = Set(holders.map(\.name))
        return properties.first { property in
            guard case .block(let open)? = property.didSet else { return false }
            return property.file.mentions(
                triggers(property.file).union(names), in: open..<(property.file.closing(open) + 1))
        }
    }

    /// An object of a subclass of a library's host type (a pager view controller): the control
    /// the library builds for it. Once per object.
    func runHosts(_ instance: Instance, of type: TypeDecl) {
        guard hosted.insert(instance.serial).inserted else { return }
        let inherited = Set(index.lineage(type.qualifiedName, near: type.file).flatMap(\.inherits))
        for recogniser in interpreter.recognisers.all where !recogniser.hostTypes.isDisjoint(with: inherited) {
            interpreter.grant(Interpreter.budgetPerRoot / 4)
            recogniser.host(instance, of: type, in: interpreter)
        }
    }

    /// The host objects the code just run made (`ProfilePagingViewController()` in a screen that
    /// then gives it its view model): asked for their controls after that code, as set up as it
    /// leaves them.
    func runMadeHosts() {
        while !interpreter.madeHosts.isEmpty {
            let made = interpreter.madeHosts
            interpreter.madeHosts = []
            for instance in made {
                guard let type = instance.type else { continue }
                runHosts(instance, of: type)
            }
        }
    }

    /// Runs a method nothing in its type calls. One UIKit calls for each row of a table (it takes
    /// an index path) runs once per row of the list it reads, when its first run touches a control
    /// and indexes a list segqa knows (`Interpreter.tableRun`).
    func runRoot(_ function: FunctionDecl, on selfValue: Value, at site: CodePlace? = nil) {
        let place = site ?? CodePlace(file: function.file, offset: function.offset)
        guard function.parameters.contains(where: Interpreter.takesIndexPath) else {
            _ = interpreter.invoke(function, receiver: selfValue, arguments: [], at: place)
            return
        }
        guard case .rows(let rows) = interpreter.tableRun(function, receiver: selfValue, at: place) else { return }
        let before = interpreter.controls.count
        for (section, row) in rows {
            func index(_ n: Int?, _ part: String) -> Value {
                n.map { .number(Double($0)) } ?? .unknown("a row segqa cannot count", "indexPath.\(part)", at: place)
            }
            interpreter.tableRow = interpreter.indexPath(section: index(section, "section"), row: index(row, "row"))
            _ = interpreter.invoke(function, receiver: selfValue, arguments: [], at: place)
        }
        interpreter.tableRow = nil
        // A cell made where rows of another kind also reach (a condition on the row's kind segqa
        // cannot decide): the rows that give it no title are not its rows.
        func hasContent(_ control: ControlObject) -> Bool {
            control.segments.contains { $0.image != nil || $0.title.map { !$0.isUnknown } == true }
        }
        let made = interpreter.controls[before...]
        let placesWithContent = Set(made.filter(hasContent).map { "\($0.place.file.name):\($0.place.offset)" })
        interpreter.controls.removeAll { control in
            control.serial >= (made.first?.serial ?? Int.max) && !hasContent(control)
                && placesWithContent.contains("\(control.place.file.name):\(control.place.offset)")
        }
    }

    /// A file's top-level code, in order, as a script runs it.
    func runTopLevel(_ file: CodeFile) {
        let before = interpreter.controls.count
        interpreter.grant(Interpreter.budgetPerRoot, fresh: true)
        interpreter.rootControls = interpreter.controls.count
        let frame = Frame(parent: nil, selfValue: nil, file: file, owner: nil, trail: interpreter.trail)
        for item in file.topLevel {
            switch item {
            case .property(let property):
                frame.set(
                    property.name,
                    interpreter.staticProperty(property, at: CodePlace(file: file, offset: property.offset)))
            case .statement(let range):
                var parser = Parser(file: file)
                var index = range.lowerBound
                guard let statement = parser.statement(&index, end: range.upperBound) else { continue }
                _ = interpreter.execute(statement, frame)
            }
        }
        runMadeHosts()
        for control in interpreter.controls[before...] where rootOf[control.serial] == nil {
            rootOf[control.serial] = (file.name, [], nil)
        }
    }

    func runFunction(_ function: FunctionDecl) {
        guard ran.insert(ObjectIdentifier(function)).inserted else { return }
        let before = interpreter.controls.count
        interpreter.grant(Interpreter.budgetPerRoot, fresh: true)
        interpreter.rootControls = interpreter.controls.count
        let receiver: Value? = function.owner.map { .type(TypeRef(name: $0.qualifiedName, decl: $0)) }
        let value = interpreter.invoke(
            function, receiver: receiver, arguments: [], at: CodePlace(file: function.file, offset: function.offset))
        var seen: Set<Int> = []
        interpreter.walk(value, segmented: false, padding: 0, seen: &seen)
        runMadeHosts()
        for control in interpreter.controls[before...] where rootOf[control.serial] == nil {
            rootOf[control.serial] = (function.name, [], function)
        }
    }

    /// `configureWithTitles:` → `configureWithTitles`; `viewDidLoad` stays.
    static func baseName(_ name: String) -> String { String(name.split(separator: ":").first ?? Substring(name)) }
    func baseName(_ name: String) -> String { Self.baseName(name) }

    static let selves: Set<String> = ["self", "this", "Self"]

    /// The methods a type's declarations call: by name, and for a Swift name declared several
    /// times by the labels of each call (`tableView(_:cellForRowAt:)` is not called by
    /// `self.tableView(self.tableView, accessoryButtonTappedForRowWith:)`, which made none of
    /// KeePassium's data-source methods a root).
    struct CalledMethods {
        /// Names called (a name declared several times in Swift: see `signatures`).
        var names: Set<String> = []
        /// Swift names declared several times, each told apart by its signature.
        var overloaded: Set<String> = []
        /// The signatures Swift calls write (`tableView(_:accessoryButtonTappedForRowWith:)`).
        var signatures: Set<String> = []

        func contains(_ function: FunctionDecl) -> Bool {
            let name = Reading.baseName(function.name)
            if overloaded.contains(name) { return signatures.contains(Reading.signature(function)) }
            return names.contains(name)
        }
    }

    /// Method names called inside a type's declarations (`super.viewDidLoad()` is not a call of its own).
    func calledNames(_ declarations: [TypeDecl]) -> CalledMethods {
        var counts: [String: Int] = [:]
        var signatures: Set<String> = []
        for type in declarations {
            let file = type.file
            for i in type.tokenRange where i < file.tokens.count && file.tokens[i].kind == .identifier {
                let previous = file[i - 1], beforePrevious = file[i - 2]
                let viaSuper =
                    (previous?.is(".") == true && beforePrevious?.isIdentifier("super") == true)
                    || previous?.isIdentifier("super") == true
                let isDeclaration =
                    previous?.isIdentifier("func") == true || previous?.isIdentifier("fun") == true
                    || (previous?.is(")") == true && file.language == .objectiveC)
                // `sectionData.getRow(i)`, `[model getRow:i]`: a method of another object, not a
                // call of this type's own (OsmAnd's `getRow(_ indexPath:)` never ran as a root).
                let onAnotherObject: Bool
                if previous?.is(".") == true || previous?.is("?.") == true {
                    onAnotherObject =
                        beforePrevious.map { $0.kind == .identifier && !Self.selves.contains($0.text) } ?? false
                } else if file.language == .objectiveC, let receiver = previous, receiver.kind == .identifier {
                    onAnotherObject = beforePrevious?.is("[") == true && !Self.selves.contains(receiver.text)
                } else {
                    onAnotherObject = false
                }
                guard !viaSuper, !isDeclaration, !onAnotherObject else { continue }
                let next = file[i + 1]
                let objectiveCMessage = file.language == .objectiveC && (next?.is(":") == true || next?.is("]") == true)
                if next?.is("(") == true || objectiveCMessage || (next?.is("{") == true && file.language != .objectiveC)
                {
                    counts[file.tokens[i].text, default: 0] += 1
                    if file.language == .swift, next?.is("(") == true {
                        signatures.insert(file.tokens[i].text + "(" + Self.callLabels(file, open: i + 1) + ")")
                    }
                }
            }
        }
        // A Java or Objective-C method's own declaration is `name(` too: called means more than that.
        var declaredCounts: [String: Int] = [:]
        for function in declarations.flatMap(\.functions) { declaredCounts[baseName(function.name), default: 0] += 1 }
        var result = CalledMethods(signatures: signatures)
        for (name, count) in counts {
            let declared = declaredCounts[name] ?? 0
            let language = declarations.first?.file.language ?? .swift
            let threshold = language == .swift || language == .kotlin ? 0 : declared
            if count > threshold || (declared == 0 && count > 0) { result.names.insert(name) }
        }
        for function in declarations.flatMap(\.functions)
        where function.file.language == .swift && (declaredCounts[baseName(function.name)] ?? 0) > 1 {
            result.overloaded.insert(baseName(function.name))
        }
        return result
    }

    /// `tableView(_:cellForRowAt:)`.
    static func signature(_ function: FunctionDecl) -> String {
        baseName(function.name) + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The labels of a call's arguments, `_` for one without: `_:accessoryButtonTappedForRowWith:`.
    static func callLabels(_ file: CodeFile, open: Int) -> String {
        let close = min(file.closing(open), file.tokens.count)
        var labels = ""
        var depth = 0
        var atArgument = true
        var i = open + 1
        while i < close, let token = file[i] {
            if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
            if depth == 0 {
                if atArgument {
                    let labelled = token.kind == .identifier && file[i + 1]?.is(":") == true
                    labels += (labelled ? token.text : "_") + ":"
                    atArgument = false
                }
                if token.is(",") { atArgument = true }
            }
            i += 1
        }
        return labels
    }

    /// What a template control waits for: the function or type whose callers give its titles.
    func templateOrigin(_ control: ControlObject) -> Unknown.Origin? {
        for segment in control.segments {
            for value in [segment.title, segment.label].compactMap({ $0 }) {
                if case .unknown(let u) = value, let origin = u.origin, !(origin.isOutOfRange) { return origin }
            }
        }
        if let u = control.segmentsUnknown, let origin = u.origin, !origin.isOutOfRange { return origin }
        return nil
    }

    /// The declarations that call a function, or make objects of a type.
    func callSites(of origin: Unknown.Origin) -> [(type: TypeDecl?, function: FunctionDecl?)] {
        let name: String
        switch origin {
        case .parameter(let function):
            // An initializer's callers write its type's name (`AttributePicker(…)`): every `init(`
            // of the project is not a call of it (woocommerce ran 2,272 types for one picker's).
            if baseName(function.name) == "init", let owner = function.owner, owner.kind != .extensionType {
                name = owner.name
            } else {
                name = baseName(function.name)
            }
        case .property(let type): name = type.name
        case .outOfRange, .indexPath: return []
        }
        var occurrences = index.occurrences(of: name)
        // Objective-C calls a Swift method by its selector's first part (`configureWithTitles`).
        if case .parameter(let function) = origin, function.file.language == .swift {
            let selectorStart = baseName(function.objectiveCSelector)
            if selectorStart != name {
                occurrences += index.occurrences(of: selectorStart).filter { $0.file.language == .objectiveC }
            }
        }
        var result: [(TypeDecl?, FunctionDecl?)] = []
        for (file, index) in occurrences {
            guard let next = file[index + 1] else { continue }
            // An object of the type given to code that sets its properties: made (`T(`), or a
            // cell dequeued and cast (`cell as! T`), or a parameter of the type (`_ cell: T`).
            let typed: Bool = {
                guard case .property = origin, file.language == .swift, let previous = file[index - 1] else {
                    return false
                }
                if previous.is(":") || previous.isIdentifier("as") { return true }
                return (previous.is("!") || previous.is("?")) && file[index - 2]?.isIdentifier("as") == true
            }()
            guard typed || next.is("(") || next.is(":") || next.is("{") || next.is("<") else { continue }
            if let previous = file[index - 1],
                previous.isIdentifier("func") || previous.isIdentifier("fun") || previous.isIdentifier("class")
                    || previous.isIdentifier("struct")
            {
                continue
            }
            if let type = innermostType(in: file, containing: index), !type.isPreview {
                // A subclass's header (`class Sheet: BaseSheet {`, `@interface Sheet : BaseSheet <…>`)
                // gives no property of its base a value (only a Kotlin or Java superclass call with
                // arguments does, `: BaseSheet(titles)`), and the subclass's run does not run the
                // inherited code that read it: OsmAnd ran 64 subclasses of two base screens for
                // nothing, a tenth of its run.
                if case .property = origin, !next.is("("), isInHeader(of: type, index, in: file) { continue }
                result.append((type, nil))
            } else if let function = function(in: file, containing: index), !function.isPreview {
                result.append((nil, function))
            }
        }
        return result
    }

    /// No title, or an empty text written as such (`""`).
    static func isBlank(_ value: Value?) -> Bool {
        switch value {
        case nil: return true
        case .text(let text)?:
            return text.pieces.allSatisfy { piece in
                if case .literal(let literal) = piece.kind { return literal.isEmpty }
                return false
            }
        default: return false
        }
    }

    /// Whether a token is in a type's header, where the types it inherits are written: between its
    /// name and the first `{` (Objective-C's `@interface` may have none: its line).
    func isInHeader(of type: TypeDecl, _ index: Int, in file: CodeFile) -> Bool {
        guard index > type.tokenRange.lowerBound, file.tokens[index].kind == .identifier,
            type.inherits.contains(file.tokens[index].text)
        else { return false }
        for position in type.tokenRange.lowerBound..<index {
            let token = file.tokens[position]
            if token.is("{") || token.is(";") || token.is("=") { return false }
        }
        return true
    }

    func innermostType(in file: CodeFile, containing index: Int) -> TypeDecl? {
        allTypes(file).filter { $0.tokenRange.contains(index) }.min { $0.tokenRange.count < $1.tokenRange.count }
    }

    /// The top-level function whose body holds token `index` (with `methods`, a type's method too).
    func function(in file: CodeFile, containing index: Int, methods: Bool = false) -> FunctionDecl? {
        (methods ? file.functions + allTypes(file).flatMap(\.functions) : file.functions).first { function in
            guard case .block(let open)? = function.body else { return false }
            return open < index && index < file.closing(open)
        }
    }

    // MARK: - Choosing the controls

    func result() -> CodeReader.Result {
        let confirmed = interpreter.controls.filter { control in
            switch control.kind {
            case .picker: return control.isSegmented
            case .androidView: return control.layoutView != nil || !control.segments.isEmpty
            default: return true
            }
        }
        // Group by where the control is made; templates give way to the concrete controls their callers made.
        var groups: [String: [ControlObject]] = [:]
        var order: [String] = []
        for control in confirmed {
            let key =
                "\(control.place.file.path)\u{0}\(control.place.offset)\u{0}\(control.layoutView.map { "\($0.layout ?? "")/\($0.id)" } ?? "")"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(control)
        }
        var chosen: [(ControlObject, CodePlace)] = []
        for key in order {
            let screens = byScreen(groups[key]!)
            for group in screens { choose(from: group, oneScreenOfMany: screens.count > 1, into: &chosen) }
        }
        return result(of: chosen)
    }

    /// An outlet's control is configured by each screen that uses its cell (OsmAnd's
    /// `OASegmentedControlCell`, titled by five controllers): when several screens give it
    /// segments, each screen's is a control of its own, so one screen's titles never stand in for
    /// another's (screens that only touch it, `selectedSegmentIndex`, give way to those).
    func byScreen(_ group: [ControlObject]) -> [[ControlObject]] {
        guard let outlet = group.first?.outlet else { return [group] }
        // The cell's own run and templates (titles from a parameter of the cell's `setup`) are
        // no screen: every screen keeps them, to find where it calls the cell.
        let cell: Set<String> = [outlet.declaringType, outlet.runtimeType]
        func isShared(_ control: ControlObject) -> Bool {
            templateOrigin(control) != nil || cell.contains(rootOf[control.serial]?.name ?? "")
        }
        let shared = group.filter(isShared)
        let names = Set(group.filter { !isShared($0) }.map { rootOf[$0.serial]?.name ?? "" }).sorted()
        // A base class's own run (`OABaseTableViewController`, whose `cellForRow` calls the
        // subclass's `getRow:`) is its subclass's screen, not one of its own.
        var screenOf: [String: String] = [:]
        for name in names {
            screenOf[name] =
                names.first { other in other != name && index.lineage(other).contains { $0.name == name } } ?? name
        }
        var screens: [String: [ControlObject]] = [:]
        var order: [String] = []
        for control in group where !isShared(control) {
            let screen = screenOf[rootOf[control.serial]?.name ?? ""] ?? ""
            if screens[screen] == nil { order.append(screen) }
            screens[screen, default: []].append(control)
        }
        let giving = order.map { screens[$0]! }.filter { $0.contains(where: Self.givesSegments) }
        return giving.count > 1 ? giving.map { $0 + shared } : [group]
    }

    /// Whether a call path ends with another's calls (the same calls, reached from a root further
    /// out). Each path starts with its root's own place, which is not a call.
    static func endsWith(_ path: [CodePlace], _ other: [CodePlace]) -> Bool {
        let tail = other.dropFirst()
        guard tail.count < path.count else { return false }
        return zip(path.suffix(tail.count), tail).allSatisfy { $0.offset == $1.offset && $0.file === $1.file }
    }

    static func givesSegments(_ control: ControlObject) -> Bool { control.segments.contains(where: isGiven) }

    /// A segment the code gave a title or an image.
    static func isGiven(_ segment: ControlObject.Segment) -> Bool { segment.title != nil || segment.image != nil }

    /// Where a control's first title is written in the code (the key or literal of its first segment).
    static func titleWritten(_ control: ControlObject) -> CodePlace? {
        guard case .text(let text)? = control.segments.first?.title else { return nil }
        return (text.alternatives.first?.value ?? text).pieces.first?.place
    }

    /// The controls that stand for one construction (or one screen's use of an outlet), each with
    /// the place it is named after.
    func choose(
        from group: [ControlObject], oneScreenOfMany: Bool, into chosen: inout [(ControlObject, CodePlace)]
    ) {
        let origins = group.compactMap(templateOrigin)
        var concrete = group.filter { templateOrigin($0) == nil && Self.givesSegments($0) }
        // A base class's placeholders (`UISegmentedControl(items: ["", ""])`) give way to the
        // titles its subclasses set on the same control.
        let titled = concrete.filter { $0.segments.contains { !Self.isBlank($0.title) || $0.image != nil } }
        if !titled.isEmpty { concrete = titled }
        // The same construction reached by a path too deep to follow a title (a settings page
        // inside a tabbed dialog's pager) gives way to the reading that knows every title.
        let known = concrete.filter { !$0.segments.contains { $0.title?.isUnknown ?? false } }
        if !known.isEmpty { concrete = known }
        let pool = concrete.isEmpty ? [group.max { score($0) < score($1) }!] : concrete
        // One control per signature, but two call sites that give a template the same titles are
        // two (mihon's chapter and library settings dialogs, both Filter / Sort / Display) unless
        // one is on the other's way (the same call reached from a root further out).
        var distinct: [ControlObject] = []
        // Each kept control's signature and the call that gave it its titles (when concrete).
        var keys: [(signature: String, site: CodePlace?)] = []
        for control in pool {
            let signature = signature(control)
            let site = concrete.isEmpty ? nil : callSite(of: control, givenBy: origins)
            let same = zip(distinct, keys).contains { other, key in
                key.signature == signature
                    && (key.site?.id == site?.id || Self.endsWith(control.callPath, other.callPath)
                        || Self.endsWith(other.callPath, control.callPath))
            }
            if !same {
                distinct.append(control)
                keys.append((signature, site))
            }
        }
        // Several different controls from one construction: each is named after the call where
        // their ways part (the cell's `configure(titles:)` in one row and in another).
        var common = 0
        if distinct.count > 1 {
            let paths = distinct.map(\.callPath)
            while let first = paths.first, common < first.count,
                paths.allSatisfy({
                    common < $0.count && $0[common].offset == first[common].offset
                        && $0[common].file === first[common].file
                })
            {
                common += 1
            }
        }
        var places: [CodePlace] = []
        for (control, key) in zip(distinct, keys) {
            var place = control.place
            if let site = key.site {
                place = site  // the call that gave a helper or cell its titles
            } else if distinct.count > 1, common < control.callPath.count {
                place = control.callPath[common]
            } else if oneScreenOfMany {
                // One screen's use of a shared outlet, named in the screen's code: where it titles
                // the control, else its last call on the way (`cell.configure(titles:)`).
                let files = (rootOf[control.serial]?.declarations ?? []).map { ObjectIdentifier($0.file) }
                func inScreen(_ place: CodePlace) -> Bool { files.contains(ObjectIdentifier(place.file)) }
                if let first = control.segments.first(where: Self.isGiven), inScreen(first.place) {
                    place = first.place
                } else if let call = control.callPath.last(where: inScreen) {
                    place = call
                }
            }
            places.append(place)
        }
        // Several that all of that names alike (the same calls for each: a cell registration's
        // handler run for each kind of row, zotero's reader settings): each is named where its
        // first title is written.
        let written = distinct.compactMap(Self.titleWritten)
        if distinct.count > 1, Set(places.map(\.id)).count < distinct.count, written.count == distinct.count,
            Set(written.map(\.id)).count == distinct.count
        {
            places = written
        }
        for (control, place) in zip(distinct, places) {
            chosen.append((control, place))
        }
    }

    func result(of chosen: [(ControlObject, CodePlace)]) -> CodeReader.Result {
        var result = CodeReader.Result()
        // Ids are unique: a second control on one line gets its column.
        var used: [String: Int] = [:]
        for (control, place) in chosen {
            var spec = convert(control, at: place)
            used[place.id, default: 0] += 1
            // The third and later on one place (controls named alike by every way segqa names
            // them) are numbered: ids stay unique, whatever the code.
            let count = used[place.id]!
            if count > 1 { spec.id.value = "\(place.id):\(place.location.column)" + (count > 2 ? "#\(count)" : "") }
            if !options.includeUnreachable, let reason = unreachableReason(control) {
                spec.notChecked = spec.notChecked ?? reason
            }
            if let outlet = control.outlet {
                result.outletEdits.append(
                    CodeReader.OutletEdit(
                        property: outlet.property, declaringType: outlet.declaringType, runtimeType: outlet.runtimeType,
                        control: spec, replacesSegments: control.replacesSegments))
            } else if let view = control.layoutView {
                result.layoutEdits.append(
                    CodeReader.LayoutEdit(
                        layout: view.layout, id: view.id, control: spec,
                        tabsScroll: control.tabModeOfItsRun ?? view.tabMode
                    ))
            } else {
                if spec.segments.isEmpty, spec.notChecked == nil {
                    // A subclass used as a container, or segments added where segqa cannot see.
                    spec.notChecked = "no segments are given to it in the code read"
                }
                result.controls.append(spec)
            }
        }
        for view in interpreter.titledViews {
            var title: LocalizedText?
            var unresolved: UnresolvedTitle?
            switch Converter.text(view.text!, near: view.place) {
            case .success(let text): title = text
            case .failure(let u):
                let place = u.place ?? view.place
                unresolved = UnresolvedTitle(
                    segment: 0, expression: u.expression,
                    location: place?.location ?? SourceLocation(file: "", line: 1, column: 1),
                    pointer: place?.pointer ?? "", reason: u.reason)
            }
            let label = view.contentDescription.flatMap { try? Converter.text($0, near: view.place).get() }
            result.viewTitles.append(
                CodeReader.ViewTitle(
                    layout: view.layout, id: view.id, title: title, unresolved: unresolved, label: label))
        }
        result.controls.sort { $0.location < $1.location }
        for (name, declarations) in index.types {
            let inherits = declarations.flatMap(\.inherits)
            if !inherits.isEmpty { result.supertypes[name] = inherits }
        }
        return result
    }

    /// Where a template's caller gave a concrete control its titles: the call of the function
    /// whose parameter they came from, or where the view holding them was made.
    func callSite(of control: ControlObject, givenBy origins: [Unknown.Origin]) -> CodePlace? {
        for origin in origins {
            switch origin {
            case .parameter(let function):
                if let call = control.invocations.last(where: { $0.function == ObjectIdentifier(function) }) {
                    return call.place
                }
                // An initializer's parameter kept by the view (`self.tabs = tabs`) and read when
                // its body is walked, after the call returned: where the view was made.
                if baseName(function.name) == "init", let type = function.owner, let made = madeAt(control, type) {
                    return made
                }
            case .property(let type):
                if let made = madeAt(control, type) { return made }
            case .outOfRange, .indexPath:
                break
            }
        }
        return nil
    }

    /// Where the object of this type that owns a control was made (its owner's code made it).
    func madeAt(_ control: ControlObject, _ type: TypeDecl) -> CodePlace? {
        control.ownerType == type.qualifiedName || control.ownerType == type.name ? control.ownerMadeAt : nil
    }

    /// The more a control knows, the better it stands for its construction.
    func score(_ control: ControlObject) -> Int {
        control.segments.filter {
            if case .unknown = $0.title { return false }
            return $0.title != nil || $0.image != nil
        }.count * 2 + control.segments.count
    }

    func signature(_ control: ControlObject) -> String {
        control.segments.map {
            interpreter.describe($0.title) + "|" + ($0.image?.name ?? "") + "|" + interpreter.describe($0.label)
        }
        .joined(separator: "\u{1}")
            + "\u{2}\(control.settings.font.size?.value ?? 0)\(control.settings.states.count)\(control.settings.distribution?.value ?? "")"
            + (control.outlet.map { "\($0.runtimeType).\($0.property)" } ?? "")
    }

    // MARK: - Reachability

    /// Whether the code read holds an iOS app's entry point: `@main`, `@UIApplicationMain`, an
    /// `App`, an application or scene delegate, or Objective-C's `UIApplicationMain(…)`.
    lazy var hasAppleEntryPoint: Bool = {
        for (_, declarations) in index.types {
            for type in declarations {
                if type.attributes.contains("main") || type.attributes.contains("UIApplicationMain") { return true }
                if type.inherits.contains(where: {
                    ["App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UIResponder"].contains($0)
                })
                    && (type.name.hasSuffix("App") || type.name.hasSuffix("Delegate"))
                {
                    return true
                }
            }
        }
        return !index.occurrences(of: "UIApplicationMain").isEmpty
    }()

    /// Why nothing reaches the code that made a control, or nil when something does: a reference
    /// from other code, an Interface Builder or Android XML file naming the class, a string
    /// naming it (`NSClassFromString`), or being the app's entry point.
    /// Whether a string literal of the code read is `name`. The first few questions scan the
    /// literals (most runs ask a handful: hashing every literal of a 3,000-file app into a set was
    /// 1 % of its run); after them, the set of every literal answers.
    func isWrittenAsString(_ name: String) -> Bool {
        guard stringQuestions >= 4 else {
            stringQuestions += 1
            for file in files {
                let found = file.tokens.withUnsafeBufferPointer { tokens in
                    tokens.indices.contains { tokens[$0].kind == .string && tokens[$0].text == name }
                }
                if found { return true }
            }
            return false
        }
        return stringLiterals.contains(name)
    }

    private var stringQuestions = 0

    /// See `namesOfMembersNamingTriggers` (made when a large type's roots are first sliced).
    lazy var membersNamingTriggers: (methods: Set<String>, properties: Set<String>) = namesOfMembersNamingTriggers()

    /// Every string literal of the code read (asked of every declared type by `unreachedXIBs`).
    lazy var stringLiterals: Set<String> = {
        var result: Set<String> = []
        for file in files {
            file.tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices where tokens[index].kind == .string { result.insert(tokens[index].text) }
            }
        }
        return result
    }()

    /// Whether the name at token `i` of `file` is a use of it by the app: not inside the root's own
    /// code (`ownRanges`), not its declaration (`func`/`fun` before it), not in a preview.
    func isAppUse(_ file: CodeFile, _ i: Int, outside ownRanges: [(CodeFile, Range<Int>)]) -> Bool {
        if ownRanges.contains(where: { $0.0 === file && $0.1.contains(i) }) { return false }
        if let previous = file[i - 1], previous.isIdentifier("func") || previous.isIdentifier("fun") { return false }
        if let type = innermostType(in: file, containing: i), type.isPreview { return false }
        if file.previewRanges.contains(where: { $0.contains(i) }) { return false }
        return function(in: file, containing: i)?.isPreview != true
    }

    /// Whether a function on the way from an unreached root to a control is called by other code
    /// too: Seal's `DownloadDialog`, called by the unreached `DownloadPage` and by the
    /// `DownloadPageV2` the app shows. Only a function declared once by its name (a call of it is a
    /// call of that one), and only a call that is not one of the path's own.
    func isCalledElsewhere(on path: [CodePlace], outside ownRanges: [(CodeFile, Range<Int>)]) -> Bool {
        struct Place: Hashable {
            let file: ObjectIdentifier
            let index: Int
        }
        let own = Set(path.map { Place(file: ObjectIdentifier($0.file), index: $0.file.tokenIndex(atByte: $0.offset)) })
        for call in path {
            let i = call.file.tokenIndex(atByte: call.offset)
            guard let name = call.file[i]?.text, call.file[i]?.kind == .identifier,
                let declared = index.functions[name], declared.count == 1
            else { continue }
            for (file, at) in index.occurrences(of: name)
            where !own.contains(Place(file: ObjectIdentifier(file), index: at)) {
                // A call (`DownloadDialog(…)`, a trailing block), not a mention.
                guard let next = file[at + 1], next.is("(") || next.is("{") else { continue }
                if isAppUse(file, at, outside: ownRanges) { return true }
            }
        }
        return false
    }

    func unreachableReason(_ control: ControlObject) -> String? {
        guard let root = rootOf[control.serial] else { return nil }
        // Reaching means from the app's entry point: without one in what was read (a single file,
        // a feature folder), nothing can be said to be unreachable.
        let language = root.declarations.first?.file.language ?? root.function?.file.language ?? .swift
        let android = language == .kotlin || language == .java
        guard android ? options.androidEntryPoints : hasAppleEntryPoint else { return nil }
        if options.externalReferences.contains(root.name) { return nil }
        if root.declarations.contains(where: {
            $0.attributes.contains("main") || $0.attributes.contains("UIApplicationMain") || $0.inherits.contains("App")
        }) {
            return nil
        }
        let ownRanges: [(CodeFile, Range<Int>)] =
            root.declarations.map { ($0.file, $0.tokenRange) }
            + (root.function.map { function -> [(CodeFile, Range<Int>)] in
                guard case .block(let open)? = function.body else { return [] }
                return [(function.file, open..<(function.file.closing(open) + 1))]
            } ?? [])
        for (file, i) in index.occurrences(of: root.name) where isAppUse(file, i, outside: ownRanges) {
            return nil
        }
        // A string naming the class: NSClassFromString("SettingsViewController"), a storyboard identifier.
        if isWrittenAsString(root.name) { return nil }
        if isCalledElsewhere(on: control.callPath, outside: ownRanges) { return nil }
        let what = root.function == nil ? root.name : "\(root.name)()"
        return "nothing in the app reaches \(what): no code, storyboard, XIB or string names it"
    }

    // MARK: - Converting

    func convert(_ control: ControlObject, at place: CodePlace) -> ControlSpec {
        let id = place.id
        let location = place.location
        let pointer = place.pointer
        var segments: [SegmentSpec] = []
        var unresolved: [UnresolvedTitle] = []
        for (index, segment) in control.segments.enumerated() {
            var title: LocalizedText?
            if let value = segment.title {
                switch Converter.text(value, near: segment.place) {
                case .success(let text): title = text
                case .failure(let u):
                    let place = u.place ?? segment.place
                    unresolved.append(
                        UnresolvedTitle(
                            segment: index, expression: u.expression, location: segment.place.location,
                            pointer: segment.place.pointer, reason: u.reason))
                    _ = place
                }
            }
            var label: LocalizedText?
            var labelUnresolved: String?
            if let value = segment.label ?? segment.image?.accessibilityLabel {
                switch Converter.text(value, near: segment.place) {
                case .success(let text): label = text
                case .failure(let u): labelUnresolved = u.expression
                }
            }
            let image = segment.image.map { image in
                ImageSpec(
                    name: Located(image.name, at: segment.place.location, pointer: segment.place.pointer + "/image"),
                    width: 0, height: 0, location: segment.place.location, pointer: segment.place.pointer + "/image")
            }
            var spec = SegmentSpec(
                index: index, location: segment.place.location, pointer: segment.place.pointer, title: title,
                image: image,
                accessibilityLabel: label,
                width: segment.width.map { Located($0, at: segment.place.location, pointer: segment.place.pointer) },
                enabled: segment.enabled, suppressions: [])
            spec.labelUnresolved = labelUnresolved
            spec.viewID = segment.viewID
            segments.append(spec)
        }
        var settings = control.settings
        settings.style = Located(control.style, at: location, pointer: pointer)
        if let stated = control.statedWidth {
            let at = stated.place
            if let width = stated.width {
                settings.width = at.located(width)
            } else if let margin = stated.margin {
                settings.margin = at.located(margin)
            }
        }
        var spec = ControlSpec(
            id: Located(id, at: location, pointer: pointer), file: place.file.path, location: location,
            pointer: pointer, settings: settings, segments: segments)
        spec.origin = .code
        // The innermost named type around the code that makes it: its screen.
        spec.screen = innermostType(in: place.file, containing: place.file.tokenIndex(atByte: place.offset))
            .flatMap { $0.kind == .anonymous || $0.name.isEmpty ? nil : $0.name }
        // Code a subclass inherits runs as the subclass's screen (Kore's `PVRListFragment` runs
        // `AbstractTabsFragment`'s `onViewCreated`).
        if let screen = spec.screen, let root = rootOf[control.serial]?.name, root != screen,
            index.lineage(root).contains(where: { $0.name == screen })
        {
            spec.screen = root
        }
        spec.unresolvedTitles = unresolved
        if let u = control.segmentsUnknown {
            spec.notChecked = "\(u.reason)"
            if spec.unresolvedTitles.isEmpty {
                let place = u.place ?? control.place
                spec.unresolvedTitles = [
                    UnresolvedTitle(
                        segment: segments.count, expression: u.expression, location: place.location,
                        pointer: place.pointer, reason: u.reason)
                ]
            }
        }
        // Every tab one of the same titles (a list known only at run time, each element picking
        // its title in a `switch`: Gadgetbridge's chart tabs): which tab has which title, and how
        // many there are, is the device's; measured as every title, each tab would report each
        // fact again.
        if spec.notChecked == nil, spec.segments.count > 1, let first = spec.segments.first?.title?.alternatives,
            first.count > 1, spec.segments.allSatisfy({ $0.title?.alternatives.map(\.text) == first.map(\.text) })
        {
            spec.notChecked = "each tab is one of \(first.count) titles, from a list known only at run time"
        }
        return spec
    }
}

extension Unknown.Origin {
    var isOutOfRange: Bool { if case .outOfRange = self { return true } else { return false } }
}

/// Values as the model's texts: literals, keys of localization tables, concatenations and
/// alternatives; anything else is the reason it is not a title.
enum Converter {
    /// `near`: where the code uses the value; a text written in a generated file is placed there.
    static func text(_ value: Value, near use: CodePlace?) -> Result<LocalizedText, UnknownError> {
        switch value {
        case .text(var text):
            if let use {
                for index in text.pieces.indices where text.pieces[index].place?.file.isGenerated == true {
                    text.pieces[index].place = use
                }
                for a in text.alternatives.indices {
                    for index in text.alternatives[a].value.pieces.indices
                    where text.alternatives[a].value.pieces[index].place?.file.isGenerated == true {
                        text.alternatives[a].value.pieces[index].place = use
                    }
                }
            }
            return .success(localized(text))
        case .resource(let key, _):
            return .success(localized(.key(key, table: androidTable, fallback: nil, at: nil)))
        case .number(let n):
            let text = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            return .success(localized(.literal(text, at: nil)))
        case .enumCase(let type, let name):
            return .success(
                localized(
                    .literal(
                        name,
                        at: CodePlace(
                            file: type.file, offset: type.cases.first { $0.name == name }?.offset ?? type.offset))))
        case .unknown(let u): return .failure(UnknownError(u))
        case .null: return .failure(UnknownError(Unknown(reason: "no title (nil)", expression: "nil", place: nil)))
        case .list:
            return .failure(UnknownError(Unknown(reason: "a list where a title should be", expression: "", place: nil)))
        default: return .failure(UnknownError(Unknown(reason: "a value that is not text", expression: "", place: nil)))
        }
    }

    static func localized(_ text: TextValue) -> LocalizedText {
        if !text.alternatives.isEmpty {
            var result = localized(TextValue(pieces: text.alternatives[0].value.pieces))
            result.alternatives = text.alternatives.map { TextAlternative(name: $0.name, text: localized($0.value)) }
            return result
        }
        if text.pieces.count == 1 { return piece(text.pieces[0]) }
        let parts = text.pieces.map(piece)
        let place = text.pieces.first?.place
        var result = LocalizedText(
            entries: [:], location: place?.location ?? SourceLocation(file: "", line: 1, column: 1),
            pointer: place?.pointer ?? "")
        result.parts = parts
        return result
    }

    static func piece(_ piece: TextValue.Piece) -> LocalizedText {
        let location = piece.place?.location ?? SourceLocation(file: "", line: 1, column: 1)
        let pointer = piece.place?.pointer ?? ""
        switch piece.kind {
        case .literal(let s):
            return LocalizedText(
                entries: ["": Located(s, at: location, pointer: pointer)], location: location, pointer: pointer)
        case .key(let table, let key, let fallback):
            var text = LocalizedText(
                entries: [:], location: location, pointer: pointer,
                reference: StringReference(table: table, key: key, location: location))
            // iOS shows the key itself (or the default value) when no table has it.
            if table != androidTable { text.entries[""] = Located(fallback ?? key, at: location, pointer: pointer) }
            text.fallbackIsKey = table != androidTable && fallback == nil
            return text
        }
    }
}

struct UnknownError: Error {
    let unknown: Unknown
    init(_ unknown: Unknown) { self.unknown = unknown }
    var expression: String { unknown.expression }
    var reason: String { unknown.reason }
    var place: CodePlace? { unknown.place }
}
