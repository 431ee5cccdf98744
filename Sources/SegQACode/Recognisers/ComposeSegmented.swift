import SegQAModel

/// Jetpack Compose: `SingleChoiceSegmentedButtonRow`/`MultiChoiceSegmentedButtonRow` with
/// `SegmentedButton`s, and the tab rows (`TabRow`, `PrimaryTabRow`, `ScrollableTabRow` …) with
/// `Tab`s. Their content lambdas are view builders, so buttons made in `forEach`, in `when`
/// branches or by the app's own wrappers (`ButtonSegmentedSingleChoice(options, optionTitle = …)`)
/// are found by running them.
struct ComposeSegmentedRecogniser: ControlRecogniser {
    let name = "Compose segmented buttons and tab rows"
    let languages: Set<SourceLanguage> = [.kotlin]
    var triggers: Set<String> { calls }
    let calls = Interpreter.composeRows.union(Interpreter.composeButtons)

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        if Interpreter.composeRows.contains(call.name) { return interpreter.composeRow(call) }
        return interpreter.composeButton(call)
    }

    let examples = [
        RecogniserExample(
            "a TabRow of Tabs made in forEachIndexed, titled from resources",
            files: [
                (
                    "app/src/main/java/org/example/LibraryTabs.kt",
                    """
                    @Composable
                    fun LibraryTabs(selected: Int, onSelect: (Int) -> Unit) {
                        val titles = ⟦listOf(stringResource(R.string.tab_books), "Authors")⟧
                        TabRow(selectedTabIndex = selected) {
                            titles.forEachIndexed { index, title ->
                                Tab(selected = index == selected, onClick = { onSelect(index) }, text = { Text(title) })
                            }
                        }
                    }
                    """
                ),
                (
                    "app/src/main/res/values/strings.xml",
                    #"<resources><string name="tab_books">Books</string></resources>"#
                ),
            ], titles: ["Books", "Authors"], style: "compose-tabs")
    ]
}

extension Interpreter {
    static let composeRows: Set<String> = [
        "SingleChoiceSegmentedButtonRow", "MultiChoiceSegmentedButtonRow", "TabRow", "PrimaryTabRow",
        "SecondaryTabRow", "ScrollableTabRow", "PrimaryScrollableTabRow", "SecondaryScrollableTabRow",
    ]
    static let composeButtons: Set<String> = ["SegmentedButton", "Tab", "LeadingIconTab"]

    /// The `maxLines` of the first `Text` among views (a label's).
    func firstMaxLines(in views: [Value]) -> Int? {
        for view in views {
            guard case .view(let node) = view else { continue }
            if node.text != nil { return node.maxLines }
            if let lines = firstMaxLines(in: node.children) { return lines }
        }
        return nil
    }

    /// A segmented button row or tab row: a control whose segments its content lambda builds.
    func composeRow(_ call: Call) -> Value {
        let (name, arguments, place, frame) = (call.name, call.arguments, call.place, call.frame)
        let node = ViewNode(name: name, place: place)
        let style =
            name.contains("Scrollable")
            ? "compose-tabs-scrollable" : name.hasSuffix("TabRow") ? "compose-tabs" : "compose-segmented"
        let control = makeControl(
            .compose, by: ComposeSegmentedRecogniser(), at: place, style: style, owner: frame.selfValue)
        control.isSegmented = true
        node.control = control
        for argument in arguments {
            guard case .function(let callable) = argument.value,
                argument.label == nil || argument.label == "content" || argument.label == "tabs"
            else { continue }
            for view in buildChildren(callable, at: place, frame) {
                if case .unknown(var u) = view {
                    // Buttons made from data segqa cannot follow (a wrapper's parameter).
                    u.reason = "the segments come from '\(u.expression)': \(u.reason)"
                    control.segmentsUnknown = control.segmentsUnknown ?? u
                    continue
                }
                guard case .view(let button) = view,
                    button.text != nil || button.image != nil || Self.composeButtons.contains(button.name)
                else { continue }
                var segment = ControlObject.Segment(place: button.text?.place ?? button.place)
                if let text = button.text {
                    segment.title = text
                } else if let image = button.image {
                    segment.image = ImageValue(name: image, place: button.place)
                } else {
                    segment.title = .unknown(
                        "a button whose label segqa cannot read", button.name, at: button.place)
                }
                segment.label = button.accessibilityLabel
                control.segments.append(segment)
                // `Text(…, maxLines = 1)` in every label: the titles are cut, not wrapped.
                if let lines = button.maxLines {
                    control.settings.lineLimit = place.located(lines)
                    if lines == 1 {
                        control.settings.truncation = place.located("tail")
                    }
                }
            }
        }
        return .view(node)
    }

