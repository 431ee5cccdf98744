import CHarfBuzz
import Foundation
import SegQAFonts

// segqa-bench: prints figures; it asserts nothing. Run it in release:
//   swift run -c release segqa-bench [--seconds S]

/// A realistic multilingual mix: segment titles in the corpora's languages.
let titles: [(String, String)] = [
    ("Day", "en"), ("Week", "en"), ("Month", "en"), ("Notifications", "en"), ("Privacy", "en"), ("Favorites", "en"),
    ("Benachrichtigungen", "de"), ("Einstellungen", "de"), ("Woche", "de"), ("Öffentliche Verkehrsmittel", "de"),
    ("Ilmoitukset", "fi"), ("Järjestelmäasetukset", "fi"), ("Paramètres", "fr"), ("Configuración", "es"),
    ("Уведомления", "ru"), ("Настройки", "ru"), ("Ειδοποιήσεις", "el"),
    ("الإشعارات", "ar"), ("الإعدادات", "ar"), ("התראות", "he"), ("הגדרות", "he"),
    ("सूचनाएँ", "hi"), ("सेटिंग्स", "hi"), ("การแจ้งเตือน", "th"), ("การตั้งค่า", "th"),
    ("通知", "ja"), ("設定", "ja"), ("알림", "ko"), ("설정", "ko"), ("设置", "zh-Hans"), ("設定", "zh-Hant"),
]

var seconds = 1.0
if let index = CommandLine.arguments.firstIndex(of: "--seconds"), index + 1 < CommandLine.arguments.count {
    seconds = Double(CommandLine.arguments[index + 1]) ?? 1
}

/// Items per second: the best of five trials of `seconds / 5` each, after a warm-up. The best,
/// not the mean, because on a shared machine only interference makes a trial slower.
@MainActor func rate(_ label: String, items: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()  // warm-up
    var best = 0.0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        var passes = 0
        var elapsed = 0.0
        repeat {
            try body()
            passes += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        } while elapsed < seconds / 5
        best = max(best, Double(passes * items) / elapsed)
    }
    print("\(label.padding(toLength: 50, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", best)) /s")
    return best
}

let measurer = try Measurer()
let font = FontRequest(family: try measurer.cascade.firstInstalled(FontCascade.defaultFamilies), weight: .medium)

// The faces segqa chooses, so the bare loop shapes the same (text, face) pairs.
var pairs: [(text: String, file: String, index: Int, locale: String)] = []
for (text, locale) in titles {
    let m = try measurer.measure(text, font: font, size: 13, locale: locale)
    if m.runs.count == 1 { pairs.append((text, m.runs[0].face.file, m.runs[0].face.index, locale)) }
}

print("segqa-bench: \(pairs.count) single-face titles in \(Set(pairs.map(\.locale)).count) languages, family '\(font.family)' \(font.weight.name)")

// `--profile cold|bare|warm`: one loop, a fixed number of passes, for callgrind.
if let index = CommandLine.arguments.firstIndex(of: "--profile"), index + 1 < CommandLine.arguments.count {
    let which = CommandLine.arguments[index + 1]
    let buffer = hb_buffer_create()
    var fonts: [String: OpaquePointer] = [:]
    for pair in pairs where fonts["\(pair.file)#\(pair.index)"] == nil {
        let blob = hb_blob_create_from_file(pair.file)
        let face = hb_face_create(blob, UInt32(pair.index))
        fonts["\(pair.file)#\(pair.index)"] = hb_font_create(face)
    }
    var sink = 0.0
    let passes = CommandLine.arguments.firstIndex(of: "--passes").map { Int(CommandLine.arguments[$0 + 1]) ?? 200 } ?? 200
    for _ in 0..<passes {
        switch which {
        case "bare":
            for pair in pairs {
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf8(buffer, pair.text, -1, 0, -1)
                hb_buffer_set_language(buffer, hb_language_from_string(pair.locale, -1))
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(fonts["\(pair.file)#\(pair.index)"]!, buffer, nil, 0)
                var count: UInt32 = 0
                let positions = hb_buffer_get_glyph_positions(buffer, &count)!
                for g in 0..<Int(count) { sink += Double(positions[g].x_advance) }
            }
        case "none":
            break
        case "warm":
            for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
        default:
            measurer.removeCachedShapes()
            for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
        }
    }
    if sink < 0 { print(sink) }
    exit(0)
}

// Cold: every call itemizes, finds faces and shapes (the cache is off; its hits are timed below).
measurer.cachesShapes = false
let cold = try rate("segqa measurer, cold (itemize + fallback + shape)", items: pairs.count) {
    for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
}
measurer.cachesShapes = true
// Filling the cache: a miss, the shaping, the insert; emptied before each pass.
_ = try rate("segqa measurer, filling the cache", items: pairs.count) {
    measurer.removeCachedShapes()
    for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
}
let warm = try rate("segqa measurer, warm (cache hits)", items: pairs.count) {
    for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
}

// A bare in-process HarfBuzz loop: buffer, shape, sum advances.
var fonts: [String: OpaquePointer] = [:]
for pair in pairs where fonts["\(pair.file)#\(pair.index)"] == nil {
    let blob = hb_blob_create_from_file(pair.file)
    let face = hb_face_create(blob, UInt32(pair.index))
    fonts["\(pair.file)#\(pair.index)"] = hb_font_create(face)
    hb_face_destroy(face)
    hb_blob_destroy(blob)
}
let bareFonts = pairs.map { fonts["\($0.file)#\($0.index)"]! }
let buffer = hb_buffer_create()
var sink = 0.0
let bare = rate("bare HarfBuzz loop (hb_shape + sum)", items: pairs.count) {
    for (i, pair) in pairs.enumerated() {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, pair.text, -1, 0, -1)
        hb_buffer_set_language(buffer, hb_language_from_string(pair.locale, -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(bareFonts[i], buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var total: Int32 = 0
        for g in 0..<Int(count) { total += positions[g].x_advance }
        sink += Double(total)
    }
}
print(String(format: "ratio cold segqa / bare HarfBuzz: %.2f×", cold / bare))
print(String(format: "ratio warm (cache) / cold: %.1f×", warm / cold))
if sink < 0 { print(sink) }
