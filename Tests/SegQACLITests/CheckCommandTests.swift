import Foundation
import SegQAModel
import Testing

@Suite struct CheckCommandTests {
    static func write(_ text: String, name: String = "strings.json") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segqa-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func reportsTruncationWithLocationAndExitsOne() throws {
        let file = try Self.write("""
        {"segqa": 1, "defaults": {"width": 200, "font": {"family": "Inter"}},
         "controls": [{"id": "settings", "segments": [
           {"title": {"en": "Alerts", "de": "Benachrichtigungen"}}, {"title": {"en": "Privacy", "de": "Datenschutz"}}]}]}
        """)
        let result = try CLI.run(["check", file.path, "--fail-on", "error"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\(file.path):3:37: error: 'Benachrichtigungen' (de) needs"))
        #expect(result.stdout.contains("[title_truncated]"))
        #expect(try CLI.run(["check", file.path, "--fail-on", "never", "-q"]).status == 0)
        let json = try CLI.run(["check", file.path, "--format", "json"])
        let root = try JSONParser.parse(Array(json.stdout.utf8))
        #expect(root["findings"]?.array?.first?["rule"]?.string == "title_truncated")
        #expect(root["findings"]?.array?.first?["pointer"]?.string == "/controls/0/segments/0/title/de")
    }

    @Test func baselineAcceptsKnownFindings() throws {
        let file = try Self.write(#"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "segments": [{"title": "Notifications and alerts"}, {"title": "Mail"}]}]}"#)
        let baseline = file.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        #expect(try CLI.run(["check", file.path, "--write-baseline", baseline]).status == 1)
        let again = try CLI.run(["check", file.path, "--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("in the baseline"))
    }

    @Test func badInputExits65WithLocation() throws {
        let file = try Self.write(#"{"segqa": 1, "controls": [{"id": "c", "segments": [{"titel": "Day"}]}]}"#)
        let result = try CLI.run(["check", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(file.path):1:53: unknown key 'titel' in a segment (did you mean 'title'?)"))
        #expect(try CLI.run(["check"]).status == 64)
        #expect(try CLI.run(["check", "/nonexistent.json"]).status == 65)
    }
}

@Suite struct RulesCommandTests {
    @Test func listsEveryRuleAndDocumentsOne() throws {
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        for id in ["title_truncated", "selected_title_truncated", "selection_width_jump", "image_segment_missing_label"] {
            #expect(list.stdout.contains(id))
        }
        let one = try CLI.run(["rules", "selection_width_jump"])
        #expect(one.stdout.contains("threshold"))
        #expect(one.stdout.contains("↓"))
        #expect(try CLI.run(["rules", "no_such_rule"]).status == 64)
    }
}
