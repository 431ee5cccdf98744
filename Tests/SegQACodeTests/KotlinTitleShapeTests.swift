import SegQACode
import SegQAModel
import Testing

/// Kotlin in the shapes Android apps write: tab layouts titled through view binding and
/// `TabLayoutMediator`, pager adapters (`getPageTitle`, a `setTabs` helper taking pairs), and
/// Compose segmented buttons over enum entries or behind the app's own design-system wrapper.
@Suite struct KotlinTitleShapeTests {
    static let layouts: [String: [String]] = [
        "tab_layout": ["fragment_feed"], "pager": ["fragment_feed"], "tabs": ["activity_discover"],
        "view_pager": ["activity_discover"],
    ]

    func options() -> CodeReader.Options {
        var options = CodeReader.Options()
        options.layoutIDs = Self.layouts
        return options
    }

    @Test func viewBindingAndTabLayoutMediator() throws {
        let fragment = """
            class FeedFragment : Fragment(R.layout.fragment_feed) {
                private var _binding: FragmentFeedBinding? = null
                private val binding get() = _binding!!

                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    super.onViewCreated(view, savedInstanceState)
                    _binding = FragmentFeedBinding.bind(view)
                    binding.pager.adapter = FeedPagerAdapter(this)
                    val pageTitles = arrayOf(getString(R.string.feed_following), getString(R.string.feed_trending))
                    TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
                        tab.text = pageTitles[position]
                    }.attach()
                }
            }

            class FeedPagerAdapter(fragment: Fragment) : FragmentStateAdapter(fragment) {
                override fun getItemCount() = 2
                override fun createFragment(position: Int): Fragment = FollowingFragment()
            }
            """
        let result = read([("FeedFragment.kt", fragment)], options: options())
        let edit = try #require(result.layoutEdits.first)
        #expect(edit.layout == "fragment_feed")
        #expect(edit.id == "tab_layout")
        #expect(titles(edit.control) == ["android:feed_following", "android:feed_trending"])
        #expect(edit.control.settings.style?.value == "material-tabs")
    }

    /// AnkiDroid's due-date dialog: each tab is the enum entry whose position is the tab's, found
    /// with `first { … }`; `firstOrNull`, `find` and `last` with a predicate pick the same way.
    @Test func aSearchWithAPredicatePicksItsElement() throws {
        let code = """
            class SetDueDateDialog : DialogFragment() {
                private lateinit var binding: DialogSetDueDateBinding
                override fun onCreateDialog(savedInstanceState: Bundle?): Dialog {
                    binding = DialogSetDueDateBinding.inflate(layoutInflater)
                    binding.setDueDatePager.adapter = DueDateStateAdapter(this)
                    TabLayoutMediator(binding.tabLayout, binding.setDueDatePager) { tab: TabLayout.Tab, position: Int ->
                        Tab.entries
                            .first { it.position == position }
                            .let { selectedTab -> tab.setText(selectedTab.text) }
                    }.attach()
                    return dialog
                }
            }

            class DueDateStateAdapter(fragment: Fragment) : FragmentStateAdapter(fragment) {
                override fun getItemCount() = 2
            }

            enum class Tab(val position: Int, val text: Int) {
                SINGLE_DAY(0, R.string.set_due_date_day),
                DATE_RANGE(1, R.string.set_due_date_date_range),
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tab_layout": ["dialog_set_due_date"], "set_due_date_pager": ["dialog_set_due_date"]]
        let edit = try #require(read([("SetDueDateDialog.kt", code)], options: options).layoutEdits.first)
        #expect(titles(edit.control) == ["android:set_due_date_day", "android:set_due_date_date_range"])
        for search in [
            "firstOrNull { it.position == position }!!", "find { it.position == position }!!",
            "last { it.position == position }",
        ] {
            let variant = code.replacingOccurrences(of: "first { it.position == position }", with: search)
            let other = try #require(read([("SetDueDateDialog.kt", variant)], options: options).layoutEdits.first)
            #expect(titles(other.control) == titles(edit.control), "\(search)")
        }
        // Without a predicate, `first()` is the first entry (and `find()` is no search at all).
        let plain = code.replacingOccurrences(of: "first { it.position == position }", with: "first()")
        let first = try #require(read([("SetDueDateDialog.kt", plain)], options: options).layoutEdits.first)
        #expect(titles(first.control) == ["android:set_due_date_day", "android:set_due_date_day"])
    }

    /// Kotlin's empty collections are lists like any other (`emptyList()` was unknown, and with
    /// it every list it started: six tab layouts of Wikimedia Commons).
    @Test func emptyCollectionsAreEmptyLists() throws {
        for empty in ["emptyList()", "emptyList<Int>()", "emptyArray<Int>().toList()", "emptySet<Int>().toList()"] {
            let code = """
                @Composable
                fun Tabs() {
                    val extra: List<Int> = \(empty)
                    val tabs = listOf(R.string.tab_main, R.string.tab_more) + extra
                    TabRow(selectedTabIndex = 0) {
                        tabs.forEach { Tab(selected = false, onClick = {}, text = { Text(stringResource(it)) }) }
                    }
                }
                """
            let control = try #require(read([("Tabs.kt", code)]).controls.first)
            #expect(titles(control) == ["android:tab_main", "android:tab_more"], "\(empty)")
        }
    }

    /// jerboa's reports tabs: entries filtered by who the user is (`account.isAdmin`, known at run
    /// time) are the tabs some users see, all three; a filter that decides drops what it drops.
    @Test func aFilterOverRuntimeStateKeepsWhatSomeUsersSee() throws {
        let code = """
            enum class ReportsTab(@StringRes val textId: Int, val adminOnly: Boolean = false) {
                Posts(R.string.reports_posts),
                Comments(R.string.reports_comments),
                Messages(R.string.reports_messages, true),
            }

            @Composable
            fun ReportsTabs(account: Account) {
                val tabs = remember(account.isAdmin) { ReportsTab.entries.filter { account.isAdmin || !it.adminOnly } }
                TabRow(selectedTabIndex = 0) {
                    tabs.forEachIndexed { index, tab ->
                        Tab(selected = index == 0, onClick = {}, text = { Text(text = stringResource(id = tab.textId)) })
                    }
                }
            }
            """
        let control = try #require(read([("ReportsActivity.kt", code)]).controls.first)
        #expect(titles(control) == ["android:reports_posts", "android:reports_comments", "android:reports_messages"])
        let decided = code.replacingOccurrences(of: "account.isAdmin || !it.adminOnly", with: "!it.adminOnly")
        let moderators = try #require(read([("ReportsActivity.kt", decided)]).controls.first)
        #expect(titles(moderators) == ["android:reports_posts", "android:reports_comments"])
    }

    /// mihon's theme buttons: a map from mode to label, iterated with its index and each entry
    /// taken apart (`index, (mode, labelRes) ->`), one `SegmentedButton` per entry.
    @Test func aMapIteratedWithDestructuredEntries() throws {
        let code = """
            private val options = mapOf(
                ThemeMode.SYSTEM to R.string.theme_system,
                ThemeMode.LIGHT to R.string.theme_light,
                ThemeMode.DARK to R.string.theme_dark,
            )

            @Composable
            internal fun AppThemeModePreferenceWidget(value: ThemeMode, onItemClick: (ThemeMode) -> Unit) {
                MultiChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                    options.onEachIndexed { index, (mode, labelRes) ->
                        SegmentedButton(
                            checked = mode == value,
                            onCheckedChange = { onItemClick(mode) },
                            shape = SegmentedButtonDefaults.itemShape(index, options.size),
                        ) {
                            Text(stringResource(labelRes))
                        }
                    }
                }
            }
            """
        let control = try #require(read([("AppThemeModePreferenceWidget.kt", code)]).controls.first)
        #expect(titles(control) == ["android:theme_system", "android:theme_light", "android:theme_dark"])
        // The same entries through `forEach { (mode, label) -> … }`.
        let forEach = code.replacingOccurrences(
            of: "options.onEachIndexed { index, (mode, labelRes) ->", with: "options.forEach { (mode, labelRes) ->"
        ).replacingOccurrences(of: "itemShape(index, options.size)", with: "itemShape(0, options.size)")
        let other = try #require(read([("AppThemeModePreferenceWidget.kt", forEach)]).controls.first)
        #expect(titles(other) == titles(control))
    }

    /// mihon's tabbed dialogs: the titles go through `TabbedDialog(tabTitles = …)` into a
    /// `PrimaryTabRow` built with `fastForEachIndexed`, inside a sheet whose `content` is the last
    /// parameter after defaults (a trailing lambda is the last parameter's), inside Compose's
    /// `Dialog` — which a view model's nested `sealed interface Dialog` does not hide — and two
    /// overloads of the sheet told apart by the names of their arguments; the chapter and library
    /// settings dialogs give it the same titles and are two controls.
    @Test func aTabbedDialogThroughWrappersOverloadsAndANestedNamesake() throws {
        let code = """
            class UpcomingViewModel {
                sealed interface Dialog {
                    data object FilterSheet : Dialog
                }
            }

