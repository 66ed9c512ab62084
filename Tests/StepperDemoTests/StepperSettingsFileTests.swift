import Foundation
import GtkInterop
import StepperCore
import StepperTestSupport
import SeededRandomness
import XCTest

@testable import StepperDemo
import StepperGtk

/// Settings files need GLib but no display.
final class StepperSettingsFileTests: GLibTestCase {
    private var folder = ""
    private var settings: StepperSettingsFile { StepperSettingsFile(path: folder + "/app/stepper.ini") }

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

    private func bytes(at path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func filesInFolder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/app").sorted()
    }

    /// Loads, expecting a warning when `expectingProblems`.
    private func load(expectingProblems: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> StepperSettingsFile.Contents {
        var contents: StepperSettingsFile.Contents?
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
        let path = StepperSettingsFile(applicationID: "org.example.Test").path
        XCTAssertEqual(path, Files.userConfigDirectory + "/org.example.Test/stepper.ini")
    }

    func testRoundTripKeepsEveryPropertyExactly() throws {
        let configuration = StepperConfiguration(
            value: Int.max, minimumValue: Int.min, maximumValue: Int.max, stepValue: 7, pageIncrement: 25, wraps: true,
            autorepeat: false, leftTitle: "less = fewer\nstill", rightTitle: " ☕ \\ ", backgroundColor: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
        let report = try settings.save(configuration)
        XCTAssertEqual(report, .init(keptCopy: nil, wrote: true))
        XCTAssertEqual(load(expectingProblems: false), .init(configuration: configuration, problems: [], warning: nil))
        let text = try String(contentsOfFile: settings.path, encoding: .utf8)
        XCTAssertTrue(text.contains("[Stepper]"))
        XCTAssertTrue(text.contains("minimum-value=-9223372036854775808"))
        XCTAssertTrue(text.contains("page-increment=25"))
        XCTAssertEqual(try filesInFolder(), ["stepper.ini"], "the atomic write leaves no temporary file")
        XCTAssertEqual(try settings.save(configuration).wrote, false, "saving what the file holds writes nothing")
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
        try settings.save(StepperConfiguration(orientation: .vertical))
        XCTAssertTrue(try String(contentsOfFile: settings.path, encoding: .utf8).contains("orientation=vertical"))
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
        XCTAssertThrowsError(try settings.save(.quantity), "a FIFO is not replaced")
        XCTAssertEqual(Files.kind(at: settings.path), .other(.fifo))
    }

    func testADeviceBehindASymlinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: settings.path, withDestinationPath: "/dev/zero")
        let loaded = load()
        XCTAssertTrue(loaded.problems.first?.reason.contains("device") ?? false, "\(loaded.problems)")
        XCTAssertThrowsError(try settings.save(.quantity))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: settings.path), "/dev/zero")
    }

    func testAFolderInItsPlaceIsRefused() throws {
        try FileManager.default.createDirectory(atPath: settings.path, withIntermediateDirectories: false)
        let loaded = load()
        XCTAssertTrue(loaded.problems.first?.reason.contains("folder") ?? false, "\(loaded.problems)")
        XCTAssertThrowsError(try settings.save(.quantity))
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

    // MARK: Writing

    func testSavingKeepsCommentsUnknownKeysOtherGroupsAndTranslations() throws {
        let original = "# my settings\n[Stepper]\n# the cups\nvalue=3\nleft-title[ko]=적게\nmaximum-valuE=50\n\n[Window]\nwidth=300\n"
        try write(original)
        _ = load()  // names the misspelt key
        try settings.save(StepperConfiguration(value: 9))
        let saved = try String(contentsOfFile: settings.path, encoding: .utf8)
        for kept in ["# my settings", "# the cups", "left-title[ko]=적게", "maximum-valuE=50", "[Window]", "width=300", "value=9"] {
            XCTAssertTrue(saved.contains(kept), "“\(kept)” is gone:\n\(saved)")
        }
        XCTAssertFalse(saved.contains("value=3\n"))
    }

    func testSavingWritesThroughASymlinkToItsTarget() throws {
        let target = folder + "/dotfiles-stepper.ini"
        try Data("[Stepper]\nvalue=3\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: settings.path, withDestinationPath: target)
        XCTAssertEqual(load(expectingProblems: false).configuration.value, 3)
        try settings.save(StepperConfiguration(value: 8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: settings.path), target, "the link stays")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).contains("value=8"))
    }

    func testADamagedFileIsKeptExactlyBeforeItIsReplaced() throws {
        let damaged = Array("[Stepper]\nstep-value=-1\nvalue=3\ngarbage\n".utf8) + [0xc3]
        try write(damaged)
        _ = load()
        XCTAssertEqual(try filesInFolder(), ["stepper.ini"], "nothing is copied until a save")
        let report = try settings.save(.quantity)
        XCTAssertEqual(report.keptCopy, settings.backupPath)
        XCTAssertEqual(try bytes(at: settings.backupPath), damaged)
        XCTAssertEqual(load(expectingProblems: false).configuration, .quantity)
        // The next damage goes to a new copy; the first is never replaced.
        try write("[Stepper]\nwraps=perhaps\n")
        _ = load()
        XCTAssertEqual(try settings.save(.quantity).keptCopy, settings.backupPath + ".2")
        XCTAssertEqual(try bytes(at: settings.backupPath), damaged)
        // The same damage again reuses its copy.
        try write(damaged)
        XCTAssertEqual(try settings.save(.quantity).keptCopy, settings.backupPath)
        XCTAssertEqual(try filesInFolder(), ["stepper.ini", "stepper.ini.bad", "stepper.ini.bad.2"])
    }

    func testAnEarlierCopyFromAnotherRunIsNeverReplaced() throws {
        let earlier = Array("kept from last week".utf8)
        try Data(earlier).write(to: URL(fileURLWithPath: settings.backupPath))
        try write("[Stepper]\nvalue=zero\n")
        XCTAssertEqual(try settings.save(.inspectable).keptCopy, settings.backupPath + ".2")
        XCTAssertEqual(try bytes(at: settings.backupPath), earlier)
    }

    func testWhenNoCopyCanBeMadeTheFileIsNotReplaced() throws {
        let damaged = Array("[Stepper]\nvalue=zero\n".utf8)
        try write(damaged)
        // Every name a copy could take is already something else.
        let names = [settings.backupPath] + (2...StepperSettingsFile.maximumKeptCopies).map { settings.backupPath + ".\($0)" }
        for name in names { try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false) }
        XCTAssertThrowsError(try settings.save(.quantity)) { error in
            XCTAssertTrue(String(describing: error).contains("not saved this time"), String(describing: error))
        }
        XCTAssertEqual(try bytes(at: settings.path), damaged)
    }

    func testALargeFileIsKeptWholeBeforeItIsReplaced() throws {
        let garbage = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        try write(garbage)
        _ = load()
        let report = try settings.save(.quantity)
        XCTAssertEqual(try bytes(at: try XCTUnwrap(report.keptCopy)), garbage)
        XCTAssertEqual(load(expectingProblems: false).configuration, .quantity)
    }

    func testUnwritableFolderThrowsAClearError() throws {
        // A regular file where a folder should be: no permission trick a root user would bypass.
        let blocker = folder + "/blocker"
        try Data().write(to: URL(fileURLWithPath: blocker))
        let unwritable = StepperSettingsFile(path: blocker + "/app/stepper.ini")
        XCTAssertThrowsError(try unwritable.save(.inspectable)) { error in
            XCTAssertTrue(String(describing: error).contains(unwritable.path), String(describing: error))
            XCTAssertTrue(String(describing: error).contains("Not a directory"), String(describing: error))
        }
    }

    // MARK: Hostile files, many

    /// A valid file with a bit of everything a user might have.
    private let validFile = """
        # StepperKit settings, edited by hand
        [Stepper]
        value=12
        minimum-value=-50
        maximum-value=500
        step-value=3
        wraps=true
        autorepeat=false
        left-title=less\\sthan
        left-title[ru]=меньше
        right-title=more
        background-color=#ffcc00
        future-key=kept

        [Other]
        colour=blue

        """

    /// Saves after loading `bytes`, and checks that the user's exact bytes
    /// survive: in a kept copy, or (for a file the app read completely) in the
    /// new file with only the app's own keys changed.
    private func assertSavingLosesNothing(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try? FileManager.default.removeItem(atPath: folder + "/app")
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try write(bytes)
        var contents: StepperSettingsFile.Contents?
        _ = problemsLogged { contents = settings.load() }
        let loaded = try XCTUnwrap(contents)
        XCTAssertNoThrow(try loaded.configuration.validate(), what, file: file, line: line)
        var changed = loaded.configuration
        changed.value = changed.value == changed.minimumValue ? changed.maximumValue : changed.minimumValue
        let report = try settings.save(changed)
        if let copy = report.keptCopy {
            XCTAssertEqual(try self.bytes(at: copy), bytes, "\(what): the copy is exact", file: file, line: line)
        } else {
            XCTAssertTrue(loaded.problems.isEmpty, "\(what): a file with problems was replaced without a copy", file: file, line: line)
            let saved = try String(contentsOfFile: settings.path, encoding: .utf8)
            let ownKeys = Set(StepperPropertyDescriptor.all.map(\.name))
            for originalLine in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let key = originalLine.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                if ownKeys.contains(key) { continue }
                XCTAssertTrue(saved.contains(originalLine), "\(what): “\(originalLine)” was lost", file: file, line: line)
            }
        }
        var reloaded: StepperSettingsFile.Contents?
        _ = problemsLogged { reloaded = settings.load() }
        XCTAssertEqual(reloaded?.configuration.value, changed.value, "\(what): the change was saved", file: file, line: line)
        if reloaded?.configuration.value != changed.value {
            print("ORIGINAL:", String(decoding: bytes, as: UTF8.self).debugDescription)
            print("SAVED:", ((try? String(contentsOfFile: settings.path, encoding: .utf8)) ?? "").debugDescription)
            print("PROBLEMS:", reloaded?.problems ?? [])
        }
    }

    func testEveryTruncationOfAValidFileLosesNothing() throws {
        let bytes = Array(validFile.utf8)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            try assertSavingLosesNothing(Array(bytes[..<length]), "cut at \(length)")
        }
    }

    func testDuplicatedAndShuffledLinesLoseNothing() throws {
        var generator = SeededGenerator(seed: 11)
        let lines = validFile.split(separator: "\n", omittingEmptySubsequences: false)
        for round in 0..<40 {
            var changed = lines
            let index = Int.random(in: 0..<changed.count, using: &generator)
            changed.insert(changed[index], at: Int.random(in: 0...changed.count, using: &generator))
            if round.isMultiple(of: 2) { changed.swapAt(index, Int.random(in: 0..<changed.count, using: &generator)) }
            try assertSavingLosesNothing(Array(changed.joined(separator: "\n").utf8), "round \(round)")
        }
    }

    func testRandomMutationsOfAValidFileLoseNothing() throws {
        var generator = SeededGenerator(seed: 2026)
        let original = Array(validFile.utf8)
        let start = Date()
        for round in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0..<max(bytes.count, 1), using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1 where !bytes.isEmpty: bytes.remove(at: position)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: min(position, bytes.count))
                case 3 where !bytes.isEmpty:
                    let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                default: bytes.insert(contentsOf: Array("\\\n=[]#".utf8).shuffled(using: &generator), at: min(position, bytes.count))
                }
            }
            try assertSavingLosesNothing(bytes, "mutation \(round)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "300 loads and saves stay quick")
    }
}
