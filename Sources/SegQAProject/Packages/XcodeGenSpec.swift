import Foundation
import SegQAModel

/// What an XcodeGen `project.yml` ships: each target's `sources` (paths, or `{path:, excludes:}`),
/// test bundles left out, and `options.developmentLanguage`; the specs it names under `include:`
/// are read as specs of their own (element-ios keeps each target in `Riot/target.yml`). YAML is
/// read as far as such specs use it: nested maps and lists by indentation, inline `[a, b]` lists
/// and `{k: v}` maps, scalars.
public struct XcodeGenSpec: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var type: String
        public var isTest: Bool { type.contains("unit-test") || type.contains("ui-testing") }
        public var sources: [(path: String, excludes: [String])]
    }

    public var file: String
    public var directory: String
    public var targets: [Target]
    public var developmentLanguage: String?

    /// The specs it names under `include:` (a path, or `{path:, relativePaths:}`), as full paths,
    /// each with the folder its own paths are relative to: its own folder, unless
    /// `relativePaths: false` keeps the including spec's (XcodeGen's rule since 2.2).
    public var includes: [(file: String, directory: String)] = []

    public func ships(_ path: String) -> Bool? {
        let holding = targets.filter { target in
            target.sources.contains { path.hasPrefix($0.path + "/") || path == $0.path }
        }
        guard !holding.isEmpty else { return nil }
        return holding.contains { target in
            !target.isTest
                && target.sources.contains { source in
                    (path.hasPrefix(source.path + "/") || path == source.path)
                        && !source.excludes.contains { exclude in
                            let relative = String(path.dropFirst(min(path.count, source.path.count + 1)))
                            return PathPattern(exclude).matches(relative)
                        }
                }
        }
    }

    /// The spec in `source`; its paths are relative to `directory` (the spec's own folder unless
    /// an including spec says otherwise).
    public static func read(_ source: SourceText, directory: String? = nil) -> XcodeGenSpec {
        let folder = InputPaths.folder(of: source.file)
        let directory = directory ?? folder
        let root = YAML.parse(String(decoding: source.bytes, as: UTF8.self))
        var spec = XcodeGenSpec(file: source.file, directory: directory, targets: [], developmentLanguage: nil)
        for entry in root["include"]?.list ?? (root["include"]?.scalar).map({ [YAML.scalar($0)] }) ?? [] {
            guard let path = entry.scalar ?? entry["path"]?.scalar, !path.isEmpty else { continue }
            let file = InputPaths.normalized((folder as NSString).appendingPathComponent(path))
            spec.includes.append(
                (file, entry["relativePaths"]?.scalar == "false" ? folder : InputPaths.folder(of: file)))
        }
        spec.developmentLanguage = root["options"]?["developmentLanguage"]?.scalar
        for (name, target) in root["targets"]?.map ?? [] {
            var sources: [(String, [String])] = []
            for entry in target["sources"]?.list ?? (target["sources"]?.scalar).map({ [YAML.scalar($0)] }) ?? [] {
                let path = entry.scalar ?? entry["path"]?.scalar
                guard let path else { continue }
                let excludes = entry["excludes"]?.list?.compactMap(\.scalar) ?? []
                sources.append((InputPaths.normalized((directory as NSString).appendingPathComponent(path)), excludes))
            }
            spec.targets.append(Target(name: name, type: target["type"]?.scalar ?? "", sources: sources))
        }
        return spec
    }
}

/// The subset of YAML project specs use.
indirect enum YAML: Sendable {
    case scalar(String)
    case list([YAML])
    case map([(String, YAML)])

    var scalar: String? { if case .scalar(let s) = self { return s } else { return nil } }
    var list: [YAML]? { if case .list(let l) = self { return l } else { return nil } }
    var map: [(String, YAML)]? { if case .map(let m) = self { return m } else { return nil } }
    subscript(key: String) -> YAML? { map?.first { $0.0 == key }?.1 }

    static func parse(_ text: String) -> YAML {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw -> (Int, String)? in
            var line = String(raw)
            if let hash = line.range(of: " #") { line = String(line[..<hash.lowerBound]) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return nil }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed != "---" else { return nil }
            let indent = line.prefix { $0 == " " }.count
            return (indent, trimmed)
        }
        var index = 0
        return block(lines, &index, indent: lines.first?.0 ?? 0, depth: 0)
    }

    private static func block(_ lines: [(Int, String)], _ index: inout Int, indent: Int, depth: Int) -> YAML {
        guard depth < maximumDepth, index < lines.count else { return .map([]) }
        if lines[index].1.hasPrefix("- ") || lines[index].1 == "-" {
            var items: [YAML] = []
            while index < lines.count, lines[index].0 == indent, lines[index].1.hasPrefix("-") {
                let rest = String(lines[index].1.dropFirst()).trimmingCharacters(in: .whitespaces)
                index += 1
                if rest.isEmpty {
                    items.append(
                        index < lines.count && lines[index].0 > indent
                            ? block(lines, &index, indent: lines[index].0, depth: depth + 1) : .scalar(""))
                } else if let colon = keyColon(rest), !rest.hasPrefix("{"), !rest.hasPrefix("[") {
                    // "- key: value" then more keys indented under it
                    var pairs: [(String, YAML)] = [
                        (
                            String(rest[..<colon]).trimmingCharacters(in: .whitespaces),
                            value(String(rest[rest.index(after: colon)...]))
                        )
                    ]
                    if index < lines.count, lines[index].0 > indent,
                        case .map(let more) = block(lines, &index, indent: lines[index].0, depth: depth + 1)
                    {
                        pairs += more
                    }
                    items.append(.map(pairs))
                } else {
                    items.append(value(rest))
                }
            }
            return .list(items)
        }
        var pairs: [(String, YAML)] = []
        while index < lines.count, lines[index].0 >= indent {
            let line = lines[index].1
            // A line deeper than the map's keys and not under one (a block scalar's text, as in
            // element-ios's `script: |`) belongs to no key: skipped, so the keys after it are read.
            guard lines[index].0 == indent, let colon = keyColon(line) else {
                index += 1
                continue
            }
            let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            let rest = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            index += 1
            if rest.isEmpty {
                if index < lines.count,
                    lines[index].0 > indent || (lines[index].0 == indent && lines[index].1.hasPrefix("- "))
                {
                    pairs.append((key, block(lines, &index, indent: lines[index].0, depth: depth + 1)))
                } else {
                    pairs.append((key, .scalar("")))
                }
            } else {
                pairs.append((key, value(rest)))
            }
        }
        return .map(pairs)
    }

    /// The colon that ends a key (`key: value`, `key:`), not one inside a value.
    private static func keyColon(_ line: String) -> String.Index? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let after = line.index(after: colon)
        return after == line.endIndex || line[after] == " " ? colon : nil
    }

    /// Inline lists and maps nest at most `maximumDepth` deep (each level copies what is inside
    /// it, so `[[[…]]]` 100,000 deep cost minutes): deeper text is a scalar, as no spec needs more.
    static let maximumDepth = 32

    private static func value(_ text: String, depth: Int = 0) -> YAML {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard depth < maximumDepth else { return .scalar(trimmed) }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            return .list(
                trimmed.dropFirst().dropLast().split(separator: ",").map { value(String($0), depth: depth + 1) })
        }
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") {
            return .map(
                trimmed.dropFirst().dropLast().split(separator: ",").compactMap { pair in
                    let parts = pair.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { return nil }
                    return (parts[0].trimmingCharacters(in: .whitespaces), value(String(parts[1]), depth: depth + 1))
                })
        }
        return .scalar(trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
    }
}
