import CICUShim

/// The text an ICU break iterator walks. ICU keeps the pointer it is given, so the text lives
/// in a buffer its breaker owns, grown when a longer text comes; one per breaker.
final class BreakerText {
    private var buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 1)

    deinit { buffer.deallocate() }

    /// Copies `text` in and hands it to `breaker` (`ubrk_setText`); returns ICU's status.
    func set(_ text: [UInt16], on breaker: OpaquePointer) -> Int32 {
        if buffer.count < text.count {
            buffer.deallocate()
            buffer = .allocate(capacity: text.count)
        }
        _ = buffer.initialize(from: text)
        var status: Int32 = 0
        segqa_breaker_set_text(breaker, buffer.baseAddress, Int32(text.count), &status)
        return status
    }
}
