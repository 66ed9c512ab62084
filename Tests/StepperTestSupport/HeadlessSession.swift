import Foundation
import Synchronization

/// A private X display (Xvfb) and D-Bus session bus for GTK tests.
///
/// GTK needs a display, and its accessibility bridge a session bus. Each test
/// process starts its own, so `swift test` works the same on a desktop, in CI
/// and on a machine with no display, and two runs never share an
/// accessibility bus. Both servers are stopped when the process exits.
package enum HeadlessSession {
    /// What a started session put in the environment.
    package struct Environment: Sendable {
        /// `DISPLAY`.
        package var display: String
        /// `DBUS_SESSION_BUS_ADDRESS`.
        package var busAddress: String
        /// `XDG_RUNTIME_DIR`, private to this process (mode 0700).
        package var runtimeDirectory: String
        /// `XDG_CONFIG_HOME`, private to this process.
        package var configDirectory: String

        /// The variables a child process (the demo app, an AT-SPI client) needs
        /// to join this session, on top of the current environment.
        package var variables: [String: String] {
            var result = ProcessInfo.processInfo.environment
            result["DISPLAY"] = display
            result["DBUS_SESSION_BUS_ADDRESS"] = busAddress
            result["XDG_RUNTIME_DIR"] = runtimeDirectory
            result["XDG_CONFIG_HOME"] = configDirectory
            result["GSK_RENDERER"] = "cairo"
            result["GSETTINGS_BACKEND"] = "memory"
            result["GDK_BACKEND"] = "x11"
            result.removeValue(forKey: "WAYLAND_DISPLAY")
            return result
        }
    }

    /// Why a session could not start.
    package struct StartError: Error, CustomStringConvertible {
        /// What went wrong and how to fix it.
        package var description: String
    }

    private static let started = Mutex<Result<Environment, StartError>?>(nil)
    /// `XDG_CONFIG_HOME` as it was before the session replaced it (`.some(nil)`: unset).
    private static let userConfiguration = Mutex<String??>(nil)

    fileprivate static func noteUserConfiguration() {
        userConfiguration.withLock { noted in
            if noted == nil { noted = .some(ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]) }
        }
    }

    /// The environment for build tools a test runs (SwiftPM, through
    /// `Scripts/install`): this process's, with the configuration folder the
    /// user had. SwiftPM keeps a lock file in the temporary folder for any
    /// other configuration folder, which would outlive the test run. Its
    /// temporary folder is one of the test run's: SwiftPM 6.3 leaves
    /// `TemporaryDirectory.*` folders behind in it on every build.
    package static var buildEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // Unchanged when no session replaced it.
        if let noted = userConfiguration.withLock({ $0 }) { environment["XDG_CONFIG_HOME"] = noted }
        if let temporary = try? TemporaryFiles.makeDirectory("swiftpm") { environment["TMPDIR"] = temporary }
        return environment
    }
    fileprivate static let children = Mutex<[pid_t]>([])

    /// Starts the session once per process and exports it to this process's environment.
    ///
    /// - Returns: The session's environment.
    /// - Throws: ``StartError`` when Xvfb or dbus-daemon is missing or does not start.
    @discardableResult
    package static func start() throws -> Environment {
        try started.withLock { state in
            if let state { return try state.get() }
            let result = Result { () throws(StartError) in try launch() }
            state = result
            return try result.get()
        }.exportingToProcess()
    }

    private static func launch() throws(StartError) -> Environment {
        let runtime = try makePrivateDirectory("runtime", holdsSockets: true)
        let config = try makePrivateDirectory("stepperkit-config")
        let xvfb = try spawn(
            "Xvfb", ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"],
            package: "xvfb")
        guard let number = xvfb.firstLine.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw StartError(description: "Xvfb started but did not report a display number")
        }
        let configuration = try busConfiguration(services: ["org.a11y.Bus"])
        let bus = try spawn(
            "dbus-daemon", ["--config-file=\(configuration)", "--nofork", "--print-address=1"], package: "dbus",
            environment: ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtime]) { $1 })
        guard let address = bus.firstLine, !address.isEmpty else {
            throw StartError(description: "dbus-daemon started but did not print its address")
        }
        return Environment(display: ":\(number)", busAddress: address, runtimeDirectory: runtime, configDirectory: config)
    }

    /// A D-Bus session bus of one test's own, beside the session's.
    package struct PrivateBus {
        /// `DBUS_SESSION_BUS_ADDRESS` for the programs that are to use it.
        package let address: String
        private let process: Process

        fileprivate init(address: String, process: Process) {
            (self.address, self.process) = (address, process)
        }

        /// Stops the bus; the services it started end with it.
        package func stop() {
            let pid = process.processIdentifier
            HeadlessSession.children.withLock { $0.removeAll { $0 == pid } }
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Starts a session bus that can start `services` (and the accessibility
    /// bus) with the session's display and `environment` on top: the way a
    /// test hands a service settings of its own, as a desktop session hands
    /// its own to the services it starts.
    ///
    /// - Throws: ``StartError`` when dbus-daemon is missing or does not start.
    package static func startBus(services: [String], environment: [String: String]) throws(StartError) -> PrivateBus {
        let session: Environment
        do {
            session = try start()
        } catch let error as StartError {
            throw error
        } catch {
            throw StartError(description: "\(error)")
        }
        var variables = session.variables
        variables.merge(environment) { $1 }
        let configuration = try busConfiguration(services: ["org.a11y.Bus"] + services)
        let (process, address) = try spawn(
            "dbus-daemon", ["--config-file=\(configuration)", "--nofork", "--print-address=1"], package: "dbus",
            environment: variables)
        guard let address, !address.isEmpty else {
            throw StartError(description: "dbus-daemon started but did not print its address")
        }
        return PrivateBus(address: address, process: process)
    }

    /// Writes the configuration of a session bus that can start only
    /// `services` (D-Bus names whose `.service` files are installed): not
    /// whatever else the machine has, such as the document portal, which
    /// mounts a FUSE file system that would outlive the test.
    ///
    /// - Returns: The configuration file's path.
    private static func busConfiguration(services: [String]) throws(StartError) -> String {
        let folder = try makePrivateDirectory("bus", holdsSockets: true)
        let serviceFolder = folder + "/services"
        let installed = ["/usr/share/dbus-1/services", "/usr/local/share/dbus-1/services"]
        do {
            try FileManager.default.createDirectory(atPath: serviceFolder, withIntermediateDirectories: true)
            for service in services {
                guard let file = installed.map({ "\($0)/\(service).service" })
                    .first(where: { FileManager.default.fileExists(atPath: $0) })
                else { continue }
                try FileManager.default.createSymbolicLink(atPath: "\(serviceFolder)/\(service).service", withDestinationPath: file)
            }
            let configuration = """
                <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
                 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
                <busconfig>
                  <type>session</type>
                  <keep_umask/>
                  <listen>unix:dir=\(folder)</listen>
                  <auth>EXTERNAL</auth>
                  <servicedir>\(serviceFolder)</servicedir>
                  <policy context="default">
                    <allow send_destination="*" eavesdrop="true"/>
                    <allow eavesdrop="true"/>
                    <allow own="*"/>
                  </policy>
                </busconfig>
                """
            try Data(configuration.utf8).write(to: URL(fileURLWithPath: folder + "/session.conf"))
        } catch {
            throw StartError(description: "cannot write a D-Bus configuration in \(folder): \(error)")
        }
        return folder + "/session.conf"
    }

    private static func makePrivateDirectory(_ prefix: String, holdsSockets: Bool = false) throws(StartError) -> String {
        do {
            return try holdsSockets ? TemporaryFiles.makeSocketDirectory(prefix) : TemporaryFiles.makeDirectory(prefix)
        } catch {
            throw StartError(description: "cannot create a private folder in \(NSTemporaryDirectory()): \(error)")
        }
    }

    /// Starts a server that prints one line (its display or address) on standard output.
    private static func spawn(
        _ tool: String, _ arguments: [String], package: String, environment: [String: String]? = nil
    ) throws(StartError) -> (process: Process, firstLine: String?) {
        guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw StartError(description: "\(tool) is not installed; install the Debian package \(package) (bash .ci/run does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw StartError(description: "cannot start \(path): \(error)")
        }
        children.withLock { $0.append(process.processIdentifier) }
        ProcessCleanup.register()
        watchParent(of: process.processIdentifier)
        return (process, readLine(from: output.fileHandleForReading))
    }

    private static func readLine(from handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while let chunk = try? handle.read(upToCount: 1), let byte = chunk.first {
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Stops the servers this process started and waits for them, so that
    /// their sockets and lock files are gone before the process is.
    static func stopServers() {
        let pids = children.withLock { pids in
            defer { pids.removeAll() }
            return pids
        }
        for pid in pids { kill(pid, SIGTERM) }
        for pid in pids {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Stops `child` when this process ends, even by a crash that skips `atexit`.
    private static func watchParent(of child: pid_t) {
        let watchdog = Process()
        watchdog.executableURL = URL(fileURLWithPath: "/bin/sh")
        watchdog.arguments = [
            "-c", "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; kill \(child) 2>/dev/null",
        ]
        watchdog.standardOutput = FileHandle.nullDevice
        watchdog.standardError = FileHandle.nullDevice
        try? watchdog.run()
    }
}

extension HeadlessSession.Environment {
    fileprivate func exportingToProcess() -> Self {
        HeadlessSession.noteUserConfiguration()
        for (name, value) in [
            ("DISPLAY", display), ("DBUS_SESSION_BUS_ADDRESS", busAddress), ("XDG_RUNTIME_DIR", runtimeDirectory),
            ("XDG_CONFIG_HOME", configDirectory), ("GSK_RENDERER", "cairo"), ("GSETTINGS_BACKEND", "memory"),
            ("GDK_BACKEND", "x11"),
        ] {
            setenv(name, value, 1)
        }
        unsetenv("WAYLAND_DISPLAY")
        return self
    }
}
