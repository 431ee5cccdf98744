import Foundation
import SegQALayout

/// Reads the segmented controls declared in Android layout XML (`res/layout…/*.xml`):
/// `MaterialButtonToggleGroup` with `MaterialButton` children, `TabLayout` with `TabItem`s,
/// a `RadioGroup` whose `RadioButton`s are styled as segments (a style naming "Segment" or
/// "Toggle", or `android:button="@null"`), a single-selection `ChipGroup` of `Chip`s, and any other view group styled as a segmented
/// container (mastodon's `LinearLayout style="@style/Widget.Mastodon.M3.SegmentedButtonContainer"`),
/// whose children are its segments, each titled by its text or its first descendant's, and a row its
/// id calls tabs (`pitchControlModeTabs`) of tappable texts. Titles are `android:text` (`@string/name` refers to
/// the merged resources), labels `android:contentDescription`, an icon-only button is an image
/// segment. Control ids are `<layout>.<android:id>` (`activity_main.period_toggle`).
///
/// A `TabLayout` with no `TabItem`, or buttons with no text, is a template the code fills in
/// (`addTab`, a pager's titles, `setText`): it is kept with the reason it cannot be checked on
/// its own, and each button keeps its id so code can title it.
public enum AndroidLayoutReader {
    static let groups: [String: Set<String>] = [
        "MaterialButtonToggleGroup": ["MaterialButton", "Button"],
        "TabLayout": ["TabItem"],
        "RadioGroup": ["RadioButton"],
        "ChipGroup": ["Chip"],
    ]

