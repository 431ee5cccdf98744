import Foundation

/// The XML property-list values `.stringsdict` files use (dict, string, and the rest skipped),
/// each string with its place.
indirect enum PropertyList {
    case dict([(key: String, value: PropertyList)])
    case string(Located<String>)
    case other

    /// Reads a `<plist>` document's top value.
    static func read(_ root: XMLElement, source: SourceText) throws -> PropertyList {
        guard root.name == "plist" else {
            throw ModelError(source.location(of: root.offset), "expected a <plist> property list, found <\(root.name)>")
        }
        guard let top = root.elements.first else {
            throw ModelError(source.location(of: root.offset), "an empty property list")
        }
        return try value(top, source: source, pointer: "")
    }

    static func value(_ element: XMLElement, source: SourceText, pointer: String) throws -> PropertyList {
        switch element.name {
        case "dict":
            var members: [(String, PropertyList)] = []
            let children = element.elements
            var index = 0
            while index < children.count {
                let keyElement = children[index]
                guard keyElement.name == "key" else {
                    throw ModelError(
                        source.location(of: keyElement.offset), "expected <key> in a <dict>, found <\(keyElement.name)>"
                    )
                }
                guard index + 1 < children.count else {
                    throw ModelError(
                        source.location(of: keyElement.offset), "<key>\(keyElement.text.0)</key> has no value")
                }
                let key = keyElement.text.0
                if members.contains(where: { $0.0 == key }) {
                    throw ModelError(source.location(of: keyElement.offset), "duplicate key '\(key)'")
                }
                members.append(
                    (
                        key,
                        try value(children[index + 1], source: source, pointer: pointer + "/" + jsonPointerToken(key))
                    ))
                index += 2
            }
            return .dict(members)
        case "string":
            let (text, offset) = element.text
            return .string(Located(text, at: source.location(of: offset ?? element.offset), pointer: pointer))
        default:
            return .other
        }
    }

    subscript(key: String) -> PropertyList? {
        if case let .dict(members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    var string: Located<String>? { if case let .string(s) = self { return s } else { return nil } }
    var members: [(key: String, value: PropertyList)] { if case let .dict(m) = self { return m } else { return [] } }
}
