import SegQAModel

/// Eureka's `SegmentedRow<T>` (github.com/xmartlabs/Eureka), the form library's one-of-N row: a
/// `UISegmentedControl` with one segment per element of the row's `options`, each titled by the
/// row's `displayValueFor` (else the option itself, as text), set up in the closure the row is
/// made with (`section <<< SegmentedRow<Double> { $0.options = …; $0.displayValueFor = { … } }`).
/// The control is UIKit's, laid out at the row's width (its cell puts an untitled row's control
/// between the cell's margins; a titled row gives part of that to its title, so a cut segqa
/// reports there is certain, and one it does not report may still happen).
struct EurekaSegmentedRowRecogniser: ControlRecogniser {
    let name = "Eureka SegmentedRow"
    let languages: Set<SourceLanguage> = [.swift]
    let triggers: Set<String> = ["SegmentedRow"]
    let calls: Set<String> = ["SegmentedRow"]

    /// `SegmentedRow<T>("tag") { row in … }`, `SegmentedRow<T> { $0.options = … }`.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        let row = interpreter.makeInstance(type: nil, typeName: "SegmentedRow", madeAt: call.place)
        if let setUp = call.arguments.last(where: { interpreter.isClosure($0.value) }) {
            _ = interpreter.apply(
                setUp.value, [Evaluated(label: nil, value: .instance(row), expression: setUp.expression)],
                at: call.place, call.frame)
        }
        let control = interpreter.makeControl(.library, by: self, at: call.place, style: "uikit", owner: nil)
        let options =
            row.fields["options"] ?? .unknown("a row whose options are set elsewhere", "options", at: call.place)
        guard let list = options.asList else {
            if case .unknown(var u) = options {
                u.reason = "the segments come from '\(u.expression)': \(u.reason)"
                control.segmentsUnknown = u
            }
            return .instance(row)
        }
        let display = row.fields["displayValueFor"]
        for option in list.prefix(Interpreter.maximumLoop) {
            var segment = ControlObject.Segment(place: option.place ?? call.place)
            if let display, interpreter.isClosure(display) {
                segment.title = interpreter.apply(
                    display, [Evaluated(label: nil, value: option, expression: call.expression)], at: call.place,
                    call.frame)
            } else {
                segment.title = option
            }
            control.segments.append(segment)
        }
        return .instance(row)
    }

    let examples = [
        RecogniserExample(
            "options titled by displayValueFor",
            files: [
                (
                    "SettingsViewController.swift",
                    """
                    import Eureka

                    enum WalkingSpeed: Double, CaseIterable {
                        case slow = 0.9
                        case fast = 1.8

                        var title: String {
                            switch self {
                            case .slow: return NSLocalizedString("speed.slow", comment: "")
                            case .fast: return NSLocalizedString("speed.fast", comment: "")
                            }
                        }
                    }

                    final class SettingsViewController: FormViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            form +++ Section("Walking")
                                <<< SegmentedRow<WalkingSpeed>("speed") {
                                    $0.options = ⟦WalkingSpeed.allCases⟧
                                    $0.displayValueFor = { speed in speed?.title }
                                }
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", "\"speed.slow\" = \"Slow\";\n\"speed.fast\" = \"Fast\";"),
            ], titles: ["Slow", "Fast"], style: "uikit"),
        RecogniserExample(
            "options as the titles",
            files: [
                (
                    "FilterViewController.swift",
                    """
                    import Eureka

                    final class FilterViewController: FormViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            form +++ Section()
                                <<< SegmentedRow<String>() { row in
                                    row.options = ⟦[NSLocalizedString("filter.all", comment: ""), "Unread"]⟧
                                }
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""filter.all" = "All";"#),
            ], titles: ["All", "Unread"], style: "uikit"),
    ]
}
