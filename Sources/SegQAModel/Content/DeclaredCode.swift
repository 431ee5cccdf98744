/// What a team tells segqa about its own code in segqa.json, where evaluation cannot see for
/// itself: its own segmented controls, and the functions that localize a key.
public struct DeclaredCode: Sendable, Equatable {
    public var controls: [Control] = []
    public var localizationFunctions: [LocalizationFunction] = []

    public init() {}

    /// `{"type": "SegmentedBar", "titles": "items", "distribution": "equal", "font": {…}}`: a
    /// type, composable or function that is a segmented control wherever it is called, its
    /// titles from the argument or property named `titles` (`_`: the first unlabelled argument),
    /// laid out with the settings given (the keys of a content file's control).
    public struct Control: Sendable, Equatable {
        public var name: Located<String>
        public var titles: Located<String>
        public var settings: LayoutSettings
    }

    /// `"Loc"`, `"L10n.tr"`, or `{"name": "Loc", "table": "Main"}`: the first argument of a call is
    /// a key of the table (`Localizable` unless named; `strings` on Android is the same table).
    public struct LocalizationFunction: Sendable, Equatable {
        public var name: Located<String>
        public var table: String
    }

    /// Reads `"controls"` and `"localizationFunctions"` from segqa.json's root object.
    public static func read(_ root: ObjectReader) throws -> DeclaredCode {
        var declared = DeclaredCode()
        for (index, node) in (try root.array("controls") ?? []).enumerated() {
            let pointer = root.childPointer("controls") + "/\(index)"
            let control = try ObjectReader(node, source: root.source, pointer: pointer, what: "a declared control")
            let settings = try ContentLoader.layoutSettings(control, allowing: ["type", "titles"])
            guard let name = try control.string("type"), !name.value.isEmpty else {
                throw ModelError(control.location, "a declared control needs 'type': the type or function name")
            }
            guard let titles = try control.string("titles"), !titles.value.isEmpty else {
                throw ModelError(
                    control.location,
                    "the control '\(name.value)' needs 'titles': the argument label or property that holds its titles ('_' for the first unlabelled argument)"
                )
            }
            declared.controls.append(Control(name: name, titles: titles, settings: settings))
        }
        for (index, node) in (try root.array("localizationFunctions") ?? []).enumerated() {
            let location = root.location(of: node)
            let pointer = root.childPointer("localizationFunctions") + "/\(index)"
            if let name = node.string {
                guard !name.isEmpty else { throw ModelError(location, "a localization function needs a name") }
                declared.localizationFunctions.append(
                    LocalizationFunction(name: Located(name, at: location, pointer: pointer), table: "Localizable"))
                continue
            }
            let function = try ObjectReader(
                node, source: root.source, pointer: pointer, what: "a localization function")
            try function.allowOnly(["name", "table"], in: "a localization function")
            guard let name = try function.string("name"), !name.value.isEmpty else {
                throw ModelError(location, "a localization function needs 'name'")
            }
            let table = try function.string("table")?.value ?? "Localizable"
            declared.localizationFunctions.append(LocalizationFunction(name: name, table: table))
        }
        return declared
    }
}
