/// Parses expressions and statements of Swift, Kotlin, Java and Objective-C into the shared
/// syntax (`Expr`, `Stmt`). It is forgiving: what it does not understand becomes `.unknown` with
/// its place, and it always moves forward. Nesting is bounded (`maximumDepth`): deeper code is one
/// unknown expression, so no input can exhaust the stack.
struct Parser {
    let file: CodeFile
    var depth: Int
    static let maximumDepth = 80

    init(file: CodeFile, depth: Int = 0) {
        self.file = file
        self.depth = depth
    }

    var language: SourceLanguage { file.language }
    var count: Int { file.tokens.count }
    /// Swift and Kotlin end statements at line ends; Java and Objective-C at `;`.
    var lineSensitive: Bool { language == .swift || language == .kotlin }

    func token(_ i: Int) -> Token? { file[i] }
    func newline(_ i: Int) -> Bool { i > 0 && i < count && file.newlineBefore[i] }
    func isPunctuation(_ i: Int, _ text: String) -> Bool { file[i]?.is(text) == true }
    func isIdentifier(_ i: Int, _ text: String) -> Bool { file[i]?.isIdentifier(text) == true }
    /// No white space between token `i - 1` and token `i` (`a!`, `a?.b`).
    func adjacent(_ i: Int) -> Bool { i > 0 && i < count && file.tokens[i - 1].end == file.tokens[i].offset }

    func byteRange(_ start: Int, _ end: Int) -> Range<Int> {
        guard start < count else { return file.source.bytes.count..<file.source.bytes.count }
        let from = file.tokens[start].offset
        let to = end > start ? file.tokens[min(end, count) - 1].end : from
        return from..<max(from, to)
    }

    func unknown(_ start: Int, _ end: Int) -> Expr { Expr(.unknown, byteRange(start, end)) }

    // MARK: - Blocks and statements

    /// The statements between the brace at `open` and its partner.
    mutating func block(_ open: Int) -> Block {
        guard isPunctuation(open, "{") else { return Block([]) }
        return Block(statements(from: open + 1, to: file.closing(open)))
    }

    mutating func statements(from start: Int, to end: Int) -> [Stmt] {
        var result: [Stmt] = []
        var i = start
        while i < end {
            if isPunctuation(i, ";") || isPunctuation(i, ",") {
                i += 1
                continue
            }
            let before = i
            if let statement = statement(&i, end: end) { result.append(statement) }
            if i <= before { i = before + 1 }
        }
        return result
    }

    mutating func statement(_ i: inout Int, end: Int) -> Stmt? {
        guard depth < Self.maximumDepth else {
            let start = i
            i = end
            return Stmt(.other, byteRange(start, end))
        }
        depth += 1
        defer { depth -= 1 }
        let start = i
        guard let first = token(i) else { return nil }
        func finish(_ kind: Stmt.Kind) -> Stmt { Stmt(kind, byteRange(start, i)) }
        if first.is("{") {
            let body = block(i)
            i = file.closing(i) + 1
            return finish(.block(body))
        }
        if first.is("@") {  // an attribute (`@unknown default:` is read by switch)
            i += 2
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            return nil
        }
        if first.is("#") {  // `#warning("…")`, `#Preview`
            i += 2
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            if isPunctuation(i, "{") { i = file.closing(i) + 1 }
            return nil
        }
        if first.kind == .identifier {
            switch first.text {
            case "let", "var", "val", "const":
                if language == .swift || language == .kotlin { return finish(binding(&i, end: end)) }
            case "lazy", "weak", "unowned", "private", "fileprivate", "static", "final", "lateinit":
                if language == .swift || language == .kotlin, let next = token(i + 1), next.kind == .identifier,
                    ["let", "var", "val"].contains(next.text)
                {
                    i += 1
                    return finish(binding(&i, end: end))
                }
            case "if":
                return finish(conditional(&i, end: end))
            case "guard" where language == .swift:
                i += 1
                let conditions = conditionList(&i, end: end)
                if isIdentifier(i, "else") { i += 1 }
                let otherwise = body(&i, end: end)
                return finish(.guardStatement(conditions, otherwise: otherwise))
            case "for":
                return finish(forLoop(&i, end: end))
            case "while":
                i += 1
                let condition = parenthesizedOrBare(&i, end: end)
                let loopBody = body(&i, end: end)
                _ = condition
                return finish(.loop(loopBody))
            case "repeat" where language == .swift:
                i += 1
                let loopBody = body(&i, end: end)
                if isIdentifier(i, "while") {
                    i += 1
                    _ = expression(&i, end: end, trailingClosures: false)
                }
                return finish(.loop(loopBody))
            case "do":
                i += 1
                let doBody = body(&i, end: end)
                if language == .swift {
                    while isIdentifier(i, "catch") {
                        i += 1
                        while i < end, !isPunctuation(i, "{") { i += 1 }
                        _ = body(&i, end: end)
                    }
                } else if isIdentifier(i, "while") {
                    i += 1
                    _ = parenthesizedOrBare(&i, end: end)
                }
                return finish(.block(doBody))
            case "try" where language != .swift && isPunctuation(i + 1, "{"):
                i += 1
                let tryBody = body(&i, end: end)
                while isIdentifier(i, "catch") || isIdentifier(i, "finally") {
                    i += 1
                    if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                    _ = body(&i, end: end)
                }
                return finish(.block(tryBody))
            case "switch":
                i += 1
                let subject = parenthesizedOrBare(&i, end: end)
                guard isPunctuation(i, "{") else { return finish(.other) }
                let branches = switchBranches(i)
                i = file.closing(i) + 1
                return finish(.switchStatement(subject, branches))
            case "return":
                i += 1
                if i < end, !isPunctuation(i, "}"), !isPunctuation(i, ";"), !(lineSensitive && newline(i)) {
                    // Kotlin's `return@label`; in Objective-C, `@` starts the value (`return @[…]`).
                    if language == .kotlin, isPunctuation(i, "@") { i += 2 }
                    let value = expression(&i, end: end)
                    return finish(.returnStatement(value))
                }
                return finish(.returnStatement(nil))
            case "break", "continue", "fallthrough":
                i += 1
                if language == .kotlin, isPunctuation(i, "@") { i += 2 }
                return finish(.other)
            case "throw":
                i += 1
                _ = expression(&i, end: end)
                return finish(.throwStatement)
            case "defer" where language == .swift:
                i += 1
                return finish(.block(body(&i, end: end)))
            case "func", "fun":
                if let function = DeclarationParser(file: file).localFunction(at: &i, end: end) {
                    return finish(.localFunction(function))
                }
            case "class", "struct", "enum", "interface", "protocol", "typealias":
                // A type declared inside a body: passed over.
                while i < end, !isPunctuation(i, "{"), !(lineSensitive && newline(i + 1)) { i += 1 }
                if isPunctuation(i, "{") { i = file.closing(i) }
                i += 1
                return finish(.other)
            default:
                break
            }
            if language == .java || language == .objectiveC, let declaration = typedBinding(&i, end: end) {
                return Stmt(declaration, byteRange(start, i))
            }
        }
        let value = expression(&i, end: end)
        if let op = token(i), op.kind == .punctuation, ["=", "+=", "-="].contains(op.text),
            !(lineSensitive && newline(i))
        {
            i += 1
            let assigned = expression(&i, end: end)
            return finish(.assignment(value, op.text, assigned))
        }
        return finish(.expression(value))
    }

