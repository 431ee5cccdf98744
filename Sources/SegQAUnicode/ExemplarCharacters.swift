import CICUShim

/// The characters a language is written with: CLDR's standard exemplar set, from ICU
/// (`ulocdata_getExemplarSet`). English: a–z; German adds ä ö ü ß; Japanese: kana and about two
/// thousand kanji. What "about N characters" of a locale is counted in.
public struct ExemplarCharacters: Sendable, Equatable {
    /// Each exemplar: one character, or a sequence the language counts as one ("ch" in Slovak).
    public var characters: [String]
    /// False when ICU has no data for the language and gave the process's default locale's set.
    public var isOwn: Bool

    /// `locale` is a BCP 47 tag ("de", "zh-Hant") or an ICU id.
    public init(locale: String) throws {
        let id = String(locale.map { $0 == "-" ? "_" : $0 })
        var own: Int32 = 0
        let units = try icuString("ulocdata_getExemplarSet") { dest, capacity, status in
            segqa_exemplar_characters(id, dest, capacity, &own, status)
        }
        characters = units.split(separator: 0, omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF16.self)
        }
        isOwn = own != 0 && !characters.isEmpty
    }
}
