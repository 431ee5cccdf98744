import UIKit

/// The trail filters of version 2, replaced by MapLayersView. Nothing opens this screen any more.
final class OldFiltersViewController: UIViewController {
    private let filter = UISegmentedControl(items: [
        NSLocalizedString("filter.nearby", comment: ""),
        NSLocalizedString("filter.popular", comment: ""),
        NSLocalizedString("filter.recentlyAddedByTheCommunity", comment: ""),
    ])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(filter)
    }
}
