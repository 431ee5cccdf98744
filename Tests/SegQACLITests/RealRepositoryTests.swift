import Foundation
import SegQAModel
import SegQATesting
import Testing

/// `segqa check PATH-TO-REPO` on repositories in the shapes teams have: Corpora/WeatherApp (a
/// UIKit + SwiftUI app: storyboard placeholders re-titled in code, SwiftGen, a `.strings` with
/// `;;`, one with a syntax error, a String Catalog with keys Xcode adds) and small folders
/// written here for one behaviour each. Expected places are found in the fixture files by
/// searching their text (`place(of:in:)`), never taken from segqa's output.
@Suite struct RealRepositoryTests {
    static let weatherApp = ReportCommandTests.repository.appendingPathComponent("Corpora/WeatherApp")

    /// An Android `strings.xml` holding these names and values.
    static func androidStrings(_ pairs: [(String, String)]) -> String {
        "<resources>\n" + pairs.map { "<string name=\"\($0)\">\($1)</string>\n" }.joined() + "</resources>\n"
    }

    /// A layout whose TabLayout (`activity_main.tabs`) has a TabItem titled by each string key.
    static func tabLayout(_ keys: [String]) -> String {
        "<com.google.android.material.tabs.TabLayout xmlns:android=\"http://schemas.android.com/apk/res/android\" android:id=\"@+id/tabs\">\n"
            + keys.map { "    <com.google.android.material.tabs.TabItem android:text=\"@string/\($0)\" />\n" }.joined()
            + "</com.google.android.material.tabs.TabLayout>\n"
    }

