import Foundation
import SegQAModel

public enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem, with where it is and the numbers behind it. Findings are values; they are
/// never thrown. Absent facts are nil (and omitted from every output).
public struct Finding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var pointer: String
    public var control: String
    /// The control's identity for baselines and fingerprints when its id holds a line number
    /// (`ResolvedControl.identity`); nil: `control`.
    public var controlIdentity: String? = nil
    public var segment: Int?
    public var locale: String?
    public var device: String?
    public var controlWidth: Double?
    public var state: String?
    /// Width the content needs, in points.
    public var needed: Double?
    /// Width the slot offers, in points.
    public var available: Double?
    /// What the user sees (the truncated title).
    public var visible: String?
    /// Every device on which the problem shows (for fit rules), narrowest first.
    public var devices: [String]?
    /// Measured with a stand-in face and within what such faces differ by: at risk, not certain
    /// (`StandInVerdict`).
    public var uncertain = false
    /// The same fact in other locales, each at its own place (`LocaleGrouping`): where a
    /// translator of that locale edits. Locales whose text is the same as one here have no place
    /// of their own; `alsoIn` names every locale.
    public var alsoAt: [LocalePlace] = []
    /// The same fact about other segments of the control, each at its own place (an image-only
    /// control whose images all lack a label is one finding, not one per image).
    public var alsoSegments: [SegmentPlace] = []
    /// Further numbers or facts, by name, in a fixed order.
    public var properties: [(String, String)]

    public init(
        rule: String, severity: Severity, message: String, location: SourceLocation, pointer: String,
        control: String, segment: Int? = nil, locale: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.pointer = pointer
        self.control = control
        self.segment = segment
        self.locale = locale
        self.properties = []
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The value of the property `name`, if the finding has it.
    public func property(_ name: String) -> String? { properties.first { $0.0 == name }?.1 }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        !precedes(lhs, rhs) && !precedes(rhs, lhs) && lhs.severity == rhs.severity
    }

    /// Findings sort by place, then by what they are about, so output is deterministic. Strings
    /// compare by their bytes (not Swift's canonical equivalence), so the order never depends on
    /// normalization.
    static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        // Byte order, compared in place (a sort of thousands of findings compares often; an
        // array of pairs per comparison was most of its allocations).
        var order = compareUTF8(a.file, b.file)
        if order != 0 { return order < 0 }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        order = compareUTF8(a.rule, b.rule)
        if order != 0 { return order < 0 }
        order = compareUTF8(a.control, b.control)
        if order != 0 { return order < 0 }
        if a.segment != b.segment { return (a.segment ?? -1) < (b.segment ?? -1) }
        order = compareUTF8(a.locale ?? "", b.locale ?? "")
        if order != 0 { return order < 0 }
        order = compareUTF8(a.state ?? "", b.state ?? "")
        if order != 0 { return order < 0 }
        order = compareUTF8(a.device ?? "", b.device ?? "")
        if order != 0 { return order < 0 }
        return compareUTF8(a.message, b.message) < 0
    }

    /// The identity a baseline keeps: never the line number, so unrelated edits keep it valid.
    public var baselineKey: BaselineKey {
        // A finding about no control (an unreadable file) is known by its file: two broken files
        // must not share a key.
        let identity = controlIdentity ?? (control.isEmpty ? file : control)
        return BaselineKey(
            rule: rule, control: identity, segment: segment, locale: locale, state: state, device: device)
    }
}

/// A segment and where it is written.
public struct SegmentPlace: Sendable, Equatable {
    public var segment: Int
    public var location: SourceLocation
    public init(segment: Int, location: SourceLocation) {
        self.segment = segment
        self.location = location
    }
}

