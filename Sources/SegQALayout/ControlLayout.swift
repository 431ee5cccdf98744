import SegQAUnicode

/// A title as the layout sees it in one state: the text shown, its grapheme boundaries (UTF-16
/// offsets, from ICU) and its full width in that state's font, in points; for a control whose
/// titles wrap, also its line break opportunities (ICU) and its line height in points.
public struct TitleMetrics: Sendable {
    public var text: String
    public var boundaries: [Int]
    public var width: Double
    public var lineBreaks: [LineBreak]
    public var lineHeight: Double
    /// The same for two states whose titles are the same shaping of the same text in the same
    /// font (the measurer's object); nil when unknown. Such states are fitted once.
    public var shaping: ObjectIdentifier?

    public init(
        text: String, boundaries: [Int], width: Double, lineBreaks: [LineBreak] = [], lineHeight: Double = 0,
        shaping: ObjectIdentifier? = nil
    ) {
        self.text = text
        self.boundaries = boundaries
        self.width = width
        self.lineBreaks = lineBreaks
        self.lineHeight = lineHeight
        self.shaping = shaping
    }
}

/// One segment as the layout sees it.
public struct SegmentContent: Sendable {
    /// A fixed width (`setWidth(_:forSegmentAt:)`); nil or 0 is automatic.
    public var fixedWidth: Double?
    /// The image's width, for a segment without a title.
    public var imageWidth: Double
    /// The title in each state the control draws; empty for an image segment.
    public var titles: [ControlState: TitleMetrics]

    public init(fixedWidth: Double?, imageWidth: Double, titles: [ControlState: TitleMetrics]) {
        self.fixedWidth = fixedWidth
        self.imageWidth = imageWidth
        self.titles = titles
    }

    /// What apportioning by content counts: the title in `state`'s font, else the image.
    func contentWidth(_ state: ControlState) -> Double { titles[state]?.width ?? imageWidth }
}

/// Whether a segment's title fits its slot in one state on one device, and what it shows.
public struct SegmentFit: Sendable {
    public var segment: Int
    public var state: ControlState
    public var slotWidth: Double
    /// Room for the title: slot − 2 × padding (− what a content offset moves past the edge, at the ends).
    public var available: Double
    /// The title's width in this state's font.
    public var needed: Double
    /// What the user sees; wrapped lines joined by "\n" (quote `lines` in messages).
    public var visible: String
    public var isTruncated: Bool
    /// Width of the visible text (its widest line).
    public var visibleWidth: Double
    /// The lines shown, top to bottom (one unless the control's titles wrap).
    public var lines: [String]
    /// The lines the control's height lets a title take, and the lines this one would take.
    public var linesAllowed: Int
    public var linesNeeded: Int
    /// The title's line height in points (0 unless the control's titles wrap).
    public var lineHeight: Double
    /// Its lines are more than the height holds and are not cut: they spill out of the segment
    /// (`ControlGeometry.overflowsHeight`). `isTruncated` holds too: the title does not fit.
    public var overflows = false

    /// Whether the title wraps onto more than one line.
    public var isWrapped: Bool { lines.count > 1 || linesNeeded > 1 }
}

/// The widths of a control's segments, with nothing selected and with each segment selected:
/// when widths are apportioned by content, the selected segment's heavier title widens it.
public struct SegmentWidths: Sendable, Equatable {
    /// Every segment in its normal state (no selection).
    public var normal: [Double]
    /// `bySelection[s]`: the widths while segment `s` is selected.
    public var bySelection: [[Double]]

    public init(
        _ distribution: Distribution, geometry: ControlGeometry, normalContent: [Double],
        selectedContent: [Double], fixedWidths: [Double?]
    ) {
        normal = SegmentLayout.widths(
            distribution, geometry: geometry, contentWidths: normalContent, fixedWidths: fixedWidths)
        let count = normalContent.count
        bySelection = (0..<count).map { [normal] selected in
            distribution == .equal
                ? normal
                : SegmentLayout.widths(
                    distribution, geometry: geometry,
                    contentWidths: (0..<count).map { $0 == selected ? selectedContent[$0] : normalContent[$0] },
                    fixedWidths: fixedWidths)
        }
    }

    /// The widths of `segments`: apportioned by each one's normal content, and the selected
    /// segment's by its selected content.
    public init(_ distribution: Distribution, geometry: ControlGeometry, segments: [SegmentContent]) {
        self.init(
            distribution, geometry: geometry, normalContent: segments.map { $0.contentWidth(.normal) },
            selectedContent: segments.map { $0.contentWidth(.selected) }, fixedWidths: segments.map(\.fixedWidth))
    }

    /// The slot a segment's title must fit in a state. Selected states: its width while it is
    /// selected. The others: the narrowest it gets while another segment is selected (a control
    /// always has a selection once tapped, so "nothing selected" is not a width users keep).
    public func slot(_ segment: Int, selected: Bool) -> Double {
        if selected { return bySelection[segment][segment] }
        var narrowest: Double?
        for other in bySelection.indices where other != segment {
            narrowest = min(narrowest ?? .infinity, bySelection[other][segment])
        }
        return narrowest ?? normal[segment]
    }

    /// The narrowest a segment is in any selection, or with none (touch targets, images).
    public func narrowest(_ segment: Int) -> Double {
        bySelection.reduce(normal[segment]) { min($0, $1[segment]) }
    }

    /// The widths drawn with `selected` selected (nil: nothing selected).
    public func drawn(selected: Int?) -> [Double] { selected.map { bySelection[$0] } ?? normal }
}

