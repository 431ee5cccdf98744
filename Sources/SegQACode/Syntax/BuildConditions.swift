/// The conditions of conditional compilation as a release build of an iOS app sets them: `DEBUG`
/// is off, the target is a device (`targetEnvironment(simulator)` is false), `os(iOS)` and
/// `canImport(UIKit)` are true; the project's own release flags (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
/// `GCC_PREPROCESSOR_DEFINITIONS` of its Release configuration) are on, any other flag is off.
///
/// Swift's `#if`/`#elseif`/`#else`/`#endif` and the C preprocessor's `#if`/`#ifdef`/`#ifndef`/
/// `#elif`/`#else`/`#endif` are evaluated here, on tokens: the toolchain's SwiftIfConfig would
/// need a syntax tree segqa does not build (see `Tokenizer`).
public struct BuildConditions: Sendable, Equatable {
    /// Flags that are on (`BETA`, `APPSTORE`), besides the platform's.
    public var flags: Set<String>

    public init(flags: Set<String> = []) { self.flags = flags }

    public static let release = BuildConditions()

    /// Modules an iOS app can import.
    static let platformModules: Set<String> = [
        "UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "CoreText", "MapKit", "WebKit",
        "StoreKit", "AVFoundation", "Photos", "PhotosUI", "CoreData", "CoreLocation", "UserNotifications",
        "Observation",
        "SwiftData", "Charts", "WidgetKit", "ActivityKit", "HealthKit",
    ]
    /// The C preprocessor's platform macros on an iOS device.
    static let platformMacros: [String: Double] = [
        "TARGET_OS_IOS": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0,
        "TARGET_OS_MACCATALYST": 0, "TARGET_OS_OSX": 0, "TARGET_OS_MAC": 1, "TARGET_OS_TV": 0, "TARGET_OS_WATCH": 0,
        "TARGET_OS_VISION": 0, "DEBUG": 0, "NDEBUG": 1, "__OBJC__": 1,
    ]

    /// Leaves the tokens a release build compiles: directives evaluated, inactive branches dropped.
    /// Objective-C `#define` and `#import` directives are kept (the declaration parser reads them).
    func keepActive(_ tokens: inout [Token], bytes: [UInt8], language: SourceLanguage) {
        // Most files have no condition (an Objective-C file's `#import`s drop nothing): nothing
        // to drop.
        guard tokens.contains(where: { $0.kind == .directive && Self.conditionals.contains($0.text) }) else {
            return
        }
        struct Frame {
            var parentActive: Bool
            var taken: Bool
            var active: Bool
        }
        var stack: [Frame] = []
        var active = true
        // In place: the tokens kept are moved to the front (a copy retained every token's text).
        var kept = 0
        func keep(_ index: Int) {
            if kept != index { tokens.swapAt(kept, index) }
            kept += 1
        }
        for index in tokens.indices {
            guard tokens[index].kind == .directive else {
                if active { keep(index) }
                continue
            }
            let token = tokens[index]
            var argument: [Token] {
                token.directiveArgument.map { Tokenizer.tokens(bytes, range: $0, language: language) } ?? []
            }
            switch token.text {
            case "if", "ifdef", "ifndef":
                var value = false
                if active {
                    switch token.text {
                    case "ifdef": value = isDefined(argument.first?.text ?? "")
                    case "ifndef": value = !isDefined(argument.first?.text ?? "")
                    default: value = evaluate(argument, language: language)
                    }
                }
                stack.append(Frame(parentActive: active, taken: value, active: active && value))
            case "elseif", "elif":
                guard var frame = stack.popLast() else { continue }
                let value = frame.parentActive && !frame.taken && evaluate(argument, language: language)
                frame.active = value
                frame.taken = frame.taken || value
                stack.append(frame)
            case "else":
                guard var frame = stack.popLast() else { continue }
                frame.active = frame.parentActive && !frame.taken
                frame.taken = true
                stack.append(frame)
            case "endif":
                _ = stack.popLast()
            default:
                if active { keep(index) }
            }
            active = stack.last?.active ?? true
        }
        tokens.removeLast(tokens.count - kept)
    }

