import Foundation
import SegQACode
import SegQAModel
import Testing

/// Code reading that is total and bounded on any code: each test is a shape that crashed, trapped
/// or ran for minutes on a whole repository (the issue "Never crash, never crawl"). A crash fails
/// the run; a crawl fails the time limit.
@Suite(.timeLimit(.minutes(1))) struct BoundedEvaluationTests {
    /// The one control the code makes, its titles as `describe` gives them.
    func titlesOfTheControl(_ files: [(String, String)]) throws -> [String] {
        let result = read(files)
        let control = try #require(result.controls.first)
        return titles(control)
    }

    func reason(_ files: [(String, String)]) throws -> String {
        let result = read(files)
        let control = try #require(result.controls.first)
        return control.unresolvedTitles.map(\.reason).joined(separator: "; ")
    }

    // MARK: - Recursion: unknown, never a stack that runs out

    @Test func anExtensionPropertyThatNamesItself() throws {
        // A 900-file app: `.length` of `self as NSString` is the extension again (470,000 frames).
        let code = """
            extension String {
                var length: Int { (self as NSString).length }
                var loc: String { self.loc }
            }
            final class ScopeViewController: UIViewController {
                override func viewDidLoad() {
                    let n = "abc".length
                    let control = UISegmentedControl(items: ["scope.all".loc, "Week \\(n)"])
                    view.addSubview(control)
                }
            }
            """
        let reasons = try reason([("Scope.swift", code)])
        #expect(reasons.contains("recursive"))
    }

    @Test func anEnumPropertyThatReadsItselfThroughAnotherCase() throws {
        let code = """
            enum Tab {
                case posts, replies
                var title: String {
                    switch self {
                    case .posts: return Tab.replies.title
                    case .replies: return Tab.posts.title + "s"
                    }
                }
                var other: String { self == .posts ? "Posts" : Tab.posts.title }
            }
            final class TabsViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(UISegmentedControl(items: [Tab.posts.title, Tab.replies.other]))
                }
            }
            """
        let result = read([("Tabs.swift", code)])
        let control = try #require(result.controls.first)
        #expect(control.unresolvedTitles.contains { $0.reason.contains("recursive") })
    }

    @Test func aKotlinWhenGetterThatReadsItself() throws {
        let code = """
            enum class Section {
                POSTS, REPLIES;
                val title: String
                    get() = when (this) {
                        POSTS -> REPLIES.title
                        REPLIES -> POSTS.title
                    }
            }

            @Composable
            fun Tabs(selected: Int) {
                TabRow(selectedTabIndex = selected) {
                    Section.entries.forEach { section -> Tab(selected = false, onClick = {}, text = { Text(section.title) }) }
                }
            }
            """
        let result = read([("Tabs.kt", code)])
        let control = try #require(result.controls.first)
        #expect(control.unresolvedTitles.contains { $0.reason.contains("recursive") })
    }

    @Test func aPropertyReadingTheSamePropertyOfANewObject() throws {
        let code = """
            struct Screen {
                var a: String { Screen().a }
            }
            final class ScreenViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(UISegmentedControl(items: [Screen().a, "Week"]))
                }
            }
            """
        #expect(try reason([("Screen.swift", code)]).contains("recursive"))
    }

    @Test func propertiesInALongCycleStayWithinTheStack() throws {
        // 3,000 properties each reading the next: evaluation nests, but not past its bound.
        var properties = ""
        for n in 0..<3000 { properties += "    var p\(n): String { p\((n + 1) % 3000) + \"x\" }\n" }
        let code = """
            final class CycleViewController: UIViewController {
            \(properties)
                override func viewDidLoad() { view.addSubview(UISegmentedControl(items: [p0, "Week"])) }
            }
            """
        let reasons = try reason([("Cycle.swift", code)])
        #expect(reasons.contains("recursive") || reasons.contains("nested too deeply"))
    }

    // MARK: - Numbers: every conversion to an index is checked

    @Test func outOfRangeAndNonFiniteNumbersAsIndexesAndCounts() throws {
        let code = """
            final class NumbersViewController: UIViewController {
                override func viewDidLoad() {
                    let titles = ["Day", "Week"]
                    let huge = 1e308 * 10
                    let notANumber = huge - huge
                    var more = ["Month"]
                    more.insert("Year", at: 99999999999999999999)
                    let control = UISegmentedControl(items: [titles[99999999999999999999], titles[notANumber]])
                    control.insertSegment(withTitle: "All", at: 1e30, animated: false)
                    control.setTitle("Never", forSegmentAt: 99999999999)
                    let first = titles.prefix(1e30)
                    let rest = titles.dropFirst(huge)
                    for n in 0..<huge { control.setTitle("\\(n)", forSegmentAt: 0) }
                    for k in stride(from: 1e17, to: 1e17 + 100, by: 1) { control.setTitle("\\(k)", forSegmentAt: 0) }
                    view.addSubview(control)
                }
            }
            """
        let result = read([("Numbers.swift", code)])
        #expect(result.controls.count == 1)
    }

    // MARK: - Alternatives and sizes are bounded

    @Test func alternativesThatWouldMultiplyAreUnknown() throws {
        var doublings = ""
        for _ in 0..<6 { doublings += "        s = s + s\n" }
        let code = """
            final class AlternativesViewController: UIViewController {
                override func viewDidLoad() {
                    let flag = UserDefaults.standard.bool(forKey: "compact")
                    var s = flag ? "a" : "b"
            \(doublings)        view.addSubview(UISegmentedControl(items: [s, "Week"]))
                }
            }
            """
        #expect(try reason([("Alternatives.swift", code)]).contains("too many alternatives"))
    }

    @Test func manyUndecidableConditionsAndSwitchesInARowCostTheirLength() throws {
        var conditions = ""
        for n in 0..<400 {
            conditions += "        if flags[\(n)] { title = title + \"\(n % 2)\" } else { count += \(n) }\n"
            conditions +=
                "        switch mode { case 0: other = \"a\"; case 1: other = \"b\"; default: other = \"c\" }\n"
        }
        let code = """
            final class ConditionsViewController: UIViewController {
                var flags: [Bool] = []
                var mode = 0
                override func viewDidLoad() {
                    var title = "Day"
                    var other = "x"
                    var count = 0
            \(conditions)        view.addSubview(UISegmentedControl(items: [title, other, "Month"]))
                }
            }
            """
        let started = Date()
        let result = read([("Conditions.swift", code)])
        #expect(result.controls.count == 1)
        // The third title is known: the joins kept the rest of the function running once.
        let control = try #require(result.controls.first)
        #expect(titles(control).last == "Month")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func titlesFromCodeHaveTheContentFilesLengthLimit() throws {
        var statics = "    static let a0 = \"ab\"\n"
        for n in 1..<40 { statics += "    static let a\(n) = a\(n - 1) + a\(n - 1)\n" }
        let code = """
            enum Doubled {
            \(statics)}
            final class DoublingViewController: UIViewController {
                override func viewDidLoad() {
                    var s = "ab"
                    for _ in 0..<40 { s = s + s }
                    var t = ["a", "b"]
                    for _ in 0..<40 { t.append(contentsOf: t) }
                    view.addSubview(UISegmentedControl(items: [s, Doubled.a39, t[0]]))
                }
            }
            """
        let result = read([("Doubling.swift", code)])
        let control = try #require(result.controls.first)
        let reasons = control.unresolvedTitles.map(\.reason)
        #expect(reasons.filter { $0.contains("longer than 10000 characters") }.count == 2)
        #expect(reasons.contains { $0.contains("longer than 1000 items") })
    }

    @Test func uncalledMethodsShareOneBudgetForTheRun() throws {
        var methods = ""
        for n in 0..<300 {
            methods += """
                    func work\(n)() {
                        var total = 0
                        for a in 0..<200 { for b in 0..<200 { for c in 0..<200 { total += a + b + c } } }
                        control.setTitle("\\(total)", forSegmentAt: 0)
                    }

                """
        }
        let code = """
            final class UncalledViewController: UIViewController {
                let control = UISegmentedControl(items: ["Day", "Week"])
            \(methods)}
            """
        let started = Date()
        let result = read([("Uncalled.swift", code)])
        #expect(result.controls.count == 1)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    // MARK: - Order

    @Test func rswiftNamesThatTwoTablesShareResolveTheSameWayEveryRun() throws {
        let code = """
            final class TitlesViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(UISegmentedControl(items: [R.string.tabTitles.all(), "Week"]))
                }
            }
            """
        var seen: Set<String> = []
        for attempt in 0..<12 {
            var options = CodeReader.Options()
            options.includeUnreachable = true
            // The same tables, handed over in a different order each time.
            let tables = attempt % 2 == 0 ? ["TabTitles", "Tab-Titles"] : ["Tab-Titles", "TabTitles"]
            var keys: [String: [String]] = [:]
            for table in tables { keys[table] = ["all", "none"] }
            options.tableKeys = TableKeys(keys)
            let result = read([("Titles.swift", code)], options: options)
            seen.insert(titles(try #require(result.controls.first))[0])
        }
        #expect(seen == ["Tab-Titles:all"])
    }
}
