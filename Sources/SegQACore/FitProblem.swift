import SegQAFormatting
import SegQALayout
import SegQAModel

/// A fit problem of one segment in one state, across the devices it shows on.
public struct FitProblem: Sendable {
    /// The narrowest failing device and its fit.
    public var layout: ControlLayout
    public var fit: SegmentFit
    /// Every failing device, narrowest first.
    public var devices: [Device]
    /// The narrowest device on which it fits, if any.
    public var fitsFrom: Device?
    /// The width used and where it came from ("343.0 pt between layout margins").
    public var widthNote: String? = nil
}

extension LocalizedControl {
    /// For a segment and state: the devices where `fails` holds, summarized.
    public func fitProblem(segment: Int, state: ControlState, where fails: (SegmentFit, ControlLayout) -> Bool)
        -> FitProblem?
    {
        let ordered = layouts
        var failing: [(ControlLayout, SegmentFit)] = []
        var passing: [ControlLayout] = []
        for layout in ordered {
            guard let fit = layout.fit(segment, state) else { continue }
            if fails(fit, layout) { failing.append((layout, fit)) } else { passing.append(layout) }
        }
        guard let first = failing.first, let widest = failing.last?.0.controlWidth else { return nil }
        return FitProblem(
            layout: first.0, fit: first.1, devices: failing.map(\.0.device),
            fitsFrom: passing.first { $0.controlWidth > widest }?.device, widthNote: widthNote(first.0))
    }

    /// The width a layout used and where it came from: the device's width less its layout
    /// margins, or what the app's code or storyboard states (its place). A content file's own
    /// width is in the device's name already ("width 300 pt"), and the finding points into that file.
    public func widthNote(_ layout: ControlLayout) -> String? {
        guard let note = widthOnly(layout) else { return resolved.modelNote }
        return resolved.modelNote.map { "\(note); \($0)" } ?? note
    }

    private func widthOnly(_ layout: ControlLayout) -> String? {
        let width = pt(layout.controlWidth)
        let source =
            resolved.widthSetting.map { setting in
                ", " + fileName(setting.location.file) + ":\(setting.location.line)"
            } ?? ""
        if let margin = resolved.margin {
            return "\(width) \(lengthUnit): \(pt(margin)) \(lengthUnit) margins\(source)"
        }
        if resolved.explicitWidth != nil {
            return resolved.origin == .contentFile || source.isEmpty ? nil : String(source.dropFirst(2))
        }
        switch resolved.widthMode {
        case .full?: return "\(width) \(lengthUnit): full width\(source)"
        case .content?: return "\(width) \(lengthUnit): as wide as its segments\(source)"
        case .natural?: return "\(width) \(lengthUnit): its own size, nothing bounds it\(source)"
        case nil: return "\(width) \(lengthUnit) between layout margins"
        }
    }

    /// The last component of a path, without splitting all of it (this runs for every fit finding).
    private func fileName(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// A device as fit messages name it, with the width used: "iPhone 15 (361.0 pt between layout margins)".
    public func onDevice(_ layout: ControlLayout) -> String {
        layout.device.name + (widthNote(layout).map { " (\($0))" } ?? "")
    }
}

extension Finding {
    /// Fills the fit facts (device, width, state, numbers, visible text) from a problem.
    public mutating func describe(_ problem: FitProblem) {
        device = problem.layout.device.name
        controlWidth = problem.layout.controlWidth
        state = problem.fit.state.rawValue
        needed = problem.fit.needed
        available = problem.fit.available
        visible = problem.fit.visible
        devices = problem.devices.map(\.name)
    }
}

/// "on iPhone SE (3rd generation)", "on iPhone SE (3rd generation) and 2 more devices".
public func deviceText(_ problem: FitProblem) -> String {
    var text = "on \(problem.layout.device.name)"
    if let note = problem.widthNote { text += " (\(note))" }
    if problem.devices.count > 1 {
        text += " and \(problem.devices.count - 1) more device\(problem.devices.count == 2 ? "" : "s")"
    }
    if let fitsFrom = problem.fitsFrom { text += " (fits from \(fitsFrom.name))" }
    return text
}

extension SegmentFit {
    /// What the user sees, quoted: 'Benachrich…', or a wrapped title line by line:
    /// 'Mitteilungen' / 'verwal…'.
    public var quotedLines: String { SegQACore.quotedLines(visible) }

    /// What the user sees, for a fit message: "shows 'Mitteilungen' / 'verwal…'", or for lines
    /// that overflow the segment uncut, "its 3 lines overflow the segment …".
    public var shownText: String {
        overflows
            ? "its \(lines.count) lines overflow the segment, centred, the row clipping the first and last: \(quotedLines)"
            : "shows \(quotedLines)"
    }
}

/// A visible text quoted line by line ('Mitteilungen' / 'verwal…'): `Finding.visible` holds a
/// wrapped title's lines joined by line feeds.
public func quotedLines(_ visible: String) -> String {
    visible.split(separator: "\n", omittingEmptySubsequences: false).map { quoted(String($0)) }.joined(separator: " / ")
}

/// Why a title does not fit: "needs 117.0 pt, segment offers 77.5 pt"; for a title that wraps
/// onto more lines than the segment's height holds, "needs 3 lines 76.0 pt wide, the segment's
/// height holds 2 (15.7 pt a line)".
public func demandText(needed: Double, available: Double, linesNeeded: Int, linesAllowed: Int, lineHeight: Double)
    -> String
{
    if linesNeeded > 1 && linesAllowed > 1 {
        return
            "needs \(linesNeeded) lines \(pt(available)) \(lengthUnit) wide, the segment's height holds \(linesAllowed) "
            + "(\(pt(lineHeight)) \(lengthUnit) a line)"
    }
    let widths = pt(needed: needed, available: available)
    return "needs \(widths.needed) \(lengthUnit), segment offers \(widths.available) \(lengthUnit)"
}

extension SegmentFit {
    public var demandText: String {
        SegQACore.demandText(
            needed: needed, available: available, linesNeeded: linesNeeded, linesAllowed: linesAllowed,
            lineHeight: lineHeight)
    }
}