extension Array where Element == Finding {
    public func sortedDeterministically() -> [Finding] {
        // Most comparisons are decided by the place. Each finding's file is ranked once among
        // the files (by their bytes), so those are integer comparisons; comparing the findings
        // field by field cost 300 ns each, and merging a real app's 5,000 findings took 9 ms.
        // Keyed by the bytes: a String key would rank two spellings of one canonical path as one.
        // A file is usually the one before it, compared without looking it up.
        var indexOf: [[UInt8]: Int] = [:]
        var distinct: [[UInt8]] = []
        var fileIndex: [Int] = []
        fileIndex.reserveCapacity(count)
        var previous: (file: String, index: Int)?
        for finding in self {
            if let previous, previous.file.utf8.elementsEqual(finding.file.utf8) {
                fileIndex.append(previous.index)
                continue
            }
            let bytes = [UInt8](finding.file.utf8)
            let index = indexOf[bytes] ?? distinct.count
            if index == distinct.count {
                indexOf[bytes] = index
                distinct.append(bytes)
            }
            fileIndex.append(index)
            previous = (finding.file, index)
        }
        var rank = [Int](repeating: 0, count: distinct.count)
        for (position, index) in distinct.indices.sorted(by: { distinct[$0].lexicographicallyPrecedes(distinct[$1]) })
            .enumerated()
        {
            rank[index] = position
        }
        let places = indices.map { (file: rank[fileIndex[$0]], line: self[$0].line, column: self[$0].column) }
        return withUnsafeBufferPointer { findings in
            findings.indices.sorted { i, j in
                let a = places[i], b = places[j]
                if a.file != b.file { return a.file < b.file }
                if a.line != b.line { return a.line < b.line }
                if a.column != b.column { return a.column < b.column }
                return Finding.precedes(findings[i], findings[j])
            }.map { findings[$0] }
        }
    }
}

public struct BaselineKey: Hashable, Sendable {
    public var rule: String
    public var control: String
    public var segment: Int?
    public var locale: String?
    public var state: String?
    public var device: String?

    public init(rule: String, control: String, segment: Int?, locale: String?, state: String?, device: String?) {
        self.rule = rule
        self.control = control
        self.segment = segment
        self.locale = locale
        self.state = state
        self.device = device
    }
}

extension Array where Element == Finding {
    /// One finding per fact: a place in a file (a key of a `.strings` table, an enum's title, a
    /// helper's line) that several controls use gives one finding for the same rule, locale,
    /// state (and, at a line of code, shown text), naming the other controls, instead of one per control. The most severe stands for
    /// the group (the first, in order, among equals). Takes findings sorted deterministically
    /// and returns them so.
    public func mergingSharedPlaces() -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(count)
        var merged = false
        var start = 0
        while start < count {
            // One rule's findings at one place are adjacent: the order is by file, line, column,
            // then rule. Grouping them there needs no hashing of every finding's strings.
            let first = self[start]
            var end = start + 1
            while end < count, self[end].line == first.line, self[end].column == first.column,
                self[end].rule == first.rule, self[end].file == first.file
            {
                end += 1
            }
            // Most places have one finding.
            if end == start + 1 {
                result.append(first)
                start = end
                continue
            }
            var groups: [[Finding]] = []
            let inCode = InputLoader.codeExtensions.contains((first.file as NSString).pathExtension.lowercased())
            for finding in self[start..<end] {
                // In code, the same text too: a localization wrapper's line (`stringResource(res)` in
                // mihon's Localize.kt) is the place of every title that goes through it, each its own
                // fact. A table's line is one key: one fact, however each control cuts it.
                if let group = groups.firstIndex(where: {
                    $0[0].locale == finding.locale && $0[0].state == finding.state
                        && (!inCode || $0[0].visible == finding.visible)
                }) {
                    groups[group].append(finding)
                } else {
                    groups.append([finding])
                }
            }
            var block: [Finding] = []
            var blockMerged = false
            for members in groups {
                let controls = members.map(\.control).reduce(into: [String]()) {
                    if !$1.isEmpty && !$0.contains($1) { $0.append($1) }
                }
                guard controls.count > 1, var kept = members.max(by: { $0.severity < $1.severity }) else {
                    block += members
                    continue
                }
                let others = controls.filter { $0 != kept.control }
                kept.message +=
                    " (also in \(others.count == 1 ? "control" : "controls") \(others.map { "'\($0)'" }.joined(separator: ", ")))"
                kept.properties.append(("alsoInControls", others.joined(separator: ", ")))
                block.append(kept)
                blockMerged = true
            }
            // A place where nothing merged keeps its findings as they were, in order.
            if blockMerged {
                result += block
                merged = true
            } else {
                result += self[start..<end]
            }
            start = end
        }
        return merged ? result.sortedDeterministically() : result
    }
}

/// −1, 0 or 1 as `x`'s UTF-8 bytes sort before, equal or after `y`'s.
func compareUTF8(_ x: String, _ y: String) -> Int {
    var x = x, y = y
    return x.withUTF8 { a in
        y.withUTF8 { b in
            let common = min(a.count, b.count)
            if common > 0, let pa = a.baseAddress, let pb = b.baseAddress {
                let result = memcmp(pa, pb, common)
                if result != 0 { return result < 0 ? -1 : 1 }
            }
            return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
        }
    }
}
