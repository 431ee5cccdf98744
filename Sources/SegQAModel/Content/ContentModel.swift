import SegQALayout

/// Font settings as written; any field may be absent and is then inherited.
public struct FontSettings: Sendable, Equatable {
    public var family: Located<String>?
    public var size: Located<Double>?
    public var weight: Located<String>?
    /// An iOS text style ("headline", "footnote"): size and weight at the default content size.
    public var textStyle: Located<String>?
    public var fontFile: Located<String>?
    public var fontIndex: Located<Int>?

    public init() {}

    /// `other`'s fields where set, else these. A text style replaces an inherited size and
    /// weight, and an explicit size or weight beside a text style refines it.
    public func overriding(with other: FontSettings) -> FontSettings {
        var result = self
        if other.textStyle != nil {
            result.textStyle = other.textStyle
            result.size = nil
            result.weight = nil
        }
        if let v = other.family { result.family = v }
        if let v = other.size { result.size = v }
        if let v = other.weight { result.weight = v }
        if let v = other.fontFile {
            result.fontFile = v
            result.family = other.family
        }
        if let v = other.fontIndex { result.fontIndex = v }
        return result
    }

    public var isEmpty: Bool { self == FontSettings() }
}

/// Colours of one state, as `#RRGGBB` or `#RRGGBBAA`.
public struct StateColors: Sendable, Equatable {
    public var title: Located<String>?
    public var background: Located<String>?
    public init() {}
}

/// Layout settings as written in `defaults`, a control, or `segqa.json`; absent fields inherit.
public struct LayoutSettings: Sendable, Equatable {
    public var style: Located<String>?
    public var distribution: Located<String>?
    public var width: Located<Double>?
    /// `"width": "full"` or `"content"` instead of points.
    public var widthMode: Located<String>?
    /// The control is the screen's width less this much on each side (the code's constraints or
    /// padding), instead of the device's layout margins.
    public var margin: Located<Double>?
    public var devices: [Located<String>]?
    public var height: Located<Double>?
    public var inset: Located<Double>?
    public var divider: Located<Double>?
    public var padding: Located<Double>?
    public var textCase: Located<String>?
    /// "tail", "middle" or "wrap" (`TruncationMode`).
    public var truncation: Located<String>?
    /// With "wrap": at most this many lines (SwiftUI's `lineLimit`); else as many as the height holds.
    public var lineLimit: Located<Int>?
    public var contentOffsetFirst: Located<Double>?
    public var contentOffsetLast: Located<Double>?
    public var font = FontSettings()
    public var states: [ControlState: FontSettings] = [:]
    public var colors: [ControlState: StateColors] = [:]
    /// Per-state background/divider images or title attributes given by the app.
    public var customizedStates: [Located<String>]?
    /// Where the `customizedStates` array stands (its elements have their own locations).
    public var customizedStatesLocation: SourceLocation?
    /// "auto" (mirrored in right-to-left locales) or "ltr" (forced left-to-right).
    public var direction: Located<String>?
    /// Titles come from one string split at this separator (custom controls).
    public var titleSeparator: Located<String>?
    public var dynamicType: Located<Bool>?
    /// Segments are at least as wide as laid out, maybe wider: a SwiftUI row of buttons padded by
    /// a style segqa does not read, a library that widens segments to a share of the control. Too
    /// narrow a segment is then not a finding.
    public var widthsAreLowerBounds: Located<Bool>?

    public init() {}

    /// `other`'s settings where set, else these.
    public func overriding(with other: LayoutSettings) -> LayoutSettings {
        var r = self
        if let v = other.style { r.style = v }
        if let v = other.distribution { r.distribution = v }
        if let v = other.width {
            r.width = v
            r.widthMode = nil
            r.margin = nil
        }
        if let v = other.widthMode {
            r.widthMode = v
            r.width = nil
            r.margin = nil
        }
        if let v = other.margin {
            r.margin = v
            r.width = nil
            r.widthMode = nil
        }
        if let v = other.devices { r.devices = v }
        if let v = other.height { r.height = v }
        if let v = other.lineLimit { r.lineLimit = v }
        if let v = other.inset { r.inset = v }
        if let v = other.divider { r.divider = v }
        if let v = other.padding { r.padding = v }
        if let v = other.textCase { r.textCase = v }
        if let v = other.truncation { r.truncation = v }
        if let v = other.contentOffsetFirst { r.contentOffsetFirst = v }
        if let v = other.contentOffsetLast { r.contentOffsetLast = v }
        if let v = other.customizedStates {
            r.customizedStates = v
            r.customizedStatesLocation = other.customizedStatesLocation
        }
        if let v = other.direction { r.direction = v }
        if let v = other.titleSeparator { r.titleSeparator = v }
        if let v = other.dynamicType { r.dynamicType = v }
        if let v = other.widthsAreLowerBounds { r.widthsAreLowerBounds = v }
        r.font = font.overriding(with: other.font)
        for (state, settings) in other.states {
            r.states[state] = (r.states[state] ?? FontSettings()).overriding(with: settings)
        }
        for (state, colors) in other.colors {
            var merged = r.colors[state] ?? StateColors()
            if let v = colors.title { merged.title = v }
            if let v = colors.background { merged.background = v }
            r.colors[state] = merged
        }
        return r
    }
}

