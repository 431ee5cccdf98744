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

    @Test func isolatesFromTheInputStayEscaped() {
        // A lone isolate the input holds, outside or inside a quotation, is shown, not obeyed.
        #expect(visibleControls("a\u{2068}b") == "a\\u{2068}b")
        let hostile = quoted("x\u{2068}y")
        #expect(visibleControls(hostile) == "'\\u{2068}x\\u{2068}y\\u{2069}'")
        #expect(!htmlMessage(hostile).contains("<bdi>"))
        #expect(
            visibleControls("'\u{2067}x\u{2069}'") == "'\\u{2067}x\\u{2069}'", "only first-strong isolates are kept")
    }
}
