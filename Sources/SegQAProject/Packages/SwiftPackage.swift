import Foundation
import SegQACode
import SegQAModel

/// What a Swift package ships, read from its `Package.swift` with segqa's own Swift parser: the
/// folder of each target that is not a test target (its `path:`, else `Sources/<name>`), minus
/// its `exclude:`, and the `defaultLocalization`.
public struct SwiftPackage: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var isTest: Bool
        public var directory: String
        public var excluded: [String]
    }

    public var manifest: String
    public var directory: String
    public var targets: [Target]
    public var defaultLocalization: String?

    /// Whether the package decides about a file (it is under one of its targets' folders, or
    /// under `Sources`/`Tests`), and if so whether a target that ships holds it.
    public func ships(_ path: String) -> Bool? {
        let holding = targets.filter { path.hasPrefix($0.directory + "/") }
        guard !holding.isEmpty else {
            let relative = path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
            return relative.hasPrefix("Sources/") || relative.hasPrefix("Tests/") ? false : nil
        }
        return holding.contains { target in
            !target.isTest && !target.excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    public static func read(_ source: SourceText) -> SwiftPackage {
        let directory = InputPaths.folder(of: source.file)
        var package = SwiftPackage(manifest: source.file, directory: directory, targets: [], defaultLocalization: nil)
        let file = CodeFile(source, language: .swift)
        // Targets made outside the initializer and added after it (brave-ios: `var braveTarget =
        // .target(name: "Brave", …)`, then `package.targets.append(braveTarget)`): by the name bound.
        var bound: [String: [Target]] = [:]
        for statement in file.topLevelStatements() {
            switch statement.kind {
            case .binding(let names, _, let value?):
                if case .call(let callee, let arguments) = value.kind, case .name("Package") = callee.kind {
                    for argument in arguments {
                        switch argument.label {
                        case "defaultLocalization": package.defaultLocalization = literal(argument.value)
                        case "targets": package.targets += targets(argument.value, in: directory)
                        default: break
                        }
                    }
                } else if names.count == 1 {
                    bound[names[0]] = target(value, in: directory).map { [$0] } ?? targets(value, in: directory)
                }
            case .expression(let call):
                // `package.targets.append(t)`, `package.targets.append(contentsOf: [t, .target(…)])`
                guard case .call(let callee, let arguments) = call.kind, case .member(let list, "append") = callee.kind,
                    isTargetList(list), let addition = arguments.first?.value
                else { continue }
                package.targets += targetsAdded(addition, bound, in: directory)
            case .assignment(let list, "+=", let addition):
                guard isTargetList(list) else { continue }
                package.targets += targetsAdded(addition, bound, in: directory)
            default:
                continue
            }
        }
        return package
    }

    /// `package.targets` (read as `targets`: the parser takes `package` for the access modifier).
    private static func isTargetList(_ expression: Expr) -> Bool {
        if case .member(_, "targets") = expression.kind { return true }
        if case .name("targets") = expression.kind { return true }
        return false
    }

    /// The targets an `append` or `+=` adds: a target, a name bound to one, or a list of either.
    private static func targetsAdded(_ expression: Expr, _ bound: [String: [Target]], in directory: String) -> [Target]
    {
        if case .name(let name) = expression.kind { return bound[name] ?? [] }
        if case .array(let items) = expression.kind { return items.flatMap { targetsAdded($0, bound, in: directory) } }
        return target(expression, in: directory).map { [$0] } ?? []
    }

    static func targets(_ list: Expr, in directory: String) -> [Target] {
        guard case .array(let items) = list.kind else { return [] }
        return items.compactMap { target($0, in: directory) }
    }

    /// `.target(name: …)` and its kin: the folder it reads and what it leaves out.
    static func target(_ item: Expr, in directory: String) -> Target? {
        guard case .call(let callee, let arguments) = item.kind, case .implicitMember(let kind) = callee.kind,
            ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(kind),
            let name = arguments.first(where: { $0.label == "name" }).flatMap({ literal($0.value) })
        else { return nil }
        let isTest = kind == "testTarget"
        let path =
            arguments.first { $0.label == "path" }.flatMap { literal($0.value) }
            ?? "\(isTest ? "Tests" : "Sources")/\(name)"
        let folder = InputPaths.normalized((directory as NSString).appendingPathComponent(path))
        var excluded: [String] = []
        if let exclude = arguments.first(where: { $0.label == "exclude" }),
            case .array(let paths) = exclude.value.kind
        {
            excluded = paths.compactMap(literal).map {
                InputPaths.normalized((folder as NSString).appendingPathComponent($0))
            }
        }
        return Target(name: name, isTest: isTest, directory: folder, excluded: excluded)
    }

    static func literal(_ expression: Expr) -> String? {
        guard case .string(let pieces) = expression.kind else { return nil }
        var text = ""
        for piece in pieces {
            guard case .text(let part) = piece else { return nil }
            text += part
        }
        return text
    }
}
