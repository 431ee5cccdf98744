import Foundation
import SegQAFormatting
import SegQAModel
import SegQATesting
import Testing

/// Every kind of segmented control the model covers, end to end through the built binary, with
/// the room each title gets computed by hand from the layout model (README, "Layout model"):
/// segment = (W − 2·inset − (n−1)·divider) / n, room = segment − 2·padding (− 2·|offset| at the ends).
@Suite struct ControlKindTests {
    static let long = "Benachrichtigungseinstellungen"

    /// Runs `check` on one control and returns, per segment, the room its normal-state title had.
    static func rooms(_ control: String) throws -> (rooms: [Int: Double], rules: Set<String>) {
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "defaults": {"font": {"family": "Inter"}}, "controls": ["# + control + "]}")
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        var rooms: [Int: Double] = [:]
        var rules = Set<String>()
        for finding in root["findings"]?.array ?? [] {
            rules.insert(finding["rule"]?.string ?? "")
            if finding["rule"]?.string == "title_truncated", finding["state"]?.string == "normal",
                let segment = finding["segment"]?.number, let available = finding["available"]?.number
            {
                rooms[Int(segment)] = available
            }
        }
        return (rooms, rules)
    }

    static func titles(_ count: Int) -> String {
        (0..<count).map { _ in #"{"title": ""# + long + #""}"# }.joined(separator: ", ")
    }

    /// `"width": "full"`: the screen's width, no layout margins (iPhone 15: 393 pt).
    @Test func fullWidthControl() throws {
        // (393 − 2·2 − 2·1) / 3 = 129; − 2·10 = 109.
        let result = try Self.rooms(
            #"{"id": "k", "width": "full", "devices": ["iPhone 15"], "segments": ["# + Self.titles(3) + "]}")
        #expect(result.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 109, 1: 109, 2: 109])
    }

    /// `"width": "natural"`: a control placed by its centre alone keeps its own size even past the
    /// screen (iNaturalist's table-header control): no title of it is cut, where the same control
    /// capped at the readable width cuts every one.
    @Test func naturalSizedControl() throws {
        let natural = try Self.rooms(
            #"{"id": "k", "width": "natural", "devices": ["iPhone 15"], "segments": ["# + Self.titles(3) + "]}")
        #expect(natural.rooms.isEmpty, "\(natural.rooms)")
        let capped = try Self.rooms(
            #"{"id": "k", "width": "content", "devices": ["iPhone 15"], "segments": ["# + Self.titles(3) + "]}")
        #expect(capped.rooms.count == 3)
    }

    /// `"width": "content"`: as wide as the segments need, up to the readable width (a stack view
    /// that centres the control). Too long for it: capped at 393 − 2·16 = 361.
    @Test func contentSizedControl() throws {
        // Capped: (361 − 4 − 2) / 3 = 118.333…; − 20 = 98.333….
        let capped = try Self.rooms(
            #"{"id": "k", "width": "content", "devices": ["iPhone 15"], "segments": ["# + Self.titles(3) + "]}")
        for segment in 0..<3 { #expect(abs((capped.rooms[segment] ?? 0) - 98.3333) < 0.01) }
        // Short titles: equal segments as wide as the widest title in its widest state (semibold,
        // semibold) plus 2 × 10 padding, plus one divider and two insets. The widths come from
        // hb-shape over Inter's files, not from segqa.
        let oracle = try Python.run(
            """
            import json, struct, subprocess, sys
            def upem(path):
                data = open(path, "rb").read()
                for i in range(struct.unpack(">H", data[4:6])[0]):
                    tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
                    if tag == b"head":
                        return struct.unpack(">H", data[offset + 18:offset + 20])[0]
            def width(path, text):
                out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", path, "--", text],
                                     check=True, capture_output=True, text=True).stdout
                return sum(g["ax"] for g in json.loads(out)) * 13 / upem(path)
            base = "/usr/share/fonts/opentype/inter/Inter-"
            widest = max(width(base + w + ".otf", t) for w in ("Medium", "SemiBold") for t in ("Yesterday", "Tomorrow"))
            print(2 * (widest + 20) + 1 + 2 * 2)
            """)
        #expect(oracle.status == 0, "\(oracle.output)")
        let natural = try #require(Double(oracle.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "defaults": {"font": {"family": "Inter"}}, "controls": [{"id": "k", "width": "content", "devices": ["iPhone 15"], "segments": [{"title": "Yesterday"}, {"title": "Tomorrow"}]}]}"#
        )
        let svg = try CLI.run(["render", file.path, "--control", "k", "--state", "normal"])
        #expect(svg.status == 0, "\(svg.stderr)")
        // The drawing's view box is the control plus a 4 pt margin on each side.
        let box = try #require(svg.stdout.range(of: "viewBox=\"0 0 "))
        let viewBox = svg.stdout[box.upperBound...].prefix { $0 != " " }
        #expect(abs((Double(viewBox) ?? 0) - 8 - natural) < 0.01, "\(viewBox) vs \(natural)")
    }

    /// A brand's variable face at weights no named instance has (510 normal, 590 selected): the
    /// content-sized control is as wide as hb-shape says the titles are at those coordinates.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"),
            "needs fonts-inter-variable"))
    func variableFaceAtAnyWeight() throws {
        let face = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
        let oracle = try Python.run(
            """
            import json, subprocess, sys
            def width(weight, text):
                out = subprocess.run(["hb-shape", f"--variations=wght={weight}", "--output-format=json",
                                      "--no-glyph-names", sys.argv[1], "--", text],
                                     check=True, capture_output=True, text=True).stdout
                return sum(g["ax"] for g in json.loads(out)) * 13 / 2816  # Inter's unitsPerEm
            widest = max(width(w, t) for w in (510, 590) for t in ("Yesterday", "Tomorrow"))
            print(2 * (widest + 20) + 1 + 2 * 2)
            """, [face])
        #expect(oracle.status == 0, "\(oracle.output)")
        let natural = try #require(Double(oracle.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "defaults": {"font": {"fontFile": ""# + face
                + #"", "weight": "510"}}, "controls": [{"id": "k", "width": "content", "devices": ["iPhone 15"], "states": {"selected": {"weight": 590}}, "segments": [{"title": "Yesterday"}, {"title": "Tomorrow"}]}]}"#
        )
        let svg = try CLI.run(["render", file.path, "--control", "k", "--state", "selected:1"])
        #expect(svg.status == 0, "\(svg.stderr)")
        let box = try #require(svg.stdout.range(of: "viewBox=\"0 0 "))
        let viewBox = svg.stdout[box.upperBound...].prefix { $0 != " " }
        #expect(abs((Double(viewBox) ?? 0) - 8 - natural) < 0.01, "\(viewBox) vs \(natural)")
    }

    @Test func uikitIOS13() throws {
        // (300 − 2·2 − 2·1) / 3 = 98; 98 − 2·10 = 78.
        let result = try Self.rooms(
            #"{"id": "k", "style": "uikit", "width": 300, "segments": ["# + Self.titles(3) + "]}")
        #expect(result.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 78, 1: 78, 2: 78])
        // Selected titles are semibold: wider, so they truncate too.
        #expect(
            result.rules.contains("selected_title_truncated") == false,
            "already truncated while normal is title_truncated's")
    }

    @Test func uikitLegacyIOS7to12() throws {
        // No inset: (300 − 2·1) / 3 = 99.333…; − 20 = 79.333…; one weight for every state.
        let result = try Self.rooms(
            #"{"id": "k", "style": "uikit-legacy", "width": 300, "segments": ["# + Self.titles(3) + "]}")
        for segment in 0..<3 { #expect(abs((result.rooms[segment] ?? 0) - 79.3333) < 0.01) }
        #expect(!result.rules.contains("selection_width_jump"))
    }

    @Test func swiftUIPickerSegmented() throws {
        let result = try Self.rooms(
            #"{"id": "k", "style": "swiftui", "width": 300, "segments": ["# + Self.titles(3) + "]}")
        #expect(result.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 78, 1: 78, 2: 78])
    }

    @Test func customHStackWithTextCaseAndPadding() throws {
        // No inset, no divider: 300 / 3 = 100; − 2·12 = 76. Titles are upper-cased before measuring.
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "controls": [{"id": "k", "style": "custom", "padding": 12, "textCase": "uppercase", "width": 300, "font": {"family": "Inter"}, "segments": [{"title": {"en": "Featured", "de": "Empfehlungen der Redaktion"}}, {"title": "Top"}, {"title": "Charts"}]}]}"#
        )
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        let finding = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array?.first {
            $0["rule"]?.string == "title_truncated"
        }
        #expect(finding?["available"]?.number == 76)
        #expect(finding?["message"]?.string?.hasPrefix(quoted("EMPFEHLUNGEN DER REDAKTION") + " (de)") == true)
    }

    /// A width as Interface Builder writes it (240 pt saved as 239.99999999999997) is named to the
    /// hundredth, as every measure is: "width 240 pt", not the float's seventeen digits.
    @Test func aStatedWidthIsNamedToTheHundredth() throws {
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "controls": [{"id": "w", "style": "uikit", "width": 239.99999999999997, "segments": [{"title": {"en": "Once", "de": "Einmalige Zahlung per Überweisung"}}, {"title": {"en": "Monthly", "de": "Monatlich"}}]}]}"#
        )
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let truncated = findings.filter { $0["rule"]?.string == "title_truncated" }
        #expect(truncated.count == 1)
        #expect(truncated.first?["device"]?.string == "width 240 pt")
        #expect(truncated.first?["message"]?.string?.contains("on width 240 pt") == true)
    }

    /// A SwiftUI `Text` without `lineLimit` wraps. By hand: 200 / 2 = 100, − 2·10 = 80 pt a line.
    /// Inter's hhea: ascender 2728, descender 680, gap 0 on 2816 units, so a 13 pt line is
    /// 13 · 3408 / 2816 = 15.733 pt and a 32 pt control holds ⌊32 / 15.733⌋ = 2 lines, a 48 pt one 3.
    /// Widths (hb-shape, Inter Regular 13 pt): "Mitteilungen" 76.02, "verwalten" 60.31,
    /// "verwalten und" 87.20, "verwalten u…" 82.19, "verwalten…" 70.98, "Mitteilunge…" 79.09.
    /// So "Mitteilungen verwalten" takes two lines and fits; "… und mehr" needs a third
    /// ("Mitteilungen" / "verwalten" / "und mehr") and shows 'Mitteilungen' / 'verwalten…'.
    @Test func swiftUITextWrapsOntoTheLinesTheHeightHolds() throws {
        func control(_ extra: String) -> String {
            #"{"segqa": 1, "controls": [{"id": "k", "style": "custom", "padding": 10, "width": 200, "truncation": "wrap", "font": {"family": "Inter"}"#
                + extra
                + #", "segments": [{"title": {"en": "Alerts", "de": "Mitteilungen verwalten"}}, {"title": {"en": "More", "de": "Mitteilungen verwalten und mehr"}}]}]}"#
        }
        func findings(_ extra: String, rule: String = "title_truncated") throws -> [JSONNode] {
            let file = try CheckCommandTests.write(control(extra))
            let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
            #expect(run.status == 0, "\(run.stderr)")
            return try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array?.filter {
                $0["rule"]?.string == rule
            } ?? []
        }
        let twoLines = try findings("")
        #expect(twoLines.count == 1)
        #expect(twoLines.first?["segment"]?.number == 1)
        #expect(twoLines.first?["visible"]?.string == "Mitteilungen\nverwalten…")
        #expect(
            twoLines.first?["message"]?.string
                == "\(quoted("Mitteilungen verwalten und mehr")) (de) needs 3 lines 80.0 pt wide, the segment's height "
                + "holds 2 (15.7 pt a line) on width 200 pt — shows \(quoted("Mitteilungen")) / \(quoted("verwalten…"))"
        )
        // Segment 0 fits on its two lines, segment 1 shows the same two and a "…": ambiguous,
        // quoted line by line.
        #expect(
            try findings("", rule: "truncation_ambiguous").map { $0["message"]?.string }
                == [
                    "segments 0 and 1 (de) show \(quoted("Mitteilungen")) / \(quoted("verwalten")) and "
                        + "\(quoted("Mitteilungen")) / \(quoted("verwalten…")) on width 200 pt: users cannot tell them apart"
                ])
        // 48 pt holds the three lines; a line limit of 1 is one line cut at its tail.
        #expect(try findings(#", "height": 48"#).isEmpty)
        let oneLine = try findings(#", "height": 48, "lineLimit": 1"#)
        #expect(oneLine.map { $0["visible"]?.string } == ["Mitteilunge…", "Mitteilunge…"])

        // The drawing: each segment's lines in a box as wide as its widest line (76.02), centred
        // (x = 4 + 50 − 38.01 = 15.99 and 115.99 with the 4 pt margin), lines at its leading edge;
        // the box of 2 lines centred on the height: top = 4 + 16 − 15.733, baselines at
        // top + ascender (13 · 2728 / 2816 = 12.594) = 16.86 and one line lower, 32.59.
        let file = try CheckCommandTests.write(control(""))
        let svg = try CLI.run(["render", file.path, "--control", "k", "--locale", "de", "--state", "selected:0"])
        #expect(svg.status == 0, "\(svg.stderr)")
        // Each run of glyphs is `<use href="#r…" x="…" y="…">`: where the line starts.
        let origins = Self.runOrigins(svg.stdout)
        #expect(Set(origins.map(\.1)) == [16.86, 32.59], "\(Set(origins.map(\.1)))")
        for (x, y) in [(15.99, 16.86), (15.99, 32.59), (115.99, 16.86), (115.99, 32.59)] {
            #expect(origins.contains { abs($0.0 - x) <= 0.01 && $0.1 == y }, "no line starts at (\(x), \(y))")
        }
        #expect(svg.stdout.contains(">+1 line</text>"))

        // Measured with a stand-in (no family given: Inter for SF Pro), "verwalten um" is 82.82 pt:
        // 6 % narrower glyphs (77.85) would fit it on the second line, so the finding is at risk.
        let standIn = try CheckCommandTests.write(
            #"{"segqa": 1, "controls": [{"id": "k", "style": "custom", "padding": 10, "width": 200, "truncation": "wrap", "segments": [{"title": {"en": "Alerts", "de": "Mitteilungen verwalten um"}}, {"title": "Mail"}]}]}"#
        )
        let run = try CLI.run(["check", standIn.path, "--format", "json", "--fail-on", "never"])
        let atRisk = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array?.first
        #expect(atRisk?["severity"]?.string == "note")
        #expect(atRisk?["uncertain"]?.bool == true)
        #expect(atRisk?["message"]?.string?.hasSuffix("it takes 2 lines: it may fit on a device") == true)
    }

    /// A translation that splits into more parts gets more buttons: German's three parts in a
    /// 120 pt row are 40 pt each (no padding), not the source's two of 60.
    /// Where each run of glyphs of a drawing starts: the x and y of its `<use href="#…r…">`.
    static func runOrigins(_ svg: String) -> [(Double, Double)] {
        var origins: [(Double, Double)] = []
        var rest = Substring(svg)
        while let start = rest.range(of: "<use href=\"#") {
            rest = rest[start.upperBound...]
            let element = rest.prefix { $0 != ">" }
            // A run's id is `r…`, after the document's prefix (`s…-`) in a standalone SVG.
            guard element.prefix(while: { $0 != "\"" }).split(separator: "-").last?.hasPrefix("r") == true else {
                continue
            }
            func number(_ name: String) -> Double? {
                guard let at = element.range(of: " \(name)=\"") else { return nil }
                return Double(element[at.upperBound...].prefix { $0 != "\"" })
            }
            if let x = number("x"), let y = number("y") { origins.append((x, y)) }
        }
        return origins
    }

    @Test func aTranslationWithAnExtraSeparatorGetsAnExtraButton() throws {
        let result = try Self.rooms(
            #"{"id": "k", "style": "custom", "width": 120, "titleSeparator": ",", "titles": {"en": "Slowest,Fastest", "de": "Am langsamsten,am schnellsten, sehr"}}"#
        )
        #expect(result.rooms[0].map { ($0 * 100).rounded() / 100 } == 40, "\(result.rooms)")
        #expect(result.rules.contains("separator_in_title"))
    }

    @Test func customButtonRowFromOneSeparatedString() throws {
        // 160 / 4 = 40; − 2·0 = 40 (a button's title has the whole button: no padding).
        let result = try Self.rooms(
            #"{"id": "k", "style": "custom", "width": 160, "titleSeparator": ",", "titles": {"en": "Slowest,Slower,Faster,Fastest", "de": "Langsamste,Langsamer,Schneller,Schnellste"}}"#
        )
        #expect(result.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 40, 1: 40, 2: 40, 3: 40])
        #expect(result.rules.contains("touch_target_small"), "40 pt segments are below 44 pt")
    }

    @Test func pillWithContentOffsetsAndStateAttributes() throws {
        // setContentPositionAdjustment moves the end titles 4 pt inward. UIKit sizes the label in
        // the padded box (98 − 2·10 = 78) and then moves it: 4 pt of a 10 pt padding, nothing lost.
        let control =
            #"{"id": "k", "width": 300, "contentOffset": {"first": 4, "last": -4}, "customizedStates": ["normal", "selected"], "states": {"selected": {"textStyle": "headline"}}, "segments": ["#
            + Self.titles(3) + "]}"
        let result = try Self.rooms(control)
        #expect(result.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 78, 1: 78, 2: 78])
        #expect(result.rules.contains("state_appearance_incomplete"))
    }

    /// A divider image is as wide as the image: a 3 pt one takes 3 pt between each pair.
    @Test func dividerImageWidth() throws {
        // (300 − 2·2 − 2·3) / 3 = 96.666…; − 2·10 = 76.666….
        let result = try Self.rooms(
            #"{"id": "k", "width": 300, "divider": 3, "customizedStates": ["normal", "selected"], "segments": ["#
                + Self.titles(3) + "]}")
        for segment in 0..<3 { #expect(abs((result.rooms[segment] ?? 0) - 76.6667) < 0.01, "\(result.rooms)") }
    }

    /// An offset larger than the padding pushes the title past the segment's edge on the side it
    /// moves to, and only there: 14 pt against 10 pt of padding loses 4 (78 − 4 = 74); a custom
    /// row's buttons have no padding, so an 8 pt move loses 8 (100 − 8 = 92).
    @Test func contentOffsetsLoseRoomOnlyWhereTheTitleMoves() throws {
        let uikit = try Self.rooms(
            #"{"id": "k", "width": 300, "contentOffset": {"first": 14, "last": 14}, "segments": ["# + Self.titles(3)
                + "]}")
        #expect(uikit.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 74, 1: 78, 2: 74])
        let custom = try Self.rooms(
            #"{"id": "k", "style": "custom", "width": 300, "contentOffset": {"first": 8, "last": -8}, "segments": ["#
                + Self.titles(3) + "]}")
        #expect(custom.rooms.mapValues { ($0 * 100).rounded() / 100 } == [0: 92, 1: 100, 2: 92])
        // The drawing keeps the moved title inside its segment. Unmoved, a first title of width w
        // (84 < w ≤ 92: "Mitteilungen A" is 88.47 pt in Inter 13 pt, 91.69 semibold) starts at
        // x₀ = 50 − w/2 (in the control's coordinates, 4 pt inside the drawing); moved 8 pt, its end
        // would pass the segment's edge at 100, so it ends there: x₈ = 100 − w = 2·x₀, not x₀ + 8.
        func firstGlyphX(offset: Int) throws -> Double {
            let file = try CheckCommandTests.write(
                #"{"segqa": 1, "defaults": {"font": {"family": "Inter"}}, "controls": [{"id": "k", "style": "custom", "width": 300, "contentOffset": {"first": "#
                    + "\(offset)" + #"}, "segments": [{"title": "Mitteilungen A"}, "# + Self.titles(2) + "]}]}")
            let svg = try CLI.run(["render", file.path, "--control", "k", "--state", "selected:1"])
            #expect(svg.status == 0, "\(svg.stderr)")
            return try #require(Self.runOrigins(svg.stdout).first?.0)
        }
        let unmoved = try firstGlyphX(offset: 0)
        let moved = try firstGlyphX(offset: 8)
        #expect(unmoved >= 8 && unmoved < 12, "centred: 4 + 50 − w/2 with 84 < w ≤ 92, got \(unmoved)")
        #expect(abs((moved - 4) - 2 * (unmoved - 4)) <= 0.02, "moved \(moved), unmoved \(unmoved)")
    }

    @Test func deviceWidthsAndMargins() throws {
        // iPhone SE (1st generation): 320 − 2·16 = 288 → (288 − 4 − 1) / 2 = 141.5 → 121.5.
        // iPad Air: 820 − 2·20 = 780 → (780 − 4 − 1) / 2 = 387.5 → 367.5 (fits: no finding there).
        let title = String(repeating: "Benachrichtigung ", count: 3)
        let control =
            #"{"id": "k", "devices": ["iPhone SE (1st generation)", "iPad Air"], "segments": [{"title": ""# + title
            + #""}, {"title": "Mail"}]}"#
        let result = try Self.rooms(control)
        #expect(result.rooms == [0: 121.5])
    }
}

/// Corpora/ is the demo and the reference: it must show every rule at least once.
@Suite struct CorporaCoverageTests {
    @Test func corporaExerciseEveryRule() throws {
        let corpora = ReportCommandTests.repository.appendingPathComponent("Corpora")
        let run = try CLI.run(["check", corpora.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let found = Set(
            (try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []).compactMap { $0["rule"]?.string })
        let list = try CLI.run(["rules"])
        let all = Set(
            list.stdout.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return line.hasPrefix("  ") && words.count > 2 ? String(words[0]) : nil
            })
        #expect(all.count >= 32)
        #expect(
            all.subtracting(found).isEmpty, "rules no file in Corpora/ triggers: \(all.subtracting(found).sorted())")
    }

    /// Android's tabs as Material Components lays them out: fixed tabs share the full width
    /// (Pixel 8: 411 / 3 = 137 dp, less 2 × 12 dp padding = 113 dp), and a label too wide for one
    /// line at 14 sp takes two at 12 sp before it is cut; scrollable tabs grow to 264 dp (240 dp
    /// of label); Compose segmented buttons let a label wrap as far as it needs. The premise (one
    /// line at 14 sp is too wide) and the width reported are hb-shape's over Roboto Medium.
    @Test func androidTabsTakeTwoSmallerLinesBeforeTheyAreCut() throws {
        let face = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf"
        let oracle = try Python.run(
            """
            import json, subprocess, sys
            def width(text, size):
                out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", sys.argv[1], "--", text],
                                     check=True, capture_output=True, text=True).stdout
                return sum(g["ax"] for g in json.loads(out)) * size / 2048  # Roboto's unitsPerEm
            print(width("Neue Nachrichten lesen", 14), width("Benachrichtigungseinstellungen und Datenschutz", 14))
            """, [face])
        #expect(oracle.status == 0, "\(oracle.output)")
        let widths = oracle.output.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try #require(widths.count == 2)
        #expect(widths[0] > 113, "one line at 14 sp does not fit: only the second line makes it fit")
        let long = "Benachrichtigungseinstellungen und Datenschutz"
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "controls": ["#
                + #"{"id": "fixed", "style": "material-tabs", "devices": ["Pixel 8"], "segments": [{"title": "Neue Nachrichten lesen"}, {"title": ""#
                + long + #""}, {"title": "Alle"}]},"#
                + #"{"id": "scroll", "style": "material-tabs-scrollable", "devices": ["Pixel 8"], "segments": [{"title": "Neue Nachrichten lesen"}, {"title": ""#
                + long + #" für alle Konten und Geräte dieser Familie"}]},"#
                + #"{"id": "buttons", "style": "compose-segmented", "devices": ["Pixel 8"], "segments": [{"title": ""#
                + long + #""}, {"title": "Alle"}]}"#
                + "]}")
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let cut = findings.filter { $0["rule"]?.string == "title_truncated" }
        #expect(
            cut.map { "\($0["control"]?.string ?? "") \(Int($0["segment"]?.number ?? -1))" } == ["fixed 1", "scroll 1"])
        let fixed = try #require(cut.first)
        #expect(fixed["available"]?.number == 113)
        #expect(abs((fixed["needed"]?.number ?? 0) - widths[1]) < 0.01)
        #expect(fixed["message"]?.string?.contains("needs 3 lines 113.0 dp wide, the segment's height holds 2") == true)
        #expect(cut.last?["available"]?.number == 240)
        #expect(!findings.contains { $0["control"]?.string == "buttons" })
    }

    /// A Compose `Tab` is 48 dp high whatever its text measures (`TabBaselineLayout`), and its
    /// `Text` has no `maxLines`: a label of three lines is not cut with "…" but overflows the tab,
    /// centred, the row clipping what passes its edges. The finding says so and quotes every line;
    /// an app's own `maxLines` cuts it again.
    @Test func composeTabsOverflowTheirHeightUncut() throws {
        let long = "Benachrichtigungseinstellungen und Datenschutz für alle Konten"
        func control(_ id: String, _ extra: String) -> String {
            #"{"id": ""# + id + #"", "style": "compose-tabs", "devices": ["Pixel 8"]"# + extra
                + #", "segments": [{"title": ""# + long + #""}, {"title": "Alle"}, {"title": "Neu"}]}"#
        }
        let file = try CheckCommandTests.write(
            #"{"segqa": 1, "controls": ["# + control("tabs", "") + ", " + control("limited", #", "lineLimit": 2"#)
                + "]}")
        let run = try CLI.run(["check", file.path, "--format", "json", "--fail-on", "never"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? []
        let cut = findings.filter { $0["rule"]?.string == "title_truncated" }
        let tabs = try #require(cut.first { $0["control"]?.string == "tabs" })
        let visible = tabs["visible"]?.string ?? ""
        #expect(!visible.contains("…"))
        #expect(visible.split(separator: "\n").count >= 3)
        // Every character shows (a word longer than the line breaks inside it, as Compose's does).
        #expect(visible.filter { !$0.isWhitespace } == long.filter { !$0.isWhitespace })
        #expect(tabs["message"]?.string?.contains("lines overflow the segment, centred, the row clipping") == true)
        let limited = try #require(cut.first { $0["control"]?.string == "limited" })
        #expect(limited["visible"]?.string?.hasSuffix("…") == true)
        #expect(limited["message"]?.string?.contains(" — shows ") == true)
    }

    /// A TabLayout's model as the layout and the code state it: fixed by default, scrollable by
    /// `app:tabMode` or by `tabMode = TabLayout.MODE_SCROLLABLE` in code; tabs a mediator titles
    /// with no page count end where their titles start repeating, and a mediator attached twice
    /// gives its tabs once.
    @Test func androidTabModesFromTheLayoutAndTheCode() throws {
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".MainActivity"/></application></manifest>
            """,
            "app/src/main/java/com/ex/MainActivity.kt": """
            package com.ex

            import android.os.Bundle
            import androidx.appcompat.app.AppCompatActivity
            import com.google.android.material.tabs.TabLayout
            import com.google.android.material.tabs.TabLayoutMediator
            import androidx.viewpager2.widget.ViewPager2

            class MainActivity : AppCompatActivity() {
                override fun onCreate(savedInstanceState: Bundle?) {
                    super.onCreate(savedInstanceState)
                    setContentView(R.layout.activity_main)
                    val pager = findViewById<ViewPager2>(R.id.pager)
                    for (id in listOf(R.id.fixed_tabs, R.id.scrolling_tabs)) {
                        val tabs = findViewById<TabLayout>(id)
                        tabs.addTab(tabs.newTab().setText(R.string.tab_inbox))
                        tabs.addTab(tabs.newTab().setText(R.string.tab_archive))
                    }
                    val codeTabs = findViewById<TabLayout>(R.id.code_tabs)
                    codeTabs.tabMode = TabLayout.MODE_SCROLLABLE
                    attach(codeTabs, pager)
                    attach(codeTabs, pager)
                }

                private fun attach(tabs: TabLayout, pager: ViewPager2) {
                    TabLayoutMediator(tabs, pager) { tab, position ->
                        tab.setText(if (position == 0) R.string.tab_inbox else R.string.tab_archive)
                    }.attach()
                }
            }
            """,
            "app/src/main/res/layout/activity_main.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:layout_width="match_parent" android:layout_height="match_parent">
                <com.google.android.material.tabs.TabLayout
                    android:id="@+id/fixed_tabs"
                    android:layout_width="match_parent" android:layout_height="wrap_content" />
                <com.google.android.material.tabs.TabLayout
                    android:id="@+id/scrolling_tabs"
                    app:tabMode="scrollable"
                    android:layout_width="match_parent" android:layout_height="wrap_content" />
                <com.google.android.material.tabs.TabLayout
                    android:id="@+id/code_tabs"
                    android:layout_width="match_parent" android:layout_height="wrap_content" />
                <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pager"
                    android:layout_width="match_parent" android:layout_height="match_parent" />
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": """
            <resources>
                <string name="app_name">Tabs</string>
                <string name="tab_inbox">Inbox</string>
                <string name="tab_archive">Archive</string>
            </resources>
            """,
        ]
        let root = try RealRepositoryTests.folder(files)
        let controls = try RealRepositoryTests.controls(in: root).controls
        let found = controls.map { control in
            "\(control["id"]?.string ?? "") \(control["style"]?.string ?? "-") "
                + (control["segments"]?.array ?? []).compactMap { $0["title"]?.string }.joined(separator: "|")
        }
        #expect(
            found == [
                "activity_main.fixed_tabs material-tabs Inbox|Archive",
                "activity_main.scrolling_tabs material-tabs-scrollable Inbox|Archive",
                "activity_main.code_tabs material-tabs-scrollable Inbox|Archive",
            ], "\(found)")
    }

    /// Gadgetbridge's app manager: a TabLayout inside a `ViewPager` in the layout is the pager's
    /// decor and takes its pages as tabs when attached, with no code naming the TabLayout; the
    /// titles are the adapter's `getPageTitle`, set through an app's own `ViewPager` subclass.
    /// The adapter is an inner class reading its activity's list of tabs, which a tab joins only
    /// when the device supports it (`toArray().length` pages): both tabs are checked.
    @Test func aTabLayoutInsideAViewPagerTakesItsPagesTitles() throws {
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".ChartsActivity"/></application></manifest>
            """,
            "app/src/main/java/com/ex/ChartsActivity.java": """
            package com.ex;

            import android.os.Bundle;
            import java.util.ArrayList;
            import java.util.List;
            import androidx.fragment.app.Fragment;
            import androidx.fragment.app.FragmentActivity;
            import androidx.fragment.app.FragmentManager;
            import androidx.fragment.app.FragmentStatePagerAdapter;

            public class ChartsActivity extends FragmentActivity {
                private List<String> enabledTabsList;

                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_charts);
                    enabledTabsList = new ArrayList<>();
                    enabledTabsList.add("activity");
                    if (getDevice().supportsSleep()) {
                        enabledTabsList.add("sleep");
                    }
                    final NonSwipeableViewPager viewPager = findViewById(R.id.charts_pager);
                    viewPager.setAdapter(new SectionsPagerAdapter(getSupportFragmentManager()));
                }

                private class SectionsPagerAdapter extends FragmentStatePagerAdapter {
                    SectionsPagerAdapter(FragmentManager fm) { super(fm); }

                    @Override
                    public Fragment getItem(int position) { return new Fragment(); }

                    @Override
                    public int getCount() { return enabledTabsList.toArray().length; }

                    @Override
                    public CharSequence getPageTitle(int position) {
                        switch (enabledTabsList.get(position)) {
                            case "activity": return getString(R.string.charts_activity);
                            case "sleep": return getString(R.string.charts_sleep);
                        }
                        return super.getPageTitle(position);
                    }
                }
            }
            """,
            "app/src/main/res/layout/activity_charts.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:layout_width="match_parent" android:layout_height="match_parent">
                <com.ex.NonSwipeableViewPager android:id="@+id/charts_pager"
                    android:layout_width="match_parent" android:layout_height="match_parent">
                    <com.google.android.material.tabs.TabLayout
                        android:id="@+id/charts_pagerTabStrip"
                        android:layout_width="match_parent" android:layout_height="wrap_content"
                        app:tabMode="scrollable" />
                </com.ex.NonSwipeableViewPager>
            </LinearLayout>
            """,
            "app/src/main/res/values/strings.xml": """
            <resources>
                <string name="app_name">Charts</string>
                <string name="charts_activity">Activity</string>
                <string name="charts_sleep">Sleep</string>
            </resources>
            """,
        ]
        let root = try RealRepositoryTests.folder(files)
        let controls = try RealRepositoryTests.controls(in: root).controls
        let found = controls.map { control in
            "\(control["id"]?.string ?? "") \(control["checked"]?.bool == true ? "checked" : "not checked") "
                + (control["segments"]?.array ?? []).compactMap { $0["title"]?.string }.joined(separator: "|")
        }
        #expect(found == ["activity_charts.charts_pagerTabStrip checked Activity|Sleep"], "\(found)")
    }

    /// Two layouts with a `tab_layout` each: the activity's code names its layout, the dialog's
    /// reaches its view through a base class's method segqa cannot follow. Each layout takes its
    /// own code's titles (AppManager's details tabs took the backup dialog's).
    @Test func codeThatNamesItsLayoutTitlesThatLayoutsTabs() throws {
        func layout(_ root: String) -> String {
            """
            <\(root) xmlns:android="http://schemas.android.com/apk/res/android">
                <com.google.android.material.tabs.TabLayout android:id="@+id/tab_layout"
                    android:layout_width="match_parent" android:layout_height="wrap_content" />
                <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pager"
                    android:layout_width="match_parent" android:layout_height="match_parent" />
            </\(root)>
            """
        }
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml": """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".DetailsActivity"/></application></manifest>
            """,
            "app/src/main/java/com/ex/BackupDialog.java": """
            package com.ex;
            public class BackupDialog extends BaseSheet {
                @Override public View initRootView(LayoutInflater inflater) { return inflater.inflate(R.layout.dialog_backup, null); }
                @Override public void onBodyInitialized(View body) {
                    TabLayout tabLayout = getBody().findViewById(R.id.tab_layout);
                    ViewPager2 viewPager = getBody().findViewById(R.id.pager);
                    new TabLayoutMediator(tabLayout, viewPager, (tab, position) -> tab.setText(position == 0 ? R.string.backup : R.string.restore)).attach();
                }
            }
            """,
            "app/src/main/java/com/ex/DetailsActivity.java": """
            package com.ex;
            public class DetailsActivity extends AppCompatActivity {
                @Override protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_details);
                    TabLayout tabLayout = findViewById(R.id.tab_layout);
                    ViewPager2 viewPager = findViewById(R.id.pager);
                    new TabLayoutMediator(tabLayout, viewPager, (tab, position) -> tab.setText(position == 0 ? R.string.info : R.string.permissions)).attach();
                }
            }
            """,
            "app/src/main/res/layout/activity_details.xml": layout("LinearLayout"),
            "app/src/main/res/layout/dialog_backup.xml": layout("FrameLayout"),
            "app/src/main/res/values/strings.xml": """
            <resources>
                <string name="app_name">Manager</string>
                <string name="backup">Backup</string>
                <string name="restore">Restore</string>
                <string name="info">App info</string>
                <string name="permissions">Permissions</string>
            </resources>
            """,
        ]
        let root = try RealRepositoryTests.folder(files)
        let controls = try RealRepositoryTests.controls(in: root).controls
        let found = controls.map { control in
            "\(control["id"]?.string ?? "") "
                + (control["segments"]?.array ?? []).compactMap { $0["title"]?.string }.joined(separator: "|")
        }.sorted()
        #expect(
            found == ["activity_details.tab_layout App info|Permissions", "dialog_backup.tab_layout Backup|Restore"],
            "\(found)")
    }

    /// An app's own TabLayout subclass is a TabLayout, and a `TabItem` drawn by a layout of its
    /// own takes that layout's first text as its title (the string it names, in every locale).
    @Test func tabsOfAnAppsOwnTabLayoutWithTheirOwnViews() throws {
        let files: [String: String] = [
            "app/src/main/res/layout/activity_main.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <com.example.ui.RoundedTabLayout android:id="@+id/mode"
                    android:layout_width="match_parent" android:layout_height="wrap_content">
                    <com.google.android.material.tabs.TabItem android:layout="@layout/tab_search" />
                    <com.google.android.material.tabs.TabItem android:layout="@layout/tab_chat" />
                </com.example.ui.RoundedTabLayout>
            </LinearLayout>
            """,
            "feature/src/main/res/layout/tab_search.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <ImageView android:src="@drawable/ic_search" />
                <TextView android:text="@string/tab_search" />
            </LinearLayout>
            """,
            "feature/src/main/res/layout/tab_chat.xml": """
            <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:text="Chat" />
            """,
            "app/src/main/res/values/strings.xml": """
            <resources><string name="tab_search">Search</string></resources>
            """,
        ]
        let root = try RealRepositoryTests.folder(files)
        let (controls, stdout) = try RealRepositoryTests.controls(in: root)
        #expect(controls.count == 1)
        #expect(controls.first?["checked"]?.bool == true, "\(stdout)")
        #expect(controls.first?["style"]?.string == "material-tabs")
        #expect((controls.first?["segments"]?.array ?? []).compactMap { $0["title"]?.string } == ["Search", "Chat"])
    }

    /// A layout no code names and no resource includes is on no screen: its control is listed,
    /// not checked; one named by `R.layout`, by its binding class or by `@layout/` is checked.
    @Test func aLayoutNothingUsesIsNotChecked() throws {
        func tabs(_ id: String) -> String {
            """
            <com.google.android.material.tabs.TabLayout xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/\(id)">
                <com.google.android.material.tabs.TabItem android:text="Inbox" />
                <com.google.android.material.tabs.TabItem android:text="Archive" />
            </com.google.android.material.tabs.TabLayout>
            """
        }
        let files: [String: String] = [
            "app/src/main/res/layout/activity_main.xml": tabs("main_tabs"),
            "app/src/main/res/layout/fragment_old_feed.xml": tabs("old_tabs"),
            "app/src/main/res/layout/item_header_v2.xml": tabs("header_tabs"),
            "app/src/main/res/layout/screen_settings.xml": tabs("settings_tabs"),
            "app/src/main/res/layout/screen_host.xml": """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <include layout="@layout/screen_settings" />
            </FrameLayout>
            """,
            "app/src/main/java/com/example/MainActivity.kt": """
            class MainActivity : AppCompatActivity(R.layout.activity_main) {
                fun header(parent: ViewGroup) = ItemHeaderV2Binding.inflate(layoutInflater, parent, false)
                fun host() = setContentView(R.layout.screen_host)
            }
            """,
        ]
        let root = try RealRepositoryTests.folder(files)
        let controls = try RealRepositoryTests.controls(in: root).controls
        let checked = Dictionary(
            uniqueKeysWithValues: controls.map { ($0["id"]?.string ?? "", $0["checked"]?.bool ?? false) })
        #expect(
            checked == [
                "activity_main.main_tabs": true, "fragment_old_feed.old_tabs": false,
                "item_header_v2.header_tabs": true, "screen_settings.settings_tabs": true,
            ], "\(checked)")
        let old = controls.first { $0["id"]?.string == "fragment_old_feed.old_tabs" }
        #expect(old?["reason"]?.string?.hasPrefix("nothing in the app uses the layout fragment_old_feed") == true)
    }
}
