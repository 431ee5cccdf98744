import SegQALayout
import Testing

@Suite struct SegmentLayoutTests {
    let geometry = ControlGeometry(width: 343, inset: 2, divider: 1, padding: 10)

    @Test func equalSharesWhatInsetsAndDividersLeave() {
        // (343 − 2·2 − 2·1) / 3 = 112.333…
        let widths = SegmentLayout.widths(.equal, geometry: geometry, contentWidths: [10, 80, 30], fixedWidths: [])
        #expect(widths.allSatisfy { abs($0 - 337.0 / 3) < 1e-9 })
        #expect(abs(geometry.titleSpace(segmentWidth: widths[0], index: 0, count: 3) - (337.0 / 3 - 20)) < 1e-9)
    }

    @Test func proportionalFollowsNaturalWidth() {
        // natural 30, 100 (content + 20); space 343 − 4 − 1 = 338; shares 338·30/130 and 338·100/130.
        let widths = SegmentLayout.widths(
            .proportional, geometry: geometry, contentWidths: [10, 80], fixedWidths: [nil, 0])
        #expect(abs(widths[0] - 78) < 1e-9)
        #expect(abs(widths[1] - 260) < 1e-9)
    }

    @Test func fixedWidthsAreHonoured() {
        let widths = SegmentLayout.widths(
            .equal, geometry: geometry, contentWidths: [0, 0, 0], fixedWidths: [100, nil, nil])
        #expect(widths == [100, 118.5, 118.5])  // (337 − 100) / 2
    }

    @Test func devicesAndMargins() {
        #expect(Device.named("iPhone SE (1st generation)")?.controlWidth == 288)  // 320 − 2·16
        #expect(Device.named("iPhone 15")?.controlWidth == 361)  // 393 − 2·16
        #expect(Device.named("iPhone 11")?.controlWidth == 374)  // 414 − 2·20
        #expect(Device.named("iPad Air")?.controlWidth == 780)  // 820 − 2·20
        #expect(Device.named("375")?.screenWidth == 375)
        #expect(Device.named("iPhone 99") == nil)
    }

    /// A content offset first uses up the padding on the side it moves to; only the rest is lost.
    @Test func contentOffsetNarrowsTheEndsByWhatPassesTheEdge() {
        let within = ControlGeometry(
            width: 300, inset: 0, divider: 0, padding: 8, contentOffsetFirst: 4, contentOffsetLast: -4)
        #expect(within.titleSpace(segmentWidth: 100, index: 0, count: 3) == 84)
        #expect(within.titleSpace(segmentWidth: 100, index: 2, count: 3) == 84)
        let beyond = ControlGeometry(
            width: 300, inset: 0, divider: 0, padding: 8, contentOffsetFirst: 12, contentOffsetLast: -20)
        #expect(beyond.titleSpace(segmentWidth: 100, index: 0, count: 3) == 80)  // 84 − (12 − 8)
        #expect(beyond.titleSpace(segmentWidth: 100, index: 1, count: 3) == 84)
        #expect(beyond.titleSpace(segmentWidth: 100, index: 2, count: 3) == 72)  // 84 − (20 − 8)
        #expect(beyond.contentOffset(index: 2, count: 3) == -20)
        // One segment is both first and last: only the first offset applies.
        #expect(beyond.titleSpace(segmentWidth: 100, index: 0, count: 1) == 80)
    }

    /// UIButton's middle truncation: as many clusters as fit around "…", the extra one in front.
    @Test func middleTruncationKeepsBothEnds() {
        // 10 pt per character, "…" 10 pt, 65 pt of room: six characters and "…" would be 70 pt;
        // five are 60 pt, three before the "…" and two after.
        let text = "Benachrichtigungen"
        let bounds = Array(0...text.utf16.count)
        let result = Truncation.truncateMiddle(
            text, boundaries: bounds, fullWidth: 180, available: 65
        ) { Double($0.count) * 10 }
        #expect(result == TruncationResult(visible: "Ben…en", isTruncated: true, visibleWidth: 60))
        // Spaces at the cut are dropped on both sides.
        let spaced = Truncation.truncateMiddle(
            "ab cd ef", boundaries: Array(0...8), fullWidth: 80, available: 60
        ) { Double($0.count) * 10 }
        #expect(spaced.visible == "ab…ef", "\(spaced.visible)")
        let fits = Truncation.truncateMiddle("Tag", boundaries: [0, 1, 2, 3], fullWidth: 30, available: 30) {
            Double($0.count) * 10
        }
        #expect(!fits.isTruncated)
    }

