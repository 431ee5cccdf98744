import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Settles every control's settings (configuration → file defaults → control → segment) and
/// merges per-locale translation files into the controls they name.
public struct Resolver {
    public var configuration: Configuration
    /// The family used when nothing names one (SF Pro Text, else Inter, else sans-serif).
    public var defaultFamily: String
    /// `--device` names, already validated; replace every file's devices.
    public var deviceOverride: [Device]?
    /// `--width`: replaces devices with one explicit control width.
    public var widthOverride: Double?
    /// `--locale`: the locales to check (the source locale is always resolved for comparisons).
    public var localeFilter: [String]?
    /// `--pseudo`: add the pseudo-locales en-XA and ar-XB, generated from the source titles.
    public var pseudo = false

    public init(
        configuration: Configuration, defaultFamily: String, deviceOverride: [Device]? = nil,
        widthOverride: Double? = nil, localeFilter: [String]? = nil
    ) {
        self.configuration = configuration
        self.defaultFamily = defaultFamily
        self.deviceOverride = deviceOverride
        self.widthOverride = widthOverride
        self.localeFilter = localeFilter
    }

    public func resolve(_ files: [LoadedFile]) throws -> [ResolvedControl] {
        var contents: [ContentFile] = []
        var translations: [TranslationFile] = []
        var tables = LocalizationTables()
        for file in files {
            switch file {
            case let .content(content): contents.append(content)
            case let .translations(translation): translations.append(translation)
            case let .tables(more): tables.merge(more)
            }
        }
        // Titles and labels that are keys into localization tables get their translations now.
        for f in contents.indices {
            for c in contents[f].controls.indices {
                for s in contents[f].controls[c].segments.indices {
                    var segment = contents[f].controls[c].segments[s]
                    if var title = segment.title {
                        try apply(tables, to: &title)
                        segment.title = title
                    }
                    if var label = segment.accessibilityLabel {
                        try apply(tables, to: &label)
                        segment.accessibilityLabel = label
                    }
                    contents[f].controls[c].segments[s] = segment
                }
            }
        }
        // Controls configured from one separated string get their segments now, so translation
        // files and locale discovery see them like any other.
        var splitMismatches: [String: [SplitMismatch]] = [:]
        for f in contents.indices {
            let defaults = configuration.defaults.overriding(with: contents[f].defaults)
            for c in contents[f].controls.indices where contents[f].controls[c].joinedTitles != nil {
                let sourceLocale = configuration.sourceLocale?.value ?? contents[f].sourceLocale?.value ?? "en"
                splitMismatches[contents[f].controls[c].id.value] = try split(
                    &contents[f].controls[c], defaults: defaults,
                    sourceLocale: sourceLocale)
            }
        }
        // Control ids are unique across every content file checked together.
        var owner: [String: (file: Int, control: Int)] = [:]
        for (f, content) in contents.enumerated() {
            for (c, control) in content.controls.enumerated() {
                if let first = owner[control.id.value] {
                    let other = contents[first.file].controls[first.control].id.location
                    throw ModelError(
                        control.id.location, "duplicate control id '\(control.id.value)' (also at \(other))")
                }
                owner[control.id.value] = (f, c)
            }
        }
        var mismatches: [String: [CountMismatch]] = [:]
        var extraLocales: [Int: Set<String>] = [:]
        for translation in translations {
            let locale = translation.locale.value
            for entry in translation.entries {
                guard let (f, c) = owner[entry.controlID.value] else {
                    var message = "translation for unknown control '\(entry.controlID.value)'"
                    if let suggestion = closest(entry.controlID.value, in: Array(owner.keys)) {
                        message += " (did you mean '\(suggestion)'?)"
                    }
                    throw ModelError(entry.controlID.location, message)
                }
                extraLocales[f, default: []].insert(locale)
                var control = contents[f].controls[c]
                let lists = [
                    (entry.titles, entry.titlesLocation, entry.titlesPointer, false, "titles"),
                    (
                        entry.accessibilityLabels, entry.labelsLocation, entry.labelsPointer, true,
                        "accessibility labels"
                    ),
                ]
                for case let (values?, location?, pointer?, isLabel, what) in lists {
                    try merge(values, into: &control, locale: locale, label: isLabel)
                    if values.count != control.segments.count {
                        mismatches[control.id.value, default: []].append(
                            CountMismatch(
                                locale: locale, expected: control.segments.count, actual: values.count,
                                location: location, pointer: pointer, what: what))
                    }
                }
                contents[f].controls[c] = control
            }
        }
        var result: [ResolvedControl] = []
        for (f, content) in contents.enumerated() {
            let sourceLocale = configuration.sourceLocale?.value ?? content.sourceLocale?.value ?? "en"
            let locales = try locales(of: content, sourceLocale: sourceLocale, extra: extraLocales[f] ?? [])
            let defaults = configuration.defaults.overriding(with: content.defaults)
            for control in content.controls {
                var resolved = try resolve(
                    control, defaults: defaults, sourceLocale: sourceLocale, locales: locales,
                    mismatches: mismatches[control.id.value] ?? [])
                resolved.splitMismatches = splitMismatches[control.id.value] ?? []
                resolved.hasJoinedTitles = control.joinedTitles != nil
                if pseudo { resolved.pseudoLocales = Set(PseudoLocalizer.locales) }
                result.append(resolved)
            }
        }
        return result
    }

