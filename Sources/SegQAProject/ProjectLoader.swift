import Foundation
import SegQACode
import SegQAModel

/// Everything one run reads: the paths given (directories walked, globs expanded), read on
/// several threads, then the localization files that content files and `segqa.json` name in
/// `"sources"`, relative to the file that names them. Source code is read last and together
/// (SwiftGen constants, enums and wrappers span files, and the layouts and storyboards it
/// titles are known by then); its edits of Interface Builder and Android layout controls are
/// applied to them.
public struct LoadedInputs: Sendable {
    public var files: [LoadedFile]
    /// The files that give controls or strings, in order, as the user named them (reports list them).
    public var paths: [String]
    public var diagnostics: [InputDiagnostic] = []
    public var coverage = Coverage()
    /// Controls found but not checked (a title segqa cannot evaluate, a template nothing titles,
    /// a view nothing reaches), each with why.
    public var unchecked: [ControlSpec] = []
    /// The app's source language as its project states it (development region), if one does.
    public var sourceLocale: String?
    /// Locales the app offers in Android's per-app language list (see `ShippingPlan.offeredLocale`).
    public var offeredLocales: Set<String> = []
    /// The folders of the Swift package targets that ship (see `Resolver.packageResourceFolders`).
    public var packageResourceFolders: [String] = []
    /// Findings silenced where they are (`// segqa:disable:next RULE`, `tools:ignore`, a
    /// `.strings` comment), in file order.
    public var suppressions: [SourceSuppression] = []
}

public enum ProjectLoader {
    static let unreadableRule = "unreadable_input"
    static let unresolvedRule = "title_unresolved"

    /// How code is read.
    public struct Options: Sendable {
        /// `--exclude` and the configuration's `"exclude"`.
        public var exclude: [PathPattern] = []
        public var jobs = 1
        /// Check controls of views nothing reaches too (`"unreachable": "check"`).
        public var includeUnreachable = false
        /// Read every file found, whatever the project files say ships (`"projectFiles": "ignore"`).
        public var ignoreProjectFiles = false
        /// The team's own controls and localization functions, from segqa.json.
        public var declaredCode = DeclaredCode()
        /// Told when a phase of reading begins ("reading code (1,903 files)"), for a progress line.
        public var phase: (@Sendable (String) -> Void)?

        public init(exclude: [PathPattern] = [], jobs: Int = 1) {
            self.exclude = exclude
            self.jobs = jobs
        }
    }

    /// - `sources`: the configuration's `"sources"` (each relative to `segqa.json`).
    public static func load(
        _ paths: [String], sources configured: [Located<String>] = [], exclude: [PathPattern] = [], jobs: Int = 1
    ) throws -> LoadedInputs {
        try load(paths, sources: configured, options: Options(exclude: exclude, jobs: jobs))
    }

    public static func load(_ paths: [String], sources configured: [Located<String>] = [], options: Options) throws
        -> LoadedInputs
    {
        var inputs = LoadedInputs(files: [], paths: [])
        // What ships is decided first: later stages only see shipped files and offered locales.
        // The walk for project files and the walk for inputs are independent: on two threads at once.
        let (plan, found) = try concurrently(
            options.jobs > 1,
            {
                options.ignoreProjectFiles
                    ? ShippingPlan() : ShippingPlan.discover(in: paths, excluding: options.exclude)
            },
            { try InputPaths.expand(paths, accepts: InputLoader.isInput, excluding: options.exclude) })
        inputs.diagnostics += plan.problems
        inputs.coverage.targets = plan.targetsRead
        inputs.sourceLocale = plan.sourceLocale
        var expanded =
            found
            .filter { input in
                guard input.foundInDirectory, let reason = plan.exclusion(input.path) else { return true }
                inputs.coverage.skipped.append("\(input.path): \(reason)")
                return false
            }
        var code: [InputPaths.Input] = []
        let walked = expanded.map(\.path)
        options.phase?("reading \(counted(expanded.count, "file"))")
        try read(&expanded, into: &inputs, code: &code, jobs: options.jobs)
        var sources = configured
        for case let .content(content) in inputs.files { sources += content.sources }
        for source in sources {
            var more = try InputPaths.expand(
                [try path(of: source)], accepts: InputLoader.isInput, excluding: options.exclude
            )
            .filter { !inputs.paths.contains($0.path) }
            try read(&more, into: &inputs, code: &code, jobs: options.jobs)
        }
        // The other files read (layouts, storyboards, tables) once more, for their suppressions:
        // their readers keep no comments. A file without "segqa:" costs one byte search.
        for path in inputs.paths {
            if let source = try? ContentLoader.readSource(path: path) {
                inputs.suppressions += SourceSuppressionScanner.scan(source)
            }
        }
        inputs.offeredLocales = Set(inputs.paths.compactMap(plan.offeredLocale))
        inputs.packageResourceFolders = plan.packages.flatMap { $0.targets.filter { !$0.isTest }.map(\.directory) }
        resolveTabViews(&inputs, among: walked)
        try readCode(code, into: &inputs, options: options, plan: plan, walked: walked)
        giveSourceLocales(&inputs, plan: plan)
        nameDuplicates(&inputs)
        settle(&inputs)
        return inputs
    }

