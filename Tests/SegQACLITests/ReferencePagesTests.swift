import Foundation
import SegQATesting
import Testing

/// The reference beside the README: the pages generated from the code are the ones committed,
/// every relative link of the README and the reference leads to a file, and the README stays a
/// front door (at most 20 KB). Regenerate a page with the command its test names.
@Suite struct ReferencePagesTests {
    static let root = ReportCommandTests.repository.standardizedFileURL
    static let catalog = root.appendingPathComponent("Sources/segqa/segqa.docc")

    func committed(_ page: String) throws -> String {
        try String(contentsOf: Self.catalog.appendingPathComponent(page), encoding: .utf8)
    }

    /// `segqa rules --format markdown > Sources/segqa/segqa.docc/Rules.md`
    @Test func theRulesPageIsGeneratedFromTheRules() throws {
        let run = try CLI.run(["rules", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.stdout == (try committed("Rules.md")), "regenerate: segqa rules --format markdown")
        #expect(run.stdout.contains("\n## title_truncated\n"))
    }

    /// `segqa help --format markdown > Sources/segqa/segqa.docc/CommandReference.md`
    @Test func theCommandReferenceIsGeneratedFromTheOptions() throws {
        let run = try CLI.run(["help", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(run.stdout == (try committed("CommandReference.md")), "regenerate: segqa help --format markdown")
        #expect(run.stdout.contains("| `-j`, `--jobs N` |"))
    }

    @Test func theReadmeIsAFrontDoor() throws {
        let readme = try Data(contentsOf: Self.root.appendingPathComponent("README.md"))
        #expect(readme.count <= 20_000, "README.md is \(readme.count) bytes")
    }

    /// Relative links (`[Rules](Rules.md)`, `](Reports/report.html)`) name files that exist.
    @Test func everyRelativeLinkLeadsToAFile() throws {
        let pages =
            [Self.root.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(at: Self.catalog, includingPropertiesForKeys: nil))
            .filter { $0.pathExtension == "md" }
        var broken: [String] = []
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            var rest = text[...]
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                let target = String(rest[..<close])
                rest = rest[close...]
                guard !target.contains("://"), !target.hasPrefix("#"), !target.contains(" ") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1)[0])
                let url = page.deletingLastPathComponent().appendingPathComponent(path)
                if !FileManager.default.fileExists(atPath: url.path) {
                    broken.append("\(page.lastPathComponent): \(target)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
    }
}
