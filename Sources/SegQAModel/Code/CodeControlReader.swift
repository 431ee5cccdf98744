import Foundation

/// Reads the segmented controls a project builds in code (Swift for UIKit and SwiftUI, Kotlin
/// for Jetpack Compose). All files are read together: a SwiftGen constant in one file is
/// defined in another, an enum's titles live beside the view that iterates it.
public enum CodeControlReader {
    public static let extensions: Set<String> = ["swift", "kt"]

    public struct Result: Sendable {
        /// One content file per source file that builds controls.
        public var files: [ContentFile] = []
        /// Edits of Interface Builder controls, by the outlet property they are made through.
        public var outletEdits: [OutletEdit] = []
    }

    /// Calls on an `@IBOutlet` (re-titling a storyboard's control), as a draft control.
    public struct OutletEdit: Sendable {
        public var outlet: String
        /// The segments the code sets, by index (a segment it leaves alone has no title and no image).
        public var control: ControlSpec
        /// `removeAllSegments()` first: the code's segments replace Interface Builder's.
        public var replacesSegments: Bool
    }

    public static func read(_ sources: [SourceText]) -> Result {
        let files = sources.map(CodeFile.init)
        var swiftGen = SwiftGenIndex()
        var enums = EnumIndex()
        for file in files {
            swiftGen.add(file)
            enums.add(file)
        }
        let evaluator = TitleEvaluator(swiftGen: swiftGen)
        enums.evaluator = evaluator
        var result = Result()
        for file in files {
            var controls: [ControlSpec] = []
            if file.source.file.hasSuffix(".kt") {
                var compose = ComposeControls(file: file, evaluator: evaluator)
                compose.find()
                controls += compose.drafts.map { $0.spec(file: file.source.file) }
            } else {
                var uikit = UIKitControls(file: file, evaluator: evaluator)
                uikit.find()
                for (receiver, draft) in uikit.drafts {
                    if let receiver, uikit.outlets.contains(receiver) {
                        result.outletEdits.append(
                            OutletEdit(
                                outlet: receiver, control: draft.spec(file: file.source.file),
                                replacesSegments: uikit.removesAll.contains(receiver)))
                    } else if !draft.segments.isEmpty {
                        controls.append(draft.spec(file: file.source.file))
                    }
                }
                var pickers = SwiftUIPickers(file: file, evaluator: evaluator, enums: enums)
                pickers.find()
                controls += pickers.drafts.map { $0.spec(file: file.source.file) }
            }
            guard !controls.isEmpty else { continue }
            controls.sort { $0.location < $1.location }
            result.files.append(
                ContentFile(
                    path: file.source.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(),
                    controls: controls))
        }
        return result
    }

    /// Applies code's edits to the Interface Builder controls connected to their outlets: the
    /// code's titles win (they are what the device shows), and findings point at the code.
    public static func apply(_ edits: [OutletEdit], to files: inout [LoadedFile]) -> [OutletEdit] {
        var unmatched: [OutletEdit] = []
        for edit in edits {
            var matched = false
            for f in files.indices {
                guard case .content(var content) = files[f] else { continue }
                var changed = false
                for c in content.controls.indices where content.controls[c].outlet == edit.outlet {
                    merge(edit, into: &content.controls[c])
                    changed = true
                }
                if changed {
                    files[f] = .content(content)
                    matched = true
                }
            }
            if !matched { unmatched.append(edit) }
        }
        return unmatched
    }

    static func merge(_ edit: OutletEdit, into control: inout ControlSpec) {
        if edit.replacesSegments { control.segments = [] }
        for segment in edit.control.segments {
            let isUnset =
                segment.title == nil && segment.image == nil
                && !edit.control.unresolvedTitles.contains { $0.segment == segment.index }
            if isUnset && segment.index < control.segments.count { continue }
            var merged = segment
            merged.index = segment.index
            if segment.index < control.segments.count {
                merged.width = control.segments[segment.index].width
                merged.enabled = control.segments[segment.index].enabled
                control.segments[segment.index] = merged
            } else {
                merged.index = control.segments.count
                control.segments.append(merged)
            }
        }
        for unresolved in edit.control.unresolvedTitles {
            control.unresolvedTitles.removeAll { $0.segment == unresolved.segment }
            control.unresolvedTitles.append(unresolved)
        }
        if let distribution = edit.control.settings.distribution { control.settings.distribution = distribution }
        if edit.control.settings.font != FontSettings() {
            control.settings.font = control.settings.font.overriding(with: edit.control.settings.font)
        }
        for (state, font) in edit.control.settings.states { control.settings.states[state] = font }
        control.origin = .interfaceBuilder
    }
}