    /// Tabs drawn by a layout of their own (`<TabItem android:layout="@layout/tab_search"/>`)
    /// take that layout's first text as their title. The layout is found among the files walked
    /// (`res/layout/` before its variants), each read once; one that cannot be read leaves the tab
    /// untitled, as before.
    static func resolveTabViews(_ inputs: inout LoadedInputs, among walked: [String]) {
        var wanted: Set<String> = []
        for case .content(let content) in inputs.files {
            for control in content.controls where control.origin == .androidLayout {
                for segment in control.segments where segment.title == nil {
                    if let view = segment.tabView { wanted.insert(view) }
                }
            }
        }
        guard !wanted.isEmpty else { return }
        var layouts: [String: String] = [:]
        for path in walked.sorted() where path.hasSuffix(".xml") {
            let folder = (InputPaths.folder(of: path) as NSString).lastPathComponent
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard wanted.contains(name), folder == "layout" || (folder.hasPrefix("layout-") && layouts[name] == nil)
            else { continue }
            layouts[name] = path
        }
        var titles: [String: LocalizedText?] = [:]
        func title(_ name: String, pointer: String) -> LocalizedText? {
            if let known = titles[name] { return known }
            let text = layouts[name].flatMap { path in
                (try? ContentLoader.readSource(path: path)).flatMap {
                    try? AndroidLayoutReader.firstText(in: $0, pointer: pointer)
                }
            }
            titles[name] = text
            return text
        }
        for f in inputs.files.indices {
            guard case .content(var content) = inputs.files[f] else { continue }
            var changed = false
            for c in content.controls.indices where content.controls[c].origin == .androidLayout {
                for s in content.controls[c].segments.indices {
                    let segment = content.controls[c].segments[s]
                    guard segment.title == nil, let name = segment.tabView,
                        let text = title(name, pointer: segment.pointer)
                    else { continue }
                    content.controls[c].segments[s].title = text
                    changed = true
                }
                AndroidLayoutReader.settleUntitled(&content.controls[c])
            }
            if changed { inputs.files[f] = .content(content) }
        }
    }

    static let duplicateRule = "duplicate_control_id"

    /// Two paths from the folder they share: `feature/a/x.xml`, `feature/b/x.xml` → `a/x.xml`, `b/x.xml`.
    static func distinctParts(_ a: String, _ b: String) -> (String, String) {
        let x = a.split(separator: "/", omittingEmptySubsequences: false)
        let y = b.split(separator: "/", omittingEmptySubsequences: false)
        var shared = 0
        while shared < min(x.count, y.count) - 1, x[shared] == y[shared] { shared += 1 }
        return (x[shared...].joined(separator: "/"), y[shared...].joined(separator: "/"))
    }

    /// A repository's controls are named after where they are declared, and two modules may declare
    /// the same (`fragment_feed.tabs` in each): the second is named with its file and line, with a
    /// note, and both are checked. Content files keep their ids (the resolver reports a duplicate).
    static func nameDuplicates(_ inputs: inout LoadedInputs) {
        var first: [String: SourceLocation] = [:]
        for case .content(let content) in inputs.files {
            for control in content.controls where control.origin == .contentFile {
                first[control.id.value] = first[control.id.value] ?? control.location
            }
        }
        for f in inputs.files.indices {
            guard case .content(var content) = inputs.files[f] else { continue }
            var changed = false
            for c in content.controls.indices where content.controls[c].origin != .contentFile {
                let control = content.controls[c]
                guard let other = first[control.id.value] else {
                    first[control.id.value] = control.location
                    continue
                }
                // Each named by the part of its path the other does not share: `a/src/…/feed.xml:2`.
                let (mine, theirs) = distinctParts(control.location.file, other.file)
                let renamed = "\(control.id.value) (\(mine):\(control.location.line))"
                inputs.diagnostics.append(
                    InputDiagnostic(
                        rule: duplicateRule,
                        message:
                            "another control is named '\(control.id.value)' (\(theirs):\(other.line)): this one is checked as '\(renamed)'",
                        location: control.location, pointer: "/\(control.location.line)/\(control.location.column)",
                        control: renamed))
                content.controls[c].id.value = renamed
                first[renamed] = control.location
                changed = true
            }
            if changed { inputs.files[f] = .content(content) }
        }
    }

