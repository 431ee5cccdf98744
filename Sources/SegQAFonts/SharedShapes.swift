import Foundation

/// What the measurers of one run have shaped, shared between them.
///
/// Each worker thread has a measurer of its own (FreeType and HarfBuzz objects are not
/// thread-safe), and each used to shape every title it met: on two threads a real app's 6,900
/// shapings became 11,700. A measurer looks here when its
/// own cache misses and publishes what it shapes, so a title is shaped about once whatever the
/// number of threads. One lock, taken only on a measurer's own misses. Shaping the same text
/// with the same request and locale gives the same result in any measurer, so which thread
/// shaped first changes no output.
public final class SharedShapes: @unchecked Sendable {
    struct Key: Hashable {
        var font: FontRequest
        var locale: String
        var text: TextKey
    }

    private let lock = NSLock()
    private var shapes: [Key: ShapedText] = [:]
    /// Advances of texts only measured (truncation's candidate prefixes).
    private var advances: [Key: Double] = [:]

    public init() {}

    func shape(_ font: FontRequest, _ locale: String, _ text: TextKey) -> ShapedText? {
        let key = Key(font: font, locale: locale, text: text)
        return lock.withLock { shapes[key] }
    }

    func advance(_ font: FontRequest, _ locale: String, _ text: TextKey) -> Double? {
        let key = Key(font: font, locale: locale, text: text)
        return lock.withLock { shapes[key]?.advance ?? advances[key] }
    }

    func store(_ shaped: ShapedText, _ font: FontRequest, _ locale: String, _ text: TextKey) {
        let key = Key(font: font, locale: locale, text: text)
        lock.withLock { shapes[key] = shaped }
    }

    func store(_ advance: Double, _ font: FontRequest, _ locale: String, _ text: TextKey) {
        let key = Key(font: font, locale: locale, text: text)
        lock.withLock { advances[key] = advance }
    }
}
