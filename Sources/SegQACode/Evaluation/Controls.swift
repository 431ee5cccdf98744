import SegQAModel

/// A segmented control being built while code runs: made by a constructor, or reached through
/// an Interface Builder outlet or an Android layout id; its segments are set as calls are met.
final class ControlObject {
    enum Kind: Equatable {
        /// `UISegmentedControl`, in Swift or Objective-C.
        case uikit
        /// A SwiftUI `Picker`: a control once its style is known to be segmented.
        case picker
        /// Compose `SingleChoiceSegmentedButtonRow`, `TabRow` …
        case compose
        /// Android `TabLayout` titled in code, a `MaterialButtonToggleGroup`'s buttons titled in code.
        case androidView
        /// A library's control (XLPagerTabStrip's button bar): its recogniser says how it is laid out.
        case library
    }

    struct Segment {
        var title: Value?
        var image: ImageValue?
        /// The VoiceOver/TalkBack label: a value (possibly unknown: set, but not evaluable).
        var label: Value?
        var place: CodePlace
        var width: Double?
        var enabled = true
        /// An Android toggle button's id (`button_day`), to match the layout's button.
        var viewID: String?
    }

    let kind: Kind
    /// The recogniser that made it: methods and properties of the control are its business.
    let recogniser: any ControlRecogniser
    let place: CodePlace
    var segments: [Segment] {
        get { state.segments }
        set { writable().segments = newValue }
        _modify { yield &writable().segments }
    }
    var settings: LayoutSettings {
        get { state.settings }
        set { writable().settings = newValue }
        _modify { yield &writable().settings }
    }
    /// The calls inlined on the way here, outermost first (a helper called from two screens
    /// makes two controls, each named after its caller when their titles differ).
    var callPath: [CodePlace] = []
    /// The project functions running when it was made, outermost first, each with its call.
    var invocations: [(function: ObjectIdentifier, place: CodePlace)] = []
    /// The object whose code made it (a SwiftUI view, a cell), and where that object was made.
    var ownerType: String?
    var ownerMadeAt: CodePlace?
    /// An Interface Builder control, re-titled in code: the outlet property, the class that
    /// declares it and the class of the object the code ran on.
    var outlet: (property: String, declaringType: String, runtimeType: String)?
    /// An Android layout control titled in code.
    var layoutView: LayoutView?
    /// The type whose code gave a layout's tab layout its tabs (one activity's `TabLayout` titled
    /// by each of its fragments is one control per fragment).
    var titledBy: String?
    /// Whether its tab layout scrolls as the code that made it left the view (`tabMode = …`): one
    /// activity's `TabLayout` is shared by every screen that titles it, each setting its own mode.
    var tabModeOfItsRun: Bool?
    /// `removeAllSegments()` ran: the code's segments replace the storyboard's.
    var replacesSegments: Bool {
        get { state.replacesSegments }
        set { writable().replacesSegments = newValue }
    }
    /// Why the segments themselves are not known (a loop over data).
    var segmentsUnknown: Unknown? {
        get { state.segmentsUnknown }
        set { writable().segmentsUnknown = newValue }
    }
    /// Pickers: whether a `.pickerStyle(.segmented)` applies (decided when the view tree is walked).
    var isSegmented = false
    /// The style preset: `uikit`, `swiftui`, `material3`.
    var style: String
    /// A project subclass of `UISegmentedControl` the control is made as: its methods run on it.
    var subclass: TypeDecl?
    /// The owning object's serial: the same construction in two objects is two controls.
    var instanceSerial: Int?
    /// The width the code states, and where: `width` points, or the screen minus `margin` per side.
    var statedWidth: (width: Double?, margin: Double?, place: CodePlace)?
    /// Leading and trailing constraint constants met so far (both make a stated width).
    var sideMargins: (leading: Double?, trailing: Double?) = (nil, nil)
    /// Controls a join left in the same variable as this one (`if habit { c = A } else { c = B }`,
    /// habitica's filter): what the code does to it afterwards (a frame, a font), it does to each.
    private(set) var joined: [ControlObject] = []
    let serial: Int

    /// This control and those joined with it, each once.
    var withJoined: [ControlObject] { [self] + joined }

    func join(_ other: ControlObject) {
        for control in other.withJoined where control !== self && !joined.contains(where: { $0 === control }) {
            joined.append(control)
        }
    }

