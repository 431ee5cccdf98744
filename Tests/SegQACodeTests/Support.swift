import SegQACode
import SegQAModel

/// Reads code given as (path, text) pairs, as a project would hold them. Controls of views
/// nothing reaches are checked too, unless `reachableOnly` (most tests read one screen alone).
func read(_ files: [(String, String)], options: CodeReader.Options? = nil, reachableOnly: Bool = false)
    -> CodeReader.Result
{
    var options = options ?? CodeReader.Options()
    if !reachableOnly { options.includeUnreachable = true }
    return CodeReader.read(files.map { SourceText(file: $0.0, bytes: Array($0.1.utf8)) }, options: options)
}

/// A segment's title as a short string: "Table:key", a literal as written, "-" for none,
/// "?expression" for one segqa cannot evaluate, alternatives joined with "|", parts with "+".
func describe(_ text: LocalizedText?) -> String {
    guard let text else { return "-" }
    if !text.alternatives.isEmpty { return text.alternatives.map { describe($0.text) }.joined(separator: "|") }
    if !text.parts.isEmpty { return text.parts.map { describe($0) }.joined(separator: "+") }
    if let reference = text.reference { return "\(reference.table):\(reference.key)" }
    return text.entries[""]?.value ?? text.entries.values.first?.value ?? "?"
}

func titles(_ control: ControlSpec) -> [String] {
    control.segments.map { segment in
        if let unresolved = control.unresolvedTitles.first(where: { $0.segment == segment.index }) {
            return "?" + unresolved.expression
        }
        if segment.title == nil, let image = segment.image { return "image:" + image.name.value }
        return describe(segment.title)
    }
}

/// The 1-based line of the first occurrence of `text` in `code` (counted here, not by segqa).
func line(of text: String, in code: String) -> Int {
    let lines = code.components(separatedBy: "\n")
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
}
