/// Which of a type's root methods can matter to a control, decided from their tokens before any
/// runs: a method nothing in its type calls runs as a root (an action, a delegate callback), and in
/// a large screen most of them neither make a control nor set what a control is made from
/// (OsmAnd's 1,094 roots, two thirds of its code-reading time, 35 of them making controls).
///
/// A root is worth running when the methods it calls in its own type (followed through, by name)
/// name a trigger, a relevant type, or a member of another type whose code names one; or when
/// they set a name (an assignment's target, the receiver of a mutating call) that such a root
/// reads, and so on until nothing more is added. Lifecycle methods always run: they set a
/// screen up. Names are compared as written, so a name another root merely shares keeps it
/// (the slice only ever runs more than it needs).
extension Reading {
    /// The roots worth running, in the order given.
    func rootsWorthRunning(_ roots: [FunctionDecl], methods: [FunctionDecl], in type: TypeDecl) -> [FunctionDecl] {
        guard roots.count > Self.rootsAlwaysRun else { return roots }
        var byName: [String: [FunctionDecl]] = [:]
        for method in methods { byName[baseName(method.name), default: []].append(method) }
        // Each method's own names and writes, then each root's, through the methods it calls.
        var own: [ObjectIdentifier: MethodNames] = [:]
        for method in methods { own[ObjectIdentifier(method)] = names(of: method, ownMethods: byName) }
        let reaching = triggers(type.file).union(interpreter.relevantTypes ?? [])
        var kept: [FunctionDecl] = []
        var pending: [(FunctionDecl, MethodNames)] = []
        var reads: Set<String> = []
        for root in roots {
            var closure = MethodNames()
            var seen: Set<ObjectIdentifier> = []
            var stack = [root]
            while let method = stack.popLast(), seen.count < Self.maximumClosure {
                guard seen.insert(ObjectIdentifier(method)).inserted, let names = own[ObjectIdentifier(method)] else {
                    continue
                }
                closure.read.formUnion(names.read)
                closure.written.formUnion(names.written)
                closure.foreign.formUnion(names.foreign)
                for call in names.calls { stack += byName[call] ?? [] }
            }
            let isLifecycle = Self.lifecycle.contains(baseName(root.name))
            if isLifecycle || !closure.read.isDisjoint(with: reaching)
                || !closure.read.isDisjoint(with: membersNamingTriggers.properties)
                || !closure.foreign.isDisjoint(with: membersNamingTriggers.methods)
            {
                kept.append(root)
                reads.formUnion(closure.read)
            } else {
                pending.append((root, closure))
            }
        }
        // Roots that set what a kept root reads, until none is added: each waiting root found by
        // the names it sets, each name read once.
        var waiting: [String: [Int]] = [:]
        for (n, entry) in pending.enumerated() {
            for name in entry.1.written { waiting[name, default: []].append(n) }
        }
        var added: Set<Int> = []
        var queue = Array(reads)
        while let name = queue.popLast() {
            for n in waiting[name] ?? [] where added.insert(n).inserted {
                kept.append(pending[n].0)
                for read in pending[n].1.read where reads.insert(read).inserted { queue.append(read) }
            }
        }
        let keep = Set(kept.map(ObjectIdentifier.init))
        return roots.filter { keep.contains(ObjectIdentifier($0)) }
    }

    /// Below this many roots a type's roots all run (the slice is for large screens).
    static let rootsAlwaysRun = 8
    /// At most this many methods are followed from one root.
    static let maximumClosure = 4_096

