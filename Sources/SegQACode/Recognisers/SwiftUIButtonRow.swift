import SegQAModel

/// SwiftUI's hand-made segmented control: two or more `Button`s (or views with `.onTapGesture`)
/// side by side in an `HStack`, each of whose actions sets the same state to its own value
/// (`selection = kind`, `withAnimation { tab = .bookmarks }`) — a one-of-N choice, drawn as the
/// app likes (pills, capsules, underlined tabs). A row of buttons that do different things
/// (Cancel, Save) sets no shared state and is no control.
///
/// The layout is a row of content-wide segments, as SwiftUI gives an `HStack`'s children their
/// ideal widths, in the body text style, with no padding assumed: the button style's padding is
/// the app's code, which segqa does not read, so widths are lower bounds (no touch-target
/// finding) and no title is taken to be cut. The control is checked for what its titles say:
/// translations, glyphs, labels, duplicates. A row in a project view given its titles
/// (`TaskFormPicker(options: …)`) is a template: the views that make one are read, and each
/// control is named after the call that gave it its titles.
struct SwiftUIButtonRowRecogniser: ControlRecogniser {
    let name = "SwiftUI single-choice button row"
    let languages: Set<SourceLanguage> = [.swift]
    let calls: Set<String> = ["Button"]
    static let rows: Set<String> = ["HStack", "LazyHStack"]

    /// `Button` is in every screen: only a type holding a button (or a tapped view) whose action
    /// assigns a state the file compares (`filter = kind` and `filter == kind`) is worth running.
    /// A look at its tokens, not a run.
    func marksType(in file: CodeFile, _ range: Range<Int>) -> Bool {
        let (hasRow, hasSelection) = Self.scan(file, range, stopAtRow: false)
        return hasRow && hasSelection
    }

    /// A view tapped to set a compared state, with no row of its own (mlem's `DevicePickerItem`).
    func marksItemType(in file: CodeFile, _ range: Range<Int>) -> Bool {
        let (hasRow, hasSelection) = Self.scan(file, range, stopAtRow: true)
        return hasSelection && !hasRow
    }

    /// A row holding such items (`HStack { largeItem; compactItem }`, each a `DevicePickerItem`).
    func marksRow(in file: CodeFile, _ range: Range<Int>, ofItems items: Set<String>) -> Bool {
        let upper = min(range.upperBound, file.tokens.count)
        var hasRow = false
        var hasItem = false
        for index in max(range.lowerBound, 0)..<max(upper, range.lowerBound) where !(hasRow && hasItem) {
            guard let token = file[index], token.kind == .identifier else { continue }
            if Self.rows.contains(token.text) { hasRow = true } else if items.contains(token.text) { hasItem = true }
        }
        return hasRow && hasItem
    }

    /// One pass over a type's tokens: whether it has a row, and a button whose action assigns a
    /// state the file compares, in either order (stopping at the first row when only asked
    /// whether it has none).
    static func scan(_ file: CodeFile, _ range: Range<Int>, stopAtRow: Bool) -> (row: Bool, selection: Bool) {
        let upper = min(range.upperBound, file.tokens.count)
        var index = max(range.lowerBound, 0)
        // The row and its buttons are read together (a button in a view of its own is a view
        // instance in the row, not a button): no `HStack` in the type, no row of its own.
        var hasRow = false
        var hasSelection = false
        while index < upper, !(hasRow && (hasSelection || stopAtRow)) {
            defer { index += 1 }
            guard let token = file[index], token.kind == .identifier else { continue }
            if rows.contains(token.text) {
                hasRow = true
                continue
            }
            guard !hasSelection, token.text == "Button" || token.text == "onTapGesture" else { continue }
            // The action's `{` a few tokens on: `Button {`, `Button(action: {`, `Button("Title") {`.
            guard let open = (index + 1..<min(index + 12, upper)).first(where: { file[$0]?.is("{") == true }) else {
                continue
            }
            hasSelection = file.assignsComparedName(inBlockAt: open, before: upper)
        }
        return (hasRow, hasSelection)
    }

