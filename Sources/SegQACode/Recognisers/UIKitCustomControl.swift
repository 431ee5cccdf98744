import SegQAModel

/// An app's own UIKit segmented control, found by what it does (pocket-casts'
/// `CustomSegmentedControl`): a `UIControl` or `UIView` subclass with a method that takes a list
/// and, for each element, makes a `UILabel` or `UIButton` titled from it, makes it tappable
/// (`addGestureRecognizer`, `addTarget`) and adds it (`addSubview`, `addArrangedSubview`). The
/// method may hand the list to another of the type's methods that loops over it
/// (`setActions(_:)` → `setup(actions:)`). The type keeps a selection (`selectedIndex`,
/// `isSelected`): a toolbar of buttons made from a list of actions is no control.
///
/// Wherever the app holds one (an outlet, `CustomSegmentedControl()`), a call of that method
/// titles it: each element's title is what the loop writes into the label, `action.title` (the
/// element's `title`), or the element itself; its image, `action.icon`, and its label,
/// `action.accessibilityLabel`, likewise. One recogniser per such type, made from the code read
/// (`infer(in:)`), not a list of names.
///
/// The layout is a row of content-wide segments in the body text style, with no padding assumed,
/// as for SwiftUI's button rows: the app's drawing code is not read, so widths are lower bounds
/// and no title is taken to be cut. The control is checked for what its titles say:
/// translations, glyphs, labels, duplicates.
struct UIKitCustomControlRecogniser: ControlRecogniser {
    /// The type, and the methods that title it.
    let typeName: String
    let titlers: [Titler]

    /// A method that titles the control: which parameter is the list, and how each element of
    /// it gives a segment.
    struct Titler {
        let method: FunctionDecl
        let parameter: Int
        let shape: Shape
    }

    var name: String { "UIKit custom control \(typeName)" }
    let languages: Set<SourceLanguage> = [.swift, .objectiveC]
    var triggers: Set<String> { [typeName] }
    var calls: Set<String> { [typeName] }
    var controlTypes: Set<String> { [typeName] }

    static let viewBases: Set<String> = ["UIControl", "UIView", "UIStackView"]
    static let itemViews: Set<String> = ["UILabel", "UIButton"]
    static let taps: Set<String> = ["addGestureRecognizer", "addTarget"]
    static let adds: Set<String> = ["addSubview", "addArrangedSubview"]

