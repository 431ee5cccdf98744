import Foundation
import SegQAModel

/// What a repository ships, decided once, first: the Xcode projects, Swift packages, XcodeGen
/// specs and Gradle builds found in the folders given, which files their app targets build, the
/// locales the app offers and its source language. A file none of them ships is not checked (a
/// translation tool's input folder, a test target, a debug source set, an example app); a
/// locale the app does not offer is not a locale of the run. Without a project file, every file
/// found is read, as before.
public struct ShippingPlan: Sendable {
    public var xcodeProjects: [XcodeProject] = [] {
        // Worked out once: `exclusion` asks for every file of the repository (4 % of a
        // 1,900-file app's run went to splitting folder names into words again).
        didSet {
            let apps = xcodeProjects.filter { !isExample($0.bundle) }
            appProjects = apps.isEmpty ? xcodeProjects : apps
        }
    }
    public var packages: [SwiftPackage] = []
    public var xcodeGenSpecs: [XcodeGenSpec] = []
    public var gradle: [GradleProject] = []
    /// Project files segqa could not read (their place and why): the rest of the plan stands.
    public var problems: [InputDiagnostic] = []
    /// Classes an `Info.plist` names (a scene delegate, an extension's principal class): the
    /// system starts them, so they are reached though no code names them.
    public var plistClasses: Set<String> = []

    public init() {}

    public var isEmpty: Bool { xcodeProjects.isEmpty && packages.isEmpty && xcodeGenSpecs.isEmpty && gradle.isEmpty }

