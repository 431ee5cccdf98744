import Foundation
import SegQAFonts
import SegQATesting
import Testing

/// Debian's variable Inter (fonts-inter-variable).
private let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

/// Variable faces measured at any weight and optical size, against `hb-shape --variations`
/// (Goldens/variable-widths.jsonl, written by make-goldens.py).
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: interVariable) && Python.hasModule("fontTools"),
        "needs fonts-inter-variable and fontTools (scripts/setup installs them)"))
struct VariableFontTests {
    static let inter = interVariable

    struct Width: Decodable {
        var font, text, language: String
        var index, weight: Int
        var size, width: Double
    }

    static func goldens() throws -> [Width] {
        let lines = try String(
            contentsOf: Goldens.directory.appendingPathComponent("variable-widths.jsonl"), encoding: .utf8
        ).split(separator: "\n").dropFirst()
        return try lines.map { try JSONDecoder().decode(Width.self, from: Data($0.utf8)) }
    }

    /// The face with an opsz axis, made by the same script the goldens were made with.
    static func opticalFont() throws -> String {
        let path = Scratch.root.appendingPathComponent("segqa-optical-\(UUID()).ttf").path
        let script = try String(
            contentsOf: Goldens.directory.appendingPathComponent("make-optical-font.py"), encoding: .utf8)
        let made = try Python.run(script, [path])
        #expect(made.status == 0, "\(made.output)")
        return path
    }

    @Test func everyWeightAndOpticalSizeMatchesHBShape() throws {
        let measurer = try Measurer()
        let optical = try Self.opticalFont()
        defer { try? FileManager.default.removeItem(atPath: optical) }
        let goldens = try Self.goldens()
        #expect(goldens.count >= 1000)
        var largest = 0.0
        var failures: [String] = []
        for golden in goldens {
            let file = golden.font == "optical" ? optical : Self.inter
            let font = FontRequest(
                weight: FontWeight(golden.weight), fontFile: file, fontIndex: golden.index,
                opticalSize: golden.font == "optical" ? golden.size : nil)
            let m = try measurer.measure(golden.text, font: font, size: golden.size, locale: golden.language)
            let difference = abs(m.width - golden.width)
            largest = max(largest, difference)
            if difference > 0.01 || m.runs.contains(where: { $0.face.file != file }) {
                failures.append(
                    "\(golden.text) \(golden.font)#\(golden.index) w\(golden.weight) \(golden.size)pt: segqa \(m.width) hb-shape \(golden.width)"
                )
            }
        }
        print("largest |segqa − hb-shape --variations| over \(goldens.count) variable goldens: \(largest) pt")
        #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(10))")
    }

    /// The face says where it was set, clamped to its axes; a weight between the named instances
    /// is not rounded to one of them.
    @Test func theFaceNamesItsCoordinates() throws {
        let measurer = try Measurer()
        func run(_ weight: Int) throws -> (width: Double, face: FaceDescriptor) {
            let m = try measurer.measure(
                "Benachrichtigungen", font: FontRequest(weight: FontWeight(weight), fontFile: Self.inter), size: 13,
                locale: "de")
            return (m.width, try #require(m.runs.first).face)
        }
        let (w590, face590) = try run(590)
        #expect(face590.style == "wght 590")
        #expect(face590.weight == 590)
        #expect(face590.variations == [FontVariation(tag: "wght", value: 590)])
        let (w600, _) = try run(600)
        let (w500, _) = try run(500)
        #expect(w500 < w590 && w590 < w600, "590 lies between the Medium and SemiBold instances")
        let (w950, face950) = try run(950)
        #expect(face950.style == "wght 900", "past the axis: clamped to its end")
        #expect(w950 == (try run(900)).width)
    }

    /// The optical size follows the request's, and a cascade without a variable face ignores it:
    /// every optical size shares its shapes.
    @Test func opticalSizeSetsOnlyFacesThatHaveTheAxis() throws {
        let measurer = try Measurer()
        let optical = try Self.opticalFont()
        defer { try? FileManager.default.removeItem(atPath: optical) }
        func perPoint(_ file: String, _ size: Double) throws -> Double {
            let font = FontRequest(fontFile: file, opticalSize: size)
            return try measurer.measure("Notifications", font: font, size: size, locale: "en").width / size
        }
        #expect(try perPoint(optical, 8) < perPoint(optical, 13), "a lighter design at small sizes here")
        let staticFace = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let before = measurer.shapings
        #expect(try perPoint(staticFace, 13) == perPoint(staticFace, 28))
        #expect(measurer.shapings == before + 1, "one shaping serves both sizes of a static face")
    }
}
