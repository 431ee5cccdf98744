import UIKit

/// The units screen: the storyboard's control shows placeholders ("First", "Second") that
/// viewDidLoad replaces with localized titles.
final class UnitsViewController: UIViewController {
    @IBOutlet weak var temperatureControl: UISegmentedControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        temperatureControl.setTitle(NSLocalizedString("units.celsius", comment: "Temperature unit"), forSegmentAt: 0)
        temperatureControl.setTitle(NSLocalizedString("units.fahrenheit", comment: "Temperature unit"), forSegmentAt: 1)
        temperatureControl.setTitleTextAttributes(
            [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)], for: .selected)
    }
}
