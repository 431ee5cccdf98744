import SegQACode
import SegQAModel
import Testing

/// Swift titles in the shapes real apps build them (issue 23): enums, `map`, wrappers, SwiftGen,
/// cells and helpers. Each test reads small files written in those shapes and checks the titles
/// and ids segqa finds.
@Suite struct SwiftTitleShapeTests {
    /// zotero's reader settings: a collection view's `CellRegistration` handler sets the cell's
    /// `contentConfiguration`, whose `makeContentView()` fills a segmented control from its
    /// `UIAction`s. The handler runs for each case of the item enum: a control per row.
    @Test func aCellRegistrationPerRowAndTheContentViewItsConfigurationMakes() throws {
        let code = """
            import UIKit
            final class SegCell: UICollectionViewListCell {
                struct ContentConfiguration: UIContentConfiguration {
                    let title: String
                    let actions: [UIAction]
                    func makeContentView() -> UIView & UIContentView { return ContentView(configuration: self) }
                    func updated(for state: UIConfigurationState) -> ContentConfiguration { return self }
                }
                final class ContentView: UIView, UIContentView {
                    var configuration: UIContentConfiguration
                    let segmentedControl = UISegmentedControl()
                    init(configuration: ContentConfiguration) {
                        self.configuration = configuration
                        super.init(frame: .zero)
                        apply(configuration: configuration)
                    }
                    private func apply(configuration: ContentConfiguration) {
                        segmentedControl.removeAllSegments()
                        for (idx, action) in configuration.actions.enumerated() {
                            segmentedControl.insertSegment(action: action, at: idx, animated: false)
                        }
                    }
                }
            }
            final class SettingsVC: UIViewController {
                enum Row { case transition, mode }
                private lazy var registration: UICollectionView.CellRegistration<SegCell, Row> = {
                    return UICollectionView.CellRegistration<SegCell, Row> { [weak self] cell, _, row in
                        let actions: [UIAction]
                        switch row {
                        case .transition:
                            actions = [UIAction(title: "Jump", handler: { _ in }), UIAction(title: "Continuous", handler: { _ in })]
                        case .mode:
                            actions = [UIAction(title: "Single", handler: { _ in }), UIAction(title: "Double", handler: { _ in })]
                        }
                        cell.contentConfiguration = SegCell.ContentConfiguration(title: "T", actions: actions)
                    }
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let registration = self.registration
                    _ = registration
                }
            }
            """
        let result = read([("SettingsVC.swift", code)])
        #expect(result.controls.map(titles) == [["Jump", "Continuous"], ["Single", "Double"]])
    }

    @Test func enumTitlesThroughMapAndAllCases() throws {
        let tab = """
            enum Tab: Int, CaseIterable {
                case photos, albums
                case search

                var title: String {
                    switch self {
                    case .photos: return NSLocalizedString("tab.photos", comment: "")
                    case .albums, .search: return "Albums"
                    }
                }
            }
            """
        let controller = """
            final class LibraryViewController: UIViewController {
                private lazy var tabs = UISegmentedControl(items: Tab.allCases.map { $0.title })

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tabs)
                }
            }
            """
        let result = read([("Tab.swift", tab), ("LibraryViewController.swift", controller)])
        let control = try #require(result.controls.first)
        #expect(result.controls.count == 1)
        #expect(control.id.value == "LibraryViewController.swift:2")
        #expect(control.screen == "LibraryViewController", "the type whose code makes it")
        #expect(titles(control) == ["Localizable:tab.photos", "Albums", "Albums"])
        #expect(control.notChecked == nil)
    }

    /// cwa's fonts are an enum whose cases are named as text styles (`ENAFont.subheadline`,
    /// `.title1`), passed as `unscaledENAFont(for: .subheadline)`: where the parameter is that enum,
    /// the implicit member is its case, not UIKit's subheadline font.
    @Test func anEnumCaseNamedAsATextStyleIsTheCaseWhereTheEnumIsExpected() throws {
        let code = """
            import UIKit
            enum ENAFont {
                case title1, subheadline
                var name: String {
                    switch self {
                    case .title1: return "Title"
                    case .subheadline: return "Subheadline"
                    }
                }
            }
            enum Fonts {
                static func named(for style: ENAFont) -> String { style.name }
            }
            final class StylesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UISegmentedControl(items: [Fonts.named(for: .subheadline), Fonts.named(for: .title1)]))
                }
            }
            """
        let control = try #require(read([("Styles.swift", code)]).controls.first)
        #expect(titles(control) == ["Subheadline", "Title"])
    }

    @Test func anEarlyReturnUnderAnUndecidedConditionIsOneOfTheValues() throws {
        // Before, the first `return` taken under a condition segqa cannot decide was the value
        // and what followed it never ran: "Pro" alone, and no control after a guard like it.
        let code = """
            final class PlanViewController: UIViewController {
                var account: Account?

                func planTitle() -> String {
                    if account?.isPro == true { return "Pro" }
                    return "Basic"
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if account == nil { return }
                    let plans = UISegmentedControl(items: [planTitle(), "Team"])
                    view.addSubview(plans)
                }
            }
            """
        let control = try #require(read([("PlanViewController.swift", code)]).controls.first)
        #expect(titles(control) == ["Pro|Basic", "Team"])
    }

