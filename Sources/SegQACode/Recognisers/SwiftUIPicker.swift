import SegQAModel

/// SwiftUI's `Picker`: a segmented control where a `.pickerStyle(.segmented)` applies to it — its
/// own, or an enclosing view's (the style is passed down the view tree, as SwiftUI's
/// environment passes it). Views are values (`Text`, `Label`, `Image`, `ForEach`, containers),
/// modifiers make new views; the picker's segments are the views its content builds.
struct SwiftUIPickerRecogniser: ControlRecogniser {
    let name = "SwiftUI Picker"
    let languages: Set<SourceLanguage> = [.swift]
    let triggers: Set<String> = ["Picker", "pickerStyle", "SegmentedPickerStyle"]
    /// `Picker`, and the styles written as types (`SegmentedPickerStyle()` is `.segmented`).
    let calls: Set<String> = [
        "Picker", "SegmentedPickerStyle", "MenuPickerStyle", "WheelPickerStyle", "InlinePickerStyle",
        "PalettePickerStyle", "NavigationLinkPickerStyle", "RadioGroupPickerStyle", "DefaultPickerStyle",
        "AutomaticPickerStyle",
    ]

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        guard call.name != "Picker" else {
            return .view(interpreter.picker(call.arguments, at: call.place, call.expression, call.frame))
        }
        let style = call.name.dropLast("PickerStyle".count)
        return .namespace("." + style.prefix(1).lowercased() + style.dropFirst())
    }

    let examples = [
        RecogniserExample(
            "a Picker of Text views, styled segmented",
            files: [
                (
                    "SortView.swift",
                    """
                    struct SortView: View {
                        @State private var order = 0
                        var body: some View {
                            Picker("Order", selection: $order) {
                                ForEach(Array(⟦["Newest", NSLocalizedString("sort.oldest", comment: "")]⟧.enumerated()), id: \\.offset) { item in
                                    Text(item.element).tag(item.offset)
                                }
                            }
                            .pickerStyle(.segmented)
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""sort.oldest" = "Oldest";"#),
            ], titles: ["Newest", "Oldest"], style: "swiftui")
    ]
}

extension Interpreter {
    /// SwiftUI views that take no content closure, so a call of one is a view all the same.
    static let swiftUIViews: Set<String> = [
        "Spacer", "Divider", "EmptyView", "Color", "ProgressView", "Toggle", "Button", "Slider", "Stepper", "TextField",
        "SecureField", "DatePicker", "ColorPicker", "Link", "ShareLink", "AsyncImage", "Rectangle", "Circle",
        "Capsule", "RoundedRectangle",
    ]

    /// SwiftUI's views as values: `Text`, `Label`, `Image`, `ForEach`, and containers.
    func swiftUIViewCall(
        _ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame,
        qualified: Bool = false
    )
        -> Value?
    {
        guard frame.file.language == .swift else { return nil }
        switch name {
        case "Text":
            let node = ViewNode(name: "Text", place: place)
            node.text = textViewTitle(arguments, at: place, expression, frame)
            return .view(node)
        case "Label":
            let node = ViewNode(name: "Label", place: place)
            if let title = arguments.first(where: { $0.label == nil }), !isClosure(title.value) {
                node.text = titleKey(title)
            } else if let titleBuilder = arguments.first(where: { $0.label == "title" || $0.label == nil }),
                case .function(let callable) = titleBuilder.value
            {
                node.text = firstText(in: buildChildren(callable, at: place, frame))
            }
            node.image = (argument(arguments, "systemImage") ?? argument(arguments, "image"))?.literalText
            return .view(node)
        case "Image":
            let node = ViewNode(name: "Image", place: place)
            node.image =
                (argument(arguments, "systemName") ?? argument(arguments, nil, position: 0))?.literalText ?? "image"
            return .view(node)
        case "ForEach":
            return forEach(arguments, at: place, expression, frame)
        case "AnyView" where arguments.count == 1 && (qualified || !projectTypeIsMeant(name, frame)):
            // A type-erased view is the view it wraps (mlem's `AnyView(HStack { Text(label(tab)) … })`).
            return arguments[0].value
        default:
            guard name.first?.isUppercase == true, qualified || !projectTypeIsMeant(name, frame),
                Self.swiftUIViews.contains(name) || arguments.contains(where: { isClosure($0.value) })
            else { return nil }
            // A SwiftUI container (VStack, Form, Section, NavigationStack …): its content is views.
            let node = ViewNode(name: name, place: place)
            for argument in arguments {
                if case .function(let callable) = argument.value {
                    node.children += buildChildren(callable, at: place, frame)
                } else if case .view = argument.value {
                    node.children.append(argument.value)
                }
            }
            if name == "ViewThatFits", node.children.count > 1 {
                // The first layout that fits is shown: the later ones are the same content laid
                // out narrower (mlem's post-size picker, one row of four or two rows of two), not
                // controls of their own.
                let fallbacks = Set(node.children.dropFirst().flatMap { controlsMade(in: $0, depth: 0) })
                controls.removeAll { fallbacks.contains(ObjectIdentifier($0)) }
                node.children = Array(node.children.prefix(1))
            }
            node.scrollsHorizontally =
                name == "ScrollView"
                && arguments.first.map { $0.label == nil && text($0.expression, frame).contains("horizontal") } == true
            // A control its children make together (a row of single-choice buttons).
            for recogniser in recognisers.all where recogniser.languages.contains(.swift) {
                recogniser.container(node, frame, in: self)
            }
            return .view(node)
        }
    }

    /// The controls a view's own tree made (not its project views' bodies, which are not built yet).
    func controlsMade(in value: Value, depth: Int) -> [ObjectIdentifier] {
        guard depth < 32, case .view(let node) = value else { return [] }
        return node.control.map { [ObjectIdentifier($0)] }
            ?? node.children.flatMap { controlsMade(in: $0, depth: depth + 1) }
    }

    func isClosure(_ value: Value) -> Bool { if case .function = value { return true } else { return false } }

    /// SwiftUI's rule: a literal written in the call (`Text("Day")`) is a `LocalizedStringKey`; a
    /// `String` (a variable, a property, a parameter: anything else) is shown as it is, even when
    /// it holds a literal written elsewhere (habitica's `LabeledFormValue(label: "STR")`, whose
    /// `label: String` reaches `Text(option.label)`). A text declared `LocalizedStringKey` on the
    /// way is a key already.
    func titleKey(_ argument: Evaluated) -> Value {
        guard case .text(let text) = argument.value else { return argument.value }
        return .text(Self.isWrittenLiteral(argument.expression) ? text.asLocalizedKey : text.typed)
    }

    /// A string literal as written, or a choice between such literals (`on ? "On" : "Off"`).
    static func isWrittenLiteral(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .string: return true
        case .ternary(_, let a, let b): return isWrittenLiteral(a) && isWrittenLiteral(b)
        default: return false
        }
    }

    /// `Text("key")`, `Text(verbatim:)`, `Text("key", tableName:)`, `Text(string)`.
    func textViewTitle(_ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        if let verbatim = argument(arguments, "verbatim") {
            if case .text(let text) = verbatim { return .text(text.typed) }
            return verbatim
        }
        guard let first = arguments.first(where: { $0.label == nil }) else {
            return .unknown("a Text segqa cannot read", text(expression, frame), at: place)
        }
        if let table = argument(arguments, "tableName")?.literalText, let key = first.value.literalText {
            return .text(.key(key, table: table, fallback: nil, at: first.value.place ?? place))
        }
        return titleKey(first)
    }

    /// Runs a view builder closure and gives the views it makes.
    func buildChildren(_ callable: Callable, arguments: [Value] = [], at place: CodePlace, _ frame: Frame) -> [Value] {
        guard case .closure(let closure, let captured) = callable else {
            let value = apply(callable, [], at: place, frame)
            return value.asList ?? [value]
        }
        let scope = Frame(parent: captured, selfValue: captured.selfValue, file: captured.file, owner: captured.owner)
        for (n, value) in arguments.enumerated() {
            if n < closure.parameters.count { scope.set(closure.parameters[n], value) }
            scope.set("$\(n)", value)
            if n == 0 { scope.set("it", value) }
        }
        if closure.parameters.count > 1, arguments.count == 1, let parts = arguments[0].asList,
            parts.count == closure.parameters.count
        {
            for (n, name) in closure.parameters.enumerated() { scope.set(name, parts[n]) }
        }
        let (views, flow) = collectedViews(closure.body, scope)
        if views.isEmpty, let value = flow.value { return flattenViews(value) }
        return views
    }

    /// Runs a view builder's statements, collecting every view an expression statement makes.
    func collectedViews(_ block: Block, _ frame: Frame) -> (views: [Value], flow: Flow) {
        frame.collector = []
        let flow = execute(block, frame)
        return ((frame.collector ?? []).flatMap(flattenViews), flow)
    }

    func flattenViews(_ value: Value) -> [Value] {
        switch value {
        case .list(let items): return items.flatMap(flattenViews)
        case .view: return [value]
        case .instance(let instance) where isView(instance): return [.view(viewNode(for: instance))]
        case .unknown: return [value]
        default: return []
        }
    }

    /// A view's body as a walk depends on: its type, the style in force and what it was given.
    func bodyKey(_ instance: Instance, segmented: Bool) -> String {
        var key = "\(instance.typeName)|\(segmented)"
        for name in instance.fields.keys.sorted() where !name.hasPrefix("$body") {
            key += "|\(name)="
            signature(instance.fields[name]!, into: &key, depth: 0)
        }
        return key
    }

    /// What a value holds, as far as the titles it can give go: texts and keys, numbers, lists and
    /// objects' fields a few levels deep (bounded: a key costs at most a few thousand characters).
    func signature(_ value: Value, into key: inout String, depth: Int) {
        guard depth < 3, key.utf8.count < 4_000 else {
            key += "…"
            return
        }
        switch value {
        case .list(let items):
            key += "["
            for item in items.prefix(50) {
                signature(item, into: &key, depth: depth + 1)
                key += ","
            }
            key += "]"
        case .dictionary(let pairs):
            key += "{"
            for pair in pairs.prefix(50) {
                signature(pair.key, into: &key, depth: depth + 1)
                key += ":"
                signature(pair.value, into: &key, depth: depth + 1)
                key += ","
            }
            key += "}"
        case .instance(let object):
            key += "\(object.typeName)("
            for name in object.fields.keys.sorted() where !name.hasPrefix("$") {
                key += "\(name):"
                signature(object.fields[name]!, into: &key, depth: depth + 1)
                key += ","
            }
            key += ")"
        case .control(let control):
            key += "control#\(control.serial)"
        case .function(.closure(let closure, let captured)):
            // Content its maker wrote (`FancyScrollView { BubblePicker(…) }`): which closure, as
            // each screen writes its own; two screens' closures are never one walk.
            key += "closure@\(captured.file.path):\(closure.body.statements.first?.range.lowerBound ?? -1)"
        default:
            key += describe(value)
        }
    }

    /// Whether a view's type names a control API or a type that does (`relevantTypes`, nil: all do),
    /// or the view holds content its maker wrote that does (a project container's
    /// `@ViewBuilder content: () -> Content`: mlem's `FancyScrollView { BubblePicker(…) }`).
    func leadsToControls(_ instance: Instance) -> Bool {
        guard let relevantTypes, let type = instance.type else { return true }
        // A type a recogniser marks (a row of tapped items) holds a control whoever names it.
        func leads(_ type: TypeDecl) -> Bool {
            relevantTypes.contains(type.name) || markedTypes.contains(ObjectIdentifier(type))
                || itemRowTypes.contains(ObjectIdentifier(type))
        }
        if leads(type) { return true }
        for case .function(.closure(let closure, let captured)) in instance.fields.values {
            guard let first = closure.body.statements.first, let last = closure.body.statements.last else { continue }
            // Written in a view that leads to a control, content can reach its members (mlem's
            // `Section { … } header: { sectionHeader }`, a property holding the picker).
            if let owner = captured.owner, leads(owner) { return true }
            let file = captured.file
            let tokens =
                file.tokenIndex(atByte: first.range.lowerBound)..<file.tokenIndex(atByte: last.range.upperBound)
            if file.mentions(relevantTypes, in: tokens)
                || file.mentions(recognisers.triggers(in: file.language), in: tokens)
            {
                return true
            }
        }
        return false
    }

    /// Whether a view name in SwiftUI code is the project's type of that name. Not when the code
    /// builds views and the project's type is no view: brave's wallet writes SwiftUI's
    /// `Section { } header: { Picker … }` in a `Form`, and a table library it ships (another
    /// module, not imported there) declares a model `struct Section`.
    func projectTypeIsMeant(_ name: String, _ frame: Frame) -> Bool {
        guard let type = visibleType(name, frame) else { return false }
        guard frame.collector != nil, Self.swiftUIContainers.contains(name) else { return true }
        return index.lineage(type.qualifiedName, near: type.file).contains { $0.inherits.contains("View") }
    }

    /// SwiftUI's containers, whose names apps' other modules also use for models.
    static let swiftUIContainers: Set<String> = [
        "Section", "Form", "List", "Group", "GroupBox", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "NavigationView", "NavigationStack",
        "NavigationLink", "Menu", "DisclosureGroup", "TabView", "ViewThatFits",
    ]

    func isView(_ instance: Instance) -> Bool {
        index.lineage(instance.typeName, near: instance.type?.file).contains { $0.inherits.contains("View") }
    }

    func viewNode(for instance: Instance) -> ViewNode {
        let node = ViewNode(
            name: instance.typeName,
            place: instance.madeAt ?? CodePlace(file: instance.type!.file, offset: instance.type!.offset))
        node.instance = instance
        return node
    }

    /// The first title in some views (a `Label`'s title builder, a custom row).
    func firstText(in views: [Value]) -> Value? {
        for view in views {
            guard case .view(let node) = view else { continue }
            if let text = node.text { return text }
            if let text = firstText(in: node.children) { return text }
        }
        return nil
    }

    /// `Picker("Title", selection: $x) { content } label: { … }`: the control, its segments from the content.
    func picker(_ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame) -> ViewNode {
        let node = ViewNode(name: "Picker", place: place)
        let control = makeControl(
            .picker, by: SwiftUIPickerRecogniser(), at: place, style: "swiftui", owner: frame.selfValue)
        node.control = control
        let content = arguments.first { ($0.label == "content" || $0.label == nil) && isClosure($0.value) }
        guard let content, case .function(let callable) = content.value else {
            control.segmentsUnknown = Unknown(
                reason: "a Picker without content segqa can read", expression: text(expression, frame), place: place)
            return node
        }
        for view in buildChildren(callable, at: place, frame) {
            control.segments.append(segment(from: view, at: place))
        }
        return node
    }

    /// One view of a picker's content as a segment: `Text`/`Label` titles, `Image`s, a custom view's first title.
    func segment(from view: Value, at place: CodePlace) -> ControlObject.Segment {
        guard case .view(let node) = view else {
            var segment = ControlObject.Segment(place: place)
            segment.title = view.isUnknown ? view : .unknown("a view segqa cannot read as a segment", "", at: place)
            return segment
        }
        var segment = ControlObject.Segment(place: node.text?.place ?? node.place)
        if let text = node.text {
            segment.title = text
        } else if let image = node.image {
            segment.image = ImageValue(name: image, place: node.place)
        } else if let instance = node.instance, let title = firstText(in: flattenViews(body(of: instance))) {
            segment.title = title
        } else {
            segment.title = .unknown("a \(node.name) view segqa cannot read as a segment", node.name, at: node.place)
        }
        if let label = node.accessibilityLabel {
            segment.label = label
            segment.image?.accessibilityLabel = label
        }
        return segment
    }

    /// `ForEach(data, id:) { item in … }`: the views for each element; for data segqa cannot know,
    /// one view standing for all, whose title says so.
    func forEach(_ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame) -> Value {
        guard let data = arguments.first?.value,
            let content = arguments.last(where: { isClosure($0.value) }), case .function(let callable) = content.value
        else { return .unknown("a ForEach segqa cannot read", text(expression, frame), at: place) }
        guard let items = data.asList else {
            let reason: Unknown
            if case .unknown(var u) = data {
                u.reason = "the segments come from '\(u.expression)': \(u.reason)"
                reason = u
            } else {
                reason = Unknown(
                    reason: "the segments come from data that is not a list",
                    expression: text(arguments[0].expression, frame), place: place)
            }
            let node = ViewNode(name: "ForEach", place: place)
            node.text = .unknown(reason)
            // What one element would make, undone after: a single-choice button makes the row
            // around it a control whose segments come from the data (a project view given them).
            // Only where the content writes a button: most data a view does not know is a list.
            // The closure's own file: it may have been written where a caller passed it.
            // Or where it calls a method of its view that does (mlem's `bubbleButton(index:tab:)`):
            // a view the button-row recogniser marks (a row, and a button setting a compared state).
            guard case .closure(let closure, let captured) = callable, let first = closure.body.statements.first,
                let last = closure.body.statements.last
            else { return .view(node) }
            let inMarkedView = captured.owner.map { markedTypes.contains(ObjectIdentifier($0)) } ?? false
            guard
                inMarkedView
                    || SwiftUIButtonRowRecogniser.writesButton(
                        in: captured.file, bytes: first.range.lowerBound..<last.range.upperBound)
            else { return .view(node) }
            _ = tentatively(
                {
                    for view in buildChildren(callable, arguments: [.unknown(reason)], at: place, frame) {
                        if case .view(let made) = view, node.selects == nil {
                            node.selects =
                                SwiftUIButtonRowRecogniser.selectionButtons(in: made, self, throughViews: inMarkedView)
                                .first?.selects
                        }
                    }
                }, undo: { _ in true })
            return .view(node)
        }
        var views: [Value] = []
        for item in items.prefix(Self.maximumLoop) {
            let made = buildChildren(callable, arguments: [item], at: place, frame)
            views += oneOf(made, condition: text(arguments[0].expression, frame)) ?? made
        }
        return .list(views)
    }

    /// One element's views when they are the branches of a choice segqa cannot decide
    /// (`switch option { case .a: Text(…) case .b: Text(…) }` over an element it does not know):
    /// one view whose title is one of theirs, not a view per branch. Nil when they are not all
    /// plain titled views.
    func oneOf(_ views: [Value], condition: String) -> [Value]? {
        guard views.count > 1 else { return nil }
        var nodes: [ViewNode] = []
        var titles: [Value] = []
        for view in views {
            guard case .view(let node) = view, let text = node.text, case .text = text, node.children.isEmpty,
                node.control == nil, node.image == nil
            else { return nil }
            nodes.append(node)
            titles.append(text)
        }
        let merged = nodes[0].copy()
        merged.text = titles.dropFirst().reduce(titles[0]) { alternatives($0, $1, condition: condition) }
        return [.view(merged)]
    }

    /// `.pickerStyle(.segmented)`, `.accessibilityLabel(…)`, `.tag(…)`, `.frame(width:)`,
    /// `.padding(…)`: a new view with the modifier; content closures (`.toolbar { }`) add views.
    func viewModifier(
        _ name: String, _ node: ViewNode, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        for recogniser in recognisers.modifying(name) {
            let call = Call(name: name, arguments: arguments, place: place, expression: expression, frame: frame)
            if let value = recogniser.viewModifier(call, on: node, in: self) { return value }
        }
        let modified = node.copy()
        switch name {
        case "accessibilityLabel":
            if let label = arguments.first { modified.accessibilityLabel = titleKey(label) }
        case "accessibility":
            if let label = arguments.first(where: { $0.label == "label" }) {
                modified.accessibilityLabel = titleKey(label)
            }
        case "onTapGesture":
            // A view tapped to set a state (`selection = option.value`): one choice of a row.
            guard let action = arguments.last, case .function(.closure(let closure, let captured)) = action.value,
                let selection = SwiftUIButtonRowRecogniser.selection(closure.body, self, captured)
            else { return .view(node) }
            (modified.selects, modified.selectsValue) = selection
            return .view(modified)
        case "tag", "id", "onChange", "onAppear", "onReceive", "task", "animation", "disabled":
            return .view(node)
        default:
            for argument in arguments {
                if case .function(let callable) = argument.value, name != "onChange" {
                    modified.children += buildChildren(callable, at: place, frame)
                }
            }
        }
        modified.modifiers.append((name, arguments.map(\.value), place))
        return .view(modified)
    }

    /// A project view's body, evaluated once per object.
    func body(of instance: Instance) -> Value {
        if let cached = instance.fields["$body"] { return cached }
        instance.set("$body", .null)
        let value =
            memberIfPresent(
                "body", of: .instance(instance), at: CodePlace(file: instance.type?.file ?? index.files[0], offset: 0),
                Frame(
                    parent: nil, selfValue: nil, file: instance.type?.file ?? index.files[0], owner: nil, trail: trail))
            ?? .null
        instance.set("$body", value)
        return value
    }

    /// Walks a view tree with the picker style in force: a `Picker` under `.pickerStyle(.segmented)`
    /// (its own or an ancestor's, the nearest deciding) is a segmented control; horizontal
    /// padding on the way states its width.
    func walk(
        _ value: Value, segmented: Bool, padding: Double, paddingPlace: CodePlace? = nil, depth: Int = 0,
        seen: inout Set<Int>
    ) {
        guard depth < 64 else { return }
        switch value {
        case .list(let items):
            for item in items {
                walk(
                    item, segmented: segmented, padding: padding, paddingPlace: paddingPlace, depth: depth + 1,
                    seen: &seen)
            }
        case .instance(let instance) where isView(instance):
            walk(
                .view(viewNode(for: instance)), segmented: segmented, padding: padding, paddingPlace: paddingPlace,
                depth: depth + 1, seen: &seen)
        case .view(let node):
            var segmented = segmented
            var padding = padding
            var paddingPlace = paddingPlace
            var width: (Double, CodePlace)?
            for modifier in node.modifiers {
                switch modifier.name {
                case "pickerStyle":
                    if let style = modifier.arguments.first {
                        segmented =
                            style.namespaceName == "segmented"
                            || {
                                if case .type(let ref) = style { return ref.name == "SegmentedPickerStyle" }
                                if case .view(let n) = style { return n.name == "SegmentedPickerStyle" }
                                return false
                            }()
                    }
                case "padding":
                    let amount = horizontalPadding(modifier.arguments)
                    padding += amount
                    if amount > 0 { paddingPlace = modifier.place }
                case "frame":
                    if case .number(let w)? = modifier.arguments.first, w > 0 { width = (w, modifier.place) }
                default: break
                }
            }
            if let control = node.control, control.kind == .picker, segmented {
                control.isSegmented = true
                if let width {
                    control.statedWidth = (width.0, nil, width.1)
                } else if padding > 0, control.statedWidth == nil {
                    control.statedWidth = (nil, padding, paddingPlace ?? node.place)
                }
            }
            for child in node.children {
                walk(
                    child, segmented: segmented, padding: padding, paddingPlace: paddingPlace, depth: depth + 1,
                    seen: &seen)
            }
            // A view whose code names nothing that leads to a control is a leaf: its body is not run;
            // one already walked with the same fields and style (from another screen) is not again.
            if let instance = node.instance, leadsToControls(instance), seen.insert(instance.serial).inserted,
                walkedBodies.insert(bodyKey(instance, segmented: segmented)).inserted
            {
                walk(
                    body(of: instance), segmented: segmented, padding: padding, paddingPlace: paddingPlace,
                    depth: depth + 1, seen: &seen)
            }
        default:
            break
        }
    }

    /// `.padding()` is 16 a side; `.padding(.horizontal, 8)`, `.padding(12)`.
    func horizontalPadding(_ arguments: [Value]) -> Double {
        guard let first = arguments.first else { return 16 }
        if let n = first.asNumber { return n }
        if let edges = first.namespaceName, ["horizontal", "all", "leading", "trailing"].contains(edges) {
            return arguments.count > 1 ? arguments[1].asNumber ?? 16 : 16
        }
        return 0
    }
}
