import Foundation
import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// What a check produced: the findings, and the facts reports state about the run.
public struct CheckResult: Sendable {
    public var findings: [Finding]
    /// Findings the baseline accepted (not in `findings`).
    public var baselined: Int
    public var files: [String]
    public var controls: Int
    public var locales: [String]
    /// Every face that drew a title, in first-use order.
    public var faces: [FaceDescriptor]
    /// Every control in every locale, laid out (kept for reports that draw them).
    public var localized: [LocalizedControl]
    /// For each control, in input order: the locales (not its source) whose users see only the
    /// source's text, since none of its titles or labels is translated for them.
    public var showingSourceText: [[String]] = []
}

/// Runs the rules over every control × locale: resolve titles, measure, lay out, check.
public struct Engine: Sendable {
    public var rules: [any Rule]
    public var configuration: Configuration
    /// Findings another finding already reports (a title in a table reported as mostly
    /// untranslated): left out before findings are grouped across locales, so a grouped finding
    /// never stands for a locale that is reported elsewhere.
    public var isCovered: (@Sendable (Finding) -> Bool)?
    /// Each configured rule's checked options.
    let contexts: [String: RuleContext]
    /// What running a rule needs of its description and settings, read once: a rule's description
    /// is a large value, and copying it for every rule of every control in every locale showed.
    let prepared: [PreparedRule]

    struct PreparedRule: Sendable {
        var rule: any Rule
        var id: String
        var isFit: Bool
        var severity: Severity?
        var context: RuleContext
    }

    public init(rules: [any Rule], configuration: Configuration) throws {
        // A rule named in segqa.json must exist: a typo must not silently keep a rule on.
        let ids = rules.map(\.id)
        for (id, setting) in configuration.rules where !ids.contains(id) {
            var message = "unknown rule '\(id)' in segqa.json"
            if let suggestion = closest(id, in: ids) { message += " (did you mean '\(suggestion)'?)" }
            throw ModelError(setting.id.location, message)
        }
        // Every option must be one the rule declares, of its type: a typo ("minimun") must not be ignored.
        for rule in rules {
            for (name, option) in configuration.rules[rule.id]?.options ?? [:] {
                let specs = rule.description.options
                guard let spec = specs.first(where: { $0.name == name }) else {
                    var message = "unknown option '\(name)' for rule '\(rule.id)' in segqa.json"
                    if let suggestion = closest(name, in: specs.map(\.name)) {
                        message += " (did you mean '\(suggestion)'?)"
                    } else {
                        message +=
                            specs.isEmpty
                            ? " (it has no options)" : " (options: \(specs.map(\.name).joined(separator: ", ")))"
                    }
                    throw ModelError(option.keyLocation, message)
                }
                if let problem = spec.validate(option.value) {
                    throw ModelError(option.location, "option '\(name)' of rule '\(rule.id)' \(problem)")
                }
            }
        }
        self.rules = rules.filter { configuration.rules[$0.id]?.enabled ?? true }
        self.configuration = configuration
        let contexts = configuration.rules.mapValues { RuleContext(options: $0.options.mapValues(\.value)) }
        self.contexts = contexts
        prepared = self.rules.map { rule in
            let description = rule.description
            return PreparedRule(
                rule: rule, id: description.id, isFit: description.kind == .fit,
                severity: configuration.rules[description.id]?.severity,
                context: contexts[description.id] ?? RuleContext())
        }
    }

    /// Checks resolved controls with one measurer.
    public func check(_ controls: [ResolvedControl], measurer: any TextMeasuring, keepLayouts: Bool = false) throws
        -> CheckResult
    {
        try check(controls, measurers: [measurer], keepLayouts: keepLayouts)
    }

