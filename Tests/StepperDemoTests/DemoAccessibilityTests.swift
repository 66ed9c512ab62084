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
        // GTK_DEBUG=builder names what a .ui file uses that GTK deprecates (such as a
        // <child> of a GtkRevealer on GTK 4.18 and later) in the main window, the
        // preferences and the shortcuts, which the probe opened.
        XCTAssertFalse(run.appErrors.lowercased().contains("deprecated"), run.appErrors)
        // Nor does GLib, GTK or libadwaita warn of anything there, such as
        // libadwaita 1.10's warning about a preferences row outside a list.
        for level in ["-WARNING **", "-CRITICAL **"] {
            XCTAssertFalse(run.appErrors.contains(level), run.appErrors)
        }
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
        // GTK's AT-SPI bridge hands the tool's crossed range and negative offset for
        // DeleteText to gtk_editable_delete_text unchecked, and GTK 4.24 refuses
        // them there, in that function's own preconditions, with a critical each,
        // before any widget sees them: a GtkSpinButton gets the same. Any other
        // critical would be the stepper's.
        let criticals = run.appErrors.split(separator: "\n").filter { $0.contains("CRITICAL") }
        let refusedByGtk = criticals.filter { $0.contains("gtk_editable_delete_text: assertion") }
        XCTAssertEqual(criticals, refusedByGtk, run.appErrors)
        XCTAssertTrue([0, 2].contains(refusedByGtk.count), "\(refusedByGtk)")
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
        environment["GTK_DEBUG"] = "builder"
        let app = try ChildProcess(ChildProcess.demoExecutable, environment: environment)
        defer { app.stop() }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(scriptName)
        let probe = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment)
        let status = probe.wait(timeout: timeout)
        print(probe.standardOutput)
        // All the app printed: what it writes may arrive only as it exits.
        app.stop()
        return (status, probe.standardOutput, probe.standardError + "\napp said: " + app.standardError, app.standardError)
    }
}

/// A new empty folder for one test, removed with the others when the test process ends.
func temporaryDirectory() throws -> String {
    try TemporaryFiles.makeDirectory()
}
