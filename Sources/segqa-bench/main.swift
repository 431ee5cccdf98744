import CHarfBuzz
import Foundation
import SegQAFonts
import SegQAModel

// segqa-bench: prints figures; it asserts nothing. Run it in release (scripts/bench builds
// segqa too, installs Pillow, and runs it):
//   segqa-bench [--seconds S] [--scale N] [--skip-end-to-end]
//   segqa-bench generate --controls N --locales M -o DIR    (a corpus from Corpora/'s translations)
//   segqa-bench generate-app [--locales 80 --keys 400 --swift 500] -o DIR   (an app: .lproj tables and Swift)
//   segqa-bench generate-titles [--count 30000] -o FILE   (segqa measure --jsonl input)
//   segqa-bench worst-case [--case ifs|returns|recursion|doublings|uncalled|files]   (CPU and memory at 1×, 2×, 4×)

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

let arguments = CommandLine.arguments
func value(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardized.path

if arguments.count > 1, arguments[1] == "generate" {
    guard let output = value("-o") ?? value("--output") else {
        print("usage: segqa-bench generate --controls N --locales M -o DIR")
        exit(64)
    }
    let generator = try CorpusGenerator(corpora: repository + "/Corpora")
    let checks = try generator.write(
        controls: Int(value("--controls") ?? "") ?? 2000, locales: Int(value("--locales") ?? "") ?? 40, to: output)
    print("wrote \(output): \(checks) segment-state checks")
    exit(0)
}

if arguments.count > 1, arguments[1] == "generate-app" {
    guard let output = value("-o") ?? value("--output") else {
        print("usage: segqa-bench generate-app [--locales 80] [--keys 400] [--swift 500] -o DIR")
        exit(64)
    }
    let generator = AppGenerator(corpus: try CorpusGenerator(corpora: repository + "/Corpora"))
    let written = try generator.write(
        locales: Int(value("--locales") ?? "") ?? 80, keys: Int(value("--keys") ?? "") ?? 400,
        swiftFiles: Int(value("--swift") ?? "") ?? 500, to: output)
    print(
        "wrote \(output): \(written.tables) .strings tables, \(written.swift) Swift files, \(written.controls) controls"
    )
    exit(0)
}

// MARK: - Worst cases: code written to cost the most, at 1×, 2× and 4× its size

if arguments.count > 1, arguments[1] == "worst-case" {
    let binary = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("segqa").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("no segqa binary beside segqa-bench (build it: swift build -c release)")
        exit(0)
    }
    let only = value("--case")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segqa-worst-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("segqa check --jobs 1 on code written to cost the most; each case at 1×, 2× and 4× its size:")
    print(
        "case        size                                          1×                2×                4×                4×/1×"
    )
    for worst in WorstCaseGenerator.cases where only == nil || only == worst.name {
        var cells: [String] = []
        var seconds: [Double] = []
        for scale in [1, 2, 4] {
            let app = "\(folder)/\(worst.name)-\(scale)"
            try worst.write(scale, app)
            // CPU seconds and peak memory of the process (GNU time), bounded at 120 s.
            let times = "\(folder)/time.txt"
            let shell =
                "timeout 120 /usr/bin/time -f '%U %S %M' -o '\(times)' '\(binary)' check '\(app)' --format json "
                + "--output /dev/null --jobs 1 --fail-on never -q > /dev/null 2>&1; echo $?"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let status = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            process.waitUntilExit()
            let line = ((try? String(contentsOfFile: times, encoding: .utf8)) ?? "").split(separator: "\n").last ?? ""
            let fields = line.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            if status == "124" || fields.count < 3 {
                cells.append("> 120 s" + (status == "124" ? "" : " (exit \(status))"))
                seconds.append(.infinity)
            } else {
                cells.append(String(format: "%6.2f s %5.0f MB", fields[0] + fields[1], fields[2] / 1024))
                seconds.append(fields[0] + fields[1])
            }
            try? FileManager.default.removeItem(atPath: app)
        }
        let growth = seconds[0] > 0.005 && seconds[2].isFinite ? String(format: "%.1f×", seconds[2] / seconds[0]) : "-"
        print(
            worst.name.padding(toLength: 12, withPad: " ", startingAt: 0)
                + worst.shape(1).padding(toLength: 46, withPad: " ", startingAt: 0)
                + cells.map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined() + growth)
    }
    exit(0)
}