/// A control laid out at one width: its segment widths and, for every titled segment, how its
/// title fares in every state.
public struct ControlLayout: Sendable {
    public var device: Device
    public var controlWidth: Double
    public var widths: SegmentWidths
    /// Fits by segment, then by state.
    public var fits: [[ControlState: SegmentFit]]

    public var normalWidths: [Double] { widths.normal }
    public var widthsBySelection: [[Double]] { widths.bySelection }

    public func fit(_ segment: Int, _ state: ControlState) -> SegmentFit? { fits[segment][state] }

    /// Lays a control out on every target, narrowest first (equal widths keep their order): the
    /// order rules report in (the narrowest failing device) and drawings show.
    /// - `measure`: the width in points of a text in a state's font (truncation's candidates).
    /// The width a content-sized control takes: each segment at its natural width (its widest
    /// state's content + 2 × padding, or its fixed width) — with equal distribution every segment
    /// as wide as the widest — plus the dividers and both insets.
    public static func naturalWidth(
        _ segments: [SegmentContent], distribution: Distribution, geometry: ControlGeometry
    ) -> Double {
        let natural = segments.map { segment in
            segment.fixedWidth.flatMap { $0 > 0 ? $0 : nil }
                ?? max(segment.contentWidth(.normal), segment.contentWidth(.selected)) + 2 * geometry.padding
        }
        let segmentsWidth =
            distribution == .equal ? Double(natural.count) * (natural.max() ?? 0) : natural.reduce(0, +)
        return segmentsWidth + Double(max(segments.count - 1, 0)) * geometry.divider + 2 * geometry.inset
    }

    public static func layOut(
        _ segments: [SegmentContent], distribution: Distribution, geometry: ControlGeometry,
        states: [ControlState], on targets: [(device: Device, width: Double)],
        measure: (String, ControlState) throws -> Double
    ) rethrows -> [ControlLayout] {
        try narrowestFirst(targets, width: \.width).map { target in
            var geometry = geometry
            geometry.width = target.width
            let widths = SegmentWidths(distribution, geometry: geometry, segments: segments)
            let fits = try segments.indices.map { index in
                var perState: [ControlState: SegmentFit] = [:]
                for state in states {
                    guard let title = segments[index].titles[state] else { continue }
                    let slot = widths.slot(index, selected: state.isSelected)
                    // A state drawn in the same font and slot as one already fitted fares the same
                    // (highlighted as normal, usually): its truncation is not searched again.
                    if let shaping = title.shaping,
                        let same = perState.values.first(where: {
                            $0.slotWidth == slot && $0.needed == title.width && $0.lineHeight == title.lineHeight
                                && segments[index].titles[$0.state]?.shaping == shaping
                        })
                    {
                        var copy = same
                        copy.state = state
                        perState[state] = copy
                        continue
                    }
                    perState[state] = try fit(
                        title, segment: index, count: segments.count, state: state, slot: slot, geometry: geometry
                    ) { try measure($0, state) }
                }
                return perState
            }
            return ControlLayout(device: target.device, controlWidth: target.width, widths: widths, fits: fits)
        }
    }

    /// How one title fares in a slot: its room (the slot less the paddings and content offsets),
    /// and what it shows: cut at a grapheme boundary as the control's truncation mode cuts when it
    /// does not fit, or wrapped onto the lines its height holds. The one place a title meets its
    /// slot: the engine's fits and the drawings both come from here.
    public static func fit(
        _ title: TitleMetrics, segment: Int, count: Int, state: ControlState, slot: Double, geometry: ControlGeometry,
        measure: (String) throws -> Double
    ) rethrows -> SegmentFit {
        let available = geometry.titleSpace(segmentWidth: slot, index: segment, count: count)
        let linesAllowed = geometry.linesAllowed(lineHeight: title.lineHeight)
        let shown: TruncationResult
        switch geometry.truncation {
        case .tail:
            shown = try Truncation.truncate(
                title.text, boundaries: title.boundaries, fullWidth: title.width, available: available, width: measure)
        case .middle:
            shown = try Truncation.truncateMiddle(
                title.text, boundaries: title.boundaries, fullWidth: title.width, available: available, width: measure)
        case .wrap:
            // A label that needs a second line may be set smaller first (Material tabs: 12 sp, not 14).
            let scale = title.width > available + 0.005 ? geometry.wrappedScale ?? 1 : 1
            // A title that overflows the height is shown whole, every line (the row clips it).
            shown = try Wrapping.wrap(
                title.text, boundaries: title.boundaries, breaks: title.lineBreaks, fullWidth: title.width * scale,
                available: available, maxLines: geometry.overflowsHeight ? .max : linesAllowed,
                width: { try measure($0) * scale })
        }
        let overflows = geometry.overflowsHeight && shown.linesNeeded > linesAllowed
        var fit = SegmentFit(
            segment: segment, state: state, slotWidth: slot, available: available, needed: title.width,
            visible: shown.visible, isTruncated: shown.isTruncated || overflows, visibleWidth: shown.visibleWidth,
            lines: shown.lines,
            linesAllowed: linesAllowed, linesNeeded: shown.linesNeeded, lineHeight: title.lineHeight)
        fit.overflows = overflows
        return fit
    }

    /// `items` from the narrowest to the widest; equal widths keep their order.
    public static func narrowestFirst<T>(_ items: [T], width: (T) -> Double) -> [T] {
        items.enumerated().sorted { (width($0.element), $0.offset) < (width($1.element), $1.offset) }.map(\.element)
    }
}