    init(kind: Kind, recogniser: any ControlRecogniser, place: CodePlace, style: String, serial: Int) {
        self.kind = kind
        self.recogniser = recogniser
        self.place = place
        self.style = style
        self.serial = serial
    }

    /// The segment state a join saves and puts back, shared by the control and its snapshots
    /// until the control changes (copy on write): a snapshot is one reference, not a copy of
    /// every title and setting. Every undecided condition saves every control of its root three
    /// times; the copies, and comparing them title by title, were 5 % of a 3,000-file app's run.
    /// A state is never changed while shared, so two snapshots of one state hold the same.
    final class State {
        fileprivate(set) var segments: [Segment] = []
        fileprivate(set) var settings = LayoutSettings()
        fileprivate(set) var replacesSegments = false
        fileprivate(set) var segmentsUnknown: Unknown?

        init() {}

        init(copying other: State) {
            segments = other.segments
            settings = other.settings
            replacesSegments = other.replacesSegments
            segmentsUnknown = other.segmentsUnknown
        }
    }

    private var state = State()

    private func writable() -> State {
        if !isKnownUniquelyReferenced(&state) { state = State(copying: state) }
        return state
    }

    /// The segment state, for running both branches of an `if` whose condition is unknown.
    struct Snapshot {
        private(set) var state: State
        var segments: [Segment] {
            get { state.segments }
            set {
                state = State(copying: state)
                state.segments = newValue
            }
        }
        var settings: LayoutSettings { state.settings }
        var replacesSegments: Bool { state.replacesSegments }
    }

    var snapshot: Snapshot { Snapshot(state: state) }

    func restore(_ snapshot: Snapshot) { state = snapshot.state }

    /// Segment `index`, created (with the ones before it) when the code sets it first; nil past
    /// the most segments a control may have (a content file's limit).
    func segment(_ index: Int, at place: CodePlace) -> Int? {
        guard index >= 0, index < ContentLoader.maxSegments else { return nil }
        while segments.count <= index { segments.append(Segment(place: place)) }
        return index
    }
}

/// A SwiftUI or Compose view: what it shows and what it holds. Modifiers make a new node that
/// shares the control.
final class ViewNode {
    let name: String
    let place: CodePlace
    var children: [Value] = []
    /// `Text`'s and `Label`'s title, a `Tab`'s or `SegmentedButton`'s text.
    var text: Value?
    /// Compose `Text(…, maxLines = n)`: the lines its text may take (nil: as many as it needs).
    var maxLines: Int?
    var image: String?
    var accessibilityLabel: Value?
    /// Modifiers by name, in order (`pickerStyle`, `font`, `frame`, `padding` …), with their arguments.
    var modifiers: [(name: String, arguments: [Value], place: CodePlace)] = []
    /// A `Picker` or segmented row: the control its content makes.
    var control: ControlObject?
    /// A project view (`FilterBar(options: …)`): its body is read where the tree is walked.
    var instance: Instance?
    /// The project calls running when it was made (`SingleSelectChip(…)` around a `FilterChip`):
    /// a container tells from them where its content wrote it.
    var madeThrough: [CodePlace] = []
    /// A button whose action only sets a state (`selection = item`): the state, as written; an
    /// app's composable given `selected = current == item`: its name. What the items of one
    /// choice share: those in a row that share it are a segmented control.
    var selects: String?
    /// A chip selected by equality or type (`selected = filter == SourceFilter.All`, `selected =
    /// listing is Listing.Search`): one of a choice, where a chip beside it selected by a flag of
    /// its own is not.
    var isEqualityChoice = false
    /// The value it sets the state to, as `describe` writes it.
    var selectsValue: String?
    /// `ScrollView(.horizontal)`: what it holds scrolls sideways.
    var scrollsHorizontally = false

    init(name: String, place: CodePlace) {
        self.name = name
        self.place = place
    }

    func copy() -> ViewNode {
        let node = ViewNode(name: name, place: place)
        node.children = children
        node.text = text
        node.maxLines = maxLines
        node.image = image
        node.accessibilityLabel = accessibilityLabel
        node.modifiers = modifiers
        node.control = control
        node.instance = instance
        node.madeThrough = madeThrough
        node.selects = selects
        node.selectsValue = selectsValue
        node.scrollsHorizontally = scrollsHorizontally
        return node
    }
}
