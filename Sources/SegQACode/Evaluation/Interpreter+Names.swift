import SegQAModel

/// Names, members, calls and objects: how the interpreter finds what a name means (a local, a
/// member of `self` or an implicit receiver, a static member of the enclosing type, a global, a
/// type) and runs the project's own functions.
extension Interpreter {
    // MARK: - Names

    func lookup(_ name: String, at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        if let value = frame.lookup(name) { return value }
        if name == "it" || name.hasPrefix("$"), let value = frame.lookup("$0") { return value }
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            // `$selection`: a binding to the property; what it holds is what segqa needs.
            return lookup(String(name.dropFirst()), at: place, expression, frame)
        }
        if case .instance(let instance)? = frame.selfValue, let type = instance.genericTypes[name] {
            return .type(TypeRef(name: type.qualifiedName, decl: type))  // `Option.allCases` in a generic view
        }
        if Self.startsUppercase(name), let owner = frame.owner,
            let generic = index.primary(owner.qualifiedName, near: owner.file),
            generic.genericParameters.contains(name)
        {
            // A generic view read on its own: each use says what `Option` is.
            return .unknown(
                "the type '\(name)' that each use of \(generic.name) gives", name, at: place,
                origin: .property(generic))
        }
        if let value = frame.firstReceiver({ memberIfPresent(name, of: $0, at: place, frame) }) { return value }
        // What a view controller inherits from UIKit, named bare: `view.bounds.width`.
        if case .instance(let instance)? = frame.selfValue, let value = uikitInheritedProperty(name, of: instance) {
            return value
        }
        var owner = frame.owner
        while let type = owner {
            if let value = staticMemberIfPresent(name, of: type, at: place) { return value }
            // `allCases` inside an enum's own code (`allCases.min(by: …)` in a static method).
            if name == "allCases" || name == "entries", primaryDeclaration(type).kind == .enumType {
                return typeMember(name, of: TypeRef(name: type.qualifiedName, decl: type), at: place, expression, frame)
            }
            owner = type.outer
        }
        // `import app.DownloadType.Video` (or `.entries`), then `Video` alone: the enum's entry;
        // `import app.ReaderPreferences.Companion.ColorFilterMode`: the companion's member.
        if frame.file.language == .kotlin || frame.file.language == .java,
            let owner = frame.file.importedOwner(of: name), let type = visibleType(owner, frame)
        {
            if let value = staticMemberIfPresent(name, of: type, at: place) { return value }
            if name == "entries", type.kind == .enumType {
                return typeMember(name, of: TypeRef(name: type.qualifiedName, decl: type), at: place, expression, frame)
            }
        }
        if let property = index.properties[name] { return staticProperty(property, at: place) }
        if let functions = index.functions[name], let function = functions.first {
            // An Objective-C constant (`#define kTabCount 3`, an enum's `ModeGroup`) is its value.
            if function.attributes.contains(DeclarationParser.constantMacro) {
                return invoke(function, receiver: nil, arguments: [], at: place)
            }
            return .function(.function(function, receiver: nil))
        }
        if let type = visibleType(name, frame) { return .type(TypeRef(name: name, decl: type)) }
        if name == "R" { return .namespace(frame.file.language == .swift ? "rswift" : "R") }
        if name == "MR", frame.file.language == .kotlin { return .namespace("MR") }
        if frame.file.language == .kotlin, let layouts = layoutIDs[name] {
            // kotlinx.android.synthetic: a layout's view by its id
            let imported = layouts.filter(frame.file.syntheticLayouts.contains)
            let layout = layouts.count == 1 ? layouts[0] : imported.count == 1 ? imported[0] : nil
            return .layoutView(layoutView(id: name, layout: layout, place: place))
        }
        if Self.startsUppercase(name) { return .type(TypeRef(name: name, decl: nil)) }
        // A library base class's view binding (`BoundFragment<FragmentTabsBinding>`'s `binding`).
        if name == "binding", case .instance(let instance)? = frame.selfValue, let type = instance.type,
            let binding = contentBinding(of: type)
        {
            return .namespace("binding:" + Self.layoutName(ofBinding: binding))
        }
        return .unknown("nothing named '\(name)' is declared in the code read", name, at: place)
    }

    /// Whether a name starts with a capital (a type's, by convention): by its first byte when
    /// that is ASCII (asked on every name looked up outside the locals).
    static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// The project type a bare name means here. A nested type (`ListPickerContent.Section`,
    /// Kotlin's `UpcomingViewModel.Dialog`) is named bare only inside its outer type (or, in Kotlin
    /// and Java, where the file imports it): elsewhere `Section { Picker(…) }` is SwiftUI's and
    /// `Dialog { … }` Compose's. home-assistant lost six pickers to a list model's `Section`, mihon
    /// five tab rows to view models' `Dialog`s.
    func visibleType(_ name: String, _ frame: Frame) -> TypeDecl? {
        guard let type = index.primary(name, near: frame.file) else { return nil }
        if isVisible(type, as: name, frame) { return type }
        // Not visible here: another top-level type of the name is (home-assistant's model struct
        // `WatchComplicationConfig` beside a database-tables enum's nested case list of that
        // name). Not an extension alone: that may be of the framework's type (`extension Section`).
        return index.declarations(of: name, near: frame.file).first {
            $0 !== type && $0.outer == nil && $0.kind != .extensionType && isVisible($0, as: name, frame)
        }
    }

    /// Whether code in `frame` sees a type by its bare name: a top-level one unless it is
    /// `private` to another file (woocommerce's card-reader screen has its own `Section`), a
    /// nested one inside its outer type (or a subtype of it) or where the file imports it.
    func isVisible(_ type: TypeDecl, as name: String, _ frame: Frame) -> Bool {
        guard frame.file.language != .objectiveC else { return true }
        guard let outer = type.outer else { return type.file === frame.file || !isFilePrivate(type) }
        if frame.file.importsNested(name, of: outer.name) { return true }
        var owner = frame.owner
        while let enclosing = owner {
            // Inside the outer type, or a subtype of it (nested types are inherited).
            if enclosing.qualifiedName == outer.qualifiedName
                || index.lineage(enclosing.qualifiedName, near: enclosing.file).contains(where: {
                    $0.qualifiedName == outer.qualifiedName
                })
            {
                return true
            }
            owner = enclosing.outer
        }
        return false
    }

    /// Whether a type is declared `private` or `fileprivate`: from the words before its name on its
    /// line, read once per type (asked on every bare name that is a type).
    func isFilePrivate(_ type: TypeDecl) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = filePrivateTypes[key] { return known }
        let answer = Self.isDeclaredFilePrivate(type)
        filePrivateTypes[key] = answer
        return answer
    }

    static func isDeclaredFilePrivate(_ type: TypeDecl) -> Bool {
        let bytes = type.file.source.bytes
        let end = min(type.offset, bytes.count)
        var start = end
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let words = String(decoding: bytes[start..<end], as: UTF8.self).split { !$0.isLetter }
        return words.contains("private") || words.contains("fileprivate")
    }

    /// A member of an object if it has one (a field, a property, a method), else nil.
    func memberIfPresent(_ name: String, of object: Value, at place: CodePlace, _ frame: Frame) -> Value? {
        switch object {
        case .instance(let instance):
            if isRuntimeState(name, of: instance) { runtimeStateReads &+= 1 }
            if let value = instance.fields[name] { return value }
            // Objective-C: a property `segmentedControl` is backed by the ivar `_segmentedControl`,
            // so `self.segmentedControl` reads what `_segmentedControl = …` set, and the other way round.
            if instance.type?.file.language == .objectiveC {
                let backing = name.hasPrefix("_") ? String(name.dropFirst()) : "_" + name
                if let value = instance.fields[backing] { return value }
            }
            if let getter = objectiveCGetter(name, of: instance) {
                if name.hasPrefix("_") { return .null }
                return invoke(getter, receiver: object, arguments: [], at: place)
            }
            if let property = index.property(name, in: instance.typeName, near: instance.type?.file)
                ?? instance.type?.properties.first(where: { $0.name == name })
            {
                return propertyValue(property, of: instance, at: place)
            }
            if let constructorValue = instance.fields["$init:" + name] { return constructorValue }
            if let function = index.function(name, in: instance.typeName, near: instance.type?.file)
                ?? instance.type?.functions.first(where: { $0.name == name })
            {
                return .function(.function(function, receiver: object))
            }
            return nil
        case .enumCase(let type, _):
            if let property = index.property(name, in: type.name, near: type.file) {
                return enumProperty(property, of: object, type: type, at: place)
            }
            if name == "rawValue" || name == "ordinal" {
                // `rawValue.capitalized` inside the enum: self's raw value.
                let here = Expr(.name(name), place.offset..<(place.offset + name.utf8.count))
                return member(name, of: object, baseExpression: here, at: place, here, frame)
            }
            return nil
        case .namespace(let namespace) where namespace.hasPrefix("binding:"):
            // `with(binding) { TabLayoutMediator(tabLayout, viewPager) … }`: a view of the bound
            // layout, named bare, is that layout's (Xtra's five pagers, each a `tabLayout` of its own
            // layout, were each matched with every layout that has one).
            return bindingView(name, of: String(namespace.dropFirst("binding:".count)), at: place, declaredOnly: true)
        case .layoutView, .control:
            return nil
        default:
            return nil
        }
    }

    /// A view binding's property: the view of the bound layout (`layout`, or its n-th inflation
    /// `layout#n`) whose id, camel-cased, is the name; with `declaredOnly`, nil when the layout
    /// declares no such view.
    func bindingView(_ name: String, of layout: String, at place: CodePlace, declaredOnly: Bool = false) -> Value? {
        let file = String(layout.prefix { $0 != "#" })
        let id = layoutID(for: name, in: file)
        if declaredOnly, layoutIDs[id]?.contains(file) != true { return nil }
        return .layoutView(layoutView(id: id, layout: layout, place: place))
    }

    /// The method an Objective-C class writes for a property (a lazy getter that makes the
    /// control: `- (UISegmentedControl *)listControl { if (!_listControl) { … } return _listControl; }`):
    /// run when the property is read by its name (`self.listControl`), except from inside itself.
    /// Its ivar (`_listControl`), read before anything set it, is nil, as in the app: the getter
    /// makes the control once, not once per reading (iNaturalist's projects list had a second
    /// control, never centred, made by an outlet-like stand-in the getter's test read).
    func objectiveCGetter(_ name: String, of instance: Instance) -> FunctionDecl? {
        guard let type = instance.type, type.file.language == .objectiveC else { return nil }
        let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
        guard let getter = index.function(property, in: instance.typeName, near: type.file),
            getter.parameters.isEmpty, !getter.isStatic, getter.file.language == .objectiveC,
            case .block? = getter.body, name.hasPrefix("_") || !callStack.contains(ObjectIdentifier(getter))
        else { return nil }
        return getter
    }

    /// A static member of a type: an enum case, a static property, a nested type, a static function.
    func staticMemberIfPresent(_ name: String, of type: TypeDecl, at place: CodePlace) -> Value? {
        for declaration in index.lineage(type.qualifiedName, near: type.file, declaring: name)
            + (index.declares(type, name) ? [type] : [])
        {
            if declaration.cases.contains(where: { $0.name == name }) {
                return .enumCase(primaryDeclaration(declaration), name)
            }
            if let property = declaration.properties.first(where: { $0.name == name }),
                property.isStatic || declaration.kind == .object
                    || declaration.kind == .enumType && property.initializer != nil
                        && property.getter == nil && property.isStatic
            {
                return staticProperty(property, at: place)
            }
            if let nested = declaration.nested.first(where: { $0.name == name }) {
                return .type(TypeRef(name: nested.qualifiedName, decl: nested))
            }
            if let function = declaration.functions.first(where: {
                $0.name == name && ($0.isStatic || declaration.kind == .object)
            }) {
                return .function(
                    .function(function, receiver: .type(TypeRef(name: declaration.name, decl: declaration))))
            }
        }
        return nil
    }

    /// The type's own declaration (an enum's cases are found on it, not on its extensions).
    func primaryDeclaration(_ type: TypeDecl) -> TypeDecl {
        index.declarations(of: type.qualifiedName, near: type.file).first { !$0.cases.isEmpty } ?? type
    }

    // MARK: - Properties

    /// Runs `body` as an evaluation of `property`, or gives "recursive" when `limit` evaluations of
    /// it are already under way.
    func guarding(_ property: PropertyDecl, limit: Int, at place: CodePlace, _ body: () -> Value) -> Value {
        let key = ObjectIdentifier(property)
        let active = evaluatingProperties[key, default: 0]
        guard active < limit else {
            return .unknown("the property '\(property.name)' reads itself (recursive)", property.name, at: place)
        }
        evaluatingProperties[key] = active + 1
        defer { evaluatingProperties[key] = active == 0 ? nil : active }
        return body()
    }

    /// The binding type whose `::inflate` or `::bind` a property's initializer hands over
    /// (`by viewBinding(XBinding::inflate)`, `by viewBinding<XBinding>()`), if it does.
    static func viewBindingFactory(in property: PropertyDecl) -> String? {
        guard let range = property.initializer, property.file.language == .kotlin, range.lowerBound > 0 else {
            return nil
        }
        let tokens = property.file.tokens
        // A delegated property (`val binding by viewBinding(…)`), not an adapter given a row's factory.
        guard tokens[range.lowerBound - 1].text == "by" else { return nil }
        let end = min(range.upperBound, tokens.count)
        for i in range where i + 2 < end {
            let name = tokens[i].text
            guard tokens[i].kind == .identifier, isViewBindingType(name) else { continue }
            // `viewBinding<ActivitySyncBinding>()` (duckduckgo's delegate): the type argument.
            if i > range.lowerBound, tokens[i - 1].text == "<" { return name }
            // `::` as one token or two.
            let member =
                tokens[i + 1].text == "::"
                ? i + 2 : tokens[i + 1].text == ":" && tokens[i + 2].text == ":" ? i + 3 : nil
            if let member, member < end, ["inflate", "bind"].contains(tokens[member].text) { return name }
        }
        return nil
    }

    /// A stored property's value (its initializer, evaluated once per object) or a computed one's.
    func propertyValue(_ property: PropertyDecl, of instance: Instance, at place: CodePlace) -> Value {
        if property.getter == nil, let value = instance.fields[property.name] { return value }
        guard !instance.evaluating.contains(property.name) else {
            return .unknown("the property '\(property.name)' reads itself (recursive)", property.name, at: place)
        }
        instance.evaluating.insert(property.name)
        defer { instance.evaluating.remove(property.name) }
        return guarding(property, limit: Self.maximumPropertyNesting, at: place) {
            propertyValueOnce(property, of: instance, at: place)
        }
    }

    private func propertyValueOnce(_ property: PropertyDecl, of instance: Instance, at place: CodePlace) -> Value {
        let frame = Frame(
            parent: nil, selfValue: .instance(instance), file: property.file, owner: property.owner, trail: trail)
        // Kotlin initializers see the primary constructor's parameters.
        for (key, value) in instance.fields where key.hasPrefix("$init:") {
            frame.set(String(key.dropFirst(6)), value)
        }
        if let getter = property.getter { return getterValue(property, getter, frame) }
        let value: Value
        if let binding = Self.viewBindingFactory(in: property) {
            // `val binding by viewBinding(ActivitySearchBinding::inflate)` (Tusky, and libraries of
            // that name): the binding of that layout, however the delegate makes it.
            value = .namespace("binding:" + Self.layoutName(ofBinding: binding))
        } else if let initializer = property.initializer {
            var result = evaluate(property.file.expression(initializer), frame)
            // `lazy var x: T = { … }()` evaluates to the closure's value; Kotlin's `by lazy { … }` too.
            if case .function(let callable) = result, property.file.language == .kotlin {
                result = apply(callable, [], at: CodePlace(file: property.file, offset: property.offset), frame)
            }
            value = typed(result, as: property.type, in: property.owner)
        } else if let type = property.type, let recogniser = controlRecogniser(ofType: type) {
            // An outlet (or a property set elsewhere): the control it holds, edited by the code.
            let at = CodePlace(file: property.file, offset: property.offset)
            let control =
                recogniser.outlet(at: at, owner: .instance(instance), in: self)
                ?? makeControl(.uikit, by: recogniser, at: at, style: "uikit", owner: .instance(instance))
            control.outlet = (property.name, property.owner?.name ?? instance.typeName, instance.typeName)
            value = .control(control)
            // Interface Builder sets the outlet, so its `didSet` runs: the edits there (re-titled
            // placeholders) are the control's.
            if let didSet = property.didSet {
                instance.set(property.name, value)
                _ = run(didSet, in: property.file, frame)
            }
        } else if let type = property.type,
            let layoutValue = androidView(type: type, property: property, instance: instance)
        {
            value = layoutValue
        } else if property.attributes.contains("Inject"), let type = property.type,
            let injected = injectedObject(ofType: type, at: CodePlace(file: property.file, offset: property.offset))
        {
            value = injected
        } else {
            let owner = property.owner?.name ?? instance.typeName
            value = typed(
                .unknown(
                    "the property '\(property.name)' of \(owner) gets its value at run time", property.name,
                    at: CodePlace(file: property.file, offset: property.offset),
                    origin: property.owner.map { .property($0) }), as: property.type, in: property.owner)
        }
        instance.set(property.name, value)
        return value
    }

    /// What a dependency injector gives an `@Inject` property of this type (Dagger, Hilt): an
    /// object of the one project class of that type — a class no project class extends, or the
    /// one class below an interface that nothing extends in turn (`@Inject lateinit var rh:
    /// ResourceHelper`, bound to `ResourceHelperImpl`), so calls on it run that class's code.
    /// Anything else (a base class and its subclass, two flavours' classes: the injector's module
    /// decides) or nothing: nil.
    func injectedObject(ofType type: String, at place: CodePlace) -> Value? {
        let name = type.trimmingMarks("!?").beforeGenericArguments
        guard let declaration = index.primary(name, near: place.file) else { return nil }
        let implementation: TypeDecl
        switch declaration.kind {
        case .classType:
            guard index.classes(inheriting: declaration.name).isEmpty else { return nil }
            implementation = declaration
        case .interface, .protocolType:
            // The classes below it, transitively (a bounded walk), that nothing extends.
            var leaves: [TypeDecl] = []
            var pending = [declaration]
            var seen: Set<ObjectIdentifier> = [ObjectIdentifier(declaration)]
            while let type = pending.popLast(), seen.count <= 256 {
                let below = index.classes(inheriting: type.name)
                if below.isEmpty, type.kind == .classType { leaves.append(type) }
                for subclass in below where seen.insert(ObjectIdentifier(subclass)).inserted {
                    pending.append(subclass)
                }
            }
            guard leaves.count == 1 else { return nil }
            implementation = leaves[0]
        default:
            return nil
        }
        return .instance(makeInstance(type: implementation, typeName: implementation.qualifiedName, madeAt: place))
    }

    private static let staticCacheKey = "$static"

    /// A static property or global (`static let period = …`, a SwiftGen constant, a Kotlin top-level `val`).
    func staticProperty(_ property: PropertyDecl, at place: CodePlace) -> Value {
        let key = ObjectIdentifier(property)
        if let cached = staticValues[key] { return cached }
        guard !evaluatingStatics.contains(key) else {
            return .unknown("a constant that reads itself", property.name, at: place)
        }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let selfValue: Value? = property.owner.map { .type(TypeRef(name: $0.qualifiedName, decl: $0)) }
        let frame = Frame(parent: nil, selfValue: selfValue, file: property.file, owner: property.owner, trail: trail)
        var value: Value
        if let getter = property.getter {
            value = run(getter, in: property.file, frame) ?? .null
        } else if let initializer = property.initializer {
            value = evaluate(property.file.expression(initializer), frame)
            if case .function(let callable) = value, property.file.language == .kotlin {
                value = apply(callable, [], at: place, frame)
            }
        } else {
            value = .unknown("the constant '\(property.name)' has no value in the source", property.name, at: place)
        }
        value = typed(value, as: property.type, in: property.owner)
        if property.getter == nil { staticValues[key] = value }
        return value
    }

    /// A property of an enum case: computed with `self` the case, or a constructor argument
    /// (Kotlin's `enum class Filter(val title: Int) { ALL(R.string.all) }`, Java's fields).
    func enumProperty(_ property: PropertyDecl, of value: Value, type: TypeDecl, at place: CodePlace) -> Value {
        guard case .enumCase(_, let caseName) = value else { return .null }
        // Each case's evaluation of the property at most once at a time: `.b` may read `.a`'s title,
        // `.a` reading its own (through `.b`) is recursion.
        let key = "\(ObjectIdentifier(property).hashValue).\(caseName)"
        guard evaluatingEnumProperties.insert(key).inserted else {
            return .unknown(
                "the property '\(property.name)' of \(type.name).\(caseName) reads itself (recursive)", property.name,
                at: place)
        }
        defer { evaluatingEnumProperties.remove(key) }
        let primary = primaryDeclaration(type)
        if property.getter == nil, property.initializer == nil || property.owner?.kind != .enumType,
            let instance = enumInstance(primary, caseName), let field = instance.fields[property.name]
        {
            return field
        }
        let frame = Frame(parent: nil, selfValue: value, file: property.file, owner: property.owner, trail: trail)
        if let getter = property.getter { return getterValue(property, getter, frame) }
        if let initializer = property.initializer {
            return typed(evaluate(property.file.expression(initializer), frame), as: property.type, in: property.owner)
        }
        return .unknown("the property '\(property.name)' of \(type.name)", property.name, at: place)
    }

    /// An enum case as an object: its constructor arguments bound to the enum's parameters, and
    /// (Java, Swift) its initializer run.
    func enumInstance(_ type: TypeDecl, _ caseName: String) -> Instance? {
        let key = "\(ObjectIdentifier(type).hashValue).\(caseName)"
        if let cached = enumInstances[key] { return cached }
        guard let entry = type.cases.first(where: { $0.name == caseName }) else { return nil }
        let instance = makeInstance(type: type, typeName: type.name, madeAt: nil)
        enumInstances[key] = instance
        let frame = Frame(parent: nil, selfValue: .enumCase(type, caseName), file: type.file, owner: type, trail: trail)
        let arguments = entry.arguments.map { range -> Evaluated in
            let expression = type.file.expression(range)
            return Evaluated(label: nil, value: evaluate(expression, frame), expression: expression)
        }
        if let parameters = type.primaryConstructor {
            for (n, parameter) in parameters.enumerated() {
                // `vararg values: Item`: the rest of the arguments (none too), as a list.
                if parameter.isVariadic {
                    instance.set(parameter.name, .list(n < arguments.count ? arguments[n...].map(\.value) : []))
                    break
                }
                guard n < arguments.count else { break }
                instance.set(parameter.name, arguments[n].value)
            }
        } else if let initializer = type.initializers.first(where: { $0.parameters.count == arguments.count })
            ?? type.initializers.first(where: {
                $0.parameters.last?.isVariadic == true && arguments.count >= $0.parameters.count - 1
            })
        {
            _ = invoke(
                initializer, receiver: .instance(instance), arguments: arguments,
                at: CodePlace(file: type.file, offset: entry.offset))
        }
        return instance
    }

    /// A computed property's value. A result builder's property (`@ToolbarContentBuilder var
    /// toolbar`, `@ViewBuilder var rows`) gives every view its statements make, not the last one's.
    func getterValue(_ property: PropertyDecl, _ getter: FunctionDecl.Body, _ frame: Frame) -> Value {
        if case .block(let open) = getter, property.attributes.contains(where: { $0.hasSuffix("Builder") }) {
            let (views, flow) = collectedViews(property.file.block(open), frame)
            if !views.isEmpty { return views.count == 1 ? views[0] : .list(views) }
            return flow.value ?? .null
        }
        return typed(run(getter, in: property.file, frame) ?? .null, as: property.type, in: property.owner)
    }

    /// Runs a getter or function body and gives its value.
    func run(_ body: FunctionDecl.Body, in file: CodeFile, _ frame: Frame) -> Value? {
        switch body {
        case .block(let open):
            let outer = frame.earlyReturns
            frame.earlyReturns = []
            defer { frame.earlyReturns = outer }
            let value = execute(file.block(open), frame).value
            guard let early = frame.earlyReturns, !early.isEmpty else { return value }
            // Each return taken under an undecided condition, then what the body returns at its end.
            var result = value ?? .null
            for (returned, condition) in early.reversed() {
                if case .null = returned { continue }  // a bare `return` in a function of no value
                result = alternatives(returned, result, condition: condition)
            }
            return result
        case .expression(let range): return evaluate(file.expression(range), frame)
        }
    }

    // MARK: - Members

    func member(
        _ name: String, of object: Value, baseExpression: Expr, at place: CodePlace, _ expression: Expr, _ frame: Frame
    ) -> Value {
        switch object {
        case .unknown(var unknown):
            if let value = instanceIndependentMember(name, of: baseExpression, at: place, frame) { return value }
            // The whole chain is what the user wrote: 'viewModel.favoriteCity.name'.
            unknown.expression = text(expression, frame)
            return .unknown(unknown)
        case .type(let ref):
            return typeMember(name, of: ref, at: place, expression, frame)
        case .instance(let instance):
            if let value = memberIfPresent(name, of: object, at: place, frame) { return value }
            if let value = builtinMember(name, of: object, at: place, expression, frame) { return value }
            return .unknown(
                "'\(name)' of \(instance.typeName) is not declared in the code read", text(expression, frame), at: place
            )
        case .enumCase(let type, let caseName):
            switch name {
            case "rawValue":
                let primary = primaryDeclaration(type)
                if let entry = primary.cases.first(where: { $0.name == caseName }), let raw = entry.rawValue {
                    return typed(
                        evaluate(
                            primary.file.expression(raw),
                            Frame(parent: nil, selfValue: nil, file: primary.file, owner: primary, trail: trail)),
                        as: "String")
                }
                if primary.inherits.first == "Int",
                    let ordinal = primary.cases.firstIndex(where: { $0.name == caseName })
                {
                    return .number(Double(ordinal))
                }
                return .text(
                    .literal(
                        caseName,
                        at: CodePlace(
                            file: primary.file,
                            offset: primary.cases.first { $0.name == caseName }?.offset ?? primary.offset)))
            case "name" where type.file.language != .swift:
                return .text(.literal(caseName, at: place))
            case "ordinal":
                return .number(Double(primaryDeclaration(type).cases.firstIndex { $0.name == caseName } ?? 0))
            default:
                if let value = memberIfPresent(name, of: object, at: place, frame) { return value }
                if let function = index.function(name, in: type.name, near: type.file) {
                    return .function(.function(function, receiver: object))
                }
                if let extensionType = index.extensionMember(name, onType: type.name),
                    let property = extensionType.properties.first(where: { $0.name == name })
                {
                    return enumProperty(property, of: object, type: type, at: place)
                }
                return .unknown(
                    "'\(name)' of \(type.name).\(caseName) is not declared in the code read", text(expression, frame),
                    at: place)
            }
        case .namespace(let namespace):
            return namespaceMember(name, of: namespace, at: place, expression, frame)
        default:
            if let value = builtinMember(name, of: object, at: place, expression, frame) { return value }
            if let value = extensionProperty(name, of: object, at: place, frame) { return value }
            return .unknown("'\(name)' is a member segqa does not evaluate", text(expression, frame), at: place)
        }
    }

    /// A constant whose initializer needs no instance (cwa's `let durationValues = [
    /// SegmentedControlValue(title: AppStrings…, value: .lessThan15Minutes), …]`) is the same on every
    /// instance: read through a property of a known project type whose value segqa does not know
    /// (a cell's model, set by code that runs elsewhere), it is still known. The initializer must
    /// name neither `self` nor any instance member of the type.
    func instanceIndependentMember(_ name: String, of base: Expr, at place: CodePlace, _ frame: Frame) -> Value? {
        // Swift's `let`: asked of every unknown member read, so other languages do not pay for it.
        guard frame.file.language == .swift else { return nil }
        let baseName: String
        switch base.kind {
        case .name(let n): baseName = n
        case .member(let inner, let n):
            guard case .selfReference = inner.kind else { return nil }
            baseName = n
        default: return nil
        }
        guard let owner = frame.owner,
            let holder = index.property(baseName, in: owner.qualifiedName, near: owner.file), !holder.isStatic,
            let typeName = holder.type, let type = projectType(named: typeName, in: owner),
            type.kind == .structType || type.kind == .classType,
            let property = index.property(name, in: type.qualifiedName, near: type.file), !property.isStatic,
            property.getter == nil, let initializer = property.initializer,
            let declaringType = property.owner
        else { return nil }
        // Whether the initializer needs no instance, decided once per property.
        let key = ObjectIdentifier(property)
        if independentConstants[key] == nil {
            independentConstants[key] = isInstanceIndependent(property, initializer, of: declaringType)
        }
        guard independentConstants[key] == true else { return nil }
        let instance = makeInstance(type: type, typeName: type.qualifiedName, madeAt: nil)
        return propertyValue(property, of: instance, at: place)
    }

    /// A `let` whose initializer names neither `self` nor an instance member of its type: a
    /// `var`'s value is the instance's state (habitica's `showStatAllocation = false` is true on
    /// the screens that show the stat picker).
    private func isInstanceIndependent(_ property: PropertyDecl, _ initializer: Range<Int>, of type: TypeDecl) -> Bool {
        let file = property.file
        let at = file.tokenIndex(atByte: property.offset)
        guard file[at]?.isIdentifier("let") == true || file[at - 1]?.isIdentifier("let") == true else { return false }
        var members: Set<String> = []
        for declaration in index.lineage(type.qualifiedName, near: type.file) {
            members.formUnion(declaration.properties.filter { !$0.isStatic }.map(\.name))
            members.formUnion(declaration.functions.filter { !$0.isStatic }.map(\.name))
        }
        for i in initializer where file[i]?.kind == .identifier {
            let token = file[i]!.text
            if token == "self" { return false }
            if members.contains(token), file[i - 1]?.is(".") != true, file[i + 1]?.is(":") != true { return false }
        }
        return true
    }

    /// `Tab.photos`, `Tab.allCases`, `L10n.Settings.title`, `Filter.entries`.
    func typeMember(_ name: String, of ref: TypeRef, at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        guard let type = ref.decl else {
            if let (table, key) = generatedKey(name, of: ref.name) {
                return .text(.key(key, table: table, fallback: nil, at: place))
            }
            return frameworkMember(name, of: ref.name, at: place, expression, frame)
        }
        if name == "allCases" || name == "entries" {
            let primary = primaryDeclaration(type)
            if let declared = index.property("allCases", in: type.qualifiedName, near: type.file), declared.isStatic {
                return staticProperty(declared, at: place)
            }
            return .list(primary.cases.map { .enumCase(primary, $0.name) })
        }
        if let value = staticMemberIfPresent(name, of: type, at: place) { return value }
        if let nested = index.declarations(of: "\(type.qualifiedName).\(name)").first {
            return .type(TypeRef(name: nested.qualifiedName, decl: nested))
        }
        // An instance property read through the type (a Kotlin object, a singleton's `shared`).
        if let property = index.property(name, in: type.qualifiedName, near: type.file) {
            return staticProperty(property, at: place)
        }
        if let function = index.function(name, in: type.qualifiedName, near: type.file) {
            return .function(.function(function, receiver: .type(ref)))
        }
        return .unknown(
            "'\(name)' of \(type.name) is not declared in the code read", text(expression, frame), at: place)
    }

    /// `R.string.name` → a string resource, `R.id.tabs` → a layout view, `R.drawable.x` → an image.
    func namespaceMember(_ name: String, of namespace: String, at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value
    {
        switch namespace {
        case "rswift": return .namespace(name == "string" ? "rswift.string" : "rswift." + name)
        case "rswift.string": return .namespace("rswift.table:" + name)
        case "R": return .namespace("R." + name)
        case "R.string", "R.plurals": return .resource(name, at: place)
        // moko-resources (Kotlin Multiplatform): `MR.strings.name` is the string `name` of its strings.xml.
        case "MR": return .namespace("MR." + name)
        case "MR.strings", "MR.plurals": return .resource(name, at: place)
        case "R.id":
            return .layoutView(layoutView(id: name, layout: nil, place: place))
        case "R.drawable", "R.mipmap": return .image(ImageValue(name: name, place: place))
        case "R.layout": return .namespace("layout:" + name)
        case "R.array": return .namespace("array:" + name)
        default:
            if namespace.hasPrefix("rswift.table:") {
                let (table, key) = rswiftKey(table: String(namespace.dropFirst("rswift.table:".count)), name)
                return .text(.key(key, table: table, fallback: nil, at: place))
            }
            if namespace.hasPrefix("binding:"),
                let view = bindingView(name, of: String(namespace.dropFirst("binding:".count)), at: place)
            {
                return view
            }
            if namespace == "superview" || namespace == ".main" || namespace.hasPrefix("superview.")
                || namespace.hasPrefix(".main.")
            {
                if name == "width",
                    namespace.hasSuffix("bounds") || namespace.hasSuffix("frame") || namespace.hasSuffix("size")
                {
                    return .screenWidth(minus: 0)
                }
                return .namespace(namespace + "." + name)
            }
            return .unknown("'\(name)' is a member segqa does not evaluate", text(expression, frame), at: place)
        }
    }

    /// `tabLayout` (binding) → `tab_layout` or `tabLayout`, whichever the layout declares.
    func layoutID(for property: String, in layout: String?) -> String {
        let candidates = layoutIDs.filter { id, layouts in
            (layout == nil || layouts.contains(layout!)) && Self.camel(id) == property
        }
        return candidates.keys.sorted().first ?? property
    }

    static func camel(_ id: String) -> String {
        let parts = id.split(separator: "_")
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A Kotlin extension property or Swift extension member on a value of a framework type
    /// (`"key".localized`, `val Filter.title`).
    func extensionProperty(_ name: String, of object: Value, at place: CodePlace, _ frame: Frame) -> Value? {
        let typeName: String?
        switch object {
        case .text: typeName = "String"
        case .number: typeName = "Int"
        default: typeName = nil
        }
        guard let type = index.extensionMember(name, onType: typeName),
            let property = type.properties.first(where: { $0.name == name })
        else { return nil }
        let scope = Frame(parent: nil, selfValue: object, file: property.file, owner: type, trail: trail)
        // `var length: Int { (self as NSString).length }` names itself: one evaluation at a time.
        return guarding(property, limit: 1, at: place) {
            if let getter = property.getter {
                return typed(run(getter, in: property.file, scope) ?? .null, as: property.type, in: property.owner)
            }
            if let initializer = property.initializer { return evaluate(property.file.expression(initializer), scope) }
            return .unknown("the property '\(name)' has no value in the source", name, at: place)
        }
    }

    // MARK: - Calls

    func call(_ callee: Expr, _ arguments: [Argument], _ expression: Expr, _ frame: Frame) -> Value {
        let here = place(expression, frame)
        let evaluated = arguments.map { argument in
            Evaluated(label: argument.label, value: evaluate(argument.value, frame), expression: argument.value)
        }
        let labels = arguments.map(\.label)
        switch callee.kind {
        case .array(let elements) where elements.count == 1 && arguments.isEmpty && frame.file.language == .swift:
            // `[UIViewController]()`: an empty array of that type.
            return .list([])
        case .dictionary(let pairs) where pairs.count == 1 && arguments.isEmpty && frame.file.language == .swift:
            // `[String: Int]()`: an empty dictionary.
            return .dictionary([])
        case .name(let name):
            if let local = frame.lookup(name) {
                return apply(local, evaluated, at: here, frame, expression: expression)
            }
            if let value = declaredCall(name, evaluated, at: here, expression, frame) { return value }
            let found = frame.firstReceiver { receiver -> (FunctionDecl, Value)? in
                if let function = method(name, of: receiver, labels: labels) { return (function, receiver) }
                // Kotlin's `fun Screen.sourcesTab()` called as `sourcesTab()` inside a Screen (a
                // class or an `object`): an extension of a type the receiver is.
                if let function = implicitExtension(name, of: receiver, labels, exactly: true, frame) {
                    return (function, receiver)
                }
                return nil
            }
            if let (function, receiver) = found {
                return invoke(function, receiver: receiver, arguments: evaluated, at: here)
            }
            // A closure the object holds, called by its name: a view's `let label: (Value) -> …`
            // given by the screen that makes it (mlem's `BubblePicker(…, label: { $0.label })`).
            if let stored = frame.firstReceiver({ receiver -> Value? in
                guard case .instance(let instance) = receiver,
                    instance.fields[name] != nil
                        || index.property(name, in: instance.typeName, near: instance.type?.file) != nil,
                    let value = memberIfPresent(name, of: receiver, at: here, frame), case .function = value
                else { return nil }
                return value
            }) {
                return apply(stored, evaluated, at: here, frame, expression: expression)
            }
            var owner = frame.owner
            while let type = owner {
                if let function = index.function(name, in: type.qualifiedName, labels: labels, near: type.file),
                    function.isStatic || type.kind == .object
                {
                    return invoke(
                        function, receiver: .type(TypeRef(name: type.qualifiedName, decl: type)), arguments: evaluated,
                        at: here)
                }
                owner = type.outer
            }
            let imported = frame.file.frameworkImports.contains(name)
            if !imported, let functions = index.functions[name], let function = index.best(functions, labels: labels) {
                if let value = inspectedProjectCall(function, name, evaluated, at: here, expression, frame) {
                    return value
                }
                return invoke(function, receiver: nil, arguments: evaluated, at: here)
            }
            // The app's composable declared on a scope (`fun SingleChoiceSegmentedButtonRowScope.
            // SingleChoiceSegmentedButton(…)`, Seal's) is the app's, not a layout composable of the framework.
            if !imported, Self.startsUppercase(name), index.functions[name] == nil,
                let function = implicitExtension(name, of: nil, labels, exactly: false, frame)
            {
                if let value = inspectedProjectCall(function, name, evaluated, at: here, expression, frame) {
                    return value
                }
                return invoke(function, receiver: frame.implicitReceivers.last, arguments: evaluated, at: here)
            }
            if let value = builtinCall(name, evaluated, at: here, expression, frame) { return value }
            if !imported, let type = visibleType(name, frame), type.kind != .protocolType {
                if let recogniser = controlRecogniser(ofType: type.name),
                    let value = recogniser.constructSubclass(
                        type, Call(name: name, arguments: evaluated, place: here, expression: expression, frame: frame),
                        in: self)
                {
                    return value
                }
                return construct(type, arguments: evaluated, at: here, in: frame)
            }
            // A method the receiver inherits from the framework: `addTab(…)` inside `tabs.apply { }`,
            // `setTitleTextAttributes(…)` in a subclass's initializer, a fragment's `setContentView(…)`.
            if let value = frame.firstReceiver({ builtinMethod(name, on: $0, evaluated, at: here, expression, frame) })
            {
                return value
            }
            // Last, an extension of a library type the receiver inherits (voyager's `Tab` is a
            // `Screen`: `fun Screen.sourcesTab()`), when no function of the name is declared and
            // the framework has no such method segqa knows: Kotlin finds the name nowhere else.
            // (wikipedia's `Context.getString(title, resId)` is not the framework's `getString`.)
            if index.functions[name] == nil {
                let receivers: [Value?] = frame.implicitReceivers + [frame.selfValue].compactMap({ $0 })
                for receiver in receivers.isEmpty ? [nil] : receivers {
                    if let function = implicitExtension(name, of: receiver, labels, exactly: false, frame) {
                        return invoke(function, receiver: receiver, arguments: evaluated, at: here)
                    }
                }
            }
            // A method of the framework class the object inherits (`addSubview`, `getString`): nothing segqa needs.
            if name.first?.isUppercase == true {
                return .unknown("'\(name)' is not declared in the code read", text(expression, frame), at: here)
            }
            if let value = libraryHelperCall(name, evaluated, at: here, frame) { return value }
            return .unknown("it calls '\(name)', which segqa cannot evaluate", text(expression, frame), at: here)
        case .member(let baseExpression, let name):
            if case .name(let typeName) = baseExpression.kind,
                let value = declaredCall("\(typeName).\(name)", evaluated, at: here, expression, frame)
            {
                return value
            }
            // `androidx.compose.material3.Scaffold(…)`: the framework's function, named by its
            // package because the app declares one of the same name (element-x's own `Scaffold`
            // calls the framework's so). Never the app's: taken for it, the wrapper called itself
            // and every screen inside it was lost.
            if frame.file.language == .kotlin || frame.file.language == .java,
                let package = Self.frameworkPackage(baseExpression), frame.lookup(package) == nil
            {
                if let value = builtinCall(name, evaluated, at: here, expression, frame) { return value }
                return .unknown("'\(name)' is not declared in the code read", text(expression, frame), at: here)
            }
            if frame.file.language == .swift, name == "CellRegistration",
                let handler = evaluated.last(where: { isClosure($0.value) })
            {
                return cellRegistration(handler.value, type: callee, at: here, frame)
            }
            // `SwiftUI.Section(…)`: the framework's view, named by its module because the app
            // declares one of the same name (mlem's own `Section` wraps SwiftUI's so).
            if frame.file.language == .swift, case .name(let module) = baseExpression.kind,
                Self.swiftFrameworkModules.contains(module), frame.lookup(module) == nil
            {
                if let value = swiftUIViewCall(name, evaluated, at: here, expression, frame, qualified: true) {
                    return value
                }
                if let value = builtinCall(name, evaluated, at: here, expression, frame) { return value }
            }
            var base = evaluate(baseExpression, frame)
            // A view builder's several views, modified (mlem's `Form`: `content().foregroundStyle(…)`):
            // the modifier applies to each, as to a `Group` of them.
            if case .list(let items) = base, items.count > 1, let place = swiftUIViewPlace(base),
                !Self.collectionMembers.contains(name)
            {
                let group = ViewNode(name: "Group", place: place)
                group.children = items
                base = .view(group)
            }
            // `super.init(…)` runs the superclass's initializer (it sets what the object's methods
            // read). On Android every `super.m()` is followed: a base activity's `onCreate` inflates
            // the layout through the subclass's `getContentView()`, which sets its `binding`. In
            // Swift and Objective-C other super calls are not: the superclass's methods run as roots
            // of their own, and re-running a base view controller's `viewDidLoad` for every subclass
            // cost 8 % of OsmAnd-iOS and found nothing.
            let language = frame.file.language
            if case .superReference = baseExpression.kind,
                name.hasPrefix("init") || language == .kotlin || language == .java,
                let function = superclassFunction(name, labels, frame)
            {
                return invoke(function, receiver: base, arguments: evaluated, at: here)
            }
            if case .superReference = baseExpression.kind, name.hasPrefix("init"), language == .objectiveC {
                // `self = [super initWithStyle:style reuseIdentifier:id]` of a framework class gives
                // back the object: unknown, it made `self` unknown and lost every edit after it.
                return base
            }
            // Java's and Kotlin's `Filter.values()`: the cases in order, as `entries`.
            if name == "values", evaluated.isEmpty, case .type(let ref) = base, let type = ref.decl,
                language == .kotlin || language == .java
            {
                let primary = primaryDeclaration(type)
                if primary.kind == .enumType { return .list(primary.cases.map { .enumCase(primary, $0.name) }) }
            }
            if case .list(let items) = base, let grown = mutatedList(name, items, evaluated) {
                // `titles.add(title)`, `tabs.append(…)`: the list where it is kept grows. An empty
                // list grown once per element of data segqa cannot know (`for action in actions {
                // list.append(…) }`) has no length segqa knows either: "an entry for each element
                // of …". (A list with entries before such a loop keeps them, and one stand-in for
                // the loop's: OsmAnd's table sections, a known row and then the user's favourites.)
                if items.isEmpty, grown.count > items.count, let element = frame.enclosingUnknownLoop,
                    !isLocal(baseExpression, declaredInside: frame)
                {
                    var u = element
                    u.reason = "a list with an entry for each \(element.eachElement)"
                    u.expression = text(baseExpression, frame)
                    assign(baseExpression, op: "=", value: .unknown(u), frame)
                    return .null
                }
                assign(baseExpression, op: "=", value: .list(grown), frame)
                return .null
            }
            // A method's place is its name (`.padding(…)` on its own line of a chain), not the chain's start.
            let namePlace = CodePlace(
                file: frame.file, offset: max(callee.range.lowerBound, callee.range.upperBound - name.utf8.count))
            return callMethod(name, on: base, evaluated, labels: labels, at: namePlace, expression, frame)
        case .implicitMember(let name):
            return implicitCall(name, evaluated, at: here, expression, frame)
        default:
            let value = evaluate(callee, frame)
            return apply(value, evaluated, at: here, frame, expression: expression)
        }
    }

    /// Whether `expression` names a local declared inside the innermost loop over unknown
    /// elements (a list made afresh for each element, not one the loop grows).
    func isLocal(_ expression: Expr, declaredInside frame: Frame) -> Bool {
        guard case .name(let name) = expression.kind else { return false }
        var current: Frame? = frame
        while let scope = current {
            if scope.slot(name) != nil { return true }
            if scope.unknownLoopElement != nil { return false }
            current = scope.parent
        }
        return false
    }

    /// Swift's collection members: on a list of views, these are the list's, not modifiers.
    static let collectionMembers: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "reduce", "sorted", "first", "last", "count",
        "isEmpty", "enumerated", "contains", "prefix", "suffix", "dropFirst", "dropLast", "reversed",
        "firstIndex", "lastIndex", "joined", "append", "insert", "remove", "removeAll", "removeFirst",
        "removeLast", "indices", "randomElement", "shuffled", "min", "max", "split", "lazy", "allSatisfy",
        "index", "sort", "swapAt", "popLast", "makeIterator",
    ]

    /// Apple's modules whose types an app can name through them (`SwiftUI.Section`).
    static let swiftFrameworkModules: Set<String> = ["SwiftUI", "UIKit", "Foundation"]

    /// `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in … }`: UIKit calls
    /// the handler for each cell it dequeues. It runs here on a new cell of that class for each case
    /// of the item's enum (each a row of its own: zotero's reader settings fill a cell's segmented
    /// control per row), or once for an item segqa cannot know.
    func cellRegistration(_ handler: Value, type callee: Expr, at place: CodePlace, _ frame: Frame) -> Value {
        let written = text(callee, frame)
        let generics = genericArguments(callee, frame)
        let unknown = Value.unknown("an item a collection view gives at run time", written, at: place)
        var items = [unknown]
        if generics.count == 2, let type = visibleType(generics[1], frame).map(primaryDeclaration),
            !type.cases.isEmpty
        {
            items = type.cases.prefix(Self.maximumLoop).map { .enumCase(type, $0.name) }
        }
        for item in items {
            let cell = assumed(unknown, type: generics.first, at: place)
            let arguments = [cell, unknown, item].map { Evaluated(label: nil, value: $0, expression: callee) }
            _ = apply(handler, arguments, at: place, frame)
        }
        return .unknown("a cell registration", written, at: place)
    }

    /// The type arguments written in an expression's `<…>` (`CellRegistration<Cell, Row>`: Cell,
    /// Row), each as its tokens, from the tokens (the expression's text is abbreviated).
    func genericArguments(_ expression: Expr, _ frame: Frame) -> [String] {
        let file = frame.file
        let end = min(file.tokenIndex(atByte: expression.range.upperBound), file.tokens.count)
        var index = file.tokenIndex(atByte: expression.range.lowerBound)
        while index < end, file[index]?.is("<") != true { index += 1 }
        var arguments: [String] = []
        var current = ""
        var depth = 0
        index += 1
        while index < end, let token = file[index] {
            if token.is("<") { depth += 1 }
            if token.is(">") || token.is(">>") {
                if depth < token.text.count { break }
                depth -= token.text.count
            }
            if token.is(","), depth == 0 {
                arguments.append(current)
                current = ""
            } else {
                current += token.text
            }
            index += 1
        }
        if !current.isEmpty { arguments.append(current) }
        return arguments
    }

    /// The first name of `expression` when it is a package path of the Android or Kotlin
    /// platform (`androidx.compose.material3`, `android.widget`, `kotlin.collections`): names,
    /// joined by dots, under a root no app declares its own code in.
    static func frameworkPackage(_ expression: Expr) -> String? {
        var current = expression
        var depth = 0
        while case .member(let base, let name) = current.kind {
            guard name.first?.isLowercase == true else { return nil }
            current = base
            depth += 1
        }
        guard case .name(let root) = current.kind, depth > 0, frameworkPackageRoots.contains(root) else { return nil }
        return root
    }

    static let frameworkPackageRoots: Set<String> = ["androidx", "android", "java", "javax", "kotlin", "kotlinx"]

    /// Property wrappers whose value the user changes while the screen is shown: a condition on
    /// one can go either way, whatever its initial value.
    static let runtimeStateAttributes: Set<String> = [
        "State", "Published", "AppStorage", "SceneStorage", "Binding", "FocusState", "GestureState", "Bindable",
    ]

    /// Whether `name` of this object is such state (cached by type and name). Called on every
    /// member read: a name no property of that kind has is answered from one set, without a key.
    func isRuntimeState(_ name: String, of instance: Instance) -> Bool {
        guard runtimeStateNames.contains(name) else { return false }
        let key = instance.typeName + "\u{0}" + name
        if let known = runtimeStateProperties[key] { return known }
        let property =
            index.property(name, in: instance.typeName, near: instance.type?.file)
            ?? instance.type?.properties.first { $0.name == name }
        let state = property.map { !Self.runtimeStateAttributes.isDisjoint(with: $0.attributes) } ?? false
        runtimeStateProperties[key] = state
        return state
    }

    /// A call segqa.json declares: a localization function (`Loc("key")`, `L10n.tr("key")`),
    /// whose first argument is a key of its table, or a control of the team's own.
    func declaredCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame)
        -> Value?
    {
        if let table = localizationFunctions[name], let key = arguments.first {
            return keyed(
                key.value, table: .text(.literal(table, at: place)), fallback: nil, at: place, expression, frame)
        }
        for recogniser in recognisers.evaluating(name)
        where recogniser.isDeclared && recogniser.languages.contains(frame.file.language) {
            let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
            if let value = recogniser.evaluate(call, in: self) { return value }
        }
        return nil
    }

    /// `super.init(with: form)`, `[super initWithFrame:frame]`: the project's declaration in a
    /// superclass of the type whose code this is (not the object's own override, which is running).
    func superclassFunction(_ name: String, _ labels: [String?], _ frame: Frame) -> FunctionDecl? {
        guard let owner = frame.owner else { return nil }
        let ancestors = index.lineage(owner.qualifiedName, near: owner.file).filter { $0.name != owner.name }
        let candidates =
            name == "init"
            ? ancestors.flatMap(\.initializers).filter { $0.name == "init" }
            : ancestors.flatMap(\.functions).filter { $0.name == name }
        return index.best(candidates, labels: labels)
    }

    /// A list after a mutating call (`add`, `append`, `addAll`, `insert`, `clear`), or nil for
    /// a call that does not change it.
    func mutatedList(_ name: String, _ items: [Value], _ arguments: [Evaluated]) -> [Value]? {
        switch (name, arguments.count) {
        case ("add", 1), ("append", 1), ("addObject:", 1), ("push", 1):
            if arguments[0].label == "contentsOf" { return items + (arguments[0].value.asList ?? []) }
            return items + [arguments[0].value]
        case ("addAll", 1), ("addObjectsFromArray:", 1):
            return arguments[0].value.asList.map { items + $0 }
        case ("add", 2), ("insert", 2), ("insertObject:atIndex:", 2):
            // Java's add(index, item); Swift's insert(item, at: index); Objective-C's insertObject:atIndex:.
            let javaOrder = name == "add"
            guard let at = arguments[javaOrder ? 0 : 1].value.asIndex else { return nil }
            var copy = items
            copy.insert(arguments[javaOrder ? 1 : 0].value, at: min(max(at, 0), copy.count))
            return copy
        case ("clear", 0), ("removeAll", 0), ("removeAllObjects", 0):
            return []
        default:
            return nil
        }
    }

    /// A project method of an object, a type or an enum case.
    func method(_ name: String, of receiver: Value, labels: [String?]?) -> FunctionDecl? {
        switch receiver {
        case .instance(let instance):
            return index.function(name, in: instance.typeName, labels: labels, near: instance.type?.file)
                ?? instance.type?.functions.first { $0.name == name }
        case .enumCase(let type, _):
            return index.function(name, in: type.qualifiedName, labels: labels, near: type.file)
        case .type(let ref):
            guard let type = ref.decl else { return nil }
            return index.function(name, in: type.qualifiedName, labels: labels, near: type.file)
        case .control(let control):
            guard let type = control.subclass else { return nil }
            return index.function(name, in: type.qualifiedName, labels: labels, near: type.file)
        default:
            return nil
        }
    }

    func callMethod(
        _ name: String, on base: Value, _ arguments: [Evaluated], labels: [String?], at place: CodePlace,
        _ expression: Expr, _ frame: Frame
    ) -> Value {
        if let function = method(name, of: base, labels: labels) {
            return invoke(function, receiver: base, arguments: arguments, at: place)
        }
        if case .type(let ref) = base, let type = ref.decl {
            // A nested type's initializer: Outer.Inner(…), an enum's constructor-style case.
            if let nested = index.declarations(of: "\(type.qualifiedName).\(name)").first {
                return construct(nested, arguments: arguments, at: place)
            }
            if name == "init" { return construct(type, arguments: arguments, at: place) }
        }
        // The project's own extension of the value's framework type wins over the framework's
        // methods: `extension UISegmentedControl { func replaceSegments(…) }`, Kotlin's
        // `fun TabLayout.addTabsWithText(…)` on a layout's view.
        if let function = extensionFunction(name, on: base, exactly: true) {
            return invoke(function, receiver: base, arguments: arguments, at: place)
        }
        if let value = builtinMethod(name, on: base, arguments, at: place, expression, frame) { return value }
        // `options.map { … }` over data segqa cannot know is unknown too: not a project extension
        // of the name on some other type (bitwarden's `DataState.map`, taken for its segment list).
        if case .unknown(var unknown) = base, Self.elementIterations.contains(name) {
            unknown.expression = text(expression, frame)
            return .unknown(unknown)
        }
        // A project extension function whose receiver type segqa cannot tell: `"key".localized()`, `context.tr(…)`.
        if let function = extensionFunction(name, on: base, exactly: false) {
            return invoke(function, receiver: base, arguments: arguments, at: place)
        }
        if case .unknown(var unknown) = base {
            unknown.expression = text(expression, frame)
            return .unknown(unknown)
        }
        return .unknown("it calls '\(name)', which segqa cannot evaluate", text(expression, frame), at: place)
    }

    /// A call of the project's own function as a recogniser sees it (`DifficultyItem(selected = …)`),
    /// or nil to run the function.
    func inspectedProjectCall(
        _ function: FunctionDecl, _ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        guard !recognisers.projectCallInspectors.isEmpty else { return nil }
        let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
        for recogniser in recognisers.projectCallInspectors where recogniser.languages.contains(frame.file.language) {
            if let value = recogniser.projectCall(call, function, in: self) { return value }
        }
        return nil
    }

    /// Iterations of a list's elements, by whatever name the languages give them.
    static let elementIterations: Set<String> = entryIterations.union(composeFastFunctions.keys).union([
        "compactMap"
    ])

    /// A Kotlin extension function `name` called without a receiver inside an object of an
    /// extended type, which the arguments fit.
    func implicitExtension(_ name: String, of receiver: Value?, _ labels: [String?], exactly: Bool, _ frame: Frame)
        -> FunctionDecl?
    {
        // Inside a framework scope (a Compose row's content: `SingleChoiceSegmentedButtonRowScope`)
        // the receiver's type is not known: any extension of the name the arguments fit.
        guard frame.file.language == .kotlin, let names = receiver.flatMap(lineageNames) ?? (exactly ? nil : [])
        else { return nil }
        return index.extensionMember(name, onTypes: names, exactly: exactly)?.functions.first {
            $0.name == name && SymbolIndex.acceptsByName($0, labels)
        }
    }

    /// The names an object's type goes by: its own, its project supertypes' and what they
    /// inherit from (framework types among them: `Screen`, `Fragment`).
    func lineageNames(of receiver: Value) -> [String]? {
        let typeName: String
        let file: CodeFile?
        switch receiver {
        case .instance(let instance): (typeName, file) = (instance.typeName, instance.type?.file)
        case .type(let ref) where ref.decl?.kind == .object: (typeName, file) = (ref.name, ref.decl?.file)
        default: return nil
        }
        let lineage = index.lineage(typeName, near: file)
        return [typeName] + lineage.map(\.name) + lineage.flatMap(\.inherits)
    }

    func extensionFunction(_ name: String, on base: Value, exactly: Bool) -> FunctionDecl? {
        index.extensionMember(name, onTypes: base.frameworkTypeNames, exactly: exactly)?.functions
            .first { $0.name == name }
    }

    /// Calls a function value: a closure, a project function, a key path.
    func apply(_ value: Value, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame, expression: Expr? = nil)
        -> Value
    {
        guard case .function(let callable) = value else {
            if case .unknown = value { return value }
            return .unknown(
                "it calls a value that is not a function", expression.map { text($0, frame) } ?? "", at: place)
        }
        return apply(callable, arguments, at: place, frame)
    }

    func apply(_ callable: Callable, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value {
        switch callable {
        case .closure(let closure, let captured):
            guard callStack.count < Self.maximumCallDepth else {
                return .unknown("calls nested too deeply", "", at: place)
            }
            let scope = Frame(
                parent: captured, selfValue: captured.selfValue, file: captured.file, owner: captured.owner)
            if let perArgument = closure.argumentNames {
                // `index, (mode, label) ->`: each argument bound whole or taken apart.
                for (n, names) in perArgument.enumerated() {
                    let value =
                        n < arguments.count
                        ? arguments[n].value : .unknown("a parameter the caller does not give", names[0], at: place)
                    bind(names, to: value, in: scope)
                }
            } else if closure.parameters.isEmpty {
                for (n, argument) in arguments.enumerated() { scope.set("$\(n)", argument.value) }
                if let first = arguments.first { scope.set("it", first.value) }
            } else {
                for (n, name) in closure.parameters.enumerated() {
                    scope.set(
                        name,
                        n < arguments.count
                            ? arguments[n].value : .unknown("a parameter the caller does not give", name, at: place))
                }
                // Swift's `{ (index, item) in }` over enumerated pairs: one tuple argument.
                if closure.parameters.count > 1, arguments.count == 1, let parts = arguments[0].value.asList,
                    parts.count == closure.parameters.count
                {
                    for (n, name) in closure.parameters.enumerated() { scope.set(name, parts[n]) }
                }
            }
            scope.collector = frame.collector == nil ? nil : []
            callStack.append(ObjectIdentifier(captured))
            defer { callStack.removeLast() }
            let flow = execute(closure.body, scope)
            if let collected = scope.collector, !collected.isEmpty {
                return collected.count == 1 ? collected[0] : .list(collected)
            }
            return flow.value ?? .null
        case .function(let function, let receiver):
            return invoke(function, receiver: receiver, arguments: arguments, at: place)
        case .builtin(let name, let receiver):
            if name.hasPrefix("keyPath:"), let first = arguments.first {
                var value = first.value
                for step in name.dropFirst("keyPath:".count).split(separator: ".") {
                    value = member(
                        String(step), of: value, baseExpression: first.expression, at: place, first.expression, frame)
                }
                return value
            }
            _ = receiver
            return .unknown("a function segqa does not evaluate", name, at: place)
        }
    }

    /// A Kotlin or Java library function segqa has no code of, by what it is given (Trail-Sense's
    /// reactive fragments: `useView<TabLayout>(R.id.tabs)`, `useMemo { listOf(…) }`,
    /// `useEffect(tabs, pager) { TabLayoutMediator(…) }`): a layout's view alone is a lookup of
    /// that view; a block last is run, and its value is the call's.
    func libraryHelperCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value? {
        guard frame.file.language == .kotlin || frame.file.language == .java else { return nil }
        if arguments.count == 1, case .layoutView(let view) = arguments[0].value {
            return screenView(view, of: frame.selfValue)
        }
        if case .function(let callable)? = arguments.last?.value, case .closure(let closure, _) = callable,
            closure.parameters.isEmpty, closure.argumentNames == nil, !Self.isCallbackRegistration(name)
        {
            return apply(callable, [], at: place, frame)
        }
        return nil
    }

    /// A block a user's action or a later event runs (`setOnClickListener { }` in `apply`,
    /// `doOnLayout { }`, `addTextChangedListener { }`, `post { }`): not run where it is handed over.
    static func isCallbackRegistration(_ name: String) -> Bool {
        (name.hasPrefix("set") && name.hasSuffix("Listener")) || (name.hasPrefix("add") && name.hasSuffix("Listener"))
            || name.hasPrefix("doOn") || name.hasPrefix("post")
            || (name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true)
    }

    /// A view named by its id alone, in the layout of the screen the code runs in when that is
    /// known (`Fragment(R.layout.fragment_tabs)`, `setContentView(R.layout.x)`).
    func screenView(_ view: LayoutView, of screen: Value?) -> Value {
        guard view.layout == nil, case .instance(let instance)? = screen,
            let layout = instance.fields["$layout"]?.namespaceName, layout.hasPrefix("layout:")
        else { return .layoutView(view) }
        return .layoutView(
            layoutView(id: view.id, layout: String(layout.dropFirst("layout:".count)), place: view.place))
    }

    /// Runs a project function with its arguments: the heart of reading wrappers, helpers and
    /// enum titles. Calls nest at most `maximumCallDepth` deep, and never recurse.
    func invoke(_ function: FunctionDecl, receiver: Value?, arguments: [Evaluated], at place: CodePlace) -> Value {
        let identity = ObjectIdentifier(function)
        invokedFunctions.insert(identity)
        guard callStack.count < Self.maximumCallDepth, !callStack.contains(identity) else {
            return .unknown("'\(function.name)' calls itself, or calls nest too deeply", function.name, at: place)
        }
        // A wrapper already seen to look its text up as a key: the same for this key, without
        // running its body again (OsmAnd's `_OALocalizedString`, called thousands of times).
        if let n = keyWrappers[identity], n < arguments.count, let key = arguments[n].value.literalText,
            let table = tableOfKey(key)
        {
            return .text(.key(key, table: table, fallback: nil, at: arguments[n].value.place ?? place))
        }
        let once = arguments.isEmpty && function.isStatic && runsOnce(function)
        if once, let value = onceValues[identity] { return value }
        let frame = Frame(parent: nil, selfValue: receiver, file: function.file, owner: function.owner, trail: trail)
        bindParameters(function, arguments, into: frame, at: place)
        callStack.append(identity)
        callPath.append(place)
        invocations.append((identity, place))
        defer {
            callStack.removeLast()
            callPath.removeLast()
            invocations.removeLast()
        }
        guard let body = function.body else {
            return .unknown("'\(function.name)' has no body in the code read", function.name, at: place)
        }
        let value = run(body, in: function.file, frame) ?? .null
        if once {
            onceValues[identity] = value
            return value
        }
        noteKeyForwarder(function, arguments, value)
        if value.isUnknown, let keyed = lookupByKeyAndTable(function, frame, at: place) { return keyed }
        if let keyed = lookupOfLiteralKey(function, arguments, value, at: place) { return keyed }
        return typed(value, as: function.returnType, in: function.owner)
    }

    /// A localization wrapper whose lookup segqa cannot follow (OsmAnd's `_OALocalizedString`
    /// finds its key by splitting its text at spaces before it asks the bundle): a function whose
    /// body asks for a localized string, given a literal that is a key of the app's tables, and
    /// read as unknown or as that literal itself, shows the key's text.
    func lookupOfLiteralKey(_ function: FunctionDecl, _ arguments: [Evaluated], _ value: Value, at place: CodePlace)
        -> Value?
    {
        guard value.isUnknown || value.literalText != nil,
            arguments.contains(where: { $0.value.literalText != nil }), asksForLocalizedString(function)
        else { return nil }
        var found: (n: Int, key: String, table: String)?
        for (n, argument) in arguments.enumerated() {
            if let key = argument.value.literalText, let table = tableOfKey(key) {
                found = (n, key, table)
                break
            }
        }
        guard let (n, key, table) = found, value.isUnknown || value.literalText == key else { return nil }
        keyWrappers[ObjectIdentifier(function)] = n
        return .text(.key(key, table: table, fallback: nil, at: arguments[n].value.place ?? place))
    }

    /// An Objective-C macro or function that only hands its literal argument to a key wrapper
    /// (`#define OALocalizedString(defaultValue, ...) _OALocalizedString(false, nil, defaultValue, …)`,
    /// `localizedString(x) { return _OALocalizedString(false, nil, x); }`) is one too: OsmAnd
    /// writes them 2,600 times, and each call made a frame for one expression.
    func noteKeyForwarder(_ function: FunctionDecl, _ arguments: [Evaluated], _ value: Value) {
        guard function.owner == nil, function.file.language == .objectiveC, isForwarder(function),
            keyWrappers[ObjectIdentifier(function)] == nil, case .text(let text) = value, text.alternatives.isEmpty,
            text.pieces.count == 1, case .key(let table, let key, nil) = text.pieces[0].kind,
            let n = arguments.firstIndex(where: { $0.value.literalText == key }), tableOfKey(key) == table
        else { return }
        keyWrappers[ObjectIdentifier(function)] = n
    }

    /// A macro's body, or a function body of one `return …;`.
    private func isForwarder(_ function: FunctionDecl) -> Bool {
        switch function.body {
        case .expression?: return true
        case .block(let open)?:
            let file = function.file
            let close = file.closing(open)
            guard open + 1 < close, file.tokens[open + 1].is("return") else { return false }
            return !(open + 1..<close).contains { file.tokens[$0].is(";") && $0 != close - 1 }
        case nil: return false
        }
    }

    /// Whether a function's body runs `dispatch_once` (an Objective-C singleton's accessor).
    func runsOnce(_ function: FunctionDecl) -> Bool {
        function.file.language == .objectiveC
            && Self.body(of: function, mentions: ["dispatch_once"], cache: &onceAccessors)
    }

    /// Whether a function's body asks the platform for a localized string.
    func asksForLocalizedString(_ function: FunctionDecl) -> Bool {
        Self.body(of: function, mentions: Self.localizedStringLookups, cache: &localizingFunctions)
    }

    /// Whether a function's block body names one of `names`, remembered in `cache` by function.
    static func body(of function: FunctionDecl, mentions names: Set<String>, cache: inout [ObjectIdentifier: Bool])
        -> Bool
    {
        let identity = ObjectIdentifier(function)
        if let known = cache[identity] { return known }
        var found = false
        if case .block(let open)? = function.body {
            found = function.file.mentions(names, in: open..<(function.file.closing(open) + 1))
        }
        cache[identity] = found
        return found
    }

    static let localizedStringLookups: Set<String> = [
        "localizedStringForKey", "NSLocalizedString", "NSLocalizedStringFromTable",
        "NSLocalizedStringFromTableInBundle",
    ]

    /// A localization lookup whose body segqa cannot follow (SwiftGen's `tr(_ table:, _ key:, …)`
    /// asking an injected environment, a manager behind a dependency container): a function with
    /// parameters named `key` and `table`, given them as known text, looks the key up in the table.
    func lookupByKeyAndTable(_ function: FunctionDecl, _ frame: Frame, at place: CodePlace) -> Value? {
        let names = Set(function.parameters.map(\.name))
        guard names.contains("key"), names.contains("table"), let key = frame.lookup("key"),
            let keyText = key.literalText, let table = frame.lookup("table")?.literalText
        else { return nil }
        return .text(.key(keyText, table: table, fallback: nil, at: key.place ?? place))
    }

    /// Arguments to parameters: Swift by label, Kotlin by name or position (a trailing lambda
    /// last), Java and Objective-C by position. A parameter left without an argument takes its
    /// default, or is unknown — named, so a caller found later can give it.
    func bindParameters(_ function: FunctionDecl, _ arguments: [Evaluated], into frame: Frame, at place: CodePlace) {
        var remaining = arguments
        // An Objective-C message to a Swift method labels its arguments by selector parts
        // (`configureWithTitles:`, `at:`): they are the parameters in order.
        if place.file.language == .objectiveC, function.file.language == .swift {
            for n in remaining.indices where n < function.parameters.count {
                remaining[n].label = function.parameters[n].label
            }
        }
        let byName = function.file.language == .kotlin
        // Kotlin gives a trailing lambda to the last parameter, whatever defaults stand before it:
        // `AdaptiveSheet(onDismissRequest = d) { … }` is `content`, not `modifier`.
        var trailingLambda: Value?
        if byName, let last = arguments.last, last.label == nil, case .closure = last.expression.kind,
            let final = function.parameters.last, !final.isVariadic,
            !arguments.contains(where: { $0.label == final.name })
        {
            trailingLambda = remaining.removeLast().value
        }
        for (n, parameter) in function.parameters.enumerated() {
            var value: Value?
            if n == function.parameters.count - 1, let trailingLambda {
                frame.set(parameter.name, typed(trailingLambda, as: parameter.type))
                continue
            }
            if parameter.isVariadic {
                // The remaining positional arguments, as a list (Kotlin's spread `*array` gives one list).
                let rest = remaining.filter { $0.label == nil || $0.label == parameter.label }
                remaining.removeAll { $0.label == nil || $0.label == parameter.label }
                value = rest.count == 1 && rest[0].expression.isSpread ? rest[0].value : .list(rest.map(\.value))
                frame.set(parameter.name, value)
                continue
            }
            if byName, let named = remaining.firstIndex(where: { $0.label == parameter.name }) {
                value = remaining.remove(at: named).value
            } else if function.file.language == .swift {
                if let match = remaining.firstIndex(where: { $0.label == parameter.label }) {
                    value = remaining.remove(at: match).value
                } else if n == function.parameters.count - 1,
                    let trailing = remaining.firstIndex(where: { $0.label == nil })
                {
                    value = remaining.remove(at: trailing).value
                }
            } else if let next = remaining.firstIndex(where: { $0.label == nil || !byName }) {
                value = remaining.remove(at: next).value
            }
            if value == nil, let defaultValue = parameter.defaultValue {
                value = evaluate(function.file.expression(defaultValue), frame)
            }
            if value == nil, let tableRow, Self.takesIndexPath(parameter) { value = tableRow }
            guard let value else {
                // Not given (a method Android calls: Auxio's `onBindingCreated(binding:
                // DialogMusicLocationsBinding, …)`): its type may still say what it is.
                let unknown = Value.unknown(
                    "the parameter '\(parameter.name)' of '\(function.signature)'", parameter.name,
                    at: CodePlace(file: function.file, offset: function.offset), origin: .parameter(function))
                frame.set(parameter.name, typed(unknown, as: parameter.type, in: function.owner))
                continue
            }
            frame.set(parameter.name, typed(value, as: parameter.type))
        }
    }

    // MARK: - Objects

    /// `Name(…)`: an object of a project type, its initializer run.
    /// A Java or Kotlin class nested in the type whose code makes it (`new SectionsPagerAdapter(…)`
    /// in an activity) keeps that object as its `enclosing` one.
    func construct(_ type: TypeDecl, arguments: [Evaluated], at place: CodePlace, in frame: Frame? = nil) -> Value {
        let primary = index.primary(type.qualifiedName, near: type.file) ?? type
        instantiated.insert(primary.name)
        if primary.kind == .enumType {
            // Row(rawValue: indexPath.row): a case chosen at run time.
            return .unknown("a case of \(primary.name) chosen at run time", primary.name, at: place)
        }
        let instance = makeInstance(type: primary, typeName: primary.qualifiedName, madeAt: place)
        if let frame, frame.file.language == .java || frame.file.language == .kotlin, let outer = primary.outer,
            case .instance(let maker)? = frame.selfValue,
            maker.typeName == outer.qualifiedName
                || index.lineage(maker.typeName, near: maker.type?.file).contains(where: {
                    $0.qualifiedName == outer.qualifiedName
                })
        {
            instance.enclosing = maker
        }
        initialize(instance, type: primary, arguments: arguments, at: place)
        runHeldContent(arguments, at: place)
        if isHost(primary) { madeHosts.append(instance) }
        return .instance(instance)
    }

    /// A Kotlin object that keeps a composable lambda for a renderer to call later (mihon's
    /// `CustomPreference(title = …) { MultiChoiceSegmentedButtonRow { … } }` in a settings list):
    /// a lambda given to its constructor that names a control runs here, so the control it makes
    /// is found whether or not segqa follows the renderer.
    func runHeldContent(_ arguments: [Evaluated], at place: CodePlace) {
        guard place.file.language == .kotlin else { return }
        let triggers = recognisers.triggers(in: .kotlin)
        for argument in arguments {
            guard case .function(let callable) = argument.value, case .closure(let closure, let captured) = callable,
                let first = closure.body.statements.first, let last = closure.body.statements.last
            else { continue }
            // The lambda's statements, as tokens.
            let file = captured.file
            let start = file.tokenIndex(atByte: first.range.lowerBound)
            guard file.mentions(triggers, in: start..<max(start, file.tokenIndex(atByte: last.range.upperBound)))
            else { continue }
            let frame = Frame(parent: nil, selfValue: nil, file: place.file, owner: nil, trail: trail)
            _ = apply(callable, [], at: place, frame)
        }
    }

    /// A Kotlin primary constructor's parameters, bound from the arguments: each is the object's
    /// `$init:` slot and, for a `val`/`var`, its property (a subclass's own are not replaced by its
    /// superclass's). Then the class's header call of its superclass's constructor (`: DetailsTab(
    /// R.string.reactions)`), its arguments evaluated with the class's parameters, binds the
    /// superclass's (wire-android's tab items: the title a superclass property makes from them),
    /// to a depth of eight.
    func bindPrimaryConstructor(
        of type: TypeDecl, to instance: Instance, arguments: [Evaluated], at place: CodePlace, depth: Int = 0
    ) {
        guard depth < 8, let parameters = type.primaryConstructor else { return }
        let scope = Frame(parent: nil, selfValue: .instance(instance), file: type.file, owner: type, trail: trail)
        let constructor = FunctionDecl(name: type.name, parameters: parameters, file: type.file, offset: type.offset)
        bindParameters(constructor, arguments, into: scope, at: place)
        for parameter in parameters where instance.slot("$init:" + parameter.name) == nil {
            let value = scope.locals[parameter.name] ?? .null
            instance.set("$init:" + parameter.name, value)
            if parameter.isProperty { instance.set(parameter.name, value) }
        }
        guard let call = type.superclassCall,
            let superclass = index.declarations(of: call.name, near: type.file).first(where: {
                $0.primaryConstructor != nil
            }), superclass !== type
        else { return }
        var parser = Parser(file: type.file)
        let superArguments = parser.arguments(call.open).map { argument in
            Evaluated(label: argument.label, value: evaluate(argument.value, scope), expression: argument.value)
        }
        bindPrimaryConstructor(of: superclass, to: instance, arguments: superArguments, at: place, depth: depth + 1)
    }

    /// Runs a new object's initialization as its language does: Kotlin binds the primary
    /// constructor's parameters and runs its `init { }` blocks; Java runs instance initializer
    /// blocks, then the constructor; Swift runs the `init` whose labels match, or assigns stored
    /// properties from a memberwise call.
    func initialize(_ instance: Instance, type: TypeDecl, arguments: [Evaluated], at place: CodePlace) {
        let initializers = index.declarations(of: type.qualifiedName, near: type.file).flatMap(\.initializers)
        let labels = arguments.map(\.label)
        switch type.file.language {
        case .kotlin:
            let blocks = initializers.filter { $0.name == "init" && $0.parameters.isEmpty }
            if type.primaryConstructor != nil {
                bindPrimaryConstructor(of: type, to: instance, arguments: arguments, at: place)
            } else if let secondary = index.best(initializers.filter { !$0.parameters.isEmpty }, labels: labels) {
                _ = invoke(secondary, receiver: .instance(instance), arguments: arguments, at: place)
            }
            for block in blocks { _ = invoke(block, receiver: .instance(instance), arguments: [], at: place) }
        case .java:
            for block in initializers where block.name == "<init>" {
                _ = invoke(block, receiver: .instance(instance), arguments: [], at: place)
            }
            let constructors = initializers.filter { $0.name != "<init>" }
            if let constructor = constructors.first(where: { $0.parameters.count == arguments.count })
                ?? constructors.first
            {
                _ = invoke(constructor, receiver: .instance(instance), arguments: arguments, at: place)
            }
        default:
            // A Swift or Objective-C subclass that declares no initializer inherits its superclass's
            // (`SummaryFormTableViewController(with: form, …)` runs `FormTableViewController`'s).
            var initializers = initializers
            if initializers.isEmpty, !arguments.isEmpty {
                initializers =
                    index.lineage(type.qualifiedName, near: type.file).lazy
                    .filter { $0.name != type.name }.map(\.initializers).first { !$0.isEmpty } ?? []
            }
            let candidates = initializers.filter { $0.parameters.count >= arguments.count }
            if let initializer = index.best(candidates, labels: labels),
                !(arguments.isEmpty && !initializer.parameters.isEmpty
                    && initializers.contains { $0.parameters.isEmpty })
            {
                inferGenericTypes(
                    of: instance, type: type, from: initializer.parameters.map { ($0.label ?? $0.name, $0.type) },
                    arguments)
                _ = invoke(initializer, receiver: .instance(instance), arguments: arguments, at: place)
                return
            }
            inferGenericTypes(
                of: instance, type: type,
                from: type.properties.filter { !$0.isStatic && $0.getter == nil }.map { ($0.name, $0.type) },
                arguments)
            guard !arguments.isEmpty else { return }
            // Swift's memberwise initializer: stored properties in order, by label.
            var remaining = arguments
            for property in type.properties where !property.isStatic && property.getter == nil {
                if let match = remaining.firstIndex(where: { $0.label == property.name }) {
                    instance.set(
                        property.name, typed(remaining.remove(at: match).value, as: property.type, in: property.owner))
                } else if property.initializer == nil, let trailing = remaining.firstIndex(where: { $0.label == nil }) {
                    instance.set(
                        property.name,
                        typed(remaining.remove(at: trailing).value, as: property.type, in: property.owner))
                }
            }
        }
    }
}

