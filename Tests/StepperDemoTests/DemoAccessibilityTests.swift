import Foundation
import GtkInterop
import StepperTestSupport
import XCTest

/// The demo as an assistive tool sees it: a real window in the private
/// session, read and driven over AT-SPI by pyatspi in another process.
final class DemoAccessibilityTests: XCTestCase {
    func testScreenReaderReadsAndDrivesTheSteppers() throws {
        let session = try HeadlessSession.start()
        var environment = session.variables
        environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
        // GTK 4.10 and later give the stepper AT-SPI's Value interface; the probe checks the path this GTK has.
        environment["STEPPERKIT_EXPECT_VALUE_INTERFACE"] = MainActor.assumeIsolated { Accessible.valuesReachAssistiveTools } ? "1" : "0"
        let app = try ChildProcess(ChildProcess.demoExecutable, environment: environment)
        defer { app.stop() }

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi_probe.py")
        let probe = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment)
        let status = probe.wait(timeout: 90)
        let report = probe.standardOutput
        print(report)
        XCTAssertEqual(status, 0, "the AT-SPI probe failed: \(probe.standardError)\napp said: \(app.standardError)")
        XCTAssertTrue(report.contains("[spin button] 'Espresso' text='7'"), report)
        XCTAssertTrue(report.contains("button] 'Decrease'"), report)  // "push button" before AT-SPI 2.48
        XCTAssertTrue(report.hasSuffix("OK\n"), report)
    }
}

/// A new empty folder for one test, removed with the others when the test process ends.
func temporaryDirectory() throws -> String {
    try TemporaryFiles.makeDirectory()
}