    /// `let x = …`, `var x: T`, `val (a, b) = …`, `var x by remember { … }`.
    mutating func binding(_ i: inout Int, end: Int) -> Stmt.Kind {
        i += 1
        var names: [String] = []
        if isPunctuation(i, "(") {
            let close = file.closing(i)
            var j = i + 1
            while j < close {
                if let t = token(j), t.kind == .identifier, !["let", "var", "val"].contains(t.text),
                    j == i + 1 || isPunctuation(j - 1, ",") || isIdentifier(j - 1, "let") || isIdentifier(j - 1, "var")
                {
                    names.append(t.text)
                }
                j += 1
            }
            i = close + 1
        } else if let name = token(i), name.kind == .identifier {
            names.append(name.text)
            i += 1
        }
        var type: String?
        if isPunctuation(i, ":") {
            i += 1
            type = skipType(&i, end: end)
        }
        var value: Expr?
        if isPunctuation(i, "=") || (language == .kotlin && isIdentifier(i, "by")) {
            i += 1
            value = expression(&i, end: end)
        }
        return .binding(names: names, type: type, value: value)
    }

    /// Java and Objective-C: `final String[] titles = {…};`, `UISegmentedControl *c = …;`,
    /// `TabLayout tabs;`. Nil (and `i` unchanged) when the tokens are not a declaration.
    mutating func typedBinding(_ i: inout Int, end: Int) -> Stmt.Kind? {
        var j = i
        let modifiers: Set<String> = [
            "final", "static", "const", "__weak", "__strong", "__block", "__unsafe_unretained", "volatile",
            "nonnull", "nullable", "_Nonnull", "_Nullable", "__kindof", "var", "unsigned", "signed",
        ]
        while let t = token(j), t.kind == .identifier, modifiers.contains(t.text) { j += 1 }
        guard let typeStart = token(j), typeStart.kind == .identifier,
            !["return", "new", "self", "this", "super", "if", "else"].contains(typeStart.text)
        else { return nil }
        let type = skipType(&j, end: end)
        guard let name = token(j), name.kind == .identifier, j < end,
            isPunctuation(j + 1, "=") || isPunctuation(j + 1, ";") || isPunctuation(j + 1, ",")
                || isPunctuation(j + 1, "[")
        else { return nil }
        j += 1
        if isPunctuation(j, "[") { j = file.closing(j) + 1 }  // C arrays: `NSString *titles[] = {…}`
        var value: Expr?
        if isPunctuation(j, "=") {
            j += 1
            value = expression(&j, end: end)
        }
        i = j
        return .binding(names: [name.text], type: type, value: value)
    }

    /// `if …` as a statement.
    mutating func conditional(_ i: inout Int, end: Int) -> Stmt.Kind {
        i += 1
        let conditions: [Condition]
        if language == .swift {
            conditions = conditionList(&i, end: end)
        } else {
            conditions = [parenthesizedCondition(&i, end: end)]
        }
        let then = body(&i, end: end)
        var otherwise: Block?
        var probe = i
        while isPunctuation(probe, ";") { probe += 1 }
        if isIdentifier(probe, "else") {
            i = probe + 1
            if isIdentifier(i, "if") {
                let start = i
                let nested = conditional(&i, end: end)
                otherwise = Block([Stmt(nested, byteRange(start, i))])
            } else {
                otherwise = body(&i, end: end)
            }
        }
        return .conditional(conditions, then: then, otherwise: otherwise)
    }

    /// Swift's `if`/`guard` conditions: `let x = e`, `let x`, `case .a = e`, `#available(…)`, expressions.
    mutating func conditionList(_ i: inout Int, end: Int) -> [Condition] {
        var conditions: [Condition] = []
        while i < end, !isPunctuation(i, "{"), !isIdentifier(i, "else") {
            let before = i
            if isIdentifier(i, "let") || isIdentifier(i, "var") {
                i += 1
                let name = token(i)?.text ?? "_"
                i += 1
                if isPunctuation(i, ":") {
                    i += 1
                    _ = skipType(&i, end: end)
                }
                if isPunctuation(i, "=") {
                    i += 1
                    conditions.append(.binding(name, expression(&i, end: end, trailingClosures: false)))
                } else {
                    conditions.append(.binding(name, Expr(.name(name), byteRange(before + 1, before + 2))))
                }
            } else if isIdentifier(i, "case") {
                i += 1
                let pattern = expression(&i, end: end, trailingClosures: false)
                if isPunctuation(i, "=") { i += 1 }
                conditions.append(.pattern(pattern, expression(&i, end: end, trailingClosures: false)))
            } else if isPunctuation(i, "#") || isPunctuation(i, "@") {
                i += 2
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                conditions.append(.available)
            } else {
                conditions.append(.expression(expression(&i, end: end, trailingClosures: false)))
            }
            if isPunctuation(i, ",") { i += 1 }
            if i <= before { i = before + 1 }
        }
        return conditions
    }

    /// `(condition)` (Kotlin, Java, Objective-C).
    mutating func parenthesizedCondition(_ i: inout Int, end: Int) -> Condition {
        guard isPunctuation(i, "(") else { return .expression(expression(&i, end: end, trailingClosures: false)) }
        let close = file.closing(i)
        var j = i + 1
        // Objective-C's `if (@available(iOS 13.0, *))`: the app runs on a current system.
        if language == .objectiveC, isPunctuation(j, "@"), token(j + 1)?.isIdentifier("available") == true,
            isPunctuation(j + 2, "("), file.closing(j + 2) + 1 == close
        {
            i = close + 1
            return .available
        }
        let value = expression(&j, end: close)
        i = close + 1
        return .expression(value)
    }

    mutating func parenthesizedOrBare(_ i: inout Int, end: Int) -> Expr? {
        if isPunctuation(i, "("), language != .swift {
            let close = file.closing(i)
            var j = i + 1
            let value = expression(&j, end: close)
            i = close + 1
            return value
        }
        return expression(&i, end: end, trailingClosures: false)
    }

    /// A `{ … }` block, or (Kotlin, Java, Objective-C) one statement.
    mutating func body(_ i: inout Int, end: Int) -> Block {
        if isPunctuation(i, "{") {
            let result = block(i)
            i = file.closing(i) + 1
            return result
        }
        guard i < end, let single = statement(&i, end: end) else { return Block([]) }
        return Block([single])
    }