            @Composable
            fun AdaptiveSheet(isTabletUi: Boolean, enableImplicitDismiss: Boolean, onDismissRequest: () -> Unit, modifier: Modifier = Modifier, content: @Composable () -> Unit) {
                Surface(modifier = modifier, content = { content() })
            }

            @Composable
            fun AdaptiveSheet(onDismissRequest: () -> Unit, modifier: Modifier = Modifier, enableImplicitDismiss: Boolean = true, content: @Composable () -> Unit) {
                Dialog(onDismissRequest = onDismissRequest) {
                    AdaptiveSheet(isTabletUi = false, enableImplicitDismiss = enableImplicitDismiss, onDismissRequest = onDismissRequest, modifier = modifier) {
                        content()
                    }
                }
            }

            @Composable
            fun TabbedDialog(onDismissRequest: () -> Unit, tabTitles: List<String>, modifier: Modifier = Modifier, content: @Composable (Int) -> Unit) {
                AdaptiveSheet(modifier = modifier, onDismissRequest = onDismissRequest) {
                    PrimaryTabRow(selectedTabIndex = 0) {
                        tabTitles.fastForEachIndexed { index, tab ->
                            Tab(selected = index == 0, onClick = {}, text = { Text(text = tab) })
                        }
                    }
                }
            }

            @Composable
            fun LibrarySettingsDialog(onDismissRequest: () -> Unit) {
                TabbedDialog(
                    onDismissRequest = onDismissRequest,
                    tabTitles = listOf(stringResource(R.string.action_filter), stringResource(R.string.action_sort)),
                ) { page -> Text("page") }
            }

            @Composable
            fun ChapterSettingsDialog(onDismissRequest: () -> Unit) {
                TabbedDialog(
                    onDismissRequest = onDismissRequest,
                    tabTitles = listOf(stringResource(R.string.action_filter), stringResource(R.string.action_sort)),
                ) { page -> Text("chapters") }
            }
            """
        // Two dialogs giving the same titles are two controls, each at its call.
        let controls = read([("LibrarySettingsDialog.kt", code)]).controls.filter { !$0.segments.isEmpty }
        #expect(controls.map(titles) == Array(repeating: ["android:action_filter", "android:action_sort"], count: 2))
        #expect(Set(controls.map(\.id.value)) == ["LibrarySettingsDialog.kt:34", "LibrarySettingsDialog.kt:42"])
    }

    @Test func mediatorWithWhenAndNoKnownCount() throws {
        let code = """
            class StatsActivity : AppCompatActivity() {
                private lateinit var binding: ActivityStatsBinding
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    binding = ActivityStatsBinding.inflate(layoutInflater)
                    TabLayoutMediator(binding.statsTabs, binding.statsPager) { tab, position ->
                        tab.text = when (position) {
                            0 -> getString(R.string.stats_day)
                            1 -> getString(R.string.stats_week)
                            2 -> getString(R.string.stats_month)
                            else -> throw IllegalStateException()
                        }
                    }.attach()
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["stats_tabs": ["activity_stats"], "stats_pager": ["activity_stats"]]
        let result = read([("StatsActivity.kt", code)], options: options)
        let edit = try #require(result.layoutEdits.first)
        #expect(edit.id == "stats_tabs")
        #expect(titles(edit.control) == ["android:stats_day", "android:stats_week", "android:stats_month"])
    }

    /// Trail-Sense's screens, built on a library segqa has no code of: a reactive fragment given
    /// its layout (`ReactiveFragment(R.layout.fragment_tabs)`) finding views with `useView`,
    /// keeping titles in `useMemo { }` and attaching tabs in `useEffect(…) { }`; a bound fragment
    /// whose `binding` its superclass (`BoundFragment<FragmentToolBinding>`) declares; button
    /// titles built with `buildSpannedString { bold { append("1") }; append(…) }`. Two layouts
    /// have a `tabs` view: each screen's tabs are its own layout's.
    @Test func librarySuperclassesAndHelpersOfAReactiveFragment() throws {
        let reactive = """
            class FragmentToolBallistics : ReactiveFragment(R.layout.fragment_tabs) {
                override fun update() {
                    val tabsView = useView<TabLayout>(R.id.tabs)
                    val pagerView = useView<ViewPager2>(R.id.viewpager)
                    val pageNames = useMemo {
                        listOf(getString(R.string.scope), getString(R.string.ballistics), getString(R.string.energy))
                    }
                    useEffect(tabsView, pagerView) {
                        TabLayoutMediator(tabsView, pagerView) { tab, position ->
                            tab.text = pageNames[position]
                        }.attach()
                    }
                }
            }
            """
        let bound = """
            class CreateTideFragment : BoundFragment<FragmentCreateTideBinding>() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    super.onViewCreated(view, savedInstanceState)
                    binding.tideFrequencyDiurnal.text = buildSpannedString {
                        bold {
                            append("1")
                        }
                        append("    ")
                        append(getString(R.string.tide_diurnal))
                    }
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = [
            "tabs": ["fragment_tabs", "view_quick_action_sheet"], "tide_frequency_diurnal": ["fragment_create_tide"],
        ]
        let result = read(
            [("FragmentToolBallistics.kt", reactive), ("CreateTideFragment.kt", bound)], options: options)
        let edit = try #require(result.layoutEdits.first)
        #expect(edit.layout == "fragment_tabs")
        #expect(titles(edit.control) == ["android:scope", "android:ballistics", "android:energy"])
        let button = try #require(result.viewTitles.first)
        #expect(button.layout == "fragment_create_tide")
        #expect(describe(button.title) == "1    +android:tide_diurnal")
    }

    /// An activity whose tabs are titled through `rh.gs(R.string.…)`, `rh` declared as given.
    static func statusActivity(_ property: String) -> String {
        """
        class StatusActivity : AppCompatActivity() {
            \(property)
            private lateinit var binding: ActivityDiscoverBinding
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                TabLayoutMediator(binding.tabs, binding.viewPager) { tab, position ->
                    tab.text = if (position == 0) rh.gs(R.string.settings_tab) else rh.gs(R.string.history_tab)
                }.attach()
            }
        }
        """
    }

    /// AndroidAPS's RileyLink status screen: titles through `rh.gs(R.string.…)`, where `rh` is an
    /// `@Inject lateinit var` of an interface the project implements once (`ResourceHelperImpl`,
    /// whose `gs` is `context.getString`). With a second implementation the injector's module
    /// decides, so the title stays unknown; without `@Inject` the property is set at run time.
    @Test(arguments: [
        ("@Inject lateinit var", false, true), ("@field:Inject lateinit var", false, true),
        ("@Inject lateinit var", true, false), ("lateinit var", false, false),
    ])
    func anInjectedHelperRunsItsOneImplementation(declaration: String, secondImplementation: Bool, titled: Bool) throws
    {
        let activity = Self.statusActivity("\(declaration) rh: ResourceHelper")
        let helper = """
            interface ResourceHelper {
                fun gs(@StringRes id: Int): String
            }

            class ResourceHelperImpl @Inject constructor(var context: Context) : ResourceHelper {
                override fun gs(@StringRes id: Int): String = context.getString(id)
            }
            """
            + (secondImplementation
                ? """

