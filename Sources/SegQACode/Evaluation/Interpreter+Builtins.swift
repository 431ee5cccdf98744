import SegQAModel

/// What the platforms provide that segqa evaluates: localization functions, strings,
/// collections and their higher-order functions, Kotlin's scope functions, fonts and images.
/// The controls' own APIs are in the recognisers (`BuiltInRecognisers`).
extension Interpreter {
    /// A global function or constructor of a framework, or nil when it is not one segqa knows.
    func builtinCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value?
    {
        if let value = localizationCall(name, arguments, at: place, expression, frame) { return value }
        // Kotlin's `with(binding) { … }`: the block's names are the receiver's members first.
        if name == "with", frame.file.language == .kotlin, arguments.count == 2,
            case .function(let callable) = arguments[1].value
        {
            return withReceiver(arguments[0].value, callable, passAsArgument: false, at: place, frame).0
        }
        if let value = collectionCall(name, arguments, at: place, frame) { return value }
        if let value = textBuilderCall(name, arguments, at: place, frame) { return value }
        if let value = listBuilderCall(name, arguments, at: place, frame) { return value }
        let language = frame.file.language
        for recogniser in recognisers.evaluating(name) where recogniser.languages.contains(language) {
            let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
            if let value = recogniser.evaluate(call, in: self) { return value }
        }
        if let value = frameworkValueCall(name, arguments, at: place) { return value }
        if let value = swiftUIViewCall(name, arguments, at: place, expression, frame) { return value }
        if let value = composeViewCall(name, arguments, at: place, expression, frame) { return value }
        return nil
    }

    /// SwiftUI modifiers whose closures are views of their own: a control in them is shown.
    static let contentModifiers: Set<String> = [
        "toolbar", "sheet", "fullScreenCover", "popover", "overlay", "background", "safeAreaInset",
        "navigationDestination", "inspector",
    ]

    // MARK: - Localization

