import Foundation
import Testing

@testable import SegQAModel

@Suite struct ImporterTests {
    /// The controls an Android layout declares.
    func layoutControls(_ layout: SourceText) throws -> [ControlSpec] {
        try AndroidLayoutReader.read(layout).flatMap { file -> [ControlSpec] in
            if case .content(let content) = file { return content.controls }
            return []
        }
    }

    func source(_ file: String, _ text: String) -> SourceText { SourceText(file: file, bytes: Array(text.utf8)) }

    /// Auxio's sort direction: Material 1.14's plain `MaterialButtonGroup` with one choice, of the
    /// app's own button subclass, is a toggle group; a button group of actions is not.
    @Test func aSingleSelectionButtonGroupIsAToggleGroup() throws {
        let layout = source(
            "res/layout/dialog_sort.xml",
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <com.google.android.material.button.MaterialButtonGroup android:id="@+id/sort_direction_group"
                    style="@style/Widget.Material3Expressive.MaterialButtonGroup.Connected"
                    android:layout_width="match_parent" app:singleSelection="true">
                    <org.oxycblt.auxio.ui.RippleFixMaterialButton android:id="@+id/asc" android:text="Ascending" android:checkable="true"/>
                    <org.oxycblt.auxio.ui.RippleFixMaterialButton android:id="@+id/desc" android:text="Descending" android:checkable="true"/>
                </com.google.android.material.button.MaterialButtonGroup>
                <com.google.android.material.button.MaterialButtonGroup android:id="@+id/actions">
                    <com.google.android.material.button.MaterialButton android:text="Play"/>
                    <com.google.android.material.button.MaterialButton android:text="Shuffle"/>
                </com.google.android.material.button.MaterialButtonGroup>
            </LinearLayout>
            """)
        let controls = try layoutControls(layout)
        #expect(controls.map(\.id.value) == ["dialog_sort.sort_direction_group"])
        #expect(controls.first?.segments.map { $0.title?.entries[""]?.value } == ["Ascending", "Descending"])
    }

    @Test func stringsFilesDecodeEveryEscapeAndKeepPlaces() throws {
        let text = """
            /* Class = "UISegmentedControl"; ObjectID = "a"; */
            "quote" = "Say \\"Hi\\"";  // trailing comment
            bare_key = bare.value;
            "escapes" = "a\\nb\\tc\\\\d\\U00E9\\UD83D\\UDE00\\101";
            "ünïcödé" = "Grüße";
            """
        let entries = try StringsFileReader.read(source("de.lproj/A.strings", text))
        #expect(entries.map(\.key.value) == ["quote", "bare_key", "escapes", "ünïcödé"])
        #expect(entries.map(\.value.value) == ["Say \"Hi\"", "bare.value", "a\nb\tc\\dé😀A", "Grüße"])
        #expect(entries[3].value.location == SourceLocation(file: "de.lproj/A.strings", line: 5, column: 13))
        // The same table in UTF-16 (LE and BE, with BOM) and CRLF gives the same values and places;
        // and with the mark written twice (damus's tables: FF FE FF FE, which Xcode's copy strips).
        for (big, marks) in [(false, 1), (true, 1), (false, 2), (true, 2)] {
            var bytes: [UInt8] = []
            for _ in 0..<marks { bytes += big ? [0xFE, 0xFF] : [0xFF, 0xFE] }
            for unit in text.replacingOccurrences(of: "\n", with: "\r\n").utf16 {
                bytes += big ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let utf16 = try StringsFileReader.read(SourceText(file: "de.lproj/A.strings", bytes: bytes))
            #expect(utf16.map(\.value.value) == entries.map(\.value.value))
            #expect(utf16.map(\.value.location) == entries.map(\.value.location))
        }
        // UTF-8 with its mark written twice.
        let twice = try StringsFileReader.read(
            SourceText(file: "de.lproj/A.strings", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8)))
        #expect(twice.map(\.value.value) == entries.map(\.value.value))
    }

    @Test func stringsTablesInEveryFormatIOSReads() throws {
        let text = """
            "tab.all" = "All";
            "tab.unread" = "Unread";
            """
        let plain = try StringsFileReader.read(source("en.lproj/Localizable.strings", text))
        // UTF-16 without a byte-order mark, as older Xcode versions wrote it.
        var utf16: [UInt8] = []
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        // An XML property list (a podcast app's translations are kept so), each pair at its place.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>tab.all</key>
            \t<string>All</string>
            \t<key>tab.unread</key>
            \t<string>Unread</string>
            </dict>
            </plist>
            """
        // A binary property list, written by Foundation.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["tab.all": "All", "tab.unread": "Unread"], format: .binary, options: 0)
        for bytes in [utf16, Array(xml.utf8), Array(binary)] {
            let entries = try StringsFileReader.read(SourceText(file: "de.lproj/Localizable.strings", bytes: bytes))
            #expect(entries.map(\.key.value) == plain.map(\.key.value))
            #expect(entries.map(\.value.value) == plain.map(\.value.value))
        }
        let fromXML = try StringsFileReader.read(SourceText(file: "x.strings", bytes: Array(xml.utf8)))
        #expect(fromXML[1].value.location == SourceLocation(file: "x.strings", line: 8, column: 10))
        // Not a dictionary: an error at the file, not a crash.
        #expect(throws: ModelError.self) {
            try StringsFileReader.read(SourceText(file: "y.strings", bytes: Array("<plist><array/></plist>".utf8)))
        }
    }

