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

    /// How a data-source method ran (`runForEachRow`).
    enum TableRun {
        /// Once, as any method: it touched no control, or indexed no list segqa knows.
        case once
        /// Not yet: these are the rows (section, row) to run it for; nil where segqa cannot count
        /// a section's rows, or the table has more than `maximumTableRows` (it runs once then).
        case rows([(section: Int?, row: Int?)])
    }

    /// Runs a data-source method once with its index path's section and row unknown, noting the
    /// lists they index. When it touched a control and indexed a list segqa knows, that run is
    /// undone and the table's rows are returned: the sections, and each section's rows (its own
    /// list, or the list a trial run with that section indexes by row). A method that touches no
    /// control costs one run, as before.
    func tableRun(_ function: FunctionDecl, receiver: Value, at place: CodePlace) -> TableRun {
        func probe(section: Value, keepUnless wanted: (_ found: [String: [Value]], _ touched: Bool) -> Bool)
            -> (found: [String: [Value]], undone: Bool)
        {
            rowProbe = [:]
            tableRow = indexPath(section: section, row: Self.unknownIndex("row"))
            defer {
                rowProbe = nil
                tableRow = nil
            }
            var found: [String: [Value]] = [:]
            let undone = tentatively({ _ = invoke(function, receiver: receiver, arguments: [], at: place) }) {
                touched in
                found = rowProbe ?? [:]
                return wanted(found, touched)
            }
            return (found, undone)
        }
        let first = probe(section: Self.unknownIndex("section")) { found, touched in touched && !found.isEmpty }
        guard first.undone else { return .once }
        var rows: [(section: Int?, row: Int?)] = []
        if let sections = first.found["section"] {
            for (n, section) in sections.enumerated() {
                let count: Int
                if case .list(let items) = section {
                    count = items.count
                } else if let items = probe(section: .number(Double(n)), keepUnless: { _, _ in true }).found["row"] {
                    count = items.count
                } else {
                    // A section whose rows segqa cannot count: it runs once, its row unknown.
                    rows.append((n, nil))
                    continue
                }
                rows += (0..<count).map { (n, $0) }
                if rows.count > Self.maximumTableRows { break }
            }
        } else if let items = first.found["row"] {
            rows = (0..<items.count).map { (0, $0) }
        }
        return .rows(rows.count > Self.maximumTableRows ? [(nil, nil)] : rows)
    }

    /// Runs code, then undoes what it did (the slots it changed, the controls it changed and made)
    /// when `undo`, told whether it touched a control, says so. Returns whether it was undone.
    func tentatively(_ body: () -> Void, undo: (_ touchedControl: Bool) -> Bool) -> Bool {
        let join = trail.begin()
        let count = controls.count
        let before = controls[rootControls...].map { ($0, $0.snapshot) }
        body()
        let touched = controls.count > count || before.contains { !same($0.0.snapshot, $0.1) }
        guard undo(touched) else {
            trail.end(join)
            return false
        }
        trail.undo(to: join.mark)
        trail.end(join)
        for (control, snapshot) in before { control.restore(snapshot) }
        if controls.count > count { controls.removeSubrange(count...) }
        return true
    }
}
