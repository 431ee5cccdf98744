import Foundation
import SegQATesting
import Testing

/// The bad-input catalogue: every way an input can be wrong that we know of, each with the
/// message and exit status it must get. For every case: the process exits by itself (no crash,
/// no signal), within a bound, with the status and the message (file:line:column where there is
/// one); no report file and no temporary file is left behind.
struct BadInput: CustomStringConvertible, Sendable {
    var name: String
    /// Files to create (relative path → bytes) in a fresh directory; the run's working directory.
    var files: [(String, [UInt8])]
    var arguments: [String]
    var status: Int32
    /// Expected in standard error (or, for findings, standard output).
    var message: String
    var description: String { name }

    init(_ name: String, _ files: [(String, String)], _ arguments: [String], _ status: Int32, _ message: String) {
        self.init(name, bytes: files.map { ($0.0, Array($0.1.utf8)) }, arguments, status, message)
    }

    init(_ name: String, bytes files: [(String, [UInt8])], _ arguments: [String], _ status: Int32, _ message: String) {
        self.name = name
        self.files = files
        self.arguments = arguments
        self.status = status
        self.message = message
    }
}

enum Catalogue {
    static let good = #"{"segqa": 1, "controls": [{"id": "a", "segments": [{"title": "Day"}, {"title": "Week"}]}]}"#
    static func content(_ control: String) -> String { #"{"segqa": 1, "controls": [\#(control)]}"# }
    static func check(_ file: String = "s.json") -> [String] { ["check", file] }

    static let cases: [BadInput] =
        json + settings + numbers + placeholders + translations + configuration + paths + usage + fonts + readers

    // MARK: segqa JSON syntax and structure
    static let json: [BadInput] = [
        BadInput("empty file", [("s.json", "")], check(), 65, "s.json:1:1: the file is empty, expected a JSON value"),
        BadInput("white space only", [("s.json", "  \n ")], check(), 65, "s.json:2:2:"),
        BadInput("truncated object", [("s.json", #"{"segqa": 1, "controls": ["#)], check(), 65, "s.json:1:27:"),
        BadInput(
            "truncated string", [("s.json", #"{"segqa": 1, "controls": [{"id": "a"#)], check(), 65,
            "s.json:1:34: unterminated string"),
        BadInput(
            "trailing comma", [("s.json", #"{"segqa": 1, "controls": [],}"#)], check(), 65,
            "s.json:1:29: unexpected '}', expected a key in double quotes"),
        BadInput("single quotes", [("s.json", "{'segqa': 1}")], check(), 65, "s.json:1:2:"),
        BadInput("a comment", [("s.json", "// strings\n{\"segqa\": 1}")], check(), 65, "s.json:1:1:"),
        BadInput(
            "an array, not an object", [("s.json", "[1, 2]")], check(), 65,
            "s.json:1:1: a segqa file must be an object, got an array"),
        BadInput(
            "no format version", [("s.json", #"{"controls": []}"#)], check(), 65,
            "s.json:1:1: not a segqa file: missing \"segqa\": 1"),
        BadInput(
            "format version 2", [("s.json", #"{"segqa": 2, "controls": []}"#)], check(), 65,
            "s.json:1:11: unsupported format version 2"),
        BadInput(
            "format version as a string", [("s.json", #"{"segqa": "1", "controls": []}"#)], check(), 65,
            "s.json:1:11: 'segqa' must be a whole number, got a string"),
        BadInput(
            "controls not an array", [("s.json", #"{"segqa": 1, "controls": {}}"#)], check(), 65,
            "s.json:1:26: 'controls' must be an array, got an object"),
        BadInput(
            "control without id", [("s.json", content(#"{"segments": []}"#))], check(), 65,
            "s.json:1:27: a control is missing 'id'"),
        BadInput(
            "empty control id", [("s.json", content(#"{"id": "", "segments": []}"#))], check(), 65,
            "s.json:1:34: a control id must not be empty"),
        BadInput(
            "control id a number", [("s.json", content(#"{"id": 5, "segments": []}"#))], check(), 65,
            "s.json:1:34: 'id' must be a string, got a number"),
        BadInput(
            "typo in a segment key", [("s.json", content(#"{"id": "a", "segments": [{"titel": "Day"}]}"#))], check(),
            65, "s.json:1:53: unknown key 'titel' in a segment (did you mean 'title'?)"),
        BadInput(
            "typo in a control key", [("s.json", content(#"{"id": "a", "segmnets": []}"#))], check(), 65,
            "s.json:1:39: unknown key 'segmnets' in a control (did you mean 'segments'?)"),
        BadInput(
            "duplicate key", [("s.json", #"{"segqa": 1, "controls": [], "controls": []}"#)], check(), 65,
            "s.json:1:30: duplicate key 'controls'"),
        BadInput(
            "duplicate control id",
            [
                (
                    "s.json",
                    "{\"segqa\": 1, \"controls\": [{\"id\": \"a\", \"segments\": []},\n {\"id\": \"a\", \"segments\": []}]}"
                )
            ], check(), 65, "s.json:2:9: duplicate control id 'a' (first at line 1)"),
        BadInput(
            "duplicate control id across files", [("a.json", good), ("b.json", good)], ["check", "a.json", "b.json"],
            65, "b.json:1:34: duplicate control id 'a' (also at a.json:1:34)"),
        BadInput(
            "invalid UTF-8",
            bytes: [("s.json", Array(#"{"segqa": 1, "x": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))], check(), 65,
            "s.json:1:20: invalid UTF-8"),
        BadInput(
            "lone surrogate escape", [("s.json", content(#"{"id": "a", "segments": [{"title": "\ud800"}]}"#))], check(),
            65, "lone surrogate"),
        BadInput(
            "raw NUL byte", bytes: [("s.json", Array(#"{"segqa": 1, "x": ""#.utf8) + [0] + Array(#""}"#.utf8))],
            check(), 65, "s.json:1:20:"),
        BadInput(
            "UTF-16 JSON",
            bytes: [("s.json", [0xFF, 0xFE] + Array(good.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))],
            check(), 65, "s.json:1:1:"),
        BadInput(
            "100,000 segments in a control",
            [
                (
                    "s.json",
                    content(
                        #"{"id": "a", "segments": ["#
                            + Array(repeating: #"{"title": "x"}"#, count: 100_000).joined(separator: ",") + "]}")
                )
            ], check(), 65, "has 100000 segments; segqa reads at most 1000"),
        BadInput(
            "a 1 MB title",
            [
                (
                    "s.json",
                    content(
                        #"{"id": "a", "segments": [{"title": ""# + String(repeating: "Benachrichtigung ", count: 61_681)
                            + #""}]}"#)
                )
            ], check(), 65, "s.json:1:62: text is 1048577 UTF-16 units long; segqa reads titles up to 10000"),
        BadInput(
            "10,000-deep nesting",
            [
                (
                    "s.json",
                    #"{"segqa": 1, "x": "# + String(repeating: "[", count: 10_000)
                        + String(repeating: "]", count: 10_000) + "}"
                )
            ], check(), 65, "s.json:1:146: nesting deeper than 128 levels"),
        BadInput(
            "a number too large", [("s.json", content(#"{"id": "a", "width": 1e999, "segments": []}"#))], check(), 65,
            "s.json:1:48: number out of range: 1e999"),
    ]

    // MARK: settings
    static let settings: [BadInput] = [
        BadInput(
            "negative width", [("s.json", content(#"{"id": "a", "width": -5, "segments": []}"#))], check(), 65,
            "s.json:1:48: 'width' must be between 1 and 100000, got -5"),
        BadInput(
            "width as a string", [("s.json", content(#"{"id": "a", "width": "300", "segments": []}"#))], check(), 65,
            "s.json:1:48: 'width' must be a number of points, \"full\", \"content\" or \"natural\", got \"300\""),
        BadInput(
            "unknown style", [("s.json", content(#"{"id": "a", "style": "material", "segments": []}"#))], check(), 65,
            "'style' must be one of \"uikit\", \"uikit-legacy\", \"swiftui\", \"custom\", \"material3\", \"material-tabs\", \"material-tabs-scrollable\", \"compose-tabs\", \"compose-tabs-scrollable\", \"compose-segmented\", \"material-buttons\", got \"material\""
        ),
        BadInput(
            "unknown distribution", [("s.json", content(#"{"id": "a", "distribution": "fill", "segments": []}"#))],
            check(), 65, "'distribution' must be one of"),
        BadInput(
            "unknown text case", [("s.json", content(#"{"id": "a", "textCase": "title", "segments": []}"#))], check(),
            65, "'textCase' must be one of"),
        BadInput(
            "unknown device",
            [("s.json", content(#"{"id": "a", "devices": ["iPhone 99"], "segments": [{"title": "x"}]}"#))], check(), 65,
            "unknown device 'iPhone 99'"),
        BadInput(
            "unknown text style",
            [("s.json", content(#"{"id": "a", "font": {"textStyle": "huge"}, "segments": [{"title": "x"}]}"#))],
            check(), 65, "unknown text style 'huge'"),
        BadInput(
            "unknown weight",
            [("s.json", content(#"{"id": "a", "font": {"weight": "heavyish"}, "segments": [{"title": "x"}]}"#))],
            check(), 65, "heavyish"),
        BadInput(
            "bad colour",
            [("s.json", content(##"{"id": "a", "states": {"normal": {"titleColor": "#GGG"}}, "segments": []}"##))],
            check(), 65, "'titleColor' must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"#GGG\""),
        BadInput(
            "selected segment out of range",
            [("s.json", content(#"{"id": "a", "selectedSegment": 5, "segments": [{"title": "x"}]}"#))], check(), 65,
            "'selectedSegment' must be between -1 and 0, got 5"),
        BadInput(
            "titles and segments both",
            [("s.json", content(#"{"id": "a", "titleSeparator": ",", "titles": "A,B", "segments": []}"#))], check(), 65,
            "gives both 'titles' and 'segments'"),
        BadInput(
            "titles without a separator", [("s.json", content(#"{"id": "a", "titles": "A,B"}"#))], check(), 65,
            "no 'titleSeparator' to split it at"),
        BadInput(
            "invalid locale", [("s.json", content(#"{"id": "a", "segments": [{"title": {"de DE!": "Tag"}}]}"#))],
            check(), 65, "invalid locale 'de DE!'"),
        BadInput(
            "unknown state", [("s.json", content(#"{"id": "a", "states": {"pressed": {}}, "segments": []}"#))], check(),
            65, "unknown key 'pressed'"),
    ]

    // MARK: numbers out of any range a layout can hold (issue 15: once a trap converting to Int)
    static func number(_ name: String, _ control: String, _ message: String) -> BadInput {
        BadInput(name, [("n.json", content(control))], check("n.json"), 65, message)
    }
    static func storyboard(width: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <segmentedControl id="sc1" segmentControlStyle="plain"><rect key="frame" x="0" y="0" width="\(width)" height="32"/>
        <segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl></document>
        """
    }
    static func storyboardCase(_ width: String, _ message: String) -> BadInput {
        BadInput(
            "storyboard frame width \(width)", [("Base.lproj/M.storyboard", storyboard(width: width))],
            check("Base.lproj/M.storyboard"), 65, "Base.lproj/M.storyboard:3:93: 'width' must be \(message)")
    }

    static let numbers: [BadInput] = [
        BadInput(
            "width 1e19 (the fuzzer's input)",
            [
                (
                    "n.json",
                    #"{"segqa":1,"controls":[{"id":"a","width":1e19,"segments":[{"title":"Day"},{"title":"Week"}]}]}"#
                )
            ],
            check("n.json"), 65, "n.json:1:42: 'width' must be between 1 and 100000, got 1e+19"),
        number(
            "height 1e19", #"{"id": "a", "height": 1e19, "segments": []}"#,
            "n.json:1:49: 'height' must be between 1 and 10000, got 1e+19"),
        number(
            "inset -1e19", #"{"id": "a", "inset": -1e19, "segments": []}"#,
            "n.json:1:48: 'inset' must be between 0 and 1000, got -1e+19"),
        number(
            "padding 1e300", #"{"id": "a", "padding": 1e300, "segments": []}"#,
            "n.json:1:50: 'padding' must be between 0 and 1000, got 1e+300"),
        number(
            "content offset 1e19", #"{"id": "a", "contentOffset": {"first": 1e19}, "segments": []}"#,
            "n.json:1:66: 'first' must be between -1000 and 1000, got 1e+19"),
        number(
            "font size 1e19", #"{"id": "a", "font": {"size": 1e19}, "segments": [{"title": "x"}]}"#,
            "n.json:1:56: 'size' must be between 1 and 1000, got 1e+19"),
        number(
            "state font size 1e19",
            #"{"id": "a", "states": {"selected": {"size": 1e19}}, "segments": [{"title": "x"}]}"#,
            "n.json:1:71: 'size' must be between 1 and 1000, got 1e+19"),
        number(
            "font index 1e19", #"{"id": "a", "font": {"fontIndex": 1e19}, "segments": [{"title": "x"}]}"#,
            "n.json:1:61: 'fontIndex' must be between 0 and 2147483647, got 1e+19"),
        number(
            "numeric weight 1e19", #"{"id": "a", "font": {"weight": 1e19}, "segments": [{"title": "x"}]}"#,
            "n.json:1:58: 'weight' must be between 1 and 1000, got 1e+19"),
        number(
            "image width 1e19",
            #"{"id": "a", "segments": [{"image": {"name": "x", "width": 1e19, "height": 10}}]}"#,
            "n.json:1:85: 'width' must be between 0 and 10000, got 1e+19"),
        number(
            "segment width 1e19", #"{"id": "a", "segments": [{"title": "x", "width": 1e19}]}"#,
            "n.json:1:76: 'width' must be between 0 and 100000, got 1e+19"),
        number(
            "selected segment -1e19", #"{"id": "a", "selectedSegment": -1e19, "segments": [{"title": "x"}]}"#,
            "n.json:1:58: 'selectedSegment' must be between -1 and 0, got -1e+19"),
        BadInput(
            "format version 1e19", [("n.json", #"{"segqa":1e19,"controls":[]}"#)], check("n.json"), 65,
            "n.json:1:10: 'segqa' must be between 0 and 1000000, got 1e+19"),
        storyboardCase("1e400", #"a number of points, got "1e400""#),
        storyboardCase("nan", #"a number of points, got "nan""#),
        storyboardCase("inf", #"a number of points, got "inf""#),
        storyboardCase("abc", #"a number of points, got "abc""#),
        storyboardCase("-5", "between 0 and 100000 points, got -5"),
    ]

    // MARK: placeholders followed by marks, joiners, selectors and keycaps (issue 15: once a trap)
    /// Each is a valid title: the check ends with its summary (exit 0 or 1), never a crash.
    static func title(_ name: String, _ titles: String, status: Int32 = 0) -> BadInput {
        BadInput(
            "placeholder: \(name)", [("p.json", content(#"{"id": "a", "segments": [\#(titles)]}"#))], check("p.json"),
            status, "1 file, 1 control")
    }

    static let placeholders: [BadInput] = [
        BadInput(
            "placeholder: %d and a combining acute (the fuzzer's input)",
            [
                (
                    "p.json",
                    #"{"segqa": 1, "controls": [{"id": "a", "segments": [{"title": "%d\u0301"}, {"title": "Week"}]}]}"#
                )
            ],
            check("p.json"), 0, "1 file, 1 control, 1 locale"),
        title("%d and a keycap, German", #"{"title": {"en": "Top %d", "de": "Top %d\u20E3"}}, {"title": "Week"}"#),
        title(
            "%@ and a Devanagari virama",
            #"{"title": {"en": "%@ total", "hi": "\u0915\u0941\u0932 %@\u094D"}}, {"title": "x"}"#),
        title("%d, ZWJ and an emoji as a surrogate pair", #"{"title": "%d\u200D\uD83D\uDC4D"}, {"title": "Week"}"#),
        title("%d and a variation selector", #"{"title": "Week %d\uFE0F"}, {"title": "Day"}"#),
        title(
            "%1$@ and Arabic marks",
            #"{"title": {"en": "%1$@ left", "ar": "\u0628\u0627\u0642\u064A %1$@\u064B"}}, {"title": "x"}"#),
        title("a position beyond Int", #"{"title": "%9223372036854775807$d"}, {"title": "Week"}"#),
        title(
            "a position of 99999999999999999999", #"{"title": "%99999999999999999999$@"}, {"title": "Week"}"#,
            status: 1),
        title("a lone % before a tag character", #"{"title": "50%\uDB40\uDC41"}, {"title": "Week"}"#),
    ]

    // MARK: translations and references
    static let translations: [BadInput] = [
        BadInput(
            "translation for an unknown control",
            [("s.json", good), ("de.json", #"{"segqa": 1, "locale": "de", "translations": {"b": ["Tag"]}}"#)],
            ["check", "s.json", "de.json"], 65, "de.json:1:47: translation for unknown control 'b' (did you mean 'a'?)"),
        BadInput(
            "translation file without locale", [("de.json", #"{"segqa": 1, "translations": {}}"#)], check("de.json"),
            65, "de.json:1:1: a translation file is missing 'locale'"),
        BadInput(
            "translation element a number",
            [("s.json", good), ("de.json", #"{"segqa": 1, "locale": "de", "translations": {"a": [1]}}"#)],
            ["check", "s.json", "de.json"], 65, "de.json:1:53: element 0 must be a string or null, got a number"),
        BadInput(
            "title given twice",
            [
                ("s.json", content(#"{"id": "a", "segments": [{"title": {"en": "Day", "de": "Tag"}}]}"#)),
                ("de.json", #"{"segqa": 1, "locale": "de", "translations": {"a": ["Tag"]}}"#),
            ], ["check", "s.json", "de.json"], 65, "for 'de' is also given at"),
        BadInput(
            "reference to an unknown table",
            [("s.json", content(#"{"id": "a", "segments": [{"title": {"key": "day"}}]}"#))], check(), 65,
            "no localization table 'Localizable'"),
        BadInput(
            "reference to an unknown key",
            [
                (
                    "s.json",
                    #"{"segqa": 1, "sources": ["L.xcstrings"], "controls": [{"id": "a", "segments": [{"title": {"key": "dya", "table": "L"}}]}]}"#
                ), ("L.xcstrings", #"{"sourceLanguage": "en", "strings": {"day": {}}}"#),
            ], check(), 65, "no key 'dya' in table 'L'"),
        BadInput(
            "a source that does not exist",
            [("s.json", #"{"segqa": 1, "sources": ["Missing.xcstrings"], "controls": []}"#)], check(), 65,
            "s.json:1:26: no such file or folder 'Missing.xcstrings'"),
        BadInput(
            "a reference with a locale beside the key",
            [("s.json", content(#"{"id": "a", "segments": [{"title": {"key": "day", "en": "Day"}}]}"#))], check(), 65,
            "unknown key 'en' in a reference to a localized string"),
    ]

    // MARK: segqa.json and baselines
    static let configuration: [BadInput] = [
        BadInput(
            "configuration: unknown rule",
            [("s.json", good), ("c.json", #"{"segqa": 1, "rules": {"title_truncate": "off"}}"#)],
            ["check", "s.json", "--config", "c.json"], 65,
            "c.json:1:24: unknown rule 'title_truncate' in segqa.json (did you mean 'title_truncated'?)"),
        BadInput(
            "configuration: bad severity",
            [("s.json", good), ("c.json", #"{"segqa": 1, "rules": {"title_truncated": "fatal"}}"#)],
            ["check", "s.json", "--config", "c.json"], 65,
            "expected \"off\", \"on\", \"error\", \"warning\" or \"note\", got \"fatal\""),
        BadInput(
            "configuration: a misspelt rule option",
            [
                ("s.json", good),
                ("c.json", #"{"segqa": 1, "rules": {"touch_target_small": {"options": {"minimun": 10}}}}"#),
            ],
            ["check", "s.json", "--config", "c.json"], 65,
            "c.json:1:59: unknown option 'minimun' for rule 'touch_target_small' in segqa.json (did you mean 'minimum'?)"
        ),
        BadInput(
            "configuration: an option for a rule without options",
            [("s.json", good), ("c.json", #"{"segqa": 1, "rules": {"empty_title": {"options": {"limit": 1}}}}"#)],
            ["check", "s.json", "--config", "c.json"], 65,
            "unknown option 'limit' for rule 'empty_title' in segqa.json (it has no options)"),
        BadInput(
            "configuration: an option of the wrong type",
            [
                ("s.json", good),
                ("c.json", #"{"segqa": 1, "rules": {"touch_target_small": {"options": {"minimum": "44"}}}}"#),
            ],
            ["check", "s.json", "--config", "c.json"], 65,
            "c.json:1:70: option 'minimum' of rule 'touch_target_small' must be a number, got strings"),
        BadInput(
            "configuration: a whole-number option too large for any count",
            [
                ("s.json", good),
                ("c.json", #"{"segqa": 1, "rules": {"too_many_segments": {"options": {"phone": 1e19}}}}"#),
            ],
            ["check", "s.json", "--config", "c.json"], 65,
            "option 'phone' of rule 'too_many_segments' must be a whole number between 1 and 1000, got 1e+19"),
        BadInput(
            "configuration: a whole-number option with a fraction",
            [
                ("s.json", good),
                ("c.json", #"{"segqa": 1, "rules": {"too_many_segments": {"options": {"pad": 6.5}}}}"#),
            ],
            ["check", "s.json", "--config", "c.json"], 65,
            "option 'pad' of rule 'too_many_segments' must be a whole number between 1 and 1000, got 6.5"),
        BadInput(
            "configuration: unknown key", [("s.json", good), ("c.json", #"{"segqa": 1, "rule": {}}"#)],
            ["check", "s.json", "--config", "c.json"], 65,
            "c.json:1:14: unknown key 'rule' in segqa.json (did you mean 'rules'?)"),
        BadInput(
            "configuration: not JSON", [("s.json", good), ("c.json", "rules: off")],
            ["check", "s.json", "--config", "c.json"], 65, "c.json:1:1:"),
        BadInput(
            "configuration found upward, broken", [("app/s.json", good), ("segqa.json", "{")], ["check", "app/s.json"],
            65, "segqa.json:1:2:"),
        BadInput(
            "baseline: not a baseline", [("s.json", good), ("b.json", #"{"findings": []}"#)],
            ["check", "s.json", "--baseline", "b.json"], 65,
            "b.json:1:1: not a segqa baseline (expected \"segqa-baseline\": 1)"),
        BadInput(
            "baseline: entry without rule",
            [("s.json", good), ("b.json", #"{"segqa-baseline": 1, "findings": [{"control": "a"}]}"#)],
            ["check", "s.json", "--baseline", "b.json"], 65, "b.json:1:36: a baseline entry needs 'rule' and 'control'"),
    ]

    // MARK: paths and output
    static let paths: [BadInput] = [
        BadInput("no such file", [], check("missing.json"), 65, "missing.json:1:1: no such file"),
        BadInput(
            "a directory where a file was expected", [("s.json", good), ("c.json/x", "")],
            ["check", "s.json", "--config", "c.json"], 65, "c.json:1:1: is a directory, expected a file"),
        BadInput(
            "a glob that matches nothing", [], ["check", "strings/*.json"], 65,
            "strings/*.json: no file matches this pattern"),
        BadInput(
            "output into a directory that does not exist", [("s.json", good)],
            ["check", "s.json", "--format", "json", "--output", "nowhere/report.json"], 73,
            "nowhere/report.json: cannot write: no such directory"),
        BadInput(
            "a full disk", [("s.json", good)], ["check", "s.json", "--format", "json", "--output", "/dev/full"], 74,
            "/dev/full: cannot write: No space left on device"),
        BadInput(
            "a report directory that is a file", [("s.json", good), ("out", "")],
            ["check", "s.json", "--format", "json,html", "--report-dir", "out"], 73,
            "out: is a file, not a folder"),
        BadInput(
            "a baseline that cannot be written", [("s.json", good)],
            ["check", "s.json", "--write-baseline", "nowhere/b.json"], 73,
            "nowhere/b.json: cannot write: no such directory"),
    ]

    // MARK: usage
    static let usage: [BadInput] = [
        BadInput("no arguments", [], ["check"], 64, "give at least one file or directory"),
        BadInput("unknown command", [], ["chek"], 64, "unknown command 'chek'"),
        BadInput(
            "unknown option", [("s.json", good)], ["check", "s.json", "--colour"], 64,
            "unknown option '--colour' for 'segqa check'"),
        BadInput(
            "unknown format", [("s.json", good)], ["check", "s.json", "--format", "pdf"], 64,
            "'--format' must be one of text, json, sarif, junit, github, markdown, html, got 'pdf'"),
        BadInput(
            "unknown fail-on level", [("s.json", good)], ["check", "s.json", "--fail-on", "fatal"], 64,
            "'--fail-on' must be one of error, warning, note, never, got 'fatal'"),
        BadInput(
            "width not a number", [("s.json", good)], ["check", "s.json", "--width", "wide"], 64,
            "'--width' needs a number, got 'wide'"),
        BadInput(
            "zero jobs", [("s.json", good)], ["check", "s.json", "--jobs", "0"], 64,
            "'--jobs' must be between 1 and 256, got 0"),
        BadInput(
            "several formats without a directory", [("s.json", good)], ["check", "s.json", "--format", "json,sarif"],
            64, "several formats need --report-dir DIR"),
        BadInput(
            "unknown device option", [("s.json", good)], ["check", "s.json", "--device", "Nokia 3310"], 64,
            "unknown device 'Nokia 3310'"),
        BadInput(
            "an option without its value", [("s.json", good)], ["check", "s.json", "--output"], 64,
            "'--output' needs a value (FILE)"),
        BadInput(
            "render without a control", [("s.json", good)], ["render", "s.json"], 64, "'--control ID' is required"),
        BadInput(
            "render a control that does not exist", [("s.json", good)], ["render", "s.json", "--control", "b"], 65,
            "no control 'b' in s.json (did you mean 'a'?)"),
    ]

    // MARK: fonts
    static let fonts: [BadInput] = [
        BadInput(
            "a font file that does not exist",
            [("s.json", content(#"{"id": "a", "font": {"fontFile": "Missing.ttf"}, "segments": [{"title": "x"}]}"#))],
            check(), 65, "Missing.ttf"),
        BadInput(
            "a corrupt font file",
            [
                ("s.json", content(#"{"id": "a", "font": {"fontFile": "Broken.ttf"}, "segments": [{"title": "x"}]}"#)),
                ("Broken.ttf", String(repeating: "not a font ", count: 100)),
            ], check(), 65, "Broken.ttf"),
        BadInput(
            "a face index a collection does not have",
            [
                (
                    "s.json",
                    content(
                        #"{"id": "a", "font": {"fontFile": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "fontIndex": 40}, "segments": [{"title": "x"}]}"#
                    )
                )
            ], check(), 65, "index 40"),
        BadInput(
            "measure: a font file that is a directory", [], ["measure", "Day", "--font-file", "/usr/share"], 65,
            "/usr/share"),
    ]

    // MARK: the other readers
    static let readers: [BadInput] = [
        BadInput(
            ".strings: missing semicolon", [("de.lproj/M.strings", "\"a\" = \"b\"\n\"c\" = \"d\";")],
            check("de.lproj/M.strings"), 65, "de.lproj/M.strings:2:1: expected ';' after the value of \"a\""),
        BadInput(
            ".strings: unterminated comment", [("de.lproj/M.strings", "/* open\n\"a\" = \"b\";")],
            check("de.lproj/M.strings"), 65, "de.lproj/M.strings:1:1: unterminated comment"),
        BadInput(
            ".strings: UTF-16 with an odd byte", bytes: [("de.lproj/M.strings", [0xFF, 0xFE, 0x22, 0x00, 0x61])],
            check("de.lproj/M.strings"), 65, "UTF-16 text with an odd number of bytes"),
        BadInput(
            ".strings outside an .lproj folder", [("M.strings", "\"a\" = \"b\";")], check("M.strings"), 65,
            "M.strings:1:1: a .strings file outside an .lproj folder"),
        BadInput(
            ".stringsdict: not a property list", [("de.lproj/L.stringsdict", "<dict/>")],
            check("de.lproj/L.stringsdict"), 65,
            "de.lproj/L.stringsdict:1:1: expected a <plist> property list, found <dict>"),
        BadInput(
            ".xcstrings: not JSON", [("L.xcstrings", "sourceLanguage = en")], check("L.xcstrings"), 65,
            "L.xcstrings:1:1:"),
        BadInput(
            ".xcstrings: a stringUnit without value",
            [
                (
                    "L.xcstrings",
                    #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}}}}"#
                )
            ], check("L.xcstrings"), 65, "L.xcstrings:1:83: a stringUnit of 'k' has no 'value'"),
        BadInput(
            ".xliff: another root", [("de.xliff", "<xlf/>")], check("de.xliff"), 65,
            "de.xliff:1:1: expected an <xliff> document, found <xlf>"),
        BadInput(
            ".xliff: a trans-unit without id",
            [
                (
                    "de.xliff",
                    #"<xliff version="1.2"><file original="a.strings" source-language="en"><body><trans-unit><source>a</source></trans-unit></body></file></xliff>"#
                )
            ], check("de.xliff"), 65, "de.xliff:1:76: <trans-unit> without an 'id'"),
        BadInput(
            "storyboard: not XML", [("Base.lproj/M.storyboard", "segmentedControl")], check("Base.lproj/M.storyboard"),
            65, "Base.lproj/M.storyboard:1:1: expected '<' (is this an XML file?)"),
        BadInput(
            "storyboard: a control without id",
            [("Base.lproj/M.storyboard", "<document><segmentedControl/></document>")], check("Base.lproj/M.storyboard"),
            65, "Base.lproj/M.storyboard:1:11: a <segmentedControl> without an 'id'"),
        BadInput(
            "storyboard: an external entity",
            [
                (
                    "Base.lproj/M.storyboard",
                    "<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><document>&x;</document>"
                )
            ], check("Base.lproj/M.storyboard"), 65, "unknown entity '&x;'"),
        BadInput(
            "storyboard: entity expansion (billion laughs)",
            [
                (
                    "Base.lproj/M.storyboard",
                    "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><document title=\"&b;\"/>"
                )
            ], check("Base.lproj/M.storyboard"), 65, "unknown entity '&b;'"),
        BadInput(
            "storyboard: 10,000-deep nesting",
            [
                (
                    "Base.lproj/M.storyboard",
                    String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
                )
            ], check("Base.lproj/M.storyboard"), 65, "elements nested deeper than 256"),
        BadInput(
            "android: another root", [("res/values/strings.xml", "<resource/>")], check("res/values/strings.xml"), 65,
            "res/values/strings.xml:1:1: expected Android <resources>, found <resource>"),
        BadInput(
            "android: a bad \\u escape",
            [("res/values-de/strings.xml", "<resources><string name=\"a\">\\uZZZZ</string></resources>")],
            check("res/values-de/strings.xml"), 65, "\\u needs four hex digits"),
        BadInput(
            "android: outside a values folder", [("res/menu/strings.xml", "<resources/>")],
            check("res/menu/strings.xml"), 65, "an Android resource file outside a values… folder ('menu')"),
        BadInput(
            "an extension segqa does not read", [("notes.txt", "hello")], check("notes.txt"), 65,
            "segqa does not read .txt files"),
        // Code: no depth of nesting reaches the stack (the tokenizer is iterative), and an
        // unfinished block is one problem, not a control in every level of it.
        BadInput(
            "swift: 40,000 nested interpolations",
            [("Deep.swift", "let x = " + String(repeating: #""\("#, count: 40_000))],
            check("Deep.swift"), 1, "no segmented control found in Deep.swift"),
        BadInput(
            "swift: 20,000 nested multi-line interpolations",
            [("Deep.swift", "let x = " + String(repeating: "\"\"\"\n\\(", count: 20_000))], check("Deep.swift"), 1,
            "no segmented control found in Deep.swift"),
        BadInput(
            "kotlin: 40,000 nested templates", [("Deep.kt", "val x = " + String(repeating: #""${"#, count: 40_000))],
            check("Deep.kt"), 1, "no segmented control found in Deep.kt"),
        BadInput(
            "kotlin: 1,000 unclosed button rows",
            [
                (
                    "Rows.kt",
                    "@Composable\nfun Filters() {\n"
                        + String(repeating: "    SingleChoiceSegmentedButtonRow {\n", count: 1_000)
                )
            ], check("Rows.kt"), 1,
            "Rows.kt:2:15: warning: segqa cannot read this file, so it was not checked: this '{' is never closed"),
    ]
}

@Suite struct BadInputCatalogueTests {
    @Test func theCatalogueIsLarge() {
        #expect(Catalogue.cases.count >= 60)
        #expect(Set(Catalogue.cases.map(\.name)).count == Catalogue.cases.count, "names are unique")
    }

    @Test(arguments: Catalogue.cases)
    func badInputGetsItsMessageAndStatus(_ input: BadInput) throws {
        let directory = Scratch.root.appendingPathComponent(
            "segqa-catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, bytes) in input.files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if path.hasSuffix("/x") { continue }  // a directory, named by the entry in it
            try Data(bytes).write(to: url)
        }
        let before = Set(try FileManager.default.subpathsOfDirectory(atPath: directory.path))
        let start = Date()
        let run = try CLI.runProcess(input.arguments, cwd: directory, environment: ["CI": "1"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(run.reason == .exit, "\(input.name): ended by a signal \(run.status)")
        #expect(run.status == input.status, "\(input.name): exit \(run.status)\n\(run.stderr)")
        #expect(
            run.stderr.contains(input.message) || run.stdout.contains(input.message), "\(input.name): \(run.stderr)")
        #expect(!run.stderr.contains("internal error"), "\(input.name): \(run.stderr)")
        #expect(elapsed < 30, "\(input.name): took \(elapsed) s")
        // Nothing half-written: no new file at all (reports, baselines, temporaries).
        let after = Set(try FileManager.default.subpathsOfDirectory(atPath: directory.path))
        #expect(after == before, "\(input.name): left \(after.subtracting(before).sorted())")
    }

    @Test func anUnreadableFileIsBadInputNotACrash() throws {
        // Root can read any mode, so unreadable is a socket: open(2) fails on it for everyone.
        // Not under Scratch.root: a socket's path must fit in 108 bytes.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segqa-socket-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try Python.run(
            "import socket, sys; s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1])",
            [directory.appendingPathComponent("s.json").path])
        #expect(made.status == 0, "\(made.output)")
        let run = try CLI.runProcess(["check", "s.json"], cwd: directory)
        #expect(run.reason == .exit && run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("s.json:1:1: cannot read the file"), "\(run.stderr)")
    }
}
