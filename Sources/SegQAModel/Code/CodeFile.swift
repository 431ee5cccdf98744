import Foundation

/// One source file's tokens with the helpers the control finders share: brackets matched,
/// call arguments split at their commas, expressions located and shown as written.
public struct CodeFile: Sendable {
    public let source: SourceText
    public let tokens: [CodeToken]
    /// For each opening bracket's token index, its closing one (or the last token).
    private let partner: [Int: Int]

    public init(_ source: SourceText) {
        self.source = source
        let tokens = CodeTokenizer.tokens(source.bytes)
        self.tokens = tokens
        var partner: [Int: Int] = [:]
        var stack: [Int] = []
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": stack.append(index)
            case ")", "]", "}":
                // Pop to the matching opener; a stray closer (unbalanced code) is ignored.
                if let open = stack.lastIndex(where: { tokens[$0].text == pairs[token.text] }) {
                    partner[stack[open]] = index
                    stack.removeSubrange(open...)
                }
            default: break
            }
        }
        for open in stack { partner[open] = tokens.count - 1 }
        self.partner = partner
    }

    public var name: String { (source.file as NSString).lastPathComponent }

    /// The index of the bracket closing the one at `open`.
    public func closing(_ open: Int) -> Int { partner[open] ?? tokens.count - 1 }

    public subscript(index: Int) -> CodeToken? { tokens.indices.contains(index) ? tokens[index] : nil }

    public func location(_ index: Int) -> SourceLocation { source.location(of: tokens[index].offset) }

    /// Code values are pointed at by line and column ("/12/5"): there is no tree to point into.
    public func pointer(_ index: Int) -> String {
        let location = location(index)
        return "/\(location.line)/\(location.column)"
    }

    /// The source text of tokens `range`, on one line, shortened for messages.
    public func text(_ range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= tokens.count, !range.isEmpty else { return "" }
        let bytes = source.bytes[tokens[first].offset..<tokens[range.upperBound - 1].end]
        let text = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// One argument of a call: its label (nil for an unlabelled one) and its tokens.
    public struct Argument: Sendable {
        public var label: String?
        public var range: Range<Int>
    }

    /// The arguments of the call whose "(" is at `open`, split at top-level commas.
    public func arguments(_ open: Int) -> [Argument] {
        let close = closing(open)
        var result: [Argument] = []
        var start = open + 1
        var index = open + 1
        func finish() {
            guard start < index else { return }
            if let label = tokens[start].kind == .identifier ? tokens[start].text : nil, start + 1 < index,
                tokens[start + 1].is(":")
            {
                result.append(Argument(label: label, range: (start + 2)..<index))
            } else {
                result.append(Argument(label: nil, range: start..<index))
            }
        }
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation, "([{".contains(token.text) {
                index = closing(index) + 1
                continue
            }
            if token.is(",") {
                finish()
                start = index + 1
            }
            index += 1
        }
        finish()
        return result
    }

    /// The items of an array literal whose "[" is at `open`.
    public func arrayItems(_ open: Int) -> [Range<Int>] { arguments(open).map(\.range) }

    /// A dotted name ending just before `index` (`self.control.setTitle` at "setTitle" → "control"):
    /// the receiver's last component.
    public func receiver(before dot: Int) -> String? {
        guard let token = self[dot - 1], token.kind == .identifier else { return nil }
        return token.text
    }

    /// From a closing bracket, the modifiers that follow (`.pickerStyle(.segmented)`, trailing
    /// `label: { … }` closures): the index of each modifier's name.
    public func modifierChain(after close: Int) -> [Int] {
        var names: [Int] = []
        var index = close + 1
        while let token = self[index] {
            if token.is("."), let name = self[index + 1], name.kind == .identifier {
                names.append(index + 1)
                index += 2
                while let next = self[index], next.is("(") || next.is("{") { index = closing(index) + 1 }
            } else if token.kind == .identifier, self[index + 1]?.is(":") == true, self[index + 2]?.is("{") == true {
                index = closing(index + 2) + 1  // a trailing labelled closure (`label: { … }`)
            } else {
                break
            }
        }
        return names
    }
}
