import Foundation
import SegQAFonts
import Testing

/// The measurers of one run's threads share what they shape.
@Suite(
    .enabled(
        if: Goldens.fontsInstalled,
        "needs Inter, Noto, Noto CJK and DejaVu (fonts-inter, fonts-noto-core, fonts-noto-cjk)"))
struct SharedShapesTests {
    let inter = FontRequest(family: "Inter")

    @Test func aTextOneMeasurerShapedIsNotShapedAgainByAnother() throws {
        let shapes = SharedShapes()
        let first = try Measurer(sharing: shapes)
        let second = try Measurer(sharing: shapes)
        let alone = try Measurer()
        for text in ["Benachrichtigungen", "الإشعارات", "通知設定"] {
            let shaped = try first.shape(text, font: inter, locale: "de")
            let again = try second.shape(text, font: inter, locale: "de")
            #expect(again == shaped)
            #expect(again == (try alone.shape(text, font: inter, locale: "de")), "the same as shaping it alone")
        }
        #expect(first.shapings == 3)
        #expect(second.shapings == 0 && second.cacheHits == 3)
        #expect(alone.shapings == 3)
        // Another locale or font is another entry.
        _ = try second.shape("Benachrichtigungen", font: inter, locale: "ar")
        _ = try second.shape("Benachrichtigungen", font: FontRequest(family: "Inter", weight: .semibold), locale: "de")
        #expect(second.shapings == 2)
    }

    @Test func advancesAreSharedToo() throws {
        let shapes = SharedShapes()
        let first = try Measurer(sharing: shapes)
        let second = try Measurer(sharing: shapes)
        let width = try first.advance("Mitteilun", font: inter, locale: "de")
        #expect(try second.advance("Mitteilun", font: inter, locale: "de") == width)
        #expect(second.shapings == 0)
        // A text shaped whole serves the advance of a measurer that only asks for its width.
        let shaped = try first.shape("Mitteilungen", font: inter, locale: "de")
        #expect(try second.advance("Mitteilungen", font: inter, locale: "de") == shaped.advance)
        #expect(second.shapings == 0)
    }

    @Test func threadsSharingShapesGetWhatOneThreadGets() throws {
        // 20 distinct texts, each met by every thread (a block of 100 apiece).
        let texts = (0..<400).map { "Segment \($0 % 20) \(["Karte", "خريطة", "地図", "Mapa"][$0 % 4])" }
        let alone = try Measurer()
        let expected = try texts.map { try alone.shape($0, font: inter, locale: "de").advance }
        let shapes = SharedShapes()
        // One measurer per thread, as a check gives each worker.
        let workers = Workers(try (0..<4).map { _ in try Measurer(sharing: shapes) })
        let measurers = workers.measurers
        let results = Results(count: texts.count)
        let font = inter
        DispatchQueue.concurrentPerform(iterations: measurers.count) { worker in
            for index in worker * 100..<(worker + 1) * 100 {
                results.set(index, try? workers.measurers[worker].shape(texts[index], font: font, locale: "de").advance)
            }
        }
        #expect(results.values == expected.map { Optional($0) })
        // Alone, each thread would shape all 20 (80 in all); shared, about 20 (two threads may
        // race for the same text and both shape it).
        #expect(measurers.map(\.shapings).reduce(0, +) < 40)
    }

    /// Each measurer is used by one thread only.
    private final class Workers: @unchecked Sendable {
        let measurers: [Measurer]
        init(_ measurers: [Measurer]) { self.measurers = measurers }
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Double?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Double?) { lock.withLock { values[index] = value } }
    }
}
