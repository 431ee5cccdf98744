import Foundation
import SegQAModel
import SegQATesting
import Testing

/// Findings silenced where they are: in code above the control, in a file, on an Android layout
/// element, above a key of a `.strings` file or an Android `<string>`. Each silenced finding is
/// listed with its suppression (JSON, SARIF), and one that silences nothing is a note.
@Suite struct SourceSuppressionTests {
    static let swiftApp = [
        "App/Filter.swift": """
        import UIKit

        final class FilterViewController: UIViewController {
            // segqa:disable:next title_truncated the German labels are accepted as cut
            let filter = UISegmentedControl(items: [
                NSLocalizedString("all", comment: ""), NSLocalizedString("unread", comment: ""),
                NSLocalizedString("flagged", comment: ""), NSLocalizedString("later", comment: ""),
            ])
            // segqa:disable:next empty_title
            let period = UISegmentedControl(items: ["Day", "Week"])

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(filter)
                view.addSubview(period)
            }
        }
        """,
        "App/en.lproj/Localizable.strings":
            "\"all\" = \"All\";\n\"unread\" = \"Unread\";\n\"flagged\" = \"Flagged\";\n/* segqa:disable missing_translation comes in 2.1 */\n\"later\" = \"Later\";\n",
        "App/de.lproj/Localizable.strings":
            "\"all\" = \"Alle\";\n\"unread\" = \"Ungelesene Nachrichten\";\n\"flagged\" = \"Markierte Nachrichten\";\n",
    ]