/// A key in a localization table (String Catalog, `.strings`, XLIFF, Android resources).
public struct StringReference: Sendable, Equatable {
    public var table: String
    public var key: String
    public var location: SourceLocation

    public init(table: String, key: String, location: SourceLocation) {
        self.table = table
        self.key = key
        self.location = location
    }
}

/// Text per locale, each with its location.
public struct LocalizedText: Sendable, Equatable {
    public var entries: [String: Located<String>]
    /// Where the whole value stands (the object, or the plain string).
    public var location: SourceLocation
    public var pointer: String
    /// Where the translations come from, when the text is a key into a localization table.
    public var reference: StringReference?
    /// Plural or device variants per locale (from String Catalogs, `.stringsdict`, XLIFF, Android).
    public var variants: [String: [LocalizedString.Variant]] = [:]
    /// Translation states per locale that ask for attention (`needs_review`, `stale`).
    public var states: [String: String] = [:]
    /// Locales whose translator marked the text done (String Catalog `translated`, XLIFF
    /// `translated`/`final`/`signed-off`): the same words as the source are the translator's choice.
    public var confirmedLocales: Set<String> = []
    /// False for Android's `translatable="false"`: every locale shows the source, by design.
    public var isTranslatable = true
    /// Code that joins texts (`"3" + Texts.hourShort`): the parts, each a literal or a key,
    /// composed per locale once the tables are read. Empty for a text of one piece.
    public var parts: [LocalizedText] = []
    /// Code that shows one of several texts (`isPro ? a : b`): each is checked, the widest decides.
    public var alternatives: [TextAlternative] = []
    /// The source entry is the key itself, shown only when no table has it: a table's
    /// development-region or Base entry is the source text instead.
    public var fallbackIsKey = false

    public init(
        entries: [String: Located<String>], location: SourceLocation, pointer: String, reference: StringReference? = nil
    ) {
        self.entries = entries
        self.location = location
        self.pointer = pointer
        self.reference = reference
    }

    public var locales: [String] { entries.keys.sorted() }
    public subscript(locale: String) -> Located<String>? { entries[locale] }
}

/// One of several texts code may show, named by when ("if isPro", "else").
public struct TextAlternative: Sendable, Equatable {
    public var name: String
    public var text: LocalizedText

    public init(name: String, text: LocalizedText) {
        self.name = name
        self.text = text
    }
}

public struct ImageSpec: Sendable, Equatable {
    public var name: Located<String>
    public var width: Double
    public var height: Double
    public var location: SourceLocation
    public var pointer: String

    public init(name: Located<String>, width: Double, height: Double, location: SourceLocation, pointer: String) {
        self.name = name
        self.width = width
        self.height = height
        self.location = location
        self.pointer = pointer
    }
}

public struct SegmentSpec: Sendable, Equatable {
    public var index: Int
    public var location: SourceLocation
    public var pointer: String
    public var title: LocalizedText?
    public var image: ImageSpec?
    public var accessibilityLabel: LocalizedText?
    /// Fixed width in points; 0 or absent means automatic.
    public var width: Located<Double>?
    public var enabled: Bool
    public var suppressions: [Located<String>]
    /// An accessibility label code sets but segqa cannot evaluate (the expression): a label
    /// all the same, so never reported missing.
    public var labelUnresolved: String?
    /// An Android button's id in its layout (`button_day`), where code titles it.
    public var viewID: String?
    /// A `TabItem`'s own layout (`android:layout="@layout/tab_search"`): its first text is the
    /// tab's title, read once every layout is known (`ProjectLoader`).
    public var tabView: String?

    public init(
        index: Int, location: SourceLocation, pointer: String, title: LocalizedText?, image: ImageSpec?,
        accessibilityLabel: LocalizedText?, width: Located<Double>?, enabled: Bool, suppressions: [Located<String>]
    ) {
        self.index = index
        self.location = location
        self.pointer = pointer
        self.title = title
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        self.width = width
        self.enabled = enabled
        self.suppressions = suppressions
    }
}

