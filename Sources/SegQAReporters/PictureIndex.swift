import SegQACore
import SegQAFormatting

/// Finds the drawings a finding is about, for the reports that show drawings: the row of its
/// control and locale (the source locale for control-wide findings) on its device (the
/// narrowest drawn device when it names none), and in that row the drawing with the finding's
/// segment selected when the finding is about the selected state.
///
/// A row that looks exactly as the source locale's on the same device (a locale that shows the
/// source text, left to right) is not a row of its own: its findings point at the source's row,
/// which names it in `sameIn`.
struct PictureIndex {
    /// Rows in drawing order; each row's pictures by selected segment.
    private(set) var rows: [Row] = []
    private var rowByKey: [String: Int] = [:]
    private var sourceLocale: [String: String] = [:]
    /// Each control's rows in order, and each row's device numbered among its control's devices
    /// (in order of first appearance): looked up for every row and finding of a report.
    private var rowsByControl: [String: [Int]] = [:]
    private(set) var deviceNumber: [Int] = []

    struct Row {
        var control: String
        var locale: String
        var device: String
        var pictures: [Picture]
        /// Other locales drawn exactly as this one, in drawing order.
        var sameIn: [String] = []

        func shows(_ locale: String) -> Bool { self.locale == locale || sameIn.contains(locale) }
    }

    init(_ context: ReportContext) {
        for control in context.controls { sourceLocale[control.id] = control.sourceLocale }
        var all: [Row] = []
        var allByKey: [String: Int] = [:]
        for picture in context.pictures.pictures {
            let key = Self.key(picture.key.control, picture.key.locale, picture.key.device)
            if let index = allByKey[key] {
                all[index].pictures.append(picture)
            } else {
                allByKey[key] = all.count
                all.append(
                    Row(
                        control: picture.key.control, locale: picture.key.locale, device: picture.key.device,
                        pictures: [picture]))
            }
        }
        for row in all {
            let key = Self.key(row.control, row.locale, row.device)
            if let source = sourceLocale[row.control], source != row.locale,
                let reference = rowByKey[Self.key(row.control, source, row.device)],
                row.pictures.allSatisfy({ picture in
                    rows[reference].pictures.contains {
                        $0.key.selected == picture.key.selected && $0.key.contentSize == picture.key.contentSize
                            && $0.body == picture.body
                    }
                })
            {
                rows[reference].sameIn.append(row.locale)
                rowByKey[key] = reference
                continue
            }
            rowByKey[key] = rows.count
            rowsByControl[row.control, default: []].append(rows.count)
            rows.append(row)
        }
        numberDevices()
    }

    /// Numbers each row's device among its control's, once all rows are known.
    private mutating func numberDevices() {
        deviceNumber = Array(repeating: 0, count: rows.count)
        for indices in rowsByControl.values {
            var devices: [String] = []
            for row in indices {
                if let number = devices.firstIndex(of: rows[row].device) {
                    deviceNumber[row] = number
                } else {
                    deviceNumber[row] = devices.count
                    devices.append(rows[row].device)
                }
            }
        }
    }

    private static func key(_ control: String, _ locale: String, _ device: String) -> String {
        control + "\u{0}" + locale + "\u{0}" + device
    }

    /// The row index and, for selected-state findings, the picture index within the row.
    func place(of finding: Finding) -> (row: Int, picture: Int?)? {
        let locale = finding.locale ?? sourceLocale[finding.control] ?? ""
        let row: Int
        if let device = finding.device, let exact = rowByKey[Self.key(finding.control, locale, device)] {
            row = exact
        } else if let first = firstRow(of: finding.control, in: locale) {
            row = first
        } else {
            return nil
        }
        let selectedState = finding.state == "selected" || finding.state == "selectedHighlighted"
        let pictures = rows[row].pictures
        if let size = finding.property("contentSize") {
            // A Dynamic Type finding: its segment in its state (selected, or beside the selected
            // one) at its text size.
            return (
                row,
                pictures.firstIndex {
                    $0.key.contentSize == size && ($0.key.selected == finding.segment) == selectedState
                } ?? pictures.firstIndex { $0.key.contentSize == size }
            )
        }
        let picture =
            selectedState
            ? pictures.firstIndex { $0.key.selected == finding.segment && $0.key.contentSize == nil } : nil
        return (row, picture)
    }

    func rows(of control: String) -> [Int] { rowsByControl[control] ?? [] }

    /// The first row that shows `control` in `locale` (its own, or the source's it looks as).
    func firstRow(of control: String, in locale: String) -> Int? {
        rows(of: control).first { rows[$0].shows(locale) }
    }
}

/// A file-name-safe form of an id: letters, digits, '.', '-', '_' kept; anything else turns
/// the name into a slug plus a short hash of the original, so two ids never share a name.
func fileSafeName(_ text: String) -> String {
    var slug = ""
    for scalar in text.unicodeScalars {
        let c = Character(scalar)
        if c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".") {
            slug.append(c)
        } else if !slug.hasSuffix("-") {
            slug.append("-")
        }
    }
    if slug == text, !slug.hasPrefix("."), !slug.isEmpty { return slug }
    // FNV-1a: a short, stable hash (no randomised seed, unlike Hasher).
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let hex = String(hash, radix: 16)
    while slug.hasSuffix("-") { slug.removeLast() }
    return (slug.hasPrefix(".") ? "_" + slug : slug) + "-" + String(repeating: "0", count: 8 - hex.count) + hex
}
