/// The measured defaults of one kind of segmented control (DESIGN.md, "Layout model").
/// Every number can be overridden per file or per control; reports name the preset used,
/// because these are assumptions about a system we cannot run here.
public struct StylePreset: Sendable, Equatable {
    public enum Name: String, Sendable, CaseIterable {
        case uikit, uikitLegacy = "uikit-legacy", swiftui, custom, material3
        /// Material's `TabLayout`, fixed (`tabMode="fixed"`, the default) and scrollable (`"scrollable"`, `"auto"`).
        case materialTabs = "material-tabs"
        case materialTabsScrollable = "material-tabs-scrollable"
        /// Compose's `TabRow`/`PrimaryTabRow`/`SecondaryTabRow`, and the scrollable ones.
        case composeTabs = "compose-tabs"
        case composeTabsScrollable = "compose-tabs-scrollable"
        /// Compose Material 3's `SegmentedButton` in a `SingleChoiceSegmentedButtonRow`.
        case composeSegmented = "compose-segmented"
        /// Material's `MaterialButtonToggleGroup` of `MaterialButton`s in a layout (and radio rows
        /// styled as buttons): a label wraps and the button grows.
        case materialButtons = "material-buttons"
    }

    public var name: Name
    /// Material's are Android's; the others are Apple's.
    public var platform: Platform {
        switch name {
        case .material3, .materialTabs, .materialTabsScrollable, .composeTabs, .composeTabsScrollable,
            .composeSegmented, .materialButtons:
            return .android
        default: return .ios
        }
    }
    public var height: Double
    /// Space between the control's edge and the first and last segment.
    public var inset: Double
    public var divider: Double
    /// Minimum space between a title and its segment's edge, per side.
    public var padding: Double
    public var fontSize: Double
    /// OpenType weights of the normal and selected titles.
    public var normalWeight: Int
    public var selectedWeight: Int
    /// The system colours (`#RRGGBB`) of titles and of the segment behind them, normal and
    /// selected: what a control shows when the app sets none (drawings and contrast use them).
    public var titleColor: String
    public var selectedTitleColor: String
    public var backgroundColor: String
    public var selectedBackgroundColor: String
    /// How the control's titles and segments behave where the app says nothing: how a title that
    /// does not fit shows, in how many lines, at what size once it wraps; how the width is shared
    /// and how wide the control is (nil: the readable width).
    public var truncation: TruncationMode = .tail
    public var lineLimit: Int? = nil
    public var wrappedScale: Double? = nil
    public var distribution: Distribution = .equal
    public var minSegmentWidth: Double? = nil
    public var maxSegmentWidth: Double? = nil
    public var widthMode: WidthMode? = nil
    public var growsWithTitle = false
    public var overflowsHeight = false

    /// The layout model in a few words, for fit messages: what a reader needs to trust the verdict.
    public var modelNote: String? {
        switch name {
        case .materialTabs: return "fixed Material tabs: a label takes two lines, at 12 sp, before it is cut"
        case .materialTabsScrollable: return "scrollable Material tabs, each at most 264 dp wide"
        case .composeTabs: return "Compose tabs: 48 dp high, two lines; a longer label overflows the tab"
        case .composeTabsScrollable: return "scrollable Compose tabs"
        case .composeSegmented: return "Compose segmented buttons: a label wraps"
        case .materialButtons: return "Material toggle buttons: a label wraps and the button grows"
        default: return nil
        }
    }

