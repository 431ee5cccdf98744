import Foundation
import SegQAModel

/// Android views titled in code (Kotlin and Java): a layout's `TabLayout` given tabs by
/// `addTab(newTab().setText(…))`, by a pager adapter's `getPageTitle` through
/// `setupWithViewPager`, or by `TabLayoutMediator(tabs, pager) { tab, position -> … }`; the
/// buttons of a `MaterialButtonToggleGroup` titled with `setText`/`text =`. Views are reached
/// through view binding (`binding.tabLayout`), `findViewById(R.id.tabs)` and Kotlin synthetics.
struct AndroidTabsRecogniser: ControlRecogniser {
    let name = "Android TabLayout and MaterialButtonToggleGroup in code"
    let languages: Set<SourceLanguage> = [.kotlin, .java]
    let triggers: Set<String> = [
        "TabLayout", "TabLayoutMediator", "setupWithViewPager", "newTab", "addTab", "getPageTitle",
        "MaterialButtonToggleGroup",
    ]
    let calls: Set<String> = ["TabLayoutMediator", "findViewById", "requireViewById"]

    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? { interpreter.androidCall(call) }

    /// `FragmentFeedBinding.inflate(…)`, `DataBindingUtil.setContentView(this, R.layout.x)`.
    func evaluateStatic(_ call: Call, on typeName: String, in interpreter: Interpreter) -> Value? {
        interpreter.androidStaticCall(call.name, on: typeName, call.arguments, at: call.place)
    }

    let examples = [
        RecogniserExample(
            "a layout's TabLayout titled by TabLayoutMediator through view binding",
            files: [
                (
                    "app/src/main/res/layout/fragment_library.xml",
                    """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                        <com.google.android.material.tabs.TabLayout android:id="@+id/tabs"
                            android:layout_width="match_parent" android:layout_height="wrap_content" />
                        <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pager"
                            android:layout_width="match_parent" android:layout_height="match_parent" />
                    </LinearLayout>
                    """
                ),
                (
                    "app/src/main/java/org/example/LibraryFragment.kt",
                    """
                    class LibraryFragment : Fragment() {
                        override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                            val binding = FragmentLibraryBinding.bind(view)
                            val titles = ⟦listOf(getString(R.string.tab_books), "Authors")⟧
                            TabLayoutMediator(binding.tabs, binding.pager) { tab, position ->
                                tab.text = titles[position]
                            }.attach()
                        }
                    }
                    """
                ),
                (
                    "app/src/main/res/values/strings.xml",
                    #"<resources><string name="tab_books">Books</string></resources>"#
                ),
            ], titles: ["Books", "Authors"], style: "material-tabs")
    ]
}

extension Interpreter {
    static let androidViewTypes: Set<String> = [
        "TabLayout", "MaterialButtonToggleGroup", "MaterialButton", "Button", "ViewPager", "ViewPager2", "RadioGroup",
        "RadioButton", "ToggleButton", "TextView",
    ]

    /// `TabLayoutMediator(tabs, pager) { tab, position -> … }`, `findViewById(R.id.tabs)`.
    func androidCall(_ call: Call) -> Value? {
        let (name, arguments, place, expression, frame) = (
            call.name, call.arguments, call.place, call.expression, call.frame
        )
        switch name {
        case "TabLayoutMediator":
            guard arguments.count >= 2, case .layoutView(let tabs) = arguments[0].value, let strategy = arguments.last
            else { return .null }
            // The strategy: a lambda, or an object whose `onConfigureTab(tab, position)` titles the tab.
            let callable: Callable
            switch strategy.value {
            case .function(let function):
                callable = function
            case .instance(let instance):
                guard let method = method("onConfigureTab", of: strategy.value, labels: nil) else { return .null }
                callable = .function(method, receiver: .instance(instance))
            default:
                return .null
            }
            let pager: LayoutView? = {
                if case .layoutView(let p) = arguments[1].value { return p }
                return nil
            }()
            titleTabs(tabs, count: pager.flatMap { adapterCount($0.adapter, frame) }, at: place, frame) { position in
                let tab = LayoutView(id: "tab", layout: nil, place: place)
                _ = self.apply(
                    callable,
                    [
                        Evaluated(label: nil, value: .layoutView(tab), expression: strategy.expression),
                        Evaluated(label: nil, value: .number(Double(position)), expression: strategy.expression),
                    ], at: place, frame)
                return tab.text
            }
            return .null
        case "findViewById", "requireViewById":
            // The view of the layout this activity or fragment shows, when the code says which.
            if case .layoutView(let view)? = arguments.first?.value, case .instance(let instance)? = frame.selfValue {
                return androidInheritedMethod(name, of: instance, arguments, at: place, expression, frame)
                    ?? .layoutView(view)
            }
            return arguments.first?.value
        default:
            return nil
        }
    }

