/// Every declaration of the code read, by name: types (a class with its extensions, an
/// Objective-C interface with its implementation), top-level functions and properties, macros,
/// and Kotlin extension functions. Also answers "where is this name written?" for call sites
/// and for whether a type is used at all.
final class SymbolIndex {
    let files: [CodeFile]
    /// By simple name and by qualified name (`L10n.Settings`): every declaration of that type.
    private(set) var types: [String: [TypeDecl]] = [:]
    private(set) var functions: [String: [FunctionDecl]] = [:]
    private(set) var properties: [String: PropertyDecl] = [:]
    /// Kotlin's `fun String.localized()` and Swift's `extension String { var localized }`, by member name.
    private(set) var extensionMembers: [String: [TypeDecl]] = [:]
    private var occurrenceCache: [String: [(file: CodeFile, index: Int)]] = [:]
    /// Where each declared type and function name (and the names a reading asked for) is
    /// written, gathered in one pass when needed.
    private var gathered: [String: [(file: CodeFile, index: Int)]]?
    /// Lineages asked for, by type name and the file asking (member lookups ask again and again).
    private var lineageCache: [LineageKey: [TypeDecl]] = [:]
    private struct LineageKey: Hashable {
        let name: String
        let file: ObjectIdentifier?
    }
    /// Each type declaration's member names, made when first asked for (after parsing).
    private var memberNameCache: [ObjectIdentifier: Set<String>] = [:]
    /// The declarations of a lineage that declare each member name, in lineage order.
    private var lineageMemberCache: [LineageKey: [String: [TypeDecl]]] = [:]
    private var lastLineageMembers: (key: LineageKey, members: [String: [TypeDecl]])?

    init(files: [CodeFile]) {
        self.files = files
        for file in files {
            var pending = file.types.map { ($0, $0.name) }
            while let (type, name) = pending.popLast() {
                types[name, default: []].append(type)
                let simple = name.split(separator: ".").last.map(String.init) ?? name
                if simple != name { types[simple, default: []].append(type) }
                if type.kind == .extensionType {
                    for property in type.properties { extensionMembers[property.name, default: []].append(type) }
                    for function in type.functions { extensionMembers[function.name, default: []].append(type) }
                }
                for nested in type.nested { pending.append((nested, "\(name).\(nested.name)")) }
                for nested in type.nested where types[nested.name] == nil || nested.kind != .extensionType {
                    types[nested.name, default: []].append(nested)
                }
            }
            for function in file.functions {
                if let receiver = function.receiverType {
                    let type = TypeDecl(name: receiver, kind: .extensionType, file: file, offset: function.offset)
                    type.functions.append(function)
                    function.owner = type
                    extensionMembers[function.name, default: []].append(type)
                    types[receiver, default: []].append(type)
                } else {
                    functions[function.name, default: []].append(function)
                }
            }
            for macro in file.macros { functions[macro.name, default: []].append(macro) }
            for property in file.properties where properties[property.name] == nil {
                properties[property.name] = property
            }
        }
    }

    /// The classes that name a type among their supertypes, by that name as written: made once,
    /// when first asked for (an `@Inject` property's interface and its one implementation; only
    /// how many there are is asked, so their order does not matter).
    private lazy var subclassesByName: [String: [TypeDecl]] = {
        var result: [String: [TypeDecl]] = [:]
        var seen: Set<ObjectIdentifier> = []
        for declarations in types.values {
            for type in declarations where type.kind == .classType && seen.insert(ObjectIdentifier(type)).inserted {
                for name in Set(type.inherits) { result[name, default: []].append(type) }
            }
        }
        return result
    }()

    /// The project classes that declare `name` among their supertypes.
    func classes(inheriting name: String) -> [TypeDecl] { subclassesByName[name] ?? [] }

    /// The declarations of a type, its own first (not extensions), for a name as written.
    func declarations(of name: String, near file: CodeFile? = nil) -> [TypeDecl] {
        // Asked for on every member lookup: the name as written is almost always the key.
        var found: [TypeDecl]
        if let direct = types[name] {
            found = direct
        } else {
            found = declarations(spelledOtherwise: name)
            if found.isEmpty { return [] }
        }
        // Two types of one name (in two modules): the one in the same file first.
        if let file, found.count > 1, found[0].file !== file {
            found.sort { ($0.file === file ? 0 : 1) < ($1.file === file ? 0 : 1) }
        }
        return found
    }

