#if DEBUG
import UIKit

/// Developer settings, in debug builds only.
final class DebugMenuViewController: UIViewController {
    private let environment = UISegmentedControl(items: ["Staging", "Production", "Local mock server"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(environment)
    }
}
#endif
