import SegQAModel

/// Compose's hand-made segmented control: two or more items side by side in a `Row` (`FlowRow`,
/// `LazyRow`), each one of a choice. An item is a call of the app's own composable given
/// `selected = current == item` (habitica's `TaskDifficultySelection`, Seal's
/// `SelectionGroupItem`), or a Material button whose `onClick` sets a state the file compares
/// (habitica's `SegmentedControl`: `OutlinedButton(onClick = { selectedIndex.intValue = index })`).
/// An item selected by membership (`mode in modes`) is a toggle, not one of a choice.
///
/// The item's title is its `text`/`title`/`label`/`name` argument, or the first `Text` of its content.
/// The layout is a row of content-wide segments whose labels wrap: the item's own drawing is the
/// app's code, which segqa does not read (a Material button's 24 dp of padding is known), so
/// widths are lower bounds and no title is taken to be cut. The control is checked for what its
/// titles say: translations, glyphs, labels, duplicates. A composable that makes such a row from
/// a list it is given is a template: the screens that call it give the titles, and each control
/// is named at the call that gave them.
struct ComposeSelectableRowRecogniser: ControlRecogniser {
    let name = "Compose single-choice row"
    let languages: Set<SourceLanguage> = [.kotlin]
    static let buttons: Set<String> = ["Button", "OutlinedButton", "TextButton", "ElevatedButton", "FilledTonalButton"]
    static let rows: Set<String> = ["Row", "FlowRow", "LazyRow"]
    var calls: Set<String> { Self.buttons }
    var inspectsProjectCalls: Bool { true }

    /// A composable worth running though it names no trigger: an item given `selected = a == b`
    /// (its row may be the app's own, Seal's `SelectionGroupRow`), or a row and in it a button
    /// whose `onClick` assigns a name the file compares.
    func marksFunction(in file: CodeFile, _ range: Range<Int>) -> Bool {
        let upper = min(range.upperBound, file.tokens.count)
        var hasRow = false, hasItem = false, hasButton = false
        var i = max(range.lowerBound, 0)
        while i < upper, !hasItem, !(hasRow && hasButton) {
            defer { i += 1 }
            guard let token = file[i], token.kind == .identifier else { continue }
            if Self.rows.contains(token.text), file[i + 1]?.is("(") == true || file[i + 1]?.is("{") == true {
                hasRow = true
            } else if token.text == "selected", file[i + 1]?.is("=") == true {
                // `selected = current == item` (not `selected = item in items`).
                let end = min(i + 10, upper)
                if CodeFile.span(i + 2, end).contains(where: { file[$0]?.is("==") == true }) { hasItem = true }
            } else if token.text == "onClick", file[i + 1]?.is("=") == true, file[i + 2]?.is("{") == true {
                if file.assignsComparedName(inBlockAt: i + 2, before: upper) { hasButton = true }
            }
        }
        return hasItem || (hasRow && hasButton)
    }

