import SegQAModel

/// UIKit's search scope bar: `searchController.searchBar.scopeButtonTitles = [...]` shows a
/// `UISegmentedControl` of equal segments under the search field (NetNewsWire's "Here | All
/// Articles"), as wide as the search bar. One control where the titles are set; a bar of fewer
/// than two titles is no choice (Aidoku sets `[""]` and hides the bar, to use its filters).
struct UIKitSearchScopeBarRecogniser: ControlRecogniser {
    let name = "UIKit search scope bar"
    let languages: Set<SourceLanguage> = [.swift, .objectiveC]
    let triggers: Set<String> = ["scopeButtonTitles"]
    let frameworkProperties: Set<String> = ["scopeButtonTitles"]

    func setFrameworkProperty(
        _ name: String, of object: Value, to value: Value, at place: CodePlace, _ frame: Frame,
        in interpreter: Interpreter
    ) {
        if let titles = value.asList, titles.count < 2 { return }
        let control = interpreter.makeControl(.uikit, by: self, at: place, style: "uikit", owner: frame.selfValue)
        interpreter.setItems(value, of: control, expression: nil, nil)
    }

    let examples = [
        RecogniserExample(
            "a search controller's scope bar",
            files: [
                (
                    "TimelineViewController.swift",
                    """
                    final class TimelineViewController: UITableViewController {
                        private let searchController = UISearchController(searchResultsController: nil)

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            searchController.searchBar.scopeButtonTitles = ⟦[
                                NSLocalizedString("Here", comment: "Here"),
                                NSLocalizedString("All Articles", comment: "All Articles"),
                            ]⟧
                            navigationItem.searchController = searchController
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""Here" = "Here";"# + "\n" + #""All Articles" = "All Articles";"#),
            ], titles: ["Here", "All Articles"], style: "uikit"),
        RecogniserExample(
            "an Objective-C search bar's scope bar",
            files: [
                (
                    "ProjectsViewController.m",
                    """
                    @implementation ProjectsViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        UISearchBar *bar = [[UISearchBar alloc] init];
                        bar.scopeButtonTitles = ⟦@[NSLocalizedString(@"Joined", nil), @"Featured"]⟧;
                        self.tableView.tableHeaderView = bar;
                    }
                    @end
                    """
                ),
                ("en.lproj/Localizable.strings", #""Joined" = "Joined";"#),
            ], titles: ["Joined", "Featured"], style: "uikit"),
    ]
}
