import SegQACore
import SegQAFormatting
import SegQAUnicode

/// What the HTML report is made of, worked out once before it is written: findings grouped by
/// control (worst first), the notes folded across controls, the controls × locales cells, each
/// locale's counts, the filters, and where each finding is drawn. Ids are built from numbers
/// only, so no input text reaches an id or a class.
struct Page {
    /// Marks every font has (an emoji font is not on every machine that opens a report).
    static let marks: [Severity: String] = [.error: "✕", .warning: "!", .note: "i"]

    struct Group {
        /// The group's number in the page (`g<number>`).
        var number: Int
        /// The control; nil for findings about no control (unreadable files) or one not checked.
        var control: ControlSummary?
        var name: String
        /// Indices into the findings, in report order.
        var findings: [Int]
        var worst: Severity
    }

    /// One rule's notes about many controls in one locale, shown as one line.
    struct Fold {
        var rule: String
        var locale: String?
        var findings: [Int]
    }

    struct Cell {
        var worst: Severity
        var count: Int
    }

    struct Toggle {
        var id: String
        var group: String
        var label: String
        var count: Int
    }

    let findings: [Finding]
    let context: ReportContext
    let index: PictureIndex
    let localeNumber: [String: Int]
    let controlNumber: [String: Int]
    let devices: [String]
    let deviceNumber: [String: Int]
    let rules: [String]
    private(set) var groups: [Group] = []
    private(set) var findingsOfControl: [String: [Int]] = [:]
    /// Folded finding → its fold's number.
    private(set) var fold: [Int: Int] = [:]
    private(set) var folds: [Fold] = []
    /// By control number, then locale number.
    private(set) var cells: [Int: [Int: Cell]] = [:]
    /// By locale number.
    private(set) var localeCounts: [Int: [Severity: Int]] = [:]
    /// Each finding's locales, by number, ascending.
    private(set) var findingLocales: [[Int]] = []
    /// Rows of findings in more than one locale: their id and locale numbers.
    private(set) var sharedRows: [(id: String, locales: [Int])] = []
    private(set) var toggles: [Toggle] = []
    private(set) var drawnControls: Set<Int> = []
    /// Drawings drawn more than once (the same control in several files or targets, a locale
    /// that looks as another): each body once, in order of first use, then `<use href="#pN">`.
    private(set) var sharedBodies: [String] = []
    private(set) var sharedBody: [String: Int] = [:]
    /// Dynamic Type content sizes drawn, numbered in order of first use (for ids).
    private(set) var contentSizeNumber: [String: Int] = [:]
    private var findingsOfRow: [Int: [Int]] = [:]
    private var places: [(row: Int, picture: Int?)?] = []