    /// `tabMode = MODE_SCROLLABLE` (0) or `MODE_AUTO` (2): the tabs scroll where they do not fit.
    static func scrolls(_ value: Value?) -> Bool? {
        if let n = value?.asIndex { return n != 1 }
        // A framework constant: `TabLayout.MODE_SCROLLABLE` reads as a member of a framework type.
        let name: String
        switch value {
        case .unknown(let u)?: name = u.expression
        case .type(let type)?: name = type.name
        default: return nil
        }
        if name.hasSuffix("SCROLLABLE") || name.hasSuffix("AUTO") { return true }
        if name.hasSuffix("FIXED") { return false }
        return nil
    }

    func setTabMode(_ view: LayoutView, _ value: Value?, at place: CodePlace, _ frame: Frame) {
        view.tabMode = Self.scrolls(value)
    }

    /// Gives a tab layout its tabs, one per position, titled by `title` (nil: the tab has no
    /// text). With no count, positions are tried until one is past the end. As `attach()` and
    /// `setupWithViewPager` do, the tabs there were are removed first (a layout in three folders,
    /// or one attached from two places, has its tabs once).
    func titleTabs(_ tabs: LayoutView, count: Int?, at place: CodePlace, _ frame: Frame, title: (Int) -> Value?) {
        // One view titled by the code of several types (habitica's main activity's tabs, given
        // each screen's pages by that screen's fragment): each type's tabs are a control of their own.
        let control = tabControl(tabs, at: place, frame)
        control.segments = []
        control.segmentsUnknown = nil
        let limit = count ?? 16
        for position in 0..<max(0, min(limit, Self.maximumLoop)) {
            var value = title(position)
            if case .null? = value { value = nil }
            if count == nil, value == nil || value?.isOutOfRange == true { break }
            var segment = ControlObject.Segment(place: value?.place ?? place)
            segment.title = value ?? .unknown("a tab without text", "tab", at: place)
            control.segments.append(segment)
            if count == nil, case .unknown? = value, position == 0 { break }
        }
        // With no page count, titles that never run out (`if (position == 0) a else b`, a
        // `when` with an `else`) end where they start repeating: the repeated title is the last
        // tab's, not sixteen of them.
        if count == nil, control.segments.count == limit {
            let keys = control.segments.map { Self.titleKey($0.title) }
            if let last = keys.last, last != nil {
                var first = keys.count - 1
                while first > 0, keys[first - 1] == last { first -= 1 }
                control.segments.removeSubrange((first + 1)...)
            }
        }
        if count == nil, control.segments.isEmpty {
            control.segmentsUnknown = Unknown(
                reason: "the number of pages is not known", expression: tabs.id, place: place)
        }
    }

    /// The type whose code gives a view its tabs: the object the code runs on (a base class's
    /// method run for a subclass is the subclass's), else the declaring type or file.
    static func titler(_ frame: Frame) -> String {
        if case .instance(let instance)? = frame.selfValue { return instance.typeName }
        return frame.owner?.qualifiedName ?? frame.file.path
    }

