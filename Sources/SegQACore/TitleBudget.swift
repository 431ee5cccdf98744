import SegQALayout

/// How wide one segment's title may be in one locale: the room it has where room is shortest
/// relative to the title, found with the same layout code `segqa check` uses.
public struct TitleBudget: Sendable, Equatable {
    public var segment: Int
    /// The widest the title may be, in points, in `state`'s font on `device`: for a control whose
    /// titles wrap, the room of every line the height holds together.
    public var maxWidth: Double
    /// Today's title in that state's font, in points.
    public var width: Double
    /// The title's width in each state's font at the limit (grown as a whole, so the states keep
    /// today's proportions): what padding to the budget may fill in every state at once.
    public var maxWidths: [ControlState: Double]
    /// Where room binds: the device, the control's width there, the state and its font size.
    public var device: Device
    public var controlWidth: Double
    public var state: ControlState
    public var fontSize: Double
    /// Lines a title may take (1 unless the control's titles wrap).
    public var lines: Int
    /// Whether `segqa check` shows today's title whole in every state on every device.
    public var fits: Bool
}

extension LocalizedControl {
    /// Lines past which a title is taken to have as many as it needs.
    static let unboundedLines = 1_000

    /// The budget of every titled segment, each with the others as they are, in segment order.
    public var budgets: [TitleBudget] { segments.indices.compactMap(budget(segment:)) }

    /// The budget of one segment's title, nil for a segment without one.
    ///
    /// The title is grown or shrunk as a whole (every state's width by the same factor k) while the
    /// other segments stay as they are; the largest k at which it still fits in every state on
    /// every device is found by bisection over the real layout (equal widths, content-apportioned
    /// widths whose own share grows with the title, fixed widths, content-sized controls, content
    /// offsets). maxWidth is k × the title's width in the state and on the device that bind first.
    /// An empty title grows from its states' font sizes, so its states keep their proportions.
    public func budget(segment index: Int) -> TitleBudget? {
        guard index < segments.count, segments[index].title != nil else { return nil }
        return budgets(scaling: [index]).first
    }

    /// Budgets for every title grown together by one factor: what they may all take at once.
    /// With widths apportioned by content each title's room depends on the others', so titles
    /// padded each to its own budget would not fit together; these do (pseudo-localization pads
    /// to them). With equal or fixed widths they are the titles' own budgets.
    public var jointBudgets: [TitleBudget] {
        guard resolved.distribution == .proportional else { return budgets }
        return budgets(scaling: segments.indices.filter { segments[$0].title != nil })
    }

    /// The largest common factor k for the titles of `scaled` that fits every state on every
    /// device, and each title's budget at it.
    func budgets(scaling scaled: [Int]) -> [TitleBudget] {
        let content = segments.map(\.layoutContent)
        guard !scaled.isEmpty, !layouts.isEmpty else { return [] }
        let states = resolved.states
        // What grows: each state's width today, or for an empty title its font size.
        var unit: [Int: [ControlState: Double]] = [:]
        for index in scaled {
            let titles = content[index].titles
            let isEmpty = states.allSatisfy { (titles[$0]?.width ?? 0) <= 0 }
            for state in states where titles[state] != nil {
                unit[index, default: [:]][state] = isEmpty ? resolved.stateFonts[state].size : titles[state]?.width ?? 0
            }
        }
        let geometry = resolved.geometryTemplate
        // Titles that are never cut (labels that wrap as long as they need, tabs that scroll as
        // wide as their labels) have no budget: there is no limit to tell a translator.
        if geometry.linesAllowed(lineHeight: 1) >= Self.unboundedLines
            || (resolved.distribution == .content && geometry.maxSegmentWidth == nil)
        {
            return []
        }

        // Room per segment and state on one device with the titles scaled by k.
        func rooms(_ k: Double, on device: Device) -> (controlWidth: Double, room: [Int: [ControlState: Double]]) {
            var grown = content
            for index in scaled {
                for (state, width) in unit[index] ?? [:] { grown[index].titles[state]?.width = k * width }
            }
            var geometry = geometry
            geometry.width = resolved.controlWidth(
                on: device,
                natural: ControlLayout.naturalWidth(grown, distribution: resolved.distribution, geometry: geometry))
            let widths = SegmentWidths(resolved.distribution, geometry: geometry, segments: grown)
            var room: [Int: [ControlState: Double]] = [:]
            for index in scaled {
                for state in (unit[index] ?? [:]).keys {
                    let slot = widths.slot(index, selected: state.isSelected)
                    let lines = geometry.linesAllowed(lineHeight: content[index].titles[state]?.lineHeight ?? 0)
                    // Wrapped titles may be set smaller (Material tabs: 12 sp): in today's size, more room.
                    let scale = lines > 1 ? geometry.wrappedScale ?? 1 : 1
                    room[index, default: [:]][state] =
                        geometry.titleSpace(segmentWidth: slot, index: index, count: content.count) * Double(lines)
                        / scale
                }
            }
            return (geometry.width, room)
        }
        func fits(_ k: Double, on device: Device) -> Bool {
            let room = rooms(k, on: device).room
            return scaled.allSatisfy { index in
                (unit[index] ?? [:]).allSatisfy { state, width in k * width <= room[index]?[state] ?? 0 }
            }
        }

        var best: (k: Double, device: Device)?
        for layout in layouts {
            let device = layout.device
            var low = 0.0
            var high = 1.0
            // Widen the bracket until the titles no longer fit (a control as wide as its content
            // stops growing at the device's width, so this ends).
            while fits(high, on: device) && high < 1e6 { (low, high) = (high, high * 2) }
            if !fits(low, on: device) { high = 0 }
            for _ in 0..<60 where high - low > 1e-12 * max(high, 1) {
                let middle = (low + high) / 2
                if fits(middle, on: device) { low = middle } else { high = middle }
            }
            if best == nil || low < best!.k { best = (low, device) }
        }
        guard let best else { return [] }
        let limit = rooms(best.k, on: best.device)
        return scaled.map { index in
            let units = unit[index] ?? [:]
            // The state that binds: the least room for its width at the limit.
            let state =
                units.keys.sorted().min { a, b in
                    (limit.room[index]?[a] ?? 0) / max(units[a] ?? 0, 1e-9)
                        < (limit.room[index]?[b] ?? 0) / max(units[b] ?? 0, 1e-9)
                } ?? .normal
            let isEmpty = content[index].titles.values.allSatisfy { $0.width <= 0 }
            let fits = !layouts.contains { layout in states.contains { layout.fit(index, $0)?.isTruncated ?? false } }
            return TitleBudget(
                segment: index, maxWidth: best.k * (units[state] ?? 0),
                width: isEmpty ? 0 : units[state] ?? 0, maxWidths: units.mapValues { best.k * $0 },
                device: best.device, controlWidth: limit.controlWidth, state: state,
                fontSize: resolved.stateFonts[state].size,
                lines: geometry.linesAllowed(lineHeight: content[index].titles[state]?.lineHeight ?? 0), fits: fits)
        }
    }
}
