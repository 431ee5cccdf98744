import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Where a setting was written, for findings that point at it.
public struct SettingPlace: Sendable, Equatable {
    public var location: SourceLocation
    public var pointer: String

    public init(location: SourceLocation, pointer: String) {
        self.location = location
        self.pointer = pointer
    }

    public init<Value>(_ value: Located<Value>) {
        self.init(location: value.location, pointer: value.pointer)
    }
}

/// Whether a right-to-left locale mirrors the segment order.
public enum LayoutDirection: String, Sendable {
    /// Mirrored in right-to-left locales, as UIKit does by default.
    case automatic = "auto"
    /// Left-to-right in every locale (`semanticContentAttribute = .forceLeftToRight`).
    case leftToRight = "ltr"
}

/// The colours the app gives one state, inherited as UIKit inherits title attributes; nil where
/// neither the state nor one it inherits from gives one (the style's own colours apply).
public struct GivenColors: Sendable, Equatable {
    public var title: Located<String>?
    public var background: Located<String>?
    /// The colour this state sets itself (its title's, else its background's); nil when it only inherits.
    public var own: Located<String>?

    public var isEmpty: Bool { title == nil && background == nil }
}

/// A control with every setting settled (configuration defaults → file defaults → control) into
/// the values rules, layout and drawings use: enums and numbers, no settings as written.
public struct ResolvedControl: Sendable {
    public var id: String
    public var file: String
    public var location: SourceLocation
    public var pointer: String
    public var preset: StylePreset
    /// The layout model in a few words for fit messages ("fixed Material tabs: …"), when it is not UIKit's.
    public var modelNote: String?
    /// The platform the preset is of: default devices and the words of messages.
    public var platform: Platform { preset.platform }
    public var distribution: Distribution
    public var geometryTemplate: ControlGeometry
    public var height: Double { geometryTemplate.height }
    /// Devices to lay out on; empty when an explicit width is given.
    public var devices: [Device]
    public var explicitWidth: Double?
    public var stateFonts: StateFonts
    /// Colours the app sets, per state (inherited); states without any are absent.
    public var colors: [ControlState: GivenColors]
    public var textCase: TextTransform
    public var direction: LayoutDirection
    /// Where `direction` was set, if it was.
    public var directionSetting: SettingPlace?
    /// Fonts scale with Dynamic Type (`"dynamicType": true`).
    public var dynamicType: Bool
    /// The separator the app joins (or splits) the titles with, if any.
    public var titleSeparator: String?
    /// States the app gives its own background and divider images, and where it says so.
    public var customizedStates: [ControlState]
    public var customizedStatesSetting: SettingPlace?
    public var sourceLocale: String
    public var locales: [String]
    public var segments: [SegmentSpec]
    public var selectedSegment: Int?
    public var suppressions: Set<String>
    public var countMismatches: [CountMismatch]
    /// Locales whose one-string titles split into another number of segments than the source's.
    public var splitMismatches: [SplitMismatch] = []
    /// The titles came as one string split at `titleSeparator`.
    public var hasJoinedTitles = false
    /// Locales generated from the source titles (`--pseudo`), not translated.
    public var pseudoLocales: Set<String> = []
    /// By segment: locales that lack the title's key but whose own strings of that table write
    /// every word of the source title as it is (Czech writes "Online: %1$d"): the word is the
    /// locale's too, so the fallback reads as intended.
    public var sourceWordsWrittenIn: [Int: Set<String>] = [:]

    /// The states a title is laid out in (disabled segments draw in the normal state's width).
    public var states: [ControlState] {
        [.normal, .selected, .highlighted, .selectedHighlighted]
    }

    /// The widths to lay out at: the explicit width, or each device's control width.
    public var targets: [Device] {
        if let explicitWidth {
            return [
                Device(
                    // To the hundredth, as measures are: Interface Builder writes a 240-pt frame as 239.99999999999997.
                    name: "width \(NumberText.decimal(explicitWidth, places: 2)) \(platform == .android ? "dp" : "pt")",
                    screenWidth: explicitWidth, isPad: false, platform: platform)
            ]
        }
        return devices
    }

    /// How a custom control says it exposes selection (`"accessibility"`).
    public var accessibility: AccessibilityDeclaration? = nil
    /// `"width": "full"` or `"content"`; nil: the device's readable width.
    public var widthMode: WidthMode? = nil
    /// Where the control was found (a content file, Interface Builder, code, an Android layout).
    public var origin: ControlOrigin = .contentFile
    /// Segments may be wider than laid out (`LayoutSettings.widthsAreLowerBounds`).
    public var widthsAreLowerBounds = false
    /// The screen it is on, when known (`ControlSpec.screen`).
    public var screen: String? = nil
    /// The screen less this much a side, as the code's constraints or padding state.
    public var margin: Double? = nil
    /// Where the width comes from, when the input states one (a frame, constraints, padding).
    public var widthSetting: SettingPlace? = nil
    /// What baselines and SARIF fingerprints know the control by when its id holds a line number
    /// (found in code); nil: its id.
    public var identity: String? = nil

    /// The control's width on a device; `natural` is what its content needs (content-sized controls).
    public func controlWidth(on device: Device, natural: Double) -> Double {
        if let explicitWidth { return explicitWidth }
        if let margin { return max(device.screenWidth - 2 * margin, 1) }
        switch widthMode {
        case .full: return device.screenWidth
        case .content: return min(natural, device.controlWidth)
        case .natural: return natural
        case nil: return device.controlWidth
        }
    }

    /// What each segment is known by: its title's key (`table.key` when `qualified`), else its
    /// source title, else its image's name; nil for a segment with none of them.
    public func segmentNames(qualified: Bool) -> [String?] {
        segments.map { segment in
            if let reference = segment.title?.reference {
                return qualified ? reference.table + "." + reference.key : reference.key
            }
            return segment.title?[sourceLocale]?.value ?? segment.image?.name.value
        }
    }

    public func isSuppressed(_ rule: String, segment: Int?) -> Bool {
        if suppressions.contains(rule) || suppressions.contains("all") { return true }
        guard let segment, segment < segments.count else { return false }
        return segments[segment].suppressions.contains { $0.value == rule || $0.value == "all" }
    }
}
