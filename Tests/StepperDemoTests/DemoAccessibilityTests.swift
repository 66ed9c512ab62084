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

extension DemoAccessibilityTests {
    /// The demo's Inspectable stepper driven by a hostile assistive tool
    /// (atspi_garbage.py): garbage text, offsets beyond the text, non-finite
    /// values (GTK 4.10 and later), a thousand clicks on a disabled button.
    func testAHostileAssistiveToolLeavesTheStepperValidAndTruthful() throws {
        let session = try HeadlessSession.start()
        var environment = session.variables
        environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
        environment["STEPPERKIT_EXPECT_VALUE_INTERFACE"] = MainActor.assumeIsolated { Accessible.valuesReachAssistiveTools } ? "1" : "0"
        let app = try ChildProcess(ChildProcess.demoExecutable, environment: environment)
        defer { app.stop() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi_garbage.py")
        let probe = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment)
        let status = probe.wait(timeout: 300)
        let report = probe.standardOutput
        print(report)
        XCTAssertEqual(status, 0, "the hostile tool broke something: \(probe.standardError)\napp said: \(app.standardError)")
        XCTAssertTrue(report.contains("SetTextContents with a megabyte of digits: shows 100"), report)
        XCTAssertTrue(report.contains("SetTextContents with a negative number beyond Int64: shows -100"), report)
        XCTAssertTrue(report.contains("SetTextContents with a valid value: shows 42"), report)
        XCTAssertTrue(report.hasSuffix("OK\n"), report)
        XCTAssertFalse(app.standardError.contains("CRITICAL"), app.standardError)
    }
}

/// A new empty folder for one test, removed with the others when the test process ends.
func temporaryDirectory() throws -> String {
    try TemporaryFiles.makeDirectory()
}
