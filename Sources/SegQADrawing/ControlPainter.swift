import SegQACore
import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAModel
import SegQAUnicode

/// Draws laid-out controls as SVG from the real glyph outlines of the faces that measured them,
/// placed by the shaping result: what a designer sees is exactly what was measured.
///
/// A glyph's id is its face's number and its glyph number (`g2-1043`): the same outline has the
/// same id whichever painter drew it first, so controls are painted on several threads (a painter
/// each) and the report is the same bytes for any number of them. Faces are numbered in the run's
/// first-use order (`CheckResult.faces`); a face outside it (a fallback for "…") by a hash of its file.
public final class ControlPainter {
    private let measurer: Measurer
    private let faceNumbers: [String: Int]
    private var glyphIDs: [GlyphKey: String] = [:]
    private var glyphs: [String: String] = [:]
    private var runs: [String: GlyphRun] = [:]

    private struct GlyphKey: Hashable {
        var file: String
        var index: Int
        var glyph: UInt32
    }

    /// Space around the control (the overflow labels' rows, 11 pt each, are added below it).
    static let margin = 4.0

    /// `faces`: the faces to number first, in order (a check's faces in first-use order).
    public init(measurer: Measurer, faces: [FaceDescriptor] = []) {
        self.measurer = measurer
        var numbers: [String: Int] = [:]
        for face in faces where numbers["\(face.file)#\(face.index)"] == nil {
            numbers["\(face.file)#\(face.index)"] = numbers.count + 1
        }
        faceNumbers = numbers
    }

    /// The outlines used so far, by id.
    public var glyphOutlines: [String: String] { glyphs }
    /// The runs of glyphs drawn so far, by id.
    public var glyphRuns: [String: GlyphRun] { runs }

    // MARK: - Choosing what to draw

    /// The drawings a report shows, for every control with a finding: the rows (locale and device)
    /// that an error or warning points at, and the control in its source locale on its narrowest
    /// device beside them (what the translation is compared with). In each row the control with
    /// its first segment selected — its other titles in the normal state, as most findings are
    /// about — and with each segment selected that a finding about the selected state names.
    /// Rows with notes only, and other states, are not drawn: a report of hundreds of controls
    /// stays small enough to open (`segqa render` draws any of them).
    ///
    /// Painted on one painter per measurer (one per thread): the items are shared out in turn
    /// and put back in order, the outlines merged.
    public static func pictures(for result: CheckResult, findings: [Finding], measurers: [Measurer]) throws
        -> PictureSet
    {
        let failing = Set(findings.map(\.control))
        // A control in a locale ("": the whole control), as the tables below are keyed.
        func key(_ control: String, _ locale: String?) -> String { control + "\u{0}" + (locale ?? "") }
        // Per control and locale (nil: the whole control): the devices and the selected segments
        // findings name, and the larger text sizes (a Dynamic Type finding's state at its size).
        var named: [String: (devices: Set<String>, selected: Set<Int>, sized: Set<SizedState>)] = [:]
        // Per control and locale: segments whose shortfall is uncertain, drawn as such.
        var uncertain: [String: Set<Int>] = [:]
        // And those whose boundaries jump with the selection.
        var jumps: Set<String> = []
        for finding in findings where finding.rule == "selection_width_jump" {
            jumps.insert(key(finding.control, finding.locale))
        }
        for finding in findings where finding.uncertain && finding.needed != nil {
            if let segment = finding.segment {
                uncertain[key(finding.control, finding.locale), default: []].insert(segment)
            }
        }
        for finding in findings where finding.severity >= .warning {
            let place = key(finding.control, finding.locale)
            var entry = named[place] ?? ([], [], [])
            let selectedState = finding.state == "selected" || finding.state == "selectedHighlighted"
            if let size = finding.property("contentSize"), let device = finding.device {
                // The finding's segment in its state: selected, or beside a selected neighbour.
                let segment = finding.segment ?? 0
                entry.sized.insert(
                    SizedState(
                        device: device, selected: selectedState ? segment : (segment == 0 ? 1 : 0), contentSize: size))
            } else {
                if let device = finding.device { entry.devices.insert(device) }
                if let segment = finding.segment, selectedState { entry.selected.insert(segment) }
            }
            named[place] = entry
        }
        let findingsOf = Dictionary(grouping: findings, by: \.control)
        let items = result.localized.filter { failing.contains($0.id) }
        let painters = measurers.map { ControlPainter(measurer: $0, faces: result.faces) }
        let drawn = try concurrentMap(items.count, workers: painters.count) { index, worker in
            let item = items[index]
            guard let primary = item.layouts.first, !item.segments.isEmpty else { return [Picture]() }
            let own = named[key(item.id, item.locale)]
            let whole = item.isSourceLocale ? named[key(item.id, nil)] : nil
            // The source locale is drawn as the reference; another locale only where an error or warning points.
            guard item.isDrawn(given: findingsOf[item.id] ?? []) else { return [] }
            let sized = (own?.sized ?? []).union(whole?.sized ?? [])
            let doubtful = uncertain[key(item.id, item.locale)] ?? []
            let jumping = jumps.contains(key(item.id, item.locale))
            let devices = (own?.devices ?? []).union(whole?.devices ?? []).union(sized.map(\.device))
            let selected = [0] + (own?.selected ?? []).union(whole?.selected ?? []).subtracting([0]).sorted()
            var pictures: [Picture] = []
            for layout in item.layouts
            where layout.device.name == primary.device.name || devices.contains(layout.device.name) {
                for segment in selected where segment < item.segments.count {
                    pictures.append(
                        try painters[worker].paint(
                            item, layout: layout, selected: segment, uncertain: doubtful, showsJump: jumping))
                }
                // Then each larger text size a finding names, smallest first.
                let here = sized.filter { $0.device == layout.device.name }.sorted {
                    ($0.sizeIndex, $0.selected) < ($1.sizeIndex, $1.selected)
                }
                for state in here {
                    let selected = state.selected < item.segments.count ? state.selected : 0
                    pictures.append(
                        try painters[worker].paint(
                            item, layout: layout, selected: selected, contentSize: state.contentSize,
                            uncertain: doubtful))
                }
            }
            return pictures
        }
        var glyphs: [String: String] = [:]
        var runs: [String: GlyphRun] = [:]
        for painter in painters {
            glyphs.merge(painter.glyphs) { mine, _ in mine }
            runs.merge(painter.runs) { mine, _ in mine }
        }
        return PictureSet(pictures: Array(drawn.joined()), glyphs: glyphs, runs: runs)
    }

