import Foundation
import SegQACode
import SegQAModel

/// Code's edits of Interface Builder controls. A storyboard or XIB control is re-titled only
/// through an outlet of its own scene's class (the `customClass` that owns the outlet: a view
/// controller, a XIB's File's Owner, a cell) or a subclass of it: the same property name in an
/// unrelated class is another control. One outlet configured from several call sites (a cell's
/// `configure(titles:)`) makes one control per call.
enum OutletMerge {
    /// Applies the edits; returns those no control read takes.
    static func apply(_ edits: [CodeReader.OutletEdit], to files: inout [LoadedFile], supertypes: [String: [String]])
        -> [CodeReader.OutletEdit]
    {
        var used = Set<Int>()
        for f in files.indices {
            guard case .content(var content) = files[f] else { continue }
            var controls: [ControlSpec] = []
            var changed = false
            for control in content.controls {
                guard let property = control.outlet, let owner = control.outletOwner else {
                    controls.append(control)
                    continue
                }
                let matching = edits.indices.filter { index in
                    edits[index].property == property
                        && isKind(owner, of: edits[index], supertypes: supertypes)
                }
                guard !matching.isEmpty else {
                    controls.append(control)
                    continue
                }
                changed = true
                used.formUnion(matching)
                for index in matching {
                    var merged = control
                    merge(edits[index], into: &merged)
                    if matching.count > 1 {
                        // One control per call (a cell configured by each row): named and placed there.
                        merged.id = edits[index].control.id
                        merged.file = edits[index].control.file
                        merged.location = edits[index].control.location
                        merged.pointer = edits[index].control.pointer
                    }
                    controls.append(merged)
                }
            }
            if changed {
                content.controls = controls
                files[f] = .content(content)
            }
        }
        return edits.indices.filter { !used.contains($0) }.map { edits[$0] }
    }

    /// Whether the storyboard's owner class is the class the code ran as, the class declaring
    /// the outlet, or a subclass of it.
    static func isKind(_ owner: String, of edit: CodeReader.OutletEdit, supertypes: [String: [String]]) -> Bool {
        var pending = [owner]
        var seen: Set<String> = []
        while let name = pending.popLast(), seen.count < 64 {
            guard seen.insert(name).inserted else { continue }
            if name == edit.runtimeType || name == edit.declaringType { return true }
            pending += supertypes[name] ?? []
        }
        return false
    }

