import SegQACore
import SegQALayout
import SegQAModel
import SegQATesting
import Testing

/// Budgets against arithmetic done by hand, with the fixed-advance measurer: 0.5 em a character
/// at medium (6.5 pt at 13 pt), 0.6 em at semibold (7.8 pt), lines 1.25 em.
@Suite struct TitleBudgetTests {
    static func localized(_ json: String, locale: String = "en") throws -> LocalizedControl {
        let file = try ContentLoader.load(SourceText(file: "budget.json", bytes: Array(json.utf8)))
        let control = try #require(
            try Resolver(configuration: Configuration(), defaultFamily: "Fixed").resolve([file]).first)
        let engine = try Engine(rules: [], configuration: Configuration())
        return try engine.localize(control, locale: locale, source: nil, measurer: FixedAdvanceMeasurer())
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { abs((a ?? .nan) - b) < 1e-6 }

    @Test func equalWidthsBindInTheSelectedWeight() throws {
        // (200 − 2 × 2 − 1) / 2 − 2 × 10 = 77.5 pt; 'Alerts' is 39 pt normal, 46.8 pt selected.
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "segments": [{"title": "Alerts"}, {"title": "Privacy"}]}]}"#
        )
        let budget = try #require(item.budget(segment: 0))
        #expect(Self.close(budget.maxWidth, 77.5))
        #expect(budget.state == .selected)
        #expect(Self.close(budget.width, 46.8))
        #expect(budget.fits)
        // Grown as a whole, the title's normal weight reaches 77.5 × 39 / 46.8 when its selected one fills the room.
        #expect(Self.close(budget.maxWidths[.normal], 77.5 * 39 / 46.8))
    }

    @Test func aFixedWidthIsItsOwnRoom() throws {
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "segments": [{"title": "Day", "width": 60}, {"title": "Week"}]}]}"#
        )
        #expect(Self.close(item.budget(segment: 0)?.maxWidth, 40))
        // The other takes what is left: 200 − 4 − 1 − 60 = 135, less the paddings.
        #expect(Self.close(item.budget(segment: 1)?.maxWidth, 115))
    }

    @Test func aContentSizedControlGrowsToTheReadableWidth() throws {
        // iPhone SE (3rd generation): 375 − 2 × 16 = 343 pt; (343 − 5) / 2 − 20 = 149 pt.
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"devices": ["iPhone SE (3rd generation)"]}, "controls": [{"id": "c", "width": "content", "segments": [{"title": "Day"}, {"title": "Week"}]}]}"#
        )
        let budget = try #require(item.budget(segment: 0))
        #expect(Self.close(budget.maxWidth, 149))
        #expect(Self.close(budget.controlWidth, 343))
    }

    @Test func wrappingTitlesHaveEveryLineTheHeightHolds() throws {
        // custom: no inset, no divider; 100 pt slots less 2 × 10 = 80 pt a line; 40 pt holds two 16.25 pt lines.
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "style": "custom", "padding": 10, "truncation": "wrap", "height": 40, "segments": [{"title": "Alerts"}, {"title": "Privacy"}]}]}"#
        )
        let budget = try #require(item.budget(segment: 0))
        #expect(budget.lines == 2)
        #expect(Self.close(budget.maxWidth, 160))
    }

    @Test func apportionedWidthsBindWhileTheOtherSegmentIsSelected() throws {
        // 195 pt to share. While 'Notifications' is selected (13 × 7.8 = 101.4 pt + 20), 'Day' may take
        // 195 − 121.4 − 20 = 53.6 pt in its normal weight; selected itself it could take
        // 195 − (84.5 + 20) − 20 = 70.5 pt. The first binds.
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "distribution": "proportional", "segments": [{"title": "Day"}, {"title": "Notifications"}]}]}"#
        )
        let budget = try #require(item.budget(segment: 0))
        #expect(budget.state == .normal)
        #expect(abs(budget.maxWidth - 53.6) < 1e-6)
        #expect(abs((budget.maxWidths[.selected] ?? 0) - 53.6 * 7.8 / 6.5) < 1e-6)
        // Grown together, both titles fit at once (what pseudo-localization pads to).
        let joint = item.jointBudgets
        #expect(joint.count == 2)
        #expect(joint[0].maxWidth < budget.maxWidth)
        // At the common factor the control is exactly full: Σ (k × widest state + 2 × padding) ≤ 195.
        let k = joint[0].maxWidths[.normal]! / 19.5
        #expect(abs(joint[1].maxWidths[.normal]! / 84.5 - k) < 1e-9)
    }

    @Test func anEmptyTitleGrowsFromItsFontSize() throws {
        let item = try Self.localized(
            #"{"segqa": 1, "defaults": {"width": 200}, "controls": [{"id": "c", "segments": [{"title": ""}, {"title": "Week"}]}]}"#
        )
        let budget = try #require(item.budget(segment: 0))
        #expect(Self.close(budget.maxWidth, 77.5))
        #expect(budget.width == 0)
    }
}
