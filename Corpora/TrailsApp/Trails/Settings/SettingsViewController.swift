import UIKit

/// Settings: every row with a choice is a SegmentedCell, configured here.
final class SettingsViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case units, difficulty, mapStyle
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("settings.title", tableName: "Mainstrings", comment: "")
        tableView.register(UINib(nibName: "SegmentedCell", bundle: nil), forCellReuseIdentifier: SegmentedCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SegmentedCell.reuseIdentifier, for: indexPath) as! SegmentedCell
        switch Row(rawValue: indexPath.row) {
        case .units:
            cell.configure(
                title: NSLocalizedString("settings.units", tableName: "Mainstrings", comment: ""),
                options: [L10n.Units.km, L10n.Units.mi], selectedIndex: 0)
        case .difficulty:
            cell.configure(
                title: NSLocalizedString("settings.difficulty", comment: ""),
                options: [L10n.Difficulty.easy, L10n.Difficulty.moderate, L10n.Difficulty.strenuous], selectedIndex: 1)
        default:
            cell.configure(
                title: NSLocalizedString("settings.mapStyle", comment: ""),
                options: [NSLocalizedString("map.style.standard", comment: ""), NSLocalizedString("map.style.terrain", comment: "")],
                selectedIndex: 0)
        }
        return cell
    }
}
