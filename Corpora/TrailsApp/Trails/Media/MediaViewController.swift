import UIKit

enum MediaTab: CaseIterable {
    case photos, elevation, map

    var title: String {
        switch self {
        case .photos: return NSLocalizedString("media.photos", comment: "Photos of the trail")
        case .elevation: return NSLocalizedString("media.elevation", comment: "Elevation profile")
        case .map: return NSLocalizedString("media.map", comment: "Trail map")
        }
    }

    var icon: String {
        switch self {
        case .photos: return "photo.on.rectangle"
        case .elevation: return "chart.xyaxis.line"
        case .map: return "map"
        }
    }
}

/// A trail's photos, elevation profile and map: icons only, each announced by its title.
final class MediaViewController: UIViewController {
    private let modeControl = UISegmentedControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, tab) in MediaTab.allCases.enumerated() {
            let image = UIImage(systemName: tab.icon)
            image?.accessibilityLabel = tab.title
            modeControl.insertSegment(with: image, at: index, animated: false)
        }
        modeControl.selectedSegmentIndex = 0
        modeControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(modeControl)
        NSLayoutConstraint.activate([
            modeControl.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 24),
            modeControl.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
            modeControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }
}
