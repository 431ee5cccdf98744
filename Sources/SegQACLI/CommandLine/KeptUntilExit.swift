import Foundation

/// What a command has finished with, kept instead of freed when the process exits right after.
///
/// Freeing a real app's loaded project and check result object by object took 40 ms of a
/// 0.54 s check on two threads (22 ms for the project after loading, 18 ms at the end), all of
/// it on one thread, for memory the kernel takes back at once on exit; compilers skip their
/// teardown for the same reason. Only the `segqa` executable turns this on: tests run commands
/// in process, one after another, and free as usual.
public enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var enabled = false
    nonisolated(unsafe) private static var values: [Any] = []

    /// Called once by an executable that exits when its command returns.
    public static func enable() {
        lock.withLock { enabled = true }
    }

    /// Holds `value` until the process exits when enabled; otherwise does nothing, and the
    /// caller's last reference frees it as usual.
    static func keep(_ value: Any) {
        lock.withLock {
            if enabled { values.append(value) }
        }
    }
}
