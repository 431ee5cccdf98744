import Foundation

/// Finds SwiftUI `Picker`s styled `.pickerStyle(.segmented)` (or `SegmentedPickerStyle()`) and
/// reads their items: `Text("key")`, `Text(verbatim:)`, `Label("key", systemImage:)`,
/// `Image(systemName:)`, each with an `.accessibilityLabel(…)` modifier if it has one, and
/// `ForEach(Enum.allCases…) { Text($0.title) }` where the enum's cases give literal titles
/// (`switch self { case .day: return "Day" }`, or raw values). Anything else in the body is a
/// segment whose title segqa cannot know.
struct SwiftUIPickers {
    let file: CodeFile
    let evaluator: TitleEvaluator
    let enums: EnumIndex
    var drafts: [ControlDraft] = []

    mutating func find() {
        for index in file.tokens.indices where file.tokens[index].isIdentifier("Picker") {
            guard file[index + 1]?.is("(") == true else { continue }
            let close = file.closing(index + 1)
            guard file[close + 1]?.is("{") == true else { continue }
            let body = close + 1
            let modifiers = file.modifierChain(after: file.closing(body))
            guard modifiers.contains(where: { isSegmentedStyle($0) }) else { continue }
            var draft = ControlDraft(file: file, at: index, style: "swiftui")
            items(in: body, into: &draft)
            drafts.append(draft)
        }
    }

    func isSegmentedStyle(_ name: Int) -> Bool {
        guard file.tokens[name].isIdentifier("pickerStyle"), file[name + 1]?.is("(") == true else { return false }
        let close = file.closing(name + 1)
        return file.tokens[(name + 2)..<close].contains {
            $0.isIdentifier("segmented") || $0.isIdentifier("SegmentedPickerStyle")
        }
    }

    /// The views of a `{ … }` body at `open`, each a segment.
    func items(in open: Int, into draft: inout ControlDraft) {
        let close = file.closing(open)
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            guard token.kind == .identifier, file[index + 1]?.is("(") == true else {
                index += 1
                continue
            }
            let callClose = file.closing(index + 1)
            var end = callClose
            // A ForEach's content closure, and any item's modifiers.
            if file[end + 1]?.is("{") == true { end = file.closing(end + 1) }
            let modifiers = file.modifierChain(after: end)
            let last = modifiers.last.map { file[$0 + 1]?.is("(") == true ? file.closing($0 + 1) : $0 } ?? end
            switch token.text {
            case "ForEach":
                forEach(at: index, content: callClose + 1, into: &draft)
            default:
                var segment = ControlDraft.Segment(
                    index: draft.segments.count, location: file.location(index), pointer: file.pointer(index))
                item(index..<(callClose + 1), into: &segment)
                label(from: modifiers, into: &segment)
                draft.segments.append(segment)
            }
            index = last + 1
        }
    }

    /// One view as a segment: Text and Label titles, Image images, other views unknown.
    func item(_ range: Range<Int>, into segment: inout ControlDraft.Segment) {
        let name = file.tokens[range.lowerBound].text
        let arguments = file.arguments(range.lowerBound + 1)
        switch name {
        case "Text":
            segment.title = evaluator.evaluate(range, in: file, literal: .localizedKey)
        case "Label":
            if let title = arguments.first(where: { $0.label == nil }) {
                segment.title = evaluator.evaluate(title.range, in: file, literal: .localizedKey)
            }
        case "Image":
            let nameArgument = arguments.first { $0.label == "systemName" || $0.label == nil }
            segment.image = nameArgument.map {
                file.text($0.range).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        default:
            segment.title = .unresolved(file.text(range))
        }
    }

    func label(from modifiers: [Int], into segment: inout ControlDraft.Segment) {
        guard let modifier = modifiers.first(where: { file.tokens[$0].isIdentifier("accessibilityLabel") }),
            file[modifier + 1]?.is("(") == true, let argument = file.arguments(modifier + 1).first
        else { return }
        segment.label = evaluator.evaluate(argument.range, in: file, literal: .localizedKey)
    }

    /// `ForEach(Period.allCases, id: \.self) { period in Text(period.title).tag(period) }`.
    func forEach(at index: Int, content: Int, into draft: inout ControlDraft) {
        let arguments = file.arguments(index + 1)
        let closeOfContent = file.closing(content)
        let expression = file.text(index..<(closeOfContent + 1))
        guard let data = arguments.first, let enumName = enumName(in: data.range),
            let cases = enums.cases[enumName], !cases.isEmpty,
            let text = (content..<closeOfContent).first(where: {
                ["Text", "Label"].contains(file.tokens[$0].text) && file[$0 + 1]?.is("(") == true
            }),
            let argument = file.arguments(text + 1).first,
            let property = file.tokens[argument.range].last(where: { $0.kind == .identifier })?.text
        else {
            var segment = ControlDraft.Segment(
                index: draft.segments.count, location: file.location(index), pointer: file.pointer(index))
            segment.title = .unresolved(expression)
            draft.segments.append(segment)
            return
        }
        let wrapped = file.tokens[argument.range].contains { $0.isIdentifier("LocalizedStringKey") }
        for name in cases {
            var segment = ControlDraft.Segment(
                index: draft.segments.count, location: file.location(index), pointer: file.pointer(index))
            if let value = enums.value(of: name, in: enumName, property: property, localizedKey: wrapped) {
                segment.title = value.title
                segment.location = value.location
                segment.pointer = value.pointer
            } else {
                segment.title = .unresolved("\(enumName).\(name).\(property)")
            }
            draft.segments.append(segment)
        }
    }

    /// `Period.allCases` → "Period".
    func enumName(in range: Range<Int>) -> String? {
        let t = Array(file.tokens[range])
        guard t.count == 3, t[0].kind == .identifier, t[1].is("."), t[2].isIdentifier("allCases") else { return nil }
        return t[0].text
    }
}

