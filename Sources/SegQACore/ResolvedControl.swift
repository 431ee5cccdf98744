import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// A control with every setting settled: configuration defaults → file defaults → control.
public struct ResolvedControl: Sendable {
    public var id: String
    public var file: String
    public var location: SourceLocation
    public var pointer: String
    public var preset: StylePreset
    public var distribution: Distribution
    public var geometryTemplate: ControlGeometry
    public var height: Double
    /// Devices to lay out on; empty when an explicit width is given.
    public var devices: [Device]
    public var explicitWidth: Double?
    public var stateFonts: [ControlState: StateFont]
    public var textCase: TextTransform
    public var sourceLocale: String
    public var locales: [String]
    public var segments: [SegmentSpec]
    public var selectedSegment: Int?
    public var suppressions: Set<String>
    public var settings: LayoutSettings
    public var countMismatches: [CountMismatch]
    /// Locales whose one-string titles split into another number of segments than the source's.
    public var splitMismatches: [SplitMismatch] = []
    /// The titles came as one string split at `titleSeparator`.
    public var hasJoinedTitles = false
    /// Locales generated from the source titles (`--pseudo`), not translated.
    public var pseudoLocales: Set<String> = []

    /// The states whose fonts differ or that the app styles; normal and selected always.
    public var states: [ControlState] {
        [.normal, .selected, .highlighted, .selectedHighlighted]
    }

    /// The widths to lay out at: the explicit width, or each device's control width.
    public var targets: [Device] {
        if let explicitWidth {
            return [
                Device(
                    name:
                        "width \(NumberText.plain(explicitWidth)) pt",
                    screenWidth: explicitWidth, isPad: false)
            ]
        }
        return devices
    }

    public func controlWidth(on device: Device) -> Double {
        explicitWidth ?? device.controlWidth
    }

    public func isSuppressed(_ rule: String, segment: Int?) -> Bool {
        if suppressions.contains(rule) || suppressions.contains("all") { return true }
        guard let segment, segment < segments.count else { return false }
        return segments[segment].suppressions.contains { $0.value == rule || $0.value == "all" }
    }
}
