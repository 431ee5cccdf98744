import SegQACore
import SegQALayout
import SegQAModel

/// More segments than a phone (5) or a wide screen (7) can show readably.
public struct TooManySegmentsRule: Rule {
    static let phone = RuleOption.integer("phone", default: 5, range: 1...1_000, "most segments on iPhone widths")
    static let pad = RuleOption.integer("pad", default: 7, range: 1...1_000, "most segments on iPad widths")

    public static let description = RuleDescription(
        id: "too_many_segments",
        name: "Too many segments",
        kind: .fit,
        severity: .warning,
        rationale:
            "beyond five segments on iPhone (seven on iPad) titles get too narrow to read in most languages and targets too small to hit",
        documentation: """
            Triggers when a control has more than 5 segments and is laid out on an iPhone width (a device that is \
            not an iPad, or an explicit width below 600 pt), or more than 7 on an iPad. Apple's guidance is to keep \
            segmented controls to about five segments on iPhone. For SwiftUI the finding suggests a `Picker` with \
            the `.menu` style; for UIKit a menu (`UIButton` with `menu`) or a list. Not for a control whose widths \
            follow its titles when every segment is at least 44 pt wide and every title whole on that width, or \
            short by less than a stand-in face may differ from the device's (short names such as SMB, FTP, Plex, NFS, SFTP, WebDAV read and hit as well six abreast as five); \
            nor for icons without titles that are each at least 44 pt wide: there is nothing to read. \
            Options `phone` and `pad` change the limits.
            """,
        options: [phone.spec, pad.spec],
        nonTriggeringExamples: [
            #"""
            {"segqa": 1, "defaults": {"devices": ["iPhone 15", "iPad Air"]}, "controls": [{"id": "five",
                  "segments": [{"title": "1"}, {"title": "2"}, {"title": "3"}, {"title": "4"}, {"title": "5"}]},
                {"id": "pad", "devices": ["iPad Air"], "segments": [{"title": "1"}, {"title": "2"}, {"title": "3"},
                    {"title": "4"}, {"title": "5"}, {"title": "6"}, {"title": "7"}]}]}
            """#,
            // Widths that follow short titles: six segments, each wider than 44 pt, none cut.
            #"""
            {"segqa": 1, "defaults": {"devices": ["iPhone SE (3rd generation)"]}, "controls": [{"id": "protocols",
                  "distribution": "proportional", "segments": [{"title": "SMB"}, {"title": "FTP"}, {"title": "Plex"},
                    {"title": "NFS"}, {"title": "SFTP"}, {"title": "WebDAV"}]}]}
            """#,
            // Eight icons without titles, each 50 pt wide: nothing to read, easy to hit.
            #"""
            {"segqa": 1, "defaults": {"width": 400}, "controls": [{"id": "tools", "segments": [
                  {"image": {"name": "a", "width": 24, "height": 24}, "accessibilityLabel": "Bolus"},
                  {"image": {"name": "b", "width": 24, "height": 24}, "accessibilityLabel": "Carbs"},
                  {"image": {"name": "c", "width": 24, "height": 24}, "accessibilityLabel": "Temp basal"},
                  {"image": {"name": "d", "width": 24, "height": 24}, "accessibilityLabel": "Profile"},
                  {"image": {"name": "e", "width": 24, "height": 24}, "accessibilityLabel": "Careportal"},
                  {"image": {"name": "f", "width": 24, "height": 24}, "accessibilityLabel": "Extended"},
                  {"image": {"name": "g", "width": 24, "height": 24}, "accessibilityLabel": "Temp target"},
                  {"image": {"name": "h", "width": 24, "height": 24}, "accessibilityLabel": "User entry"}]}]}
            """#,
            // Scrollable tabs: every tab its own width, however many there are.
            #"""
            {"segqa": 1, "defaults": {"devices": ["Pixel 7"]}, "controls": [{"id": "feeds",
                  "style": "material-tabs-scrollable", "segments": [{"title": "Home"}, {"title": "Local"},
                    {"title": "Federated"}, {"title": "Trending"}, {"title": "Lists"}, {"title": "Hashtags"}]}]}
            """#,
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                {"segqa": 1, "defaults": {"devices": ["iPhone 15"]}, "controls": [{"id": ↓"weekdays",
                      "style": "swiftui", "segments": [{"title": "M"}, {"title": "T"}, {"title": "W"}, {"title": "T"},
                        {"title": "F"}, {"title": "S"}, {"title": "S"}]}]}
                """#,
                messages: [
                    "7 segments on iPhone 15 (361.0 pt between layout margins): more than 5 are hard to read and to hit at this width; use a Picker with .pickerStyle(.menu)"
                ])
        ])

    /// Apple's smallest touch target, in points.
    static let touchTarget = 44.0

    public init() {}

    // MARK: - Messages

    static func message(count: Int, device: String, limit: Int, style: StylePreset.Name) -> String {
        let advice: String
        switch style {
        case .swiftui: advice = "use a Picker with .pickerStyle(.menu)"
        case .material3: advice = "use an exposed dropdown menu or chips"
        default: advice = "use a menu (UIButton with a UIMenu) or a list"
        }
        return "\(count) segments on \(device): more than \(limit) are hard to read and to hit at this width; \(advice)"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        // A row that scrolls or wraps (scrollable tabs, a chip row) gives every segment its own width.
        guard control.isSourceLocale, control.resolved.distribution != .content else { return [] }
        let count = control.segments.count
        let phone = context[Self.phone], pad = context[Self.pad]
        func isPad(_ layout: ControlLayout) -> Bool { layout.device.isPad || layout.controlWidth >= 600 }
        // Widths that follow the titles, every segment wide enough to hit and every title whole
        // (or short by less than a stand-in face may differ from the real one): nothing is hard
        // to read or to hit, however many there are.
        // Icons without titles (AndroidAPS' eight treatment tabs): nothing to read, so only
        // whether each is wide enough to hit counts.
        let iconsOnly = control.segments.allSatisfy { $0.spec.title == nil && $0.spec.image != nil }
        func readable(_ layout: ControlLayout) -> Bool {
            let hittable = layout.widths.normal.indices.allSatisfy { layout.widths.narrowest($0) >= Self.touchTarget }
            if iconsOnly { return hittable }
            return control.resolved.distribution == .proportional && hittable
                && layout.fits.allSatisfy {
                    $0.values.allSatisfy { !$0.isTruncated || StandInVerdict.mayFit($0, in: control) }
                }
        }
        guard let layout = control.layouts.first(where: { count > (isPad($0) ? pad : phone) && !readable($0) })
        else {
            return []
        }
        var finding = controlFinding(
            Self.message(
                count: count, device: control.onDevice(layout), limit: isPad(layout) ? pad : phone,
                style: control.resolved.preset.name),
            in: control)
        finding.device = layout.device.name
        finding.controlWidth = layout.controlWidth
        return [finding]
    }
}
