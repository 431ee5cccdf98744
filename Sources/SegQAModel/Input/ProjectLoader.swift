import Foundation

/// Everything one run reads: the paths given (directories walked, globs expanded), read on
/// several threads, then the localization files that content files and `segqa.json` name in
/// `"sources"`, relative to the file that names them. Source code is read last and together
/// (SwiftGen constants and enums span files), and its edits of Interface Builder controls are
/// applied to them by outlet.
public struct LoadedInputs: Sendable {
    public var files: [LoadedFile]
    /// The files read, in order, as the user named them (reports list them).
    public var paths: [String]
    public var diagnostics: [InputDiagnostic] = []
    public var coverage = Coverage()
}

public enum ProjectLoader {
    static let unreadableRule = "unreadable_input"
    static let unresolvedRule = "title_unresolved"

    /// - `sources`: the configuration's `"sources"` (each relative to `segqa.json`).
    /// - `exclude`: `--exclude` and the configuration's `"exclude"`.
    public static func load(
        _ paths: [String], sources configured: [Located<String>] = [], exclude: [PathPattern] = [], jobs: Int = 1
    ) throws -> LoadedInputs {
        var inputs = LoadedInputs(files: [], paths: [])
        var expanded = try InputPaths.expand(paths, accepts: InputLoader.isInput, excluding: exclude)
        try read(&expanded, into: &inputs, jobs: jobs)
        var sources = configured
        for case let .content(content) in inputs.files { sources += content.sources }
        for source in sources {
            var more = try InputPaths.expand([try path(of: source)], accepts: InputLoader.isInput, excluding: exclude)
                .filter { !inputs.paths.contains($0.path) }
            try read(&more, into: &inputs, jobs: jobs)
        }
        settleCodeReferences(&inputs)
        return inputs
    }

    /// Reads files: one that fails while walking a directory is a finding and the rest go on;
    /// one named on the command line is an error (the user asked for it).
    static func read(_ expanded: inout [InputPaths.Input], into inputs: inout LoadedInputs, jobs: Int) throws {
        var code: [InputPaths.Input] = []
        var other: [InputPaths.Input] = []
        for input in expanded {
            if input.foundInDirectory, let reason = InputLoader.skipReason(input.path) {
                inputs.coverage.skipped.append("\(input.path): \(reason)")
            } else if CodeControlReader.extensions.contains((input.path as NSString).pathExtension.lowercased()) {
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
        let outcomes = try concurrentMap(other.count, workers: jobs) { index, _ in
            do {
                return Outcome.files(
                    try InputLoader.load(path: other[index].path, foundInDirectory: other[index].foundInDirectory))
            } catch let error as ModelError where other[index].foundInDirectory {
                return Outcome.unreadable(error)
            } catch let partial as InputLoader.PartialRead {
                return Outcome.partial(partial)
            }
        }
        for (input, outcome) in zip(other, outcomes) {
            switch outcome {
            case .files(let files):
                if !files.isEmpty { inputs.paths.append(input.path) }
                inputs.files += files
            case .unreadable(let error):
                inputs.diagnostics.append(unreadable(error))
            case .partial(let partial):
                inputs.paths.append(input.path)
                inputs.files += partial.files
                var diagnostic = unreadable(partial.error)
                diagnostic.message = "a syntax error: \(partial.error.message); \(partial.consequence)"
                inputs.diagnostics.append(diagnostic)
            }
        }
        guard !code.isEmpty else { return }
        var sources: [SourceText] = []
        for input in code {
            do {
                sources.append(try ContentLoader.readSource(path: input.path))
            } catch let error as ModelError where input.foundInDirectory {
                inputs.diagnostics.append(unreadable(error))
            }
        }
        let result = CodeControlReader.read(sources)
        let unmatched = CodeControlReader.apply(result.outletEdits, to: &inputs.files)
        inputs.files += result.files.map(LoadedFile.content)
        // An outlet whose storyboard was not read: what the code sets is still a control.
        for edit in unmatched where !edit.control.segments.isEmpty {
            inputs.files.append(
                .content(
                    ContentFile(
                        path: edit.control.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(),
                        controls: [edit.control])))
        }
        for file in result.files where !inputs.paths.contains(file.path) { inputs.paths.append(file.path) }
    }

    static func unreadable(_ error: ModelError) -> InputDiagnostic {
        InputDiagnostic(
            rule: unreadableRule, message: "segqa cannot read this file, so it was not checked: \(error.message)",
            location: error.location, pointer: "/\(error.location.line)/\(error.location.column)")
    }

    /// Controls whose titles are not all known are counted and reported, not measured: a
    /// placeholder checked as if it were the title would be noise. An Android key that no
    /// resource file read defines is unknown too (its module was not read).
    static func settleCodeReferences(_ inputs: inout LoadedInputs) {
        var tables = LocalizationTables()
        for case let .tables(t) in inputs.files { tables.merge(t) }
        for f in inputs.files.indices {
            guard case .content(var content) = inputs.files[f] else { continue }
            var kept: [ControlSpec] = []
            for var control in content.controls {
                for (s, segment) in control.segments.enumerated() {
                    guard let title = segment.title, let reference = title.reference, reference.table == androidTable,
                        title.entries.isEmpty, tables.strings(table: androidTable, key: reference.key) == nil
                    else { continue }
                    control.segments[s].title = nil
                    control.unresolvedTitles.append(
                        UnresolvedTitle(
                            segment: s, expression: "@string/\(reference.key)", location: title.location,
                            pointer: title.pointer))
                }
                inputs.coverage.found[control.origin, default: 0] += 1
                guard control.unresolvedTitles.isEmpty else {
                    inputs.coverage.unresolvedControls += 1
                    inputs.coverage.unresolvedTitles += control.unresolvedTitles.count
                    for title in control.unresolvedTitles.sorted(by: { $0.segment < $1.segment }) {
                        inputs.diagnostics.append(
                            InputDiagnostic(
                                rule: unresolvedRule,
                                message:
                                    "segment \(title.segment) of '\(control.id.value)' gets its title from '\(title.expression)', which segqa cannot evaluate: the control is not checked",
                                location: title.location, pointer: title.pointer, control: control.id.value,
                                segment: title.segment))
                    }
                    continue
                }
                kept.append(control)
            }
            content.controls = kept
            inputs.files[f] = .content(content)
        }
    }

    /// A `"sources"` entry as a path: relative to the file that names it, and existing.
    public static func path(of source: Located<String>) throws -> String {
        let base = (source.location.file as NSString).deletingLastPathComponent
        let path = InputPaths.normalized(
            source.value.hasPrefix("/") || base.isEmpty
                ? source.value : (base as NSString).appendingPathComponent(source.value))
        guard FileManager.default.fileExists(atPath: path) else {
            throw ModelError(source.location, "no such file or folder '\(source.value)' (looked for \(path))")
        }
        return path
    }
}
