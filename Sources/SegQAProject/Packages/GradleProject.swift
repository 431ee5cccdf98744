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
    /// Locales the app offers in Android's per-app language settings: those `locales_config.xml`
    /// lists, or, with `generateLocaleConfig = true`, every locale its resources have (then
    /// `offersEveryResourceLocale`). A user picks one of these even when it has few strings.
    public var offeredLocales: Set<String> = []
    public var offersEveryResourceLocale = false
    public var defaultLocale: String?
    public var entryPoints: Set<String> = []
    public var manifests = 0
    /// Modules that are apps for another kind of device (a watch, a TV, a car), by folder, with
    /// what their manifest requires: phone users never get their screens.
    public var otherDeviceModules: [String: String] = [:]
    /// The builds `includeBuild("components")` makes part of this one (a design system kept as a
    /// build of its own); not those of `pluginManagement`, which build the build's plugins.
    public var includedBuilds: [IncludedBuild] = []

    public struct IncludedBuild: Sendable, Equatable {
        /// The build's folder, as a path.
        public var folder: String
        /// The modules the app takes from it, as folders of the build (`ui/bolt`), when its
        /// `dependencySubstitution` names them (`using(project(":ui:bolt"))`): its other modules
        /// (a catalog app of the design system) do not ship. nil: every module it includes.
        public var modules: [String]?
    }

    /// Source sets that never ship in a release build.
    static func isShippedSourceSet(_ name: String) -> Bool {
        let lower = name.lowercased()
        return
            !(lower.hasPrefix("test") || lower.hasPrefix("androidtest") || lower.hasSuffix("debug")
            || lower == "sharedtest" || lower.hasSuffix("test") || lower == "testfixtures" || lower == "benchmark")
    }

    /// Whether the build decides about a file (it is in this project's folder), and the reason it
    /// does not ship when it does not.
    /// `takenBy`: the modules a build that includes this one takes from it (its
    /// `dependencySubstitution`), and that build's settings, instead of this build's own modules.
    public func exclusion(_ path: String, takenBy including: (modules: [String], settings: String)? = nil) -> String? {
        guard path.hasPrefix(directory + "/") || directory == "." else { return nil }
        let relative = directory == "." ? path : String(path.dropFirst(directory.count + 1))
        let parts = InputPaths.components(relative).map(String.init)
        if let src = parts.firstIndex(of: "src"), src + 1 < parts.count, !Self.isShippedSourceSet(parts[src + 1]) {
            return "in the '\(parts[src + 1])' source set, which a release build does not include"
        }
        if let src = parts.firstIndex(of: "src"), let device = otherDeviceModules[parts[..<src].joined(separator: "/")]
        {
            return "in the module '\(parts[..<src].joined(separator: "/"))', \(device)"
        }
        if let modules = including?.modules ?? modules, let src = parts.firstIndex(of: "src") {
            let module = parts[..<src].joined(separator: "/")
            if !module.isEmpty, !modules.contains(module) {
                if let including {
                    return
                        "in the module '\(module)', which \((including.settings as NSString).lastPathComponent) does not take from it"
                }
                return "in the module '\(module)', which \((settings as NSString).lastPathComponent) does not include"
            }
        }
        return nil
    }

    public static func read(settings path: String, source: SourceText) -> GradleProject {
        let directory = InputPaths.folder(of: path)
        var project = GradleProject(settings: path, directory: directory.isEmpty ? "." : directory)
        let settings = Settings(String(decoding: source.bytes, as: UTF8.self))
        project.modules = settings.modules.isEmpty && !settings.addsModulesInCode ? nil : settings.modules
        project.addsModulesInCode = settings.addsModulesInCode
        project.includedBuilds = settings.includedBuilds.map { build in
            IncludedBuild(
                folder: InputPaths.normalized(
                    directory.isEmpty ? build.folder : (directory as NSString).appendingPathComponent(build.folder)),
                modules: build.modules)
        }
        return project
    }

    /// Settings that add modules in code (a walk of the folders, a helper of their own): the
    /// folders with a build file and `src/main` are modules too, as Gradle would find them there.
    public var addsModulesInCode = false

    /// Adds, when the settings add modules in code, every folder holding `build.gradle(.kts)` and
    /// `src/main` (`buildFiles` are the build files found, as paths).
    mutating func addModules(byFolder buildFiles: [String], hasMainSourceSet: (String) -> Bool) {
        guard addsModulesInCode else { return }
        var found = Set(modules ?? [])
        for file in buildFiles {
            let folder = InputPaths.folder(of: file)
            guard folder != directory, directory == "." || folder.hasPrefix(directory + "/") else { continue }
            let relative = directory == "." ? folder : String(folder.dropFirst(directory.count + 1))
            if hasMainSourceSet(folder) { found.insert(relative) }
        }
        modules = found.sorted()
    }

    /// What `settings.gradle(.kts)` says about modules, read as Gradle reads it: `include` with one
    /// or several arguments, in parentheses or not, over several lines; `project(":x").projectDir =
    /// file("path")` moving a module's folder; and whether any `include` takes a value computed in
    /// code (`include(it)` in a loop over folders), which segqa does not run.
    struct Settings {
        var modules: [String] = []
        var addsModulesInCode = false
        var includedBuilds: [IncludedBuild] = []

        init(_ text: String) {
            let code = Self.withoutComments(text)
            includedBuilds = Self.includedBuilds(code)
            var folders: [String: String] = [:]
            for match in Self.matches(
                #"project\(\s*["']:?([^"']+)["']\s*\)\s*\.projectDir\s*=\s*(?:new\s+)?(?:file|File)\s*\(\s*(?:[A-Za-z_.]+\s*,\s*)?["']([^"']+)["']"#,
                in: code)
            {
                folders[match[0].replacingOccurrences(of: ":", with: "/")] = InputPaths.normalized(match[1])
            }
            var names: [String] = []
            var index = code.startIndex
            while let found = code.range(of: "include", range: index..<code.endIndex) {
                index = found.upperBound
                let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
                let after = found.upperBound == code.endIndex ? " " : code[found.upperBound]
                guard !(before.isLetter || before.isNumber || before == "_" || before == "."),
                    !(after.isLetter || after.isNumber || after == "_")
                else { continue }
                let arguments = Self.arguments(of: code, from: found.upperBound)
                index = arguments.upperBound
                let text = String(code[arguments])
                let strings = GradleProject.quoted(text)
                names += strings.filter { !$0.contains("$") }
                if strings.contains(where: { $0.contains("$") }) { addsModulesInCode = true }
                // Anything but string literals and commas is a value computed in code.
                var rest = text
                for string in strings {
                    for quote in ["\"", "'"] { rest = rest.replacingOccurrences(of: quote + string + quote, with: "") }
                }
                if rest.contains(where: { $0.isLetter || $0 == "$" }) { addsModulesInCode = true }
            }
            modules = names.map { name in
                let module = (name.hasPrefix(":") ? String(name.dropFirst()) : name).replacingOccurrences(
                    of: ":", with: "/")
                return folders[module] ?? module
            }
        }

        /// `includeBuild("components") { dependencySubstitution { … using(project(":ui:bolt")) } }`
        /// outside `pluginManagement { … }`: the folders as written, and the modules substituted.
        static func includedBuilds(_ code: String) -> [IncludedBuild] {
            var builds: [IncludedBuild] = []
            var index = code.startIndex
            while let found = code.range(of: "includeBuild", range: index..<code.endIndex) {
                index = found.upperBound
                let arguments = Self.arguments(of: code, from: found.upperBound)
                guard let folder = GradleProject.quoted(String(code[arguments])).first, !folder.contains("$"),
                    !isInPluginManagement(code, at: found.lowerBound)
                else { continue }
                // The block after the call.
                var modules: [String]?
                var after = arguments.upperBound
                if after < code.endIndex, code[after] == ")" { after = code.index(after: after) }
                let rest = code[after...].drop { $0.isWhitespace }
                if rest.first == "{" {
                    let block = Self.block(in: code, opening: rest.startIndex)
                    let named = matches(#"project\(\s*["']:?([^"']+)["']\s*\)"#, in: String(code[block])).map {
                        $0[0].replacingOccurrences(of: ":", with: "/")
                    }
                    if !named.isEmpty { modules = named }
                    index = block.upperBound
                }
                builds.append(IncludedBuild(folder: folder, modules: modules))
            }
            return builds
        }

        /// Whether `position` is inside the braces of a `pluginManagement { … }` block.
        static func isInPluginManagement(_ code: String, at position: String.Index) -> Bool {
            var index = code.startIndex
            while let found = code.range(of: "pluginManagement", range: index..<position) {
                index = found.upperBound
                guard let open = code[found.upperBound..<position].firstIndex(of: "{"),
                    code[found.upperBound..<open].allSatisfy(\.isWhitespace)
                else { continue }
                if Self.block(in: code, opening: open).upperBound > position { return true }
            }
            return false
        }

        /// The text from the `{` at `open` to its matching `}` (or the end of the code).
        static func block(in code: String, opening open: String.Index) -> Range<String.Index> {
            var depth = 0
            var end = open
            while end < code.endIndex {
                if code[end] == "{" { depth += 1 } else if code[end] == "}" { depth -= 1 }
                end = code.index(after: end)
                if depth == 0 { break }
            }
            return open..<end
        }

        /// The arguments after `include`: up to the matching `)` when they open with `(`, else to
        /// the end of the line and the next lines while a line ends with `,`.
        static func arguments(of code: String, from start: String.Index) -> Range<String.Index> {
            var index = start
            while index < code.endIndex, code[index] == " " || code[index] == "\t" { index = code.index(after: index) }
            if index < code.endIndex, code[index] == "(" {
                var depth = 0
                var quote: Character?
                var end = index
                while end < code.endIndex {
                    let character = code[end]
                    if let open = quote {
                        if character == open { quote = nil }
                    } else if character == "\"" || character == "'" {
                        quote = character
                    } else if character == "(" {
                        depth += 1
                    } else if character == ")" {
                        depth -= 1
                        if depth == 0 { return code.index(after: index)..<end }
                    }
                    end = code.index(after: end)
                }
                return code.index(after: index)..<code.endIndex
            }
            var end = index
            while end < code.endIndex {
                let lineEnd = code[end...].firstIndex(of: "\n") ?? code.endIndex
                let line = code[end..<lineEnd].trimmingCharacters(in: .whitespaces)
                end = lineEnd
                guard line.hasSuffix(","), end < code.endIndex else { break }
                end = code.index(after: end)
            }
            return index..<end
        }

        /// The text without `//` and `/* */` comments (strings kept as they are).
        static func withoutComments(_ text: String) -> String {
            var result = ""
            result.reserveCapacity(text.utf8.count)
            var index = text.startIndex
            var quote: Character?
            while index < text.endIndex {
                let character = text[index]
                let next = text.index(after: index)
                if let open = quote {
                    result.append(character)
                    if character == open || character == "\n" { quote = nil }
                    index = next
                    continue
                }
                if character == "\"" || character == "'" {
                    quote = character
                } else if character == "/", next < text.endIndex, text[next] == "/" {
                    index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                    continue
                } else if character == "/", next < text.endIndex, text[next] == "*" {
                    index = text.range(of: "*/", range: next..<text.endIndex)?.upperBound ?? text.endIndex
                    result.append(" ")
                    continue
                }
                result.append(character)
                index = next
            }
            return result
        }

        static func matches(_ pattern: String, in text: String) -> [[String]] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
            let range = NSRange(text.startIndex..., in: text)
            return expression.matches(in: text, range: range).map { match in
                (1..<match.numberOfRanges).map { n in
                    Range(match.range(at: n), in: text).map { String(text[$0]) } ?? ""
                }
            }
        }
    }

    /// The scripts a build file applies: `apply from: "../common.gradle"`, `apply(from =
    /// "$rootDir/gradle/android.gradle")`, as paths (relative to the build file's folder, or to the
    /// build's root for `$rootDir`). Scripts from the network are not read.
    static func appliedScripts(_ text: String, buildFile: String, root: String) -> [String] {
        var scripts: [String] = []
        for line in text.split(separator: "\n") where line.contains("apply") && line.contains("from") {
            guard let quoted = quoted(String(line)).first, !quoted.contains("://") else { continue }
            let rootRelative = ["${rootDir}/", "$rootDir/", "${rootProject.projectDir}/", "$rootProject.projectDir/"]
            var path: String
            if let prefix = rootRelative.first(where: quoted.hasPrefix) {
                path = (root as NSString).appendingPathComponent(String(quoted.dropFirst(prefix.count)))
            } else if quoted.hasPrefix("/") {
                path = quoted
            } else {
                path = (InputPaths.folder(of: buildFile) as NSString).appendingPathComponent(quoted)
            }
            path = InputPaths.normalized(path)
            if path.hasSuffix(".gradle") || path.hasSuffix(".gradle.kts") { scripts.append(path) }
        }
        return scripts
    }

    /// `resConfigs "en", "de"`, `resourceConfigurations += listOf("en", "de")`, `localeFilters += …`.
    /// And `generateLocaleConfig = true` (Groovy: `generateLocaleConfig true`), or a task of the
    /// build's own that writes the list (mihon's `tasks.register<GenerateLocalesConfigTask>`, which
    /// lists every resource folder with strings).
    mutating func readBuildFile(_ text: String) {
        // Most build files (one per module: hundreds in a large app) name none of these: not
        // searched line by line.
        let keywords = [
            "generateLocaleConfig", "resConfigs", "resourceConfigurations", "localeFilters", "LocalesConfig",
        ]
        let source = SourceText(file: "", bytes: Array(text.utf8))
        guard keywords.contains(where: { source.contains($0) }) else { return }
        for line in text.split(separator: "\n") {
            let line = String(line)
            guard !line.drop(while: \.isWhitespace).hasPrefix("//") else { continue }
            if let at = line.range(of: "generateLocaleConfig"),
                line[at.upperBound...].drop(while: { $0 == " " || $0 == "=" }).hasPrefix("true")
            {
                offersEveryResourceLocale = true
            }
            if let at = line.range(of: "tasks.register<"),
                line[at.upperBound...].prefix(while: { $0 != ">" }).contains("LocalesConfig")
            {
                offersEveryResourceLocale = true
            }
        }
        for locale in Self.localeLists(text) where locale.count <= 12 && !locale.contains("dpi") {
            resourceLocales.insert(locale.replacingOccurrences(of: "-r", with: "-"))
        }
    }

    /// The quoted locales of each `resConfigs`/`resourceConfigurations`/`localeFilters` statement,
    /// comments removed: through the list it opens (`listOf(`, `setOf(`, `addAll(`, `[`), over as
    /// many lines as it takes, or to the end of its line and the next while a line ends with `,`
    /// (Groovy's `resConfigs "en",`), as `include` is read. Read line by line, Thunderbird's
    /// `localeFilters += listOf(` with a locale a line gave none, and every locale the build strips
    /// was reported.
    static func localeLists(_ text: String) -> [String] {
        let code = Settings.withoutComments(text)
        var found: [String] = []
        for keyword in ["resConfigs", "resourceConfigurations", "localeFilters"] {
            var searchFrom = code.startIndex
            while let match = code.range(of: keyword, range: searchFrom..<code.endIndex) {
                // Past `+=`, `=`, `.addAll`, `listOf` (a line break only after `=`), at most 60
                // characters, to where the list opens.
                var index = match.upperBound
                var afterEquals = false
                var skipped = 0
                while index < code.endIndex, skipped < 60 {
                    let character = code[index]
                    if character == "=" {
                        afterEquals = true
                    } else if character == "\n" {
                        guard afterEquals else { break }
                    } else if !(character == " " || character == "\t" || character == "+" || character == "."
                        || character.isLetter)
                    {
                        break
                    }
                    index = code.index(after: index)
                    skipped += 1
                }
                let range: Range<String.Index>
                if index < code.endIndex, code[index] == "[" {
                    let close = code[index...].firstIndex(of: "]") ?? code.endIndex
                    range = index..<close
                } else {
                    range = Settings.arguments(of: code, from: index)
                }
                found += quoted(String(code[range]))
                searchFrom = max(range.upperBound, match.upperBound)
            }
        }
        return found
    }

    /// `<locale-config android:defaultLocale="en-US"><locale android:name="de"/>…`.
    mutating func readLocalesConfig(_ root: XMLElement) {
        if let locale = root["android:defaultLocale"] { defaultLocale = locale }
        for element in root.descendants(named: "locale") {
            if let name = element["android:name"] {
                resourceLocales.insert(name)
                offeredLocales.insert(name)
            }
        }
    }

    /// A module's main manifest requiring a device that is not a phone (`<uses-feature
    /// android:name="android.software.leanback"/>`, required unless it says otherwise): an Android
    /// TV, Wear OS or Android Automotive app, whose screens a phone user never sees.
    mutating func readDevice(_ root: XMLElement, module: String) {
        guard root.name == "manifest" else { return }
        let devices = [
            "android.software.leanback": "an Android TV app", "android.hardware.type.watch": "a Wear OS app",
            "android.hardware.type.automotive": "an Android Automotive app",
        ]
        for feature in root.descendants(named: "uses-feature") where feature["android:required"] != "false" {
            guard let name = feature["android:name"], let device = devices[name] else { continue }
            otherDeviceModules[module] = "\(device) (its manifest requires \(name)): not a phone's"
            return
        }
    }

    /// `<activity android:name=".ui.SettingsActivity">` and navigation graphs' `android:name`:
    /// the classes Android starts.
    mutating func readComponents(_ root: XMLElement) {
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
