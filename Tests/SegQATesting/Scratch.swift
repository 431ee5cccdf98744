import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where tests write their files: one folder per test process, removed when it exits. Tests
/// that made their own folders in the system's temporary directory left about 40 there each run.
public enum Scratch {
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segqa-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return root
    }()
}
