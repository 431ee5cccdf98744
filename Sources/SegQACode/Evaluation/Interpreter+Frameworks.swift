import SegQAModel

/// Framework values that are not controls but that controls are made of: fonts, images,
/// rectangles and sizes, offsets, actions.
extension Interpreter {
    /// `UIImage(named:)`, `UIFont(name:size:)`, `CGRect(…)`, `UIOffset(…)`, `UIAction(title:)`, `CGSize(…)`,
    /// `UIView()`.
    func frameworkValueCall(_ name: String, _ arguments: [Evaluated], at place: CodePlace) -> Value? {
        switch name {
        case "UIImage":
            return frameworkImage("UIImage", "init", arguments, at: place)
        case "UIFont":
            return frameworkFont("UIFont", "init", arguments, at: place)
        case "CGRect", "CGRectMake":
            let values =
                name == "CGRect"
                ? ["x", "y", "width", "height"].map { argument(arguments, $0) } : arguments.map(\.value)
            guard values.count == 4 else { return nil }
            return .dictionary(zip(["x", "y", "width", "height"], values).map { (.namespace($0), $1 ?? .null) })
        case "UIOffset", "UIOffsetMake":
            let horizontal = argument(arguments, "horizontal") ?? arguments.first?.value
            return .dictionary([(.namespace("horizontal"), horizontal ?? .null)])
        case "UIView" where arguments.allSatisfy({ $0.label == "frame" }):
            // A plain container (a table's header view): an object whose frame the code sets, so
            // a control laid out in it (`headerView.frame.size.width - 16`) gets its width.
            let view = makeInstance(type: nil, typeName: "UIView", madeAt: place)
            if let rect = argument(arguments, "frame") { view.set("frame", rect) }
            return .instance(view)
        case "UIAction":
            return argument(arguments, "title") ?? .null
        case "abs", "fabs":
            // `abs(a.rawValue - speed)`: a distance, in a search for the nearest option.
            guard arguments.count == 1, case .number(let n) = arguments[0].value else { return nil }
            return .number(Swift.abs(n))
        case "CGSize", "CGSizeMake":
            return .dictionary([(.namespace("width"), argument(arguments, "width") ?? arguments.first?.value ?? .null)])
        default:
            return nil
        }
    }

    // MARK: - Fonts and images

    /// `UIFont.systemFont(ofSize: 15, weight: .semibold)`, `.boldSystemFont(ofSize:)`,
    /// `.preferredFont(forTextStyle:)`, `UIFont(name:size:)`, Objective-C's `systemFontOfSize:weight:`.
    func frameworkFont(_ typeName: String, _ name: String, _ arguments: [Evaluated], at place: CodePlace) -> Value? {
        guard typeName == "UIFont" || typeName == "Font" || typeName == "NSFont" else { return nil }
        var font = FontValue(place: place)
        let sizeLabels = ["ofSize", "size", "systemFontOfSize", "boldSystemFontOfSize"]
        let sizeArgument = arguments.first { sizeLabels.contains($0.label ?? "") }
        font.size = sizeArgument?.value.asNumber
        font.sizePlace = sizeArgument.map { CodePlace(file: place.file, offset: $0.expression.range.lowerBound) }
        if let weight = arguments.first(where: { $0.label == "weight" }) {
            font.weightPlace = CodePlace(file: place.file, offset: weight.expression.range.lowerBound)
        }
        switch name {
        case "systemFont", "systemFontOfSize:", "systemFontOfSize:weight:", "monospacedDigitSystemFont",
            "monospacedSystemFont":
            font.weight =
                (argument(arguments, "weight") ?? argument(arguments, "weight")).flatMap(weightName) ?? "regular"
        case "boldSystemFont", "boldSystemFontOfSize:":
            font.weight = "bold"
        case "preferredFont", "preferredFontForTextStyle:":
            guard let style = (argument(arguments, "forTextStyle") ?? arguments.first?.value).flatMap(textStyleName),
                let metrics = FontValue.textStyles[style]
            else { return .unknown("a text style segqa does not know", name, at: place) }
            font.textStyle = style
            font.size = metrics.size
            font.weight = metrics.weight
        case "init", "fontWithName:size:":
            font.family = (argument(arguments, "name") ?? argument(arguments, "fontWithName"))?.literalText
            guard font.family != nil else { return .unknown("a font named at run time", name, at: place) }
        case "system":
            font.weight = argument(arguments, "weight").flatMap(weightName)
        default:
            if let style = FontValue.textStyles[name] {
                return .font(FontValue(size: style.size, weight: style.weight, textStyle: name, place: place))
            }
            return nil
        }
        return .font(font)
    }

    func weightName(_ value: Value) -> String? {
        if let name = value.namespaceName { return name.lowercased() }
        if case .type(let ref) = value {
            // UIFontWeightSemibold, UIFont.Weight.semibold
            let bare =
                ref.name.replacingOccurrences(of: "UIFontWeight", with: "").split(separator: ".").last.map(String.init)
                ?? ref.name
            return bare.lowercased()
        }
        return nil
    }

    func textStyleName(_ value: Value) -> String? {
        if let name = value.namespaceName { return name }
        if case .type(let ref) = value {
            // UIFontTextStyleFootnote
            let bare = ref.name.replacingOccurrences(of: "UIFontTextStyle", with: "")
            return bare.prefix(1).lowercased() + bare.dropFirst()
        }
        if case .font(let font) = value { return font.textStyle }
        return nil
    }

    /// `UIImage(systemName:)`, `UIImage(named:)`, `[UIImage imageNamed:]`.
    func frameworkImage(_ typeName: String, _ name: String, _ arguments: [Evaluated], at place: CodePlace) -> Value? {
        guard typeName == "UIImage" || typeName == "NSImage" else { return nil }
        let nameValue =
            argument(arguments, "systemName") ?? argument(arguments, "named") ?? argument(arguments, "imageNamed")
            ?? argument(arguments, "systemImageNamed") ?? argument(arguments, "resource") ?? arguments.first?.value
        return .image(ImageValue(name: nameValue?.literalText ?? "image", place: place))
    }
}

extension FontValue {
    /// The font as a content file's settings, each value where the code states it.
    func settings(at place: CodePlace) -> FontSettings {
        var settings = FontSettings()
        let location = place.location
        if let size, (1...1_000).contains(size) {
            let at = sizePlace ?? place
            settings.size = at.located(size)
        }
        if let weight {
            let at = weightPlace ?? place
            settings.weight = at.located(weight)
        }
        if let family { settings.family = Located(family, at: location, pointer: place.pointer) }
        if let textStyle {
            settings.textStyle = Located(textStyle, at: location, pointer: place.pointer)
            settings.size = nil
            settings.weight = nil
        }
        return settings
    }
}

extension Value {
    /// Where a value was written, when it is text with one place.
    var place: CodePlace? {
        switch self {
        case .text(let text): return text.pieces.first?.place
        case .image(let image): return image.place
        case .unknown(let u): return u.place
        default: return nil
        }
    }
}