    /// A drawing at a larger text size a finding asks for.
    private struct SizedState: Hashable {
        var device: String
        var selected: Int
        var contentSize: String
        var sizeIndex: Int { TextStyle.contentSizes.firstIndex(of: contentSize) ?? .max }
    }

    // MARK: - Drawing one control

    /// Draws `control` as laid out on one device, with segment `selected` selected (nil: none),
    /// at Dynamic Type content size `contentSize` ("AX1"; nil: the default size).
    /// `uncertain`: segments whose shortfall is uncertain (measured with a stand-in face).
    /// `showsJump`: mark where the segment boundaries were with nothing selected (selection_width_jump).
    public func paint(
        _ control: LocalizedControl, layout: ControlLayout, selected: Int?, contentSize: String? = nil,
        uncertain: Set<Int> = [], showsJump: Bool = false
    ) throws -> Picture {
        // Labels measure an Android control in dp.
        try MeasureWords.$android.withValue(control.resolved.platform == .android) {
            try paintInItsWords(
                control, layout: layout, selected: selected,
                contentSize: contentSize.flatMap { TextStyle.contentSizes.firstIndex(of: $0) }, uncertain: uncertain,
                showsJump: showsJump)
        }
    }

    private func paintInItsWords(
        _ control: LocalizedControl, layout: ControlLayout, selected: Int?, contentSize: Int?, uncertain: Set<Int>,
        showsJump: Bool
    ) throws -> Picture {
        let spec = control.resolved
        var geometry = spec.geometryTemplate
        geometry.width = layout.controlWidth
        let count = control.segments.count
        // At a larger text size titles scale with their fonts, and widths apportioned by content
        // are apportioned again (as dynamic_type_truncated lays them out); the control's width stays.
        func fontSize(_ state: ControlState) -> Double {
            contentSize.map { spec.stateFonts[state].size(atContentSize: $0) } ?? spec.stateFonts[state].size
        }
        var widths = layout.widths.drawn(selected: selected)
        if contentSize != nil {
            widths = control.segmentWidths(geometry: geometry, size: fontSize).drawn(selected: selected)
        }
        let origins = SegmentLayout.origins(widths: widths, geometry: geometry)
        let height = spec.height
        let style = Palette(spec.preset.name)
        // Right-to-left locales mirror the segment order unless the control forces left-to-right.
        let mirrored = control.isRightToLeft && spec.direction == .automatic
        let m = Self.margin
        // Apportioned widths that move with the selection: the boundaries with nothing selected
        // (dark outline) and with this selection (blue) are marked above the control, in a band of their own.
        let marksJump =
            showsJump && selected != nil && spec.distribution == .proportional && count > 1
            && layout.widths.normal != widths
        let y0 = m + (marksJump ? 8 : 0)
        func left(_ index: Int) -> Double {
            m + (mirrored ? geometry.width - origins[index] - widths[index] : origins[index])
        }

        var body = ""
        var used = Set<String>()
        var usedRuns = Set<String>()
        var annotations = ""
        var annotationRows = 0
        var visibleTitles: [String?] = []
        // Colours the app gives (per state, inherited as UIKit inherits title attributes), else the style's.
        func given(_ state: ControlState, _ pick: (GivenColors) -> Located<String>?) -> String? {
            spec.colors[state].flatMap(pick).map { String($0.value.prefix(7)) }
        }
        body += style.background(
            x: m, y: y0, width: geometry.width, height: height, fill: given(.normal) { $0.background })
        if let selected, selected < count {
            body += style.selection(
                x: left(selected), y: y0, width: widths[selected], height: height, inset: geometry.inset,
                fill: given(.selected) { $0.background })
        }
        // Dividers between neighbours (hidden beside the selected segment, as iOS hides them).
        if geometry.divider > 0 {
            let xs = (1..<max(count, 1)).filter { style.showsDivider(between: $0 - 1, and: $0, selected: selected) }.map
            {
                mirrored ? left($0) + widths[$0] + geometry.divider / 2 : left($0) - geometry.divider / 2
            }
            body += style.dividers(at: xs, y: y0, height: height, width: geometry.divider)
        }
        if marksJump {
            let before = SegmentLayout.origins(widths: layout.widths.normal, geometry: geometry)
            for index in 1..<count {
                // A boundary is the leading edge of segment `index` (its trailing edge when mirrored).
                let was = m + (mirrored ? geometry.width - before[index] : before[index])
                let now = m + (mirrored ? geometry.width - origins[index] : origins[index])
                body += Palette.boundaryTick(x: now, bottom: y0 - 1, colour: "#0066cc")
                body += Palette.boundaryTick(x: was, bottom: y0 - 1, colour: "#3a3a3c", hollow: true)
            }
        }
        for segment in control.segments {
            let index = segment.index
            let state: ControlState = index == selected ? .selected : .normal
            var offset = geometry.contentOffset(index: index, count: count)
            if mirrored { offset = -offset }
            let centre = left(index) + widths[index] / 2 + offset
            let colour =
                segment.spec.enabled
                ? given(state) { $0.title } ?? style.title(selected: index == selected) : Palette.disabled
            guard var title = segment.layoutContent.titles[state] else {
                visibleTitles.append(nil)
                if let image = segment.image {
                    body += Palette.imagePlaceholder(
                        centreX: centre, centreY: y0 + height / 2, image: image, colour: colour)
                }
                continue
            }
            var font = spec.stateFonts[state]
            if contentSize != nil {
                let scale = fontSize(state) / font.size
                font.size *= scale
                title.width *= scale
                title.lineHeight *= scale
            }
            // What this drawing shows: the title in the width this selection gives it.
            let truncation = try ControlLayout.fit(
                title, segment: index, count: count, state: state, slot: widths[index], geometry: geometry
            ) { text in
                try measurer.advance(text, font: font.request, locale: control.locale) * font.size
            }
            visibleTitles.append(truncation.visible)
            let lines = try truncation.lines.map { try measurer.shape($0, font: font.request, locale: control.locale) }
            let blockWidth = (lines.map(\.advance).max() ?? 0) * font.size
            // Centred where the offset moved it, but kept inside the segment: what the move pushes
            // past the edge is the room it lost (ControlGeometry.titleSpace).
            let x = min(max(centre - blockWidth / 2, left(index)), left(index) + widths[index] - blockWidth)
            if lines.count == 1, let shown = lines.first {
                let baseline = try y0 + height / 2 + capHeight(of: shown) * font.size / 2
                body += try glyphs(
                    of: shown, size: font.size, x: x, baseline: baseline, colour: colour, used: &used, runs: &usedRuns)
            } else if let metrics = segment.lineMetrics[state] {
                // Wrapped: the lines' box centred in the segment, each line on its own line height;
                // a SwiftUI Text aligns its lines at the leading edge of that box.
                let lineHeight = metrics.lineHeight * font.size
                let top = y0 + height / 2 - Double(lines.count) * lineHeight / 2
                for (row, shown) in lines.enumerated() {
                    let baseline = top + Double(row) * lineHeight + (metrics.lineGap / 2 + metrics.ascender) * font.size
                    let lineX =
                        shown.paragraphDirection == .rightToLeft ? x + blockWidth - shown.advance * font.size : x
                    body += try glyphs(
                        of: shown, size: font.size, x: lineX, baseline: baseline, colour: colour, used: &used,
                        runs: &usedRuns)
                }
            }
            guard truncation.isTruncated else { continue }
            annotationRows = max(annotationRows, index % 2 + 1)
            if truncation.linesAllowed > 1 {
                // Wrapped past the lines the height holds: the lines missing, not a width.
                let missing = truncation.linesNeeded - truncation.linesAllowed
                annotations += Palette.overflow(
                    centre: centre, needed: truncation.available, available: truncation.available,
                    row: index % 2, top: y0 + height + 3, right: geometry.width + 2 * m,
                    uncertain: uncertain.contains(index), label: "+\(missing) line\(missing == 1 ? "" : "s")")
            } else {
                annotations += Palette.overflow(
                    centre: centre, needed: truncation.needed, available: truncation.available,
                    row: index % 2, top: y0 + height + 3, right: geometry.width + 2 * m,
                    uncertain: uncertain.contains(index))
            }
        }
        let sizeName = contentSize.map { TextStyle.contentSizes[$0] }
        let state =
            (selected.map { "segment \($0) selected" } ?? "nothing selected")
            + (sizeName.map { ", text size \($0) (\(pt(fontSize(.normal))) \(textUnit))" } ?? "")
        let caption = "\(control.id) (\(control.locale)) on \(layout.device.name), \(state)"
        return Picture(
            key: PictureKey(
                control: control.id, locale: control.locale, device: layout.device.name, selected: selected,
                contentSize: sizeName),
            width: geometry.width + 2 * m,
            height: y0 + height + m + (annotationRows == 0 ? 0 : 6 + 11 * Double(annotationRows)),
            body: body + annotations, glyphIDs: used.sorted(), runIDs: usedRuns.sorted(),
            caption: caption, label: state, visibleTitles: visibleTitles)
    }

