import Foundation
import StepperTestSupport
import XCTest

/// Keeps stepper-bench working: a small run gives sane numbers for what it
/// measured and says plainly (null) what it did not. Timing targets are not
/// checked here; the machines are too noisy for that.
final class BenchmarkSmokeTests: XCTestCase {
    private func runBench(_ arguments: [String]) throws -> [String: Any] {
        let environment = try HeadlessSession.start().variables
        let bench = try ChildProcess(
            ChildProcess.productsDirectory.appendingPathComponent("stepper-bench"),
            ["--json", "--repetitions", "1"] + arguments, environment: environment)
        XCTAssertEqual(bench.wait(timeout: 120), 0, bench.standardError)
        let output = bench.standardOutput
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
    }

    /// The median of a figure, such as `dispatch_seconds.swift_closure`.
    private func median(_ object: [String: Any], _ group: String, _ name: String) -> Double? {
        ((object[group] as? [String: Any])?[name] as? [String: Any])?["median"] as? Double
    }

    func testDispatchRunGivesPositiveTimesAndARatio() throws {
        let object = try runBench(["--only", "dispatch", "--emissions", "20000"])
        let swift = try XCTUnwrap(median(object, "dispatch_seconds", "swift_closure"))
        let c = try XCTUnwrap(median(object, "dispatch_seconds", "c_handler"))
        XCTAssertTrue(swift > 0 && swift < 1e-3, "a Swift handler call takes \(swift) s")
        XCTAssertTrue(c > 0 && c < 1e-3, "a C handler call takes \(c) s")
        let ratio = try XCTUnwrap(object["dispatch_ratio"] as? Double)
        XCTAssertEqual(ratio, swift / c, accuracy: 1e-9, "the ratio is ours over the reference")
        for key in ["creation_time_ratio", "creation_memory_ratio", "update_ratio", "startup_ratio"] {
            XCTAssertTrue(object[key] is NSNull, "\(key) was not measured, so it is null, not \(object[key] ?? "missing")")
        }
    }

    func testCreationRunMeasuresEveryWidgetKind() throws {
        let object = try runBench(["--only", "creation", "--widgets", "20"])
        for kind in ["Stepper", "GtkSpinButton", "GtkBox (button, label, button)"] {
            let seconds = try XCTUnwrap(median(object, "creation_seconds_per_widget", kind), kind)
            let bytes = try XCTUnwrap(median(object, "creation_bytes_per_widget", kind), kind)
            XCTAssertTrue(seconds > 0 && seconds < 0.1, "\(kind): \(seconds) s a widget")
            // Under AddressSanitizer the benchmark counts the bytes asked of its allocator.
            XCTAssertTrue(bytes > 1_000 && bytes < 1_000_000, "\(kind): \(bytes) bytes a widget")
        }
        let ratio = try XCTUnwrap(object["creation_time_ratio"] as? Double)
        XCTAssertTrue(ratio.isFinite && ratio > 0)
    }

    func testFanoutRunMeasuresBothWidgets() throws {
        let object = try runBench(["--only", "fanout"])
        for kind in ["Stepper", "GtkSpinButton"] {
            let seconds = try XCTUnwrap(median(object, "fanout_seconds_per_change", kind), kind)
            XCTAssertTrue(seconds > 0 && seconds < 5, "\(kind): \(seconds) s for one change seen by a thousand views")
        }
        XCTAssertEqual(object["fanout_views"] as? Int, 1_000)
        XCTAssertTrue((object["fanout_ratio"] as? Double)?.isFinite ?? false)
    }

    /// A short list, so the test stays quick: the run scrolls it in a child
    /// process per widget kind and reports frames, memory and rebinding.
    func testListRunScrollsBothListsAndRebinds() throws {
        let object = try runBench(["--only", "list", "--list-items", "300"])
        XCTAssertEqual(object["list_items"] as? Int, 300)
        for kind in ["Stepper", "GtkSpinButton"] {
            let scroll = try XCTUnwrap(median(object, "list_scroll_seconds", kind), kind)
            XCTAssertTrue(scroll > 0 && scroll < 60, "\(kind): \(scroll) s of frame work")
            let resident = try XCTUnwrap(median(object, "list_resident_bytes", kind), kind)
            XCTAssertTrue(resident > 0, "\(kind): the list grows resident memory by \(resident) bytes")
            let worst = try XCTUnwrap((object["list_worst_frame_ms"] as? [String: Any])?[kind] as? Double, kind)
            XCTAssertTrue(worst > 0 && worst < 5_000, "\(kind): worst frame \(worst) ms")
        }
        let rebind = try XCTUnwrap(object["rebind_seconds"] as? Double)
        XCTAssertTrue(rebind > 0 && rebind < 0.01, "a rebind takes \(rebind) s")
        XCTAssertTrue(object["startup_ratio"] is NSNull)
    }
}
