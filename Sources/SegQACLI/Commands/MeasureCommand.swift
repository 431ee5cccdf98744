import Foundation
import SegQACore
import SegQAFonts
import SegQAFormatting
import SegQAModel
import SegQAUnicode

/// `segqa measure`: the width of a text in real fonts, with its runs and faces.
struct MeasureCommand: Command {
    static let spec = CommandSpec(
        name: "measure",
        abstract: "measure a text with real fonts: width, runs, faces, missing glyphs",
        arguments: "[TEXT]",
        options: [
            .value("family", "F", help: "font family (default: SF Pro Text, else Inter, else sans-serif)"),
            .value("font-file", "PATH", help: "measure with this font file (its fallbacks follow it)"),
            .value("font-index", "N", help: "face index in a font collection (.ttc), default 0"),
            .value("size", "PT", help: "size in points, default 13"),
            .value("weight", "W", help: "thin … black or 100 … 900, default regular"),
            .value("locale", "L", help: "BCP 47 locale for fallback, shaping and case mapping, default en"),
            .value("transform", "T", help: "uppercase or lowercase, applied with the locale's rules"),
            .flag("json", help: "print one JSON object"),
            .flag("jsonl", help: "read JSON Lines from standard input, write one JSON line per input line"),
            .value(
                "jobs", "N", short: "j",
                help: "with --jsonl: measure on N threads (default: the number of cores); the output does not change"),
        ],
        discussion: """
            --jsonl input keys: text (required), family, fontFile, fontIndex, size, weight, locale, transform.
            A line that cannot be measured is answered with {"line": N, "error": "…"}; the other lines
            still are, and the exit status is 65 when any line failed.
            """)

    var text: String?
    var request: MeasureRequest
    var json: Bool
    var jsonl: Bool
    var jobs: Int

    init(_ arguments: ParsedArguments) throws {
        jsonl = arguments.flag("jsonl")
        json = arguments.flag("json")
        jobs = try arguments.int("jobs", range: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        if jsonl {
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "--jsonl reads standard input; give no TEXT")
            }
        } else {
            guard arguments.positionals.count == 1 else {
                throw UsageError(message: arguments.positionals.isEmpty ? "missing TEXT" : "give one TEXT (quote it)")
            }
            text = arguments.positionals[0]
        }
        if arguments.value("family") != nil && arguments.value("font-file") != nil {
            throw UsageError(message: "give --family or --font-file, not both")
        }
        do {
            request = try MeasureRequest(
                family: arguments.value("family"), fontFile: arguments.value("font-file"),
                fontIndex: try arguments.int("font-index", range: 0...0x7FFF_FFFF) ?? 0,
                size: try arguments.double("size", range: 0.01...10_000) ?? 13,
                weight: arguments.value("weight"), locale: arguments.value("locale") ?? "en",
                transform: arguments.value("transform"))
        } catch let error as MeasureRequest.Invalid {
            throw UsageError(message: error.message)
        }
    }

    func run(_ console: Console) throws -> ExitStatus {
        let measurer = try Measurer()
        guard !jsonl, let text else { return try runLines(console, measurer: measurer) }
        let measurement: TextMeasurement
        do {
            measurement = try request.measure(text, with: measurer) {
                try measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
            }
        } catch let error as FontsError {
            throw InputError(message: error.description)
        }
        if json {
            console.line(measurement.json.serialized(pretty: true))
        } else {
            printText(measurement, console: console)
        }
        return .success
    }

    private func printText(_ m: TextMeasurement, console: Console) {
        console.line(
            "\(points(m.width)) pt  '\(visibleControls(m.text))'  \(points(m.size)) pt \(request.weight.name), \(request.locale)"
        )
        for (number, run) in m.runs.enumerated() {
            var line = "  run \(number + 1): \(run.script) \(run.direction.rawValue)  \(points(m.width(of: run))) pt  "
            line += "\(run.glyphs.count) glyph\(run.glyphs.count == 1 ? "" : "s")  \(run.face.summary)"
            if run.face.synthesizedBold { line += "  (synthetic bold: no face near \(request.weight.value))" }
            if abs(run.face.weight - request.weight.value) >= 100 && !run.face.synthesizedBold {
                line += "  (nearest weight \(run.face.weight))"
            }
            console.line(line)
        }
        console.line("  graphemes: \(m.graphemes)")
        if !m.missing.isEmpty {
            console.line(
                "  missing: \(m.missing.map(CharacterProperties.notation).joined(separator: " ")) (no installed face covers them: drawn as .notdef)"
            )
        }
    }

    /// Lines are measured in blocks shared out among `jobs` threads, each with a measurer of its
    /// own (FreeType and HarfBuzz objects are not thread-safe), and written in input order. A
    /// short input stays on one thread: another measurer costs more than it saves.
    private func runLines(_ console: Console, measurer: Measurer) throws -> ExitStatus {
        let input = console.readStandardInput()
        var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let threads = lines.count >= 2_000 ? min(jobs, 16) : 1
        let measurers = [measurer] + (try (1..<max(threads, 1)).map { _ in try Measurer() })
        // Each line is measured once: a cache of every shaping would only grow (and be freed at exit).
        for measurer in measurers { measurer.cachesShapes = false }
        let blockSize = 500
        let blocks = (lines.count + blockSize - 1) / blockSize
        let written = concurrentMap(blocks, workers: threads) { block, worker in
            let range = block * blockSize..<min(lines.count, (block + 1) * blockSize)
            return Self.measure(lines, range, with: measurers[worker])
        }
        var failed = false
        for (bytes, blockFailed) in written {
            console.out(bytes: bytes)
            failed = failed || blockFailed
        }
        return failed ? .dataError : .success
    }

    /// The JSON lines answering `lines[range]`, and whether any line failed.
    private static func measure(_ lines: [ArraySlice<UInt8>], _ range: Range<Int>, with measurer: Measurer)
        -> (bytes: [UInt8], failed: Bool)
    {
        var failed = false
        var output: [UInt8] = []
        var defaultFamily: String?
        func chosenDefault() throws -> String {
            if let defaultFamily { return defaultFamily }
            let family = try measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
            defaultFamily = family
            return family
        }
        for number in range {
            var bytes = Array(lines[number])
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            do {
                let (text, request) = try MeasureRequest.parseLine(bytes)
                try request.measure(text, with: measurer, defaultFamily: chosenDefault).json.write(into: &output)
            } catch {
                failed = true
                let reason: String
                switch error {
                case let error as JSONSyntaxError: reason = "column \(error.offset + 1): \(error.reason)"
                case let error as MeasureRequest.Invalid: reason = error.message
                default: reason = "\(error)"
                }
                output += Array(
                    JSONOutput.object([("line", .int(number + 1)), ("error", .string(reason))]).serialized().utf8)
            }
            output.append(UInt8(ascii: "\n"))
        }
        return (output, failed)
    }
}

