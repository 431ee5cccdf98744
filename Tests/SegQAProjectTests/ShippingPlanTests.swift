import Foundation
import SegQAModel
import SegQATesting
import Testing

@testable import SegQAProject

/// What ships, read from project files: an Xcode project (Corpora/TrailsApp), a Swift package,
/// an XcodeGen spec and a Gradle build (Corpora/ShopAndroid). Paths and names are the
/// fixtures' own.
@Suite struct ShippingPlanTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs in the repository, so paths are as a user gives them.
    func plan(_ paths: [String]) -> ShippingPlan {
        WorkingDirectory.inside(Self.repository.path) { ShippingPlan.discover(in: paths) }
    }

    static func folder(_ files: [String: String]) throws -> String {
        let root = Scratch.root.appendingPathComponent("segqa-plan-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test func anXcodeProjectsTargetsRegionsAndFlags() throws {
        let plan = plan(["Corpora/TrailsApp"])
        let project = try #require(plan.xcodeProjects.first)
        #expect(project.name == "Trails.xcodeproj")
        #expect(project.targets.map(\.name) == ["Trails", "TrailsShare", "TrailsTests"])
        #expect(project.targets.map(\.isTest) == [false, false, true])
        #expect(project.knownRegions == ["en", "de", "ja", "el"])
        #expect(project.developmentRegion == "en")
        #expect(project.releaseFlags == ["APPSTORE"])
        #expect(plan.sourceLocale == "en")
        let app = "Corpora/TrailsApp/Trails"
        // Build phases, variant groups (Base.lproj and its translations), headers in the project.
        for shipped in [
            "\(app)/Activity/ActivityViewController.swift", "\(app)/Base.lproj/Main.storyboard",
            "\(app)/de.lproj/Main.strings", "\(app)/el.lproj/Mainstrings.strings", "\(app)/Localizable.xcstrings",
            "\(app)/Legacy/TRStrings.h", "Corpora/TrailsApp/TrailsShare/ShareView.swift",
        ] {
            #expect(plan.exclusion(shipped) == nil, "\(shipped) ships")
        }
        #expect(
            plan.exclusion("Corpora/TrailsApp/TrailsTests/ActivityScopeTests.swift")
                == "only in the test target TrailsTests of Trails.xcodeproj")
        #expect(
            plan.exclusion("Corpora/TrailsApp/Localization/StringsConvertor/input/an.lproj/Mainstrings.strings")
                == "the app does not offer 'an' (knownRegions of Trails.xcodeproj)")
        #expect(plan.exclusion("Corpora/TrailsApp/Tools/Generate.swift") == "not in any target of Trails.xcodeproj")
        // Outside the project's folder, the project decides nothing.
        #expect(plan.exclusion("Corpora/WeatherApp/WeatherApp/Views/ForecastView.swift") == nil)
        // The system starts these classes: Info.plist names them.
        #expect(plan.plistClasses == ["SceneDelegate", "ShareViewController"])
    }

    /// vlc-ios builds tvOS and watchOS apps from the same project: a XIB only the tvOS target
    /// copies is not on an iPhone's screen. A target whose SUPPORTED_PLATFORMS include iphoneos is
    /// iOS's, whatever its SDKROOT; one without SDKROOT has the project's.
    @Test func targetsForOtherPlatformsAreNotTheIOSApp() throws {
        let root = try Self.folder([
            "VLC.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, T4, ); };
                    G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Login.xib; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = LoginTV.xib; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Shared.xib; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                    R2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                    R3 = {isa = PBXResourcesBuildPhase; files = (B3, ); };
                    R4 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = "VLC-iOS"; productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (R2, ); name = "VLC-tvOS"; productType = "com.apple.product-type.application"; };
                    T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (R3, ); name = Shared; productType = "com.apple.product-type.framework"; };
                    T4 = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (R4, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                    L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
                    L4 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
                    C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
                    C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Release; };
                    C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; SUPPORTED_PLATFORMS = "appletvos appletvsimulator iphoneos iphonesimulator"; }; name = Release; };
                    C4 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Widget; }; name = Release; };
                };
                rootObject = P1;
            }
            """
        ])
        let plan = plan([root])
        #expect(plan.exclusion("\(root)/Login.xib") == nil)
        #expect(
            plan.exclusion("\(root)/LoginTV.xib")
                == "only in the tvOS target VLC-tvOS of VLC.xcodeproj, not the iOS app")
        #expect(plan.exclusion("\(root)/Shared.xib") == nil)
        #expect(plan.exclusion("\(root)/Widget.swift") == nil, "no SDKROOT: the project's, iphoneos")
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let root = try Self.folder([
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; developmentRegion = de; knownRegions = (de, en, Base, ); mainGroup = G0; targets = (T1, T2, ); };
                    G0 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = App; sourceTree = "<group>"; };
                    S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Preview Content/Sample.swift", Fixtures, ); target = T1; };
                    T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = App; productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                };
                rootObject = P1;
            }
            """
        ])
        let plan = plan([root])
        #expect(plan.exclusion("\(root)/App/Views/Filters.swift") == nil)
        #expect(plan.exclusion("\(root)/App/Fixtures/Stub.swift") == "not in any target of App.xcodeproj")
        #expect(plan.exclusion("\(root)/AppTests/FiltersTests.swift") == "not in any target of App.xcodeproj")
        #expect(plan.sourceLocale == "de", "the development region is the source language")
    }

    @Test func aSwiftPackageAndAnXcodeGenSpec() throws {
        let root = try Self.folder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Filters",
                defaultLocalization: "fr",
                platforms: [.iOS(.v16)],
                products: [.library(name: "Filters", targets: ["Filters"])],
                targets: [
                    .target(name: "Filters", path: "Sources/FiltersUI", exclude: ["Legacy"], resources: [.process("Resources")]),
                    .testTarget(name: "FiltersTests", dependencies: ["Filters"]),
                ]
            )
            """,
            "App/project.yml": """
            name: Shop
            options:
              developmentLanguage: en
            targets:
              Shop:
                type: application
                platform: iOS
                sources:
                  - path: Shop
                    excludes:
                      - "Generated/Mocks/**"
              ShopTests:
                type: bundle.unit-test
                sources: [ShopTests]
            """,
        ])
        let plan = plan([root])
        #expect(plan.packages.first?.defaultLocalization == "fr")
        #expect(plan.exclusion("\(root)/Sources/FiltersUI/FilterBar.swift") == nil)
        #expect(
            plan.exclusion("\(root)/Sources/FiltersUI/Legacy/Old.swift") == "not in any target of \(root)/Package.swift"
        )
        #expect(
            plan.exclusion("\(root)/Tests/FiltersTests/FilterBarTests.swift")
                == "in the test target FiltersTests of \(root)/Package.swift")
        #expect(plan.exclusion("\(root)/App/Shop/Views/Sort.swift") == nil)
        #expect(plan.exclusion("\(root)/App/ShopTests/SortTests.swift") != nil)
        #expect(plan.exclusion("\(root)/App/Shop/Generated/Mocks/Fake.swift") != nil)
    }

    /// element-ios keeps each target in its own spec, named under `include:` in project.yml; the
    /// app's excludes there (`Assets/ar.lproj/**`, "RTL is broken") are relative to that spec's
    /// folder; the keys after a block scalar (`script: |`) are read. A spec that includes itself
    /// back is read once.
    @Test func specsIncludedByAnXcodeGenProject() throws {
        let root = try Self.folder([
            "project.yml": """
            name: Riot
            include:
              - path: Riot/target.yml
              - path: Shared/common.yml
                relativePaths: false
            """,
            "Riot/target.yml": """
            include: [../project.yml]
            targets:
              Riot:
                type: application
                preBuildScripts:
                - name: locheck
                  script: |
                    if [[ $(arch) = arm64 ]]; then export PATH="$PATH:/opt/homebrew/bin"; fi
                      xcrun mint run locheck discoverlproj
                sources:
                - path: .
                  excludes:
                    # RTL is broken
                    - "Assets/ar.lproj/**"
            """,
            "Shared/common.yml": """
            targets:
              Kit:
                type: framework
                sources: [Kit]
            """,
        ])
        let plan = plan([root])
        #expect(plan.xcodeGenSpecs.count == 2)
        #expect(plan.exclusion("\(root)/Riot/Assets/de.lproj/Vector.strings") == nil)
        #expect(plan.exclusion("\(root)/Riot/Assets/ar.lproj/Vector.strings") != nil)
        let kit = try #require(plan.xcodeGenSpecs.first { $0.targets.first?.name == "Kit" })
        #expect(kit.ships(InputPaths.normalized("\(root)/Kit/Bar.swift")) == true, "relativePaths: false")
        #expect(kit.ships(InputPaths.normalized("\(root)/Shared/Kit/Bar.swift")) == nil)
    }

    /// brave-ios makes its app target after the `Package(…)` and appends it: `var braveTarget =
    /// .target(name: "Brave", …)`, `package.targets.append(braveTarget)`; more are added as a
    /// list or with `+=`. A target added only under a condition is not taken to ship.
    @Test func targetsAddedAfterThePackageIsMade() throws {
        let root = try Self.folder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            var package = Package(
                name: "Brave",
                targets: [.target(name: "Shared")]
            )

            var braveTarget: PackageDescription.Target = .target(
                name: "Brave",
                dependencies: ["Shared"]
            )
            let extras = [.target(name: "Wallet", path: "Wallet"), .testTarget(name: "WalletTests")]

            package.targets.append(braveTarget)
            package.targets.append(contentsOf: [.target(name: "News")])
            package.targets += extras
            if ProcessInfo.processInfo.environment["TALK"] != nil {
                package.targets.append(.target(name: "Talk"))
            }
            """
        ])
        let plan = plan([root])
        #expect(plan.packages.first?.targets.map(\.name) == ["Shared", "Brave", "News", "Wallet", "WalletTests"])
        #expect(plan.exclusion("\(root)/Sources/Brave/Sync/SyncViewController.swift") == nil)
        #expect(plan.exclusion("\(root)/Wallet/Portfolio.swift") == nil)
        #expect(plan.exclusion("\(root)/Sources/Talk/Talk.swift") == "not in any target of \(root)/Package.swift")
    }

    @Test func aGradleBuildsModulesSourceSetsAndLocales() throws {
        let plan = plan(["Corpora/ShopAndroid"])
        let gradle = try #require(plan.gradle.first)
        #expect(gradle.modules == ["app", "feature/orders"])
        #expect(gradle.resourceLocales == ["en", "de", "ar", "en-US"])
        #expect(plan.androidDefaultLocale == "en")
        #expect(
            plan.androidEntryPoints.isSuperset(of: [
                "MainActivity", "OrdersActivity", "DiscoverActivity", "FeedFragment",
            ]))
        let app = "Corpora/ShopAndroid/app/src"
        #expect(plan.exclusion("\(app)/main/java/com/example/shop/feed/FeedFragment.kt") == nil)
        #expect(
            plan.exclusion("\(app)/debug/java/com/example/shop/debug/DebugDrawer.kt")?.contains("'debug' source set")
                == true)
        #expect(
            plan.exclusion("\(app)/test/java/com/example/shop/PeriodTest.kt")?.contains("'test' source set") == true)
        #expect(plan.exclusion("\(app)/main/res/values-fr/strings.xml")?.hasPrefix("the build leaves 'fr' out") == true)
        #expect(plan.exclusion("\(app)/main/res/values-de/strings.xml") == nil)
        #expect(
            plan.exclusion("Corpora/ShopAndroid/sample/src/main/java/com/example/sample/SampleActivity.kt")
                == "in the module 'sample', which settings.gradle.kts does not include")
    }

    /// Folders of locales no user's device asks for: translators' documentation (`values-qq`,
    /// `qqq.lproj`) and Android's pseudo-locales (`values-en-rXA`, `values-ar-rXB`); a real
    /// locale beside them is read.
    @Test func localesNoUserHasAreNotRead() throws {
        let plan = plan(["Corpora/ShopAndroid"])
        let res = "Corpora/ShopAndroid/app/src/main/res"
        #expect(plan.exclusion("\(res)/values-qq/strings.xml")?.contains("translators' documentation") == true)
        #expect(plan.exclusion("\(res)/values-en-rXA/strings.xml")?.contains("pseudo-locale") == true)
        #expect(plan.exclusion("\(res)/values-ar-rXB/strings.xml")?.contains("no language a user has") == true)
        #expect(plan.exclusion("\(res)/values-ar/strings.xml") == nil)
        #expect(plan.exclusion("Corpora/TrailsApp/Trails/qqq.lproj/Localizable.strings")?.contains("'qqq'") == true)
    }

    /// A region's folder beside its language's, in an app that offers only the language
    /// (mastodon-ios's package has `hy-AM.lproj` and `hy.lproj`; the app offers `hy`): every
    /// bundle follows the app's language, so the region's table is never shown.
    @Test func aRegionTheAppDoesNotOfferBesideItsLanguageIsNotRead() throws {
        let plan = plan(["Corpora/TrailsApp"])
        let app = "Corpora/TrailsApp/Trails"
        let shadowed = try #require(plan.exclusion("\(app)/de-AT.lproj/Mainstrings.strings"))
        #expect(shadowed.contains("offers 'de', not 'de-AT'"))
        // Without the language's own table, the region's is what a de-AT device gets.
        #expect(plan.exclusion("\(app)/de-AT.lproj/Other.strings")?.contains("offers 'de'") != true)
        #expect(plan.exclusion("\(app)/de.lproj/Mainstrings.strings") == nil)
    }

    /// Old projects name their folders and development region by language name
    /// (`English.lproj`, `developmentRegion = English`): iOS reads them as "en".
    @Test func languageNamesOfOldProjectsAreLocales() {
        #expect(LocalizationFolders.lprojLocale("App/English.lproj/Localizable.strings") == .some("en"))
        #expect(LocalizationFolders.lprojLocale("App/pt_BR.lproj/Localizable.strings") == .some("pt-BR"))
        #expect(LocalizationFolders.lprojLocale("App/Base.lproj/Main.storyboard") == .some(nil))
        #expect(LocalizationFolders.appleLocale("German") == "de")
    }

    /// Example apps beside the app are not what ships, however their folders are named.
    @Test func exampleAppFoldersByTheWordsOfTheirNames() {
        let plan = plan(["Corpora/TrailsApp"])
        for example in ["sampleapps/SearchSampleApp", "Examples/Demo", "UIExampleApp", "demo-apps/x"] {
            #expect(plan.isExample(example), "\(example)")
        }
        for app in ["Trails", "Sources/Samplers", "Democracy"] {
            #expect(!plan.isExample(app), "\(app)")
        }
    }

    /// `settings.gradle(.kts)` as Gradle reads it: `include` over several lines and with several
    /// arguments, in parentheses or not, a module moved by `projectDir`, comments, `includeBuild`.
    @Test func gradleIncludesOverSeveralLinesAndMovedModules() throws {
        let main = "src/main/java/A.kt"
        let root = try Self.folder([
            "settings.gradle.kts": """
            rootProject.name = "Mail"
            include(
                ":app-k9mail",
                ":feature:account:setup", // the wizard
                ":core:ui",
            )
            /* include(":legacy") */
            include ':widget', ':extra'
            includeBuild("build-plugin")
            project(":widget").projectDir = file("ui/widget")
            """,
            "app-k9mail/\(main)": "", "feature/account/setup/\(main)": "", "core/ui/\(main)": "",
            "ui/widget/\(main)": "", "extra/\(main)": "", "legacy/\(main)": "", "build-plugin/\(main)": "",
        ])
        let plan = ShippingPlan.discover(in: [root])
        let gradle = try #require(plan.gradle.first)
        #expect(gradle.modules == ["app-k9mail", "feature/account/setup", "core/ui", "ui/widget", "extra"])
        #expect(!gradle.addsModulesInCode)
        #expect(plan.exclusion("\(root)/feature/account/setup/\(main)") == nil)
        #expect(plan.exclusion("\(root)/ui/widget/\(main)") == nil)
        #expect(plan.exclusion("\(root)/legacy/\(main)")?.contains("does not include") == true)
    }

    /// thunderbird's design system is a build of its own (`components/settings.gradle.kts`) that the
    /// app's build takes with `includeBuild("components") { dependencySubstitution { … } }`: the
    /// modules it substitutes ship (decided by that build's settings), its catalog app does not,
    /// nor a build included only for plugins, nor a nested build nothing includes.
    @Test func aBuildTheAppIncludesShipsTheModulesItTakes() throws {
        let main = "src/main/java/A.kt"
        let root = try Self.folder([
            "settings.gradle.kts": """
            pluginManagement {
                includeBuild("build-plugin")
                repositories { google() }
            }
            dependencyResolutionManagement { repositories { mavenCentral() } }
            if (useLocalComponents) {
                includeBuild("components") {
                    dependencySubstitution {
                        substitute(module("org.example:bolt")).using(project(":ui:bolt"))
                    }
                }
            }
            include(":app")
            """,
            "app/\(main)": "",
            "components/settings.gradle.kts": "include(\":ui:bolt\")\ninclude(\":ui:catalog\")\n",
            "components/ui/bolt/\(main)": "", "components/ui/catalog/\(main)": "",
            "build-plugin/settings.gradle.kts": "include(\":plugin\")\n", "build-plugin/plugin/\(main)": "",
            "samples/settings.gradle.kts": "include(\":demo\")\n", "samples/demo/\(main)": "",
        ])
        let plan = ShippingPlan.discover(in: [root])
        #expect(plan.exclusion("\(root)/app/\(main)") == nil)
        #expect(plan.exclusion("\(root)/components/ui/bolt/\(main)") == nil)
        #expect(plan.exclusion("\(root)/components/ui/catalog/\(main)")?.contains("does not take from it") == true)
        #expect(plan.exclusion("\(root)/build-plugin/plugin/\(main)")?.contains("(includeBuild)") == true)
        #expect(plan.exclusion("\(root)/samples/demo/\(main)")?.contains("(includeBuild)") == true)
    }

    /// AntennaPod's locales are in a script every module applies (`apply from: "../common.gradle"`):
    /// a locale it leaves out is not read, whatever folders the repository has.
    @Test func localesFromAScriptTheBuildApplies() throws {
        let strings = "<resources><string name=\"a\">A</string></resources>"
        let root = try Self.folder([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle": "apply from: \"../common.gradle\"\napply from: \"https://example.com/remote.gradle\"\n",
            "common.gradle":
                "android {\n  defaultConfig {\n    resourceConfigurations += [\"en\", \"de\", \"pt-rBR\"]\n  }\n}\n",
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/res/values-de/strings.xml": strings,
            "app/src/main/res/values-mk/strings.xml": strings,
        ])
        let plan = ShippingPlan.discover(in: [root])
        let gradle = try #require(plan.gradle.first)
        #expect(gradle.resourceLocales == ["en", "de", "pt-BR"])
        #expect(plan.exclusion("\(root)/app/src/main/res/values-mk/strings.xml")?.contains("leaves 'mk' out") == true)
        #expect(plan.exclusion("\(root)/app/src/main/res/values-de/strings.xml") == nil)
    }

    /// Thunderbird's `localeFilters += listOf(` with a locale a line (and a commented-out one), in
    /// the app module: the build strips every other locale from every module's resources,
    /// a library module's too. Read line by line, the list gave no locale at all.
    @Test func aLocaleListOverSeveralLinesIsRead() throws {
        let strings = "<resources><string name=\"a\">A</string></resources>"
        let root = try Self.folder([
            "settings.gradle.kts": "include(\":app\")\ninclude(\":feature:funding\")\n",
            "app/build.gradle.kts": """
            android {
                androidResources {
                    // Keep in sync with the resource string array "supported_languages"
                    localeFilters += listOf(
                        "ar",
                        "de", // German :)
                        "en-rGB",
            //            "am",
                    )
                }
                // resConfigs were here (see #12
                resConfigs "fr",
                    "it"
            }
            """,
            "feature/funding/build.gradle.kts": "",
            "feature/funding/src/main/res/values/strings.xml": strings,
            "feature/funding/src/main/res/values-am/strings.xml": strings,
            "feature/funding/src/main/res/values-de/strings.xml": strings,
        ])
        let plan = ShippingPlan.discover(in: [root])
        let gradle = try #require(plan.gradle.first)
        #expect(gradle.resourceLocales == ["ar", "de", "en-GB", "fr", "it"])
        #expect(
            plan.exclusion("\(root)/feature/funding/src/main/res/values-am/strings.xml")?.contains("leaves 'am' out")
                == true)
        #expect(plan.exclusion("\(root)/feature/funding/src/main/res/values-de/strings.xml") == nil)
    }

    /// Modules added by code in the settings script (a walk of the folders): every folder with a
    /// build file and `src/main` is a module, and the targets read say so.
    @Test func gradleModulesAddedInCodeAreFoundByTheirFolders() throws {
        let main = "src/main/java/A.kt"
        let root = try Self.folder([
            "settings.gradle.kts": """
            include(":app")
            fun includeProjects(dir: File) {
                dir.listFiles()?.filter { File(it, "build.gradle.kts").exists() }?.forEach { include(":features:${it.name}") }
            }
            includeProjects(File(rootDir, "features"))
            """,
            "app/build.gradle.kts": "", "app/\(main)": "",
            "features/call/build.gradle.kts": "", "features/call/\(main)": "",
            "features/poll/build.gradle": "", "features/poll/\(main)": "",
            "features/notes/\(main)": "",  // no build file: not a module
        ])
        let plan = ShippingPlan.discover(in: [root])
        let gradle = try #require(plan.gradle.first)
        #expect(gradle.addsModulesInCode)
        #expect(gradle.modules == ["app", "features/call", "features/poll"])
        #expect(plan.exclusion("\(root)/features/call/\(main)") == nil)
        #expect(plan.exclusion("\(root)/features/notes/\(main)")?.contains("does not include") == true)
        #expect(plan.targetsRead.first?.foundByFolder == true)
    }

    /// pocket-casts' Android TV, Wear OS and Automotive apps are modules of the same build: their
    /// manifests require a TV, a watch, a car, so phone users never see their screens. A phone
    /// app that also runs on TVs (leanback not required) ships.
    @Test func modulesForAnotherKindOfDeviceDoNotShipToPhones() throws {
        let main = "src/main/java/A.kt"
        func manifest(_ features: String) -> String {
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\(features)<application/></manifest>"
        }
        let root = try Self.folder([
            "settings.gradle.kts": "include(\":app\", \":tv\", \":wear\", \":automotive\")",
            "app/\(main)": "", "tv/\(main)": "", "wear/\(main)": "", "automotive/\(main)": "",
            "app/src/main/AndroidManifest.xml": manifest(
                "<uses-feature android:name=\"android.software.leanback\" android:required=\"false\"/>"),
            "tv/src/main/AndroidManifest.xml": manifest(
                "<uses-feature android:name=\"android.hardware.touchscreen\" android:required=\"false\"/>"
                    + "<uses-feature android:name=\"android.software.leanback\" android:required=\"true\"/>"),
            "wear/src/main/AndroidManifest.xml": manifest(
                "<uses-feature android:name=\"android.hardware.type.watch\"/>"),
            "automotive/src/main/AndroidManifest.xml": manifest(
                "<uses-feature android:name=\"android.hardware.type.automotive\" android:required=\"true\"/>"),
        ])
        let plan = ShippingPlan.discover(in: [root])
        #expect(plan.exclusion("\(root)/app/\(main)") == nil)
        #expect(plan.exclusion("\(root)/tv/\(main)")?.contains("an Android TV app") == true)
        #expect(plan.exclusion("\(root)/wear/\(main)")?.contains("a Wear OS app") == true)
        #expect(plan.exclusion("\(root)/automotive/\(main)")?.contains("an Android Automotive app") == true)
    }

    /// A project spec nested 100,000 brackets deep is read in a moment, as a scalar past the bound.
    @Test(.timeLimit(.minutes(1))) func aDeeplyNestedProjectSpecIsBounded() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let root = try Self.folder([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    sources: \(deep)\n"
        ])
        let started = Date()
        let plan = ShippingPlan.discover(in: [root])
        #expect(plan.xcodeGenSpecs.count == 1)
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
