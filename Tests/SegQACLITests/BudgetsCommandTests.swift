import Foundation
import SegQAModel
import SegQATesting
import Testing

/// `segqa budgets`: the room every title has, pinned by hand on a fixture, agreeing with
/// `segqa check`, and written into XLIFF, String Catalogs and `strings.xml` without touching
/// anything else in them.
@Suite struct BudgetsCommandTests {
    static let fixtures = CLI.fixtures.appendingPathComponent("Budgets")

    /// hb-shape's advances (Budgets/make-exemplar-advances.py) of DejaVu Sans, in font units.
    struct Oracle: Decodable {
        var unitsPerEm: Double
        var advances: [String: Double]
        var titles: [String: [String: Double]]

        /// Points at 13 pt.
        func points(_ units: Double) -> Double { units / unitsPerEm * 13 }
        /// The mean advance of English's exemplar characters (CLDR: a–z), in points at 13 pt.
        var meanEnglishAdvance: Double {
            points(advances.values.reduce(0, +) / Double(advances.count))
        }
    }

    static func oracle() throws -> Oracle {
        try JSONDecoder().decode(
            Oracle.self, from: Data(contentsOf: fixtures.appendingPathComponent("exemplar-advances.json")))
    }

    static func budgets(_ arguments: [String], cwd: URL = CLI.fixtures) throws -> [JSONNode] {
        let run = try CLI.run(["budgets"] + arguments + ["--format", "json"], cwd: cwd)
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONParser.parse(Array(run.stdout.utf8))["budgets"]?.array ?? []
    }

    static func entry(_ budgets: [JSONNode], _ key: String, _ locale: String) -> JSONNode? {
        budgets.first { $0["key"]?.string == key && $0["locale"]?.string == locale }
    }

