import Foundation
import GtkInterop
import StepperTestSupport
import XCTest

/// The demo as an assistive tool sees it: a real window in the private
/// session, read and driven over AT-SPI by pyatspi in another process.
final class DemoAccessibilityTests: XCTestCase {
    func testScreenReaderReadsAndDrivesTheSteppers() throws {
        let run = try runAgainstTheDemo("atspi_probe.py", timeout: 90)
        XCTAssertEqual(run.status, 0, "the AT-SPI probe failed: \(run.errors)")
        XCTAssertTrue(run.report.contains("[spin button] 'Espresso' text='7'"), run.report)
        XCTAssertTrue(run.report.contains("button] 'Decrease'"), run.report)  // "push button" before AT-SPI 2.48
        XCTAssertTrue(run.report.hasSuffix("OK\n"), run.report)
    }

    /// The demo's Inspectable stepper driven by a hostile assistive tool
    /// (atspi_garbage.py): garbage text, offsets beyond the text, non-finite
    /// values (GTK 4.10 and later), a thousand clicks on a disabled button.
    func testAHostileAssistiveToolLeavesTheStepperValidAndTruthful() throws {
        let run = try runAgainstTheDemo("atspi_garbage.py", timeout: 300)
        XCTAssertEqual(run.status, 0, "the hostile tool broke something: \(run.errors)")
        XCTAssertTrue(run.report.contains("SetTextContents with a megabyte of digits: shows 100"), run.report)
        XCTAssertTrue(run.report.contains("SetTextContents with a negative number beyond Int64: shows -100"), run.report)
        XCTAssertTrue(run.report.contains("SetTextContents with a valid value: shows 42"), run.report)
        XCTAssertTrue(run.report.hasSuffix("OK\n"), run.report)
        XCTAssertFalse(run.appErrors.contains("CRITICAL"), run.appErrors)
    }

    /// Starts the demo in the private session and runs a pyatspi script of
    /// this folder against it; the script's report is printed.
    private func runAgainstTheDemo(
        _ scriptName: String, timeout: Double
    ) throws -> (status: Int32?, report: String, errors: String, appErrors: String) {
        let session = try HeadlessSession.start()
        var environment = session.variables
        environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
        // GTK 4.10 and later give the stepper AT-SPI's Value interface; the scripts check the path this GTK has.
        environment["STEPPERKIT_EXPECT_VALUE_INTERFACE"] = MainActor.assumeIsolated { Accessible.valuesReachAssistiveTools } ? "1" : "0"
        let app = try ChildProcess(ChildProcess.demoExecutable, environment: environment)
        defer { app.stop() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(scriptName)
        let probe = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment)
        let status = probe.wait(timeout: timeout)
        print(probe.standardOutput)
        return (status, probe.standardOutput, probe.standardError + "\napp said: " + app.standardError, app.standardError)
    }
}

/// A new empty folder for one test, removed with the others when the test process ends.
func temporaryDirectory() throws -> String {
    try TemporaryFiles.makeDirectory()
}
