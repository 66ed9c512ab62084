import CGtk
import Foundation
import GtkInterop
import AdwaitaInterop
import CAdw
@testable import StepperAdwaita
import StepperCore
import StepperDemoResources
import StepperGtk
import StepperTestSupport
import XCTest

@testable import StepperDemo

/// Runs the demo app in this process, with settings of its own (`backend`,
/// a fresh one by default, and no key file of earlier versions unless
/// `importing` names one), and `body` once its main window is shown; then quits it.
///
/// The app runs its real main loop (`g_application_run`), so start-up,
/// activation and shutdown all happen as they do for a user.
@MainActor
private func withDemo(
    backend: SettingsBackend = .memory(), importing keyFile: String? = nil, schemaDirectories: [String]? = nil,
    _ body: @escaping @MainActor (DemoApplication) throws -> Void
) throws {
    var failure: (any Error)?
    var finalized = false
    let toplevelsBefore = Gtk.Window.toplevelCount
    do {
        let file = try keyFile ?? (TemporaryFiles.makeDirectory("demo") + "/stepper.ini")
        let demo = DemoApplication(
            isUnique: false, settingsBackend: backend, keyFileToImport: file, schemaDirectories: schemaDirectories)
        demo.application.pointer.onFinalize { finalized = true }
        demo.application.onActivate { [unowned demo] in
            waitUntil("the main window is shown") { demo.mainWindow?.window.isMapped ?? false }
            do { try body(demo) } catch { failure = error }
            demo.application.quit()
        }
        XCTAssertEqual(demo.run(arguments: ["stepper-demo"]), 0)
    }
    if let failure { throw failure }
    XCTAssertTrue(finalized, "the app and its windows are released after it quits")
    XCTAssertEqual(Gtk.Window.toplevelCount, toplevelsBefore, "no window of the app outlives it")
}

