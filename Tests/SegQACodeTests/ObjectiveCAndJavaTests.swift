import SegQACode
import SegQAModel
import Testing

/// Objective-C and Java, read as Swift and Kotlin are: controls made and titled in methods,
/// localization macros and functions of the project's own, outlets, and Android tabs.
@Suite struct ObjectiveCAndJavaTests {
    @Test func objectiveCControlsOutletsAndLocalizationMacros() throws {
        let header = """
            #import <UIKit/UIKit.h>
            #define FTLocalizedString(key) NSLocalizedStringFromTable(key, @"Feature", nil)
            NSString *FTLocalizedFormat(NSString *key);
            """
        let functions = """
            #import "FTStrings.h"
            NSString *FTLocalizedFormat(NSString *key) {
                return NSLocalizedString(key, @"");
            }
            """
        let controller = """
            #import "SettingsViewController.h"
            #import "FTStrings.h"

            @interface SettingsViewController ()
            @property (weak, nonatomic) IBOutlet UISegmentedControl *unitControl;
            @property (strong, nonatomic) UISegmentedControl *sortControl;
            @end

            @implementation SettingsViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.sortControl = [[UISegmentedControl alloc] initWithItems:@[NSLocalizedString(@"sort.name", nil), FTLocalizedString(@"sort.date")]];
                [self.unitControl setTitle:FTLocalizedFormat(@"units.metric") forSegmentAtIndex:0];
                [self.unitControl setTitle:NSLocalizedString(@"units.imperial", @"") forSegmentAtIndex:1];
                [self setUpModes];
            }

            - (void)setUpModes {
                UISegmentedControl *modes = [[UISegmentedControl alloc] init];
                [modes insertSegmentWithTitle:@"A" atIndex:0 animated:NO];
                UIImage *grid = [UIImage imageNamed:@"grid"];
                grid.accessibilityLabel = FTLocalizedString(@"modes.grid");
                [modes insertSegmentWithImage:grid atIndex:1 animated:NO];
                [modes setTitleTextAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15 weight:UIFontWeightSemibold]} forState:UIControlStateSelected];
                [self.view addSubview:modes];
            }

            @end
            """
        let result = read([
            ("FTStrings.h", header), ("FTStrings.m", functions), ("SettingsViewController.m", controller),
        ])
        #expect(result.controls.count == 2)
        let sort = try #require(
            result.controls.first {
                $0.id.value == "SettingsViewController.m:\(line(of: "initWithItems", in: controller))"
            })
        #expect(titles(sort) == ["Localizable:sort.name", "Feature:sort.date"])
        let modes = try #require(
            result.controls.first {
                $0.id.value
                    == "SettingsViewController.m:\(line(of: "[[UISegmentedControl alloc] init]", in: controller))"
            })
        #expect(titles(modes) == ["A", "image:grid"])
        #expect(describe(modes.segments[1].accessibilityLabel) == "Feature:modes.grid")
        #expect(modes.settings.states[.selected]?.size?.value == 15)
        #expect(modes.settings.states[.selected]?.weight?.value == "semibold")
        let outlet = try #require(result.outletEdits.first)
        #expect(outlet.property == "unitControl")
        #expect(outlet.declaringType == "SettingsViewController")
        #expect(titles(outlet.control) == ["Localizable:units.metric", "Localizable:units.imperial"])
    }

    /// VLC's server-protocol cell: the control is made into the ivar in `initWithStyle:…`, its
    /// fonts set through `self.segmentedControl`, and another method reads the property first. One
    /// slot holds both names: the fonts are the made control's (same font in both states, so no
    /// boundary moves on selection), not an outlet placeholder's.
    @Test func anIvarAndItsPropertyAreOneSlot() throws {
        let code = """
            @interface ProtocolCell : UITableViewCell
            @property (nonatomic) UISegmentedControl *segmentedControl;
            @end

            @implementation ProtocolCell
            - (void)applyTheme
            {
                self.segmentedControl.tintColor = UIColor.orangeColor;
            }

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _segmentedControl = [[UISegmentedControl alloc] initWithItems:@[@"SMB", @"FTP"]];
                    UIFont *font = [UIFont preferredFontForTextStyle:UIFontTextStyleSubheadline];
                    [self.segmentedControl setTitleTextAttributes:@{NSFontAttributeName: font} forState:UIControlStateNormal];
                    [self.segmentedControl setTitleTextAttributes:@{NSFontAttributeName: font} forState:UIControlStateSelected];
                    [self.contentView addSubview:_segmentedControl];
                }
                return self;
            }
            @end
            """
        let result = read([("ProtocolCell.m", code)])
        let control = try #require(result.controls.first { !$0.segments.isEmpty })
        #expect(titles(control) == ["SMB", "FTP"])
        #expect(control.settings.font.textStyle?.value == "subheadline")
        #expect(control.settings.states[.selected]?.textStyle?.value == "subheadline")
    }

    /// OsmAnd's localization: a variadic macro continued on a second line (`\`, GNU's
    /// `, ##__VA_ARGS__`) over a C function that finds its key by splitting the text at spaces
    /// and formats what it found with `[[NSString alloc] initWithFormat:… arguments:args]`. Swift
    /// calls the inline helper `localizedString(…)` beside it. Both give the key's text; a literal
    /// that is no key of the tables stays the literal.
    @Test func aWrapperThatLooksUpItsTextAsAKeyGivesTheKeysText() throws {
        let header = """
            #define OALocalizedString(defaultValue, ...) \\
            _OALocalizedString(false, defaultValue, ##__VA_ARGS__)

            static inline NSString * _OALocalizedString(BOOL upperCase, NSString * _Nullable defaultValue, ...)
            {
                NSArray *arr = [defaultValue componentsSeparatedByString:@" "];
                NSString *key;
                for (NSString *s in arr)
                {
                    if (s.length > 0 && [[NSCharacterSet letterCharacterSet] characterIsMember:[s characterAtIndex:0]])
                    {
                        key = s;
                        break;
                    }
                }
                NSString *res;
                if (key)
                {
                    NSString *loc = [[NSBundle mainBundle] localizedStringForKey:key value:@"!!!" table:nil];
                    res = [defaultValue stringByReplacingOccurrencesOfString:key withString:loc];
                }
                else
                {
                    va_list args;
                    va_start(args, defaultValue);
                    res = [[NSString alloc] initWithFormat:defaultValue arguments:args];
                    va_end(args);
                }
                return res;
            }

            static inline NSString *localizedString(NSString * _Nullable defaultValue)
            {
                return _OALocalizedString(false, defaultValue);
            }
            """
        let objectiveC = """
            #import "Localization.h"
            @implementation DayNightViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UISegmentedControl *c = [[UISegmentedControl alloc] initWithItems:@[OALocalizedString(@"shared_string_day"), OALocalizedString(@"Plain")]];
                [self.view addSubview:c];
                // The macro is known to hand its text on as a key by now: the same answer, quicker.
                UISegmentedControl *d = [[UISegmentedControl alloc] initWithItems:@[OALocalizedString(@"Plain"), OALocalizedString(@"x_axis")]];
                [self.view addSubview:d];
            }
            @end
            """
        let swift = """
            final class AxisViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UISegmentedControl(items: [localizedString("y_axis"), localizedString("x_axis")]))
                }
            }
            """
        var options = CodeReader.Options()
        options.tableKeys = TableKeys(["Localizable": ["shared_string_day", "y_axis", "x_axis"]])
        let result = read(
            [("Localization.h", header), ("DayNight.m", objectiveC), ("Axis.swift", swift)], options: options)
        let byFile = Dictionary(grouping: result.controls.filter { !$0.segments.isEmpty }, by: { $0.id.value })
        let expected: [[String]] = [
            ["Localizable:shared_string_day", "Plain"], ["Localizable:y_axis", "Localizable:x_axis"],
            ["Plain", "Localizable:x_axis"],
        ]
        let found: [[String]] = byFile.values.flatMap { $0 }.map(titles)
        #expect(found.sorted { $0[0] < $1[0] } == expected.sorted { $0[0] < $1[0] })
    }

    /// iNaturalist's guides: a lazy getter makes the control, and `self.listControl` (read as a
    /// property in a table header) runs it; the ivar it tests is nil until it is set, so the
    /// control is made once, and the header's `center` placement is that control's.
    @Test func aPropertyReadRunsTheClassGetterOnce() throws {
        let code = """
            @interface GuidesViewController : UITableViewController
            @property (nonatomic, strong) UISegmentedControl *listControl;
            @end

            @implementation GuidesViewController
            - (UISegmentedControl *)listControl {
                if (!_listControl) {
                    _listControl = [[UISegmentedControl alloc] initWithItems:@[@"Your Guides", @"Nearby"]];
                }
                return _listControl;
            }

            - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
                UIView *view = [UIView new];
                UIBarButtonItem *item = [[UIBarButtonItem alloc] initWithCustomView:self.listControl];
                [view addSubview:self.listControl];
                self.listControl.center = view.center;
                return view;
            }
            @end
            """
        let result = read([("GuidesViewController.m", code)])
        let controls = result.controls.filter { !$0.segments.isEmpty }
        #expect(controls.count == 1)
        let control = try #require(controls.first)
        #expect(titles(control) == ["Your Guides", "Nearby"])
        #expect(control.settings.widthMode?.value == "natural")
    }

    @Test func javaTabsTitledInCodeAndByAPagerAdapter() throws {
        let activity = """
            package com.example.orders;

            public class OrdersActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_orders);
                    TabLayout tabLayout = findViewById(R.id.tabs);
                    tabLayout.addTab(tabLayout.newTab().setText(R.string.orders_open));
                    tabLayout.addTab(tabLayout.newTab().setText(R.string.orders_closed));
                    MaterialButton day = findViewById(R.id.button_day);
                    day.setText(R.string.range_day);

                    ViewPager pager = findViewById(R.id.pager);
                    pager.setAdapter(new SectionsAdapter(getSupportFragmentManager(), this));
                    TabLayout sections = findViewById(R.id.section_tabs);
                    sections.setupWithViewPager(pager);
                }
            }
            """
        let adapter = """
            package com.example.orders;

            class SectionsAdapter extends FragmentPagerAdapter {
                private final Context context;

                SectionsAdapter(FragmentManager manager, Context context) {
                    super(manager);
                    this.context = context;
                }

                @Override
                public int getCount() { return 2; }

                @Override
                public CharSequence getPageTitle(int position) {
                    switch (position) {
                        case 0: return context.getString(R.string.section_today);
                        case 1: return context.getString(R.string.section_week);
                        default: return null;
                    }
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = [
            "tabs": ["activity_orders"], "button_day": ["activity_orders"], "pager": ["activity_orders"],
            "section_tabs": ["activity_orders"],
        ]
        let result = read([("OrdersActivity.java", activity), ("SectionsAdapter.java", adapter)], options: options)
        let edits = Dictionary(uniqueKeysWithValues: result.layoutEdits.map { ($0.id, $0) })
        #expect(edits["tabs"].map { titles($0.control) } == ["android:orders_open", "android:orders_closed"])
        #expect(edits["tabs"]?.layout == "activity_orders")
        #expect(edits["section_tabs"].map { titles($0.control) } == ["android:section_today", "android:section_week"])
        #expect(result.viewTitles.map { "\($0.id)=\(describe($0.title))" } == ["button_day=android:range_day"])
    }
    @Test func javaArraysAnonymousStrategiesAndStringArrays() throws {
        let history = """
            public class HistoryActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_history);
                    ViewPager pager = (ViewPager) findViewById(R.id.pager);
                    pager.setAdapter(new HistoryPagerAdapter(getSupportFragmentManager(), this));
                    TabLayout tabs = (TabLayout) findViewById(R.id.tabs);
                    tabs.setupWithViewPager(pager);
                }
            }
            class HistoryPagerAdapter extends FragmentPagerAdapter {
                private final Context context;
                private final int[] titles = new int[] { R.string.tab_recent, R.string.tab_all };
                HistoryPagerAdapter(FragmentManager fm, Context context) { super(fm); this.context = context; }
                @Override public int getCount() { return titles.length; }
                @Override public CharSequence getPageTitle(int position) { return context.getString(titles[position]); }
            }
            """
        let main = """
            public class MainActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_main);
                    TabLayout tabLayout = findViewById(R.id.tabs);
                    ViewPager2 viewPager = findViewById(R.id.pager);
                    viewPager.setAdapter(new MainPagerAdapter(this));
                    new TabLayoutMediator(tabLayout, viewPager, new TabLayoutMediator.TabConfigurationStrategy() {
                        @Override
                        public void onConfigureTab(@NonNull TabLayout.Tab tab, int position) {
                            switch (position) {
                                case 0: tab.setText(R.string.tab_recent); break;
                                case 1: tab.setText(R.string.tab_favorites); break;
                            }
                        }
                    }).attach();
                }
            }
            class MainPagerAdapter extends FragmentStateAdapter {
                MainPagerAdapter(FragmentActivity activity) { super(activity); }
                @Override public int getItemCount() { return 2; }
            }
            """
        let array = """
            public class ArrayActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_array);
                    TabLayout tabs = findViewById(R.id.tabs);
                    for (String name : getResources().getStringArray(R.array.history_tabs)) {
                        tabs.addTab(tabs.newTab().setText(name));
                    }
                }
            }
            """
        // A typed `<array>` read through `obtainTypedArray`, its items by `getString(position)`.
        let typed = """
            public class TypedActivity extends AppCompatActivity {
                private TypedArray mTabTitles;
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_typed);
                    mTabTitles = getResources().obtainTypedArray(R.array.details_tabs);
                    TabLayout tabLayout = findViewById(R.id.tabs);
                    ViewPager2 viewPager = findViewById(R.id.pager);
                    new TabLayoutMediator(tabLayout, viewPager, (tab, position) -> tab.setText(mTabTitles.getString(position)))
                        .attach();
                }
                class Adapter extends FragmentStateAdapter {
                    @Override public int getItemCount() { return mTabTitles.length(); }
                }
            }
            """
        var options = CodeReader.Options()
        let layouts = ["activity_history", "activity_main", "activity_array", "activity_typed"]
        options.layoutIDs = ["tabs": layouts, "pager": layouts]
        options.stringArrays = [
            "history_tabs": ["history_tabs[0]", "tab_all"], "details_tabs": ["app_info", "activities"],
        ]
        let result = read(
            [
                ("HistoryActivity.java", history), ("MainActivity.java", main), ("ArrayActivity.java", array),
                ("TypedActivity.java", typed),
            ],
            options: options)
        let edits = Dictionary(uniqueKeysWithValues: result.layoutEdits.map { ($0.layout ?? "?", titles($0.control)) })
        #expect(edits["activity_history"] == ["android:tab_recent", "android:tab_all"], "new int[] { … }")
        #expect(edits["activity_main"] == ["android:tab_recent", "android:tab_favorites"], "an anonymous strategy")
        #expect(
            edits["activity_array"] == ["android:history_tabs[0]", "android:tab_all"], "an item of @string/tab_all")
        #expect(edits["activity_typed"] == ["android:app_info", "android:activities"], "a TypedArray's items")
    }
    /// A helper that returns what the intent holds on one path and null on the other does not
    /// decide `if (mName == null) { finish(); return; }`: the screen goes on to its tabs
    /// (AppManager's details screen was read as always closing).
    @Test func nullOrAnUnknownValueIsNotKnownToBeNull() throws {
        let code = """
            public class DetailsActivity extends AppCompatActivity {
                private String mName;
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_details);
                    mName = nameFrom(getIntent());
                    if (mName == null) {
                        finish();
                        return;
                    }
                    TabLayout tabs = findViewById(R.id.tabs);
                    tabs.addTab(tabs.newTab().setText(R.string.info));
                    tabs.addTab(tabs.newTab().setText(R.string.permissions));
                }
                private String nameFrom(Intent intent) {
                    String name = intent.getStringExtra("name");
                    if (name == null) {
                        name = intent.getStringExtra("legacy_name");
                    }
                    if (name != null) {
                        return Paths.sanitizeFilename(name);
                    }
                    return null;
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tabs": ["activity_details"]]
        let edit = try #require(read([("DetailsActivity.java", code)], options: options).layoutEdits.first)
        #expect(titles(edit.control) == ["android:info", "android:permissions"])
    }

    @Test func listsFilledByAddInEveryLanguage() throws {
        let java = """
            public class MainActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_main);
                    ViewPager viewPager = (ViewPager) findViewById(R.id.pager);
                    ViewPagerAdapter adapter = new ViewPagerAdapter(getSupportFragmentManager());
                    adapter.addFragment(new OneFragment(), "ONE");
                    adapter.addFragment(new TwoFragment(), getString(R.string.tab_photos));
                    viewPager.setAdapter(adapter);
                    ((TabLayout) findViewById(R.id.tabs)).setupWithViewPager(viewPager);
                }
            }
            class ViewPagerAdapter extends FragmentPagerAdapter {
                private final List<Fragment> fragments = new ArrayList<>();
                private final List<String> titles = new ArrayList<>();
                public ViewPagerAdapter(FragmentManager fm) { super(fm); }
                public void addFragment(Fragment fragment, String title) {
                    this.fragments.add(fragment);
                    this.titles.add(title);
                }
                @Override public int getCount() { return fragments.size(); }
                @Override public CharSequence getPageTitle(int position) { return titles.get(position); }
            }
            """
        let swift = """
            final class ModesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var titles: [String] = []
                    titles.append(NSLocalizedString("mode.walk", comment: ""))
                    titles.insert(NSLocalizedString("mode.any", comment: ""), at: 0)
                    let modes = UISegmentedControl(items: titles)
                    view.addSubview(modes)
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tabs": ["activity_main"], "pager": ["activity_main"]]
        let result = read([("MainActivity.java", java), ("ModesViewController.swift", swift)], options: options)
        #expect(result.layoutEdits.map { titles($0.control) } == [["ONE", "android:tab_photos"]])
        #expect(result.controls.map(titles) == [["Localizable:mode.any", "Localizable:mode.walk"]])
    }

    /// VLC's login cell: the control is made into the ivar `_segmentedControl` and styled through
    /// the property `self.segmentedControl`, inside `if (@available(iOS 13.0, *))`; both states
    /// get the same font, so the selected title is not bolder.
    @Test func anIvarAndItsPropertyAreOneControlAndAvailableHolds() throws {
        let header = """
            @interface LoginCell : UITableViewCell
            @property (nonatomic, strong) UISegmentedControl *segmentedControl;
            @end
            """
        let implementation = """
            @implementation LoginCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _segmentedControl = [[UISegmentedControl alloc] initWithItems:@[@"SMB", @"FTP"]];
                    UIFont *font = [UIFont preferredFontForTextStyle:UIFontTextStyleSubheadline];
                    if (@available(iOS 13.0, *)) {
                        [self.segmentedControl setTitleTextAttributes:@{NSFontAttributeName: font} forState:UIControlStateNormal];
                        [self.segmentedControl setTitleTextAttributes:@{NSFontAttributeName: font} forState:UIControlStateSelected];
                    } else {
                        [self.segmentedControl setTitleTextAttributes:@{NSFontAttributeName: font} forState:UIControlStateNormal];
                    }
                    [self.contentView addSubview:_segmentedControl];
                }
                return self;
            }
            @end
            """
        let result = read([("LoginCell.h", header), ("LoginCell.m", implementation)])
        #expect(result.controls.count == 1, "\(result.controls.map(\.id.value))")
        let control = try #require(result.controls.first)
        #expect(control.settings.states[.selected]?.textStyle?.value == "subheadline")
    }

    /// Mastodon for Android: `view = inflater.inflate(R.layout.fragment_discover, …)`, then
    /// `view.findViewById(R.id.search_tabbar)`: the id belongs to several layouts, and the view is
    /// the inflated layout's. A Java switch expression titles the tabs.
    @Test func findViewByIdOnAnInflatedLayoutIsThatLayoutsView() throws {
        let fragment = """
            public class DiscoverFragment extends Fragment {
            	private TabLayout tabLayout;
            	private ViewPager2 pager;
            	@Override
            	public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState){
            		LinearLayout view=(LinearLayout) inflater.inflate(R.layout.fragment_discover, container, false);
            		tabLayout=view.findViewById(R.id.tabbar);
            		pager=view.findViewById(R.id.pager);
            		new TabLayoutMediator(tabLayout, pager, new TabLayoutMediator.TabConfigurationStrategy(){
            			@Override
            			public void onConfigureTab(@NonNull TabLayout.Tab tab, int position){
            				tab.setText(switch(position){
            					case 0 -> R.string.posts;
            					case 1 -> R.string.hashtags;
            					default -> throw new IllegalStateException("Unexpected value: "+position);
            				});
            			}
            		}).attach();
            		return view;
            	}
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tabbar": ["fragment_discover", "fragment_settings"], "pager": ["fragment_discover"]]
        let result = read([("DiscoverFragment.java", fragment)], options: options)
        let edit = try #require(result.layoutEdits.first { $0.id == "tabbar" })
        #expect(edit.layout == "fragment_discover")
        #expect(titles(edit.control) == ["android:posts", "android:hashtags"])
    }

    /// A table filled from a list of row dictionaries (OsmAnd's screens): the data source runs for
    /// each row, so the segment cell gets its own row's titles, and the rows of other kinds, which
    /// never reach it, make no control. The list may be filled in `viewDidLoad` or by a handler
    /// written below the data source (OsmAnd's follow-track sheet): UIKit asks for cells last.
    @Test(arguments: [false, true])
    func aTableDataSourceRunsForEachRowOfItsList(filledByAHandlerBelow: Bool) throws {
        let fill = """
                NSMutableArray *section = [NSMutableArray array];
                [section addObject:@{ @"type" : @"divider" }];
                [section addObject:@{
                    @"type" : @"segment",
                    @"title0" : NSLocalizedString(@"sort.modified", nil),
                    @"title1" : NSLocalizedString(@"sort.name", nil),
                }];
                [section addObject:@{ @"type" : @"value", @"title" : NSLocalizedString(@"folder", nil) }];
                _data = @[section];
            """
        let handler = """
            - (void)onFileSelected:(NSString *)path
            {
                [self generateData];
                [self.tableView reloadData];
            }

            - (void)generateData
            {
            \(fill)
            }
            """
        let controller = """
            #import <UIKit/UIKit.h>

            @interface SortViewController : UITableViewController
            @end

            @implementation SortViewController
            {
                NSArray<NSArray<NSDictionary *> *> *_data;
            }

            - (void)viewDidLoad
            {
                [super viewDidLoad];
            \(filledByAHandlerBelow ? "" : fill)
            }

            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
            {
                NSDictionary *item = _data[indexPath.section][indexPath.row];
                if ([item[@"type"] isEqualToString:@"segment"])
                {
                    UISegmentedControl *control = [[UISegmentedControl alloc] initWithItems:@[item[@"title0"], item[@"title1"]]];
                    UITableViewCell *cell = [[UITableViewCell alloc] init];
                    [cell.contentView addSubview:control];
                    return cell;
                }
                return [[UITableViewCell alloc] init];
            }

            \(filledByAHandlerBelow ? handler : "")

            @end
            """
        let result = read([("SortViewController.m", controller)])
        #expect(result.controls.count == 1)
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:sort.modified", "Localizable:sort.name"])
    }

    /// An outlet's control keeps its first segments in its XIB: a segment inserted at index 2
    /// comes after them, not first (OsmAnd's sort cell, whose third title the code inserts).
    @Test func aSegmentInsertedPastAnOutletsXIBSegmentsComesAfterThem() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface SortCell : UITableViewCell
            @property (weak, nonatomic) IBOutlet UISegmentedControl *segmentControl;
            @end
            """
        let controller = """
            #import "SortCell.h"

            @interface SortViewController : UIViewController
            @end

            @implementation SortViewController

            - (void)viewDidLoad
            {
                [super viewDidLoad];
                NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"SortCell" owner:self options:nil];
                SortCell *cell = (SortCell *)[nib objectAtIndex:0];
                [cell.segmentControl insertSegmentWithTitle:NSLocalizedString(@"sort.z_a", nil) atIndex:2 animated:NO];
                [cell.segmentControl setTitle:NSLocalizedString(@"sort.modified", nil) forSegmentAtIndex:0];
                [cell.segmentControl setTitle:NSLocalizedString(@"sort.a_z", nil) forSegmentAtIndex:1];
                [self.view addSubview:cell];
            }

            @end
            """
        let result = read([("SortCell.h", header), ("SortViewController.m", controller)])
        let outlet = try #require(result.outletEdits.first)
        #expect(outlet.property == "segmentControl")
        #expect(
            titles(outlet.control) == ["Localizable:sort.modified", "Localizable:sort.a_z", "Localizable:sort.z_a"])
    }

    /// A method that answers YES on one path and NO on another over what only the device knows
    /// (the country of the locale) decides nothing: both ways are read (vlc's donation screen,
    /// taken as embargoed, returned before it titled its control).
    @Test func aRunTimeAnswerIsReadBothWays() throws {
        let controller = """
            @implementation DonationViewController
            - (BOOL)localeIsEmbargoed
            {
                NSString *code = [[[NSLocale currentLocale] objectForKey:NSLocaleCountryCode] uppercaseString];
                for (NSString *country in @[@"CU", @"IR", @"KP"]) {
                    if ([country isEqualToString:code]) {
                        return YES;
                    }
                }
                return NO;
            }
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                if ([self localeIsEmbargoed]) {
                    return;
                }
                UISegmentedControl *interval = [[UISegmentedControl alloc] initWithItems:@[NSLocalizedString(@"DONATION_ONCE", nil), NSLocalizedString(@"DONATION_MONTHLY", nil)]];
                [self.view addSubview:interval];
            }
            @end
            """
        let result = read([("DonationViewController.m", controller)])
        #expect(result.controls.map(titles) == [["Localizable:DONATION_ONCE", "Localizable:DONATION_MONTHLY"]])
    }

    /// `if (cell == nil) { cell = [nib objectAtIndex:0]; }` after a dequeue: the cell is the
    /// same kind of object on either path, and its outlet is titled after the `if`;
    /// `capitalizedString` is a text's capitalized form.
    @Test func aCellLoadedFromANibOnlyWhenNoneIsDequeuedKeepsItsOutlet() throws {
        let header = """
            @interface UnitsCell : UITableViewCell
            @property (weak, nonatomic) IBOutlet UISegmentedControl *segmentedControl;
            @end
            """
        let controller = """
            #import "UnitsCell.h"
            @implementation UnitsViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
            {
                UnitsCell *cell = [tableView dequeueReusableCellWithIdentifier:@"UnitsCell"];
                if (cell == nil) {
                    NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"UnitsCell" owner:self options:nil];
                    cell = nib[0];
                }
                [cell.segmentedControl setTitle:[NSLocalizedString(@"meters", nil) capitalizedString] forSegmentAtIndex:0];
                [cell.segmentedControl setTitle:[@"feet" capitalizedString] forSegmentAtIndex:1];
                return cell;
            }
            @end
            """
        let result = read([("UnitsCell.h", header), ("UnitsViewController.m", controller)])
        let outlet = try #require(result.outletEdits.first)
        #expect(titles(outlet.control) == ["Localizable:meters", "Feet"])
    }

    /// One cell class (`OASegmentedControlCell`) titled by two screens: each screen's control is
    /// its own, named where that screen titles it, even when one screen's titles are unknown.
    @Test func aSharedCellTitledByTwoScreensIsTwoControls() throws {
        let header = """
            @interface SegmentCell : UITableViewCell
            @property (weak, nonatomic) IBOutlet UISegmentedControl *segmentedControl;
            @end
            """
        func screen(_ name: String, _ first: String, _ second: String) -> String {
            """
            #import "SegmentCell.h"
            @implementation \(name)
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                SegmentCell *cell = [[NSBundle mainBundle] loadNibNamed:@"SegmentCell" owner:self options:nil][0];
                [cell.segmentedControl setTitle:\(first) forSegmentAtIndex:0];
                [cell.segmentedControl setTitle:\(second) forSegmentAtIndex:1];
                [self.view addSubview:cell];
            }
            @end
            """
        }
        let day = screen(
            "AppearanceViewController", #"NSLocalizedString(@"day", nil)"#, #"NSLocalizedString(@"night", nil)"#)
        let units = screen("UnitsViewController", "[self unitName:0]", "[self unitName:1]")
        let result = read([
            ("SegmentCell.h", header), ("AppearanceViewController.m", day), ("UnitsViewController.m", units),
        ])
        #expect(
            result.outletEdits.map(\.control.id.value).sorted() == [
                "AppearanceViewController.m:\(line(of: "forSegmentAtIndex:0", in: day))",
                "UnitsViewController.m:\(line(of: "forSegmentAtIndex:0", in: units))",
            ])
        let appearance = try #require(result.outletEdits.first { $0.control.id.value.hasPrefix("Appearance") })
        #expect(titles(appearance.control) == ["Localizable:day", "Localizable:night"])
    }

    /// OsmAnd's `SegmentTextTableViewCell`: a Swift cell whose method fills its outlet, called
    /// from Objective-C by the selector Swift gives it (`configureSegmentedControlWithTitles:…`,
    /// the first label joined with "With"): the screen's titles, named where the screen calls it.
    @Test func aSwiftMethodCalledFromObjectiveCByItsSelector() throws {
        let cell = """
            import UIKit
            @objcMembers
            final class SegmentTextCell: UITableViewCell {
                @IBOutlet private weak var segmentedControl: UISegmentedControl!
                func configureSegmentedControl(titles: [String], selectedSegmentIndex: Int, selectedTitles: [String]? = nil) {
                    segmentedControl.removeAllSegments()
                    for (index, title) in titles.enumerated() {
                        segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
                    }
                    segmentedControl.selectedSegmentIndex = selectedSegmentIndex
                }
                func setSpacing(_ spacing: CGFloat) {}
            }
            """
        let screen = """
            #import "OsmAnd-Swift.h"
            @implementation TerrainViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
            {
                SegmentTextCell *cell = [tableView dequeueReusableCellWithIdentifier:SegmentTextCell.reuseIdentifier];
                [cell setSpacing:8.0];
                [cell configureSegmentedControlWithTitles:@[NSLocalizedString(@"day", nil), NSLocalizedString(@"night", nil)] selectedSegmentIndex:0 selectedTitles:nil];
                return cell;
            }
            @end
            """
        let result = read([("SegmentTextCell.swift", cell), ("TerrainViewController.m", screen)])
        let control = try #require(result.outletEdits.first?.control ?? result.controls.first)
        #expect(
            control.id.value == "TerrainViewController.m:\(line(of: "configureSegmentedControlWithTitles", in: screen))"
        )
        #expect(titles(control) == ["Localizable:day", "Localizable:night"])
    }

    /// threema's contact picker titles and images its segments `forSegmentAtIndex:ModeGroup`, an
    /// anonymous C enum's constant; `#define`d numbers and `NS_ENUM` constants name values too.
    @Test func enumConstantsAndDefinedNumbersAreTheirValues() throws {
        let code = """
            typedef enum : NSUInteger {
                ModeContact,
                ModeGroup,
                ModeRecent,
            } SelectionMode;
            typedef NS_ENUM(NSInteger, Pane) {
                PaneFirst = 4,
                PaneSecond,
            };
            #define kLastIndex 2
            @implementation PickerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UISegmentedControl *control = [[UISegmentedControl alloc] initWithItems:@[@"a", @"b", @"c"]];
                [control setTitle:@"Contacts" forSegmentAtIndex:ModeContact];
                [control setTitle:@"Groups" forSegmentAtIndex:ModeGroup];
                [control setTitle:@"Recent" forSegmentAtIndex:PaneSecond - PaneFirst + kLastIndex - 1];
                [self.view addSubview:control];
            }
            @end
            """
        let control = try #require(read([("Picker.m", code)]).controls.first)
        #expect(titles(control) == ["Contacts", "Groups", "Recent"])
    }
}
