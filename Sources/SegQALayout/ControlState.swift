/// The states a segment can be drawn in. Apps set title attributes per state with
/// `setTitleTextAttributes(_:for:)`; `selectedHighlighted` is the selected segment while pressed.
public enum ControlState: String, Sendable, CaseIterable, Comparable {
    case normal, selected, highlighted, selectedHighlighted, disabled

    /// The state's place in `allCases`.
    public var ordinal: Int {
        switch self {
        case .normal: return 0
        case .selected: return 1
        case .highlighted: return 2
        case .selectedHighlighted: return 3
        case .disabled: return 4
        }
    }

    public static func < (lhs: ControlState, rhs: ControlState) -> Bool { lhs.ordinal < rhs.ordinal }

    /// Whether the state shows only on the selected segment.
    public var isSelected: Bool { self == .selected || self == .selectedHighlighted }

    /// The state whose attributes UIKit uses when this one has none of its own. Pressing the
    /// selected segment is [.selected, .highlighted]: without attributes of its own it shows the
    /// highlighted ones, else the normal ones — not the selected ones (UIControl's rule that a
    /// state without a value uses the normal state's; the selected title falls back while pressed).
    public var fallback: ControlState? {
        switch self {
        case .normal: return nil
        case .selected, .highlighted, .disabled: return .normal
        case .selectedHighlighted: return .highlighted
        }
    }
}