    /// - `segmentStyles`: the app's styles that take a radio button's circle away (see
    ///   `segmentStyles(in:)`): a `RadioButton` with one of them is a segment too.
    public static func read(_ raw: SourceText, segmentStyles: Set<String> = []) throws -> [LoadedFile] {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        let layout = ((source.file as NSString).lastPathComponent as NSString).deletingPathExtension
        // `layout-land/`, `layout-sw600dp/`: a variant of the layout of the same name, for other
        // screens. Its controls are controls of their own, named with the folder and drawn on the
        // screens the qualifiers name.
        let folder = (InputPaths.folder(of: source.file) as NSString).lastPathComponent
        let qualifiers =
            folder.hasPrefix("layout-") ? folder.dropFirst("layout-".count).split(separator: "-").map(String.init) : []
        let devices = Device.androidDevices(forLayoutQualifiers: qualifiers)
        var controls: [ControlSpec] = []
        var pending: [(element: XMLElement, parent: XMLElement?)] = [(root, nil)]
        while let (element, parent) = pending.popLast() {
            pending += element.elements.reversed().map { ($0, element) }
            let group: String
            var items: [XMLElement]
            if let named = Self.group(of: element), let children = groups[named] {
                group = named
                // An app's own button (`RippleFixMaterialButton`) is a button.
                items = element.elements.filter { item in
                    let short = shortName(item.name)
                    return children.contains(short)
                        || named == "MaterialButtonToggleGroup" && children.contains { short.hasSuffix($0) }
                }
            } else if Self.isStyledSegmentRow(element) || Self.isNamedTabRow(element) {
                group = "SegmentRow"
                items = element.elements
            } else {
                continue
            }
            if group == "RadioGroup" {
                items = items.filter { looksLikeSegment($0, styles: segmentStyles) }
                if items.count < 2 { continue }
            }
            // A chip group is one choice only with `app:singleSelection="true"` (else filters).
            if group == "ChipGroup", element["app:singleSelection"] != "true" || items.count < 2 { continue }
            guard !items.isEmpty || group == "TabLayout" else { continue }
            let location = source.location(of: element.offset)
            let idName = Self.idName(of: element)
            let baseID = idName.map { "\(layout).\($0)" } ?? "\(layout):\(location.line)"
            let id = qualifiers.isEmpty ? baseID : "\(baseID) (\(folder))"
            let pointer = "/" + jsonPointerToken(idName ?? "\(location.line)")
            var segments: [SegmentSpec] = []
            for (index, item) in items.enumerated() {
                let itemLocation = source.location(of: item.offset)
                let itemPointer = pointer + "/\(index)"
                // A styled row's segment may wrap its text view (a `FrameLayout` around a `TextView`).
                let titled = group == "SegmentRow" ? Self.firstElement(in: item) { $0["android:text"] != nil } : item
                let title = titled?.attribute("android:text").map { text($0, in: source, pointer: itemPointer) }
                let label = item.attribute("android:contentDescription").map {
                    text($0, in: source, pointer: itemPointer + "/contentDescription")
                }
                // A Material button or tab shows its icon beside its text: a segment with both has both
                // (a vote pair of "1234" + arrow and an arrow alone is not text mixed with images).
                var image: ImageSpec?
                if let icon = item.attribute("app:icon") ?? item.attribute("android:icon") {
                    let iconLocation = source.location(of: icon.valueOffset)
                    image = ImageSpec(
                        name: Located(icon.value, at: iconLocation, pointer: itemPointer + "/icon"), width: 0,
                        height: 0,
                        location: iconLocation, pointer: itemPointer + "/icon")
                }
                var segment = SegmentSpec(
                    index: index, location: itemLocation, pointer: itemPointer, title: title, image: image,
                    accessibilityLabel: label, width: nil, enabled: item["android:enabled"] != "false",
                    suppressions: [])
                segment.viewID = Self.idName(of: item)
                if title == nil, image == nil, let view = item["android:layout"], view.hasPrefix("@layout/") {
                    segment.tabView = String(view.dropFirst("@layout/".count))
                }
                segments.append(segment)
            }
            var settings = LayoutSettings()
            // A TabLayout's tabs are Material tabs (fixed, or scrollable: `tabMode` "scrollable" or
            // "auto", which scrolls when they do not fit); toggle groups and radio rows are buttons.
            let style: String
            if group == "ChipGroup" {
                // Material chips: each as wide as its label plus 16 dp a side, 32 dp high; a group
                // wraps or (`app:singleLine`) scrolls, so a title is never cut.
                style = "material3"
                settings.distribution = Located("content", at: location, pointer: pointer)
                settings.padding = Located(16, at: location, pointer: pointer)
                settings.height = Located(32, at: location, pointer: pointer)
                settings.divider = Located(0, at: location, pointer: pointer)
            } else if group == "TabLayout" {
                let mode = element["app:tabMode"] ?? "fixed"
                style = mode == "scrollable" || mode == "auto" ? "material-tabs-scrollable" : "material-tabs"
            } else {
                style = "material-buttons"
                // A button's label wraps unless the layout limits its lines (the fewest any button allows).
                for item in items {
                    guard let attribute = item.attribute("android:maxLines") ?? item.attribute("android:lines"),
                        let lines = Int(attribute.value), lines >= 1
                    else {
                        if let single = item.attribute("android:singleLine"), single.value == "true" {
                            let at = source.location(of: single.valueOffset)
                            settings.lineLimit = Located(1, at: at, pointer: pointer)
                        }
                        continue
                    }
                    if lines < settings.lineLimit?.value ?? .max {
                        settings.lineLimit = Located(
                            lines, at: source.location(of: attribute.valueOffset), pointer: pointer)
                    }
                }
                if let limit = settings.lineLimit, limit.value == 1 {
                    settings.truncation = Located("tail", at: limit.location, pointer: pointer)
                }
            }
            settings.style = Located(
                style, at: element.attribute("app:tabMode").map { source.location(of: $0.valueOffset) } ?? location,
                pointer: pointer)
            if let devices { settings.devices = devices.map { Located($0.name, at: location, pointer: pointer) } }
            var control = ControlSpec(
                id: Located(id, at: location, pointer: pointer), file: source.file, location: location,
                pointer: pointer, settings: settings, segments: segments)
            control.origin = .androidLayout
            control.layoutViewID = idName
            // A TabLayout inside a ViewPager is its decor: it takes the pager's pages as its tabs
            // when attached (`@ViewPager.DecorView`), with no code naming it.
            if group == "TabLayout", let parent, shortName(parent.name).hasSuffix("ViewPager") {
                control.pagerViewID = Self.idName(of: parent)
            }
            if segments.isEmpty {
                control.notChecked =
                    "a \(shortName(element.name)) with no tabs in the layout: the code that adds them was not found"
            } else if segments.contains(where: { $0.title == nil && $0.image == nil }) {
                control.notChecked = untitledButtons
            }
            controls.append(control)
        }
        guard !controls.isEmpty else { return [] }
        return [
            .content(
                ContentFile(
                    path: source.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(), controls: controls))
        ]
    }

    /// The kind of group an element is: by its class's name, an app's own subclass included by
    /// the name it keeps (`com.example.ui.RoundedTabLayout` is a `TabLayout`).
    static func group(of element: XMLElement) -> String? {
        // Material's plain button group (1.14) with one choice (Auxio's sort direction:
        // `MaterialButtonGroup` with `app:singleSelection="true"`) is a toggle group; with action
        // buttons it is not.
        if shortName(element.name) == "MaterialButtonGroup", element["app:singleSelection"] == "true" {
            return "MaterialButtonToggleGroup"
        }
        return group(of: element.name)
    }

    static func group(of name: String) -> String? {
        let short = shortName(name)
        if groups[short] != nil { return short }
        if short.hasSuffix("TabLayout") { return "TabLayout" }
        if short.hasSuffix("ButtonToggleGroup") { return "MaterialButtonToggleGroup" }
        return nil
    }

    /// A view group whose style names it a segmented container (`…SegmentedButtonContainer`,
    /// `…SegmentedControl`), not vertical, with two children or more: the app's own segmented
    /// control. (habitica's `SegmentView` is a section of a page, stacked: not one.)
    static func isStyledSegmentRow(_ element: XMLElement) -> Bool {
        guard let style = element["style"], style.contains("Segmented"), element.elements.count >= 2,
            element["android:orientation"] != "vertical"
        else { return false }
        return !style.hasSuffix("Text") && !style.hasSuffix("Button")
    }