                class TestResourceHelper : ResourceHelper {
                    override fun gs(@StringRes id: Int): String = "x"
                }
                """ : "")
        let result = read([("StatusActivity.kt", activity), ("ResourceHelper.kt", helper)], options: options())
        let edit = try #require(result.layoutEdits.first)
        let shown = titles(edit.control)
        if titled {
            #expect(shown == ["android:settings_tab", "android:history_tab"])
        } else {
            #expect(shown != ["android:settings_tab", "android:history_tab"])
        }
    }

    /// The one class an injector can give is the one nothing extends: below an interface, the
    /// subclass of an open base class (its `gs` is the one that runs); a class that a project class
    /// extends is no one class (the module decides), so its titles stay unknown.
    @Test(arguments: [("ResourceHelper", true), ("DefaultHelper", false)])
    func anInjectedTypeWithSubclassesGivesTheLeafOrNothing(declared: String, titled: Bool) throws {
        let activity = Self.statusActivity("@Inject lateinit var rh: \(declared)")
        let helper = """
            interface ResourceHelper {
                fun gs(@StringRes id: Int): String
            }

            open class DefaultHelper : ResourceHelper {
                override fun gs(@StringRes id: Int): String = "Untitled"
            }

            class RealHelper @Inject constructor(var context: Context) : DefaultHelper() {
                override fun gs(@StringRes id: Int): String = context.getString(id)
            }
            """
        let result = read([("StatusActivity.kt", activity), ("ResourceHelper.kt", helper)], options: options())
        let shown = titles(try #require(result.layoutEdits.first).control)
        #expect((shown == ["android:settings_tab", "android:history_tab"]) == titled)
        #expect(!shown.contains("Untitled"))
    }

    /// LibreTube's trends tabs: categories kept as the keys of a map made with `associate`; the
    /// map's keys, values and entries keep the list's order, whichever of the three makes it.
    @Test(arguments: [
        ("Category.entries.associate { it to it.name }", "titles.keys.toList()[position].titleRes"),
        ("Category.entries.associateWith { getString(it.titleRes) }", "titles.values.toList()[position]"),
        ("Category.entries.associateBy { it.name }", "titles.values.toList()[position].titleRes"),
        ("Category.entries.associateBy({ it.name }, { it.titleRes })", "titles.values.toList()[position]"),
    ])
    func aMapMadeWithAssociateKeepsTheListsOrder(made: String, title: String) throws {
        let code = """
            enum class Category(@StringRes val titleRes: Int) {
                TRENDING(R.string.trending), GAMING(R.string.gaming), MUSIC(R.string.music)
            }