    mutating func forLoop(_ i: inout Int, end: Int) -> Stmt.Kind {
        i += 1
        if language == .swift {
            if isIdentifier(i, "case") { i += 1 }
            if isIdentifier(i, "let") || isIdentifier(i, "var") { i += 1 }
            let names = patternNames(&i, until: "in", end: end)
            if isIdentifier(i, "in") { i += 1 }
            let sequence = expression(&i, end: end, trailingClosures: false)
            if isIdentifier(i, "where") {
                i += 1
                _ = expression(&i, end: end, trailingClosures: false)
            }
            return .forIn(names: names, sequence: sequence, body: body(&i, end: end))
        }
        guard isPunctuation(i, "(") else { return .other }
        let close = file.closing(i)
        // C style: for (int i = 0; i < n; i++)
        if let semicolon = (i + 1..<close).first(where: { isPunctuation($0, ";") }) {
            var j = i + 1
            var name = ""
            var from = Expr(.number(0), byteRange(j, j + 1))
            if let binding = typedBinding(&j, end: semicolon), case .binding(let names, _, let value) = binding {
                name = names.first ?? ""
                from = value ?? from
            }
            var below: Expr = unknown(semicolon, semicolon + 1)
            j = semicolon + 1
            if isIdentifier(j, name), isPunctuation(j + 1, "<") {
                j += 2
                let secondSemicolon = (j..<close).first(where: { isPunctuation($0, ";") }) ?? close
                below = expression(&j, end: secondSemicolon)
            }
            i = close + 1
            return .countingLoop(name: name, from: from, below: below, body: body(&i, end: end))
        }
        var j = i + 1
        var names: [String] = []
        if language == .kotlin {
            names = patternNames(&j, until: "in", end: close)
        } else {
            // Java `for (String t : titles)`, Objective-C `for (NSString *t in titles)`.
            let separator = language == .java ? ":" : "in"
            while j < close, !(token(j)?.text == separator) {
                if let t = token(j), t.kind == .identifier { names = [t.text] }
                j += 1
            }
        }
        if j < close { j += 1 }
        let sequence = expression(&j, end: close)
        i = close + 1
        return .forIn(names: names, sequence: sequence, body: body(&i, end: end))
    }

    /// `x`, `(i, x)`, `(index, item)`: the names bound, up to `until`.
    mutating func patternNames(_ i: inout Int, until: String, end: Int) -> [String] {
        var names: [String] = []
        if isPunctuation(i, "(") {
            let close = file.closing(i)
            var j = i + 1
            while j < close {
                if let t = token(j), t.kind == .identifier, !["let", "var", "val"].contains(t.text),
                    !isPunctuation(j - 1, ":")
                {
                    names.append(t.text)
                }
                j += 1
            }
            i = close + 1
        } else {
            while i < end, !isIdentifier(i, until) {
                if let t = token(i), t.kind == .identifier, !isPunctuation(i - 1, ":") { names.append(t.text) }
                if isPunctuation(i, ":") {
                    i += 1
                    _ = skipType(&i, end: end)
                    continue
                }
                i += 1
            }
        }
        return names
    }

    /// The branches of a `switch { … }` (Swift, Java, Objective-C) whose brace is at `open`.
    mutating func switchBranches(_ open: Int) -> [Branch] {
        let close = file.closing(open)
        var starts: [Int] = []
        var i = open + 1
        while i < close {
            if let t = token(i), t.kind == .punctuation, "([{".contains(t.text) {
                i = file.closing(i) + 1
                continue
            }
            if isIdentifier(i, "case") || isIdentifier(i, "default") {
                let previous = token(i - 1)
                let opensBranch =
                    previous == nil || i == open + 1 || previous?.is(":") == true || previous?.is(";") == true
                    || previous?.is("}") == true || newline(i) || previous?.isIdentifier("unknown") == true
                if opensBranch { starts.append(i) }
            }
            i += 1
        }
        var branches: [Branch] = []
        for (n, start) in starts.enumerated() {
            let branchEnd = n + 1 < starts.count ? starts[n + 1] : close
            var j = start
            var patterns: [Expr] = []
            if isIdentifier(j, "case") {
                j += 1
                // Patterns up to the ':' (or Java's '->') at this level.
                var colon = j
                while colon < branchEnd, !isPunctuation(colon, ":"), !isPunctuation(colon, "->") {
                    if let t = token(colon), t.kind == .punctuation, "([{".contains(t.text) {
                        colon = file.closing(colon)
                    }
                    colon += 1
                }
                while j < colon {
                    let before = j
                    if isIdentifier(j, "let") || isIdentifier(j, "var") { j += 1 }
                    patterns.append(expression(&j, end: colon))
                    if isIdentifier(j, "where") { j = colon }
                    if isPunctuation(j, ",") { j += 1 }
                    if j <= before { j = before + 1 }
                }
                j = colon + 1
            } else {
                j += 1
                if isPunctuation(j, ":") || isPunctuation(j, "->") { j += 1 }
            }
            let statements = statements(from: j, to: branchEnd)
            branches.append(Branch(patterns: patterns, body: Block(statements)))
        }
        return branches
    }

    /// Kotlin's `when (x) { a, b -> …; else -> … }` whose brace is at `open`.
    mutating func whenBranches(_ open: Int) -> [Branch] {
        let close = file.closing(open)
        var branches: [Branch] = []
        var i = open + 1
        while i < close {
            if isPunctuation(i, ";") {
                i += 1
                continue
            }
            let before = i
            var patterns: [Expr] = []
            var isElse = false
            while i < close, !isPunctuation(i, "->") {
                let conditionStart = i
                if isIdentifier(i, "else") {
                    isElse = true
                    i += 1
                    continue
                }
                // `is StringResource`, `!is Loading`: a type test of the subject (its operand
                // stands for the subject); `in 1..5` and `!in` are read as their range.
                let negated = isPunctuation(i, "!") && adjacent(i + 1)
                if isIdentifier(i + (negated ? 1 : 0), "is") {
                    i += negated ? 2 : 1
                    // The type's own tokens (`UIText.StringResource`, `List<*>`): up to the
                    // branch's `->` or the next pattern's `,` (`skipType` would read `-> value` as
                    // a function type's result).
                    let typeStart = i
                    var depth = 0
                    while i < close, depth > 0 || !(isPunctuation(i, "->") || isPunctuation(i, ",")) {
                        if isPunctuation(i, "<") { depth += 1 }
                        if isPunctuation(i, ">"), depth > 0 { depth -= 1 }
                        i += 1
                    }
                    let type = (typeStart..<i).compactMap { token($0)?.text }.joined()
                    let test = Expr(.typeCheck(unknown(conditionStart, i), type), byteRange(conditionStart, i))
                    patterns.append(negated ? Expr(.prefix("!", test), byteRange(conditionStart, i)) : test)
                    if isPunctuation(i, ",") { i += 1 }
                    if i <= conditionStart { i = conditionStart + 1 }
                    continue
                }
                if isIdentifier(i, "in") || (isPunctuation(i, "!") && adjacent(i + 1)) {
                    i += isPunctuation(i, "!") ? 2 : 1
                }
                patterns.append(expression(&i, end: close))
                if isPunctuation(i, ",") { i += 1 }
                if i <= conditionStart { i = conditionStart + 1 }
            }
            i += 1
            let branchBody: Block
            if isPunctuation(i, "{") {
                branchBody = block(i)
                i = file.closing(i) + 1
            } else {
                let start = i
                if let single = statement(&i, end: close) {
                    branchBody = Block([single])
                } else {
                    branchBody = Block([Stmt(.other, byteRange(start, i))])
                }
            }
            branches.append(Branch(patterns: isElse ? [] : patterns, body: branchBody))
            if i <= before { i = before + 1 }
        }
        return branches
    }