    @Test func structArrayMappedByKeyPathAndClosure() throws {
        let code = """
            struct Page {
                let headerTitle: String
                let icon: String
            }

            final class OnboardingViewController: UIViewController {
                let pages = [
                    Page(headerTitle: NSLocalizedString("onboarding.welcome", comment: ""), icon: "hand.wave"),
                    Page(headerTitle: NSLocalizedString("onboarding.sync", comment: ""), icon: "arrow.triangle.2.circlepath"),
                ]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let picker = UISegmentedControl(items: pages.map({ $0.headerTitle }))
                    let icons = UISegmentedControl(items: pages.map(\\.icon))
                    view.addSubview(picker)
                    view.addSubview(icons)
                }
            }
            """
        let result = read([("OnboardingViewController.swift", code)])
        #expect(
            result.controls.map(\.id.value) == [
                "OnboardingViewController.swift:14", "OnboardingViewController.swift:15",
            ])
        #expect(titles(result.controls[0]) == ["Localizable:onboarding.welcome", "Localizable:onboarding.sync"])
        #expect(titles(result.controls[1]) == ["hand.wave", "arrow.triangle.2.circlepath"])
    }

    @Test func rawValuesStaticConstantsConcatenationAndInterpolation() throws {
        let code = """
            enum Texts {
                static let hourShort = NSLocalizedString("unit.hour.short", comment: "")
                static let all = "All"
            }

            enum Currency: String, CaseIterable {
                case krw = "KRW"
                case usd
            }

            final class RangeView: UIView {
                let range = UISegmentedControl(items: ["3" + Texts.hourShort, "\\(12)" + Texts.hourShort, Texts.all])
                let currency = UISegmentedControl(items: [Currency.krw.rawValue, Currency.usd.rawValue])
            }
            """
        let result = read([("RangeView.swift", code)])
        #expect(result.controls.count == 2)
        #expect(
            titles(result.controls[0]) == ["3+Localizable:unit.hour.short", "12+Localizable:unit.hour.short", "All"])
        #expect(titles(result.controls[1]) == ["KRW", "usd"])
    }

    @Test func projectLocalizationWrappersOfAnyName() throws {
        let wrappers = """
            extension String {
                static func localized(_ key: String) -> String {
                    NSLocalizedString(key, comment: "")
                }
                var localized: String { NSLocalizedString(self, tableName: "Main", comment: "") }
            }

            func localizedString(_ key: String) -> String {
                String.localized(key)
            }
            """
        let code = """
            final class ChartViewController: UIViewController {
                @IBOutlet weak var axis: UISegmentedControl!
                let mode = UISegmentedControl(items: [String.localized("qrshow_title"), localizedString("y_axis"), "chart.bars".localized])
            }
            """
        let result = read([("Strings+Localized.swift", wrappers), ("ChartViewController.swift", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:qrshow_title", "Localizable:y_axis", "Main:chart.bars"])
    }

    @Test func swiftGenConstantsWithBacktickNames() throws {
        let generated = """
            internal enum L10n {
              internal enum Filter {
                /// Strong
                internal static let strong = L10n.tr("Localizable", "filter.strong", fallback: "Strong")
                /// Weak
                internal static let `weak` = L10n.tr("Localizable", "filter.weak", fallback: "Weak")
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            private final class BundleToken {
              static let bundle: Bundle = Bundle(for: BundleToken.self)
            }
            """
        let code = """
            final class FilterCell: UITableViewCell {
                private let control = UISegmentedControl()
                func setUp() {
                    control.insertSegment(withTitle: L10n.Filter.strong, at: 0, animated: false)
                    control.insertSegment(withTitle: L10n.Filter.`weak`, at: 1, animated: false)
                }
            }
            """
        let result = read([("Strings.swift", generated), ("FilterCell.swift", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:filter.strong", "Localizable:filter.weak"])
        #expect(
            control.segments[0].title?.entries[""]?.value == "Strong", "SwiftGen's fallback is what a missing key shows"
        )
    }

    @Test func eachCallOfAReusableCellIsAControlOfItsOwn() throws {
        let cell = """
            final class SegmentedCell: UITableViewCell {
                @IBOutlet private weak var segmentedControl: UISegmentedControl!

                func configure(titles: [String], selected: Int) {
                    segmentedControl.removeAllSegments()
                    for (index, title) in titles.enumerated() {
                        segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
                    }
                    segmentedControl.selectedSegmentIndex = selected
                }
            }
            """
        let settings = """
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "segmented", for: indexPath) as! SegmentedCell
                    if indexPath.row == 0 {
                        cell.configure(titles: [NSLocalizedString("units.metric", comment: ""), NSLocalizedString("units.imperial", comment: "")], selected: 0)
                    } else {
                        cell.configure(titles: ["12h", "24h"], selected: 1)
                    }
                    return cell
                }
            }
            """
        let result = read([("SegmentedCell.swift", cell), ("SettingsViewController.swift", settings)])
        let edits = result.outletEdits
        #expect(edits.count == 2, "\(edits.map { titles($0.control) })")
        #expect(
            edits.map(\.control.id.value).sorted() == [
                "SettingsViewController.swift:5", "SettingsViewController.swift:7",
            ])
        #expect(
            edits.map { titles($0.control) }.sorted { $0[0] < $1[0] } == [
                ["12h", "24h"], ["Localizable:units.metric", "Localizable:units.imperial"],
            ])
        #expect(
            edits.allSatisfy {
                $0.replacesSegments && $0.runtimeType == "SegmentedCell" && $0.property == "segmentedControl"
            })
    }

    @Test func aTitleThatIsDataIsUnresolvedWithItsReason() throws {
        let code = """
            final class RadarViewController: UIViewController {
                private let viewModel = RadarViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let place = UISegmentedControl(items: [viewModel.favoriteCity.name, "Current Location"])
                    view.addSubview(place)
                }
            }
            final class RadarViewModel {
                var favoriteCity: City!
            }
            """
        let result = read([("RadarViewController.swift", code)])
        let control = try #require(result.controls.first)
        let unresolved = try #require(control.unresolvedTitles.first)
        #expect(unresolved.segment == 0)
        #expect(unresolved.expression == "viewModel.favoriteCity.name")
        #expect(unresolved.reason == "the property 'favoriteCity' of RadarViewModel gets its value at run time")
        #expect(unresolved.location.line == 5)
    }
    @Test func rSwiftIdentifiersNameTheTableKeyTheyWereMadeFrom() throws {
        let code = """
            final class TripsViewController: UIViewController {
                let range = UISegmentedControl(items: [
                    R.string.localizable.tripsRangeWeek(),
                    R.string.trips.allTime(),
                    R.string.localizable.unknownKey(),
                ])
            }
            """
        var options = CodeReader.Options()
        options.tableKeys = TableKeys(["Localizable": ["trips.range.week", "trips.title"], "Trips": ["all_time"]])
        let result = read([("TripsViewController.swift", code)], options: options)
        let control = try #require(result.controls.first)
        // A key no table holds stays the identifier, in the table R.swift capitalizes.
        #expect(titles(control) == ["Localizable:trips.range.week", "Trips:all_time", "Localizable:unknownKey"])
    }

    /// kiwix's `LocalString`, generated by a script at build time (not in the repository), and
    /// zotero's SwiftGen `L10n`, generated at build time too: a
    /// member of an undeclared type named as a key with its punctuation made underscores is that
    /// key; a camel-case member (a framework's) or one no key gives stays unknown.
    @Test func aGeneratedAccessorNotInTheRepositoryNamesItsKey() throws {
        let code = """
            final class DonationViewController: UIViewController {
                let kind = UISegmentedControl(items: [
                    LocalString.payment_selection_option_monthly,
                    LocalString.payment_one_time,
                    LocalString.not_a_key,
                    Palette.accentTitle,
                    L10n.Pdf.highlight,
                    L10n.Settings.AnnotationTools.pdf,
                ])
            }
            """
        var options = CodeReader.Options()
        options.tableKeys = TableKeys([
            "Localizable": [
                "payment.selection.option.monthly", "payment.one-time", "accent.title", "pdf.highlight",
                "settings.annotation_tools", "settings.annotation_tools.pdf",
            ]
        ])
        let result = read([("DonationViewController.swift", code)], options: options)
        let control = try #require(result.controls.first)
        #expect(
            titles(control).prefix(2) == [
                "Localizable:payment.selection.option.monthly", "Localizable:payment.one-time",
            ])
        #expect(control.unresolvedTitles.map(\.segment) == [2, 3])
        // SwiftGen's structured names, its output not committed: enums for the key's prefixes.
        #expect(
            titles(control).suffix(2) == ["Localizable:pdf.highlight", "Localizable:settings.annotation_tools.pdf"])
    }

    /// zotero's annotation editor: `if let cell = cell as? ColorPickerCell { … } else if let cell
    /// = cell as? SegmentedControlCell { cell.setup(segments: …) }` over a dequeued cell segqa
    /// cannot know. Whether a cast succeeds is undecided, so the later branches run too.
    @Test func anOptionalCastOfAnUnknownValueLeavesTheElseBranchesOpen() throws {
        let code = """
            final class ColorCell: UITableViewCell {
                func setup(color: String) {}
            }
            final class SegmentedCell: UITableViewCell {
                private let control = UISegmentedControl()
                func setup(segments: [String]) {
                    control.removeAllSegments()
                    for (index, segment) in segments.enumerated() {
                        control.insertSegment(withTitle: segment, at: index, animated: false)
                    }
                    contentView.addSubview(control)
                }
            }
            final class EditorViewController: UIViewController, UITableViewDataSource {
                private let rows = ["color", "type"]
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row], for: indexPath)
                    if let cell = cell as? ColorCell {
                        cell.setup(color: "red")
                    } else if let cell = cell as? SegmentedCell {
                        cell.setup(segments: ["Highlight", "Underline"])
                    }
                    return cell
                }
            }
            """
        let result = read([("EditorViewController.swift", code)])
        let control = try #require(result.controls.first { titles($0) == ["Highlight", "Underline"] })
        #expect(control.id.value == "EditorViewController.swift:\(line(of: "cell.setup(segments:", in: code))")
    }

    @Test func theProjectsOwnExtensionOfTheControlRunsItsBody() throws {
        let helpers = """
            extension UISegmentedControl {
                func replaceSegments(segments: [String]) {
                    removeAllSegments()
                    for segment in segments {
                        insertSegment(withTitle: segment, at: numberOfSegments, animated: false)
                    }
                }
            }
            """
        let code = """
            final class SortViewController: UIViewController {
                private lazy var sort: UISegmentedControl = {
                    let control = UISegmentedControl()
                    control.replaceSegments(segments: [NSLocalizedString("sort.newest", comment: ""), NSLocalizedString("sort.oldest", comment: "")])
                    return control
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(sort)
                }
            }
            """
        let result = read([("UISegmentedControl+Segments.swift", helpers), ("SortViewController.swift", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:sort.newest", "Localizable:sort.oldest"])
        #expect(control.location.file == "SortViewController.swift")
    }
    @Test func extensionInitializersImplicitMembersTuplesAndCaseChanges() throws {
        let helpers = """
            extension UISegmentedControl {
                convenience init<T>(_ type: T.Type) where T: RawRepresentable, T: CaseIterable, T.RawValue == String {
                    self.init(items: type.allCases.map({ $0.rawValue }))
                }
                func setup<T: SegmentEnum>(with segments: [T]) {
                    removeAllSegments()
                    segments.enumerated().forEach { (offset, segment) in
                        insertSegment(withTitle: segment.title, at: offset, animated: false)
                    }
                }
                typealias LocalizedTitle = (title: String, index: Int)
                func localize(with titles: [LocalizedTitle]) {
                    titles.forEach { pair in
                        if pair.index < numberOfSegments { setTitle(pair.title, forSegmentAt: pair.index) }
                    }
                }
            }
            protocol SegmentEnum { var title: String { get } }
            """
        let code = """
            enum Sorting: String, CaseIterable { case newest = "Newest", oldest = "Oldest" }
            enum Period: Int, SegmentEnum {
                case day, week
                var title: String {
                    switch self {
                    case .day: return NSLocalizedString("period.day", comment: "")
                    case .week: return NSLocalizedString("period.week", comment: "")
                    }
                }
            }
            enum Palette: String, CaseIterable { case white, black }

            final class ArchiveViewController: UIViewController {
                private let sort = UISegmentedControl(Sorting.self)
                private let period = UISegmentedControl()
                private let filter = UISegmentedControl(items: ["", ""])
                private let palette = UISegmentedControl(items: Palette.allCases.map { $0.rawValue.capitalized })
                override func viewDidLoad() {
                    super.viewDidLoad()
                    period.setup(with: [Period.day, .week])
                    filter.localize(with: [(title: NSLocalizedString("filter.all", comment: ""), index: 0),
                                           (title: NSLocalizedString("filter.unread", comment: ""), index: 1)])
                }
            }
            """
        let result = read([("UISegmentedControl+Setup.swift", helpers), ("ArchiveViewController.swift", code)])
        let byLine = Dictionary(uniqueKeysWithValues: result.controls.map { ($0.location.line, titles($0)) })
        #expect(byLine[line(of: "sort = ", in: code)] == ["Newest", "Oldest"], "the project's convenience init ran")
        #expect(
            byLine[line(of: "period = ", in: code)] == ["Localizable:period.day", "Localizable:period.week"],
            "'.week' is a Period, as the array's first element says")
        #expect(byLine[line(of: "filter = ", in: code)] == ["Localizable:filter.all", "Localizable:filter.unread"])
        #expect(byLine[line(of: "palette = ", in: code)] == ["White", "Black"], "what the user sees, capitalized")
    }
    @Test func imagesDrawnDifferentlyKeepTheirNameAndAnEmptyWrapperIsNotChecked() throws {
        let code = """
            class ImportanceControl: UISegmentedControl {
                let inner: UISegmentedControl = {
                    let control = UISegmentedControl()
                    control.insertSegment(with: UIImage(named: "low")?.withRenderingMode(.alwaysOriginal), at: 0, animated: false)
                    control.insertSegment(withTitle: "Normal", at: 1, animated: false)
                    return control
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(inner)
                }
            }
            final class TaskViewController: UIViewController {
                let importance = ImportanceControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(importance)
                }
            }
            """
        let result = read([("ImportanceControl.swift", code)])
        let inner = try #require(result.controls.first { $0.location.line == 3 })
        #expect(titles(inner) == ["image:low", "Normal"])
        #expect(inner.notChecked == nil)
        let wrapper = try #require(
            result.controls.first { $0.location.line == line(of: "ImportanceControl()", in: code) })
        #expect(wrapper.segments.isEmpty)
        #expect(wrapper.notChecked == "no segments are given to it in the code read")
    }

    /// An appearance that lets every segmented control's labels wrap, in Swift or Objective-C,
    /// wherever in the app it is; one for labels in other containers, or of one line, is not it.
    @Test func aLabelAppearanceInsideSegmentedControlsLetsTitlesWrap() {
        let swift = """
            func configureAppearance() {
                UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).numberOfLines = 0
                UILabel.appearance(whenContainedInInstancesOf: [UISegmentedControl.self]).numberOfLines = 1
                UILabel.appearance(whenContainedInInstancesOf: [UISegmentedControl.self]).numberOfLines = 2
            }
            """
        let found = read([("Appearance.swift", swift)]).segmentLabelLines
        #expect(found?.lines == 2)
        #expect(found?.location.line == line(of: "numberOfLines = 2", in: swift))
        let objectiveC = """
            - (void)applyTheme {
                [UILabel appearanceWhenContainedInInstancesOfClasses:@[UISegmentedControl.class]].numberOfLines = 0;
            }
            """
        #expect(read([("Theme.m", objectiveC)]).segmentLabelLines?.lines == 0)
        #expect(read([("Cells.swift", String(swift.split(separator: "\n")[1]))]).segmentLabelLines == nil)
    }

    /// A base view controller makes the control with placeholder titles and its subclasses set
    /// them: each subclass is a control with its titles, the base's placeholders are none.
    @Test func aBaseClassPlaceholderGivesWayToItsSubclassesTitles() {
        let base = """
            class SplitViewController: UIViewController {
                let segmentedControl = UISegmentedControl(items: ["", ""])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(segmentedControl)
                }
            }
            """
        let stable = """
            class StableViewController: SplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    segmentedControl.setTitle("Pets", forSegmentAt: 0)
                    segmentedControl.setTitle("Mounts", forSegmentAt: 1)
                }
            }
            """
        let party = """
            class PartyViewController: SplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    segmentedControl.setTitle("List", forSegmentAt: 0)
                    segmentedControl.setTitle("By Invite", forSegmentAt: 1)
                }
            }
            """
        let result = read([("Split.swift", base), ("Stable.swift", stable), ("Party.swift", party)])
        #expect(result.controls.map(titles).sorted { $0[0] < $1[0] } == [["List", "By Invite"], ["Pets", "Mounts"]])
    }

    /// An image made by a project helper segqa cannot follow, labelled before it is inserted
    /// (OsmAnd's `image.accessibilityLabel = tab.title`): the segment carries that label.
    @Test func aLabelSetOnAnImageFromAHelperReachesItsSegment() throws {
        let controller = """
            final class PlacesViewController: UIViewController {
                @IBOutlet weak var segmentControl: UISegmentedControl!
                let titles = [NSLocalizedString("tab.favorites", comment: ""), NSLocalizedString("tab.tracks", comment: "")]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    segmentControl.removeAllSegments()
                    for (index, title) in titles.enumerated() {
                        guard let image = icons[index].resizedTemplateImage(with: size) else { continue }
                        image.accessibilityLabel = title
                        segmentControl.insertSegment(with: image, at: index, animated: false)
                    }
                }
            }
            """
        let result = read([("PlacesViewController.swift", controller)])
        let edit = try #require(result.outletEdits.first)
        #expect(edit.control.segments.count == 2)
        #expect(
            edit.control.segments.map { describe($0.accessibilityLabel) } == [
                "Localizable:tab.favorites", "Localizable:tab.tracks",
            ])
    }

    /// VLC's playback view: an outlet re-titled in `awakeFromNib`, one segment removed only for
    /// audio. Both outcomes ship; the one with every segment is checked (it is the tighter layout
    /// and shows every title), not the removal taken as always.
    @Test func aSegmentRemovedUnderARuntimeConditionIsKept() throws {
        let view = """
            class PlaybackSpeedView: UIView {
                @IBOutlet weak var options: UISegmentedControl!
                let vpc = PlaybackService.sharedInstance()

                override func awakeFromNib() {
                    super.awakeFromNib()
                    options.setTitle(NSLocalizedString("PLAYBACK_SPEED", comment: ""), forSegmentAt: 0)
                    options.setTitle(NSLocalizedString("SPU_DELAY", comment: ""), forSegmentAt: 1)
                    options.setTitle(NSLocalizedString("AUDIO_DELAY", comment: ""), forSegmentAt: 2)
                    if vpc.metadata.isAudioOnly {
                        options.removeSegment(at: 1, animated: false)
                    }
                }
            }
            """
        let edit = try #require(read([("PlaybackSpeedView.swift", view)]).outletEdits.first)
        #expect(
            edit.control.segments.map { describe($0.title) } == [
                "Localizable:PLAYBACK_SPEED", "Localizable:SPU_DELAY", "Localizable:AUDIO_DELAY",
            ])
        // In the else branch it is the same.
        let elseBranch = view.replacingOccurrences(
            of: "if vpc.metadata.isAudioOnly {", with: "if vpc.metadata.hasVideo {} else {")
        let other = try #require(read([("PlaybackSpeedView.swift", elseBranch)]).outletEdits.first)
        #expect(other.control.segments.count == 3)
    }

    /// habitica's task filter: one of three controls, chosen by the task type, goes into one
    /// variable; its frame is then the view controller's view less 8 pt a side. The frame is every
    /// one of the three's, and `view` is the screen-wide root view.
    @Test func whatCodeDoesToAVariableAfterAJoinItDoesToEachControl() throws {
        let controller = """
            class FilterViewController: UIViewController {
                var taskType: String?
                private var filterTypeControl = UISegmentedControl()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if taskType == "habit" {
                        filterTypeControl = UISegmentedControl(items: ["All", "Weak", "Strong"])
                    } else if taskType == "daily" {
                        filterTypeControl = UISegmentedControl(items: ["All", "Due", "Not Due"])
                    }
                    view.addSubview(filterTypeControl)
                    filterTypeControl.frame = CGRect(x: 8, y: 0, width: view.bounds.width - 16, height: 30)
                }
            }
            """
        let controls = read([("FilterViewController.swift", controller)]).controls.filter { !$0.segments.isEmpty }
        #expect(controls.map(titles) == [["All", "Weak", "Strong"], ["All", "Due", "Not Due"]])
        #expect(controls.map { $0.settings.margin?.value } == [8, 8])
    }

    /// Zotero's two reader sidebars each nest an `enum Tab`; `static var sortedTabs: [Tab]` in
    /// one is that screen's `Tab` (with `.thumbnails`), not the other's.
    @Test func aNestedTypeNamedInItsOwnCodeIsItsOwn() throws {
        func sidebar(_ name: String, _ cases: [String]) -> String {
            """
            class \(name): UIViewController {
                enum Tab {
                    \(cases.map { "case \($0)" }.joined(separator: "\n        "))
                    var title: String {
                        switch self {
                        \(cases.map { "case .\($0): return \"\($0.capitalized)\"" }.joined(separator: "\n            "))
                        }
                    }
                    static var sortedTabs: [Tab] { return [\(cases.reversed().map { "." + $0 }.joined(separator: ", "))] }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UISegmentedControl(items: Tab.sortedTabs.map({ $0.title })))
                }
            }
            """
        }
        let result = read([
            ("HtmlSidebar.swift", sidebar("HtmlSidebarViewController", ["annotations", "outline"])),
            ("PDFSidebar.swift", sidebar("PDFSidebarViewController", ["annotations", "outline", "thumbnails"])),
        ])
        #expect(
            result.controls.sorted { $0.id.value < $1.id.value }.map(titles) == [
                ["Outline", "Annotations"], ["Thumbnails", "Outline", "Annotations"],
            ])
    }

    /// habitica's filter as it is: the control sits in a plain `UIView()` table header whose frame
    /// the code sets to the root view's width; the control is that header's width less 8 pt a side
    /// (359 pt on a 375 pt phone, not the 343 pt between default layout margins).
    @Test func aControlInAPlainViewTakesThatViewsFrame() throws {
        let controller = """
            class FilterViewController: UITableViewController {
                private let headerView = UIView()
                private var filterTypeControl = UISegmentedControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    filterTypeControl = UISegmentedControl(items: ["All", "Scheduled", "Completed"])
                    headerView.addSubview(filterTypeControl)
                    tableView.tableHeaderView = headerView
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    headerView.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: 46)
                    filterTypeControl.frame = CGRect(
                        x: 8, y: headerView.frame.size.height - 30, width: headerView.frame.size.width - 16, height: 30)
                }
            }
            """
        let control = try #require(read([("FilterViewController.swift", controller)]).controls.first)
        #expect(titles(control) == ["All", "Scheduled", "Completed"])
        #expect(control.settings.margin?.value == 8)
        // A header whose frame the code never sets says nothing about the control's width.
        let unset = controller.replacingOccurrences(
            of: "headerView.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: 46)", with: "")
        #expect(try #require(read([("FilterViewController.swift", unset)]).controls.first).settings.margin == nil)
    }

    /// Shapes from VLC's and Open Food Facts' pagers: titles set by a superclass's initializer
    /// through `super.init(…)` (or inherited, when the subclass declares none), a list grown from
    /// `[T]()`, and `x is T` deciding which model an object keeps.
    @Test func superInitializersTypeChecksAndEmptyTypedArrays() throws {
        let code = """
            protocol Model { var name: String { get } }
            final class ArtistModel: Model { var name: String { NSLocalizedString("ARTISTS", comment: "") } }
            final class VideoModel: Model { var name: String { "All videos" } }
            final class GroupModel: Model { var name: String { "Groups" } }

            class Page {
                let model: Model
                let title: String
                init(model: Model, title: String) {
                    if model is GroupModel {
                        self.model = VideoModel()
                    } else {
                        self.model = model
                    }
                    self.title = title
                }
            }
            final class ArtistPage: Page {
                init() { super.init(model: ArtistModel(), title: "unused") }
            }
            final class PlainPage: Page {}

            final class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var pages = [Page]()
                    pages.append(ArtistPage())
                    pages.append(PlainPage(model: VideoModel(), title: "Plain"))
                    let control = UISegmentedControl(items: [pages[0].model.name, pages[1].title])
                    navigationItem.titleView = control
                }
            }
            """
        let control = try #require(read([("Library.swift", code)]).controls.first)
        #expect(titles(control) == ["Localizable:ARTISTS", "Plain"])
    }

    /// Home Assistant's SwiftGen template asks an environment behind a dependency container
    /// (`Current.localized.string(key, table)`), which segqa cannot follow: a function with
    /// parameters `key` and `table`, given them as text, looks the key up in the table.
    @Test func aLookupByKeyAndTableSegqaCannotFollowIsAKeyOfTheTable() throws {
        let strings = """
            public enum L10n {
              public enum Settings {
                public static var general: String { return L10n.tr("Localizable", "settings.general") }
                public static var privacy: String { return L10n.tr("Privacy", "settings.privacy") }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = Current.localized.string(key, table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        let screen = """
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.titleView = UISegmentedControl(items: [L10n.Settings.general, L10n.Settings.privacy])
                }
            }
            """
        let control = try #require(read([("Strings.swift", strings), ("Settings.swift", screen)]).controls.first)
        #expect(titles(control) == ["Localizable:settings.general", "Privacy:settings.privacy"])
    }

    /// A condition on state the user changes on screen (`@State`, `@Published`) goes either way,
    /// whatever its initial value: the picker behind `if showsAdvanced` is read.
    @Test func conditionsOnRuntimeStateReadBothBranches() throws {
        let code = """
            final class FilterModel: ObservableObject {
                @Published var showsAdvanced = false
                let fixed = false
            }

            struct FilterView: View {
                @StateObject private var model = FilterModel()
                @State private var order = 0
                var body: some View {
                    Form {
                        if model.showsAdvanced {
                            Picker("Order", selection: $order) {
                                Text("Newest").tag(0)
                                Text("Oldest").tag(1)
                            }
                            .pickerStyle(.segmented)
                        }
                        if model.fixed {
                            Picker("Never", selection: $order) {
                                Text("A").tag(0)
                                Text("B").tag(1)
                            }
                            .pickerStyle(.segmented)
                        }
                    }
                }
            }
            """
        let controls = read([("FilterView.swift", code)]).controls
        #expect(
            controls.map(titles) == [["Localizable:Newest", "Localizable:Oldest"]],
            "a constant 'let' still decides its branch")
    }

    /// Pocket Casts' effects screen: Interface Builder's placeholders ("First", "Second") are
    /// re-titled in the outlet's `didSet`, which runs when the XIB sets the outlet. An observed
    /// stored property is not a computed one.
    @Test func anOutletsDidSetRetitlesTheInterfaceBuilderControl() throws {
        let controller = """
            final class EffectsViewController: UIViewController {
                @IBOutlet weak var destination: UISegmentedControl! {
                    didSet {
                        destination.setTitle(NSLocalizedString("effects.all", comment: ""), forSegmentAt: 0)
                        destination.setTitle(NSLocalizedString("effects.this", comment: ""), forSegmentAt: 1)
                    }
                }
            }
            """
        let result = read([("EffectsViewController.swift", controller)])
        let edit = try #require(result.outletEdits.first)
        #expect(edit.property == "destination")
        #expect(
            edit.control.segments.map { describe($0.title) } == ["Localizable:effects.all", "Localizable:effects.this"])
    }

    /// A property observer runs when other code assigns the property (mastodon's profile screen
    /// builds its pager in `viewModel`'s `didSet`); the object's own assignments run none here.
    @Test func anObserverRunsWhenOtherCodeAssignsTheProperty() throws {
        let code = """
            import UIKit

            final class FilterView: UIView {
                let control = UISegmentedControl()
                var kinds: [String] = [] {
                    didSet {
                        for (index, kind) in kinds.enumerated() {
                            control.insertSegment(withTitle: kind, at: index, animated: false)
                        }
                    }
                }
            }

            final class InboxViewController: UIViewController {
                let filter = FilterView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    filter.kinds = [NSLocalizedString("inbox.all", comment: ""), NSLocalizedString("inbox.unread", comment: "")]
                }
            }
            """
        let controls = read([("InboxViewController.swift", code)]).controls
        #expect(
            controls.map(titles).contains(["Localizable:inbox.all", "Localizable:inbox.unread"]),
            "\(controls.map(titles))")
    }

    /// A pager made by a screen that then gives it what its pages come from (mastodon's profile:
    /// `pager.viewModel = …`): its bar is the library's control for that object, asked for once
    /// the screen's code ran.
    @Test func aPagerMadeAndSetUpByAScreenHasItsPages() throws {
        let code = """
            import XLPagerTabStrip

            final class ProfilePagingViewController: ButtonBarPagerTabStripViewController {
                var viewModel: ProfilePagingViewModel?

                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    viewModel?.pages ?? []
                }
            }

            final class ProfilePagingViewModel {
                let pages: [UIViewController]
                init(pages: [UIViewController]) { self.pages = pages }
            }

            final class PostsViewController: UIViewController, IndicatorInfoProvider {
                func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                    IndicatorInfo(title: NSLocalizedString("profile.posts", comment: ""))
                }
            }

            final class AboutViewController: UIViewController, IndicatorInfoProvider {
                func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                    IndicatorInfo(title: NSLocalizedString("profile.about", comment: ""))
                }
            }

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pager = ProfilePagingViewController()
                    pager.viewModel = ProfilePagingViewModel(pages: [PostsViewController(), AboutViewController()])
                    addChild(pager)
                }
            }
            """
        let controls = read([("ProfileViewController.swift", code)]).controls
        #expect(
            controls.map(titles) == [["Localizable:profile.posts", "Localizable:profile.about"]],
            "\(controls.map(titles))")
    }

    /// zotero's reader settings: one cell registration, its handler run for each kind of row
    /// (the generic arguments read from the tokens, however long the type is written), each row
    /// titling the cell's control through the same calls. Each is a control of its own, named
    /// where its first title is written, with an id of its own.
    @Test func aCellRegistrationsRowsAreControlsOfTheirOwn() throws {
        let code = """
            import UIKit

            final class ReaderSettingsSegmentedCell: UICollectionViewListCell {
                let control = UISegmentedControl()

                func configure(titles: [String]) {
                    for (index, title) in titles.enumerated() {
                        control.insertSegment(withTitle: title, at: index, animated: false)
                    }
                }
            }

            final class ReaderSettingsViewController: UICollectionViewController {
                enum Row {
                    case transition
                    case pageMode
                    case appearance
                }

                private lazy var registration: UICollectionView.CellRegistration<ReaderSettingsSegmentedCell, ReaderSettingsViewController.Row> = {
                    UICollectionView.CellRegistration<ReaderSettingsSegmentedCell, ReaderSettingsViewController.Row> { [weak self] cell, _, row in
                        let titles: [String]
                        switch row {
                        case .transition:
                            titles = [NSLocalizedString("transition.jump", comment: ""), NSLocalizedString("transition.continuous", comment: "")]
                        case .pageMode:
                            titles = [NSLocalizedString("mode.single", comment: ""), NSLocalizedString("mode.double", comment: "")]
                        case .appearance:
                            titles = [NSLocalizedString("appearance.light", comment: ""), NSLocalizedString("appearance.dark", comment: "")]
                        }
                        cell.configure(titles: titles)
                    }
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = registration
                }
            }
            """
        let controls = read([("ReaderSettingsViewController.swift", code)]).controls
        #expect(
            controls.map(titles) == [
                ["Localizable:transition.jump", "Localizable:transition.continuous"],
                ["Localizable:mode.single", "Localizable:mode.double"],
                ["Localizable:appearance.light", "Localizable:appearance.dark"],
            ])
        #expect(Set(controls.map(\.id.value)).count == controls.count, "\(controls.map(\.id.value))")
        #expect(controls.map(\.location.line) == [25, 27, 29], "where each first title is written")
    }

    /// KeePassium's password generator: a cell makes its own selector (a stack of round
    /// `OptionButton`s, a project `UIButton`) in `awakeFromNib`, and the screen titles each
    /// dequeued cell (`cell as! FixedSetCell`) by setting `availableValues`, whose `didSet` fills
    /// the selector. The screen's data-source methods are roots though it calls one
    /// `tableView(…)` of its own, and `.required` is the top-level enum's case, not the case of a
    /// strings enum nested elsewhere under the same name.
    @Test func aCellsOwnSelectorTitledThroughAnObservedProperty() throws {
        let cells = """
            import UIKit

            enum LString {
                enum InclusionCondition {
                    static let required = NSLocalizedString("required", comment: "")
                }
            }

            enum InclusionCondition {
                case inactive, excluded, allowed, required
                var glyphSymbol: String {
                    switch self {
                    case .inactive: return "✕"
                    case .excluded: return "−"
                    case .allowed: return "✓"
                    case .required: return "﹡"
                    }
                }
            }

            final class PasswordGeneratorFixedSetCell: UITableViewCell {
                var value: InclusionCondition = .allowed {
                    didSet {
                        selectorView.value = value
                    }
                }
                fileprivate var selectorView: ConditionSelectorView!
                var availableValues: [InclusionCondition] = [] {
                    didSet {
                        selectorView.setButtons(for: availableValues)
                    }
                }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    selectorView = ConditionSelectorView(frame: CGRect(x: 0, y: 0, width: 0, height: 29))
                    accessoryView = selectorView
                }
            }

            extension PasswordGeneratorFixedSetCell {
                fileprivate class OptionButton: UIButton {
                    override var isSelected: Bool {
                        didSet { backgroundColor = isSelected ? .red : .clear }
                    }
                }
                fileprivate class ConditionSelectorView: UIStackView {
                    private var buttons = [InclusionCondition: OptionButton]()
                    var value: InclusionCondition? {
                        didSet {
                            buttons.values.forEach { $0.isSelected = false }
                        }
                    }

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        distribution = .fillEqually
                        setButtons(for: [.excluded, .allowed, .required])
                    }

                    public func setButtons(for conditions: [InclusionCondition]) {
                        conditions.forEach { condition in
                            let button = OptionButton()
                            button.setTitle(condition.glyphSymbol, for: .normal)
                            button.addTarget(self, action: #selector(didPressButton(_:)), for: .touchUpInside)
                            addArrangedSubview(button)
                            buttons[condition] = button
                        }
                    }

                    @objc private func didPressButton(_ button: UIButton) {}
                }
            }
            """
        let screen = """
            import UIKit

            final class PasswordGeneratorVC: UITableViewController {
                enum Mode { case basic, custom }
                private enum CellIndex {
                    static let modeSelector = IndexPath(row: 0, section: 0)
                    static let upperCase = IndexPath(row: 1, section: 1)
                    static let lookalikes = IndexPath(row: 2, section: 1)
                }
                private var mode: Mode = .basic

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "fixed", for: indexPath)
                    switch (mode, indexPath.section) {
                    case (_, CellIndex.modeSelector.section):
                        break
                    case (.custom, _):
                        configureCustomModeCell(cell, at: indexPath)
                    default:
                        break
                    }
                    return cell
                }

                private func configureCustomModeCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
                    switch indexPath {
                    case CellIndex.upperCase:
                        configureFixedSetCell(cell as! PasswordGeneratorFixedSetCell, conditions: [.required, .allowed, .inactive])
                    case CellIndex.lookalikes:
                        configureFixedSetCell(cell as! PasswordGeneratorFixedSetCell, conditions: [.excluded, .inactive])
                    default:
                        break
                    }
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    self.tableView(self.tableView, accessoryButtonTappedForRowWith: indexPath)
                }

                private func configureFixedSetCell(_ cell: PasswordGeneratorFixedSetCell, conditions: [InclusionCondition]) {
                    cell.availableValues = conditions
                    cell.value = .allowed
                }
            }
            """
        let controls = read([("PasswordGeneratorCells.swift", cells), ("PasswordGeneratorVC.swift", screen)]).controls
        #expect(controls.map(titles) == [["﹡", "✓", "✕"], ["−", "✕"]], "\(controls.map(titles))")
    }

    /// A control placed by its centre alone (`control.center = view.center` in a table header)
    /// keeps the size its items give it; one given a frame after that has the frame's width.
    @Test func aControlPlacedByItsCentreKeepsItsOwnSize() throws {
        let code = """
            import UIKit

            final class ProjectsViewController: UITableViewController {
                let listControl = UISegmentedControl(items: ["Joined", "Featured", "Nearby"])
                let sortControl = UISegmentedControl(items: ["Name", "Date"])

                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let view = UIView()
                    view.addSubview(listControl)
                    listControl.center = view.center
                    view.addSubview(sortControl)
                    sortControl.center = view.center
                    sortControl.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
                    return view
                }
            }
            """
        let controls = read([("ProjectsViewController.swift", code)]).controls
        #expect(controls.map { $0.settings.widthMode?.value } == ["natural", nil])
        #expect(controls.map { $0.settings.width?.value } == [nil, 200])
    }

    /// OneBusAway's walking-speed presets: each option titled by the preset nearest to it, found
    /// with `allCases.min(by:)` over distances (`abs`) inside the enum's own static method.
    @Test func theNearestCaseFoundWithMinByOverAllCases() throws {
        let code = """
            import UIKit

            enum WalkingSpeedPreset: Double, CaseIterable {
                case slow = 0.9
                case average = 1.4
                case fast = 1.8

                var title: String {
                    switch self {
                    case .slow: return NSLocalizedString("speed.slow", comment: "")
                    case .average: return NSLocalizedString("speed.average", comment: "")
                    case .fast: return NSLocalizedString("speed.fast", comment: "")
                    }
                }

                static func nearest(to speed: Double) -> WalkingSpeedPreset {
                    allCases.min(by: { abs($0.rawValue - speed) < abs($1.rawValue - speed) }) ?? .average
                }
            }

            final class SpeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let speeds = [0.8, 1.5, 2.0]
                    let control = UISegmentedControl(items: speeds.map { WalkingSpeedPreset.nearest(to: $0).title })
                    view.addSubview(control)
                }
            }
            """
        let controls = read([("SpeedViewController.swift", code)]).controls
        #expect(
            controls.map(titles) == [
                ["Localizable:speed.slow", "Localizable:speed.average", "Localizable:speed.fast"]
            ],
            "\(controls.map(titles))")
    }

    /// `min()` and `max()` without a comparator are not evaluated (they trapped: the comparator
    /// was unwrapped for `min` whatever the call).
    @Test func minAndMaxWithoutAComparatorAreUnknown() throws {
        let code = """
            import UIKit

            final class RangeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let low = [3.0, 1.0].min()
                    let high = [3.0, 1.0].max()
                    let control = UISegmentedControl(items: [low == 1.0 ? "Low" : "Other", high == 3.0 ? "High" : "Other"])
                    view.addSubview(control)
                }
            }
            """
        let controls = read([("RangeViewController.swift", code)]).controls
        #expect(controls.count == 1)
    }

    /// A table model's rows, picked by the index path UIKit gives `cellForRowAt`: the cell that
    /// only some rows reach, a condition on the row's kind segqa cannot decide, is made for the
    /// rows that title it.
    @Test func aTableViewCellTakesItsRowsTitles() throws {
        let code = """
            import UIKit

            struct Row {
                let kind: String
                let titles: [String]
            }

            final class UnitsViewController: UITableViewController {
                private var rows: [Row] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rows = [
                        Row(kind: "header", titles: []),
                        Row(kind: "segment", titles: [NSLocalizedString("units.metric", comment: ""), NSLocalizedString("units.imperial", comment: "")]),
                    ]
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let row = rows[indexPath.row]
                    if row.kind == "segment" {
                        let control = UISegmentedControl(items: row.titles)
                        let cell = UITableViewCell()
                        cell.contentView.addSubview(control)
                        return cell
                    }
                    return UITableViewCell()
                }
            }
            """
        let result = read([("UnitsViewController.swift", code)])
        #expect(result.controls.count == 1)
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:units.metric", "Localizable:units.imperial"])
    }

    /// A method UIKit (or a base class) calls, whose name the type also calls on another object
    /// (`section.getRow(0)`): still a root of its own, so the titles it gives a cell's control
    /// are found (OsmAnd's track appearance screen).
    @Test func aMethodCalledOnlyOnAnotherObjectIsStillARoot() throws {
        let cell = """
            import UIKit

            final class SegmentTextCell: UITableViewCell {
                @IBOutlet private weak var segmentedControl: UISegmentedControl!

                func configure(titles: [String]) {
                    segmentedControl.removeAllSegments()
                    for (index, title) in titles.enumerated() {
                        segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
                    }
                }
            }
            """
        let screen = """
            import UIKit

            final class AppearanceViewController: BaseTableViewController {
                func describeFirst(_ section: TableSection) -> String {
                    section.getRow(0).title
                }

                override func getRow(_ indexPath: IndexPath?) -> UITableViewCell? {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "split") as! SegmentTextCell
                    cell.configure(titles: [NSLocalizedString("split.none", comment: ""), NSLocalizedString("split.time", comment: "")])
                    return cell
                }
            }
            """
        let result = read([("SegmentTextCell.swift", cell), ("AppearanceViewController.swift", screen)])
        let outlet = try #require(result.outletEdits.first { $0.control.segments.count == 2 })
        #expect(titles(outlet.control) == ["Localizable:split.none", "Localizable:split.time"])
    }

    /// An app's own UIKit control found by what it does (`UIKitCustomControlRecogniser`): a
    /// toolbar that makes a tappable button for each action it is given, keeping no selection,
    /// is no segmented control; the same view that keeps a selected index is, titled by the
    /// screen that gives it its items.
    @Test func aViewMakingTappableButtonsFromAListIsAControlOnlyWhenItKeepsASelection() throws {
        func view(selection: String) -> String {
            """
            import UIKit
            final class ActionBar: UIView {
                \(selection)
                func configure(actions: [String]) {
                    for action in actions {
                        let button = UIButton(type: .system)
                        button.setTitle(action, for: .normal)
                        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                        addSubview(button)
                    }
                }
                @objc func tapped(_ sender: UIButton) {}
            }
            """
        }
        let screen = """
            import UIKit
            final class EditorViewController: UIViewController {
                let bar = ActionBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.configure(actions: [NSLocalizedString("bold", comment: ""), "Italic"])
                    view.addSubview(bar)
                }
            }
            """
        #expect(
            read([("ActionBar.swift", view(selection: "")), ("EditorViewController.swift", screen)]).controls.isEmpty)
        let chosen = read([
            ("ActionBar.swift", view(selection: "var selectedIndex = 0")), ("EditorViewController.swift", screen),
        ])
        let control = try #require(chosen.controls.first)
        #expect(titles(control) == ["Localizable:bold", "Italic"])
        #expect(control.id.value == "EditorViewController.swift:\(line(of: "let bar = ActionBar()", in: screen))")
    }

    /// pocket-casts' options sheet: an empty list that gains an entry for each element of data
    /// segqa cannot know (a parameter) has no length segqa knows: its segments are unknown, with
    /// why, not one stand-in segment; a list with entries before such a loop keeps them.
    @Test func aListGrownOnlyInALoopOverUnknownDataIsUnknown() throws {
        let code = """
            import UIKit
            final class OptionsView: UIView {
                func show(modes: [Mode]) {
                    var titles = [String]()
                    for mode in modes {
                        titles.append(mode.title)
                    }
                    let picker = UISegmentedControl(items: titles)
                    addSubview(picker)
                    var sorts = [NSLocalizedString("sort.date", comment: "")]
                    for mode in modes {
                        sorts.append(mode.title)
                    }
                    let sorter = UISegmentedControl(items: sorts)
                    addSubview(sorter)
                }
            }
            """
        let result = read([("OptionsView.swift", code)])
        #expect(result.controls.count == 2)
        let picker = try #require(
            result.controls.first { $0.id.value == "OptionsView.swift:\(line(of: "(items: titles)", in: code))" })
        #expect(picker.segments.isEmpty)
        #expect(picker.notChecked?.contains("a list with an entry for each element of 'modes'") == true)
        let sorter = try #require(
            result.controls.first { $0.id.value == "OptionsView.swift:\(line(of: "(items: sorts)", in: code))" })
        #expect(titles(sorter).first == "Localizable:sort.date")
        #expect(sorter.segments.count == 2)
    }

    /// Code cut off mid-construct (a file saved half-written): the scans that tell an app's own
    /// controls from their tokens stop at the end, never trap.
    @Test func filesCutOffMidLoopDoNotTrapTheShapeScans() throws {
        let swift = """
            import UIKit
            final class Bar: UIControl {
                var selectedIndex = 0
                func setItems(_ items: [String]) {
                    for item in items
            """
        let swiftForEach = """
            import UIKit
            final class Bar: UIView {
                var selectedIndex = 0
                func setItems(_ items: [String]) {
                    items.
            """
        let kotlin = """
            @Composable
            fun Choice() {
                Row {
                    Button(onClick = {
            """
        _ = read([("Bar.swift", swift)])
        _ = read([("Bar.swift", swiftForEach)])
        _ = read([("Choice.kt", kotlin)])
    }

    /// An app's own UIKit control titled by either of two methods, whichever is declared first
    /// (`setUp(items:)` loops, `setItems(_:)` hands its list on): both title it.
    @Test func aCustomControlIsTitledByEachOfItsTitlingMethods() throws {
        let bar = """
            import UIKit
            final class PillBar: UIControl {
                var selectedIndex = 0
                private func setUp(items: [String]) {
                    for item in items {
                        let button = UIButton(type: .system)
                        button.setTitle(item, for: .normal)
                        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                        addSubview(button)
                    }
                }
                func setItems(_ items: [String]) { setUp(items: items) }
                @objc func tapped(_ sender: UIButton) { selectedIndex = sender.tag }
            }
            """
        let screen = """
            import UIKit
            final class FeedViewController: UIViewController {
                let bar = PillBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.setItems([NSLocalizedString("feed.home", comment: ""), "Local"])
                }
            }
            """
        let control = try #require(read([("PillBar.swift", bar), ("FeedViewController.swift", screen)]).controls.first)
        #expect(titles(control) == ["Localizable:feed.home", "Local"])
    }

    /// A large screen's roots that neither make a control nor set what one reads are not run
    /// (`Reading.rootsWorthRunning`); those that set it are, an assignment and a mutating call alike.
    @Test func rootsThatSetWhatAControlReadsRunThoughTheyMakeNone() throws {
        let getters = (1...9).map { "    func height\($0)() -> Int { \($0) }" }.joined(separator: "\n")
        let code = """
            final class RangeViewController: UIViewController {
                var titles: [String] = []
                var unrelated = 0
            \(getters)
                func loadTitles() { titles = ["Day", "Week"] }
                func addMonth() { titles.append("Month") }
                func bump() { unrelated += 1 }
                func buildControl() {
                    let control = UISegmentedControl(items: titles)
                    view.addSubview(control)
                }
            }
            """
        let control = try #require(read([("RangeViewController.swift", code)]).controls.first)
        #expect(titles(control) == ["Day", "Week", "Month"])
    }

    /// Every segment one of the same titles (each picks its title from a value known only at run
    /// time: Gadgetbridge's chart tabs, yattee's tap zones): which segment shows which, is the
    /// device's. Not checked, rather than every title reported once per segment.
    @Test func segmentsThatAreEachOneOfTheSameTitlesAreNotChecked() throws {
        let code = """
            enum ZoneAction {
                case play, next
                var title: String {
                    switch self {
                    case .play: return "Play/Pause"
                    case .next: return "Next"
                    }
                }
            }
            final class ZonesViewController: UIViewController {
                override func viewDidLoad() {
                    let left = UserDefaults.standard.bool(forKey: "left") ? ZoneAction.play.title : ZoneAction.next.title
                    let right = UserDefaults.standard.bool(forKey: "right") ? ZoneAction.play.title : ZoneAction.next.title
                    let control = UISegmentedControl(items: [left, right])
                    view.addSubview(control)
                }
            }
            """
        let control = try #require(read([("Zones.swift", code)]).controls.first)
        #expect(
            control.notChecked?.contains("one of 2 titles") == true,
            "\(titles(control)) \(String(describing: control.notChecked))")
    }
}