    /// `CustomSegmentedControl()`, `CustomSegmentedControl(frame: …)`: the control, untitled yet.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        .control(makeControl(at: call.place, owner: call.frame.selfValue, in: interpreter))
    }

    func constructSubclass(_ type: TypeDecl, _ call: Call, in interpreter: Interpreter) -> Value? {
        evaluate(call, in: interpreter)
    }

    /// An outlet of the type (`@IBOutlet var trimSilenceAmountControl: CustomSegmentedControl!`).
    func outlet(at place: CodePlace, owner: Value?, in interpreter: Interpreter) -> ControlObject? {
        makeControl(at: place, owner: owner, in: interpreter)
    }

    func makeControl(at place: CodePlace, owner: Value?, in interpreter: Interpreter) -> ControlObject {
        let control = interpreter.makeControl(.library, by: self, at: place, style: "custom", owner: owner)
        control.isSegmented = true
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(0)
        control.settings.widthsAreLowerBounds = place.located(true)
        control.settings.font.textStyle = place.located("body")
        return control
    }

    /// `control.setActions([…])`, `[control setActions:…]`: the segments, one per element.
    func method(_ call: Call, on control: ControlObject, in interpreter: Interpreter) -> Value? {
        guard
            let titler = titlers.first(where: {
                call.name == $0.method.name || call.name == $0.method.objectiveCSelector
            }),
            let items = argument(titler, of: call)
        else { return .null }
        let shape = titler.shape
        control.segments = []
        control.segmentsUnknown = nil
        guard let list = items.value.asList else {
            if case .unknown(var u) = items.value {
                u.reason = "the segments come from '\(u.expression)': \(u.reason)"
                control.segmentsUnknown = u
            } else {
                control.segmentsUnknown = Unknown(
                    reason: "the segments come from a value that is not a list",
                    expression: interpreter.text(items.expression, call.frame), place: call.place)
            }
            return .null
        }
        let written: [Expr]? = {
            if case .array(let elements) = items.expression.kind { return elements }
            return nil
        }()
        for (n, element) in list.prefix(Interpreter.maximumLoop).enumerated() {
            let at = written.map { n < $0.count ? interpreter.place($0[n], call.frame) : call.place } ?? call.place
            var segment = ControlObject.Segment(place: element.place ?? at)
            func field(_ name: String) -> Value? {
                let value = interpreter.memberIfPresent(name, of: element, at: at, call.frame)
                if case .null? = value { return nil }
                return value
            }
            if let imageField = shape.image, case .image(let image)? = field(imageField) {
                segment.image = image
            } else {
                segment.title = shape.title.map { field($0) ?? .null } ?? element
                if case .null? = segment.title {
                    segment.title = .unknown("an element with no \(shape.title ?? "title")", "", at: at)
                }
            }
            if let labelField = shape.label, let label = field(labelField) { segment.label = label }
            control.segments.append(segment)
        }
        return .null
    }

    /// The list a call gives the titling method: by its label (Swift), else by position.
    func argument(_ titler: Titler, of call: Call) -> Evaluated? {
        let parameter = titler.method.parameters[titler.parameter]
        if call.language == .swift, let label = parameter.label {
            return call.arguments.first { $0.label == label }
        }
        let unlabelled = call.language == .swift ? call.arguments.filter { $0.label == nil } : call.arguments
        let position =
            call.language == .swift
            ? titler.method.parameters.prefix(titler.parameter).filter { $0.label == nil }.count : titler.parameter
        return position < unlabelled.count ? unlabelled[position] : nil
    }

    // MARK: - Finding the types

    /// The app's own segmented controls among the Swift types read: each type with a method that
    /// fills it from a list, as the type comment says.
    static func infer(in files: [CodeFile]) -> [UIKitCustomControlRecogniser] {
        var found: [(recogniser: UIKitCustomControlRecogniser, path: String, offset: Int)] = []
        var classes: [TypeDecl] = []
        for file in files where file.language == .swift {
            var pending = file.types
            while let type = pending.popLast() {
                pending += type.nested
                if type.kind == .classType { classes.append(type) }
            }
        }
        let items = itemViews(among: classes)
        for type in classes where !viewBases.isDisjoint(with: type.inherits) && keepsSelection(type) {
            let titlers = titlers(of: type, items: items)
            if !titlers.isEmpty {
                found.append(
                    (UIKitCustomControlRecogniser(typeName: type.name, titlers: titlers), type.file.path, type.offset))
            }
        }
        // In the order of the files and places declaring them: two types of one name in two
        // modules, the first is the name's.
        return found.sorted {
            ($0.recogniser.typeName, $0.path, $0.offset) < ($1.recogniser.typeName, $1.path, $1.offset)
        }
        .map(\.recogniser)
    }

    /// `UILabel`, `UIButton` and the project's subclasses of them (KeePassium's round
    /// `OptionButton`), two levels down.
    static func itemViews(among classes: [TypeDecl]) -> Set<String> {
        var result = itemViews
        for _ in 0..<2 {
            for type in classes where !result.isDisjoint(with: type.inherits) { result.insert(type.name) }
        }
        return result
    }

    /// Whether the type keeps which item is chosen (`selectedIndex`, `isSelected`): a row of
    /// buttons that each do their own thing (a toolbar made from a list of actions) is no choice.
    static func keepsSelection(_ type: TypeDecl) -> Bool {
        let file = type.file
        let upper = min(type.tokenRange.upperBound, file.tokens.count)
        return CodeFile.span(max(type.tokenRange.lowerBound, 0), upper).contains { i in
            guard let token = file[i], token.kind == .identifier else { return false }
            return token.text.hasPrefix("selected") || token.text == "isSelected"
        }
    }

    /// The methods of a type that title it: each that loops over a list parameter making a
    /// tappable, titled label or button, and each that hands its list on to such a method
    /// (`setActions(actions)` → `setup(actions:)`).
    static func titlers(of type: TypeDecl, items: Set<String> = itemViews) -> [Titler] {
        var loops: [Titler] = []
        for function in type.functions {
            for (n, parameter) in function.parameters.enumerated() where parameter.type?.hasPrefix("[") == true {
                if let shape = loopShape(in: function, over: parameter.name, items: items) {
                    loops.append(Titler(method: function, parameter: n, shape: shape))
                }
            }
        }
        var result = loops
        for loop in loops {
            for caller in type.functions where caller !== loop.method {
                for (n, own) in caller.parameters.enumerated() where own.type?.hasPrefix("[") == true {
                    if passes(own.name, to: loop.method.name, in: caller) {
                        result.append(Titler(method: caller, parameter: n, shape: loop.shape))
                    }
                }
            }
        }
        return result
    }

    /// How a loop's element gives its segment: the fields it titles, images and labels with.
    struct Shape {
        var title: String?
        var image: String?
        var label: String?
    }

    /// `for (index, action) in actions.enumerated() { … }`, `for title in titles { … }`,
    /// `actions.forEach { action in … }` whose body makes a `UILabel` or `UIButton`, titles it
    /// from the element, makes it tappable and adds it.
    static func loopShape(in function: FunctionDecl, over list: String, items: Set<String>) -> Shape? {
        guard case .block(let open)? = function.body else { return nil }
        let file = function.file
        let close = min(file.closing(open), file.tokens.count)
        var i = open + 1
        while i < close {
            defer { i += 1 }
            guard let token = file[i], token.kind == .identifier else { continue }
            var element: String?
            var bodyOpen: Int?
            if token.text == "for" {
                // The element's name: the last name before `in` (`(index, action)`, `title`).
                let (last, j) = lastName(beforeIn: file, from: i + 1, before: min(i + 12, close))
                guard file[j + 1]?.isIdentifier(list) == true else { continue }
                element = last
                bodyOpen = CodeFile.span(j + 2, min(j + 12, close)).first { file[$0]?.is("{") == true }
            } else if token.text == list, file[i + 1]?.is(".") == true {
                // `list.forEach { element in`, `list.enumerated().forEach { (i, element) in`.
                let forEach = CodeFile.span(i + 2, min(i + 8, close)).first {
                    file[$0]?.isIdentifier("forEach") == true
                }
                guard let forEach, file[forEach + 1]?.is("{") == true else { continue }
                bodyOpen = forEach + 1
                let (last, j) = lastName(beforeIn: file, from: forEach + 2, before: min(forEach + 12, close))
                element = file[j]?.isIdentifier("in") == true ? last : "$0"
            }
            guard let element, let bodyOpen else { continue }
            let bodyClose = min(file.closing(bodyOpen), close)
            if let shape = itemShape(file, CodeFile.span(bodyOpen, bodyClose), element: element, items: items) {
                return shape
            }
            i = bodyClose
        }
        return nil
    }

    /// The last name written from `start` up to an `in` (a loop's or a closure's element), before
    /// `end`, and where the scan stopped (the `in`, when there is one).
    static func lastName(beforeIn file: CodeFile, from start: Int, before end: Int) -> (String?, Int) {
        var j = start
        var last: String?
        while j < end, file[j]?.isIdentifier("in") == false {
            if let t = file[j], t.kind == .identifier { last = t.text }
            j += 1
        }
        return (last, j)
    }

    /// The loop body's shape: a label or button made, tapped, added, titled from the element.
    static func itemShape(_ file: CodeFile, _ body: Range<Int>, element: String, items: Set<String>) -> Shape? {
        var makesItem = false, tapped = false, added = false
        var shape = Shape()
        var titled = false
        for i in body {
            guard let token = file[i], token.kind == .identifier else { continue }
            if items.contains(token.text), file[i + 1]?.is("(") == true { makesItem = true }
            if taps.contains(token.text) { tapped = true }
            if adds.contains(token.text) { added = true }
            // `label.text = action.title`, `button.setTitle(action.title, for: .normal)`.
            let titles =
                (token.text == "text" && file[i - 1]?.is(".") == true && file[i + 1]?.is("=") == true)
                || (token.text == "setTitle" && file[i + 1]?.is("(") == true)
            if titles, !titled {
                let value = i + 2  // after `=` or `(`
                if file[value]?.isIdentifier(element) == true {
                    titled = true
                    if file[value + 1]?.is(".") == true, let field = file[value + 2], field.kind == .identifier {
                        shape.title = field.text
                    }
                }
            }
            // `action.icon`, `action.image`: the element's image; `action.accessibilityLabel`.
            if token.text == element, file[i + 1]?.is(".") == true, let field = file[i + 2], field.kind == .identifier {
                let name = field.text.lowercased()
                if shape.image == nil, name.contains("icon") || name.contains("image") { shape.image = field.text }
                if shape.label == nil, name.contains("accessibility") { shape.label = field.text }
            }
        }
        return makesItem && tapped && added && titled ? shape : nil
    }

    /// Whether `caller`'s body calls `name(…)` with `list` among the arguments.
    static func passes(_ list: String, to name: String, in caller: FunctionDecl) -> Bool {
        guard case .block(let open)? = caller.body else { return false }
        let file = caller.file
        let close = min(file.closing(open), file.tokens.count)
        for i in CodeFile.span(open, close) where file[i]?.isIdentifier(name) == true && file[i + 1]?.is("(") == true {
            let end = min(file.closing(i + 1), close)
            if CodeFile.span(i + 2, end).contains(where: { file[$0]?.isIdentifier(list) == true }) { return true }
        }
        return false
    }

    /// Made from the code read: the examples are the kind's (`kindExamples`, which
    /// `BuiltInRecognisers.examples` lists), not each instance's.
    var examples: [RecogniserExample] { [] }

    static let kindName = "UIKit custom control"
    static let kindExamples = [
        RecogniserExample(
            "a UIControl that makes a tappable label for each item it is given, titled by an outlet's didSet",
            files: [
                (
                    "PillControl.swift",
                    """
                    import UIKit
                    struct PillItem {
                        let title: String
                    }
                    final class PillControl: UIControl {
                        private var labels: [UILabel] = []
                        func setItems(_ items: [PillItem]) {
                            labels.forEach { $0.removeFromSuperview() }
                            setUp(items: items)
                        }
                        private func setUp(items: [PillItem]) {
                            for (index, item) in items.enumerated() {
                                let label = UILabel()
                                label.text = item.title
                                label.tag = index
                                label.isUserInteractionEnabled = true
                                label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                                addSubview(label)
                                labels.append(label)
                            }
                        }
                        @objc private func tapped(_ sender: UITapGestureRecognizer) {
                            selectedIndex = sender.view?.tag ?? 0
                        }
                        var selectedIndex = 0
                    }
                    """
                ),
                (
                    "FilterViewController.swift",
                    """
                    import UIKit
                    final class FilterViewController: UIViewController {
                        @IBOutlet var pills: PillControl! {
                            didSet {
                                pills.setItems(⟦[PillItem(title: NSLocalizedString("filter.all", comment: "")), PillItem(title: "Unread")]⟧)
                            }
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""filter.all" = "All";"#),
            ], titles: ["All", "Unread"], style: "custom")
    ]
}