            class TrendsActivity : AppCompatActivity() {
                private lateinit var binding: ActivityDiscoverBinding
                private val titles = \(made)
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    TabLayoutMediator(binding.tabs, binding.viewPager) { tab, position ->
                        tab.text = getString(\(title))
                    }.attach()
                }
            }
            """
        let result = read([("TrendsActivity.kt", code)], options: options())
        let edit = try #require(result.layoutEdits.first)
        #expect(titles(edit.control) == ["android:trending", "android:gaming", "android:music"])
    }

    /// Tusky's search screen: `private val binding by viewBinding(ActivitySearchBinding::inflate)`,
    /// a delegate of the app's own whose code is generic: the binding of that layout; and
    /// duckduckgo's delegate, given the binding as its type argument (`viewBinding<…Binding>()`).
    @Test(arguments: ["viewBinding(ActivitySearchBinding::inflate)", "viewBinding<ActivitySearchBinding>()"])
    func aBindingDelegateGivenTheInflateFunctionBindsThatLayout(delegate: String) throws {
        let code = """
            class SearchActivity : AppCompatActivity() {
                private val binding by \(delegate)
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(binding.root)
                    TabLayoutMediator(binding.tabs, binding.pages) { tab, position ->
                        tab.text = if (position == 0) getString(R.string.posts) else getString(R.string.accounts)
                    }.attach()
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tabs": ["activity_search", "activity_account"]]
        let edit = try #require(read([("SearchActivity.kt", code)], options: options).layoutEdits.first)
        #expect(edit.layout == "activity_search")
        #expect(titles(edit.control) == ["android:posts", "android:accounts"])
    }

    /// Xtra's pagers: `with(binding) { TabLayoutMediator(tabLayout, viewPager) … }` in two
    /// fragments whose layouts each have a `tabLayout`: each names its own layout's view, not
    /// every layout's with that id.
    @Test func withBindingNamesTheBoundLayoutsViews() throws {
        func fragment(_ name: String, _ binding: String, _ title: String) -> String {
            """
            class \(name) : Fragment() {
                private var _binding: \(binding)? = null
                private val binding get() = _binding!!
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
                    _binding = \(binding).inflate(inflater, container, false)
                    return binding.root
                }
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    with(binding) {
                        TabLayoutMediator(tabLayout, viewPager) { tab, position ->
                            tab.text = if (position == 0) getString(R.string.\(title)) else getString(R.string.live)
                        }.attach()
                    }
                }
            }
            """
        }
        var options = CodeReader.Options()
        options.layoutIDs = ["tabLayout": ["fragment_media_pager", "fragment_chat"]]
        let edits = read(
            [
                ("FollowPagerFragment.kt", fragment("FollowPagerFragment", "FragmentMediaPagerBinding", "games")),
                ("ChatFragment.kt", fragment("ChatFragment", "FragmentChatBinding", "recent")),
            ], options: options
        ).layoutEdits
        #expect(
            edits.map { "\($0.layout ?? "?"): \(titles($0.control).joined(separator: ", "))" }.sorted() == [
                "fragment_chat: android:recent, android:live", "fragment_media_pager: android:games, android:live",
            ])
    }

    /// Auxio's music-locations dialog: a base class calls `onBindingCreated(binding:
    /// DialogMusicLocationsBinding, …)`, which titles the toggle group's buttons; the parameter's
    /// type says which layout it binds.
    @Test func aBindingParameterNobodyPassesIsItsTypesLayout() throws {
        let code = """
            class LocationsDialog : ViewBindingMaterialDialogFragment<DialogMusicLocationsBinding>() {
                override fun onBindingCreated(binding: DialogMusicLocationsBinding, savedInstanceState: Bundle?) {
                    binding.locationsModeExclude.setText(R.string.set_file_picker)
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["locations_mode_exclude": ["dialog_music_locations"]]
        let title = try #require(read([("LocationsDialog.kt", code)], options: options).viewTitles.first)
        #expect(title.layout == "dialog_music_locations")
        #expect(title.id == "locations_mode_exclude")
    }

    /// Talk's shared items: `initTabs(types)` is called only from a block LiveData calls back
    /// (`observe(this) { state -> … }`), which segqa does not run; a method that builds a control
    /// and that no run reached runs on its own, each undecidable `if` keeping its tab.
    @Test func aMethodCalledOnlyFromALibraryCallbackStillRuns() throws {
        let code = """
            class SharedItemsActivity : AppCompatActivity() {
                private lateinit var binding: ActivitySharedItemsBinding
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    binding = ActivitySharedItemsBinding.inflate(layoutInflater)
                    viewModel.viewState.observe(this) { state ->
                        if (state is Loaded) initTabs(state.types)
                    }
                }
                private fun initTabs(types: Set<SharedItemType>) {
                    binding.sharedItemsTabs.removeAllTabs()
                    if (types.contains(SharedItemType.MEDIA)) {
                        val tab = binding.sharedItemsTabs.newTab()
                        tab.setText(R.string.shared_items_media)
                        binding.sharedItemsTabs.addTab(tab)
                    }
                    if (types.contains(SharedItemType.FILE)) {
                        val tab = binding.sharedItemsTabs.newTab()
                        tab.setText(R.string.shared_items_file)
                        binding.sharedItemsTabs.addTab(tab)
                    }
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["shared_items_tabs": ["activity_shared_items"]]
        let edit = try #require(read([("SharedItemsActivity.kt", code)], options: options).layoutEdits.first)
        #expect(titles(edit.control) == ["android:shared_items_media", "android:shared_items_file"])
    }

    @Test func pagerAdapterHelperTakingPairs() throws {
        let activity = """
            class DiscoverActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_discover)
                    val adapter = DiscoverPagerAdapter(supportFragmentManager, this)
                    adapter.setTabs(
                        R.string.featured to FeaturedFragment(),
                        R.string.recent to RecentFragment(),
                    )
                    view_pager.adapter = adapter
                    tabs.setupWithViewPager(view_pager)
                }
            }
            """
        let adapter = """
            class DiscoverPagerAdapter(manager: FragmentManager, private val context: Context) : FragmentPagerAdapter(manager) {
                private var tabs: List<Pair<Int, Fragment>> = emptyList()

                fun setTabs(vararg tabs: Pair<Int, Fragment>) {
                    this.tabs = tabs.toList()
                }

                override fun getCount() = tabs.size
                override fun getItem(position: Int) = tabs[position].second
                override fun getPageTitle(position: Int): CharSequence = context.getString(tabs[position].first)
            }
            """
        let result = read(
            [("DiscoverActivity.kt", activity), ("DiscoverPagerAdapter.kt", adapter)], options: options())
        let edit = try #require(result.layoutEdits.first)
        #expect(edit.id == "tabs")
        #expect(titles(edit.control) == ["android:featured", "android:recent"])
        // Tabs set up before the adapter has its pages take them when it says they changed
        // (Wikimedia Commons' explore screen).
        let later = """
            class DiscoverActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_discover)
                    val adapter = DiscoverPagerAdapter(supportFragmentManager, this)
                    view_pager.adapter = adapter
                    tabs.setupWithViewPager(view_pager)
                    adapter.setTabs(
                        R.string.featured to FeaturedFragment(),
                        R.string.recent to RecentFragment(),
                    )
                    adapter.notifyDataSetChanged()
                }
            }
            """
        let changed = read([("DiscoverActivity.kt", later), ("DiscoverPagerAdapter.kt", adapter)], options: options())
        #expect(changed.layoutEdits.first.map { titles($0.control) } == ["android:featured", "android:recent"])
    }

    @Test func composeButtonsOverEnumEntriesWithStringResources() throws {
        let code = """
            enum class Filter(@StringRes val stringResource: Int) {
                ALL(R.string.filter_all),
                UNREAD(R.string.filter_unread),
                FLAGGED(R.string.filter_flagged);
            }

            @Composable
            fun InboxFilters(selected: Filter, onSelect: (Filter) -> Unit) {
                SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                    Filter.entries.forEachIndexed { index, filter ->
                        SegmentedButton(
                            selected = filter == selected,
                            onClick = { onSelect(filter) },
                            shape = SegmentedButtonDefaults.itemShape(index = index, count = Filter.entries.size),
                        ) {
                            Text(stringResource(filter.stringResource))
                        }
                    }
                }
            }
            """
        let result = read([("InboxFilters.kt", code)])
        let control = try #require(result.controls.first)
        #expect(control.id.value == "InboxFilters.kt:\(line(of: "SingleChoiceSegmentedButtonRow", in: code))")
        #expect(titles(control) == ["android:filter_all", "android:filter_unread", "android:filter_flagged"])
        #expect(control.settings.style?.value == "compose-segmented")
    }

    @Test func anAppWrapperOfAFrameworkComposableCallsTheFrameworksNotItself() throws {
        // element-x's `Scaffold` calls `androidx.compose.material3.Scaffold(…)`: taken for the
        // app's own, it called itself and the screen inside it was lost.
        let scaffold = """
            @Composable
            fun Scaffold(modifier: Modifier = Modifier, content: @Composable (PaddingValues) -> Unit) {
                androidx.compose.material3.Scaffold(modifier = modifier, content = content)
            }
            """
        let screen = """
            @Composable
            fun Gallery(mode: Mode) {
                Scaffold(modifier = Modifier) { padding ->
                    SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                        SegmentedButton(selected = mode == Mode.Images, onClick = {}, shape = RectangleShape) {
                            Text(stringResource(R.string.media))
                        }
                        SegmentedButton(selected = mode == Mode.Files, onClick = {}, shape = RectangleShape) {
                            Text(stringResource(R.string.files))
                        }
                    }
                }
            }
            """
        let result = read([("Scaffold.kt", scaffold), ("Gallery.kt", screen)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["android:media", "android:files"])
    }

    @Test func anExtensionOfALibraryTypeIsCalledWithoutAReceiverInsideIt() throws {
        // mihon's `data object BrowseTab : Tab` calls `sourcesTab()`, declared as
        // `fun Screen.sourcesTab()`; voyager's `Tab` is a `Screen`, which segqa does not read.
        let browse = """
            data object BrowseTab : Tab {
                @Composable
                override fun Content() {
                    val tabs = listOf(sourcesTab(), migrateTab())
                    TabRow(selectedTabIndex = 0) {
                        tabs.forEachIndexed { index, tab ->
                            Tab(selected = index == 0, onClick = {}, text = { Text(stringResource(tab.titleRes)) })
                        }
                    }
                }
            }
            """
        let tabs = """
            data class TabContent(val titleRes: Int)

            fun Screen.sourcesTab(): TabContent = TabContent(titleRes = R.string.label_sources)

            fun Screen.migrateTab(): TabContent {
                return TabContent(titleRes = R.string.label_migration)
            }
            """
        let control = try #require(read([("BrowseTab.kt", browse), ("Tabs.kt", tabs)]).controls.first)
        #expect(titles(control) == ["android:label_sources", "android:label_migration"])
    }

    @Test func aRowAfterAnUndecidedEarlyReturnIsStillMadeWithItsOptionsFromAScopeExtension() throws {
        // bitwarden's BitwardenSegmentedButton: `if (options.isEmpty()) return` before the row
        // (the options are unknown where the function runs on its own), each option drawn by a
        // default lambda of a receiver function type calling an extension of the row's scope.
        let button = """
            data class SegmentedButtonState(val text: String, val onClick: () -> Unit, val isChecked: Boolean)

            @Composable
            fun BitwardenSegmentedButton(
                options: ImmutableList<SegmentedButtonState>,
                modifier: Modifier = Modifier,
                optionContent: @Composable SingleChoiceSegmentedButtonRowScope.(
                    Int,
                    Dp,
                    SegmentedButtonState,
                ) -> Unit = { _, _, optionState ->
                    this.SegmentedButtonOptionContent(option = optionState)
                },
            ) {
                if (options.isEmpty()) return
                SingleChoiceSegmentedButtonRow(modifier = modifier.fillMaxWidth()) {
                    options.forEachIndexed { index, option -> optionContent(index, 0.dp, option) }
                }
            }

            @Composable
            fun SingleChoiceSegmentedButtonRowScope.SegmentedButtonOptionContent(option: SegmentedButtonState) {
                SegmentedButton(selected = option.isChecked, onClick = option.onClick, shape = RectangleShape, label = {
                    Text(text = option.text)
                })
            }
            """
        let screen = """
            @Composable
            fun GeneratorTypePicker(selected: Int) {
                BitwardenSegmentedButton(
                    options = persistentListOf(
                        SegmentedButtonState(stringResource(R.string.password), onClick = {}, isChecked = selected == 0),
                        SegmentedButtonState(stringResource(R.string.passphrase), onClick = {}, isChecked = selected == 1),
                    ),
                )
            }
            """
        let result = read([("BitwardenSegmentedButton.kt", button), ("GeneratorScreen.kt", screen)])
        let control = try #require(result.controls.first { !$0.segments.isEmpty && $0.notChecked == nil })
        #expect(titles(control) == ["android:password", "android:passphrase"])
        #expect(control.id.value == "GeneratorScreen.kt:\(line(of: "BitwardenSegmentedButton(", in: screen))")
    }

    /// `count` composables, each passing its content to the next (`Name1` … `NameN`, the last
    /// showing it): calls nested deeper than segqa follows from a screen that starts the chain.
    func wrapperChain(_ name: String, count: Int) -> String {
        (1...count).map { n in
            "@Composable\nfun \(name)\(n)(content: @Composable () -> Unit) { "
                + (n < count ? "\(name)\(n + 1)(content)" : "content()") + " }\n"
        }.joined(separator: "\n")
    }

    @Test func aTitleReachedTooDeepGivesWayToTheSameControlReadWithIt() throws {
        // mihon's reader settings pages run inside a tabbed dialog's pager: past the call depth
        // segqa follows, the app's string helper is not run and the titles are unknown there, while
        // the page run on its own knows them. One control, with its titles.
        let wrappers = wrapperChain("Wrapper", count: 7)
        let page = """
            @Composable
            fun localized(id: Int): String {
                return LocalContext.current.getString(id)
            }

            @Composable
            fun ThemePage(dark: Boolean) {
                SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                    SegmentedButton(selected = !dark, onClick = {}, shape = RectangleShape) { Text(localized(R.string.light)) }
                    SegmentedButton(selected = dark, onClick = {}, shape = RectangleShape) { Text(localized(R.string.dark)) }
                }
            }

            @Composable
            fun SettingsDialog() {
                Wrapper1 { ThemePage(dark = false) }
            }
            """
        let result = read([("Wrappers.kt", wrappers), ("ThemePage.kt", page)])
        #expect(result.controls.count == 1)
        #expect(result.controls.map(titles) == [["android:light", "android:dark"]])
    }

    @Test func aControlAnUnreachedScreenMakesIsReachedThroughAFunctionTheAppCallsToo() throws {
        // Seal's download-type row: made inside `DownloadDialog`, which the unreached DownloadPage
        // calls and so does the activity the app starts (through more calls than segqa follows).
        let wrappers = wrapperChain("Frame", count: 10)
        let dialog = """
            @Composable
            fun DownloadDialog(types: List<String>) {
                SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                    types.forEach { type ->
                        SegmentedButton(selected = false, onClick = {}, shape = RectangleShape) { Text(type) }
                    }
                }
            }
            """
        let oldPage = """
            @Composable
            fun DownloadPage() {
                DownloadDialog(types = listOf("Audio", "Video"))
            }
            """
        let activity = """
            class QuickDownloadActivity : ComponentActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContent { Frame1 { DownloadDialog(types = listOf("Audio", "Video")) } }
                }
            }
            """
        var options = CodeReader.Options()
        options.androidEntryPoints = true
        let result = read(
            [
                ("Frames.kt", wrappers), ("DownloadDialog.kt", dialog), ("DownloadPage.kt", oldPage),
                ("QuickDownloadActivity.kt", activity),
            ], options: options, reachableOnly: true)
        let control = try #require(result.controls.first { titles($0) == ["Audio", "Video"] })
        #expect(control.notChecked == nil)
        // Without the other call, the page's control is not reached.
        let alone = read(
            [("DownloadDialog.kt", dialog), ("DownloadPage.kt", oldPage)], options: options, reachableOnly: true)
        #expect(alone.controls.first?.notChecked?.contains("nothing in the app reaches DownloadPage()") == true)
    }

    @Test func tabsFromBuildListAndTitlesFromMapGetValue() throws {
        // AuroraStore's app tabs: `buildList { if (forYou) add(FOR_YOU); add(TOP_CHARTS) … }`.
        let code = """
            @Composable
            fun AppsScreen(forYou: Boolean, period: Int) {
                val tabs = buildList {
                    if (forYou) add("For you")
                    add("Top charts")
                    addAll(listOf("Categories"))
                }
                TabRow(selectedTabIndex = 0) {
                    tabs.forEachIndexed { index, tab -> Tab(selected = index == 0, onClick = {}, text = { Text(tab) }) }
                }
                val labels = mapOf(0 to "Day", 1 to "Week")
                Row {
                    listOf(0, 1).forEach { key ->
                        FilterChip(selected = period == key, onClick = {}, label = { Text(labels.getValue(key)) })
                    }
                }
            }
            """
        let result = read([("AppsScreen.kt", code)])
        #expect(result.controls.map(titles) == [["For you", "Top charts", "Categories"], ["Day", "Week"]])
    }

    @Test func aChipRowOfMultipleChoiceIsNotASegmentedControl() throws {
        // mihon's vertical-navigator modes: each chip toggles its mode in a set.
        let code = """
            @Composable
            fun Navigators(selectedModes: Set<Int>, orientation: Int) {
                FlowRow {
                    listOf("Paged", "Long strip", "Webtoon").forEachIndexed { index, mode ->
                        FilterChip(selected = selectedModes.contains(index), onClick = {}, label = { Text(mode) })
                    }
                }
                FlowRow {
                    listOf("Portrait", "Landscape").forEachIndexed { index, mode ->
                        FilterChip(selected = index in selectedModes, onClick = {}, label = { Text(mode) })
                    }
                }
                FlowRow {
                    listOf("Free", "Locked").forEachIndexed { index, mode ->
                        FilterChip(selected = orientation == index, onClick = {}, label = { Text(mode) })
                    }
                }
            }
            """
        #expect(read([("Navigators.kt", code)]).controls.map(titles) == [["Free", "Locked"]])
    }

    @Test func aStringResourceIsPlacedWhereItIsNamedNotInTheHelperThatLooksItUp() throws {
        // mihon's `stringResource(MR.strings.x)` wrapper: every title of the app was placed on the
        // wrapper's one line, and findings about two different strings were taken for one.
        let helper = """
            @Composable
            fun localized(resource: Int): String {
                return LocalContext.current.getString(resource)
            }
            """
        let screen = """
            @Composable
            fun Filters(media: Boolean) {
                SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                    SegmentedButton(selected = media, onClick = {}, shape = RectangleShape) {
                        Text(localized(R.string.media))
                    }
                    SegmentedButton(selected = !media, onClick = {}, shape = RectangleShape) {
                        Text(localized(R.string.files))
                    }
                }
            }
            """
        let control = try #require(read([("Localize.kt", helper), ("Filters.kt", screen)]).controls.first)
        #expect(titles(control) == ["android:media", "android:files"])
        let places = control.segments.map { $0.title?.reference.map { "\($0.location.file):\($0.location.line)" } }
        #expect(
            places == [
                "Filters.kt:\(line(of: "R.string.media", in: screen))",
                "Filters.kt:\(line(of: "R.string.files", in: screen))",
            ])
    }

    @Test func theAppsDesignSystemWrapperIsAControlAtEachUse() throws {
        let designSystem = """
            @Composable
            fun <T> ButtonSegmentedSingleChoice(
                options: List<T>,
                selected: T,
                optionTitle: @Composable (T) -> String,
                onSelect: (T) -> Unit,
                modifier: Modifier = Modifier,
            ) {
                SingleChoiceSegmentedButtonRow(modifier = modifier) {
                    options.forEachIndexed { index, option ->
                        SegmentedButton(
                            selected = option == selected,
                            onClick = { onSelect(option) },
                            shape = SegmentedButtonDefaults.itemShape(index, options.size),
                            label = { Text(optionTitle(option)) },
                        )
                    }
                }
            }
            """
        let screen = """
            enum class Period { DAY, WEEK, MONTH }

            @Composable
            fun ChartScreen(viewModel: ChartViewModel) {
                var period by remember { mutableStateOf(Period.DAY) }
                Column {
                    ButtonSegmentedSingleChoice(
                        options = Period.entries,
                        selected = period,
                        optionTitle = {
                            when (it) {
                                Period.DAY -> stringResource(R.string.period_day)
                                Period.WEEK -> stringResource(R.string.period_week)
                                Period.MONTH -> stringResource(R.string.period_month)
                            }
                        },
                        onSelect = { period = it },
                    )
                    PrimaryScrollableTabRow(selectedTabIndex = 0) {
                        listOf(R.string.chart_line, R.string.chart_bar).forEachIndexed { index, title ->
                            Tab(selected = index == 0, onClick = {}, text = { Text(stringResource(title)) })
                        }
                    }
                }
            }
            """
        let result = read([("DesignSystem.kt", designSystem), ("ChartScreen.kt", screen)])
        #expect(
            result.controls.map(\.id.value) == [
                "ChartScreen.kt:\(line(of: "ButtonSegmentedSingleChoice(", in: screen))",
                "ChartScreen.kt:\(line(of: "PrimaryScrollableTabRow", in: screen))",
            ])
        #expect(
            result.controls.map(titles) == [
                ["android:period_day", "android:period_week", "android:period_month"],
                ["android:chart_line", "android:chart_bar"],
            ])
    }

    /// A sealed class's `data object`s are values a `when` matches by name (bitwarden's
    /// generator modes), and an enum's entries imported to be named bare (`import
    /// app.DownloadType.Video`, `import app.DownloadType.entries`) are the enum's (Seal).
    @Test func kotlinObjectsInWhenAndBareImportedEnumEntries() throws {
        let modes = """
            package app

            enum class DownloadType { Audio, Video, Playlist }

            sealed class Mode {
                data object Default : Mode()
                data object Modal : Mode()
            }
            """
        let screen = """
            package app.ui

            import app.DownloadType.Audio
            import app.DownloadType.Video
            import app.DownloadType.entries
            import app.DownloadType
            import app.Mode

            fun DownloadType.label(): String = when (this) {
                Audio -> "Audio"
                Video -> "Video"
                DownloadType.Playlist -> "Playlist"
            }

            @Composable
            fun Screen() {
                val mode: Mode = Mode.Default
                val options = when (mode) {
                    Mode.Default -> listOf("Password", "Passphrase")
                    Mode.Modal -> listOf("Password")
                }
                SingleChoiceSegmentedButtonRow {
                    options.forEach { SegmentedButton(selected = false, onClick = {}, label = { Text(it) }) }
                }
                SingleChoiceSegmentedButtonRow {
                    listOf(Video, Audio).forEach { SegmentedButton(selected = false, onClick = {}, label = { Text(it.label()) }) }
                }
                SingleChoiceSegmentedButtonRow {
                    entries.forEach { SegmentedButton(selected = false, onClick = {}, label = { Text(it.label()) }) }
                }
            }
            """
        let result = read([("Modes.kt", modes), ("Screen.kt", screen)])
        #expect(
            result.controls.map(titles) == [
                ["Password", "Passphrase"], ["Video", "Audio"], ["Audio", "Video", "Playlist"],
            ])
    }

    /// Seal's own `SingleChoiceSegmentedButtonRowScope.SingleChoiceSegmentedButton(…)`, called
    /// bare inside the row's content: the app's composable (which makes Material's button), not a
    /// framework layout composable of that name holding a `Text`.
    @Test func theAppsComposableOnARowScopeIsTheAppsButton() throws {
        let component = """
            @Composable
            fun SingleChoiceSegmentedButtonRowScope.SingleChoiceSegmentedButton(
                selected: Boolean,
                onClick: () -> Unit,
                shape: Shape,
                modifier: Modifier = Modifier,
                colors: SegmentedButtonColors =
                    SegmentedButtonDefaults.colors(inactiveContainerColor = Color.Transparent),
                label: @Composable () -> Unit,
            ) {
                SegmentedButton(selected = selected, onClick = onClick, shape = shape, modifier = modifier, colors = colors, label = label)
            }
            """
        let screen = """
            @Composable
            fun TypeSelection(selected: Int, onSelect: (Int) -> Unit) {
                SingleChoiceSegmentedButtonRow {
                    listOf("Video", "Audio").forEachIndexed { index, title ->
                        SingleChoiceSegmentedButton(selected = selected == index, onClick = { onSelect(index) }, shape = SegmentedButtonDefaults.itemShape(index, 2)) {
                            Text(text = title)
                        }
                    }
                }
                SingleChoiceSegmentedButtonRow {
                    (DownloadType.entries - DownloadType.Command).forEachIndexed { index, type ->
                        SingleChoiceSegmentedButton(selected = selected == index, onClick = { onSelect(index) }, shape = SegmentedButtonDefaults.itemShape(index, 3)) {
                            Text(text = type.name)
                        }
                    }
                }
            }
            """
        // `DownloadType.entries - DownloadType.Command`: the list without that element.
        let types = "enum class DownloadType { Audio, Video, Playlist, Command }"
        let result = read([("SegmentedButton.kt", component), ("TypeSelection.kt", screen), ("Types.kt", types)])
        #expect(result.controls.map(titles) == [["Video", "Audio"], ["Audio", "Video", "Playlist"]])
    }

    /// mihon's settings: a screen lists `CustomPreference(title = …) { … }` objects that keep a
    /// composable lambda for a renderer to call later; a lambda given to a constructor that names
    /// a control runs there, so its control is found though the renderer is not followed.
    @Test func aComposableLambdaKeptByAnObjectIsRead() throws {
        let screen = """
            sealed class Preference {
                data class CustomPreference(val title: String, val content: @Composable () -> Unit) : Preference()
            }

            object SettingsDataScreen {
                @Composable
                fun getPreferences(): List<Preference> = listOf(
                    Preference.CustomPreference(title = stringResource(R.string.label_backup)) {
                        MultiChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
                            SegmentedButton(checked = false, onCheckedChange = {}, shape = SegmentedButtonDefaults.itemShape(0, 2)) {
                                Text(stringResource(R.string.pref_create_backup))
                            }
                            SegmentedButton(checked = false, onCheckedChange = {}, shape = SegmentedButtonDefaults.itemShape(1, 2)) {
                                Text(stringResource(R.string.pref_restore_backup))
                            }
                        }
                    },
                )
            }
            """
        let result = read([("SettingsDataScreen.kt", screen)])
        #expect(result.controls.map(titles) == [["android:pref_create_backup", "android:pref_restore_backup"]])
    }

    /// A design system's previews under multipreview annotations (`@PreviewLightDark`,
    /// `@ThemePreviews`) are not the app: the tab row they fill with sample titles stays a template.
    @Test func multipreviewAnnotationsAreNotTheApp() throws {
        let tabs = """
            @Composable
            fun TabRowPrimary(tabs: List<String>, selected: Int, onSelect: (Int) -> Unit) {
                PrimaryTabRow(selectedTabIndex = selected) {
                    tabs.forEachIndexed { index, tab ->
                        Tab(selected = selected == index, onClick = { onSelect(index) }, text = { Text(tab) })
                    }
                }
            }

            @PreviewLightDark
            @Composable
            private fun TabRowPrimaryPreview() {
                TabRowPrimary(tabs = listOf("Tab 1", "Tab 2"), selected = 0, onSelect = {})
            }

            @ThemePreviews
            @Composable
            private fun TabRowPrimaryThemesPreview() {
                TabRowPrimary(tabs = listOf("Tab 3", "Tab 4"), selected = 0, onSelect = {})
            }
            """
        let result = read([("TabRowPrimary.kt", tabs)])
        #expect(result.controls.map(\.id.value) == ["TabRowPrimary.kt:\(line(of: "PrimaryTabRow", in: tabs))"])
        #expect(result.controls.allSatisfy { $0.notChecked != nil }, "a template: no app code gives it titles")
    }

    @Test func syntheticsByImportStrategyObjectsAndImportedNamesOverProjectFunctions() throws {
        let main = """
            import kotlinx.android.synthetic.main.activity_main.*

            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_main)
                    TabLayoutMediator(tabLayout, viewPager) { tab, position ->
                        when (position) {
                            0 -> { tab.text = "First" }
                            1 -> { tab.text = "Second" }
                        }
                    }.attach()
                }
            }
            """
        let third = """
            class ThirdActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_third)
                    val pager = findViewById<ViewPager2>(R.id.viewPager)
                    pager.adapter = PagesAdapter(this)
                    TabLayoutMediator(findViewById(R.id.tabLayout), pager, PageTitles()).attach()
                }
            }
            class PagesAdapter(activity: FragmentActivity) : FragmentStateAdapter(activity) {
                override fun getItemCount() = 2
                override fun createFragment(position: Int): Fragment = PageFragment()
            }
            class PageTitles : TabLayoutMediator.TabConfigurationStrategy {
                override fun onConfigureTab(tab: TabLayout.Tab, position: Int) {
                    tab.text = "Page " + (position + 1)
                }
            }
            """
        // The app's own TabRow (a wrapper) and a file that imports Material's TabRow.
        let wrapper = """
            @Composable
            fun TabRow(selectedTabIndex: Int, onTabSelected: (Int) -> Unit) {
                PrimaryTabRow(selectedTabIndex = selectedTabIndex) {
                    Tab(selected = true, onClick = {}, text = { Text("Home") })
                    Tab(selected = false, onClick = {}, text = { Text("Search") })
                }
            }
            """
        let profile = """
            import androidx.compose.material3.Tab
            import androidx.compose.material3.TabRow
            import androidx.compose.material3.Text

            @Composable
            fun ProfileTabs(selected: Int) {
                TabRow(selectedTabIndex = selected) {
                    listOf(stringResource(R.string.profile_posts), stringResource(R.string.profile_likes))
                        .forEachIndexed { index, title ->
                            Tab(selected = selected == index, onClick = {}, text = { Text(title) })
                        }
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = [
            "tabLayout": ["activity_main", "activity_third"], "viewPager": ["activity_main", "activity_third"],
        ]
        let result = read(
            [
                ("MainActivity.kt", main), ("ThirdActivity.kt", third), ("AppTabRow.kt", wrapper),
                ("ProfileTabs.kt", profile),
            ],
            options: options)
        let edits = Dictionary(uniqueKeysWithValues: result.layoutEdits.map { ($0.layout ?? "?", titles($0.control)) })
        #expect(edits == ["activity_main": ["First", "Second"], "activity_third": ["Page 1", "Page 2"]])
        let composed = result.controls.map(titles)
        #expect(composed.contains(["android:profile_posts", "android:profile_likes"]), "Material's TabRow, imported")
        #expect(composed.contains(["Home", "Search"]))
    }
    @Test func buttonsOverAMapsKeysAndEntries() throws {
        let code = """
            private val shiftHours = linkedMapOf("A" to "06-14", "B" to "14-22")

            @Composable
            fun ShiftPicker(shift: String, onShift: (String) -> Unit) {
                SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth()) {
                    val keys = shiftHours.keys.toList()
                    keys.forEachIndexed { i, s ->
                        SegmentedButton(
                            selected = shift == s, onClick = { onShift(s) },
                            shape = SegmentedButtonDefaults.itemShape(i, keys.size)
                        ) { Text("$s  ${shiftHours[s]}") }
                    }
                }
                SingleChoiceSegmentedButtonRow {
                    mapOf("day" to R.string.range_day, "week" to R.string.range_week).entries.forEach { entry ->
                        SegmentedButton(selected = false, onClick = {}, shape = RectangleShape) {
                            Text(stringResource(entry.value))
                        }
                    }
                }
            }
            """
        let result = read([("ShiftPicker.kt", code)])
        #expect(
            result.controls.map(titles) == [["A  06-14", "B  14-22"], ["android:range_day", "android:range_week"]])
    }
    @Test func theProjectsExtensionFunctionsOfTabLayoutRunOnTheLayoutsView() throws {
        let code = """
            fun TabLayout.addTabWithText(text: String) {
                this.addTab(this.newTab().setText(text))
            }
            fun TabLayout.addTabsWithText(textList: List<String>) {
                for (text in textList) { this.addTabWithText(text) }
            }
            class ToolsActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_tools)
                    findViewById<TabLayout>(R.id.tools_tabs).addTabsWithText(listOf("Coffee", getString(R.string.tea)))
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tools_tabs": ["activity_tools"]]
        let result = read([("ToolsActivity.kt", code)], options: options)
        let edit = try #require(result.layoutEdits.first)
        #expect(edit.layout == "activity_tools")
        #expect(titles(edit.control) == ["Coffee", "android:tea"])
    }

    /// Seal's and mihon's chip rows: a design system's `SingleSelectChip` wrapping `FilterChip`,
    /// each in a `LazyRow`'s `item { }`, and a settings row that takes its chips as content. The
    /// control is where the screen writes its first chip, not inside either wrapper.
    @Test func chipRowsThroughWrappersArePlacedInTheScreen() throws {
        let components = """
            @Composable
            fun SingleSelectChip(selected: Boolean, onClick: () -> Unit, label: @Composable () -> Unit) {
                FilterChip(selected = selected, onClick = onClick, label = label)
            }

            @Composable
            fun SettingsChipRow(title: String, content: @Composable FlowRowScope.() -> Unit) {
                Column {
                    Text(title)
                    FlowRow(content = content)
                }
            }
            """
        let screen = """
            @Composable
            fun ExportDialog(type: Int) {
                LazyRow {
                    item {
                        SingleSelectChip(selected = type == 0, onClick = {}, label = { Text(stringResource(R.string.file)) })
                    }
                    item {
                        SingleSelectChip(selected = type == 1, onClick = {}, label = { Text("Clipboard") })
                    }
                }
                SettingsChipRow("Mode") {
                    listOf("Never", "Always").onEachIndexed { index, title ->
                        FilterChip(selected = type == index, onClick = {}, label = { Text(title) })
                    }
                }
            }
            """
        let result = read([("Components.kt", components), ("ExportDialog.kt", screen)])
        let controls = result.controls.sorted { $0.location.line < $1.location.line }
        #expect(controls.map { $0.file } == ["ExportDialog.kt", "ExportDialog.kt"])
        #expect(
            controls.map(\.location.line) == [
                line(of: "SingleSelectChip(selected = type == 0", in: screen),
                line(of: "FilterChip(selected = type == index", in: screen),
            ])
        #expect(controls.map(titles) == [["android:file", "Clipboard"], ["Never", "Always"]])
    }

    /// Habitica's activities: the base class's `onCreate` inflates the layout through the
    /// subclass's `getContentView()`, which sets `binding`; the subclass's `onCreate` calls
    /// `super.onCreate` first and then titles the tabs through that binding.
    @Test func aBaseActivitysOnCreateSetsTheBindingTheSubclassUses() throws {
        let base = """
            abstract class BaseActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(getContentView(getLayoutResId()))
                }
                abstract fun getLayoutResId(): Int
                open fun getContentView(layoutResId: Int?): View = layoutInflater.inflate(layoutResId ?: 0, null)
            }
            """
        let activity = """
            class GiftActivity : BaseActivity() {
                private lateinit var binding: ActivityGiftBinding

                override fun getLayoutResId(): Int = R.layout.activity_gift

                override fun getContentView(layoutResId: Int?): View {
                    binding = ActivityGiftBinding.inflate(layoutInflater)
                    return binding.root
                }

                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    TabLayoutMediator(binding.tabLayout, binding.viewPager) { tab, position ->
                        tab.text = when (position) {
                            0 -> getString(R.string.purchase)
                            else -> getString(R.string.from_balance)
                        }
                    }.attach()
                }
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["tab_layout": ["activity_gift"], "view_pager": ["activity_gift"]]
        let result = read([("BaseActivity.kt", base), ("GiftActivity.kt", activity)], options: options)
        let edit = try #require(result.layoutEdits.first { $0.id == "tab_layout" })
        #expect(edit.layout == "activity_gift")
        #expect(titles(edit.control).allSatisfy { $0.hasPrefix("android:purchase") || $0.contains("from_balance") })
        #expect(!titles(edit.control).isEmpty)
    }

    /// habitica's main activity's `TabLayout`, shared by every screen: the items screen makes it
    /// scroll after giving it its pages, the base screen makes it fixed. Each screen's tabs are
    /// laid out in the mode that screen left the view in, not the last screen's.
    @Test func eachScreensTabsKeepTheModeThatScreenSet() throws {
        func fragment(_ name: String, _ key: String, mode: String) -> String {
            """
            class \(name) : BaseMainFragment() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    super.onViewCreated(view, savedInstanceState)
                    tabLayout?.let { tabs ->
                        TabLayoutMediator(tabs, pager) { tab, position -> tab.text = getString(R.string.\(key)) }.attach()
                    }
                    tabLayout?.tabMode = TabLayout.\(mode)
                }
            }
            """
        }
        let base = """
            abstract class BaseMainFragment : Fragment() {
                val tabLayout: TabLayout? get() = (activity as? MainActivity)?.findViewById(R.id.detail_tabs)
                val pager: ViewPager2? get() = null
            }
            """
        var options = CodeReader.Options()
        options.layoutIDs = ["detail_tabs": ["activity_main_content"]]
        let result = read(
            [
                ("BaseMainFragment.kt", base),
                ("ItemsFragment.kt", fragment("ItemsFragment", "eggs", mode: "MODE_SCROLLABLE")),
                ("StableFragment.kt", fragment("StableFragment", "pets", mode: "MODE_FIXED")),
            ], options: options)
        let modes = Dictionary(
            result.layoutEdits.map { (titles($0.control).first ?? "", $0.tabsScroll) }, uniquingKeysWith: { a, _ in a })
        #expect(modes["android:eggs"] == .some(true), "\(modes)")
        #expect(modes["android:pets"] == .some(false), "\(modes)")
    }

    /// element-x's design-system `SegmentedButton` takes its title as a string (`text =
    /// stringResource(…)`), not a label lambda: the title is read all the same.
    @Test func aSegmentedButtonGivenItsTitleAsAString() throws {
        let code = """
            enum class PollHistoryFilter(val stringResource: Int) {
                ONGOING(R.string.poll_history_ongoing),
                PAST(R.string.poll_history_past),
            }

            @Composable
            fun PollHistoryFilterButtons(activeFilter: PollHistoryFilter, onSelectFilter: (PollHistoryFilter) -> Unit) {
                SingleChoiceSegmentedButtonRow {
                    PollHistoryFilter.entries.forEach { filter ->
                        SegmentedButton(
                            index = filter.ordinal,
                            count = PollHistoryFilter.entries.size,
                            selected = activeFilter == filter,
                            onClick = { onSelectFilter(filter) },
                            text = stringResource(filter.stringResource),
                        )
                    }
                }
            }
            """
        let result = read([("PollHistoryView.kt", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["android:poll_history_ongoing", "android:poll_history_past"], "\(titles(control))")
    }

    /// bitwarden's generator: `possibleMainStates.map { … }` over a parameter is a list segqa
    /// cannot know, not the project's `DataState<T>.map` extension of another type (taken for it,
    /// the segments were whatever that extension returns).
    @Test func anIterationOfUnknownDataIsNotAProjectExtensionOfAnotherType() throws {
        let code = """
            inline fun <T, R> DataState<T>.map(transform: (T) -> R): List<String> = listOf("Wrong")

            @Composable
            fun TypeOptions(options: List<TypeOption>, selected: TypeOption) {
                val titles = options.map { stringResource(it.labelRes) }
                SingleChoiceSegmentedButtonRow {
                    titles.forEachIndexed { index, title ->
                        SegmentedButton(selected = index == 0, onClick = {}, shape = RectangleShape) { Text(title) }
                    }
                }
            }
            """
        let result = read([("TypeOptions.kt", code)])
        for control in result.controls { #expect(!titles(control).contains("Wrong"), "\(titles(control))") }
    }

    /// mihon's colour filter modes: a companion object's list imported by its own name
    /// (`import ….ReaderPreferences.Companion.ColorFilterMode`) and named bare.
    @Test func aCompanionMemberImportedByNameIsThatMember() throws {
        let preferences = """
            package app.reader
            class ReaderPreferences {
                companion object {
                    val ColorFilterMode = listOf(R.string.filter_default to 0, R.string.filter_multiply to 1)
                }
            }
            """
        let page = """
            package app.settings
            import app.reader.ReaderPreferences.Companion.ColorFilterMode

            @Composable
            fun ColorFilterPage(mode: Int, onMode: (Int) -> Unit) {
                FlowRow {
                    ColorFilterMode.mapIndexed { index, it ->
                        FilterChip(selected = mode == index, onClick = { onMode(index) }, label = { Text(stringResource(it.first)) })
                    }
                }
            }
            """
        let result = read([("ReaderPreferences.kt", preferences), ("ColorFilterPage.kt", page)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["android:filter_default", "android:filter_multiply"], "\(titles(control))")
    }

    /// mihon's reader settings: `fromPreference(pref) ?: DEFAULT` over a preference known only at
    /// run time is not the default, so the chips shown only for left-to-right or right-to-left
    /// reading (`if (resolved == LEFT_TO_RIGHT || …)`) are found.
    @Test func anElvisOverARunTimeValueIsNotItsDefault() throws {
        let code = """
            enum class ReadingMode(val flag: Int) { DEFAULT(0), LEFT_TO_RIGHT(1), WEBTOON(2) }

            @Composable
            fun ReadingModePage(preference: Int?, dual: Int, onDual: (Int) -> Unit) {
                val resolved = ReadingMode.entries.find { it.flag == preference } ?: ReadingMode.DEFAULT
                if (resolved == ReadingMode.LEFT_TO_RIGHT) {
                    FlowRow {
                        listOf(stringResource(R.string.never), stringResource(R.string.always)).forEachIndexed { index, title ->
                            FilterChip(selected = dual == index, onClick = { onDual(index) }, label = { Text(title) })
                        }
                    }
                }
            }
            """
        let control = try #require(read([("ReadingModePage.kt", code)]).controls.first)
        #expect(titles(control) == ["android:never", "android:always"])
    }

    /// mihon's global search toolbar: chips of one choice (`selected = filter == …`, `selected =
    /// filter is …`) and, in the same row, a chip toggled on its own (`selected =
    /// onlyShowHasResults`): the control is the chips of the choice.
    @Test func aToggleChipBesideAChoiceIsNotOneOfItsSegments() throws {
        let code = """
            @Composable
            fun SearchToolbar(filter: SourceFilter, onlyShowHasResults: Boolean) {
                Row {
                    FilterChip(selected = filter == SourceFilter.Pinned, onClick = {}, label = { Text(stringResource(R.string.pinned)) })
                    FilterChip(selected = filter == SourceFilter.All, onClick = {}, label = { Text(stringResource(R.string.all)) })
                    FilterChip(selected = filter is SourceFilter.Search, onClick = {}, label = { Text(stringResource(R.string.search)) })
                    VerticalDivider()
                    FilterChip(selected = onlyShowHasResults, onClick = {}, label = { Text(stringResource(R.string.has_results)) })
                }
            }
            """
        let result = read([("SearchToolbar.kt", code)])
        #expect(result.controls.count == 1)
        #expect(result.controls.first.map(titles) == ["android:pinned", "android:all", "android:search"])
    }

    /// Buttons in a row that each open a screen (`onClick = { screen = Login }`, a state nothing
    /// compares) are actions, not a segmented control; the same buttons whose state the row
    /// compares (`colors = if (screen == Login) …`) are.
    @Test func buttonsInARowAreAChoiceOnlyWhenTheirStateIsCompared() throws {
        func code(compared: Bool) -> String {
            """
            @Composable
            fun Welcome(onDone: () -> Unit) {
                var screen by remember { mutableStateOf(Screen.Login) }
                \(compared ? "val highlighted = screen == Screen.Login" : "")
                Row {
                    OutlinedButton(onClick = { screen = Screen.Login }) { Text(stringResource(R.string.log_in)) }
                    OutlinedButton(onClick = { screen = Screen.Register }) { Text(stringResource(R.string.register)) }
                }
            }
            """
        }
        #expect(read([("Welcome.kt", code(compared: false))]).controls.isEmpty)
        let control = try #require(read([("Welcome.kt", code(compared: true))]).controls.first)
        #expect(titles(control) == ["android:log_in", "android:register"])
    }

    /// wire-android's `UIText`: a sealed class whose `asString()` is `when (this) { is
    /// DynamicString -> value; is StringResource -> stringResource(resId) }`, the tabs an enum's
    /// `title` given to the app's own tab row, which upper-cases them.
    @Test func aSealedTextClassResolvedByTypeTestsInWhen() throws {
        let text = """
            package org.example
            sealed class UIText {
                data class DynamicString(val value: String) : UIText()
                class StringResource(@StringRes val resId: Int, vararg val formatArgs: Any) : UIText()
                @Composable
                fun asString(): String = when (this) {
                    is DynamicString -> value
                    !is StringResource -> "never"
                    is StringResource -> stringResource(id = resId, *formatArgs)
                }
            }
            interface TabItem {
                val title: UIText
            }
            @Composable
            fun AppTabRow(tabs: List<TabItem>, selectedTabIndex: Int, upperCaseTitles: Boolean = true) {
                TabRow(selectedTabIndex = selectedTabIndex) {
                    tabs.forEachIndexed { index, tabItem ->
                        val text = tabItem.title.asString().let { if (upperCaseTitles) it.uppercase() else it }
                        Tab(selected = selectedTabIndex == index, onClick = {}, text = { Text(text = text) })
                    }
                }
            }
            """
        let screen = """
            package org.example
            enum class MediaTab(@StringRes val titleResId: Int) : TabItem {
                PICTURES(R.string.label_pictures),
                FILES(R.string.label_files);
                override val title: UIText = UIText.StringResource(titleResId)
            }
            @Composable
            fun MediaScreen() {
                AppTabRow(tabs = MediaTab.entries, selectedTabIndex = 0)
            }
            """
        let control = try #require(read([("UIText.kt", text), ("Media.kt", screen)]).controls.first)
        #expect(titles(control) == ["android:label_pictures", "android:label_files"])
        // The items as subclasses of a sealed class whose header call gives the superclass its
        // title (wire-android's message details tabs).
        let details = """
            package org.example
            sealed class DetailsTab(@StringRes val titleResId: Int, argument: String) : TabItem {
                override val title: UIText = UIText.StringResource(titleResId, argument)
                data class Reactions(val count: Int) : DetailsTab(R.string.details_reactions, "$count")
                data class Receipts(val count: Int) : DetailsTab(R.string.details_receipts, "$count")
            }
            @Composable
            fun DetailsScreen(state: DetailsState) {
                val tabs = listOf(DetailsTab.Reactions(state.reactions.size), DetailsTab.Receipts(state.receipts.size))
                AppTabRow(tabs = tabs, selectedTabIndex = 0)
            }
            """
        let detailsControl = try #require(read([("UIText.kt", text), ("Details.kt", details)]).controls.first)
        #expect(titles(detailsControl) == ["android:details_reactions", "android:details_receipts"])
    }
}
