import UIKit

/// A settings row with a title and a segmented control, configured by each row that uses it.
final class SegmentedCell: UITableViewCell {
    static let reuseIdentifier = "SegmentedCell"

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var segmentedControl: UISegmentedControl!

    var onChange: ((Int) -> Void)?

    func configure(title: String, options: [String], selectedIndex: Int) {
        titleLabel.text = title
        segmentedControl.removeAllSegments()
        for (index, option) in options.enumerated() {
            segmentedControl.insertSegment(withTitle: option, at: index, animated: false)
        }
        segmentedControl.selectedSegmentIndex = selectedIndex
    }

    @IBAction private func valueChanged(_ sender: UISegmentedControl) {
        onChange?(sender.selectedSegmentIndex)
    }
}
