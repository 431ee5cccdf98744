import Dispatch
import Foundation

/// `transform(index, worker)` for every index in `0..<count`, on `workers` threads; each worker
/// takes the next index not yet taken, so a worker that drew cheap items takes more (items differ
/// in cost: a control in 80 locales beside one in 3). Results come back in index order, so the
/// output is the same for any number of workers, and the error thrown is the first in index
/// order, whichever thread met it first.
///
/// `transform` is called from several threads at once, never twice for the same index, and never
/// at once for the same worker: give each worker what it must not share (a measurer with its
/// FreeType and HarfBuzz objects) by indexing per-worker state with `worker`.
public func concurrentMap<T, Failure: Error>(
    _ count: Int, workers: Int, _ transform: (_ index: Int, _ worker: Int) throws(Failure) -> T
) throws(Failure) -> [T] {
    let workers = max(1, min(workers, count))
    guard workers > 1 else {
        var results: [T] = []
        results.reserveCapacity(count)
        for index in 0..<count { results.append(try transform(index, 0)) }
        return results
    }
    let slots = ResultSlots<T, Failure>(count: count)
    let next = NextIndex()
    withoutActuallyEscaping(transform) { transform in
        let shared = UncheckedBox(transform)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let index = next.take(below: count) {
                slots.store(Result { () throws(Failure) -> T in try shared.value(index, worker) }, at: index)
            }
        }
    }
    return try slots.results()
}

/// One result slot per index: each written by one thread, read after all have finished. A
/// buffer, not an array property, because writing an array from several threads is a mutating
/// access to the same variable even when the elements differ.
private final class ResultSlots<T, Failure: Error>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result<T, Failure>?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ result: Result<T, Failure>, at index: Int) { buffer[index] = result }

    func results() throws(Failure) -> [T] {
        var results: [T] = []
        results.reserveCapacity(buffer.count)
        for slot in buffer {
            guard let slot else { preconditionFailure("concurrentMap: an index was never mapped") }
            results.append(try slot.get())
        }
        return results
    }
}

/// Hands a value to the workers of `concurrentMap`, whose contract (one index per call, one
/// thread per worker) is what makes sharing it safe.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The next index no worker has taken.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < count else { return nil }
        value += 1
        return value - 1
    }
}

/// `first()` and `second()` at once, on two threads, when `parallel`; otherwise one after the
/// other. Either way the error thrown is `first`'s if both throw.
public func concurrently<A, B>(_ parallel: Bool, _ first: () throws -> A, _ second: () throws -> B) throws -> (A, B) {
    guard parallel else { return (try first(), try second()) }
    let results = try concurrentMap(2, workers: 2) { index, _ -> Any in index == 0 ? try first() : try second() }
    return (results[0] as! A, results[1] as! B)
}
