import Foundation
import StepperTestSupport
import Synchronization
import XCTest

/// The library as `Scripts/install --library-only` puts it in a prefix,
/// made once for the whole test process: the tests of the examples, the
/// introspection data, the exported symbols and the version all use it.
enum LibraryInstall {
    private static let installed = Mutex<String?>(nil)

    /// The prefix the library is installed in, installing it on first use.
    static func prefix() throws -> String {
        try installed.withLock { installed in
            if let installed { return installed }
            let prefix = try TemporaryFiles.makeDirectory("library") + "/prefix"
            let script = try ChildProcess(
                URL(fileURLWithPath: "/bin/bash"), [InstallTests.repository + "/Scripts/install", "--library-only", "--prefix", prefix],
                environment: HeadlessSession.buildEnvironment, in: InstallTests.repository)
            // A release build from nothing takes minutes on a small machine.
            XCTAssertEqual(script.wait(timeout: 1800), 0, "Scripts/install --library-only failed:\n\(script.standardError)")
            installed = prefix
            return prefix
        }
    }

    /// The headless session, and the paths a program needs to find an install in `prefix`.
    static func environment(for prefix: String) throws -> [String: String] {
        var environment = try HeadlessSession.start().variables
        environment["GI_TYPELIB_PATH"] = prefix + "/lib/girepository-1.0"
        environment["PKG_CONFIG_PATH"] = prefix + "/lib/pkgconfig"
        environment.removeValue(forKey: "LD_LIBRARY_PATH")
        environment["LANGUAGE"] = "C"
        return environment
    }
}
