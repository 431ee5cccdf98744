import SegQAFormatting
import Testing

/// Titles quoted in report prose are isolated, so a right-to-left title keeps its ellipsis at
/// its own end and leaves the sentence around it alone.
@Suite struct IsolationTests {
    let arabic = "غير المقر…"

    @Test func quotingIsolatesAndReportsKeepTheIsolates() {
        let message = "shows " + quoted(arabic) + " on iPhone"
        #expect(message == "shows '\u{2068}\(arabic)\u{2069}' on iPhone")
        #expect(visibleControls(message) == message, "text, Markdown and annotations keep the pair")
        #expect(htmlMessage(message) == "shows &#39;<bdi>\(arabic)</bdi>&#39; on iPhone")
    }

    /// Left-to-right text is quoted as it is (grep finds it, copying copies nothing more);
    /// right-to-left letters or a bidi control anywhere in it isolate it.
    @Test func onlyRightToLeftOrBidiTextIsIsolated() {
        #expect(quoted("Stable") == "'Stable'")
        #expect(quoted("Größe 1,5×") == "'Größe 1,5×'")
        #expect(quoted("最新版本") == "'最新版本'")
        #expect(quoted("5 GHz (מומלץ)") == "'\u{2068}5 GHz (מומלץ)\u{2069}'")
        #expect(quoted("VIP\u{202B}") == "'\u{2068}VIP\u{202B}\u{2069}'")
        #expect(quoted("ﻻ") == "'\u{2068}ﻻ\u{2069}'", "Arabic presentation forms")
        #expect(!needsIsolation("\u{FEFF}bom"), "a byte-order mark is no right-to-left letter")
    }

    @Test func isolatesFromTheInputStayEscaped() {
        // A lone isolate the input holds, outside or inside a quotation, is shown, not obeyed.
        #expect(visibleControls("a\u{2068}b") == "a\\u{2068}b")
        let hostile = quoted("x\u{2068}y")
        #expect(visibleControls(hostile) == "'\\u{2068}x\\u{2068}y\\u{2069}'")
        #expect(!htmlMessage(hostile).contains("<bdi>"))
        #expect(
            visibleControls("'\u{2067}x\u{2069}'") == "'\\u{2067}x\\u{2069}'", "only first-strong isolates are kept")
    }

    /// HTML messages are written in one pass: the same text as escaping for XML and then turning
    /// each kept isolate pair into `<bdi>`.
    @Test func htmlMessageIsXMLEscapingWithBdi() {
        let messages = [
            "plain", "", "a & b < c > d \"e\" 'f'", "shows " + quoted(arabic) + " & " + quoted("<b>"),
            quoted("x\u{2068}y"), "tab\there\u{0}\u{202E}evil\u{202C}", "soft\u{AD}hyphen \u{FEFF}bom \u{061C}alm",
            quoted("👩🏽‍💻 café") + " " + quoted(""), "'\u{2068}open only", "close only\u{2069}'",
            "'\u{2068}café\u{2069}'",
        ]
        for message in messages {
            let twoPasses = xmlEscaped(message).replacingOccurrences(of: "\u{2068}", with: "<bdi>")
                .replacingOccurrences(of: "\u{2069}", with: "</bdi>")
            #expect(htmlMessage(message) == twoPasses, "\(message.debugDescription)")
        }
    }
}