    /// One `<use>` per run of `text`, left to right in display order, placed at the run's origin
    /// and filled with `colour`;
    /// the run itself (a group scaled to the run's face and size, each glyph a `<use>` at its
    /// offset in font units) is kept once in `runs`. A transform per glyph was most of a report's
    /// bytes and painting time; a run per title, drawn in every state on every device, the most
    /// of what was left.
    private func glyphs(
        of text: ShapedText, size: Double, x: Double, baseline: Double, colour: String, used: inout Set<String>,
        runs usedRuns: inout Set<String>
    ) throws -> String {
        var out = ""
        var pen = x
        for run in text.visualRuns {
            let face = try measurer.face(for: run.face)
            let unitsPerEm = Double(face.unitsPerEm)
            let start = pen
            var uses = ""
            var units = 0.0
            for glyph in run.glyphs {
                defer { units += glyph.xAdvance * unitsPerEm }
                let id = glyphID(face: face, glyph: glyph.id)
                guard !(glyphs[id] ?? "").isEmpty else { continue }  // spaces have no outline
                used.insert(id)
                uses += "<use href=\"#\(id)\" x=\"\(svgNumber(units + glyph.xOffset * unitsPerEm))\""
                if glyph.yOffset != 0 { uses += " y=\"\(svgNumber(-glyph.yOffset * unitsPerEm))\"" }
                uses += "/>"
            }
            pen = start + units / unitsPerEm * size
            guard !uses.isEmpty else { continue }
            let id = runID(GlyphRun(scale: scaleText(size / unitsPerEm), uses: uses))
            usedRuns.insert(id)
            out +=
                "<use href=\"#\(id)\" x=\"\(svgNumber(start))\" y=\"\(svgNumber(baseline))\" fill=\"\(colour)\"/>"
        }
        return out
    }

