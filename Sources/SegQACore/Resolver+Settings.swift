import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Settling one control: its settings, cascaded, into the values rules and layout use.
extension Resolver {
    func settle(
        _ control: ControlSpec, defaults: LayoutSettings, sourceLocale: String, locales: [String],
        mismatches: [CountMismatch]
    ) throws -> ResolvedControl {
        let settings = defaults.overriding(with: control.settings)
        let preset = StylePreset.named(settings.style.flatMap { StylePreset.Name(rawValue: $0.value) } ?? .uikit)
        var geometry = ControlGeometry(
            width: 0, inset: settings.inset?.value ?? preset.inset, divider: settings.divider?.value ?? preset.divider,
            padding: settings.padding?.value ?? preset.padding,
            contentOffsetFirst: settings.contentOffsetFirst?.value ?? 0,
            contentOffsetLast: settings.contentOffsetLast?.value ?? 0)
        geometry.height = settings.height?.value ?? preset.height
        geometry.truncation = settings.truncation.flatMap { TruncationMode(rawValue: $0.value) } ?? preset.truncation
        geometry.lineLimit = settings.lineLimit?.value ?? preset.lineLimit
        geometry.wrappedScale = preset.wrappedScale
        geometry.minSegmentWidth = preset.minSegmentWidth
        geometry.maxSegmentWidth = preset.maxSegmentWidth
        geometry.growsWithTitle = preset.growsWithTitle
        // An app's own `maxLines` cuts the text where it says: the text no longer overflows.
        geometry.overflowsHeight = preset.overflowsHeight && settings.lineLimit == nil && settings.truncation == nil
        let fonts = try StateFonts { try stateFont($0, settings: settings, preset: preset) }
        let pseudoLocales = pseudo ? PseudoLocalizer.locales.filter { !locales.contains($0) } : []
        var resolved = ResolvedControl(
            id: control.id.value, file: control.file, location: control.id.location, pointer: control.pointer,
            preset: preset,
            distribution: settings.distribution.flatMap { Distribution(rawValue: $0.value) } ?? preset.distribution,
            geometryTemplate: geometry,
            devices: try devices(settings, platform: preset.platform),
            explicitWidth: widthOverride ?? settings.width?.value, stateFonts: fonts,
            colors: colors(settings),
            textCase: settings.textCase.flatMap { TextTransform(rawValue: $0.value) } ?? .none,
            direction: settings.direction.flatMap { LayoutDirection(rawValue: $0.value) } ?? .automatic,
            directionSetting: settings.direction.map(SettingPlace.init),
            dynamicType: settings.dynamicType?.value ?? false, titleSeparator: settings.titleSeparator?.value,
            customizedStates: (settings.customizedStates ?? []).compactMap { ControlState(rawValue: $0.value) },
            customizedStatesSetting: settings.customizedStates?.first.map { first in
                // The array itself: its pointer is the parent of its first element's.
                let pointer = String(first.pointer[..<(first.pointer.lastIndex(of: "/") ?? first.pointer.endIndex)])
                return SettingPlace(location: settings.customizedStatesLocation ?? first.location, pointer: pointer)
            },
            sourceLocale: sourceLocale, locales: locales + pseudoLocales,
            segments: control.segments.map { localeEntries(of: $0, sourceLocale: sourceLocale, locales: locales) },
            selectedSegment: control.selectedSegment, suppressions: Set(control.suppressions.map(\.value)),
            countMismatches: mismatches)
        resolved.accessibility = control.accessibility
        // Where the app changes how titles break (`maxLines = 1`), the preset's words no longer hold.
        resolved.modelNote =
            geometry.truncation == preset.truncation && geometry.lineLimit == preset.lineLimit
            ? preset.modelNote
            : preset.modelNote.map { _ in
                geometry.truncation == .wrap
                    ? "titles take \(geometry.lineLimit.map(String.init) ?? "any number of") lines, as the app sets"
                    : "titles take one line, as the app sets"
            }
        resolved.origin = control.origin
        resolved.widthsAreLowerBounds = settings.widthsAreLowerBounds?.value ?? false
        resolved.screen = control.screen ?? control.outletOwner
        if widthOverride == nil {
            resolved.widthMode = settings.widthMode.flatMap { WidthMode(rawValue: $0.value) } ?? preset.widthMode
            resolved.margin = settings.margin?.value
            let stated =
                settings.width.map(SettingPlace.init) ?? settings.margin.map(SettingPlace.init)
                ?? settings.widthMode.map(SettingPlace.init)
            resolved.widthSetting = stated
        }
        return resolved
    }

    /// `--width` or a width of its own: no devices. Else `--device`, the control's devices, or the defaults.
    func devices(_ settings: LayoutSettings, platform: Platform) throws -> [Device] {
        guard widthOverride == nil && settings.width == nil else { return [] }
        if let deviceOverride { return deviceOverride }
        guard let named = settings.devices else { return platform.defaultDeviceNames.compactMap(Device.named) }
        return try named.map { name in
            guard let device = Device.named(name.value) else {
                var message = "unknown device '\(name.value)'"
                if let suggestion = closest(name.value, in: Device.all.map(\.name)) {
                    message += " (did you mean '\(suggestion)'?)"
                }
                throw ModelError(name.location, message + "; or give a width in points such as \"375\"")
            }
            return device
        }
    }