    /// A `Button` whose action only sets a state: a view whose title is a segment's. Any other
    /// button is left to the generic view reading.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        let closures = call.arguments.filter { interpreter.isClosure($0.value) }
        let title = call.arguments.first { $0.label == nil && !interpreter.isClosure($0.value) }
        // `Button(action: { … }) { label }`, `Button { … } label: { … }`, `Button("Title") { … }`.
        let action =
            closures.first { $0.label == "action" }
            ?? (closures.contains { $0.label == "label" } || title != nil ? closures.first { $0.label == nil } : nil)
        guard let action, case .function(.closure(let closure, let captured)) = action.value,
            let selection = Self.selection(closure.body, interpreter, captured)
        else { return nil }
        let node = ViewNode(name: "SelectionButton", place: call.place)
        (node.selects, node.selectsValue) = selection
        node.madeThrough = interpreter.callPath
        if let title {
            node.text = interpreter.titleKey(title)
        } else if let label = closures.first(where: {
            $0.label == "label" || ($0.label == nil && $0.expression.range != action.expression.range)
        }),
            case .function(let callable) = label.value
        {
            let views = interpreter.buildChildren(callable, at: call.place, call.frame)
            node.text = interpreter.firstText(in: views) ?? Self.titleField(of: views)
        }
        return .view(node)
    }

    /// The one state an action sets and the value it sets it to (as segqa tells values apart),
    /// with no decision on the way: `x = v`, `self.x = v`, `withAnimation { x = v }`, beside calls
    /// (a haptic, a log). Nil for an action that sets nothing, two things, or decides (`if`): a
    /// button that does something.
    static func selection(_ body: Block, _ interpreter: Interpreter, _ frame: Frame) -> (String, String)? {
        guard let (target, value) = selectionTarget(body, interpreter, frame) else { return nil }
        // Told apart by how it is written (`.yearly`, `.monthly`) and by what it is (`kind` for
        // each element of a `ForEach`).
        return (
            target, interpreter.text(value, frame) + "\u{0}" + interpreter.describe(interpreter.evaluate(value, frame))
        )
    }

    static func selectionTarget(_ body: Block, _ interpreter: Interpreter, _ frame: Frame, depth: Int = 0)
        -> (String, Expr)?
    {
        var target: (String, Expr)?
        for statement in body.statements {
            switch statement.kind {
            case .assignment(let lhs, "=", let rhs):
                guard target == nil else { return nil }
                let text = interpreter.text(lhs, frame)
                let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
                // A value made from the state itself (`page = page + 1`, a pager's Previous and
                // Next) steps through it: not a choice of one value each.
                let last = String(name.split(separator: ".").last ?? "")
                let value = interpreter.text(rhs, frame)
                if !last.isEmpty,
                    value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                        .contains(where: { $0 == last })
                {
                    return nil
                }
                target = (name, rhs)
            case .expression(let expression):
                guard case .call(let callee, let arguments) = expression.kind else { return nil }
                if case .name("withAnimation") = callee.kind, depth == 0, let last = arguments.last,
                    case .closure(let inner) = last.value.kind
                {
                    guard target == nil, let inside = selectionTarget(inner.body, interpreter, frame, depth: 1)
                    else { return nil }
                    target = inside
                }
            default:
                return nil
            }
        }
        return target
    }

    /// Whether code in a byte range writes a `Button` or an `onTapGesture`.
    static func writesButton(in file: CodeFile, bytes: Range<Int>) -> Bool {
        var index = file.tokenIndex(atByte: bytes.lowerBound)
        while let token = file[index], token.offset < bytes.upperBound {
            if token.isIdentifier("Button") || token.isIdentifier("onTapGesture") { return true }
            index += 1
        }
        return false
    }

    /// Whether the file compares the state of that name (`kind == filter`, `tab != .home`).
    static func isCompared(_ name: String, in file: CodeFile) -> Bool { file.comparedNames.contains(name) }

    /// The fields and arguments an item's title is given by.
    static let titleFields = ["text", "title", "label", "name"]

    /// A project view used as a button's label (`PillView(text: …, selected: …)`): the title it is given.
    static func titleField(of views: [Value]) -> Value? {
        for view in views {
            guard case .view(let node) = view, let instance = node.instance else { continue }
            for name in titleFields {
                if case .text? = instance.fields[name] { return instance.fields[name] }
            }
        }
        return nil
    }

    /// The single-choice buttons a view of a row is: itself, those of a `Group` or a `ZStack`
    /// (not a `Menu`'s items, not a row of its own), or those of a project view wrapping one (mlem's
    /// `ChildSizeReader { bubbleButton(…) }`, which measures its content), three levels deep.
    /// Project views are looked into only for a row in a type the recogniser marks (`throughViews`).
    static func selectionButtons(
        in view: ViewNode, _ interpreter: Interpreter, throughViews: Bool, depth: Int = 0
    ) -> [ViewNode] {
        if view.selects != nil { return [view] }
        guard depth < 3 else { return [] }
        let inside: [Value]
        if view.name == "Group" || view.name == "ZStack" {
            inside = view.children  // the `ZStack` a wrapper's body puts its content in (never a `Menu`'s items)
        } else if throughViews, let instance = view.instance {
            inside = interpreter.flattenViews(interpreter.body(of: instance))
        } else {
            return []
        }
        return inside.flatMap(interpreter.flattenViews).flatMap { value -> [ViewNode] in
            guard case .view(let child) = value else { return [] }
            return selectionButtons(in: child, interpreter, throughViews: throughViews, depth: depth + 1)
        }
    }

    func container(_ node: ViewNode, _ frame: Frame, in interpreter: Interpreter) {
        if node.scrollsHorizontally {
            // The row in a horizontal scroll view scrolls: no title is cut.
            for case .view(let child) in node.children where child.control?.recogniser is Self {
                child.control?.settings.widthMode = node.place.located("content")
            }
            return
        }
        guard Self.rows.contains(node.name), node.control == nil else { return }
        var buttons: [ViewNode] = []
        let children = node.children.flatMap(interpreter.flattenViews)
        // A row of one project view, each given the same state and arguments of its own (mlem's
        // settings: `HStack { largeItem; compactItem }` of `DevicePickerItem(…, item:, selected:)`):
        // each item's body holds its tapped view.
        let items = children.compactMap { value -> Instance? in
            guard case .view(let child) = value else { return nil }
            return child.instance
        }
        let rowOfItems =
            items.count >= 2 && items.count == children.count && Set(items.map(\.typeName)).count == 1
            && Set(items.map { interpreter.bodyKey($0, segmented: false) }).count == items.count
        let throughViews =
            rowOfItems || (frame.owner.map { interpreter.markedTypes.contains(ObjectIdentifier($0)) } ?? false)
        for view in children {
            guard case .view(let child) = view else { continue }
            buttons += Self.selectionButtons(in: child, interpreter, throughViews: throughViews)
        }
        // The buttons of one choice: those that set the state the first one sets, each to its own
        // value (two buttons that both clear a selection are two actions, not a choice).
        guard let target = buttons.first?.selects else { return }
        buttons = buttons.filter { $0.selects == target }
        // (Items of one view each given their own arguments are told apart by those.)
        guard buttons.count < 2 || rowOfItems || Set(buttons.map { $0.selectsValue ?? "" }).count == buttons.count
        else { return }
        // Two choices at least: two buttons, or buttons for each element of data; and the state
        // they set is compared somewhere in the file (`selected: filter == kind`): the row shows
        // which one is chosen. Buttons that open a sheet (`presentView = .effects`) show nothing.
        let compared = String(target.split(separator: ".").last ?? "")
        guard buttons.count >= 2 || buttons.first?.name == "ForEach",
            Self.isCompared(compared, in: node.place.file)
                || (rowOfItems && buttons.allSatisfy { Self.isCompared(compared, in: $0.place.file) })
        else { return }
        let place = node.place
        let control = interpreter.makeControl(.library, by: self, at: place, style: "custom", owner: frame.selfValue)
        control.isSegmented = true
        // Buttons made for each element of data segqa does not know (a `ForEach` over a view's
        // parameter): the control's segments are unknown, and where its data comes from says
        // which callers to read.
        if let data = buttons.first(where: { $0.name == "ForEach" }), case .unknown(let u)? = data.text {
            control.segmentsUnknown = u
        }
        for (n, button) in buttons.enumerated() where button.name != "ForEach" {
            // A tapped view's title is its own (`Text`), the title its item was given (a row of
            // items), or its content's.
            let given = rowOfItems && buttons.count == children.count ? Self.titleField(of: [children[n]]) : nil
            let title = button.text ?? given ?? interpreter.firstText(in: button.children)
            var segment = ControlObject.Segment(place: title?.place ?? button.place)
            segment.title = title ?? .unknown("a button whose label segqa cannot read", button.name, at: button.place)
            control.segments.append(segment)
        }
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(0)
        control.settings.widthsAreLowerBounds = place.located(true)
        control.settings.font.textStyle = place.located("body")
        node.control = control
    }

    let examples = [
        RecogniserExample(
            "pills in an HStack, each setting the same selection",
            files: [
                (
                    "PeriodPicker.swift",
                    """
                    struct PeriodPicker: View {
                        @State private var period = 0
                        var body: some View {
                            HStack {
                                ForEach(Array(⟦["Yearly", NSLocalizedString("period.monthly", comment: "")]⟧.enumerated()), id: \\.offset) { item in
                                    Button {
                                        period = item.offset
                                    } label: {
                                        Text(item.element)
                                            .fontWeight(period == item.offset ? .bold : .regular)
                                    }
                                }
                            }
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""period.monthly" = "Monthly";"#),
            ], titles: ["Yearly", "Monthly"], style: "custom")
    ]
}
