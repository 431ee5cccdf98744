import Foundation
import SegQACore
import SegQARules
import SegQATesting
import Testing

/// One test runs every rule over its own examples (after SwiftLint): a rule cannot exist
/// without examples, and the examples are its documentation.
@Suite struct RuleExampleTests {
    static let rules: [any Rule] = BuiltInRules.instances()

    static func scratch() throws -> URL {
        let url = Scratch.root.appendingPathComponent("segqa-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: BuiltInRules.all.map { $0.description.id })
    func examplesTriggerExactlyWhereMarked(id: String) throws {
        let rule = BuiltInRules.named(id)!.init()
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for example in rule.description.nonTriggeringExamples {
            let outcome = try ExampleRunner.run(rule, example: example, directory: directory)
            #expect(
                outcome.found.isEmpty,
                "\(id) must not trigger on:\n\(example.text)\nbut found: \(outcome.findings.map(\.message))")
            #expect(!example.text.contains(ExampleRunner.marker), "non-triggering examples carry no ↓")
        }
        for example in rule.description.triggeringExamples {
            let outcome = try ExampleRunner.run(rule, example: example, directory: directory)
            #expect(!outcome.marked.isEmpty, "a triggering example marks where with ↓:\n\(example.text)")
            // The messages are part of the rule's specification: each example says what its findings say.
            if ProcessInfo.processInfo.environment["SEGQA_DUMP_MESSAGES"] == "1" {
                let data = try JSONSerialization.data(withJSONObject: outcome.findings.map(\.message))
                print("MESSAGES \(id) \(String(decoding: data, as: UTF8.self))")
            }
            #expect(!example.messages.isEmpty, "\(id): a triggering example lists its findings' messages")
            // Examples are documentation and read without the invisible isolates around quoted
            // titles (`quoted`; IsolationTests checks they are there).
            #expect(
                outcome.findings.map { $0.message.filter { $0 != "\u{2068}" && $0 != "\u{2069}" } } == example.messages,
                "\(id): the findings' messages")
            #expect(
                outcome.found == outcome.marked,
                "\(id) on:\n\(example.text)\nfound \(outcome.found) (\(outcome.findings.map(\.message))), marked \(outcome.marked)"
            )
            for finding in outcome.findings {
                #expect(finding.severity == rule.description.severity)
                #expect(!finding.message.hasSuffix("."), "messages end without a period")
                #expect(
                    finding.message.first?.isUppercase != true || finding.message.first == "'",
                    "messages start lower-case")
            }
            // Reformatting the JSON moves lines and columns, never which value a finding is about.
            let reformatted = try ExampleRunner.run(rule, example: example, reformatted: true, directory: directory)
            #expect(reformatted.found == reformatted.marked, "\(id) after reformatting")
            #expect(reformatted.findings.map(\.pointer) == outcome.findings.map(\.pointer))
            // An inline suppression silences it.
            // (Input rules judge files, not controls: segqa.json's "rules" turns them off.)
            if !(rule is any InputRule),
                !example.text.contains("\n---\n")
                    || example.text.components(separatedBy: "\n---\n")[0].contains("\"id\"")
            {
                let suppressed = try ExampleRunner.run(rule, example: example, suppress: true, directory: directory)
                #expect(suppressed.found.isEmpty, "\"segqa:disable\": [\"\(id)\"] must silence \(id)")
            }
        }
    }

    @Test func registryIsCompleteAndWellFormed() throws {
        let ids = BuiltInRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        for rule in BuiltInRules.all {
            let d = rule.description
            #expect(
                d.id.range(of: "^[a-z][a-z0-9]*(_[a-z0-9]+)*$", options: .regularExpression) != nil,
                "\(d.id) is snake_case")
            #expect(!d.id.hasSuffix("_rule"))
            #expect(!d.triggeringExamples.isEmpty, "\(d.id) has triggering examples")
            #expect(!d.nonTriggeringExamples.isEmpty, "\(d.id) has non-triggering examples")
            #expect(!d.rationale.isEmpty && !d.documentation.isEmpty)
        }
        // Every rule file in Sources/SegQARules/Rules is listed in the registry.
        let rulesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SegQARules/Rules").standardized
        let files =
            FileManager.default.enumerator(atPath: rulesDirectory.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix("Rule.swift") }.map {
                String($0.split(separator: "/").last!.dropLast(".swift".count))
            } ?? []
        #expect(!files.isEmpty)
        let registered = Set(BuiltInRules.all.map { String(describing: $0) })
        for file in files { #expect(registered.contains(file), "\(file) is not listed in BuiltInRules.all") }
    }
}