    // MARK: - Types

    /// Passes over a type as written (`[String]`, `UIFont?`, `List<Pair<Int, String>>`,
    /// `(Int) -> String`, `NSString *`, `String[]`, `some View`) and returns its text.
    @discardableResult
    mutating func skipType(_ i: inout Int, end: Int) -> String {
        let start = i
        while isIdentifier(i, "some") || isIdentifier(i, "any") || isIdentifier(i, "inout")
            || isIdentifier(i, "suspend") || isPunctuation(i, "@")
        {
            i += isPunctuation(i, "@") ? 2 : 1
        }
        if isPunctuation(i, "(") || isPunctuation(i, "[") {
            i = file.closing(i) + 1
        } else {
            while let t = token(i), t.kind == .identifier, i < end {
                i += 1
                if isPunctuation(i, "<") { i = angleEnd(i) }
                guard isPunctuation(i, "."), token(i + 1)?.kind == .identifier else { break }
                i += 1
            }
            // Kotlin's function type with a receiver: `RowScope.(Int, Dp) -> Unit`.
            if language == .kotlin, isPunctuation(i, "."), isPunctuation(i + 1, "("), i > start {
                i = file.closing(i + 1) + 1
            }
        }
        while i < end {
            if isPunctuation(i, "->") {
                i += 1
                _ = skipType(&i, end: end)
            } else if (isPunctuation(i, "?") || isPunctuation(i, "!")) && adjacent(i) {
                i += 1
            } else if isPunctuation(i, "*") && language == .objectiveC {
                i += 1
            } else if isPunctuation(i, "[") && isPunctuation(i + 1, "]") && language == .java {
                i += 2
            } else if isPunctuation(i, "...") {
                i += 1
            } else {
                break
            }
        }
        return (start..<i).compactMap { token($0)?.text }.filter { $0 != "some" && $0 != "any" }.joined()
    }

    /// After the `<` at `open`, the index past its `>` (generic arguments); `open` if it is not one.
    func angleEnd(_ open: Int) -> Int {
        var nesting = 0
        var i = open
        while i < count, i < open + 40 {
            guard let t = token(i) else { break }
            if t.is("<") {
                nesting += 1
            } else if t.is(">") {
                nesting -= 1
                if nesting == 0 { return i + 1 }
            } else if t.is("->") || t.is(",") || t.is(".") || t.is("?") || t.is(":") || t.is("*") || t.is("!")
                || t.kind == .identifier || t.is("[") || t.is("]") || t.is("(") || t.is(")") || t.is("&")
            {
                // type tokens (`&`: a composition of protocols, `<Value: Identifiable & Hashable>`)
            } else {
                return open
            }
            i += 1
        }
        return open
    }

    /// Whether `Name<…>` at `open` is a generic type followed by what generic types are followed by.
    func isGenericArguments(_ open: Int) -> Bool {
        let after = angleEnd(open)
        guard after > open, let next = token(after) else { return false }
        return (next.is("(") && adjacent(after)) || next.is(".") || next.is("::") || next.is(")") || next.is(",")
            || next.is("{") || next.is(">")
    }

    // MARK: - Expressions

    /// The expression starting at `i`, ending before `end`; `i` moves past it.
    /// `trailingClosures: false` in a Swift `if`/`for`/`switch` head, where a `{` opens the body.
    mutating func expression(_ i: inout Int, end: Int, minimum: Int = 0, trailingClosures: Bool = true) -> Expr {
        let start = i
        guard i < end else { return unknown(i, i) }
        guard depth < Self.maximumDepth else {
            skipExpression(&i, end: end)
            return unknown(start, i)
        }
        depth += 1
        defer { depth -= 1 }
        var left = unary(&i, end: end, trailingClosures: trailingClosures)
        while i < end, let op = token(i) {
            if lineSensitive, newline(i), !continuesOnNewLine(i) { break }
            // a ? b : c (Swift, Java, Objective-C); in Swift the '?' stands apart
            if op.is("?"), language != .kotlin, !adjacent(i) || language != .swift {
                guard minimum <= 1 else { break }
                i += 1
                let then = expression(&i, end: end, minimum: 1, trailingClosures: trailingClosures)
                guard isPunctuation(i, ":") else {
                    return Expr(.ternary(left, then, unknown(i, i)), byteRange(start, i))
                }
                i += 1
                let otherwise = expression(&i, end: end, minimum: 1, trailingClosures: trailingClosures)
                left = Expr(.ternary(left, then, otherwise), byteRange(start, i))
                continue
            }
            if op.isIdentifier("as") || (op.isIdentifier("is") && language != .objectiveC) {
                guard minimum <= 10 else { break }
                i += 1
                if (isPunctuation(i, "?") || isPunctuation(i, "!")) && adjacent(i) { i += 1 }
                let type = skipType(&i, end: end)
                let kind: Expr.Kind = op.isIdentifier("is") ? .typeCheck(left, type) : .cast(left, type)
                left = Expr(kind, byteRange(start, i))
                continue
            }
            guard let (name, precedence, width) = binaryOperator(i), precedence >= minimum else { break }
            i += width
            let right = expression(&i, end: end, minimum: precedence + 1, trailingClosures: trailingClosures)
            left = Expr(.binary(name, left, right), byteRange(start, i))
        }
        return left
    }

    /// On a new line, an expression goes on only with a member access or a binary operator.
    func continuesOnNewLine(_ i: Int) -> Bool {
        guard let t = token(i) else { return false }
        if t.is(".") || t.is("?.") { return true }
        if t.is("?") || t.is(":") { return language == .swift }
        if t.is("-") || t.is("+") || t.is("!") { return !adjacent(i + 1) }  // `-x` on its own line is a new statement
        return binaryOperator(i) != nil && !t.isIdentifier("in") && !t.isIdentifier("is")
    }