    /// A title as text to compare (a resource's name, a text's literals and keys); nil for
    /// what cannot be compared.
    static func titleKey(_ value: Value?) -> String? {
        switch value {
        case .resource(let name, _)?: return "R." + name
        case .text(let text)?:
            return text.pieces.map { piece in
                switch piece.kind {
                case .literal(let literal): return literal
                case .key(let table, let key, _): return "\u{0}\(table):\(key)\u{0}"
                }
            }.joined()
        default: return nil
        }
    }

    /// The control a layout's tab layout becomes once code titles it.
    /// The tabs of one view are a control per type whose code gives them (habitica's main
    /// activity's tabs, given pages by each screen's fragment): every path that titles them
    /// (`TabLayoutMediator`, `addTab`, `setupWithViewPager`) asks here.
    func tabControl(_ view: LayoutView, at place: CodePlace, _ frame: Frame) -> ControlObject {
        let titler = Self.titler(frame)
        if let control = view.control, control.titledBy == nil || control.titledBy == titler {
            control.titledBy = titler
            return control
        }
        let control = makeControl(
            .androidView, by: AndroidTabsRecogniser(), at: place, style: "material-tabs", owner: frame.selfValue)
        control.layoutView = view
        control.isSegmented = true
        control.titledBy = titler
        view.control = control
        return control
    }

    /// A pager adapter's page count: `getItemCount()`, `getCount()`, `itemCount`, `count`.
    func adapterCount(_ adapter: Value?, _ frame: Frame) -> Int? {
        guard let adapter, case .instance = adapter else { return nil }
        for name in ["getItemCount", "getCount"] {
            if let function = method(name, of: adapter, labels: []) {
                if let n = invoke(function, receiver: adapter, arguments: [], at: frame.place(of: function), ).asIndex {
                    return n
                }
            }
        }
        for name in ["itemCount", "count"] {
            if let n = memberIfPresent(name, of: adapter, at: CodePlace(file: frame.file, offset: 0), frame)?.asIndex {
                return n
            }
        }
        return nil
    }

    func layoutViewMethod(
        _ name: String, _ view: LayoutView, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        let first = arguments.first?.value
        switch name {
        case "newTab":
            return .layoutView(LayoutView(id: "tab", layout: nil, place: place))
        case "addTab":
            guard case .layoutView(let tab)? = first else { return .null }
            let control = tabControl(view, at: place, frame)
            var segment = ControlObject.Segment(place: tab.text?.place ?? tab.place ?? place)
            segment.title = tab.text
            if let icon = tab.icon { segment.image = ImageValue(name: icon, place: tab.place) }
            segment.label = tab.contentDescription
            if segment.title == nil, segment.image == nil {
                segment.title = .unknown("a tab without text", "tab", at: place)
            }
            if let at = arguments.dropFirst().first?.value.asIndex {
                control.segments.insert(segment, at: min(max(at, 0), control.segments.count))
            } else {
                control.segments.append(segment)
            }
            return .null
        case "removeAllTabs":
            // Another screen's tabs are not this one's to remove (a base fragment clearing the
            // activity's tabs before its subclass gives its own).
            if let titled = view.control?.titledBy, titled != Self.titler(frame) { return .null }
            view.control?.segments = []
            return .null
        case "setTabMode":
            setTabMode(view, first, at: place, frame)
            return .null
        case "setText":
            view.text = first?.asText(at: first?.place ?? place)
            return .layoutView(view)
        case "setIcon":
            if case .image(let image)? = first { view.icon = image.name } else { view.icon = "icon" }
            return .layoutView(view)
        case "setContentDescription":
            view.contentDescription = first?.asText(at: place)
            return .layoutView(view)
        case "setAdapter":
            setPagerAdapter(view, first, at: place, frame)
            return .null
        case "setupWithViewPager":
            guard case .layoutView(let pager)? = first, let adapter = pager.adapter else {
                _ =
                    tabControl(view, at: place, frame).segmentsUnknown = Unknown(
                        reason: "the pager's adapter is set where segqa cannot see it",
                        expression: text(expression, frame), place: place)
                return .null
            }
            titleTabs(view, byPagesOf: adapter, at: place, frame)
            return .null
        case "getTabAt":
            // The tab is made a segment only when the code gives it text: `getTabAt(1)?.select()`
            // reaches a tab the layout or an adapter made, and adds none.
            guard let at = first?.asIndex, at >= 0, at < Self.maximumLoop else { return .null }
            let control = tabControl(view, at: place, frame)
            let tab = LayoutView(id: "tab\(at)", layout: nil, place: place)
            tab.control = control
            return .layoutView(tab)
        case "findViewById", "requireViewById":
            return first
        case "attach":
            return .null
        default:
            return .null
        }
    }

