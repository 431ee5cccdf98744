import Foundation
import SegQAFormatting
import SegQAModel
import Testing

/// `segqa check` on the two apps in Corpora/ written in the shapes real apps have (issues 23 and
/// 24): Corpora/TrailsApp (an Xcode project: app, share extension, tests; SwiftGen, Base.lproj,
/// a storyboard, a XIB cell, SwiftUI, Objective-C) and Corpora/ShopAndroid (Gradle modules,
/// source sets, layouts titled in code, Compose, Java). Every expected place is searched in the
/// fixture's text; no number is taken from segqa's output.
@Suite struct RealAppTests {
    static let trails = "Corpora/TrailsApp"
    static let shop = "Corpora/ShopAndroid"

    static func check(_ arguments: [String]) throws -> (findings: [JSONNode], root: JSONNode, stderr: String) {
        let result = try RealRepositoryTests.json(arguments)
        return (result.findings, result.root, result.stderr)
    }

    static func place(of text: String, in path: String) throws -> String {
        try RealRepositoryTests.place(of: text, in: path)
    }

    static func line(of text: String, in path: String) throws -> Int {
        Int(try place(of: text, in: path).split(separator: ":").dropLast().last ?? "") ?? 0
    }

    /// The inventory: id → (checked, segment titles or "?expression" / "image:name").
    static func inventory(_ root: JSONNode) -> [String: (Bool, [String])] {
        var result: [String: (Bool, [String])] = [:]
        for control in root["controls"]?.array ?? [] {
            let segments = (control["segments"]?.array ?? []).map { segment -> String in
                if let title = segment["title"]?.string { return title }
                if let name = segment["name"]?.string { return "image:" + name }
                return "?" + (segment["unresolved"]?.string ?? "")
            }
            result[control["id"]?.string ?? ""] = (control["checked"]?.bool ?? false, segments)
        }
        return result
    }

