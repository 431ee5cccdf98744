import Foundation
import SegQACore
import SegQADrawing
import SegQAFormatting
import SegQALayout
import SegQAModel

/// `segqa render`: one control drawn as SVG, as the reports draw it.
struct RenderCommand: Command {
    static let spec = CommandSpec(
        name: "render",
        abstract: "draw one control as SVG from the real glyph outlines, as the reports do",
        arguments: "FILE...",
        options: [
            .value("control", "ID", help: "the control to draw (required)"),
            .value("locale", "L", help: "the locale (default: the source locale)"),
            .value(
                "state", "S", help: "normal (nothing selected) or selected:N; default: normal and each segment selected"
            ),
            .value("device", "NAME", help: "the device (default: the narrowest the control is laid out on)"),
            .value(
                "text-size", "SIZE",
                help: "a Dynamic Type content size (xS … xxxL, AX1 … AX5) for a control that scales; default L"),
            .value("width", "PT", help: "lay out at this control width instead"),
            .value("config", "FILE", help: "segqa.json to use (default: discovered upward)"),
            .value("output", "FILE", short: "o", help: "write the SVG to FILE instead of standard output"),
            .flag("force", help: "replace FILE even if segqa did not write it (never a file this run reads)"),
        ],
        discussion:
            "FILE... are the content and translation files the control needs (directories and globs as for check).")

    var session: SessionOptions
    var control: String
    var locale: String?
    var device: Device?
    var output: String?
    var force: Bool
    /// A Dynamic Type content size other than the default (L).
    var textSize: String?
    /// nil: every state; .some(nil): nothing selected; .some(n): segment n selected.
    var selection: Int??

    init(_ arguments: ParsedArguments) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "give the content file that holds the control")
        }
        guard let control = arguments.value("control") else { throw UsageError(message: "'--control ID' is required") }
        self.control = control
        locale = arguments.value("locale")
        output = arguments.value("output")
        force = arguments.flag("force")
        if let size = arguments.value("text-size") {
            guard TextStyle.contentSizes.contains(size) else {
                throw UsageError(
                    message:
                        "'--text-size' must be one of \(TextStyle.contentSizes.joined(separator: ", ")), got '\(size)'")
            }
            textSize = size == "L" ? nil : size
        }
        switch arguments.value("state") {
        case nil: selection = nil
        case "normal": selection = .some(nil)
        case let state?:
            guard state.hasPrefix("selected:"), let index = Int(state.dropFirst("selected:".count)), index >= 0 else {
                throw UsageError(message: "'--state' must be normal or selected:N, got '\(state)'")
            }
            selection = .some(index)
        }
        // The device also replaces the files' devices, so the control is laid out there.
        session = try SessionOptions(arguments)
        device = session.devices.first
    }

    func run(_ console: Console) throws -> ExitStatus {
        let session = try CheckSession(session)
        let measurer = session.requireMeasurer
        guard let resolved = session.controls.first(where: { $0.id == control }) else {
            var message = "no control '\(control)' in \(session.inputs.joined(separator: ", "))"
            if let suggestion = closest(control, in: session.controls.map(\.id)) {
                message += " (did you mean '\(suggestion)'?)"
            }
            throw InputError(message: message)
        }
        let locale = self.locale ?? resolved.sourceLocale
        let pictures: [Picture]
        let painter: ControlPainter
        do {
            let source = try session.engine.localize(
                resolved, locale: resolved.sourceLocale, source: nil, measurer: measurer)
            let item =
                locale == resolved.sourceLocale
                ? source
                : try session.engine.localize(resolved, locale: locale, source: source, measurer: measurer)
            // Its faces numbered in the order the titles use them, as a report numbers the run's.
            let faces = item.segments.flatMap { segment in
                ControlState.allCases.flatMap { segment.measurements[$0]?.shaped.faces ?? [] }
            }
            painter = ControlPainter(measurer: measurer, faces: faces)
            let ordered = item.layouts
            let wanted = device
            guard
                let layout = wanted.map({ device in ordered.first { $0.device.name == device.name } }) ?? ordered.first
            else {
                throw InputError(
                    message:
                        "control '\(control)' is not laid out on '\(device?.name ?? "")' (it uses \(ordered.map(\.device.name).joined(separator: ", "))); pass --device to lay it out there"
                )
            }
            let states: [Int?]
            switch selection {
            case nil: states = [nil] + item.segments.indices.map { $0 }
            case let .some(state):
                if let state, state >= item.segments.count {
                    throw InputError(
                        message: "'\(control)' has \(item.segments.count) segments; there is no segment \(state)")
                }
                states = [state]
            }
            pictures = try states.map {
                try painter.paint(
                    item, layout: layout, selected: $0, contentSize: resolved.dynamicType ? textSize : nil)
            }
        } catch {
            throw InputError(error)
        }
        let svg = PictureSet(pictures: pictures, glyphs: painter.glyphOutlines, runs: painter.glyphRuns).svgDocument(
            pictures)
        if let output {
            var writer = FileWriter(force: force)
            writer.add(output, svg)
            try writer.commit()
        } else {
            console.out(svg)
        }
        return .success
    }
}
