import Foundation
import SegQAFonts
import SegQALayout
import SegQAModel
import SegQAUnicode

/// The room one localized string has in one locale, over every control that shows it: what a
/// translator needs to know ("at most 78 pt, about 11 characters").
public struct KeyBudget: Sendable {
    /// The table and key, for a title read from a localization table; nil for a title written in
    /// a content file or in code (then `location` is where).
    public var table: String?
    public var key: String?
    public var locale: String
    /// The source locale of the controls that show it (what Android's `values/` holds).
    public var sourceLocale: String
    /// The locale's own text; nil when the locale shows another locale's (a missing translation).
    public var text: String?
    /// The tightest use's budget: the widest the text may be, in `unit`s.
    public var maxWidth: Double
    /// What is shown today at that use, in the same state's font.
    public var width: Double
    /// "pt" (iOS) or "dp" (Android).
    public var unit: String
    /// About how many characters of the locale fit: maxWidth ÷ `meanAdvance`.
    public var maxCharacters: Int
    /// The mean advance of the locale's exemplar characters in the binding state's font, in `unit`s.
    public var meanAdvance: Double
    /// Today's text fits every control that shows it (as `segqa check` finds).
    public var fits: Bool
    /// The tightest use's details: where room binds.
    public var device: String
    public var controlWidth: Double
    public var state: ControlState
    public var fontSize: Double
    public var lines: Int
    /// Where the locale's text is written (or, for a missing translation, the source's).
    public var location: SourceLocation
    /// Every control and segment that shows the string, tightest first.
    public var uses: [Use]

    public struct Use: Sendable, Equatable {
        public var control: String
        public var segment: Int
        public var maxWidth: Double
        public var fits: Bool
    }

    /// The same string: its table and key, or for a literal the place it is written (any locale).
    public var stringIdentity: String {
        if let table, let key { return "k\u{0}\(table)\u{0}\(key)" }
        return "p\u{0}\(location)"
    }

    /// "segment 2 of settings.appearance", one per use, in order; numbered from 0, as `check`
    /// numbers segments.
    public var usesText: String {
        uses.map { "segment \($0.segment) of \($0.control)" }.joined(separator: ", ")
    }
}

/// Budgets of every title of every control, per locale, merged by key.
public enum Budgets {
    /// Lays each control out in every locale (as `segqa check` does, on `measurers.count`
    /// workers) and gathers the budgets by table, key and locale: a key shared by several controls
    /// gets the tightest budget and names them all.
    /// Sorted by table, key, locale (titles without a key after, by place).
    public static func plan(_ controls: [ResolvedControl], engine: Engine, measurers: [any TextMeasuring]) throws
        -> [KeyBudget]
    {
        precondition(!measurers.isEmpty, "at least one measurer")
        let advances = measurers.map { ExemplarAdvances(measurer: $0) }
        let perControl = try concurrentMap(controls.count, workers: measurers.count) { index, worker in
            try budgets(of: controls[index], engine: engine, measurer: measurers[worker], advances: advances[worker])
        }
        var merged: [String: KeyBudget] = [:]
        for budget in perControl.joined() {
            let identity = budget.stringIdentity + "\u{0}" + budget.locale
            guard var existing = merged[identity] else {
                merged[identity] = budget
                continue
            }
            let uses = existing.uses + budget.uses
            if isTighter(budget, than: existing) { existing = budget }
            existing.uses = uses.sorted {
                ($0.maxWidth, $0.control, $0.segment) < ($1.maxWidth, $1.control, $1.segment)
            }
            existing.fits = existing.uses.allSatisfy(\.fits)
            merged[identity] = existing
        }
        return merged.values.sorted { a, b in
            // A key's locales in order; a literal's by the place it is written, then locale.
            (a.key == nil ? 1 : 0, a.table ?? "", a.key ?? "", a.key == nil ? a.location.description : "", a.locale)
                < (
                    b.key == nil ? 1 : 0, b.table ?? "", b.key ?? "", b.key == nil ? b.location.description : "",
                    b.locale
                )
        }
    }

    /// Less room for the text than the other has: the smaller share of today's width (the same
    /// text may be set in different fonts), else the fewer points.
    static func isTighter(_ a: KeyBudget, than b: KeyBudget) -> Bool {
        if a.width > 0 && b.width > 0, a.maxWidth / a.width != b.maxWidth / b.width {
            return a.maxWidth / a.width < b.maxWidth / b.width
        }
        return a.maxWidth < b.maxWidth
    }

    static func budgets(
        of control: ResolvedControl, engine: Engine, measurer: any TextMeasuring, advances: ExemplarAdvances
    ) throws -> [KeyBudget] {
        var result: [KeyBudget] = []
        let source = try engine.localize(control, locale: control.sourceLocale, source: nil, measurer: measurer)
        for locale in control.locales {
            let item =
                locale == control.sourceLocale
                ? source : try engine.localize(control, locale: locale, source: source, measurer: measurer)
            for budget in item.budgets {
                let segment = item.segments[budget.segment]
                guard let title = segment.title else { continue }
                let font = control.stateFonts[budget.state]
                let meanAdvance =
                    try advances.mean(locale: locale, font: font.request, textCase: control.textCase) * font.size
                let spec = segment.spec.title
                result.append(
                    KeyBudget(
                        table: spec?.reference?.table, key: spec?.reference?.key, locale: locale,
                        sourceLocale: control.sourceLocale,
                        text: title.isFallback ? nil : title.text, maxWidth: budget.maxWidth, width: budget.width,
                        unit: control.platform == .android ? "dp" : "pt",
                        maxCharacters: meanAdvance > 0 ? Int((budget.maxWidth / meanAdvance + 1e-9).rounded(.down)) : 0,
                        meanAdvance: meanAdvance, fits: budget.fits, device: budget.device.name,
                        controlWidth: budget.controlWidth, state: budget.state, fontSize: budget.fontSize,
                        lines: budget.lines,
                        location: title.isFallback ? (spec?.location ?? title.location) : title.location,
                        uses: [
                            KeyBudget.Use(
                                control: control.id, segment: budget.segment, maxWidth: budget.maxWidth,
                                fits: budget.fits)
                        ]))
            }
        }
        return result
    }
}

/// The mean advance at 1 pt of a locale's exemplar characters in a font, each measured alone
/// through the font cascade (so a script the face lacks is measured in the face that draws it),
/// cased as the control shows its titles. One per worker: measurers are not shared.
final class ExemplarAdvances: @unchecked Sendable {
    let measurer: any TextMeasuring
    private var cache: [String: Double] = [:]

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    func mean(locale: String, font: FontRequest, textCase: TextTransform) throws -> Double {
        let identity = "\(locale)\u{0}\(font)\u{0}\(textCase.rawValue)"
        if let known = cache[identity] { return known }
        let exemplars = try ExemplarCharacters(locale: locale).characters
        var total = 0.0
        for character in exemplars {
            let shown = try CaseMapping.apply(textCase, to: character, locale: locale)
            total += try measurer.advance(shown, font: font, locale: locale)
        }
        let mean = exemplars.isEmpty ? 0 : total / Double(exemplars.count)
        cache[identity] = mean
        return mean
    }
}
