import SegQAModel

/// Whether the app's code reaches its Interface Builder files: a XIB nothing loads (element-ios's
/// MatrixKit push-rule cell, owned by a settings screen no code opens) and a storyboard scene no
/// way leads to (iNaturalist's map-type scene, shown only by a segue performed in a method
/// nothing calls) are on no screen, so their controls are listed, not checked.
///
/// Types reach types by naming them in their code: from the app's entry points, the classes
/// Info.plist and the storyboards name, the types a string names (`NSClassFromString`) and code
/// outside any type, every type named inside a reached type is reached (a subclass names its
/// superclass). A XIB is reached when its name is a reached type or a string of the code, or one
/// of its owners (File's Owner, a top-level cell or view) is reached, and then its classes reach
/// on; one whose name and owners the code does not declare is taken as reached (nothing to go by).
extension Reading {
    func interfaceVerdicts() -> [CodeReader.InterfaceVerdict] {
        guard !options.includeUnreachable, !options.interfaces.isEmpty, hasAppleEntryPoint else { return [] }
        var verdicts: [CodeReader.InterfaceVerdict] = []
        let xibs = options.interfaces.filter { !$0.value.isStoryboard }
        if !xibs.isEmpty {
            for path in unreachedXIBs(xibs) {
                let name = Self.interfaceName(path)
                verdicts.append(
                    CodeReader.InterfaceVerdict(
                        path: path, scene: nil,
                        reason:
                            "nothing in the app reaches \(name).xib: no code loads it by name and no code reaches its owner"
                            + (xibs[path]!.ownerClasses.isEmpty
                                ? "" : " (\(xibs[path]!.ownerClasses.joined(separator: ", ")))")))
            }
        }
        let storyboards = options.interfaces.filter { $0.value.isStoryboard }
        for path in storyboards.keys.sorted() {
            let reach = storyboards[path]!
            let shown = reach.shownScenes(performed: performsSegue)
            for scene in reach.scenes where !shown.contains(scene.id) {
                let name = Self.interfaceName(path)
                let incoming = reach.scenes.flatMap(\.segues).filter { $0.destination == scene.id }
                let how =
                    incoming.isEmpty
                    ? "no segue leads to it and it has no storyboard identifier"
                    : "only manual segues lead to it ("
                        + incoming.compactMap(\.identifier).map { "'\($0)'" }.joined(separator: ", ")
                        + "), which no code that runs performs"
                verdicts.append(
                    CodeReader.InterfaceVerdict(
                        path: path, scene: scene.id,
                        reason:
                            "nothing in the app reaches the scene \(scene.customClass ?? scene.id) of \(name).storyboard: \(how)"
                    ))
            }
        }
        return verdicts
    }

    /// The name code loads the file by: `Main` of `Base.lproj/Main.storyboard`.
    static func interfaceName(_ path: String) -> String {
        let file = InputPaths.fileName(path)
        return String(file.lastIndex(of: ".").map { file[..<$0] } ?? file)
    }

    // MARK: - XIBs

    func unreachedXIBs(_ xibs: [String: InterfaceReach]) -> [String] {
        let declared = Set(index.types.keys)
        let mentions = typeMentions(declared: declared)
        var reached: Set<String> = []
        var pending: [String] = []
        func reach(_ name: String) {
            if declared.contains(name), reached.insert(name).inserted { pending.append(name) }
        }
        func spread() {
            while let name = pending.popLast() { for named in mentions.byType[name] ?? [] { reach(named) } }
        }
        // The ways in: entry points, what Info.plist and storyboards name, strings naming a type,
        // code outside any type. A XIB's own classes count only once the XIB is reached.
        let xibOnly = Set(xibs.values.flatMap(\.ownerClasses)).subtracting(
            options.interfaces.values.filter(\.isStoryboard).flatMap { $0.scenes.compactMap(\.customClass) })
        for name in options.externalReferences where !xibOnly.contains(name) { reach(name) }
        for (name, declarations) in index.types
        where declarations.contains(where: { type in
            type.attributes.contains("main") || type.attributes.contains("UIApplicationMain")
                || type.inherits.contains { ["App", "UIApplicationDelegate", "UIWindowSceneDelegate"].contains($0) }
        }) {
            reach(name)
        }
        for name in mentions.outsideTypes { reach(name) }
        // Every declared type is asked: the set of literals at once, not a scan per question.
        for name in declared where stringLiterals.contains(name) { reach(name) }
        spread()
        var unreached = Set(xibs.keys)
        var changed = true
        while changed {
            changed = false
            for path in unreached.sorted() {
                let xib = xibs[path]!
                let name = Self.interfaceName(path)
                let owners = xib.ownerClasses.filter(declared.contains)
                let isReached =
                    reached.contains(name) || stringLiterals.contains(name) || owners.contains(where: reached.contains)
                    || (owners.isEmpty && !declared.contains(name))
                guard isReached else { continue }
                unreached.remove(path)
                changed = true
                xib.ownerClasses.forEach(reach)
                spread()
            }
        }
        return unreached.sorted()
    }

