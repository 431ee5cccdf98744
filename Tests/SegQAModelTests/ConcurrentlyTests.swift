import Foundation
import SegQAModel
import Testing

/// `concurrently`: two pieces of work at once when asked, one after the other otherwise.
struct ConcurrentlyTests {
    struct Failure: Error, Equatable { let name: String }

    @Test func bothRunAtOnceWhenParallel() throws {
        // Each waits for the other to have started: only two threads at once get past this.
        let first = DispatchSemaphore(value: 0), second = DispatchSemaphore(value: 0)
        let (a, b) = try concurrently(
            true,
            { () -> String in
                first.signal()
                return second.wait(timeout: .now() + 10) == .success ? "a" : "timed out"
            },
            { () -> Int in
                second.signal()
                return first.wait(timeout: .now() + 10) == .success ? 2 : -1
            })
        #expect(a == "a" && b == 2)
    }

    @Test func inOrderWhenNotParallel() throws {
        let order = Order()
        let (a, b) = try concurrently(false, { order.add("first") }, { order.add("second") })
        #expect(a == 1 && b == 2 && order.names == ["first", "second"])
    }

    @Test func theFirstsErrorWinsWhicheverThreadFailsFirst() {
        for parallel in [true, false] {
            #expect(throws: Failure(name: "first")) {
                _ = try concurrently(
                    parallel,
                    { () throws -> Int in
                        Thread.sleep(forTimeInterval: 0.05)
                        throw Failure(name: "first")
                    },
                    { () throws -> Int in throw Failure(name: "second") })
            }
        }
    }

    private final class Order: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var names: [String] = []
        func add(_ name: String) -> Int {
            lock.withLock {
                names.append(name)
                return names.count
            }
        }
    }
}