    @Test func truncationKeepsTheLongestFittingGraphemePrefix() {
        // 10 pt per character, "…" 10 pt: 65 pt holds five characters + "…" (60 pt).
        let text = "Benachrichtigungen"
        let bounds = Array(0...text.utf16.count)
        let result = Truncation.truncate(text, boundaries: bounds, fullWidth: 180, available: 65) {
            Double($0.count) * 10
        }
        #expect(result == TruncationResult(visible: "Benac…", isTruncated: true, visibleWidth: 60))
        let fits = Truncation.truncate("Tag", boundaries: [0, 1, 2, 3], fullWidth: 30, available: 30) {
            Double($0.count) * 10
        }
        #expect(!fits.isTruncated)
        // Trailing spaces are dropped before the ellipsis.
        let spaced = Truncation.truncate("ab cd", boundaries: [0, 1, 2, 3, 4, 5], fullWidth: 50, available: 40) {
            Double($0.count) * 10
        }
        #expect(spaced.visible == "ab…")
    }
}

/// The slot rule: a selected title must fit the width its segment has while selected; any other
/// state must fit the narrowest width the segment gets while another segment is selected.
@Suite struct SlotRuleTests {
    // Two proportional segments in 300 pt, no inset or divider, padding 10: natural widths are
    // content + 20. Normal contents 40 and 80, selected (heavier) contents 50 and 100.
    let geometry = ControlGeometry(width: 300, inset: 0, divider: 0, padding: 10)
    var widths: SegmentWidths {
        SegmentWidths(
            .proportional, geometry: geometry, normalContent: [40, 80], selectedContent: [50, 100],
            fixedWidths: [nil, nil])
    }

    @Test func selectedSlotIsTheWidthWhileSelected() {
        // Segment 0 selected: naturals 70 and 100 share 300 → 300·70/170 = 123.53.
        #expect(abs(widths.slot(0, selected: true) - 300.0 * 70 / 170) < 1e-9)
        // Segment 1 selected: naturals 60 and 120 → 300·120/180 = 200.
        #expect(abs(widths.slot(1, selected: true) - 200) < 1e-9)
    }

    @Test func otherStatesGetTheNarrowestWhileAnotherIsSelected() {
        // Segment 0 unselected while 1 is: 300·60/180 = 100 (not 300·60/160 = 112.5 with nothing selected).
        #expect(abs(widths.slot(0, selected: false) - 100) < 1e-9)
        #expect(abs(widths.normal[0] - 112.5) < 1e-9)
        // Segment 1 unselected while 0 is: 300·100/170 = 176.47.
        #expect(abs(widths.slot(1, selected: false) - 300.0 * 100 / 170) < 1e-9)
        #expect(abs(widths.narrowest(1) - 300.0 * 100 / 170) < 1e-9)
    }

    @Test func aLoneSegmentKeepsItsNormalWidth() {
        let one = SegmentWidths(
            .proportional, geometry: geometry, normalContent: [40], selectedContent: [50], fixedWidths: [nil])
        #expect(one.slot(0, selected: false) == 300)
    }

    @Test func layoutsComeNarrowestFirstWithEveryStateFitted() {
        let title = TitleMetrics(text: "Notifications", boundaries: Array(0...13), width: 130)
        let content = SegmentContent(fixedWidth: nil, imageWidth: 0, titles: [.normal: title, .selected: title])
        let wide = Device(name: "wide", screenWidth: 400, isPad: false)
        let narrow = Device(name: "narrow", screenWidth: 320, isPad: false)
        let layouts = ControlLayout.layOut(
            [content, content], distribution: .equal, geometry: geometry, states: [.normal, .selected],
            on: [(wide, 400), (narrow, 200), (Device(name: "also narrow", screenWidth: 320, isPad: false), 200)]
        ) { text, _ in Double(text.count) * 10 }
        #expect(layouts.map(\.device.name) == ["narrow", "also narrow", "wide"])
        // 200 / 2 = 100 pt per segment, 80 pt of room: "Notific…" (8 × 10 pt) is what fits.
        let fit = layouts[0].fit(0, .normal)
        #expect(fit?.available == 80)
        #expect(fit?.visible == "Notific…")
        #expect(layouts[2].fit(1, .selected)?.isTruncated == false)
    }
}
