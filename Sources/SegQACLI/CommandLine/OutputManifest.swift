import Foundation
import SegQAModel

/// `.segqa-written` in a folder segqa writes into: each file it wrote there and a hash of what
/// it wrote. A later run replaces or deletes a file only when it is listed and unchanged since,
/// so a file a person made or edited is never lost (`--force` replaces one on purpose).
enum OutputManifest {
    static let name = ".segqa-written"

    /// FNV-1a, 64 bits: tells an edited file from the one segqa wrote (not a security measure).
    static func hash(_ data: Data) -> String {
        var hasher = Hasher()
        hasher.add(data)
        return hasher.value
    }

    /// FNV-1a over bytes given in pieces (a file written as it is produced).
    struct Hasher {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                state ^= UInt64(byte)
                state = state &* 0x100_0000_01b3
            }
        }

        var value: String { String(state, radix: 16) }
    }

    /// File name → hash, as recorded in `directory`.
    static func entries(in directory: String) -> [String: String] {
        let path = (directory as NSString).appendingPathComponent(name)
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            result[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return result
    }

    /// Whether segqa wrote the regular file at `path` and nobody changed it since.
    static func owns(_ path: String) -> Bool {
        let directory = InputPaths.folder(of: path)
        guard let recorded = entries(in: directory.isEmpty ? "." : directory)[(path as NSString).lastPathComponent],
            let data = FileManager.default.contents(atPath: path)
        else { return false }
        return recorded == hash(data)
    }

    /// Records files written (name → hash) and forgets removed ones, in one atomic write.
    static func update(_ directory: String, written: [String: String], removed: Set<String> = []) throws {
        var all = entries(in: directory)
        all.merge(written) { $1 }
        for name in removed { all[name] = nil }
        let text = all.keys.sorted().map { "\(all[$0]!) \($0)\n" }.joined()
        let path = (directory as NSString).appendingPathComponent(name)
        let temporary = (directory as NSString).appendingPathComponent(".\(name).segqa-\(getpid()).tmp")
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(status: .ioError, message: "\(path): cannot write: \(reason)")
        }
    }
}
