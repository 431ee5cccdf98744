import SegQAFonts
import SegQAFormatting
import SegQALayout

/// A fit finding measured with a stand-in face whose shortfall is within what such faces
/// differ by (`StandInBand`) is at risk, not certain: a warning marked `uncertain`, saying why.
/// A clear overflow stays what its rule says. Where the real face is installed (or given as a
/// font file), nothing stands in and no verdict changes.
enum StandInVerdict {
    static func apply(to finding: inout Finding, in item: LocalizedControl) {
        guard let needed = finding.needed, let available = finding.available, needed > available,
            let segment = finding.segment, segment < item.segments.count,
            let state = finding.state.flatMap(ControlState.init(rawValue:)),
            let measurement = item.segments[segment].measurements[state]
        else { return }
        let font = item.resolved.stateFonts[state]
        func isRequested(_ face: FaceDescriptor) -> Bool {
            if let file = font.request.fontFile { return face.file == file }
            return face.family.caseInsensitiveCompare(font.request.family) == .orderedSame
        }
        let faces = measurement.runs.map(\.face)
        let foreign = faces.filter { !isRequested($0) }
        let band: Double
        let why: String
        if let intended = font.standsInFor {
            // The family is not here: whatever drew the title stands in for it.
            var families: [String] = []
            for face in faces where !families.contains(face.family) { families.append(face.family) }
            band = StandInBand.band(scripts: measurement.runs.map(\.script))
            why = "measured with \(families.joined(separator: " and ")) standing in for \(intended)"
        } else if let first = foreign.first {
            band = StandInBand.otherScripts
            why = "drawn here partly by \(first.family), where a device uses its own fallback face"
        } else {
            return
        }
        guard needed - available <= band * needed else { return }
        finding.uncertain = true
        if finding.severity == .error { finding.severity = .warning }
        let percent = NumberText.plain(band * 100)
        finding.message +=
            "; \(why), and \(pt(needed - available)) pt short is within the \(percent) % such faces differ by: it may fit on a device"
    }
}
