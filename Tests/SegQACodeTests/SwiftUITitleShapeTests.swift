import SegQACode
import SegQAModel
import Testing

/// SwiftUI pickers in the shapes real apps write them: `ForEach` over enums and static arrays,
/// pickers returned from helpers and styled where used, the style set on a container, reusable
/// views given their options, and code a release build does not compile.
@Suite struct SwiftUITitleShapeTests {
    /// `.init("key")` returned as the property's `LocalizedStringKey` (IceCubes' search scopes) is
    /// the key; returned as a `String` it is the text as written.
    @Test func anImplicitInitializerOfOneTextIsThatTextAsTheTypeItIsReturnedAs() throws {
        let code = """
            enum Scope: CaseIterable {
                case all, people
                var title: LocalizedStringKey {
                    switch self {
                    case .all: .init("scope.all")
                    case .people: .init("scope.people")
                    }
                }
                var plain: String { .init("People") }
            }

            struct ScopeView: View {
                @State private var scope = Scope.all
                var body: some View {
                    VStack {
                        Picker("Scope", selection: $scope) {
                            ForEach(Scope.allCases, id: \\.self) { Text($0.title) }
                        }
                        .pickerStyle(.segmented)
                        Picker("Plain", selection: $scope) {
                            Text(Scope.people.plain)
                            Text(Scope.all.plain)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        let result = read([("ScopeView.swift", code)])
        #expect(result.controls.count == 2)
        #expect(result.controls.first.map(titles) == ["Localizable:scope.all", "Localizable:scope.people"])
        #expect(result.controls.last.map(titles) == ["People", "People"])
        #expect(result.controls.last?.segments[0].title?.reference == nil)
    }

    /// SwiftUI's overloads: `Text("Day")` looks the literal up; `Text(name)` of a `String` shows it
    /// as it is, wherever the literal was written (`Period(label: "Day")` with `label: String`,
    /// `ForEach(["Month", "Year"]) { Text($0) }`); a
    /// `[LocalizedStringKey]` keeps its literals keys.
    @Test func onlyALiteralWrittenInTheCallIsALocalizedKey() throws {
        let code = """
            struct Period: Hashable { var value: Int; var label: String }
            struct RangeView: View {
                @State private var pick = 0
                let periods = [Period(value: 0, label: "Day"), Period(value: 1, label: "Week")]
                let keys: [LocalizedStringKey] = ["range.day", "range.week"]
                var body: some View {
                    VStack {
                        Picker("Plain", selection: $pick) {
                            ForEach(periods, id: \\.self) { Text($0.label).tag($0.value) }
                        }
                        .pickerStyle(.segmented)
                        Picker("Strings", selection: $pick) {
                            ForEach(["Month", "Year"], id: \\.self) { Text($0) }
                        }
                        .pickerStyle(.segmented)
                        Picker("Keys", selection: $pick) {
                            ForEach(keys, id: \\.self) { Text($0) }
                        }
                        .pickerStyle(.segmented)
                        Picker("Written", selection: $pick) {
                            Text("Day").tag(0)
                            Text(pick == 0 ? "Week" : "Weeks").tag(1)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        let result = read([("RangeView.swift", code)])
        #expect(result.controls.count == 4)
        let plain = try #require(result.controls.first)
        #expect(titles(plain) == ["Day", "Week"])
        #expect(plain.segments.allSatisfy { $0.title?.reference == nil })
        let strings = try #require(result.controls.dropFirst().first)
        #expect(titles(strings) == ["Month", "Year"])
        #expect(strings.segments.allSatisfy { $0.title?.reference == nil })
        #expect(result.controls.dropFirst(2).first.map(titles) == ["Localizable:range.day", "Localizable:range.week"])
        #expect(result.controls.last?.segments[0].title?.reference != nil)
        #expect(result.controls.last?.segments[1].title?.alternatives.allSatisfy { $0.text.reference != nil } == true)
    }

    /// Two screens that each give a project container content of their own (mlem's
    /// `FancyScrollView { … }` on every page): each screen's content is walked, whichever is first.
    @Test func eachScreensContentInOneProjectContainerIsWalked() throws {
        let container = """
            import SwiftUI
            struct FancyScrollView<Content: View>: View {
                @ViewBuilder var content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View { ScrollView { content() } }
            }
            """
        func screen(_ name: String, _ titles: [String]) -> String {
            """
            import SwiftUI
            struct \(name): View {
                @State var pick = 0
                var body: some View {
                    FancyScrollView {
                        Picker("Tab", selection: $pick) {
                            Text("\(titles[0])").tag(0)
                            Text("\(titles[1])").tag(1)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        }
        let result = read([
            ("FancyScrollView.swift", container), ("Blocked.swift", screen("BlockedView", ["Users", "Groups"])),
            ("Inbox.swift", screen("InboxView", ["Replies", "Mentions"])),
        ])
        #expect(
            result.controls.map(titles).sorted { $0[0] < $1[0] } == [
                ["Localizable:Replies", "Localizable:Mentions"], ["Localizable:Users", "Localizable:Groups"],
            ])
    }

    /// A view property that is one `if` (`if signedOut { signIn } else { content }`) is either
    /// view, as SwiftUI's conditional content is: the control in the `else` is read too, and a
    /// modifier on the whole (`.if(…) { $0.pickerStyle(.segmented) }`) applies to it.
    @Test func bothViewsOfAnIfThatIsAPropertysValue() throws {
        let code = """
            import SwiftUI
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct InboxView: View {
                @Environment(AppState.self) var appState
                @State var pick = 0
                var body: some View {
                    if appState.session is GuestSession {
                        Text("Sign in")
                    } else {
                        content
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
                var content: some View {
                    Picker("Feed", selection: $pick) { Text("Replies").tag(0); Text("Mentions").tag(1) }
                        .if(appState.wide) { $0.pickerStyle(.segmented) }
                }
            }
            """
        let result = read([("InboxView.swift", code)])
        #expect(result.controls.map(titles) == [["Localizable:Replies", "Localizable:Mentions"]])
    }

    /// An app's own `Section` wrapping SwiftUI's (`SwiftUI.Section(content:header:footer:)`): the
    /// framework's, named through its module, holds the header the screen gives.
    @Test func aProjectSectionWrappingSwiftUIsByItsModuleName() throws {
        let section = """
            import SwiftUI
            struct Section<Parent: View, Content: View>: View {
                @ViewBuilder let header: () -> Parent
                @ViewBuilder let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder header: @escaping () -> Parent) {
                    self.header = header
                    self.content = content
                }
                var body: some View {
                    SwiftUI.Section(content: content, header: { header().foregroundStyle(.secondary) })
                }
            }
            """
        let screen = """
            import SwiftUI
            struct FeedView: View {
                @State var pick = 0
                var body: some View {
                    LazyVStack {
                        Section {
                            Text("row")
                        } header: {
                            header
                        }
                    }
                }
                var header: some View {
                    Picker("Feed", selection: $pick) { Text("All").tag(0); Text("Unread").tag(1) }
                        .pickerStyle(.segmented)
                }
            }
            """
        let result = read([("Section.swift", section), ("FeedView.swift", screen)])
        #expect(result.controls.map(titles) == [["Localizable:All", "Localizable:Unread"]])
    }

    /// An app's own `Form` modifying what its screen gives (`content().foregroundStyle(…)`): a view
    /// builder's several views, modified together, each still walked.
    @Test func aModifierOnAViewBuildersSeveralViews() throws {
        let form = """
            import SwiftUI
            struct Form<Content: View>: View {
                @ViewBuilder let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View {
                    SwiftUI.Form { content().foregroundStyle(.primary).listRowBackground(Color.gray) }
                }
            }
            """
        let screen = """
            import SwiftUI
            struct CommentSettingsView: View {
                @State var size = 0
                var body: some View {
                    Form {
                        Text("Comments")
                        Picker("Size", selection: $size) { Text("Large").tag(0); Text("Compact").tag(1) }
                            .pickerStyle(.segmented)
                    }
                }
            }
            """
        let result = read([("Form.swift", form), ("CommentSettingsView.swift", screen)])
        #expect(result.controls.map(titles) == [["Localizable:Large", "Localizable:Compact"]])
    }

    /// A project container whose content its maker writes (`FancyScrollView { Picker … }`, with a
    /// `@ViewBuilder` closure kept in a property): its body names no control, yet it holds one.
    @Test func aPickerInsideAProjectContainersContent() throws {
        let container = """
            import SwiftUI
            struct FancyScrollView<Content: View>: View {
                @ViewBuilder var content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) {
                    self.content = content
                }
                var body: some View {
                    ScrollView { LazyVStack(spacing: 0) { content() } }
                }
            }
            """
        let screen = """
            import SwiftUI
            struct BlockListView: View {
                enum Tab: CaseIterable, Identifiable {
                    case people, communities
                    var id: Self { self }
                    var label: LocalizedStringResource {
                        switch self {
                        case .people: "Users"
                        case .communities: "Communities"
                        }
                    }
                }
                @State var selectedTab: Tab = .people
                var body: some View {
                    FancyScrollView {
                        Picker("Blocked", selection: $selectedTab) {
                            ForEach(Tab.allCases) { tab in Text(tab.label).tag(tab) }
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """
        let result = read([("FancyScrollView.swift", container), ("BlockListView.swift", screen)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:Users", "Localizable:Communities"])
    }

    @Test func forEachOverEnumCasesAndStaticArrays() throws {
        let code = """
            enum SortOption: String, CaseIterable, Identifiable {
                case newest, popular
                var id: Self { self }
                var localizedName: LocalizedStringKey {
                    switch self {
                    case .newest: "sort.newest"
                    case .popular: "sort.popular"
                    }
                }
            }

            struct Category: Identifiable {
                let id = UUID()
                let title: String
                static let all = [Category(title: "Books"), Category(title: "Music")]
            }

            struct BrowseView: View {
                @State private var sort = SortOption.newest
                @State private var category = 0
                private let categories = Category.all

                var body: some View {
                    VStack {
                        Picker("Sort", selection: $sort) {
                            ForEach(SortOption.allCases) { option in
                                Text(option.localizedName).tag(option)
                            }
                        }
                        .pickerStyle(.segmented)
                        Picker("Category", selection: $category) {
                            ForEach(categories) { Text($0.title) }
                        }
                        .pickerStyle(SegmentedPickerStyle())
                    }
                }
            }
            """
        let result = read([("BrowseView.swift", code)])
        #expect(
            result.controls.map(\.id.value) == [
                "BrowseView.swift:\(line(of: "Picker(\"Sort\"", in: code))",
                "BrowseView.swift:\(line(of: "Picker(\"Category\"", in: code))",
            ])
        #expect(titles(result.controls[0]) == ["Localizable:sort.newest", "Localizable:sort.popular"])
        // Text(String) shows the string as it is (no lookup): SwiftUI's rule for non-literals.
        #expect(titles(result.controls[1]) == ["Books", "Music"])
        #expect(result.controls[1].segments[0].title?.reference == nil)
        #expect(result.controls.allSatisfy { $0.settings.style?.value == "swiftui" })
        // The view they are on, not the enum whose cases they show.
        #expect(result.controls.map(\.screen) == ["BrowseView", "BrowseView"])
    }

    /// home-assistant: a list model declares its own `Section`, nested. Outside that model the
    /// bare name is SwiftUI's: the pickers in every other view's `Section { … }` are found.
    @Test func aNestedTypeDoesNotShadowSwiftUIOutsideItsOuterType() throws {
        let model = """
            struct ListPickerContent {
                let sections: [Section]
                struct Section {
                    let id: String
                    let title: String
                    func isEmpty() -> Bool { Section(id: "", title: "").title.isEmpty }
                }
            }
            """
        let view = """
            struct ComplicationEditView: View {
                @State var alignment = 0
                var body: some View {
                    Form {
                        Section {
                            Picker("Alignment", selection: $alignment) {
                                Text("Leading").tag(0)
                                Text("Trailing").tag(1)
                            }
                            .pickerStyle(.segmented)
                        }
                    }
                }
            }
            """
        let result = read([("ListPicker.swift", model), ("ComplicationEditView.swift", view)])
        #expect(result.controls.map(titles) == [["Localizable:Leading", "Localizable:Trailing"]])
    }

    /// home-assistant: a database-tables enum nests a case list named `WatchComplicationConfig`
    /// beside the top-level model struct of that name. Outside the enum the name is the struct's,
    /// so `WatchComplicationConfig.Family.allCases` are its families; a `private` top-level type of
    /// another file is not seen (SwiftUI's `Section` stays SwiftUI's).
    @Test func aNestedTypeDoesNotHideATopLevelTypeOfTheSameName() throws {
        let tables = """
            enum DatabaseTables {
                enum WatchComplicationConfig: String, CaseIterable { case id, family }
            }
            """
        let model = """
            struct WatchComplicationConfig {
                enum Family: String, CaseIterable, Identifiable {
                    case circular, inline
                    var id: String { rawValue }
                    var title: String {
                        switch self {
                        case .circular: return "Circular"
                        case .inline: return "Inline"
                        }
                    }
                }
            }
            """
        let other = """
            private struct Section { let rows: [String] }
            """
        let view = """
            struct ConfigurationSheet: View {
                @State var family = WatchComplicationConfig.Family.circular
                var body: some View {
                    Form {
                        Section {
                            Picker(selection: $family) {
                                ForEach(WatchComplicationConfig.Family.allCases) { family in
                                    Text(verbatim: family.title).tag(family)
                                }
                            } label: { EmptyView() }
                            .pickerStyle(.segmented)
                        }
                    }
                }
            }
            """
        let result = read([
            ("DatabaseTables.swift", tables), ("WatchComplicationConfig.swift", model), ("Readers.swift", other),
            ("ConfigurationSheet.swift", view),
        ])
        #expect(result.controls.map(titles) == [["Circular", "Inline"]])
    }

    /// A reusable picker given its options through its own `init`: the screens that call it
    /// write its type's name, not `init` (woocommerce's attribute picker; looking for `init(` ran
    /// 2,272 unrelated types and missed the callers).
    @Test func aTemplateWithAnInitializerIsFollowedToTheCallersOfItsType() throws {
        let picker = """
            struct AttributePicker: View {
                let options: [String]
                @State private var selection = 0
                init(options: [String]) {
                    self.options = options
                }
                var body: some View {
                    Picker("Attribute", selection: $selection) {
                        ForEach(options.indices, id: \\.self) { index in
                            Text(verbatim: options[index]).tag(index)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let screen = """
            struct VariationScreen: View {
                var body: some View {
                    AttributePicker(options: ["Color", "Size"])
                }
            }
            struct Unrelated {
                init(value: Int) {}
            }
            """
        let result = read([("AttributePicker.swift", picker), ("VariationScreen.swift", screen)])
        #expect(result.controls.map(titles).contains(["Color", "Size"]), "\(result.controls.map(titles))")
    }

    @Test func pickerFromAHelperStyledWhereItIsUsed() throws {
        let code = """
            struct HistoryView: View {
                @State private var period = 0
                @State private var unit = 0

                var body: some View {
                    Form {
                        makeTabPicker()
                            .pickerStyle(.segmented)
                        unitPicker
                        Picker("Menu", selection: $unit) {
                            Text("menu.a").tag(0)
                        }
                    }
                    .padding(.horizontal, 8)
                }

                func makeTabPicker() -> some View {
                    Picker("Period", selection: $period) {
                        Text("period.day").tag(0)
                        Text("period.week").tag(1)
                    }
                }

                private var unitPicker: some View {
                    Picker("Unit", selection: $unit) {
                        Text(verbatim: "kg").tag(0)
                        Text(verbatim: "lb").tag(1)
                    }
                    .pickerStyle(.menu)
                }
            }
            """
        let result = read([("HistoryView.swift", code)])
        // The menu pickers (one by its own style, one with none) are not segmented controls.
        #expect(result.controls.map(\.id.value) == ["HistoryView.swift:\(line(of: "Picker(\"Period\"", in: code))"])
        #expect(titles(result.controls[0]) == ["Localizable:period.day", "Localizable:period.week"])
        // The container's .padding(.horizontal, 8) is the width the code states.
        #expect(result.controls[0].settings.margin?.value == 8)
    }

    @Test func theStyleOfAContainerAppliesToThePickersInIt() throws {
        let code = """
            struct FiltersView: View {
                @State private var a = 0
                var body: some View {
                    VStack {
                        Picker("A", selection: $a) { Text("filter.all").tag(0); Text("filter.unread").tag(1) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let result = read([("FiltersView.swift", code)])
        #expect(result.controls.count == 1)
        #expect(titles(result.controls[0]) == ["Localizable:filter.all", "Localizable:filter.unread"])
    }

    @Test func aReusableViewIsAControlAtEachUseWithItsOwnOptions() throws {
        let bar = """
            struct SegmentBar: View {
                let options: [LocalizedStringKey]
                @Binding var selection: Int
                var body: some View {
                    Picker("", selection: $selection) {
                        ForEach(options.indices, id: \\.self) { index in
                            Text(options[index]).tag(index)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let screens = """
            struct ProfileView: View {
                @State private var tab = 0
                var body: some View {
                    SegmentBar(options: ["profile.posts", "profile.likes"], selection: $tab)
                }
            }
            struct InboxView: View {
                @State private var tab = 0
                var body: some View {
                    SegmentBar(options: ["inbox.all", "inbox.mentions", "inbox.requests"], selection: $tab)
                }
            }
            """
        let result = read([("SegmentBar.swift", bar), ("Screens.swift", screens)])
        #expect(
            result.controls.map(\.id.value) == [
                "Screens.swift:\(line(of: "profile.posts", in: screens))",
                "Screens.swift:\(line(of: "inbox.all", in: screens))",
            ])
        #expect(titles(result.controls[0]) == ["Localizable:profile.posts", "Localizable:profile.likes"])
        #expect(
            titles(result.controls[1]) == [
                "Localizable:inbox.all", "Localizable:inbox.mentions", "Localizable:inbox.requests",
            ])
    }

    @Test func debugOnlyCodeAndPreviewsAreNotTheApp() throws {
        let code = """
            struct DebugMenu: View {
                @State private var env = 0
                var body: some View {
                    #if DEBUG
                    Picker("Environment", selection: $env) { Text(verbatim: "Staging").tag(0); Text(verbatim: "Production").tag(1) }
                        .pickerStyle(.segmented)
                    #else
                    EmptyView()
                    #endif
                    #if targetEnvironment(simulator)
                    Picker("Sim", selection: $env) { Text(verbatim: "A").tag(0) }.pickerStyle(.segmented)
                    #elseif os(iOS)
                    Picker("Device", selection: $env) { Text("device.phone").tag(0); Text("device.pad").tag(1) }.pickerStyle(.segmented)
                    #endif
                }
            }
            #Preview {
                DebugMenu()
            }
            """
        let result = read([("DebugMenu.swift", code)])
        #expect(result.controls.map(\.id.value) == ["DebugMenu.swift:\(line(of: "Picker(\"Device\"", in: code))"])
        #expect(titles(result.controls[0]) == ["Localizable:device.phone", "Localizable:device.pad"])
        // Only a preview uses DebugMenu: nothing in the app reaches it.
        let app = """
            @main
            struct WeatherApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                var body: some View { Text("hello") }
            }
            """
        let reachable = read([("DebugMenu.swift", code), ("WeatherApp.swift", app)], reachableOnly: true)
        #expect(reachable.controls.first?.notChecked?.contains("nothing in the app reaches DebugMenu") == true)
    }

    @Test func aTernaryTitleKeepsBothBranches() throws {
        let code = """
            struct PlanView: View {
                @State private var plan = 0
                let isPro: Bool
                var body: some View {
                    Picker("Plan", selection: $plan) {
                        Text(isPro ? "plan.pro" : "plan.free").tag(0)
                        Text("plan.family").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let result = read([("PlanView.swift", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:plan.pro|Localizable:plan.free", "Localizable:plan.family"])
        #expect(control.segments[0].title?.alternatives.map(\.name) == ["if isPro", "else"])
    }
    @Test func aGenericPickerListsTheCasesOfTheTypeEachUseGivesIt() throws {
        let picker = """
            struct EnumPicker<Label: View, Option>: View
            where Option: CaseIterable & CustomStringConvertible & Hashable, Option.AllCases: RandomAccessCollection {
                @Binding private var selection: Option
                private let label: Label
                init(selection: Binding<Option>, label: Label) {
                    self._selection = selection
                    self.label = label
                }
                var body: some View {
                    Picker(selection: $selection, label: label) {
                        ForEach(Array(Option.allCases), id: \\.self) { Text($0.description).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let code = """
            enum Units: String, CaseIterable, CustomStringConvertible {
                case metric, imperial
                var description: String { rawValue.capitalized }
            }
            enum Lang: CaseIterable, CustomStringConvertible {
                case en, ja
                var description: String {
                    switch self {
                    case .en: String(localized: "English")
                    case .ja: String(localized: "Japanese")
                    }
                }
            }
            struct SettingsView: View {
                @State private var units = Units.metric
                @State private var lang: Lang = .en
                var body: some View {
                    Form {
                        EnumPicker(selection: $units, label: Text("Units"))
                        EnumPicker(selection: $lang, label: Text("Language"))
                    }
                }
            }
            """
        let result = read([("EnumPicker.swift", picker), ("SettingsView.swift", code)])
        #expect(
            result.controls.map(titles) == [["Metric", "Imperial"], ["Localizable:English", "Localizable:Japanese"]])
        #expect(result.controls.map(\.location.file) == ["SettingsView.swift", "SettingsView.swift"])
    }

    /// Home Assistant's picker: `ForEach(options) { option in switch option { case .a: Text(…) … } }`
    /// over an option segqa cannot know makes one segment that is one of the cases' titles, not a
    /// segment per case.
    @Test func aSwitchOverAnUnknownElementIsOneSegment() throws {
        let code = """
            struct AddView: View {
                enum Option { case entities, areas, assist }
                let extra: Option
                @State private var selected = 0
                var body: some View {
                    Picker("Type", selection: $selected) {
                        ForEach([Option.entities, extra], id: \\.self) { option in
                            switch option {
                            case .entities: Text(verbatim: "Entity")
                            case .areas: Text(verbatim: "Area")
                            case .assist: Text(verbatim: "Assist")
                            }
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let control = try #require(read([("AddView.swift", code)]).controls.first)
        #expect(titles(control) == ["Entity", "Entity|Area|Assist"])
    }

    /// ElementX's media browser: the segmented picker is in the principal toolbar item, given by a
    /// `@ToolbarContentBuilder` property of two items, on a view made by a modifier segqa cannot
    /// follow. The toolbar's views are the screen's all the same.
    @Test func aPickerInAToolbarBuilderOnAnUnfollowedViewIsFound() throws {
        let code = """
            import SwiftUI

            struct MediaScreen: View {
                @Bindable var context: MediaScreenViewModel.Context

                var body: some View {
                    ScrollView { Text("Items") }
                        .backportScrollEdgeEffectHidden()
                        .toolbar { toolbar }
                }

                @ToolbarContentBuilder
                private var toolbar: some ToolbarContent {
                    ToolbarItem(placement: .principal) {
                        if #available(iOS 26, *) {
                            modePicker
                        } else {
                            modePicker
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Text("Search")
                    }
                }

                private var modePicker: some View {
                    Picker("", selection: $context.mode) {
                        Text(NSLocalizedString("mode.media", comment: "")).tag(0)
                        Text(NSLocalizedString("mode.files", comment: "")).tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """
        let result = read([("MediaScreen.swift", code)])
        let control = try #require(result.controls.first)
        #expect(titles(control) == ["Localizable:mode.media", "Localizable:mode.files"])
    }

    /// brave-ios: SwiftUI's `Section { } header: { Picker … }` in a view, while a table library
    /// the app ships declares a model `struct Section` (no view): the picker in the header is
    /// found. The project's own `Section` view, where there is one, still wins.
    @Test func aSwiftUIContainerNamedLikeAModelOfAnotherModule() throws {
        let view = """
            import SwiftUI
            struct AddAssetView: View {
                var supportedTypes: [String] = ["Token", "NFT"]
                @State private var selected = 0
                var body: some View {
                    NavigationView {
                        Form {
                            if supportedTypes.count != 1 {
                                Section {
                                } header: {
                                    Picker("", selection: $selected) {
                                        ForEach(supportedTypes, id: \\.self) { type in
                                            Text(NSLocalizedString(type, comment: ""))
                                        }
                                    }
                                    .pickerStyle(.segmented)
                                }
                            }
                        }
                    }
                }
            }
            """
        let model = """
            public struct Section: Hashable {
                public var header: String?
                public var rows: [String]
                public init(header: String? = nil, rows: [String] = []) {
                    self.header = header
                    self.rows = rows
                }
            }
            """
        let control = try #require(
            read([("AddAssetView.swift", view), ("Static/Section.swift", model)]).controls.first)
        #expect(titles(control) == ["Localizable:Token", "Localizable:NFT"])

        let sectionView = """
            import SwiftUI
            struct Section<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { Text("Header") } }
            }
            """
        #expect(read([("AddAssetView.swift", view), ("Section.swift", sectionView)]).controls.isEmpty)
    }
}
