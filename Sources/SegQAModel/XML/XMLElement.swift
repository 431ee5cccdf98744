/// An element of a document `XMLReader` read, with the byte offsets of what it holds.
public struct XMLElement: Sendable {
    public struct Attribute: Sendable {
        public var name: String
        public var value: String
        /// Byte offset of the value's first character (after the quote).
        public var valueOffset: Int
    }

    public enum Child: Sendable {
        case element(XMLElement)
        /// Text (entities expanded, CDATA included) and the offset of its first byte.
        case text(String, offset: Int)
    }

    public var name: String
    public var attributes: [Attribute]
    public var children: [Child]
    /// Byte offset of the `<`.
    public var offset: Int

    public subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    public var elements: [XMLElement] {
        children.compactMap { if case let .element(e) = $0 { return e } else { return nil } }
    }

    public func elements(named name: String) -> [XMLElement] { elements.filter { $0.name == name } }
    public func first(_ name: String) -> XMLElement? { elements.first { $0.name == name } }

    /// All text inside, in document order, and the offset of the first text.
    public var text: (String, offset: Int?) {
        var out = ""
        var first: Int?
        func collect(_ element: XMLElement) {
            for child in element.children {
                switch child {
                case let .text(text, offset):
                    if first == nil { first = offset }
                    out += text
                case let .element(inner): collect(inner)
                }
            }
        }
        collect(self)
        return (out, first)
    }

    /// Every descendant element named `name`, in document order.
    public func descendants(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        func walk(_ element: XMLElement) {
            for child in element.elements {
                if child.name == name { found.append(child) }
                walk(child)
            }
        }
        walk(self)
        return found
    }
}