extension LocalizedText {
    /// The table keys this text is made of: its own, its parts' and its alternatives'.
    public var references: [StringReference] {
        (reference.map { [$0] } ?? []) + parts.flatMap(\.references) + alternatives.flatMap(\.text.references)
    }
}

public struct ControlSpec: Sendable, Equatable {
    public var id: Located<String>
    public var file: String
    public var location: SourceLocation
    public var pointer: String
    /// The control's own settings (file defaults and configuration are merged later).
    public var settings: LayoutSettings
    public var segments: [SegmentSpec]
    /// All titles in one string per locale, split at `titleSeparator` (custom controls built
    /// from one localized string); empty `segments` until the resolver splits it.
    public var joinedTitles: LocalizedText?
    public var selectedSegment: Int?
    public var suppressions: [Located<String>]
    /// Where the control was declared: reports say how many came from where.
    public var origin: ControlOrigin = .contentFile
    /// The `@IBOutlet` property an Interface Builder control is connected to (code re-titles it by that name).
    public var outlet: String?
    /// Titles set in code by an expression segqa cannot evaluate: the control is reported, not measured.
    public var unresolvedTitles: [UnresolvedTitle] = []
    /// How a custom control says it exposes selection; nil: not declared.
    public var accessibility: AccessibilityDeclaration?
    /// Why the control is found but not checked (its segments come from data, nothing reaches
    /// the view that makes it); nil: checked, unless a title is unresolved.
    public var notChecked: String?
    /// The class whose outlet a storyboard or XIB control is connected to (the scene's
    /// `customClass`, the XIB's File's Owner): code re-titles it only through that class.
    public var outletOwner: String?
    /// The screen a control made in code is on, as people know it: the type whose code makes
    /// it (a view controller, a view, an activity). A storyboard or XIB control's screen is its
    /// `outletOwner`. Reports show it beside the id.
    public var screen: String?
    /// A storyboard control's scene: the `id` of the scene's view controller (whether anything
    /// leads to the scene is `InterfaceReach`'s question).
    public var interfaceScene: String?
    /// An Android layout's control: its `android:id` in the layout (code titles it by that id).
    public var layoutViewID: String?
    /// A TabLayout that is the decor of a `ViewPager` in its layout: the pager's id (whose
    /// adapter's page titles are its tabs).
    public var pagerViewID: String?

    /// The table keys its titles and labels are.
    public var references: [StringReference] {
        segments.flatMap { ($0.title?.references ?? []) + ($0.accessibilityLabel?.references ?? []) }
            + (joinedTitles?.references ?? [])
    }

    public init(
        id: Located<String>, file: String, location: SourceLocation, pointer: String, settings: LayoutSettings,
        segments: [SegmentSpec], joinedTitles: LocalizedText? = nil, selectedSegment: Int? = nil,
        suppressions: [Located<String>] = []
    ) {
        self.id = id
        self.file = file
        self.location = location
        self.pointer = pointer
        self.settings = settings
        self.segments = segments
        self.joinedTitles = joinedTitles
        self.selectedSegment = selectedSegment
        self.suppressions = suppressions
    }
}

/// How a custom control exposes itself to VoiceOver and TalkBack (`"accessibility"` on a
/// control): the traits each segment has, and whether a change of selection is announced.
public struct AccessibilityDeclaration: Sendable, Equatable {
    public static let knownTraits = [
        "button", "selected", "tab", "header", "adjustable", "staticText", "image", "notEnabled",
    ]
    public var traits: [Located<String>]
    public var selectionAnnounced: Located<Bool>?
    public var location: SourceLocation
    public var pointer: String

    public init(
        traits: [Located<String>], selectionAnnounced: Located<Bool>?, location: SourceLocation, pointer: String
    ) {
        self.traits = traits
        self.selectionAnnounced = selectionAnnounced
        self.location = location
        self.pointer = pointer
    }
}

/// Where a control was found.
public enum ControlOrigin: String, Sendable, CaseIterable {
    case contentFile = "content files"
    case interfaceBuilder = "Interface Builder"
    case code = "code"
    case androidLayout = "Android layouts"
}

/// A segment title given in code by something other than a literal or a localized key: a
/// variable, an interpolation, a call segqa does not know.
public struct UnresolvedTitle: Sendable, Equatable {
    public var segment: Int
    /// The expression as written (shortened).
    public var expression: String
    public var location: SourceLocation
    public var pointer: String
    /// Why segqa cannot know it ("the property 'name' of City gets its value at run time").
    public var reason: String