    /// A type written generic (`List<T>`) or qualified (`Outer.Inner`) by its bare name. Asked
    /// for with every name the index does not hold (framework types, on every name evaluated):
    /// a name with neither `<` nor `.` is not looked up again.
    private func declarations(spelledOtherwise name: String) -> [TypeDecl] {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) else { return [] }
        let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
        let simple = base.lastIndex(of: ".").map { String(base[base.index(after: $0)...]) } ?? base
        return types[base] ?? types[simple] ?? []
    }

    /// The primary declaration (not an extension) of a type.
    /// Without sorting: asked for on every name evaluated, and an Objective-C type has two
    /// declarations (interface and implementation).
    func primary(_ name: String, near file: CodeFile? = nil) -> TypeDecl? {
        let found: [TypeDecl]
        if let direct = types[name] {
            found = direct
        } else {
            found = declarations(spelledOtherwise: name)
            if found.isEmpty { return nil }
        }
        if found.count == 1 { return found[0] }
        // A bare name outside the type that nests one of that name is the top-level type
        // (KeePassium's `InclusionCondition`, not `LString.InclusionCondition`).
        return found.first { $0.kind != .extensionType && $0.file === file }
            ?? found.first { $0.kind != .extensionType && $0.outer == nil && !name.contains(".") }
            ?? found.first { $0.kind != .extensionType }
            ?? found.first { $0.file === file } ?? found.first
    }

    /// The declarations to search for a member: the type's own, its extensions, then its supertypes'.
    func lineage(_ name: String, near file: CodeFile? = nil) -> [TypeDecl] {
        let key = LineageKey(name: name, file: file.map(ObjectIdentifier.init))
        if let cached = lineageCache[key] { return cached }
        let result = computeLineage(name, near: file)
        lineageCache[key] = result
        return result
    }

    private func computeLineage(_ name: String, near file: CodeFile?) -> [TypeDecl] {
        var result: [TypeDecl] = []
        var seen: Set<String> = []
        var queue = [name]
        while let next = queue.first, result.count < 64 {
            queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            var declarations = declarations(of: next, near: file)
            // A top-level type's name is not a nested type's of the same simple name
            // (KeePassium's `InclusionCondition` and `LString.InclusionCondition`: the cases of one,
            // the strings of the other).
            if declarations.contains(where: { $0.qualifiedName == next && $0.kind != .extensionType }) {
                declarations.removeAll { $0.qualifiedName != next }
            }
            result += declarations
            for declaration in declarations { queue += declaration.inherits }
        }
        return result
    }

    /// Whether a declaration has a property (or its `_name` instance variable), method, enum
    /// case or nested type of this name. A set per declaration: member lookups walked every
    /// member of a long lineage (an Objective-C controller's header, implementation, categories
    /// and superclasses) on every `self.x`, a fifth of a 1,900-file app's interpretation.
    func declares(_ type: TypeDecl, _ name: String) -> Bool { memberNames(type).contains(name) }

    /// A declaration's member names (a property also as its `_name` instance variable), made once.
    func memberNames(_ type: TypeDecl) -> Set<String> {
        let key = ObjectIdentifier(type)
        if let names = memberNameCache[key] { return names }
        var names: Set<String> = []
        for property in type.properties {
            names.insert(property.name)
            names.insert("_" + property.name)
        }
        for function in type.functions { names.insert(function.name) }
        for enumCase in type.cases { names.insert(enumCase.name) }
        for nested in type.nested { names.insert(nested.name) }
        memberNameCache[key] = names
        return names
    }

    /// The declarations of a type's lineage that declare `name`, in lineage order.
    func lineage(_ typeName: String, near file: CodeFile? = nil, declaring name: String) -> [TypeDecl] {
        let key = LineageKey(name: typeName, file: file.map(ObjectIdentifier.init))
        // Lookups come in runs on one type (`self`'s members): the last lineage is kept at hand.
        if let last = lastLineageMembers, last.key == key { return last.members[name] ?? [] }
        if let members = lineageMemberCache[key] {
            lastLineageMembers = (key, members)
            return members[name] ?? []
        }
        var members: [String: [TypeDecl]] = [:]
        for type in lineage(typeName, near: file) {
            for member in memberNames(type) { members[member, default: []].append(type) }
        }
        lineageMemberCache[key] = members
        return members[name] ?? []
    }

    func property(_ name: String, in typeName: String, near file: CodeFile? = nil) -> PropertyDecl? {
        for type in lineage(typeName, near: file, declaring: name) {
            if let property = type.properties.first(where: { $0.name == name }) { return property }
            // Objective-C reads a property's instance variable as _name.
            if name.hasPrefix("_"), let property = type.properties.first(where: { "_" + $0.name == name }) {
                return property
            }
        }
        return nil
    }

    /// A method by name (Objective-C: by selector), preferring one whose labels match the call's.
    /// An Objective-C message finds a Swift method by the selector Swift gives it.
    func function(_ name: String, in typeName: String, labels: [String?]? = nil, near file: CodeFile? = nil)
        -> FunctionDecl?
    {
        var candidates: [FunctionDecl] = []
        for type in lineage(typeName, near: file, declaring: name) {
            candidates += type.functions.filter { $0.name == name }
        }
        // Objective-C's name for a Swift method (`configureWithTitles:`): made only for a message
        // no declaration answers by its own name.
        if candidates.isEmpty, name.hasSuffix(":") {
            for type in lineage(typeName, near: file) where type.file.language == .swift {
                candidates += type.functions.filter { !$0.parameters.isEmpty && $0.objectiveCSelector == name }
            }
        }
        return best(candidates, labels: labels)
    }

    func best(_ candidates: [FunctionDecl], labels: [String?]?) -> FunctionDecl? {
        guard candidates.count > 1, let labels else { return candidates.first }
        let fitting = candidates.filter { function in
            if function.file.language == .kotlin { return Self.acceptsByName(function, labels) }
            let required = function.parameters.filter { $0.defaultValue == nil }.count
            return labels.count >= required && labels.count <= function.parameters.count
                && zip(function.parameters, labels).allSatisfy { $0.label == $1 || $0.label == nil || $1 == nil }
        }
        // Of those that fit, the one whose labels agree with the call's most (an unlabeled
        // argument goes to an unlabeled parameter: mlem's `Section("Size") { … }` is its
        // `init(_ header:content:)`, not `init(content:header:)` given a trailing closure).
        func agreeing(_ function: FunctionDecl) -> Int {
            zip(function.parameters, labels).filter { $0.label == $1 }.count
        }
        // (The first of those that agree as much: `max(by:)` keeps the earliest.)
        return fitting.max { agreeing($0) < agreeing($1) } ?? candidates.first
    }

    /// Kotlin names arguments in any order: a call fits a function when every name it uses is a
    /// parameter and its other arguments (a trailing lambda among them) cover the parameters
    /// without a default that it does not name. mihon's two `AdaptiveSheet`s differ only so.
    static func acceptsByName(_ function: FunctionDecl, _ labels: [String?]) -> Bool {
        let named = Set(labels.compactMap { $0 })
        guard named.allSatisfy({ name in function.parameters.contains { ($0.label ?? $0.name) == name } }) else {
            return false
        }
        let rest = function.parameters.filter { !named.contains($0.label ?? $0.name) }
        let positional = labels.count - named.count
        guard positional <= rest.count || rest.contains(where: \.isVariadic) else { return false }
        return rest.filter { $0.defaultValue == nil }.count <= positional
    }

    /// A member of a type through an extension of another (`extension String { var localized }`).
    func extensionMember(_ name: String, onType typeName: String?, exactly: Bool = false) -> TypeDecl? {
        extensionMember(name, onTypes: typeName.map { [$0] } ?? [], exactly: exactly)
    }

    /// The same for a value that may be any of several framework types (a layout's view is a
    /// `TabLayout`, a `View`…): an extension of one of them, else (unless `exactly`) any.
    func extensionMember(_ name: String, onTypes typeNames: [String], exactly: Bool = false) -> TypeDecl? {
        let candidates = extensionMembers[name] ?? []
        if let exact = candidates.first(where: { typeNames.contains($0.name) }) { return exact }
        return exactly ? nil : candidates.first
    }

    /// Every place an identifier is written, in every file.
    func occurrences(of name: String) -> [(file: CodeFile, index: Int)] {
        if let cached = occurrenceCache[name] { return cached }
        // The names asked for are mostly the project's types and functions (is a screen reached,
        // who calls this): after a few scans of every token, one pass gathers where each of them
        // is written. Scanning the tokens once per name was 6 % of a 1,900-file app's run.
        if occurrenceCache.count >= 4, gathered == nil { gatherOccurrences(alsoOf: []) }
        if let found = gathered?[name] {
            occurrenceCache[name] = found
            return found
        }
        var found: [(CodeFile, Int)] = []
        // By index into the buffer: a token is a large value, and copying each one out (retaining
        // its text) made this scan of every token of a 500-file app 15 ms.
        for file in files {
            file.tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].text == name {
                    found.append((file, index))
                }
            }
        }
        occurrenceCache[name] = found
        return found
    }

    /// A name's length (up to 63), first and last byte (their low five bits), in 16 bits.
    private static func shape(_ name: String) -> Int {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        return min(utf8.count, 63) << 10 | Int(first & 0x1F) << 5 | Int(last & 0x1F)
    }

    /// Gathers where every declared type and function name, and each of `names`, is written: one
    /// hash per token, in place. `occurrences(of:)` answers those names from it from then on.
    @discardableResult
    func gatherOccurrences(alsoOf names: Set<String>) -> [String: [(file: CodeFile, index: Int)]] {
        if let gathered, names.allSatisfy({ gathered[$0] != nil }) { return gathered }
        var result: [String: [(file: CodeFile, index: Int)]] = [:]
        result.reserveCapacity(types.count + functions.count + names.count)
        for name in types.keys { result[name] = [] }
        for name in functions.keys { result[name] = [] }
        for name in names { result[name] = [] }
        if let gathered { for name in gathered.keys { result[name] = [] } }
        // A token is hashed only when some name asked for has its length, first and last byte:
        // most identifiers written (`self`, `nil`, the frameworks' names) are passed over for the
        // cost of reading three numbers (hashing every identifier was 3 % of a 3,000-file app).
        var shapes = [Bool](repeating: false, count: 1 << 16)
        for name in result.keys { shapes[Self.shape(name)] = true }
        for file in files {
            file.tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices where tokens[index].kind == .identifier {
                    if shapes[Self.shape(tokens[index].text)] { result[tokens[index].text]?.append((file, index)) }
                }
            }
        }
        gathered = result
        return result
    }
}
