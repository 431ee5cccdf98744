import Foundation

/// Which drawing: a control in one locale on one device, with one segment selected.
public struct PictureKey: Hashable, Sendable {
    public var control: String
    public var locale: String
    public var device: String
    /// The selected segment; nil draws every segment in its normal state.
    public var selected: Int?
    /// The Dynamic Type content size drawn ("AX1"); nil for the default size.
    public var contentSize: String?

    public init(control: String, locale: String, device: String, selected: Int?, contentSize: String? = nil) {
        self.control = control
        self.locale = locale
        self.device = device
        self.selected = selected
        self.contentSize = contentSize
    }
}

/// A control drawn as SVG elements, in points. A title is `<use href="#rN" x y>` references to
/// runs of glyphs (`PictureSet.runs`), each run `<use href="#gN">` references to outlines
/// (`PictureSet.glyphs`), both kept once per document: a report that draws the same title in
/// every state and on every device stores its glyph run once, and each outline once.
public struct Picture: Sendable {
    public var key: PictureKey
    public var width: Double
    public var height: Double
    /// SVG elements, without the `<svg>` element around them.
    public var body: String
    /// The glyph ids `body` refers to (through its runs), sorted.
    public var glyphIDs: [String]
    /// The run ids `body` refers to, sorted.
    public var runIDs: [String]
    /// What the drawing shows, in words (the SVG title and the alt text of image links).
    public var caption: String
    /// The state alone ("segment 2 selected"), for a drawing among others of the same control.
    public var label: String
    /// The title of each segment as drawn (after truncation), by segment index; nil for image segments.
    public var visibleTitles: [String?]

    public init(
        key: PictureKey, width: Double, height: Double, body: String, glyphIDs: [String], runIDs: [String] = [],
        caption: String, label: String, visibleTitles: [String?]
    ) {
        self.key = key
        self.width = width
        self.height = height
        self.body = body
        self.glyphIDs = glyphIDs
        self.runIDs = runIDs
        self.caption = caption
        self.label = label
        self.visibleTitles = visibleTitles
    }
}

/// The drawings of one run and the glyph outlines they share.
public struct PictureSet: Sendable {
    /// In drawing order: controls as checked, source locale first, narrowest device first,
    /// then by selected segment.
    public var pictures: [Picture]
    /// SVG path data in font units, y down, by glyph id (each use scales it by size / units per em).
    public var glyphs: [String: String]
    /// Runs of glyphs by run id: placed by the `<use>` that draws them.
    public var runs: [String: GlyphRun]

    public init(pictures: [Picture] = [], glyphs: [String: String] = [:], runs: [String: GlyphRun] = [:]) {
        self.pictures = pictures
        self.glyphs = glyphs
        self.runs = runs
    }

    public var isEmpty: Bool { pictures.isEmpty }

    /// The pictures of one control in one locale on one device, by selected segment.
    public func row(control: String, locale: String, device: String) -> [Picture] {
        pictures.filter { $0.key.control == control && $0.key.locale == locale && $0.key.device == device }
    }

    /// `<defs>` holding the outlines `glyphIDs` and the runs `runIDs` refer to (outlines sorted by
    /// face and glyph number, runs by id), each id after `prefix`.
    public func definitions(
        glyphIDs: some Sequence<String>, runIDs: some Sequence<String> = [String](), prefix: String = ""
    )
        -> String
    {
        // Each id's numbers read once, then sorted by them.
        let sorted = Set(glyphIDs).map { ($0, glyphIDNumbers($0)) }.sorted { a, b in
            a.1 != b.1 ? a.1 < b.1 : a.0 < b.0
        }.map(\.0)
        let runIDs = Set(runIDs).sorted()
        guard !sorted.isEmpty || !runIDs.isEmpty else { return "" }
        var out = "<defs>"
        for id in sorted { out += "<path id=\"\(prefix)\(id)\" d=\"\(glyphs[id] ?? "")\"/>" }
        for id in runIDs {
            guard let run = runs[id] else { continue }
            let uses =
                prefix.isEmpty ? run.uses : run.uses.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
            out += "<g id=\"\(prefix)\(id)\" transform=\"scale(\(run.scale))\">\(uses)</g>"
        }
        return out + "</defs>"
    }

    /// A standalone SVG document: a heading naming the control, locale and device of the first
    /// picture, then the pictures stacked top to bottom, each under its state label, with the
    /// outlines they use. `scale` sets the displayed size (2 = twice the points).
    public func svgDocument(_ pictures: [Picture], scale: Double = 2) -> String {
        let labelHeight = 12.0, headingHeight = 14.0
        let width = max(pictures.map(\.width).max() ?? 0, 160)
        let height = headingHeight + pictures.reduce(0) { $0 + labelHeight + $1.height }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width * scale))\" "
            + "height=\"\(svgNumber(height * scale))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">"
        out += "<title>\(xmlEscaped(pictures.map(\.caption).joined(separator: "; ")))</title>"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
        // Ids are global in an HTML page: a prefix of its own (a hash of what it draws, so the
        // same drawing keeps the same ids) lets several of these documents be inlined in one page.
        var hash: UInt32 = 2_166_136_261
        for byte in pictures.map(\.caption).joined(separator: "\n").utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let prefix = "s" + String(hash, radix: 36) + "-"
        out += definitions(glyphIDs: pictures.flatMap(\.glyphIDs), runIDs: pictures.flatMap(\.runIDs), prefix: prefix)
        if let first = pictures.first?.key {
            out +=
                "<text x=\"4\" y=\"10\" font-family=\"sans-serif\" font-size=\"8\" font-weight=\"bold\" fill=\"#1d1d1f\">"
                + xmlEscaped("\(first.control) (\(first.locale)) on \(first.device)") + "</text>"
        }
        var y = headingHeight
        for picture in pictures {
            out +=
                "<text x=\"4\" y=\"\(svgNumber(y + 9))\" font-family=\"sans-serif\" font-size=\"7\" fill=\"#6e6e73\">"
                + xmlEscaped(picture.label) + "</text>"
            out +=
                "<g transform=\"translate(0 \(svgNumber(y + labelHeight)))\">"
                + picture.body.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)") + "</g>"
            y += labelHeight + picture.height
        }
        return out + "</svg>\n"
    }
}

/// Glyphs of one face in one size, as a group of `<use>`s of outlines, each at its offset in
/// font units; the group scales them to the size (size / units per em).
public struct GlyphRun: Hashable, Sendable {
    /// The scale factor, as written.
    public var scale: String
    /// `<use href="#gN" x="…"/>` elements.
    public var uses: String

    public init(scale: String, uses: String) {
        self.scale = scale
        self.uses = uses
    }
}

/// A glyph id's face and glyph numbers (`g2-1043`: face 2, glyph 1043), for sorting; (0, 0) for another id.
func glyphIDNumbers(_ id: String) -> (Int, Int) {
    let parts = id.dropFirst().split(separator: "-")
    guard parts.count == 2, let face = Int(parts[0]), let glyph = Int(parts[1]) else { return (0, 0) }
    return (face, glyph)
}
