/// How a control shares its width among segments.
public enum Distribution: String, Sendable, CaseIterable {
    /// Every automatic segment gets the same width (UIKit's default).
    case equal
    /// `apportionsSegmentWidthsByContent`: each automatic segment's width is proportional to
    /// its natural width (content + 2 × padding).
    case proportional
    /// A row that scrolls (Material's scrollable tabs, Compose's `ScrollableTabRow`): each segment
    /// its natural width, between the geometry's least and most segment widths, whatever the
    /// control's width.
    case content
}

/// The geometry numbers of one control, after presets and overrides.
public struct ControlGeometry: Sendable, Equatable {
    public var width: Double
    public var inset: Double
    public var divider: Double
    public var padding: Double
    public var contentOffsetFirst: Double
    public var contentOffsetLast: Double
    /// The control's height: what a wrapping title's lines must fit in (less both insets).
    public var height: Double = 0
    /// How a title that does not fit is cut: at its end (UISegmentedControl), in its middle
    /// (a UIButton's label, the default of custom button rows), or wrapped onto more lines.
    public var truncation: TruncationMode = .tail
    /// With `.wrap`: the most lines a title may take (SwiftUI's `lineLimit`); nil: as many as fit.
    public var lineLimit: Int?
    /// With `.wrap`: the text size, relative to the one-line size, of a title that needs more than
    /// one line (a Material tab's label drops from 14 sp to 12 sp); nil: the same size.
    public var wrappedScale: Double?
    /// The narrowest and widest a segment may be (`.content` rows; the widest caps every
    /// distribution: a Material tab is at most 264 dp wide).
    public var minSegmentWidth: Double?
    public var maxSegmentWidth: Double?
    /// With `.wrap`, a title takes as many lines as `lineLimit` allows, whatever the height: the
    /// control grows taller with them (a Compose segmented button's label wraps and the button
    /// takes its height), or they reach past it (a Material tab's label has two lines in 48 dp
    /// even where a script's lines are taller, Burmese's: not one line cut short).
    public var growsWithTitle = false
    /// With `.wrap`: a title's lines are never cut; past the height they spill out of the
    /// segment, centred, and the row clips them (a Compose `Tab`'s `Text` without `maxLines`:
    /// `TabBaselineLayout` measures it at its full height and places it in a 48 dp tab).
    public var overflowsHeight = false

    public init(
        width: Double, inset: Double, divider: Double, padding: Double,
        contentOffsetFirst: Double = 0, contentOffsetLast: Double = 0
    ) {
        self.width = width
        self.inset = inset
        self.divider = divider
        self.padding = padding
        self.contentOffsetFirst = contentOffsetFirst
        self.contentOffsetLast = contentOffsetLast
    }

    /// The width left for segments: W − 2·inset − (n−1)·divider.
    public func segmentSpace(count: Int) -> Double {
        width - 2 * inset - Double(max(count - 1, 0)) * divider
    }

    /// The room a title has in a segment of `width`: both paddings off; then, for the first and
    /// last segment, what a content offset pushes past the segment's edge. UIKit sizes the title's
    /// label in the padded box and then moves it (`setContentPositionAdjustment`), so the move
    /// first uses up the padding on the side it goes to and only the rest is lost, on that side
    /// alone: padding 10 and an offset of 4 lose nothing, an offset of 14 loses 4; with a custom
    /// control's padding 0 every point of the offset is lost.
    public func titleSpace(segmentWidth: Double, index: Int, count: Int) -> Double {
        var space = segmentWidth - 2 * padding
        space -= max(0, abs(contentOffset(index: index, count: count)) - padding)
        return space
    }

    /// The lines a title may take: one unless it wraps; then as many whole lines of `lineHeight`
    /// as the segment's height (the control's less both insets) holds, at most `lineLimit`, and
    /// at least one (a single line too tall for the control is drawn clipped, not hidden).
    public func linesAllowed(lineHeight: Double) -> Int {
        guard truncation == .wrap else { return 1 }
        if growsWithTitle { return lineLimit ?? .max }
        let room = height - 2 * inset
        let fitting = lineHeight > 0 ? Int(((room + 0.005) / lineHeight).rounded(.down)) : Int.max
        return max(1, min(fitting, lineLimit ?? .max))
    }

    /// How far the title of segment `index` is moved (positive: towards the trailing edge).
    public func contentOffset(index: Int, count: Int) -> Double {
        (index == 0 ? contentOffsetFirst : 0) + (index == count - 1 && count > 1 ? contentOffsetLast : 0)
    }
}

public enum SegmentLayout {
    /// Segment widths in points.
    /// - `contentWidths`: each segment's content width (title or image) in the state it is shown in;
    ///   used only by `.proportional`.
    /// - `fixedWidths`: per segment, a width > 0 is honoured as is; 0 or nil is automatic.
    public static func widths(
        _ distribution: Distribution, geometry: ControlGeometry, contentWidths: [Double],
        fixedWidths: [Double?]
    ) -> [Double] {
        let count = contentWidths.count
        guard count > 0 else { return [] }
        let fixed = (0..<count).map { index -> Double? in
            guard index < fixedWidths.count, let width = fixedWidths[index], width > 0 else { return nil }
            return width
        }
        let remaining = geometry.segmentSpace(count: count) - fixed.compactMap { $0 }.reduce(0, +)
        let automatic = fixed.indices.filter { fixed[$0] == nil }
        guard !automatic.isEmpty else { return fixed.compactMap { $0 } }
        let cap = geometry.maxSegmentWidth ?? .infinity
        switch distribution {
        case .equal:
            let each = min(remaining / Double(automatic.count), cap)
            return fixed.map { $0 ?? each }
        case .content:
            let least = geometry.minSegmentWidth ?? 0
            return fixed.indices.map { fixed[$0] ?? min(max(contentWidths[$0] + 2 * geometry.padding, least), cap) }
        case .proportional:
            let natural = contentWidths.map { $0 + 2 * geometry.padding }
            let total = automatic.reduce(0) { $0 + natural[$1] }
            guard total > 0 else { return fixed.map { $0 ?? remaining / Double(automatic.count) } }
            // The space left (or missing) is shared in proportion to natural width.
            return fixed.indices.map { fixed[$0] ?? min(natural[$0] * remaining / total, cap) }
        }
    }

    /// The x position of each segment's left edge, left to right.
    public static func origins(widths: [Double], geometry: ControlGeometry) -> [Double] {
        var x = geometry.inset
        return widths.map { width in
            defer { x += width + geometry.divider }
            return x
        }
    }
}
