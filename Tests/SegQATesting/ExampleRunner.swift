import Foundation
import SegQACore
import SegQAModel
import SegQAProject

/// Runs a rule over one of its examples: strips the `↓` markers, loads the document(s) as
/// files, checks with the fixed-advance measurer, and returns the findings with the
/// pointers the markers stand on.
public enum ExampleRunner {
    public static let marker = "↓"

    public struct Outcome {
        public var findings: [Finding]
        /// "file#pointer" of each marked value.
        public var marked: [String]
        /// "file#pointer" of each finding of the rule under test.
        public var found: [String]
    }

    /// The file name a document asks for with a first line `// file: NAME` (a String Catalog,
    /// say), and the document without that line.
    static func fileName(_ document: String) -> (name: String?, text: String) {
        guard document.hasPrefix("// file: "), let newline = document.firstIndex(of: "\n") else {
            return (nil, document)
        }
        return (
            String(document[document.index(document.startIndex, offsetBy: 9)..<newline]),
            String(document[document.index(after: newline)...])
        )
    }

    /// Documents of an example (separated by a line `---`), each with its markers removed and
    /// the byte offsets where markers stood.
    public static func documents(_ example: String) -> [(text: String, markers: [Int])] {
        example.components(separatedBy: "\n---\n").map { fileName($0).text }.map { part in
            var bytes: [UInt8] = []
            var markers: [Int] = []
            let markerBytes = Array(marker.utf8)
            let source = Array(part.utf8)
            var i = 0
            while i < source.count {
                if source[i...].starts(with: markerBytes) {
                    markers.append(bytes.count)
                    i += markerBytes.count
                } else {
                    bytes.append(source[i])
                    i += 1
                }
            }
            return (String(decoding: bytes, as: UTF8.self), markers)
        }
    }

    /// Reformats a document (every value on its own line), keeping the marked offsets' values.
    public static func reformat(_ document: String) -> String {
        var out = ""
        var inString = false, escaped = false, depth = 0
        for character in document {
            if inString {
                out.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                out.append(character)
            case "{", "[":
                depth += 1
                out.append(character)
                out += "\n" + String(repeating: "    ", count: depth)
            case "}", "]":
                depth -= 1
                out += "\n" + String(repeating: "    ", count: max(depth, 0))
                out.append(character)
            case ",": out += ",\n" + String(repeating: "    ", count: depth)
            case " ", "\n": break
            case ":": out += ": "
            default: out.append(character)
            }
        }
        return out
    }

    public static func run(
        _ rule: any Rule, example: RuleExample, reformatted: Bool = false, suppress: Bool = false,
        directory: URL
    ) throws -> Outcome {
        var marked: [String] = []
        var configuration = Configuration()
        var paths: [String] = []
        // Each run in a folder of its own: an input rule's example is read by walking it.
        let directory = directory.appendingPathComponent(UUID().uuidString)
        let names = example.text.components(separatedBy: "\n---\n").map { fileName($0).name }
        for (number, document) in documents(example.text).enumerated() {
            var text = document.text
            var markers = document.markers
            let name = names[number] ?? "example-\(number + 1).json"
            let isJSON = name.hasSuffix(".json") || name.hasSuffix(".xcstrings")
            if reformatted && isJSON {
                // Re-derive marker offsets by marking, reformatting, and stripping again.
                var withMarkers = Array(text.utf8)
                for offset in markers.sorted(by: >) { withMarkers.insert(contentsOf: Array(marker.utf8), at: offset) }
                let again = documents(reformat(String(decoding: withMarkers, as: UTF8.self)))[0]
                text = again.text
                markers = again.markers
            }
            if suppress { text = suppressing(rule.id, in: text) }
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let path = url.path
            try Data(text.utf8).write(to: url)
            let source = SourceText(file: path, bytes: Array(text.utf8))
            if !suppress {
                if isJSON {
                    let root = try ContentLoader.parse(source)
                    marked += markers.compactMap { pointer(at: $0, in: root).map { "\(path)#\($0)" } }
                } else {
                    // Code, XML and .strings values are pointed at by line and column.
                    marked += markers.map {
                        let location = source.location(of: $0)
                        return "\(path)#/\(location.line)/\(location.column)"
                    }
                }
            }
            // A segqa.json configures the run (rule options, defaults) instead of being checked.
            if names[number] == Configuration.fileName {
                configuration = try Configuration.load(path: path)
            } else {
                paths.append(path)
            }
        }
        let loaded = try ProjectLoader.load(rule is any InputRule ? [directory.path] : paths)
        let files = loaded.files
        let resolver = Resolver(configuration: configuration, defaultFamily: "Fixed")
        let controls = try resolver.resolve(files)
        let engine = try Engine(rules: [rule], configuration: configuration)
        let result = try engine.check(controls, measurer: try FixedAdvanceMeasurer())
        // As `check` does: the source's suppressions, and a note for each that silences nothing.
        let silenced = SourceSuppressions.apply(
            loaded.suppressions, to: engine.findings(for: loaded.diagnostics) + result.findings, controls: controls)
        let findings = (silenced.kept + SourceSuppressions.unusedNotes(silenced.unused)).filter { $0.rule == rule.id }
        return Outcome(
            findings: findings, marked: marked.sorted(), found: findings.map { "\($0.file)#\($0.pointer)" }.sorted())
    }

    /// Adds `"segqa:disable": [rule]` to every control of a content document (others unchanged).
    static func suppressing(_ rule: String, in text: String) -> String {
        guard var root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let controls = root["controls"] as? [[String: Any]]
        else { return text }
        root["controls"] = controls.map { control in
            var control = control
            control["segqa:disable"] = [rule]
            return control
        }
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) else { return text }
        return String(decoding: data, as: UTF8.self)
    }

    /// The JSON pointer of the value starting at `offset`.
    public static func pointer(at offset: Int, in node: JSONNode, path: String = "") -> String? {
        if node.offset == offset { return path }
        switch node.value {
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                if let found = pointer(at: offset, in: element, path: path + "/\(index)") { return found }
            }
        case let .object(members):
            for member in members {
                if let found = pointer(at: offset, in: member.value, path: path + "/" + jsonPointerToken(member.key)) {
                    return found
                }
            }
        default: break
        }
        return nil
    }
}
