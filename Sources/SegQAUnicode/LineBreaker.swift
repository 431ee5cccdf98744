import CICUShim

/// A place where a line may (or must) end, as a UTF-16 offset: the next line starts there.
public struct LineBreak: Sendable, Equatable {
    public var offset: Int
    /// After a line feed, a carriage return, U+2028 …: the line ends here whatever the width.
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Line break opportunities from ICU (UAX #14 with the locale's tailoring: Japanese may break
/// between kana, German only at spaces and hyphens), which is what a label wrapping onto more
/// lines (SwiftUI `Text` without `lineLimit`) breaks at. Not thread-safe: one per worker.
public final class LineBreaker {
    private let handle: OpaquePointer
    private let ownedText = BreakerText()  // released after the handle closes

    /// `locale`: BCP 47 ("de", "zh-Hant"); ICU reads it with underscores.
    public init(locale: String) throws {
        var status: Int32 = 0
        let id = String(locale.map { $0 == "-" ? "_" : $0 })
        guard let handle = segqa_line_open(id, &status) else {
            throw UnicodeError.icu(operation: "ubrk_open(UBRK_LINE)", status: status)
        }
        try check(status, "ubrk_open(UBRK_LINE)")
        self.handle = handle
    }

    deinit {
        segqa_breaker_close(handle)
    }

    /// Every break after the start of `text`, in order; the last is always the end of the text.
    public func breaks(utf16 text: [UInt16]) throws -> [LineBreak] {
        guard !text.isEmpty else { return [] }
        let status = ownedText.set(text, on: handle)
        try check(status, "ubrk_setText")
        var result: [LineBreak] = []
        while true {
            let next = segqa_breaker_next(handle)
            if next < 0 { break }
            result.append(LineBreak(offset: Int(next), isMandatory: segqa_line_break_is_mandatory(handle) != 0))
        }
        return result
    }

    public func breaks(_ text: String) throws -> [LineBreak] { try breaks(utf16: utf16Units(of: text)) }
}
