import XCTest
@testable import Trails

final class ActivityScopeTests: XCTestCase {
    func testEveryScopeHasATitle() {
        let control = UISegmentedControl(items: ActivityScope.allCases.map(\.title))
        XCTAssertEqual(control.numberOfSegments, 3)
        let fixture = UISegmentedControl(items: ["Fixture A", "Fixture B"])
        XCTAssertEqual(fixture.numberOfSegments, 2)
    }
}