    static let conditionals: Set<String> = ["if", "ifdef", "ifndef", "elseif", "elif", "else", "endif"]

    func isDefined(_ name: String) -> Bool {
        flags.contains(name) || (Self.platformMacros[name].map { $0 != 0 || name.hasPrefix("TARGET_") } ?? false)
    }

    /// A condition's value; anything segqa does not know is false.
    func evaluate(_ tokens: [Token], language: SourceLanguage) -> Bool {
        var index = 0
        return value(tokens, &index, language: language, depth: 0) != 0
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, comparisons, atoms; depth-limited.
    private func value(_ t: [Token], _ i: inout Int, language: SourceLanguage, depth: Int, minimum: Int = 0)
        -> Double
    {
        guard depth < 32 else {
            i = t.count
            return 0
        }
        var left = atom(t, &i, language: language, depth: depth)
        while i < t.count {
            let op = t[i].text
            let precedence: Int
            switch op {
            case "||": precedence = 1
            case "&&": precedence = 2
            case "==", "!=", "<", ">", "<=", ">=": precedence = 3
            default: return left
            }
            guard precedence >= minimum else { return left }
            i += 1
            let right = value(t, &i, language: language, depth: depth + 1, minimum: precedence + 1)
            switch op {
            case "||": left = (left != 0 || right != 0) ? 1 : 0
            case "&&": left = (left != 0 && right != 0) ? 1 : 0
            case "==": left = left == right ? 1 : 0
            case "!=": left = left != right ? 1 : 0
            case "<": left = left < right ? 1 : 0
            case ">": left = left > right ? 1 : 0
            case "<=": left = left <= right ? 1 : 0
            default: left = left >= right ? 1 : 0
            }
        }
        return left
    }

    private func atom(_ t: [Token], _ i: inout Int, language: SourceLanguage, depth: Int) -> Double {
        guard i < t.count else { return 0 }
        let token = t[i]
        i += 1
        if token.is("!") { return value(t, &i, language: language, depth: depth + 1, minimum: 4) == 0 ? 1 : 0 }
        if token.is("(") {
            let result = value(t, &i, language: language, depth: depth + 1)
            if i < t.count, t[i].is(")") { i += 1 }
            return result
        }
        if token.kind == .number { return Double(token.text.filter { $0.isNumber || $0 == "." }) ?? 0 }
        guard token.kind == .identifier else { return 0 }
        // name(argument)
        if i < t.count, t[i].is("(") {
            var close = i + 1
            var nesting = 1
            while close < t.count {
                if t[close].is("(") { nesting += 1 }
                if t[close].is(")") {
                    nesting -= 1
                    if nesting == 0 { break }
                }
                close += 1
            }
            let inner = Array(t[(i + 1)..<min(close, t.count)])
            i = min(close + 1, t.count)
            let argument = inner.map(\.text).joined()
            switch token.text {
            case "os": return argument == "iOS" ? 1 : 0
            case "targetEnvironment": return 0  // a device: neither simulator nor macCatalyst
            case "canImport": return Self.platformModules.contains(argument) || flags.contains(argument) ? 1 : 0
            case "swift", "compiler": return 1  // apps build with a current toolchain
            case "arch": return argument == "arm64" ? 1 : 0
            case "defined": return isDefined(inner.first?.text ?? "") ? 1 : 0
            case "hasFeature", "hasAttribute", "__has_include", "__has_feature": return 1
            default: return 0
            }
        }
        switch token.text {
        case "true": return 1
        case "false": return 0
        case "defined":
            let name = i < t.count ? t[i].text : ""
            i += 1
            return isDefined(name) ? 1 : 0
        default:
            if flags.contains(token.text) { return 1 }
            return language == .objectiveC ? Self.platformMacros[token.text] ?? 0 : 0
        }
    }
}
