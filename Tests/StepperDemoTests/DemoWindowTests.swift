import CGtk
import Foundation
import GtkInterop
import StepperCore
import StepperGtk
import StepperTestSupport
import XCTest

@testable import StepperDemo

/// Runs the demo app in this process, with its own settings file, and
/// `body` once its main window is shown; then quits it.
///
/// The app runs its real main loop (`g_application_run`), so start-up,
/// activation and shutdown all happen as they do for a user.
@MainActor
private func withDemo(
    settings path: String? = nil,
    _ body: @escaping @MainActor (DemoApplication) throws -> Void
) throws {
    var failure: (any Error)?
    var finalized = false
    let toplevelsBefore = Gtk.Window.toplevelCount
    do {
        let file = try path ?? (TemporaryFiles.makeDirectory("demo") + "/stepper.ini")
        let demo = DemoApplication(isUnique: false, settingsFile: StepperSettingsFile(path: file))
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
    func testWindowFromTheUIFileHoldsFiveSteppers() throws {
        try onMain {
            try withDemo { demo in
                let window = try XCTUnwrap(demo.mainWindow).window
                XCTAssertEqual(window.title, "Stepper Demo")
                let steppers = window.descendants.filter { $0.isInstance(of: Stepper.gType) }
                XCTAssertEqual(steppers.count, 5)
                for stepper in try XCTUnwrap(demo.mainWindow).drinkSteppers {
                    XCTAssertEqual(stepper.model.configuration, StepperConfiguration.quantity.with(
                        backgroundColor: RGBAColor(red: 0xf6, green: 0xd5, blue: 0xa8)))
                    XCTAssertTrue(Accessible(Gtk.Widget(stepper.widget)).hasRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY),
                                  "each coffee stepper is named by its drink's label")
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
            }
        }
    }

    func testClickingACoffeeStepperUpdatesTheTotal() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                XCTAssertEqual(main.orderTotal.text, "Total: 3 drinks, $10.00")
                let espresso = main.drinkSteppers[0]
                let increase = try XCTUnwrap(Gtk.Widget(espresso.widget).descendants.first { $0.hasCSSClass("up") })
                increase.activate()
                waitUntil("the click reaches the total") { main.orderTotal.text == "Total: 4 drinks, $12.50" }
                main.drinkSteppers[2].value = 0
                main.drinkSteppers[1].value = 0
                XCTAssertEqual(main.orderTotal.text, "Total: 2 drinks, $5.00")
                main.drinkSteppers[0].value = 1
                XCTAssertEqual(main.orderTotal.text, "Total: 1 drink, $2.50")
            }
        }
    }

    func testInspectableStepperLogsChangesAndSharesItsModel() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                XCTAssertTrue(main.inspectable.model === main.mirror.model)
                XCTAssertTrue(main.inspectable.model === demo.inspectableModel)
                main.mirror.model.increment()
                XCTAssertEqual(main.valueLog.text, "Value changed to 1 (1 changes so far)")
                main.inspectable.value = 40
                XCTAssertEqual(main.mirror.value, 40)
                XCTAssertEqual(main.valueLog.text, "Value changed to 40 (2 changes so far)")
            }
        }
    }

    func testPreferencesOpensTheSettingsDialogForTheInspectableStepper() throws {
        try onMain {
            try withDemo { demo in
                let main = try XCTUnwrap(demo.mainWindow)
                demo.application.activateAction("preferences")
                let dialog = try XCTUnwrap(main.settingsDialog)
                XCTAssertTrue(dialog.model === demo.inspectableModel)
                let window = Gtk.Window(wrapping: dialog.window)
                XCTAssertTrue(window.isVisible)
                XCTAssertEqual(window.transientParent?.widget, main.window.widget)
            }
        }
    }

    func testAboutNamesTheApp() throws {
        try onMain {
            try withDemo { demo in
                demo.application.activateAction("about")
                let about = try XCTUnwrap(AboutWindow.shown)
                XCTAssertTrue(about.isInstance(of: gtk_about_dialog_get_type()))
                XCTAssertTrue(about.isVisible)
                XCTAssertEqual(about.transientParent?.widget, demo.mainWindow?.window.widget)
            }
        }
    }

    func testSettingsPersistAcrossLaunches() throws {
        let path = try TemporaryFiles.makeDirectory("demo") + "/stepper.ini"
        try onMain {
            try withDemo(settings: path) { demo in
                try? demo.inspectableModel.update { $0.maximumValue = 500; $0.value = 321; $0.leftTitle = "less" }
                XCTAssertTrue(demo.autosave?.hasUnsavedChanges ?? false, "a change schedules a save")
                waitUntil("the change is saved") { !(demo.autosave?.hasUnsavedChanges ?? true) }
            }
            try withDemo(settings: path) { demo in
                XCTAssertEqual(demo.inspectableModel.value, 321)
                XCTAssertEqual(demo.inspectableModel.configuration.leftTitle, "less")
                XCTAssertEqual(demo.mainWindow?.inspectable.value, 321)
            }
        }
    }

    func testChangesAreSavedAtExitWithoutWaiting() throws {
        let path = try TemporaryFiles.makeDirectory("demo") + "/stepper.ini"
        try onMain {
            try withDemo(settings: path) { demo in demo.inspectableModel.value = 17 }
            XCTAssertEqual(StepperSettingsFile(path: path).load().configuration.value, 17)
        }
    }

    func testAFailedSaveIsShownAndTheAppKeepsWorking() throws {
        let blocker = try TemporaryFiles.makeDirectory("blocker") + "/file"
        try Data().write(to: URL(fileURLWithPath: blocker))
        try onMain {
            _ = try problemsLogged {
                try withDemo(settings: blocker + "/stepper.ini") { demo in
                    let main = try XCTUnwrap(demo.mainWindow)
                    demo.inspectableModel.increment()
                    demo.autosave?.save()
                    let problem = main.shownProblem ?? ""
                    XCTAssertTrue(problem.contains("Cannot save the stepper settings"), problem)
                    demo.inspectableModel.increment()
                    XCTAssertEqual(main.inspectable.value, 2, "the app keeps working")
                }
            }
        }
    }

    func testDamagedSettingsAreReportedInTheWindowAndKeptBeforeASave() throws {
        let folder = try TemporaryFiles.makeDirectory("damaged")
        let damaged = Data("[Stepper]\nvalue=12\nstep-value=zero\n# mine\n".utf8)
        try damaged.write(to: URL(fileURLWithPath: folder + "/stepper.ini"))
        try onMain {
            let logged = try problemsLogged {
                try withDemo(settings: folder + "/stepper.ini") { demo in
                    let main = try XCTUnwrap(demo.mainWindow)
                    XCTAssertEqual(main.inspectable.value, 12, "what was valid is loaded")
                    XCTAssertTrue(main.shownProblem?.contains("step-value") ?? false)
                    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/stepper.ini.bad"), "reading copies nothing")
                    demo.inspectableModel.increment()
                }
            }
            XCTAssertEqual(logged.count, 1, "one warning")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/stepper.ini.bad")), damaged,
                           "the change was saved at exit, after keeping the damaged file's exact bytes")
            XCTAssertTrue(try String(contentsOfFile: folder + "/stepper.ini", encoding: .utf8).contains("value=13"))
        }
    }

    func testStartingAndQuittingWritesNothing() throws {
        let folder = try TemporaryFiles.makeDirectory("untouched")
        let original = Data("# hand-written\n[Stepper]\nvalue = 5\n".utf8)
        try original.write(to: URL(fileURLWithPath: folder + "/stepper.ini"))
        try onMain {
            try withDemo(settings: folder + "/stepper.ini") { demo in
                XCTAssertEqual(demo.inspectableModel.value, 5)
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/stepper.ini")), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["stepper.ini"])
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
