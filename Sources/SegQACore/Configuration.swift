import Foundation
import SegQAModel

/// `segqa.json`: defaults for every file, and rule settings. Discovered upward from the
/// working directory, like `.swiftlint.yml`, or named with `--config`.
public struct Configuration: Sendable {
    public struct RuleSetting: Sendable {
        public var id: Located<String>
        public var enabled: Bool
        public var severity: Severity?
        public var options: [String: Option]
    }

    /// An option as written: its value, and where its key and value stand.
    public struct Option: Sendable {
        public var value: RuleOptionValue
        public var keyLocation: SourceLocation
        public var location: SourceLocation
    }

    public static let fileName = "segqa.json"

    public var path: String?
    public var sourceLocale: Located<String>?
    public var locales: [Located<String>]?
    public var defaults = LayoutSettings()
    /// Localization files titles refer to by key, relative to segqa.json.
    public var sources: [Located<String>] = []
    /// Paths passed over when walking folders (`"exclude": ["Pods", "**/Generated/**"]`), as `--exclude`.
    public var exclude: [Located<String>] = []
    /// Font files to measure with (`"fonts": ["Fonts/SF-Pro-Text-Medium.otf"]`, relative to
    /// segqa.json), as `--font-file`: their families count as installed, so nothing stands in.
    public var fonts: [Located<String>] = []
    /// `"unreachable": "check"`: controls of views nothing in the app reaches are checked too
    /// (by default they are listed, not checked).
    public var checkUnreachable = false
    /// `"projectFiles": "ignore"`: read every file found, whatever the Xcode project, Swift
    /// package, XcodeGen spec or Gradle build says ships.
    public var ignoreProjectFiles = false
    /// The team's own controls and localization functions (`"controls"`, `"localizationFunctions"`).
    public var declaredCode = DeclaredCode()
    public var rules: [String: RuleSetting] = [:]

    public init() {}

    /// The nearest `segqa.json` in `directory` or above it.
    public static func discover(from directory: String) -> String? {
        // An empty path is what a working directory that was deleted gives: nowhere to look.
        guard directory.hasPrefix("/") else { return nil }
        var folder = InputPaths.normalized(directory)
        while true {
            let candidate = (folder as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if folder == "/" { return nil }
            folder = InputPaths.folder(of: folder)
            if folder.isEmpty { return nil }
        }
    }

    public static func load(path: String) throws -> Configuration {
        try load(try ContentLoader.readSource(path: path))
    }

    public static func load(_ source: SourceText) throws -> Configuration {
        let path = source.file
        let root = try ObjectReader(try ContentLoader.parse(source), source: source, pointer: "", what: "segqa.json")
        try root.allowOnly(
            [
                "segqa", "$schema", "sourceLocale", "locales", "defaults", "rules", "sources", "exclude", "fonts",
                "unreachable", "projectFiles", "controls", "localizationFunctions",
            ],
            in: "segqa.json"
        )
        if let version = try root.integer("segqa", range: 0...1_000_000),
            version.value != ContentLoader.formatVersion
        {
            throw ModelError(
                version.location, "unsupported format version \(version.value) (this segqa reads version 1)")
        }
        var configuration = Configuration()
        configuration.path = path
        configuration.sourceLocale = try root.string("sourceLocale")
        configuration.sources = try root.strings("sources") ?? []
        configuration.exclude = try root.strings("exclude") ?? []
        configuration.fonts = try root.strings("fonts") ?? []
        configuration.checkUnreachable = try root.choice("unreachable", ["check", "list"])?.value == "check"
        configuration.ignoreProjectFiles = try root.choice("projectFiles", ["read", "ignore"])?.value == "ignore"
        if let locale = configuration.sourceLocale { try ContentLoader.validateLocale(locale) }
        configuration.locales = try root.strings("locales")
        try configuration.locales?.forEach(ContentLoader.validateLocale)
        if let defaults = try root.object("defaults", what: "'defaults'") {
            configuration.defaults = try ContentLoader.layoutSettings(defaults, allowing: [])
        }
        configuration.declaredCode = try DeclaredCode.read(root)
        if let rules = try root.object("rules", what: "'rules'") {
            for member in rules.node.members ?? [] {
                let id = Located(
                    member.key, at: source.location(of: member.keyOffset), pointer: rules.childPointer(member.key))
                configuration.rules[member.key] = try ruleSetting(id, member.value, rules: rules)
            }
        }
        return configuration
    }

    /// `"off"`, `"on"`, a severity, or `{"enabled", "severity", "options"}`.
    static func ruleSetting(_ id: Located<String>, _ node: JSONNode, rules: ObjectReader) throws -> RuleSetting {
        var setting = RuleSetting(id: id, enabled: true, severity: nil, options: [:])
        let location = rules.location(of: node)
        if let word = node.string {
            switch word {
            case "off": setting.enabled = false
            case "on": break
            default:
                guard let severity = Severity(rawValue: word) else {
                    throw ModelError(
                        location,
                        "rule '\(id.value)': expected \"off\", \"on\", \"error\", \"warning\" or \"note\", got \"\(word)\""
                    )
                }
                setting.severity = severity
            }
            return setting
        }
        let object = try ObjectReader(
            node, source: rules.source, pointer: rules.childPointer(id.value), what: "rule '\(id.value)'")
        try object.allowOnly(["enabled", "severity", "options"], in: "rule '\(id.value)'")
        setting.enabled = try object.bool("enabled")?.value ?? true
        if let severity = try object.choice("severity", Severity.allCases.map(\.rawValue)) {
            setting.severity = Severity(rawValue: severity.value)
        }
        if let options = try object.object("options", what: "options of '\(id.value)'") {
            for member in options.node.members ?? [] {
                let location = options.location(of: member.value)
                let value: RuleOptionValue
                switch member.value.value {
                case let .number(n, _): value = .number(n)
                case let .bool(b): value = .bool(b)
                case .string, .array: value = .strings(try options.strings(member.key)?.map(\.value) ?? [])
                case .object:
                    let byLocale = try ObjectReader(
                        member.value, source: rules.source, pointer: options.childPointer(member.key),
                        what: "option '\(member.key)'")
                    var lists: [String: [String]] = [:]
                    for locale in byLocale.keys { lists[locale] = try byLocale.strings(locale)?.map(\.value) ?? [] }
                    value = .stringsByLocale(lists)
                default:
                    throw ModelError(
                        location,
                        "option '\(member.key)' must be a number, true or false, strings, or strings by locale")
                }
                setting.options[member.key] = Option(
                    value: value, keyLocation: rules.source.location(of: member.keyOffset), location: location)
            }
        }
        return setting
    }
}
