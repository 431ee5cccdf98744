import CICUShim

/// What people call a locale, in English, from ICU's display names (CLDR): "ckb" → "Central
/// Kurdish", "pt-BR" → "Portuguese (Brazil)". Reports show it beside the code, since few readers
/// know every code by heart.
public enum LocaleDisplayName {
    /// nil when ICU does not know the language (it would only repeat the code).
    public static func english(_ locale: String) -> String? {
        let id = String(locale.map { $0 == "-" ? "_" : $0 })
        guard
            let units = try? icuString(
                "uloc_getDisplayName",
                { dest, capacity, status in
                    segqa_locale_display_name(id, dest, capacity, status)
                }), !units.isEmpty
        else { return nil }
        let name = String(decoding: units, as: UTF16.self)
        // An unknown language comes back as its code ("xx", "xx (Germany)"): nothing learnt. Names
        // ICU knows start with a capital, codes never do.
        let language = id.split(separator: "_").first.map(String.init) ?? id
        if name == language || name.hasPrefix(language + " (") { return nil }
        return name
    }
}
