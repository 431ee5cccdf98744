import SegQACore
import SegQAFonts
import SegQAFormatting
import SegQAUnicode

/// `segqa fonts`: the cascade fontconfig resolves, and which face draws each grapheme.
struct FontsCommand: Command {
    static let spec = CommandSpec(
        name: "fonts",
        abstract: "show the font cascade for a family, weight and locale, and which face draws each grapheme",
        arguments: "[TEXT]",
        options: [
            .value("family", "F", help: "font family (default: SF Pro Text, else Inter, else sans-serif)"),
            .value("weight", "W", help: "thin … black or 100 … 900, default regular"),
            .value("locale", "L", help: "BCP 47 locale, default en"),
        ])

    var text: String?
    var family: String?
    var weight: FontWeight
    var locale: String

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError(message: "give at most one TEXT (quote it)") }
        text = arguments.positionals.first
        family = arguments.value("family")
        do { weight = try arguments.value("weight").map(FontWeight.init(parsing:)) ?? .regular } catch {
            throw UsageError(message: "\(error)")
        }
        locale = arguments.value("locale") ?? "en"
    }

    func run(_ console: Console) throws -> ExitStatus {
        let measurer = try Measurer()
        let family = try self.family ?? measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
        let request = FontRequest(family: family, weight: weight)
        let faces = try measurer.cascade.faces(for: request, locale: locale)
        console.line(
            "cascade for '\(family)' \(weight.name), locale \(locale) (fontconfig lang \(FontLanguage.fontconfigLanguage(for: locale))):"
        )
        for (number, face) in faces.prefix(text == nil ? 12 : faces.count).enumerated() {
            console.line(
                "  \(number + 1). \(face.summary)  weight \(face.weight)\(face.synthesizedBold ? "  synthetic bold" : "")"
            )
        }
        if text == nil, faces.count > 12 { console.line("  … \(faces.count - 12) more") }
        if let text {
            console.line("graphemes of '\(visibleControls(text))':")
            for (cluster, face) in try measurer.faceAssignments(text, font: request, locale: locale) {
                let points = cluster.unicodeScalars.map { CharacterProperties.notation($0.value) }.joined(
                    separator: " ")
                console.line(
                    "  '\(visibleControls(cluster))' \(points): \(face?.summary ?? "MISSING (no installed face covers it)")"
                )
            }
        }
        return .success
    }
}
