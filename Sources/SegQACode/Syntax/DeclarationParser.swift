/// Finds the declarations of a file: types (with their members, enum cases and nested types),
/// functions, properties, Objective-C macros and imports. Bodies are not parsed here, only
/// located. Nesting of types is bounded like every other nesting.
struct DeclarationParser {
    let file: CodeFile
    var language: SourceLanguage { file.language }
    static let maximumTypeNesting = 24

    func token(_ i: Int) -> Token? { file[i] }
    func isPunctuation(_ i: Int, _ text: String) -> Bool { file[i]?.is(text) == true }
    func isIdentifier(_ i: Int, _ text: String) -> Bool { file[i]?.isIdentifier(text) == true }
    func newline(_ i: Int) -> Bool { i > 0 && i < file.tokens.count && file.newlineBefore[i] }

    /// What a declaration is about to be: gathered attributes and modifiers.
    struct Prefix {
        var attributes: Set<String> = []
        var isStatic = false
    }

    static let swiftModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "required", "convenience", "dynamic", "indirect", "nonisolated", "optional",
        "package", "isolated", "consuming", "borrowing",
    ]
    static let kotlinModifiers: Set<String> = [
        "public", "private", "internal", "protected", "open", "override", "abstract", "final", "data", "sealed",
        "inner", "const", "lateinit", "suspend", "inline", "operator", "infix", "tailrec", "external",
        "annotation", "value", "expect", "actual", "noinline", "crossinline", "vararg",
    ]
    static let javaModifiers: Set<String> = [
        "public", "private", "protected", "abstract", "final", "synchronized", "native", "transient", "volatile",
        "default", "strictfp", "sealed", "non",
    ]

    /// A Kotlin modifier is a soft keyword: `data class`, `value class`, `open fun`, but a name in
    /// `data: List<TaskTypeData>`, `value = 1` (taking it for a modifier lost nextcloud's
    /// `TaskTypesRow(data: …)` parameter and the tab row built from it). A modifier is followed by
    /// a name, another modifier or an annotation.
    func isKotlinModifier(_ i: Int) -> Bool {
        guard let t = token(i), t.kind == .identifier, Self.kotlinModifiers.contains(t.text) else { return false }
        guard let next = token(i + 1) else { return false }
        return next.kind == .identifier || next.is("@")
    }

    func parse() {
        switch language {
        case .objectiveC:
            objectiveC()
        default:
            let scope = Scope(file: file, type: nil)
            members(scope, from: 0, to: file.tokens.count, nesting: 0)
        }
    }

    /// Where members go: a type, or the file's top level.
    struct Scope {
        let file: CodeFile
        let type: TypeDecl?

        func add(_ function: FunctionDecl) {
            function.owner = type
            if let type { type.functions.append(function) } else { file.functions.append(function) }
        }
        func add(_ property: PropertyDecl) {
            property.owner = type
            if let type {
                type.properties.append(property)
            } else {
                file.properties.append(property)
                file.topLevel.append(.property(property))
            }
        }
        func add(_ nested: TypeDecl) {
            if let type {
                nested.outer = type
                type.nested.append(nested)
            } else {
                file.types.append(nested)
            }
        }
    }

    /// The members of a type (or anonymous object) whose body's `{` is at `open`.
    func members(of type: TypeDecl, open: Int) {
        members(Scope(file: file, type: type), from: open + 1, to: file.closing(open), nesting: 1)
    }

    /// `entries`: whether the body may start with enum entries (an enum's own body does; its
    /// companion object's, read into the same type, does not).
    func members(_ scope: Scope, from start: Int, to end: Int, nesting: Int, entries: Bool = true) {
        var i = start
        var prefix = Prefix()
        if entries, language == .kotlin || language == .java, let type = scope.type, type.kind == .enumType {
            i = enumEntries(type, from: i, to: end)
        }
        while i < end {
            let before = i
            guard let t = token(i) else { break }
            if t.is("@") {
                // @IBOutlet, @State, @Composable, @StringRes, @get:JvmName(…)
                if let name = token(i + 1), name.kind == .identifier { prefix.attributes.insert(name.text) }
                // A use-site target (`@field:Inject`, `@get:StringRes`): the annotation after it too.
                if isPunctuation(i + 2, ":"), let name = token(i + 3), name.kind == .identifier {
                    prefix.attributes.insert(name.text)
                }
                i += 2
                while isPunctuation(i, ":") || isPunctuation(i, ".") { i += 2 }
                if isPunctuation(i, "("), !newline(i) { i = file.closing(i) + 1 }
                continue
            }
            if t.is("#") {  // #Preview("…") { … }, #warning
                let start = i
                defer { if isIdentifier(start + 1, "Preview") { file.previewRanges.append(start..<i) } }
                i += 2
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                if isPunctuation(i, "{") { i = file.closing(i) + 1 }
                prefix = Prefix()
                continue
            }
            if t.is("{") {  // a statement group, an initializer block
                if language == .java, let type = scope.type {  // `{ … }` / `static { … }`: run at construction
                    let function = FunctionDecl(name: "<init>", parameters: [], file: file, offset: t.offset)
                    function.body = .block(open: i)
                    function.isStatic = prefix.isStatic
                    function.owner = type
                    type.initializers.append(function)
                }
                i = file.closing(i) + 1
                prefix = Prefix()
                continue
            }
            guard t.kind == .identifier else {
                i += 1
                if t.kind == .punctuation, "([".contains(t.text) { i = file.closing(i - 1) + 1 }
                prefix = Prefix()
                continue
            }
            switch language {
            case .swift: swiftMember(scope, &i, end: end, prefix: &prefix, nesting: nesting)
            case .kotlin: kotlinMember(scope, &i, end: end, prefix: &prefix, nesting: nesting)
            case .java: javaMember(scope, &i, end: end, prefix: &prefix, nesting: nesting)
            case .objectiveC: i += 1
            }
            if i <= before {
                i = before + 1
                prefix = Prefix()
            }
        }
    }

    // MARK: - Swift

    func swiftMember(_ scope: Scope, _ i: inout Int, end: Int, prefix: inout Prefix, nesting: Int) {
        let t = file.tokens[i]
        if Self.swiftModifiers.contains(t.text) {
            if t.text == "weak" || t.text == "lazy" { prefix.attributes.insert(t.text) }
            i += 1
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }  // private(set)
            return
        }
        switch t.text {
        case "static":
            prefix.isStatic = true
            i += 1
        case "class" where isIdentifier(i + 1, "func") || isIdentifier(i + 1, "var") || isIdentifier(i + 1, "let"):
            prefix.isStatic = true
            i += 1
        case "class", "struct", "enum", "protocol", "actor", "extension":
            typeDeclaration(scope, &i, end: end, prefix: prefix, nesting: nesting)
            prefix = Prefix()
        case "case" where scope.type?.kind == .enumType:
            i += 1
            while i < end, let name = token(i), name.kind == .identifier {
                var enumCase = EnumCase(name: name.text, offset: name.offset)
                i += 1
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                if isPunctuation(i, "=") {
                    let valueStart = i + 1
                    var parser = Parser(file: file)
                    i = valueStart
                    _ = parser.expression(&i, end: end)
                    enumCase.rawValue = valueStart..<i
                }
                scope.type?.cases.append(enumCase)
                guard isPunctuation(i, ",") else { break }
                i += 1
            }
            prefix = Prefix()
        case "func":
            if let function = function(&i, end: end) {
                function.isStatic = prefix.isStatic
                function.attributes = prefix.attributes
                scope.add(function)
            }
            prefix = Prefix()
        case "init":
            let offset = t.offset
            i += 1
            if isPunctuation(i, "?") || isPunctuation(i, "!") { i += 1 }
            if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
            let parameters = isPunctuation(i, "(") ? swiftParameters(i) : []
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            while i < end, !isPunctuation(i, "{"), !newline(i) { i += 1 }
            let initializer = FunctionDecl(name: "init", parameters: parameters, file: file, offset: offset)
            if isPunctuation(i, "{") {
                initializer.body = .block(open: i)
                i = file.closing(i) + 1
            }
            initializer.owner = scope.type
            scope.type?.initializers.append(initializer)
            prefix = Prefix()
        case "var", "let":
            swiftProperties(scope, &i, end: end, prefix: prefix)
            prefix = Prefix()
        case "subscript", "deinit":
            i += 1
            while i < end, !isPunctuation(i, "{") { i += 1 }
            if isPunctuation(i, "{") { i = file.closing(i) + 1 }
            prefix = Prefix()
        case "typealias", "associatedtype", "import", "precedencegroup", "operator":
            i += 1
            while i < end, !newline(i) {
                if isPunctuation(i, "{") { i = file.closing(i) }
                i += 1
            }
            prefix = Prefix()
        default:
            // Top-level statements (main.swift, scripts, playgrounds): kept in order, to run.
            if scope.type == nil {
                var parser = Parser(file: file)
                let start = i
                _ = parser.statement(&i, end: end)
                if i <= start { i = start + 1 }
                file.topLevel.append(.statement(start..<i))
            } else {
                i += 1
            }
            prefix = Prefix()
        }
    }

    /// `class Name<T>: Super, Protocol where … { … }` (also struct, enum, protocol, actor, extension).
    func typeDeclaration(_ scope: Scope, _ i: inout Int, end: Int, prefix: Prefix, nesting: Int) {
        let keyword = file.tokens[i].text
        let start = i
        i += 1
        guard let nameToken = token(i), nameToken.kind == .identifier else { return }
        var name = nameToken.text
        i += 1
        while isPunctuation(i, "."), let more = token(i + 1), more.kind == .identifier {  // extension A.B
            name += "." + more.text
            i += 2
        }
        let kind: TypeDecl.Kind
        switch keyword {
        case "struct": kind = .structType
        case "enum": kind = .enumType
        case "protocol": kind = .protocolType
        case "extension": kind = .extensionType
        default: kind = .classType
        }
        let type = TypeDecl(name: name, kind: kind, file: file, offset: nameToken.offset)
        type.attributes = prefix.attributes
        if isPunctuation(i, "<") {
            let close = Parser(file: file).angleEnd(i)
            var depth = 0
            for j in i..<close {
                if isPunctuation(j, "<") { depth += 1 } else if isPunctuation(j, ">") { depth -= 1 }
                if depth == 1, let t = token(j), t.kind == .identifier,
                    isPunctuation(j - 1, "<") || isPunctuation(j - 1, ",")
                {
                    type.genericParameters.append(t.text)
                }
            }
            i = close
        }
        if isPunctuation(i, ":") {
            i += 1
            while i < end, !isPunctuation(i, "{"), !isIdentifier(i, "where") {
                if let t = token(i), t.kind == .identifier,
                    isPunctuation(i - 1, ":") || isPunctuation(i - 1, ",") || isPunctuation(i - 1, "&")
                {
                    type.inherits.append(t.text)
                }
                if isPunctuation(i, "<") {
                    i = max(i + 1, Parser(file: file).angleEnd(i))
                    continue
                }
                i += 1
            }
        }
        while i < end, !isPunctuation(i, "{") { i += 1 }
        guard isPunctuation(i, "{") else { return }
        type.tokenRange = start..<(file.closing(i) + 1)
        scope.add(type)
        if nesting < Self.maximumTypeNesting {
            members(Scope(file: file, type: type), from: i + 1, to: file.closing(i), nesting: nesting + 1)
        }
        i = file.closing(i) + 1
    }

    /// `func name<T>(params) -> Type { … }` at `func`.
    func function(_ i: inout Int, end: Int) -> FunctionDecl? {
        i += 1
        guard let nameToken = token(i) else { return nil }
        var name = nameToken.text
        i += 1
        // operators: func + (…), func == (…)
        while let t = token(i), t.kind == .punctuation, !t.is("("), !t.is("<") {
            name += t.text
            i += 1
        }
        if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
        guard isPunctuation(i, "(") else { return nil }
        let function = FunctionDecl(name: name, parameters: swiftParameters(i), file: file, offset: nameToken.offset)
        i = file.closing(i) + 1
        var parser = Parser(file: file)
        while i < end, !isPunctuation(i, "{"), !(newline(i) && !isIdentifier(i, "where")) {
            if isPunctuation(i, "->") {
                i += 1
                function.returnType = parser.skipType(&i, end: end)
                continue
            }
            i += 1
        }
        if isPunctuation(i, "{") {
            function.body = .block(open: i)
            i = file.closing(i) + 1
        }
        return function
    }

    /// Swift parameters: `(_ key: String, table: String = "Localizable", titles items: [String])`.
    func swiftParameters(_ open: Int) -> [Parameter] {
        let close = file.closing(open)
        var parameters: [Parameter] = []
        var i = open + 1
        var parser = Parser(file: file)
        while i < close {
            var names: [String] = []
            // Attributes before the names (`@ViewBuilder content: …`, `@escaping`-free builders,
            // `@MainActor`, `@Sendable`): the parameter is the names after them.
            while i < close, isPunctuation(i, "@"), token(i + 1)?.kind == .identifier {
                i += 2
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            }
            while i < close, let t = token(i), t.kind == .identifier, !isPunctuation(i - 1, ":") {
                names.append(t.text)
                i += 1
            }
            var parameter = Parameter(label: nil, name: names.last ?? "_")
            if names.count >= 2 {
                parameter.label = names[0] == "_" ? nil : names[0]
            } else if let only = names.first {
                parameter.label = only == "_" ? nil : only
            }
            if isPunctuation(i, ":") {
                i += 1
                parameter.type = parser.skipType(&i, end: close)
                parameter.isVariadic = parameter.type?.hasSuffix("...") == true
            }
            if isPunctuation(i, "=") {
                let valueStart = i + 1
                i = valueStart
                _ = parser.expression(&i, end: close)
                parameter.defaultValue = valueStart..<i
            }
            while i < close, !isPunctuation(i, ",") {
                if let t = token(i), t.kind == .punctuation, "([{".contains(t.text) { i = file.closing(i) }
                i += 1
            }
            i += 1
            if !names.isEmpty { parameters.append(parameter) }
        }
        return parameters
    }

    /// `var a: T = v`, `let a = v, b = w`, `var a: T { get-body }`, `lazy var a: T = { … }()`.
    func swiftProperties(_ scope: Scope, _ i: inout Int, end: Int, prefix: Prefix) {
        i += 1
        var parser = Parser(file: file)
        while i < end {
            if isPunctuation(i, "(") {  // let (a, b) = …: passed over
                i = file.closing(i) + 1
                while i < end, !newline(i) { i += 1 }
                return
            }
            guard let nameToken = token(i), nameToken.kind == .identifier else { return }
            let property = PropertyDecl(name: nameToken.text, file: file, offset: nameToken.offset)
            property.isStatic = prefix.isStatic
            property.attributes = prefix.attributes
            i += 1
            if isPunctuation(i, ":") {
                i += 1
                property.type = parser.skipType(&i, end: end)
            }
            if isPunctuation(i, "=") {
                let valueStart = i + 1
                i = valueStart
                _ = parser.expression(&i, end: end)
                // `var kinds: [String] = [] { didSet { … } }`: the observers' block is not a
                // trailing closure of the value.
                if let open = (valueStart..<i).first(where: { j in
                    isPunctuation(j, "{") && file.closing(j) == i - 1
                        && (isIdentifier(j + 1, "didSet") || isIdentifier(j + 1, "willSet"))
                }) {
                    i = open
                }
                property.initializer = valueStart..<i
            }
            if isPunctuation(i, "{"), property.initializer == nil || !newline(i) {
                let open = i
                let close = file.closing(open)
                if property.initializer != nil {
                    // A stored property with a value and observers.
                    var j = open + 1
                    while j < close, let t = token(j), t.kind == .identifier, t.text == "willSet" || t.text == "didSet"
                    {
                        var k = j + 1
                        while k < close, !isPunctuation(k, "{") { k += 1 }
                        if t.text == "didSet" { property.didSet = .block(open: k) }
                        j = file.closing(k) + 1
                    }
                } else {
                    // `get { … }` (with `set`), or the whole body is the getter; only `willSet`/`didSet`:
                    // a stored property with observers, no getter.
                    var getter: FunctionDecl.Body? = .block(open: open)
                    var observed = false
                    var accessed = false
                    var j = open + 1
                    while j < close {
                        if let t = token(j), t.kind == .identifier,
                            ["get", "set", "willSet", "didSet", "_modify"].contains(t.text),
                            isPunctuation(j + 1, "{") || isPunctuation(j + 1, "(") || isIdentifier(j + 1, "async")
                                || isIdentifier(j + 1, "throws")
                        {
                            var k = j + 1
                            while k < close, !isPunctuation(k, "{") { k += 1 }
                            if t.text == "get" { getter = .block(open: k) }
                            if t.text == "didSet" { property.didSet = .block(open: k) }
                            if t.text == "willSet" || t.text == "didSet" { observed = true } else { accessed = true }
                            j = file.closing(k) + 1
                            continue
                        }
                        break
                    }
                    if observed, !accessed { getter = nil }
                    property.getter = getter
                }
                i = close + 1
            }
            scope.add(property)
            guard isPunctuation(i, ","), !newline(i) else { return }
            i += 1
        }
    }

    // MARK: - Kotlin

    func kotlinMember(_ scope: Scope, _ i: inout Int, end: Int, prefix: inout Prefix, nesting: Int) {
        let t = file.tokens[i]
        if isKotlinModifier(i) {
            if t.text == "data" || t.text == "sealed" || t.text == "annotation" || t.text == "value" {
                prefix.attributes.insert(t.text)
            }
            i += 1
            return
        }
        switch t.text {
        case "enum" where isIdentifier(i + 1, "class"):
            prefix.attributes.insert("enum")
            i += 1
        case "companion" where isIdentifier(i + 1, "object"):
            i += 2
            if let name = token(i), name.kind == .identifier { i += 1 }
            while i < end, !isPunctuation(i, "{"), !newline(i) { i += 1 }
            if isPunctuation(i, "{"), let type = scope.type {
                // A companion's members are the type's static members.
                let companion = Scope(file: file, type: type)
                let before = (type.properties.count, type.functions.count)
                members(companion, from: i + 1, to: file.closing(i), nesting: nesting + 1, entries: false)
                for property in type.properties[before.0...] { property.isStatic = true }
                for function in type.functions[before.1...] { function.isStatic = true }
                i = file.closing(i) + 1
            }
            prefix = Prefix()
        case "class", "interface", "object":
            kotlinType(scope, &i, end: end, prefix: prefix, nesting: nesting)
            prefix = Prefix()
        case "fun":
            if let function = kotlinFunction(&i, end: end) {
                function.isStatic = prefix.isStatic || scope.type?.kind == .object
                function.attributes = prefix.attributes
                scope.add(function)
            }
            prefix = Prefix()
        case "val", "var":
            kotlinProperty(scope, &i, end: end, prefix: prefix)
            prefix = Prefix()
        case "init" where isPunctuation(i + 1, "{"):
            let initializer = FunctionDecl(name: "init", parameters: [], file: file, offset: t.offset)
            initializer.body = .block(open: i + 1)
            initializer.owner = scope.type
            scope.type?.initializers.append(initializer)
            i = file.closing(i + 1) + 1
            prefix = Prefix()
        case "constructor":
            i += 1
            let parameters = isPunctuation(i, "(") ? kotlinParameters(i) : []
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            while i < end, !isPunctuation(i, "{"), !newline(i) {
                if isPunctuation(i, "(") { i = file.closing(i) }
                i += 1
            }
            let initializer = FunctionDecl(name: "init", parameters: parameters, file: file, offset: t.offset)
            if isPunctuation(i, "{") {
                initializer.body = .block(open: i)
                i = file.closing(i) + 1
            }
            initializer.owner = scope.type
            scope.type?.initializers.append(initializer)
            prefix = Prefix()
        case "typealias", "import", "package":
            i += 1
            while i < end, !newline(i) { i += 1 }
            prefix = Prefix()
        default:
            i += 1
            prefix = Prefix()
        }
    }

    func kotlinType(_ scope: Scope, _ i: inout Int, end: Int, prefix: Prefix, nesting: Int) {
        let keyword = file.tokens[i].text
        let start = i
        i += 1
        guard let nameToken = token(i), nameToken.kind == .identifier else { return }
        i += 1
        let kind: TypeDecl.Kind =
            prefix.attributes.contains("enum")
            ? .enumType
            : keyword == "interface" ? .interface : keyword == "object" ? .object : .classType
        let type = TypeDecl(name: nameToken.text, kind: kind, file: file, offset: nameToken.offset)
        type.attributes = prefix.attributes
        if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
        // private constructor, @Inject constructor
        while let t = token(i), t.kind == .identifier || t.is("@"), !isIdentifier(i, "where"), !newline(i) || t.is("@"),
            isKotlinModifier(i) || t.text == "constructor" || t.is("@")
        {
            i += t.is("@") ? 2 : 1
            if isPunctuation(i, "("), !isIdentifier(i - 1, "constructor") { i = file.closing(i) + 1 }
        }
        if isPunctuation(i, "(") {
            type.primaryConstructor = kotlinParameters(i)
            i = file.closing(i) + 1
        }
        if isPunctuation(i, ":") {
            i += 1
            while i < end, !isPunctuation(i, "{"),
                !(newline(i) && !isPunctuation(i, ",") && !isPunctuation(i - 1, ",") && !isPunctuation(i - 1, ":"))
            {
                if let t = token(i), t.kind == .identifier, isPunctuation(i - 1, ":") || isPunctuation(i - 1, ",") {
                    type.inherits.append(t.text)
                }
                if isPunctuation(i, "(") || isPunctuation(i, "<") {
                    let close = isPunctuation(i, "(") ? file.closing(i) : Parser(file: file).angleEnd(i) - 1
                    if isPunctuation(i, "("), type.superclassCall == nil, let name = token(i - 1),
                        name.kind == .identifier
                    {
                        type.superclassCall = (name.text, i)
                    }
                    if isPunctuation(i, "("), type.contentLayout == nil {
                        type.contentLayout = layoutArgument(i)
                    } else if isPunctuation(i, "<"), type.contentBinding == nil, close > i {
                        type.contentBinding =
                            ((i + 1)..<close).lazy.compactMap { self.token($0) }.first {
                                $0.kind == .identifier && Interpreter.isViewBindingType($0.text)
                            }?.text
                    }
                    i = max(i + 1, close + 1)
                    continue
                }
                i += 1
            }
        }
        scope.add(type)
        for parameter in type.primaryConstructor ?? [] where parameter.isProperty {
            let property = PropertyDecl(name: parameter.name, file: file, offset: nameToken.offset)
            property.type = parameter.type
            property.owner = type
            type.properties.append(property)
        }
        type.tokenRange = start..<i
        guard isPunctuation(i, "{") else { return }
        type.tokenRange = start..<(file.closing(i) + 1)
        if nesting < Self.maximumTypeNesting {
            members(Scope(file: file, type: type), from: i + 1, to: file.closing(i), nesting: nesting + 1)
        }
        i = file.closing(i) + 1
    }

    /// Kotlin and Java enum entries at the start of an enum's body: `A(R.string.a), B { … }, C;`.
    func enumEntries(_ type: TypeDecl, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            while isPunctuation(i, "@") {
                i += 2
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            }
            guard let name = token(i), name.kind == .identifier else { break }
            // Stop at the first member declaration.
            if [
                "fun", "val", "var", "public", "private", "protected", "static", "final", "override", "abstract",
                "companion", "init",
            ].contains(name.text) || isPunctuation(i + 1, "=") {
                break
            }
            // An entry's name is followed by its arguments, its body, `,`, `;` or the end: a name
            // followed by another (`const val MASK`, Java's `String key;`) is a member.
            if token(i + 1)?.kind == .identifier { break }
            var entry = EnumCase(name: name.text, offset: name.offset)
            i += 1
            if isPunctuation(i, "(") {
                var parser = Parser(file: file)
                entry.arguments = parser.arguments(i).map { argument in
                    let range = argument.value.range
                    return tokenRange(bytes: range, from: i, to: file.closing(i))
                }
                i = file.closing(i) + 1
            }
            if isPunctuation(i, "{") { i = file.closing(i) + 1 }  // an entry's own body
            type.cases.append(entry)
            if isPunctuation(i, ",") {
                i += 1
                continue
            }
            if isPunctuation(i, ";") { i += 1 }
            break
        }
        return i
    }

    /// The token indices, between `from` and `to`, covering a byte range.
    func tokenRange(bytes: Range<Int>, from: Int, to: Int) -> Range<Int> {
        var start = from
        while start < to, file.tokens[start].offset < bytes.lowerBound { start += 1 }
        var stop = start
        while stop < to, file.tokens[stop].offset < bytes.upperBound { stop += 1 }
        return start..<stop
    }

    /// `fun <T> Receiver.name(params): Type = expr` or `{ … }` at `fun`.
    func kotlinFunction(_ i: inout Int, end: Int) -> FunctionDecl? {
        i += 1
        if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
        guard let first = token(i), first.kind == .identifier else { return nil }
        var name = first.text
        var receiver: String?
        var nameOffset = first.offset
        i += 1
        if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
        while isPunctuation(i, "."), let next = token(i + 1), next.kind == .identifier {
            receiver = receiver.map { $0 + "." + name } ?? name
            name = next.text
            nameOffset = next.offset
            i += 2
        }
        if isPunctuation(i, "?") { i += 1 }
        guard isPunctuation(i, "(") else { return nil }
        let function = FunctionDecl(name: name, parameters: kotlinParameters(i), file: file, offset: nameOffset)
        function.receiverType = receiver
        i = file.closing(i) + 1
        var parser = Parser(file: file)
        if isPunctuation(i, ":") {
            i += 1
            function.returnType = parser.skipType(&i, end: end)
        }
        while isIdentifier(i, "where") {
            i += 1
            while i < end, !isPunctuation(i, "{"), !isPunctuation(i, "=") { i += 1 }
        }
        if isPunctuation(i, "=") {
            let valueStart = i + 1
            i = valueStart
            _ = parser.expression(&i, end: end)
            function.body = .expression(valueStart..<i)
        } else if isPunctuation(i, "{") {
            function.body = .block(open: i)
            i = file.closing(i) + 1
        }
        return function
    }

    /// Kotlin parameters: `(val titles: List<String>, @StringRes label: Int = 0, onClick: () -> Unit)`.
    func kotlinParameters(_ open: Int) -> [Parameter] {
        let close = file.closing(open)
        var parameters: [Parameter] = []
        var i = open + 1
        var parser = Parser(file: file)
        while i < close {
            var isProperty = false
            var isVariadic = false
            while let t = token(i), i < close,
                t.is("@") || isKotlinModifier(i) || t.text == "val" || t.text == "var"
            {
                if t.text == "val" || t.text == "var" { isProperty = true }
                if t.text == "vararg" { isVariadic = true }
                i += t.is("@") ? 2 : 1
                if isPunctuation(i, "("), token(i - 1)?.kind == .identifier, isPunctuation(i - 2, "@") {
                    i = file.closing(i) + 1
                }
            }
            guard let name = token(i), name.kind == .identifier else {
                i += 1
                continue
            }
            var parameter = Parameter(label: name.text, name: name.text)
            parameter.isProperty = isProperty
            parameter.isVariadic = isVariadic
            i += 1
            if isPunctuation(i, ":") {
                i += 1
                parameter.type = parser.skipType(&i, end: close)
            }
            if isPunctuation(i, "=") {
                let valueStart = i + 1
                i = valueStart
                _ = parser.expression(&i, end: close)
                parameter.defaultValue = valueStart..<i
            }
            while i < close, !isPunctuation(i, ",") {
                if let t = token(i), t.kind == .punctuation, "([{".contains(t.text) { i = file.closing(i) }
                i += 1
            }
            i += 1
            parameters.append(parameter)
        }
        return parameters
    }

    /// `val name: Type = v`, `val name by lazy { … }`, `val Receiver.name: T get() = …`.
    func kotlinProperty(_ scope: Scope, _ i: inout Int, end: Int, prefix: Prefix) {
        i += 1
        if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
        guard var nameToken = token(i), nameToken.kind == .identifier else { return }
        var receiver: String?
        i += 1
        while isPunctuation(i, "."), let next = token(i + 1), next.kind == .identifier {
            receiver = receiver.map { $0 + "." + nameToken.text } ?? nameToken.text
            nameToken = next
            i += 2
        }
        let property = PropertyDecl(name: nameToken.text, file: file, offset: nameToken.offset)
        property.isStatic = prefix.isStatic || scope.type?.kind == .object || (scope.type == nil && receiver == nil)
        property.attributes = prefix.attributes
        var parser = Parser(file: file)
        if isPunctuation(i, ":") {
            i += 1
            property.type = parser.skipType(&i, end: end)
        }
        if isPunctuation(i, "=") || isIdentifier(i, "by") {
            let valueStart = i + 1
            i = valueStart
            _ = parser.expression(&i, end: end)
            property.initializer = valueStart..<i
        }
        // get() = expr   or   get() { … }   (possibly on the next line)
        if isIdentifier(i, "get"), isPunctuation(i + 1, "("), isPunctuation(i + 2, ")") {
            i += 3
            if isPunctuation(i, ":") {
                i += 1
                _ = parser.skipType(&i, end: end)
            }
            if isPunctuation(i, "=") {
                let valueStart = i + 1
                i = valueStart
                _ = parser.expression(&i, end: end)
                property.getter = .expression(valueStart..<i)
            } else if isPunctuation(i, "{") {
                property.getter = .block(open: i)
                i = file.closing(i) + 1
            }
        }
        if isIdentifier(i, "set") {
            i += 1
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            if isPunctuation(i, "{") { i = file.closing(i) + 1 }
        }
        if let receiver {
            // An extension property: a member of the type it extends.
            let type = TypeDecl(name: receiver, kind: .extensionType, file: file, offset: nameToken.offset)
            property.owner = type
            type.properties.append(property)
            file.types.append(type)
            return
        }
        scope.add(property)
    }

    // MARK: - Java

    func javaMember(_ scope: Scope, _ i: inout Int, end: Int, prefix: inout Prefix, nesting: Int) {
        let t = file.tokens[i]
        if Self.javaModifiers.contains(t.text) {
            i += 1
            if isPunctuation(i, "-") { i += 2 }  // non-sealed
            return
        }
        switch t.text {
        case "static":
            prefix.isStatic = true
            i += 1
        case "package", "import":
            while i < end, !isPunctuation(i, ";") { i += 1 }
            i += 1
            prefix = Prefix()
        case "class", "interface", "enum", "record":
            let start = i
            i += 1
            guard let name = token(i), name.kind == .identifier else { return }
            i += 1
            let kind: TypeDecl.Kind = t.text == "enum" ? .enumType : t.text == "interface" ? .interface : .classType
            let type = TypeDecl(name: name.text, kind: kind, file: file, offset: name.offset)
            if isPunctuation(i, "<") { i = Parser(file: file).angleEnd(i) }
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }  // a record's components
            while i < end, !isPunctuation(i, "{") {
                if let n = token(i), n.kind == .identifier, !["extends", "implements", "permits"].contains(n.text),
                    isIdentifier(i - 1, "extends") || isIdentifier(i - 1, "implements") || isPunctuation(i - 1, ",")
                {
                    type.inherits.append(n.text)
                }
                if isPunctuation(i, "<") {
                    i = max(i + 1, Parser(file: file).angleEnd(i))
                    continue
                }
                i += 1
            }
            scope.add(type)
            if isPunctuation(i, "{") {
                type.tokenRange = start..<(file.closing(i) + 1)
                if nesting < Self.maximumTypeNesting {
                    members(Scope(file: file, type: type), from: i + 1, to: file.closing(i), nesting: nesting + 1)
                }
                i = file.closing(i) + 1
            }
            prefix = Prefix()
        default:
            // A method, a constructor, or fields: [<T>] Type name(…) { … } | Type name = …, name2;
            var parser = Parser(file: file)
            var j = i
            if isPunctuation(j, "<") { j = parser.angleEnd(j) }
            let typeStart = j
            let type = parser.skipType(&j, end: end)
            var nameIndex = j
            if isPunctuation(j, "("), let owner = scope.type, type == owner.name {
                nameIndex = typeStart  // a constructor: Name(…)
            }
            guard let name = token(nameIndex), name.kind == .identifier else {
                i = max(j, i + 1)
                prefix = Prefix()
                return
            }
            j = nameIndex + 1
            if isPunctuation(j, "(") {
                let function = FunctionDecl(
                    name: name.text, parameters: javaParameters(j), file: file, offset: name.offset)
                function.returnType = nameIndex == typeStart ? nil : type
                function.isStatic = prefix.isStatic
                function.attributes = prefix.attributes
                j = file.closing(j) + 1
                while j < end, !isPunctuation(j, "{"), !isPunctuation(j, ";") { j += 1 }
                if isPunctuation(j, "{") {
                    function.body = .block(open: j)
                    j = file.closing(j) + 1
                } else {
                    j += 1
                }
                if nameIndex == typeStart, let owner = scope.type {
                    function.owner = owner
                    owner.initializers.append(function)
                } else {
                    scope.add(function)
                }
                i = j
                prefix = Prefix()
                return
            }
            // Fields
            j = nameIndex
            while let fieldName = token(j), fieldName.kind == .identifier, j < end {
                let property = PropertyDecl(name: fieldName.text, file: file, offset: fieldName.offset)
                property.type = type
                property.isStatic = prefix.isStatic
                property.attributes = prefix.attributes
                j += 1
                if isPunctuation(j, "[") { j = file.closing(j) + 1 }
                if isPunctuation(j, "=") {
                    let valueStart = j + 1
                    j = valueStart
                    _ = parser.expression(&j, end: end)
                    property.initializer = valueStart..<j
                }
                scope.add(property)
                guard isPunctuation(j, ",") else { break }
                j += 1
            }
            while j < end, !isPunctuation(j, ";"), !isPunctuation(j, "}") { j += 1 }
            i = j + 1
            prefix = Prefix()
        }
    }

    func javaParameters(_ open: Int) -> [Parameter] {
        let close = file.closing(open)
        var parameters: [Parameter] = []
        var i = open + 1
        var parser = Parser(file: file)
        while i < close {
            while isPunctuation(i, "@") || isIdentifier(i, "final") {
                i += isPunctuation(i, "@") ? 2 : 1
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            }
            let type = parser.skipType(&i, end: close)
            if let name = token(i), name.kind == .identifier {
                var parameter = Parameter(label: nil, name: name.text)
                parameter.type = type
                parameter.isVariadic = type.hasSuffix("...")
                parameters.append(parameter)
                i += 1
            }
            while i < close, !isPunctuation(i, ",") { i += 1 }
            i += 1
        }
        return parameters
    }

    // MARK: - Local functions

    /// A function declared inside a body (`func helper()`, Kotlin's local `fun`).
    func localFunction(at i: inout Int, end: Int) -> FunctionDecl? {
        language == .kotlin ? kotlinFunction(&i, end: end) : function(&i, end: end)
    }

    // MARK: - Objective-C

    /// Objective-C and C enumerations (`typedef enum : NSUInteger { ModeContact, ModeGroup }
    /// SelectionMode;`, `typedef NS_ENUM(NSInteger, Mode) { … }`): each constant is a macro of
    /// its value, counted from 0 or from the last written number, as C counts (threema's contact
    /// picker titles its segments `forSegmentAtIndex:ModeGroup`). A constant written as another
    /// expression is a macro of that expression, and the count stops there.
    func objectiveCEnumConstants() {
        let tokens = file.tokens
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            guard t.kind == .identifier, ["enum", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"].contains(t.text) else {
                i += 1
                continue
            }
            // The body's `{` within a few tokens, before any `;` (`enum Mode mode;` declares a variable).
            var open = i + 1
            while open < tokens.count, open < i + 12, !tokens[open].is("{"), !tokens[open].is(";") { open += 1 }
            guard open < tokens.count, tokens[open].is("{") else {
                i += 1
                continue
            }
            let close = min(file.closing(open), tokens.count)
            var next: Int? = 0
            var j = open + 1
            while j < close {
                guard tokens[j].kind == .identifier else {
                    j += 1
                    continue
                }
                let name = tokens[j]
                var k = j + 1
                var valueTokens: [Token] = []
                if k < close, tokens[k].is("=") {
                    k += 1
                    while k < close, !tokens[k].is(",") {
                        valueTokens.append(tokens[k])
                        k += 1
                    }
                    if valueTokens.count == 1, valueTokens[0].kind == .number, let n = Int(valueTokens[0].text) {
                        next = n
                    } else {
                        next = nil
                    }
                }
                if valueTokens.isEmpty, let n = next {
                    valueTokens = [Token(kind: .number, text: String(n), offset: name.offset, end: name.end)]
                }
                if !valueTokens.isEmpty {
                    let fragment = CodeFile(fragment: file, tokens: valueTokens)
                    let constant = FunctionDecl(name: name.text, parameters: [], file: fragment, offset: name.offset)
                    constant.body = .expression(0..<valueTokens.count)
                    constant.attributes.insert(Self.constantMacro)
                    file.macros.append(constant)
                }
                next = next.map { $0 + 1 }
                while k < close, !tokens[k].is(",") { k += 1 }
                j = k + 1
            }
            i = close + 1
        }
    }

    /// The attribute of a macro without parameters (`#define kTabCount 3`) and of an enum
    /// constant: its name stands for its value.
    static let constantMacro = "constant macro"

    func objectiveC() {
        objectiveCEnumConstants()
        var i = 0
        let end = file.tokens.count
        var parser = Parser(file: file)
        while i < end {
            let t = file.tokens[i]
            if t.kind == .directive {
                directive(t)
                i += 1
                continue
            }
            if t.is("@"), let keyword = token(i + 1) {
                switch keyword.text {
                case "interface", "implementation":
                    i = objectiveCClass(from: i + 2, isInterface: keyword.text == "interface")
                    continue
                case "protocol":
                    // @protocol Name; or @protocol Name … @end
                    var j = i + 2
                    while j < end, !isPunctuation(j, ";"), !(isPunctuation(j, "@") && isIdentifier(j + 1, "end")) {
                        if j > i + 3, isPunctuation(j, "@") { break }
                        j += 1
                    }
                    i = j + 1
                    continue
                default:
                    i += 2
                    continue
                }
            }
            // A C function or a global: [static] Type *name(…) { … } | Type *const name = …;
            if t.kind == .identifier {
                var j = i
                while let m = token(j),
                    ["static", "inline", "extern", "const", "FOUNDATION_EXPORT", "__attribute__"].contains(m.text)
                {
                    j += 1
                    if isPunctuation(j, "(") { j = file.closing(j) + 1 }
                }
                _ = parser.skipType(&j, end: end)
                while isIdentifier(j, "const") || isPunctuation(j, "*") { j += 1 }
                if let name = token(j), name.kind == .identifier {
                    if isPunctuation(j + 1, "(") {
                        let close = file.closing(j + 1)
                        if isPunctuation(close + 1, "{") {
                            let function = FunctionDecl(
                                name: name.text, parameters: cParameters(j + 1), file: file, offset: name.offset)
                            function.body = .block(open: close + 1)
                            file.functions.append(function)
                            i = file.closing(close + 1) + 1
                            continue
                        }
                    } else if isPunctuation(j + 1, "=") {
                        let property = PropertyDecl(name: name.text, file: file, offset: name.offset)
                        property.isStatic = true
                        var k = j + 2
                        _ = parser.expression(&k, end: end)
                        property.initializer = (j + 2)..<k
                        file.properties.append(property)
                        i = k
                        continue
                    }
                }
            }
            if t.kind == .punctuation, "([{".contains(t.text) {
                i = file.closing(i) + 1
                continue
            }
            i += 1
        }
    }

    /// `#define NAME(a, b) expression`, `#define NAME expression`, `#import "File.h"`.
    func directive(_ t: Token) {
        guard let argument = t.directiveArgument else { return }
        let tokens = Tokenizer.tokens(file.source.bytes, range: argument, language: .objectiveC)
        switch t.text {
        case "import", "include":
            if let name = tokens.first(where: { $0.kind == .string || $0.kind == .identifier }) {
                file.imports.append(name.text)
            }
        case "define":
            // A `\` that continues the definition on the next line is no part of it.
            let definition = Self.withoutVariadicArguments(tokens.filter { $0.text != "\\" })
            guard let name = definition.first, name.kind == .identifier else { return }
            let fragment = CodeFile(fragment: file, tokens: definition)
            var parameters: [Parameter] = []
            var bodyStart = 1
            if definition.count > 1, definition[1].is("("), definition[1].offset == name.end {
                let close = fragment.closing(1)
                parameters = (2..<close).compactMap { index in
                    definition[index].kind == .identifier ? Parameter(label: nil, name: definition[index].text) : nil
                }
                bodyStart = close + 1
            }
            let macro = FunctionDecl(name: name.text, parameters: parameters, file: fragment, offset: name.offset)
            macro.body = .expression(bodyStart..<definition.count)
            // `#define kTabCount 3`: a name for its value, not a function.
            if bodyStart == 1 { macro.attributes.insert(Self.constantMacro) }
            file.macros.append(macro)
        default:
            break
        }
    }

    /// `R.layout.name` among the arguments of the call opened at `open`: the name.
    func layoutArgument(_ open: Int) -> String? {
        let close = file.closing(open)
        var i = open + 1
        while i + 4 < close {
            if isIdentifier(i, "R"), isPunctuation(i + 1, "."), isIdentifier(i + 2, "layout"),
                isPunctuation(i + 3, "."),
                let name = token(i + 4), name.kind == .identifier
            {
                return name.text
            }
            i += 1
        }
        return nil
    }

    /// A variadic macro's body without `, __VA_ARGS__` (or GNU's `, ##__VA_ARGS__`): the extra
    /// arguments of a call are not passed on (OsmAnd's `OALocalizedString(key, ...)` is called
    /// with a key alone), and `##` is no expression.
    static func withoutVariadicArguments(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.text == "__VA_ARGS__" }) else { return tokens }
        var result: [Token] = []
        var i = 0
        while i < tokens.count {
            if tokens[i].is(",") {
                var j = i + 1
                while j < tokens.count, tokens[j].text == "#" || tokens[j].text == "##" { j += 1 }
                if j < tokens.count, tokens[j].text == "__VA_ARGS__" {
                    i = j + 1
                    continue
                }
            }
            result.append(tokens[i])
            i += 1
        }
        return result
    }

    /// `@interface Name : Super <P> { ivars } @property …; - (void)m; @end` and
    /// `@implementation Name { ivars } - (void)viewDidLoad { … } @end`.
    func objectiveCClass(from start: Int, isInterface: Bool) -> Int {
        var i = start
        let end = file.tokens.count
        guard let name = token(i), name.kind == .identifier else { return i + 1 }
        i += 1
        let type = TypeDecl(name: name.text, kind: .classType, file: file, offset: name.offset)
        if isPunctuation(i, "("), isInterface {  // a class extension or category
            i = file.closing(i) + 1
        }
        if isPunctuation(i, ":"), let superName = token(i + 1) {
            type.inherits.append(superName.text)
            i += 2
        }
        if isPunctuation(i, "<") {
            while i < end, !isPunctuation(i, ">") {
                if let p = token(i), p.kind == .identifier { type.inherits.append(p.text) }
                i += 1
            }
            i += 1
        }
        if isPunctuation(i, "{") {  // instance variables
            let close = file.closing(i)
            instanceVariables(type, from: i + 1, to: close)
            i = close + 1
        }
        var parser = Parser(file: file)
        while i < end {
            let t = file.tokens[i]
            if t.is("@"), isIdentifier(i + 1, "end") {
                type.tokenRange = max(0, start - 2)..<(i + 2)
                file.types.append(type)
                return i + 2
            }
            if t.kind == .directive {
                directive(t)
                i += 1
                continue
            }
            if t.is("@"), isIdentifier(i + 1, "property") {
                i += 2
                var attributes: Set<String> = []
                if isPunctuation(i, "(") {
                    let close = file.closing(i)
                    for k in (i + 1)..<close where token(k)?.kind == .identifier { attributes.insert(token(k)!.text) }
                    i = close + 1
                }
                var stop = i
                while stop < end, !isPunctuation(stop, ";") { stop += 1 }
                var lastName: Token?
                for k in i..<stop where token(k)?.kind == .identifier {
                    if token(k)!.text == "IBOutlet" { attributes.insert("IBOutlet") } else { lastName = token(k) }
                }
                let typeName = (i..<stop).compactMap { token($0) }.first {
                    $0.kind == .identifier
                        && !["IBOutlet", "nullable", "nonnull", "__kindof", "const"].contains($0.text)
                }?.text
                if let lastName {
                    let property = PropertyDecl(name: lastName.text, file: file, offset: lastName.offset)
                    property.type = typeName
                    property.attributes = attributes
                    property.owner = type
                    type.properties.append(property)
                }
                i = stop + 1
                continue
            }
            if t.is("-") || t.is("+") {
                let isStatic = t.is("+")
                i += 1
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }  // return type
                var selector = ""
                var parameters: [Parameter] = []
                while i < end, !isPunctuation(i, "{"), !isPunctuation(i, ";"),
                    !(isPunctuation(i, "@") && isIdentifier(i + 1, "end"))
                {
                    guard let part = token(i), part.kind == .identifier else {
                        i += 1
                        continue
                    }
                    if isPunctuation(i + 1, ":") {
                        selector += part.text + ":"
                        i += 2
                        if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                        if let argument = token(i), argument.kind == .identifier {
                            parameters.append(Parameter(label: part.text, name: argument.text))
                            i += 1
                        }
                    } else {
                        if selector.isEmpty { selector = part.text }
                        i += 1
                    }
                }
                let function = FunctionDecl(name: selector, parameters: parameters, file: file, offset: t.offset)
                function.isStatic = isStatic
                if isPunctuation(i, "{") {
                    function.body = .block(open: i)
                    i = file.closing(i) + 1
                } else {
                    i += 1
                }
                if !isInterface {
                    function.owner = type
                    type.functions.append(function)
                }
                continue
            }
            if t.kind == .identifier, !isInterface {
                // A C function inside @implementation.
                var j = i
                _ = parser.skipType(&j, end: end)
                if let fname = token(j), fname.kind == .identifier, isPunctuation(j + 1, "("),
                    isPunctuation(file.closing(j + 1) + 1, "{")
                {
                    let function = FunctionDecl(
                        name: fname.text, parameters: cParameters(j + 1), file: file, offset: fname.offset)
                    function.body = .block(open: file.closing(j + 1) + 1)
                    file.functions.append(function)
                    i = file.closing(file.closing(j + 1) + 1) + 1
                    continue
                }
            }
            if t.kind == .punctuation, "([{".contains(t.text) {
                i = file.closing(i) + 1
                continue
            }
            i += 1
        }
        type.tokenRange = max(0, start - 2)..<i
        file.types.append(type)
        return i
    }

    func instanceVariables(_ type: TypeDecl, from start: Int, to end: Int) {
        var i = start
        while i < end {
            var stop = i
            while stop < end, !isPunctuation(stop, ";") { stop += 1 }
            let names = (i..<stop).compactMap { token($0) }.filter { $0.kind == .identifier }
            if let last = names.last, names.count >= 2 {
                let property = PropertyDecl(name: last.text, file: file, offset: last.offset)
                property.type = names.first { $0.text != "IBOutlet" && $0.text != "__weak" }?.text
                if names.contains(where: { $0.text == "IBOutlet" }) { property.attributes.insert("IBOutlet") }
                property.owner = type
                type.properties.append(property)
            }
            i = stop + 1
        }
    }

    /// C parameters: `(NSString *key, NSString *comment)`.
    func cParameters(_ open: Int) -> [Parameter] {
        let close = file.closing(open)
        var parameters: [Parameter] = []
        var last: Token?
        for k in (open + 1)...max(open + 1, close) {
            if k == close || isPunctuation(k, ",") {
                if let last, last.text != "void" { parameters.append(Parameter(label: nil, name: last.text)) }
                last = nil
            } else if let t = token(k), t.kind == .identifier {
                last = t
            }
        }
        return parameters
    }
}