    /// A Material button whose `onClick` only sets a state: one item of a choice.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        guard let action = call.arguments.first(where: { $0.label == "onClick" }),
            case .function(.closure(let closure, let captured)) = action.value,
            let selection = SwiftUIButtonRowRecogniser.selection(closure.body, interpreter, captured)
        else { return nil }
        let node = item(call, named: "SelectableButton", in: interpreter)
        (node.selects, node.selectsValue) = selection
        return .view(node)
    }

    /// The app's composable given `selected = current == item`: one item of a choice, whatever it draws.
    func projectCall(_ call: Call, _ function: FunctionDecl, in interpreter: Interpreter) -> Value? {
        guard function.attributes.contains("Composable"),
            let selected = call.arguments.first(where: { $0.label == "selected" }),
            case .binary("==", let left, let right) = selected.expression.kind
        else { return nil }
        // A wrapper of a control segqa knows (Seal's `SingleSelectChip` around `FilterChip`) runs,
        // so that control's recogniser reads it.
        if case .block(let open)? = function.body,
            function.file.mentions(
                interpreter.recognisers.triggers(in: function.file.language),
                in: open..<(function.file.closing(open) + 1))
        {
            return nil
        }
        let node = item(call, named: "SelectableItem", in: interpreter)
        node.selects = function.name
        node.selectsValue =
            interpreter.describe(interpreter.evaluate(left, call.frame)) + "\u{0}"
            + interpreter.describe(interpreter.evaluate(right, call.frame))
        return .view(node)
    }

    /// An item's node: its title, and whether it stands for each element of data segqa cannot know.
    func item(_ call: Call, named name: String, in interpreter: Interpreter) -> ViewNode {
        let unknownData = call.frame.enclosingUnknownLoop
        let node = ViewNode(name: unknownData == nil ? name : "SelectableItems", place: call.place)
        node.madeThrough = interpreter.callPath
        if let unknownData {
            var u = unknownData
            u.reason = "the segments come from each \(u.eachElement)"
            node.text = .unknown(u)
            return node
        }
        if let title = call.arguments.first(where: { argument in
            SwiftUIButtonRowRecogniser.titleFields.contains(argument.label ?? "")
                && !interpreter.isClosure(argument.value)
        }) {
            node.text = title.value.asText(at: call.place)
        } else if let content = call.arguments.last(where: { $0.label == nil || $0.label == "content" }),
            case .function(let callable) = content.value
        {
            let views = interpreter.buildChildren(callable, at: call.place, call.frame)
            node.text = interpreter.firstText(in: views)
            node.maxLines = interpreter.firstMaxLines(in: views)
        }
        return node
    }

    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter) {
        guard Self.rows.contains(node.name), node.control == nil else { return }
        let views = node.children.flatMap(interpreter.flattenViews)
        var items = views.compactMap { view -> ViewNode? in
            if case .view(let item) = view, item.selects != nil || item.name == "SelectableItems" { return item }
            return nil
        }
        guard let first = items.first else { return }
        if first.name == "SelectableItems" {
            // One item for each element of data segqa cannot know: the segments are unknown, and
            // where the data comes from says which callers to read.
            guard case .unknown(let u)? = first.text else { return }
            let control = ComposeChipRowRecogniser.rowControl(
                of: [first], item: "item", by: self, in: interpreter, frame)
            control.segments = []
            control.segmentsUnknown = u
            settle(control)
            node.control = control
            return
        }
        items = items.filter { $0.selects == first.selects && $0.name == first.name }
        // Two choices at least, each its own value; a button's state is compared in the file
        // (the row shows which one is chosen: buttons that each open a screen do not).
        guard items.count >= 2, Set(items.map { $0.selectsValue ?? "" }).count == items.count else { return }
        if first.name == "SelectableButton",
            !SwiftUIButtonRowRecogniser.isCompared(
                String(first.selects?.split(separator: ".").last ?? ""), in: node.place.file)
        {
            return
        }
        let control = ComposeChipRowRecogniser.rowControl(of: items, item: "item", by: self, in: interpreter, frame)
        settle(control)
        // A Material button's label is 24 dp from its edges (ButtonDefaults.ContentPadding).
        if first.name == "SelectableButton" { control.settings.padding = control.place.located(24) }
        node.control = control
    }

    /// A row of content-wide items whose labels wrap: widths are lower bounds.
    func settle(_ control: ControlObject) {
        let place = control.place
        control.style = "compose-segmented"
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(0)
        control.settings.widthsAreLowerBounds = place.located(true)
    }

    let examples = [
        RecogniserExample(
            "the app's selectable items in a Row, each given selected = current == item",
            files: [
                (
                    "app/src/main/java/org/example/DifficultySelector.kt",
                    """
                    @Composable
                    fun DifficultySelector(selected: Int, onSelect: (Int) -> Unit) {
                        val names = ⟦listOf(stringResource(R.string.difficulty_easy), "Hard")⟧
                        Row(modifier = Modifier.fillMaxWidth()) {
                            names.forEachIndexed { index, name ->
                                DifficultyItem(
                                    selected = selected == index,
                                    text = name,
                                    onSelect = { onSelect(index) },
                                )
                            }
                        }
                    }

                    @Composable
                    private fun DifficultyItem(selected: Boolean, text: String, onSelect: () -> Unit) {
                        Box(modifier = Modifier.clickable { onSelect() }) {
                            Text(text, fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal)
                        }
                    }
                    """
                ),
                (
                    "app/src/main/res/values/strings.xml",
                    #"<resources><string name="difficulty_easy">Easy</string></resources>"#
                ),
            ], titles: ["Easy", "Hard"], style: "compose-segmented"),
        RecogniserExample(
            "the app's own row and items declared on its scope, each given selected = current == item (Seal's filters)",
            files: [
                (
                    "app/src/main/java/org/example/SelectionGroup.kt",
                    """
                    @Composable
                    fun SelectionGroupRow(modifier: Modifier = Modifier, content: @Composable SelectionGroupScope.() -> Unit) {
                        Row(modifier = modifier.selectableGroup()) {
                            val scope = remember { SelectionGroupScope(this) }
                            content.invoke(scope)
                        }
                    }

                    class SelectionGroupScope(rowScope: RowScope) : RowScope by rowScope

                    @Composable
                    fun SelectionGroupScope.SelectionGroupItem(
                        selected: Boolean,
                        onClick: () -> Unit,
                        content: @Composable RowScope.() -> Unit,
                    ) {
                        Surface(selected = selected, onClick = onClick) { Row { content.invoke(this) } }
                    }
                    """
                ),
                (
                    "app/src/main/java/org/example/DownloadsPage.kt",
                    """
                    @Composable
                    fun DownloadsPage() {
                        var active by remember { mutableStateOf("") }
                        Column {
                            SelectionGroupRow(modifier = Modifier.padding(horizontal = 20.dp)) {
                                ⟦listOf(stringResource(R.string.all), "Downloading")⟧.forEach { filter ->
                                    SelectionGroupItem(selected = active == filter, onClick = { active = filter }) {
                                        Text(filter)
                                    }
                                }
                            }
                        }
                    }
                    """
                ),
                ("app/src/main/res/values/strings.xml", #"<resources><string name="all">All</string></resources>"#),
            ], titles: ["All", "Downloading"], style: "compose-segmented"),
    ]
}
