/// A problem found while reading the inputs rather than checking a control: a file that could
/// not be read while walking a directory, keys a `.strings` file loses, a title set in code that
/// segqa cannot evaluate. The engine turns each into a finding of the rule it names.
public struct InputDiagnostic: Sendable, Equatable {
    public var rule: String
    public var message: String
    public var location: SourceLocation
    public var pointer: String
    /// The control it concerns, if any (a title in code); else the file.
    public var control: String?
    public var segment: Int?

    public init(
        rule: String, message: String, location: SourceLocation, pointer: String = "", control: String? = nil,
        segment: Int? = nil
    ) {
        self.rule = rule
        self.message = message
        self.location = location
        self.pointer = pointer
        self.control = control
        self.segment = segment
    }
}

/// How many controls a run found, and where.
public struct Coverage: Sendable, Equatable {
    public var found: [ControlOrigin: Int] = [:]
    /// Controls not checked because a title could not be evaluated.
    public var unresolvedControls = 0
    public var unresolvedTitles = 0
    /// Files passed over, with why ("a.strings: …").
    public var skipped: [String] = []
    /// Files read (code included), for the summary.
    public var filesRead = 0

    public init() {}
}
