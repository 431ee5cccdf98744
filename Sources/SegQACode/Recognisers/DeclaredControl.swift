import SegQAModel

/// A control a team declares in segqa.json (`"controls"`): a type, composable or function that
/// is a segmented control wherever it is called, whatever segqa can tell from its body. Its
/// titles come from the argument or property the declaration names (`"titles": "items"`):
/// `SegmentedBar(items: […])`, `SegmentedBar(items = listOf(…))`, `bar.items = […]`,
/// `bar.setItems(…)`, `[bar setItems:…]`, `bar.configure(items: […])`; `"_"` names the first
/// unlabelled argument. Its layout is the declaration's settings, with the `custom` style's
/// defaults (a row of buttons) for the rest.
struct DeclaredControlRecogniser: ControlRecogniser {
    let declaration: DeclaredCode.Control

    init(_ declaration: DeclaredCode.Control) { self.declaration = declaration }

    var name: String { "segqa.json control \(declaration.name.value)" }
    let languages = Set(SourceLanguage.allCases)
    var isDeclared: Bool { true }
    var triggers: Set<String> { [declaration.name.value] }
    var calls: Set<String> { [declaration.name.value] }
    var controlTypes: Set<String> { [declaration.name.value] }
    var titles: String { declaration.titles.value }

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        let control = interpreter.makeControl(
            .library, by: self, at: call.place, style: declaration.settings.style?.value ?? "custom",
            owner: call.frame.selfValue)
        control.settings = declaration.settings
        control.settings.style = nil
        if let items = titlesArgument(call) {
            interpreter.setItems(items.value, of: control, expression: items.expression, call.frame)
        }
        return .control(control)
    }

    /// A project subclass of the declared type (`class FilterBar: SegmentedBar`) is one too.
    func constructSubclass(_ type: TypeDecl, _ call: Call, in interpreter: Interpreter) -> Value? {
        evaluate(call, in: interpreter)
    }

    /// `bar.setItems([…])`, `[bar setItems:…]`, `bar.configure(items: […])`: the titles, replaced.
    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value? {
        let setter = "set" + titles.prefix(1).uppercased() + titles.dropFirst()
        let items: Evaluated? =
            call.name == setter || call.name == setter + ":" ? call.arguments.first : titlesArgument(call)
        guard let items else { return .null }
        control.segments = []
        control.segmentsUnknown = nil
        interpreter.setItems(items.value, of: control, expression: items.expression, call.frame)
        return .null
    }

    /// `bar.items = […]`.
    func setProperty(
        _ name: String, of control: ControlObject, to value: Value, at place: CodePlace, in interpreter: Interpreter
    ) {
        guard name == titles else { return }
        control.segments = []
        control.segmentsUnknown = nil
        interpreter.setItems(value, of: control, expression: nil, nil)
    }

    func titlesArgument(_ call: Call) -> Evaluated? {
        if titles == "_" { return call.arguments.first { $0.label == nil } }
        return call.arguments.first { $0.label == titles }
    }

    /// Declared in segqa.json, so shown by the tests that read segqa.json (`DeclaredCodeTests`).
    var examples: [RecogniserExample] { [] }
}
