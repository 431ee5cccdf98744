import SegQALayout
import SegQAModel

/// `UISegmentedControl` as Swift and Objective-C use it: made with items, segments inserted and
/// re-titled, fonts set per state (through variables too), widths apportioned, content offsets,
/// custom state images, and the width the code gives it (Auto Layout anchors, SnapKit, frames).
struct UIKitSegmentedControlRecogniser: ControlRecogniser {
    let name = "UIKit UISegmentedControl"
    let languages: Set<SourceLanguage> = [.swift, .objectiveC]
    // `forSegmentAt`, not `setTitle`: every button's `setTitle(_:for:)` would make every screen a
    // root. Not `initWithItems`: the class it is sent to is named there (`[[UISegmentedControl
    // alloc] initWithItems:]`, a subclass, which is a trigger of its own), and CarPlay's lists
    // and sections take items too (a navigation app's every CarPlay screen ran as a root).
    let triggers: Set<String> = [
        "UISegmentedControl", "insertSegment", "insertSegmentWithTitle", "forSegmentAt", "forSegmentAtIndex",
    ]
    let calls: Set<String> = ["UISegmentedControl"]
    let controlTypes: Set<String> = ["UISegmentedControl"]

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        let control = interpreter.makeControl(
            .uikit, by: self, at: call.place, style: "uikit", owner: call.frame.selfValue)
        // The project's own `extension UISegmentedControl { convenience init(_ type: T.Type) }`.
        let extensions = interpreter.index.declarations(of: call.name).filter { $0.kind == .extensionType }
        if let initializer = extensions.flatMap(\.initializers).first(where: { interpreter.takes($0, call.arguments) })
        {
            _ = interpreter.invoke(initializer, receiver: .control(control), arguments: call.arguments, at: call.place)
        } else {
            interpreter.initialize(control, call.arguments, at: call.place, call.frame)
        }
        return .control(control)
    }

    /// `[UISegmentedControl alloc]`, `[UISegmentedControl new]`: a control its `init…` message fills.
    func evaluateStatic(_ call: Call, on typeName: String, in interpreter: Interpreter) -> Value? {
        guard call.name == "alloc" || call.name == "new", controlTypes.contains(typeName) else { return nil }
        return .control(
            interpreter.makeControl(.uikit, by: self, at: call.place, style: "uikit", owner: call.frame.selfValue))
    }

    func constructSubclass(_ type: TypeDecl, _ call: Call, in interpreter: Interpreter) -> Value? {
        interpreter.subclassControl(type, call.arguments, at: call.place, call.frame)
    }

    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value? {
        interpreter.controlMethod(call.name, control, call.arguments, at: call.place, call.expression, call.frame)
    }

    func property(_ name: String, of control: ControlObject, at place: CodePlace, in interpreter: Interpreter)
        -> Value?
    {
        interpreter.controlProperty(name, control, at: place)
    }

    func setProperty(
        _ name: String, of control: ControlObject, to value: Value, at place: CodePlace, in interpreter: Interpreter
    ) {
        interpreter.setControlProperty(control, name, value, at: place)
    }

    let examples = [
        RecogniserExample(
            "Swift: made with items, titles localized",
            files: [
                (
                    "FilterViewController.swift",
                    """
                    final class FilterViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let filter = UISegmentedControl(items: ⟦[NSLocalizedString("filter.all", comment: ""), "Unread"]⟧)
                            navigationItem.titleView = filter
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""filter.all" = "All";"#),
            ], titles: ["All", "Unread"], style: "uikit"),
        RecogniserExample(
            "Objective-C: alloc/initWithItems:, a trailing comma in the array literal",
            files: [
                (
                    "SortViewController.m",
                    """
                    @implementation SortViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        UISegmentedControl *sort = [[UISegmentedControl alloc] initWithItems:⟦@[NSLocalizedString(@"sort.name", nil), @"Date",]⟧];
                        [self.view addSubview:sort];
                    }
                    @end
                    """
                ),
                ("en.lproj/Localizable.strings", #""sort.name" = "Name";"#),
            ], titles: ["Name", "Date"], style: "uikit"),
    ]
}

extension Interpreter {
    /// Whether a Swift function takes these arguments by their labels exactly.
    func takes(_ function: FunctionDecl, _ arguments: [Evaluated]) -> Bool {
        let required = function.parameters.filter { $0.defaultValue == nil && !$0.isVariadic }.count
        return arguments.count >= required && arguments.count <= function.parameters.count
            && zip(function.parameters, arguments).allSatisfy { $0.label == $1.label }
    }

    /// `MySegmentedControl(items: …)`: a control of the project's subclass, its initializer run on it.
    func subclassControl(_ type: TypeDecl, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) -> Value {
        let control = makeControl(
            .uikit, by: UIKitSegmentedControlRecogniser(), at: place, style: "uikit", owner: frame.selfValue)
        control.subclass = type
        let initializers = index.declarations(of: type.qualifiedName, near: type.file).flatMap(\.initializers)
        if let initializer = index.best(initializers, labels: arguments.map(\.label)) {
            _ = invoke(initializer, receiver: .control(control), arguments: arguments, at: place)
        } else {
            initialize(control, arguments, at: place, frame)
        }
        return .control(control)
    }

    /// `UISegmentedControl(items:)`, `(frame:)`, `(frame:actions:)`, Objective-C's `initWithItems:`.
    func initialize(_ control: ControlObject, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame) {
        if let items = argument(arguments, "items") ?? argument(arguments, "initWithItems")
            ?? (arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil)
        {
            setItems(
                items, of: control,
                expression: arguments.first { $0.label == "items" || $0.label == "initWithItems" || $0.label == nil }?
                    .expression, frame)
        }
        if let actions = argument(arguments, "actions")?.asList {
            for (n, title) in actions.enumerated() {
                guard let s = control.segment(n, at: place) else { break }
                control.segments[s].title = title
            }
        }
        if let rect = argument(arguments, "frame") ?? argument(arguments, "initWithFrame") {
            stateWidth(fromFrame: rect, of: control, at: place)
        }
    }

    /// The items of a control: titles and images, or the reason they are not known.
    func setItems(_ items: Value, of control: ControlObject, expression: Expr?, _ frame: Frame?) {
        // Where the items are written, when the code that wrote them is at hand (not for a property set).
        let written = frame.flatMap { frame in expression.map { (expression: $0, frame: frame) } }
        let itemsPlace = written.map { place($0.expression, $0.frame) } ?? control.place
        guard let list = items.asList else {
            if case .unknown(var u) = items {
                u.reason = "the segments come from '\(u.expression)': \(u.reason)"
                control.segmentsUnknown = u
            } else {
                control.segmentsUnknown = Unknown(
                    reason: "the segments come from a value that is not a list",
                    expression: written.map { text($0.expression, $0.frame) } ?? "", place: itemsPlace)
            }
            return
        }
        let elements: (expressions: [Expr], frame: Frame)? = {
            if let written, case .array(let e) = written.expression.kind { return (e, written.frame) }
            return nil
        }()
        for (n, item) in list.enumerated() {
            let at =
                elements.map { n < $0.expressions.count ? place($0.expressions[n], $0.frame) : itemsPlace }
                ?? item.place ?? itemsPlace
            var segment = ControlObject.Segment(place: at)
            fill(&segment, with: item)
            control.segments.append(segment)
        }
    }

    /// A segment's content: an image, or a title.
    func fill(_ segment: inout ControlObject.Segment, with value: Value) {
        if case .image(let image) = value {
            segment.image = image
            segment.label = image.accessibilityLabel
            segment.title = nil
        } else {
            segment.title = value
        }
    }

    func controlProperty(_ name: String, _ control: ControlObject, at place: CodePlace) -> Value? {
        switch name {
        case "numberOfSegments":
            return control.segmentsUnknown == nil
                ? .number(Double(control.segments.count)) : .unknown("the number of segments", name, at: place)
        case "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "centerXAnchor":
            return .constraint(ConstraintBuilder(control: control, edges: [String(name.dropLast("Anchor".count))]))
        case "snp":
            return .constraint(ConstraintBuilder(control: control, edges: []))
        default:
            return nil
        }
    }

    func setControlProperty(_ control: ControlObject, _ name: String, _ value: Value, at place: CodePlace) {
        switch name {
        case "apportionsSegmentWidthsByContent":
            if value.asBool == true {
                control.settings.distribution = place.located("proportional")
            }
        case "frame", "bounds":
            stateWidth(fromFrame: value, of: control, at: place)
            if control.statedWidth != nil { control.settings.widthMode = nil }
        case "center" where control.statedWidth == nil && control.outlet == nil:
            // Placed by its centre only (iNaturalist's `listControl.center = view.center` in a table
            // header): the size `init(items:)` gave it, each segment as wide as its title needs.
            control.settings.widthMode = place.located("natural")
        default:
            break
        }
    }

    /// `frame = CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: 32)`.
    func stateWidth(fromFrame rect: Value, of control: ControlObject, at place: CodePlace) {
        guard case .dictionary(let pairs) = rect,
            let width = pairs.first(where: { $0.key.namespaceName == "width" })?.value
        else { return }
        switch width {
        case .number(let points) where points > 0: control.statedWidth = (points, nil, place)
        case .screenWidth(let minus): control.statedWidth = (nil, minus / 2, place)
        default: break
        }
    }

    /// Swift's `insertSegment(withTitle:at:animated:)` and Objective-C's selectors alike.
    func controlMethod(
        _ name: String, _ control: ControlObject, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        let first = arguments.first
        func position(_ labels: [String]) -> Int? {
            for label in labels { if let n = argument(arguments, label)?.asIndex { return n } }
            return nil
        }
        switch name {
        case "insertSegment", "insertSegmentWithTitle:atIndex:animated:", "insertSegmentWithImage:atIndex:animated:",
            "insertSegmentWithAction:atIndex:animated:":
            guard
                let content = arguments.first(where: {
                    [
                        "withTitle", "with", "action", "insertSegmentWithTitle", "insertSegmentWithImage",
                        "insertSegmentWithAction",
                    ].contains($0.label ?? "")
                })
            else { return .null }
            var segment = ControlObject.Segment(place: self.place(content.expression, frame))
            fill(&segment, with: content.value)
            if content.label == "with" || content.label == "insertSegmentWithImage", segment.image == nil {
                // An image in a variable segqa cannot follow: an image segment all the same.
                segment.image = ImageValue(name: text(content.expression, frame), place: segment.place)
                segment.title = nil
            }
            if let at = position(["at", "atIndex"]) {
                // An Interface Builder control's first segments are in its storyboard or XIB, not
                // in the code: an index past those the code set is the one the code means
                // (`insertSegmentWithTitle:… atIndex:2` after a XIB's two).
                if control.outlet != nil, at > control.segments.count { _ = control.segment(at - 1, at: segment.place) }
                control.segments.insert(segment, at: min(max(at, 0), control.segments.count))
            } else {
                control.segments.append(segment)  // `at: items.count` and the like: appended
            }
            if let u = frame.enclosingUnknownLoop, control.segmentsUnknown == nil {
                control.segmentsUnknown = u
            }
        case "setTitle", "setTitle:forSegmentAtIndex:", "setImage", "setImage:forSegmentAtIndex:",
            "setAction:forSegmentAtIndex:":
            guard let content = first,
                let index = position(["forSegmentAt", "forSegmentAtIndex"])
                    ?? (arguments.count == 2 ? arguments[1].value.asIndex : nil)
            else {
                if first != nil, let u = frame.enclosingUnknownLoop {
                    control.segmentsUnknown = control.segmentsUnknown ?? u
                }
                return .null
            }
            let at = self.place(content.expression, frame)
            guard let s = control.segment(index, at: at) else { return .null }
            control.segments[s].place = at
            if name.hasPrefix("setTitle") {
                control.segments[s].title = content.value
                control.segments[s].image = nil
            } else {
                var segment = control.segments[s]
                fill(&segment, with: content.value)
                if segment.image == nil { segment.image = ImageValue(name: text(content.expression, frame), place: at) }
                segment.title = nil
                control.segments[s] = segment
            }
        case "removeAllSegments":
            control.segments = []
            control.replacesSegments = true
        case "removeSegment", "removeSegmentAtIndex:animated:":
            if let index = position(["at", "removeSegmentAtIndex"]), index >= 0, index < control.segments.count {
                control.segments.remove(at: index)
            }
        case "setWidth", "setWidth:forSegmentAtIndex:":
            if let width = first?.value.asNumber, let index = position(["forSegmentAt", "forSegmentAtIndex"]), width > 0
            {
                if let s = control.segment(index, at: place) { control.segments[s].width = width }
            }
        case "setEnabled", "setEnabled:forSegmentAtIndex:":
            if let enabled = first?.value.asBool, let index = position(["forSegmentAt", "forSegmentAtIndex"]) {
                if let s = control.segment(index, at: place) { control.segments[s].enabled = enabled }
            }
        case "setApportionsSegmentWidthsByContent:":
            setControlProperty(control, "apportionsSegmentWidthsByContent", first?.value ?? .null, at: place)
        case "setFrame:":
            setControlProperty(control, "frame", first?.value ?? .null, at: place)
        case "setTitleTextAttributes", "setTitleTextAttributes:forState:":
            titleAttributes(arguments, of: control, at: place, frame)
        case "setContentPositionAdjustment", "setContentPositionAdjustment:forSegmentType:barMetrics:":
            contentPosition(arguments, of: control, at: place, frame)
        case "setBackgroundImage", "setBackgroundImage:forState:barMetrics:", "setDividerImage",
            "setDividerImage:forLeftSegmentState:rightSegmentState:barMetrics:":
            customizedStates(arguments, of: control, at: place)
        case "init", "initWithItems:", "initWithFrame:":
            initialize(control, arguments, at: place, frame)
        default:
            // addTarget, addSubview, sizeToFit, layoutIfNeeded …: nothing segqa needs.
            return .null
        }
        return .control(control)
    }

    /// `UIControl.State` names, from `.selected`, `UIControlStateSelected`, `[.selected, .highlighted]`.
    func stateName(_ value: Value) -> String? {
        switch value {
        case .namespace(let name):
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            return ["normal", "selected", "highlighted", "disabled"].contains(bare) ? bare : nil
        case .type(let ref):
            let bare = ref.name.replacingOccurrences(of: "UIControlState", with: "").lowercased()
            return ["normal", "selected", "highlighted", "disabled"].contains(bare) ? bare : nil
        case .list(let items):
            let names = items.compactMap(stateName)
            if names.contains("selected") && names.contains("highlighted") { return "selectedHighlighted" }
            return names.first
        case .null, .number(0):
            return "normal"
        default:
            return nil
        }
    }

    /// `setTitleTextAttributes([.font: titleFont], for: .selected)`: the state's font.
    func titleAttributes(_ arguments: [Evaluated], of control: ControlObject, at place: CodePlace, _ frame: Frame) {
        guard arguments.count >= 2, let state = stateName(arguments[1].value),
            case .dictionary(let pairs) = arguments[0].value
        else { return }
        let fontValue = pairs.first { pair in
            let key =
                pair.key.namespaceName
                ?? {
                    if case .type(let ref) = pair.key { return ref.name }
                    return nil
                }()
            return key == "font" || key == "NSFontAttributeName" || key == "NSAttributedString.Key.font"
        }?.value
        guard case .font(let font)? = fontValue else { return }
        let settings = font.settings(at: font.place ?? place)
        if state == "normal" {
            control.settings.font = control.settings.font.overriding(with: settings)
        } else if let controlState = ControlState(rawValue: state) {
            control.settings.states[controlState] = settings
        }
    }

    /// `setContentPositionAdjustment(UIOffset(horizontal: 8, vertical: 0), forSegmentType: .left, …)`.
    func contentPosition(_ arguments: [Evaluated], of control: ControlObject, at place: CodePlace, _ frame: Frame) {
        guard let offset = arguments.first, case .dictionary(let pairs) = offset.value,
            let horizontal = pairs.first(where: { $0.key.namespaceName == "horizontal" })?.value.asNumber,
            abs(horizontal) <= 1_000,
            let kind = (argument(arguments, "forSegmentType") ?? (arguments.count > 1 ? arguments[1].value : nil))
                .flatMap(segmentType)
        else { return }
        let at = self.place(offset.expression, frame)
        let located = at.located(horizontal)
        if kind != "right" && kind != "center" { control.settings.contentOffsetFirst = located }
        if kind != "left" && kind != "center" { control.settings.contentOffsetLast = located }
    }

    func segmentType(_ value: Value) -> String? {
        let name =
            value.namespaceName
            ?? {
                if case .type(let ref) = value { return ref.name }
                return nil
            }()
        switch name {
        case "left", "UISegmentedControlSegmentLeft": return "left"
        case "right", "UISegmentedControlSegmentRight": return "right"
        case "any", "UISegmentedControlSegmentAny": return "any"
        case "center", "UISegmentedControlSegmentCenter": return "center"
        default: return nil
        }
    }

    /// `setBackgroundImage(_:for:barMetrics:)`, `setDividerImage(_:forLeftSegmentState:…)`: states the app draws.
    func customizedStates(_ arguments: [Evaluated], of control: ControlObject, at place: CodePlace) {
        let names = arguments.dropFirst().compactMap { argument -> String? in
            guard ["for", "forLeftSegmentState", "rightSegmentState", "forState"].contains(argument.label ?? "") else {
                return nil
            }
            return stateName(argument.value)
        }
        guard !names.isEmpty else { return }
        var states = control.settings.customizedStates ?? []
        for name in names where !states.contains(where: { $0.value == name }) {
            states.append(place.located(name))
        }
        control.settings.customizedStates = states
        if control.settings.customizedStatesLocation == nil {
            control.settings.customizedStatesLocation = place.location
        }
    }

    // MARK: - Anchors and SnapKit

    /// `anchor.constraint(equalTo: view.leadingAnchor, constant: 16)`, `make.leading.trailing.equalToSuperview().inset(16)`.
    func constraintMethod(
        _ name: String, _ builder: ConstraintBuilder, _ arguments: [Evaluated], at place: CodePlace, _ frame: Frame
    ) -> Value {
        guard let control = builder.control else { return .null }
        switch name {
        case "makeConstraints", "remakeConstraints", "snp_makeConstraints":
            if let lambda = arguments.last?.value, case .function(let callable) = lambda {
                let make = ConstraintBuilder(control: control, edges: [])
                _ = apply(
                    callable,
                    [
                        Evaluated(
                            label: nil, value: .constraint(make),
                            expression: Expr(.unknown, place.offset..<place.offset))
                    ], at: place, frame)
            }
            return .null
        case "constraint", "constraintEqualToAnchor:constant:", "constraintEqualToConstant:":
            if let constant = argument(arguments, "equalToConstant")?.asNumber
                ?? (name == "constraintEqualToConstant:" ? arguments.first?.value.asNumber : nil)
            {
                if builder.edges == ["width"] { control.statedWidth = (constant, nil, place) }
                return .null
            }
            let constant =
                argument(arguments, "constant")?.asNumber ?? (arguments.count > 1 ? arguments[1].value.asNumber : nil)
                ?? 0
            record(margin: constant, edges: builder.edges, of: control, at: place)
            return .null
        case "equalToSuperview", "equalTo", "equalToSuperviewMargins", "equalToSafeAreaLayoutGuide":
            builder.toSuperview = true
            if let width = arguments.first?.value.asNumber, builder.edges == ["width"] {
                control.statedWidth = (width, nil, place)
            } else {
                record(margin: 0, edges: builder.edges, of: control, at: place)
            }
            return .constraint(builder)
        case "inset", "offset":
            guard let amount = arguments.first?.value.asNumber else { return .constraint(builder) }
            record(
                margin: name == "offset" && builder.edges.contains(where: { $0 == "trailing" || $0 == "right" })
                    ? -amount : amount, edges: builder.edges, of: control, at: place)
            return .constraint(builder)
        default:
            return .constraint(builder)
        }
    }

    func constraintMember(_ name: String, _ builder: ConstraintBuilder) -> Value {
        switch name {
        case "leading", "trailing", "left", "right", "width", "edges", "horizontalEdges", "directionalHorizontalEdges":
            let edges = name == "edges" || name.hasSuffix("Edges") ? ["leading", "trailing"] : [name]
            return .constraint(ConstraintBuilder(control: builder.control, edges: builder.edges + edges))
        default:
            return .constraint(builder)
        }
    }

    /// A leading or trailing constraint's constant: the control's margin on that side. Both
    /// sides stated: the width is the screen's minus both.
    func record(margin constant: Double, edges: [String], of control: ControlObject, at place: CodePlace) {
        let horizontal = edges.filter { ["leading", "trailing", "left", "right"].contains($0) }
        guard !horizontal.isEmpty else { return }
        var sides = control.sideMargins
        for edge in horizontal {
            let amount = edge == "trailing" || edge == "right" ? -constant : constant
            if edge == "leading" || edge == "left" { sides.leading = abs(amount) } else { sides.trailing = abs(amount) }
        }
        control.sideMargins = sides
        if let leading = sides.leading, let trailing = sides.trailing {
            control.statedWidth = (nil, (leading + trailing) / 2, place)
        }
    }
}