    /// Reads files: one that fails while walking a directory is a finding and the rest go on;
    /// one named on the command line is an error (the user asked for it). Code is set aside.
    static func read(
        _ expanded: inout [InputPaths.Input], into inputs: inout LoadedInputs, code: inout [InputPaths.Input], jobs: Int
    ) throws {
        var other: [InputPaths.Input] = []
        for input in expanded {
            if case .unreadable(let reason)? = input.problem {
                let start = SourceLocation(file: input.path, line: 1, column: 1)
                inputs.diagnostics.append(unreadable(ModelError(start, reason)))
            } else if case .notFollowed(let reason)? = input.problem {
                inputs.coverage.skipped.append("\(input.path): \(reason), not followed")
            } else if input.foundInDirectory, let reason = InputLoader.skipReason(input.path) {
                inputs.coverage.skipped.append("\(input.path): \(reason)")
            } else if SourceLanguage(path: input.path) != nil {
                code.append(input)
            } else {
                other.append(input)
            }
        }
        enum Outcome: Sendable {
            case files([LoadedFile])
            case unreadable(ModelError)
            case partial(InputLoader.PartialRead)
        }
        // Radio buttons are segments when their style, in the app's values files, takes the
        // circle away: those styles are known before any layout is read.
        var segmentStyles: Set<String> = []
        for input in other where input.path.contains("/res/values") && input.path.hasSuffix(".xml") {
            let name = InputPaths.fileName(input.path)
            guard name.contains("style") || name.contains("theme"),
                let source = try? ContentLoader.readSource(path: input.path)
            else { continue }
            segmentStyles.formUnion(AndroidLayoutReader.segmentStyles(in: source))
        }
        let styles = segmentStyles
        let outcomes = try concurrentMap(other.count, workers: jobs) { index, _ in
            do {
                return Outcome.files(
                    try InputLoader.load(
                        path: other[index].path, foundInDirectory: other[index].foundInDirectory, segmentStyles: styles)
                )
            } catch let error as ModelError where other[index].foundInDirectory {
                return Outcome.unreadable(error)
            } catch let partial as InputLoader.PartialRead {
                return Outcome.partial(partial)
            }
        }
        for (input, outcome) in zip(other, outcomes) {
            switch outcome {
            case .files(let files):
                // A JSON file that is not segqa's (a package.json met while walking) is no input.
                if !files.isEmpty {
                    inputs.coverage.filesRead += 1
                    inputs.paths.append(input.path)
                }
                inputs.files += files
            case .unreadable(let error):
                inputs.diagnostics.append(unreadable(error))
            case .partial(let partial):
                inputs.coverage.filesRead += 1
                inputs.paths.append(input.path)
                inputs.files += partial.files
                var diagnostic = unreadable(partial.error)
                diagnostic.message = "a syntax error: \(partial.error.message); \(partial.consequence)"
                inputs.diagnostics.append(diagnostic)
            }
        }
    }

