import Foundation
import SegQAFormatting

/// Reads the segmented controls of a storyboard or XIB: segment titles and images, enabled
/// flags, fixed segment widths, `selectedSegmentIndex`, the frame width and
/// `apportionsSegmentWidthsByContent`. Titles are the development region's (Base.lproj); their
/// translations are the keys `<ObjectID>.segmentTitles[N]` of the table named after the file
/// (`xx.lproj/Main.strings`, `Main.xcstrings`, or an XLIFF `<file original="…/Main.storyboard">`).
/// Control ids are `<File>.<ObjectID>`, stable across edits of the layout.
/// Interface Builder keeps no accessibility labels per segment: apps set them in code.
public enum InterfaceBuilderReader {
    public static func read(_ raw: SourceText) throws -> ContentFile {
        let source = try TextEncoding.utf8(raw)
        let root = try XMLReader.parse(source)
        // Interface Builder 3's archive format (Xcode 4 and older), which Xcode still builds: read
        // as holding no control when it holds no segmented control (most such files are cells and
        // small views); one that does is said to be unread, so no control goes unmentioned.
        if root.name == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3") == true {
            guard !source.contains("IBUISegmentedControl") else {
                throw ModelError(
                    source.location(of: root.offset),
                    "an Interface Builder 3 archive holding a segmented control: segqa reads the document format "
                        + "Xcode writes since version 5 (open the file in Xcode and save it to convert it)")
            }
            return ContentFile(
                path: source.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(), controls: [])
        }
        guard root.name == "document" else {
            throw ModelError(
                source.location(of: root.offset), "expected an Interface Builder <document>, found <\(root.name)>")
        }
        let table = ((source.file as NSString).lastPathComponent as NSString).deletingPathExtension
        // <outlet property="periodControl" destination="…"/> in the <connections> of the object that
        // owns it (a scene's view controller, a XIB's File's Owner or cell, by their customClass):
        // code re-titles the control through that property of that class.
        var outlets: [String: (property: String, owner: String?)] = [:]
        var customClasses: [String] = []
        var pending = [root]
        while let element = pending.popLast() {
            if let customClass = element["customClass"], !customClasses.contains(customClass) {
                customClasses.append(customClass)
            }
            for child in element.elements {
                if child.name == "connections" {
                    for outlet in child.elements(named: "outlet") {
                        if let property = outlet["property"], let destination = outlet["destination"] {
                            outlets[destination] = (property, element["customClass"])
                        }
                    }
                }
                pending.append(child)
            }
        }
        let (reach, sceneOf) = interfaceReach(root, isStoryboard: source.file.hasSuffix(".storyboard"))
        let margins = constraintMargins(root, in: source)
        let natural = naturalWidthViews(root)
        var controls: [ControlSpec] = []
        for element in root.descendants(named: "segmentedControl") {
            guard let idAttribute = element.attribute("id") else {
                throw ModelError(source.location(of: element.offset), "a <segmentedControl> without an 'id'")
            }
            let objectID = idAttribute.value
            let location = source.location(of: idAttribute.valueOffset)
            let pointer = "/" + jsonPointerToken(objectID)
            var settings = LayoutSettings()
            // The height matters where titles wrap (labels made multi-line through an appearance
            // proxy): the lines that fit in it. UIKit's own 32 pt is not written, so any other is the app's.
            if let frame = element.elements(named: "rect").first(where: { $0["key"] == "frame" }),
                let height = frame.attribute("height"),
                let value = try points(height, in: source, range: 0...100_000), value > 0, value != 32, value != 31
            {
                settings.height = Located(
                    value, at: source.location(of: height.valueOffset), pointer: pointer + "/frame/height")
            }
            if let frame = element.elements(named: "rect").first(where: { $0["key"] == "frame" }),
                let width = frame.attribute("width"),
                let value = try points(width, in: source, range: 0...100_000), value > 0
            {
                // A zero width is Auto Layout's to set: the control is laid out at device widths.
                settings.width = Located(
                    value, at: source.location(of: width.valueOffset), pointer: pointer + "/frame/width")
            }
            if natural.contains(objectID) {
                // Auto Layout with nothing that sets its width: the control keeps its natural size,
                // whatever width the canvas drew it at (GoMap's "Primary | All" beside a button).
                settings.width = nil
                settings.widthMode = Located(
                    "content", at: location, pointer: pointer + "/translatesAutoresizingMaskIntoConstraints")
            }
            if let margin = margins[objectID] {
                // Pinned to its superview's edges: as wide as the screen less those constants.
                settings.margin = Located(margin.value, at: margin.location, pointer: pointer + "/constraints")
            }
            if let apportion = element.attribute("apportionsSegmentWidthsByContent"), apportion.value == "YES" {
                settings.distribution = Located(
                    "proportional", at: source.location(of: apportion.valueOffset), pointer: pointer)
            }
            let segmentElements = element.first("segments")?.elements(named: "segment") ?? []
            var segments: [SegmentSpec] = []
            for (index, segment) in segmentElements.enumerated() {
                let key = "\(objectID).segmentTitles[\(index)]"
                let segmentPointer = "/" + jsonPointerToken(key)
                let segmentLocation = source.location(of: segment.offset)
                var title: LocalizedText?
                if let attribute = segment.attribute("title"), !(attribute.value.isEmpty && segment["image"] != nil) {
                    let titleLocation = source.location(of: attribute.valueOffset)
                    title = LocalizedText(
                        entries: ["": Located(attribute.value, at: titleLocation, pointer: segmentPointer)],
                        location: titleLocation, pointer: segmentPointer,
                        reference: StringReference(table: table, key: key, location: titleLocation))
                }
                var image: ImageSpec?
                if let attribute = segment.attribute("image") {
                    let imageLocation = source.location(of: attribute.valueOffset)
                    image = ImageSpec(
                        name: Located(attribute.value, at: imageLocation, pointer: segmentPointer + "/image"),
                        width: 0, height: 0, location: imageLocation, pointer: segmentPointer + "/image")
                }
                var width: Located<Double>?
                if let attribute = segment.attribute("width"),
                    let value = try points(attribute, in: source, range: 0...100_000)
                {
                    width = Located(
                        value, at: source.location(of: attribute.valueOffset), pointer: segmentPointer + "/width")
                }
                segments.append(
                    SegmentSpec(
                        index: index, location: segmentLocation, pointer: segmentPointer, title: title, image: image,
                        accessibilityLabel: nil, width: width, enabled: segment["enabled"] != "NO", suppressions: []))
            }
            let selected = element["selectedSegmentIndex"].flatMap(Int.init).flatMap {
                $0 >= 0 && $0 < segments.count ? $0 : nil
            }
            var control = ControlSpec(
                id: Located("\(table).\(objectID)", at: location, pointer: pointer), file: source.file,
                location: location, pointer: pointer, settings: settings, segments: segments,
                selectedSegment: selected)
            control.origin = .interfaceBuilder
            control.outlet = outlets[objectID]?.property
            control.outletOwner = outlets[objectID]?.owner
            control.interfaceScene = sceneOf[objectID]
            controls.append(control)
        }
        var file = ContentFile(
            path: source.file, sourceLocale: nil, locales: nil, defaults: LayoutSettings(), controls: controls)
        file.customClasses = customClasses.sorted()
        file.interfaceReach = reach
        return file
    }

    /// The file's ways in (`InterfaceReach`), and each segmented control's scene. A segue in the
    /// view controller's own `<connections>` is manual; one in a control's, a cell's, a bar
    /// button's or a gesture recognizer's is triggered by it; unwind segues lead back, not in.
    static func interfaceReach(_ root: XMLElement, isStoryboard: Bool) -> (InterfaceReach, [String: String]) {
        var reach = InterfaceReach(isStoryboard: isStoryboard)
        var sceneOf: [String: String] = [:]
        var actions: Set<String> = []
        for action in root.descendants(named: "action") {
            if let selector = action["selector"] { actions.insert(selector) }
        }
        reach.actions = actions.sorted()
        guard isStoryboard else {
            for object in root.first("objects")?.elements ?? [] {
                guard let customClass = object["customClass"] else { continue }
                if object.name != "placeholder" || object["placeholderIdentifier"] == "IBFilesOwner" {
                    reach.ownerClasses.append(customClass)
                }
            }
            return (reach, sceneOf)
        }
        reach.initialScene = root["initialViewController"]
        for scene in root.descendants(named: "scene") {
            guard
                let controller = scene.first("objects")?.elements.first(where: {
                    $0["sceneMemberID"] == "viewController"
                }),
                let id = controller["id"]
            else { continue }
            var segues: [InterfaceReach.Segue] = []
            var pending = [scene]
            while let element = pending.popLast() {
                for child in element.elements {
                    if child.name == "connections" {
                        for segue in child.elements(named: "segue") where segue["kind"] != "unwind" {
                            guard let destination = segue["destination"] else { continue }
                            segues.append(
                                InterfaceReach.Segue(
                                    destination: destination,
                                    isManual: element["id"] == id && segue["kind"] != "relationship",
                                    identifier: segue["identifier"]))
                        }
                    } else {
                        pending.append(child)
                    }
                }
            }
            reach.scenes.append(
                InterfaceReach.Scene(
                    id: id, customClass: controller["customClass"],
                    hasIdentifier: controller["storyboardIdentifier"] != nil,
                    segues: segues))
            for control in scene.descendants(named: "segmentedControl") {
                if let objectID = control["id"] { sceneOf[objectID] = id }
            }
        }
        return (reach, sceneOf)
    }

    /// The margins of views whose leading and trailing edges are pinned to their superview (or
    /// its safe area) by constraints with constants: the mean of the two, at the first
    /// constraint. Edges pinned to the layout margins (`leadingMargin`) keep the device's margins.
    static func constraintMargins(_ root: XMLElement, in source: SourceText) -> [String: (
        value: Double, location: SourceLocation
    )] {
        var sides: [String: (leading: Double?, trailing: Double?, location: SourceLocation)] = [:]
        for (owner, anchors, constraints) in constraintGroups(root) {
            for constraint in constraints {
                let first = constraint["firstItem"] ?? owner
                let second = constraint["secondItem"] ?? owner
                guard let firstAttribute = constraint["firstAttribute"],
                    let secondAttribute = constraint["secondAttribute"],
                    constraint["multiplier"] == nil || constraint["multiplier"] == "1"
                else { continue }
                let constant = constraint["constant"].flatMap(Double.init) ?? 0
                guard constant.isFinite, abs(constant) <= 1_000 else { continue }
                let edge =
                    [firstAttribute, secondAttribute].allSatisfy { $0 == "leading" || $0 == "left" }
                    ? "leading"
                    : [firstAttribute, secondAttribute].allSatisfy { $0 == "trailing" || $0 == "right" }
                        ? "trailing" : nil
                guard let edge else { continue }
                // view.edge = other.edge + constant, with one of the two the superview or a guide.
                let (view, sign): (String, Double)
                if anchors.contains(second), !anchors.contains(first) {
                    (view, sign) = (first, edge == "leading" ? 1 : -1)
                } else if anchors.contains(first), !anchors.contains(second) {
                    (view, sign) = (second, edge == "leading" ? -1 : 1)
                } else {
                    continue
                }
                let location = source.location(of: constraint.offset)
                var entry = sides[view] ?? (nil, nil, location)
                if edge == "leading" { entry.leading = sign * constant } else { entry.trailing = sign * constant }
                sides[view] = entry
            }
        }
        return sides.compactMapValues { entry in
            guard let leading = entry.leading, let trailing = entry.trailing else { return nil }
            return ((leading + trailing) / 2, entry.location)
        }
    }

    /// Each view's `<constraints>`, with the ids that stand for that view in them (its own and its
    /// layout guides'): the superview of the views they tie (or the view itself, for its own size).
    static func constraintGroups(_ root: XMLElement) -> [(
        owner: String, anchors: Set<String>, constraints: [XMLElement]
    )] {
        var groups: [(owner: String, anchors: Set<String>, constraints: [XMLElement])] = []
        var pending = [root]
        while let element = pending.popLast() {
            pending += element.elements
            guard let constraints = element.first("constraints"), let owner = element["id"] else { continue }
            var anchors: Set<String> = [owner]
            for guide in element.elements(named: "viewLayoutGuide") { if let id = guide["id"] { anchors.insert(id) } }
            groups.append((owner, anchors, constraints.elements(named: "constraint")))
        }
        return groups
    }

    /// The views laid out by Auto Layout (`translatesAutoresizingMaskIntoConstraints="NO"`, in at
    /// least one constraint: Xcode fixes the frame of a view in none, as it does for `fixedFrame`;
    /// not in a stack view, unless a vertical one that does not fill its width) whose width nothing
    /// sets: no width constraint of their own or shared with
    /// another view, and not both edges tied, through views placed edge to edge, to their
    /// superview or its guides. Such a view keeps its intrinsic size: a segmented control as wide
    /// as its titles. Only equalities tie (`≥`/`≤` leave room); `centerX` places, never sizes.
    static func naturalWidthViews(_ root: XMLElement) -> Set<String> {
        // `fixedFrame="YES"`: Interface Builder adds constraints that keep the frame as drawn.
        let candidates = root.descendants(named: "segmentedControl").filter {
            $0["translatesAutoresizingMaskIntoConstraints"] == "NO" && $0["fixedFrame"] != "YES"
        }.compactMap { $0["id"] }
        let stacked = Set(
            root.descendants(named: "stackView").flatMap { $0.first("subviews")?.elements ?? [] }.compactMap {
                $0["id"]
            })
        // A vertical stack view that centres (or aligns to one side) what it holds leaves each
        // its intrinsic width (iNaturalist's onboarding "Sign Up | Login"); one that fills, the default,
        // gives each its own width.
        let centred = Set(
            root.descendants(named: "stackView").filter {
                $0["axis"] == "vertical"
                    && ["center", "leading", "trailing", "top", "bottom"].contains($0["alignment"] ?? "")
            }.flatMap { $0.first("subviews")?.elements ?? [] }.compactMap { $0["id"] })
        // Horizontal ties: view id → (its edge, the other view, the other view's edge).
        var ties: [String: [(edge: String, other: String, otherEdge: String)]] = [:]
        var sized: Set<String> = []
        var constrained: Set<String> = []
        let superview = "⊤"  // a superview or one of its guides, in a tie
        for (owner, outer, constraints) in constraintGroups(root) {
            for constraint in constraints {
                constrained.insert(constraint["firstItem"] ?? owner)
                if let second = constraint["secondItem"] { constrained.insert(second) }
            }
            for constraint in constraints where constraint["relation"] == nil {
                let first = constraint["firstItem"] ?? owner
                let second = constraint["secondItem"]
                let firstAttribute = constraint["firstAttribute"] ?? ""
                let secondAttribute = constraint["secondAttribute"] ?? ""
                if firstAttribute == "width" { sized.insert(first) }
                if secondAttribute == "width", let second { sized.insert(second) }
                func edge(_ attribute: String) -> String? {
                    switch attribute {
                    case "leading", "left", "leadingMargin", "leftMargin": return "leading"
                    case "trailing", "right", "trailingMargin", "rightMargin": return "trailing"
                    default: return nil
                    }
                }
                guard let a = edge(firstAttribute), let b = edge(secondAttribute) else { continue }
                let other = second ?? owner
                ties[first, default: []].append((a, outer.contains(other) ? superview : other, b))
                ties[other, default: []].append((b, outer.contains(first) ? superview : first, a))
            }
        }
        // Whether a view's edge is tied to a superview or guide, through other views: the edge of
        // another view it is tied to is placed by that edge's other ties, or by its opposite edge's
        // (a view between has a width of its own: a button's, a label's). Never back through the view.
        func reachesAnchor(_ view: String, _ edge: String) -> Bool {
            var seen: Set<String> = []
            var frontier = [(view, edge)]
            while let (current, side) = frontier.popLast(), seen.count <= 10_000 {
                for tie in ties[current] ?? [] where tie.edge == side && tie.other != view {
                    if tie.other == superview { return true }
                    let far = tie.otherEdge == "leading" ? "trailing" : "leading"
                    for next in [tie.otherEdge, far] where seen.insert(tie.other + ":" + next).inserted {
                        frontier.append((tie.other, next))
                    }
                }
            }
            return false
        }
        return Set(
            candidates.filter { id in
                if centred.contains(id) { return !sized.contains(id) }
                return constrained.contains(id) && !stacked.contains(id) && !sized.contains(id)
                    && !(reachesAnchor(id, "leading") && reachesAnchor(id, "trailing"))
            })
    }

    /// A number of points in an attribute, checked: Interface Builder writes plain decimals, so
    /// anything else (text, "nan", "inf", absurd sizes) is bad input at its place.
    static func points(_ attribute: XMLElement.Attribute, in source: SourceText, range: ClosedRange<Double>) throws
        -> Double?
    {
        guard let value = Double(attribute.value), value.isFinite else {
            throw ModelError(
                source.location(of: attribute.valueOffset),
                "'\(attribute.name)' must be a number of points, got \"\(attribute.value)\"")
        }
        guard range.contains(value) else {
            throw ModelError(
                source.location(of: attribute.valueOffset),
                "'\(attribute.name)' must be between \(NumberText.plain(range.lowerBound)) and \(NumberText.plain(range.upperBound)) points, got \(attribute.value)"
            )
        }
        return value
    }
}
