import Foundation
import SegQALayout

/// Finds `UISegmentedControl`s built or re-titled in Swift or Objective-C-style Swift:
/// `UISegmentedControl(items: […])`, `insertSegment(withTitle:at:animated:)`,
/// `insertSegment(with:at:animated:)`, `setTitle(_:forSegmentAt:)`, `setImage(_:forSegmentAt:)`,
/// `removeAllSegments()`, `apportionsSegmentWidthsByContent = true`,
/// `setTitleTextAttributes([.font: UIFont.systemFont(ofSize:weight:)], for:)`, and images whose
/// `accessibilityLabel` is set before they become segments. Calls are tied to a control by the
/// receiver's name in the file (`periodControl.setTitle` → the control assigned to `periodControl`).
struct UIKitControls {
    let file: CodeFile
    let evaluator: TitleEvaluator
    /// Controls by receiver name, in the order first met.
    var drafts: [(receiver: String?, draft: ControlDraft)] = []
    /// `@IBOutlet var name: UISegmentedControl!` properties of the file.
    var outlets: Set<String> = []
    var removesAll: Set<String> = []
    /// `let image = UIImage(…)` then `image.accessibilityLabel = …`.
    var imageLabels: [String: TitleValue] = [:]
    var imageNames: [String: String] = [:]

    init(file: CodeFile, evaluator: TitleEvaluator) {
        self.file = file
        self.evaluator = evaluator
    }

    mutating func find() {
        let t = file.tokens
        for index in t.indices {
            let token = t[index]
            if token.isIdentifier("IBOutlet") {
                outlet(after: index)
            } else if token.isIdentifier("UISegmentedControl"), file[index + 1]?.is("(") == true {
                construction(at: index)
            } else if token.isIdentifier("UIImage"), file[index + 1]?.is("(") == true,
                let name = assignedName(before: index)
            {
                imageNames[name] = imageName(index) ?? name
            } else if token.is("."), let member = file[index + 1], member.kind == .identifier,
                let receiver = file.receiver(before: index)
            {
                call(member.text, on: receiver, dot: index)
            }
        }
    }

    /// `@IBOutlet weak var periodControl: UISegmentedControl!`
    mutating func outlet(after index: Int) {
        var probe = index + 1
        while let token = file[probe], probe < index + 6, !token.isIdentifier("var") { probe += 1 }
        guard file[probe]?.isIdentifier("var") == true, let name = file[probe + 1], name.kind == .identifier,
            file[probe + 2]?.is(":") == true, let type = file[probe + 3], type.text.hasSuffix("SegmentedControl")
        else { return }
        outlets.insert(name.text)
    }

    /// The name a value is assigned to: `let name = X(`, `name = X(`, `var name: T = X(`.
    func assignedName(before index: Int) -> String? {
        guard file[index - 1]?.is("=") == true else { return nil }
        var probe = index - 2
        // Past a type annotation: `name: UISegmentedControl = …`, `name: UISegmentedControl! = …`.
        while let token = file[probe], token.is("!") || token.is("?") { probe -= 1 }
        if file[probe]?.kind == .identifier, file[probe - 1]?.is(":") == true { probe -= 2 }
        guard let name = file[probe], name.kind == .identifier else { return nil }
        return name.text
    }

    mutating func construction(at index: Int) {
        var draft = ControlDraft(file: file, at: index, style: "uikit")
        let arguments = file.arguments(index + 1)
        if let items = arguments.first(where: { $0.label == "items" }),
            file[items.range.lowerBound]?.is("[") == true
        {
            for item in file.arrayItems(items.range.lowerBound) {
                var segment = ControlDraft.Segment(
                    index: draft.segments.count, location: file.location(item.lowerBound),
                    pointer: file.pointer(item.lowerBound))
                fill(&segment, with: item)
                draft.segments.append(segment)
            }
        }
        drafts.append((assignedName(before: index), draft))
    }

    /// A title or an image, by what the expression is.
    func fill(_ segment: inout ControlDraft.Segment, with range: Range<Int>) {
        let first = file.tokens[range.lowerBound]
        if first.isIdentifier("UIImage") || first.text == "#" {
            segment.image = imageName(range.lowerBound) ?? file.text(range)
        } else if range.count == 1, first.kind == .identifier, let name = imageNames[first.text] {
            segment.image = name
            segment.label = imageLabels[first.text]
        } else {
            segment.title = evaluator.evaluate(range, in: file, literal: .plain)
        }
    }

