import Foundation

/// A control being assembled from code: segments set by index as the calls are met.
struct ControlDraft {
    struct Segment {
        var title: TitleValue?
        var image: String?
        var label: TitleValue?
        var index: Int
        var location: SourceLocation
        var pointer: String
    }

    var id: String
    var location: SourceLocation
    var pointer: String
    var style: String
    var origin: ControlOrigin = .code
    var segments: [Segment] = []
    var settings = LayoutSettings()

    init(file: CodeFile, at index: Int, style: String) {
        let location = file.location(index)
        id = "\(file.name):\(location.line)"
        self.location = location
        pointer = file.pointer(index)
        self.style = style
    }

    /// Segment `index`, created (with the ones before it) when the code sets it first.
    mutating func segment(_ index: Int, at location: SourceLocation, pointer: String) -> Int {
        while segments.count <= index {
            segments.append(Segment(index: segments.count, location: location, pointer: pointer))
        }
        return index
    }

    mutating func insert(_ segment: Segment, at index: Int) {
        segments.insert(segment, at: min(max(index, 0), segments.count))
    }

    /// The control as the rest of segqa sees it; unevaluated titles are listed, not guessed.
    func spec(file: String) -> ControlSpec {
        var unresolved: [UnresolvedTitle] = []
        var specs: [SegmentSpec] = []
        for (index, segment) in segments.enumerated() {
            var title: LocalizedText?
            if case .text(let text)? = segment.title { title = text }
            if case .unresolved(let expression)? = segment.title {
                unresolved.append(
                    UnresolvedTitle(
                        segment: index, expression: expression, location: segment.location, pointer: segment.pointer))
            }
            var label: LocalizedText?
            if case .text(let text)? = segment.label { label = text }
            let image = segment.image.map {
                ImageSpec(
                    name: Located($0, at: segment.location, pointer: segment.pointer + "/image"), width: 0, height: 0,
                    location: segment.location, pointer: segment.pointer + "/image")
            }
            specs.append(
                SegmentSpec(
                    index: index, location: segment.location, pointer: segment.pointer, title: title, image: image,
                    accessibilityLabel: label, width: nil, enabled: true, suppressions: []))
        }
        var settings = settings
        if settings.style == nil { settings.style = Located(style, at: location, pointer: pointer) }
        var spec = ControlSpec(
            id: Located(id, at: location, pointer: pointer), file: file, location: location, pointer: pointer,
            settings: settings, segments: specs)
        spec.origin = origin
        spec.unresolvedTitles = unresolved
        return spec
    }
}

extension CodeFile {
    /// An integer literal at a single-token range.
    func integer(_ range: Range<Int>) -> Int? {
        guard range.count == 1, let token = self[range.lowerBound], token.kind == .number else { return nil }
        return Int(token.text)
    }

    /// A number literal with its sign (`8`, `-8`, `4.5`) at a range of one or two tokens.
    func number(_ range: Range<Int>) -> Double? {
        let texts = tokens[range].map(\.text)
        if texts.count == 1, self[range.lowerBound]?.kind == .number { return Double(texts[0]) }
        if texts.count == 2, texts[0] == "-", self[range.lowerBound + 1]?.kind == .number {
            return Double(texts[1]).map { -$0 }
        }
        return nil
    }
}
