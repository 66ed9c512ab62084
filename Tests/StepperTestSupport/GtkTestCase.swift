import CGtk
import CTestShims
import GtkInterop
import StepperDemo
import Synchronization
import XCTest

/// A GLib log message seen during a test.
package struct LogMessage: Sendable, CustomStringConvertible {
    /// The log domain, such as `StepperKit` or `Gtk`.
    package var domain: String
    /// The level: `G_LOG_LEVEL_WARNING`, `G_LOG_LEVEL_CRITICAL`... as a number.
    package var level: Int32
    /// The message text.
    package var message: String

    /// Whether the message is a warning, a critical or an error.
    package var isProblem: Bool {
        level & SKTEST_LOG_LEVELS_OF_PROBLEMS.rawValue != 0
    }

    /// The message as GLib would print it.
    package var description: String { "\(domain): \(message)" }
}

/// Collects every GLib log message. It prints each as GLib would, except the
/// warnings a test provokes on purpose inside ``problemsLogged(during:)``: those
/// the test asserts, and a newcomer reading the output need not wonder about.
package enum LogRecorder {
    static let messages = Mutex<[LogMessage]>([])
    /// Whether a test is provoking warnings on purpose right now.
    static let isExpectingProblems = Mutex(false)

    /// Installs the recorder as GLib's log writer; once per process.
    static func install() {
        g_log_set_writer_func({ level, fields, count, _ in
            var domain = "", message = ""
            if let fields {
                for index in 0..<Int(count) {
                    let field = fields[index]
                    guard let key = field.key, let value = field.value else { continue }
                    let text: String
                    if field.length < 0 {
                        text = String(cString: value.assumingMemoryBound(to: CChar.self))
                    } else {
                        text = String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                    }
                    switch String(cString: key) {
                    case "GLIB_DOMAIN": domain = text
                    case "MESSAGE": message = text
                    default: break
                    }
                }
            }
            let entry = LogMessage(domain: domain, level: level.rawValue, message: message)
            LogRecorder.messages.withLock { $0.append(entry) }
            if entry.isProblem && LogRecorder.isExpectingProblems.withLock({ $0 }) { return G_LOG_WRITER_HANDLED }
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    /// Empties the record and returns what it held.
    package static func take() -> [LogMessage] {
        messages.withLock { current in
            defer { current.removeAll() }
            return current
        }
    }
}

/// The base of tests that check GLib's log: it fails a test that leaves a
/// warning or critical it did not expect.
open class GLibTestCase: XCTestCase {
    private static let isRecording = Mutex(false)

    override open func setUpWithError() throws {
        try super.setUpWithError()
        Self.isRecording.withLock { recording in
            guard !recording else { return }
            LogRecorder.install()
            recording = true
        }
        _ = LogRecorder.take()
    }

    override open func tearDownWithError() throws {
        let problems = LogRecorder.take().filter(\.isProblem)
        XCTAssertTrue(problems.isEmpty, "unexpected GLib messages: \(problems)")
        try super.tearDownWithError()
    }

    /// Runs code on the main actor; XCTest already runs the test on the main thread.
    package func onMain<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
        try MainActor.assumeIsolated(body)
    }
}

/// The base of every test that touches GTK.
///
/// It starts a private display and bus, initialises GTK once, and fails a
/// test that leaves a GLib warning or critical it did not expect. Test methods
/// run on the main thread (XCTest's rule); they enter the main actor with
/// ``onMain(_:)``.
open class GtkTestCase: GLibTestCase {
    private static let isInitialized = Mutex(false)

    override open func setUpWithError() throws {
        try Self.initializeGtk()
        try super.setUpWithError()
    }

    override open func tearDownWithError() throws {
        MainActor.assumeIsolated { MainLoop.drain() }
        try super.tearDownWithError()
    }

    /// Starts the session and GTK, once per process, on the main thread.
    static func initializeGtk() throws {
        try isInitialized.withLock { initialized in
            guard !initialized else { return }
            let session = try HeadlessSession.start()
            guard gtk_init_check() != 0 else {
                throw HeadlessSession.StartError(description: "gtk_init_check failed on display \(session.display)")
            }
            initialized = true
        }
    }

}

/// Runs `body` and returns the GLib warnings and criticals it logged,
/// so a test can check them instead of failing on them; they are not printed.
package func problemsLogged(during body: () throws -> Void) rethrows -> [LogMessage] {
    _ = LogRecorder.take()
    LogRecorder.isExpectingProblems.withLock { $0 = true }
    defer { LogRecorder.isExpectingProblems.withLock { $0 = false } }
    try body()
    return LogRecorder.take().filter(\.isProblem)
}

/// Dispatches every event that is ready now, without blocking.
@MainActor
package func drainMainLoop() {
    MainLoop.drain()
}

/// Iterates the main loop until `condition` holds; fails the test after `timeout` seconds.
@MainActor
package func waitUntil(
    _ what: @autoclosure () -> String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () -> Bool
) {
    if !MainLoop.iterate(until: condition, timeout: timeout) {
        XCTFail("timed out waiting until \(what())", file: file, line: line)
    }
}
