import UIKit

/// The activity feed. The storyboard's control shows placeholders ("First", "Second", "Third")
/// until viewDidLoad gives it the scopes' titles.
final class ActivityViewController: UIViewController {
    @IBOutlet private weak var segmentedControl: UISegmentedControl!

    private let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    private var scope = ActivityScope.mine

    override func viewDidLoad() {
        super.viewDidLoad()
        segmentedControl.removeAllSegments()
        for (index, scope) in ActivityScope.allCases.enumerated() {
            segmentedControl.insertSegment(withTitle: scope.title, at: index, animated: false)
        }
        segmentedControl.setTitleTextAttributes([.font: titleFont], for: .normal)
        segmentedControl.setTitleTextAttributes([.font: titleFont], for: .selected)
        segmentedControl.selectedSegmentIndex = scope.rawValue
    }

    @IBAction private func scopeChanged(_ sender: UISegmentedControl) {
        scope = ActivityScope(rawValue: sender.selectedSegmentIndex) ?? .mine
        reload()
    }

    private func reload() {}
}
