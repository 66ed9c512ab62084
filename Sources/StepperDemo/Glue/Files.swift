import CGtk
import GtkInterop
import Glibc

// Files read and moved with care: a settings file may be anything a user,
// a tool or an accident left in its place (a FIFO, a device, a directory, a
// symlink, gigabytes of garbage), and nothing it is may hang the app, eat its
// memory, or cost the user the bytes it held.

/// Files, through POSIX and GLib: bounded reads, what is at a path, moves
/// that replace nothing, and the XDG folders.
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

    /// Why ``moveAside(_:toFirstFreeOf:)`` could not move a file.
    package enum MoveFailure: Error, Equatable {
        /// Every name offered is taken.
        case namesTaken
        /// The system refused, for this reason.
        case system(reason: String)
    }

    /// Moves what is at `path`, whatever it is, to the first of `names` that
    /// is free: a hard link and an unlink, so that nothing is ever replaced
    /// (a folder, which cannot be linked, is renamed once its new name is
    /// checked free), and nothing is lost: a failed unlink leaves the file at
    /// `path` alone.
    ///
    /// - Returns: The name it took, `nil` when nothing is at `path`, or why it could not be moved.
    package static func moveAside(_ path: String, toFirstFreeOf names: [String]) -> Result<String, MoveFailure>? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT ? nil : .failure(.system(reason: reason(errno))) }
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        for name in names {
            if isFolder {
                guard !exists(name) else { continue }
                if rename(path, name) == 0 { return .success(name) }
            } else if link(path, name) == 0 {
                if unlink(path) == 0 { return .success(name) }
                let failure = errno
                unlink(name)  // the second name of the same file, not a copy: nothing is lost
                return .failure(.system(reason: reason(failure)))
            }
            guard errno == EEXIST else { return .failure(.system(reason: reason(errno))) }
        }
        return .failure(.namesTaken)
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
}