    /// A run's id is a hash of what it draws (`r` and 64 bits in base 36): the same on every
    /// painter, so runs painted on several threads merge into the same bytes.
    private func runID(_ run: GlyphRun) -> String {
        let id = "r" + String(stableHash(run.scale + "|" + run.uses), radix: 36)
        if runs[id] == nil { runs[id] = run }
        return id
    }

    private func glyphID(face: FontFace, glyph: UInt32) -> String {
        let key = GlyphKey(file: face.file, index: face.index, glyph: glyph)
        if let id = glyphIDs[key] { return id }
        let faceKey = "\(face.file)#\(face.index)"
        let number = faceNumbers[faceKey] ?? 1000 + Int(stableHash(faceKey) % 1_000_000)
        let id = "g\(number)-\(glyph)"
        glyphIDs[key] = id
        glyphs[id] = face.svgPath(glyph: glyph)
        return id
    }

    /// FNV-1a: the same number on every run and platform (Swift's Hasher is seeded per process).
    private func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The cap height (in ems) of the face that draws the first run: the line is centred on it.
    private func capHeight(of text: ShapedText) throws -> Double {
        guard let first = text.runs.first else { return 0.7 }
        return try measurer.face(for: first.face).verticalMetrics.capHeight
    }

    /// Scale factors are tiny (13 / 2048), so they keep six significant decimals.
    private func scaleText(_ value: Double) -> String { NumberText.decimal(value, places: 6) }
}