    /// A copy of a fixture folder to write into.
    static func copy(_ folder: URL) throws -> URL {
        let scratch = Scratch.root.appendingPathComponent(
            "segqa-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let target = scratch.appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.copyItem(at: folder, to: target)
        return target
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    // MARK: - The numbers

    @Test func budgetPinnedByHandForEqualAndApportionedWidths() throws {
        let oracle = try Self.oracle()
        let budgets = try Self.budgets(["Budgets/Catalog"])
        #expect(budgets.count == 9, "3 keys × en, de, ja")

        // settings.appearance: 300 pt, equal widths, UIKit insets 2, dividers 1, padding 10:
        // (300 − 2 × 2 − 2 × 1) / 3 − 2 × 10 = 78 pt of room.
        let automatic = try #require(Self.entry(budgets, "appearance.automatic", "en"))
        #expect(automatic["table"]?.string == "Settings")
        #expect(automatic["maxWidth"]?.number == 78)
        #expect(automatic["unit"]?.string == "pt")
        // a–z in DejaVu Sans average 7.32 pt at 13 pt (hb-shape): 78 / 7.32 = 10.65, so 10 characters.
        let mean = oracle.meanEnglishAdvance
        #expect(abs((automatic["meanAdvance"]?.number ?? 0) - mean) < 0.01)
        #expect(automatic["maxCharacters"]?.number == (78 / mean).rounded(.down))
        #expect(automatic["maxCharacters"]?.number == 10)
        #expect(automatic["fits"]?.bool == true)
        // 'Automatisch' (81.68 pt) does not fit the 78 pt.
        let automatisch = try #require(Self.entry(budgets, "appearance.automatic", "de"))
        #expect(automatisch["fits"]?.bool == false)
        #expect((automatisch["width"]?.number ?? 0) > 78)

        // onboarding.theme: 140 pt apportioned by content, two segments. 'Light' may grow until
        // both natural widths fill the space: 140 − 2 × 2 − 1 − ('Dark' + 2 × 10) − 2 × 10.
        let light = try #require(Self.entry(budgets, "appearance.light", "en"))
        let dark = oracle.points(oracle.titles["en"]!["Dark"]!)
        let expected = 135 - (dark + 20) - 20
        #expect(abs((light["maxWidth"]?.number ?? 0) - expected) <= 0.01, "\(expected)")
        // Shared by both controls: the tighter one binds, and both are named, tightest first.
        let uses = light["controls"]?.array?.compactMap { $0["control"]?.string }
        #expect(uses == ["onboarding.theme", "settings.appearance"])
        #expect(light["controls"]?.array?.last?["maxWidth"]?.number == 78)
        // In German the other title is 'Dunkel', so 'Hell' has less room.
        let hell = try #require(Self.entry(budgets, "appearance.light", "de"))
        let dunkel = oracle.points(oracle.titles["de"]!["Dunkel"]!)
        #expect(abs((hell["maxWidth"]?.number ?? 0) - (135 - (dunkel + 20) - 20)) <= 0.01)
        #expect(hell["text"]?.string == "Hell")

        // Japanese counts in its own exemplars (kana and kanji, in the CJK face): fewer, wider.
        let japanese = try #require(Self.entry(budgets, "appearance.automatic", "ja"))
        #expect(japanese["maxWidth"]?.number == 78)
        #expect((japanese["maxCharacters"]?.number ?? 99) < 10)
    }

    @Test func aTitleCheckReportsTruncatedHasABudgetBelowItsWidth() throws {
        let folder = ReportCommandTests.repository.appendingPathComponent("Corpora")
        for names in [["mail.json", "Mail.xcstrings"], ["settings.json", "settings.fr.json"]] {
            let corpora = names.map { folder.appendingPathComponent($0).path }
            let run = try CLI.run(["check"] + corpora + ["--format", "json", "--fail-on", "never"])
            let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
            let truncated = findings.filter {
                ["title_truncated", "selected_title_truncated"].contains($0["rule"]?.string ?? "")
            }
            #expect(!truncated.isEmpty)
            var uses: [String: JSONNode] = [:]
            for budget in try Self.budgets(corpora) {
                for use in budget["controls"]?.array ?? [] {
                    uses[
                        "\(use["control"]?.string ?? "")#\(Int(use["segment"]?.number ?? -1))#\(budget["locale"]?.string ?? "")"
                    ] = use
                }
            }
            var reported = Set<String>()
            for finding in truncated {
                let prefix = "\(finding["control"]?.string ?? "")#\(Int(finding["segment"]?.number ?? -1))#"
                let id = prefix + (finding["locale"]?.string ?? "")
                reported.insert(id)
                let use = try #require(uses[id], "\(id)")
                #expect(use["fits"]?.bool == false, "\(id)")
                #expect((use["maxWidth"]?.number ?? .infinity) < (finding["needed"]?.number ?? 0), "\(id)")
                // One finding stands for the locales it names (the same title too wide there too).
                for name in ["alsoIn", "sameIn"] {
                    for locale in (finding["properties"]?[name]?.string ?? "").split(separator: ", ") {
                        reported.insert(prefix + locale)
                    }
                }
            }
            // And the other way: every title a budget says is too wide, check reports.
            for (id, use) in uses where use["fits"]?.bool == false { #expect(reported.contains(id), "\(id)") }
        }
    }

    // MARK: - Writing where translators look

    @Test func xliffGetsMaxwidthInPixelsAndNothingElseChanges() throws {
        let folder = try Self.copy(Self.fixtures.appendingPathComponent("Export"))
        let file = folder.appendingPathComponent("Localizations/de.xcloc/Localized Contents/de.xliff")
        let before = try Self.text(file)
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 1)
        let write = try CLI.run(["budgets", "--write", folder.path])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout.contains("wrote budgets into 1 file"))
        let after = try Self.text(file)
        // Each segment's trans-unit gets maxwidth (78 pt room, whole pixels) in its own quotes, and
        // a note saying so beside the translator's; the one whose limit counts characters keeps
        // its unit (the German guide, 10), which the run reports; the footer is no segment.
        #expect(write.stdout.contains(#"1 XLIFF trans-unit keeps its size-unit="char""#), "\(write.stdout)")
        #expect(
            after.contains(
                #"<trans-unit id="appearance.automatic" xml:space="preserve" maxwidth="78" size-unit="pixel">"#))
        #expect(
            after.contains(#"<trans-unit id='appearance.dark' xml:space='preserve' maxwidth='10' size-unit='char'>"#))
        #expect(
            after.contains(#"<trans-unit id="appearance.light" xml:space="preserve" maxwidth="78" size-unit="pixel">"#))
        #expect(after.contains(#"<trans-unit id="settings.footer" xml:space="preserve">"#))
        let note =
            #"        <note from="segqa">Max 78 pt, about 10 characters: segment 2 of settings.appearance</note>"#
        #expect(after.contains("<note>Follows the system&apos;s appearance.</note>\n" + note + "\n"))
        // Byte-identical otherwise.
        var undone = after.replacingOccurrences(of: #" maxwidth="78" size-unit="pixel""#, with: "")
            .replacingOccurrences(of: "maxwidth='10' size-unit='char'", with: "maxwidth='12' size-unit='char'")
        undone = undone.replacingOccurrences(
            of: #"\n *<note from="segqa">[^<]*</note>"#, with: "", options: .regularExpression)
        #expect(undone == before)
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 0)
        // Writing again changes nothing.
        #expect(try CLI.run(["budgets", "--write", folder.path]).stdout.contains("wrote budgets into 0 files"))
        #expect(try Self.text(file) == after)
        // A narrower control makes the written budgets stale.
        let stale = try CLI.run(["budgets", "--check", "--width", "280", folder.path])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("de.xliff: budgets are stale"))
    }

    @Test func stringCatalogCommentsGetALineInXcodesStyle() throws {
        let folder = try Self.copy(Self.fixtures.appendingPathComponent("Catalog"))
        let file = folder.appendingPathComponent("Settings.xcstrings")
        let before = try Self.text(file)
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 1)
        #expect(try CLI.run(["budgets", "--write", folder.path]).status == 0)
        let after = try Self.text(file)
        // The catalog serves every language: the least room in any locale, in source-language
        // characters and in those of each locale whose letters are wider (Japanese: 6).
        // automatic: 78 pt everywhere, 10 English characters; after the comment's own lines.
        let automatic =
            #""comment" : "Follows the system's appearance.\nShort: a segment title.\nMax 78 pt, about 10 characters (6 in ja): segment 2 of settings.appearance","#
        #expect(after.contains(automatic))
        // dark had no comment: one is added first, as Xcode orders and indents members. Its least room
        // is Japanese's in onboarding.theme: 135 − ('ライト' 39 + 20) − 20 = 56 pt.
        let dark =
            "    \"appearance.dark\" : {\n      \"comment\" : \"Max 56 pt, about 7 characters (4 in ja): segment 1 of onboarding.theme, segment 1 of settings.appearance\",\n      \"extractionState\" : \"manual\","
        #expect(after.contains(dark))
        // light keeps its escapes (\u00b7, \") as written.
        #expect(
            after.contains(
                #""comment" : "Light appearance \u00b7 \"bright\"\nMax 49 pt, about 6 characters (3 in ja): segment 0 of onboarding.theme, segment 0 of settings.appearance","#
            ))
        // Nothing else changes: without the added bytes it is the file as it was.
        var undone = after.replacingOccurrences(
            of: "\\nMax 78 pt, about 10 characters (6 in ja): segment 2 of settings.appearance", with: "")
        undone = undone.replacingOccurrences(
            of:
                "\\nMax 49 pt, about 6 characters (3 in ja): segment 0 of onboarding.theme, segment 0 of settings.appearance",
            with: "")
        undone = undone.replacingOccurrences(
            of:
                "\"comment\" : \"Max 56 pt, about 7 characters (4 in ja): segment 1 of onboarding.theme, segment 1 of settings.appearance\",\n      ",
            with: "")
        #expect(undone == before)
        _ = try JSONParser.parse(Array(after.utf8))
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 0)
        // A changed budget replaces segqa's line, not the translator's.
        #expect(try CLI.run(["budgets", "--write", "--width", "280", folder.path]).status == 0)
        let rewritten = try Self.text(file)
        #expect(
            rewritten.contains(
                #""comment" : "Follows the system's appearance.\nShort: a segment title.\nMax 71 pt, about 9 characters (5 in ja): segment 2 of settings.appearance","#
            ))
        #expect(!rewritten.contains("Max 78 pt"))
    }

