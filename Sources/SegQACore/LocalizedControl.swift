import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAUnicode

/// The font one state draws its titles with.
public struct StateFont: Sendable, Equatable {
    public var request: FontRequest
    public var size: Double
    /// The iOS text style it was named by, if any.
    public var textStyle: String?
    /// Where this state's own font is set (its weight, else size, text style or family); nil when
    /// it inherits every part of it.
    public var setting: SettingPlace?
    /// The family a device draws with, when it is not installed here and another face measured
    /// in its place ("SF Pro Text" measured with Inter): fit verdicts near the limit are uncertain.
    public var standsInFor: String? = nil
}

extension StateFont {
    /// The size at Dynamic Type content size `index` (`TextStyle.contentSizes`): UIKit scales a
    /// text-style font (UIFontMetrics for that style, so a refined size scales by the style's
    /// factor); a font made with a size is not scaled by anything.
    public func size(atContentSize index: Int) -> Double {
        guard let name = textStyle, let style = TextStyle.named(name), style.dynamicSizes.indices.contains(index) else {
            return size
        }
        return size * style.dynamicSizes[index] / style.size
    }
}

/// A font for every state: total, so no lookup can come back empty.
public struct StateFonts: Sendable, Equatable {
    private var fonts: [StateFont]

    public init(_ font: (ControlState) throws -> StateFont) rethrows {
        fonts = try ControlState.allCases.map(font)
    }

    public subscript(state: ControlState) -> StateFont {
        get { fonts[state.ordinal] }
        set { fonts[state.ordinal] = newValue }
    }
}

/// A translation state that asks for attention.
public enum ReviewState: String, Sendable {
    case needsReview = "needs_review"
    case stale
}

/// A title as shown in one locale.
public struct LocalizedTitle: Sendable {
    /// The text as written.
    public var text: String
    /// The text as displayed: placeholders formatted (`Placeholders.formatted`), then the
    /// control's text case applied.
    public var shown: String
    public var location: SourceLocation
    public var pointer: String
    /// The locale has no title of its own: a parent locale's is shown (`inheritedFrom`), else
    /// the source locale's, as iOS and Android do.
    public var isFallback: Bool
    /// The parent locale whose title is shown ("en" for en-GB): the platform's regional
    /// fallback, not a missing translation.
    public var inheritedFrom: String? = nil
    /// For strings with plural or device variants: the one laid out (the widest), e.g. "plural other".
    public var variant: String? = nil
    /// The title is the widest of several the app may show (plural forms, device variants, or
    /// code that picks one: `isPro ? a : b`): measured, but not compared with other segments'
    /// titles, which may be shown with another of theirs.
    public var isOneOfSeveral = false
    /// A translation state that asks for attention (`needs_review`, `stale`).
    public var reviewState: ReviewState? = nil
    /// The translator marked this text done (a catalog's `translated`, XLIFF's `final`).
    public var isConfirmed = false
    /// Not in NFC, yet shaped to the same glyphs as its NFC form (HarfBuzz composes "e" + U+0301
    /// to the font's "é"): nothing a user sees differs.
    public var rendersLikeNFC = false

    /// The locale as messages name it, with the variant: "de", "ru, plural few".
    public func tag(_ locale: String) -> String { variant.map { "\(locale), \($0)" } ?? locale }
}

public struct LocalizedLabel: Sendable {
    public var text: String
    public var location: SourceLocation
    public var pointer: String
    /// As `LocalizedTitle.isFallback` and `inheritedFrom`.
    public var isFallback: Bool
    public var inheritedFrom: String? = nil
}

public struct LocalizedSegment: Sendable {
    public var spec: SegmentSpec
    public var title: LocalizedTitle?
    public var accessibilityLabel: LocalizedLabel?
    /// The shown title measured in each state's font.
    public var measurements: [ControlState: TextMeasurement]
    /// For a control whose titles wrap: where the shown title may break (ICU, in its locale) and
    /// its line metrics in each state's font, at 1 pt; empty otherwise.
    public var lineBreaks: [LineBreak] = []
    public var lineMetrics: [ControlState: LineMetrics] = [:]

    public var index: Int { spec.index }
    public var image: ImageSpec? { spec.image }

    /// The segment as the layout sees it: its fixed width, image and title in every state.
    public var layoutContent: SegmentContent {
        var titles: [ControlState: TitleMetrics] = [:]
        if let title {
            for (state, measurement) in measurements {
                titles[state] = TitleMetrics(
                    text: title.shown, boundaries: measurement.shaped.graphemeBoundaries, width: measurement.width,
                    lineBreaks: lineBreaks, lineHeight: (lineMetrics[state]?.lineHeight ?? 0) * measurement.size,
                    shaping: ObjectIdentifier(measurement.shaped))
            }
        }
        return SegmentContent(fixedWidth: spec.width?.value, imageWidth: image?.width ?? 0, titles: titles)
    }
}

/// A mismatch between a translation file's array and the control's segments.
public struct CountMismatch: Sendable {
    public var locale: String
    public var expected: Int
    public var actual: Int
    public var location: SourceLocation
    public var pointer: String
    public var what: String
}

/// A locale whose titles, given as one string, split into a different number of segments.
public struct SplitMismatch: Sendable {
    public var locale: String
    public var text: String
    public var parts: [String]
    public var expected: Int
    public var separator: String
    public var location: SourceLocation
    public var pointer: String
}

/// One control resolved for one locale: titles, labels, fonts, measurements, layouts.
public struct LocalizedControl: Sendable {
    public var resolved: ResolvedControl
    public var locale: String
    public var segments: [LocalizedSegment]
    /// The same control in its source locale (for comparisons such as untranslated titles).
    public var sourceSegments: [LocalizedSegment]
    /// The control laid out on each device, narrowest first (rules report at the narrowest
    /// failing device, drawings show it first).
    public var layouts: [ControlLayout]
    /// The source locale's layouts (for rules that report a problem once, where it starts).
    public var sourceLayouts: [ControlLayout]
    public var countMismatches: [CountMismatch]