/// What one measurement asks for, from options or from a `--jsonl` line.
struct MeasureRequest {
    struct Invalid: Error { var message: String }

    var family: String?
    var fontFile: String?
    var fontIndex: Int
    var size: Double
    var weight: FontWeight
    var locale: String
    var transform: TextTransform

    init(
        family: String?, fontFile: String?, fontIndex: Int, size: Double, weight: String?, locale: String,
        transform: String?
    ) throws {
        self.family = family
        self.fontFile = fontFile
        self.fontIndex = fontIndex
        guard size >= 0.01, size <= 10_000 else {
            throw Invalid(message: "size must be between 0.01 and 10000 points, got \(NumberText.plain(size))")
        }
        self.size = size
        do { self.weight = try weight.map(FontWeight.init(parsing:)) ?? .regular } catch let error as FontsError {
            throw Invalid(message: error.description)
        }
        guard !locale.isEmpty,
            locale.utf8.allSatisfy({ byte in
                (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            })
        else {
            throw Invalid(message: "invalid locale '\(locale)' (expected a BCP 47 tag such as de or zh-Hant)")
        }
        self.locale = locale
        guard let transform = TextTransform(rawValue: transform ?? "none") else {
            throw Invalid(message: "transform must be uppercase or lowercase, got '\(transform!)'")
        }
        self.transform = transform
    }

    /// `defaultFamily`: the family when the request names neither a family nor a file, asked
    /// for only then (it is a fontconfig query).
    func measure(_ text: String, with measurer: Measurer, defaultFamily: () throws -> String) throws
        -> TextMeasurement
    {
        let family = try fontFile != nil ? (self.family ?? "sans-serif") : (self.family ?? defaultFamily())
        let font = FontRequest(
            family: family, weight: weight, fontFile: fontFile, fontIndex: fontIndex, opticalSize: size)
        return try measurer.measure(text, font: font, size: size, locale: locale, transform: transform)
    }

    static let lineKeys: Set<String> = [
        "text", "family", "fontFile", "fontIndex", "size", "weight", "locale", "transform",
    ]

    /// Parses one `--jsonl` input line.
    static func parseLine(_ bytes: [UInt8]) throws -> (String, MeasureRequest) {
        let node = try JSONParser.parse(bytes)
        guard let members = node.members else { throw Invalid(message: "expected a JSON object, got \(node.typeName)") }
        for member in members where !lineKeys.contains(member.key) {
            throw Invalid(message: "unknown key '\(member.key)' (known: \(lineKeys.sorted().joined(separator: ", ")))")
        }
        func string(_ key: String) throws -> String? {
            guard let value = node[key] else { return nil }
            guard let text = value.string else {
                throw Invalid(message: "'\(key)' must be a string, got \(value.typeName)")
            }
            return text
        }
        func number(_ key: String) throws -> Double? {
            guard let value = node[key] else { return nil }
            guard let number = value.number else {
                throw Invalid(message: "'\(key)' must be a number, got \(value.typeName)")
            }
            return number
        }
        guard let text = try string("text") else { throw Invalid(message: "missing 'text'") }
        if try string("family") != nil, try string("fontFile") != nil {
            throw Invalid(message: "give 'family' or 'fontFile', not both")
        }
        let index = try number("fontIndex") ?? 0
        guard index >= 0, index == index.rounded(), index < 0x7FFF_FFFF else {
            throw Invalid(message: "'fontIndex' must be a whole number ≥ 0")
        }
        // A name or a number; a number is parsed as its text, so 1e19 is an unknown weight, not a
        // trap converting it to Int.
        // (Spelled out: `try … ?? string(…)` here crashes the 6.3.1 optimizer, CopyPropagation.)
        let weightText: String?
        if let number = node["weight"]?.number {
            weightText = NumberText.plain(number)
        } else {
            weightText = try string("weight")
        }
        let request = try MeasureRequest(
            family: try string("family"), fontFile: try string("fontFile"), fontIndex: Int(index),
            size: try number("size") ?? 13, weight: weightText, locale: try string("locale") ?? "en",
            transform: try string("transform"))
        return (text, request)
    }
}
