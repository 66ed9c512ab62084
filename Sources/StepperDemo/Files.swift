import CGtk
import GtkInterop
import Glibc

// Files read and written with care: a settings file may be anything a user,
// a tool or an accident left in its place (a FIFO, a device, a directory, a
// symlink, gigabytes of garbage), and nothing it is may hang the app, eat its
// memory, or cost the user the bytes it held.

/// Files, through POSIX and GLib: bounded reads, symlink-following atomic
/// writes, exclusive copies, and the XDG folders.
package enum Files {
    /// `$XDG_CONFIG_HOME`, or its default `~/.config`.
    package static var userConfigDirectory: String { String(cString: g_get_user_config_dir()) }

    /// The absolute path of the running program, from `/proc/self/exe`.
    package static var executablePath: String? {
        guard let path = g_file_read_link("/proc/self/exe", nil) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    /// What is at a path, following symlinks.
    package enum Kind: Equatable, Sendable {
        /// Nothing (or a dangling symlink).
        case missing
        /// A regular file of `size` bytes.
        case regular(size: Int)
        /// A folder, a FIFO, a device, a socket: not a file of bytes.
        case other(NotRegular)
    }

    /// Things at a path that are not regular files (each is named in whole
    /// sentences by whoever reports it, so translators see the sentence).
    package enum NotRegular: Equatable, Sendable {
        case folder, fifo, characterDevice, blockDevice, socket, unknown
    }

    /// What a bounded read found.
    package enum ReadResult: Equatable, Sendable {
        /// No file at the path.
        case missing
        /// The whole content of a regular file no larger than the limit.
        case contents([UInt8])
        /// Something other than a regular file.
        case notRegular(NotRegular)
        /// A regular file larger than the limit; it was not read.
        case tooLarge(size: Int)
        /// The file could not be opened or read; the system's reason.
        case unreadable(String)
    }

    /// Reads a regular file of at most `limit` bytes, following symlinks,
    /// without ever blocking on a FIFO or reading a device.
    package static func readRegularFile(at path: String, limit: Int) -> ReadResult {
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR && !exists(path) ? .missing : .unreadable(reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason(errno)) }
        let kind = Self.kind(of: status)
        let size: Int
        switch kind {
        case .regular(let bytes): size = bytes
        case .other(let what): return .notRegular(what)
        case .missing: return .missing
        }
        guard size <= limit else { return .tooLarge(size: size) }
        // The file may grow while it is read: never take more than the limit (plus one, to notice).
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason(errno))
            }
            if count == 0 { break }
            total += count
        }
        guard total <= limit else { return .tooLarge(size: total) }
        return .contents(Array(bytes[..<total]))
    }

    /// What is at `path`, following symlinks.
    package static func kind(at path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return kind(of: status)
    }

    private static func kind(of status: stat) -> Kind {
        switch status.st_mode & S_IFMT {
        case S_IFREG: .regular(size: Int(status.st_size))
        case S_IFDIR: .other(.folder)
        case S_IFIFO: .other(.fifo)
        case S_IFCHR: .other(.characterDevice)
        case S_IFBLK: .other(.blockDevice)
        case S_IFSOCK: .other(.socket)
        default: .other(.unknown)
        }
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The permission bits of the file at `path` (following symlinks), if it exists.
    package static func permissions(of path: String) -> Int32? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int32(status.st_mode & 0o7777)
    }

    /// The file a path names once every symlink in its last part is followed:
    /// the path itself when it is not a symlink. A dangling link gives the
    /// path it points to, which writing then creates.
    ///
    /// - Throws: ``GLibError`` for a symlink loop or a chain of more than 40 links.
    package static func resolvingSymlinks(_ path: String) throws(GLibError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let target = g_file_read_link(current, nil) else {
                throw GLibError(message: "cannot read the symlink \(current)", domain: "g-file-error-quark", code: Int(errno))
            }
            defer { g_free(target) }
            let text = String(cString: target)
            current = text.hasPrefix("/") ? text : directory(of: current) + "/" + text
        }
        throw GLibError(
            message: "\(path) is a chain of too many symlinks (or a loop)", domain: "g-file-error-quark", code: Int(ELOOP))
    }

    /// Keeps the exact content of `source` under a new name, never replacing
    /// an existing file: a hard link where the file system allows one, else a copy.
    ///
    /// - Returns: `false` when `destination` already exists (choose another name).
    /// - Throws: ``GLibError`` when neither a link nor a copy can be made.
    package static func keepCopy(of source: String, at destination: String) throws(GLibError) -> Bool {
        if link(source, destination) == 0 { return true }
        switch errno {
        case EEXIST: return false
        case EXDEV, EPERM, EMLINK, ENOTSUP: break  // no hard links here: copy
        default: throw failure("cannot keep a copy of \(source) as \(destination)", errno)
        }
        let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard input >= 0 else { throw failure("cannot read \(source)", errno) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else {
            if errno == EEXIST { return false }
            throw failure("cannot create \(destination)", errno)
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                let readError = count < 0 ? errno : 0
                let closed = fsync(output) == 0 && close(output) == 0
                if readError != 0 || !closed {
                    unlink(destination)
                    throw failure("cannot copy \(source) to \(destination)", readError != 0 ? readError : errno)
                }
                return true
            }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + written, count - written) }
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    let code = errno
                    close(output)
                    unlink(destination)
                    throw failure("cannot copy \(source) to \(destination)", code)
                }
                written += result
            }
        }
    }

    /// Replaces a file's content atomically: a new file in the same folder,
    /// synced, renamed over the old one. `path` must not be a symlink
    /// (resolve it first): the rename would replace the link itself.
    ///
    /// - Parameter permissions: The new file's mode (before the umask).
    package static func write(_ bytes: [UInt8], to path: String, permissions: Int32 = 0o666) throws(GLibError) {
        _ = try withGError { error in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    g_file_set_contents_full(
                        path, $0.baseAddress, gssize($0.count),
                        GFileSetContentsFlags(G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue),
                        permissions, error)
                }
            }
        }
    }

    /// Creates a folder and its parents (mode 0700), when they do not exist.
    ///
    /// - Throws: ``GLibError`` naming the folder and the system's reason.
    package static func createDirectory(_ path: String) throws(GLibError) {
        guard g_mkdir_with_parents(path, 0o700) != 0 else { return }
        throw failure("cannot create \(path)", errno)
    }

    /// The folder part of a path.
    package static func directory(of path: String) -> String {
        guard let dir = g_path_get_dirname(path) else { return "." }
        defer { g_free(dir) }
        return String(cString: dir)
    }

    /// The last part of a path.
    package static func name(of path: String) -> String {
        guard let base = g_path_get_basename(path) else { return path }
        defer { g_free(base) }
        return String(cString: base)
    }

    private static func reason(_ code: Int32) -> String { String(cString: g_strerror(code)) }

    private static func failure(_ message: String, _ code: Int32) -> GLibError {
        GLibError(message: "\(message): \(reason(code))", domain: "g-file-error-quark", code: Int(code))
    }
}