    /// The binary operator at `i`: its name, precedence and token count.
    func binaryOperator(_ i: Int) -> (String, Int, Int)? {
        guard let t = token(i) else { return nil }
        if t.kind == .identifier {
            guard language == .kotlin else { return nil }
            switch t.text {
            case "to", "until", "downTo", "step": return (t.text, 7, 1)
            case "in": return ("in", 6, 1)
            default: return nil
            }
        }
        guard t.kind == .punctuation else { return nil }
        switch t.text {
        case "??", "?:": return (t.text, 2, 1)
        case "||": return (t.text, 3, 1)
        case "&&": return (t.text, 4, 1)
        case "==", "!=", "===", "!==": return (t.text, 5, 1)
        case "<", ">", "<=", ">=": return (t.text, 6, 1)
        case "|", "&", "^": return (t.text, 6, 1)
        case "..", "..<", "...": return (t.text, 7, 1)
        case "+", "-": return (t.text, 8, 1)
        case "*", "/", "%": return (t.text, 9, 1)
        case "!":
            // Kotlin `!in`, `!is`
            if language == .kotlin, adjacent(i + 1), isIdentifier(i + 1, "in") { return ("!in", 6, 2) }
            return nil
        default: return nil
        }
    }

    /// Passes over an expression segqa will not read (too deeply nested).
    func skipExpression(_ i: inout Int, end: Int) {
        let start = i
        while i < end {
            if i > start, lineSensitive, newline(i) { break }
            if isPunctuation(i, ";") || isPunctuation(i, ",") { break }
            if let t = token(i), t.kind == .punctuation, "([{".contains(t.text) {
                i = file.closing(i) + 1
                continue
            }
            if let t = token(i), t.kind == .punctuation, ")]}".contains(t.text) { break }
            i += 1
        }
        if i == start { i += 1 }
    }

    mutating func unary(_ i: inout Int, end: Int, trailingClosures: Bool) -> Expr {
        let start = i
        guard let t = token(i) else { return unknown(i, i) }
        if t.kind == .punctuation, ["-", "+", "!", "~", "&", "*", "++", "--", "^"].contains(t.text),
            !(t.text == "^" && language == .objectiveC)
        {
            i += 1
            let operand = unary(&i, end: end, trailingClosures: trailingClosures)
            if t.text == "-", case .number(let n) = operand.kind { return Expr(.number(-n), byteRange(start, i)) }
            return Expr(.prefix(t.text, operand), byteRange(start, i))
        }
        if t.kind == .identifier, ["try", "await"].contains(t.text), language == .swift {
            i += 1
            if (isPunctuation(i, "?") || isPunctuation(i, "!")) && adjacent(i) { i += 1 }
            return unary(&i, end: end, trailingClosures: trailingClosures)
        }
        // (Type) value — a C or Java cast
        if language == .java || language == .objectiveC, t.is("("), let close = Optional(file.closing(i)),
            isCast(i, close)
        {
            i = close + 1
            let operand = unary(&i, end: end, trailingClosures: trailingClosures)
            let type = (start + 1..<close).compactMap { token($0)?.text }.joined()
            return Expr(.cast(operand, type), byteRange(start, i))
        }
        let primary = self.primary(&i, end: end, trailingClosures: trailingClosures)
        return postfix(primary, start: start, &i, end: end, trailingClosures: trailingClosures)
    }

    /// `(NSString *)x`, `(TabLayout) view`: a parenthesized type followed by an operand.
    func isCast(_ open: Int, _ close: Int) -> Bool {
        guard close > open + 1, close - open < 8, let next = token(close + 1) else { return false }
        let inside = (open + 1..<close).compactMap { token($0) }
        guard inside.first?.kind == .identifier,
            inside.allSatisfy({ $0.kind == .identifier || $0.is("*") || $0.is("<") || $0.is(">") || $0.is(".") })
        else { return false }
        let type = inside.first!.text
        let startsUpper = type.first?.isUppercase == true || ["int", "float", "double", "long", "id"].contains(type)
        return startsUpper
            && (next.kind == .identifier || next.kind == .string || next.is("(") || next.is("[") || next.is("@"))
    }

