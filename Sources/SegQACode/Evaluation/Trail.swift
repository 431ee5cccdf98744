/// The undo log that lets both branches of an undecidable `if` (or every case of a `switch`) start
/// from the same state at a cost that grows with what the branches change, not with everything
/// the run holds. Frames and objects record a local's or a field's previous value here before
/// they change it, but only while a join is under way and only when they are older than it (an
/// object made inside the branch has no earlier state to go back to).
final class Trail {
    /// Something with named slots whose changes can be undone: a frame's locals, an object's fields.
    struct Entry {
        let owner: any TrailedSlots
        let name: String
        let previous: Value?
    }

    private(set) var entries: [Entry] = []
    /// Births and joins are numbered on one clock: an owner born before the innermost join began
    /// logs its changes; `Int.min` when no join is under way (nothing logs).
    private(set) var joinStart = Int.min
    private var clock = 0

    func birth() -> Int {
        clock += 1
        return clock
    }

    /// Whether a change of an owner born at `born` must be logged.
    func logs(_ born: Int) -> Bool { born < joinStart }

    func log(_ owner: any TrailedSlots, _ name: String, _ previous: Value?) {
        entries.append(Entry(owner: owner, name: name, previous: previous))
    }

    /// Starts a join: returns what `end` needs to restore the join around it.
    func begin() -> (mark: Int, outerStart: Int) {
        let outer = joinStart
        joinStart = birth()
        return (entries.count, outer)
    }

    /// Puts every slot changed since `mark` back as it was, and forgets those changes.
    func undo(to mark: Int) {
        while entries.count > mark {
            let entry = entries.removeLast()
            entry.owner.restore(entry.name, entry.previous)
        }
    }

    /// The slots changed since `mark`, each once, in the order first changed, with the value each
    /// had at `mark`.
    func changes(since mark: Int) -> [Entry] {
        var seen: Set<SlotKey> = []
        var result: [Entry] = []
        for entry in entries[mark...] where seen.insert(SlotKey(entry.owner, entry.name)).inserted {
            result.append(entry)
        }
        return result
    }

    /// Ends a join: the enclosing join (if any) keeps only the changes it must be able to undo,
    /// those of owners born before it began.
    func end(_ join: (mark: Int, outerStart: Int)) {
        joinStart = join.outerStart
        if joinStart == Int.min {
            entries.removeAll(keepingCapacity: true)
            return
        }
        var kept = join.mark
        for index in join.mark..<entries.count where entries[index].owner.born < joinStart {
            entries[kept] = entries[index]
            kept += 1
        }
        entries.removeLast(entries.count - kept)
    }

    struct SlotKey: Hashable {
        let owner: ObjectIdentifier
        let name: String
        init(_ owner: any TrailedSlots, _ name: String) {
            self.owner = ObjectIdentifier(owner)
            self.name = name
        }
    }
}

/// A frame or an object: named slots a join can undo.
protocol TrailedSlots: AnyObject {
    var born: Int { get }
    func slot(_ name: String) -> Value?
    func restore(_ name: String, _ value: Value?)
}
