import SegQAModel

public enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int { Severity.allCases.firstIndex(of: self)! }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem, with where it is and the numbers behind it. Findings are values; they are
/// never thrown. Absent facts are nil (and omitted from every output).
public struct Finding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var pointer: String
    public var control: String
    public var segment: Int?
    public var locale: String?
    public var device: String?
    public var controlWidth: Double?
    public var state: String?
    /// Width the content needs, in points.
    public var needed: Double?
    /// Width the slot offers, in points.
    public var available: Double?
    /// What the user sees (the truncated title).
    public var visible: String?
    /// Every device on which the problem shows (for fit rules), narrowest first.
    public var devices: [String]?
    /// Further numbers or facts, by name, in a fixed order.
    public var properties: [(String, String)]

    public init(rule: String, severity: Severity, message: String, location: SourceLocation, pointer: String,
                control: String, segment: Int? = nil, locale: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.pointer = pointer
        self.control = control
        self.segment = segment
        self.locale = locale
        self.properties = []
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.sortKey == rhs.sortKey && lhs.message == rhs.message && lhs.severity == rhs.severity
    }

    /// Findings sort by place, then by what they are about, so output is deterministic.
    var sortKey: [String] {
        [file, zeroPadded(line), zeroPadded(column), rule, control, segment.map { zeroPadded($0) } ?? "",
         locale ?? "", state ?? "", device ?? "", message]
    }

    /// The identity a baseline keeps: never the line number, so unrelated edits keep it valid.
    public var baselineKey: BaselineKey {
        BaselineKey(rule: rule, control: control, segment: segment, locale: locale, state: state, device: device)
    }
}

private func zeroPadded(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, 9 - text.count)) + text
}

extension Array where Element == Finding {
    public func sortedDeterministically() -> [Finding] { sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) } }
}

public struct BaselineKey: Hashable, Sendable {
    public var rule: String
    public var control: String
    public var segment: Int?
    public var locale: String?
    public var state: String?
    public var device: String?

    public init(rule: String, control: String, segment: Int?, locale: String?, state: String?, device: String?) {
        self.rule = rule
        self.control = control
        self.segment = segment
        self.locale = locale
        self.state = state
        self.device = device
    }
}
