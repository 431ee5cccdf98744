import Foundation
import SegQALayout

/// Reads segqa JSON files (content and translation files, format version 1) with a location
/// for every value. Anything not in the format is an error with file:line:column.
public enum ContentLoader {
    public static let formatVersion = 1
    /// Limits that keep hostile input bounded: reported as errors, never a hang.
    public static let maxFileBytes = 64 << 20
    public static let maxTitleLength = 10_000
    public static let maxSegments = 1_000

    public static let layoutKeys = [
        "style", "distribution", "width", "devices", "height", "inset", "divider", "padding",
        "textCase", "truncation", "lineLimit", "contentOffset", "font", "states", "customizedStates", "direction",
        "titleSeparator", "dynamicType",
    ]

    /// Reads and parses a file from disk.
    public static func load(path: String) throws -> LoadedFile {
        let source = try readSource(path: path)
        return try load(source)
    }

    /// Reads a file's bytes, with errors that say what is wrong with the path.
    public static func readSource(path: String) throws -> SourceText {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // Opened without blocking (a FIFO would wait for a writer forever), then asked what it
        // is: only a regular file is read, and never more than the limit (/dev/zero has no end).
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT where path.contains("\u{FFFD}"):
                throw ModelError(start, "no such file (its name as given is not valid UTF-8, which segqa cannot open)")
            case ENOENT, ENOTDIR: throw ModelError(start, "no such file")
            case EACCES: throw ModelError(start, "cannot read the file (permission denied)")
            default: throw ModelError(start, "cannot read the file: \(String(cString: strerror(errno)))")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw ModelError(start, "cannot read the file: \(String(cString: strerror(errno)))")
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw ModelError(
                start,
                kind == S_IFDIR
                    ? "is a directory, expected a file"
                    : "\(describe(kind)), not a regular file: segqa reads regular files only")
        }
        guard Int(info.st_size) <= maxFileBytes else {
            throw ModelError(start, "file is larger than \(maxFileBytes >> 20) MB")
        }
        // Straight into an array of the size stat gave, and one byte more: a buffer filled to that
        // byte is a file that grew meanwhile. (A zeroed 64 KB chunk per file, copied from, was 1 %
        // of a 3,000-file app's run.)
        let expected = Int(info.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            while count < buffer.count, let base = buffer.baseAddress {
                let n = read(fd, base + count, buffer.count - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { return }
                count += n
            }
        }
        if failure != 0 { throw ModelError(start, "cannot read the file: \(String(cString: strerror(failure)))") }
        // Read to the end, not to the size stat gave: a file that grows meanwhile still stops at the limit.
        var chunk = [UInt8](repeating: 0, count: bytes.count > expected ? 1 << 16 : 0)
        while bytes.count > expected {
            guard bytes.count <= maxFileBytes else {
                throw ModelError(start, "file is larger than \(maxFileBytes >> 20) MB")
            }
            let n = read(fd, &chunk, chunk.count)
            if n < 0 {
                if errno == EINTR { continue }
                throw ModelError(start, "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            bytes += chunk[..<n]
        }
        FilesRead.shared.record(info)
        return SourceText(file: path, bytes: bytes)
    }

    /// A file type by its `st_mode` bits, for messages.
    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    public static func parse(_ source: SourceText, duplicateKeys: JSONParser.DuplicateKeys = .reject) throws -> JSONNode
    {
        do {
            return try JSONParser.parse(source.bytes, duplicateKeys: duplicateKeys)
        } catch let error as JSONSyntaxError {
            throw ModelError(source.location(of: error.offset), error.reason)
        }
    }

    public static func load(_ source: SourceText) throws -> LoadedFile {
        let root = try ObjectReader(try parse(source), source: source, pointer: "", what: "a segqa file")
        guard let version = try root.integer("segqa", range: 0...1_000_000) else {
            throw ModelError(
                root.location, "not a segqa file: missing \"segqa\": \(formatVersion) (the format version)")
        }
        guard version.value == formatVersion else {
            throw ModelError(
                version.location,
                "unsupported format version \(version.value) (this segqa reads version \(formatVersion))")
        }
        if root.has("translations") || root.has("locale") {
            return .translations(try loadTranslations(root))
        }
        return .content(try loadContent(root))
    }

    // MARK: - Content files

    static func loadContent(_ root: ObjectReader) throws -> ContentFile {
        try root.allowOnly(
            ["segqa", "$schema", "sourceLocale", "locales", "defaults", "controls", "sources"], in: "a content file")
        let sourceLocale = try root.string("sourceLocale")
        if let sourceLocale { try validateLocale(sourceLocale) }
        let locales = try root.strings("locales")
        try locales?.forEach(validateLocale)
        let defaults =
            try root.object("defaults", what: "'defaults'").map { try layoutSettings($0, allowing: ["locales"]) }
            ?? LayoutSettings()
        guard let controlNodes = try root.array("controls") else {
            throw ModelError(root.location, "a content file is missing 'controls'")
        }
        var controls: [ControlSpec] = []
        var seen: [String: SourceLocation] = [:]
        for (index, node) in controlNodes.enumerated() {
            let control = try loadControl(node, index: index, root: root)
            if let first = seen[control.id.value] {
                throw ModelError(
                    control.id.location, "duplicate control id '\(control.id.value)' (first at line \(first.line))")
            }
            seen[control.id.value] = control.id.location
            controls.append(control)
        }
        return ContentFile(
            path: root.source.file, sourceLocale: sourceLocale, locales: locales, defaults: defaults,
            controls: controls,
            sources: try root.strings("sources") ?? [])
    }

    /// A control's own keys, besides the layout keys it shares with `defaults`.
    public static let controlKeys = [
        "id", "segments", "titles", "selectedSegment", "accessibility", "segqa:disable", "comment",
    ]

    static func loadControl(_ node: JSONNode, index: Int, root: ObjectReader) throws -> ControlSpec {
        let reader = try ObjectReader(node, source: root.source, pointer: "/controls/\(index)", what: "a control")
        try reader.allowOnly(controlKeys + layoutKeys, in: "a control")
        guard let id = try reader.string("id") else { throw ModelError(reader.location, "a control is missing 'id'") }
        guard !id.value.isEmpty else { throw ModelError(id.location, "a control id must not be empty") }
        let settings = try layoutSettings(reader, allowing: controlKeys)
        // A custom control configured from one separated string ("Day,Week,Month") gives `titles`
        // instead of `segments`; the resolver splits it at `titleSeparator`.
        let joinedTitles = try reader["titles"].map { try localizedText($0, key: "titles", in: reader) }
        if let joinedTitles, reader.has("segments") {
            throw ModelError(
                joinedTitles.location, "control '\(id.value)' gives both 'titles' and 'segments'; give one")
        }
        let accessibility = try accessibilityDeclaration(reader)
        if let joinedTitles {
            var control = ControlSpec(
                id: id, file: root.source.file, location: reader.location, pointer: reader.pointer, settings: settings,
                segments: [], joinedTitles: joinedTitles, selectedSegment: nil, suppressions: try suppressions(reader))
            control.accessibility = accessibility
            return control
        }
        guard let segmentNodes = try reader.array("segments") else {
            throw ModelError(
                reader.location, "control '\(id.value)' is missing 'segments' (or 'titles' with 'titleSeparator')")
        }
        guard segmentNodes.count <= maxSegments else {
            throw ModelError(
                reader["segments"].map(reader.location(of:)) ?? reader.location,
                "control '\(id.value)' has \(segmentNodes.count) segments; segqa reads at most \(maxSegments)")
        }
        let segments = try segmentNodes.enumerated().map { try loadSegment($1, index: $0, control: reader) }
        let selected = try reader.integer("selectedSegment", range: -1...max(segments.count - 1, 0))
        var control = ControlSpec(
            id: id, file: root.source.file, location: reader.location, pointer: reader.pointer, settings: settings,
            segments: segments, joinedTitles: nil, selectedSegment: selected.map(\.value).flatMap { $0 < 0 ? nil : $0 },
            suppressions: try suppressions(reader))
        control.accessibility = accessibility
        return control
    }

    /// `"accessibility": {"traits": ["button"], "selectionAnnounced": false}`.
    static func accessibilityDeclaration(_ control: ObjectReader) throws -> AccessibilityDeclaration? {
        guard let reader = try control.object("accessibility", what: "'accessibility'") else { return nil }
        try reader.allowOnly(["traits", "selectionAnnounced", "comment"], in: "'accessibility'")
        let traits = try reader.strings("traits") ?? []
        for trait in traits where !AccessibilityDeclaration.knownTraits.contains(trait.value) {
            var message = "unknown accessibility trait '\(trait.value)'"
            if let suggestion = closest(trait.value, in: AccessibilityDeclaration.knownTraits) {
                message += " (did you mean '\(suggestion)'?)"
            }
            throw ModelError(trait.location, message)
        }
        return AccessibilityDeclaration(
            traits: traits, selectionAnnounced: try reader.bool("selectionAnnounced"), location: reader.location,
            pointer: reader.pointer)
    }

    static func loadSegment(_ node: JSONNode, index: Int, control: ObjectReader) throws -> SegmentSpec {
        let reader = try ObjectReader(
            node, source: control.source, pointer: control.pointer + "/segments/\(index)", what: "a segment")
        try reader.allowOnly(
            ["title", "image", "accessibilityLabel", "width", "enabled", "segqa:disable", "comment"], in: "a segment")
        let title = try reader["title"].map { try localizedText($0, key: "title", in: reader) }
        let label = try reader["accessibilityLabel"].map {
            try localizedText($0, key: "accessibilityLabel", in: reader)
        }
        var image: ImageSpec?
        if let imageNode = reader["image"] {
            if let name = imageNode.string {
                image = ImageSpec(
                    name: Located(name, at: reader.location(of: imageNode), pointer: reader.childPointer("image")),
                    width: 0, height: 0, location: reader.location(of: imageNode), pointer: reader.childPointer("image")
                )
            } else {
                let imageReader = try ObjectReader(
                    imageNode, source: reader.source, pointer: reader.childPointer("image"), what: "'image'")
                try imageReader.allowOnly(["name", "width", "height"], in: "an image")
                guard let name = try imageReader.string("name") else {
                    throw ModelError(imageReader.location, "an image is missing 'name'")
                }
                image = ImageSpec(
                    name: name, width: try imageReader.number("width", range: 0...10_000)?.value ?? 0,
                    height: try imageReader.number("height", range: 0...10_000)?.value ?? 0,
                    location: imageReader.location, pointer: imageReader.pointer)
            }
        }
        return SegmentSpec(
            index: index, location: reader.location, pointer: reader.pointer, title: title, image: image,
            accessibilityLabel: label, width: try reader.number("width", range: 0...100_000),
            enabled: try reader.bool("enabled")?.value ?? true, suppressions: try suppressions(reader))
    }

    /// `"Day"` (the source locale's text) or `{"en": "Day", "de": "Tag"}`.
    static func localizedText(_ node: JSONNode, key: String, in reader: ObjectReader) throws -> LocalizedText {
        let pointer = reader.childPointer(key)
        let location = reader.location(of: node)
        if let text = node.string {
            try checkLength(text, at: location)
            return LocalizedText(
                entries: ["": Located(text, at: location, pointer: pointer)], location: location, pointer: pointer)
        }
        let object = try ObjectReader(node, source: reader.source, pointer: pointer, what: "'\(key)'")
        // A key into a localization table: {"key": "range.day", "table": "Localizable"}.
        if let reference = try object.string("key") {
            try object.allowOnly(["key", "table"], in: "a reference to a localized string")
            let table = try object.string("table")?.value ?? "Localizable"
            return LocalizedText(
                entries: [:], location: location, pointer: pointer,
                reference: StringReference(table: table, key: reference.value, location: reference.location))
        }
        var entries: [String: Located<String>] = [:]
        for locale in object.keys {
            guard let text = try object.string(locale) else { continue }
            try validateLocale(Located(locale, at: text.location, pointer: text.pointer))
            try checkLength(text.value, at: text.location)
            entries[locale] = text
        }
        return LocalizedText(entries: entries, location: location, pointer: pointer)
    }

    static func checkLength(_ text: String, at location: SourceLocation) throws {
        if text.utf16.count > maxTitleLength {
            throw ModelError(
                location, "text is \(text.utf16.count) UTF-16 units long; segqa reads titles up to \(maxTitleLength)")
        }
    }

    static func suppressions(_ reader: ObjectReader) throws -> [Located<String>] {
        try reader.strings("segqa:disable") ?? []
    }

    // MARK: - Layout settings

    static let fontKeys = ["family", "size", "weight", "weights", "textStyle", "fontFile", "fontIndex"]
    static let stateKeys = ControlState.allCases.map(\.rawValue)

    /// Reads the layout keys of an object (`defaults`, a control, `segqa.json` defaults);
    /// `allowing` lists the other keys the object may have.
    public static func layoutSettings(_ reader: ObjectReader, allowing other: [String]) throws -> LayoutSettings {
        try reader.allowOnly(layoutKeys + other, in: reader.pointer.isEmpty ? "the file" : "'\(reader.pointer)'")
        var s = LayoutSettings()
        s.style = try reader.choice(
            "style",
            [
                "uikit", "uikit-legacy", "swiftui", "custom", "material3", "material-tabs", "material-tabs-scrollable",
                "compose-tabs", "compose-tabs-scrollable", "compose-segmented", "material-buttons",
            ])
        s.distribution = try reader.choice("distribution", ["equal", "proportional", "content"])
        if let mode = try? reader.string("width") {
            guard WidthMode(rawValue: mode.value) != nil else {
                throw ModelError(
                    mode.location,
                    "'width' must be a number of points, \"full\", \"content\" or \"natural\", got \"\(mode.value)\"")
            }
            s.widthMode = mode
        } else {
            s.width = try reader.number("width", range: 1...100_000)
        }
        s.devices = try reader.strings("devices")
        s.height = try reader.number("height", range: 1...10_000)
        s.inset = try reader.number("inset", range: 0...1_000)
        s.divider = try reader.number("divider", range: 0...1_000)
        s.padding = try reader.number("padding", range: 0...1_000)
        s.textCase = try reader.choice("textCase", ["none", "uppercase", "lowercase"])
        s.truncation = try reader.choice("truncation", TruncationMode.allCases.map(\.rawValue))
        s.lineLimit = try reader.integer("lineLimit", range: 1...100)
        s.direction = try reader.choice("direction", ["auto", "ltr"])
        s.titleSeparator = try reader.string("titleSeparator")
        s.dynamicType = try reader.bool("dynamicType")
        s.customizedStates = try reader.strings("customizedStates")
        s.customizedStatesLocation = reader["customizedStates"].map(reader.location(of:))
        for state in s.customizedStates ?? [] where !stateKeys.contains(state.value) {
            throw ModelError(
                state.location, "unknown state '\(state.value)' (states: \(stateKeys.joined(separator: ", ")))")
        }
        if let offset = try reader.object("contentOffset", what: "'contentOffset'") {
            try offset.allowOnly(["first", "last"], in: "'contentOffset'")
            s.contentOffsetFirst = try offset.number("first", range: -1_000...1_000)
            s.contentOffsetLast = try offset.number("last", range: -1_000...1_000)
        }
        if let font = try reader.object("font", what: "'font'") {
            try font.allowOnly(fontKeys, in: "'font'")
            s.font = try fontSettings(font)
            if let weights = try font.object("weights", what: "'weights'") {
                try weights.allowOnly(stateKeys, in: "'weights'")
                for key in weights.keys {
                    guard let state = ControlState(rawValue: key) else { continue }  // allowOnly reported it
                    var settings = FontSettings()
                    settings.weight = try weights.string(key)
                    s.states[state, default: FontSettings()] = settings
                }
            }
        }
        if let states = try reader.object("states", what: "'states'") {
            try states.allowOnly(stateKeys, in: "'states'")
            for key in states.keys {
                guard let state = ControlState(rawValue: key),
                    let stateReader = try states.object(key, what: "state '\(key)'")
                else { continue }  // allowOnly reported an unknown state
                try stateReader.allowOnly(
                    fontKeys.filter { $0 != "weights" } + ["titleColor", "backgroundColor"], in: "state '\(key)'")
                s.states[state] = (s.states[state] ?? FontSettings()).overriding(with: try fontSettings(stateReader))
                var colors = StateColors()
                colors.title = try color(stateReader, "titleColor")
                colors.background = try color(stateReader, "backgroundColor")
                if colors != StateColors() { s.colors[state] = colors }
            }
        }
        return s
    }

    static func fontSettings(_ reader: ObjectReader) throws -> FontSettings {
        var f = FontSettings()
        f.family = try reader.string("family")
        f.size = try reader.number("size", range: 1...1_000)
        // A name ("semibold") or an OpenType weight (600).
        if reader["weight"]?.number != nil, let numeric = try reader.integer("weight", range: 1...1000) {
            f.weight = Located(String(numeric.value), at: numeric.location, pointer: numeric.pointer)
        } else {
            f.weight = try reader.string("weight")
        }
        f.textStyle = try reader.string("textStyle")
        f.fontFile = try reader.string("fontFile")
        f.fontIndex = try reader.integer("fontIndex", range: 0...0x7FFF_FFFF)
        return f
    }

    static func color(_ reader: ObjectReader, _ key: String) throws -> Located<String>? {
        guard let text = try reader.string(key) else { return nil }
        let hex = text.value.hasPrefix("#") ? text.value.dropFirst() : ""
        guard [6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else {
            throw ModelError(
                text.location, "'\(key)' must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text.value)\"")
        }
        return text
    }

    /// BCP 47-shaped: letters, digits and '-' (or '_'), starting with a letter.
    public static func validateLocale(_ locale: Located<String>) throws {
        let text = locale.value
        let valid =
            !text.isEmpty && text.count <= 35 && text.first.map { $0.isASCII && $0.isLetter } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        if !valid {
            throw ModelError(
                locale.location, "invalid locale '\(text)' (expected a BCP 47 tag such as \"de\" or \"zh-Hant\")")
        }
    }

    // MARK: - Translation files

    static func loadTranslations(_ root: ObjectReader) throws -> TranslationFile {
        try root.allowOnly(["segqa", "$schema", "locale", "translations"], in: "a translation file")
        guard let locale = try root.string("locale") else {
            throw ModelError(root.location, "a translation file is missing 'locale'")
        }
        try validateLocale(locale)
        guard let translations = try root.object("translations", what: "'translations'") else {
            throw ModelError(root.location, "a translation file is missing 'translations'")
        }
        var entries: [TranslationFile.Entry] = []
        for member in translations.node.members ?? [] {
            let id = Located(
                member.key, at: root.source.location(of: member.keyOffset),
                pointer: translations.childPointer(member.key))
            var entry = TranslationFile.Entry(controlID: id)
            let pointer = translations.childPointer(member.key)
            if member.value.array != nil {
                (entry.titles, entry.titlesLocation) = try stringArray(
                    member.value, source: root.source, pointer: pointer)
                entry.titlesPointer = pointer
            } else {
                let object = try ObjectReader(
                    member.value, source: root.source, pointer: pointer, what: "translations of '\(member.key)'")
                try object.allowOnly(["titles", "accessibilityLabels"], in: "translations of '\(member.key)'")
                if let titles = object["titles"] {
                    (entry.titles, entry.titlesLocation) = try stringArray(
                        titles, source: root.source, pointer: pointer + "/titles")
                    entry.titlesPointer = pointer + "/titles"
                }
                if let labels = object["accessibilityLabels"] {
                    (entry.accessibilityLabels, entry.labelsLocation) = try stringArray(
                        labels, source: root.source, pointer: pointer + "/accessibilityLabels")
                    entry.labelsPointer = pointer + "/accessibilityLabels"
                }
            }
            entries.append(entry)
        }
        return TranslationFile(path: root.source.file, locale: locale, entries: entries)
    }

    static func stringArray(_ node: JSONNode, source: SourceText, pointer: String) throws -> (
        [Located<String>?], SourceLocation
    ) {
        guard let elements = node.array else {
            throw ModelError(
                source.location(of: node.offset), "expected an array of titles (strings or null), got \(node.typeName)")
        }
        let values = try elements.enumerated().map { index, element -> Located<String>? in
            if case .null = element.value { return nil }
            guard let text = element.string else {
                throw ModelError(
                    source.location(of: element.offset),
                    "element \(index) must be a string or null, got \(element.typeName)")
            }
            try checkLength(text, at: source.location(of: element.offset))
            return Located(text, at: source.location(of: element.offset), pointer: pointer + "/\(index)")
        }
        return (values, source.location(of: node.offset))
    }
}

extension TranslationFile.Entry {
    init(controlID: Located<String>) {
        self.controlID = controlID
    }
}
