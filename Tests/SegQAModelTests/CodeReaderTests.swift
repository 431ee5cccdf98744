import SegQAModel
import Testing

/// The small Swift/Kotlin reader: tokens, then the controls the code builds. Each case is code in
/// the shape real apps write it; places are counted in the literal texts here.
@Suite struct CodeReaderTests {
    func tokens(_ text: String) -> [CodeToken] { CodeTokenizer.tokens(Array(text.utf8)) }

    func controls(_ files: [(String, String)]) -> [ControlSpec] {
        CodeControlReader.read(files.map { SourceText(file: $0.0, bytes: Array($0.1.utf8)) }).files.flatMap(\.controls)
    }

    func titles(_ control: ControlSpec) -> [String] {
        control.segments.map { segment in
            guard let title = segment.title else { return "-" }
            return title.reference.map { "\($0.table):\($0.key)" } ?? title.entries.values.first?.value ?? "?"
        }
    }

    @Test func stringsAndCommentsHideWhatLooksLikeCode() {
        let code = #"""
            /* outer /* nested UISegmentedControl(items: ["x"]) */ still comment */
            let a = "say \"hi\" \(name) // not a comment"
            let b = #"raw "quoted" \(notInterpolated)"#
            let c = """
                multi "line"
                """ // trailing
            """#
        let found = tokens(code)
        #expect(!found.contains { $0.isIdentifier("UISegmentedControl") }, "a nested comment ends at its own */")
        let strings = found.filter(\.isString)
        #expect(strings.count == 3)
        #expect(strings[0].kind == .string(interpolated: true))
        #expect(strings[1].text == #"raw "quoted" \(notInterpolated)"#)
        #expect(strings[1].isPlainString, "a raw string does not interpolate with a bare \\(")
        #expect(strings[2].text == #"multi "line""#)
        #expect(!found.contains { $0.isIdentifier("trailing") })
    }

    @Test func escapesDecodeToTheScalarsShown() {
        let found = tokens(#"let s = "caf\u{E9} \u{1F600}\t!""#).filter(\.isString)
        #expect(found.first?.text == "café 😀\t!")
    }

    /// Pill shapes: content position adjustments move the end titles (`.any` both ends), and
    /// background and divider images mark the states the app draws itself.
    @Test func uikitContentPositionAndImagesPerState() throws {
        let code = """
            let tabs = UISegmentedControl(items: ["Day", "Week", "Month"])
            tabs.setContentPositionAdjustment(UIOffset(horizontal: 8, vertical: 0), forSegmentType: .left, barMetrics: .default)
            tabs.setContentPositionAdjustment(UIOffset(horizontal: -6, vertical: 0), forSegmentType: .right, barMetrics: .default)
            tabs.setBackgroundImage(pill, for: .selected, barMetrics: .default)
            tabs.setDividerImage(line, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
            let any = UISegmentedControl(items: ["A", "B"])
            any.setContentPositionAdjustment(UIOffset(horizontal: 4.5, vertical: 2), forSegmentType: .any, barMetrics: .default)
            any.setContentPositionAdjustment(UIOffset(horizontal: 9, vertical: 0), forSegmentType: .center, barMetrics: .default)
            """
        let found = controls([("Tabs.swift", code)])
        #expect(found.count == 2)
        let tabs = try #require(found.first)
        #expect(tabs.settings.contentOffsetFirst?.value == 8)
        #expect(tabs.settings.contentOffsetFirst?.location.line == 2)
        #expect(tabs.settings.contentOffsetFirst?.location.column == 56)
        #expect(tabs.settings.contentOffsetLast?.value == -6)
        #expect(tabs.settings.customizedStates?.map(\.value) == ["selected", "normal"])
        let any = try #require(found.last)
        #expect(any.settings.contentOffsetFirst?.value == 4.5)
        #expect(any.settings.contentOffsetLast?.value == 4.5, "`.center` moves no end title")
        #expect(any.settings.customizedStates == nil)
    }

    @Test func uikitControlsInEveryShape() {
        let code = """
            final class FilterViewController: UIViewController {
                let sort = UISegmentedControl(items: [NSLocalizedString("sort.new", comment: ""), "Top"])
                let range = UISegmentedControl()

                override func viewDidLoad() {
                    range.insertSegment(withTitle: String(localized: "range.day"), at: 0, animated: false)
                    range.insertSegment(withTitle: "range.week".localized, at: 1, animated: false)
                    range.insertSegment(with: gridImage, at: 2, animated: false)
                    range.apportionsSegmentWidthsByContent = true
                    range.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .bold)], for: .normal)
                }
            }
            """
        let found = controls([("FilterViewController.swift", code)])
        #expect(found.map(\.id.value) == ["FilterViewController.swift:2", "FilterViewController.swift:3"])
        #expect(titles(found[0]) == ["Localizable:sort.new", "Top"])
        #expect(titles(found[1]) == ["Localizable:range.day", "Localizable:range.week", "-"])
        #expect(found[1].segments[2].image != nil)
        #expect(found[1].settings.distribution?.value == "proportional")
        #expect(found[1].settings.font.size?.value == 15)
        #expect(found[1].settings.font.weight?.value == "bold")
        // The title points at the Swift line that sets it.
        #expect(found[1].segments[0].title?.location.line == 6)
    }

    @Test func swiftUIPickersOnlyWhenSegmented() {
        let code = """
            struct Settings: View {
                var body: some View {
                    Picker("Theme", selection: $theme) {
                        Text("theme.light").tag(0)
                        Text(verbatim: "OLED").tag(1)
                        Label("theme.auto", systemImage: "circle.lefthalf.filled").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Picker("Language", selection: $language) {
                        Text("English").tag(0)
                    }
                    .pickerStyle(.menu)
                }
            }
            """
        let found = controls([("Settings.swift", code)])
        #expect(found.map(\.id.value) == ["Settings.swift:3"])
        #expect(titles(found[0]) == ["Localizable:theme.light", "OLED", "Localizable:theme.auto"])
    }

    @Test func swiftGenConstantsResolveThroughTheGeneratedFile() {
        let generated = """
            internal enum L10n {
              internal enum Tabs {
                /// Inbox
                internal static let inbox = L10n.tr("Mail", "tabs.inbox", fallback: "Inbox")
              }
            }
            """
        let code = #"let tabs = UISegmentedControl(items: [L10n.Tabs.inbox, viewModel.name])"#
        let result = CodeControlReader.read([
            SourceText(file: "Generated/Strings.swift", bytes: Array(generated.utf8)),
            SourceText(file: "Tabs.swift", bytes: Array(code.utf8)),
        ])
        let control = result.files.flatMap(\.controls).first
        #expect(control.map(titles) == ["Mail:tabs.inbox", "-"])
        #expect(control?.unresolvedTitles.map(\.expression) == ["viewModel.name"])
        #expect(control?.unresolvedTitles.first?.location.column == 56)
    }

    @Test func composeRowsTakeTheirResources() {
        let code = """
            @Composable
            fun Units() {
                SingleChoiceSegmentedButtonRow {
                    SegmentedButton(selected = true, onClick = {}, shape = shape) {
                        Text(stringResource(R.string.units_metric))
                    }
                    SegmentedButton(selected = false, onClick = {}, shape = shape) {
                        Text(text = stringResource(id = R.string.units_imperial))
                    }
                }
            }
            """
        let found = controls([("Units.kt", code)])
        #expect(found.map(\.id.value) == ["Units.kt:3"])
        #expect(titles(found[0]) == ["android:units_metric", "android:units_imperial"])
        #expect(found[0].settings.style?.value == "material3")
    }

    @Test func pathPatternsMatchAsGitignoreDoes() {
        #expect(PathPattern("**/ja.lproj/**").matches("App/Res/ja.lproj/Localizable.strings"))
        #expect(PathPattern("*.xcstrings").matches("App/Localizable.xcstrings"), "no slash: any folder")
        #expect(!PathPattern("Legacy/*").matches("App/Legacy/Old.swift"), "a slash anchors at the root")
        #expect(PathPattern("Legacy/**").matches("Legacy/Deep/Old.swift"))
        #expect(PathPattern("Tests?/*.swift").matches("Tests1/A.swift"))
        #expect(!PathPattern("Tests?/*.swift").matches("Tests/A.swift"))
    }

    @Test func androidFoldersNameTheirLocales() {
        #expect(LocalizationFolders.androidLocale("values-iw") == .some("he"))
        #expect(LocalizationFolders.androidLocale("values-in-rID") == .some("id-ID"))
        #expect(LocalizationFolders.androidLocale("values-ji") == .some("yi"))
        #expect(LocalizationFolders.androidLocale("values-b+sr+Latn") == .some("sr-Latn"))
        #expect(LocalizationFolders.androidLocale("values-night") == .some(nil))
    }
}