    @Test func stringsDictExpandsPluralForms() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>%d files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>Delete %#@files@?</string>
                <key>files</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d Datei</string>
                  <key>few</key><string>%d Dateien (wenige)</string>
                  <key>other</key><string>%d Dateien</string>
                </dict>
              </dict>
            </dict></plist>
            """
        let entries = try StringsDictReader.read(source("de.lproj/L.stringsdict", text))
        #expect(entries.count == 1)
        #expect(entries[0].string.variants.map(\.name) == ["plural one", "plural few", "plural other"])
        #expect(
            entries[0].string.variants.map(\.value.value) == [
                "Delete %d Datei?", "Delete %d Dateien (wenige)?", "Delete %d Dateien?",
            ])
        #expect(entries[0].string.value.value == "Delete %d Dateien?")
        #expect(entries[0].string.variants[0].value.location.line == 11)
    }

    @Test func stringCatalogStatesVariationsSubstitutionsAndImplicitSource() throws {
        let text = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {},
                "count" : {
                  "localizations" : {
                    "de" : { "variations" : { "device" : {
                      "iphone" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
                        "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Elemente" } } } } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente insgesamt" } } } } },
                    "fr" : { "stringUnit" : { "state" : "new", "value" : "" },
                             "substitutions" : {} },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "%#@items@" },
                             "substitutions" : { "items" : { "argNum" : 1, "formatSpecifier" : "lld",
                               "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg 件" } } } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let (language, entries) = try StringCatalogReader.read(source("L.xcstrings", text))
        #expect(language == "en")
        let done = entries.first { $0.key == "Done" }
        #expect(
            done?.locale == "en" && done?.string.value.value == "Done",
            "a key without localizations is its own English text")
        let de = try #require(entries.first { $0.key == "count" && $0.locale == "de" })
        #expect(
            de.string.variants.map(\.name) == [
                "device iphone, plural one", "device iphone, plural other", "device other",
            ])
        #expect(de.string.state == "needs_review", "the weakest state of the variants")
        #expect(entries.first { $0.key == "count" && $0.locale == "fr" }?.string.state == "new")
        #expect(entries.first { $0.key == "count" && $0.locale == "ja" }?.string.value.value == "%lld 件")
    }

    /// Xcode builds a catalog with a key written twice (Foundation keeps the last); segqa's own
    /// files still reject one.
    @Test func aStringCatalogWithAKeyWrittenTwiceKeepsTheLast() throws {
        let text = #"""
            {"sourceLanguage": "en", "strings": {
              "Mute": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Muet"}}}},
              "Toggle": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Basculer"}}}},
              "Mute": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Silence"}}}}},
             "version": "1.0"}
            """#
        let (_, entries) = try StringCatalogReader.read(source("L.xcstrings", text))
        #expect(entries.filter { $0.locale == "fr" }.map(\.string.value.value) == ["Silence", "Basculer"])
        #expect(throws: ModelError.self) {
            try ContentLoader.parse(source("segqa.json", #"{"segqa": 1, "segqa": 1}"#))
        }
    }

    @Test func xliffTablesStatesAndPluralIDs() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="fi" datatype="plaintext">
                <body>
                  <trans-unit id="tab.all" xml:space="preserve"><source>All</source><target state="translated">Kaikki</target></trans-unit>
                  <trans-unit id="tab.new" xml:space="preserve"><source>New</source><target state="needs-review-translation">Uudet</target></trans-unit>
                  <trans-unit id="/%d new:dict/n:dict/one:dict/:string"><source>%d new</source><target>%d uusi</target></trans-unit>
                  <trans-unit id="/%d new:dict/n:dict/other:dict/:string"><source>%d new</source><target>%d uutta</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let entries = try XLIFFReader.read(source("fi.xliff", text))
        #expect(Set(entries.map(\.table)) == ["Localizable"])
        #expect(entries.first { $0.key == "tab.new" && $0.locale == "fi" }?.string.state == "needs_review")
        let plural = try #require(entries.first { $0.key == "%d new" && $0.locale == "fi" })
        #expect(plural.string.variants.map(\.value.value) == ["%d uusi", "%d uutta"])
        #expect(plural.string.value.value == "%d uutta")
    }

    @Test func radioButtonsStyledWithoutTheirCircleAreSegments() throws {
        // habitica's filter rows: RadioButtons whose style, in styles.xml, sets
        // `android:button` to a transparent colour (a pill), and a style inheriting from it.
        let styles = SourceText(
            file: "res/values/styles.xml",
            bytes: Array(
                """
                <resources>
                    <style name="TaskFilterRadioButton">
                        <item name="android:button">@color/transparent</item>
                        <item name="android:background">@drawable/pill_radio_button</item>
                    </style>
                    <style name="TaskFilterRadioButton.Small"><item name="android:textSize">12sp</item></style>
                    <style name="PlainRadio"><item name="android:textSize">14sp</item></style>
                </resources>
                """.utf8))
        let segmentStyles = AndroidLayoutReader.segmentStyles(in: styles)
        #expect(segmentStyles == ["TaskFilterRadioButton", "TaskFilterRadioButton.Small"])
        let layout = SourceText(
            file: "res/layout/dialog_task_filter.xml",
            bytes: Array(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <RadioGroup android:id="@+id/task_filter_wrapper" android:orientation="horizontal">
                        <RadioButton android:id="@+id/all" android:text="All" style="@style/TaskFilterRadioButton"/>
                        <RadioButton android:id="@+id/weak" android:text="Weak" style="@style/TaskFilterRadioButton.Small"/>
                    </RadioGroup>
                    <RadioGroup android:id="@+id/plain">
                        <RadioButton android:text="One" style="@style/PlainRadio"/>
                        <RadioButton android:text="Two" style="@style/PlainRadio"/>
                    </RadioGroup>
                </LinearLayout>
                """.utf8))
        func ids(_ files: [LoadedFile]) -> [String] {
            files.flatMap { file -> [String] in
                if case .content(let content) = file { return content.controls.map(\.id.value) }
                return []
            }
        }
        #expect(
            ids(try AndroidLayoutReader.read(layout, segmentStyles: segmentStyles)) == [
                "dialog_task_filter.task_filter_wrapper"
            ])
        #expect(ids(try AndroidLayoutReader.read(layout)).isEmpty, "without the app's styles, radio buttons are radios")
    }

    @Test func aViewGroupStyledAsASegmentedContainerIsAControl() throws {
        // mastodon's notification filter: a LinearLayout styled as a segmented container, each
        // segment a FrameLayout around its text view; a button bar without such a style is not one.
        let layout = SourceText(
            file: "res/layout/fragment_notifications.xml",
            bytes: Array(
                """
                <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <LinearLayout android:id="@+id/tabbar_inner" style="@style/Widget.App.SegmentedButtonContainer">
                        <FrameLayout android:id="@+id/all_tab" style="@style/Widget.App.SegmentedButton">
                            <TextView android:id="@+id/all_text" android:text="@string/all_notifications"/>
                        </FrameLayout>
                        <FrameLayout android:id="@+id/mentions_tab" style="@style/Widget.App.SegmentedButton">
                            <TextView android:text="Mentions"/>
                        </FrameLayout>
                    </LinearLayout>
                    <LinearLayout android:id="@+id/buttons" style="@style/ButtonBar">
                        <Button android:text="Cancel"/>
                        <Button android:text="OK"/>
                    </LinearLayout>
                </FrameLayout>
                """.utf8))
        let controls = try layoutControls(layout)
        #expect(controls.map(\.id.value) == ["fragment_notifications.tabbar_inner"])
        let segments = try #require(controls.first?.segments)
        #expect(
            segments.map { $0.title?.reference?.key ?? $0.title?.entries[""]?.value } == [
                "all_notifications", "Mentions",
            ])
        #expect(segments.map(\.viewID) == ["all_tab", "mentions_tab"])
    }

    /// NewPipe's pitch modes: a row its id calls tabs (`pitchControlModeTabs`) of tappable texts is
    /// the app's own tabs; the same row of tappable texts with another id (a dialog's buttons) is not.
    @Test func aRowItsIdCallsTabsOfTappableTextsIsAControl() throws {
        let layout = SourceText(
            file: "res/layout/dialog_playback_parameter.xml",
            bytes: Array(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
                    <LinearLayout android:id="@+id/pitchControlModeTabs" android:orientation="horizontal">
                        <TextView android:id="@+id/pitchControlModePercent" android:clickable="true" android:text="@string/percent"/>
                        <TextView android:id="@+id/pitchControlModeSemitone" android:clickable="true" android:text="Semitone"/>
                    </LinearLayout>
                    <LinearLayout android:id="@+id/actions" android:orientation="horizontal">
                        <TextView android:clickable="true" android:text="Cancel"/>
                        <TextView android:clickable="true" android:text="OK"/>
                    </LinearLayout>
                </LinearLayout>
                """.utf8))
        let controls = try layoutControls(layout)
        #expect(controls.map(\.id.value) == ["dialog_playback_parameter.pitchControlModeTabs"])
        #expect(
            controls.first?.segments.map { $0.title?.reference?.key ?? $0.title?.entries[""]?.value } == [
                "percent", "Semitone",
            ])
    }

    /// LibreTube's search filter: a `ChipGroup` with `app:singleSelection="true"` is one choice of
    /// content-wide chips; a chip group of filters (no single selection) is not a control.
    @Test func aSingleSelectionChipGroupIsAControl() throws {
        let layout = SourceText(
            file: "res/layout/fragment_search_result.xml",
            bytes: Array(
                """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto">
                    <com.google.android.material.chip.ChipGroup android:id="@+id/filter_chip_group"
                        app:singleLine="true" app:singleSelection="true">
                        <com.google.android.material.chip.Chip android:id="@+id/chip_all" android:text="@string/all"/>
                        <com.google.android.material.chip.Chip android:id="@+id/chip_videos" android:text="Videos"/>
                    </com.google.android.material.chip.ChipGroup>
                    <com.google.android.material.chip.ChipGroup android:id="@+id/tags">
                        <com.google.android.material.chip.Chip android:text="Music"/>
                        <com.google.android.material.chip.Chip android:text="News"/>
                    </com.google.android.material.chip.ChipGroup>
                </LinearLayout>
                """.utf8))
        let controls = try layoutControls(layout)
        #expect(controls.map(\.id.value) == ["fragment_search_result.filter_chip_group"])
        let chips = try #require(controls.first)
        #expect(chips.segments.map { $0.title?.reference?.key ?? $0.title?.entries[""]?.value } == ["all", "Videos"])
        #expect(chips.settings.distribution?.value == "content")
        #expect(chips.settings.style?.value == "material3")
    }

    @Test func androidTextRules() throws {
        let location = SourceLocation(file: "strings.xml", line: 1, column: 1)
        #expect(
            try AndroidResourcesReader.unescape("  Best   deals\n  of the week ", at: location)
                == "Best deals of the week")
        #expect(try AndroidResourcesReader.unescape("\"  kept   spaces \"", at: location) == "  kept   spaces ")
        // Values that need no unescaping come back as they are; any space more than one between
        // words, at either end or not a plain space, and the value is collapsed.
        for (raw, value) in [
            ("Plain title", "Plain title"), ("", ""), ("a  b", "a b"), (" a", "a"), ("a ", "a"), (" ", ""),
            ("Tab\tTitle", "Tab Title"), ("Line\nbreak", "Line break"), ("é  b", "é b"), ("a\u{2003}b", "a b"),
        ] {
            #expect(try AndroidResourcesReader.unescape(raw, at: location) == value, "\(raw)")
        }
        #expect(
            try AndroidResourcesReader.unescape("Don\\'t \\\"quote\\\" \\@home \\? \\u00e9\\n", at: location)
                == "Don't \"quote\" @home ? é\n")
        #expect(LocalizationFolders.androidLocale("values") == .some(nil))
        #expect(LocalizationFolders.androidLocale("values-de") == .some("de"))
        #expect(LocalizationFolders.androidLocale("values-zh-rCN") == .some("zh-CN"))
        #expect(LocalizationFolders.androidLocale("values-b+sr+Latn") == .some("sr-Latn"))
        #expect(LocalizationFolders.androidLocale("values-night") == .some(nil))
        #expect(LocalizationFolders.androidLocale("layout") == .none)
        #expect(LocalizationFolders.lprojLocale("App/zh_Hant.lproj/Main.strings") == .some("zh-Hant"))
        #expect(LocalizationFolders.lprojLocale("App/Base.lproj/Main.storyboard") == .some(nil))
    }

    @Test func androidStringArraysKeepEachItemsKeyForCodeThatReadsThem() throws {
        let xml = """
            <resources>
                <string name="tab_all">All</string>
                <string-array name="history_tabs">
                    <item>Today</item>
                    <item>@string/tab_all</item>
                </string-array>
                <array name="details_tabs">
                    <item>@string/tab_all</item>
                    <item>@string/tab_recent</item>
                </array>
                <array name="tab_icons">
                    <item>@drawable/ic_all</item>
                    <item>@drawable/ic_recent</item>
                </array>
            </resources>
            """
        guard case .tables(let tables)? = try AndroidResourcesReader.read(source("res/values/strings.xml", xml)).first
        else {
            Issue.record("no tables")
            return
        }
        #expect(tables.arrays["history_tabs"] == ["history_tabs[0]", "tab_all"])
        #expect(tables.arrays["details_tabs"] == ["tab_all", "tab_recent"], "a typed <array> of strings")
        #expect(tables.arrays["tab_icons"] == nil, "a typed <array> of drawables holds no titles")
        #expect(tables.strings(table: androidTable, key: "history_tabs[0]")?[""]?.value.value == "Today")
        #expect(tables.strings(table: androidTable, key: "history_tabs[1]") == nil, "a reference is its string's key")
        // A translation's arrays do not replace the default language's list.
        guard
            case .tables(let german)? = try AndroidResourcesReader.read(source("res/values-de/strings.xml", xml)).first
        else {
            Issue.record("no tables")
            return
        }
        #expect(german.arrays.isEmpty)
    }

    /// A control laid out by Auto Layout with nothing setting its width keeps its natural size; one
    /// tied edge to edge to its superview, given a width, in a stack view, or with its frame fixed
    /// (`fixedFrame`, or in no constraint at all) keeps what sizes it.
    @Test func storyboardControlsWithNothingSettingTheirWidthKeepTheirNaturalSize() throws {
        func control(_ id: String, constraints: String = "", fixed: Bool = false) -> String {
            """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" fixedFrame="\(fixed ? "YES" : "NO")" id="\(id)">
              <rect key="frame" x="0" y="0" width="101" height="32"/>\(constraints)
              <segments><segment title="Primary"/><segment title="All"/></segments>
            </segmentedControl>
            """
        }
        func height(_ id: String) -> String {
            #"<constraints><constraint firstAttribute="height" constant="32" id="h-"# + id + #""/></constraints>"#
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects><viewController id="vc"><view key="view" id="root">
            <subviews>
            \(control("beside"))
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plus"/>
            \(control("between"))
            <button translatesAutoresizingMaskIntoConstraints="NO" id="minus"/>
            \(control("fixed", constraints: #"<constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>"#))
            \(control("centred"))
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack"><subviews>\(control("stacked", constraints: height("stacked")))</subviews></stackView>
            <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="column"><subviews>\(control("inColumn"))</subviews></stackView>
            \(control("atLeast"))
            \(control("drawn", constraints: height("drawn"), fixed: true))
            \(control("unconstrained"))
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="beside" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
              <constraint firstItem="plus" firstAttribute="leading" secondItem="beside" secondAttribute="trailing" constant="8" id="c2"/>
              <constraint firstItem="between" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c3"/>
              <constraint firstItem="minus" firstAttribute="leading" secondItem="between" secondAttribute="trailing" constant="8" id="c4"/>
              <constraint firstAttribute="trailing" secondItem="minus" secondAttribute="trailing" constant="16" id="c5"/>
              <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
              <constraint firstItem="centred" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c7"/>
              <constraint firstItem="atLeast" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
              <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="atLeast" secondAttribute="trailing" id="c9"/>
            </constraints>
            </view></viewController></objects></scene></scenes>
            </document>
            """
        let file = try InterfaceBuilderReader.read(source("Base.lproj/Main.storyboard", storyboard))
        var natural: [String] = []
        var drawn: [String: Double] = [:]
        for control in file.controls {
            let id = String(control.id.value.split(separator: ".").last!)
            if control.settings.widthMode?.value == "content" { natural.append(id) }
            if let width = control.settings.width?.value { drawn[id] = width }
        }
        #expect(natural == ["beside", "centred", "inColumn", "atLeast"])
        #expect(drawn == ["between": 101, "fixed": 101, "stacked": 101, "drawn": 101, "unconstrained": 101])
    }

    /// Interface Builder 3's archive format, which Xcode still builds (iNaturalist's cells): one
    /// without a segmented control holds none; one with a segmented control is said to be unread.
    @Test func anInterfaceBuilder3ArchiveIsReadAsHoldingNoControlUnlessItHasOne() throws {
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<object class="IBUILabel" id="1"/>
            \t</data>
            </archive>
            """
        let file = try InterfaceBuilderReader.read(source("TaxonCell.xib", cell))
        #expect(file.controls.isEmpty)
        let picker = cell.replacingOccurrences(of: "IBUILabel", with: "IBUISegmentedControl")
        #expect(throws: ModelError.self) { try InterfaceBuilderReader.read(source("Picker.xib", picker)) }
        let other = cell.replacingOccurrences(
            of: "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"", with: "<archive type=\"other\"")
        #expect(throws: ModelError.self) { try InterfaceBuilderReader.read(source("Other.xib", other)) }
    }

    @Test func xmlReaderExpandsOnlyPredefinedEntitiesAndIsBounded() throws {
        let root = try XMLReader.parse(
            Array(#"<a x="1 &lt; 2 &amp; &#x263A;"><!-- c --><b><![CDATA[<raw> & ]]></b>t&#233;xt</a>"#.utf8))
        #expect(root["x"] == "1 < 2 & ☺")
        #expect(root.first("b")?.text.0 == "<raw> & ")
        #expect(root.text.0 == "<raw> & téxt")
        #expect(root.attribute("x")?.valueOffset == 6)
        #expect(throws: XMLSyntaxError.self) {
            try XMLReader.parse(Array("<!DOCTYPE a [<!ENTITY e \"boom\">]><a>&e;</a>".utf8))
        }
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse(Array(deep.utf8)) }
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse(Array("<a b=\"1\" b=\"2\"/>".utf8)) }
    }
}

@Suite struct PseudoLocalizerTests {
    @Test func expansionFollowsIBMsTable() {
        // Up to 10 characters +100 %, 11–20 +80 %, 21–30 +60 %, 31–50 +40 %, 51–70 +31 %, over 70 +30 %.
        let cases: [(Int, Double)] = [
            (1, 1.0), (10, 1.0), (11, 0.8), (20, 0.8), (21, 0.6), (30, 0.6), (31, 0.4), (50, 0.4), (51, 0.31),
            (70, 0.31), (71, 0.3),
        ]
        for (length, share) in cases { #expect(PseudoLocalizer.expansion(forLength: length) == share, "\(length)") }
        for length in [3, 15, 25, 40, 60, 90] {
            let text = String(repeating: "a", count: length)
            let pseudo = PseudoLocalizer.accented(text)
            let added = pseudo.count - 2 - length
            #expect(
                added == Int((Double(length) * PseudoLocalizer.expansion(forLength: length)).rounded(.up)), "\(length)")
            #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        }
    }

    @Test func placeholdersSurviveAndRightToLeftIsWrapped() {
        #expect(PseudoLocalizer.accented("%1$@ of %2$lld {name}").contains("%1$@ öƒ %2$lld {name}"))
        #expect(PseudoLocalizer.rightToLeft("Day") == "\u{202E}Day\u{202C}")
    }
}