    @Test func trailsEveryControlFoundWithItsSourceTitles() throws {
        let result = try Self.check([Self.trails])
        let controls = Self.inventory(result.root)
        let settings = "\(Self.trails)/Trails/Settings/SettingsViewController.swift"
        let expected: [String: (Bool, [String])] = [
            // The storyboard's placeholders replaced by the scopes' titles, in Base.lproj's words.
            "Main.Act-sg-001": (true, ["My Challenges", "Friends", "Everyone"]),
            // Same outlet name, another class: its own titles stay.
            "Main.Pro-sg-001": (true, ["Posts", "Hashtags", "People"]),
            // One XIB cell, configured by three rows: three controls, named by each call.
            "SettingsViewController.swift:\(try Self.line(of: "options: [L10n.Units.km", in: settings) - 2)": (
                true, ["km", "mi"]
            ),
            "SettingsViewController.swift:\(try Self.line(of: "options: [L10n.Difficulty.easy", in: settings) - 2)": (
                true, ["Easy", "Moderate", "Strenuous"]
            ),
            "SettingsViewController.swift:\(try Self.line(of: "options: [NSLocalizedString(\"map.style", in: settings) - 2)":
                (
                    true, ["Standard", "Terrain"]
                ),
            "LegacyStatsViewController.m:\(try Self.line(of: "initWithItems", in: "\(Self.trails)/Trails/Legacy/LegacyStatsViewController.m"))":
                (
                    true, ["This Week", "This Month", "All Time"]
                ),
            "MapLayersView.swift:\(try Self.line(of: "Picker(\"map.difficulty\"", in: "\(Self.trails)/Trails/Map/MapLayersView.swift"))":
                (
                    true, ["Easy", "Moderate", "Strenuous"]
                ),
            "MapLayersView.swift:\(try Self.line(of: "Picker(\"map.layer\"", in: "\(Self.trails)/Trails/Map/MapLayersView.swift"))":
                (
                    true, ["Topo", "Satellite", "Hybrid"]
                ),
            "MediaViewController.swift:\(try Self.line(of: "UISegmentedControl()", in: "\(Self.trails)/Trails/Media/MediaViewController.swift"))":
                (
                    true, ["image:photo.on.rectangle", "image:chart.xyaxis.line", "image:map"]
                ),
            "ShareView.swift:\(try Self.line(of: "Picker(\"share.audience\"", in: "\(Self.trails)/TrailsShare/ShareView.swift"))":
                (
                    true, ["My Challenges", "Friends", "Everyone"]
                ),
            // Nothing opens these: listed, not checked.
            "OldFiltersViewController.swift:\(try Self.line(of: "UISegmentedControl(items:", in: "\(Self.trails)/Trails/Archive/OldFiltersViewController.swift"))":
                (
                    false, ["Nearby", "Popular", "Recently Added by the Community"]
                ),
            "MapLayersView.swift:\(try Self.line(of: "Picker(\"Legend\"", in: "\(Self.trails)/Trails/Map/MapLayersView.swift"))":
                (
                    false, ["Contours", "Shading"]
                ),
        ]
        #expect(Set(controls.keys) == Set(expected.keys), "\(controls.keys.sorted())")
        for (id, (checked, titles)) in expected {
            #expect(controls[id]?.0 == checked, "\(id) checked")
            #expect(controls[id]?.1 == titles, "\(id): \(controls[id]?.1 ?? [])")
        }
        let unreachable = (result.root["controls"]?.array ?? []).first {
            $0["id"]?.string?.hasPrefix("OldFilters") == true
        }
        #expect(
            unreachable?["reason"]?.string
                == "nothing in the app reaches OldFiltersViewController: no code, storyboard, XIB or string names it")
        // The summary names the targets read.
        let targets = result.root["summary"]?["targets"]?.array?.first
        #expect(targets?["targets"]?.array?.compactMap(\.string) == ["Trails", "TrailsShare"])
    }

    /// Checked from its own root (`segqa check .` beside Trails.xcodeproj), as a new user runs it:
    /// the project decides the same (its directory is "" there, which once meant none).
    @Test func aRepositoryCheckedFromItsRootReadsWhatShipsTheSame() throws {
        let root = ReportCommandTests.repository.appendingPathComponent(Self.trails)
        let result = try RealRepositoryTests.json(["."], cwd: root)
        #expect(
            result.stderr.contains(
                "skipped ./Localization/StringsConvertor/input/an.lproj/Mainstrings.strings: the app does not offer 'an' (knownRegions of Trails.xcodeproj)"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "skipped ./TrailsTests/ActivityScopeTests.swift: only in the test target TrailsTests of Trails.xcodeproj"
            ))
        #expect(result.root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en", "de", "el", "ja"])
        let outside = try Self.check([Self.trails])
        #expect(result.findings.count == outside.findings.count)
    }

    @Test func trailsReadsWhatShipsAsItShips() throws {
        let result = try Self.check([Self.trails])
        // The translation tool's folder and the test target are not read; 'an' is no locale of the run.
        #expect(
            result.stderr.contains(
                "skipped \(Self.trails)/Localization/StringsConvertor/input/an.lproj/Mainstrings.strings: the app does not offer 'an' (knownRegions of Trails.xcodeproj)"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "skipped \(Self.trails)/TrailsTests/ActivityScopeTests.swift: only in the test target TrailsTests of Trails.xcodeproj"
            ))
        #expect(result.root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en", "de", "el", "ja"])
        // Release builds: no DEBUG picker, no debug menu, no 'Raw' segment, no fixture titles.
        let messages = result.findings.compactMap { $0["message"]?.string }.joined(separator: "\n")
        for debugOnly in ["OpenTopoMap", "Staging", "'Raw'", "Fixture A", "my_challenges", "First"] {
            #expect(!messages.contains(debugOnly), "\(debugOnly) is not in a release build")
        }
        // Base.lproj is the source text: 'My Challenges' is measured, never the key.
        let source = result.findings.filter {
            $0["locale"]?.string == "en" && $0["control"]?.string == "Main.Act-sg-001"
        }
        #expect(source.contains { ($0["message"]?.string ?? "").hasPrefix(quoted("My Challenges") + " (en) needs") })
        #expect(
            source.first.map(RealRepositoryTests.place)
                == (try Self.place(of: "\"My Challenges\"", in: "\(Self.trails)/Trails/Base.lproj/Mainstrings.strings"))
        )
    }

    @Test func trailsWidthsFontsAndLabelsAsTheCodeStatesThem() throws {
        let result = try Self.check([Self.trails])
        let activity = result.findings.filter {
            $0["control"]?.string == "Main.Act-sg-001" && $0["rule"]?.string == "title_truncated"
        }
        // Pinned 8 pt from the safe area in the storyboard: 375 − 16 on the narrowest device.
        let storyboard = "\(Self.trails)/Trails/Base.lproj/Main.storyboard"
        let constraint = try Self.line(of: "id=\"Act-cs-001\"", in: storyboard)
        #expect(activity.allSatisfy { $0["controlWidth"]?.number == 359 }, "\(activity.map { $0["controlWidth"] })")
        #expect(
            activity.allSatisfy {
                ($0["message"]?.string ?? "").contains("(359.0 pt: 8.0 pt margins, Main.storyboard:\(constraint))")
            })
        // The font a variable holds (15 pt semibold): 'My Challenges' needs more than 13 pt medium gives it.
        let english = activity.first { $0["locale"]?.string == "en" }
        #expect((english?["needed"]?.number ?? 0) > 100, "measured at 15 pt: \(english?["needed"]?.number ?? 0)")
        // The image segments' labels are set through a variable: labels all the same.
        #expect(!result.findings.contains { $0["rule"]?.string == "image_segment_missing_label" })
        // One fact, one finding: the scope title both the storyboard and the share sheet show.
        let german = activity.first { $0["locale"]?.string == "de" }
        let share =
            "ShareView.swift:\(try Self.line(of: "Picker(\"share.audience\"", in: "\(Self.trails)/TrailsShare/ShareView.swift"))"
        #expect((german?["message"]?.string ?? "").hasSuffix("(also in control '\(share)')"))
        #expect(
            !result.findings.contains {
                $0["control"]?.string == share && $0["locale"]?.string == "de"
                    && $0["rule"]?.string == "title_truncated"
            })
    }

    @Test func trailsUntranslatedTextIsJudgedWithEvidence() throws {
        let result = try Self.check([Self.trails])
        let untranslated = result.findings.filter { $0["rule"]?.string == "untranslated_title" }
        // The Greek table is mostly English: one finding at the table, none for its titles.
        let greek = "\(Self.trails)/Trails/el.lproj/Mainstrings.strings"
        #expect(
            untranslated.map(RealRepositoryTests.place).sorted()
                == [
                    "\(greek):1:1",
                    try Self.place(of: "\"All Time\"", in: "\(Self.trails)/Trails/ja.lproj/Mainstrings.strings"),
                ].sorted())
        let table = untranslated.first { $0["file"]?.string == greek }
        #expect(
            table?["message"]?.string?.hasPrefix("the el table Mainstrings is 81 % en text: 13 of 16 strings") == true)
        // 'Hashtags' among translated German titles, 'Standard'/'Terrain' a translator confirmed: not reported.
        #expect(!untranslated.contains { ($0["message"]?.string ?? "").contains("Hashtags") })
        #expect(!untranslated.contains { ($0["message"]?.string ?? "").contains("Terrain") })
    }

    /// On several threads the tables are counted while code is read, titles are shaped once for
    /// all threads, fontconfig starts early: none of it may change a byte.
    @Test func trailsReportIsTheSameOnOneThreadAndOnSeveral() throws {
        func run(_ jobs: String) throws -> CLI.Result {
            try CLI.run(
                ["check", Self.trails, "--format", "json", "--fail-on", "never", "--jobs", jobs],
                cwd: ReportCommandTests.repository)
        }
        let one = try run("1")
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("the el table Mainstrings is 81 % en text"))
        for jobs in ["2", "3"] { #expect(try run(jobs).stdout == one.stdout, "--jobs \(jobs)") }
    }

    @Test func shopEveryControlFoundWithItsSourceTitles() throws {
        let result = try Self.check([Self.shop])
        let controls = Self.inventory(result.root)
        let stats = "\(Self.shop)/app/src/main/java/com/example/shop/stats/StatsScreen.kt"
        let expected: [String: (Bool, [String])] = [
            "fragment_feed.tab_layout": (true, ["Following", "Trending"]),
            "activity_orders.tabs": (true, ["Open Orders", "Returns"]),
            "activity_orders.range_toggle": (true, ["Day", "Week"]),
            "activity_discover.tabs": (true, ["Featured", "Recently Viewed"]),
            // The same layout name and id in the app and the orders feature: both, the second by its place.
            "fragment_inbox.filters": (true, ["All", "Awaiting Shipment"]),
            "fragment_inbox.filters (feature/orders/src/main/res/layout/fragment_inbox.xml:7)": (
                true, ["All", "Unread"]
            ),
            "StatsScreen.kt:\(try Self.line(of: "ButtonSegmentedSingleChoice(", in: stats))": (
                true, ["Today", "This Week", "This Month"]
            ),
            "StatsScreen.kt:\(try Self.line(of: "PrimaryScrollableTabRow(", in: stats))": (true, ["Line", "Bars"]),
            "InboxFilters.kt:\(try Self.line(of: "SingleChoiceSegmentedButtonRow {", in: "\(Self.shop)/feature/orders/src/main/java/com/example/shop/orders/inbox/InboxFilters.kt"))":
                (
                    true, ["All", "Unread", "Awaiting Shipment"]
                ),
        ]
        #expect(Set(controls.keys) == Set(expected.keys), "\(controls.keys.sorted())")
        for (id, (checked, titles)) in expected {
            #expect(controls[id]?.0 == checked, "\(id) checked")
            #expect(controls[id]?.1 == titles, "\(id): \(controls[id]?.1 ?? [])")
        }
    }

    @Test func shopReadsWhatShipsInTheDefaultLanguage() throws {
        let result = try Self.check([Self.shop])
        // values/ is English (locales_config.xml's en-US); fr is left out by the build.
        #expect(result.root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en", "ar", "de"])
        for skipped in [
            "app/src/debug/java/com/example/shop/debug/DebugDrawer.kt: in the 'debug' source set",
            "app/src/test/java/com/example/shop/PeriodTest.kt: in the 'test' source set",
            "sample/src/main/java/com/example/sample/SampleActivity.kt: in the module 'sample', which settings.gradle.kts does not include",
            "app/src/main/res/values-fr/strings.xml: the build leaves 'fr' out",
        ] {
            #expect(result.stderr.contains("skipped \(Self.shop)/\(skipped)"), "\(skipped): \(result.stderr)")
        }
        // --locale en names the default language.
        let english = try Self.check([Self.shop, "--locale", "en"])
        #expect(english.root["summary"]?["locales"]?.array?.compactMap(\.string) == ["en"], "\(english.stderr)")
        #expect(english.findings.contains { $0["rule"]?.string == "title_truncated" && $0["locale"]?.string == "en" })
        // A suggestion is the same every run: a typo of a locale names the one nearest, first in order.
        let typo = try CLI.run(["check", Self.shop, "--locale", "ee"], cwd: ReportCommandTests.repository)
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("(did you mean 'de'?)"), "\(typo.stderr)")
    }
}

/// Android in Android words: lengths in dp and text sizes in sp in every message and drawing
/// label, never pt.
@Suite struct AndroidWordsTests {
    @Test func anAndroidAppIsMeasuredInDpAndSp() throws {
        let corpus = ReportCommandTests.repository.appendingPathComponent("Corpora/ShopAndroid").path
        let text = try CLI.run(["check", corpus, "--fail-on", "never"])
        let findings = text.stdout.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        #expect(!findings.isEmpty)
        #expect(findings.contains { $0.contains(" dp, segment offers ") && $0.contains(" dp between layout margins") })
        #expect(!text.stdout.contains(" pt"), "\(text.stdout)")
        let html = try CLI.run(["check", corpus, "--format", "html", "--fail-on", "never"])
        #expect(html.stdout.contains(" dp</text>"), "the shortfall labels of the drawings")
        #expect(!html.stdout.contains(" pt</text>"))
        // An iOS control keeps its points.
        let ios = try CLI.run([
            "check", ReportCommandTests.repository.appendingPathComponent("Corpora/WeatherApp").path, "--fail-on",
            "never",
        ])
        #expect(ios.stdout.contains(" pt") && !ios.stdout.contains(" dp"))
    }
}
