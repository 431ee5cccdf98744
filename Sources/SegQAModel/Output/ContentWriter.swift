/// Writes segqa's own files: content files (`segqa import`) and per-locale translation files
/// (`segqa pseudo`), in the format `ContentLoader` reads back.
public enum ContentWriter {
    /// One control to write: what `import` knows of it.
    public struct Control: Sendable {
        public var id: String
        public var comment: String?
        public var width: Double?
        public var proportional: Bool
        public var selectedSegment: Int?
        public var segments: [SegmentSpec]

        public init(
            id: String, comment: String?, width: Double?, proportional: Bool, selectedSegment: Int?,
            segments: [SegmentSpec]
        ) {
            self.id = id
            self.comment = comment
            self.width = width
            self.proportional = proportional
            self.selectedSegment = selectedSegment
            self.segments = segments
        }
    }

    /// A content file: every control, titles by locale with the source locale first.
    public static func contentFile(_ controls: [Control], sourceLocale: String) -> String {
        let items: [JSONOutput] = controls.map { control in
            var members: [(String, JSONOutput)] = [("id", .string(control.id))]
            if let comment = control.comment { members.append(("comment", .string(comment))) }
            if let width = control.width { members.append(("width", .double(width))) }
            if control.proportional { members.append(("distribution", .string("proportional"))) }
            if let selected = control.selectedSegment { members.append(("selectedSegment", .int(selected))) }
            members.append(("segments", .array(control.segments.map { segment($0, sourceLocale: sourceLocale) })))
            return .object(members)
        }
        return JSONOutput.object([
            ("segqa", .int(1)), ("sourceLocale", .string(sourceLocale)), ("controls", .array(items)),
        ])
        .serialized(pretty: true) + "\n"
    }

    /// A translation file: each control's titles in segment order, null where there is none.
    public static func translationFile(locale: String, titles: [(control: String, titles: [String?])]) -> String {
        let translations: [(String, JSONOutput)] = titles.map { entry in
            (entry.control, .array(entry.titles.map { $0.map(JSONOutput.string) ?? .null }))
        }
        return JSONOutput.object([
            ("segqa", .int(1)), ("locale", .string(locale)), ("translations", .object(translations)),
        ]).serialized(pretty: true) + "\n"
    }

    static func segment(_ segment: SegmentSpec, sourceLocale: String) -> JSONOutput {
        var fields: [(String, JSONOutput)] = []
        if let title = segment.title {
            let locales = [sourceLocale] + title.entries.keys.filter { $0 != sourceLocale }.sorted()
            fields.append(
                ("title", .object(locales.compactMap { locale in title[locale].map { (locale, .string($0.value)) } })))
        }
        if let image = segment.image { fields.append(("image", .object([("name", .string(image.name.value))]))) }
        if let width = segment.width { fields.append(("width", .double(width.value))) }
        if !segment.enabled { fields.append(("enabled", .bool(false))) }
        return .object(fields)
    }
}