    public var id: String { resolved.id }
    public var isSourceLocale: Bool { locale == resolved.sourceLocale }

    /// Whether reports draw this control in this locale, given its control's findings: the
    /// source locale of a control with any finding (what translations are compared with), and
    /// each locale an error or warning points at. The check keeps only these layouts for painting.
    public func isDrawn(given findings: [Finding]) -> Bool {
        guard !findings.isEmpty else { return false }
        return isSourceLocale || findings.contains { $0.severity >= .warning && $0.locale == locale }
    }

    /// This control as a report may draw it, given its control's findings: nil when it is not
    /// drawn (`isDrawn`), else laid out only on its narrowest device and those the findings in
    /// its locale (or about the whole control) name. What the check keeps for painting.
    public func keptForDrawing(given findings: [Finding]) -> LocalizedControl? {
        guard isDrawn(given: findings) else { return nil }
        let named = Set(findings.filter { $0.locale == locale || $0.locale == nil }.compactMap(\.device))
        var kept = self
        kept.layouts = layouts.enumerated().filter { $0.offset == 0 || named.contains($0.element.device.name) }
            .map(\.element)
        return kept
    }
    public var isRightToLeft: Bool { LocaleInfo.isRightToLeft(locale) }

    /// The segments' widths when every state's titles are drawn at `size(state)` points (a
    /// Dynamic Type size): apportioned by content again where the control apportions; images
    /// and fixed widths stay.
    public func segmentWidths(geometry: ControlGeometry, size: (ControlState) -> Double) -> SegmentWidths {
        func content(_ state: ControlState) -> [Double] {
            segments.map { segment in
                segment.measurements[state].map { $0.shaped.advance * size(state) } ?? segment.image?.width ?? 0
            }
        }
        return SegmentWidths(
            resolved.distribution, geometry: geometry, normalContent: content(.normal),
            selectedContent: content(.selected), fixedWidths: segments.map { $0.spec.width?.value })
    }

    /// Every title and label is the source locale's (missing here, or inherited from a parent
    /// that is the source language): the control looks and reads as in the source locale.
    public var showsSourceText: Bool {
        guard !isSourceLocale else { return true }
        func fromSource(_ isFallback: Bool, _ inheritedFrom: String?) -> Bool {
            isFallback && (inheritedFrom == nil || inheritedFrom == resolved.sourceLocale)
        }
        return segments.allSatisfy { segment in
            (segment.title.map { fromSource($0.isFallback, $0.inheritedFrom) } ?? true)
                && (segment.accessibilityLabel.map { fromSource($0.isFallback, $0.inheritedFrom) } ?? true)
        }
    }

    /// Titles written for this locale, or every title in the source locale. A fallback shows the
    /// source's title, whose content problems are reported once, in the source locale.
    public var ownTitles: [(segment: LocalizedSegment, title: LocalizedTitle)] {
        segments.compactMap { segment in
            guard let title = segment.title, !title.isFallback || isSourceLocale else { return nil }
            return (segment, title)
        }
    }

    /// Accessibility labels written for this locale (as `ownTitles`).
    public var ownLabels: [(segment: LocalizedSegment, label: LocalizedLabel)] {
        segments.compactMap { segment in
            guard let label = segment.accessibilityLabel, !label.isFallback || isSourceLocale else { return nil }
            return (segment, label)
        }
    }

    /// Every title and accessibility label written for this locale (as `ownTitles`), for rules
    /// that check any text the user reads or hears; `what` names it in messages.
    public var ownTexts: [(segment: Int, text: String, location: SourceLocation, pointer: String, what: String)] {
        ownTitles.map { ($0.segment.index, $0.title.text, $0.title.location, $0.title.pointer, "title") }
            + ownLabels.map {
                ($0.segment.index, $0.label.text, $0.label.location, $0.label.pointer, "accessibility label")
            }
    }

    /// The source locale's title of a segment.
    public func sourceTitle(_ index: Int) -> LocalizedTitle? {
        index < sourceSegments.count ? sourceSegments[index].title : nil
    }

    /// What VoiceOver announces for a segment: its label, else its title.
    public func announced(_ segment: LocalizedSegment) -> (text: String, location: SourceLocation, pointer: String)? {
        if let label = segment.accessibilityLabel { return (label.text, label.location, label.pointer) }
        if let title = segment.title { return (title.shown, title.location, title.pointer) }
        return nil
    }
}

public enum LocaleInfo {
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    public static func language(_ locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// Where iOS and Android look when a locale has no string, after the locale itself and
    /// before the development language: the locale with its last subtag dropped, in turn
    /// ("sr-Latn-RS" → "sr-Latn" → "sr", "en-GB" → "en"); a Chinese region goes to its script
    /// first ("zh-HK", "zh-TW", "zh-MO" → "zh-Hant"; "zh-CN", "zh-SG" → "zh-Hans").
    public static func parents(of locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var result: [String] = []
        if parts.count == 2, parts[0].lowercased() == "zh", parts[1].count == 2 {
            result.append(["HK", "TW", "MO"].contains(parts[1].uppercased()) ? "zh-Hant" : "zh-Hans")
        }
        while parts.count > 1 {
            parts.removeLast()
            result.append(parts.joined(separator: "-"))
        }
        return result
    }

    public static func isRightToLeft(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(language(locale)) || LocaleDirection.isRightToLeft(locale)
            || locale.lowercased().hasSuffix("-xb") && language(locale) == "ar"
    }
}