    /// `UIImage(systemName: "calendar")`, `UIImage(named: "day")` → the name.
    func imageName(_ index: Int) -> String? {
        guard file[index + 1]?.is("(") == true else { return nil }
        return file.arguments(index + 1).first { $0.label == "systemName" || $0.label == "named" }.flatMap {
            file[$0.range.lowerBound]?.isPlainString == true ? file[$0.range.lowerBound]?.text : nil
        }
    }

    /// The draft a call on `receiver` edits: the control assigned to that name, or a new one
    /// (for an outlet, the edits that Interface Builder's control takes).
    mutating func draft(for receiver: String, at index: Int) -> Int {
        if let existing = drafts.lastIndex(where: { $0.receiver == receiver }) { return existing }
        var draft = ControlDraft(file: file, at: index, style: "uikit")
        draft.id = "\(file.name):\(draft.location.line)"
        drafts.append((receiver, draft))
        return drafts.count - 1
    }

    mutating func call(_ member: String, on receiver: String, dot: Int) {
        let open = dot + 2
        let called = file[open]?.is("(") == true
        switch member {
        case "insertSegment" where called:
            let arguments = file.arguments(open)
            guard let content = arguments.first(where: { $0.label == "withTitle" || $0.label == "with" }),
                let at = arguments.first(where: { $0.label == "at" })
            else { return }
            let d = draft(for: receiver, at: dot)
            var segment = ControlDraft.Segment(
                index: 0, location: file.location(content.range.lowerBound),
                pointer: file.pointer(content.range.lowerBound))
            fill(&segment, with: content.range)
            if content.label == "with", segment.image == nil, case .unresolved(let e)? = segment.title {
                segment.title = nil
                segment.image = e  // an image in a variable: an image segment all the same
            }
            guard let position = file.integer(at.range) else {
                drafts[d].draft.segments.append(segment)  // `at: items.count` and the like: appended
                return
            }
            drafts[d].draft.insert(segment, at: position)
        case "setTitle" where called, "setImage" where called:
            let arguments = file.arguments(open)
            guard arguments.count == 2, arguments[1].label == "forSegmentAt", let content = arguments.first,
                let position = file.integer(arguments[1].range)
            else { return }
            let d = draft(for: receiver, at: dot)
            let location = file.location(content.range.lowerBound)
            let pointer = file.pointer(content.range.lowerBound)
            let s = drafts[d].draft.segment(position, at: location, pointer: pointer)
            var segment = drafts[d].draft.segments[s]
            segment.location = location
            segment.pointer = pointer
            if member == "setTitle" {
                segment.title = evaluator.evaluate(content.range, in: file, literal: .plain)
            } else {
                fill(&segment, with: content.range)
                if segment.image == nil { segment.image = file.text(content.range) }
                segment.title = nil
            }
            drafts[d].draft.segments[s] = segment
        case "removeAllSegments" where called:
            let d = draft(for: receiver, at: dot)
            drafts[d].draft.segments = []
            removesAll.insert(receiver)
        case "apportionsSegmentWidthsByContent":
            guard file[dot + 2]?.is("=") == true, file[dot + 3]?.isIdentifier("true") == true else { return }
            let d = draft(for: receiver, at: dot)
            drafts[d].draft.settings.distribution = Located(
                "proportional", at: file.location(dot + 1), pointer: file.pointer(dot + 1))
        case "accessibilityLabel":
            guard file[dot + 2]?.is("=") == true, let end = statementEnd(from: dot + 3) else { return }
            imageLabels[receiver] = evaluator.evaluate((dot + 3)..<end, in: file, literal: .plain)
        case "setTitleTextAttributes" where called:
            titleAttributes(on: receiver, dot: dot)
        case "setContentPositionAdjustment" where called:
            contentPosition(on: receiver, dot: dot)
        case "setBackgroundImage" where called, "setDividerImage" where called:
            customizedStates(on: receiver, dot: dot)
        default: break
        }
    }

    /// The end of a one-line assignment's value: the end of its line (or of the file).
    func statementEnd(from start: Int) -> Int? {
        guard start < file.tokens.count else { return nil }
        let line = file.location(start).line
        var index = start
        while index < file.tokens.count, file.location(index).line == line {
            if let token = file[index], token.kind == .punctuation, "([{".contains(token.text) {
                index = file.closing(index) + 1
            } else if file[index]?.is(";") == true || file[index]?.is("}") == true {
                break
            } else {
                index += 1
            }
        }
        return index > start ? index : nil
    }

