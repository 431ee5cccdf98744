import SegQAFormatting
import SegQAModel

/// A rule option's value as written in `segqa.json`.
public enum RuleOptionValue: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case strings([String])
    /// An object of string lists by locale (`{"de": ["Reservoir"]}`).
    case stringsByLocale([String: [String]])

    /// "a number", "true or false", … for messages.
    public var typeName: String {
        switch self {
        case .number: return "a number"
        case .bool: return "true or false"
        case .strings: return "strings"
        case .stringsByLocale: return "an object of strings by locale"
        }
    }
}

/// What a rule declares of one option: its name, type, default and meaning. `segqa rules ID`
/// prints it; `Engine` checks every option in `segqa.json` against it.
public struct RuleOptionSpec: Sendable {
    public enum Kind: Sendable, Equatable {
        case number(ClosedRange<Double>)
        case integer(ClosedRange<Int>)
        case bool
        case strings
        case stringsByLocale

        public var typeName: String {
            switch self {
            case .number: return "a number"
            case .integer: return "a whole number"
            case .bool: return "true or false"
            case .strings: return "strings"
            case .stringsByLocale: return "an object of strings by locale"
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// The default, as `segqa rules` prints it.
    public var defaultText: String
    public var description: String

    /// "threshold (a number, default 1): largest boundary move …", as documentation lists it.
    public var summary: String { "\(name) (\(kind.typeName), default \(defaultText)): \(description)" }

    /// Nil if the value has this option's type and range, else what is wrong with it.
    public func validate(_ value: RuleOptionValue) -> String? {
        switch (kind, value) {
        case let (.number(range), .number(n)):
            return range.contains(n)
                ? nil
                : "must be between \(NumberText.plain(range.lowerBound)) and \(NumberText.plain(range.upperBound)), got \(NumberText.plain(n))"
        case let (.integer(range), .number(n)):
            guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
                return
                    "must be a whole number between \(range.lowerBound) and \(range.upperBound), got \(NumberText.plain(n))"
            }
            return nil
        case (.bool, .bool), (.strings, .strings), (.stringsByLocale, .stringsByLocale): return nil
        default: return "must be \(kind.typeName), got \(value.typeName)"
        }
    }
}

/// A typed handle on one option: rules declare them as static properties, list their `spec`s in
/// their description, and read them with `context[option]`.
public struct RuleOption<Value: Sendable>: Sendable {
    public var spec: RuleOptionSpec
    public var defaultValue: Value
    let read: @Sendable (RuleOptionValue) -> Value?

    public var name: String { spec.name }
}

extension RuleOption where Value == Double {
    public static func number(
        _ name: String, default value: Double, range: ClosedRange<Double>, _ description: String
    ) -> RuleOption {
        RuleOption(
            spec: RuleOptionSpec(
                name: name, kind: .number(range), defaultText: NumberText.plain(value), description: description),
            defaultValue: value
        ) { if case let .number(n) = $0 { return n } else { return nil } }
    }
}

extension RuleOption where Value == Int {
    public static func integer(_ name: String, default value: Int, range: ClosedRange<Int>, _ description: String)
        -> RuleOption
    {
        RuleOption(
            spec: RuleOptionSpec(
                name: name, kind: .integer(range), defaultText: String(value), description: description),
            defaultValue: value
        ) { value in
            // Validated against the range before any rule runs, so the conversion cannot trap.
            if case let .number(n) = value, n == n.rounded(), abs(n) <= Double(Int32.max) { return Int(n) }
            return nil
        }
    }
}

extension RuleOption where Value == Bool {
    public static func bool(_ name: String, default value: Bool, _ description: String) -> RuleOption {
        RuleOption(
            spec: RuleOptionSpec(name: name, kind: .bool, defaultText: String(value), description: description),
            defaultValue: value
        ) { if case let .bool(b) = $0 { return b } else { return nil } }
    }
}

extension RuleOption where Value == [String] {
    public static func strings(_ name: String, default value: [String], _ description: String) -> RuleOption {
        RuleOption(
            spec: RuleOptionSpec(
                name: name, kind: .strings, defaultText: value.isEmpty ? "none" : value.joined(separator: ", "),
                description: description),
            defaultValue: value
        ) { if case let .strings(s) = $0 { return s } else { return nil } }
    }
}

extension RuleOption where Value == [String: [String]] {
    public static func stringsByLocale(_ name: String, _ description: String) -> RuleOption {
        RuleOption(
            spec: RuleOptionSpec(name: name, kind: .stringsByLocale, defaultText: "none", description: description),
            defaultValue: [:]
        ) { if case let .stringsByLocale(s) = $0 { return s } else { return nil } }
    }
}

/// What a rule may consult beside the control: its options from `segqa.json`, already checked
/// against the rule's declarations.
public struct RuleContext: Sendable {
    public var options: [String: RuleOptionValue]

    public init(options: [String: RuleOptionValue] = [:]) { self.options = options }

    public subscript<Value>(_ option: RuleOption<Value>) -> Value {
        options[option.name].flatMap(option.read) ?? option.defaultValue
    }
}