if arguments.count > 1, arguments[1] == "generate-titles" {
    guard let output = value("-o") ?? value("--output") else {
        print("usage: segqa-bench generate-titles [--count 30000] -o FILE   (segqa measure --jsonl input)")
        exit(64)
    }
    let measurer = try Measurer()
    let font = FontRequest(family: try measurer.cascade.firstInstalled(FontCascade.defaultFamilies), weight: .medium)
    let lines = try distinctTitleLines(
        Int(value("--count") ?? "") ?? 30_000, pool: try CorpusGenerator(corpora: repository + "/Corpora").pool,
        measurer: measurer, font: font)
    try Data((lines.map(\.line).joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: output))
    print("wrote \(output): \(lines.count) lines")
    exit(0)
}

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
    print("\(label.padding(toLength: 56, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", best)) /s")
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

print(
    "segqa-bench: \(pairs.count) single-face titles in \(Set(pairs.map(\.locale)).count) languages, family '\(font.family)' \(font.weight.name)"
)

// `--profile width|shape|cold|bare|warm|none`: one loop, a fixed number of passes, for callgrind.
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
    let passes =
        CommandLine.arguments.firstIndex(of: "--passes").map { Int(CommandLine.arguments[$0 + 1]) ?? 200 } ?? 200
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
        case "shape":
            measurer.cachesShapes = false
            for pair in pairs { _ = try measurer.measure(pair.text, font: font, size: 13, locale: pair.locale) }
        case "width":
            measurer.cachesShapes = false
            for pair in pairs { _ = try measurer.advance(pair.text, font: font, locale: pair.locale) }
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
// A width, as the bare loop and Pillow give: what truncation asks for every candidate prefix.
measurer.cachesShapes = false
let cold = try rate("segqa measurer, cold width (itemize+fallback+shape)", items: pairs.count) {
    for pair in pairs { _ = try measurer.advance(pair.text, font: font, locale: pair.locale) * 13 }
}
// The whole shaping: glyphs, grapheme clusters, runs (what checks and drawings keep).
let coldShaping = try rate("segqa measurer, cold full shaping (+glyphs, clusters)", items: pairs.count) {
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
print(
    String(
        format: "ratio cold segqa width / bare HarfBuzz: %.2f×  (full shaping: %.2f×)", cold / bare, coldShaping / bare)
)
print(String(format: "ratio warm (cache hits) / cold full shaping: %.1f×", warm / coldShaping))

// MARK: - Pillow (ImageFont.getlength with raqm) over the same list

/// Runs a command; returns its standard output and the wall time.
func run(_ executable: String, _ args: [String], environment: [String: String] = [:]) -> (
    output: String, seconds: Double, status: Int32
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch { return ("", 0, -1) }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        String(decoding: data, as: UTF8.self), Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
        process.terminationStatus
    )
}

let pairsFile = FileManager.default.temporaryDirectory.appendingPathComponent("segqa-bench-pairs.json")
let pairsJSON =
    "["
    + pairs.map { pair in
        "{\"text\": \(JSONOutput.string(pair.text).serialized()), \"file\": \(JSONOutput.string(pair.file).serialized()), \"index\": \(pair.index), \"language\": \(JSONOutput.string(pair.locale).serialized())}"
    }.joined(separator: ",") + "]"
try Data(pairsJSON.utf8).write(to: pairsFile)
let pillow = run("/usr/bin/env", ["python3", repository + "/scripts/pillow-rate.py", pairsFile.path, String(seconds)])
if let pillowRate = Double(pillow.output.trimmingCharacters(in: .whitespacesAndNewlines)), pillowRate > 0 {
    print(
        "\("Pillow ImageFont.getlength (raqm), same list".padding(toLength: 56, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", pillowRate)) /s"
    )
    print(
        String(
            format: "ratio cold segqa width / Pillow raqm: %.1f×  (full shaping: %.1f×)", cold / pillowRate,
            coldShaping / pillowRate))
} else {
    print(
        "Pillow with raqm is not installed (scripts/bench installs it): \(pillow.output.trimmingCharacters(in: .whitespacesAndNewlines))"
    )
}

