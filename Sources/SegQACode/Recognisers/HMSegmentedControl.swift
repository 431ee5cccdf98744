import SegQAModel

/// HMSegmentedControl (github.com/HeshamMegid/HMSegmentedControl), the scrolling segmented
/// control many UIKit apps take from CocoaPods or Swift Package Manager: titles given to
/// `init(sectionTitles:)` (`initWithSectionTitles:`) or set as `sectionTitles`. Its layout, from
/// its source (`HMSegmentedControl.m`): titles in the system font at 19 pt (`titleTextAttributes`
/// add to it), 5 pt of `segmentEdgeInset` on each side; each segment is as wide as its share of
/// the control or its widest title with the insets, whichever is more, and the control scrolls
/// when that is wider than itself — no title is ever cut. It is laid out as a row of content-wide
/// segments, whose widths are lower bounds (a short title's segment takes its share).
struct HMSegmentedControlRecogniser: ControlRecogniser {
    let name = "HMSegmentedControl"
    let languages: Set<SourceLanguage> = [.swift, .objectiveC]
    let triggers: Set<String> = ["HMSegmentedControl"]
    let calls: Set<String> = ["HMSegmentedControl"]
    let controlTypes: Set<String> = ["HMSegmentedControl"]

    /// `HMSegmentedControl(sectionTitles: […])`.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        let control = make(at: call.place, owner: call.frame.selfValue, in: interpreter)
        titles(from: call, of: control, in: interpreter)
        return .control(control)
    }

    /// `[HMSegmentedControl alloc]`, `[HMSegmentedControl new]`: a control its `init…` message fills.
    func evaluateStatic(_ call: Call, on typeName: String, in interpreter: Interpreter) -> Value? {
        guard call.name == "alloc" || call.name == "new", controlTypes.contains(typeName) else { return nil }
        return .control(make(at: call.place, owner: call.frame.selfValue, in: interpreter))
    }

    /// `initWithSectionTitles:`; anything else (`addTarget`, `setIndexChangeBlock:`) changes no title.
    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value? {
        if call.name == "initWithSectionTitles:" || call.name == "init" {
            titles(from: call, of: control, in: interpreter)
        }
        return .control(control)
    }

    /// `control.sectionTitles = […]`.
    func setProperty(
        _ name: String, of control: ControlObject, to value: Value, at place: CodePlace, in interpreter: Interpreter
    ) {
        if name == "sectionTitles" { interpreter.setItems(value, of: control, expression: nil, nil) }
    }

    func make(at place: CodePlace, owner: Value?, in interpreter: Interpreter) -> ControlObject {
        let control = interpreter.makeControl(.library, by: self, at: place, style: "custom", owner: owner)
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(5)
        control.settings.font.size = place.located(19)
        control.settings.font.weight = place.located("regular")
        control.settings.widthsAreLowerBounds = place.located(true)
        return control
    }

    func titles(from call: Call, of control: ControlObject, in interpreter: Interpreter) {
        guard
            let titles = call.arguments.first(where: {
                $0.label == "sectionTitles" || $0.label == "initWithSectionTitles"
            })
        else { return }
        interpreter.setItems(titles.value, of: control, expression: titles.expression, call.frame)
    }

    let examples = [
        RecogniserExample(
            "Swift: init(sectionTitles:)",
            files: [
                (
                    "InboxViewController.swift",
                    """
                    import HMSegmentedControl

                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let tabs = HMSegmentedControl(sectionTitles: ⟦[NSLocalizedString("inbox.all", comment: ""), "Unread"]⟧)
                            view.addSubview(tabs)
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""inbox.all" = "All";"#),
            ], titles: ["All", "Unread"], style: "custom"),
        RecogniserExample(
            "Swift: titles set as sectionTitles",
            files: [
                (
                    "StatsViewController.swift",
                    """
                    final class StatsViewController: UIViewController {
                        private let range = HMSegmentedControl()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            range.sectionTitles = ⟦["Day", NSLocalizedString("stats.week", comment: "")]⟧
                            view.addSubview(range)
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""stats.week" = "Week";"#),
            ], titles: ["Day", "Week"], style: "custom"),
        RecogniserExample(
            "Objective-C: alloc/initWithSectionTitles:",
            files: [
                (
                    "OrdersViewController.m",
                    """
                    #import "HMSegmentedControl.h"

                    @implementation OrdersViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        HMSegmentedControl *tabs = [[HMSegmentedControl alloc] initWithSectionTitles:⟦@[NSLocalizedString(@"orders.open", nil), @"Closed"]⟧];
                        [self.view addSubview:tabs];
                    }
                    @end
                    """
                ),
                ("en.lproj/Localizable.strings", #""orders.open" = "Open";"#),
            ], titles: ["Open", "Closed"], style: "custom"),
    ]
}
