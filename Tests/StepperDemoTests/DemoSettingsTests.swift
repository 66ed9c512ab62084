import CGtk
import Foundation
import GtkInterop
import SeededRandomness
import StepperCore
import StepperDemoResources
import StepperTestSupport
import XCTest

@testable import StepperDemo
@testable import StepperGtk

/// Settings on a fresh backend, bound to `model`, with the problems they report.
@MainActor
private func open(
    _ model: StepperModel, backend: SettingsBackend = .memory(), schemaDirectories: [String] = [BuiltDemoData.schemaDirectory],
    importing keyFile: String? = nil
) -> (DemoSettings?, problems: () -> [String]) {
    var problems: [String] = []
    let settings = DemoSettings(backend: backend, schemaDirectories: schemaDirectories, model: model) {
        problems.append($0)
    } withdrawProblem: { withdrawn in
        problems.removeAll { $0 == withdrawn }
    }
    if let keyFile { settings?.importKeyFile(at: keyFile) }
    settings?.bind()
    return (settings, { problems })
}

@MainActor
private func stored(_ settings: DemoSettings?, _ name: String) -> StepperPropertyValue? {
    try? settings?.storedValues().first { $0.property.objectName == name }?.value.get()
}

/// Imports `bytes`, and checks that the file is kept byte for byte, that
/// GSettings holds exactly what the reader took, and that the model is valid.
@MainActor
private func assertImportLosesNothing(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let round = try TemporaryFiles.makeDirectory("import")
    let path = round + "/stepper.ini"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    var contents: SettingsKeyFile.Contents?
    _ = problemsLogged { contents = SettingsKeyFile(path: path).load() }
    let expected = try XCTUnwrap(contents)
    let model = StepperModel()
    var opened: (DemoSettings?, problems: () -> [String])?
    _ = problemsLogged { opened = open(model, importing: path) }
    let settings = try XCTUnwrap(opened?.0, file: file, line: line)
    XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".imported"))), bytes,
                   "\(what): the file is kept exactly", file: file, line: line)
    for property in StepperProperty.all {
        let value = stored(settings, property.objectName)
        let wanted = expected.taken.contains(property)
            ? property.value(in: expected.configuration) : property.value(in: .inspectable)
        XCTAssertEqual(value, wanted, "\(what): \(property.objectName)", file: file, line: line)
    }
    XCTAssertEqual(model.configuration, expected.configuration, "\(what): the model holds what was imported", file: file, line: line)
}

