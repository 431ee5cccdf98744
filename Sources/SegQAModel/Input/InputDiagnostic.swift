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
    /// The locale it concerns (a table that is mostly source text), if one.
    public var locale: String?
    /// The same fact in other locales, each at its own place.
    public var alsoAt: [LocalePlace] = []

    public init(
        rule: String, message: String, location: SourceLocation, pointer: String = "", control: String? = nil,
        segment: Int? = nil, locale: String? = nil
    ) {
        self.locale = locale
        self.rule = rule
        self.message = message
        self.location = location
        self.pointer = pointer
        self.control = control
        self.segment = segment
    }
}

/// A locale's place for a finding reported once for several locales.
public struct LocalePlace: Sendable, Equatable {
    public var locale: String
    public var location: SourceLocation
    public init(locale: String, location: SourceLocation) {
        self.locale = locale
        self.location = location
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
    /// The project files that said what ships, and the targets (or modules) of each that were read.
    public var targets: [ProjectTargets] = []

    public init() {}
}

/// A project file and the targets (Gradle: modules) of it segqa read.
public struct ProjectTargets: Sendable, Equatable {
    public var project: String
    public var targets: [String]
    /// The project adds its modules in code segqa does not run (a Gradle settings script walking
    /// its folders): every folder with a build file and `src/main` was taken as a module.
    public var foundByFolder: Bool

    public init(project: String, targets: [String], foundByFolder: Bool = false) {
        self.project = project
        self.targets = targets
        self.foundByFolder = foundByFolder
    }
}

/// One control found, checked or not: the inventory reports list and `segqa controls` prints,
/// so a user sees what segqa found and why anything was left out.
public struct InventoryEntry: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        /// The text a user of the source language sees (never a key, unless the app shows the key).
        case title(String)
        case image(String)
        /// A title segqa cannot know: the expression and why.
        case unresolved(expression: String, reason: String)
    }

    public var id: String
    public var file: String
    public var line: Int
    public var column: Int
    public var foundIn: ControlOrigin
    public var checked: Bool
    /// Why the control is not checked; nil when it is.
    public var reason: String?
    public var segments: [Segment]
    /// The layout model a checked control is drawn with (`uikit`, `material-tabs-scrollable`, …).
    public var style: String?

    public init(
        id: String, file: String, line: Int, column: Int, foundIn: ControlOrigin, checked: Bool, reason: String?,
        segments: [Segment]
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.column = column
        self.foundIn = foundIn
        self.checked = checked
        self.reason = reason
        self.segments = segments
    }
}