    /// What a method's body writes: every name it reads; the names it sets (an assignment's
    /// target chain, `self.rows.count = 0` sets `rows` and `count`; the receiver of a mutating
    /// call, `[_data addObject:…]`, `items.append(…)`); the type's own methods it calls; and the
    /// names it calls on another object (which may make a control in that object's code).
    struct MethodNames {
        var read: Set<String> = []
        var written: Set<String> = []
        var calls: Set<String> = []
        var foreign: Set<String> = []
    }

    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "|=", "&=", "%=", "<<=", ">>=", "^=", "??="]
    static let mutatingPrefixes = [
        "add", "append", "insert", "remove", "replace", "set", "put", "clear", "update", "sort", "reset", "reload",
    ]

    func names(of method: FunctionDecl, ownMethods: [String: [FunctionDecl]]) -> MethodNames {
        var result = MethodNames()
        let file = method.file
        guard let range = file.tokenRange(of: method.body) else { return result }
        func isMutating(_ name: String) -> Bool {
            Self.mutatingPrefixes.contains { prefix in
                name.hasPrefix(prefix)
                    && (name.count == prefix.count
                        || name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase)
            }
        }
        // The receiver chain that ends at token `end` (`self.a.b`, `_a`, `a?.b`): every name in it.
        func chain(endingAt end: Int) -> [String] {
            var names: [String] = []
            var i = end
            while i >= range.lowerBound, let token = file[i], token.kind == .identifier, names.count < 16 {
                names.append(token.text)
                guard let dot = file[i - 1], dot.is(".") || dot.is("?.") || dot.is("->") || dot.is("!.") else { break }
                i -= 2
            }
            return names
        }
        for i in range where file.tokens[i].kind == .identifier {
            let name = file.tokens[i].text
            let next = file[i + 1]
            if let next, next.kind != .identifier, Self.assignments.contains(next.text) {
                result.written.formUnion(chain(endingAt: i))
            }
            let previous = file[i - 1]
            let afterDot = previous?.is(".") == true || previous?.is("?.") == true
            // Swift and Kotlin `items.append(…)`; Objective-C `[_items addObject:…]`.
            if afterDot, isMutating(name) { result.written.formUnion(chain(endingAt: i - 2)) }
            if file.language == .objectiveC, let previous, previous.kind == .identifier,
                file[i - 2]?.is("[") == true || file[i - 2]?.is(".") == true, isMutating(name)
            {
                result.written.formUnion(chain(endingAt: i - 1))
            }
            // The type's own methods are followed; a call of another's is answered by
            // `membersNamingTriggers`; any other name is read (a member, a type, a property).
            let receiver: Token? =
                afterDot
                ? file[i - 2] : (file.language == .objectiveC && previous?.kind == .identifier ? previous : nil)
            let onAnother = receiver.map { !Self.selves.contains($0.text) } ?? false
            let isCall =
                next?.is("(") == true || next?.is("{") == true
                || (file.language == .objectiveC && receiver != nil && (next?.is(":") == true || next?.is("]") == true))
            if ownMethods[name] != nil, !onAnother {
                result.calls.insert(name)
            } else if isCall {
                result.foreign.insert(name)
                result.read.insert(name)
            } else {
                result.read.insert(name)
            }
        }
        return result
    }

    /// The names of the methods, properties and functions, anywhere in the code read, whose code
    /// names a trigger of its language: calling one may make a control.
    func namesOfMembersNamingTriggers() -> (methods: Set<String>, properties: Set<String>) {
        var methods: Set<String> = []
        var properties: Set<String> = []
        func names(_ body: FunctionDecl.Body?, in file: CodeFile) -> Bool {
            file.tokenRange(of: body).map { file.mentions(triggers(file), in: $0) } ?? false
        }
        for file in files {
            for function in file.functions where names(function.body, in: file) {
                methods.insert(baseName(function.name))
            }
            for type in allTypes(file) {
                for function in type.functions + type.initializers where names(function.body, in: file) {
                    methods.insert(baseName(function.name))
                }
                for property in type.properties
                where names(property.getter, in: file)
                    || property.initializer.map({ file.mentions(triggers(file), in: $0) }) == true
                {
                    properties.insert(property.name)
                }
            }
        }
        return (methods, properties)
    }
}
