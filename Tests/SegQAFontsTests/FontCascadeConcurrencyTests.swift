import Foundation
import SegQAFonts
import Testing

/// fontconfig sorts on many threads at once while a font file is added (`--font-file`, a
/// configuration's "fonts", tests in one process): adding changes the font set the sorts read,
/// and once crashed the process inside `FcFontSort`. Adding now waits for the sorts under way.
@Suite struct FontCascadeConcurrencyTests {
    @Test func addingFontsWhileOtherThreadsSortIsSafe() throws {
        let cascade = FontCascade()
        let fonts = [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        ].filter { FileManager.default.isReadableFile(atPath: $0) }
        try #require(!fonts.isEmpty)
        let languages = ["en", "de", "ja", "ko", "ar", "he", "hi", "th", "ru", "el", "zh-Hans", "zh-Hant"]
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 5) { worker in
            for round in 0..<60 {
                if worker == 0 {
                    do { try cascade.addFont(file: fonts[round % fonts.count]) } catch { failures.add("\(error)") }
                } else {
                    // A new request each time: the cache is dropped by every addFont anyway.
                    let request = FontRequest(family: ["Inter", "DejaVu Sans", "Noto Sans"][round % 3])
                    let locale = languages[(worker * 7 + round) % languages.count]
                    if (try? cascade.faces(for: request, locale: locale))?.isEmpty ?? true {
                        failures.add("no cascade for \(locale)")
                    }
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try cascade.isInstalled(family: "DejaVu Sans"))
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
