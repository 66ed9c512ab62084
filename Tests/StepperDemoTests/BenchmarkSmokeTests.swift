import Foundation
import StepperTestSupport
import XCTest

/// Keeps stepper-bench working; its figures are checked by people, not here.
final class BenchmarkSmokeTests: XCTestCase {
    func testJSONNamesEveryRatio() throws {
        let environment = try HeadlessSession.start().variables
        let bench = try ChildProcess(
            ChildProcess.productsDirectory.appendingPathComponent("stepper-bench"),
            ["--json", "--repetitions", "1", "--widgets", "10", "--only", "dispatch"], environment: environment)
        XCTAssertEqual(bench.wait(timeout: 120), 0, bench.standardError)
        let output = bench.standardOutput
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        for key in ["creation_time_ratio", "creation_memory_ratio", "update_ratio", "dispatch_ratio", "startup_ratio"] {
            XCTAssertNotNil(object[key], "no \(key) in \(output)")
        }
        XCTAssertGreaterThan(object["dispatch_ratio"] as? Double ?? 0, 0, "the part measured has a ratio")
    }
}
