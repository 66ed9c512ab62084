import Foundation
import Synchronization

/// The files and folders a test process makes, all under one folder of its
/// own in `$TMPDIR` (and the folders that hold sockets under another in
/// `/tmp` when `$TMPDIR` is too long for a socket's path), which go when the
/// process ends: a test run leaves nothing behind.
package enum TemporaryFiles {
    private static let root = Mutex<String?>(nil)
    private static let socketRoot = Mutex<(path: String, count: Int)?>(nil)
    /// The names of a test process's folder, and of its folder for sockets
    /// when that cannot be in the first, before the process id.
    private static let folderPrefix = "stepperkit-tests-"
    private static let socketFolderPrefix = "stepperkit-sockets-"
    /// The longest folder in which the socket folders are made: a Unix
    /// socket's path has at most 107 bytes, and below this folder the servers
    /// add up to 40 (`runtime-1/at-spi/dbus-` and ten letters, the
    /// accessibility bus under `XDG_RUNTIME_DIR`).
    private static let longestSocketBase = 64

    /// A new, empty folder for one test (mode 0700).
    ///
    /// - Parameter prefix: A word saying what the folder is for.
    package static func makeDirectory(_ prefix: String = "test") throws -> String {
        let base = try rootDirectory()
        let path = base + "/\(prefix)-\(UUID().uuidString)"
        try makePrivateFolder(path)
        return path
    }

    /// A new, empty folder (mode 0700) on a path short enough for a server
    /// to make its sockets in: in this process's folder in `$TMPDIR` when
    /// that is short, and otherwise in `/tmp`, whatever `$TMPDIR` is. It goes
    /// when the process ends, as the others do.
    ///
    /// - Parameter prefix: A short word saying what the folder is for.
    package static func makeSocketDirectory(_ prefix: String) throws -> String {
        let path = try socketRoot.withLock { state in
            var current: (path: String, count: Int)
            if let state {
                current = state
            } else {
                current = (try rootDirectory(), 0)
                if current.path.utf8.count > longestSocketBase {
                    current.path = "/tmp/" + socketFolderPrefix + String(getpid())
                    try makePrivateFolder(current.path)
                }
            }
            current.count += 1
            state = current
            return current.path + "/\(prefix)-\(current.count)"
        }
        try makePrivateFolder(path)
        return path
    }

    private static func makePrivateFolder(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    private static func rootDirectory() throws -> String {
        try root.withLock { root in
            if let root { return root }
            removeLeftovers(in: NSTemporaryDirectory(), prefix: folderPrefix)
            removeLeftovers(in: "/tmp/", prefix: socketFolderPrefix)
            let path = NSTemporaryDirectory() + folderPrefix + String(getpid())
            try makePrivateFolder(path)
            root = path
            ProcessCleanup.register()
            return path
        }
    }

    /// Removes the folders of earlier test processes that did not get to
    /// remove their own: a crash or a trap skips `atexit`. A folder is left
    /// alone while a process with its number runs.
    private static func removeLeftovers(in base: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid(),
                  kill(pid, 0) == -1, errno == ESRCH,
                  let owner = (try? FileManager.default.attributesOfItem(atPath: base + name))?[.ownerAccountID] as? NSNumber,
                  owner.uint32Value == getuid()
            else { continue }
            try? FileManager.default.removeItem(atPath: base + name)
        }
    }

    /// Removes every temporary file of this process (at exit).
    static func removeAll() {
        if let path = socketRoot.withLock({ $0?.path }) { try? FileManager.default.removeItem(atPath: path) }
        guard let path = root.withLock({ $0 }) else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// What a test process undoes when it exits: the servers it started, then its files.
enum ProcessCleanup {
    private static let registered = Mutex(false)

    static func register() {
        registered.withLock { registered in
            guard !registered else { return }
            registered = true
            atexit {
                HeadlessSession.stopServers()
                TemporaryFiles.removeAll()
            }
        }
    }
}
