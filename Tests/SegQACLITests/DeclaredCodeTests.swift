import Foundation
import SegQAModel
import SegQATesting
import Testing

/// segqa.json's `"controls"` and `"localizationFunctions"`: a team's own segmented control, and a
/// localization function segqa cannot see through (its body is in a binary framework), read as
/// the team declares them.
@Suite struct DeclaredCodeTests {
    /// The controls `segqa controls` lists for a folder: each one's style, titles and reason.
    static func controls(_ files: [String: String]) throws -> (list: [JSONNode], stderr: String, status: Int32) {
        let folder = try RealRepositoryTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["controls", ".", "--format", "json"], cwd: folder)
        let root = try JSONParser.parse(Array((run.stdout.isEmpty ? "{}" : run.stdout).utf8))
        return (root["controls"]?.array ?? [], run.stderr, run.status)
    }

    static func titles(_ control: JSONNode) -> [String] {
        (control["segments"]?.array ?? []).map { $0["title"]?.string ?? "?" + ($0["unresolved"]?.string ?? "") }
    }

    /// A design-system control whose body segqa cannot tell is a segmented control (it draws its
    /// buttons in `layoutSubviews` from a private array), titled at construction and later by a
    /// property, and a `Loc(…)` wrapper from a binary framework.
    static let swiftApp: [String: String] = [
        "segqa.json": """
        {
          "controls": [{"type": "PillBar", "titles": "items", "distribution": "equal", "padding": 12,
                        "font": {"size": 15, "weight": "semibold"}}],
          "localizationFunctions": ["Loc", {"name": "Strings.tr", "table": "Main"}]
        }
        """,
        "App/FeedViewController.swift": """
        import DesignSystem

        final class FeedViewController: UIViewController {
            private let scope = PillBar(items: [Loc("feed.following"), Strings.tr("feed.local")])
            private lazy var sort: PillBar = {
                let bar = PillBar(frame: .zero)
                bar.items = ["Hot", Loc("feed.new")]
                return bar
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scope)
                view.addSubview(sort)
            }
        }
        """,
        "App/en.lproj/Localizable.strings": """
        "feed.following" = "Following";
        "feed.new" = "New";
        """,
        "App/en.lproj/Main.strings": #""feed.local" = "Local";"#,
        "App/de.lproj/Localizable.strings": """
        "feed.following" = "Gefolgt";
        "feed.new" = "Neu";
        """,
        "App/de.lproj/Main.strings": #""feed.local" = "Lokal";"#,
    ]

    @Test func aTeamsOwnControlAndLocalizationFunctionsAreRead() throws {
        let result = try Self.controls(Self.swiftApp)
        #expect(result.status == 0, "\(result.stderr)")
        let byLine = Dictionary(uniqueKeysWithValues: result.list.map { (Int($0["line"]?.number ?? 0), $0) })
        #expect(result.list.count == 2, "\(result.list.map(Self.titles))")
        let scope = try #require(byLine[4], "PillBar(items:) on line 4")
        #expect(Self.titles(scope) == ["Following", "Local"])
        #expect(scope["style"]?.string == "custom")
        let sort = try #require(byLine[6], "PillBar(frame:) on line 6, titled by its property")
        #expect(Self.titles(sort) == ["Hot", "New"])
    }

    /// The declared layout is what the control is measured with: a title too wide at 15 pt
    /// semibold with 12 pt padding in a third of a phone's width is cut, and the finding says so.
    @Test func theDeclaredLayoutIsWhatIsMeasured() throws {
        var files = Self.swiftApp
        files["App/de.lproj/Main.strings"] = #""feed.local" = "Lokale Beiträge aus der Umgebung";"#
        let folder = try RealRepositoryTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["check", ".", "--format", "json", "--fail-on", "never"], cwd: folder)
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        let truncated = (root["findings"]?.array ?? []).filter {
            $0["rule"]?.string == "title_truncated" && $0["locale"]?.string == "de"
        }
        #expect(truncated.count == 1, "\(run.stdout.prefix(2_000))")
        #expect(truncated.first?["message"]?.string?.contains("Lokale Beiträge") == true)
    }

    /// A declaration missing what segqa needs stops the run with where it is, never a guess.
    @Test func aDeclarationWithoutTitlesIsAnErrorAtItsPlace() throws {
        var files = Self.swiftApp
        files["segqa.json"] = """
            {
              "controls": [
                {"type": "PillBar"}
              ]
            }
            """
        let result = try Self.controls(files)
        #expect(result.status == 65 || result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("segqa.json:3:5"), "\(result.stderr)")
        #expect(result.stderr.contains("'titles'"), "\(result.stderr)")
    }

    /// Compose: a design-system tab bar taking `items = …`, declared with `"_"`-free labels.
    @Test func aComposeDesignSystemBarIsADeclaredControl() throws {
        let files = [
            "segqa.json": #"{"controls": [{"type": "DsTabBar", "titles": "items", "distribution": "content"}]}"#,
            "app/src/main/java/org/example/Library.kt": """
            @Composable
            fun Library(selected: Int) {
                DsTabBar(
                    items = listOf(stringResource(R.string.tab_books), "Authors"),
                    selected = selected,
                )
            }
            """,
            "app/src/main/res/values/strings.xml": #"<resources><string name="tab_books">Books</string></resources>"#,
        ]
        let result = try Self.controls(files)
        #expect(result.list.count == 1, "\(result.stderr)")
        #expect(result.list.first.map(Self.titles) == ["Books", "Authors"])
    }
}

/// Kotlin Multiplatform's moko-resources: `MR.strings.name` is a string of
/// `moko-resources/base/strings.xml`, translated in `moko-resources/de/strings.xml`, `…/pt-rBR/…`.
@Suite struct MokoResourcesTests {
    @Test func mokoStringsTitleControlsInEveryLocale() throws {
        let files = [
            "i18n/src/commonMain/moko-resources/base/strings.xml":
                #"<resources><string name="tab_books">Books</string><string name="tab_authors">Authors</string></resources>"#,
            "i18n/src/commonMain/moko-resources/de/strings.xml":
                #"<resources><string name="tab_books">Bücher</string></resources>"#,
            "i18n/src/commonMain/moko-resources/pt-rBR/strings.xml":
                #"<resources><string name="tab_books">Livros</string><string name="tab_authors">Autores</string></resources>"#,
            "app/src/main/java/org/example/Library.kt": """
            @Composable
            fun Library(selected: Int) {
                TabRow(selectedTabIndex = selected) {
                    Tab(selected = selected == 0, onClick = {}, text = { Text(stringResource(MR.strings.tab_books)) })
                    Tab(selected = selected == 1, onClick = {}, text = { Text(stringResource(MR.strings.tab_authors)) })
                }
            }
            """,
        ]
        let folder = try RealRepositoryTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let controls = try CLI.run(["controls", ".", "--format", "json"], cwd: folder)
        let list = try JSONParser.parse(Array(controls.stdout.utf8))["controls"]?.array ?? []
        #expect(list.count == 1, "\(controls.stderr)")
        #expect(list.first.map(DeclaredCodeTests.titles) == ["Books", "Authors"])
        let check = try CLI.run(["check", ".", "--format", "json", "--fail-on", "never"], cwd: folder)
        let root = try JSONParser.parse(Array(check.stdout.utf8))
        #expect(root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en", "de", "pt-BR"])
        let missing = (root["findings"]?.array ?? []).filter { $0["rule"]?.string == "missing_translation" }
        #expect(missing.map { $0["locale"]?.string ?? "" } == ["de"], "de lacks tab_authors")
    }
}
