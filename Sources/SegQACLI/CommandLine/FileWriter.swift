import Foundation

/// Writes a set of files all or nothing: each goes to a temporary file beside its target, and
/// only when every one is written are they renamed into place, so a failed run (a full disk, a
/// missing directory) never leaves a half-written report.
struct FileWriter {
    private var pending: [(target: URL, contents: Data)] = []

    mutating func add(_ path: String, _ contents: String) {
        pending.append((URL(fileURLWithPath: path), Data(contents.utf8)))
    }

    var paths: [String] { pending.map(\.target.path) }

    func commit() throws {
        var written: [(temporary: URL, target: URL)] = []
        do {
            for (target, contents) in pending {
                // A device or a pipe (/dev/null, /dev/stdout, a FIFO) is written to, never replaced:
                // renaming a file over /dev/null would remove the device.
                if let type = try? FileManager.default.attributesOfItem(atPath: target.path)[.type]
                    as? FileAttributeType,
                    type != .typeRegular, type != .typeSymbolicLink
                {
                    do {
                        guard let handle = FileHandle(forWritingAtPath: target.path) else {
                            throw CocoaError(.fileWriteNoPermission)
                        }
                        try handle.write(contentsOf: contents)
                        try handle.close()
                    } catch {
                        throw InputError(message: "\(target.path): cannot write: \(Self.reason(error))")
                    }
                    continue
                }
                let temporary = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).segqa-\(getpid()).tmp")
                written.append((temporary, target))
                try contents.write(to: temporary)
            }
        } catch {
            for (temporary, _) in written { try? FileManager.default.removeItem(at: temporary) }
            if let error = error as? InputError { throw error }
            throw InputError(message: "\(written.last?.target.path ?? "?"): cannot write: \(Self.reason(error))")
        }
        for (temporary, target) in written {
            if rename(temporary.path, target.path) != 0 {
                let reason = String(cString: strerror(errno))
                for (left, _) in written { try? FileManager.default.removeItem(at: left) }
                throw InputError(message: "\(target.path): cannot write: \(reason)")
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileNoSuchFileError || nsError.code == 4 {
            return "no such directory"
        }
        return nsError.localizedDescription
    }
}