    /// "1,903 files".
    static func counted(_ count: Int, _ noun: String) -> String {
        var digits = ""
        for (index, digit) in String(count).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { digits.append(",") }
            digits.append(digit)
        }
        return "\(String(digits.reversed())) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Reads every code file together, then applies what the code does to the storyboards' and
    /// layouts' controls it names.
    static func readCode(
        _ code: [InputPaths.Input], into inputs: inout LoadedInputs, options: Options, plan: ShippingPlan,
        walked: [String]
    ) throws {
        guard !code.isEmpty else { return }
        options.phase?("reading code (\(counted(code.count, "file")))")
        // Read on the run's threads (500 files were 11 ms on one), kept in the order given.
        let read = try concurrentMap(code.count, workers: options.jobs) { index, _ -> Result<SourceText, ModelError> in
            do {
                return .success(try ContentLoader.readSource(path: code[index].path))
            } catch let error as ModelError where code[index].foundInDirectory {
                return .failure(error)
            }
        }
        var sources: [SourceText] = []
        for outcome in read {
            switch outcome {
            case .success(let source):
                sources.append(source)
                inputs.coverage.filesRead += 1
                inputs.suppressions += SourceSuppressionScanner.scan(source)
            case .failure(let error):
                inputs.diagnostics.append(unreadable(error))
            }
        }
        var codeOptions = CodeReader.Options()
        codeOptions.jobs = options.jobs
        codeOptions.includeUnreachable = options.includeUnreachable
        codeOptions.declaredCode = options.declaredCode
        codeOptions.conditions = BuildConditions(flags: plan.releaseFlags)
        codeOptions.externalReferences = plan.androidEntryPoints.union(plan.plistClasses)
        codeOptions.androidEntryPoints = plan.hasAndroidManifest
        // Each table's keys once (every locale's file repeats them), sorted: R.swift's names,
        // gathered only if code uses them.
        var allTables: [LocalizationTables] = []
        for case .tables(let tables) in inputs.files {
            allTables.append(tables)
            codeOptions.stringArrays.merge(tables.arrays) { mine, _ in mine }
        }
        codeOptions.tableKeys = TableKeys(lazy: { [allTables] in
            var keys: [String: Set<String>] = [:]
            for tables in allTables {
                for (table, locales) in tables.byLocale {
                    for strings in locales.values { keys[table, default: []].formUnion(strings.keys) }
                }
            }
            return keys.mapValues { $0.sorted() }
        })
        var interfaces: [String: InterfaceReach] = [:]
        for case .content(let content) in inputs.files {
            codeOptions.externalReferences.formUnion(content.customClasses)
            if let reach = content.interfaceReach { interfaces[content.path] = reach }
            for control in content.controls where control.origin == .androidLayout {
                let layout = ((control.file as NSString).lastPathComponent as NSString).deletingPathExtension
                if let id = control.layoutViewID, !(codeOptions.layoutIDs[id]?.contains(layout) ?? false) {
                    codeOptions.layoutIDs[id, default: []].append(layout)
                }
                if let pager = control.pagerViewID, let id = control.layoutViewID {
                    let decor = CodeReader.DecorTabs(layout: layout, id: id)
                    if !(codeOptions.decorTabs[pager]?.contains(decor) ?? false) {
                        codeOptions.decorTabs[pager, default: []].append(decor)
                    }
                }
                for segment in control.segments {
                    if let viewID = segment.viewID { codeOptions.layoutIDs[viewID, default: []].append(layout) }
                }
            }
        }
        // Each project's code is one program (its own symbols and entry points); code no project
        // governs is read together.
        var groups: [String: [SourceText]] = [:]
        for source in sources { groups[plan.projectRoot(of: source.file) ?? "", default: []].append(source) }
        var result = CodeReader.Result()
        var labelLines: (lines: Int, location: SourceLocation)?
        var usedLayouts: Set<String>?
        var interfaceVerdicts: [CodeReader.InterfaceVerdict] = []
        for root in groups.keys.sorted() {
            // A project's code decides whether its own storyboards and XIBs are reached.
            var groupOptions = codeOptions
            groupOptions.interfaces = interfaces.filter { (plan.projectRoot(of: $0.key) ?? "") == root }
            let part = CodeReader.read(groups[root]!, options: groupOptions)
            interfaceVerdicts += part.interfaceVerdicts
            result.controls += part.controls
            result.outletEdits += part.outletEdits
            result.layoutEdits += part.layoutEdits
            result.viewTitles += part.viewTitles
            result.supertypes.merge(part.supertypes) { $0 + $1 }
            labelLines = labelLines ?? part.segmentLabelLines
            if let used = part.usedLayouts { usedLayouts = (usedLayouts ?? []).union(used) }
            for (location, message) in part.malformed {
                inputs.diagnostics.append(unreadable(ModelError(location, message)))
            }
        }
        if let usedLayouts { markUnusedLayouts(&inputs.files, used: usedLayouts, walked: walked) }
        markUnreachedInterfaces(&inputs.files, interfaceVerdicts)
        var unmatched = OutletMerge.apply(result.outletEdits, to: &inputs.files, supertypes: result.supertypes)
            .map(\.control).filter { !$0.segments.isEmpty }
        unmatched += LayoutMerge.apply(result.layoutEdits, result.viewTitles, to: &inputs.files)
        // Code controls, and code edits whose storyboard or layout was not read: controls of their own.
        var byFile: [String: [ControlSpec]] = [:]
        for control in result.controls + unmatched { byFile[control.file, default: []].append(control) }
        if let labelLines { applyLabelLines(labelLines, to: &inputs.files, and: &byFile) }
        for path in byFile.keys.sorted() {
            let controls = byFile[path]!.sorted { $0.location < $1.location }
            inputs.files.append(
                .content(
                    ContentFile(
                        path: path, sourceLocale: nil, locales: nil, defaults: LayoutSettings(), controls: controls)))
            if !inputs.paths.contains(path) { inputs.paths.append(path) }
        }
    }

