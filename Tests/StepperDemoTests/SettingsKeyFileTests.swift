import Foundation
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperDemo
import StepperGtk

/// The key file of earlier versions, read to import it: GLib, but no display.
final class SettingsKeyFileTests: GLibTestCase {
    private var folder = ""
    private var settings: SettingsKeyFile { SettingsKeyFile(path: folder + "/app/stepper.ini") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryFiles.makeDirectory("settings")
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
    }

    private func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    private func write(_ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: settings.path))
    }

    private func filesInFolder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/app").sorted()
    }

    /// Loads, expecting a warning when `expectingProblems`.
    private func load(expectingProblems: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> SettingsKeyFile.Contents {
        var contents: SettingsKeyFile.Contents?
        let logged = problemsLogged { contents = settings.load() }
        XCTAssertEqual(logged.count, expectingProblems ? 1 : 0, "one warning at most: \(logged)", file: file, line: line)
        if let warning = logged.first?.message {
            XCTAssertTrue(warning.contains(settings.path), "the warning names the file: \(warning)", file: file, line: line)
            XCTAssertLessThan(warning.count, 3_000, "the warning quotes excerpts, not whole values", file: file, line: line)
        }
        return contents!
    }

    // MARK: Reading

    func testMissingFileMeansDefaultsAndWritesNothing() throws {
        let contents = load(expectingProblems: false)
        XCTAssertEqual(contents.configuration, .inspectable)
        XCTAssertEqual(contents.problems, [])
        XCTAssertNil(contents.warning)
        XCTAssertEqual(try filesInFolder(), [])
    }

    func testApplicationFileLivesInTheConfigFolder() {
        let path = SettingsKeyFile(applicationID: "org.example.Test").path
        XCTAssertEqual(path, Files.userConfigDirectory + "/org.example.Test/stepper.ini")
    }

    /// With digits, the numbers are decimals written with a point, whatever
    /// the locale, and each is taken in the file's digits whatever the order.
    func testDecimalsAreReadInTheFilesDigits() throws {
        try write("""
            [Stepper]
            value=92.5
            minimum-value=85
            maximum-value=96.00
            step-value=0.5
            digits=1

            """)
        var expected = StepperConfiguration(digits: 1, value: 92.5, minimumValue: 85, maximumValue: 96, stepValue: 0.5)
        expected.decimalPageIncrement = 10
        XCTAssertEqual(load(expectingProblems: false).configuration, expected)
        try write("""
            [Stepper]
            digits=12
            value=1.234.5
            step-value=1e3

            """)
        let contents = load(expectingProblems: true)
        XCTAssertEqual(contents.problems.map(\.key), ["value", "step-value", "digits"])
        XCTAssertEqual(contents.problems.last?.reason, "12 is not between 0 and 9")
        XCTAssertEqual(contents.configuration, .inspectable, "nothing refused is taken")
        try write("""
            [Stepper]
            digits=1
            value=92.55

            """)
        let rounded = load(expectingProblems: true)
        XCTAssertEqual(rounded.problems.map(\.key), ["value"], "92.55 is refused, not rounded, where digits is 1")
        XCTAssertEqual(rounded.configuration.digits, 1)
    }

    func testEveryPropertyIsReadExactly() throws {
        try write("""
            [Stepper]
            value=9223372036854775807
            minimum-value=-9223372036854775808
            maximum-value=9223372036854775807
            step-value=7
            page-increment=25
            digits=0
            unit=\\s%
            wraps=true
            autorepeat=false
            editable=false
            left-title=less = fewer\\nstill
            right-title=\\s☕ \\\\\\s
            background-color=#01020304
            orientation=vertical

            """)
        let configuration = StepperConfiguration(
            value: Int.max, minimumValue: Int.min, maximumValue: Int.max, stepValue: 7, pageIncrement: 25, wraps: true,
            autorepeat: false, leftTitle: "less = fewer\nstill", rightTitle: " ☕ \\ ", backgroundColor: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4),
            isEditable: false, orientation: .vertical, unit: " %")
        XCTAssertEqual(load(expectingProblems: false), .init(
            configuration: configuration, taken: StepperProperty.all, problems: [], warning: nil))
    }

    func testBadKeysAreEachNamedAndTheRestLoaded() throws {
        let original = """
            [Stepper]
            value=5
            minimum-value=abc
            maximum-value=99999999999999999999
            step-value=0
            page-increment=-1
            wraps=maybe
            autorepeat=false
            left-title=\(String(repeating: "x", count: 40))
            right-title=up
            background-color=#12
            maximum-valuE=50

            """
        try write(original)
        let loaded = load()
        XCTAssertEqual(loaded.configuration, StepperConfiguration(value: 5, autorepeat: false, rightTitle: "up"))
        XCTAssertEqual(loaded.problems.compactMap(\.key).sorted(), [
            "background-color", "left-title", "maximum-valuE", "maximum-value", "minimum-value", "page-increment",
            "step-value", "wraps",
        ])
        let warning = try XCTUnwrap(loaded.warning)
        for key in [
            "minimum-value", "maximum-value", "step-value", "page-increment", "wraps", "left-title", "background-color",
            "maximum-valuE",
        ] {
            XCTAssertEqual(warning.components(separatedBy: key + ":").count - 1, 1, "\(key) is named once: \(warning)")
        }
        XCTAssertEqual(try String(contentsOfFile: settings.path, encoding: .utf8), original, "reading never writes")
        XCTAssertEqual(try filesInFolder(), ["stepper.ini"], "and makes no copy")
    }

    func testOneMalformedLineCostsOnlyItself() throws {
        try write("[Stepper]\nvalue=5\nthis line is no key file line\nstep-value=3\n[Other\nwraps=true\n")
        let loaded = load()
        XCTAssertEqual(loaded.configuration.value, 5)
        XCTAssertEqual(loaded.configuration.stepValue, 3)
        XCTAssertTrue(loaded.configuration.wraps, "a damaged group header does not end the group")
        XCTAssertEqual(loaded.problems.count, 2, "\(loaded.problems)")
        XCTAssertTrue(loaded.problems[0].reason.contains("line 3"), loaded.problems[0].reason)
        XCTAssertTrue(loaded.problems[1].reason.contains("line 5"), loaded.problems[1].reason)
    }

    func testOneByteThatIsNotUTF8CostsOnlyItsLine() throws {
        try write(Array("[Stepper]\nvalue=5\nleft-title=".utf8) + [0xff, 0xfe] + Array("\nstep-value=3\n".utf8))
        let loaded = load()
        XCTAssertEqual(loaded.configuration.value, 5)
        XCTAssertEqual(loaded.configuration.stepValue, 3)
        XCTAssertEqual(loaded.configuration.leftTitle, "⬇")
        XCTAssertTrue(loaded.problems.first?.reason.contains("line 3 is not UTF-8") ?? false, "\(loaded.problems)")
    }

    func testParsingIsStrict() throws {
        try write("[Stepper]\nvalue=1 000\nstep-value=２\nwraps=tr ue\nautorepeat=yes\nmaximum-value=+50\nminimum-value= -5\n")
        let loaded = load()
        XCTAssertEqual(Set(loaded.problems.compactMap(\.key)), ["value", "step-value", "wraps", "autorepeat"])
        XCTAssertEqual(loaded.configuration.maximumValue, 50, "a sign is clear")
        XCTAssertEqual(loaded.configuration.minimumValue, -5, "so are spaces after the equals sign")
        XCTAssertEqual(loaded.configuration.value, 0)
    }

    func testTypingAndOrientationAreKeptToo() throws {
        try write("[Stepper]\neditable=false\norientation=vertical\n")
        let loaded = load(expectingProblems: false)
        XCTAssertEqual(loaded.configuration.isEditable, false)
        XCTAssertEqual(loaded.configuration.orientation, .vertical)
        try write("[Stepper]\norientation=diagonal\n")
        XCTAssertEqual(load().problems.map(\.key), ["orientation"])
    }

    func testAKeyGivenTwiceIsUsedOnlyWhenBothAgree() throws {
        try write("[Stepper]\nvalue=5\nvalue=5\nstep-value=2\nstep-value=3\n")
        let loaded = load()
        XCTAssertEqual(loaded.configuration.value, 5)
        XCTAssertEqual(loaded.configuration.stepValue, 1, "two different steps: neither is used")
        XCTAssertEqual(loaded.problems.map(\.key), ["step-value"])
    }

    func testBoundsThatDisagreeKeepOneAndReportTheOther() throws {
        try write("[Stepper]\nminimum-value=50\nmaximum-value=10\nvalue=7\n")
        let loaded = load()
        XCTAssertEqual(loaded.problems.map(\.key), ["minimum-value"])
        XCTAssertEqual(loaded.configuration.maximumValue, 10)
        XCTAssertEqual(loaded.configuration.minimumValue, -100)
        XCTAssertEqual(loaded.configuration.value, 7)
    }

    func testValueOutsideTheBoundsIsReported() throws {
        try write("[Stepper]\nminimum-value=10\nmaximum-value=20\nvalue=500\n")
        let loaded = load()
        XCTAssertEqual(loaded.problems.map(\.key), ["value"])
        XCTAssertEqual(loaded.configuration.minimumValue, 10)
        XCTAssertEqual(loaded.configuration.value, 10, "the default, clamped into the bounds read")
    }

    func testTranslatedKeysAndOtherGroupsAreNotProblems() throws {
        try write("# mine\n[Stepper]\nleft-title=less\nleft-title[ko]=적게\n\n[Window]\nwidth=300\n")
        let loaded = load(expectingProblems: false)
        XCTAssertEqual(loaded.configuration.leftTitle, "less")
    }

    func testAFileTooLargeIsRefusedUnread() throws {
        try write([UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000))
        let start = Date()
        let loaded = load()
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(loaded.configuration, .inspectable)
        XCTAssertTrue(loaded.problems.first?.reason.contains("too large") ?? false, "\(loaded.problems)")
    }

    func testAFIFOIsRefusedWithoutWaiting() throws {
        XCTAssertEqual(mkfifo(settings.path, 0o600), 0)
        let start = Date()
        let loaded = load()
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "opening a FIFO must not wait for a writer")
        XCTAssertTrue(loaded.problems.first?.reason.contains("FIFO") ?? false, "\(loaded.problems)")
        XCTAssertEqual(Files.kind(at: settings.path), .other(.fifo))
    }

    func testADeviceBehindASymlinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: settings.path, withDestinationPath: "/dev/zero")
        let loaded = load()
        XCTAssertTrue(loaded.problems.first?.reason.contains("device") ?? false, "\(loaded.problems)")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: settings.path), "/dev/zero")
    }

    func testAFolderInItsPlaceIsRefused() throws {
        try FileManager.default.createDirectory(atPath: settings.path, withIntermediateDirectories: false)
        let loaded = load()
        XCTAssertTrue(loaded.problems.first?.reason.contains("folder") ?? false, "\(loaded.problems)")
    }

    func testATitleOfOneCharacterWithThousandsOfMarksIsRefusedFast() throws {
        let pile = "a" + String(repeating: "\u{301}", count: 30_000)
        try write("[Stepper]\nleft-title=\(pile)\nvalue=4\n")
        let start = Date()
        let loaded = load()
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(loaded.configuration.leftTitle, "⬇")
        XCTAssertEqual(loaded.configuration.value, 4)
        XCTAssertEqual(loaded.problems.map(\.key), ["left-title"])
    }
}