    /// Tabs titled by a pager adapter's `getPageTitle(position)`, one per page; again when the
    /// adapter says its pages changed (tabs set up before the code gives the adapter its pages:
    /// Wikimedia Commons' `setupWithViewPager`, then `setTabs(…)`, then `notifyDataSetChanged()`).
    func titleTabs(_ tabs: LayoutView, byPagesOf adapter: Value, at place: CodePlace, _ frame: Frame) {
        if case .instance(let object) = adapter,
            !(tabsOfAdapter[ObjectIdentifier(object)] ?? []).contains(where: { $0 === tabs })
        {
            tabsOfAdapter[ObjectIdentifier(object), default: []].append(tabs)
        }
        titleTabs(tabs, count: adapterCount(adapter, frame), at: place, frame) { position in
            guard let function = self.method("getPageTitle", of: adapter, labels: [nil]) else { return nil }
            let value = self.invoke(
                function, receiver: adapter,
                arguments: [
                    Evaluated(
                        label: nil, value: .number(Double(position)),
                        expression: Expr(.number(Double(position)), place.offset..<place.offset))
                ],
                at: place)
            if case .null = value { return nil }
            return value.asText(at: place)
        }
    }

    /// `pager.adapter = …`: a TabLayout that is the pager's decor in its layout (inside the
    /// `ViewPager` element) takes the adapter's pages as its tabs, as `setupWithViewPager` would.
    /// The pager's layout decides which (the same ids may be a pager and its tabs in one layout
    /// and not in another); a pager whose layout the code does not say has them when one layout
    /// alone makes them its decor.
    func setPagerAdapter(_ pager: LayoutView, _ adapter: Value?, at place: CodePlace, _ frame: Frame) {
        pager.adapter = adapter
        guard let adapter, let all = decorTabs[pager.id] else { return }
        let decor = pager.layout.map { layout in all.filter { $0.layout == layout } } ?? all
        guard pager.layout != nil || Set(decor.map(\.layout)).count == 1 else { return }
        for tabs in decor {
            titleTabs(layoutView(id: tabs.id, layout: tabs.layout, place: place), byPagesOf: adapter, at: place, frame)
        }
    }

    func setLayoutViewProperty(
        _ view: LayoutView, _ name: String, _ value: Value, at place: CodePlace, _ frame: Frame
    ) {
        switch name {
        case "text":
            view.text = value.asText(at: value.place ?? place)
            // A tab reached by getTabAt(i): its segment is titled.
            if let control = view.control, view.id.hasPrefix("tab"), let index = Int(view.id.dropFirst(3)),
                let s = control.segment(index, at: place)
            {
                control.segments[s].title = view.text
                control.segments[s].place = value.place ?? place
            }
        case "contentDescription": view.contentDescription = value.asText(at: place)
        case "adapter": setPagerAdapter(view, value, at: place, frame)
        case "tabMode": view.tabMode = Self.scrolls(value)
        default: break
        }
    }