/// The demo's settings in GSettings: the schema against the property table,
/// the binding in both directions, refusals, and the import of the key file
/// of earlier versions. GLib, but no display.
final class DemoSettingsTests: GLibTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryFiles.makeDirectory("gsettings")
    }

    // MARK: The schema

    func testTheSchemaHasOneKeyPerPropertyWithCSStepperDefaultsAndTheTableWords() throws {
        // As GLib reads the compiled schema, which is what gsettings and dconf-editor show.
        let source = try XCTUnwrap(g_settings_schema_source_new_from_directory(BuiltDemoData.schemaDirectory, nil, 0, nil))
        defer { g_settings_schema_source_unref(source) }
        let schema = try XCTUnwrap(g_settings_schema_source_lookup(source, "io.github.stepperkit.StepperDemo", 0))
        defer { g_settings_schema_unref(schema) }
        var names: [String] = []
        if let list = g_settings_schema_list_keys(schema) {
            var index = 0
            while let name = list[index] { names.append(String(cString: name)); index += 1 }
            g_strfreev(list)
        }
        XCTAssertEqual(Set(names), Set(StepperProperty.all.map(\.objectName)), "one key per property, no other")
        for property in StepperProperty.all {
            let key = try XCTUnwrap(g_settings_schema_get_key(schema, property.objectName))
            defer { g_settings_schema_key_unref(key) }
            XCTAssertEqual(g_settings_schema_key_get_summary(key).map { String(cString: $0) },
                           property.localizedNick.replacingOccurrences(of: "_", with: ""), property.objectName)
            XCTAssertEqual(g_settings_schema_key_get_description(key).map { String(cString: $0) }, property.localizedBlurb,
                           "\(property.objectName): the table's words, translated alike")
            let defaultValue = try XCTUnwrap(g_settings_schema_key_get_default_value(key))
            defer { g_variant_unref(defaultValue) }
            let printed = String(cString: g_variant_print(defaultValue, 0))
            let expected: String
            switch property.value(in: .inspectable) {
            case .integer(let number): expected = String(number)
            case .decimal: expected = ""; XCTFail("\(property.objectName): CSStepper's defaults have no digits")
            case .boolean(let flag): expected = String(flag)
            case .text(let title): expected = "'\(title)'"
            case .color(let color): expected = "'\(color)'"
            case .orientation(let orientation): expected = "'\(orientation.rawValue)'"
            }
            XCTAssertEqual(printed, expected, "\(property.objectName): CSStepper's default")
            let range = try XCTUnwrap(g_settings_schema_key_get_range(key))
            defer { g_variant_unref(range) }
            let rangeText = String(cString: g_variant_print(range, 0))
            switch property.rule {
            case .positive:
                XCTAssertEqual(rangeText, "('range', <(int64 1, int64 9223372036854775807)>)", "\(property.objectName) is 1 or more, as in the model")
            case .clampedInto(let range):
                XCTAssertEqual(rangeText, "('range', <(int64 \(range.lowerBound), int64 \(range.upperBound))>)", property.objectName)
            case _ where property.objectName == "orientation":
                XCTAssertEqual(rangeText, "('enum', <['horizontal', 'vertical']>)")
            default:
                XCTAssertEqual(rangeText, "('type', <@a\(String(cString: g_variant_get_type_string(defaultValue))) []>)", property.objectName)
            }
        }
    }

    func testTheBuildCompilesTheSchemaStrictly() throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: BuiltDemoData.schemaDirectory + "/gschemas.compiled"))
        let check = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), ["--strict", "--dry-run", BuiltDemoData.schemaDirectory],
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(check.wait(timeout: 20), 0, check.standardError)
    }

    // MARK: Both directions

    func testTheModelStartsFromGSettingsAndEveryChangeReachesItAtOnce() {
        onMain {
            let backend = SettingsBackend.memory()
            let first = StepperModel()
            let (settings, problems) = open(first, backend: backend)
            XCTAssertEqual(settings?.keys.count, StepperProperty.all.count)
            XCTAssertEqual(first.configuration, .inspectable, "the schema's defaults are CSStepper's")
            try? first.update { $0.maximumValue = 500; $0.value = 321; $0.leftTitle = "less"; $0.orientation = .vertical }
            first.increment()
            XCTAssertEqual(stored(settings, "value"), .integer(322), "written at once, no timer")
            XCTAssertEqual(stored(settings, "orientation"), .orientation(.vertical))
            // Another app instance on the same store starts where this one is.
            let second = StepperModel()
            let (_, secondProblems) = open(second, backend: backend)
            XCTAssertEqual(second.configuration, first.configuration)
            XCTAssertEqual(problems() + secondProblems(), [])
        }
    }

    func testAChangeFromOutsideReachesTheModel() throws {
        try onMain {
            let model = StepperModel()
            let (settings, problems) = open(model)
            var changes = 0
            let observation = model.observe { _ in changes += 1 }
            let value = StepperProperty.value, leftTitle = try XCTUnwrap(StepperProperty(\.leftTitle))
            XCTAssertTrue(settings?.write(.integer(42), to: value) ?? false)
            // A write of the app's own is not read back; apply what another writer did.
            settings?.write(.text("fewer"), to: leftTitle)
            g_settings_set_value(settings!.store.settings, "right-title", g_variant_new_string("more"))
            XCTAssertEqual(model.configuration.rightTitle, "more", "the changed signal applies it")
            XCTAssertEqual(changes, 1, "one change, and no echo back")
            XCTAssertEqual(problems(), [])
            observation.cancel()
        }
    }

    func testAMinimumAboveTheMaximumSetKeyByKeyWaitsForTheMaximum() {
        onMain {
            let model = StepperModel()
            let (settings, problems) = open(model)
            guard let gsettings = settings?.store.settings else { return XCTFail("no settings") }
            var changes = 0
            let observation = model.observe { _ in changes += 1 }
            let refused = problemsLogged {
                g_settings_set_value(gsettings, "minimum-value", g_variant_new_int64(500))
            }
            XCTAssertEqual(model.configuration, .inspectable, "refused: the stepper stays valid")
            XCTAssertEqual(changes, 0)
            XCTAssertEqual(refused.count, 1)
            XCTAssertEqual(problems().count, 1)
            XCTAssertTrue(problems().first?.contains("minimum-value") ?? false, "says which key: \(problems())")
            XCTAssertEqual(stored(settings, "minimum-value"), .integer(500), "and leaves the key as it was set")
            g_settings_set_value(gsettings, "maximum-value", g_variant_new_int64(600))
            XCTAssertEqual(model.configuration.minimumValue, 500, "the maximum lets the minimum in")
            XCTAssertEqual(model.configuration.maximumValue, 600)
            XCTAssertEqual(model.value, 500, "the value clamped into the new bounds")
            XCTAssertEqual(stored(settings, "value"), .integer(500), "and written back, as GtkAdjustment clamps")
            XCTAssertEqual(problems(), [], "the problem is withdrawn once solved")
            XCTAssertEqual(changes, 1, "one change, no loop")
            observation.cancel()
        }
    }

    func testAValueThatIsNoColourIsReportedAndTheRestApplies() {
        onMain {
            let model = StepperModel()
            let (settings, problems) = open(model)
            guard let gsettings = settings?.store.settings else { return XCTFail("no settings") }
            _ = problemsLogged {
                g_settings_set_value(gsettings, "background-color", g_variant_new_string("#12"))
            }
            XCTAssertEqual(model.configuration.backgroundColor, .cyan)
            XCTAssertTrue(problems().first?.contains("background-color") ?? false, "\(problems())")
            g_settings_set_value(gsettings, "wraps", g_variant_new_boolean(1))
            XCTAssertTrue(model.configuration.wraps, "other keys still apply")
            XCTAssertEqual(problems().count, 1, "a refusal is said once, not again on every change")
        }
    }

    func testGSettingsFromAnotherProcessReachesTheRunningApp() throws {
        let folder = folder
        try onMain {
            // The keyfile backend of `gsettings` keeps $XDG_CONFIG_HOME/glib-2.0/settings/keyfile.
            let store = folder + "/config/glib-2.0/settings/keyfile"
            let model = StepperModel()
            let (settings, problems) = open(model, backend: .keyFile(at: store))
            XCTAssertNotNil(settings)
            var environment = ProcessInfo.processInfo.environment
            environment["GSETTINGS_BACKEND"] = "keyfile"
            environment["GSETTINGS_SCHEMA_DIR"] = BuiltDemoData.schemaDirectory
            environment["XDG_CONFIG_HOME"] = folder + "/config"
            let set = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/gsettings"), ["set", DemoSettings.schemaID, "value", "42"], environment: environment)
            XCTAssertEqual(set.wait(timeout: 20), 0, set.standardError)
            waitUntil("the running app hears of the change") { model.value == 42 }
            let get = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/gsettings"), ["get", DemoSettings.schemaID, "value"], environment: environment)
            XCTAssertEqual(get.wait(timeout: 20), 0, get.standardError)
            model.value = 7
            let again = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/gsettings"), ["get", DemoSettings.schemaID, "value"], environment: environment)
            XCTAssertEqual(again.wait(timeout: 20), 0)
            XCTAssertEqual(again.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "int64 7", "and the other way")
            XCTAssertEqual(problems(), [])
        }
    }

    // MARK: Schemas missing or old

    func testAnOlderSchemaWithoutAKeyIsReportedAndTheOtherKeysWork() throws {
        let old = folder + "/old-schema"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        let current = try String(contentsOfFile: BuiltDemoData.schemaDirectory + "/io.github.stepperkit.StepperDemo.gschema.xml", encoding: .utf8)
        let start = try XCTUnwrap(current.range(of: "    <key name=\"page-increment\""))
        let end = try XCTUnwrap(current.range(of: "</key>\n", range: start.upperBound..<current.endIndex))
        try current.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
            .write(toFile: old + "/io.github.stepperkit.StepperDemo.gschema.xml", atomically: true, encoding: .utf8)
        let compile = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), ["--strict", old], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(compile.wait(timeout: 20), 0, compile.standardError)
        onMain {
            let model = StepperModel()
            var opened: (DemoSettings?, problems: () -> [String])?
            let logged = problemsLogged { opened = open(model, schemaDirectories: [old]) }
            guard let (settings, problems) = opened else { return XCTFail() }
            XCTAssertEqual(logged.count, 1)
            XCTAssertEqual(settings?.keys.map(\.name).contains("page-increment"), false)
            XCTAssertTrue(problems().first?.contains("page-increment") ?? false, "\(problems())")
            XCTAssertTrue(problems().first?.contains(old) ?? false, "says which schema: \(problems())")
            model.value = 5
            XCTAssertEqual(stored(settings, "value"), .integer(5))
            try? model.update { $0.pageIncrement = 20 }
            XCTAssertEqual(model.configuration.pageIncrement, 20, "the app keeps working")
        }
    }

    // MARK: Importing the key file

    func testImportTakesEachValidKeyOnceAndSetsTheFileAside() throws {
        let folder = folder
        let path = folder + "/stepper.ini"
        let text = "# mine\n[Stepper]\nvalue=7\nmaximum-value=50\nstep-value=zero\nleft-title=less\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try onMain {
            let model = StepperModel()
            var opened: (DemoSettings?, problems: () -> [String])?
            let logged = problemsLogged { opened = open(model, importing: path) }
            let (settings, problems) = try XCTUnwrap(opened)
            XCTAssertEqual(logged.count, 1, "the damaged key is named once")
            XCTAssertTrue(problems().first?.contains("step-value") ?? false, "\(problems())")
            XCTAssertEqual(model.configuration, StepperConfiguration(value: 7, maximumValue: 50, leftTitle: "less"))
            XCTAssertEqual(stored(settings, "value"), .integer(7))
            XCTAssertEqual(stored(settings, "step-value"), .integer(1), "a bad key is not imported")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["stepper.ini.imported"])
            XCTAssertEqual(try String(contentsOfFile: path + ".imported", encoding: .utf8), text, "kept exactly")
            // Once imported, never again: nothing is at the old name.
            XCTAssertEqual(settings?.importKeyFile(at: path), [])
        }
    }

    func testSettingAsideNeverReplacesAnything() throws {
        let path = folder + "/stepper.ini"
        for generation in 1...3 {
            try Data("[Stepper]\nvalue=\(generation)\n".utf8).write(to: URL(fileURLWithPath: path))
            onMain {
                let model = StepperModel()
                let (_, problems) = open(model, importing: path)
                XCTAssertEqual(model.value, generation)
                XCTAssertEqual(problems(), [])
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
                       ["stepper.ini.imported", "stepper.ini.imported.2", "stepper.ini.imported.3"])
        XCTAssertEqual(try String(contentsOfFile: path + ".imported", encoding: .utf8), "[Stepper]\nvalue=1\n")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        onMain {
            var problems: [String] = []
            let logged = problemsLogged { problems = open(StepperModel(), importing: path).problems() }
            XCTAssertEqual(problems.count, 1, "a folder is set aside too, and said to be no settings file")
            XCTAssertEqual(logged.count, 1)
        }
        XCTAssertTrue(Files.kind(at: path + ".imported.4") == .other(.folder))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testWithoutASchemaNothingIsImportedAndTheFileStays() throws {
        let folder = folder
        let path = folder + "/stepper.ini"
        try Data("[Stepper]\nvalue=7\n".utf8).write(to: URL(fileURLWithPath: path))
        onMain {
            var opened: (DemoSettings?, problems: () -> [String])?
            _ = problemsLogged { opened = open(StepperModel(), schemaDirectories: [folder], importing: path) }
            XCTAssertNil(opened?.0)
            XCTAssertEqual(opened?.problems().count, 1)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["stepper.ini"], "kept for when the schema is there")
    }

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

    func testEveryTruncationOfAValidFileImportsWhatIsValid() throws {
        let bytes = Array(validFile.utf8)
        try onMain {
            for length in stride(from: 0, to: bytes.count, by: 7) {
                try assertImportLosesNothing(Array(bytes[..<length]), "cut at \(length)")
            }
        }
    }

    func testRandomMutationsOfAValidFileImportWhatIsValid() throws {
        var generator = SeededGenerator(seed: 2026)
        let original = Array(validFile.utf8)
        try onMain {
            for round in 0..<150 {
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
                try assertImportLosesNothing(bytes, "mutation \(round)")
            }
        }
    }
}
