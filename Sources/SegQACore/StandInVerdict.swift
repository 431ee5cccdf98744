import SegQAFonts
import SegQAFormatting
import SegQALayout
import SegQAUnicode

/// A fit finding measured with a stand-in face whose shortfall is within what such faces
/// differ by (`StandInBand`) is at risk, not certain: a note marked `uncertain`, saying why.
/// A clear overflow stays what its rule says. Where the real face is installed (or given as a
/// font file), nothing stands in and no verdict changes.
public enum StandInVerdict {
    static func apply(to finding: inout Finding, in item: LocalizedControl) {
        guard let needed = finding.needed, let available = finding.available, needed > available,
            let segment = finding.segment, segment < item.segments.count,
            let state = finding.state.flatMap(ControlState.init(rawValue:)),
            let why = uncertainty(needed: needed, available: available, segment: segment, state: state, in: item)
        else { return }
        finding.message += why
        finding.uncertain = true
        // Within what faces differ by: not a problem anyone has seen, a note to look at.
        finding.severity = .note
    }

    /// Whether a cut title may be whole on a device: measured with a stand-in face, and short by
    /// less than such faces differ by. Rules that build on cut titles (too many segments, cut
    /// titles that read alike) weigh it as `apply` weighs the cut itself.
    public static func mayFit(_ fit: SegmentFit, in item: LocalizedControl) -> Bool {
        fit.isTruncated && fit.needed > fit.available && fit.segment < item.segments.count
            && uncertainty(
                needed: fit.needed, available: fit.available, segment: fit.segment, state: fit.state, in: item,
                explained: false) != nil
    }

    /// The clause that says why a shortfall is uncertain, or nil when it is not (`explained`
    /// false: an empty clause, for rules that only ask whether; they ask for every cut title).
    private static func uncertainty(
        needed: Double, available: Double, segment: Int, state: ControlState, in item: LocalizedControl,
        explained: Bool = true
    ) -> String? {
        guard let measurement = item.segments[segment].measurements[state] else { return nil }
        let font = item.resolved.stateFonts[state]
        func isRequested(_ face: FaceDescriptor) -> Bool {
            if let file = font.request.fontFile { return face.file == file }
            return face.family.caseInsensitiveCompare(font.request.family) == .orderedSame
        }
        let faces = measurement.runs.map(\.face)
        let foreign = faces.filter { !isRequested($0) }
        let band: Double
        let why: () -> String
        if let intended = font.standsInFor {
            // The family is not here: whatever drew the title stands in for it.
            band = StandInBand.band(scripts: measurement.runs.map(\.script))
            why = {
                var families: [String] = []
                for face in faces where !families.contains(face.family) { families.append(face.family) }
                return "measured with \(families.joined(separator: " and ")) standing in for \(intended)"
            }
        } else if let first = foreign.first {
            band = StandInBand.otherScripts
            why = { "drawn here partly by \(first.family), where a device uses its own fallback face" }
        } else {
            return nil
        }
        let percent = NumberText.plain(band * 100)
        if let lines = wrappedLines(needed, available, item, segment: segment, state: state, band: band) {
            // Wrapped past the lines the height holds: at risk when narrower glyphs would fit them.
            guard lines.needed <= lines.allowed else { return nil }
            guard explained else { return "" }
            return "; \(why()), and with glyphs \(percent) % narrower, as such faces can be, it takes \(lines.needed) "
                + "line\(lines.needed == 1 ? "" : "s"): it may fit on a device"
        }
        guard needed - available <= band * needed else { return nil }
        guard explained else { return "" }
        return
            "; \(why()), and \(pt(needed - available)) \(lengthUnit) short is within the \(percent) % such faces differ by: it may fit on a device"
    }

    /// For a title that wraps onto more than one line: the lines the height holds at the size the
    /// finding measured (`needed` over the base width gives the Dynamic Type scale), and the lines
    /// the title takes when every glyph is `band` narrower (from the shaped glyphs, not reshaped).
    private static func wrappedLines(
        _ needed: Double, _ available: Double, _ item: LocalizedControl, segment: Int, state: ControlState,
        band: Double
    ) -> (needed: Int, allowed: Int)? {
        let geometry = item.resolved.geometryTemplate
        let localized = item.segments[segment]
        guard geometry.truncation == .wrap, let metrics = localized.lineMetrics[state],
            let measurement = localized.measurements[state], measurement.width > 0
        else { return nil }
        let size = measurement.size * needed / measurement.width
        let allowed = geometry.linesAllowed(lineHeight: metrics.lineHeight * size)
        guard allowed > 1 else { return nil }
        let shaped = measurement.shaped
        let lines = Wrapping.lines(
            utf16Units(of: shaped.text), boundaries: shaped.graphemeBoundaries, breaks: localized.lineBreaks,
            available: available, maxLines: .max
        ) { shaped.advance(in: $0) * size * (1 - band) }
        return (lines.lines.count, allowed)
    }
}
