import Foundation

/// Finds Jetpack Compose segmented controls in Kotlin: `SingleChoiceSegmentedButtonRow` and
/// `MultiChoiceSegmentedButtonRow` with `SegmentedButton(…) { Text(stringResource(R.string.x)) }`,
/// and `TabRow`/`PrimaryTabRow` with `Tab(text = { Text(…) })`. A button inside
/// `listOf(…).forEach…` (or a `val options = listOf(…)` iterated) takes each item in turn.
struct ComposeControls {
    static let rows: Set<String> = [
        "SingleChoiceSegmentedButtonRow", "MultiChoiceSegmentedButtonRow", "TabRow", "PrimaryTabRow",
        "SecondaryTabRow",
    ]
    static let buttons: Set<String> = ["SegmentedButton", "Tab"]

    let file: CodeFile
    let evaluator: TitleEvaluator
    var drafts: [ControlDraft] = []

    mutating func find() {
        let t = file.tokens
        for index in t.indices where t[index].kind == .identifier && Self.rows.contains(t[index].text) {
            var body = index + 1
            if file[body]?.is("(") == true { body = file.closing(body) + 1 }
            guard file[body]?.is("{") == true else { continue }
            let close = file.closing(body)
            var draft = ControlDraft(file: file, at: index, style: "material3")
            draft.origin = .code
            var probe = body + 1
            while probe < close {
                guard Self.buttons.contains(t[probe].text), t[probe].kind == .identifier,
                    file[probe + 1]?.is("(") == true
                else {
                    probe += 1
                    continue
                }
                var end = file.closing(probe + 1)
                if file[end + 1]?.is("{") == true { end = file.closing(end + 1) }
                let label = text(in: (probe + 2)..<end)
                if let items = loopItems(before: probe, within: body) {
                    for item in items {
                        var segment = ControlDraft.Segment(
                            index: draft.segments.count, location: file.location(item.lowerBound),
                            pointer: file.pointer(item.lowerBound))
                        segment.title = evaluator.evaluate(item, in: file, literal: .plain)
                        draft.segments.append(segment)
                    }
                } else {
                    let at = label?.lowerBound ?? probe
                    var segment = ControlDraft.Segment(
                        index: draft.segments.count, location: file.location(at), pointer: file.pointer(at))
                    segment.title =
                        label.map { evaluator.evaluate($0, in: file, literal: .plain) }
                        ?? .unresolved(file.text(probe..<(end + 1)))
                    draft.segments.append(segment)
                }
                probe = end + 1
            }
            if !draft.segments.isEmpty { drafts.append(draft) }
        }
    }

    /// The argument of the first `Text(…)` in a range (its `text =` argument, or the first).
    func text(in range: Range<Int>) -> Range<Int>? {
        guard let text = range.first(where: { file.tokens[$0].isIdentifier("Text") && file[$0 + 1]?.is("(") == true })
        else { return nil }
        let arguments = file.arguments(text + 1)
        guard var argument = arguments.first?.range else { return nil }
        if file[argument.lowerBound]?.isIdentifier("text") == true, file[argument.lowerBound + 1]?.is("=") == true {
            argument = (argument.lowerBound + 2)..<argument.upperBound
        }
        return argument
    }

    /// `listOf(a, b).forEachIndexed { … SegmentedButton …}` or `options.forEach…` with
    /// `val options = listOf(…)`: the items, when the button at `button` is in such a loop.
    func loopItems(before button: Int, within body: Int) -> [Range<Int>]? {
        guard let loop = (body..<button).last(where: { file.tokens[$0].text.hasPrefix("forEach") }),
            file.closing(loop + 1) > button || file[loop + 1]?.is("{") == true, file[loop - 1]?.is(".") == true
        else { return nil }
        var list = loop - 2
        if file[list]?.is(")") == true {
            // listOf(…).forEach: back to the "(" this ")" closes.
            guard let open = (0..<list).last(where: { file.tokens[$0].is("(") && file.closing($0) == list }),
                file[open - 1]?.isIdentifier("listOf") == true
            else { return nil }
            return file.arrayItems(open)
        }
        guard let name = file[list], name.kind == .identifier else { return nil }
        // val name = listOf(…)
        list =
            (0..<loop).last(where: {
                file.tokens[$0].isIdentifier(name.text) && file[$0 + 1]?.is("=") == true
                    && file[$0 + 2]?.isIdentifier("listOf") == true && file[$0 + 3]?.is("(") == true
            }) ?? -1
        guard list >= 0 else { return nil }
        return file.arrayItems(list + 3)
    }
}
