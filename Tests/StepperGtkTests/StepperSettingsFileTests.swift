import Foundation
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

/// Settings files need GLib but no display.
final class StepperSettingsFileTests: GLibTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryFiles.makeDirectory("settings")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
        try super.tearDownWithError()
    }

    private func file() -> StepperSettingsFile { StepperSettingsFile(path: folder + "/app/stepper.ini") }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file().path))
    }

    func testMissingFileMeansDefaults() {
        let settings = file()
        onMain {
            let contents = settings.load()
            XCTAssertEqual(contents.configuration, .inspectable)
            XCTAssertEqual(contents.problems, [])
            XCTAssertNil(contents.warning)
            XCTAssertFalse(FileManager.default.fileExists(atPath: settings.backupPath))
        }
    }

    func testApplicationFileLivesInTheConfigFolder() {
        onMain {
            let path = StepperSettingsFile(applicationID: "org.example.Test").path
            XCTAssertEqual(path, Files.userConfigDirectory + "/org.example.Test/stepper.ini")
        }
    }

    func testRoundTripKeepsEveryPropertyExactly() throws {
        let settings = file()
        try onMain {
            let configuration = StepperConfiguration(
                value: Int.max, minimumValue: Int.min, maximumValue: Int.max, stepValue: 7, wraps: true, autorepeat: false,
                leftTitle: "less = fewer\nstill", rightTitle: " ☕ ", backgroundColor: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
            try settings.save(configuration)
            XCTAssertEqual(settings.load(), StepperSettingsFile.Contents(
                configuration: configuration, problems: [], backupPath: nil, warning: nil))
            let text = try String(contentsOfFile: settings.path, encoding: .utf8)
            XCTAssertTrue(text.contains("[Stepper]"))
            XCTAssertTrue(text.contains("minimum-value=-9223372036854775808"))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: Files.directory(of: settings.path))
            XCTAssertEqual(leftovers, ["stepper.ini"], "the atomic write leaves no temporary file")
        }
    }

    func testCorruptFileGivesDefaultsOneWarningAndABackup() throws {
        let settings = file()
        let garbage = "this is not\u{0}a key file\n[[[\n"
        try write(garbage)
        try onMain {
            var contents: StepperSettingsFile.Contents?
            let problems = problemsLogged { contents = settings.load() }
            XCTAssertEqual(contents?.configuration, .inspectable)
            XCTAssertEqual(problems.count, 1, "one warning")
            XCTAssertTrue(problems.first?.message.contains(settings.path) ?? false)
            XCTAssertEqual(contents?.backupPath, settings.backupPath)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: settings.backupPath)), Data(garbage.utf8))
        }
    }

    func testBadKeysAreEachNamedAndTheRestLoaded() throws {
        let settings = file()
        let original = """
            [Stepper]
            value=5
            minimum-value=abc
            maximum-value=99999999999999999999
            step-value=0
            wraps=maybe
            autorepeat=false
            left-title=\(String(repeating: "x", count: 40))
            right-title=up
            background-color=#12
            unknown-key=ignored
            """
        try write(original)
        try onMain {
            var contents: StepperSettingsFile.Contents?
            let logged = problemsLogged { contents = settings.load() }
            let loaded = try XCTUnwrap(contents)
            XCTAssertEqual(loaded.configuration, StepperConfiguration(value: 5, autorepeat: false, rightTitle: "up"))
            XCTAssertEqual(Set(loaded.problems.compactMap(\.key)), [
                "minimum-value", "maximum-value", "step-value", "wraps", "left-title", "background-color",
            ])
            XCTAssertEqual(logged.count, 1, "one warning for all of them")
            let warning = try XCTUnwrap(logged.first?.message)
            for key in ["minimum-value", "maximum-value", "step-value", "wraps", "left-title", "background-color", settings.path] {
                XCTAssertTrue(warning.contains(key), "the warning does not name \(key): \(warning)")
            }
            XCTAssertFalse(warning.contains("unknown-key"), "keys from a newer version are not errors")
            XCTAssertEqual(try String(contentsOfFile: settings.backupPath, encoding: .utf8), original)
        }
    }

    func testBoundsThatDisagreeKeepOneAndReportTheOther() throws {
        let settings = file()
        try write("[Stepper]\nminimum-value=50\nmaximum-value=10\nvalue=7\n")
        try onMain {
            var contents: StepperSettingsFile.Contents?
            _ = problemsLogged { contents = settings.load() }
            let loaded = try XCTUnwrap(contents)
            XCTAssertEqual(loaded.problems.map(\.key), ["minimum-value"])
            XCTAssertEqual(loaded.configuration.maximumValue, 10)
            XCTAssertEqual(loaded.configuration.minimumValue, -100)
            XCTAssertEqual(loaded.configuration.value, 7)
        }
    }

    func testValueOutsideTheBoundsIsReported() throws {
        let settings = file()
        try write("[Stepper]\nminimum-value=10\nmaximum-value=20\nvalue=500\n")
        try onMain {
            var contents: StepperSettingsFile.Contents?
            _ = problemsLogged { contents = settings.load() }
            let loaded = try XCTUnwrap(contents)
            XCTAssertEqual(loaded.problems.map(\.key), ["value"])
            XCTAssertEqual(loaded.configuration.minimumValue, 10)
            XCTAssertEqual(loaded.configuration.value, 10, "the default, clamped into the bounds read")
        }
    }

    func testTextThatIsNotUTF8IsRefused() throws {
        let settings = file()
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try Data([0x5b, 0xff, 0xfe, 0x5d]).write(to: URL(fileURLWithPath: settings.path))
        onMain {
            var contents: StepperSettingsFile.Contents?
            let logged = problemsLogged { contents = settings.load() }
            XCTAssertEqual(contents?.configuration, .inspectable)
            XCTAssertEqual(logged.count, 1)
            XCTAssertTrue(contents?.problems.first?.reason.contains("UTF-8") ?? false)
        }
    }

    func testBackupIsMadeBeforeTheFileIsOverwritten() throws {
        let settings = file()
        try write("[Stepper]\nstep-value=-1\nvalue=3\n")
        try onMain {
            _ = problemsLogged { _ = settings.load() }
            try settings.save(.quantity)
            XCTAssertEqual(try String(contentsOfFile: settings.backupPath, encoding: .utf8), "[Stepper]\nstep-value=-1\nvalue=3\n")
            XCTAssertEqual(settings.load().configuration, .quantity)
        }
    }

    func testUnwritableFolderThrowsAClearError() throws {
        let settings = file()
        // A regular file where a folder should be: no permission trick a root user would bypass.
        let blocker = Files.directory(of: Files.directory(of: settings.path)) + "/blocker"
        try Data().write(to: URL(fileURLWithPath: blocker))
        onMain {
            let unwritable = StepperSettingsFile(path: blocker + "/app/stepper.ini")
            do {
                try unwritable.save(.inspectable)
                XCTFail("saving under a file succeeded")
            } catch {
                XCTAssertTrue(String(describing: error).contains(unwritable.path), String(describing: error))
                XCTAssertTrue(String(describing: error).contains("Not a directory"), String(describing: error))
            }
        }
    }
}
