import Foundation
import SegQAModel

/// What an Xcode project (`*.xcodeproj/project.pbxproj`) ships: its targets, the files of each
/// target's Sources and Resources build phases (variant groups expanded, folder references and
/// Xcode 16's synchronized folders taken whole, minus their membership exceptions), the regions
/// the app offers (`knownRegions`), its development region, and the flags its Release
/// configurations set for conditional compilation. Test bundles are not the app.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var productType: String {
            // Stored: asked for every target of every file of the repository.
            didSet { isTest = Self.isTest(productType) }
        }
        public private(set) var isTest: Bool
        /// The platform of a target built for another device than iPhone and iPad (`tvOS`,
        /// `watchOS`, `macOS`: its `SDKROOT`); nil for iOS. Its files are not the iOS app's.
        public var otherPlatform: String?
        /// Paths of the files its build phases name, relative to the working directory.
        public var files: Set<String>
        /// Folders it takes whole (folder references, synchronized groups), with paths left out.
        public var folders: [(path: String, exceptions: Set<String>)]

        public init(
            name: String, productType: String, files: Set<String>, folders: [(path: String, exceptions: Set<String>)]
        ) {
            self.name = name
            self.productType = productType
            self.files = files
            self.folders = folders
            isTest = Self.isTest(productType)
        }

        static func isTest(_ productType: String) -> Bool {
            productType.contains("unit-test") || productType.contains("ui-testing")
        }
    }

    /// The `.xcodeproj` bundle's path, and the folder its paths are relative to.
    public var bundle: String
    public var directory: String
    public var targets: [Target]
    /// Regions the app offers, `Base` left out.
    public var knownRegions: [String]
    public var developmentRegion: String?
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `GCC_PREPROCESSOR_DEFINITIONS` of Release configurations.
    public var releaseFlags: Set<String>
    /// Headers the project holds: in no build phase, but compiled wherever a source imports them.
    public var headers: Set<String> = []

    public var name: String { (bundle as NSString).lastPathComponent }

    /// Whether a file is in some target that is not a test bundle and is built for iOS.
    public func ships(_ path: String) -> Bool {
        if headers.contains(path), targets.contains(where: { !$0.isTest && $0.otherPlatform == nil }) { return true }
        return targets.contains { target in
            !target.isTest && target.otherPlatform == nil
                && (target.files.contains(path)
                    || target.folders.contains { folder in
                        guard path.hasPrefix(folder.path + "/") else { return false }
                        let relative = String(path.dropFirst(folder.path.count + 1))
                        return !folder.exceptions.contains(relative)
                            && !folder.exceptions.contains { relative.hasPrefix($0 + "/") }
                    })
        }
    }

    /// The platform a target's `SDKROOT` names when it is not iOS (vlc-ios's `VLC-tvOS` builds
    /// for `appletvos`): tvOS, watchOS or macOS, unless its `SUPPORTED_PLATFORMS` include
    /// `iphoneos`. A target without `SDKROOT` has the project's.
    static func otherPlatform(_ list: String?, project: String?, objects: [String: OldStylePlist]) -> String? {
        func settings(_ list: String?) -> (sdk: String, platforms: String?)? {
            for id in objects[list ?? ""]?["buildConfigurations"]?.strings ?? [] {
                if let settings = objects[id]?["buildSettings"], let sdk = settings["SDKROOT"]?.string {
                    return (sdk, settings["SUPPORTED_PLATFORMS"]?.string)
                }
            }
            return nil
        }
        guard let (sdk, platforms) = settings(list) ?? settings(project),
            platforms?.contains("iphoneos") != true
        else { return nil }
        return ["appletvos": "tvOS", "watchos": "watchOS", "macosx": "macOS"][sdk]
    }

    /// Reads `project.pbxproj` at `path` (inside `Name.xcodeproj`).
    public static func read(_ source: SourceText) throws -> XcodeProject {
        let plist = try OldStylePlist.parse(source)
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
            let root = objects[rootID]
        else {
            throw ModelError(
                SourceLocation(file: source.file, line: 1, column: 1),
                "not an Xcode project: no 'objects' or 'rootObject'")
        }
        let bundle = InputPaths.folder(of: source.file)
        var directory = InputPaths.folder(of: bundle)
        if let dir = root["projectDirPath"]?.string, !dir.isEmpty {
            directory = InputPaths.normalized((directory as NSString).appendingPathComponent(dir))
        }
        var resolver = PathResolver(objects: objects, directory: directory)
        if let main = root["mainGroup"]?.string { resolver.root = main }

        var targets: [Target] = []
        for id in root["targets"]?.strings ?? [] {
            guard let target = objects[id],
                target["isa"]?.string == "PBXNativeTarget" || target["isa"]?.string == "PBXAggregateTarget"
            else { continue }
            var files: Set<String> = []
            var folders: [(String, Set<String>)] = []
            for phaseID in target["buildPhases"]?.strings ?? [] {
                guard let phase = objects[phaseID], let isa = phase["isa"]?.string,
                    isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase"
                else { continue }
                for buildFileID in phase["files"]?.strings ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string, let object = objects[reference]
                    else { continue }
                    let paths = resolver.files(of: reference)
                    if object["lastKnownFileType"]?.string?.hasPrefix("folder") == true, let path = paths.first {
                        folders.append((path, []))
                    } else {
                        files.formUnion(paths)
                    }
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
                guard let path = resolver.path(of: groupID) else { continue }
                var exceptions: Set<String> = []
                for exceptionID in objects[groupID]?["exceptions"]?.strings ?? [] {
                    guard let exception = objects[exceptionID], exception["target"]?.string == id else { continue }
                    exceptions.formUnion(exception["membershipExceptions"]?.strings ?? [])
                }
                folders.append((path, exceptions))
            }
            var made = Target(
                name: target["name"]?.string ?? id, productType: target["productType"]?.string ?? "", files: files,
                folders: folders)
            made.otherPlatform = otherPlatform(
                target["buildConfigurationList"]?.string, project: root["buildConfigurationList"]?.string,
                objects: objects)
            targets.append(made)
        }
        var flags: Set<String> = []
        var lists = [root["buildConfigurationList"]?.string].compactMap { $0 }
        for id in root["targets"]?.strings ?? [] {
            lists += [objects[id]?["buildConfigurationList"]?.string].compactMap { $0 }
        }
        for listID in lists {
            for configurationID in objects[listID]?["buildConfigurations"]?.strings ?? [] {
                guard let configuration = objects[configurationID], configuration["name"]?.string == "Release",
                    let settings = configuration["buildSettings"]
                else { continue }
                for key in ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "GCC_PREPROCESSOR_DEFINITIONS"] {
                    let value = settings[key]
                    let words =
                        (value?.strings ?? []) + (value?.string.map { $0.split(separator: " ").map(String.init) } ?? [])
                    for word in words where !word.hasPrefix("$(") {
                        let name = String(word.split(separator: "=").first ?? Substring(word))
                        if !name.isEmpty { flags.insert(name) }
                    }
                }
            }
        }
        var headers: Set<String> = []
        for (id, object) in objects where object["isa"]?.string == "PBXFileReference" {
            guard let path = object["path"]?.string, path.hasSuffix(".h") || path.hasSuffix(".hpp") else { continue }
            if let resolved = resolver.path(of: id) { headers.insert(resolved) }
        }
        var project = XcodeProject(
            bundle: bundle, directory: directory, targets: targets,
            knownRegions: (root["knownRegions"]?.strings ?? []).filter { $0 != "Base" }.map(
                LocalizationFolders.appleLocale),
            developmentRegion: root["developmentRegion"]?.string, releaseFlags: flags)
        project.headers = headers
        return project
    }

    /// Paths of file references through their groups: `<group>` paths are relative to the
    /// enclosing group, `SOURCE_ROOT` to the project's folder; SDK and built products are not files.
    struct PathResolver {
        let objects: [String: OldStylePlist]
        let directory: String
        var root: String?
        private var parent: [String: String] = [:]
        /// Each group's path, made once: every file's path walks up its groups, and a 1,900-file
        /// project normalized the same folders thousands of times.
        private let made = PathCache()

        private final class PathCache {
            var paths: [String: String?] = [:]
        }

        init(objects: [String: OldStylePlist], directory: String) {
            self.objects = objects
            self.directory = directory
            for (id, object) in objects {
                for child in object["children"]?.strings ?? [] { parent[child] = id }
            }
        }

        func path(of id: String, depth: Int = 0) -> String? {
            if let known = made.paths[id] { return known }
            let found = uncachedPath(of: id, depth: depth)
            // A path cut short by the depth bound is not the group's path: only whole walks are kept.
            if depth == 0 || found != nil { made.paths[id] = found }
            return found
        }

        private func uncachedPath(of id: String, depth: Int) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base: String
                if let parentID = parent[id], id != root {
                    guard let parentPath = path(of: parentID, depth: depth + 1) else { return nil }
                    base = parentPath
                } else {
                    base = directory
                }
                return own.map { InputPaths.normalized((base as NSString).appendingPathComponent($0)) } ?? base
            case "SOURCE_ROOT":
                return own.map { InputPaths.normalized((directory as NSString).appendingPathComponent($0)) }
                    ?? directory
            case "<absolute>":
                return own
            default:
                return nil
            }
        }

        /// A file reference's path, or a variant group's files (`Base.lproj/Main.storyboard`, `de.lproj/Main.strings`).
        func files(of id: String) -> [String] {
            guard let object = objects[id] else { return [] }
            if object["isa"]?.string == "PBXVariantGroup" || object["isa"]?.string == "XCVersionGroup" {
                return (object["children"]?.strings ?? []).compactMap { path(of: $0) }
            }
            return path(of: id).map { [$0] } ?? []
        }
    }
}