    /// The key of a localization call as text, or the reason it is not known.
    func keyed(_ key: Value, table: Value?, fallback: Value?, at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value
    {
        if case .resource = key { return key.asText(at: place) }
        guard let keyText = key.literalText else {
            if case .text(let text) = key, text.pieces.count == 1, case .key = text.pieces[0].kind { return key }
            if case .unknown(var u) = key {
                u.reason = "the key '\(u.expression)' is not known: \(u.reason)"
                u.expression = text(expression, frame)
                return .unknown(u)
            }
            return .unknown("a key that is not a literal", text(expression, frame), at: place)
        }
        let keyPlace: CodePlace? = { if case .text(let t) = key { return t.pieces.first?.place } else { return nil } }()
        let tableName = table?.literalText ?? "Localizable"
        return .text(.key(keyText, table: tableName, fallback: fallback?.literalText, at: keyPlace ?? place))
    }

    func argument(_ arguments: [Evaluated], _ label: String?, position: Int? = nil) -> Value? {
        Self.argument(arguments, label, position: position)
    }

    static func argument(_ arguments: [Evaluated], _ label: String?, position: Int? = nil) -> Value? {
        if let label, let match = arguments.first(where: { $0.label == label }) { return match.value }
        if let position {
            let unlabelled = arguments.filter { $0.label == nil }
            return position < unlabelled.count ? unlabelled[position].value : nil
        }
        return nil
    }

    func localizationCall(
        _ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame
    ) -> Value? {
        let language = frame.file.language
        switch name {
        case "NSLocalizedString" where language == .swift:
            guard let key = argument(arguments, nil, position: 0) else { return nil }
            return keyed(
                key, table: argument(arguments, "tableName"), fallback: argument(arguments, "value"), at: place,
                expression, frame)
        case "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
            "NSLocalizedStringWithDefaultValue":
            guard let key = arguments.first?.value else { return nil }
            let table = name == "NSLocalizedString" ? nil : arguments.count > 1 ? arguments[1].value : nil
            let fallback = name == "NSLocalizedStringWithDefaultValue" && arguments.count > 3 ? arguments[3].value : nil
            return keyed(key, table: table, fallback: fallback, at: place, expression, frame)
        case "String" where language == .swift:
            if let key = argument(arguments, "localized") {
                if case .text = key, key.literalText == nil { return key }  // String(localized: resource)
                return keyed(
                    key, table: argument(arguments, "table"), fallback: argument(arguments, "defaultValue"), at: place,
                    expression, frame)
            }
            if let format = argument(arguments, "format") {
                return formatted(format, arguments.filter { $0.label == nil }.map(\.value), at: place)
            }
            if let only = arguments.first, arguments.count == 1 || arguments.first?.label == "describing" {
                if let text = stringValue(only.value, at: place) { return .text(text) }
                if case .enumCase(_, let caseName) = only.value { return .text(.literal(caseName, at: place)) }
                return only.value.isUnknown
                    ? only.value : .unknown("a value turned into text at run time", text(expression, frame), at: place)
            }
            return nil
        case "LocalizedStringKey", "LocalizedStringResource":
            guard let key = argument(arguments, nil, position: 0) else { return nil }
            if key.literalText != nil {
                return keyed(
                    key, table: argument(arguments, "table"), fallback: argument(arguments, "defaultValue"), at: place,
                    expression, frame)
            }
            if case .text(let text) = key { return .text(text.asLocalizedKey) }
            return key
        case "getStringArray", "getTextArray", "stringArrayResource", "obtainTypedArray":
            guard language == .kotlin || language == .java,
                case .namespace(let namespace)? = arguments.first?.value, namespace.hasPrefix("array:")
            else { return nil }
            let name = String(namespace.dropFirst("array:".count))
            guard let keys = stringArrays[name] else {
                return .unknown(
                    "the string array '\(name)' is not in the resources read", text(expression, frame), at: place)
            }
            return .list(keys.map { .text(.key($0, table: androidTable, fallback: nil, at: place)) })
        case "stringResource", "getString", "getText", "pluralStringResource", "getQuantityString":
            guard language == .kotlin || language == .java else { return nil }
            guard let first = arguments.first(where: { $0.label == nil || $0.label == "id" })?.value else { return nil }
            if case .resource = first { return first.asText(at: place) }
            if case .text = first { return first }  // getString(resourceName) through a wrapper
            return first.isUnknown
                ? first : .unknown("a string resource segqa cannot name", text(expression, frame), at: place)
        default:
            return nil
        }
    }

    /// `String(format: "%@ (%d)", title, count)`: text arguments fill `%@`; the rest stay
    /// placeholders (segqa measures them as a typical value).
    func formatted(_ format: Value, _ arguments: [Value], at place: CodePlace) -> Value {
        guard let pattern = format.literalText else { return format }
        var result = ""
        var remaining = arguments[...]
        var characters = pattern[...]
        while let c = characters.popFirst() {
            if c == "%", let next = characters.first, next == "@" || next == "s",
                let argument = remaining.first, let text = argument.literalText
            {
                characters.removeFirst()
                remaining.removeFirst()
                result += text
                continue
            }
            if c == "%", let next = characters.first, next != "%" { _ = remaining.popFirst() }
            result.append(c)
        }
        return .text(.literal(result, at: place))
    }

    // MARK: - Collections

    func collectionCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value? {
        switch name {
        case "listOf", "arrayOf", "mutableListOf", "arrayListOf", "setOf", "mutableSetOf", "listOfNotNull",
            "mutableStateListOf", "persistentListOf", "immutableListOf", "emptyList", "emptyArray", "emptySet":
            return .list(
                arguments.map(\.value).filter {
                    if case .null = $0 { return name != "listOfNotNull" } else { return true }
                })
        case "Pair":
            return .list(arguments.map(\.value))
        case "ArrayList", "LinkedList", "Vector",
            "NSMutableArray" where arguments.count <= 1:
            // `new ArrayList<>()`, `ArrayList(other)`: a list the code fills with add().
            return .list(arguments.first?.value.asList ?? [])
        case "mapOf", "mutableMapOf", "linkedMapOf", "hashMapOf", "sortedMapOf", "persistentMapOf", "emptyMap":
            return .dictionary(
                arguments.compactMap { argument in
                    guard let pair = argument.value.asList, pair.count == 2 else { return nil }
                    return (pair[0], pair[1])
                })
        case "remember", "derivedStateOf", "rememberSaveable", "lazy", "run":
            // Compose state and Kotlin's lazy/run: the value of the lambda.
            guard let lambda = arguments.last?.value, case .function(let callable) = lambda else {
                return arguments.first?.value
            }
            return apply(callable, [], at: place, frame)
        case "mutableStateOf", "mutableIntStateOf", "MutableStateFlow", "MutableLiveData", "stateOf":
            return arguments.first?.value ?? .null
        case "stride" where frame.file.language == .swift:
            // Whole bounds only: a floating stride at 1e17 never advances by 1.
            guard let from = argument(arguments, "from")?.asIndex.map(Double.init),
                let by = argument(arguments, "by")?.asIndex.map(Double.init), by > 0
            else { return nil }
            if let to = argument(arguments, "to")?.asIndex.map(Double.init),
                (to - from) / by <= Double(Self.maximumLoop)
            {
                return .list(Swift.stride(from: from, to: to, by: by).map { .number($0) })
            }
            if let through = argument(arguments, "through")?.asIndex.map(Double.init),
                (through - from) / by <= Double(Self.maximumLoop)
            {
                return .list(Swift.stride(from: from, through: through, by: by).map { .number($0) })
            }
            return nil
        case "Array" where frame.file.language == .swift:
            return arguments.first?.value
        default:
            return nil
        }
    }

    // MARK: - Methods

    /// A method of a framework value: strings, collections, Kotlin scope functions, localization
    /// lookups on any receiver (`context.getString`, `bundle.localizedString(forKey:value:table:)`),
    /// then the controls' and views' APIs.
    func builtinMethod(
        _ name: String, on base: Value, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        let language = frame.file.language
        switch name {
        case "notifyDataSetChanged" where language == .kotlin || language == .java:
            if case .instance(let adapter) = base, let tabs = tabsOfAdapter[ObjectIdentifier(adapter)] {
                for view in tabs { titleTabs(view, byPagesOf: base, at: place, frame) }
                return .null
            }
        case "isEqualToString:", "isEqual:", "equals":
            // `[item[@"type"] isEqualToString:@"segment"]`, Java's `a.equals(b)`.
            if arguments.count == 1, let same = equal(base, arguments[0].value) { return .bool(same) }
        case "getString", "getText", "stringResource", "getQuantityString", "getStringArray", "getTextArray",
            "obtainTypedArray":
            // A `TypedArray`'s item (`titles.getString(position)`): the list's element.
            if case .list(let items) = base, name == "getString" || name == "getText", arguments.count == 1 {
                return listMethod("get", items, arguments, at: place, expression, frame)
            }
            if let value = localizationCall(name, arguments, at: place, expression, frame) { return value }
        case "localizedString", "localizedStringForKey:value:table:":
            guard let key = argument(arguments, "forKey") ?? arguments.first?.value else { return nil }
            let table = argument(arguments, "table") ?? (arguments.count > 2 ? arguments[2].value : nil)
            let fallback = argument(arguments, "value") ?? (arguments.count > 1 ? arguments[1].value : nil)
            return keyed(
                key, table: table.flatMap { $0.literalText == nil ? nil : $0 }, fallback: fallback, at: place,
                expression, frame)
        case "inflate" where language == .kotlin || language == .java:
            // `inflater.inflate(R.layout.fragment_discover, container, false)`: the layout's root view.
            if base.isUnknown, let layout = arguments.first?.value, layout.namespaceName?.hasPrefix("layout:") == true {
                return layout
            }
        case "findViewById" where language == .kotlin || language == .java,
            "requireViewById" where language == .kotlin || language == .java:
            // `view.findViewById(R.id.tabbar)` on the root of an inflated layout: that layout's view.
            if case .layoutView(let view)? = arguments.first?.value, let layout = base.namespaceName,
                layout.hasPrefix("layout:")
            {
                return .layoutView(
                    layoutView(id: view.id, layout: String(layout.dropFirst("layout:".count)), place: view.place))
            }
            // On a view segqa cannot follow (`onViewCreated`'s `view`, a row's `itemView`): the
            // view of that id, in whichever layout declares it.
            if case .layoutView(let view)? = arguments.first?.value, base.isUnknown {
                return screenView(view, of: frame.selfValue)
            }
        case "stringWithFormat:", "format":
            guard base.isStringType || language == .kotlin || language == .java || name == "stringWithFormat:" else {
                break
            }
            if case .type = base, let format = arguments.first?.value {
                return formatted(format, arguments.dropFirst().map(\.value), at: place)
            }
            if case .text = base { return formatted(base, arguments.map(\.value), at: place) }
        case "alloc" where base.isStringType:
            return base  // `[[NSString alloc] initWith…]`: the initializer says what the string is
        case "initWithString:" where base.isStringType:
            return arguments.first?.value
        case "initWithFormat:" where base.isStringType, "initWithFormat:arguments:" where base.isStringType:
            // A `va_list` (`arguments:`) is what a variadic wrapper was given: none, for a key alone.
            guard let format = arguments.first?.value else { return nil }
            return formatted(format, name == "initWithFormat:" ? arguments.dropFirst().map(\.value) : [], at: place)
        case "apply", "also":
            guard let lambda = arguments.last?.value, case .function(let callable) = lambda else { return base }
            return withReceiver(base, callable, passAsArgument: name == "also", at: place, frame).0
        case "let", "run", "with", "takeIf", "takeUnless":
            guard let lambda = arguments.last?.value, case .function(let callable) = lambda else { return base }
            let (value, _) = withReceiver(
                base, callable, passAsArgument: name == "let" || name.hasPrefix("take"), at: place, frame)
            return name.hasPrefix("take") ? base : value
        case "invoke":
            return apply(base, arguments, at: place, frame, expression: expression)
        default:
            break
        }
        switch base {
        case .instance(let builder) where builder.typeName == Self.textBuilderType:
            return textBuilderMethod(name, builder, arguments, at: place, frame)
        case .instance(let builder) where builder.typeName == Self.listBuilderType:
            // `add(x)`, `addAll(xs)` inside `buildList { }`: the list grows where it is kept (a
            // slot of the builder, so that an `if` around an `add` joins both lists).
            guard let items = builder.slot("items")?.asList, let grown = mutatedList(name, items, arguments) else {
                return nil
            }
            builder.set("items", .list(grown))
            return .bool(true)
        case .text(let text):
            return textMethod(name, text, arguments, at: place, expression, frame)
        case .list(let items):
            return listMethod(name, items, arguments, at: place, expression, frame)
        case .dictionary
        where ["getValue", "get", "getOrDefault", "objectForKey:"].contains(name) && !arguments.isEmpty:
            // Kotlin's `filters.getValue(filter)` (AuroraStore's review filters), Java's `get`:
            // the value at the key, as `map[key]` gives it.
            let found = subscripted(base, arguments[0].value, at: place, expression, frame)
            if name == "getOrDefault", found.isUnknown, arguments.count > 1 { return arguments[1].value }
            return found
        case .dictionary(let pairs) where Self.entryIterations.contains(name):
            // `mapOf(SYSTEM to R.string.system, …).onEachIndexed { index, (mode, label) -> … }`
            // (mihon's theme buttons): a map iterates its entries, each a key and a value.
            return listMethod(name, pairs.map { .list([$0.key, $0.value]) }, arguments, at: place, expression, frame)
        case .control(let control):
            let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
            for other in control.joined { _ = other.recogniser.method(call, on: other, in: self) }
            return control.recogniser.method(call, on: control, in: self)
        case .view(let node):
            return viewModifier(name, node, arguments, at: place, expression, frame)
        case .unknown
        where language == .swift && (Self.contentModifiers.contains(name) || !recognisers.modifying(name).isEmpty):
            // A view segqa cannot follow (a project modifier's result) still shows what its
            // toolbar, sheet or overlay holds: ElementX's segmented picker is in `.toolbar { }`.
            return viewModifier(name, ViewNode(name: "View", place: place), arguments, at: place, expression, frame)
        case .layoutView(let view):
            return layoutViewMethod(name, view, arguments, at: place, expression, frame)
        case .constraint(let builder):
            return constraintMethod(name, builder, arguments, at: place, frame)
        case .image:
            // `withRenderingMode(.alwaysOriginal)`, `withTintColor(…)`, `imageWithRenderingMode:`,
            // `resized(to:)`: the same picture, drawn differently — and the same label.
            return base
        case .type(let ref):
            return frameworkStaticCall(name, on: ref.name, arguments, at: place, expression, frame)
        case .resource:
            if let text = stringValue(base, at: place) {
                return textMethod(name, text, arguments, at: place, expression, frame)
            }
        case .instance(let instance) where language == .swift && isView(instance):
            // A SwiftUI modifier on the project's view (`TaskFormPicker(options: …).padding(…)`):
            // the view, modified, still holds the object, so walks go into its body.
            return viewModifier(name, viewNode(for: instance), arguments, at: place, expression, frame)
        case .instance(let instance):
            // A framework method the project type inherits (a fragment's getString, an activity's setContentView).
            return inheritedMethod(name, of: instance, arguments, at: place, expression, frame)
        case .namespace(let namespace) where namespace.hasPrefix("rswift.table:"):
            // R.string.localizable.save(): the key's text (arguments fill its placeholders on a device).
            let (table, key) = rswiftKey(table: String(namespace.dropFirst("rswift.table:".count)), name)
            return .text(.key(key, table: table, fallback: nil, at: place))
        case .namespace(let namespace) where namespace.hasPrefix("layout:") || namespace.hasPrefix("binding:"):
            return nil
        default:
            break
        }
        return nil
    }

    // MARK: - Text builders

    static let textBuilderType = "$TextBuilder"

    /// Kotlin's `buildString { append(…) }`, core-ktx's `buildSpannedString { bold { append("1") };
    /// append(getString(…)) }` (Trail-Sense's tide buttons), Compose's `buildAnnotatedString`: the
    /// text the block appends, styles aside.
    func textBuilderCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value? {
        guard ["buildString", "buildSpannedString", "buildAnnotatedString"].contains(name),
            frame.file.language == .kotlin, case .function(let block)? = arguments.last?.value
        else { return nil }
        let builder = makeInstance(type: nil, typeName: Self.textBuilderType, madeAt: place)
        builder.set("text", .text(.literal("", at: place)))
        _ = withReceiver(.instance(builder), block, passAsArgument: false, at: place, frame)
        return builder.slot("text")
    }

    static let listBuilderType = "$ListBuilder"

    /// Kotlin's `buildList { add(…); if (c) add(…) }` (AuroraStore's app tabs), `buildSet`: the
    /// items the block adds, in order.
    func listBuilderCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value? {
        guard ["buildList", "buildSet"].contains(name), frame.file.language == .kotlin,
            case .function(let block)? = arguments.last?.value
        else { return nil }
        let builder = makeInstance(type: nil, typeName: Self.listBuilderType, madeAt: place)
        builder.set("items", .list([]))
        _ = withReceiver(.instance(builder), block, passAsArgument: false, at: place, frame)
        return builder.slot("items")
    }

    /// What a text builder's block calls: `append`, `appendLine`, and style blocks run in place.
    func textBuilderMethod(
        _ name: String, _ builder: Instance, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame
    )
        -> Value?
    {
        switch name {
        case "append", "appendLine":
            var text = builder.slot("text") ?? .text(.literal("", at: place))
            if let value = arguments.first?.value { text = binary("+", text, value, at: place) }
            if name == "appendLine" { text = binary("+", text, .text(.literal("\n", at: place)), at: place) }
            builder.set("text", text)
            return .instance(builder)
        default:
            // `bold { … }`, `withStyle(style) { … }`, `inSpans(span) { … }`: the block appends here.
            guard case .function(let block)? = arguments.last?.value else { return nil }
            _ = withReceiver(.instance(builder), block, passAsArgument: false, at: place, frame)
            return .null
        }
    }

    /// Runs a Kotlin scope function's lambda with `base` as its receiver (`apply`, `run`, `with`)
    /// or argument (`also`, `let`).
    func withReceiver(_ base: Value, _ callable: Callable, passAsArgument: Bool, at place: CodePlace, _ frame: Frame)
        -> (Value, Frame?)
    {
        guard case .closure(let closure, let captured) = callable else {
            return (
                apply(
                    callable, [Evaluated(label: nil, value: base, expression: Expr(.unknown, 0..<0))], at: place, frame),
                nil
            )
        }
        let scope = Frame(parent: captured, selfValue: captured.selfValue, file: captured.file, owner: captured.owner)
        if passAsArgument {
            scope.set(closure.parameters.first ?? "it", base)
        } else {
            scope.receivers = [base]
        }
        scope.collector = frame.collector == nil ? nil : []
        let flow = execute(closure.body, scope)
        if let collected = scope.collector, !collected.isEmpty {
            return (collected.count == 1 ? collected[0] : .list(collected), scope)
        }
        return (flow.value ?? .null, scope)
    }

    func textMethod(
        _ name: String, _ text: TextValue, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        switch name {
        case "localized", "localize", "localizedString", "loc", "tr", "translated":
            // `"key".localized()` with no extension in the code read: the common meaning.
            guard case .literal(let key)? = text.pieces.first?.kind, text.pieces.count == 1 else { return .text(text) }
            return .text(.key(key, table: "Localizable", fallback: nil, at: text.pieces.first?.place))
        case "uppercased", "uppercase", "toUpperCase", "localizedUppercase", "uppercaseString",
            "localizedUppercaseString":
            return .text(text.mappingLiterals { $0.uppercased() })
        case "lowercased", "lowercase", "toLowerCase", "localizedLowercase", "lowercaseString",
            "localizedLowercaseString":
            return .text(text.mappingLiterals { $0.lowercased() })
        case "capitalized", "localizedCapitalized", "capitalizedString", "localizedCapitalizedString":
            return .text(text.mappingLiterals { $0.capitalized })
        case "capitalize":  // Kotlin: the first letter only
            return .text(text.mappingLiterals { $0.prefix(1).uppercased() + $0.dropFirst() })
        case "trimmingCharacters", "trim", "toString":
            return .text(text.typed)
        default:
            return nil
        }
    }

    func listMethod(
        _ name: String, _ items: [Value], _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        // Compose's allocation-free copies (`tabTitles.fastForEachIndexed { index, tab -> Tab(…) }`,
        // mihon's tabbed dialogs) do what the standard library's functions of the same name do.
        let name = name.hasPrefix("fast") ? Self.composeFastFunctions[name] ?? name : name
        let lambda = arguments.last.flatMap { argument -> Callable? in
            if case .function(let callable) = argument.value { return callable }
            return nil
        }
        func call(_ callable: Callable, _ values: [Value]) -> Value {
            apply(
                callable,
                values.map {
                    Evaluated(label: nil, value: $0, expression: Expr(.unknown, place.offset..<place.offset))
                }, at: place, frame)
        }
        let limited = Array(items.prefix(Self.maximumLoop))
        let tooMany = Value.unknown(
            "a loop inside loops that would run more than \(Self.maximumUnrolled) times", text(expression, frame),
            at: place)
        switch name {
        case "map", "compactMap", "mapNotNull", "flatMap", "forEach", "onEach":
            guard let lambda else { return nil }
            guard let mapped = unrolled(limited.count, { limited.map { call(lambda, [$0]) } }) else { return tooMany }
            if name == "forEach" || name == "onEach" { return collected(mapped, frame) ?? .list(items) }
            if name == "flatMap" { return .list(mapped.flatMap { $0.asList ?? [$0] }) }
            return .list(mapped.filter { if case .null = $0 { return name == "map" } else { return true } })
        case "mapIndexed", "forEachIndexed", "onEachIndexed":
            guard let lambda else { return nil }
            guard
                let mapped = unrolled(
                    limited.count,
                    { limited.enumerated().map { call(lambda, [.number(Double($0.offset)), $0.element]) } })
            else { return tooMany }
            return name == "mapIndexed" ? .list(mapped) : (collected(mapped, frame) ?? .list(items))
        case "associate", "associateWith", "associateBy":
            // Kotlin's maps made from a list (`entries.associate { it to key(it) }`): in the list's
            // order; a key met again keeps its place and takes the later value, as LinkedHashMap does.
            // `associateBy({ key }, { value })`: the first function gives the key, the second the value.
            let functions = arguments.compactMap { argument -> Callable? in
                if case .function(let callable) = argument.value { return callable }
                return nil
            }
            guard let lambda = name == "associateBy" ? functions.first : lambda else { return nil }
            let valueOf = name == "associateBy" && functions.count == 2 ? functions[1] : nil
            guard
                let made = unrolled(
                    limited.count * (valueOf == nil ? 1 : 2),
                    { limited.map { item in (call(lambda, [item]), valueOf.map { call($0, [item]) }) } })
            else { return tooMany }
            var entries: [(key: Value, value: Value)] = []
            for (item, (result, valueMade)) in zip(limited, made) {
                let entry: (key: Value, value: Value)
                switch name {
                case "associateWith": entry = (item, result)
                case "associateBy": entry = (result, valueMade ?? item)
                default:
                    guard let pair = result.asList, pair.count == 2 else {
                        return .unknown("a map entry segqa cannot evaluate", text(expression, frame), at: place)
                    }
                    entry = (pair[0], pair[1])
                }
                var known = true
                if let at = entries.firstIndex(where: { existing in
                    // Objects are equal as themselves (Kotlin's default `equals`).
                    if case .instance(let a) = existing.key, case .instance(let b) = entry.key { return a === b }
                    guard let same = equal(existing.key, entry.key) else {
                        known = false
                        return false
                    }
                    return same
                }) {
                    entries[at].value = entry.value
                } else if known {
                    entries.append(entry)
                } else {
                    return .unknown("a map whose keys segqa cannot compare", text(expression, frame), at: place)
                }
            }
            return .dictionary(entries)
        case "filter", "filterNot":
            guard let lambda else { return nil }
            var kept: [Value] = []
            guard unrolling * max(limited.count, 1) <= Self.maximumUnrolled else { return tooMany }
            // An item the predicate keeps for some users only (`account.isAdmin || !it.adminOnly`)
            // is kept: as where two runs of a control differ in segments, the longer list is
            // what some users see (jerboa's reports tabs: Messages for admins).
            for item in limited {
                let verdict = call(lambda, [item]).asBool
                if verdict == nil || verdict == (name == "filter") { kept.append(item) }
            }
            return .list(kept)
        case "first", "firstOrNull", "find", "single", "singleOrNull", "last", "lastOrNull":
            // `Tab.entries.first { it.position == position }` (AnkiDroid's due-date tabs): the element
            // the predicate picks, not the list's first. (`where` would guard only the last name.)
            guard let lambda else {
                if name == "first" { return items.first ?? .null }
                return name == "last" ? items.last ?? .null : nil
            }
            guard unrolling * max(limited.count, 1) <= Self.maximumUnrolled else { return tooMany }
            let ordered = name.hasPrefix("last") ? limited.reversed() : limited
            for item in ordered {
                guard let verdict = call(lambda, [item]).asBool else {
                    return .unknown("a search segqa cannot evaluate", text(expression, frame), at: place)
                }
                if verdict { return item }
            }
            return .null
        case "min", "max":
            // Swift's `min(by:)`/`max(by:)` (OneBusAway's nearest walking-speed preset): the order
            // the comparator gives; a comparison segqa cannot decide leaves the answer unknown.
            // (`min()` without one is not evaluated.)
            guard let lambda else { return nil }
            guard unrolling * max(limited.count, 1) <= Self.maximumUnrolled else { return tooMany }
            guard var best = limited.first else { return .null }
            for item in limited.dropFirst() {
                let (a, b) = name == "min" ? (item, best) : (best, item)
                guard let ordered = call(lambda, [a, b]).asBool else {
                    return .unknown("a comparison segqa cannot evaluate", text(expression, frame), at: place)
                }
                if ordered { best = item }
            }
            return best
        case "enumerated", "withIndex":
            return .list(items.enumerated().map { .list([.number(Double($0.offset)), $0.element]) })
        case "reversed", "asReversed": return .list(items.reversed())
        case "toList", "toTypedArray", "toMutableList", "asList", "toImmutableList", "toPersistentList", "sorted",
            "shuffled", "toArray":
            return name == "shuffled" ? .unknown("a shuffled list", text(expression, frame), at: place) : .list(items)
        case "get", "elementAt", "objectAtIndex:", "getOrNull":
            if let key = arguments.first?.value { noteTableIndex(.list(items), key) }
            guard let i = arguments.first?.value.asIndex else { return nil }
            return i >= 0 && i < items.count
                ? items[i] : Value.unknown("an index past the end", text(expression, frame), at: place).markedOutOfRange
        case "prefix", "take":
            guard let n = arguments.first?.value.asIndex else { return nil }
            return .list(Array(items.prefix(max(0, n))))
        case "dropFirst", "drop":
            guard let n = arguments.isEmpty ? 1 : arguments[0].value.asIndex else { return nil }
            return .list(Array(items.dropFirst(max(0, n))))
        case "dropLast":
            guard let n = arguments.isEmpty ? 1 : arguments[0].value.asIndex else { return nil }
            return .list(Array(items.dropLast(max(0, n))))
        case "joined", "joinToString", "componentsJoinedByString:":
            let separator = arguments.first.flatMap { $0.value.literalText } ?? (name == "joinToString" ? ", " : "")
            var result: TextValue?
            for item in items {
                guard let text = stringValue(item, at: place) else {
                    return .unknown("joins values that are not text", self.text(expression, frame), at: place)
                }
                result = result.map { $0 + .literal(separator, at: place) + text } ?? text
            }
            return .text(result ?? .literal("", at: place))
        case "plus":
            if let other = arguments.first?.value.asList { return .list(items + other) }
            return arguments.first.map { .list(items + [$0.value]) }
        case "count" where !arguments.isEmpty: return nil
        case "count", "size", "length": return .number(Double(items.count))  // length(): a TypedArray's
        case "firstObject": return items.first ?? .null
        case "lastObject": return items.last ?? .null
        case "arrayByAddingObject:": return arguments.first.map { .list(items + [$0.value]) }
        default:
            return nil
        }
    }

    static let composeFastFunctions: [String: String] = [
        "fastForEach": "forEach", "fastForEachIndexed": "forEachIndexed", "fastMap": "map",
        "fastMapIndexed": "mapIndexed", "fastMapNotNull": "mapNotNull", "fastFilter": "filter",
        "fastFirst": "first", "fastFirstOrNull": "firstOrNull", "fastJoinToString": "joinToString",
    ]

    /// What iterating a map does to its entries (Kotlin's `forEach`, `map`, `onEachIndexed` …):
    /// the list methods of the same names, over key-and-value pairs.
    static let entryIterations: Set<String> = [
        "map", "mapNotNull", "flatMap", "forEach", "onEach", "mapIndexed", "forEachIndexed", "onEachIndexed",
        "filter", "filterNot",
    ]

    /// `forEach` inside a view builder: what the lambda made, as views.
    func collected(_ values: [Value], _ frame: Frame) -> Value? {
        guard frame.collector != nil else { return nil }
        let views = values.filter {
            if case .view = $0 { return true }
            if case .list = $0 { return true }
            return false
        }
        return views.isEmpty ? nil : .list(views)
    }

    /// A member (not a call) of a framework value: a list's `count`, a control's `numberOfSegments`.
    func builtinMember(_ name: String, of base: Value, at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value?
    {
        switch base {
        case .list(let items):
            switch name {
            case "count", "size", "length": return .number(Double(items.count))
            case "indices": return .list(items.indices.map { .number(Double($0)) })
            case "first", "firstObject": return items.first ?? .null
            case "last", "lastObject": return items.last ?? .null
            case "isEmpty": return .bool(items.isEmpty)
            case "second": return items.count > 1 ? items[1] : .null
            case "key" where items.count == 2: return items[0]  // a map entry
            case "value" where items.count == 2: return items[1]
            // A pair from `enumerated()` (`item.offset`, `item.element`) or Kotlin's `withIndex()` (`.index`).
            case "offset" where items.count == 2, "index" where items.count == 2: return items[0]
            case "element" where items.count == 2: return items[1]
            case "lastIndex": return .number(Double(items.count - 1))
            default:
                if let n = Int(name) { return n < items.count ? items[n] : .null }  // a tuple's `.0`
                return listMethod(name, items, [], at: place, expression, frame)
            }
        case .dictionary(let pairs):
            // A labelled tuple's `pair.title`, `pair.0`; a rectangle's `width`.
            if let pair = pairs.first(where: { $0.key.literalText == name || $0.key.namespaceName == name }) {
                return pair.value
            }
            if let n = Int(name), n < pairs.count { return pairs[n].value }
            // A rectangle's `size` holds its width and height (`frame.size.width`).
            if name == "size", pairs.contains(where: { $0.key.namespaceName == "width" }) { return base }
            // A map's keys and values, in the order written (Kotlin's mapOf keeps it).
            switch name {
            case "keys": return .list(pairs.map(\.key))
            case "values": return .list(pairs.map(\.value))
            case "entries": return .list(pairs.map { .list([$0.key, $0.value]) })
            case "count", "size": return .number(Double(pairs.count))
            default: return nil
            }
        case .text(let text):
            if name == "localized" || name == "localizedString" || name == "loc",
                let value = extensionProperty(name, of: base, at: place, frame)
            {
                return value
            }
            return textMethod(name, text, [], at: place, expression, frame)
        case .resource:
            return nil
        case .number(let n):
            // 16.dp, 14.sp, 2.toFloat(): the number itself.
            return ["dp", "sp", "px", "em"].contains(name) ? .number(n) : nil
        case .namespace(let ns):
            // view.bounds.width, UIScreen.main.bounds.size.width: the screen's width.
            if name == "width", ns.contains("bounds") || ns.contains("frame") { return .screenWidth(minus: 0) }
            return nil
        case .constraint(let builder):
            return constraintMember(name, builder)
        case .control(let control):
            return control.recogniser.property(name, of: control, at: place, in: self)
        case .layoutView(let view):
            return layoutViewProperty(name, view, at: place, frame)
        case .image(let image):
            if name == "accessibilityLabel" { return image.accessibilityLabel ?? .null }
            return nil
        case .instance(let instance):
            return inheritedProperty(name, of: instance, at: place, frame)
        default:
            return nil
        }
    }

    /// `.segmented`, `.semibold`, `.font`, `.selected`: names the context gives a meaning to.
    func implicitMember(_ name: String, at place: CodePlace) -> Value {
        if let style = FontValue.textStyles[name] {
            return .font(FontValue(size: style.size, weight: style.weight, textStyle: name, place: place))
        }
        return .namespace("." + name)
    }

    /// `.system(size: 15, weight: .semibold)`, `.custom("Avenir", size: 14)`, `.init(…)`.
    func implicitCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value
    {
        switch name {
        case "system":
            var font = FontValue(place: place)
            font.size = argument(arguments, "size")?.asNumber
            font.weight = argument(arguments, "weight")?.namespaceName
            if let style = argument(arguments, nil, position: 0), case .font(let base) = style { font = base }
            return .font(font)
        case "custom":
            var font = FontValue(place: place)
            font.family = argument(arguments, nil, position: 0)?.literalText
            font.size = argument(arguments, "size")?.asNumber ?? argument(arguments, "fixedSize")?.asNumber
            return .font(font)
        case "init" where arguments.count == 1 && (arguments[0].label == nil || arguments[0].label == "localized"):
            // `.init("explore.scope.all")` returned as a `LocalizedStringKey` (IceCubes' search
            // scopes): a text given alone is the text converted; the type it is returned or
            // assigned as says how (a key, or shown as written). `.init(localized: titleKey)` is
            // `String(localized:)` of a resource: its text (mlem's `DevicePickerItem`).
            guard case .text = arguments[0].value else { fallthrough }
            return arguments[0].value
        default:
            return .unknown("'.\(name)(…)' is not evaluated", text(expression, frame), at: place)
        }
    }

    /// `UIFont.Weight.semibold`, `BuildConfig.DEBUG`, `Font.footnote`: members of framework types.
    func frameworkMember(_ name: String, of typeName: String, at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value
    {
        switch (typeName, name) {
        case ("BuildConfig", "DEBUG"): return .bool(false)  // a release build
        case ("Font", _), ("UIFont.TextStyle", _):
            if FontValue.textStyles[name] != nil { return implicitMember(name, at: place) }
        case ("String", "Companion"): return .type(TypeRef(name: "String", decl: nil))
        default: break
        }
        if let font = frameworkFont(typeName, name, [], at: place) { return font }
        if typeName.first?.isUppercase == true, name.first?.isUppercase == true {
            return .type(TypeRef(name: typeName + "." + name, decl: nil))  // a nested framework type
        }
        return .namespace("." + name)
    }

    /// Static calls on framework types: fonts, images, `String.format`, `Arrays.asList`.
    func frameworkStaticCall(
        _ name: String, on typeName: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        switch (typeName, name) {
        case ("String", "format"), ("NSString", "stringWithFormat:"):
            guard let format = arguments.first?.value else { return nil }
            return formatted(format, arguments.dropFirst().map(\.value), at: place)
        case ("Arrays", "asList"), ("List", "of"), ("Collections", "unmodifiableList"), ("ImmutableList", "of"):
            if arguments.count == 1, let list = arguments[0].value.asList { return .list(list) }
            return .list(arguments.map(\.value))
        case ("NSMutableArray", "array"), ("NSMutableArray", "new"), ("NSMutableArray", "arrayWithCapacity:"),
            ("NSArray", "array"):
            return .list([])
        case ("NSArray", "arrayWithObjects:"), ("NSArray", "arrayWithArray:"), ("NSMutableArray", "arrayWithArray:"):
            return arguments.first?.value.asList.map { .list($0) } ?? .list(arguments.map(\.value))
        default:
            break
        }
        if let font = frameworkFont(typeName, name, arguments, at: place) { return font }
        if let image = frameworkImage(typeName, name, arguments, at: place) { return image }
        let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
        for recogniser in recognisers.all where recogniser.languages.contains(frame.file.language) {
            if let value = recogniser.evaluateStatic(call, on: typeName, in: self) { return value }
        }
        return nil
    }

    /// The meaning of a framework method an object of a project type inherits (or nil).
    func inheritedMethod(
        _ name: String, of instance: Instance, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        androidInheritedMethod(name, of: instance, arguments, at: place, expression, frame)
    }

    func inheritedProperty(_ name: String, of instance: Instance, at place: CodePlace, _ frame: Frame) -> Value? {
        if isUIKit(instance) { return uikitInheritedProperty(name, of: instance) }
        return androidInheritedProperty(name, of: instance, at: place, frame)
    }

    func isUIKit(_ instance: Instance) -> Bool {
        instance.type?.file.language == .swift || instance.type?.file.language == .objectiveC
    }

    /// A view controller's `view` spans the screen: `view.bounds.width - 16` is the screen less 16.
    func uikitInheritedProperty(_ name: String, of instance: Instance) -> Value? {
        guard name == "view", isUIKit(instance) else { return nil }
        let lineage = index.lineage(instance.typeName, near: instance.type?.file)
        let supertypes = lineage.flatMap(\.inherits)
        guard supertypes.contains(where: { $0.hasSuffix("ViewController") }) else { return nil }
        return .namespace("superview")
    }
}

extension Value {
    /// A string resource as text: a key of Android's merged table.
    func asText(at place: CodePlace) -> Value {
        if case .resource(let key, let named) = self {
            return .text(.key(key, table: androidTable, fallback: nil, at: named ?? place))
        }
        return self
    }

    /// `.semibold` → "semibold".
    var namespaceName: String? {
        if case .namespace(let name) = self { return name.hasPrefix(".") ? String(name.dropFirst()) : name }
        return nil
    }

    var isStringType: Bool {
        if case .type(let ref) = self { return ["String", "NSString", "NSMutableString"].contains(ref.name) }
        return false
    }
}

extension FontValue {
    /// iOS text styles at the default content size (SwiftUI `Font` and `UIFont.TextStyle`).
    static let textStyles: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title": (28, "regular"), "title1": (28, "regular"), "title2": (22, "regular"),
        "title3": (20, "regular"), "headline": (17, "semibold"), "body": (17, "regular"), "callout": (16, "regular"),
        "subheadline": (15, "regular"), "footnote": (13, "regular"), "caption": (12, "regular"),
        "caption1": (12, "regular"), "caption2": (11, "regular"),
    ]
}
