import CICUShim

/// The Unicode Bidirectional Algorithm (UAX #9) over one paragraph, from ICU's `ubidi`.
public struct BidiParagraph: Sendable, Equatable {
    /// A maximal logical range at one embedding level.
    public struct Run: Sendable, Equatable {
        public var range: Range<Int>
        public var level: UInt8
        public var direction: TextDirection { TextDirection(level: level) }
    }

    /// The text in UTF-16 units.
    public let text: [UInt16]
    /// The resolved paragraph embedding level (0 left-to-right, 1 right-to-left).
    public let paragraphLevel: UInt8
    /// One resolved level per UTF-16 unit, with rule L1 applied.
    public let levels: [UInt8]

    public var direction: TextDirection { TextDirection(level: paragraphLevel) }

    public init(_ text: String, direction: ParagraphDirection = .auto) throws {
        try self.init(utf16: utf16Units(of: text), direction: direction)
    }

    public init(utf16 text: [UInt16], direction: ParagraphDirection = .auto) throws {
        self.text = text
        guard !text.isEmpty else {
            paragraphLevel = direction == .rightToLeft ? 1 : 0
            levels = []
            return
        }
        let analysis = try BidiAnalyzer()
        (paragraphLevel, levels) = try analysis.analyze(text, paragraphLevel: direction.icuLevel)
    }

    /// Logical runs of equal level, in text order.
    public var runs: [Run] {
        var result: [Run] = []
        var start = 0
        for index in 1...levels.count where index == levels.count || levels[index] != levels[start] {
            result.append(Run(range: start..<index, level: levels[start]))
            start = index
        }
        return levels.isEmpty ? [] : result
    }

    /// True when every unit is at the paragraph level and the paragraph is left-to-right.
    public var isPureLeftToRight: Bool { levels.allSatisfy { $0 == 0 } }

    /// Indices of `levels` in visual (left-to-right display) order, by rule L2: from the
    /// highest level down to the lowest odd level, reverse every maximal sequence at or above it.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var level = highest
        while level >= lowestOdd && level > 0 {
            var index = 0
            while index < order.count {
                if levels[order[index]] >= level {
                    var end = index
                    while end < order.count && levels[order[end]] >= level { end += 1 }
                    order[index..<end].reverse()
                    index = end
                } else {
                    index += 1
                }
            }
            level -= 1
        }
        return order
    }

    /// Logical runs in the order they are displayed from left to right.
    public var visualRuns: [Run] {
        let logical = runs
        let order = Self.visualOrder(levels: logical.map(\.level))
        return order.map { logical[$0] }
    }
}

/// Owns one ICU `UBiDi` object and the text it points into.
private final class BidiAnalyzer {
    private let handle: OpaquePointer

    init() throws {
        var status: Int32 = 0
        guard let handle = segqa_bidi_open(&status) else {
            throw UnicodeError.icu(operation: "ubidi_open", status: status)
        }
        self.handle = handle
    }

    deinit { segqa_bidi_close(handle) }

    func analyze(_ text: [UInt16], paragraphLevel: UInt8) throws -> (UInt8, [UInt8]) {
        // ubidi keeps the text pointer: the buffer must outlive every query below.
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: text.count)
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: text)
        var status: Int32 = 0
        segqa_bidi_set_paragraph(handle, buffer.baseAddress, Int32(text.count), paragraphLevel, &status)
        try check(status, "ubidi_setPara")
        var levels = [UInt8](repeating: 0, count: text.count)
        levels.withUnsafeMutableBufferPointer {
            segqa_bidi_levels(handle, $0.baseAddress, Int32(text.count), &status)
        }
        try check(status, "ubidi_getLevels")
        return (segqa_bidi_paragraph_level(handle), levels)
    }
}
