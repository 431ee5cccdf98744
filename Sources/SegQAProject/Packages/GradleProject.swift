import Foundation
import SegQAModel

/// What an Android build ships: the modules `settings.gradle(.kts)` includes, each module's
/// source sets that go into a release (`src/main`, flavours; not `src/debug`, `src/test`,
/// `src/androidTest`), the locales `resConfigs`/`resourceConfigurations`/`localeFilters` or
/// `res/xml/locales_config.xml` state, the default locale of `values/`, and the classes the
/// manifests and navigation graphs name (the Android code's entry points).
public struct GradleProject: Sendable {
    public var settings: String
    public var directory: String
    /// Included modules' folders; nil when the settings name none segqa could read (every module ships).
    public var modules: [String]?
    public var resourceLocales: Set<String> = []
    public var defaultLocale: String?
    public var entryPoints: Set<String> = []
    public var manifests = 0

    /// Source sets that never ship in a release build.
    static func isShippedSourceSet(_ name: String) -> Bool {
        let lower = name.lowercased()
        return
            !(lower.hasPrefix("test") || lower.hasPrefix("androidtest") || lower.hasSuffix("debug")
            || lower == "sharedtest" || lower.hasSuffix("test") || lower == "testfixtures" || lower == "benchmark")
    }

    /// Whether the build decides about a file (it is in this project's folder), and the reason it
    /// does not ship when it does not.
    public func exclusion(_ path: String) -> String? {
        guard path.hasPrefix(directory + "/") || directory == "." else { return nil }
        let relative = directory == "." ? path : String(path.dropFirst(directory.count + 1))
        let parts = relative.split(separator: "/").map(String.init)
        if let src = parts.firstIndex(of: "src"), src + 1 < parts.count, !Self.isShippedSourceSet(parts[src + 1]) {
            return "in the '\(parts[src + 1])' source set, which a release build does not include"
        }
        if let modules, let src = parts.firstIndex(of: "src") {
            let module = parts[..<src].joined(separator: "/")
            if !module.isEmpty, !modules.contains(module) {
                return "in the module '\(module)', which \((settings as NSString).lastPathComponent) does not include"
            }
        }
        return nil
    }

    public static func read(settings path: String, source: SourceText) -> GradleProject {
        let directory = (path as NSString).deletingLastPathComponent
        let text = String(decoding: source.bytes, as: UTF8.self)
        var project = GradleProject(settings: path, directory: directory.isEmpty ? "." : directory)
        var modules: [String] = []
        for line in text.split(separator: "\n") where line.contains("include") && !line.contains("includeBuild") {
            for quoted in Self.quoted(String(line)) where quoted.hasPrefix(":") {
                modules.append(quoted.dropFirst().replacingOccurrences(of: ":", with: "/"))
            }
        }
        project.modules = modules.isEmpty ? nil : modules
        return project
    }

    /// `resConfigs "en", "de"`, `resourceConfigurations += listOf("en", "de")`, `localeFilters += …`.
    mutating func readBuildFile(_ text: String) {
        for line in text.split(separator: "\n") {
            let line = String(line)
            guard
                line.contains("resConfigs") || line.contains("resourceConfigurations") || line.contains("localeFilters")
            else { continue }
            for locale in Self.quoted(line) where locale.count <= 12 && !locale.contains("dpi") {
                resourceLocales.insert(locale.replacingOccurrences(of: "-r", with: "-"))
            }
        }
    }

    /// `<locale-config android:defaultLocale="en-US"><locale android:name="de"/>…`.
    mutating func readLocalesConfig(_ source: SourceText) {
        guard let root = try? XMLReader.parse(source) else { return }
        if let locale = root["android:defaultLocale"] { defaultLocale = locale }
        for element in root.descendants(named: "locale") {
            if let name = element["android:name"] { resourceLocales.insert(name) }
        }
    }

    /// `<activity android:name=".ui.SettingsActivity">` and navigation graphs' `android:name`:
    /// the classes Android starts.
    mutating func readComponents(_ source: SourceText) {
        guard let root = try? XMLReader.parse(source) else { return }
        if root.name == "manifest" { manifests += 1 }
        var pending = [root]
        while let element = pending.popLast() {
            pending += element.elements
            if let name = element["android:name"], let simple = name.split(separator: ".").last {
                entryPoints.insert(String(simple))
            }
        }
    }

    static func quoted(_ line: String) -> [String] {
        var result: [String] = []
        var current: String?
        var quote: Character = "\""
        for character in line {
            if current != nil {
                if character == quote {
                    result.append(current!)
                    current = nil
                } else {
                    current!.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            }
        }
        return result
    }
}
