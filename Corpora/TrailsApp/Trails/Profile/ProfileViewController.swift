import UIKit

/// A hiker's profile: posts, hashtags they follow, people. The storyboard's titles are the real
/// ones; this class only reads which segment is selected.
final class ProfileViewController: UIViewController {
    @IBOutlet private weak var segmentedControl: UISegmentedControl!

    private var section: Int { segmentedControl.selectedSegmentIndex }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.title = NSLocalizedString("profile.title", comment: "Profile screen title")
    }
}