    /// A second `--write` changes nothing, whatever the control ids hold (a line break in one once
    /// added a line to the comment on every run), and a linked catalog is written through the link.
    @Test func writingTwiceChangesNothingAndLinksStayLinks() throws {
        let folder = try Self.copy(Self.fixtures.appendingPathComponent("Catalog"))
        let content = folder.appendingPathComponent("appearance.json")
        try Data(
            try Self.text(content).replacingOccurrences(
                of: "\"settings.appearance\"", with: "\"settings\\nappearance\""
            )
            .utf8
        ).write(to: content)
        // The catalog lives elsewhere in the folder; the table's name is a link to it.
        let real = folder.appendingPathComponent("Shared/Settings.xcstrings")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Settings.xcstrings"), to: real)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Settings.xcstrings").path,
            withDestinationPath: "Shared/Settings.xcstrings")
        let first = try CLI.run(["budgets", "--write", folder.path])
        #expect(first.status == 0, "\(first.stderr)")
        let written = try Self.text(real)
        #expect(written.contains("segment 2 of settings appearance"))
        let second = try CLI.run(["budgets", "--write", folder.path])
        #expect(second.status == 0)
        #expect(try Self.text(real) == written)
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 0)
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent("Settings.xcstrings").path)
        #expect(link == "Shared/Settings.xcstrings")
    }

    @Test func androidStringsGetCharLimitsInTheirComment() throws {
        let folder = try Self.copy(CLI.fixtures.appendingPathComponent("AndroidApp"))
        let sizes = folder.appendingPathComponent("feature/sizes/src/main/res/values/strings.xml")
        // A comment a developer wrote, and one with an old limit.
        let original = try Self.text(sizes)
        let commented = original.replacingOccurrences(
            of: "    <string name=\"size_medium\">",
            with: "    <!-- Size filter, the middle one. -->\n    <string name=\"size_medium\">"
        ).replacingOccurrences(
            of: "    <string name=\"size_large\">",
            with: "    <!-- Largest size [CHAR LIMIT=3] -->\n    <string name=\"size_large\">")
        try Data(commented.utf8).write(to: sizes)
        let untranslatable = folder.appendingPathComponent("app/src/main/res/values/donottranslate.xml")
        let untranslatableBefore = try Self.text(untranslatable)

        #expect(try CLI.run(["budgets", "--write", folder.path]).status == 0)
        let budgets = try Self.budgets([folder.path])
        let medium = try #require(Self.entry(budgets, "size_medium", "en"))
        #expect(medium["unit"]?.string == "dp")
        let limit = Int(medium["maxCharacters"]?.number ?? 0)
        let after = try Self.text(sizes)
        #expect(after.contains("    <!-- [CHAR LIMIT=\(limit)] -->\n    <string name=\"size_small\">"))
        #expect(
            after.contains(
                "<!-- Size filter, the middle one. [CHAR LIMIT=\(limit)] -->\n    <string name=\"size_medium\">"))
        #expect(after.contains("<!-- Largest size [CHAR LIMIT=\(limit)] -->"))
        // Each language's file gets its own language's count.
        let german = try Self.text(folder.appendingPathComponent("feature/sizes/src/main/res/values-de/strings.xml"))
        let deLimit = Int(Self.entry(budgets, "size_medium", "de")?["maxCharacters"]?.number ?? 0)
        #expect(german.contains("<!-- [CHAR LIMIT=\(deLimit)] -->\n    <string name=\"size_medium\">Mittel</string>"))
        // Strings nobody translates get none.
        #expect(try Self.text(untranslatable) == untranslatableBefore)
        // Nothing else changes.
        let undone = after.replacingOccurrences(of: "    <!-- [CHAR LIMIT=\(limit)] -->\n", with: "")
            .replacingOccurrences(of: "Largest size [CHAR LIMIT=\(limit)] -->", with: "Largest size [CHAR LIMIT=3] -->")
            .replacingOccurrences(of: "the middle one. [CHAR LIMIT=\(limit)] -->", with: "the middle one. -->")
        #expect(undone == commented)
        #expect(try CLI.run(["budgets", "--check", folder.path]).status == 0)
    }

    @Test func writeAndCheckExcludeEachOther() throws {
        let run = try CLI.run(["budgets", "--write", "--check", "Budgets/Catalog"], cwd: CLI.fixtures)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--write and --check exclude each other"))
    }

    // MARK: - Pseudo-localization to the budget

    @Test func pseudoTitlesPaddedToTheirBudgetStopAtTheLimit() throws {
        let output = try Self.copy(Self.fixtures.appendingPathComponent("Catalog")).deletingLastPathComponent()
            .appendingPathComponent("pseudo")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let catalog = Self.fixtures.appendingPathComponent("Catalog").path
        let pseudo = try CLI.run(["pseudo", "--to-budget", "--locale", "en-XA", "-o", output.path, catalog])
        #expect(pseudo.status == 0, "\(pseudo.stderr)")
        let file = output.appendingPathComponent("en-XA.json").path
        // The pseudo run fits everywhere…
        let check = try CLI.run(["check", catalog, file, "--locale", "en-XA", "--format", "json", "--fail-on", "never"])
        let findings = try JSONParser.parse(Array(check.stdout.utf8))["findings"]?.array ?? []
        #expect(findings.isEmpty, "\(findings.map { $0["message"]?.string ?? "" })")
        // …and each title stops within one letter of its room (the widest filler letter, 'ɱ', is 10.3 pt).
        let budgets = try Self.budgets([catalog, file, "--locale", "en-XA"])
        #expect(budgets.count == 3)
        for budget in budgets {
            let slack = (budget["maxWidth"]?.number ?? 0) - (budget["width"]?.number ?? 0)
            #expect(slack >= -0.01 && slack < 10.3, "\(budget["text"]?.string ?? ""): \(slack)")
            #expect(budget["text"]?.string?.hasPrefix("[") == true)
        }
        // Apportioned widths: onboarding.theme's titles were padded together and fit together.
        let texts = budgets.compactMap { $0["text"]?.string }
        #expect(texts.contains { $0.hasPrefix("[Ļîĝĥţ") })
    }
}