    mutating func primary(_ i: inout Int, end: Int, trailingClosures: Bool) -> Expr {
        let start = i
        guard let t = token(i) else { return unknown(i, i) }
        func finish(_ kind: Expr.Kind) -> Expr { Expr(kind, byteRange(start, i)) }
        switch t.kind {
        case .string:
            i += 1
            var pieces = stringPieces(t)
            // Objective-C and C join adjacent literals: @"a" @"b", "a" "b".
            while language == .objectiveC, let next = token(i), next.kind == .string, i < end {
                pieces += stringPieces(next)
                i += 1
            }
            return finish(.string(pieces))
        case .character:
            i += 1
            return finish(.string([.text(t.text)]))
        case .number:
            i += 1
            return finish(.number(Self.number(t.text)))
        case .directive:
            i += 1
            return finish(.unknown)
        case .punctuation:
            return punctuationPrimary(t, &i, end: end, trailingClosures: trailingClosures)
        case .identifier:
            break
        }
        // Identifiers and keywords
        switch (t.text, language) {
        case ("true", _), ("YES", .objectiveC), ("TRUE", .objectiveC):
            i += 1
            return finish(.bool(true))
        case ("false", _), ("NO", .objectiveC), ("FALSE", .objectiveC):
            i += 1
            return finish(.bool(false))
        case ("nil", _), ("null", _), ("NULL", .objectiveC), ("Nil", .objectiveC):
            i += 1
            return finish(.null)
        case ("self", _), ("this", .kotlin), ("this", .java):
            i += 1
            if language == .kotlin, isPunctuation(i, "@"), adjacent(i) { i += 2 }  // this@Activity
            return finish(.selfReference)
        case ("super", _):
            i += 1
            return finish(.superReference)
        case ("if", _) where language == .kotlin || language == .swift:
            i += 1
            let condition: Expr
            if language == .kotlin, isPunctuation(i, "(") {
                let close = file.closing(i)
                var j = i + 1
                condition = expression(&j, end: close)
                i = close + 1
            } else {
                condition = expression(&i, end: end, trailingClosures: false)
            }
            let then = branchBlock(&i, end: end)
            var otherwise: Block?
            if isIdentifier(i, "else") {
                i += 1
                otherwise = branchBlock(&i, end: end)
            }
            return finish(.conditional(condition, then, otherwise))
        case ("when", .kotlin):
            i += 1
            var subject: Expr?
            if isPunctuation(i, "(") {
                let close = file.closing(i)
                var j = i + 1
                if isIdentifier(j, "val") {  // when (val x = e)
                    j += 2
                    if isPunctuation(j, "=") { j += 1 }
                }
                subject = expression(&j, end: close)
                i = close + 1
            }
            guard isPunctuation(i, "{") else { return finish(.unknown) }
            let branches = whenBranches(i)
            i = file.closing(i) + 1
            return finish(.when(subject, branches))
        case ("switch", .swift), ("switch", .java):
            i += 1
            let subject = parenthesizedOrBare(&i, end: end)
            guard isPunctuation(i, "{") else { return finish(.unknown) }
            let branches = switchBranches(i)
            i = file.closing(i) + 1
            return finish(.when(subject, branches))
        case ("try", .kotlin):
            i += 1
            let body = branchBlock(&i, end: end)
            while isIdentifier(i, "catch") || isIdentifier(i, "finally") {
                i += 1
                if isPunctuation(i, "(") { i = file.closing(i) + 1 }
                _ = branchBlock(&i, end: end)
            }
            return finish(.block(body))
        case ("object", .kotlin) where isPunctuation(i + 1, ":") || isPunctuation(i + 1, "{"):
            i += 1
            let type = TypeDecl(name: "", kind: .anonymous, file: file, offset: t.offset)
            if isPunctuation(i, ":") {
                i += 1
                while i < end, !isPunctuation(i, "{") {
                    if let n = token(i), n.kind == .identifier, isPunctuation(i - 1, ":") || isPunctuation(i - 1, ",") {
                        type.inherits.append(n.text)
                    }
                    if isPunctuation(i, "(") { i = file.closing(i) }
                    i += 1
                }
            }
            if isPunctuation(i, "{") {
                DeclarationParser(file: file).members(of: type, open: i)
                i = file.closing(i) + 1
            }
            return finish(.anonymousObject(type))
        case ("new", .java):
            i += 1
            let typeStart = i
            let typeName = skipType(&i, end: end)
            if typeName.hasSuffix("[]"), isPunctuation(i, "{") {  // new String[] { … } (the type took the `[]`)
                return arrayInitializer(&i, start: start)
            }
            if isPunctuation(i, "[") {  // new int[3], new String[2][]
                i = file.closing(i) + 1
                if isPunctuation(i, "{") { return arrayInitializer(&i, start: start) }
                return finish(.unknown)
            }
            var arguments: [Argument] = []
            if isPunctuation(i, "(") {
                arguments = self.arguments(i)
                i = file.closing(i) + 1
            }
            let callee = Expr(
                .name(typeName.components(separatedBy: "<").first ?? typeName), byteRange(typeStart, typeStart + 1))
            if isPunctuation(i, "{") {  // an anonymous class
                let type = TypeDecl(name: "", kind: .anonymous, file: file, offset: t.offset)
                type.inherits = [typeName.components(separatedBy: "<").first ?? typeName]
                DeclarationParser(file: file).members(of: type, open: i)
                i = file.closing(i) + 1
                return finish(.anonymousObject(type))
            }
            return finish(.call(callee, arguments))
        default:
            break
        }
        // Java lambda: x -> …
        if language == .java, isPunctuation(i + 1, "->") {
            let name = t.text
            i += 2
            let body = lambdaBody(&i, end: end)
            return finish(.closure(Closure(parameters: [name], body: body)))
        }
        i += 1
        if isPunctuation(i, "<"), isGenericArguments(i) { i = angleEnd(i) }
        return finish(.name(t.text))
    }

    mutating func punctuationPrimary(_ t: Token, _ i: inout Int, end: Int, trailingClosures: Bool) -> Expr {
        let start = i
        func finish(_ kind: Expr.Kind) -> Expr { Expr(kind, byteRange(start, i)) }
        switch t.text {
        case "(":
            let close = file.closing(i)
            // Java lambda: (a, b) -> …
            if language == .java, isPunctuation(close + 1, "->") {
                let names = (i + 1..<close).compactMap { token($0) }.filter { $0.kind == .identifier }.map(\.text)
                i = close + 2
                let body = lambdaBody(&i, end: end)
                return finish(.closure(Closure(parameters: names, body: body)))
            }
            var j = i + 1
            guard j < close else {
                i = close + 1
                return finish(.array([]))  // () — the empty tuple
            }
            var items: [Expr] = []
            var labels: [String?] = []
            while j < close {
                let before = j
                // tuple labels: (title: "A", key: 1)
                if language == .swift, let label = token(j), label.kind == .identifier, isPunctuation(j + 1, ":") {
                    labels.append(label.text)
                    j += 2
                } else {
                    labels.append(nil)
                }
                items.append(expression(&j, end: close))
                if isPunctuation(j, ",") { j += 1 }
                if j <= before { j = before + 1 }
            }
            i = close + 1
            if items.count > 1, labels.count == items.count, labels.contains(where: { $0 != nil }) {
                // A labelled tuple: its elements by label (`pair.title`) and by position (`pair.0`).
                let keys = labels.enumerated().map { n, label in
                    Expr(.string([.text(label ?? "\(n)")]), items[n].range)
                }
                return finish(.dictionary(Array(zip(keys, items)).map { (key: $0.0, value: $0.1) }))
            }
            return items.count == 1 ? Expr(items[0].kind, byteRange(start, i)) : finish(.array(items))
        case "[":
            if language == .objectiveC { return message(&i) }
            return collectionLiteral(&i, start: start)
        case "@" where language == .objectiveC:
            i += 1
            if isPunctuation(i, "[") {
                return collectionLiteral(&i, start: start)
            }
            if isPunctuation(i, "{") {
                return dictionaryLiteral(&i, start: start)
            }
            if isPunctuation(i, "(") {  // @(expression): a boxed value
                let close = file.closing(i)
                var j = i + 1
                let value = expression(&j, end: close)
                i = close + 1
                return Expr(value.kind, byteRange(start, i))
            }
            if let n = token(i), n.kind == .number {
                i += 1
                return finish(.number(Self.number(n.text)))
            }
            i += 1  // @selector(…), @YES, @protocol(…)
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            return finish(.unknown)
        case "{":
            if language == .java { return arrayInitializer(&i, start: start) }
            return finish(.closure(closure(&i)))
        case "^" where language == .objectiveC:
            // A block: ^(UITableViewCell *cell) { … } or ^{ … }
            i += 1
            var names: [String] = []
            if isPunctuation(i, "(") {
                let close = file.closing(i)
                var j = i + 1
                var lastName: String?
                while j < close {
                    if let n = token(j), n.kind == .identifier { lastName = n.text }
                    if isPunctuation(j, ",") || j == close - 1 {
                        if let lastName { names.append(lastName) }
                        lastName = nil
                    }
                    j += 1
                }
                i = close + 1
            }
            guard isPunctuation(i, "{") else { return finish(.unknown) }
            let body = block(i)
            i = file.closing(i) + 1
            return finish(.closure(Closure(parameters: names, body: body)))
        case ".":
            // Swift's implicit member: .segmented, .system(size: 13)
            i += 1
            guard let name = token(i), name.kind == .identifier || name.kind == .number else { return finish(.unknown) }
            i += 1
            return finish(.implicitMember(name.text))
        case "\\":
            // key path \.title, \Item.title
            i += 1
            var names: [String] = []
            while i < end, let n = token(i) {
                if n.kind == .identifier {
                    names.append(n.text)
                    i += 1
                } else if n.is(".") || n.is("?.") || ((n.is("?") || n.is("!")) && adjacent(i)) {
                    i += 1
                } else {
                    break
                }
                if lineSensitive, newline(i) { break }
            }
            // the root type's name is not a step: \Item.title → title
            if let first = names.first, first.first?.isUppercase == true, names.count > 1 { names.removeFirst() }
            return finish(.keyPath(names))
        case "#":
            i += 1  // #selector(…), #imageLiteral(…), #available(…)
            if token(i)?.kind == .identifier { i += 1 }
            if isPunctuation(i, "(") { i = file.closing(i) + 1 }
            return finish(.unknown)
        case "::":
            i += 1
            if token(i)?.kind == .identifier { i += 1 }
            return finish(.unknown)
        default:
            i += 1
            return finish(.unknown)
        }
    }

