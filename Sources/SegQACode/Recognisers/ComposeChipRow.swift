import SegQAModel

/// Compose Material 3's single-choice chip row: two or more `FilterChip`s (each with `selected =`)
/// side by side in a `Row`, `FlowRow` or `LazyRow` — the one-of-N choice apps build where a
/// segmented button would not fit (mihon's `SettingsChipRow`, a dialog's File/Clipboard choice).
/// Each chip is as wide as its label plus 16 dp on each side (`ChipContent`: 8 dp of padding and
/// an 8 dp spacer), 32 dp high, in `labelLarge` (14 sp, medium); a row that runs out of room
/// wraps (`FlowRow`) or scrolls, so a title is never cut. The control is placed at its first
/// chip as the row's content writes it: where the screen that makes it writes its titles.
struct ComposeChipRowRecogniser: ControlRecogniser {
    let name = "Compose single-choice chip row"
    let languages: Set<SourceLanguage> = [.kotlin]
    static let chips: Set<String> = ["FilterChip", "ElevatedFilterChip"]
    static let rows: Set<String> = ["Row", "FlowRow", "LazyRow"]
    var triggers: Set<String> { Self.chips }
    var calls: Set<String> { Self.chips }

    /// A chip with a `selected` state: a view whose label is a segment's title. A chip selected
    /// by membership (`selected = modes.contains(mode)`, `mode in modes`) is one of a multiple
    /// choice, a row of toggles rather than one segmented choice (mihon's vertical-navigator modes).
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        guard let selected = call.arguments.first(where: { $0.label == "selected" }) else { return nil }
        // A view all the same (not a chip of a row), so that nothing else takes it for one.
        if Self.isMembership(selected.expression) { return .view(ViewNode(name: "ToggleChip", place: call.place)) }
        let node = ViewNode(name: "FilterChip", place: call.place)
        node.madeThrough = interpreter.callPath
        // `selected = filter == SourceFilter.All`, `selected = state.listing is Listing.Search`:
        // one of a choice; `selected = onlyShowHasResults` beside such chips is a toggle of its
        // own (mihon's search toolbar).
        switch selected.expression.kind {
        case .binary("==", _, _), .typeCheck: node.isEqualityChoice = true
        default: break
        }
        for argument in call.arguments {
            guard case .function(let callable) = argument.value, argument.label == "label" else { continue }
            let views = interpreter.buildChildren(callable, at: call.place, call.frame)
            node.text = interpreter.firstText(in: views)
        }
        return .view(node)
    }

    static func isMembership(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .call(let callee, _):
            if case .member(_, let name) = callee.kind { return name == "contains" }
            return false
        case .binary(let op, _, _): return op == "in"
        case .prefix(_, let inner), .postfix(_, let inner): return isMembership(inner)
        default: return false
        }
    }

    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter) {
        guard Self.rows.contains(node.name), node.control == nil else { return }
        var chips = node.children.flatMap(interpreter.flattenViews).compactMap { view -> ViewNode? in
            if case .view(let chip) = view, chip.name == "FilterChip" { return chip }
            return nil
        }
        let choices = chips.filter(\.isEqualityChoice)
        if choices.count >= 2 { chips = choices }
        guard chips.count >= 2 else { return }
        let control = Self.rowControl(of: chips, item: "chip", by: self, in: interpreter, frame)
        let place = control.place
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(16)
        control.settings.height = place.located(32)
        control.settings.divider = place.located(0)
        node.control = control
    }

    /// A segmented control of a row's items (chips, toggle buttons), each titled by its label,
    /// placed where the row's content wrote its first item.
    static func rowControl(
        of items: [ViewNode], item: String, by recogniser: any ControlRecogniser, in interpreter: Interpreter,
        _ frame: Frame
    ) -> ControlObject {
        let place = place(of: items[0], in: interpreter)
        let control = interpreter.makeControl(
            .compose, by: recogniser, at: place, style: "material3", owner: frame.selfValue)
        control.isSegmented = true
        for node in items {
            var segment = ControlObject.Segment(place: node.text?.place ?? node.place)
            segment.title = node.text ?? .unknown("a \(item) whose label segqa cannot read", node.name, at: node.place)
            control.segments.append(segment)
        }
        return control
    }

    /// Where a row's content wrote its first item: the item's own call, or the wrapper call made
    /// inside the content (`SingleSelectChip(…)` in the screen, not `FilterChip` in the wrapper).
    static func place(of first: ViewNode, in interpreter: Interpreter) -> CodePlace {
        let depth = interpreter.callPath.count
        return first.madeThrough.count > depth
            && zip(first.madeThrough, interpreter.callPath).allSatisfy { $0.file === $1.file && $0.offset == $1.offset }
            ? first.madeThrough[depth] : first.place
    }

    let examples = [
        RecogniserExample(
            "FilterChips over a list in a settings FlowRow",
            files: [
                (
                    "app/src/main/java/org/example/ReaderSettings.kt",
                    """
                    @Composable
                    fun ReaderSettings(mode: Int, onMode: (Int) -> Unit) {
                        val modes = ⟦listOf(stringResource(R.string.mode_default), "Multiply", "Screen")⟧
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            modes.forEachIndexed { index, title ->
                                FilterChip(
                                    selected = mode == index,
                                    onClick = { onMode(index) },
                                    label = { Text(title) },
                                )
                            }
                        }
                    }
                    """
                ),
                (
                    "app/src/main/res/values/strings.xml",
                    #"<resources><string name="mode_default">Default</string></resources>"#
                ),
            ], titles: ["Default", "Multiply", "Screen"], style: "material3")
    ]
}
