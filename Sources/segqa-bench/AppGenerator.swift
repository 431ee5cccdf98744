import Foundation
import SegQAModel

/// Builds an app repository of the shape segqa meets in the wild, deterministically: `.strings`
/// tables in many `.lproj` folders (the load that dominates reading a real app) and Swift files,
/// a few of which build segmented controls from localized keys (UIKit with `NSLocalizedString`,
/// SwiftUI pickers over enums with `String(localized:)`), the rest ordinary app code.
struct AppGenerator {
    var corpus: CorpusGenerator
    static let tables = ["Localizable", "Settings", "Onboarding", "Errors"]

    /// Writes the app into `directory`; returns (controls, `.strings` files, Swift files).
    func write(
        locales localeCount: Int, keys: Int, swiftFiles: Int, to directory: String, seed: UInt64 = 0xA99
    ) throws -> (controls: Int, tables: Int, swift: Int) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let locales =
            corpus.locales(min(localeCount, corpus.locales(1000).count))
            + Self.synthetic(max(0, localeCount - corpus.locales(1000).count))
        let resources = (directory as NSString).appendingPathComponent("App/Resources")
        // Key k of every table takes title k of the pool (in the locale's language, else English).
        var tableCount = 0
        for locale in locales {
            let folder = (resources as NSString).appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for table in Self.tables {
                var text = "/* \(table).strings (\(locale)) */\n\n"
                for key in 0..<keys {
                    let title = corpus.pool[(key * 7 + table.count) % corpus.pool.count]
                    let value = title[locale] ?? title[corpus.base(locale)] ?? title["en"] ?? "Item \(key)"
                    text += "/* Item \(key) of \(table). */\n\"\(Self.key(table, key))\" = \"\(escaped(value))\";\n\n"
                }
                try Data(text.utf8).write(
                    to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("\(table).strings")))
                tableCount += 1
            }
        }
        let sources = (directory as NSString).appendingPathComponent("App/Sources")
        var controls = 0
        for index in 0..<swiftFiles {
            let folder = (sources as NSString).appendingPathComponent("Feature\(index / 25)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let table = Self.tables[next(Self.tables.count)]
            let count = 2 + next(3)
            let picked = (0..<count).map { _ in next(keys) }
            let code: String
            // Two files in 25 build a segmented control (40 in 500): a real app has a few dozen.
            switch index % 25 {
            case 0:
                controls += 1
                code = uikitScreen(index, table: table, keys: picked)
            case 12:
                controls += 1
                code = swiftUIScreen(index, keys: picked)
            default:
                code = modelCode(index, lines: 20 + next(40))
            }
            try Data(code.utf8).write(
                to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("File\(index).swift")))
        }
        return (controls, tableCount, swiftFiles)
    }

    static func key(_ table: String, _ index: Int) -> String { "\(table.lowercased()).item\(index)" }

    /// Locales past the corpora's languages and their regional variants: more English regions.
    static func synthetic(_ count: Int) -> [String] {
        let regions = [
            "AG", "AI", "AS", "AT", "BB", "BE", "BM", "BS", "BW", "BZ", "CC", "CK", "CM", "CX", "CY", "DE", "DG",
            "DK", "DM", "ER", "FI", "FJ", "FK", "FM", "GD", "GG", "GH", "GI", "GM", "GU", "GY", "IL", "IM", "IO",
            "JE", "JM", "KE", "KI", "KN", "KY", "LC", "LR", "LS", "MG", "MH", "MO", "MP", "MS", "MT", "MU", "MV",
        ]
        return regions.prefix(count).map { "en-\($0)" }
    }

    func uikitScreen(_ index: Int, table: String, keys: [Int]) -> String {
        let items = keys.map {
            "            NSLocalizedString(\"\(Self.key(table, $0))\", tableName: \"\(table)\", comment: \"Segment\"),"
        }.joined(separator: "\n")
        return """
            import UIKit

            final class Screen\(index)ViewController: UIViewController {
                private lazy var filter: UISegmentedControl = {
                    let control = UISegmentedControl(items: [
            \(items)
                    ])
                    control.selectedSegmentIndex = 0
                    control.translatesAutoresizingMaskIntoConstraints = false
                    return control
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(filter)
                    NSLayoutConstraint.activate([
                        filter.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        filter.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        filter.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                    ])
                    filter.addTarget(self, action: #selector(changed), for: .valueChanged)
                }

                @objc private func changed() {
                    reload(page: filter.selectedSegmentIndex)
                }

                private func reload(page: Int) {
                    print("page \\(page)")
                }
            }

            """
    }

    func swiftUIScreen(_ index: Int, keys: [Int]) -> String {
        let cases = keys.indices.map { "case option\($0)" }.joined(separator: "\n    ")
        let titles = keys.enumerated().map {
            "        case .option\($0.offset): return String(localized: \"\(Self.key("Localizable", $0.element))\")"
        }.joined(separator: "\n")
        return """
            import SwiftUI

            enum Mode\(index): String, CaseIterable, Identifiable {
                \(cases)

                var id: String { rawValue }

                var title: String {
                    switch self {
            \(titles)
                    }
                }
            }

            struct Screen\(index)View: View {
                @State private var mode = Mode\(index).option0

                var body: some View {
                    VStack(spacing: 12) {
                        Picker("Mode", selection: $mode) {
                            ForEach(Mode\(index).allCases) { mode in
                                Text(mode.title).tag(mode)
                            }
                        }
                        .pickerStyle(.segmented)
                        .padding(.horizontal)
                        Spacer()
                    }
                }
            }

            """
    }

    /// Ordinary app code: a model, a store with methods, loops and strings; no controls.
    func modelCode(_ index: Int, lines: Int) -> String {
        var body = ""
        for line in 0..<lines {
            body += """
                    func step\(line)(_ values: [Int]) -> Int {
                        var total = \(line)
                        for value in values where value % \(line % 7 + 2) == 0 { total += value * \(line % 5 + 1) }
                        return total > 1_000 ? total / 2 : total
                    }

                """
        }
        return """
            import Foundation

            struct Record\(index): Codable, Hashable {
                var id: UUID
                var name: String
                var createdAt: Date
                var tags: [String]
            }

            final class Store\(index) {
                private(set) var records: [Record\(index)] = []
                private let queue = DispatchQueue(label: "store.\(index)")

                func add(_ record: Record\(index)) {
                    queue.sync { records.append(record) }
                }

                var summary: String {
                    "\\(records.count) records, \\(records.flatMap(\\.tags).count) tags"
                }

            \(body)}

            """
    }
}

/// A `.strings` value: backslashes, quotes and line breaks escaped.
private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n")
}
