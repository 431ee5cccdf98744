import Foundation
import SegQACore
import SegQAFormatting
import SegQALayout
import SegQAModel

/// Title colour on segment background below WCAG 2.x contrast.
public struct LowContrastRule: Rule {
    public static let description = RuleDescription(
        id: "low_contrast",
        name: "Low contrast",
        kind: .accessibility,
        severity: .error,
        rationale:
            "titles with too little contrast against their segment are unreadable for many users, in sunlight and with low vision",
        documentation: """
            When a control gives colours (`states.<state>.titleColor` / `backgroundColor`, `#RRGGBB` or \
            `#RRGGBBAA`), computes the WCAG 2.x contrast ratio of the title on its background for each state that \
            has, or inherits, a given colour (selected and highlighted inherit from normal, selected+highlighted \
            from selected; what is not given is the style's system colour). Colours with alpha are composited: the \
            background over white, the title over the background. Required: 4.5:1, or 3:1 for large text (18 pt, \
            or 14 pt bold). Disabled segments are exempt, as in WCAG.
            """,
        nonTriggeringExamples: [
            ##"""
            {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "dark", "states": {
                    "normal": {"titleColor": "#FFFFFF", "backgroundColor": "#1C1C1E"},
                    "selected": {"titleColor": "#000000", "backgroundColor": "#FFD60A"}},
                  "segments": [{"title": "Day"}, {"title": "Week"}]}]}
            """##
        ],
        triggeringExamples: [
            RuleExample(
                ##"""
                {"segqa": 1, "defaults": {"width": 300}, "controls": [{"id": "pale", "states": {
                        "normal": {"titleColor": ↓"#8E8E93"},
                        "selected": {"titleColor": ↓"#FFFFFF", "backgroundColor": "#FFFFFF80"}},
                      "segments": [{"title": "Day"}, {"title": "Week"}]}]}
                """##,
                messages: [
                    "normal titles #8E8E93 on #eeeeef have a contrast of 2.81:1; WCAG 2.x asks at least 4.5:1 for 13.0 pt medium text",
                    "selected titles #FFFFFF on #FFFFFF80 have a contrast of 1.00:1; WCAG 2.x asks at least 4.5:1 for 13.0 pt semibold text",
                ])
        ])

    public init() {}

    // MARK: - Messages

    static func message(
        state: ControlState, title: String, background: String, ratio: Double, required: Double, font: StateFont
    ) -> String {
        "\(state.rawValue) titles \(title) on \(background) have a contrast of \(String(format: "%.2f", ratio)):1; "
            + "WCAG 2.x asks at least \(String(format: "%.1f", required)):1 for \(pt(font.size)) \(textUnit) \(font.request.weight.name) text"
    }

    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] {
        guard control.isSourceLocale else { return [] }
        let spec = control.resolved
        let preset = spec.preset
        var findings: [Finding] = []
        for state in [ControlState.normal, .selected, .highlighted, .selectedHighlighted] {
            guard let given = spec.colors[state] else { continue }
            let (title, background) = (given.title, given.background)
            let isSelected = state.isSelected
            let backgroundText =
                background?.value ?? (isSelected ? preset.selectedBackgroundColor : preset.backgroundColor)
            let titleText = title?.value ?? (isSelected ? preset.selectedTitleColor : preset.titleColor)
            guard let back = RGBA(hex: backgroundText), let front = RGBA(hex: titleText) else { continue }
            let shownBackground = back.over(.white)
            let ratio = front.over(shownBackground).contrast(with: shownBackground)
            let font = spec.stateFonts[state]
            let large = font.size >= 18 || (font.size >= 14 && font.request.weight.value >= 700)
            let required = large ? 3.0 : 4.5
            guard ratio < required else { continue }
            // Point at the colour this state sets itself, else at the one it inherits.
            guard let place = given.own ?? title ?? background else { continue }
            // Reported once per setting: a state that only inherits the problem adds nothing.
            if findings.contains(where: { $0.pointer == place.pointer }) { continue }
            var finding = finding(
                Self.message(
                    state: state, title: titleText, background: backgroundText, ratio: ratio, required: required,
                    font: font),
                at: place.location, pointer: place.pointer, in: control, locale: .some(nil))
            finding.state = state.rawValue
            finding.properties = [
                ("contrast", String(format: "%.2f", ratio)), ("required", String(format: "%.1f", required)),
            ]
            findings.append(finding)
        }
        return findings
    }
}

/// A colour with alpha, channels 0…1.
struct RGBA {
    var r, g, b, a: Double
    static let white = RGBA(r: 1, g: 1, b: 1, a: 1)

    init(r: Double, g: Double, b: Double, a: Double) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        r = Double(full >> 24 & 0xFF) / 255
        g = Double(full >> 16 & 0xFF) / 255
        b = Double(full >> 8 & 0xFF) / 255
        a = Double(full & 0xFF) / 255
    }

    /// This colour composited over an opaque one.
    func over(_ base: RGBA) -> RGBA {
        RGBA(r: r * a + base.r * (1 - a), g: g * a + base.g * (1 - a), b: b * a + base.b * (1 - a), a: 1)
    }

    /// WCAG 2.x relative luminance.
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    func contrast(with other: RGBA) -> Double {
        let (l1, l2) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (l1 + 0.05) / (l2 + 0.05)
    }
}
