// libFuzzer entry for every reader segqa has and for measuring and laying out arbitrary text.
// Not a SwiftPM target: scripts/fuzz builds the libraries with -sanitize=fuzzer,address and
// links this file against them (SwiftPM renames an executable's main, which libFuzzer owns).
// SEGQA_FUZZ_TARGET picks the target; every input must end in a value or a thrown error,
// never a crash, a hang or a leak.
import Foundation
import SegQACode
import SegQACore
import SegQAFonts
import SegQALayout
import SegQAModel
import SegQARules
import SegQAUnicode

let target = ProcessInfo.processInfo.environment["SEGQA_FUZZ_TARGET"] ?? "content-json"

/// One measurer for the whole run: loading fontconfig for each input would drown the signal.
nonisolated(unsafe) let measurer = try! Measurer()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    func source(_ name: String) -> SourceText { SourceText(file: name, bytes: bytes) }
    switch target {
    case "content-json": if let file = try? ContentLoader.load(source("strings.json")) { check(file) }
    case "config-json": _ = try? Configuration.load(source("segqa.json"))
    case "baseline-json": _ = try? Baseline.load(source("baseline.json"))
    case "strings": _ = try? StringsFileReader.read(source("de.lproj/Main.strings"))
    case "stringsdict": _ = try? StringsDictReader.read(source("de.lproj/Localizable.stringsdict"))
    case "xcstrings": _ = try? StringCatalogReader.read(source("Localizable.xcstrings"))
    case "xliff": _ = try? XLIFFReader.read(source("de.xliff"))
    case "storyboard": _ = try? InterfaceBuilderReader.read(source("Base.lproj/Main.storyboard"))
    case "android": _ = try? AndroidResourcesReader.read(source("res/values-de/strings.xml"))
    case "android-layout": _ = try? AndroidLayoutReader.read(source("res/layout/fragment.xml"))
    case "swift-code": _ = CodeReader.read([source("Fuzz.swift")])
    case "kotlin-code": _ = CodeReader.read([source("Fuzz.kt")])
    case "java-code": _ = CodeReader.read([source("Fuzz.java")])
    case "objc-code": _ = CodeReader.read([source("Fuzz.m")])
    case "measure-layout": measureAndLayOut(bytes)
    case "input-paths": walkAFolderTheInputBuilds(bytes)
    default: fatalError("unknown SEGQA_FUZZ_TARGET \(target)")
    }
    return 0
}

/// Arbitrary text through the measurer (bidi, scripts, fallback, shaping), truncation at a
/// width the input chooses, and the whole check of a two-segment control.
func measureAndLayOut(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let locales = ["en", "ar", "he", "ja", "zh-Hant", "th", "hi", "tr", "de", "ko"]
    let locale = locales[Int(bytes[0]) % locales.count]
    let weight = FontWeight(100 * (1 + Int(bytes[1]) % 9))
    let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    let font = FontRequest(family: "Inter", weight: weight)
    guard let shaped = try? measurer.shape(text, font: font, locale: locale) else { return }
    precondition(shaped.graphemeBoundaries.first == 0 && shaped.graphemeBoundaries.last == shaped.utf16Count)
    precondition(shaped.advance.isFinite && shaped.advance >= 0)
    for available in [0.0, 10, Double(bytes[1])] {
        let result = try? Truncation.truncate(
            text, boundaries: shaped.graphemeBoundaries, fullWidth: shaped.advance * 13,
            available: available
        ) { try measurer.advance($0, font: font, locale: locale) * 13 }
        if let result { precondition(result.isTruncated || result.visible == text) }
    }
    // Wrapping onto one to three lines: never more lines than allowed, never fewer needed than shown.
    if let breaks = try? LineBreaker(locale: locale).breaks(text) {
        precondition(breaks.last?.offset == shaped.utf16Count || (breaks.isEmpty && text.isEmpty))
        for maxLines in 1...3 {
            let available = Double(bytes[1])
            guard
                let result = try? Wrapping.wrap(
                    text, boundaries: shaped.graphemeBoundaries, breaks: breaks, fullWidth: shaped.advance * 13,
                    available: available, maxLines: maxLines,
                    width: { try measurer.advance($0, font: font, locale: locale) * 13 })
            else { continue }
            precondition(result.lines.count <= maxLines && result.linesNeeded >= result.lines.count)
            precondition(result.visibleWidth.isFinite && result.visibleWidth >= 0)
        }
    }
    let escaped = JSONOutput.string(text).serialized()
    // Every other input checks a wrapping custom control 20–83 pt high.
    let wrapping =
        bytes[0] & 1 == 0
        ? #""truncation": "tail""# : #""style": "custom", "truncation": "wrap", "height": \#(20 + Int(bytes[1]) % 64)"#
    let document =
        #"{"segqa": 1, "defaults": {"width": \#(40 + Int(bytes[1])), \#(wrapping)}, "controls": [{"id": "c", "segments": [{"title": {"en": "Day", "\#(locale)": \#(escaped)}}, {"title": \#(escaped)}]}]}"#
    guard let file = try? ContentLoader.load(SourceText(file: "fuzz.json", bytes: Array(document.utf8))) else { return }
    check(file)
}

/// A loaded file the whole way a check takes it: resolved, measured, laid out on every device and
/// judged by every built-in rule (the placeholder trap of issue 15 was in a rule, past the loader).
func check(_ file: LoadedFile) {
    guard let controls = try? Resolver(configuration: Configuration(), defaultFamily: "Inter").resolve([file]),
        let engine = try? Engine(rules: BuiltInRules.instances(), configuration: Configuration())
    else { return }
    _ = try? engine.check(controls, measurer: measurer)
}

/// A folder the input describes — regular files, FIFOs, links to devices, to outside, to a
/// parent (loops), folders — walked and read as `segqa check` walks and reads: every entry ends
/// in a file read, a finding or a note, never a wait on a FIFO or an endless read.
func walkAFolderTheInputBuilds(_ bytes: [UInt8]) {
    let root = NSTemporaryDirectory() + "segqa-fuzz-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    mkdir(root, 0o755)
    var folders = [root]
    var index = 0
    while index + 1 < bytes.count, index < 64 {
        let kind = bytes[index] % 7
        let name = "e\(index)" + [".swift", ".json", ".strings", ".xml", ""][Int(bytes[index + 1]) % 5]
        let folder = folders[Int(bytes[index + 1]) % folders.count]
        let path = folder + "/" + name
        switch kind {
        case 0: FileManager.default.createFile(atPath: path, contents: Data(bytes[index...].prefix(40)))
        case 1: mkfifo(path, 0o644)
        case 2: symlink("/dev/zero", path)
        case 3: symlink("..", path)
        case 4: symlink("/tmp", path)
        case 5:
            mkdir(path, 0o755)
            folders.append(path)
        default: symlink(folders[Int(bytes[index]) % folders.count], path)
        }
        index += 2
    }
    let started = Date()
    let inputs = (try? InputPaths.expand([root], accepts: { _ in true })) ?? []
    for input in inputs where input.problem == nil { _ = try? ContentLoader.readSource(path: input.path) }
    precondition(Date().timeIntervalSince(started) < 5, "a walk of \(index / 2) entries took too long")
}