    /// A `SegmentedButton` or `Tab`: a view whose label is the segment's.
    func composeButton(_ call: Call) -> Value {
        let (name, arguments, place, frame) = (call.name, call.arguments, call.place, call.frame)
        let node = ViewNode(name: name, place: place)
        // The label: `text = { Text(…) }`, `label = { … }`, or the trailing content lambda.
        for argument in arguments {
            guard case .function(let callable) = argument.value,
                ["text", "label", "content", "icon", nil].contains(argument.label)
            else { continue }
            let views = buildChildren(callable, at: place, frame)
            if argument.label == "icon" {
                if case .view(let icon)? = views.first, let image = icon.image {
                    node.image = node.image ?? image
                    node.accessibilityLabel = node.accessibilityLabel ?? icon.accessibilityLabel
                }
            } else if node.text == nil, let text = firstText(in: views) {
                node.text = text
                node.maxLines = firstMaxLines(in: views)
            }
        }
        // A design system's button taking its title as a string (`SegmentedButton(text =
        // stringResource(…))`, element-x's wrapper around Material's).
        if node.text == nil, let text = argument(arguments, "text"), !isClosure(text) {
            if case .resource = text { node.text = text.asText(at: place) } else { node.text = text }
        }
        return .view(node)
    }

    /// Compose's views as values: `Text`, `Icon`, `Image`, and layout composables.
    func composeViewCall(
        _ name: String, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr, _ frame: Frame
    ) -> Value? {
        guard frame.file.language == .kotlin else { return nil }
        switch name {
        case "Text":
            let node = ViewNode(name: "Text", place: place)
            node.text = argument(arguments, "text") ?? arguments.first?.value
            node.maxLines = argument(arguments, "maxLines")?.asIndex
            if case .resource = node.text { node.text = node.text?.asText(at: place) }
            return .view(node)
        case "item", "stickyHeader":
            // A lazy list's `item { … }`: the views its content makes.
            guard case .function(let callable)? = arguments.last?.value else { return nil }
            return .list(buildChildren(callable, at: place, frame))
        case "items", "itemsIndexed":
            // `items(list) { element -> … }`, `itemsIndexed(list) { index, element -> … }`: one content per element.
            guard case .function(let callable)? = arguments.last?.value, let list = arguments.first?.value else {
                return nil
            }
            guard let elements = list.asList else {
                return .unknown(
                    "views made for each element of a list segqa cannot know", text(expression, frame), at: place)
            }
            var views: [Value] = []
            for (n, element) in elements.prefix(ContentLoader.maxSegments).enumerated() {
                let given: [Value] = name == "itemsIndexed" ? [.number(Double(n)), element] : [element]
                views += buildChildren(callable, arguments: given, at: place, frame)
            }
            return .list(views)
        case "Icon", "Image":
            let node = ViewNode(name: name, place: place)
            if case .image(let image)? = arguments.first?.value { node.image = image.name } else { node.image = "icon" }
            node.accessibilityLabel = argument(arguments, "contentDescription")
            if case .null? = node.accessibilityLabel { node.accessibilityLabel = nil }
            return .view(node)
        case "painterResource", "vectorResource":
            return arguments.first?.value ?? .null
        default:
            guard name.first?.isUppercase == true, visibleType(name, frame) == nil,
                arguments.contains(where: {
                    if case .function = $0.value { return true }
                    return false
                })
            else { return nil }
            // A layout composable (Column, Row, Card, Scaffold …): its content lambdas are views.
            let node = ViewNode(name: name, place: place)
            for argument in arguments {
                if case .function(let callable) = argument.value, argument.label != "onClick" {
                    node.children += buildChildren(callable, at: place, frame)
                }
            }
            // A control its children make together (a row of single-choice chips).
            for recogniser in recognisers.all where recogniser.languages.contains(.kotlin) {
                recogniser.container(node, frame, in: self)
            }
            return .view(node)
        }
    }
}