    /// Calls, members, subscripts, trailing closures and postfix operators after a primary.
    mutating func postfix(_ base: Expr, start: Int, _ i: inout Int, end: Int, trailingClosures: Bool) -> Expr {
        var value = base
        func range() -> Range<Int> { byteRange(start, i) }
        while i < end, let t = token(i) {
            let onNewLine = newline(i)
            if t.is(".") || t.is("?.") {
                if onNewLine, language == .java || language == .objectiveC { /* fine */  }
                guard let name = token(i + 1), name.kind == .identifier || name.kind == .number else { break }
                i += 2
                if isPunctuation(i, "<"), isGenericArguments(i) { i = angleEnd(i) }
                if name.text == "self" && language == .swift { continue }
                value = Expr(.member(value, name.text), range())
                continue
            }
            if lineSensitive, onNewLine { break }
            if t.is("(") {
                if language == .swift || language == .kotlin, !adjacent(i), case .closure = value.kind { break }
                let close = file.closing(i)
                let arguments = self.arguments(i)
                i = close + 1
                value = Expr(.call(value, arguments), range())
                continue
            }
            // Objective-C too: `_data[indexPath.row]`, `item[@"title"]` (literal subscripting).
            if t.is("[") {
                let close = file.closing(i)
                let arguments = self.arguments(i)
                i = close + 1
                value = Expr(.subscriptCall(value, arguments), range())
                continue
            }
            if t.is("{"), trailingClosures, language == .swift || language == .kotlin, isCallable(value) {
                var closures: [Argument] = []
                let first = closure(&i)
                closures.append(
                    Argument(label: nil, value: Expr(.closure(first), byteRange(i - 1, i)), isTrailingClosure: true))
                // Swift's further trailing closures: `} label: { … }`
                while language == .swift, let label = token(i), label.kind == .identifier, isPunctuation(i + 1, ":"),
                    isPunctuation(i + 2, "{")
                {
                    let open = i + 2
                    i = open
                    let more = closure(&i)
                    closures.append(
                        Argument(
                            label: label.text, value: Expr(.closure(more), byteRange(open, i)), isTrailingClosure: true)
                    )
                }
                if case .call(let callee, let arguments) = value.kind {
                    value = Expr(.call(callee, arguments + closures), range())
                } else {
                    value = Expr(.call(value, closures), range())
                }
                continue
            }
            if (t.is("!") || t.is("?")) && adjacent(i) && language == .swift {
                i += 1
                value = Expr(.postfix(t.text, value), range())
                continue
            }
            if t.is("!!") || ((t.is("++") || t.is("--")) && adjacent(i)) {
                i += 1
                value = Expr(.postfix(t.text, value), range())
                continue
            }
            break
        }
        return value
    }

