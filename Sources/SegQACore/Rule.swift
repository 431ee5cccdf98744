import SegQAModel

/// What kind of problem a rule finds (groups `segqa rules` and reports).
public enum RuleKind: String, Sendable, CaseIterable {
    case fit, content, bidi, accessibility
}

/// A rule's specification: identity, documentation and examples, from which `segqa rules`
/// prints its documentation and one generic test checks its behaviour.
///
/// An example is a small segqa content document; `↓` before a value marks where a finding must
/// point. Examples lay controls out with the fixed-advance test measurer: every grapheme is
/// 0.5 em wide, 0.6 em at semibold (600) and heavier.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var kind: RuleKind
    public var severity: Severity
    /// One line: why this matters.
    public var rationale: String
    /// A paragraph or two: what exactly triggers, the numbers reported, how to fix.
    public var documentation: String
    public var options: [RuleOptionSpec]
    public var nonTriggeringExamples: [RuleExample]
    public var triggeringExamples: [RuleExample]

    public init(
        id: String, name: String, kind: RuleKind, severity: Severity, rationale: String, documentation: String,
        options: [RuleOptionSpec] = [], nonTriggeringExamples: [RuleExample],
        triggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.severity = severity
        self.rationale = rationale
        self.documentation = documentation
        self.options = options
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }
}

/// An example of a rule: one or more small documents (separated by a line `---`; a first line
/// `// file: NAME` names one, and a `segqa.json` among them configures the run), with `↓` before
/// each value a finding must point at, and the messages its findings must have, in order.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var messages: [String]

    public init(_ text: String, messages: [String] = []) {
        self.text = text
        self.messages = messages
    }

    public init(stringLiteral text: String) { self.init(text) }
}

/// A check over one control in one locale (with its layouts on every device).
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ control: LocalizedControl, context: RuleContext) -> [Finding]
}

extension Rule {
    public var description: RuleDescription { Self.description }
    public var id: String { Self.description.id }

    /// A finding of this rule at its default severity. `locale` defaults to the control's;
    /// pass nil for a problem of the control as a whole.
    public func finding(
        _ message: String, at location: SourceLocation, pointer: String, in control: LocalizedControl,
        segment: Int? = nil, locale: String?? = .none
    ) -> Finding {
        Finding(
            rule: Self.description.id, severity: Self.description.severity, message: message, location: location,
            pointer: pointer, control: control.id, segment: segment, locale: locale ?? control.locale)
    }

    /// A finding about the control as a whole, at its id.
    public func controlFinding(_ message: String, in control: LocalizedControl, segment: Int? = nil) -> Finding {
        finding(
            message, at: control.resolved.location, pointer: control.resolved.pointer + "/id", in: control,
            segment: segment, locale: .some(nil))
    }
}

/// A rule about the inputs rather than a control (a file that cannot be read, a title code sets
/// from a variable): its findings come from reading the project (`InputDiagnostic`s), and the
/// engine gives them the rule's configured severity like any other.
public protocol InputRule: Rule {}

extension InputRule {
    public func check(_ control: LocalizedControl, context: RuleContext) -> [Finding] { [] }
}
