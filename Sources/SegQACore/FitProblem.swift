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
            fitsFrom: passing.first { $0.controlWidth > widest }?.device)
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
    if problem.devices.count > 1 {
        text += " and \(problem.devices.count - 1) more device\(problem.devices.count == 2 ? "" : "s")"
    }
    if let fitsFrom = problem.fitsFrom { text += " (fits from \(fitsFrom.name))" }
    return text
}