    static let skippedFolders: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "build", ".gradle", ".idea", "xcuserdata",
    ]
    /// Folders whose projects are demos of a library, not the app (when the repository has an app).
    static let exampleFolders: Set<String> = [
        "example", "examples", "demo", "demos", "sample", "samples", "playground",
    ]

    /// Finds and reads the project files in `paths` (folders walked; files are not projects).
    public static func discover(in paths: [String], excluding: [PathPattern] = []) -> ShippingPlan {
        var plan = ShippingPlan()
        var buildFiles: [(String, SourceText)] = []
        var androidXML: [(String, SourceText)] = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            for relative in InputPaths.walk(root, prune: { skippedFolders.contains($0) }).files.sorted() {
                let name = InputPaths.fileName(relative)
                guard !excluding.contains(where: { $0.matches(relative) }) else { continue }
                let path = InputPaths.normalized((root as NSString).appendingPathComponent(relative))
                switch name {
                case "project.pbxproj" where relative.contains(".xcodeproj/"):
                    guard let source = try? ContentLoader.readSource(path: path) else { continue }
                    do {
                        plan.xcodeProjects.append(try XcodeProject.read(source))
                    } catch let error as ModelError {
                        plan.problems.append(ProjectLoader.unreadable(error))
                    } catch {}
                case "Package.swift":
                    if let source = try? ContentLoader.readSource(path: path) {
                        plan.packages.append(SwiftPackage.read(source))
                    }
                case "project.yml":
                    if let source = try? ContentLoader.readSource(path: path) {
                        plan.readXcodeGenSpec(source, directory: nil)
                    }
                case "settings.gradle", "settings.gradle.kts":
                    if let source = try? ContentLoader.readSource(path: path) {
                        plan.gradle.append(GradleProject.read(settings: path, source: source))
                    }
                case "build.gradle", "build.gradle.kts":
                    if let source = try? ContentLoader.readSource(path: path) { buildFiles.append((path, source)) }
                case "Info.plist":
                    if let source = try? ContentLoader.readSource(path: path) {
                        plan.plistClasses.formUnion(infoPlistClasses(source))
                    }
                case "AndroidManifest.xml", "locales_config.xml":
                    if let source = try? ContentLoader.readSource(path: path) { androidXML.append((path, source)) }
                default:
                    if relative.contains("/navigation/"), name.hasSuffix(".xml"), relative.contains("/res/"),
                        let source = try? ContentLoader.readSource(path: path)
                    {
                        androidXML.append((path, source))
                    }
                }
            }
        }
        // Each manifest, locale configuration and navigation graph parsed once (a module's
        // manifest is asked both what device it is for and what classes it starts).
        let androidRoots = androidXML.compactMap { path, source in (try? XMLReader.parse(source)).map { (path, $0) } }
        for index in plan.gradle.indices {
            let directory = plan.gradle[index].directory
            func inside(_ path: String) -> Bool { directory == "." || path.hasPrefix(directory + "/") }
            var applied: Set<String> = []
            for (path, source) in buildFiles where inside(path) {
                let text = String(decoding: source.bytes, as: UTF8.self)
                plan.gradle[index].readBuildFile(text)
                // Script plugins a build file applies (AntennaPod's `apply from: "../common.gradle"`
                // holds its resourceConfigurations): what they configure is the build's. One level.
                for script in GradleProject.appliedScripts(text, buildFile: path, root: directory)
                where applied.insert(script).inserted {
                    if let included = try? ContentLoader.readSource(path: script) {
                        plan.gradle[index].readBuildFile(String(decoding: included.bytes, as: UTF8.self))
                    }
                }
            }
            plan.gradle[index].addModules(byFolder: buildFiles.map(\.0)) { folder in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: (folder as NSString).appendingPathComponent("src/main"), isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
            for (path, root) in androidRoots where inside(path) && path.hasSuffix("/src/main/AndroidManifest.xml") {
                let relative = directory == "." ? path : String(path.dropFirst(directory.count + 1))
                let module = String(relative.dropLast("/src/main/AndroidManifest.xml".count))
                if !module.isEmpty { plan.gradle[index].readDevice(root, module: module) }
            }
            for (path, root) in androidRoots where inside(path) && plan.gradle[index].exclusion(path) == nil {
                if (path as NSString).lastPathComponent == "locales_config.xml" {
                    plan.gradle[index].readLocalesConfig(root)
                } else {
                    plan.gradle[index].readComponents(root)
                }
            }
        }
        return plan
    }

    /// An XcodeGen spec and, breadth first, the specs it includes, each read once (a spec that
    /// includes itself, or a cycle, ends there), at most `maximumXcodeGenSpecs` in all.
    private mutating func readXcodeGenSpec(_ first: SourceText, directory: String?) {
        var pending: [(SourceText, String?)] = [(first, directory)]
        var seen: Set<String> = [InputPaths.normalized(first.file)]
        while !pending.isEmpty, seen.count <= Self.maximumXcodeGenSpecs {
            let (source, directory) = pending.removeFirst()
            let spec = XcodeGenSpec.read(source, directory: directory)
            if String(decoding: source.bytes, as: UTF8.self).contains("targets:") { xcodeGenSpecs.append(spec) }
            for (file, folder) in spec.includes where seen.insert(file).inserted {
                if let included = try? ContentLoader.readSource(path: file) { pending.append((included, folder)) }
            }
        }
    }

    static let maximumXcodeGenSpecs = 256

    /// `UISceneDelegateClassName`, `NSExtensionPrincipalClass`, `NSPrincipalClass` values, module
    /// prefix (`$(PRODUCT_MODULE_NAME).`) removed.
    static func infoPlistClasses(_ source: SourceText) -> Set<String> {
        guard let root = try? XMLReader.parse(source) else { return [] }
        var result: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            let children = element.elements
            pending += children
            for (index, child) in children.enumerated() where child.name == "key" && index + 1 < children.count {
                let key = child.text.0
                guard
                    [
                        "UISceneDelegateClassName", "NSExtensionPrincipalClass", "NSPrincipalClass",
                        "UIApplicationDelegateClassName",
                    ].contains(key),
                    children[index + 1].name == "string"
                else { continue }
                let value = children[index + 1].text.0
                if let name = value.split(separator: ".").last { result.insert(String(name)) }
            }
        }
        return result
    }

    // MARK: - Deciding

    /// The projects that are an app (not an example of a library, unless all are examples).
    /// The projects that build the app: not those in an example's folder, unless all are.
    private(set) var appProjects: [XcodeProject] = []

    /// A project in a folder named for an example (`Examples/`, `sampleapps/`,
    /// `SearchSampleApp/`, `UIExampleApp/`): a word of a folder's name, split at case changes
    /// and non-letters, is one of `exampleFolders`, or one of them followed by "app(s)".
    func isExample(_ path: String) -> Bool {
        path.split(separator: "/").contains { folder in
            Self.words(of: String(folder)).contains { word in
                Self.exampleFolders.contains(word)
                    || Self.exampleFolders.contains { word == $0 + "app" || word == $0 + "apps" }
            }
        }
    }

    /// "SearchSampleApp" → search, sample, app; "UIExampleApp" → ui, example, app; "sample-apps"
    /// → sample, apps; lower-cased.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            // A capital starts a word after a small letter, or before one ("UIExample": "UI", "Example").
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isUppercase, !current.isEmpty, previous.isLowercase || next.isLowercase {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The locale of an Android resource file that the app offers in the system's per-app
    /// language list (`locales_config.xml` names it, or the build generates that list from every
    /// resource locale); nil otherwise. Such a locale is checked however few strings it has.
    public func offeredLocale(_ rawPath: String) -> String? {
        let path = InputPaths.normalized(rawPath)
        guard case let .some(locale?) = LocalizationFolders.androidLocale(InputPaths.folder(of: path)) else {
            return nil
        }
        for project in gradle where isUnder(path, project.directory) {
            if project.offersEveryResourceLocale || Self.offers(Array(project.offeredLocales), locale) { return locale }
        }
        return nil
    }

    /// Why a file found in a folder is not read, or nil when it ships (or no project decides).
    public func exclusion(_ rawPath: String) -> String? {
        let path = InputPaths.normalized(rawPath)
        if let reason = localeExclusion(path) { return reason }
        if appProjects.contains(where: { $0.ships(path) }) { return nil }
        if packages.contains(where: { $0.ships(path) == true }) { return nil }
        if xcodeGenSpecs.contains(where: { $0.ships(path) == true }) { return nil }
        for project in xcodeProjects where isUnder(path, project.directory) {
            if !appProjects.contains(where: { $0.bundle == project.bundle }) {
                return "in the example app \(project.name), not the app"
            }
            if let test = project.targets.first(where: { $0.isTest && $0.files.contains(path) }) {
                return "only in the test target \(test.name) of \(project.name)"
            }
            if let other = project.targets.first(where: { $0.otherPlatform != nil && $0.files.contains(path) }) {
                return "only in the \(other.otherPlatform!) target \(other.name) of \(project.name), not the iOS app"
            }
            // A folder a synchronized group or a folder reference takes is the project's; anything else is not built.
            return "not in any target of \(project.name)"
        }
        for package in packages where package.ships(path) == false {
            if let test = package.targets.first(where: { $0.isTest && path.hasPrefix($0.directory + "/") }) {
                return "in the test target \(test.name) of \(package.manifest)"
            }
            return "not in any target of \(package.manifest)"
        }
        for spec in xcodeGenSpecs where spec.ships(path) == false {
            return "only in a test target of \(spec.file)"
        }
        // The innermost Gradle build decides about its files (a build of its own in a folder of
        // the app's, `components/settings.gradle.kts`). Such a build ships when a build around it
        // includes it (`includeBuild("components")`), and not otherwise.
        if let build = gradle.filter({ isUnder(path, $0.directory) }).max(by: {
            $0.directory.count < $1.directory.count
        }) {
            let outer = gradle.filter { $0.directory != build.directory && isUnder(build.directory, $0.directory) }
            if let around = outer.first {
                guard let included = outer.lazy.flatMap(\.includedBuilds).first(where: { $0.folder == build.directory })
                else {
                    return
                        "in the Gradle build \(build.settings), which \((around.settings as NSString).lastPathComponent) does not include (includeBuild)"
                }
                // Only the modules the app substitutes from it ship (not the build's catalog app).
                if let modules = included.modules { return build.exclusion(path, takenBy: (modules, around.settings)) }
            }
            if let reason = build.exclusion(path) { return reason }
        }
        return nil
    }

    /// A project at the root of what is read (`segqa check .` beside `App.xcodeproj`) has the
    /// directory "": every path is under it. (Taken for no directory at all, it decided nothing:
    /// neither its targets nor its `knownRegions` applied when a repository was checked from its root.)
    func isUnder(_ path: String, _ directory: String) -> Bool {
        directory.isEmpty || directory == "." || path.hasPrefix(directory + "/")
    }

    /// An `.lproj` of a locale the app does not offer (`knownRegions`); an Android `values-xx`
    /// the build's resource configurations leave out.
    func localeExclusion(_ path: String) -> String? {
        let folders = InputPaths.components(path).dropLast()
        let folder = folders.last.map(String.init) ?? ""
        let folderPath = folders.suffix(2).joined(separator: "/")
        let locale: String?? =
            folder.hasSuffix(".lproj")
            ? .some(LocalizationFolders.appleLocale(String(folder.dropLast(".lproj".count))))
            : LocalizationFolders.androidLocale(folderPath)
        if case let .some(locale?) = locale, let why = Self.noUsersLocales[locale] {
            return "'\(locale)' is \(why), no language a user has"
        }
        if folder.hasSuffix(".lproj"), folder != "Base.lproj" {
            let locale = LocalizationFolders.appleLocale(String(folder.dropLast(".lproj".count)))
            let governing = appProjects.filter { isUnder(path, $0.directory) && !$0.knownRegions.isEmpty }
            if let project = governing.first, !governing.contains(where: { Self.offers($0.knownRegions, locale) }) {
                return "the app does not offer '\(locale)' (knownRegions of \(project.name))"
            }
            // `hy-AM.lproj` beside `hy.lproj` in an app that offers `hy` alone: a device set to
            // hy-AM shows the app in hy, and every bundle of the app (a package's too) follows the
            // app's language, so this table is never the one shown.
            if let project = governing.first, let dash = locale.firstIndex(of: "-") {
                let language = String(locale[..<dash])
                let offered = governing.flatMap(\.knownRegions).map(LocalizationFolders.appleLocale)
                let sibling =
                    InputPaths.folder(of: InputPaths.folder(of: path)) + "/\(language).lproj/"
                    + ((path as NSString).lastPathComponent)
                if !offered.contains(locale), offered.contains(language),
                    FileManager.default.fileExists(atPath: sibling)
                {
                    return
                        "the app offers '\(language)', not '\(locale)' (knownRegions of \(project.name)): \(language).lproj is shown"
                }
            }
        }
        if case let .some(locale?) = LocalizationFolders.androidLocale(folderPath) {
            for project in gradle where isUnder(path, project.directory) && !project.resourceLocales.isEmpty {
                if !Self.offers(Array(project.resourceLocales), locale) {
                    return
                        "the build leaves '\(locale)' out (resourceConfigurations, localeFilters or locales_config.xml)"
                }
            }
        }
        return nil
    }

    /// Locales in folders that no user's device asks for.
    static let noUsersLocales: [String: String] = [
        "qq": "translators' documentation (translatewiki.net)", "qqq": "translators' documentation (translatewiki.net)",
        "en-XA": "a pseudo-locale the Android build generates", "ar-XB": "a pseudo-locale the Android build generates",
        "lol": "Crowdin's in-context pseudo-language",
    ]

    /// `de-CH` is offered by `de-CH` or `de`; `zh-Hant` by `zh-Hant`; `en` by `en` or `en-US`.
    static func offers(_ offered: [String], _ locale: String) -> Bool {
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        return offered.contains { region in
            region == locale || region == language || region.split(separator: "-").first.map(String.init) == locale
        }
    }

    /// The folder of the outermost project that decides about a file (its code is read as one
    /// program: its symbols, its entry points); nil for a file no project governs.
    public func projectRoot(of rawPath: String) -> String? {
        let path = InputPaths.normalized(rawPath)
        let roots =
            xcodeProjects.map(\.directory) + packages.map(\.directory) + xcodeGenSpecs.map(\.directory)
            + gradle.map(\.directory)
        return roots.filter { isUnder(path, $0) }.min { $0.count < $1.count }
    }

    // MARK: - Facts the run uses

    /// The development region of the app (Xcode, XcodeGen, a package's default localization).
    public var sourceLocale: String? {
        let region =
            appProjects.compactMap(\.developmentRegion).first ?? xcodeGenSpecs.compactMap(\.developmentLanguage).first
            ?? packages.compactMap(\.defaultLocalization).first
        return region.map(LocalizationFolders.appleLocale)
    }

    /// The language of an Android project's `values/` (its locales configuration's default:
    /// `en-US` → `en`, a script kept: `zh-Hant`).
    public var androidDefaultLocale: String? {
        guard let locale = gradle.compactMap(\.defaultLocale).first else { return nil }
        let parts = locale.split(separator: "-")
        if parts.count > 1, parts[1].count == 4 { return parts[0...1].joined(separator: "-") }
        return parts.first.map(String.init)
    }

    /// Flags the Release configurations set (`BETA`): on in `#if` as a release build reads it.
    public var releaseFlags: Set<String> { appProjects.reduce(into: Set<String>()) { $0.formUnion($1.releaseFlags) } }

    public var androidEntryPoints: Set<String> { gradle.reduce(into: Set<String>()) { $0.formUnion($1.entryPoints) } }
    public var hasAndroidManifest: Bool { gradle.contains { $0.manifests > 0 } }

    /// The targets read, for the summary: WeatherApp, WeatherWidget of WeatherApp.xcodeproj.
    public var targetsRead: [ProjectTargets] {
        var result: [ProjectTargets] = []
        for project in appProjects {
            result.append(
                ProjectTargets(project: project.bundle, targets: project.targets.filter { !$0.isTest }.map(\.name)))
        }
        for package in packages {
            result.append(
                ProjectTargets(project: package.manifest, targets: package.targets.filter { !$0.isTest }.map(\.name)))
        }
        for spec in xcodeGenSpecs {
            result.append(ProjectTargets(project: spec.file, targets: spec.targets.filter { !$0.isTest }.map(\.name)))
        }
        for project in gradle {
            result.append(
                ProjectTargets(
                    project: project.settings, targets: project.modules ?? [],
                    foundByFolder: project.addsModulesInCode))
        }
        return result
    }
}