// MARK: - End to end: segqa check on generated corpora

if arguments.contains("--skip-end-to-end") { exit(0) }
let segqa = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("segqa").path
guard FileManager.default.isExecutableFile(atPath: segqa) else {
    print("no segqa binary beside segqa-bench (build it: swift build -c release)")
    exit(0)
}
let scale = Int(value("--scale") ?? "") ?? 150
let generator = try CorpusGenerator(corpora: repository + "/Corpora")
let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("segqa-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: workspace) }

/// Wall time and peak resident memory of one run, via GNU time.
func timed(_ args: [String]) -> (seconds: Double, megabytes: Double, output: String) {
    let result = run(
        "/usr/bin/time", ["-f", "%e %M", "-o", workspace.path + "/time.txt", segqa] + args, environment: ["CI": "1"])
    let fields = ((try? String(contentsOfFile: workspace.path + "/time.txt", encoding: .utf8)) ?? "0 0").split(
        separator: " ")
    let kilobytes = Double(fields.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "0") ?? 0
    return (result.seconds, kilobytes / 1024, result.output)
}

/// Wall time, CPU time (user + system) and peak resident memory of one process, via GNU time.
func measured(_ executable: String, _ args: [String], stdin: String? = nil, stdout: String = "/dev/null") -> (
    wall: Double, cpu: Double, megabytes: Double
) {
    let timeFile = workspace.path + "/measured.txt"
    let command = (["/usr/bin/time", "-f", "%e %U %S %M", "-o", timeFile, executable] + args).map { "'\($0)'" }
    // Wall time in nanoseconds, taken in the shell around the command: GNU time's is in
    // hundredths, too coarse for a ratio of two half-second runs, and timing the shell from
    // here added Foundation's process start and wait (about 50 ms) to every run.
    let wallFile = workspace.path + "/wall.txt"
    let shell =
        "s=$(date +%s%N); " + command.joined(separator: " ") + (stdin.map { " < '\($0)'" } ?? "")
        + " > '\(stdout)' 2>/dev/null; e=$(date +%s%N); echo $((e - s)) > '\(wallFile)'"
    _ = run("/bin/sh", ["-c", shell], environment: ["CI": "1"])
    let nanoseconds = Double(
        ((try? String(contentsOfFile: wallFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    )
    let wall = (nanoseconds ?? 0) / 1e9
    // The last line: GNU time writes "Command exited with non-zero status 1" first when it did.
    let lastLine = ((try? String(contentsOfFile: timeFile, encoding: .utf8)) ?? "").split(separator: "\n").last ?? ""
    let fields = lastLine.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard fields.count >= 4 else { return (0, 0, 0) }
    return (wall, fields[1] + fields[2], fields[3] / 1024)
}

/// The best (least CPU) of `trials` runs of each command, interleaved so that both see the same
/// machine: on a shared machine only interference makes a run slower.
func best(_ trials: Int, _ commands: [() -> (wall: Double, cpu: Double, megabytes: Double)]) -> [(
    wall: Double, cpu: Double, megabytes: Double
)] {
    // Interleaved; the least wall time and the least CPU time each (not one run's pair: the run
    // with the least CPU is not always the fastest on several threads), memory of the fastest.
    var results = commands.map { _ in (wall: Double.infinity, cpu: Double.infinity, megabytes: 0.0) }
    for _ in 0..<trials {
        for (index, command) in commands.enumerated() {
            let result = command()
            if result.wall < results[index].wall {
                results[index].wall = result.wall
                results[index].megabytes = result.megabytes
            }
            results[index].cpu = min(results[index].cpu, result.cpu)
        }
    }
    return results
}

// MARK: - segqa measure --jsonl against a plain uharfbuzz loop and Pillow (one process each)

let titleLines = try distinctTitleLines(30_000, pool: generator.pool, measurer: measurer, font: font)
let titleLanguages = Set(titleLines.map { $0.locale }).count
let titlesFile = workspace.path + "/titles.jsonl"
try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
try Data((titleLines.map(\.line).joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: titlesFile))
let peer = repository + "/scripts/measure-peer.py"
let measureRuns = best(
    3,
    [
        { measured(segqa, ["measure", "--jsonl", "--jobs", "1"], stdin: titlesFile) },
        { measured(segqa, ["measure", "--jsonl"], stdin: titlesFile) },
        { measured("/usr/bin/env", ["python3", peer, "uharfbuzz"], stdin: titlesFile) },
        { measured("/usr/bin/env", ["python3", peer, "pillow"], stdin: titlesFile) },
    ])
let cores = ProcessInfo.processInfo.activeProcessorCount
print("\nsegqa measure --jsonl, \(titleLines.count) distinct titles in \(titleLanguages) languages, one process each:")
for (name, result) in zip(
    [
        "segqa measure --jsonl --jobs 1", "segqa measure --jsonl (\(cores) threads)",
        "Python uharfbuzz loop (no bidi, no fallback)", "Python Pillow getlength (raqm)",
    ],
    measureRuns)
{
    print(
        "\(name.padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%6.2f s  %8.0f lines/s  %6.1f MB", result.wall, Double(titleLines.count) / result.wall, result.megabytes))"
    )
}
print(
    String(
        format: "ratio segqa / uharfbuzz loop: %.2f× (one thread: %.2f×)  (target 1.5×)",
        measureRuns[2].wall / measureRuns[1].wall, measureRuns[2].wall / measureRuns[0].wall))
print(
    String(
        format: "ratio segqa / Pillow raqm: %.1f× (one thread: %.1f×)  (target 10×)",
        measureRuns[3].wall / measureRuns[1].wall,
        measureRuns[3].wall / measureRuns[0].wall))

// MARK: - A real app: .lproj tables and Swift code

let app = workspace.path + "/app"
let appShape = try AppGenerator(corpus: generator).write(locales: 80, keys: 400, swiftFiles: 500, to: app)
var appCommands: [() -> (wall: Double, cpu: Double, megabytes: Double)] = [1, 2].map { jobs in
    { measured(segqa, ["check", app, "--format", "json", "--fail-on", "never", "-q", "--jobs", String(jobs)]) }
}
let baseline = value("--baseline")
if let baseline {
    appCommands.append({
        measured(baseline, ["check", app, "--format", "json", "--fail-on", "never", "-q", "--jobs", "1"])
    })
}
let appRuns = best(7, appCommands)
print(
    "\nsegqa check of a generated app (80 locales × 4 tables × 400 keys in .lproj/*.strings, \(appShape.swift) Swift files, \(appShape.controls) controls):"
)
print(
    String(format: "--jobs 1: %.2f s wall, %.2f s CPU, %.1f MB", appRuns[0].wall, appRuns[0].cpu, appRuns[0].megabytes))
print(
    String(format: "--jobs 2: %.2f s wall, %.2f s CPU, %.1f MB", appRuns[1].wall, appRuns[1].cpu, appRuns[1].megabytes))
print(String(format: "--jobs 2 speed-up: %.2f×  (target 1.6×)", appRuns[0].wall / appRuns[1].wall))
if baseline != nil {
    print(
        String(
            format: "--baseline (--jobs 1): %.2f s wall, %.2f s CPU, %.1f MB", appRuns[2].wall, appRuns[2].cpu,
            appRuns[2].megabytes))
    print(String(format: "CPU baseline / this segqa: %.2f×  (target 3×)", appRuns[2].cpu / appRuns[0].cpu))
}

// MARK: - The HTML report at scale: 300 controls (Corpora's three control files, 25 copies each)

let scaled = workspace.path + "/scaled"
try FileManager.default.createDirectory(atPath: scaled, withIntermediateDirectories: true)
for copy in 0..<25 {
    for name in ["calendar", "media", "settings"] {
        var text = try String(contentsOfFile: repository + "/Corpora/\(name).json", encoding: .utf8)
        // Control ids must be unique across the files checked together.
        text = text.replacingOccurrences(of: "\"id\": \"", with: "\"id\": \"copy\(copy).")
        try Data(text.utf8).write(to: URL(fileURLWithPath: scaled + "/\(name)-\(copy).json"))
    }
}
let reportRuns = best(
    3,
    ["json", "html"].map { format in
        {
            measured(
                segqa, ["check", scaled, "--format", format, "--fail-on", "never", "-q"],
                stdout: workspace.path + "/report.\(format)")
        }
    })
let htmlBytes = (try? FileManager.default.attributesOfItem(atPath: workspace.path + "/report.html")[.size] as? Int) ?? 0
print("\nreports of 300 controls (Corpora's calendar, media and settings files, 25 copies each):")
print(
    String(
        format: "JSON: %.2f s wall, %.2f s CPU, %.1f MB", reportRuns[0].wall, reportRuns[0].cpu, reportRuns[0].megabytes
    ))
print(
    String(
        format: "HTML: %.2f s wall, %.2f s CPU, %.1f MB; the page is %.1f MB", reportRuns[1].wall, reportRuns[1].cpu,
        reportRuns[1].megabytes, Double(htmlBytes) / 1_048_576))
print(
    String(
        format: "HTML / JSON: %.2f× time, %.2f× memory  (target 1.5×)", reportRuns[1].wall / reportRuns[0].wall,
        reportRuns[1].megabytes / reportRuns[0].megabytes))

print(
    "\nsegqa check, end to end (generated from Corpora/, \(generator.pool.count) real titles, 40 locales, 3 devices, 4 states):"
)
print("corpus      controls    segment-state checks   jobs   wall (s)   peak RSS (MB)")
var times: [Int: [Int: Double]] = [:]
for multiple in [1, 2, 4] {
    let directory = workspace.path + "/x\(multiple)"
    let checks = try generator.write(controls: scale * multiple, locales: 40, to: directory)
    for jobs in [1, 2] {
        // Best of two: the first run also warms the page cache for the fonts.
        let runs = (0..<2).map { _ in
            timed(["check", directory, "--format", "json", "--fail-on", "never", "--jobs", String(jobs), "-q"])
        }
        let best = runs.min { $0.seconds < $1.seconds }!
        times[multiple, default: [:]][jobs] = best.seconds
        print(
            "\(String(multiple).padding(toLength: 2, withPad: " ", startingAt: 0))×   \(String(format: "%10d", scale * multiple))   \(String(format: "%20d", checks))   \(String(format: "%4d", jobs))   \(String(format: "%8.2f", best.seconds))   \(String(format: "%13.1f", best.megabytes))"
        )
    }
}
print(String(format: "4× corpus / 1× corpus time (jobs 1): %.2f×  (linear: 4.00×)", times[4]![1]! / times[1]![1]!))
print(String(format: "--jobs 2 speed-up on the 4× corpus: %.2f×", times[4]![1]! / times[4]![2]!))

// One million segment-state checks, for memory.
let million = workspace.path + "/million"
let perControl = 40 * 3 * 4 * 3.5
let millionChecks = try generator.write(controls: Int((1_000_000 / perControl).rounded(.up)), locales: 40, to: million)
let big = timed(["check", million, "--format", "json", "--fail-on", "never", "-q"])
print(
    String(
        format: "%d segment-state checks: %.2f s, peak RSS %.1f MB (all jobs)", millionChecks, big.seconds,
        big.megabytes))

// MARK: - Startup: time to first output for one control

let one = workspace.path + "/one.json"
try Data(
    #"{"segqa": 1, "controls": [{"id": "one", "segments": [{"title": {"en": "Day", "de": "Tag"}}, {"title": "Week"}]}]}"#
        .utf8
)
.write(to: URL(fileURLWithPath: one))
// The default --jobs beside one thread, interleaved, best of 15: a tiny input must not pay for workers.
let tiny = best(
    15,
    [
        { measured(segqa, ["check", one, "--fail-on", "never"]) },
        { measured(segqa, ["check", one, "--fail-on", "never", "--jobs", "1"]) },
    ])
print(
    String(
        format: "startup, one control in two locales: %.3f s to the report, peak RSS %.1f MB", tiny[0].wall,
        tiny[0].megabytes))
print(
    String(
        format: "one control: --jobs 1 / default --jobs time: %.2f×  (1.00× or more: workers cost nothing)",
        tiny[1].wall / tiny[0].wall))
if sink < 0 { print(sink) }
