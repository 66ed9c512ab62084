import Foundation
import Synchronization

/// The files and folders a test process makes, all under one folder of its
/// own in `$TMPDIR`, which goes when the process ends: a test run leaves
/// nothing behind.
package enum TemporaryFiles {
    private static let root = Mutex<String?>(nil)

    /// A new, empty folder for one test (mode 0700).
    ///
    /// - Parameter prefix: A word saying what the folder is for.
    package static func makeDirectory(_ prefix: String = "test") throws -> String {
        let base = try rootDirectory()
        let path = base + "/\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return path
    }

    private static func rootDirectory() throws -> String {
        try root.withLock { root in
            if let root { return root }
            removeLeftovers()
            let path = NSTemporaryDirectory() + "stepperkit-tests-\(getpid())"
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            root = path
            ProcessCleanup.register()
            return path
        }
    }

    /// Removes the folders of earlier test processes that did not get to
    /// remove their own: a crash or a trap skips `atexit`. A folder is left
    /// alone while a process with its number runs.
    private static func removeLeftovers() {
        let base = NSTemporaryDirectory()
        let prefix = "stepperkit-tests-"
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
