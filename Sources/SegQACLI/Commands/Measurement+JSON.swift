import Foundation
import SegQAFonts
import SegQAFormatting
import SegQAModel
import SegQAUnicode

extension TextMeasurement {
    /// The JSON shape of `segqa measure --json` and `--jsonl` (documented in the README).
    var json: JSONOutput {
        .object([
            ("text", .string(text)),
            ("size", .double(size)),
            ("width", .double(width)),
            (
                "runs",
                .array(
                    runs.map { run in
                        .object(
                            [
                                ("family", .string(run.face.family)),
                                ("style", .string(run.face.style)),
                                ("file", .string(run.face.file)),
                                ("fontIndex", .int(run.face.index)),
                                ("script", .string(run.script)),
                                ("direction", .string(run.direction.rawValue)),
                                ("glyphs", .int(run.glyphs.count)),
                                ("width", .double(width(of: run))),
                            ] + (run.face.synthesizedBold ? [("syntheticBold", .bool(true))] : [])
                                + (run.face.variations.isEmpty
                                    ? []
                                    : [
                                        (
                                            "variations",
                                            .object(run.face.variations.map { ($0.tag, .double($0.value)) })
                                        )
                                    ]))
                    })
            ),
            ("missing", .array(missing.map { .string(CharacterProperties.notation($0)) })),
            ("graphemes", .int(graphemes)),
        ])
    }
}

/// Formats points for people: two decimals ("112.43").
func points(_ value: Double) -> String { NumberText.decimal(value, places: 2, minimumPlaces: 2) }