    init(_ findings: [Finding], context: ReportContext) {
        self.findings = findings
        self.context = context
        index = PictureIndex(context)
        localeNumber = Dictionary(
            context.locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        controlNumber = Dictionary(
            context.controls.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        devices = Self.devices(context)
        deviceNumber = Dictionary(devices.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        rules = Array(Set(findings.map(\.rule))).sorted()
        let controls = Dictionary(context.controls.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

        for (number, f) in findings.enumerated() {
            let control = controls[f.control]
            let locales = context.locales(of: f, control: control).compactMap { localeNumber[$0] }
            findingLocales.append(Array(Set(locales)).sorted())
            findingsOfControl[f.control, default: []].append(number)
            if findingLocales[number].count > 1 && f.locale != nil {
                sharedRows.append(("f\(number + 1)", findingLocales[number]))
            }
            for locale in findingLocales[number] {
                localeCounts[locale, default: [:]][f.severity, default: 0] += 1
                if let c = controlNumber[f.control] {
                    let cell = cells[c, default: [:]][locale]
                    cells[c, default: [:]][locale] = Cell(
                        worst: max(cell?.worst ?? f.severity, f.severity), count: (cell?.count ?? 0) + 1)
                }
            }
            let place = index.place(of: f)
            places.append(place)
            if let place {
                findingsOfRow[place.row, default: []].append(number)
                if let c = controlNumber[f.control] { drawnControls.insert(c) }
            }
        }
        shareRepeatedDrawings()
        for picture in context.pictures.pictures {
            if let size = picture.key.contentSize, contentSizeNumber[size] == nil {
                contentSizeNumber[size] = contentSizeNumber.count
            }
        }
        foldNotes()
        groupByControl(controls)
        makeToggles()
    }

    /// The drawing a control's card shows beside its findings: its worst finding's (findings
    /// come worst first), where that one is drawn.
    func leadPicture(ofControl id: String) -> Picture? {
        for number in findingsOfControl[id] ?? [] {
            guard let place = places[number] else { continue }
            let pictures = index.rows[place.row].pictures
            guard !pictures.isEmpty else { continue }
            return pictures[min(place.picture ?? 0, pictures.count - 1)]
        }
        return nil
    }

    private mutating func shareRepeatedDrawings() {
        var uses: [String: Int] = [:]
        var order: [String] = []
        // A card's lead drawing is a second use of a drawing the Drawings section shows: defined
        // once, used twice.
        var leads: [String: Int] = [:]
        for id in findingsOfControl.keys {
            if let lead = leadPicture(ofControl: id) { leads[lead.body, default: 0] += 1 }
        }
        for (number, control) in context.controls.enumerated() where drawnControls.contains(number) {
            for row in index.rows(of: control.id) {
                for picture in index.rows[row].pictures {
                    if uses[picture.body] == nil { order.append(picture.body) }
                    uses[picture.body, default: 0] += 1
                }
            }
        }
        sharedBodies = order.filter { uses[$0, default: 0] + leads[$0, default: 0] > 1 }
        sharedBody = Dictionary(uniqueKeysWithValues: sharedBodies.enumerated().map { ($1, $0) })
    }

    /// Every device of the run, in first-use order.
    static func devices(_ context: ReportContext) -> [String] {
        var devices: [String] = []
        for control in context.controls {
            for device in control.devices where !devices.contains(device) { devices.append(device) }
        }
        return devices
    }

    /// A rule's notes in one locale about two or more controls (a fallback font in Arabic, say)
    /// are one line, not one per control.
    private mutating func foldNotes() {
        var byKey: [String: [Int]] = [:]
        var order: [String] = []
        for (number, f) in findings.enumerated() where f.severity == .note && !f.control.isEmpty {
            let key = f.rule + "\u{0}" + (f.locale ?? "")
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(number)
        }
        for key in order {
            let members = byKey[key]!
            guard Set(members.map { findings[$0].control }).count > 1 else { continue }
            for member in members { fold[member] = folds.count }
            folds.append(Fold(rule: findings[members[0]].rule, locale: findings[members[0]].locale, findings: members))
        }
    }

    /// Groups by control in the order of their worst findings (the findings come worst first),
    /// each group's findings worst first; findings about no control come last, as "Inputs".
    private mutating func groupByControl(_ controls: [String: ControlSummary]) {
        var order: [String] = []
        for f in findings where !order.contains(f.control) { order.append(f.control) }
        var made: [Group] = order.map { id in
            let members = findingsOfControl[id]!
            return Group(
                number: 0, control: controls[id], name: id.isEmpty ? "Inputs" : id, findings: members,
                worst: members.map { findings[$0].severity }.max()!)
        }
        made = made.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if (x.control == nil) != (y.control == nil) { return y.control == nil }
            return a.offset < b.offset
        }.map(\.element)
        for number in made.indices { made[number].number = number }
        groups = made
    }

    private mutating func makeToggles() {
        for level in Severity.allCases.reversed() {
            toggles.append(
                Toggle(
                    id: "show-sev-\(level.rawValue)", group: "Severity", label: level.rawValue,
                    count: findings.filter { $0.severity == level }.count))
        }
        for rule in rules {
            toggles.append(
                Toggle(
                    id: "show-rule-\(rule)", group: "Rule", label: rule,
                    count: findings.filter { $0.rule == rule }.count))
        }
        for (number, locale) in context.locales.enumerated() {
            let count = localeCounts[number]?.values.reduce(0, +) ?? 0
            toggles.append(Toggle(id: "show-loc-\(number)", group: "Locale", label: localeName(locale), count: count))
        }
        if devices.count > 1 {
            for (number, device) in devices.enumerated() {
                toggles.append(
                    Toggle(
                        id: "show-dev-\(number)", group: "Device", label: device,
                        count: findings.filter { $0.device == device }.count))
            }
        }
    }

    // MARK: - Names

    /// "ckb — Central Kurdish"; the code alone where ICU knows no name.
    func localeName(_ locale: String) -> String {
        LocaleDisplayName.english(locale).map { "\(locale) — \($0)" } ?? locale
    }

    /// The control's id and the keys of its titles (`forecast.tenDay`), as HTML.
    func controlName(_ control: ControlSummary) -> String {
        var out = "<code>\(xmlEscaped(control.id))</code>"
        if let screen = control.screen, !control.id.hasPrefix(screen) {
            out += " <small class=\"screen\">in \(xmlEscaped(screen))</small>"
        }
        // What users see says which control it is; the keys where no title is known.
        let titles = control.titles.filter { !$0.isEmpty }
        let keys =
            titles.count == control.titles.count && !titles.isEmpty ? titles : control.keys.filter { !$0.isEmpty }
        if !keys.isEmpty {
            out +=
                " <small class=\"keys\">"
                + keys.prefix(6).map { "<bdi>\(xmlEscaped($0))</bdi>" }.joined(separator: ", ")
                + (keys.count > 6 ? ", …" : "") + "</small>"
        }
        return out
    }

    func controlHeading(_ group: Group) -> String {
        group.control.map(controlName) ?? (group.name == "Inputs" ? "Inputs" : "<code>\(xmlEscaped(group.name))</code>")
    }

    // MARK: - Links

    /// `d<control>-<locale>-<device>` from numbers only.
    func rowID(_ row: Int, control: Int) -> String {
        "d\(control)-\(localeNumber[index.rows[row].locale] ?? 0)-\(index.deviceNumber[row])"
    }

    /// A drawing in the row `rowID`: `<row>-s<selected>`, and `-t<n>` at Dynamic Type content size n.
    func figureID(_ rowID: String, _ picture: Picture) -> String {
        "\(rowID)-s\(picture.key.selected ?? 0)"
            + (picture.key.contentSize.flatMap { contentSizeNumber[$0] }.map { "-t\($0)" } ?? "")
    }

    /// The first drawing of a control in a locale, if it is drawn.
    func drawingTarget(control: Int, locale: String) -> String? {
        index.firstRow(of: context.controls[control].id, in: locale).map { rowID($0, control: control) }
    }

    /// Links from a drawing row to the findings it shows (a folded note links to its line).
    func references(ofRow row: Int) -> [String] {
        var seen: Set<String> = []
        return (findingsOfRow[row] ?? []).compactMap { number in
            let target = fold[number].map { "n\($0)" } ?? "f\(number + 1)"
            guard seen.insert(target).inserted else { return nil }
            return "<a href=\"#\(target)\">#\(target)</a>"
        }
    }

    // MARK: - Rows

    private func classes(_ numbers: [Int], of f: Finding, shared: Bool) -> String {
        var classes = "finding sev-\(f.severity.rawValue) rule-\(f.rule)"
        // A finding in one locale hides with that locale; one in several by a rule of its own.
        if !shared { classes += numbers.count == 1 ? " loc-\(numbers[0])" : "" }
        classes += numbers.map { " in-\($0)" }.joined()
        if let device = f.device, let number = deviceNumber[device], devices.count > 1 { classes += " dev-\(number)" }
        if f.uncertain { classes += " uncertain" }
        return classes
    }

    func findingRow(_ number: Int) -> String {
        let f = findings[number]
        let locales = findingLocales[number]
        let shared = locales.count > 1 && f.locale != nil
        var link = "<td></td>"
        if let place = places[number], let control = controlNumber[f.control] {
            let row = rowID(place.row, control: control)
            let target = place.picture.map { figureID(row, index.rows[place.row].pictures[$0]) } ?? row
            link = "<td><a href=\"#\(target)\">drawing</a></td>"
        }
        return
            "<tr id=\"f\(number + 1)\" class=\"\(classes(locales, of: f, shared: shared))\">"
            + "<td class=\"sev\">\(f.severity.rawValue)\(f.uncertain ? " <small>(uncertain)</small>" : "")</td>"
            + "<td><a href=\"#rule-\(f.rule)\"><code>\(f.rule)</code></a></td>"
            + "<td>\(xmlEscaped(f.locale ?? "all"))</td>"
            + "<td>\(htmlMessage(f.message))</td><td><code>\(xmlEscaped(f.file)):\(f.line):\(f.column)</code></td>\(link)</tr>\n"
    }

    func foldRow(_ number: Int, _ fold: Fold) -> String {
        let first = findings[fold.findings[0]]
        let locales = Array(Set(fold.findings.flatMap { findingLocales[$0] })).sorted()
        let controls = Array(Set(fold.findings.map { findings[$0].control })).sorted {
            (controlNumber[$0] ?? 0) < (controlNumber[$1] ?? 0)
        }
        let groupOf = Dictionary(groups.map { ($0.name, $0.number) }, uniquingKeysWith: { a, _ in a })
        let links = controls.prefix(12).map { id -> String in
            let group = groupOf[id].map { "#g\($0)" } ?? "#findings"
            return "<a href=\"\(group)\"><code>\(xmlEscaped(id))</code></a>"
        }
        return
            "<tr id=\"n\(number)\" class=\"finding sev-note rule-\(fold.rule)\(locales.count == 1 ? " loc-\(locales[0])" : "")"
            + locales.map { " in-\($0)" }.joined() + "\">"
            + "<td class=\"sev\">note</td><td><a href=\"#rule-\(fold.rule)\"><code>\(fold.rule)</code></a></td>"
            + "<td>\(xmlEscaped(fold.locale ?? "all"))</td>"
            + "<td>\(htmlMessage(first.message)) <small>(and the same in \(counted(controls.count - 1, "more control")))</small></td>"
            + "<td>\(links.joined(separator: " "))\(controls.count > 12 ? " …" : "")</td></tr>\n"
    }
}