    /// The controls of a XIB or storyboard scene the code does not reach are listed, not checked.
    static func markUnreachedInterfaces(_ files: inout [LoadedFile], _ verdicts: [CodeReader.InterfaceVerdict]) {
        guard !verdicts.isEmpty else { return }
        let byPath = Dictionary(grouping: verdicts, by: \.path)
        for f in files.indices {
            guard case .content(var content) = files[f], let verdicts = byPath[content.path] else { continue }
            for c in content.controls.indices where content.controls[c].notChecked == nil {
                let scene = content.controls[c].interfaceScene
                if let verdict = verdicts.first(where: { $0.scene == nil || $0.scene == scene }) {
                    content.controls[c].notChecked = verdict.reason
                }
            }
            files[f] = .content(content)
        }
    }

    /// A layout no code names (`R.layout.x`, its binding class) and no other resource includes
    /// (`@layout/x`) is not on any screen: its controls are listed, not checked. Only the
    /// resources walked are searched, only when a layout with a control is not named in code, and
    /// only in an app whose code names some layout.
    static func markUnusedLayouts(_ files: inout [LoadedFile], used: Set<String>, walked: [String]) {
        func layoutName(_ path: String) -> String {
            ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        var candidates: Set<String> = []
        for case .content(let content) in files {
            for control in content.controls where control.origin == .androidLayout && control.notChecked == nil {
                let name = layoutName(control.file)
                if !CodeReader.isUsed(name, in: used) { candidates.insert(name) }
            }
        }
        guard !candidates.isEmpty else { return }
        // Code that names no layout at all reaches them in a way segqa does not read: nothing is judged.
        let layouts = walked.filter { $0.contains("/res/layout") && $0.hasSuffix(".xml") }.map(layoutName)
        guard layouts.contains(where: { CodeReader.isUsed($0, in: used) }) else { return }
        // `@layout/x` in other resources: an include, a TabItem's view, a navigation graph.
        for path in walked where path.hasSuffix(".xml") && path.contains("/res/") && !candidates.isEmpty {
            guard let source = try? ContentLoader.readSource(path: path), source.contains("@layout/") else { continue }
            for name in candidates where layoutName(path) != name && source.contains("@layout/\(name)", wholeName: true)
            {
                candidates.remove(name)
            }
        }
        for f in files.indices {
            guard case .content(var content) = files[f] else { continue }
            var changed = false
            for c in content.controls.indices where content.controls[c].origin == .androidLayout {
                let name = layoutName(content.controls[c].file)
                guard candidates.contains(name), content.controls[c].notChecked == nil else { continue }
                content.controls[c].notChecked =
                    "nothing in the app uses the layout \(name): no R.layout.\(name), binding class or @layout/\(name) in the code and resources read"
                changed = true
            }
            if changed { files[f] = .content(content) }
        }
    }

    /// An app-wide appearance that makes segmented controls' labels multi-line applies to every iOS
    /// control of the app (a SwiftUI segmented picker is a UISegmentedControl too): its titles wrap
    /// onto the lines the control's height holds (at most `lines`; 0: no limit).
    static func applyLabelLines(
        _ labelLines: (lines: Int, location: SourceLocation), to files: inout [LoadedFile],
        and byFile: inout [String: [ControlSpec]]
    ) {
        func apply(_ control: inout ControlSpec) {
            guard control.origin != .contentFile, control.settings.truncation == nil,
                ["uikit", "swiftui", nil].contains(control.settings.style?.value)
            else { return }
            control.settings.truncation = Located("wrap", at: labelLines.location, pointer: "")
            if labelLines.lines > 1 {
                control.settings.lineLimit = Located(labelLines.lines, at: labelLines.location, pointer: "")
            }
        }
        for index in files.indices {
            guard case .content(var content) = files[index] else { continue }
            for c in content.controls.indices { apply(&content.controls[c]) }
            files[index] = .content(content)
        }
        for path in byFile.keys {
            for c in byFile[path]!.indices { apply(&byFile[path]![c]) }
        }
    }

    /// Controls found in a project (Interface Builder, code, Android layouts) are in its source
    /// language: the development region (Xcode, XcodeGen, a package), on Android the language of
    /// `values/` (its locales configuration's default, else English). `segqa.json`'s `sourceLocale` wins.
    static func giveSourceLocales(_ inputs: inout LoadedInputs, plan: ShippingPlan) {
        for index in inputs.files.indices {
            guard case .content(var content) = inputs.files[index], content.sourceLocale == nil,
                let first = content.controls.first, first.origin != .contentFile
            else { continue }
            let style = first.settings.style?.value ?? ""
            let android =
                first.origin == .androidLayout || style.hasPrefix("material") || style.hasPrefix("compose")
            guard let locale = android ? plan.androidDefaultLocale : plan.sourceLocale else { continue }
            let start = SourceLocation(file: content.path, line: 1, column: 1)
            content.sourceLocale = Located(locale, at: start, pointer: "")
            inputs.files[index] = .content(content)
        }
    }

    static func unreadable(_ error: ModelError) -> InputDiagnostic {
        InputDiagnostic(
            rule: unreadableRule, message: "segqa cannot read this file, so it was not checked: \(error.message)",
            location: error.location, pointer: "/\(error.location.line)/\(error.location.column)")
    }

    /// Controls whose titles are not all known are counted, listed and reported, not measured:
    /// a placeholder checked as if it were the title would be noise. An Android key that no
    /// resource file read defines is unknown too (its module was not read).
    static func settle(_ inputs: inout LoadedInputs) {
        // Only Android's table is consulted: merging every table (an iOS app's 80 locales) copied them for nothing.
        let tables = LocalizationTables.merging(inputs.files, holding: [androidTable])
        for f in inputs.files.indices {
            guard case .content(var content) = inputs.files[f] else { continue }
            var kept: [ControlSpec] = []
            for var control in content.controls {
                for (s, segment) in control.segments.enumerated() {
                    guard let title = segment.title, let reference = title.reference, reference.table == androidTable,
                        title.entries.isEmpty, title.parts.isEmpty,
                        tables.strings(table: androidTable, key: reference.key) == nil
                    else { continue }
                    control.segments[s].title = nil
                    control.unresolvedTitles.append(
                        UnresolvedTitle(
                            segment: s, expression: "@string/\(reference.key)", location: title.location,
                            pointer: title.pointer, reason: "no resource file read defines it"))
                }
                inputs.coverage.found[control.origin, default: 0] += 1
                if control.unresolvedTitles.isEmpty, control.notChecked == nil {
                    kept.append(control)
                    continue
                }
                inputs.coverage.unresolvedControls += 1
                inputs.coverage.unresolvedTitles += control.unresolvedTitles.count
                // A view nothing reaches is listed, not reported: its titles are no user's problem.
                let reachable = !(control.notChecked?.hasPrefix("nothing in the app reaches") ?? false)
                for title in control.unresolvedTitles.sorted(by: { $0.segment < $1.segment }) where reachable {
                    inputs.diagnostics.append(
                        InputDiagnostic(
                            rule: unresolvedRule, message: unresolvedMessage(title, control: control),
                            location: title.location, pointer: title.pointer, control: control.id.value,
                            segment: title.segment))
                }
                inputs.unchecked.append(control)
            }
            content.controls = kept
            inputs.files[f] = .content(content)
        }
    }

    static func unresolvedMessage(_ title: UnresolvedTitle, control: ControlSpec) -> String {
        let why = title.reason.isEmpty ? "" : " (\(title.reason))"
        if title.segment >= control.segments.count {
            return
                "the segments of '\(control.id.value)' come from '\(title.expression)', which segqa cannot evaluate\(why): the control is not checked"
        }
        return
            "segment \(title.segment) of '\(control.id.value)' gets its title from '\(title.expression)', which segqa cannot evaluate\(why): the control is not checked"
    }

    /// A `"sources"` entry as a path: relative to the file that names it, and existing.
    public static func path(of source: Located<String>) throws -> String {
        let base = InputPaths.folder(of: source.location.file)
        let path = InputPaths.normalized(
            source.value.hasPrefix("/") || base.isEmpty
                ? source.value : (base as NSString).appendingPathComponent(source.value))
        guard FileManager.default.fileExists(atPath: path) else {
            throw ModelError(source.location, "no such file or folder '\(source.value)' (looked for \(path))")
        }
        return path
    }
}