/// Character limits per script: a Korean limit in Hangul syllables, a Chinese one in Han
/// characters, never below a translation that fits today, and, for a title that does not fit,
/// below its length: the limit written agrees with `check`'s verdict.
@Suite struct BudgetsPerScriptTests {
    static let keys = ["tab_all", "tab_unread", "tab_flagged", "tab_sent", "tab_drafts"]
    static let locales: [(folder: String, locale: String, titles: [String])] = [
        ("values", "en", ["All", "Unread", "Flagged", "Sent", "Drafts"]),
        ("values-de", "de", ["Alle", "Ungelesene Unterhaltungen", "Markiert", "Gesendet", "Entwürfe"]),
        ("values-ko", "ko", ["전체", "읽지 않은 모든 대화 내용", "깃발", "보냄", "임시"]),
        ("values-zh-rTW", "zh-TW", ["全部", "所有尚未閱讀過的對話內容", "已標記", "已傳送", "草稿"]),
        ("values-ar", "ar", ["الكل", "جميع المحادثات غير المقروءة", "مميزة", "المرسلة", "المسودات"]),
    ]

    /// Nothing checked: the run says why (the inventory's reasons), and fails only with --check.
    @Test func noBudgetsSaysWhy() throws {
        let folder = try RealRepositoryTests.folder([
            "App/Feed.swift": """
            let control = UISegmentedControl(items: [viewModel.first, viewModel.second])
            """
        ])
        let run = try CLI.run(["budgets", "."], cwd: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasPrefix(
                "0 budgets: 1 control found, none checked (1 a title segqa cannot evaluate); `segqa controls` says why"),
            "\(run.stdout)")
        #expect(try CLI.run(["budgets", ".", "--check"], cwd: folder).status == 1)
        let empty = try RealRepositoryTests.folder(["README.md": "nothing here\n"])
        #expect(
            try CLI.run(["budgets", "."], cwd: empty).stdout.hasPrefix("0 budgets: no segmented control was found"))
    }

    @Test func limitsCountEachScriptsOwnCharactersAndAgreeWithTheFitVerdict() throws {
        var files = [
            "app/src/main/res/layout/activity_inbox.xml": """
            <com.google.android.material.tabs.TabLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:id="@+id/tabs" android:layout_width="match_parent">
                <com.google.android.material.tabs.TabItem android:text="@string/tab_all" />
                <com.google.android.material.tabs.TabItem android:text="@string/tab_unread" />
                <com.google.android.material.tabs.TabItem android:text="@string/tab_flagged" />
                <com.google.android.material.tabs.TabItem android:text="@string/tab_sent" />
                <com.google.android.material.tabs.TabItem android:text="@string/tab_drafts" />
            </com.google.android.material.tabs.TabLayout>
            """
        ]
        for (folder, _, titles) in Self.locales {
            let strings = zip(Self.keys, titles).map {
                "    <string name=\"\($0)\">\($1)</string>\n"
            }.joined()
            files["app/src/main/res/\(folder)/strings.xml"] = "<resources>\n\(strings)</resources>\n"
        }
        let folder = try RealRepositoryTests.folder(files)
        let json = try CLI.run(["budgets", ".", "--format", "json", "--device", "Pixel 8"], cwd: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let budgets = try JSONParser.parse(Array(json.stdout.utf8))["budgets"]?.array ?? []
        let write = try CLI.run(["budgets", ".", "--write", "--device", "Pixel 8"], cwd: folder)
        #expect(write.status == 0, "\(write.stderr)")
        var limits: [String: Int] = [:]
        for (folderName, locale, _) in Self.locales {
            let text = try String(
                contentsOf: folder.appendingPathComponent("app/src/main/res/\(folderName)/strings.xml"),
                encoding: .utf8)
            for budget in budgets where budget["locale"]?.string == locale {
                let key = budget["key"]?.string ?? ""
                let title = budget["text"]?.string ?? ""
                // The limit written before this key's string.
                let pattern = #"\[CHAR LIMIT=([0-9]+)\] -->\s*<string name=""# + key + "\""
                let match = try #require(text.range(of: pattern, options: .regularExpression), "\(locale) \(key)")
                let limit = Int(text[match].split(separator: "=")[1].prefix { $0.isNumber })!
                limits["\(locale) \(key)"] = limit
                if budget["fits"]?.bool == true {
                    #expect(limit >= title.count, "\(locale) '\(title)' fits: a limit of \(limit) would be below it")
                } else {
                    #expect(
                        limit < title.count, "\(locale) '\(title)' is cut: its \(title.count) must be over \(limit)")
                }
            }
        }
        // The same room holds fewer Hangul syllables and Han characters than German letters.
        let de = try #require(limits["de tab_all"])
        #expect(try #require(limits["ko tab_all"]) < de)
        #expect(try #require(limits["zh-TW tab_all"]) < de)
        // The long titles do not fit in any of these languages.
        #expect(
            budgets.filter { $0["key"]?.string == "tab_unread" && $0["locale"]?.string != "en" }.allSatisfy {
                $0["fits"]?.bool == false
            })
    }
}
