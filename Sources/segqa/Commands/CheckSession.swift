import Foundation
import SegQACore
import SegQAFonts
import SegQALayout
import SegQAModel
import SegQARules

/// The pipeline `check` and `render` share: configuration, inputs, resolution, the real
/// measurer and the rules. Loading errors become input errors (exit 65) with their place.
struct CheckSession {
    let configuration: Configuration
    let inputs: [String]
    let controls: [ResolvedControl]
    let engine: Engine
    let measurer: Measurer

    init(paths: [String], arguments: ParsedArguments, jobs: Int = 1) throws {
        do {
            let configPath =
                arguments.value("config") ?? Configuration.discover(from: FileManager.default.currentDirectoryPath)
            configuration = try configPath.map(Configuration.load) ?? Configuration()
            let expanded = try InputPaths.expand(paths, accepts: InputLoader.isInput)
            var files: [LoadedFile] = []
            var read: [String] = []
            for (input, loaded) in zip(expanded, try Self.load(expanded, jobs: jobs)) {
                if !loaded.isEmpty { read.append(input.path) }
                files += loaded
            }
            // Localization files that content files (or segqa.json) name in "sources", relative to them.
            var sources: [Located<String>] = configuration.sources
            for case let .content(content) in files { sources += content.sources }
            for source in sources {
                let base = (source.location.file as NSString).deletingLastPathComponent
                let path = InputPaths.normalized(
                    source.value.hasPrefix("/") || base.isEmpty
                        ? source.value : (base as NSString).appendingPathComponent(source.value))
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw ModelError(source.location, "no such file or folder '\(source.value)' (looked for \(path))")
                }
                for input in try InputPaths.expand([path], accepts: InputLoader.isInput)
                where !read.contains(input.path) {
                    read.append(input.path)
                    files += try InputLoader.load(path: input.path, foundInDirectory: input.foundInDirectory)
                }
            }
            inputs = read
            measurer = try Measurer()
            let family = try measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
            let devices = arguments.list("device")
            let locales = arguments.list("locale")
            var resolver = Resolver(
                configuration: configuration, defaultFamily: family,
                deviceOverride: devices.isEmpty ? nil : devices.compactMap(Device.named),
                widthOverride: try arguments.double("width"),
                localeFilter: locales.isEmpty ? nil : locales)
            resolver.pseudo = arguments.flag("pseudo")
            controls = try resolver.resolve(files)
            engine = try Engine(rules: BuiltInRules.instances(), configuration: configuration)
        } catch {
            throw InputError(error)
        }
    }

    /// Measures, lays out and checks every control on `jobs` workers; keeps the layouts when
    /// something will draw them.
    func check(keepLayouts: Bool, jobs: Int = 1, progress: Progress? = nil) throws -> CheckResult {
        do {
            // The first worker uses the session's measurer, whose faces the drawings reuse.
            let measurers: [any TextMeasuring] = [measurer] + (try (1..<max(jobs, 1)).map { _ in try Measurer() })
            progress?.start(total: controls.count)
            defer { progress?.finish() }
            var report: (@Sendable (Int) -> Void)?
            if let progress { report = { done in progress.update(done) } }
            var result = try engine.check(controls, measurers: measurers, keepLayouts: keepLayouts, progress: report)
            result.files = inputs
            return result
        } catch {
            throw InputError(error)
        }
    }
}

extension CheckSession {
    /// Reads the inputs on every core, in input order; the first error in input order is the
    /// one reported, whatever thread met it first.
    static func load(_ inputs: [InputPaths.Input], jobs: Int) throws -> [[LoadedFile]] {
        try concurrentMap(inputs.count, workers: jobs) { index, _ in
            try InputLoader.load(path: inputs[index].path, foundInDirectory: inputs[index].foundInDirectory)
        }
    }
}

extension InputError {
    /// Errors of the model and font layers are bad input: their message already names the place.
    init(_ error: Error) {
        switch error {
        case let error as InputError: self = error
        case let error as ModelError: self.init(message: "\(error.location): \(error.message)")
        case let error as FontsError: self.init(message: error.description)
        default: self.init(message: "\(error)")
        }
    }
}
