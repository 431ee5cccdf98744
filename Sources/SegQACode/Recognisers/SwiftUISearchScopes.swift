import SegQAModel

/// SwiftUI's search scope bar: `.searchScopes($scope) { ForEach(…) { Text(…) } }` shows a
/// segmented control under the search field (UIKit's `UISearchBar` scope bar, a
/// `UISegmentedControl` of equal segments), one segment per view of its content. The modifier
/// is its own view of the control: what it modifies (a `List`, a `NavigationStack`) holds it.
struct SwiftUISearchScopesRecogniser: ControlRecogniser {
    let name = "SwiftUI searchScopes"
    let languages: Set<SourceLanguage> = [.swift]
    let triggers: Set<String> = ["searchScopes"]
    let viewModifiers: Set<String> = ["searchScopes"]

    func viewModifier(_ call: Call, on node: ViewNode, in interpreter: Interpreter) -> Value? {
        let bar = ViewNode(name: "searchScopes", place: call.place)
        let control = interpreter.makeControl(
            .uikit, by: self, at: call.place, style: "uikit", owner: call.frame.selfValue)
        bar.control = control
        if let content = call.arguments.last(where: { interpreter.isClosure($0.value) }),
            case .function(let callable) = content.value
        {
            for view in interpreter.buildChildren(callable, at: call.place, call.frame) {
                control.segments.append(interpreter.segment(from: view, at: call.place))
            }
        } else {
            control.segmentsUnknown = Unknown(
                reason: "search scopes without content segqa can read",
                expression: interpreter.text(call.expression, call.frame), place: call.place)
        }
        let modified = node.copy()
        modified.children.append(.view(bar))
        return .view(modified)
    }

    let examples = [
        RecogniserExample(
            "search scopes under a searchable list",
            files: [
                (
                    "ExploreView.swift",
                    """
                    struct ExploreView: View {
                        @State private var query = ""
                        @State private var scope = 0
                        var body: some View {
                            List {
                                Text("Results")
                            }
                            .searchable(text: $query)
                            .searchScopes($scope) {
                                ForEach(Array(⟦["All", NSLocalizedString("scope.people", comment: "")]⟧.enumerated()), id: \\.offset) { item in
                                    Text(item.element).tag(item.offset)
                                }
                            }
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""scope.people" = "People";"#),
            ], titles: ["All", "People"], style: "uikit")
    ]
}