    /// Each state's colours, inherited as UIKit inherits title attributes (selected and
    /// highlighted from normal, selected+highlighted from selected).
    func colors(_ settings: LayoutSettings) -> [ControlState: GivenColors] {
        var result: [ControlState: GivenColors] = [:]
        for state in ControlState.allCases {
            var chain: [ControlState] = [state]
            while let next = chain.last?.fallback { chain.append(next) }
            let own = settings.colors[state]
            let given = GivenColors(
                title: chain.lazy.compactMap { settings.colors[$0]?.title }.first,
                background: chain.lazy.compactMap { settings.colors[$0]?.background }.first,
                own: own?.title ?? own?.background)
            if !given.isEmpty { result[state] = given }
        }
        return result
    }

    /// A segment's texts by locale: plain strings (and Base or default-folder strings) belong to
    /// the source locale; pseudo-locales are generated from the source title; Android's
    /// `translatable="false"` shows the source in every locale, on purpose.
    func localeEntries(of segment: SegmentSpec, sourceLocale: String, locales: [String]) -> SegmentSpec {
        var segment = segment
        for keyPath in [\SegmentSpec.title, \SegmentSpec.accessibilityLabel] {
            guard var text = segment[keyPath: keyPath] else { continue }
            if let plain = text.entries.removeValue(forKey: "") {
                if text.entries[sourceLocale] == nil { text.entries[sourceLocale] = plain }
                if let variants = text.variants.removeValue(forKey: ""), text.variants[sourceLocale] == nil {
                    text.variants[sourceLocale] = variants
                }
            }
            // Labels keep the source: they are not drawn.
            if pseudo, keyPath == \SegmentSpec.title, let source = text.entries[sourceLocale] {
                for locale in PseudoLocalizer.locales {
                    text.entries[locale] = Located(
                        PseudoLocalizer.pseudo(source.value, locale: locale), at: source.location,
                        pointer: source.pointer)
                }
            }
            if !text.isTranslatable, let source = text.entries[sourceLocale] {
                for locale in locales where text.entries[locale] == nil { text.entries[locale] = source }
            }
            segment[keyPath: keyPath] = text
        }
        return segment
    }

    /// A state's font: base font, then each state it inherits from (normal → highlighted →
    /// selected+highlighted; normal → selected), then the preset's weight where nothing names one.
    /// The system draws a pressed selected segment in the selected weight; once the app styles the
    /// selected state itself, a pressed selected segment without its own style falls back.
    func stateFont(_ state: ControlState, settings: LayoutSettings, preset: StylePreset) throws -> StateFont {
        var chain: [ControlState] = [state]
        while let next = chain.last?.fallback { chain.append(next) }
        var font = settings.font
        for link in chain.reversed() {
            if let stateSettings = settings.states[link] { font = font.overriding(with: stateSettings) }
        }
        var size = preset.fontSize
        let selectedLook =
            state == .selected
            || (state == .selectedHighlighted && settings.states[.selected] == nil
                && settings.states[.highlighted] == nil)
        var weight = FontWeight(selectedLook ? preset.selectedWeight : preset.normalWeight)
        var textStyleName: String?
        if let name = font.textStyle {
            guard let style = TextStyle.named(name.value) else {
                throw ModelError(
                    name.location,
                    "unknown text style '\(name.value)' (text styles: \(TextStyle.all.map(\.name).joined(separator: ", ")))"
                )
            }
            size = style.size
            weight = FontWeight(style.weight)
            textStyleName = style.name
        }
        if let explicit = font.size { size = explicit.value }
        if let explicit = font.weight {
            do { weight = try FontWeight(parsing: explicit.value) } catch {
                throw ModelError(explicit.location, "\(error)")
            }
        }
        // The family a device would use, and the one measured here when that one is not installed.
        let intended = font.family?.value ?? preset.platform.systemFamily
        let fallback = preset.platform == .android ? (androidFamily ?? defaultFamily) : defaultFamily
        let request = FontRequest(
            family: font.family?.value ?? fallback, weight: weight,
            fontFile: font.fontFile?.value, fontIndex: font.fontIndex?.value ?? 0, opticalSize: size)
        let standsInFor = font.fontFile == nil && !isInstalled(intended) ? intended : nil
        // Where this state sets its own font, for findings about it (weight first: what usually differs).
        let own = settings.states[state]
        let setting =
            own?.weight.map(SettingPlace.init) ?? own?.size.map(SettingPlace.init)
            ?? own?.textStyle.map(SettingPlace.init) ?? own?.family.map(SettingPlace.init)
        return StateFont(
            request: request, size: size, textStyle: textStyleName, setting: setting, standsInFor: standsInFor)
    }
}
