import Foundation
import SegQACode
import SegQAModel
import SegQATesting
import Testing

/// Every built-in recogniser's examples, run as a user runs segqa (`segqa controls DIR`) on a
/// folder holding the example's files, and again in variants of the same code that must give
/// the same titles: the titles' expression through a local constant, through a local helper
/// function, inside extra parentheses, and (Kotlin) with `R` imported under an alias; and one
/// that must give no control: the whole file inside `#if DEBUG` (Swift, Objective-C), which a
/// release build leaves out.
@Suite struct RecogniserExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let recogniser: String
        let example: RecogniserExample
        var testDescription: String { "\(recogniser): \(example.summary)" }
    }

    static let cases = BuiltInRecognisers.examples.map { Case(recogniser: $0.recogniser, example: $0.example) }

    enum Variant: String, CaseIterable {
        case asWritten = "as written"
        case parentheses = "in parentheses"
        case localConstant = "through a local constant"
        case helperFunction = "through a helper function"
        case importAlias = "with R imported under an alias"
        case debugOnly = "inside #if DEBUG"
    }

    /// The example's files as the variant writes them; nil when the variant does not apply to
    /// its language.
    static func files(_ example: RecogniserExample, _ variant: Variant) -> [(String, String)]? {
        var applied = false
        let files = example.files.map { file -> (String, String) in
            guard let language = file.language, let open = file.text.range(of: "⟦"),
                let close = file.text.range(of: "⟧", range: open.upperBound..<file.text.endIndex)
            else { return (file.path, file.text.replacingOccurrences(of: "⟦", with: "")) }
            let expression = String(file.text[open.upperBound..<close.lowerBound])
            let before = String(file.text[..<open.lowerBound]), after = String(file.text[close.upperBound...])
            // The line the expression is on, and its indentation: declarations go just above it.
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            let indentation = String(before[lineStart...].prefix { $0 == " " })
            let head = String(before[..<lineStart]), lineHead = String(before[lineStart...])
            func declaring(_ declaration: String, use: String) -> String {
                head + indentation + declaration + "\n" + lineHead + use + after
            }
            switch variant {
            case .asWritten:
                applied = true
                return (file.path, before + expression + after)
            case .parentheses:
                applied = true
                return (file.path, before + "(" + expression + ")" + after)
            case .localConstant:
                applied = true
                switch language {
                case .swift: return (file.path, declaring("let exampleTitles = \(expression)", use: "exampleTitles"))
                case .kotlin: return (file.path, declaring("val exampleTitles = \(expression)", use: "exampleTitles"))
                case .java: return (file.path, declaring("var exampleTitles = \(expression);", use: "exampleTitles"))
                case .objectiveC:
                    return (file.path, declaring("__auto_type exampleTitles = \(expression);", use: "exampleTitles"))
                }
            case .helperFunction:
                switch language {
                case .swift:
                    applied = true
                    return (
                        file.path,
                        declaring("func exampleTitles() -> Any { \(expression) }", use: "exampleTitles()")
                    )
                case .kotlin:
                    applied = true
                    return (file.path, declaring("fun exampleTitles() = \(expression)", use: "exampleTitles()"))
                case .objectiveC:
                    applied = true
                    return (
                        file.path,
                        "static id exampleTitles(void) { return \(expression); }\n\n" + before + "exampleTitles()"
                            + after
                    )
                case .java:
                    return (file.path, before + expression + after)
                }
            case .importAlias:
                guard language == .kotlin, expression.contains("R.") else {
                    return (file.path, before + expression + after)
                }
                applied = true
                let aliased = expression.replacingOccurrences(of: "R.", with: "AppR.")
                return (file.path, "import org.example.R as AppR\n\n" + before + aliased + after)
            case .debugOnly:
                guard language == .swift || language == .objectiveC else {
                    return (file.path, before + expression + after)
                }
                applied = true
                return (file.path, "#if DEBUG\n" + before + expression + after + "\n#endif\n")
            }
        }
        return applied ? files : nil
    }

    /// The controls `segqa controls --format json` lists for a folder: each one's style and titles.
    static func controls(_ files: [(String, String)]) throws -> [(style: String, titles: [String])] {
        let folder = try RealRepositoryTests.folder(Dictionary(uniqueKeysWithValues: files))
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["controls", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        return (root["controls"]?.array ?? []).map { control in
            let titles = (control["segments"]?.array ?? []).map { segment in
                segment["title"]?.string ?? segment["image"]?.string.map { "image:" + $0 } ?? "-"
            }
            return (control["style"]?.string ?? "", titles)
        }
    }

    @Test(arguments: cases)
    func theExampleAndItsVariantsGiveTheSameTitles(_ test: Case) throws {
        let example = test.example
        #expect(
            !example.files.isEmpty && example.files.contains { $0.text.contains("⟦") }, "an example marks its titles")
        for variant in Variant.allCases {
            guard let files = Self.files(example, variant) else { continue }
            let found = try Self.controls(files)
            if variant == .debugOnly {
                #expect(found.isEmpty, "\(variant.rawValue): a release build has no such control: \(found)")
                continue
            }
            #expect(found.count == 1, "\(variant.rawValue): \(found)")
            #expect(found.first?.titles == example.titles, "\(variant.rawValue)")
            #expect(found.first?.style == example.style, "\(variant.rawValue)")
        }
    }

    /// Every recogniser in the registry shows itself at work.
    @Test func everyRecogniserHasAnExample() {
        let named = Set(BuiltInRecognisers.examples.map(\.recogniser))
        #expect(named.count == BuiltInRecognisers.names.count, "\(BuiltInRecognisers.names.subtracting(named))")
    }
}
