import Foundation
import StepperCore
import StepperTestSupport
import XCTest

/// The demo as a user starts it: a separate process, in the test's private session.
final class DemoCommandLineTests: XCTestCase {
    private var environment: [String: String] = [:]

    override func setUpWithError() throws {
        try super.setUpWithError()
        environment = try HeadlessSession.start().variables
        environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
    }

    private func runDemo(
        _ arguments: [String], environment: [String: String]? = nil, executable: URL = ChildProcess.demoExecutable,
        timeout: Double = 30
    ) throws -> (status: Int32?, output: String, errors: String) {
        let demo = try ChildProcess(executable, arguments, environment: environment ?? self.environment)
        let status = demo.wait(timeout: timeout)
        return (status, demo.standardOutput, demo.standardError)
    }

    func testVersionAnswersLikeAGNOMEApp() throws {
        let result = try runDemo(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "stepper-demo \(StepperKit.version)\n")
    }

    func testHelpListsTheOptions() throws {
        let result = try runDemo(["--help"])
        XCTAssertEqual(result.status, 0)
        for text in ["Usage:", "--version", "--screenshot=FILE", "--help-gapplication"] {
            XCTAssertTrue(result.output.contains(text), "--help lacks \(text):\n\(result.output)")
        }
    }

    func testWithoutADisplayItSaysSoInOneLine() throws {
        var bare = environment
        bare.removeValue(forKey: "DISPLAY")
        bare.removeValue(forKey: "WAYLAND_DISPLAY")
        let result = try runDemo([], environment: bare)
        XCTAssertEqual(result.status, 1)
        let lines = result.errors.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.errors)
        XCTAssertTrue(result.errors.contains("cannot open a display"), result.errors)
        // The suggestion works as typed: xvfb-run with the binary's own path, whatever PATH holds.
        let suggestion = try XCTUnwrap(result.errors.range(of: "xvfb-run -a ").map { result.errors[$0.upperBound...] })
        let path = suggestion.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(path, ChildProcess.demoExecutable.resolvingSymlinksInPath().path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))
    }

    func testScreenshotWritesAPNGOfTheWindowSize() throws {
        let path = try temporaryDirectory() + "/window.png"
        let result = try runDemo(["--screenshot", path])
        XCTAssertEqual(result.status, 0, result.errors)
        let size = try pngSize(of: path)
        XCTAssertEqual(result.output, "\(path): \(size.width)×\(size.height) pixels\n", "the window's size is the picture's")
        XCTAssertTrue((300...1_200).contains(size.width) && (300...1_200).contains(size.height), "\(size)")
    }

    func testResourcesLoadFromACopyOfTheBinaryAnywhere() throws {
        let folder = try temporaryDirectory()
        let copy = URL(fileURLWithPath: folder + "/stepper-demo")
        try FileManager.default.copyItem(at: ChildProcess.demoExecutable, to: copy)
        let path = folder + "/copy.png"
        let result = try runDemo(["--screenshot", path], executable: copy)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertGreaterThan(try pngSize(of: path).width, 0)
    }

    func testSecondStartHandsOverToTheFirst() throws {
        let first = try ChildProcess(ChildProcess.demoExecutable, [], environment: environment)
        defer { first.stop() }
        XCTAssertTrue(waitForWindows(count: 1), "the first instance shows its window")
        let second = try runDemo([], timeout: 20)
        XCTAssertEqual(second.status, 0, "the second start activates the first and exits: \(second.errors)")
        XCTAssertTrue(first.process.isRunning)
        XCTAssertTrue(waitForWindows(count: 1), "still one window: the first instance re-presented it")
    }

    func testDesktopFileAndMetainfoValidate() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        let desktop = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/desktop-file-validate"),
            [resources.appendingPathComponent("io.github.stepperkit.StepperDemo.desktop").path], environment: environment)
        XCTAssertEqual(desktop.wait(timeout: 30), 0, desktop.standardOutput + desktop.standardError)
        let metainfo = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/appstreamcli"),
            ["validate", "--no-net", resources.appendingPathComponent("io.github.stepperkit.StepperDemo.metainfo.xml").path],
            environment: environment)
        XCTAssertEqual(metainfo.wait(timeout: 60), 0, metainfo.standardOutput + metainfo.standardError)
    }

    // MARK: Helpers

    /// Waits until exactly `count` windows titled "Stepper Demo" exist on the display.
    private func waitForWindows(count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let search = try? ChildProcess(
                URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--onlyvisible", "--name", "^Stepper Demo$"],
                environment: environment), search.wait(timeout: 10) != nil
            {
                let ids = search.standardOutput.split(separator: "\n")
                if ids.count == count { return true }
            }
            usleep(100_000)
        }
        return false
    }
}

/// The width and height recorded in a PNG file's header, after checking its signature.
func pngSize(of path: String) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    guard bytes.count > 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
        throw CocoaError(.fileReadCorruptFile)
    }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
}
