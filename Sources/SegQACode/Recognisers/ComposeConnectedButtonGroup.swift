import SegQAModel

/// Material 3 Expressive's connected button group, which takes the place of segmented buttons:
/// two or more `ToggleButton`s side by side in a `Row` (with `ButtonGroupDefaults.connected…
/// ButtonShapes()`, weighted to equal widths by `Modifier.weight(1f)`), or in a `ButtonGroup` as
/// `customItem(buttonGroupContent = { ToggleButton(…) })` and `toggleableItem(checked, label, …)`
/// (breezy-weather's temperature and pollutant switchers). Each button is 40 dp high with 16 dp of
/// padding each side, 2 dp from the next (`ButtonGroupDefaults.ConnectedSpaceBetween`), its label
/// in `labelLarge` (14 sp, medium), which wraps and makes the button taller unless the label's
/// `Text` sets `maxLines` (as a segmented button's does). Buttons checked by membership
/// (`mode in modes`) are a multiple choice, not one segmented choice.
struct ComposeConnectedButtonGroupRecogniser: ControlRecogniser {
    let name = "Compose connected button group"
    let languages: Set<SourceLanguage> = [.kotlin]
    static let containers: Set<String> = ["Row", "ButtonGroup"]
    var triggers: Set<String> { ["ToggleButton", "toggleableItem", "ButtonGroup"] }
    var calls: Set<String> { ["ToggleButton", "toggleableItem", "customItem", "ButtonGroup"] }

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        switch call.name {
        case "ButtonGroup":
            // Its content's items; not the `overflowIndicator`, the menu button shown when they do not fit.
            let node = ViewNode(name: call.name, place: call.place)
            for argument in call.arguments where argument.label == nil || argument.label == "content" {
                guard case .function(let content) = argument.value else { continue }
                node.children += interpreter.buildChildren(content, at: call.place, call.frame)
            }
            container(node, call.frame, in: interpreter)
            return .view(node)
        case "customItem":
            // A `ButtonGroup`'s item: the views of its `buttonGroupContent` (its overflow menu's are not shown).
            guard case .function(let content)? = call.argument("buttonGroupContent", position: 0) else { return nil }
            return .list(interpreter.buildChildren(content, at: call.place, call.frame))
        case "toggleableItem":
            guard let checked = call.arguments.first(where: { $0.label == "checked" }) else { return nil }
            let node = button(call, checked: checked, in: interpreter)
            node.text = call.argument("label", position: 1)
            return .view(node)
        default:
            guard let checked = call.arguments.first(where: { $0.label == "checked" }) else { return nil }
            let node = button(call, checked: checked, in: interpreter)
            for argument in call.arguments where argument.label == nil || argument.label == "content" {
                guard case .function(let callable) = argument.value else { continue }
                let views = interpreter.buildChildren(callable, at: call.place, call.frame)
                node.text = interpreter.firstText(in: views)
                node.maxLines = interpreter.firstMaxLines(in: views)
            }
            return .view(node)
        }
    }

    /// A toggle button of a group; checked by membership, a toggle of its own; never checked
    /// (`checked = false`: a group's overflow menu button), an action.
    func button(_ call: Call, checked: Evaluated, in interpreter: Interpreter) -> ViewNode {
        let isToggle = ComposeChipRowRecogniser.isMembership(checked.expression) || checked.value.asBool == false
        let node = ViewNode(name: isToggle ? "Toggle" : "ToggleButton", place: call.place)
        node.madeThrough = interpreter.callPath
        if let modifier = call.arguments.first(where: { $0.label == "modifier" }),
            interpreter.text(modifier.expression, call.frame).contains(".weight(")
        {
            node.modifiers.append(("weight", [], call.place))
        }
        return node
    }

    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter) {
        guard Self.containers.contains(node.name), node.control == nil else { return }
        let views = node.children.flatMap(interpreter.flattenViews)
        let buttons = views.compactMap { view -> ViewNode? in
            if case .view(let button) = view, button.name == "ToggleButton" { return button }
            return nil
        }
        // Buttons made for each element of a list segqa cannot know (a parameter, the app's data).
        let unknown = views.lazy.compactMap { view -> Unknown? in
            if case .unknown(let u) = view { return u }
            return nil
        }.first
        guard buttons.count + (unknown == nil ? 0 : 1) >= 2, !buttons.isEmpty else { return }
        let control = ComposeChipRowRecogniser.rowControl(of: buttons, item: "button", by: self, in: interpreter, frame)
        let place = control.place
        if var unknown {
            unknown.reason = "the segments come from '\(unknown.expression)': \(unknown.reason)"
            control.segmentsUnknown = unknown
        }
        let weighted = buttons.allSatisfy { $0.modifiers.contains { $0.name == "weight" } }
        // The label is the app's `Text`, which wraps, and the button grows with it (breezy's
        // Tamil "feels like"), unless a label sets `maxLines`.
        control.style = "compose-segmented"
        if let lines = buttons.compactMap(\.maxLines).min() {
            control.settings.lineLimit = place.located(lines)
            if lines == 1 { control.settings.truncation = place.located("tail") }
        }
        control.settings.distribution = place.located(weighted ? "equal" : "content")
        control.settings.padding = place.located(16)
        control.settings.height = place.located(40)
        control.settings.divider = place.located(2)
        node.control = control
    }

    let examples = [
        RecogniserExample(
            "a Row of two weighted ToggleButtons with connected shapes, titled from resources",
            files: [
                (
                    "app/src/main/java/org/example/TemperatureSwitcher.kt",
                    """
                    @Composable
                    fun TemperatureSwitcher(showReal: Boolean, onSwitch: (Boolean) -> Unit) {
                        val titles = ⟦listOf(stringResource(R.string.temperature_real), "Feels like")⟧
                        Row(horizontalArrangement = Arrangement.spacedBy(ButtonGroupDefaults.ConnectedSpaceBetween)) {
                            titles.forEachIndexed { index, title ->
                                ToggleButton(
                                    checked = showReal == (index == 0),
                                    onCheckedChange = { onSwitch(index == 0) },
                                    modifier = Modifier.weight(1f),
                                    shapes = if (index == 0) ButtonGroupDefaults.connectedLeadingButtonShapes()
                                        else ButtonGroupDefaults.connectedTrailingButtonShapes(),
                                ) {
                                    Text(title)
                                }
                            }
                        }
                    }
                    """
                ),
                (
                    "app/src/main/res/values/strings.xml",
                    #"<resources><string name="temperature_real">Actual</string></resources>"#
                ),
            ], titles: ["Actual", "Feels like"], style: "compose-segmented"),
        RecogniserExample(
            "a ButtonGroup of custom items and a toggleable item",
            files: [
                (
                    "app/src/main/java/org/example/PollutantSwitcher.kt",
                    """
                    @Composable
                    fun PollutantSwitcher(selected: String?, onSelect: (String?) -> Unit) {
                        val pollutants = ⟦listOf("PM2.5", "PM10")⟧
                        ButtonGroup(overflowIndicator = { menuState -> ButtonGroupDefaults.OverflowIndicator(menuState) }) {
                            customItem(
                                buttonGroupContent = {
                                    ToggleButton(checked = selected == null, onCheckedChange = { onSelect(null) }) {
                                        Text(text = "AQI")
                                    }
                                },
                                menuContent = { state -> },
                            )
                            pollutants.forEach { pollutant ->
                                toggleableItem(
                                    checked = selected == pollutant,
                                    label = pollutant,
                                    onCheckedChange = { onSelect(pollutant) },
                                )
                            }
                        }
                    }
                    """
                )
            ], titles: ["AQI", "PM2.5", "PM10"], style: "compose-segmented"),
    ]
}