    /// Checks resolved controls on as many threads as there are measurers (one per worker: their
    /// FreeType and HarfBuzz objects are not thread-safe). Workers take controls in turn; the
    /// results are put back in control order, so the output is the same for any number of them.
    /// `progress` is called (from any thread) with the number of controls done.
    public func check(
        _ controls: [ResolvedControl], measurers: [any TextMeasuring], keepLayouts: Bool = false,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> CheckResult {
        precondition(!measurers.isEmpty, "at least one measurer")
        let done = Counter()
        let outcomes = try concurrentMap(controls.count, workers: measurers.count) { index, worker in
            let outcome = try check(controls[index], measurer: measurers[worker], keepLayouts: keepLayouts)
            progress?(done.increment())
            return outcome
        }
        var findings: [Finding] = []
        var faces: [FaceDescriptor] = []
        var seenFaces = Set<FaceDescriptor>()
        var localized: [LocalizedControl] = []
        var showingSourceText: [[String]] = []
        for outcome in outcomes {
            showingSourceText.append(outcome.showingSourceText)
            findings += outcome.findings
            for face in outcome.faces where seenFaces.insert(face).inserted { faces.append(face) }
            localized += outcome.localized
        }
        let files = Array(Set(controls.map(\.file))).sorted()
        // Source locales first (in control order), then the others sorted: reports list the
        // language the titles were written in before their translations.
        var locales: [String] = []
        for control in controls
        where control.locales.contains(control.sourceLocale) && !locales.contains(control.sourceLocale) {
            locales.append(control.sourceLocale)
        }
        locales += Set(controls.flatMap(\.locales)).subtracting(locales).sorted()
        return CheckResult(
            findings: findings.sortedDeterministically(), baselined: 0, files: files, controls: controls.count,
            locales: locales, faces: faces, localized: localized, showingSourceText: showingSourceText)
    }

    /// One control in all its locales: findings, faces in first-use order, and the layouts if kept.
    struct ControlOutcome {
        var findings: [Finding] = []
        var faces: [FaceDescriptor] = []
        var localized: [LocalizedControl] = []
        var showingSourceText: [String] = []
    }

    func check(_ control: ResolvedControl, measurer: any TextMeasuring, keepLayouts: Bool) throws -> ControlOutcome {
        var outcome = ControlOutcome()
        var seenFaces = Set<FaceDescriptor>()
        let source = try localize(control, locale: control.sourceLocale, source: nil, measurer: measurer)
        var sharing = FallbackSharing()
        for locale in control.locales {
            let item =
                locale == control.sourceLocale
                ? source : try localize(control, locale: locale, source: source, measurer: measurer)
            sharing.add(check(item), showsSourceText: item.showsSourceText, locale: locale)
            if item.showsSourceText && !item.isSourceLocale { outcome.showingSourceText.append(locale) }
            for segment in item.segments {
                for state in ControlState.allCases {
                    for face in segment.measurements[state]?.shaped.faces ?? [] where seenFaces.insert(face).inserted {
                        outcome.faces.append(face)
                    }
                }
            }
            if keepLayouts { outcome.localized.append(item) }
        }
        // Sorted here, on the worker: the merged list is then runs already in order, which the
        // final sort (a merge of runs) passes over in linear time instead of sorting alone.
        outcome.findings = LocaleGrouping.group(
            sharing.findings(sourceLocale: control.sourceLocale).filter { !(isCovered?($0) ?? false) },
            localeOrder: control.locales,
            sourceLocale: control.sourceLocale
        ).sortedDeterministically()
        // Only what a report may draw is kept: most of a large check's memory otherwise.
        outcome.localized = outcome.localized.compactMap { $0.keptForDrawing(given: outcome.findings) }
        return outcome
    }

    /// Findings of the input rules from what reading the project found: only for rules that run,
    /// at their configured severity.
    public func findings(for diagnostics: [InputDiagnostic]) -> [Finding] {
        diagnostics.compactMap { diagnostic in
            guard let rule = rules.first(where: { $0.id == diagnostic.rule }) else { return nil }
            var finding = Finding(
                rule: rule.id, severity: configuration.rules[rule.id]?.severity ?? rule.description.severity,
                message: diagnostic.message, location: diagnostic.location, pointer: diagnostic.pointer,
                control: diagnostic.control ?? "", segment: diagnostic.segment)
            if let segment = diagnostic.segment { finding.segment = segment }
            finding.locale = diagnostic.locale
            if !diagnostic.alsoAt.isEmpty {
                finding.alsoAt = diagnostic.alsoAt
                finding.properties.append(("alsoIn", diagnostic.alsoAt.map(\.locale).joined(separator: ", ")))
            }
            return finding
        }.sortedDeterministically()
    }

    /// Runs every rule over one localized control; applies severities and suppressions.
    public func check(_ item: LocalizedControl) -> [Finding] {
        // Messages measure an Android control in dp and sp.
        MeasureWords.$android.withValue(item.resolved.platform == .android) { checkInItsWords(item) }
    }

    private func checkInItsWords(_ item: LocalizedControl) -> [Finding] {
        var result: [Finding] = []
        // Pseudo-locales are generated text: only whether it fits means anything.
        let pseudo = item.resolved.pseudoLocales.contains(item.locale)
        for prepared in prepared where !pseudo || prepared.isFit {
            for var finding in prepared.rule.check(item, context: prepared.context)
            where !item.resolved.isSuppressed(finding.rule, segment: finding.segment) {
                if let severity = prepared.severity { finding.severity = severity }
                finding.controlIdentity = item.resolved.identity
                if prepared.isFit { StandInVerdict.apply(to: &finding, in: item) }
                result.append(finding)
            }
        }
        return result
    }

    // MARK: - Localizing and laying out

    public func localize(
        _ control: ResolvedControl, locale: String, source: LocalizedControl?,
        measurer: any TextMeasuring
    ) throws -> LocalizedControl {
        var control = control
        // A custom control splits what it is given: a translation that splits into another
        // number of parts gets that many buttons, and that is what is laid out and drawn.
        if let mismatch = control.splitMismatches.first(where: { $0.locale == locale }) {
            control.segments = mismatch.parts.enumerated().map { index, part in
                let title = Located(part, at: mismatch.location, pointer: mismatch.pointer)
                return SegmentSpec(
                    index: index, location: mismatch.location, pointer: mismatch.pointer,
                    title: LocalizedText(
                        entries: [locale: title], location: mismatch.location, pointer: mismatch.pointer),
                    image: nil, accessibilityLabel: nil, width: nil, enabled: true, suppressions: [])
            }
        }
        var segments: [LocalizedSegment] = []
        let chain = [locale] + LocaleInfo.parents(of: locale)
        // Android 7 and later, after the locale and its parents, take another region of the same
        // language before the default resources: a 'bn' user gets values-bn-rIN's string where
        // values-bn lacks it (Android's "Language and locale resolution").
        func lookup(_ text: LocalizedText) -> [String] {
            guard control.platform == .android else { return chain + [control.sourceLocale] }
            let language = LocaleInfo.language(locale)
            let regions = text.entries.keys.filter {
                $0 != control.sourceLocale && LocaleInfo.language($0) == language && !chain.contains($0)
            }.sorted()
            return chain + regions + [control.sourceLocale]
        }
        for spec in control.segments {
            var title: LocalizedTitle?
            if let text = spec.title, case let lookup = lookup(text),
                let found = lookup.first(where: { text[$0] != nil }),
                var chosen = text[found]
            {
                let own = found == locale
                // Plural and device variants: lay out the widest, in the normal state's font.
                var variant: String?
                if let variants = text.variants[found], variants.count > 1 {
                    let font = control.stateFonts[.normal]
                    var widest = -1.0
                    for candidate in variants {
                        let shown = try CaseMapping.apply(
                            control.textCase, to: Placeholders.formatted(candidate.value.value), locale: locale)
                        let width = try measurer.measure(shown, font: font.request, size: font.size, locale: locale)
                            .width
                        if width > widest { (widest, chosen, variant) = (width, candidate.value, candidate.name) }
                    }
                }
                // Measured as displayed: formatted, then in the control's text case.
                let shown = try CaseMapping.apply(
                    control.textCase, to: Placeholders.formatted(chosen.value), locale: locale)
                title = LocalizedTitle(
                    text: chosen.value, shown: shown, location: chosen.location, pointer: chosen.pointer,
                    isFallback: !own, inheritedFrom: inherited(found, locale: locale, lookup: lookup), variant: variant,
                    reviewState: own ? text.states[locale].flatMap(ReviewState.init) : nil)
                title?.isConfirmed = own && text.confirmedLocales.contains(found)
                title?.isOneOfSeveral = (text.variants[found]?.count ?? 0) > 1
            }
            var label: LocalizedLabel?
            if let text = spec.accessibilityLabel, case let lookup = lookup(text),
                let found = lookup.first(where: { text[$0] != nil }), let chosen = text[found]
            {
                label = LocalizedLabel(
                    text: chosen.value, location: chosen.location, pointer: chosen.pointer, isFallback: found != locale,
                    inheritedFrom: inherited(found, locale: locale, lookup: lookup))
            }
            var measurements: [ControlState: TextMeasurement] = [:]
            if let title {
                // States usually share fonts (highlighted and pressed-selected draw in the normal
                // state's): each font is measured once.
                var measured: [(font: StateFont, measurement: TextMeasurement)] = []
                for state in ControlState.allCases {
                    let font = control.stateFonts[state]
                    if let same = measured.first(where: { $0.font.request == font.request && $0.font.size == font.size }
                    ) {
                        measurements[state] = same.measurement
                        continue
                    }
                    let measurement = try measurer.measure(
                        title.shown, font: font.request, size: font.size, locale: locale)
                    measured.append((font, measurement))
                    measurements[state] = measurement
                }
            }
            if var shownTitle = title, let normal = measurements[.normal],
                (try? Normalization.isNFC(shownTitle.shown)) == false,
                let nfc = try? Normalization.nfc(shownTitle.shown)
            {
                let font = control.stateFonts[.normal]
                let composed = try measurer.measure(nfc, font: font.request, size: font.size, locale: locale)
                shownTitle.rendersLikeNFC = Self.sameGlyphs(normal.shaped, composed.shaped)
                title = shownTitle
            }
            var segment = LocalizedSegment(
                spec: spec, title: title, accessibilityLabel: label, measurements: measurements)
            if control.geometryTemplate.truncation == .wrap, let title {
                segment.lineBreaks = try LineBreaker(locale: locale).breaks(title.shown)
                segment.lineMetrics = try measurements.mapValues { try measurer.lineMetrics(of: $0.shaped) }
            }
            segments.append(segment)
        }
        let content = segments.map(\.layoutContent)
        let natural = ControlLayout.naturalWidth(
            content, distribution: control.distribution, geometry: control.geometryTemplate)
        let layouts = try ControlLayout.layOut(
            content, distribution: control.distribution, geometry: control.geometryTemplate,
            states: control.states, on: control.targets.map { ($0, control.controlWidth(on: $0, natural: natural)) }
        ) { text, state in
            let font = control.stateFonts[state]
            return try measurer.advance(text, font: font.request, locale: locale) * font.size
        }
        return LocalizedControl(
            resolved: control, locale: locale, segments: segments, sourceSegments: source?.segments ?? segments,
            layouts: layouts, sourceLayouts: source?.layouts ?? layouts,
            countMismatches: control.countMismatches.filter { $0.locale == locale })
    }
}

/// The parent locale a string was found in, when it is neither the locale's own nor the
/// source fallback at the end of the lookup.
extension Engine {
    /// The same faces, glyphs and positions, run by run (clusters aside: they count code units).
    static func sameGlyphs(_ a: ShapedText, _ b: ShapedText) -> Bool {
        guard a.runs.count == b.runs.count else { return false }
        return zip(a.runs, b.runs).allSatisfy { x, y in
            x.face == y.face && x.glyphs.count == y.glyphs.count
                && zip(x.glyphs, y.glyphs).allSatisfy {
                    $0.id == $1.id && $0.xAdvance == $1.xAdvance && $0.xOffset == $1.xOffset && $0.yOffset == $1.yOffset
                }
        }
    }
}

private func inherited(_ found: String, locale: String, lookup: [String]) -> String? {
    found != locale && lookup.dropLast().contains(found) ? found : nil
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
