/// Table and collection views filled from a list: UIKit asks the data source for each row's cell
/// (`tableView(_:cellForRowAt:)`, `cellForRowAtIndexPath:`), and the method picks the row's
/// entry by the index path (`_data[indexPath.section][indexPath.row]`, a table model's
/// `item(for: indexPath)`). Run once with the index path unknown, a cell whose segment titles
/// come from the entry has none; run once per row, each cell has its own.
extension Interpreter {
    /// Rows a data-source method is run for, at most: past this, it runs once, rows unknown.
    static let maximumTableRows = 48

    /// A parameter of type `IndexPath` (Swift) or named `indexPath` (Objective-C, whose
    /// parameter types segqa does not keep).
    static func takesIndexPath(_ parameter: Parameter) -> Bool {
        guard let type = parameter.type else { return parameter.name == "indexPath" }
        let name = type.trimmingMarks("!?* ")
        return name == "IndexPath" || name == "NSIndexPath"
    }

    /// An index path of a section and a row (`item` for collection views).
    func indexPath(section: Value, row: Value) -> Value {
        let instance = makeInstance(type: nil, typeName: "IndexPath", madeAt: nil)
        instance.set("section", section)
        instance.set("row", row)
        instance.set("item", row)
        return .instance(instance)
    }

    /// The part of an index path not chosen yet: unknown, marked so the list it indexes is noted.
    static func unknownIndex(_ part: String) -> Value {
        .unknown(
            Unknown(
                reason: "a row UIKit chooses", expression: "indexPath.\(part)", place: nil, origin: .indexPath(part)))
    }

    /// Notes a list indexed by an index path's section or row while a data source runs on trial.
    func noteTableIndex(_ object: Value, _ key: Value) {
        guard rowProbe != nil, case .list(let items) = object, case .unknown(let u) = key,
            case .indexPath(let part)? = u.origin, rowProbe![part] == nil
        else { return }
        rowProbe![part] = items
    }

    /// The rows (section, row) of the table a data-source method reads, found by running it on
    /// trial (every change undone) with the section and then the row unknown and noting the lists
    /// they index: the sections, and each section's rows (its own list, or the list a trial with
    /// that section indexes by row; a nil row when neither is known). Nil when it indexes no list
    /// segqa knows, or has more than `maximumTableRows` rows.
    func tableRows(_ function: FunctionDecl, receiver: Value, at place: CodePlace) -> [(section: Int, row: Int?)]? {
        func probe(section: Value) -> [String: [Value]] {
            rowProbe = [:]
            tableRow = indexPath(section: section, row: Self.unknownIndex("row"))
            defer {
                rowProbe = nil
                tableRow = nil
            }
            onTrial { _ = invoke(function, receiver: receiver, arguments: [], at: place) }
            return rowProbe ?? [:]
        }
        let first = probe(section: Self.unknownIndex("section"))
        var rows: [(section: Int, row: Int?)] = []
        if let sections = first["section"] {
            for (n, section) in sections.enumerated() {
                let count: Int
                if case .list(let items) = section {
                    count = items.count
                } else if let items = probe(section: .number(Double(n)))["row"] {
                    count = items.count
                } else {
                    // A section whose rows segqa cannot count: it runs once, its row unknown.
                    rows.append((n, nil))
                    continue
                }
                guard rows.count + count <= Self.maximumTableRows else { return nil }
                rows += (0..<count).map { (n, $0) }
            }
        } else if let items = first["row"], items.count <= Self.maximumTableRows {
            rows = (0..<items.count).map { (0, $0) }
        }
        return rows.isEmpty ? nil : rows
    }

    /// Runs code whose effects are then undone: the slots it changed, the controls it changed and
    /// the controls it made.
    func onTrial(_ body: () -> Void) {
        let join = trail.begin()
        let count = controls.count
        let before = controls[rootControls...].map { ($0, $0.snapshot) }
        body()
        trail.undo(to: join.mark)
        trail.end(join)
        for (control, snapshot) in before { control.restore(snapshot) }
        if controls.count > count { controls.removeSubrange(count...) }
    }
}
