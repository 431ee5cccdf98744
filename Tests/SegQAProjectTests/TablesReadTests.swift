import Foundation
import SegQAModel
import SegQAProject
import Testing

/// The loader tells its caller when the tables are read and the one-thread interpretation of
/// code begins, so the caller counts untranslated tables on another thread meanwhile.
@Suite struct TablesReadTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var seen: [(tables: Int, controls: Int)] = []
        func record(_ files: [LoadedFile], _ sourceLocale: String?) {
            let tables = files.filter { if case .tables = $0 { return true } else { return false } }.count
            let controls = files.reduce(0) { count, file in
                if case .content(let content) = file { return count + content.controls.count } else { return count }
            }
            lock.withLock { seen.append((tables, controls)) }
        }
    }

    static let strings = [
        "App/en.lproj/Localizable.strings": "\"day\" = \"Day\";\n\"week\" = \"Week\";\n",
        "App/de.lproj/Localizable.strings": "\"day\" = \"Tag\";\n\"week\" = \"Woche\";\n",
    ]
    static let code = [
        "App/RangeViewController.swift": """
        import UIKit
        final class RangeViewController: UIViewController {
            let range = UISegmentedControl(items: [NSLocalizedString("day", comment: ""), NSLocalizedString("week", comment: "")])
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(range) }
        }
        """
    ]

    func load(_ files: [String: String], jobs: Int) throws -> (LoadedInputs, Calls) {
        let root = try ShippingPlanTests.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        var options = ProjectLoader.Options(jobs: jobs)
        options.tablesRead = { files, sourceLocale in calls.record(files, sourceLocale) }
        return (try ProjectLoader.load([root], options: options), calls)
    }

    @Test func calledOnceWithTheTablesBeforeCodeIsInterpreted() throws {
        for jobs in [1, 2] {
            let (loaded, calls) = try load(Self.strings.merging(Self.code) { a, _ in a }, jobs: jobs)
            #expect(calls.seen.count == 1, "jobs \(jobs)")
            #expect(calls.seen.first?.tables == 2)
            #expect(calls.seen.first?.controls == 0, "told before the code's controls were made")
            // The code was read too: its control has the tables' titles.
            let controls = loaded.files.flatMap { file -> [ControlSpec] in
                if case .content(let content) = file { return content.controls } else { return [] }
            }
            #expect(controls.count == 1)
        }
    }

    @Test func calledWhenThereIsNoCode() throws {
        let (_, calls) = try load(Self.strings, jobs: 2)
        #expect(calls.seen.count == 1)
        #expect(calls.seen.first?.tables == 2)
    }
}