final class DemoWindowTests: GtkTestCase {
    func testWindowFromTheUIFileIsALibadwaitaWindowOfStepperRows() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                let window = main.window
                XCTAssertEqual(window.title, "Stepper Demo")
                XCTAssertTrue(window.isInstance(of: adw_application_window_get_type()))
                XCTAssertTrue(demo.application.pointer.isInstance(of: adw_application_get_type()))
                XCTAssertEqual(window.descendants.filter { $0.isInstance(of: StepperRow.gType) }.count, 6)
                XCTAssertEqual(window.descendants.filter { $0.isInstance(of: Stepper.gType) }.count, 7)
                let temperature = main.temperature.model.configuration
                XCTAssertEqual(temperature.digits, 1, "a decimal stepper, from window.ui")
                XCTAssertEqual(temperature.unit, "°C")
                XCTAssertEqual([temperature.decimalValue, temperature.decimalMinimum, temperature.decimalMaximum, temperature.decimalStep],
                               [92.5, 85, 96, 0.5])
                XCTAssertEqual(main.floor.model.configuration.orientation, .vertical, "one stepper in a column, from window.ui")
                XCTAssertEqual(window.descendants.filter { $0.typeName == "AdwHeaderBar" }.count, 1)
                for (row, price) in zip(main.drinkRows, ["$2.50", "$3.50", "$4.00"]) {
                    XCTAssertEqual(row.model.configuration, StepperConfiguration.quantity.with(
                        backgroundColor: RGBAColor(red: 0xf6, green: 0xd5, blue: 0xa8)))
                    XCTAssertEqual(row.subtitle, price)
                    XCTAssertTrue(Accessible(Gtk.Widget(row.stepper.widget)).hasRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY),
                                  "each coffee stepper is named by its row's title")
                }
            }
        }
    }

    func testActionsExistWithTheirAccelerators() throws {
        try onMain {
            try withDemo { demo in
                let app = demo.application
                XCTAssertTrue(app.hasAction("about"))
                XCTAssertTrue(app.hasAction("quit"))
                XCTAssertTrue(app.hasAction("preferences"))
                XCTAssertEqual(app.accelerators(for: "app.quit"), ["<Control>q"])
                XCTAssertEqual(app.accelerators(for: "app.preferences"), ["<Control>comma"])
                XCTAssertEqual(app.accelerators(for: "win.show-help-overlay"), ["<Control>question"])

                // The shortcuts are built when first asked for, then kept.
                let main = try XCTUnwrap(demo.mainWindow)
                let window = main.window
                XCTAssertNil(main.shortcuts, "no shortcuts are built at start-up")
                XCTAssertTrue(window.activateAction("win.show-help-overlay"))
                let shortcuts = try XCTUnwrap(main.shortcuts)
                let accelerators: [String]
                if KeyboardShortcuts.areShownInADialog {
                    // libadwaita 1.8 and later: its dialog, over the window.
                    let dialog = ShortcutsDialog(handling: shortcuts.widget)
                    XCTAssertEqual(shortcuts.typeName, "AdwShortcutsDialog")
                    XCTAssertTrue(dialog.isOpen)
                    XCTAssertTrue(shortcuts.isDescendant(of: window), "presented over the main window")
                    accelerators = shortcuts.descendants.filter { $0.typeName == "AdwShortcutLabel" }
                        .compactMap { ObjectProperties.string($0.widget, "accelerator") }
                } else {
                    let shortcutsWindow = Gtk.Window(wrapping: shortcuts.widget)
                    XCTAssertEqual(shortcuts.typeName, "GtkShortcutsWindow")
                    XCTAssertTrue(shortcuts.isVisible)
                    XCTAssertTrue(shortcutsWindow.isModal)
                    XCTAssertEqual(shortcutsWindow.transientParent?.widget, window.widget)
                    accelerators = shortcuts.descendants.filter { $0.typeName == "GtkShortcutLabel" }
                        .compactMap { ObjectProperties.string($0.widget, "accelerator") }
                }
                // It shows the app's own accelerators, as the app binds them.
                for action in ["app.quit", "app.preferences", "win.show-help-overlay"] {
                    let bound = app.accelerators(for: action)
                    XCTAssertFalse(bound.isEmpty)
                    XCTAssertTrue(accelerators.contains(bound.joined(separator: " ")),
                                  "the shortcuts do not show \(action)'s \(bound): \(accelerators)")
                }
                // The window shows each twice: in its page and in its search.
                XCTAssertEqual(Set(accelerators), Set(KeyboardShortcuts.sections.flatMap(\.shortcuts).map(\.accelerators)),
                               "every shortcut of the list is shown, and nothing else")
                closeShortcuts(shortcuts)
                XCTAssertTrue(window.activateAction("win.show-help-overlay"))
                XCTAssertEqual(main.shortcuts?.widget, shortcuts.widget, "built once")
                closeShortcuts(shortcuts)
            }
        }
    }

    func testClickingACoffeeStepperUpdatesTheTotal() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                XCTAssertEqual(main.orderTotal.text, "3 drinks, $10.00")
                let espresso = main.drinkRows[0].stepper
                let increase = try XCTUnwrap(Gtk.Widget(espresso.widget).descendants.first { $0.hasCSSClass("up") })
                increase.activate()
                waitUntil("the click reaches the total") { main.orderTotal.text == "4 drinks, $12.50" }
                main.drinkRows[2].stepper.value = 0
                main.drinkRows[1].stepper.value = 0
                XCTAssertEqual(main.orderTotal.text, "2 drinks, $5.00")
                main.drinkRows[0].stepper.value = 1
                XCTAssertEqual(main.orderTotal.text, "1 drink, $2.50")
            }
        }
    }

    func testInspectableStepperLogsChangesAndSharesItsModel() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                XCTAssertTrue(main.inspectable.model === main.mirror.model)
                XCTAssertTrue(main.inspectable.model === demo.inspectableModel)
                XCTAssertEqual(main.valueLog.title, "No changes yet")
                main.mirror.model.increment()
                XCTAssertEqual(main.valueLog.title, "Value changed to 1")
                XCTAssertEqual(main.valueLog.subtitle, "1 change so far")
                main.inspectable.stepper.value = 40
                XCTAssertEqual(main.mirror.stepper.value, 40)
                XCTAssertEqual(main.valueLog.title, "Value changed to 40")
                XCTAssertEqual(main.valueLog.subtitle, "2 changes so far")
            }
        }
    }

    func testPreferencesOpensThePreferencesWindowForTheInspectableStepper() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                demo.application.activateAction("preferences")
                let dialog = try XCTUnwrap(main.preferences)
                XCTAssertTrue(dialog.model === demo.inspectableModel)
                let preferences = Adw.Preferences(handling: dialog.widget)
                XCTAssertTrue(dialog.isOpen)
                XCTAssertEqual(preferences.parent?.widget, main.window.widget, "over the main window")
                // One name for the preferences: their title, the button and the menu item that open them.
                let button = try XCTUnwrap(main.window.descendants.first { $0.typeName == "GtkButton" && Gtk.Button(wrapping: $0.widget).title == preferences.title })
                XCTAssertEqual(Gtk.Button(wrapping: button.widget).title, SettingsDialog.title)
                XCTAssertTrue(DemoResourceFiles.windowUI.contains(">_\(SettingsDialog.title)</attribute>"), "the menu item")
            }
        }
    }

    func testAboutNamesTheApp() throws {
        try onMain {
            try withDemo { demo in
                demo.application.activateAction("about")
                let about = try XCTUnwrap(AboutTheDemo.shown)
                // The form this libadwaita has, named so that no deprecated call is compiled.
                let form = Adw.dialogsAreAdaptive ? "AdwAboutDialog" : "AdwAboutWindow"
                XCTAssertEqual(about.typeName, form, "libadwaita 1.\(adw_get_minor_version()): About is an \(form)")
                XCTAssertTrue(about.isOpen)
                XCTAssertEqual(about.parent?.widget, demo.mainWindow?.window.widget)
                about.close()
                waitUntil("About closes") { AboutTheDemo.shown == nil }
            }
        }
    }

    /// The About window's release notes come from the metainfo, each
    /// paragraph translated as `xgettext` extracted it and escaped again.
    func testReleaseNotesAreTranslatedParagraphByParagraph() throws {
        try onMain {
            let metainfo = """
                <releases>
                  <release version="2.0" date="2027-01-01">
                    <description>
                      <p>Faster &amp; kinder:
                         two   lines.</p>
                      <ul><li>One</li><li>Two</li></ul>
                    </description>
                  </release>
                  <release version="1.0"><description><p>Old</p></description></release>
                </releases>
                """
            var asked: [String] = []
            let notes = AboutTheDemo.releaseNotes(of: "2.0", in: metainfo) { text in
                asked.append(text)
                return "«" + text + "»"
            }
            XCTAssertEqual(asked, ["Faster & kinder: two lines.", "One", "Two"])
            XCTAssertEqual(
                notes,
                "<p>«Faster &amp; kinder: two lines.»</p>\n      <ul><li>«One»</li><li>«Two»</li></ul>")
            XCTAssertNil(AboutTheDemo.releaseNotes(of: "3.0", in: metainfo) { $0 })
            let shipped = try XCTUnwrap(AboutTheDemo.releaseNotes(of: DemoApplication.version, in: DemoResourceFiles.metainfo) { $0 })
            XCTAssertTrue(shipped.hasPrefix("<p>Decimal values, shown and typed as your language writes numbers.</p>"), shipped)
            XCTAssertTrue(shipped.contains("<li>A brew temperature in steps of half a degree</li>"), shipped)
            XCTAssertFalse(shipped.contains("GNOME 43, 48 and 51"), "the notes of this version alone: \(shipped)")
        }
    }

    // MARK: Settings

    func testSettingsPersistAcrossLaunches() throws {
        let backend = try TemporaryFiles.makeDirectory("demo") + "/keyfile"
        try onMain {
            try withDemo(backend: .keyFile(at: backend)) { demo in
                try? demo.inspectableModel.update { $0.maximumValue = 500; $0.value = 321; $0.leftTitle = "less" }
            }
            try withDemo(backend: .keyFile(at: backend)) { demo in
                XCTAssertEqual(demo.inspectableModel.value, 321)
                XCTAssertEqual(demo.inspectableModel.configuration.leftTitle, "less")
                XCTAssertEqual(demo.mainWindow?.inspectable.stepper.value, 321)
            }
        }
    }

    func testAnEditInThePreferencesReachesGSettingsAtOnce() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                main.showPreferences()
                let preferences = try XCTUnwrap(main.preferences)
                let row = try XCTUnwrap(preferences.rows.first { $0.property.objectName == "maximum-value" })
                guard case .integer(let stepperRow) = row.editor else { return XCTFail("no stepper") }
                type("250", into: stepperRow.stepper)
                XCTAssertEqual(demo.inspectableModel.configuration.maximumValue, 250)
                let stored = try XCTUnwrap(demo.settings).storedValues().first { $0.property.objectName == "maximum-value" }
                XCTAssertEqual(try stored?.value.get(), .integer(250), "no save waits for a timer")
            }
        }
    }

    func testAMissingSchemaIsReportedAndTheAppRunsOnDefaults() throws {
        let empty = try TemporaryFiles.makeDirectory("no-schema")
        let schemaFolder = ProcessInfo.processInfo.environment["GSETTINGS_SCHEMA_DIR"]
        unsetenv("GSETTINGS_SCHEMA_DIR")
        defer { if let schemaFolder { setenv("GSETTINGS_SCHEMA_DIR", schemaFolder, 1) } }
        try onMain {
            let logged = try problemsLogged {
                try withDemo(schemaDirectories: [empty]) { demo in
                    let main = try XCTUnwrap(demo.mainWindow)
                    XCTAssertNil(demo.settings)
                    let problem = main.shownProblem ?? ""
                    XCTAssertTrue(problem.contains("io.github.stepperkit.StepperDemo is not installed"), problem)
                    XCTAssertEqual(demo.inspectableModel.configuration, .inspectable)
                    demo.inspectableModel.increment()
                    XCTAssertEqual(main.inspectable.stepper.value, 1, "the app keeps working")
                }
            }
            XCTAssertEqual(logged.map(\.message).filter { $0.contains("is not installed") }.count, 1, "\(logged)")
        }
    }

    func testADamagedKeyFileIsImportedAsFarAsItIsValidAndReportedInTheWindow() throws {
        let folder = try TemporaryFiles.makeDirectory("damaged")
        let damaged = Data("[Stepper]\nvalue=12\nstep-value=zero\n# mine\n".utf8)
        try damaged.write(to: URL(fileURLWithPath: folder + "/stepper.ini"))
        try onMain {
            let logged = try problemsLogged {
                try withDemo(importing: folder + "/stepper.ini") { demo in
                    let main = try XCTUnwrap(demo.mainWindow)
                    XCTAssertEqual(main.inspectable.stepper.value, 12, "what was valid is imported")
                    XCTAssertTrue(main.shownProblem?.contains("step-value") ?? false, main.shownProblem ?? "")
                    demo.inspectableModel.increment()
                }
            }
            XCTAssertEqual(logged.count, 1, "one warning: \(logged)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["stepper.ini.imported"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/stepper.ini.imported")), damaged,
                       "the file is kept exactly, and the later change went to GSettings, not to it")
    }

    func testAKeyFileIsImportedOnce() throws {
        let folder = try TemporaryFiles.makeDirectory("import")
        let backend = folder + "/keyfile"
        try Data("# hand-written\n[Stepper]\nvalue = 5\n".utf8).write(to: URL(fileURLWithPath: folder + "/stepper.ini"))
        try onMain {
            try withDemo(backend: .keyFile(at: backend), importing: folder + "/stepper.ini") { demo in
                XCTAssertEqual(demo.inspectableModel.value, 5)
                demo.inspectableModel.value = 9
            }
            // Even with a key file put back in its place, an earlier import is not repeated... unless it is new:
            // a second start finds nothing at the old name, and keeps what GSettings holds.
            try withDemo(backend: .keyFile(at: backend), importing: folder + "/stepper.ini") { demo in
                XCTAssertEqual(demo.inspectableModel.value, 9)
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["keyfile", "stepper.ini.imported"])
    }
}

extension StepperConfiguration {
    /// The configuration with another background colour.
    func with(backgroundColor: RGBAColor) -> StepperConfiguration {
        var copy = self
        copy.backgroundColor = backgroundColor
        return copy
    }
}

/// Closes the shortcuts, as Escape would, and waits until they are gone from the screen.
@MainActor
private func closeShortcuts(_ shortcuts: Gtk.Widget) {
    if KeyboardShortcuts.areShownInADialog {
        let dialog = ShortcutsDialog(handling: shortcuts.widget)
        dialog.close()
        waitUntil("the shortcuts dialog closes") { !dialog.isOpen }
    } else {
        Gtk.Window(wrapping: shortcuts.widget).close()
        waitUntil("the shortcuts window hides") { !shortcuts.isVisible }
    }
}
