import Foundation
import SegQAFonts
import SegQATesting
import SegQAUnicode
import Testing

@Suite(
    .enabled(
        if: Goldens.fontsInstalled,
        "needs Inter, Noto, Noto CJK and DejaVu (fonts-inter, fonts-noto-core, fonts-noto-cjk)"))
struct MeasurerTests {
    let measurer: Measurer
    init() throws { measurer = try Measurer() }

    @Test func codePointNoFaceCoversIsReportedAndNotMeasuredAsZero() throws {
        let m = try measurer.measure("a\u{E001}b", font: FontRequest(family: "Inter"), size: 13, locale: "en")
        #expect(m.missing == [0xE001])
        let without = try measurer.measure("ab", font: FontRequest(family: "Inter"), size: 13, locale: "en")
        #expect(m.width > without.width + 1, ".notdef has an advance")
    }

    @Test func caseMappingHappensBeforeMeasuring() throws {
        let inter = FontRequest(family: "Inter")
        let german = try measurer.measure("straße", font: inter, size: 13, locale: "de", transform: .uppercase)
        #expect(german.text == "STRASSE")
        #expect(german.width == (try measurer.measure("STRASSE", font: inter, size: 13, locale: "de")).width)
        let turkish = try measurer.measure("istanbul", font: inter, size: 13, locale: "tr", transform: .uppercase)
        #expect(turkish.text == "İSTANBUL")
        let english = try measurer.measure("istanbul", font: inter, size: 13, locale: "en", transform: .uppercase)
        #expect(english.text == "ISTANBUL")
        #expect(turkish.runs.first?.glyphs.first?.id != english.runs.first?.glyphs.first?.id, "İ is its own glyph")
    }

    @Test func widthIsLinearInSizeAndShapedOnce() throws {
        let request = FontRequest(family: "Inter", weight: .semibold)
        let before = measurer.shapings
        let small = try measurer.measure("Benachrichtigungen", font: request, size: 13, locale: "de")
        let large = try measurer.measure("Benachrichtigungen", font: request, size: 26, locale: "de")
        #expect(abs(large.width - 2 * small.width) < 1e-9)
        #expect(measurer.shapings == before + 1)
        #expect(measurer.cacheHits >= 1)
    }

    @Test func weightsPickTheNearestRealFace() throws {
        let semibold = try measurer.measure(
            "Week", font: FontRequest(family: "Inter", weight: .semibold), size: 13, locale: "en")
        #expect(semibold.runs.first?.face.file.hasSuffix("Inter-SemiBold.otf") == true)
        let medium = try measurer.measure(
            "Week", font: FontRequest(family: "Inter", weight: .medium), size: 13, locale: "en")
        #expect(medium.runs.first?.face.file.hasSuffix("Inter-Medium.otf") == true)
        // Noto's script faces come in Regular and Bold only: semibold is drawn Bold, and says so.
        let thai = try measurer.measure(
            "วันนี้", font: FontRequest(family: "Inter", weight: .semibold), size: 13, locale: "th")
        #expect(thai.runs.first?.face.file.hasSuffix("NotoSansThai-Bold.ttf") == true)
        #expect(thai.runs.first?.face.weight == 700)
    }

    @Test func syntheticBoldIsReported() throws {
        // Noto Sans Avestan has a Regular face only; fontconfig asks for emboldening.
        let faces = try FontCascade.shared.faces(
            for: FontRequest(family: "Noto Sans Avestan", weight: .bold), locale: "en")
        #expect(faces.first?.family == "Noto Sans Avestan")
        #expect(faces.first?.synthesizedBold == true)
        let regular = try FontCascade.shared.faces(for: FontRequest(family: "Noto Sans Avestan"), locale: "en")
        #expect(regular.first?.synthesizedBold == false)
    }

    @Test func eachCJKLocaleGetsItsOwnFace() throws {
        var indices: [String: Int] = [:]
        for locale in ["ja", "ko", "zh-Hans", "zh-Hant"] {
            let m = try measurer.measure("日本", font: FontRequest(family: "Inter"), size: 13, locale: locale)
            indices[locale] = m.runs.first?.face.index
            #expect(m.runs.first?.face.file.hasSuffix("NotoSansCJK-Regular.ttc") == true)
        }
        #expect(indices == ["ja": 0, "ko": 1, "zh-Hans": 2, "zh-Hant": 3])
    }

