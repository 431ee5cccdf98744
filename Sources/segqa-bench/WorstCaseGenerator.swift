import Foundation

/// Code written to cost the most a code reader can be made to spend: each case at a size a real app
/// could have, so that `segqa-bench worst-case` can show the cost grows with it linearly (1×, 2×, 4×).
struct WorstCaseGenerator {
    /// A case: its name, what it is, and how it writes an app of `scale` × its base size.
    struct Case: Sendable {
        var name: String
        var shape: @Sendable (Int) -> String
        var write: @Sendable (_ scale: Int, _ folder: String) throws -> Void
    }

    static let cases: [Case] = [
        Case(name: "ifs", shape: { "\(1000 * $0) undecidable ifs in a row" }) { scale, folder in
            var body = ""
            for n in 0..<(1000 * scale) {
                body +=
                    "        if flags[\(n % 7)] { title\(n % 10) = title\(n % 10) + \"\(n % 3)\" } else { count += 1 }\n"
            }
            let titles = (0..<10).map { "        var title\($0) = \"Day\"\n" }.joined()
            try write(
                folder + "/IfsViewController.swift",
                """
                import UIKit

                final class IfsViewController: UIViewController {
                    var flags: [Bool] = []
                    var count = 0
                    override func viewDidLoad() {
                \(titles)\(body)        let control = UISegmentedControl(items: [title0, "Week"])
                        view.addSubview(control)
                    }
                }

                """)
        },
        // Each return taken under an undecided condition is kept and the body goes on: a body of
        // nothing but such returns, called for a title, must still cost what it is long.
        Case(name: "returns", shape: { "\(1000 * $0) undecidable early returns" }) { scale, folder in
            var body = ""
            for n in 0..<(1000 * scale) { body += "        if flags[\(n % 7)] { return \"Title \(n % 20)\" }\n" }
            try write(
                folder + "/ReturnsViewController.swift",
                """
                import UIKit

                final class ReturnsViewController: UIViewController {
                    var flags: [Bool] = []
                    func title() -> String {
                \(body)        return "Day"
                    }
                    override func viewDidLoad() {
                        let control = UISegmentedControl(items: [title(), "Week"])
                        view.addSubview(control)
                    }
                }

                """)
        },
        Case(name: "recursion", shape: { "\(200 * $0) mutually recursive properties" }) { scale, folder in
            let count = 200 * scale
            var properties = ""
            for n in 0..<count { properties += "    var p\(n): String { p\((n + 1) % count) + \"x\" }\n" }
            try write(
                folder + "/RecursiveViewController.swift",
                """
                import UIKit

                final class RecursiveViewController: UIViewController {
                \(properties)
                    override func viewDidLoad() {
                        let control = UISegmentedControl(items: [p0, "Week"])
                        view.addSubview(control)
                    }
                }

                """)
        },
        Case(name: "doublings", shape: { "\(40 * $0) doublings of a text and a list" }) { scale, folder in
            let count = 40 * scale
            var statics = "    static let a0 = \"ab\"\n"
            for n in 1..<count { statics += "    static let a\(n) = a\(n - 1) + a\(n - 1)\n" }
            try write(
                folder + "/DoublingViewController.swift",
                """
                import UIKit

                enum Doubled {
                \(statics)}

                final class DoublingViewController: UIViewController {
                    override func viewDidLoad() {
                        var s = "ab"
                        for _ in 0..<\(count) { s = s + s }
                        var t = ["a", "b"]
                        for _ in 0..<\(count) { t.append(contentsOf: t) }
                        let control = UISegmentedControl(items: [s, Doubled.a\(count - 1), t[0]])
                        view.addSubview(control)
                    }
                }

                """)
        },
        Case(name: "uncalled", shape: { "\(2000 * $0) uncalled methods looping 200×200×200" }) { scale, folder in
            var methods = ""
            for n in 0..<(2000 * scale) {
                methods += """
                        func work\(n)() {
                            var total = 0
                            for a in 0..<200 { for b in 0..<200 { for c in 0..<200 { total += a + b + c } } }
                            control.setTitle("\\(total)", forSegmentAt: 0)
                        }

                    """
            }
            try write(
                folder + "/UncalledViewController.swift",
                """
                import UIKit

                final class UncalledViewController: UIViewController {
                    let control = UISegmentedControl(items: ["Day", "Week"])
                \(methods)}

                """)
        },
        Case(name: "files", shape: { "an app of \(20_000 * $0) Swift files" }) { scale, folder in
            for n in 0..<(20_000 * scale) {
                let control =
                    n % 100 == 0
                    ? "        let control = UISegmentedControl(items: [NSLocalizedString(\"tab\(n).a\", comment: \"\"), \"Week\"])\n        view.addSubview(control)\n"
                    : "        label.text = helper\(n % 50)(\(n))\n"
                try write(
                    folder + "/Module\(n / 1000)/Screen\(n).swift",
                    """
                    import UIKit

                    final class Screen\(n)ViewController: UIViewController {
                        let label = UILabel()
                        func helper\(n % 50)(_ value: Int) -> String { "value \\(value)" }
                        override func viewDidLoad() {
                    \(control)    }
                    }

                    """)
            }
        },
    ]

    static func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