extension Interpreter {
    /// `EnumPicker(selection: $language)` where `selection: Binding<Option>`: `Option` is the type
    /// of what is given (an enum case's type, an object's class, `T.self`), so `Option.allCases`
    /// in its body can be listed.
    func inferGenericTypes(
        of instance: Instance, type: TypeDecl, from parameters: [(label: String, type: String?)],
        _ arguments: [Evaluated]
    ) {
        guard !type.genericParameters.isEmpty else { return }
        for argument in arguments {
            guard
                let parameter = parameters.first(where: { $0.label == argument.label })
                    ?? (argument.label == nil ? parameters.first : nil),
                let written = parameter.type
            else { continue }
            let declared = String(written.filter { $0 != " " })
            for name in type.genericParameters where instance.genericTypes[name] == nil {
                let shapes = [name, "Binding<\(name)>", "[\(name)]", "\(name).Type", "\(name)?", "Set<\(name)>"]
                guard shapes.contains(declared) else { continue }
                var value = argument.value
                if case .list(let items) = value, let first = items.first { value = first }
                switch value {
                case .enumCase(let t, _): instance.genericTypes[name] = t
                case .instance(let object): instance.genericTypes[name] = object.type
                case .type(let ref): instance.genericTypes[name] = ref.decl
                default: break
                }
            }
        }
    }
}

extension Value {
    /// The framework types a value has, for extension lookups: `String` for text, any view
    /// class for a layout's view (its class is the layout's business).
    var frameworkTypeNames: [String] {
        switch self {
        case .text: return ["String"]
        case .number: return ["Int"]
        case .list: return ["Array"]
        case .control(let control): return control.recogniser.controlTypes.sorted()
        case .view: return ["View"]
        case .layoutView: return Interpreter.androidViewTypes.sorted() + ["View", "ViewGroup"]
        default: return []
        }
    }
}