    /// Android draws Arabic script behind Roboto with Noto Naskh Arabic (fonts.xml), whatever a
    /// desktop's fontconfig prefers for Urdu (Kufi, Nastaliq). Oracle: `hb-shape` on
    /// NotoNaskhArabic-Regular.ttf gives this title 14,560 units at 1,000 per em: 174.72 pt at 12 pt.
    @Test func androidsSystemFamilyDrawsArabicScriptWithNaskh() throws {
        let m = try measurer.measure(
            "کے بارے میں اور اکثر پوچھے گئے سوالات", font: FontRequest(family: "Roboto"), size: 12, locale: "ur")
        #expect(m.runs.allSatisfy { $0.face.family.hasPrefix("Noto Naskh Arabic") }, "\(m.runs.map(\.face.family))")
        if m.runs.first?.face.file.hasSuffix("NotoNaskhArabic-Regular.ttf") == true {
            #expect(abs(m.width - 174.72) < 0.01, "\(m.width)")
        }
    }

    @Test func explicitFontFileAndBadFiles() throws {
        let file = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let m = try measurer.measure("Tag 日", font: FontRequest(fontFile: file), size: 13, locale: "de")
        #expect(m.runs.first?.face.file == file)
        #expect(m.runs.count == 2, "the CJK character falls back past the explicit file")
        #expect(throws: FontsError.self) {
            try FontCascade().faces(for: FontRequest(fontFile: "/nonexistent.ttf"), locale: "en")
        }
        #expect(throws: FontsError.faceIndexOutOfRange(path: file, index: 3, faces: 1)) {
            try FontFace(file: file, index: 3)
        }
        let corrupt = Scratch.root.appendingPathComponent("segqa-corrupt.ttf")
        try Data("not a font at all".utf8).write(to: corrupt)
        #expect(throws: FontsError.self) { try FontFace(file: corrupt.path) }
    }

    @Test func bidiRunsAreDisplayedInVisualOrder() throws {
        let m = try measurer.measure("تطبيق Wi-Fi", font: FontRequest(family: "Inter"), size: 13, locale: "ar")
        #expect(m.shaped.paragraphDirection == .rightToLeft)
        #expect(m.shaped.visualRuns.map(\.script) == ["Latn", "Arab"])
        #expect(m.graphemes == 11)
    }
}

@Suite struct MeasurerCacheTests {
    /// Canonically equivalent texts are different texts to the measurer: "é" precomposed and
    /// "e" + U+0301 have other UTF-16 offsets, so other grapheme boundaries and clusters, which
    /// truncation cuts the string at. Swift's String equality would make them one cache key.
    @Test func cacheKeepsCanonicallyEquivalentTextsApart() throws {
        let measurer = try Measurer()
        let font = FontRequest(family: "DejaVu Sans")
        let composed = try measurer.shape("Caf\u{E9}", font: font, locale: "fr")
        let decomposed = try measurer.shape("Cafe\u{301}", font: font, locale: "fr")
        #expect(Array(composed.text.unicodeScalars) != Array(decomposed.text.unicodeScalars))
        #expect(composed.utf16Count == 4 && decomposed.utf16Count == 5)
        #expect(composed.graphemeBoundaries == [0, 1, 2, 3, 4])
        #expect(decomposed.graphemeBoundaries == [0, 1, 2, 3, 5])
        #expect(measurer.shapings == 2)
    }

    /// The single-run shortcut gives exactly what the general itemizer gives, and a width
    /// measured alone (no glyphs kept, no clusters found) is the whole shaping's, to the bit.
    @Test func fastPathEqualsTheGeneralPath() throws {
        let fast = try Measurer(), general = try Measurer(), widths = try Measurer()
        general.usesFastPath = false
        widths.cachesShapes = false
        let titles = [
            "Day", "Benachrichtigungen", "Уведомления", "सूचनाएँ", "การแจ้งเตือน", "通知", "알림", "설정", "Café",
            "Cafe\u{301}", "12-hour", "Wi-Fi (5 GHz)", "…", "  ", "(3) 알림", "5 นาที", "ダイレクトメッセージ", "今後の予定",
            "Mentions", "全部回复", "Ελληνικά", "\u{E801} フラグ付き", "L\u{2060}ine", "a\r\nb",
            "الإشعارات", "התראות", "12 ساعة", "ساعة 12", "شبكة Wi-Fi", "(مستحسن)", "جهات اتصالي باستثناء…",
            "הודעות ישירות!", "\u{202B}VIP\u{202C}", "السعر: ١٢", "«مختارات»", "هل؟",
        ]
        for weight in [FontWeight.medium, .semibold] {
            for (title, locale) in titles.flatMap({ t in ["en", "ja", "hi"].map { (t, $0) } }) {
                let font = FontRequest(family: "Inter", weight: weight)
                let a = try fast.shape(title, font: font, locale: locale),
                    b = try general.shape(title, font: font, locale: locale)
                #expect(a == b, "\(title) (\(locale), \(weight.name))")
                #expect(try widths.advance(title, font: font, locale: locale) == b.advance, "\(title) (\(locale))")
            }
        }
    }
}
