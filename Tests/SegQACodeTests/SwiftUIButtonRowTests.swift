import SegQACode
import SegQAModel
import Testing

/// SwiftUI segmented controls an app draws itself: buttons (or tapped views) in a row, each
/// setting the same state, in the shapes real apps write them (home-assistant's filter pills,
/// habitica's `TaskFormPicker`), and rows of buttons that are no such control.
@Suite struct SwiftUIButtonRowTests {
    /// habitica's shape: a project view draws one tapped `Text` per option it is given, and a
    /// screen gives it the options. The control is the screen's, named at the call that gives
    /// them; in a horizontal scroll view the row scrolls.
    @Test func aPickerViewOfTappedTextsIsReadWhereAScreenGivesItsOptions() throws {
        let code = """
            import SwiftUI

            struct LabeledValue: Equatable {
                var value: String
                var label: String
            }

            struct FormPicker: View {
                var options: [LabeledValue]
                @Binding var selection: String

                var body: some View {
                    let selectedIndex = options.firstIndex(where: { $0.value == selection }) ?? 0
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(options, id: \\.value) { option in
                                Text(option.label)
                                    .fontWeight(option.value == options[selectedIndex].value ? .semibold : .medium)
                                    .onTapGesture {
                                        UISelectionFeedbackGenerator().selectionChanged()
                                        withAnimation {
                                            selection = option.value
                                        }
                                    }
                            }
                        }
                    }
                }
            }

            struct TaskForm: View {
                static let frequencies = [
                    LabeledValue(value: "daily", label: NSLocalizedString("daily", comment: "")),
                    LabeledValue(value: "weekly", label: "Weekly"),
                ]
                @State private var frequency = "daily"

                var body: some View {
                    VStack {
                        FormPicker(options: TaskForm.frequencies, selection: $frequency)
                    }
                }
            }
            """
        let result = read([("TaskForm.swift", code)])
        let control = try #require(result.controls.first)
        #expect(result.controls.count == 1, "\(result.controls.map(\.id.value))")
        #expect(titles(control) == ["Localizable:daily", "Weekly"])
        #expect(control.id.value == "TaskForm.swift:\(line(of: "FormPicker(options: TaskForm", in: code))")
        #expect(control.settings.widthMode?.value == "content")
        #expect(control.settings.style?.value == "custom")
    }

    /// A screen that has a `Picker` of its own runs before the picker view it also uses is known to
    /// wait for its callers' options: it runs again once that is known, and both are read.
    @Test func aScreenWithAPickerOfItsOwnStillGivesAPickerViewItsOptions() throws {
        let picker = """
            import SwiftUI
            struct LabeledValue: Equatable { var value: String; var label: String }
            struct FormPicker: View {
                var options: [LabeledValue]
                @Binding var selection: String
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(options, id: \\.value) { option in
                            Text(option.label)
                                .fontWeight(option.value == selection ? .semibold : .regular)
                                .onTapGesture { selection = option.value }
                        }
                    }
                }
            }
            """
        let screen = """
            import SwiftUI
            struct TaskForm: View {
                static let stats = [LabeledValue(value: "str", label: "Strength"), LabeledValue(value: "int", label: "Wits")]
                @State private var stat = "str"
                @State private var range = 0
                var body: some View {
                    VStack {
                        Picker("Range", selection: $range) { Text("Day").tag(0); Text("Week").tag(1) }
                            .pickerStyle(.segmented)
                        FormPicker(options: TaskForm.stats, selection: $stat)
                    }
                }
            }
            """
        let result = read([("AFormPicker.swift", picker), ("TaskForm.swift", screen)])
        #expect(result.controls.map(titles) == [["Localizable:Day", "Localizable:Week"], ["Strength", "Wits"]])
    }