    /// The code's titles win (they are what the device shows), and findings point at the code.
    static func merge(_ edit: CodeReader.OutletEdit, into control: inout ControlSpec) {
        if edit.replacesSegments { control.segments = [] }
        for segment in edit.control.segments {
            let isUnset =
                segment.title == nil && segment.image == nil
                && !edit.control.unresolvedTitles.contains { $0.segment == segment.index }
            if isUnset && segment.index < control.segments.count { continue }
            var merged = segment
            if segment.index < control.segments.count {
                merged.width = merged.width ?? control.segments[segment.index].width
                merged.enabled = control.segments[segment.index].enabled && segment.enabled
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
        if let reason = edit.control.notChecked { control.notChecked = reason }
        let settings = edit.control.settings
        if let distribution = settings.distribution { control.settings.distribution = distribution }
        if settings.font != FontSettings() {
            control.settings.font = control.settings.font.overriding(with: settings.font)
        }
        for (state, font) in settings.states { control.settings.states[state] = font }
        if let states = settings.customizedStates {
            control.settings.customizedStates = states
            control.settings.customizedStatesLocation = settings.customizedStatesLocation
        }
        if let first = settings.contentOffsetFirst { control.settings.contentOffsetFirst = first }
        if let last = settings.contentOffsetLast { control.settings.contentOffsetLast = last }
        if let width = settings.width { control.settings.width = width }
        if let margin = settings.margin {
            control.settings.margin = margin
            control.settings.width = nil
        }
        control.origin = .interfaceBuilder
    }
}

/// Code's titles for Android layout controls: a `TabLayout` given its tabs (`addTab`, a pager,
/// `TabLayoutMediator`), the buttons of a toggle group titled with `setText`.
enum LayoutMerge {
    /// Applies the edits and titles; returns the edits no layout read takes, as controls.
    static func apply(_ edits: [CodeReader.LayoutEdit], _ titles: [CodeReader.ViewTitle], to files: inout [LoadedFile])
        -> [ControlSpec]
    {
        var used = Set<Int>()
        // The code's edit of a layout's control: its tabs, unless the code only reaches them
        // (`getTabAt(1)?.select()` leaves the layout's own).
        func take(_ edit: Int, into control: inout ControlSpec) {
            used.insert(edit)
            let code = edits[edit].control
            if let scrolls = edits[edit].tabsScroll, control.settings.style != nil {
                control.settings.style?.value = scrolls ? "material-tabs-scrollable" : "material-tabs"
            }
            if !code.segments.isEmpty || !code.unresolvedTitles.isEmpty || code.notChecked != nil {
                control.segments = code.segments
                control.unresolvedTitles = code.unresolvedTitles
                control.notChecked = code.notChecked
            }
        }
        // The buttons the code titles (`binding.buttonDay.text = …`), in the layout as `key` names it.
        func title(_ control: inout ControlSpec, key: String) -> Bool {
            var changed = false
            for s in control.segments.indices {
                guard let viewID = control.segments[s].viewID,
                    let title = titles.last(where: { $0.id == viewID && ($0.layout ?? key) == key })
                else { continue }
                control.segments[s].title = title.title
                if let label = title.label { control.segments[s].accessibilityLabel = label }
                if var unresolved = title.unresolved {
                    unresolved.segment = s
                    control.unresolvedTitles.append(unresolved)
                }
                changed = true
            }
            return changed
        }
        // Layouts the code inflated more than once (`FilterDialogRowBinding.inflate` for each filter
        // group): the second and later are `layout#2` …, each a control of its own.
        let inflations = Set(edits.compactMap(\.layout) + titles.compactMap(\.layout)).filter { $0.contains("#") }
        for f in files.indices {
            guard case .content(var content) = files[f] else { continue }
            var changed = false
            let layout = ((content.path as NSString).lastPathComponent as NSString).deletingPathExtension
            let copies = inflations.filter { $0.hasPrefix(layout + "#") }.sorted {
                (Int($0.dropFirst(layout.count + 1)) ?? 0) < (Int($1.dropFirst(layout.count + 1)) ?? 0)
            }
            var added: [ControlSpec] = []
            for c in content.controls.indices where content.controls[c].origin == .androidLayout {
                let id = content.controls[c].layoutViewID
                let layoutControl = content.controls[c]
                // Edits of code whose layout segqa knows (`setContentView(R.layout.x)`) are that
                // layout's; those of code whose layout it cannot name (`getBody().findViewById(…)`)
                // go to a layout with the id only when none of the first kind do (AppManager's
                // details tabs took a dialog's 'Backup | Restore…', both views being `tab_layout`).
                func matches(_ key: String) -> [Int] {
                    guard let id else { return [] }
                    let named = edits.indices.filter { edits[$0].id == id && edits[$0].layout == key }
                    return named.isEmpty
                        ? edits.indices.filter { edits[$0].id == id && edits[$0].layout == nil } : named
                }
                // The code that titles the view first, then the code that only reaches it
                // (`getTabAt(1)?.select()`), which leaves the layout's own tabs.
                let all = matches(layout)
                let own =
                    all.filter { !edits[$0].control.segments.isEmpty }
                    + all.filter { edits[$0].control.segments.isEmpty }
                // The same view titled by the code of several types (an activity's tabs, given
                // pages by each fragment): one control per type, each named after its code.
                if own.filter({ !edits[$0].control.segments.isEmpty }).count > 1, let first = own.first {
                    content.controls[c].id.value = "\(layoutControl.id.value)@\(edits[first].control.id.value)"
                }
                for other in own.dropFirst() where !edits[other].control.segments.isEmpty {
                    var site = layoutControl
                    site.id.value = "\(layoutControl.id.value)@\(edits[other].control.id.value)"
                    take(other, into: &site)
                    AndroidLayoutReader.settleUntitled(&site)
                    added.append(site)
                }
                for edit in own.dropFirst() where edits[edit].control.segments.isEmpty { used.insert(edit) }
                if let first = own.first {
                    take(first, into: &content.controls[c])
                    changed = true
                }
                if title(&content.controls[c], key: layout) { changed = true }
                AndroidLayoutReader.settleUntitled(&content.controls[c])
                var copyIDs: Set<String> = []
                // The same titles made for two screens that share the code (AntennaPod's episode
                // filter, in two subclasses of one dialog) are one control.
                var made = [content.controls[c].segments.map(\.title)]
                for key in copies {
                    var copy = layoutControl
                    copy.id.value = "\(layoutControl.id.value)#\(key.dropFirst(layout.count + 1))"
                    var touched = false
                    if let first = matches(key).first {
                        // Named after the code that titles it, as the types' controls above are
                        // (each of Kore's tab screens inflates the base class's layout again).
                        let edit = edits[first].control
                        let named = "\(layoutControl.id.value)@\(edit.screen ?? edit.id.value)"
                        if !edit.segments.isEmpty, copyIDs.insert(named).inserted {
                            copy.id.value = named
                        }
                        take(first, into: &copy)
                        touched = true
                    }
                    if title(&copy, key: key) { touched = true }
                    AndroidLayoutReader.settleUntitled(&copy)
                    let titles = copy.segments.map(\.title)
                    if touched, copy.segments != content.controls[c].segments, !made.contains(titles) {
                        made.append(titles)
                        added.append(copy)
                    }
                }
            }
            if !added.isEmpty {
                content.controls += added
                changed = true
            }
            if changed { files[f] = .content(content) }
        }
        // An edit no layout takes is a control of its own, if the code gave it any segment.
        return edits.indices.filter { !used.contains($0) && !edits[$0].control.segments.isEmpty }.map {
            edits[$0].control
        }
    }
}