    func layoutViewProperty(_ name: String, _ view: LayoutView, at place: CodePlace, _ frame: Frame) -> Value? {
        switch name {
        case "text": return view.text ?? .null
        case "adapter": return view.adapter ?? .null
        default:
            // An `<include>`'s binding (`binding.content.detailTabs`, habitica's tabs in the main
            // activity's included layout): a view that is no control, asked for a view that is
            // one, gives that view, found by its id in whichever layout declares it.
            guard layoutIDs[view.id] == nil else { return nil }
            let id = layoutID(for: name, in: nil)
            guard let layouts = layoutIDs[id] else { return nil }
            return .layoutView(self.layoutView(id: id, layout: layouts.count == 1 ? layouts[0] : nil, place: place))
        }
    }

    /// `FragmentFeedBinding.inflate(…)`, `DataBindingUtil.setContentView(this, R.layout.x)`: a binding
    /// of that layout, whose properties are its views.
    func androidStaticCall(_ name: String, on typeName: String, _ arguments: [Evaluated], at place: CodePlace) -> Value?
    {
        if Self.isViewBindingType(typeName), ["inflate", "bind"].contains(name) {
            let layout = Self.layoutName(ofBinding: typeName)
            guard name == "inflate" else { return .namespace("binding:" + layout) }
            // Each inflation is a view of its own: a row inflated for each filter group is one
            // control per group (`layout#2` … from the second on).
            let count = (inflations[layout] ?? 0) + 1
            inflations[layout] = count
            return .namespace("binding:" + (count == 1 ? layout : "\(layout)#\(count)"))
        }
        if typeName == "DataBindingUtil",
            let layout = arguments.compactMap({ $0.value.namespaceName }).first(where: { $0.hasPrefix("layout:") })
        {
            return .namespace("binding:" + layout.dropFirst("layout:".count))
        }
        return nil
    }

    /// `FragmentFeedBinding` → `fragment_feed`.
    static func layoutName(ofBinding name: String) -> String {
        var result = ""
        for character in name.dropLast("Binding".count) {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }

    /// Methods a fragment or activity inherits: `findViewById`, `setContentView`, `requireContext()`.
    func androidInheritedMethod(
        _ name: String, of instance: Instance, _ arguments: [Evaluated], at place: CodePlace, _ expression: Expr,
        _ frame: Frame
    ) -> Value? {
        switch name {
        case "findViewById", "requireViewById":
            guard case .layoutView(let view)? = arguments.first?.value else { return nil }
            return screenView(view, of: .instance(instance))
        case "setContentView", "inflate":
            if let layout = arguments.first(where: { $0.value.namespaceName?.hasPrefix("layout:") == true }) {
                instance.set("$layout", layout.value)
            }
            return .null
        case "requireContext", "getContext", "requireActivity", "getActivity", "getResources", "getApplicationContext":
            return .instance(instance)
        default:
            return nil
        }
    }

    func androidInheritedProperty(_ name: String, of instance: Instance, at place: CodePlace, _ frame: Frame) -> Value?
    {
        switch name {
        case "context", "resources", "activity", "applicationContext", "requireContext": return .instance(instance)
        case "view", "contentView", "rootView": return .namespace("superview")
        default: return nil
        }
    }

    /// A property of an Android view type with no value in the source (`lateinit var tabs: TabLayout`,
    /// ButterKnife's `@BindView`): the layout's view of that name.
    func androidView(type: String, property: PropertyDecl, instance: Instance) -> Value? {
        let base = type.trimmingMarks("?!")
        guard Self.androidViewTypes.contains(base), property.file.language == .kotlin || property.file.language == .java
        else { return nil }
        let id = layoutID(for: property.name, in: nil)
        return .layoutView(
            layoutView(id: id, layout: nil, place: CodePlace(file: property.file, offset: property.offset)))
    }
}

extension Frame {
    func place(of function: FunctionDecl) -> CodePlace { CodePlace(file: function.file, offset: function.offset) }
}