    /// mlem's settings: a row of one project view, each item given the same state and its own
    /// value and title (`DevicePickerItem(_:item:selected:)`, tapped to set it), in the app's own
    /// `Section("Size") { … }` (its `init(_ header:content:)`, not `init(content:header:)`), inside
    /// a `ViewThatFits` whose narrower fallback (two rows of two) is the same choice, not two more.
    @Test func aRowOfItemViewsEachSettingTheSameStateInAViewThatFits() throws {
        let item = """
            import SwiftUI
            struct DevicePickerItem<Item: Equatable>: View {
                let title: String
                let item: Item
                @Binding var selected: Item
                init(_ titleKey: LocalizedStringResource, item: Item, selected: Binding<Item>) {
                    self.title = .init(localized: titleKey)
                    self.item = item
                    self._selected = selected
                }
                var isSelected: Bool { item == selected }
                var body: some View {
                    VStack {
                        Image(systemName: "iphone")
                        Text(title).foregroundStyle(isSelected ? .white : .primary)
                    }
                    .onTapGesture { selected = item }
                }
            }
            """
        let section = """
            import SwiftUI
            struct Section<Parent: View, Content: View>: View {
                @ViewBuilder let header: () -> Parent
                @ViewBuilder let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder header: @escaping () -> Parent) {
                    self.header = header
                    self.content = content
                }
                init(_ header: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) where Parent == Text {
                    self.header = { Text(header) }
                    self.content = content
                }
                var body: some View { SwiftUI.Section(content: content, header: header) }
            }
            """
        let screen = """
            import SwiftUI
            enum PostSize { case large, compact, tiled }
            struct PostSizePicker: View {
                @Setting(\\.postSize) var postSize
                var body: some View {
                    Section("Size") {
                        ViewThatFits {
                            HStack { largeItem; compactItem; tiledItem }
                            VStack {
                                HStack { largeItem; compactItem }
                                HStack { tiledItem }
                            }
                        }
                    }
                }
                var largeItem: some View { DevicePickerItem("Large", item: PostSize.large, selected: $postSize) }
                var compactItem: some View { DevicePickerItem("Compact", item: PostSize.compact, selected: $postSize) }
                var tiledItem: some View { DevicePickerItem("Tiled", item: PostSize.tiled, selected: $postSize) }
            }
            """
        let result = read([
            ("DevicePickerItem.swift", item), ("Section.swift", section), ("PostSizePicker.swift", screen),
        ])
        #expect(result.controls.map(titles) == [["Localizable:Large", "Localizable:Compact", "Localizable:Tiled"]])
        #expect(
            result.controls.first?.id.value
                == "PostSizePicker.swift:\(line(of: "HStack { largeItem; compactItem; tiledItem }", in: screen))")
    }

    /// mlem's `BubblePicker`: a generic view (`<Value: Identifiable & Hashable>`) keeps what its
    /// initializer is given, draws each tab through helper methods (the button in one, its label
    /// in another, type-erased by `AnyView`), wraps each button in a view of its own that takes
    /// it as a `@ViewBuilder` parameter and puts it in a `ZStack`, and titles each tab with a
    /// closure it holds (`label(tab)`). The screen that makes it gives the tabs and the closure.
    @Test func aGenericPickerTitlingItsTabsThroughHelpersWrappersAndAClosureItHolds() throws {
        let picker = """
            import SwiftUI

            struct SizeReader<Content: View>: View {
                init(size: Binding<CGSize>?, @ViewBuilder content: @escaping () -> Content) {
                    self.size = size
                    self.content = content
                }
                var size: Binding<CGSize>?
                let content: () -> Content
                var body: some View {
                    ZStack { content() }
                }
            }

            struct BubblePicker<Value: Identifiable & Equatable & Hashable>: View {
                @Binding var selected: Value
                let tabs: [Value]
                let label: (Value) -> LocalizedStringResource

                init(_ tabs: [Value], selected: Binding<Value>, label: @escaping (Value) -> LocalizedStringResource) {
                    self._selected = selected
                    self.tabs = tabs
                    self.label = label
                }

                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView(.horizontal) { buttonStack(proxy: proxy) }
                    }
                }

                @ViewBuilder
                func buttonStack(proxy: ScrollViewProxy?) -> some View {
                    HStack(spacing: 0) {
                        ForEach(Array(tabs.enumerated()), id: \\.offset) { index, tab in
                            if let proxy {
                                SizeReader(size: nil) { bubbleButton(index: index, tab: tab) }
                            } else {
                                bubbleLabel(tab: tab)
                            }
                        }
                    }
                }

                @ViewBuilder
                func bubbleButton(index: Int, tab: Value) -> some View {
                    Button {
                        selected = tab
                    } label: {
                        bubbleLabel(tab: tab)
                    }
                    .id(index)
                }

                @ViewBuilder
                func bubbleLabel(tab: Value) -> some View {
                    AnyView(HStack(spacing: 8) {
                        Text(label(tab)).fontWeight(tab == selected ? .semibold : .regular)
                    })
                }
            }
            """
        let screen = """
            import SwiftUI

            enum ProfileTab: CaseIterable, Identifiable {
                case overview, posts
                var id: Self { self }
                var label: LocalizedStringResource {
                    switch self {
                    case .overview: return "Overview"
                    case .posts: return "Posts"
                    }
                }
            }

            struct ProfileView: View {
                @State var tab: ProfileTab = .overview
                var body: some View {
                    VStack {
                        BubblePicker(ProfileTab.allCases, selected: $tab, label: { $0.label })
                    }
                }
            }
            """
        let result = read([("BubblePicker.swift", picker), ("ProfileView.swift", screen)])
        let control = try #require(result.controls.first)
        #expect(result.controls.count == 1, "\(result.controls.map(\.id.value))")
        #expect(titles(control) == ["Localizable:Overview", "Localizable:Posts"])
        #expect(control.id.value == "ProfileView.swift:\(line(of: "BubblePicker(ProfileTab", in: screen))")
    }

    /// habitica's screens give `TaskFormPicker` its options and then modify it
    /// (`.padding(.horizontal, 12)`, `.transition(…)`) inside an `if`: a modifier on a project
    /// view keeps the view, so the picker's body is still read for each screen.
    @Test func aProjectPickerViewModifiedWhereAScreenUsesItIsStillRead() throws {
        let code = """
            import SwiftUI
            struct LabeledValue<V: Equatable & Hashable>: Equatable {
                var value: V
                var label: String
            }
            struct FormPicker: View {
                var options: [LabeledValue<String>]
                @Binding var selection: String
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(options, id: \\.value) { option in
                            Text(option.label)
                                .fontWeight(option.value == selection ? .semibold : .medium)
                                .onTapGesture { withAnimation { selection = option.value } }
                        }
                    }
                }
            }
            struct MonthlyForm: View {
                @Binding var frequency: String
                @State private var dayOrWeek = "day"
                var body: some View {
                    VStack {
                        if frequency == "monthly" {
                            FormPicker(options: [
                                LabeledValue(value: "day", label: NSLocalizedString("day_of_month", comment: "")),
                                LabeledValue(value: "week", label: NSLocalizedString("day_of_week", comment: "")),
                            ], selection: $dayOrWeek)
                            .padding(.horizontal, 12)
                            .transition(.opacity)
                        }
                    }
                }
            }
            """
        let result = read([("MonthlyForm.swift", code)])
        let control = try #require(result.controls.first)
        #expect(result.controls.count == 1)
        #expect(titles(control) == ["Localizable:day_of_month", "Localizable:day_of_week"])
        #expect(control.id.value == "MonthlyForm.swift:\(line(of: "FormPicker(options: [", in: code))")
    }

    /// Buttons that each do their own thing, buttons that open a sheet (a state nothing compares:
    /// the row does not show a choice), buttons that act and then clear the same selection
    /// (duckduckgo's copy buttons) and a pager's Previous and Next (each steps the state it
    /// compares) are not a segmented control.
    @Test func buttonsThatActOrNavigateAreNoControl() throws {
        let code = """
            import SwiftUI

            struct Editor: View {
                @State private var presented: Sheet?
                @State private var saved = false
                @State private var selectedCell: Int?
                @State private var page = 0
                let last = 9

                var body: some View {
                    VStack {
                        HStack {
                            Button("Cancel") { dismiss() }
                            Button("Save") {
                                save()
                                saved = true
                            }
                        }
                        HStack {
                            Button { presented = .effects } label: { Image("effects") }
                            Button { presented = .queue } label: { Image("queue") }
                        }
                        .sheet(item: $presented) { sheet in Text("Sheet") }
                        HStack {
                            Button { copy(); selectedCell = nil } label: { Text("Copy") }
                            Button { share(); selectedCell = nil } label: { Text("Share") }
                        }
                        .background(selectedCell == 1 ? Color.gray : Color.clear)
                        HStack {
                            Button("Previous") { page = page - 1 }.disabled(page == 0)
                            Button("Next") { page = page + 1 }.disabled(page == last)
                        }
                    }
                }
            }
            """
        let result = read([("Editor.swift", code)])
        #expect(result.controls.isEmpty, "\(result.controls.map(\.id.value))")
    }

    /// pocket-casts' plan toggle: two buttons, each setting the plan to its own case, styled by
    /// whether it is the one set.
    @Test func twoButtonsSettingEnumCasesAreAControl() throws {
        let code = """
            import SwiftUI

            enum PlanFrequency { case yearly, monthly }

            struct PlanToggle: View {
                @Binding private var selected: PlanFrequency
                init(selected: Binding<PlanFrequency>) { self._selected = selected }

                var body: some View {
                    HStack(spacing: 0) {
                        Button(NSLocalizedString("plan.yearly", comment: "")) {
                            withAnimation { selected = .yearly }
                        }
                        .buttonStyle(PlanStyle(isSelected: selected == .yearly))
                        Button("Monthly") {
                            withAnimation { selected = .monthly }
                        }
                        .buttonStyle(PlanStyle(isSelected: selected == .monthly))
                    }
                }
            }
            """
        let result = read([("PlanToggle.swift", code)])
        let control = try #require(result.controls.first)
        // A literal title is a LocalizedStringKey, as for `Text`.
        #expect(titles(control) == ["Localizable:plan.yearly", "Localizable:Monthly"])
    }

    /// The filter pills of home-assistant's notification history: an "All" button and one per
    /// kind, each setting the filter and showing whether it is the one set.
    @Test func pillsThatSetOneFilterAreOneControl() throws {
        let code = """
            import SwiftUI

            enum Kind: CaseIterable {
                case local, remote
                var title: String {
                    switch self {
                    case .local: "Local"
                    case .remote: "Remote"
                    }
                }
            }

            struct Pill: View {
                var text: String
                var selected: Bool
                var body: some View { Text(text) }
            }

            struct History: View {
                @State private var kindFilter: Kind?

                var body: some View {
                    HStack {
                        Button {
                            kindFilter = nil
                        } label: {
                            Pill(text: "All", selected: kindFilter == nil)
                        }
                        ForEach(Kind.allCases, id: \\.self) { kind in
                            Button {
                                kindFilter = kind
                            } label: {
                                Pill(text: kind.title, selected: kindFilter == kind)
                            }
                        }
                    }
                }
            }
            """
        let result = read([("History.swift", code)])
        let control = try #require(result.controls.first)
        #expect(result.controls.count == 1)
        #expect(titles(control) == ["All", "Local", "Remote"])
        #expect(control.id.value == "History.swift:\(line(of: "HStack {", in: code))")
        // Not in a scroll view: no width of its own.
        #expect(control.settings.widthMode == nil)
    }
}