/// Enums declared in the code read, with their cases in order and, for each `String` or
/// `LocalizedStringKey` property that switches over `self`, the expression each case returns.
struct EnumIndex {
    struct Value {
        var title: TitleValue
        var location: SourceLocation
        var pointer: String
    }

    var cases: [String: [String]] = [:]
    /// enum → property → case → (file, expression range, the property's literal meaning).
    var properties: [String: [String: [String: (CodeFile, Range<Int>, TitleEvaluator.LiteralMeaning)]]] = [:]
    var evaluator = TitleEvaluator()

    func value(of name: String, in enumName: String, property: String, localizedKey: Bool) -> Value? {
        guard let (file, range, meaning) = properties[enumName]?[property]?[name] else { return nil }
        let title = evaluator.evaluate(range, in: file, literal: localizedKey ? .localizedKey : meaning)
        return Value(title: title, location: file.location(range.lowerBound), pointer: file.pointer(range.lowerBound))
    }

    mutating func add(_ file: CodeFile) {
        let t = file.tokens
        for index in t.indices where t[index].isIdentifier("enum") {
            guard let name = file[index + 1], name.kind == .identifier else { continue }
            var brace = index + 2
            while let token = file[brace], !token.is("{"), brace < index + 16 { brace += 1 }
            guard file[brace]?.is("{") == true else { continue }
            let close = file.closing(brace)
            var names: [String] = []
            var probe = brace + 1
            while probe < close {
                let token = t[probe]
                if token.kind == .punctuation, "({[".contains(token.text) {
                    probe = file.closing(probe) + 1
                    continue
                }
                if token.isIdentifier("case") {
                    // case day, week = "week", month
                    var item = probe + 1
                    while let caseName = file[item], caseName.kind == .identifier {
                        names.append(caseName.text)
                        if file[item + 1]?.is("=") == true, let raw = file[item + 2] {
                            if raw.isPlainString {
                                properties[name.text, default: [:]]["rawValue", default: [:]][caseName.text] = (
                                    file, (item + 2)..<(item + 3), .plain
                                )
                            }
                            item += 3
                        } else {
                            item += 1
                        }
                        guard file[item]?.is(",") == true else { break }
                        item += 1
                    }
                    probe = item
                    continue
                }
                if token.isIdentifier("var"), let property = file[probe + 1], property.kind == .identifier,
                    file[probe + 2]?.is(":") == true, let type = file[probe + 3],
                    // `var title:    }` in broken code: the enum may close before the body could open.
                    let bodyOpen = (probe + 4..<max(probe + 4, min(close, probe + 8))).first(where: { t[$0].is("{") })
                {
                    let meaning: TitleEvaluator.LiteralMeaning =
                        type.text == "LocalizedStringKey" || type.text == "LocalizedStringResource"
                        ? .localizedKey : .plain
                    switchCases(
                        in: bodyOpen, enumName: name.text, property: property.text, meaning: meaning, file: file)
                    probe = file.closing(bodyOpen) + 1
                    continue
                }
                probe += 1
            }
            cases[name.text] = names
        }
    }

    /// `switch self { case .day: return "Day" … }` (with or without `return`).
    mutating func switchCases(
        in open: Int, enumName: String, property: String, meaning: TitleEvaluator.LiteralMeaning, file: CodeFile
    ) {
        let close = file.closing(open)
        guard let switchIndex = (open..<close).first(where: { file.tokens[$0].isIdentifier("switch") }),
            file[switchIndex + 1]?.isIdentifier("self") == true, file[switchIndex + 2]?.is("{") == true
        else { return }
        let switchClose = file.closing(switchIndex + 2)
        var index = switchIndex + 3
        while index < switchClose {
            guard file.tokens[index].isIdentifier("case") else {
                index += 1
                continue
            }
            var names: [String] = []
            var probe = index + 1
            while probe < switchClose, !file.tokens[probe].is(":") {
                if file.tokens[probe].is("."), let n = file[probe + 1], n.kind == .identifier { names.append(n.text) }
                probe += 1
            }
            var start = probe + 1
            if file[start]?.isIdentifier("return") == true { start += 1 }
            var end = start
            while end < switchClose, !file.tokens[end].isIdentifier("case"), !file.tokens[end].isIdentifier("default") {
                if file.tokens[end].kind == .punctuation, "({[".contains(file.tokens[end].text) {
                    end = file.closing(end) + 1
                } else {
                    end += 1
                }
            }
            if start < end {
                for name in names {
                    properties[enumName, default: [:]][property, default: [:]][name] = (file, start..<end, meaning)
                }
            }
            index = end
        }
    }
}
