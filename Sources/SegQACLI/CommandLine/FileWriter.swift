import Foundation
import SegQAModel

/// Writes a set of files all or nothing, and only where it may:
/// - never over a file this run read (an input, a configuration, a baseline);
/// - never over a file segqa did not write, or one changed since it did (`OutputManifest`),
///   unless `force`;
/// - each file to a temporary beside its target, renamed into place only when every one is
///   written, so a failed run (a full disk) leaves the previous files whole, and removes the
///   folders it made for them.
/// A device or a pipe (`/dev/null`, `/dev/stdout`) is written to, never replaced.
struct FileWriter {
    var force = false
    /// Folders it may make, with their parents and anything inside them (`--report-dir DIR`,
    /// `import -o DIR`); any other missing folder is an error (a typo in `--output` makes nothing).
    var creatable: [String] = []
    private var pending: [(target: String, contents: Contents)] = []

    /// A file's contents: whole, or produced piece by piece while it is written (a large report
    /// is then never held whole in memory).
    enum Contents {
        case data(Data)
        case stream((_ emit: (String) throws -> Void) throws -> Void)
    }

    init(force: Bool = false, creating creatable: [String] = []) {
        self.force = force
        self.creatable = creatable.map(InputPaths.normalized)
    }

    mutating func add(_ path: String, _ contents: String) {
        pending.append((path, .data(Data(contents.utf8))))
    }

    /// A file whose text `produce` hands over in pieces, written as they come.
    mutating func add(_ path: String, streaming produce: @escaping (_ emit: (String) throws -> Void) throws -> Void) {
        pending.append((path, .stream(produce)))
    }

    var paths: [String] { pending.map(\.target) }

    func commit() throws {
        try refuseWhatItMustNotWrite()
        var madeFolders: [String] = []
        var written: [(temporary: String, target: String)] = []
        func undo() {
            for (temporary, _) in written { try? FileManager.default.removeItem(atPath: temporary) }
            for folder in madeFolders.reversed() { rmdir(folder) }  // only if still empty
        }
        var hashes: [String: String] = [:]
        do {
            for (target, contents) in pending {
                if Self.kind(target).map({ $0 != S_IFREG && $0 != S_IFLNK }) == true {
                    _ = try Self.write(contents, to: target, creating: false)
                    continue
                }
                let folder = Self.folder(of: target)
                try makeFolder(folder, for: target, recordingIn: &madeFolders)
                let temporary = (folder as NSString).appendingPathComponent(
                    ".\((target as NSString).lastPathComponent).segqa-\(getpid()).tmp")
                written.append((temporary, target))
                hashes[target] = try Self.write(contents, to: temporary, creating: true, naming: target)
            }
            for (temporary, target) in written where rename(temporary, target) != 0 {
                throw OutputError(
                    status: .ioError, message: "\(target): cannot write: \(String(cString: strerror(errno)))")
            }
        } catch {
            undo()
            throw error
        }
        var byFolder: [String: [String: String]] = [:]
        for (target, _) in pending where Self.kind(target) == S_IFREG {
            byFolder[Self.folder(of: target), default: [:]][(target as NSString).lastPathComponent] = hashes[target]
        }
        for folder in byFolder.keys.sorted() { try OutputManifest.update(folder, written: byFolder[folder]!) }
    }

