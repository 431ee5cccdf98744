import Foundation
import SegQAModel

/// Builds large corpora from the real translations in `Corpora/`, deterministically (a fixed
/// linear congruential sequence): the same arguments always give the same files, so nothing
/// large is committed.
///
/// Every segment title of the corpora (in all its languages) goes into a pool; each generated
/// control takes 2–5 of them, a style and a distribution. Locales beyond the corpora's languages
/// are regional variants of them (de-AT, ar-EG, zh-Hant-HK …) with the same translations, as
/// apps ship them.
struct CorpusGenerator {
    static let regional = [
        "en-GB", "de-AT", "de-CH", "fi-FI", "ru-UA", "ar-EG", "ar-SA", "he-IL", "hi-IN", "th-TH", "ja-JP", "ko-KR",
        "zh-Hans-SG", "zh-Hant-HK", "en-AU", "en-CA", "en-IN", "de-LU", "ar-AE", "ar-MA", "ru-KZ", "zh-Hant-TW",
        "en-IE", "en-NZ", "de-LI", "ar-QA", "ar-JO", "en-ZA", "en-SG", "fi-AX", "ar-KW", "ar-BH", "ar-OM",
        "en-PH", "en-HK", "de-BE", "ar-LB", "ar-TN",
    ]

    var pool: [[String: String]] = []
    var languages: [String] = []

    /// Reads the titles of every content file in `corpora`.
    init(corpora: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpora).filter { $0.hasSuffix(".json") }
            .sorted()
        var seen = Set<String>()
        for name in names {
            guard
                case let .content(file) = try ContentLoader.load(
                    path: (corpora as NSString).appendingPathComponent(name))
            else { continue }
            for control in file.controls {
                for segment in control.segments {
                    guard let title = segment.title, title.reference == nil else { continue }
                    var entries: [String: String] = [:]
                    for (locale, text) in title.entries { entries[locale.isEmpty ? "en" : locale] = text.value }
                    guard entries.count >= 6, seen.insert(entries["en"] ?? "").inserted else { continue }
                    pool.append(entries)
                }
            }
        }
        languages = Array(Set(pool.flatMap(\.keys))).filter { language in
            pool.filter { $0[language] != nil }.count * 2 >= pool.count
        }.sorted()
    }

    /// `count` locales: the corpora's languages first, then regional variants of them.
    func locales(_ count: Int) -> [String] {
        let variants = Self.regional.filter { variant in
            languages.contains { variant.hasPrefix($0 + "-") || base(variant) == $0 }
        }
        return Array((languages + variants).prefix(count))
    }

    func base(_ locale: String) -> String {
        languages.filter { locale.hasPrefix($0) }.max { $0.count < $1.count } ?? "en"
    }

    /// Writes `controls` controls in `locales` locales into `directory`, 100 per file; returns
    /// the number of segment-state checks they ask for (controls × locales × devices × segments × 4 states).
    func write(controls: Int, locales localeCount: Int, to directory: String, seed: UInt64 = 0x5E9A) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let chosen = locales(localeCount)
        let styles = ["uikit", "uikit", "swiftui", "custom", "uikit-legacy"]
        var checks = 0
        var file = 0
        var start = 0
        while start < controls {
            let end = min(start + 100, controls)
            var items: [JSONOutput] = []
            for index in start..<end {
                let count = 2 + next(4)
                var segments: [JSONOutput] = []
                for _ in 0..<count {
                    let title = pool[next(pool.count)]
                    segments.append(
                        .object([
                            (
                                "title",
                                .object(
                                    chosen.compactMap { locale in
                                        (title[locale] ?? title[base(locale)]).map { (locale, .string($0)) }
                                    })
                            )
                        ]))
                }
                checks += chosen.count * 3 * count * 4
                items.append(
                    .object([
                        ("id", .string("generated.\(index)")),
                        ("style", .string(styles[next(styles.count)])),
                        ("distribution", .string(next(3) == 0 ? "proportional" : "equal")),
                        ("segments", .array(segments)),
                    ]))
            }
            let document = JSONOutput.object([
                ("segqa", .int(1)), ("sourceLocale", .string("en")), ("locales", .array(chosen.map { .string($0) })),
                (
                    "defaults",
                    .object([
                        (
                            "devices",
                            .array(
                                ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 16 Pro Max"].map { .string($0) })
                        )
                    ])
                ),
                ("controls", .array(items)),
            ])
            let name = (directory as NSString).appendingPathComponent(String(format: "generated-%04d.json", file))
            try Data((document.serialized(pretty: false) + "\n").utf8).write(to: URL(fileURLWithPath: name))
            file += 1
            start = end
        }
        return checks
    }
}