    /// A trailing closure follows names, members and calls (not literals or closures).
    func isCallable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .name, .member, .call, .implicitMember, .postfix: return true
        default: return false
        }
    }

    /// The arguments of the call whose `(` (or `[`) is at `open`, split at top-level commas.
    mutating func arguments(_ open: Int) -> [Argument] {
        let close = file.closing(open)
        var result: [Argument] = []
        var i = open + 1
        while i < close {
            let before = i
            var label: String?
            if let t = token(i), t.kind == .identifier {
                if isPunctuation(i + 1, ":"), language == .swift {
                    label = t.text
                    i += 2
                } else if language == .kotlin, isPunctuation(i + 1, "="), !isPunctuation(i + 2, "=") {
                    label = t.text
                    i += 2
                }
            }
            if isPunctuation(i, ",") || i >= close {
                // `_:` or an empty argument
                result.append(Argument(label: label, value: unknown(i, i)))
            } else {
                let value = expression(&i, end: close)  // Kotlin's spread `*array` is a prefix `*`
                result.append(Argument(label: label, value: value))
            }
            // Past anything the expression did not take (a type annotation, a stray token).
            while i < close, !isPunctuation(i, ",") {
                if let t = token(i), t.kind == .punctuation, "([{".contains(t.text) { i = file.closing(i) }
                i += 1
            }
            i += 1
            if i <= before { i = before + 1 }
        }
        return result
    }

    /// `[a, b]`, `[k: v]`, `[:]` (Swift), `@[…]` (Objective-C) at `i`.
    mutating func collectionLiteral(_ i: inout Int, start: Int) -> Expr {
        let close = file.closing(i)
        var j = i + 1
        var items: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        if isPunctuation(j, ":"), j + 1 == close {
            i = close + 1
            return Expr(.dictionary([]), byteRange(start, i))
        }
        while j < close {
            let before = j
            let item = expression(&j, end: close)
            if isPunctuation(j, ":") {
                j += 1
                pairs.append((item, expression(&j, end: close)))
            } else {
                items.append(item)
            }
            while j < close, !isPunctuation(j, ",") {
                if let t = token(j), t.kind == .punctuation, "([{".contains(t.text) { j = file.closing(j) }
                j += 1
            }
            j += 1
            if j <= before { j = before + 1 }
        }
        i = close + 1
        if !pairs.isEmpty { return Expr(.dictionary(pairs), byteRange(start, i)) }
        return Expr(.array(items), byteRange(start, i))
    }

    /// `@{ NSFontAttributeName: font }` at the `{`.
    mutating func dictionaryLiteral(_ i: inout Int, start: Int) -> Expr {
        let close = file.closing(i)
        var j = i + 1
        var pairs: [(key: Expr, value: Expr)] = []
        while j < close {
            let before = j
            let key = expression(&j, end: close)
            if isPunctuation(j, ":") {
                j += 1
                pairs.append((key, expression(&j, end: close)))
            }
            while j < close, !isPunctuation(j, ",") { j += 1 }
            j += 1
            if j <= before { j = before + 1 }
        }
        i = close + 1
        return Expr(.dictionary(pairs), byteRange(start, i))
    }

    /// Java's `{ "a", "b" }` (an array initializer) at the `{`.
    mutating func arrayInitializer(_ i: inout Int, start: Int) -> Expr {
        let close = file.closing(i)
        var j = i + 1
        var items: [Expr] = []
        while j < close {
            let before = j
            items.append(expression(&j, end: close))
            while j < close, !isPunctuation(j, ",") { j += 1 }
            j += 1
            if j <= before { j = before + 1 }
        }
        i = close + 1
        return Expr(.array(items), byteRange(start, i))
    }

    /// An Objective-C message `[receiver selector]` or `[receiver part: arg part: arg]` at the `[`,
    /// as a call of the member named by the whole selector (`insertSegmentWithTitle:atIndex:animated:`)
    /// whose arguments are labelled by its parts.
    mutating func message(_ i: inout Int) -> Expr {
        let start = i
        let close = file.closing(i)
        var j = i + 1
        let receiver = postfixOnly(&j, end: close)
        var selector = ""
        var arguments: [Argument] = []
        while j < close {
            guard let part = token(j), part.kind == .identifier else {
                j += 1
                continue
            }
            if isPunctuation(j + 1, ":") {
                selector += part.text + ":"
                j += 2
                let value = expression(&j, end: close)
                arguments.append(Argument(label: part.text, value: value))
                while isPunctuation(j, ",") {  // variadic: arrayWithObjects:a, b, nil
                    j += 1
                    _ = expression(&j, end: close)
                }
            } else {
                selector += part.text
                j += 1
            }
        }
        i = close + 1
        let member = Expr(.member(receiver, selector), byteRange(start, i))
        return Expr(.call(member, arguments), byteRange(start, i))
    }

    /// A message's receiver: a primary with its postfixes, no binary operators.
    mutating func postfixOnly(_ i: inout Int, end: Int) -> Expr {
        let start = i
        let primary = self.primary(&i, end: end, trailingClosures: false)
        return postfix(primary, start: start, &i, end: end, trailingClosures: false)
    }

    /// A `{ … }` closure at `i`: its parameters (`a, b in`, `(a, b) ->`, `it`, `$0`) and body.
    mutating func closure(_ i: inout Int) -> Closure {
        let open = i
        let close = file.closing(open)
        i = close + 1
        var j = open + 1
        var parameters: [String] = []
        var argumentNames: [[String]]?
        var bodyStart = open + 1
        if language == .swift {
            if isPunctuation(j, "[") { j = file.closing(j) + 1 }  // capture list
            var probe = j
            var names: [String] = []
            var ok = true
            while probe < close, !isIdentifier(probe, "in") {
                guard let t = token(probe) else { break }
                if t.is("(") {
                    let groupClose = file.closing(probe)
                    var k = probe + 1
                    while k < groupClose {
                        if let n = token(k), n.kind == .identifier,
                            k == probe + 1 || isPunctuation(k - 1, ",")
                        {
                            names.append(n.text)
                        }
                        if let n = token(k), n.kind == .punctuation, "([{".contains(n.text) { k = file.closing(k) }
                        k += 1
                    }
                    probe = groupClose + 1
                    continue
                }
                if t.kind == .identifier || t.is(",") || t.is(":") || t.is("->") || t.is(".") || t.is("?")
                    || t.is("!") || t.is("<") || t.is(">") || t.is("[") || t.is("]")
                {
                    if t.kind == .identifier, probe == j || isPunctuation(probe - 1, ","),
                        !["async", "throws"].contains(t.text)
                    {
                        names.append(t.text)
                    }
                    probe += 1
                    continue
                }
                ok = false
                break
            }
            if ok, isIdentifier(probe, "in") {
                parameters = names
                bodyStart = probe + 1
            } else if j != open + 1, isIdentifier(probe, "in") {
                bodyStart = probe + 1
            }
        } else if language == .kotlin {
            var probe = j
            var names: [String] = []
            var perArgument: [[String]] = []
            var destructures = false
            while probe < close, let t = token(probe) {
                if t.is("->") {
                    parameters = names
                    if destructures { argumentNames = perArgument }
                    bodyStart = probe + 1
                    break
                }
                if t.is("(") {
                    let groupClose = file.closing(probe)
                    var group: [String] = []
                    for k in (probe + 1)..<groupClose where token(k)?.kind == .identifier && !isPunctuation(k - 1, ":")
                    {
                        group.append(token(k)!.text)
                    }
                    names += group
                    perArgument.append(group)
                    destructures = true
                    probe = groupClose + 1
                    continue
                }
                guard
                    t.kind == .identifier || t.is(",") || t.is(":") || t.is("?") || t.is(".") || t.is("<")
                        || t.is(">")
                else { break }
                if t.kind == .identifier, !isPunctuation(probe - 1, ":"), !isPunctuation(probe - 1, "."),
                    !isPunctuation(probe - 1, "<")
                {
                    names.append(t.text)
                    perArgument.append([t.text])
                }
                probe += 1
            }
        }
        return Closure(
            parameters: parameters, body: Block(statements(from: bodyStart, to: close)), argumentNames: argumentNames)
    }

    /// A Java lambda's body: a block or one expression.
    mutating func lambdaBody(_ i: inout Int, end: Int) -> Block {
        if isPunctuation(i, "{") {
            let body = block(i)
            i = file.closing(i) + 1
            return body
        }
        let start = i
        let value = expression(&i, end: end)
        return Block([Stmt(.expression(value), byteRange(start, i))])
    }

    /// A branch of an `if` expression or a `when`: a block, or one expression.
    mutating func branchBlock(_ i: inout Int, end: Int) -> Block {
        if isPunctuation(i, "{") {
            let body = block(i)
            i = file.closing(i) + 1
            return body
        }
        let start = i
        guard i < end else { return Block([]) }
        let value = expression(&i, end: end)
        return Block([Stmt(.expression(value), byteRange(start, i))])
    }

    func stringPieces(_ t: Token) -> [Expr.StringPiece] {
        guard let parts = t.parts else { return [.text(t.text)] }
        return parts.map { part in
            switch part {
            case .text(let text): return .text(text)
            case .expression(let range):
                return .expression(file.interpolation(range, depth: depth + 1))
            }
        }
    }

    /// `13`, `0.5f`, `1_000`, `0x1F`, `14L`.
    static func number(_ text: String) -> Double {
        let cleaned = text.replacingOccurrences(of: "_", with: "")
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            return Double(Int(cleaned.dropFirst(2), radix: 16) ?? 0)
        }
        var digits = Substring(cleaned)
        while let last = digits.last, last.isLetter { digits.removeLast() }
        return Double(digits) ?? 0
    }
}