    @Test func codeAndStringsSuppressionsSilenceTheirFindingsAndSayWhy() throws {
        let folder = try RealRepositoryTests.folder(Self.swiftApp)
        let result = try RealRepositoryTests.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let rules = result.findings.compactMap { $0["rule"]?.string }
        // The filter's truncations and its untranslated 'later' are silenced; the period
        // control's missing German titles are not (its suppression names another rule).
        #expect(!rules.contains("title_truncated"), "\(rules)")
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.count == 2 && missing.allSatisfy { $0["control"]?.string == "Filter.swift:10" })
        let suppressed = result.root["suppressed"]?.array ?? []
        let truncated = suppressed.filter { $0["rule"]?.string == "title_truncated" }
        #expect(truncated.count == 2)
        #expect(truncated.first?["suppression"]?["reason"]?.string == "the German labels are accepted as cut")
        #expect(truncated.first?["suppression"]?["line"]?.number == 4)
        let later = suppressed.first { $0["rule"]?.string == "missing_translation" }
        #expect(later?["segment"]?.number == 3 && later?["suppression"]?["reason"]?.string == "comes in 2.1")
        #expect(result.root["summary"]?["suppressed"]?.number == 3)
        // The empty_title suppression silences nothing: a note at the comment.
        let unused = result.findings.filter { $0["rule"]?.string == "unused_suppression" }
        #expect(unused.count == 1)
        #expect(unused.first.map(RealRepositoryTests.place) == "./App/Filter.swift:9:8")
    }

    @Test func sarifMarksSilencedResultsAsSuppressedInSource() throws {
        let folder = try RealRepositoryTests.folder(Self.swiftApp)
        let run = try CLI.run(["check", ".", "--format", "sarif", "-o", "out.sarif"], cwd: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let sarif = try JSONParser.parse(
            Array(try Data(contentsOf: folder.appendingPathComponent("out.sarif"))))
        let results = sarif["runs"]?.array?.first?["results"]?.array ?? []
        let silenced = results.filter { $0["suppressions"] != nil }
        #expect(silenced.count == 3)
        let first = silenced.first { $0["ruleId"]?.string == "title_truncated" }?["suppressions"]?.array?.first
        #expect(first?["kind"]?.string == "inSource")
        #expect(first?["justification"]?.string == "the German labels are accepted as cut")
        // The text report says how many were silenced.
        let text = try CLI.run(["check", "."], cwd: folder)
        #expect(text.stdout.contains("; 3 suppressed in the source"), "\(text.stdout)")
    }

    @Test func androidLayoutAndStringSuppressions() throws {
        let folder = try RealRepositoryTests.folder([
            "app/src/main/res/layout/activity_main.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:tools="http://schemas.android.com/tools">
                <com.google.android.material.tabs.TabLayout
                    android:id="@+id/tabs"
                    tools:ignore="segqa:title_truncated,HardcodedText">
                    <com.google.android.material.tabs.TabItem android:text="@string/tab_all" />
                    <com.google.android.material.tabs.TabItem android:text="@string/tab_unread" />
                    <com.google.android.material.tabs.TabItem android:text="@string/tab_flagged" />
                    <com.google.android.material.tabs.TabItem android:text="@string/tab_archive" />
                    <com.google.android.material.tabs.TabItem android:text="@string/tab_later" />
                </com.google.android.material.tabs.TabLayout>
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": """
            <resources>
                <string name="tab_all">All</string>
                <string name="tab_unread">Unread</string>
                <string name="tab_flagged">Flagged</string>
                <string name="tab_archive">Archive</string>
                <!-- segqa:disable:next missing_translation only in the next release -->
                <string name="tab_later">Later</string>
            </resources>
            """,
            "app/src/main/res/values-de/strings.xml": """
            <resources>
                <string name="tab_all">Alle</string>
                <string name="tab_unread">Ungelesene Benachrichtigungen</string>
                <string name="tab_flagged">Markierte Unterhaltungen</string>
                <string name="tab_archive">Archivierte Unterhaltungen</string>
            </resources>
            """,
        ])
        let result = try RealRepositoryTests.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let rules = Set(result.findings.compactMap { $0["rule"]?.string })
        #expect(!rules.contains("title_truncated") && !rules.contains("missing_translation"), "\(rules)")
        let suppressed = result.root["suppressed"]?.array ?? []
        #expect(suppressed.contains { $0["rule"]?.string == "title_truncated" })
        let later = suppressed.first { $0["rule"]?.string == "missing_translation" }
        #expect(later?["suppression"]?["reason"]?.string == "only in the next release")
        #expect(!rules.contains("unused_suppression"))
    }

    /// `// segqa:disable RULE` anywhere in a file covers every control of the file (Kotlin here),
    /// and a String Catalog key's comment covers that key's segments in every locale.
    @Test func fileWideAndStringCatalogSuppressions() throws {
        let folder = try RealRepositoryTests.folder([
            "App/Sources/Range.swift": """
            import SwiftUI

            struct RangePicker: View {
                @State private var range = 0
                var body: some View {
                    Picker("Range", selection: $range) {
                        Text("range.day").tag(0)
                        Text("range.week").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """,
            "App/Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "range.day" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Day" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Tag" } }
                  }
                },
                "range.week" : {
                  "comment" : "Weekly view. segqa:disable missing_translation German copy pending",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Week" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            "app/src/main/java/com/example/Filters.kt": """
            // segqa:disable missing_translation the German filters ship next release
            package com.example

            class FiltersActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.fragment_filters)
                    val tabs = findViewById<TabLayout>(R.id.tabs)
                    tabs.addTab(tabs.newTab().setText(R.string.filter_all))
                    tabs.addTab(tabs.newTab().setText(R.string.filter_unread))
                }
            }
            """,
            "app/src/main/res/layout/fragment_filters.xml": """
            <com.google.android.material.tabs.TabLayout xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/tabs" />
            """,
            "app/src/main/res/values/strings.xml":
                "<resources>\n<string name=\"filter_all\">All</string>\n<string name=\"filter_unread\">Unread</string>\n</resources>\n",
            "app/src/main/res/values-de/strings.xml":
                "<resources>\n<string name=\"filter_all\">Alle</string>\n</resources>\n",
        ])
        let result = try RealRepositoryTests.json(["."], cwd: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let missing = result.findings.filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.isEmpty, "\(missing.map { $0["message"] })")
        let suppressed = result.root["suppressed"]?.array ?? []
        let reasons = Set(suppressed.compactMap { $0["suppression"]?["reason"]?.string })
        #expect(reasons == ["German copy pending", "the German filters ship next release"], "\(reasons)")
        #expect(!result.findings.contains { $0["rule"]?.string == "unused_suppression" })
    }
}