    /// Replaces files this run read with new contents (`budgets --write`), all or nothing: each
    /// is written to a temporary beside it with its permissions, and only when every one is
    /// written are they renamed into place. Only files the run read: never anything else. A
    /// symbolic link is written through (the file it names is replaced; the link stays a link).
    static func replaceInputs(_ files: [(path: String, bytes: [UInt8])]) throws {
        var written: [(temporary: String, target: String)] = []
        var targets: Set<String> = []
        do {
            for (path, bytes) in files {
                precondition(FilesRead.shared.contains(path), "replaceInputs: \(path) was not read")
                let target = InputPaths.realPath(path) ?? path
                // The same file read by two names (a link beside it): written once.
                guard targets.insert(target).inserted else { continue }
                var info = stat()
                guard stat(target, &info) == 0 else {
                    throw OutputError(
                        status: .ioError, message: "\(target): cannot write: \(String(cString: strerror(errno)))")
                }
                let temporary = (folder(of: target) as NSString).appendingPathComponent(
                    ".\((target as NSString).lastPathComponent).segqa-\(getpid()).tmp")
                written.append((temporary, target))
                do { try Data(bytes).write(to: URL(fileURLWithPath: temporary)) } catch {
                    throw OutputError(status: .ioError, message: "\(target): cannot write: \(reason(error))")
                }
                chmod(temporary, info.st_mode & 0o7777)
            }
            for (temporary, target) in written where rename(temporary, target) != 0 {
                throw OutputError(
                    status: .ioError, message: "\(target): cannot write: \(String(cString: strerror(errno)))")
            }
        } catch {
            for (temporary, _) in written { try? FileManager.default.removeItem(atPath: temporary) }
            throw error
        }
    }

    private func refuseWhatItMustNotWrite() throws {
        for (target, _) in pending {
            if FilesRead.shared.contains(target) {
                throw OutputError(
                    status: .cannotCreate,
                    message: "\(target): this run reads that file; segqa does not write over its inputs")
            }
            guard let kind = Self.kind(target), kind == S_IFREG || kind == S_IFLNK, !force else { continue }
            if kind == S_IFLNK || !OutputManifest.owns(target) {
                throw OutputError(
                    status: .cannotCreate,
                    message:
                        "\(target): a file segqa did not write (or one changed since) is there; it is not replaced without --force"
                )
            }
        }
    }

    /// The type of what is at `path` (not following a link), or nil when nothing is.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func folder(of path: String) -> String {
        let folder = InputPaths.folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// Makes `folder` and any missing parents where it may, recording each made (outermost first).
    private func makeFolder(_ folder: String, for target: String, recordingIn made: inout [String]) throws {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputError(status: .cannotCreate, message: "\(folder): is a file, not a folder")
            }
            return
        }
        let normalized = InputPaths.normalized(folder)
        guard creatable.contains(where: { normalized == $0 || normalized.hasPrefix($0 + "/") }) else {
            throw OutputError(status: .cannotCreate, message: "\(target): cannot write: no such directory")
        }
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", current != ".", Self.kind(current) == nil {
            missing.append(current)
            current = InputPaths.folder(of: current)
        }
        if !current.isEmpty, current != "/", current != ".", stat(current, &info) == 0, info.st_mode & S_IFMT != S_IFDIR
        {
            throw OutputError(status: .cannotCreate, message: "\(current): is a file, not a folder")
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw OutputError(
                    status: .ioError, message: "\(path): cannot create: \(String(cString: strerror(errno)))")
            }
            made.append(path)
        }
    }

    /// Writes `contents` to `path` (a new file, or a device written in place), a stream in pieces
    /// of at most 1 MB; returns the bytes' hash for the manifest. Errors name `naming`.
    static func write(_ contents: Contents, to path: String, creating: Bool, naming: String? = nil) throws -> String {
        let target = naming ?? path
        if creating, !FileManager.default.createFile(atPath: path, contents: nil) {
            throw OutputError(status: .ioError, message: "\(target): cannot write: \(String(cString: strerror(errno)))")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw OutputError(status: .ioError, message: "\(target): cannot write: permission denied")
        }
        var hash = OutputManifest.Hasher()
        do {
            switch contents {
            case .data(let data):
                hash.add(data)
                try handle.write(contentsOf: data)
            case .stream(let produce):
                var buffer: [UInt8] = []
                buffer.reserveCapacity(1 << 20)
                try produce { piece in
                    buffer.append(contentsOf: piece.utf8)
                    if buffer.count >= 1 << 20 {
                        hash.add(buffer)
                        try handle.write(contentsOf: buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                hash.add(buffer)
                try handle.write(contentsOf: buffer)
            }
            try handle.close()
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(status: .ioError, message: "\(target): cannot write: \(reason(error))")
        }
        return hash.value
    }

    static func reason(_ error: Error) -> String {
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