    /// `segqa controls --format json` on a folder, which must succeed: its controls, and the output.
    static func controls(in folder: URL) throws -> (controls: [JSONNode], stdout: String) {
        let run = try CLI.run(["controls", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        return (try JSONParser.parse(Array(run.stdout.utf8))["controls"]?.array ?? [], run.stdout)
    }

    /// `segqa controls` on a folder: each control's source-language titles, by its id.
    static func controlTitles(in folder: URL) throws -> [String: [String]] {
        let run = try CLI.run(["controls", ".", "--format", "json"], cwd: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        var titlesByID: [String: [String]] = [:]
        for control in root["controls"]?.array ?? [] {
            titlesByID[control["id"]?.string ?? ""] =
                (control["segments"]?.array ?? []).compactMap { $0["title"]?.string }
        }
        return titlesByID
    }

    static func json(_ arguments: [String], cwd: URL? = nil) throws -> (
        status: Int32, findings: [JSONNode], root: JSONNode, stderr: String
    ) {
        let run = try CLI.run(
            ["check"] + arguments + ["--format", "json", "--fail-on", "never"],
            cwd: cwd ?? ReportCommandTests.repository)
        let root = try JSONParser.parse(Array((run.stdout.isEmpty ? "{}" : run.stdout).utf8))
        return (run.status, root["findings"]?.array ?? [], root, run.stderr)
    }

    static func place(_ f: JSONNode) -> String {
        "\(f["file"]?.string ?? ""):\(Int(f["line"]?.number ?? 0)):\(Int(f["column"]?.number ?? 0))"
    }

    /// "path:line:column" of the first occurrence of `text` in a file (columns count characters;
    /// the lines searched are ASCII up to the match).
    static func place(of text: String, in path: String, relativeTo base: URL = ReportCommandTests.repository) throws
        -> String
    {
        let content = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        for (index, line) in content.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: text) {
                return "\(path):\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
            }
        }
        Issue.record("'\(text)' not in \(path)")
        return ""
    }

    /// A folder of files, for one behaviour.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = Scratch.root.appendingPathComponent("segqa-repo-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let app = "Corpora/WeatherApp/WeatherApp"

    @Test func weatherAppIsReadAsTheDeviceReadsIt() throws {
        let result = try Self.json(["Corpora/WeatherApp"])
        #expect(result.status == 0, "\(result.stderr)")
        // Nothing on standard error but the closing line: no file stops the run.
        #expect(result.stderr == "segqa: done: 18 findings (--fail-on never)\n", "\(result.stderr)")
        let summary = result.root["summary"]
        #expect(summary?["controls"]?.number == 6)
        #expect(summary?["found"]?["interfaceBuilder"]?.number == 2)
        #expect(summary?["found"]?["code"]?.number == 5)
        #expect(summary?["unresolvedTitles"]?.number == 1)
        #expect(summary?["locales"]?.array?.compactMap(\.string) == ["en", "de", "ja"])

        // The storyboard's placeholders are never checked: the outlet takes the code's titles and
        // the code's selected font (semibold only for .selected: pressing the selected segment
        // falls back to normal). Japanese drawn by another face than the stand-in for SF Pro is
        // segqa's concern, not the app's: no font_fallback note.
        #expect(!result.findings.contains { ($0["message"]?.string ?? "").contains("'First'") })
        #expect(!result.findings.contains { ($0["message"]?.string ?? "").contains("'Second'") })
        let retitled = result.findings.filter { $0["control"]?.string == "Main.Qe2-aB-7xT" }
        #expect(
            retitled.map(Self.place) == [
                try Self.place(of: ".semibold", in: "\(Self.app)/Controllers/UnitsViewController.swift")
            ])
        #expect(retitled.first?["rule"]?.string == "highlight_weight_flicker")

        // SwiftGen constants resolve through Generated/Strings.swift; the control id is where it is made.
        let radar =
            "RadarViewController.swift:\(try Self.line(of: "UISegmentedControl()", in: "Controllers/RadarViewController.swift"))"
        let truncated = result.findings.filter {
            $0["rule"]?.string == "title_truncated" && $0["control"]?.string == radar
        }
        #expect(
            truncated.map(Self.place).contains(
                try Self.place(of: "\"Niederschlag\"", in: "\(Self.app)/de.lproj/Localizable.strings")),
            "a translation at fault is pointed at: \(truncated.map(Self.place))")
        // ja lost radar.rain to its syntax error: the finding points at the Swift line that sets the title.
        #expect(
            result.findings.contains {
                $0["rule"]?.string == "missing_translation" && $0["locale"]?.string == "ja"
                    && Self.place($0)
                        == (try? Self.place(
                            of: "L10n.Radar.rain", in: "\(Self.app)/Controllers/RadarViewController.swift"))
            })

        // A title that is data is said so, not checked as a placeholder.
        let unresolved = result.findings.filter { $0["rule"]?.string == "title_unresolved" }
        #expect(
            unresolved.map(Self.place) == [
                try Self.place(
                    of: "viewModel.favoriteCity.name", in: "\(Self.app)/Controllers/RadarViewController.swift")
            ])
        #expect(unresolved.first?["severity"]?.string == "note")

        // A syntax error costs the keys after it, as on a device, and is a warning naming them.
        let unreadable = result.findings.filter { $0["rule"]?.string == "unreadable_input" }
        #expect(unreadable.count == 1)
        #expect(unreadable.first.map(Self.place) == "\(Self.app)/ja.lproj/Localizable.strings:5:1")
        #expect(
            unreadable.first?["message"]?.string?.hasSuffix(
                "a device loses 3 keys of this file ('forecast.daily', 'forecast.tenDay', 'radar.rain')") == true)
        #expect(unreadable.first?["severity"]?.string == "warning")

        // Three segmented pickers, each named by the line of its Picker; the menu picker is not one.
        var pickers: [String] = []
        let forecast = try String(
            contentsOf: Self.weatherApp.appendingPathComponent("WeatherApp/Views/ForecastView.swift"), encoding: .utf8)
        for (index, line) in forecast.components(separatedBy: "\n").enumerated()
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("Picker(") {
            pickers.append("ForecastView.swift:\(index + 1)")
        }
        #expect(pickers.count == 4)
        let controls = Set((result.root["controls"]?.array ?? []).compactMap { $0["id"]?.string })
        #expect(controls.isSuperset(of: pickers.prefix(3)), "\(controls)")
        #expect(!controls.contains(pickers[3]), "a menu picker is not a segmented control")
    }

    static func line(of text: String, in path: String) throws -> Int {
        let place = try place(of: text, in: "\(app)/\(path)")
        return Int(place.split(separator: ":").dropLast().last ?? "") ?? 0
    }

    @Test func textFormatSaysWhatWasCoveredAndNamesEachControl() throws {
        let run = try CLI.run(
            ["check", "Corpora/WeatherApp", "--fail-on", "never"], cwd: ReportCommandTests.repository)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.last?.hasPrefix(
                "10 files, 6 controls (7 found: 2 in Interface Builder, 5 in code; 1 title unresolved), 3 locales:")
                == true, "\(lines.last ?? "")")
        // Each finding about a control ends with its id; a file segqa could not read has none.
        #expect(
            lines.first?.hasPrefix("faces: Inter Medium (Inter-Medium.otf)") == true
                && lines.first?.contains("stand-ins (not installed here): Inter for SF Pro Text") == true,
            "the header says what measured: \(lines.first ?? "")")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix(")") || $0.hasSuffix("[unreadable_input]") })
        #expect(lines.contains { $0.hasSuffix("[title_truncated] (RadarViewController.swift:4)") })
        #expect(Set(lines).count == lines.count, "no two lines are the same")
    }

    @Test func aFileNamedOnTheCommandLineStaysFatal() throws {
        let run = try CLI.run(
            ["check", "\(Self.app)/ja.lproj/Localizable.strings", "\(Self.app)/Controllers"],
            cwd: ReportCommandTests.repository)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(Self.app)/ja.lproj/Localizable.strings:5:1:"), "\(run.stderr)")
    }

    @Test func excludedFilesAreNotRead() throws {
        let result = try Self.json(["Corpora/WeatherApp", "--exclude", "**/ja.lproj/**", "--exclude", "*.xcstrings"])
        #expect(!result.findings.contains { $0["rule"]?.string == "unreadable_input" })
        #expect(!result.findings.contains { ($0["file"]?.string ?? "").hasSuffix(".xcstrings") })
        // Files read: the storyboard, three .strings and four Swift files (ja and the catalog excluded).
        #expect(result.root["summary"]?["files"]?.number == 8)
        // The same from segqa.json, relative to the folder walked.
        let folder = try Self.folder([
            "segqa.json": #"{"segqa": 1, "exclude": ["Legacy/**"]}"#,
            "App/Tabs.swift": #"let tabs = UISegmentedControl(items: ["Day", "Week"])"#,
            "Legacy/Old.swift": #"let old = UISegmentedControl(items: ["Year", "Decade"])"#,
        ])
        let configured = try Self.json(["."], cwd: folder)
        #expect(configured.root["summary"]?["controls"]?.number == 1, "\(configured.stderr)")
    }

    @Test func aRunThatChecksNothingDoesNotLookGreen() throws {
        let folder = try Self.folder([
            "README.md": "# Notes",
            "Sources/Model.swift": "struct Forecast { var days: [String] }",
        ])
        let failing = try CLI.run(["check", "."], cwd: folder)
        #expect(failing.status == 1)
        #expect(
            failing.stderr.contains("segqa: warning: no segmented control found in .: nothing was checked"),
            "\(failing.stderr)")
        let allowed = try CLI.run(["check", ".", "--allow-empty"], cwd: folder)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("nothing was checked"), "still said")
        #expect(try CLI.run(["check", ".", "--fail-on", "never"], cwd: folder).status == 0)
    }

    /// A title the code picks from several by a condition segqa cannot decide is checked at its
    /// widest; a missing translation quotes that one, and points at the code that gives it (not at
    /// the first alternative's line: Infinity-For-Reddit's 'MultiReddits' pointed at 'Subreddits').
    @Test func aMissingTranslationPointsAtTheAlternativeItQuotes() throws {
        let code = """
            final class TabsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = UserDefaults.standard.bool(forKey: "compact")
                        ? NSLocalizedString("tab.short", comment: "")
                        : NSLocalizedString("tab.everything", comment: "")
                    view.addSubview(UISegmentedControl(items: [first, NSLocalizedString("tab.other", comment: "")]))
                }
            }
            """
        let folder = try Self.folder([
            "App/TabsViewController.swift": code,
            "App/en.lproj/Localizable.strings":
                #""tab.short" = "Few"; "tab.everything" = "Everything"; "tab.other" = "Other";"#,
            "App/de.lproj/Localizable.strings": #""tab.other" = "Andere";"#,
        ])
        let result = try Self.json(["."], cwd: folder)
        let missing = result.findings.filter {
            $0["rule"]?.string == "missing_translation" && $0["locale"]?.string == "de"
        }
        #expect(missing.count == 1, "\(result.stderr)")
        #expect(missing.first?["message"]?.string?.contains("'Everything'") == true)
        let line = (code.components(separatedBy: "\n").firstIndex { $0.contains("tab.everything") } ?? -1) + 1
        #expect(missing.first?["line"]?.number == Double(line))
    }

    @Test func translationToolCopiesOutsideLprojAreSkipped() throws {
        let folder = try Self.folder([
            "App/Tabs.swift": #"let tabs = UISegmentedControl(items: [NSLocalizedString("day", comment: ""), "Week"])"#,
            "App/en.lproj/Localizable.strings": #""day" = "Day";"#,
            "App/de.lproj/Localizable.strings": #""day" = "Tag";"#,
            "translations/de.strings": #""day" = "Tag""#,
        ])
        let walked = try Self.json(["."], cwd: folder)
        #expect(walked.status == 0, "\(walked.stderr)")
        #expect(walked.root["summary"]?["controls"]?.number == 1)
        #expect(!walked.findings.contains { ($0["file"]?.string ?? "").hasPrefix("translations/") })
        #expect(
            walked.stderr.contains(
                "segqa: note: skipped ./translations/de.strings: a .strings file outside an .lproj folder"),
            "\(walked.stderr)")
        let named = try CLI.run(["check", "translations/de.strings"], cwd: folder)
        #expect(named.status == 65)
        #expect(named.stderr.contains("outside an .lproj folder"), "\(named.stderr)")
    }

    /// A locale with a handful of strings in an app of many (a folder a translation platform made
    /// when someone started: 1 of 600 here; an empty stub) is no language the app's screens are in;
    /// one with its translations is. `lol` (Crowdin's in-context pseudo-language) is no user's.
    @Test func aLocaleWithAHandfulOfStringsIsNotOneTheAppIsIn() throws {
        func strings(_ prefix: String, _ count: Int) -> String {
            Self.androidStrings((0..<count).map { ("s\($0)", "\(prefix) \($0)") })
        }
        let folder = try Self.folder([
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["s0", "s1"]),
            "app/src/main/res/values/strings.xml": strings("Tab", 600),
            "app/src/main/res/values-de/strings.xml": strings("Reiter", 600),
            "app/src/main/res/values-ar/strings.xml": strings("علامة", 1),
            "app/src/main/res/values-lol/strings.xml": strings("crwdns", 600),
            // A stub a tool left, with no string at all: no user's language either.
            "app/src/main/res/values-cy-rGB/strings.xml": "<resources>\n</resources>\n",
        ])
        let result = try Self.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.root["summary"]?["locales"]?.array?.compactMap(\.string).sorted() == ["de", "en"])
        #expect(!result.findings.contains { $0["rule"]?.string == "missing_translation" })
    }

    /// Under 5 % of the largest locale's strings is a start, not a language (AndroidAPS's
    /// `values-uk-rUA`: 165 of 4,309): its users see an English app. Unless the app offers it in
    /// Android's per-app language list: NewPipe's `generateLocaleConfig = true` lists every
    /// resource locale, so an Acehnese user picks `ace` and sees its missing tab titles; the app's
    /// own language picker, where it has one, says it more precisely. A language no device offers
    /// is no user's either, unless the app offers it.
    @Test func aFewStringsAreNoLanguageUnlessTheAppOffersIt() throws {
        let english = (0..<600).map { ("s\($0)", "Text \($0)") }
        func translated(_ prefix: String, _ count: Int) -> String {
            Self.androidStrings(english.prefix(count).map { ($0.0, "\(prefix) \($0.0)") })
        }
        var files = [
            "settings.gradle.kts": "include(\":app\")\n",
            "app/build.gradle.kts": "android {\n    namespace = \"org.example\"\n}\n",
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["s598", "s599"]),
            "app/src/main/res/values/strings.xml": Self.androidStrings(english),
            "app/src/main/res/values-de/strings.xml": translated("Deutsch", 600),
            // 27 of 600: more than a handful, but 4.5 %.
            "app/src/main/res/values-uk-rUA/strings.xml": translated("Українська", 27),
            // Bakhtiari, all of it (Auxio's values-bqi): CLDR has no data for it, so no device
            // lists it as a language; only the app can offer it.
            "app/src/main/res/values-bqi/strings.xml": translated("بختیاری", 600),
        ]
        func locales(_ files: [String: String]) throws -> Set<String> {
            let folder = try Self.folder(files)
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try Self.json(["."], cwd: folder)
            #expect(result.status == 0, "\(result.stderr)")
            return Set(result.root["summary"]?["locales"]?.array?.compactMap(\.string) ?? [])
        }
        #expect(try locales(files) == ["en", "de"])
        files["app/build.gradle.kts"] =
            "android {\n    // generateLocaleConfig = false\n    androidResources {\n        generateLocaleConfig = true\n    }\n}\n"
        #expect(try locales(files) == ["en", "de", "bqi", "uk-UA"])
        // An empty stub is listed by generateLocaleConfig too, and shows English: not offered; nor
        // is one with a string or two (LibreTube's values-af: one string, in French).
        files["app/src/main/res/values-cy-rGB/strings.xml"] = "<resources>\n</resources>\n"
        files["app/src/main/res/values-af/strings.xml"] = translated("Accueil", 1)
        #expect(try locales(files) == ["en", "de", "bqi", "uk-UA"])
        // The app's own language picker lists what it offers (NewPipe's `app_language_code`),
        // whatever the build lists beside it.
        func picker(_ codes: [String]) -> String {
            "<resources>\n<string-array name=\"app_language_code\" translatable=\"false\">\n"
                + (["system"] + codes).map { "<item>\($0)</item>\n" }.joined() + "</string-array>\n</resources>\n"
        }
        for locale in ["fr", "it", "pt-rBR"] {
            files["app/src/main/res/values-\(locale)/strings.xml"] = translated(locale, 600)
        }
        files["app/src/main/res/values/languages.xml"] = picker(["de", "en", "fr", "it", "pt-rBR", "cy"])
        #expect(try locales(files) == ["en", "de", "fr", "it", "pt-BR", "uk-UA", "cy-GB", "bqi"])
        files["app/build.gradle.kts"] = "android {\n}\n"
        #expect(try locales(files) == ["en", "de", "fr", "it", "pt-BR", "cy-GB"])
        // A task of the build's own that writes the per-app list (mihon's) lists every locale too.
        files["app/build.gradle.kts"] =
            "android {\n}\nval task = tasks.register<GenerateLocalesConfigTask>(\"generateLocalesConfig\")\n"
        #expect(try locales(files) == ["en", "de", "fr", "it", "pt-BR", "uk-UA", "cy-GB", "bqi"])
        // A list of language codes, though mostly of languages the app has no resources in (not its
        // picker), says the app knows the language: Commons' upload languages, its `ab`.
        files["app/build.gradle.kts"] = "android {\n}\n"
        files["app/src/main/res/values/upload_languages.xml"] =
            "<resources>\n<string-array name=\"upload_language_codes\" translatable=\"false\">\n"
            + ["en", "bqi", "ab", "ady", "av", "ba", "ce", "cv"].map { "<item>\($0)</item>\n" }.joined()
            + "</string-array>\n</resources>\n"
        #expect(try locales(files) == ["en", "de", "fr", "it", "pt-BR", "cy-GB", "bqi"])
    }

    /// habitica's main activity has one `TabLayout` (in an included layout) that each screen's
    /// fragment gives its pages: `activity as? MainActivity`, its `binding.content.detailTabs`, a
    /// base fragment clearing the tabs in `onCreateView`. Each fragment's tabs are a control.
    @Test func oneActivityTabLayoutTitledByEachFragmentIsOneControlPerFragment() throws {
        func fragment(_ name: String, _ keys: [String]) -> String {
            """
            package org.example
            class \(name) : BaseMainFragment<FragmentViewpagerBinding>() {
                override var binding: FragmentViewpagerBinding? = null
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    super.onViewCreated(view, savedInstanceState)
                    binding?.viewPager?.adapter = object : FragmentStateAdapter(childFragmentManager, lifecycle) {
                        override fun createFragment(position: Int): Fragment = Fragment()
                        override fun getItemCount(): Int = \(keys.count)
                    }
                    tabLayout?.let {
                        binding?.viewPager?.let { pager ->
                            TabLayoutMediator(it, pager) { tab, position -> tab.text = getPageTitle(position) }.attach()
                        }
                    }
                }
                private fun getPageTitle(position: Int): String {
                    return when (position) {
                        \(keys.enumerated().map { "\($0.offset) -> mainActivity?.getString(R.string.\($0.element))" }.joined(separator: "\n            "))
                        else -> ""
                    } ?: ""
                }
            }
            """
        }
        let folder = try Self.folder([
            "settings.gradle.kts": "include(\":app\")\n",
            "app/build.gradle.kts": "android {\n}\n",
            "app/src/main/AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
            <activity android:name=".MainActivity"/></application></manifest>
            """,
            "app/src/main/res/layout/activity_main.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <include android:id="@+id/content" layout="@layout/activity_main_content"/>
            </LinearLayout>
            """,
            "app/src/main/res/layout/activity_main_content.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <com.google.android.material.tabs.TabLayout android:id="@+id/detail_tabs"
                    android:layout_width="match_parent" android:layout_height="wrap_content"/>
            </LinearLayout>
            """,
            "app/src/main/res/layout/fragment_viewpager.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <androidx.viewpager2.widget.ViewPager2 android:id="@+id/view_pager"
                    android:layout_width="match_parent" android:layout_height="match_parent"/>
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("pets", "Pets"), ("mounts", "Mounts"), ("eggs", "Eggs"), ("food", "Food"), ("quests", "Quests"),
            ]),
            "app/src/main/java/org/example/MainActivity.kt": """
            package org.example
            class MainActivity : AppCompatActivity() {
                lateinit var binding: ActivityMainBinding
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    binding = ActivityMainBinding.inflate(layoutInflater)
                    setContentView(binding.root)
                    supportFragmentManager.beginTransaction().add(StableFragment(), "s").add(ItemsFragment(), "i").commit()
                }
            }
            """,
            "app/src/main/java/org/example/BaseMainFragment.kt": """
            package org.example
            abstract class BaseMainFragment<VB : ViewBinding> : Fragment() {
                abstract var binding: VB?
                open val mainActivity get() = activity as? MainActivity
                val tabLayout get() = mainActivity?.binding?.content?.detailTabs
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View? {
                    tabLayout?.removeAllTabs()
                    return super.onCreateView(inflater, container, state)
                }
            }
            """,
            "app/src/main/java/org/example/StableFragment.kt": fragment("StableFragment", ["pets", "mounts"]),
            "app/src/main/java/org/example/ItemsFragment.kt": fragment("ItemsFragment", ["eggs", "food", "quests"]),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let titlesByID = try Self.controlTitles(in: folder)
        #expect(
            titlesByID == [
                "activity_main_content.detail_tabs@ItemsFragment.kt:12": ["Eggs", "Food", "Quests"],
                "activity_main_content.detail_tabs@StableFragment.kt:12": ["Pets", "Mounts"],
            ], "\(titlesByID)")
    }

    /// AntennaPod's filter dialog: one row layout inflated for each value of a Java enum whose
    /// constructor takes its items as varargs; each row's two buttons titled from its item. Each
    /// inflation is a control of its own.
    @Test func aRowInflatedForEachEnumValueIsOneControlPerValue() throws {
        let folder = try Self.folder([
            "settings.gradle.kts": "include(\":app\")\n",
            "app/build.gradle.kts": "android {\n}\n",
            "app/src/main/AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
            <activity android:name=".FilterActivity"/></application></manifest>
            """,
            "app/src/main/res/layout/filter_dialog_row.xml": """
            <com.google.android.material.button.MaterialButtonToggleGroup
                xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/buttonGroup"
                android:layout_width="match_parent" android:layout_height="wrap_content">
                <Button android:id="@+id/filterButton1" android:layout_width="0dp" android:layout_weight="1"/>
                <Button android:id="@+id/filterButton2" android:layout_width="0dp" android:layout_weight="1"/>
            </com.google.android.material.button.MaterialButtonToggleGroup>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("played", "Played"), ("not_played", "Not played"), ("queued", "Queued"), ("not_queued", "Not queued"),
            ]),
            "app/src/main/java/org/example/FilterGroup.java": """
            package org.example;
            public enum FilterGroup {
                PLAYED(new Item(R.string.played), new Item(R.string.not_played)),
                QUEUED(new Item(R.string.queued), new Item(R.string.not_queued));

                public final Item[] values;

                FilterGroup(Item... values) {
                    this.values = values;
                }

                public static class Item {
                    public final int displayName;
                    public Item(int displayName) {
                        this.displayName = displayName;
                    }
                }
            }
            """,
            "app/src/main/java/org/example/FilterActivity.java": """
            package org.example;
            public class FilterActivity extends AppCompatActivity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    for (FilterGroup item : FilterGroup.values()) {
                        FilterDialogRowBinding rowBinding = FilterDialogRowBinding.inflate(getLayoutInflater());
                        rowBinding.filterButton1.setText(item.values[0].displayName);
                        rowBinding.filterButton2.setText(item.values[1].displayName);
                    }
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let titlesByID = try Self.controlTitles(in: folder)
        #expect(
            titlesByID == [
                "filter_dialog_row.buttonGroup": ["Played", "Not played"],
                "filter_dialog_row.buttonGroup#2": ["Queued", "Not queued"],
            ], "\(titlesByID)")
    }

    /// Android 7 and later take another region of the language before the default resources: a
    /// 'bn' user sees values-bn-rIN's string where values-bn lacks it (Catima's shape), not English.
    @Test func androidTakesAnotherRegionOfTheLanguageBeforeTheDefault() throws {
        let others = (0..<30).map { ("s\($0)", "Other \($0)") }
        let folder = try Self.folder([
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["tab_card", "tab_options"]),
            "app/src/main/res/values/strings.xml": Self.androidStrings(
                [("tab_card", "Card"), ("tab_options", "Options")] + others),
            "app/src/main/res/values-bn/strings.xml": Self.androidStrings([("tab_card", "কার্ড")] + others),
            "app/src/main/res/values-bn-rIN/strings.xml": Self.androidStrings(
                [("tab_card", "কার্ড"), ("tab_options", "বিকল্প")] + others),
            "app/src/main/res/values-de/strings.xml": Self.androidStrings([("tab_card", "Karte")] + others),
        ])
        let result = try Self.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        // bn takes bn-IN's 'বিকল্প'; German has no other region, so its users see 'Options'.
        let locales = missing.flatMap { finding in
            [finding["locale"]?.string ?? ""]
                + (finding["properties"]?["alsoIn"]?.string?.components(separatedBy: ", ") ?? [])
        }
        #expect(!locales.contains("bn") && locales.contains("de"), "\(missing)")
    }

    /// On Android a locale's file holds what a translator entered: titles that read as the
    /// source's in the locale's own script are words both languages share (Catalan "Articles"),
    /// not reported; in another script (Santali's Ol Chiki) they are untranslated.
    @Test func androidTitlesLikeTheSourceInTheLocalesOwnScriptAreWordsTheyShare() throws {
        let others = (0..<30).map { ("s\($0)", "Other \($0)") }
        func translated(_ prefix: String) -> [(String, String)] { (0..<30).map { ("s\($0)", "\(prefix) \($0)") } }
        let folder = try Self.folder([
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["tab_articles", "tab_categories"]),
            "app/src/main/res/values/strings.xml": Self.androidStrings(
                [("tab_articles", "Articles"), ("tab_categories", "Subcategories")] + others),
            "app/src/main/res/values-ca/strings.xml": Self.androidStrings(
                [("tab_articles", "Articles"), ("tab_categories", "Subcategories")] + translated("Altre")),
            "app/src/main/res/values-sat/strings.xml": Self.androidStrings(
                [("tab_articles", "Articles"), ("tab_categories", "Subcategories")] + translated("ᱮᱴᱟᱜ")),
        ])
        let result = try Self.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let untranslated = result.findings.filter { $0["rule"]?.string == "untranslated_title" }
        #expect(
            Set(untranslated.compactMap { $0["locale"]?.string }) == ["sat"], "\(untranslated.map { $0["message"] })")
    }

    /// Infinity's theme tabs: "Online" has no Czech string, but the Czech translator writes
    /// "Online: %1$d" elsewhere in the table; the fallback is the locale's own word. German writes
    /// no "Online" anywhere: its fallback is a missing translation.
    @Test func aFallbackWhoseWordsTheLocaleWritesIsNotMissing() throws {
        let folder = try Self.folder([
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["tab_local", "tab_online"]),
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("tab_local", "Local"), ("tab_online", "Online"), ("users_online", "Online: %1$d"),
            ]),
            "app/src/main/res/values-cs/strings.xml": Self.androidStrings([
                ("tab_local", "Místní"), ("users_online", "Online: %1$d"),
            ]),
            "app/src/main/res/values-de/strings.xml": Self.androidStrings([
                ("tab_local", "Lokal"), ("users_online", "Angemeldet: %1$d"),
            ]),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Self.json(["."], cwd: folder).findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.compactMap { $0["locale"]?.string } == ["de"], "\(missing.map { $0["message"] })")
    }

    /// Xtra's emote tabs: a recent-emotes string, then the literals "Twitch" and "Video". The app's
    /// translators keep "Twitch" in "Follow using Twitch account" (Russian alone writes "Твича"):
    /// a name, the same in every language. Latin-script languages keep "Video", but Russian and
    /// Japanese write their own word: a literal "Video" is a missing translation.
    @Test func aLiteralTheTranslatorsKeepAsANameIsNotMissing() throws {
        let follow: [(String, String)] = [
            ("de", "Mit Twitch Account folgen"), ("fr", "Suivre en utilisant le compte Twitch"),
            ("es", "Seguir usando la cuenta de twitch"), ("ja", "Twitch アカウントでフォロー"),
            ("zh", "使用 twitch 账号关注"), ("ru", "Следить через учётную запись Твича"),
        ]
        let video = [
            "de": "Video ansehen", "fr": "Voir la vidéo", "es": "Ver video", "ja": "動画を見る", "zh": "观看视频",
            "ru": "Смотреть видео",
        ]
        var files = [
            "app/src/main/java/com/example/Emotes.kt": """
            class EmotesFragment : Fragment() {
                override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
                    val binding = FragmentEmotesBinding.bind(view)
                    TabLayoutMediator(binding.tabLayout, binding.viewPager) { tab, position ->
                        tab.text = when (position) {
                            0 -> getString(R.string.recent_emotes)
                            1 -> "Twitch"
                            else -> "Video"
                        }
                    }.attach()
                }
            }
            """,
            "app/src/main/res/layout/fragment_emotes.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.tabs.TabLayout android:id="@+id/tabLayout" android:layout_width="match_parent" android:layout_height="wrap_content" />
                <androidx.viewpager2.widget.ViewPager2 android:id="@+id/viewPager" android:layout_width="match_parent" android:layout_height="match_parent" />
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("recent_emotes", "Recent"), ("follow_account", "Follow using Twitch account"),
                ("watch", "Watch video"),
            ]),
        ]
        for (locale, text) in follow {
            files["app/src/main/res/values-\(locale)/strings.xml"] = Self.androidStrings([
                ("recent_emotes", "Recent \(locale)"), ("follow_account", text), ("watch", video[locale]!),
            ])
        }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Self.json(["."], cwd: folder).findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(Set(missing.compactMap { $0["segment"]?.number }) == [2], "\(missing.map { $0["message"] })")
        #expect(
            missing.contains { ($0["message"]?.string ?? "").contains("'Video' (en) (also in es, fr, ja, ru, zh)") })
    }

    /// Interface Builder files are on a screen only when something leads to them. iNaturalist's
    /// map-type scene is shown by a manual segue performed only in a method nothing calls;
    /// element-ios's push-rule cell XIB belongs to a cell only an unused controller makes. The
    /// scene a called method's segue shows, the scene with an identifier, the XIB loaded by its
    /// name and the XIB whose owner the app reaches are checked.
    @Test func interfaceFilesNothingReachesAreListedNotChecked() throws {
        func segmented(_ id: String, _ titles: [String]) -> String {
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="300" height="32"/>
                <segments>\(titles.map { "<segment title=\"\($0)\"/>" }.joined())</segments>
            </segmentedControl>
            """
        }
        func scene(
            _ id: String, _ customClass: String, identifier: String? = nil, _ inside: String, segues: String = ""
        )
            -> String
        {
            """
            <scene sceneID="\(id)-s"><objects>
                <viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-v"><subviews>\(inside)</subviews></view>
                    <connections>\(segues)</connections>
                </viewController>
            </objects></scene>
            """
        }
        func xib(_ cell: String, _ inside: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" id="\(cell)-c" customClass="\(cell)">
                        <tableViewCellContentView key="contentView" id="\(cell)-v"><subviews>\(inside)</subviews></tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="set-ti-ngs">
            <scenes>
            \(scene("set-ti-ngs", "SettingsViewController", "", segues: """
                <segue destination="map-sc-ene" kind="presentation" identifier="ShowMap" id="sg1"/>
                <segue destination="old-sc-ene" kind="presentation" identifier="ShowLegacy" id="sg2"/>
            """))
            \(scene("map-sc-ene", "MapTypeViewController", segmented("map-ty-pes", ["Standard", "Satellite"])))
            \(scene("old-sc-ene", "LegacyViewController", segmented("old-ty-pes", ["Old", "Older"])))
            \(scene("orp-ha-ned", "OrphanViewController", segmented("orp-ty-pes", ["Lost", "Found"])))
            \(scene("ide-nt-ity", "SearchViewController", identifier: "Search", segmented("sea-rc-hes", ["All", "Mine"])))
            </scenes>
            </document>
            """
        let folder = try Self.folder([
            "App/AppDelegate.swift": """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                    return true
                }
            }
            """,
            "App/SettingsViewController.h": """
            @interface SettingsViewController : UITableViewController
            - (void)openLegacy;
            @end
            """,
            "App/SettingsViewController.m": """
            #import "SettingsViewController.h"
            #import "LegacyListController.h"
            @implementation SettingsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerNib:[UINib nibWithNibName:@"UnitsCell" bundle:nil] forCellReuseIdentifier:@"units"];
                [self.tableView registerClass:[FontCell class] forCellReuseIdentifier:@"font"];
            }
            - (void)showMap { [self performSegueWithIdentifier:@"ShowMap" sender:self]; }
            - (void)openLegacy { [self performSegueWithIdentifier:@"ShowLegacy" sender:self]; }
            - (IBAction)mapTapped:(id)sender { [self showMap]; }
            @end
            """,
            "App/LegacyListController.h": """
            @class PushRuleCell;
            @interface LegacyListController : UITableViewController
            @end
            """,
            "App/LegacyListController.m": """
            @implementation LegacyListController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [[PushRuleCell alloc] init];
            }
            @end
            """,
            "App/Cells.m": """
            @implementation UnitsCell
            @end
            @implementation PushRuleCell
            @end
            @implementation FontCell
            @end
            """,
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/UnitsCell.xib": xib("UnitsCell", segmented("uni-ts-seg", ["Metric", "Imperial"])),
            "App/PushRuleCell.xib": xib("PushRuleCell", segmented("pus-hr-ule", ["Always", "Never"])),
            "App/FontCell.xib": xib("FontCell", segmented("fon-ts-seg", ["Small", "Large"])),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked: [String: Bool] = [:]
        var reasons: [String: String] = [:]
        for control in try Self.controls(in: folder).controls {
            guard let id = control["id"]?.string else { continue }
            checked[id] = control["checked"]?.bool
            reasons[id] = control["reason"]?.string
        }
        #expect(
            checked == [
                "Main.map-ty-pes": true, "Main.sea-rc-hes": true, "UnitsCell.uni-ts-seg": true,
                "FontCell.fon-ts-seg": true, "Main.old-ty-pes": false, "Main.orp-ty-pes": false,
                "PushRuleCell.pus-hr-ule": false,
            ], "\(reasons)")
        #expect(
            reasons["Main.old-ty-pes"]
                == "nothing in the app reaches the scene LegacyViewController of Main.storyboard: only manual segues lead to it ('ShowLegacy'), which no code that runs performs"
        )
        #expect(
            reasons["Main.orp-ty-pes"]
                == "nothing in the app reaches the scene OrphanViewController of Main.storyboard: no segue leads to it and it has no storyboard identifier"
        )
        #expect(
            reasons["PushRuleCell.pus-hr-ule"]
                == "nothing in the app reaches PushRuleCell.xib: no code loads it by name and no code reaches its owner (PushRuleCell)"
        )
    }

    /// cwa's contact-diary cell makes its controls from its model (`cellModel.durationValues`),
    /// set in `configure(cellModel:)` by a table's data source segqa does not follow. The model's
    /// `let durationValues = [...]` needs no instance: every model has those titles. A lazy
    /// property that reads `self` is the instance's own: still unknown; so is a `var`'s value
    /// (habitica's `showStatAllocation = false` is true where its picker is shown).
    @Test func aModelPropertyNoInstanceShapesIsKnownThroughAnUnknownModel() throws {
        let folder = try Self.folder([
            "App/EntryCell.swift": """
            struct EntryCellModel {
                init(name: String) { text = name }
                struct Choice {
                    let title: String
                    let value: Int
                }
                let text: String
                let durationValues: [Choice] = [
                    Choice(title: NSLocalizedString("duration.short", comment: ""), value: 0),
                    Choice(title: NSLocalizedString("duration.long", comment: ""), value: 1),
                ]
                lazy var nameValues: [Choice] = [Choice(title: self.text, value: 0), Choice(title: "Other", value: 1)]
                var modes = ["Day", "Week"]
            }

            final class EntryCell: UITableViewCell {
                private var cellModel: EntryCellModel!

                func configure(cellModel: EntryCellModel) {
                    self.cellModel = cellModel
                    contentView.addSubview(durationControl)
                    contentView.addSubview(nameControl)
                    contentView.addSubview(modeControl)
                }

                private lazy var durationControl = UISegmentedControl(items: cellModel.durationValues.map { $0.title })
                private lazy var nameControl = UISegmentedControl(items: cellModel.nameValues.map { $0.title })
                private lazy var modeControl = UISegmentedControl(items: cellModel.modes)
            }
            """,
            "App/en.lproj/Localizable.strings": "\"duration.short\" = \"Short\";\n\"duration.long\" = \"Long\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let controls = try Self.controls(in: folder).controls
        let duration = controls.first { $0["line"]?.number == 26 }
        let name = controls.first { $0["line"]?.number == 27 }
        #expect(duration?["checked"]?.bool == true)
        #expect(duration?["segments"]?.array?.compactMap { $0["title"]?.string } == ["Short", "Long"])
        #expect(name?["checked"]?.bool == false, "\(controls)")
        #expect(controls.first { $0["line"]?.number == 28 }?["checked"]?.bool == false, "\(controls)")
    }

    /// Open Food Facts' `aa.lproj`: a translation platform exported a language nobody translated,
    /// every value in English but a handful. Counted by the strings it translates (not the keys it
    /// holds), it is a folder someone started, not a language the app's screens are in.
    @Test func aLocaleWhoseValuesAreTheSourcesIsNotALanguageOfTheApp() throws {
        let english = (0..<1_300).map { ("s\($0)", "Text \($0)") }
        let folder = try Self.folder([
            "app/src/main/res/layout/activity_main.xml": Self.tabLayout(["s0", "s1"]),
            "app/src/main/res/values/strings.xml": Self.androidStrings(english),
            "app/src/main/res/values-aa/strings.xml": Self.androidStrings(
                english.enumerated().map { $0.offset < 3 ? ($0.element.0, "Qafar \($0.offset)") : $0.element }),
            "app/src/main/res/values-de/strings.xml": Self.androidStrings(
                english.map { ($0.0, "Text \($0.0) auf Deutsch") }),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.json(["."], cwd: folder)
        #expect(Set(result.root["summary"]?["locales"]?.array?.compactMap(\.string) ?? []) == ["en", "de"])
        // Nor is its table reported as untranslated: no user has the app's screens in it.
        #expect(!result.findings.contains { $0["locale"]?.string == "aa" }, "\(result.findings)")
    }

    /// en-GB falls back to en on the device, zh-HK to zh-Hant; a locale with only the app's name
    /// translated (InfoPlist.strings) is not one the app's screens are offered in.
    @Test func localesFollowThePlatformsFallbackChains() throws {
        let folder = try Self.folder([
            "App/Units.swift": """
            let units = UISegmentedControl(items: [
                NSLocalizedString("units.metric", comment: ""),
                NSLocalizedString("units.imperial", comment: ""),
            ])
            """,
            "App/en.lproj/Localizable.strings": "\"units.metric\" = \"Metric\";\n\"units.imperial\" = \"Imperial\";\n",
            // British English's own word for one title (a table that repeats en's words is en).
            "App/en-GB.lproj/Localizable.strings": "\"units.metric\" = \"Metric (SI)\";\n",
            "App/zh-Hant.lproj/Localizable.strings": "\"units.metric\" = \"公制\";\n\"units.imperial\" = \"英制\";\n",
            "App/zh-HK.lproj/Localizable.strings":
                "/* Hong Kong's own word; the rest is zh-Hant's */\n\"units.metric\" = \"米制\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Météo\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"Units\" = \"Einheiten\";\n",
        ])
        let result = try Self.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // fr has only the app's name (InfoPlist.strings), de only the Settings bundle's page: the
        // app's screens are not offered in French or German, so neither is a locale of the run.
        #expect(
            Set(result.root["summary"]?["locales"]?.array?.compactMap(\.string) ?? [])
                == ["en", "en-GB", "zh-HK", "zh-Hant"])
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.isEmpty, "\(missing.map { $0["message"] })")
        #expect(!result.findings.contains { $0["rule"]?.string == "untranslated_title" })
        // A locale with no files at all is a typo.
        let typo = try CLI.run(["check", ".", "--locale", "en-GX"], cwd: folder)
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("no input has locale 'en-GX' (did you mean 'en-GB'?)"), "\(typo.stderr)")
        #expect(try CLI.run(["check", ".", "--locale", "zh-HK", "--fail-on", "never"], cwd: folder).status == 0)
    }

    /// Kore: an abstract fragment inflates the tab layout and titles it from its abstract
    /// `createTabsAdapter`; each screen only overrides that. Each screen is a control with its own
    /// titles, named after it, whether it overrides `onViewCreated` (calling super) or inherits it.
    @Test func eachSubclassOfAnAbstractTabScreenIsAControl() throws {
        func screen(_ name: String, _ keys: [String], ownViewCreated: Bool) -> String {
            """
            package org.example;
            public class \(name) extends AbstractTabsFragment {
            \(ownViewCreated ? "    @Override\n    public void onViewCreated(View view, Bundle state) {\n        super.onViewCreated(view, state);\n        setHasOptionsMenu(false);\n    }" : "")
                @Override
                protected TabsAdapter createTabsAdapter() {
                    return new TabsAdapter(this)
                        \(keys.map { ".addTab(R.string.\($0))" }.joined(separator: "\n            "));
                }
            }
            """
        }
        let folder = try Self.folder([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle": "android {\n}\n",
            "app/src/main/AndroidManifest.xml":
                "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application><activity android:name=\".MainActivity\" /></application></manifest>\n",
            "app/src/main/res/layout/fragment_tabs.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <com.google.android.material.tabs.TabLayout android:id="@+id/tab_layout" />
                <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pager" />
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("artists", "Artists"), ("albums", "Albums"), ("channels", "TV Channels"), ("recordings", "Recordings"),
            ]),
            "app/src/main/java/org/example/TabsAdapter.java": """
            package org.example;
            public class TabsAdapter extends FragmentStateAdapter {
                private final List<Integer> titles = new ArrayList<>();
                public TabsAdapter(Fragment fragment) { super(fragment); }
                public TabsAdapter addTab(int titleRes) { titles.add(titleRes); return this; }
                public String getPageTitle(int position) { return context.getString(titles.get(position)); }
                public int getItemCount() { return titles.size(); }
            }
            """,
            "app/src/main/java/org/example/AbstractTabsFragment.java": """
            package org.example;
            abstract public class AbstractTabsFragment extends Fragment {
                private FragmentTabsBinding binding;
                @Override
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    binding = FragmentTabsBinding.inflate(inflater, container, false);
                    return binding.getRoot();
                }
                @Override
                public void onViewCreated(View view, Bundle state) {
                    TabsAdapter tabsAdapter = createTabsAdapter();
                    binding.pager.setAdapter(tabsAdapter);
                    new TabLayoutMediator(binding.tabLayout, binding.pager,
                        (tab, position) -> tab.setText(tabsAdapter.getPageTitle(position))).attach();
                }
                abstract protected TabsAdapter createTabsAdapter();
            }
            """,
            "app/src/main/java/org/example/MusicListFragment.java": screen(
                "MusicListFragment", ["artists", "albums"], ownViewCreated: true),
            "app/src/main/java/org/example/PVRListFragment.java": screen(
                "PVRListFragment", ["channels", "recordings"], ownViewCreated: false),
            "app/src/main/java/org/example/MainActivity.java": """
            package org.example;
            public class MainActivity extends AppCompatActivity {
                void show(boolean music) { Fragment f = music ? new MusicListFragment() : new PVRListFragment(); }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let controls = try Self.controls(in: folder).controls
        let titles = controls.map { control in
            (control["segments"]?.array ?? []).compactMap { $0["title"]?.string }
        }
        #expect(Set(titles) == [["Artists", "Albums"], ["TV Channels", "Recordings"]], "\(controls)")
        #expect(controls.contains { $0["id"]?.string?.hasSuffix("@PVRListFragment") == true }, "\(controls)")
    }

    /// A Swift package's resources build into a bundle of its own, which shows the app's language:
    /// a locale only a package translates (NetNewsWire's `es`, in its ActivityLog module) is not one
    /// the app is shown in, so the app's titles are not missing in it.
    @Test func aLocaleOnlyAPackageTranslatesIsNotTheApps() throws {
        let folder = try Self.folder([
            "App/Timeline.swift": """
            let scope = UISegmentedControl(items: [
                NSLocalizedString("scope.here", comment: ""),
                NSLocalizedString("scope.all", comment: ""),
            ])
            """,
            "App/en.lproj/Localizable.strings": "\"scope.here\" = \"Here\";\n\"scope.all\" = \"All Articles\";\n",
            "App/de.lproj/Localizable.strings": "\"scope.here\" = \"Hier\";\n",
            "Modules/Log/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Log", defaultLocalization: "en",
                targets: [.target(name: "Log", resources: [.process("Resources")])])
            """,
            "Modules/Log/Sources/Log/Log.swift": "let title = String(localized: \"log.title\", bundle: .module)\n",
            "Modules/Log/Sources/Log/Resources/es.lproj/Localizable.strings": "\"log.title\" = \"Registro\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.json(["."], cwd: folder)
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        // German is the app's own language, and lacks one title; Spanish is only the package's.
        #expect(missing.compactMap { $0["locale"]?.string } == ["de"], "\(missing.map { $0["message"] })")
    }

    /// Locales that show the source text have its problems: reported once, the others listed.
    @Test func fallbackFindingsAreReportedOnce() throws {
        let folder = try Self.folder([
            "strings.json": """
            {"segqa": 1, "locales": ["en", "de", "fr", "it"], "defaults": {"width": 160},
             "controls": [{"id": "alerts", "segments": [
               {"title": {"en": "Notifications", "de": "Hinweise"}}, {"title": {"en": "Mail", "de": "Mail"}}]}]}
            """
        ])
        let result = try Self.json(["strings.json"], cwd: folder)
        let truncated = result.findings.filter { $0["rule"]?.string == "title_truncated" }
        #expect(truncated.count == 1, "\(truncated.map { $0["message"] })")
        #expect(truncated.first?["locale"]?.string == "en")
        #expect(truncated.first?["properties"]?["sameIn"]?.string == "fr, it")
        #expect(truncated.first?["message"]?.string?.hasSuffix("(also in fr, it, which show the en text)") == true)
        // Each missing translation is still its locale's fact… but the same for fr and it.
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.compactMap { $0["locale"]?.string } == ["fr", "fr"])
        #expect(missing.allSatisfy { $0["properties"]?["sameIn"]?.string == "it" })
    }

    /// Trail-Sense's tide buttons: a number, a gap of spaces written in code, then a translated
    /// label. The gap is the layout the app wants, not a stray space; doubled spaces inside one
    /// literal or one translation still are.
    @Test func spacingCodeWritesBetweenTheJoinedPartsOfATitleIsNotStray() throws {
        let folder = try Self.folder([
            "App/TideViewController.swift": """
            import UIKit
            final class TideViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let frequency = UISegmentedControl(items: [
                        "1" + "    " + NSLocalizedString("diurnal", comment: ""),
                        "2" + "    " + NSLocalizedString("semidiurnal", comment: ""),
                    ])
                    let mode = UISegmentedControl(items: ["Tides  only", NSLocalizedString("currents", comment: "")])
                    view.addSubview(frequency)
                    view.addSubview(mode)
                }
            }
            """,
            "App/en.lproj/Localizable.strings": """
            "diurnal" = "Diurnal";
            "semidiurnal" = "Semidiurnal";
            "currents" = "Tides and  currents";
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.json(["."], cwd: folder)
        let stray = result.findings.filter { $0["rule"]?.string == "whitespace_title" }
        #expect(
            Set(stray.compactMap { $0["message"]?.string?.components(separatedBy: "' (").first })
                == ["'Tides  only", "'Tides and  currents"], "\(stray.map { $0["message"]?.string ?? "" })")
    }

    /// A `MaterialButton`'s label wraps and the button grows, unless the layout limits its lines:
    /// the same long German title is cut only where `android:maxLines="1"` says so.
    @Test func toggleGroupButtonsWrapUnlessTheLayoutLimitsTheirLines() throws {
        func layout(_ attributes: String) -> String {
            """
            <com.google.android.material.button.MaterialButtonToggleGroup xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/sort" android:layout_width="match_parent" android:layout_height="wrap_content">
                <com.google.android.material.button.MaterialButton android:layout_width="0dp" android:layout_weight="1" \(attributes) android:text="@string/sort_featured" />
                <com.google.android.material.button.MaterialButton android:layout_width="0dp" android:layout_weight="1" android:text="@string/sort_price" />
                <com.google.android.material.button.MaterialButton android:layout_width="0dp" android:layout_weight="1" android:text="@string/sort_rating" />
            </com.google.android.material.button.MaterialButtonToggleGroup>
            """
        }
        let strings = [
            "app/src/main/res/values/strings.xml": Self.androidStrings([
                ("sort_featured", "Featured"), ("sort_price", "Price"), ("sort_rating", "Rating"),
            ]),
            "app/src/main/res/values-de/strings.xml": Self.androidStrings([
                ("sort_featured", "Empfehlungen der Redaktion"), ("sort_price", "Preis"), ("sort_rating", "Bewertung"),
            ]),
        ]
        for (attributes, cut) in [("", false), (#"android:maxLines="1""#, true), (#"android:singleLine="true""#, true)]
        {
            let folder = try Self.folder(
                strings.merging(["app/src/main/res/layout/sort.xml": layout(attributes)]) { $1 })
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try Self.json(["."], cwd: folder)
            let truncated = result.findings.filter { $0["rule"]?.string == "title_truncated" }
            #expect(truncated.count == (cut ? 1 : 0), "\(attributes): \(truncated.map { $0["message"]?.string ?? "" })")
        }
    }

    /// Infinity's vote pair: a button with a score and an arrow icon beside one with an arrow
    /// alone. A Material button shows its icon and its text together: this is not text mixed with
    /// images, and not the UIKit conflict of a title that hides an image.
    @Test func aMaterialButtonWithIconAndTextHasBoth() throws {
        let folder = try Self.folder([
            "app/src/main/res/layout/vote.xml": """
            <com.google.android.material.button.MaterialButtonToggleGroup xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/vote" android:layout_width="wrap_content" android:layout_height="wrap_content">
                <com.google.android.material.button.MaterialButton android:layout_width="wrap_content" android:text="1234" app:icon="@drawable/ic_upvote_24dp" />
                <com.google.android.material.button.MaterialButton android:layout_width="wrap_content" android:contentDescription="Down" app:icon="@drawable/ic_downvote_24dp" />
            </com.google.android.material.button.MaterialButtonToggleGroup>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([("app_name", "Vote")]),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = try Self.json(["."], cwd: folder).findings.compactMap { $0["rule"]?.string }
        #expect(!rules.contains("mixed_content_types"), "\(rules)")
        #expect(!rules.contains("conflicting_segment_content"), "\(rules)")
        // Text beside an image-only segment is still a mix.
        let mixed = try Self.folder([
            "app/src/main/res/layout/vote.xml": """
            <com.google.android.material.button.MaterialButtonToggleGroup xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/vote" android:layout_width="wrap_content" android:layout_height="wrap_content">
                <com.google.android.material.button.MaterialButton android:layout_width="wrap_content" android:text="1234" />
                <com.google.android.material.button.MaterialButton android:layout_width="wrap_content" android:contentDescription="Down" app:icon="@drawable/ic_downvote_24dp" />
            </com.google.android.material.button.MaterialButtonToggleGroup>
            """,
            "app/src/main/res/values/strings.xml": Self.androidStrings([("app_name", "Vote")]),
        ])
        defer { try? FileManager.default.removeItem(at: mixed) }
        let mixedRules = try Self.json(["."], cwd: mixed).findings.compactMap { $0["rule"]?.string }
        #expect(mixedRules.contains("mixed_content_types"), "\(mixedRules)")
    }

    /// Two segments titled by the same key announce the same words in every locale: one finding,
    /// in the source locale, not one per translation.
    @Test func twoSegmentsOfOneKeyAreOneDuplicateFinding() throws {
        let folder = try Self.folder([
            "App/Scopes.swift": """
            final class ScopesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.titleView = UISegmentedControl(items: [
                        NSLocalizedString("scope.entity", comment: ""), NSLocalizedString("scope.entity", comment: ""),
                    ])
                }
            }
            """,
            "App/en.lproj/Localizable.strings": #""scope.entity" = "Entity";"#,
            "App/de.lproj/Localizable.strings": #""scope.entity" = "Entität";"#,
            "App/fr.lproj/Localizable.strings": #""scope.entity" = "Entité";"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.json(["."], cwd: folder)
        let duplicates = result.findings.filter { $0["rule"]?.string == "duplicate_segment_labels" }
        #expect(duplicates.compactMap { $0["locale"]?.string } == ["en"], "\(duplicates.map { $0["message"] })")
    }

    @Test func androidControlsUseAndroidWordsAndDevices() throws {
        let result = try ImportedFormatsTests.check(["AndroidApp"])
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(!missing.isEmpty)
        #expect(missing.allSatisfy { ($0["message"]?.string ?? "").contains("Android shows the default") })
        let devices = Set(result.findings.compactMap { $0["device"]?.string })
        #expect(!devices.isEmpty && devices.isSubset(of: ["Galaxy S24", "Pixel 8", "Pixel 8 Pro"]), "\(devices)")
    }
}
