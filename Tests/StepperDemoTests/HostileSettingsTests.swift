import Foundation
import StepperTestSupport
@testable import StepperDemo
import XCTest

/// The demo started on hostile key files left by earlier versions, which it
/// imports into GSettings, as a user would meet them: the real binary,
/// started normally, then quit through its `quit` action over D-Bus. Each
/// must start and quit within seconds, keep its memory, and keep the user's
/// file exactly as it was, set aside as `stepper.ini.imported` and never read
/// again.
final class HostileSettingsTests: XCTestCase {
    private static let appID = "io.github.stepperkit.StepperDemo"

    /// What a run measured.
    private struct Run {
        var exitStatus: Int32?
        var peakResidentKilobytes: Int
        var secondsToWindow: Double
        var errors: String
    }

    /// Starts the demo with `configure` preparing its settings path, waits for
    /// its window, reads its peak memory, and quits it through its action.
    private func runDemo(
        in existingConfig: String? = nil, _ configure: (String) throws -> Void
    ) throws -> (run: Run, settings: String) {
        var environment = try HeadlessSession.start().variables
        let config = try existingConfig ?? TemporaryFiles.makeDirectory("hostile")
        environment["XDG_CONFIG_HOME"] = config
        if Sanitizer.isAddressSanitizerActive {
            // AddressSanitizer keeps freed memory in quarantine (256 MB by
            // default), so the peak would measure the sanitizer, not the app.
            // Without quarantine the peak still counts every byte the app holds
            // at once, with the sanitizer's padding: the same limit holds.
            environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "quarantine_size_mb=0"]
                .compactMap { $0 }.joined(separator: ":")
        }
        let folder = config + "/" + Self.appID
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let settings = folder + "/stepper.ini"
        try configure(settings)

        let start = Date()
        let app = try ChildProcess(ChildProcess.demoExecutable, [], environment: environment)
        let search = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--sync", "--onlyvisible", "--name", "^Stepper Demo$"],
            environment: environment)
        XCTAssertEqual(search.wait(timeout: 20), 0, "the window appears: \(app.standardError)")
        let secondsToWindow = Date().timeIntervalSince(start)
        let peak = Self.peakResidentKilobytes(of: app.process.processIdentifier)
        let quit = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/gdbus"),
            ["call", "--session", "--dest", Self.appID, "--object-path", "/io/github/stepperkit/StepperDemo",
             "--method", "org.gtk.Actions.Activate", "quit", "[]", "{}"],
            environment: environment)
        XCTAssertEqual(quit.wait(timeout: 10), 0, "the quit action is reachable: \(quit.standardError)")
        let status = app.wait(timeout: 10)
        return (Run(exitStatus: status, peakResidentKilobytes: peak, secondsToWindow: secondsToWindow,
                    errors: app.standardError), settings)
    }

    private static func peakResidentKilobytes(of pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// The bytes of a regular file (following symlinks); `nil` for anything
    /// else, which must not be read (a FIFO would block, a device never end).
    private func regularFileBytes(_ path: String) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    }

    private func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func testHostileFilesNeverCostTheAppOrTheData() throws {
        let (baseline, _) = try runDemo { _ in }
        XCTAssertEqual(baseline.exitStatus, 0, baseline.errors)
        XCTAssertFalse(baseline.errors.contains("settings schema"), "a build run in place finds its schema: \(baseline.errors)")

        let pile = "a" + String(repeating: "\u{301}", count: 20_000)
        let cases: [(String, (String) throws -> Void)] = [
            ("a FIFO", { XCTAssertEqual(mkfifo($0, 0o600), 0) }),
            ("a symlink to /dev/zero", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero") }),
            ("a symlink to /dev/urandom", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/urandom") }),
            ("a folder", { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }),
            ("10 MB of garbage", { path in
                let garbage = (0..<10_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
                try Data(garbage).write(to: URL(fileURLWithPath: path))
            }),
            ("a 1 MB value", { try Data(("[Stepper]\nleft-title=" + String(repeating: "x", count: 1_000_000)).utf8)
                .write(to: URL(fileURLWithPath: $0)) }),
            ("one letter and 20,000 combining marks", { try Data("[Stepper]\nleft-title=\(pile)\n".utf8)
                .write(to: URL(fileURLWithPath: $0)) }),
            ("bytes that are not UTF-8, comments and a misspelt key", { path in
                let bytes = Array("# mine\n[Stepper]\nvalue=7\nmaximum-valuE=50\nleft-title=".utf8) + [0xff, 0xc0, 0x0a]
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            }),
        ]
        for (name, configure) in cases {
            var before: [UInt8]?
            var kindBefore = Files.Kind.missing
            let (run, settings) = try runDemo { path in
                try configure(path)
                before = regularFileBytes(path)
                kindBefore = Files.kind(at: path)
            }
            XCTAssertEqual(run.exitStatus, 0, "\(name): the app quits normally\n\(run.errors)")
            XCTAssertLessThan(run.secondsToWindow, 10, "\(name): start-up is not held up")
            XCTAssertLessThan(run.peakResidentKilobytes, baseline.peakResidentKilobytes + 30_000,
                              "\(name): memory stays near the \(baseline.peakResidentKilobytes) kB of a clean start"
                                + (Sanitizer.isAddressSanitizerActive ? " (under AddressSanitizer, without its quarantine)" : ""))
            let aside = settings + ".imported"
            XCTAssertTrue(run.errors.contains(aside), "\(name): the warning names the file where it is now:\n\(run.errors)")
            XCTAssertLessThan(run.errors.count, 5_000, "\(name): the warning quotes excerpts only")
            let folder = (settings as NSString).deletingLastPathComponent
            XCTAssertEqual(contents(of: folder), ["stepper.ini.imported"], "\(name): set aside, and nothing written beside it")
            XCTAssertEqual(regularFileBytes(aside), before, "\(name): the user's bytes are kept exactly")
            XCTAssertEqual(Files.kind(at: aside), kindBefore, "\(name): what was there is still there")

            // Imported once: a second start leaves it alone, unread.
            let (again, _) = try runDemo(in: (folder as NSString).deletingLastPathComponent) { _ in }
            XCTAssertEqual(again.exitStatus, 0, "\(name): the second start quits normally\n\(again.errors)")
            XCTAssertFalse(again.errors.contains(aside), "\(name): the second start never reads it:\n\(again.errors)")
            XCTAssertEqual(contents(of: folder), ["stepper.ini.imported"], "\(name): the second start moves nothing")
        }
    }
}