    /// For each declared type, the declared types its code names (its extensions and Objective-C
    /// interface and implementation together); and the types named outside every type (global
    /// code, a C function), `@class` forward declarations aside. Previews name nothing.
    func typeMentions(declared: Set<String>) -> (byType: [String: Set<String>], outsideTypes: Set<String>) {
        var byType: [String: Set<String>] = [:]
        var outside: Set<String> = []
        let written = index.gatherOccurrences(alsoOf: [])
        var rangesByFile: [ObjectIdentifier: [(range: Range<Int>, name: String, isPreview: Bool)]] = [:]
        for file in files {
            rangesByFile[ObjectIdentifier(file)] = allTypes(file).map { ($0.tokenRange, $0.name, $0.isPreview) }
        }
        for name in declared {
            for (file, i) in written[name] ?? [] {
                if file.previewRanges.contains(where: { $0.contains(i) }) { continue }
                // The innermost type holding the name: the narrowest range that contains it.
                let holding = (rangesByFile[ObjectIdentifier(file)] ?? []).filter { $0.range.contains(i) }
                    .min { $0.range.count < $1.range.count }
                if let holding {
                    if !holding.isPreview && holding.name != name { byType[holding.name, default: []].insert(name) }
                } else if !Self.isForwardDeclaration(file, i) {
                    outside.insert(name)
                }
            }
        }
        return (byType, outside)
    }

    /// `@class A, B;` and `@protocol P;` name a type without using it.
    static func isForwardDeclaration(_ file: CodeFile, _ i: Int) -> Bool {
        var j = i - 1
        while let token = file[j], token.kind == .identifier || token.is(",") {
            if token.isIdentifier("class") || token.isIdentifier("protocol") { return file[j - 1]?.is("@") == true }
            j -= 1
        }
        return false
    }

    // MARK: - Manual segues

    /// Whether code that runs performs a segue by this identifier: a string literal as the
    /// argument of `performSegue(withIdentifier:)` or `performSegueWithIdentifier:` in a method
    /// something calls. Any such call with an argument that is not a literal may perform any segue.
    func performsSegue(_ identifier: String) -> Bool {
        performedSegues.any || performedSegues.identifiers.contains(identifier)
    }

    /// The identifiers code performs segues by (`performsSegue`), found once. A method that passes
    /// its own parameter on (iNaturalist's `inat_performSegueWithIdentifier:object:`) performs what
    /// its callers give it: its name is followed the same way (at most `maximumSegueWrappers`).
    func findPerformedSegues() -> (identifiers: Set<String>, any: Bool) {
        var identifiers: Set<String> = []
        var names = ["performSegueWithIdentifier", "performSegue"]
        var next = 0
        while next < names.count {
            let name = names[next]
            next += 1
            for (file, i) in index.gatherOccurrences(alsoOf: Set(names))[name] ?? []
            where !Self.isMethodDeclaration(file, i) && file[i - 1]?.isIdentifier("func") != true {
                // ObjC `name:@"x"`, Swift `name(withIdentifier: "x"` or `name("x"`.
                var j = i + 1
                if file[j]?.is("(") == true {
                    j += 1
                    if file[j]?.kind == .identifier, file[j + 1]?.is(":") == true { j += 2 }
                } else {
                    guard file[j]?.is(":") == true else { continue }
                    j += 1
                    if file[j]?.is("@") == true { j += 1 }
                }
                guard let argument = file[j] else { continue }
                if argument.kind == .string {
                    if !isInUncalledMethod(file, i) { identifiers.insert(argument.text) }
                    continue
                }
                // A parameter passed on: the enclosing method's callers say which segue.
                if argument.kind == .identifier, let method = function(in: file, containing: i, methods: true),
                    method.parameters.contains(where: { $0.name == argument.text }),
                    case let wrapper = String(method.name.prefix { $0 != ":" && $0 != "(" }), !wrapper.isEmpty,
                    names.count < Self.maximumSegueWrappers
                {
                    if !names.contains(wrapper) { names.append(wrapper) }
                    continue
                }
                return ([], true)
            }
        }
        return (identifiers, false)
    }

    static let maximumSegueWrappers = 8

    /// An Objective-C method whose name no code calls, no selector names and no Interface Builder
    /// action connects: its name is written only where it is declared (`- (void)name`). Swift
    /// methods may be called by a protocol the code does not show: always taken as called.
    func isInUncalledMethod(_ file: CodeFile, _ i: Int) -> Bool {
        guard file.language == .objectiveC, let method = function(in: file, containing: i, methods: true) else {
            return false
        }
        let name = String(method.name.prefix { $0 != ":" })
        guard !name.isEmpty else { return false }
        let actions = Set(options.interfaces.values.flatMap(\.actions).map { String($0.prefix { $0 != ":" }) })
        if actions.contains(name) || isWrittenAsString(method.name) { return false }
        for (other, j) in index.occurrences(of: name) where !Self.isMethodDeclaration(other, j) {
            return false
        }
        return true
    }

    /// `- (void)name` or `+ (Type *)name:`: the name right after a method's return type.
    static func isMethodDeclaration(_ file: CodeFile, _ i: Int) -> Bool {
        guard file[i - 1]?.is(")") == true else { return false }
        var depth = 0
        var j = i - 1
        while let token = file[j], j > i - 64 {
            if token.is(")") { depth += 1 }
            if token.is("(") {
                depth -= 1
                if depth == 0 { return file[j - 1]?.is("-") == true || file[j - 1]?.is("+") == true }
            }
            j -= 1
        }
        return false
    }
}