    public init(segment: Int, expression: String, location: SourceLocation, pointer: String, reason: String = "") {
        self.segment = segment
        self.expression = expression
        self.location = location
        self.pointer = pointer
        self.reason = reason
    }
}

/// A segment content file (`"segqa": 1` with `controls`).
public struct ContentFile: Sendable {
    public var path: String
    public var sourceLocale: Located<String>?
    public var locales: [Located<String>]?
    public var defaults: LayoutSettings
    public var controls: [ControlSpec]
    /// Localization files the titles refer to (`"sources"`), relative to this file.
    public var sources: [Located<String>] = []
    /// Classes an Interface Builder file names (`customClass`): they are used, even if no code names them.
    public var customClasses: [String] = []
    /// An Interface Builder file's ways in: what loads a XIB, what leads to each storyboard scene.
    public var interfaceReach: InterfaceReach?

    public init(
        path: String, sourceLocale: Located<String>?, locales: [Located<String>]?, defaults: LayoutSettings,
        controls: [ControlSpec], sources: [Located<String>] = []
    ) {
        self.path = path
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.defaults = defaults
        self.controls = controls
        self.sources = sources
    }
}

/// A per-locale translation file (`"segqa": 1` with `locale` and `translations`).
public struct TranslationFile: Sendable {
    public struct Entry: Sendable {
        public var controlID: Located<String>
        /// Titles by segment index; nil where the array holds null.
        public var titles: [Located<String>?]?
        public var titlesLocation: SourceLocation?
        public var titlesPointer: String?
        public var accessibilityLabels: [Located<String>?]?
        public var labelsLocation: SourceLocation?
        public var labelsPointer: String?
    }

    public var path: String
    public var locale: Located<String>
    public var entries: [Entry]
}

/// One input, read: segqa JSON (content or translations), or the localization tables of a
/// String Catalog, `.strings`, `.stringsdict`, XLIFF or Android resource file. Storyboards and
/// Android resources give controls (content) and tables.
public enum LoadedFile: Sendable {
    case content(ContentFile)
    case translations(TranslationFile)
    case tables(LocalizationTables)
}

/// What decides whether an Interface Builder file's controls are on any screen. A XIB is loaded
/// by name or by the class that owns it (its File's Owner, a top-level cell or view); a
/// storyboard scene is shown when it is the initial one, has an identifier code can instantiate
/// it by, or a segue leads to it from a scene that is shown: a segue from a control or a
/// relationship at once, a manual one (from the view controller itself) only when code
/// performs it by its identifier.
public struct InterfaceReach: Sendable, Equatable {
    public struct Segue: Sendable, Equatable {
        /// The destination scene's view controller id.
        public var destination: String
        /// Drawn from the view controller itself, not from a control: shown only by code's
        /// `performSegue(withIdentifier:)`.
        public var isManual: Bool
        public var identifier: String?

        public init(destination: String, isManual: Bool, identifier: String?) {
            self.destination = destination
            self.isManual = isManual
            self.identifier = identifier
        }
    }

    public struct Scene: Sendable, Equatable {
        /// The scene's view controller id.
        public var id: String
        public var customClass: String?
        /// A `storyboardIdentifier`: code may instantiate the scene by it.
        public var hasIdentifier: Bool
        public var segues: [Segue]

        public init(id: String, customClass: String?, hasIdentifier: Bool, segues: [Segue]) {
            self.id = id
            self.customClass = customClass
            self.hasIdentifier = hasIdentifier
            self.segues = segues
        }
    }

    public var isStoryboard: Bool
    /// A XIB's File's Owner class and its top-level objects' classes.
    public var ownerClasses: [String] = []
    public var scenes: [Scene] = []
    public var initialScene: String?
    /// The action selectors the file connects (`clickedMapTypeButton:`): methods UIKit calls.
    public var actions: [String] = []

    public init(isStoryboard: Bool) { self.isStoryboard = isStoryboard }

    /// The scenes the initial one, those with identifiers, and the segues lead to; a manual
    /// segue only when `performed` says code performs its identifier.
    public func shownScenes(performed: (String) -> Bool) -> Set<String> {
        var shown: Set<String> = []
        var pending = scenes.filter { $0.hasIdentifier || $0.id == initialScene }.map(\.id)
        let byID = Dictionary(scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        while let id = pending.popLast() {
            guard shown.insert(id).inserted, let scene = byID[id] else { continue }
            for segue in scene.segues where !shown.contains(segue.destination) {
                if segue.isManual, let identifier = segue.identifier, !performed(identifier) { continue }
                pending.append(segue.destination)
            }
        }
        return shown
    }
}