    /// `setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .semibold)], for: .selected)`.
    mutating func titleAttributes(on receiver: String, dot: Int) {
        let arguments = file.arguments(dot + 2)
        guard arguments.count == 2, arguments[1].label == "for" else { return }
        let stateName = file.tokens[arguments[1].range].last?.text ?? "normal"
        guard let state = ControlStateName.named(stateName),
            let system = arguments[0].range.first(where: {
                file.tokens[$0].text.hasSuffix("ystemFont") && file[$0 + 1]?.is("(") == true
            })
        else { return }
        var font = FontSettings()
        for argument in file.arguments(system + 1) {
            let location = file.location(argument.range.lowerBound)
            let pointer = file.pointer(argument.range.lowerBound)
            if argument.label == "ofSize", let size = file[argument.range.lowerBound].flatMap({ Double($0.text) }),
                (1...1_000).contains(size)
            {
                font.size = Located(size, at: location, pointer: pointer)
            }
            if argument.label == "weight", let name = file.tokens[argument.range].last, name.kind == .identifier {
                font.weight = Located(name.text.lowercased(), at: location, pointer: pointer)
            }
        }
        if file.tokens[system].text == "boldSystemFont" {
            font.weight = Located("bold", at: file.location(system), pointer: file.pointer(system))
        }
        let d = draft(for: receiver, at: dot)
        if state == "normal" {
            drafts[d].draft.settings.font = drafts[d].draft.settings.font.overriding(with: font)
        } else if let controlState = ControlStateName.state(state) {
            drafts[d].draft.settings.states[controlState] = font
        }
    }
}

extension UIKitControls {
    /// `setContentPositionAdjustment(UIOffset(horizontal: 8, vertical: 0), forSegmentType: .left,
    /// barMetrics: .default)`: `.left` moves the first title, `.right` the last, `.any` both (the
    /// layout model moves only the end titles; `.center` is not read).
    mutating func contentPosition(on receiver: String, dot: Int) {
        let arguments = file.arguments(dot + 2)
        guard let type = arguments.first(where: { $0.label == "forSegmentType" }),
            let kind = file.tokens[type.range].last?.text, ["left", "right", "any"].contains(kind),
            let offset = arguments.first, offset.label == nil,
            let call = offset.range.first(where: { file[$0]?.is("(") == true })
        else { return }
        guard
            let horizontal = file.arguments(call).first(where: { $0.label == "horizontal" }),
            let value = file.number(horizontal.range), abs(value) <= 1_000
        else { return }
        let at = Located(
            value, at: file.location(horizontal.range.lowerBound), pointer: file.pointer(horizontal.range.lowerBound))
        let d = draft(for: receiver, at: dot)
        if kind != "right" { drafts[d].draft.settings.contentOffsetFirst = at }
        if kind != "left" { drafts[d].draft.settings.contentOffsetLast = at }
    }

    /// `setBackgroundImage(_:for: .selected, barMetrics:)` and `setDividerImage(_:forLeftSegmentState:
    /// rightSegmentState:barMetrics:)`: the app draws those states itself (`customizedStates`).
    mutating func customizedStates(on receiver: String, dot: Int) {
        let arguments = file.arguments(dot + 2)
        let names = arguments.filter { ["for", "forLeftSegmentState", "rightSegmentState"].contains($0.label ?? "") }
            .compactMap { file.tokens[$0.range].last?.text }.compactMap(ControlStateName.named)
        guard !names.isEmpty else { return }
        let d = draft(for: receiver, at: dot)
        var states = drafts[d].draft.settings.customizedStates ?? []
        for name in names where !states.contains(where: { $0.value == name }) {
            states.append(Located(name, at: file.location(dot + 1), pointer: file.pointer(dot + 1)))
        }
        drafts[d].draft.settings.customizedStates = states
        if drafts[d].draft.settings.customizedStatesLocation == nil {
            drafts[d].draft.settings.customizedStatesLocation = file.location(dot + 1)
        }
    }
}

/// UIKit's `UIControl.State` names as segqa's states.
enum ControlStateName {
    static func state(_ name: String) -> ControlState? {
        switch name {
        case "selected": return .selected
        case "highlighted": return .highlighted
        case "disabled": return .disabled
        default: return nil
        }
    }

    static func named(_ name: String) -> String? {
        ["normal", "selected", "highlighted", "disabled"].contains(name) ? name : nil
    }
}