    public static func named(_ name: Name) -> StylePreset {
        switch name {
        case .uikit:
            // Track: tertiarySystemFill (#767680 at 12 %) over white; thumb: white.
            return StylePreset(
                name: name, height: 32, inset: 2, divider: 1, padding: 10, fontSize: 13, normalWeight: 500,
                selectedWeight: 600,
                titleColor: "#000000", selectedTitleColor: "#000000", backgroundColor: "#eeeeef",
                selectedBackgroundColor: "#ffffff")
        case .uikitLegacy:
            // Tinted outline: tint-coloured titles on white, white titles on the tint when selected.
            // 29 pt: the control's intrinsic height from iOS 7 to 12.
            return StylePreset(
                name: name, height: 29, inset: 0, divider: 1, padding: 10, fontSize: 13, normalWeight: 400,
                selectedWeight: 400,
                titleColor: "#007aff", selectedTitleColor: "#ffffff", backgroundColor: "#ffffff",
                selectedBackgroundColor: "#007aff")
        case .swiftui:
            return StylePreset(
                name: name, height: 32, inset: 2, divider: 1, padding: 10, fontSize: 13, normalWeight: 500,
                selectedWeight: 600,
                titleColor: "#000000", selectedTitleColor: "#000000", backgroundColor: "#eeeeef",
                selectedBackgroundColor: "#ffffff")
        case .custom:
            // A row of plain buttons: secondary label grey, the selected one in label black. No
            // padding: a UIButton's title has the whole button unless the code sets insets.
            return StylePreset(
                name: name, height: 32, inset: 0, divider: 0, padding: 0, fontSize: 13, normalWeight: 400,
                selectedWeight: 400,
                titleColor: "#6e6e73", selectedTitleColor: "#000000", backgroundColor: "#ffffff",
                selectedBackgroundColor: "#ffffff")
        case .material3:
            // Material 3 segmented button (m3.material.io/components/segmented-buttons/specs):
            // 40 dp high, 1 dp outline between segments, 12 dp padding per side, label large
            // (14 sp, medium 500) in onSurface; selected: secondaryContainer behind
            // onSecondaryContainer (baseline light scheme). 1 dp = 1 pt here.
            return StylePreset(
                name: name, height: 40, inset: 0, divider: 1, padding: 12, fontSize: 14, normalWeight: 500,
                selectedWeight: 500,
                titleColor: "#1d1b20", selectedTitleColor: "#4a4459", backgroundColor: "#fef7ff",
                selectedBackgroundColor: "#e8def8")
        case .materialTabs, .materialTabsScrollable:
            // Material Components' TabLayout (Base.Widget.Design.TabLayout, design dimens): tabs 12 dp
            // padded a side, at most 264 dp wide (tabMaxWidth); a label of 14 sp takes up to two
            // lines, set at 12 sp (design_tab_text_size_2line) once it needs the second, and is cut
            // only after that. Fixed tabs share the TabLayout's width (match_parent: the screen's);
            // scrollable ones are as wide as their labels, at least 72 dp (design_tab_scrollable_min_width).
            var preset = tabRow(name, padding: 12)
            preset.wrappedScale = 12.0 / 14
            // The label's TextView has maxLines 2 whatever its lines' height (TabView.onMeasure).
            preset.growsWithTitle = true
            preset.maxSegmentWidth = 264
            if name == .materialTabsScrollable {
                preset.distribution = .content
                preset.minSegmentWidth = 72
            }
            return preset
        case .composeSegmented, .materialButtons:
            // Compose Material 3's SegmentedButton (SegmentedButtonContent): labelLarge (14 sp medium)
            // 12 dp from the edges (TextButtonContentPadding), each button an equal share of the row
            // (weight 1), at least 40 dp high; the label is the app's `Text`, which wraps, and the
            // button grows with it: a title is cut only where the app sets `maxLines`. A layout's
            // MaterialButton is a TextView: neither it nor the Material button styles set maxLines,
            // so its label wraps the same way, unless the layout sets android:maxLines, lines or singleLine.
            var preset = named(.material3)
            preset.name = name
            preset.truncation = .wrap
            preset.growsWithTitle = true
            return preset
        case .composeTabs, .composeTabsScrollable:
            // Compose Material 3's Tab: label titleSmall (14 sp medium) 16 dp from the tab's edges
            // (HorizontalTextPadding), a 48 dp row (two lines), the text wrapping as a `Text` does;
            // TabRow shares its width (fillMaxWidth), ScrollableTabRow gives each tab its label's
            // width and at least 90 dp (ScrollableTabRowMinimumTabWidth): nothing is cut.
            // The tab is 48 dp high whatever its text measures: a label of three lines overflows it,
            // centred, and the row clips what passes its edges; no "…" (TabBaselineLayout).
            var preset = tabRow(name, padding: 16)
            preset.overflowsHeight = true
            if name == .composeTabsScrollable {
                preset.distribution = .content
                preset.minSegmentWidth = 90
            }
            return preset
        }
    }

    /// A row of Material tabs, as both toolkits draw it: 48 dp high, the screen's width, a 14 sp
    /// medium label in two lines at most, coloured onSurfaceVariant (primary when selected) on
    /// surface (Material 3's baseline light scheme).
    static func tabRow(_ name: Name, padding: Double) -> StylePreset {
        var preset = StylePreset(
            name: name, height: 48, inset: 0, divider: 0, padding: padding, fontSize: 14, normalWeight: 500,
            selectedWeight: 500,
            titleColor: "#49454f", selectedTitleColor: "#6750a4", backgroundColor: "#fef7ff",
            selectedBackgroundColor: "#fef7ff")
        preset.truncation = .wrap
        preset.lineLimit = 2
        preset.widthMode = .full
        return preset
    }
}

/// iOS text styles at the default content size (Large), and their Dynamic Type rows.
public struct TextStyle: Sendable, Equatable {
    public var name: String
    public var size: Double
    public var weight: Int
    /// Sizes for xS, S, M, L (default), xL, xxL, xxxL, AX1 … AX5.
    public var dynamicSizes: [Double]

    public static let contentSizes = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    public static let all: [TextStyle] = [
        TextStyle(
            name: "largeTitle", size: 34, weight: 400, dynamicSizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        TextStyle(
            name: "title1", size: 28, weight: 400, dynamicSizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        TextStyle(
            name: "title2", size: 22, weight: 400, dynamicSizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        TextStyle(
            name: "title3", size: 20, weight: 400, dynamicSizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        TextStyle(
            name: "headline", size: 17, weight: 600, dynamicSizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        body,
        TextStyle(
            name: "callout", size: 16, weight: 400, dynamicSizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        TextStyle(
            name: "subheadline", size: 15, weight: 400, dynamicSizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        TextStyle(
            name: "footnote", size: 13, weight: 400, dynamicSizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        TextStyle(
            name: "caption1", size: 12, weight: 400, dynamicSizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        TextStyle(
            name: "caption2", size: 11, weight: 400, dynamicSizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    /// Body: the row UIFontMetrics scales custom fonts by.
    public static let body = TextStyle(
        name: "body", size: 17, weight: 400, dynamicSizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])

    public static func named(_ name: String) -> TextStyle? { byLowercasedName[name.lowercased()] }

    /// Looked up for every title at every Dynamic Type size: a dictionary, not a scan lowercasing each name.
    private static let byLowercasedName = Dictionary(
        all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
}