    /// Fills a text that refers to a table key with the table's strings: every locale, its
    /// variants and its review state. A string in state `new` is not translated yet: that locale
    /// falls back to the source, as iOS does. A key that is missing is an error unless the text
    /// has a value of its own (a storyboard's Base title, an Android default).
    private func apply(_ tables: LocalizationTables, to text: inout LocalizedText) throws {
        guard let reference = text.reference else { return }
        guard let strings = tables.strings(table: reference.table, key: reference.key) else {
            guard text.entries.isEmpty else { return }
            guard tables.tables[reference.table] != nil else {
                let known = tables.tableNames.map { "'\($0)'" }.joined(separator: ", ")
                throw ModelError(
                    reference.location,
                    "no localization table '\(reference.table)'"
                        + (known.isEmpty
                            ? " (name the String Catalog, .strings or XLIFF files in \"sources\" or on the command line)"
                            : " (tables: \(known))"))
            }
            var message = "no key '\(reference.key)' in table '\(reference.table)'"
            if let file = tables.files[reference.table] { message += " (\(file))" }
            if let suggestion = closest(reference.key, in: Array(tables.tables[reference.table]!.keys)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw ModelError(reference.location, message)
        }
        for (locale, string) in strings {
            if string.state == "untranslatable" { text.isTranslatable = false }
            guard string.state != "new" else { continue }
            if text.entries[locale] == nil || text.entries[locale]?.value.isEmpty == true {
                text.entries[locale] = string.value
            }
            if !string.variants.isEmpty { text.variants[locale] = string.variants }
            if let state = string.state, state == "needs_review" || state == "stale" { text.states[locale] = state }
        }
    }

    /// Splits a control's `titles` at its `titleSeparator` into segments. The source locale's
    /// string decides the segments; a locale whose string splits into another number of parts
    /// (a title holding the separator, such as German "0,5×") keeps no titles and is recorded.
    private func split(_ control: inout ControlSpec, defaults: LayoutSettings, sourceLocale: String) throws
        -> [SplitMismatch]
    {
        guard let joined = control.joinedTitles else { return [] }
        let settings = defaults.overriding(with: control.settings)
        guard let separator = settings.titleSeparator, !separator.value.isEmpty else {
            throw ModelError(
                joined.location,
                "control '\(control.id.value)' gives 'titles' as one string but no 'titleSeparator' to split it at")
        }
        guard let source = joined.entries[sourceLocale] ?? joined.entries[""] else {
            throw ModelError(
                joined.location, "'titles' of '\(control.id.value)' has no '\(sourceLocale)' (source locale) string")
        }
        let count = source.value.components(separatedBy: separator.value).count
        var segments = (0..<count).map { index in
            SegmentSpec(
                index: index, location: joined.location, pointer: joined.pointer, title: nil, image: nil,
                accessibilityLabel: nil, width: nil, enabled: true, suppressions: [])
        }
        var mismatches: [SplitMismatch] = []
        for (locale, text) in joined.entries.sorted(by: { $0.key < $1.key }) {
            let parts = text.value.components(separatedBy: separator.value)
            guard parts.count == count else {
                mismatches.append(
                    SplitMismatch(
                        locale: locale.isEmpty ? sourceLocale : locale, text: text.value, parts: parts,
                        expected: count, separator: separator.value, location: text.location,
                        pointer: text.pointer))
                continue
            }
            for (index, part) in parts.enumerated() {
                var title =
                    segments[index].title ?? LocalizedText(entries: [:], location: text.location, pointer: text.pointer)
                title.entries[locale] = Located(part, at: text.location, pointer: text.pointer)
                segments[index].title = title
            }
        }
        control.segments = segments
        return mismatches
    }

    private func merge(_ values: [Located<String>?], into control: inout ControlSpec, locale: String, label: Bool)
        throws
    {
        for (index, value) in values.enumerated() {
            guard let value, index < control.segments.count else { continue }
            var segment = control.segments[index]
            var text =
                (label ? segment.accessibilityLabel : segment.title)
                ?? LocalizedText(entries: [:], location: value.location, pointer: value.pointer)
            if let existing = text.entries[locale] {
                throw ModelError(
                    value.location,
                    "\(label ? "accessibility label" : "title") of segment \(index) of '\(control.id.value)' for '\(locale)' is also given at \(existing.location)"
                )
            }
            text.entries[locale] = value
            if label { segment.accessibilityLabel = text } else { segment.title = text }
            control.segments[index] = segment
        }
    }

    /// `--locale`, else the configuration's or file's `locales`, else every locale the file uses.
    private func locales(of content: ContentFile, sourceLocale: String, extra: Set<String>) throws -> [String] {
        if let localeFilter {
            return orderedLocales(
                Set(localeFilter), source: sourceLocale, includeSource: localeFilter.contains(sourceLocale))
        }
        if let listed = configuration.locales ?? content.locales {
            return orderedLocales(Set(listed.map(\.value)), source: sourceLocale)
        }
        var found = extra
        for control in content.controls {
            for locale in control.joinedTitles?.entries.keys ?? [:].keys where !locale.isEmpty { found.insert(locale) }
            for segment in control.segments {
                for text in [segment.title, segment.accessibilityLabel].compactMap({ $0 }) {
                    for locale in text.entries.keys where !locale.isEmpty { found.insert(locale) }
                }
            }
        }
        return orderedLocales(found, source: sourceLocale)
    }

    /// The source locale first, then the others sorted, so output order is stable.
    private func orderedLocales(_ locales: Set<String>, source: String, includeSource: Bool = true) -> [String] {
        (includeSource ? [source] : []) + locales.subtracting([source]).sorted()
    }

    private func resolve(
        _ control: ControlSpec, defaults: LayoutSettings, sourceLocale: String, locales: [String],
        mismatches: [CountMismatch]
    ) throws -> ResolvedControl {
        let settings = defaults.overriding(with: control.settings)
        let presetName = StylePreset.Name(rawValue: settings.style?.value ?? "uikit")!
        let preset = StylePreset.named(presetName)
        let geometry = ControlGeometry(
            width: 0, inset: settings.inset?.value ?? preset.inset, divider: settings.divider?.value ?? preset.divider,
            padding: settings.padding?.value ?? preset.padding,
            contentOffsetFirst: settings.contentOffsetFirst?.value ?? 0,
            contentOffsetLast: settings.contentOffsetLast?.value ?? 0)
        var devices: [Device] = []
        if widthOverride == nil && settings.width == nil {
            if let deviceOverride {
                devices = deviceOverride
            } else if let named = settings.devices {
                devices = try named.map { name in
                    guard let device = Device.named(name.value) else {
                        var message = "unknown device '\(name.value)'"
                        if let suggestion = closest(name.value, in: Device.all.map(\.name)) {
                            message += " (did you mean '\(suggestion)'?)"
                        }
                        throw ModelError(name.location, message + "; or give a width in points such as \"375\"")
                    }
                    return device
                }
            } else {
                devices = Device.defaultNames.compactMap(Device.named)
            }
        }
        var fonts: [ControlState: StateFont] = [:]
        for state in ControlState.allCases {
            fonts[state] = try stateFont(state, settings: settings, preset: preset)
        }
        let textCase = TextTransform(rawValue: settings.textCase?.value ?? "none") ?? .none
        // Segment titles written as plain strings belong to the source locale.
        // Segment titles written as plain strings (and Base or default-folder strings) belong to the source locale.
        let segments = control.segments.map { segment -> SegmentSpec in
            var segment = segment
            for keyPath in [\SegmentSpec.title, \SegmentSpec.accessibilityLabel] {
                guard var text = segment[keyPath: keyPath] else { continue }
                if let plain = text.entries.removeValue(forKey: "") {
                    if text.entries[sourceLocale] == nil { text.entries[sourceLocale] = plain }
                    if let variants = text.variants.removeValue(forKey: ""), text.variants[sourceLocale] == nil {
                        text.variants[sourceLocale] = variants
                    }
                }
                // Pseudo-locales from the source title (labels keep the source: they are not drawn).
                if pseudo, keyPath == \SegmentSpec.title, let source = text.entries[sourceLocale] {
                    for locale in PseudoLocalizer.locales {
                        text.entries[locale] = Located(
                            PseudoLocalizer.pseudo(source.value, locale: locale), at: source.location,
                            pointer: source.pointer)
                    }
                }
                // Android's translatable="false": every locale shows the source, on purpose.
                if !text.isTranslatable, let source = text.entries[sourceLocale] {
                    for locale in locales where text.entries[locale] == nil { text.entries[locale] = source }
                }
                segment[keyPath: keyPath] = text
            }
            return segment
        }
        return ResolvedControl(
            id: control.id.value, file: control.file, location: control.id.location, pointer: control.pointer,
            preset: preset, distribution: Distribution(rawValue: settings.distribution?.value ?? "equal")!,
            geometryTemplate: geometry, height: settings.height?.value ?? preset.height, devices: devices,
            explicitWidth: widthOverride ?? settings.width?.value, stateFonts: fonts, textCase: textCase,
            sourceLocale: sourceLocale,
            locales: locales + (pseudo ? PseudoLocalizer.locales.filter { !locales.contains($0) } : []),
            segments: segments, selectedSegment: control.selectedSegment,
            suppressions: Set(control.suppressions.map(\.value)), settings: settings, countMismatches: mismatches)
    }

    /// A state's font: base font, then each state it inherits from (normal → selected →
    /// selected+highlighted), then the preset's weight where nothing names one.
    private func stateFont(_ state: ControlState, settings: LayoutSettings, preset: StylePreset) throws -> StateFont {
        var chain: [ControlState] = [state]
        while let next = chain.last?.fallback { chain.append(next) }
        var font = settings.font
        for link in chain.reversed() {
            if let stateSettings = settings.states[link] { font = font.overriding(with: stateSettings) }
        }
        var size = preset.fontSize
        var weight = FontWeight(
            state == .selected || state == .selectedHighlighted ? preset.selectedWeight : preset.normalWeight)
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
        let request = FontRequest(
            family: font.family?.value ?? defaultFamily, weight: weight,
            fontFile: font.fontFile?.value, fontIndex: font.fontIndex?.value ?? 0)
        return StateFont(request: request, size: size, textStyle: textStyleName)
    }
}