    /// A view group its id names a row of tabs or segments (NewPipe's `pitchControlModeTabs`), not
    /// vertical, whose children (two or more) are each a tappable text: the app's own tabs. A row
    /// of tappable texts that no id calls tabs (a dialog's Cancel and OK) is not one.
    static func isNamedTabRow(_ element: XMLElement) -> Bool {
        guard let id = element["android:id"]?.lowercased(), id.hasSuffix("tabs") || id.contains("segment"),
            element["android:orientation"] != "vertical", element.elements.count >= 2
        else { return false }
        return element.elements.allSatisfy { child in
            child["android:text"] != nil
                && (child["android:clickable"] == "true" || child["android:onClick"] != nil)
        }
    }

    /// An element's `android:id` as code names it: `@+id/tab_layout` → `tab_layout`.
    static func idName(of element: XMLElement) -> String? {
        element["android:id"].map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    }

    /// The element or its first descendant, in document order, that `matches`.
    static func firstElement(in root: XMLElement, where matches: (XMLElement) -> Bool) -> XMLElement? {
        var pending = [root]
        while let element = pending.popLast() {
            if matches(element) { return element }
            pending += element.elements.reversed()
        }
        return nil
    }

    /// The first text a layout shows (`android:text` of any element, in document order): a custom
    /// tab view's title.
    public static func firstText(in raw: SourceText, pointer: String) throws -> LocalizedText? {
        let source = try TextEncoding.utf8(raw)
        let titled = firstElement(in: try XMLReader.parse(source)) { $0.attribute("android:text") != nil }
        return titled?.attribute("android:text").map { text($0, in: source, pointer: pointer) }
    }

    static let untitledButtons = "buttons with no text in the layout: the code that titles them was not found"

    /// A layout's untitled buttons once something titled them (the code, a tab's own layout):
    /// checked, unless a title is still missing; one segqa cannot evaluate is reported as such.
    public static func settleUntitled(_ control: inout ControlSpec) {
        guard control.notChecked == untitledButtons,
            control.segments.allSatisfy({ $0.title != nil || $0.image != nil }) || !control.unresolvedTitles.isEmpty
        else { return }
        control.notChecked = nil
    }

    /// `com.google.android.material.button.MaterialButtonToggleGroup` → `MaterialButtonToggleGroup`.
    static func shortName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    static func looksLikeSegment(_ button: XMLElement, styles: Set<String> = []) -> Bool {
        let style = button["style"] ?? ""
        if style.contains("Segment") || style.contains("Toggle") { return true }
        // The button's own `android:button` wins over its style's.
        if let drawable = button["android:button"] { return removesCircle(drawable) }
        return style.hasPrefix("@style/") && styles.contains(String(style.dropFirst("@style/".count)))
    }

    /// `@null` or a transparent colour as a radio button's `android:button`: no circle, a pill or tab.
    static func removesCircle(_ drawable: String) -> Bool {
        drawable == "@null" || drawable.hasSuffix("color/transparent") || drawable == "#00000000"
    }

    /// The styles of a values file (`res/values/styles.xml`) that take a radio button's circle away
    /// (`<item name="android:button">@color/transparent</item>`, habitica's `TaskFilterRadioButton`),
    /// and those that inherit from one in the same file (`parent="X"` or the name `X.Y`).
    public static func segmentStyles(in raw: SourceText) -> Set<String> {
        guard let source = try? TextEncoding.utf8(raw), let root = try? XMLReader.parse(source) else { return [] }
        var removes: Set<String> = []
        var parents: [String: String] = [:]
        for style in root.elements(named: "style") {
            guard let name = style["name"] else { continue }
            if let parent = style["parent"] {
                parents[name] = parent.hasPrefix("@style/") ? String(parent.dropFirst("@style/".count)) : parent
            } else if let dot = name.lastIndex(of: ".") {
                parents[name] = String(name[..<dot])
            }
            let button = style.elements(named: "item").first { $0["name"] == "android:button" }
            if let button, removesCircle(button.text.0.trimmingCharacters(in: .whitespacesAndNewlines)) {
                removes.insert(name)
            }
        }
        // A style that inherits from one of them, a few levels at most.
        for _ in 0..<4 {
            for (name, parent) in parents where removes.contains(parent) { removes.insert(name) }
        }
        return removes
    }

    /// `@string/name` → a key of the merged resources; anything else is shown as written.
    static func text(_ attribute: XMLElement.Attribute, in source: SourceText, pointer: String) -> LocalizedText {
        let location = source.location(of: attribute.valueOffset)
        if attribute.value.hasPrefix("@string/") {
            let key = String(attribute.value.dropFirst("@string/".count))
            return LocalizedText(
                entries: [:], location: location, pointer: pointer,
                reference: StringReference(table: androidTable, key: key, location: location))
        }
        return LocalizedText(
            entries: ["": Located(attribute.value, at: location, pointer: pointer)], location: location,
            pointer: pointer)
    }
}
