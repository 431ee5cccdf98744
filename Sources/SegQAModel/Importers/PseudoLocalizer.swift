/// Pseudo-locales for testing before translations exist.
///
/// - `en-XA`: every letter accented (ñ, é, ţ …: still readable, clearly not translated), the
///   text expanded by its length as IBM's globalization guidelines expect translations to grow
///   (up to 10 characters +100 %, 11–20 +80 %, 21–30 +60 %, 31–50 +40 %, 51–70 +31 %, over 70
///   +30 %; the low end of each range), and bounded by `[` `]` so clipping at either end shows.
/// - `ar-XB`: the source text wrapped in U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP DIRECTIONAL
///   FORMATTING, as Android's ar-XB does, in a right-to-left locale: mirroring shows.
///
/// Placeholders (`%d`, `%1$@`, `{name}`) are kept as they are.
public enum PseudoLocalizer {
    public static let accentedLocale = "en-XA"
    public static let rightToLeftLocale = "ar-XB"
    public static let locales = [accentedLocale, rightToLeftLocale]

    public static func pseudo(_ text: String, locale: String) -> String {
        locale == rightToLeftLocale ? rightToLeft(text) : accented(text)
    }

    /// The share by which a text of `length` characters grows.
    public static func expansion(forLength length: Int) -> Double {
        switch length {
        case ...10: return 1.0
        case 11...20: return 0.8
        case 21...30: return 0.6
        case 31...50: return 0.4
        case 51...70: return 0.31
        default: return 0.3
        }
    }

    static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ",
        "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    /// Filler words, accented, so the added width is made of real letters.
    static let filler = ["öñé", "ţŵö", "ţĥŕéé", "ƒöûŕ", "ƒîṽé", "šîẋ", "šéṽéñ", "éîĝĥţ", "ñîñé", "ţéñ"]

    public static func accented(_ text: String) -> String {
        let (out, length) = accentedLetters(text)
        let extra = Int((Double(length) * expansion(forLength: length)).rounded(.up))
        return "[" + out + String(fillerText(atLeast: extra).prefix(extra)) + "]"
    }

    /// The pseudo form grown to a budget: the accented text (ar-XB: the text inside its override)
    /// with filler letters added one at a time while `fits` holds, so it stops at the last letter
    /// that fits: a run in the pseudo-locale shows exactly the limit. Never shorter than the bare
    /// pseudo form (no expansion), which may itself not fit.
    public static func padded(_ text: String, locale: String, fits: (String) throws -> Bool) rethrows -> String {
        let letters = accentedLetters(text).text
        func form(_ filler: Substring) -> String {
            locale == rightToLeftLocale ? rightToLeft(text + filler) : "[" + letters + filler + "]"
        }
        let stream = fillerText(atLeast: 1000)
        var best = form("")
        var count = 1
        while count <= stream.count, try fits(form(stream.prefix(count))) {
            best = form(stream.prefix(count))
            count += 1
        }
        return best
    }

    /// " öñé ţŵö ţĥŕéé …": filler words, each after a space, at least `count` characters.
    static func fillerText(atLeast count: Int) -> String {
        var padding = ""
        var word = 0
        while padding.count < count {
            padding += " " + filler[word % filler.count]
            word += 1
        }
        return padding
    }

    /// Every letter accented, placeholders kept; and how many characters were counted.
    static func accentedLetters(_ text: String) -> (text: String, length: Int) {
        var out = ""
        var length = 0
        for piece in Placeholders(text).pieces {
            switch piece {
            case let .placeholder(placeholder):
                // Kept as written, and not counted: the app fills it in.
                out += placeholder.written
            case let .text(text):
                for character in text {
                    out.append(accents[character] ?? character)
                    length += 1
                }
            }
        }
        return (out, length)
    }

    public static func rightToLeft(_ text: String) -> String { "\u{202E}" + text + "\u{202C}" }
}
