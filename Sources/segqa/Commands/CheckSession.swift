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

    init(paths: [String], arguments: ParsedArguments) throws {
        do {
            let configPath = arguments.value("config") ?? Configuration.discover(from: FileManager.default.currentDirectoryPath)
            configuration = try configPath.map(Configuration.load) ?? Configuration()
            inputs = try InputPaths.expand(paths) { $0.hasSuffix(".json") && $0 != Configuration.fileName }
            let files = try inputs.map(ContentLoader.load(path:))
            measurer = try Measurer()
            let family = try measurer.cascade.firstInstalled(FontCascade.defaultFamilies)
            let devices = arguments.list("device")
            let locales = arguments.list("locale")
            let resolver = Resolver(configuration: configuration, defaultFamily: family,
                                    deviceOverride: devices.isEmpty ? nil : devices.compactMap(Device.named),
                                    widthOverride: try arguments.double("width"),
                                    localeFilter: locales.isEmpty ? nil : locales)
            controls = try resolver.resolve(files)
            engine = try Engine(rules: BuiltInRules.instances(), configuration: configuration)
        } catch {
            throw InputError(error)
        }
    }

    /// Measures, lays out and checks every control; keeps the layouts when something will draw them.
    func check(keepLayouts: Bool) throws -> CheckResult {
        do {
            var result = try engine.check(controls, measurer: measurer, keepLayouts: keepLayouts)
            result.files = inputs
            return result
        } catch {
            throw InputError(error)
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
