import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperAdwaita
@testable import StepperGtk
import AdwaitaInterop
import CAdw

/// The row of a property, found by its GObject name.
@MainActor
private func row(_ dialog: SettingsDialog, _ name: String) -> PreferenceRow {
    dialog.rows.first { $0.property.objectName == name }!
}

/// The stepper of a whole number's row.
@MainActor
private func stepper(_ row: PreferenceRow) -> Stepper {
    guard case .integer(let stepperRow) = row.editor else { fatalError("\(row.property.objectName) has no stepper") }
    return stepperRow.stepper
}

/// What a whole number's row shows: the stepper's text, as typed or as its value.
@MainActor
private func shown(_ row: PreferenceRow) -> String {
    text(of: stepper(row))
}

/// The text a title row or the colour's hex code holds.
@MainActor
private func entry(_ row: PreferenceRow) -> Gtk.Editable {
    switch row.editor {
    case .text(let entryRow): return Gtk.Editable(entryRow.widget)
    case .color(_, let code): return Gtk.Editable(code.widget)
    default: fatalError("\(row.property.objectName) has no entry")
    }
}

/// Types `text` into a whole number's stepper and presses Enter, as far as the stepper can tell.
@MainActor
private func type(_ text: String, into row: PreferenceRow) {
    type(text, into: stepper(row))
}

@MainActor
private func assertRefused(
    _ row: PreferenceRow, mentioning words: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertNotNil(row.problem, "\(row.property.objectName) shows no problem", file: file, line: line)
    XCTAssertTrue(row.message.isVisible, "the message is hidden", file: file, line: line)
    XCTAssertTrue(row.message.title.contains(words), "“\(row.message.title)” lacks “\(words)”", file: file, line: line)
    XCTAssertTrue(row.field.hasCSSClass("error"), "the field is not styled as an error", file: file, line: line)
    XCTAssertTrue(row.row.hasCSSClass("error"), "the row is not styled as an error", file: file, line: line)
    XCTAssertNil(Accessible(row.field).mismatchOfInvalidMark(expecting: true), file: file, line: line)
    XCTAssertNil(Accessible(row.field).mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: row.message.title),
                 "a screen reader learns why from the field's description", file: file, line: line)
}

@MainActor
private func assertAccepted(_ row: PreferenceRow, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertNil(row.problem, file: file, line: line)
    XCTAssertFalse(row.message.isVisible, file: file, line: line)
    XCTAssertFalse(row.field.hasCSSClass("error"), file: file, line: line)
    XCTAssertNil(Accessible(row.field).mismatchOfInvalidMark(expecting: false), file: file, line: line)
}

final class SettingsDialogTests: GtkTestCase {
    func testRowsAreGeneratedFromThePropertyTableInGroups() {
        onMain {
            let dialog = SettingsDialog(model: StepperModel())
            XCTAssertEqual(dialog.rows.map(\.property.objectName), StepperProperty.all.map(\.objectName))
            for row in dialog.rows {
                let kind: String
                switch row.editor {
                case .integer: kind = "stepper"
                case .boolean: kind = "switch"
                case .text: kind = "entry row"
                case .color: kind = "colour"
                case .orientation: kind = "combo row"
                }
                let expected = ["value": "stepper", "minimum-value": "stepper", "maximum-value": "stepper", "step-value": "stepper",
                                "page-increment": "stepper", "digits": "stepper", "unit": "entry row", "wraps": "switch", "autorepeat": "switch", "editable": "switch", "left-title": "entry row",
                                "right-title": "entry row", "background-color": "colour", "orientation": "combo row",
                ][row.property.objectName]
                XCTAssertEqual(kind, expected, row.property.objectName)
                XCTAssertEqual(Adw.ActionRow(wrapping: row.row.widget).title, row.property.localizedNick)
                XCTAssertTrue(Adw.ActionRow(wrapping: row.row.widget).usesUnderline, "the nick's mnemonic works")
                XCTAssertFalse(row.property.localizedBlurb.isEmpty)
                switch row.editor {
                case .text:
                    XCTAssertEqual(row.row.tooltip, row.property.localizedBlurb)
                case .orientation(let comboRow):
                    XCTAssertEqual(comboRow.subtitle, row.property.localizedBlurb)
                default:
                    XCTAssertEqual(Adw.ActionRow(wrapping: row.row.widget).subtitle, row.property.localizedBlurb)
                    XCTAssertTrue(Accessible(row.field).hasRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY),
                                  "the row's title names \(row.property.objectName)'s editor")
                    XCTAssertEqual(Adw.ActionRow(wrapping: row.row.widget).activatableWidget?.widget, row.field.widget)
                }
                XCTAssertFalse(row.message.isVisible)
            }
            // The groups, in order, each with the rows of its section (an
            // AdwDialog builds its content when first presented).
            dialog.present(over: nil)
            defer { dialog.close() }
            let titles = Gtk.Widget(dialog.widget).descendants
                .filter { $0.typeName == "AdwPreferencesGroup" }
                .map { String(cString: adw_preferences_group_get_title($0.widget.cast(to: AdwPreferencesGroup.self))) }
                .filter { !$0.isEmpty }
            XCTAssertEqual(titles, ["Preview", "Value", "Behaviour", "Appearance"])
            // The form this libadwaita has, named so that no deprecated call
            // is compiled. Before 1.5 a plain window with a header bar: 1.2's
            // AdwPreferencesWindow never lets go of its groups.
            let form = Adw.dialogsAreAdaptive ? "AdwPreferencesDialog" : "AdwWindow"
            XCTAssertEqual(Gtk.Widget(dialog.widget).typeName, form,
                           "libadwaita 1.\(adw_get_minor_version()): the preferences are an \(form)")
            if !Adw.dialogsAreAdaptive {
                XCTAssertEqual(Gtk.Widget(dialog.widget).descendants.filter { $0.typeName == "AdwHeaderBar" }.count, 1)
            }
            XCTAssertEqual(Adw.Preferences(handling: dialog.widget).title, "Preferences")
        }
    }

    /// Whole numbers are edited with StepperKit's own row, not a GtkSpinButton
    /// in an action row: a stepper of any Int on a model of its own, stepping
    /// by 1 and paging by 10 with icons on its buttons, as a spin button does.
    func testThePreferencesHoldNoSpinButton() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            // An AdwDialog builds its content when first presented.
            dialog.present(over: nil)
            defer { dialog.close() }
            waitUntil("the preferences are shown") { Gtk.Widget(dialog.widget).isMapped }
            let parts = Gtk.Widget(dialog.widget).descendants
            XCTAssertEqual(parts.filter { $0.typeName == "GtkSpinButton" }.map(\.typeName), [])
            XCTAssertEqual(parts.filter { $0.typeName == "SkStepperRow" }.count, 6)
            for row in dialog.rows where row.property.group == .value && row.property != StepperProperty(\.unit) {
                let name = row.property.objectName
                XCTAssertNotNil(StepperRow(wrapping: row.row.widget), "\(name) is in a StepperRow")
                let shownBy = stepper(row)
                XCTAssertFalse(shownBy.model === model, "\(name)'s stepper has a model of its own")
                let configuration = shownBy.model.configuration
                // The digits take 0 to 9 only; the numbers any Int.
                XCTAssertEqual(configuration.bounds, name == "digits" ? 0...StepperConfiguration.maximumDigits : Int.min...Int.max, name)
                XCTAssertEqual(configuration.stepValue, 1, name)
                XCTAssertEqual(configuration.pageIncrement, name == "digits" ? 1 : 10, name)
                XCTAssertTrue(configuration.isEditable, name)
                XCTAssertFalse(configuration.wraps, name)
                XCTAssertEqual(configuration.backgroundColor.alpha, 0, "nothing behind \(name)'s value")
                XCTAssertNil(titleShown(on: buttons(of: shownBy).decrease), "\(name): icons, as a spin button's")
                XCTAssertNil(titleShown(on: buttons(of: shownBy).increase), name)
                XCTAssertNil(Accessible(row.field).mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                          expecting: row.property.localizedBlurb),
                             "the row's subtitle describes \(name)'s stepper")
            }
        }
    }

    func testFieldsShowTheModel() {
        onMain {
            let model = try! StepperModel(StepperConfiguration(
                value: Int.max, minimumValue: Int.min, maximumValue: Int.max, leftTitle: "less",
                backgroundColor: RGBAColor(red: 255, green: 204, blue: 0, alpha: 128)))
            let dialog = SettingsDialog(model: model)
            XCTAssertEqual(shown(row(dialog, "value")), "9223372036854775807", "exact, not a rounded double")
            XCTAssertEqual(stepper(row(dialog, "value")).value, Int.max)
            XCTAssertEqual(shown(row(dialog, "minimum-value")), "-9223372036854775808")
            XCTAssertEqual(entry(row(dialog, "left-title")).text, "less")
            XCTAssertEqual(entry(row(dialog, "background-color")).text, "#ffcc0080")
            model.value = 5
            XCTAssertEqual(shown(row(dialog, "value")), "5", "the dialog follows the model")
        }
    }

    func testAValueChangeLeavesTextBeingTypedAlone() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            let title = entry(row(dialog, "left-title"))
            title.text = "les"  // typed; applies when the main loop is next idle
            model.increment()   // meanwhile the preview (or a main-window click) moves the value
            XCTAssertEqual(title.text, "les", "only the value field follows the value")
            XCTAssertEqual(shown(row(dialog, "value")), "1")
            waitUntil("the typed title applies") { model.configuration.leftTitle == "les" }
        }
    }

    func testEditsApplyAtOnceToEveryStepperOnTheModel() {
        onMain {
            let model = StepperModel()
            let mainWindowStepper = Stepper(model: model)
            var seen: [Int] = []
            mainWindowStepper.onValueChanged { seen.append($0) }
            let dialog = SettingsDialog(model: model)
            type("42", into: row(dialog, "value"))
            XCTAssertEqual(mainWindowStepper.value, 42)
            XCTAssertEqual(seen, [42])
            entry(row(dialog, "left-title")).text = "less"
            waitUntil("the title applies when the main loop is idle") { model.configuration.leftTitle == "less" }
            XCTAssertEqual(titleShown(on: buttons(of: mainWindowStepper).decrease), "less")
            guard case .boolean(let wraps) = row(dialog, "wraps").editor else { return XCTFail() }
            wraps.isOn = true
            XCTAssertTrue(model.configuration.wraps)
            guard case .color(let button, _) = row(dialog, "background-color").editor else { return XCTFail() }
            button.color = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)  // as the chooser sets it
            XCTAssertEqual(model.configuration.backgroundColor, RGBAColor(red: 255, green: 0, blue: 0))
            // As an assistive tool presses it (a pointer press steps through the same call).
            buttons(of: stepper(row(dialog, "value"))).increase.widget.emit(signalNamed: "clicked")
            XCTAssertEqual(model.value, 43, "the buttons apply too")
            XCTAssertEqual(seen, [42, 43])
            for name in ["value", "left-title", "wraps", "background-color"] { assertAccepted(row(dialog, name)) }
        }
    }

    func testMinimumAboveMaximumIsRefusedUntilFixed() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            let before = model.configuration
            type("200", into: row(dialog, "minimum-value"))
            assertRefused(row(dialog, "minimum-value"), mentioning: "maximum, 100")
            XCTAssertEqual(model.configuration, before)
            XCTAssertEqual(shown(row(dialog, "minimum-value")), "200", "the typed value stays to be fixed")
            // Raising the maximum makes the minimum valid: both apply.
            type("300", into: row(dialog, "maximum-value"))
            assertAccepted(row(dialog, "minimum-value"))
            XCTAssertEqual(model.configuration.minimumValue, 200)
            XCTAssertEqual(model.configuration.maximumValue, 300)
            XCTAssertEqual(model.value, 200)
            // The other way round, fixed in the field itself.
            type("100", into: row(dialog, "maximum-value"))
            assertRefused(row(dialog, "maximum-value"), mentioning: "minimum, 200")
            XCTAssertEqual(model.configuration.maximumValue, 300)
            type("250", into: row(dialog, "maximum-value"))
            assertAccepted(row(dialog, "maximum-value"))
            XCTAssertEqual(model.configuration.maximumValue, 250)
        }
    }

    func testStepOfZeroOrLessIsRefused() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            for text in ["0", "-3"] {
                type(text, into: row(dialog, "step-value"))
                assertRefused(row(dialog, "step-value"), mentioning: "1 or more")
                XCTAssertEqual(model.configuration.stepValue, 1)
            }
            type("5", into: row(dialog, "step-value"))
            assertAccepted(row(dialog, "step-value"))
            XCTAssertEqual(model.configuration.stepValue, 5)
        }
    }

    func testTextWhereANumberBelongsIsRefusedAndKept() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            for text in ["abc", "12abc", "1.5", ""] {
                type(text, into: row(dialog, "value"))
                assertRefused(row(dialog, "value"), mentioning: text.isEmpty ? "Enter a whole number" : "is not a whole number")
                XCTAssertEqual(shown(row(dialog, "value")), text, "refused text stays as typed")
                XCTAssertTrue(isTyping(into: stepper(row(dialog, "value"))), "and can be fixed there")
                XCTAssertEqual(model.value, 0)
            }
            type("−7", into: row(dialog, "value"))
            assertAccepted(row(dialog, "value"))
            XCTAssertEqual(model.value, -7)
        }
    }

    /// A stepper clamps what is typed into its bounds, which in these rows
    /// are Int's own (a GtkSpinButton clamps to its range too).
    func testNumbersBeyondIntClampToIntsBounds() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            type("9223372036854775808", into: row(dialog, "maximum-value"))
            assertAccepted(row(dialog, "maximum-value"))
            XCTAssertEqual(model.configuration.maximumValue, Int.max, "exactly, not a rounded double")
            XCTAssertEqual(shown(row(dialog, "maximum-value")), "9223372036854775807")
            type("-99999999999999999999", into: row(dialog, "minimum-value"))
            assertAccepted(row(dialog, "minimum-value"))
            XCTAssertEqual(model.configuration.minimumValue, Int.min)
            XCTAssertEqual(shown(row(dialog, "minimum-value")), "-9223372036854775808")
            XCTAssertEqual(model.value, 0, "the value stays within the wider bounds")
        }
    }

    /// Refused text given up (Escape, or the focus leaving) takes its
    /// message with it: the row shows the model again, which took nothing.
    func testAbandonedTextLeavesTheRowShowingTheModel() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            let minimum = row(dialog, "minimum-value")
            type("12abc", into: minimum)
            assertRefused(minimum, mentioning: "is not a whole number")
            stepper(minimum).abandonTyping()
            assertAccepted(minimum)
            XCTAssertEqual(shown(minimum), "-100")
            // A value the model refused, then text: giving up the text gives up both.
            type("200", into: minimum)
            assertRefused(minimum, mentioning: "maximum, 100")
            type("abc", into: minimum)
            assertRefused(minimum, mentioning: "is not a whole number")
            stepper(minimum).abandonTyping()
            assertAccepted(minimum)
            XCTAssertEqual(shown(minimum), "-100")
            XCTAssertEqual(model.configuration, .inspectable)
            // Fixed instead, the text gives its number to the model.
            type("200", into: minimum)
            type("abc", into: minimum)
            type("50", into: minimum)
            assertAccepted(minimum)
            XCTAssertEqual(model.configuration.minimumValue, 50)
            XCTAssertEqual(shown(minimum), "50")
        }
    }

    /// A keyboard user in a whole number's row, with real keys: Up and the
    /// page keys step and page as a spin button's do, a typed number applies
    /// with Enter, and a refusal shows under the row until it is fixed or
    /// given up (Escape, Tab).
    func testKeysStepPageAndTypeInAWholeNumberRow() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            dialog.present(over: nil)
            defer { dialog.close() }
            waitUntil("the preferences are shown") { Gtk.Widget(dialog.widget).isMapped }
            XDoTool.focus(Gtk.Window(wrapping: Gtk.Widget(dialog.widget).root!.widget))
            let minimum = row(dialog, "minimum-value")
            XDoTool.press("alt+m")
            waitUntil("Alt+M focuses the minimum's stepper") { minimum.field.hasFocus }
            XDoTool.press("Up")
            XCTAssertEqual(model.configuration.minimumValue, -99)
            XDoTool.press("Page_Up")
            XCTAssertEqual(model.configuration.minimumValue, -89, "a page of 10")
            XDoTool.press("Page_Down", "Page_Down")
            XCTAssertEqual(model.configuration.minimumValue, -109)
            XDoTool.press("4", "2", "Return")
            XCTAssertEqual(model.configuration.minimumValue, 42)
            XCTAssertEqual(model.value, 42, "the value follows its new bound")
            XDoTool.press("5", "0", "0", "Return")
            assertRefused(minimum, mentioning: "maximum, 100")
            XCTAssertEqual(shown(minimum), "500")
            XCTAssertEqual(model.configuration.minimumValue, 42)
            XDoTool.press("4", "a", "Return")
            assertRefused(minimum, mentioning: "“4a” is not a whole number")
            XDoTool.press("Escape")
            assertAccepted(minimum)
            XCTAssertEqual(shown(minimum), "42", "the row shows the model again")
            XCTAssertTrue(dialog.isOpen, "Escape gave up the typing, and left the preferences open")
            // Tab gives up refused text too, and goes on to the next row.
            XDoTool.press("4", "a", "Return")
            assertRefused(minimum, mentioning: "“4a” is not a whole number")
            XDoTool.press("Tab")
            assertAccepted(minimum)
            XCTAssertEqual(shown(minimum), "42")
            XCTAssertTrue(row(dialog, "maximum-value").field.hasFocus, "Tab goes on to the maximum")
        }
    }

    func testTitleTooLongIsRefused() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            let title = entry(row(dialog, "right-title"))
            title.text = String(repeating: "+", count: 33)
            waitUntil("the title is refused") { row(dialog, "right-title").problem != nil }
            assertRefused(row(dialog, "right-title"), mentioning: "at most 32")
            XCTAssertEqual(model.configuration.rightTitle, "⬆", "replacing the text never applied an empty title")
            title.text = String(repeating: "+", count: 32)
            waitUntil("the fixed title applies") { row(dialog, "right-title").problem == nil }
            assertAccepted(row(dialog, "right-title"))
            XCTAssertEqual(model.configuration.rightTitle.count, 32)
        }
    }

    func testColourThatDoesNotParseIsRefused() {
        onMain {
            let model = StepperModel()
            let dialog = SettingsDialog(model: model)
            let code = entry(row(dialog, "background-color"))
            code.text = "#12"
            code.widget.emit(signalNamed: "activate")
            assertRefused(row(dialog, "background-color"), mentioning: "is not a colour")
            XCTAssertEqual(model.configuration.backgroundColor, .cyan)
            XCTAssertEqual(code.text, "#12")
            code.text = "rgb(255, 204, 0)"
            code.widget.emit(signalNamed: "activate")
            assertAccepted(row(dialog, "background-color"))
            XCTAssertEqual(model.configuration.backgroundColor, RGBAColor(red: 255, green: 204, blue: 0))
            XCTAssertEqual(code.text, "#ffcc00", "the code is shown in its canonical form")
        }
    }

    func testResetToDefaultsRestoresCSStepperAndClearsProblems() {
        onMain {
            let model = try! StepperModel(.quantity)
            let dialog = SettingsDialog(model: model)
            type("abc", into: row(dialog, "step-value"))
            type("200", into: row(dialog, "minimum-value"))
            assertRefused(row(dialog, "minimum-value"), mentioning: "maximum, 99")
            // With typing going on, as when an app resets the preferences (resetToDefaults()) at any time.
            dialog.resetButton.widget.emit(signalNamed: "clicked")
            XCTAssertEqual(model.configuration, .inspectable)
            assertAccepted(row(dialog, "step-value"))
            XCTAssertFalse(isTyping(into: stepper(row(dialog, "step-value"))), "the refused text is abandoned")
            XCTAssertEqual(shown(row(dialog, "step-value")), "1")
            assertAccepted(row(dialog, "minimum-value"))
            XCTAssertEqual(shown(row(dialog, "minimum-value")), "-100")
        }
    }

    /// Over an app's window, the preferences are an adaptive dialog inside it
    /// on libadwaita 1.5 and later, a modal window transient for it before.
    func testPreferencesBlockTheirParentAndCloseWithEscape() {
        onMain {
            let parent = Gtk.Window(handling: adw_application_window_new(nil))
            parent.title = "Settings parent"
            parent.setDefaultSize(width: 800, height: 900)
            parent.present()
            defer { parent.destroy() }
            waitUntil("the parent is shown") { parent.isMapped }
            let dialog = SettingsDialog(model: StepperModel())
            dialog.present(over: parent.widget)
            let preferences = Adw.Preferences(handling: dialog.widget)
            XCTAssertTrue(dialog.isOpen)
            XCTAssertEqual(preferences.parent?.widget, parent.widget)
            XCTAssertEqual(preferences.title, "Preferences")
            let window: Gtk.Window
            if Adw.dialogsAreAdaptive {
                XCTAssertEqual(Gtk.Widget(dialog.widget).root?.widget, parent.widget,
                               "libadwaita 1.5 and later: a dialog inside the app's window, which it blocks")
                window = parent
            } else {
                window = Gtk.Window(wrapping: dialog.widget)
                XCTAssertTrue(window.isModal, "libadwaita 1.2: a modal window")
            }
            XDoTool.focus(window)
            // Opening, the focus lands on the preview, not on a part of the
            // preferences that shows nothing (on libadwaita 1.2 it went to a
            // hidden page switcher, which Orca 43 read as "GtkLabel page tab").
            let focus = window.focusWidget
            XCTAssertTrue(focus.map { $0.isWithin(Gtk.Widget(dialog.preview.widget)) } ?? false,
                          "the focus starts on \(focus?.typeName ?? "nothing"), not on the preview")
            XDoTool.press("Escape")
            waitUntil("Escape closes the preferences") { !dialog.isOpen }
            dialog.present(over: parent.widget)
            XCTAssertTrue(dialog.isOpen, "they open again after closing")
            waitUntil("the parent is shown") { parent.isMapped }
        }
    }

    /// Made and presented in a handler and then forgotten, as a GTK window
    /// may be, the preferences stay on screen until they are closed, and then
    /// go; dropped before they are ever presented, they go at once.
    func testPresentedPreferencesLiveUntilClosedWhetherOrNotTheirObjectIsKept() {
        onMain {
            let parent = Self.shownParent(titled: "Lifetime parent")
            defer { parent.destroy() }

            weak var neverShown: SettingsDialog?
            var neverShownFinalized = false
            do {
                let dialog = SettingsDialog(model: StepperModel())
                dialog.widget.onFinalize { neverShownFinalized = true }
                neverShown = dialog
            }
            XCTAssertNil(neverShown, "never presented and dropped, the preferences go at once")
            waitUntil("their widget is finalized") { neverShownFinalized }

            let forgotten = Self.presentAndForgetPreferences(over: parent)
            drainMainLoop()
            XCTAssertEqual(forgotten.dialog?.isOpen, true, "presented, they stay open without their object")
            XCTAssertFalse(forgotten.finalized)
            forgotten.dialog?.close()
            waitUntil("closed and not kept, they go") { forgotten.dialog == nil && forgotten.finalized }
        }
    }

    func testForgottenPreferencesGoWithTheWindowTheyWerePresentedOver() {
        onMain {
            let parent = Self.shownParent(titled: "Doomed parent")
            let forgotten = Self.presentAndForgetPreferences(over: parent)
            // The app's window goes with its preferences open, as at quit.
            parent.destroy()
            waitUntil("nothing keeps them once their window is gone") { forgotten.dialog == nil && forgotten.finalized }
        }
    }

    /// Kept preferences whose window went show again over the next one, on
    /// both kinds of window. (libadwaita's force-close of a dialog in a
    /// window of its own kept a pointer to that window once it was freed,
    /// which presenting again used.)
    func testKeptPreferencesPresentAgainAfterTheirWindowWent() {
        onMain {
            for plain in [true, false] {
                // One each: libadwaita 1.10 cannot put a dialog that was in a
                // window of its own into an app's window (criticals from C alone).
                let dialog = SettingsDialog(model: StepperModel())
                let first = Self.shownParent(titled: "First parent", plain: plain)
                dialog.present(over: first.widget)
                waitUntil("the preferences are on screen") { Gtk.Widget(dialog.widget).isMapped }
                first.destroy()
                waitUntil("they closed with their window") { !dialog.isOpen }
                let second = Self.shownParent(titled: "Second parent", plain: plain)
                let problems = problemsLogged {
                    dialog.present(over: second.widget)
                    waitUntil("the same preferences are on screen again") { Gtk.Widget(dialog.widget).isMapped }
                }
                // libadwaita 1.10 itself, from C alone, says this as a dialog
                // goes into a window of its own a second time, closed or not
                // as its parent went; it shows all the same.
                let known = "gtk_widget_set_parent: assertion '_gtk_widget_get_parent (widget) == NULL' failed"
                let expected = plain && Adw.dialogsAreAdaptive ? [known] : []
                XCTAssertTrue(problems.allSatisfy { expected.contains($0.message) } && problems.count <= 1,
                              "plain parent: \(plain): \(problems)")
                XCTAssertEqual(Adw.Preferences(handling: dialog.widget).parent?.widget, second.widget, "plain parent: \(plain)")
                dialog.close()
                waitUntil("closed") { !dialog.isOpen }
                second.destroy()
            }
        }
    }

    /// Nothing of forgotten preferences outlives them: every widget they were
    /// made of is finalized once their window goes. (libadwaita 1.2's
    /// AdwPreferencesWindow kept every group and row alive here.)
    func testForgottenPreferencesLeaveNoWidgetAlive() {
        onMain {
            // Over an app's window, and over a plain GtkWindow, where an
            // AdwDialog (libadwaita 1.5 and later) is in a window of its own.
            for plain in [false, true] {
                let parent = Self.shownParent(titled: "Parent of forgotten preferences", plain: plain)
                let forgotten = Self.presentAndForgetPreferences(over: parent)
                final class Census { var alive: [String: Int] = [:] }
                let census = Census()
                // Only the widgets are looked at: the test keeps no Swift object alive.
                let preferences = forgotten.dialog.map { Gtk.Widget($0.widget) }
                let keptByInputMethod = Self.inputMethodKeepsTexts()
                for part in preferences.map({ [$0] + $0.descendants }) ?? [] {
                    // What the input method keeps is not the preferences' to free.
                    if keptByInputMethod, gtk_widget_get_ancestor(part.widget, gtk_text_get_type()) != nil { continue }
                    let name = part.typeName
                    census.alive[name, default: 0] += 1
                    part.widget.onFinalize { census.alive[name, default: 0] -= 1 }
                }
                XCTAssertGreaterThan(census.alive["SkStepperRow"] ?? 0, 0)
                parent.destroy()
                waitUntil("every part of the preferences is finalized (plain parent: \(plain))", timeout: 10) {
                    census.alive.values.allSatisfy { $0 == 0 }
                }
                XCTAssertEqual(census.alive.filter { $0.value != 0 }, [:], "plain parent: \(plain)")
            }
        }
    }

    /// Whether this platform's input method keeps a `GtkText` alive after
    /// its window goes, as IBus's GTK 4 module does on GNOME 51
    /// (docs/quality.md, "Memory"): a bare GtkText shown and destroyed with
    /// its window is never finalized there, with GTK's own input method it is.
    @MainActor
    private static func inputMethodKeepsTexts() -> Bool {
        if let known = inputMethodKeepsTextsHere { return known }
        final class Finalized { var text = false }
        let finalized = Finalized()
        let window = Gtk.Window()
        let text = gtk_text_new()!
        text.onFinalize { finalized.text = true }
        window.setChild(Gtk.Widget(text))
        window.present()
        _ = MainLoop.iterate(until: { window.isMapped }, timeout: 5)
        window.destroy()
        let keeps = !MainLoop.iterate(until: { finalized.text }, timeout: 2)
        inputMethodKeepsTextsHere = keeps
        return keeps
    }

    /// What ``inputMethodKeepsTexts()`` found.
    @MainActor
    private static var inputMethodKeepsTextsHere: Bool?

    /// A window, shown, to present preferences over: an app's window, or a
    /// plain GtkWindow.
    @MainActor
    private static func shownParent(titled title: String, plain: Bool = false) -> Gtk.Window {
        let parent = plain ? Gtk.Window() : Gtk.Window(handling: adw_application_window_new(nil))
        parent.title = title
        parent.setDefaultSize(width: 800, height: 900)
        parent.present()
        waitUntil("the parent is shown") { parent.isMapped }
        return parent
    }

    /// Preferences presented over `parent` and forgotten at once, as a
    /// button handler may, and what a test can still see of them.
    private final class ForgottenPreferences {
        weak var dialog: SettingsDialog?
        var finalized = false
    }

    /// Makes preferences, presents them over `parent`, drops them, and
    /// returns once they are on screen.
    @MainActor
    private static func presentAndForgetPreferences(over parent: Gtk.Window) -> ForgottenPreferences {
        let forgotten = ForgottenPreferences()
        do {
            let dialog = SettingsDialog(model: StepperModel())
            dialog.widget.onFinalize { forgotten.finalized = true }
            dialog.present(over: parent.widget)
            forgotten.dialog = dialog
        }
        waitUntil("the forgotten preferences are on screen") {
            forgotten.dialog.map { Gtk.Widget($0.widget).isMapped } ?? false
        }
        return forgotten
    }

    func testEveryFieldIsReachableByTabAndByItsMnemonic() {
        onMain {
            let dialog = SettingsDialog(model: StepperModel())
            dialog.present(over: nil)
            // On its own, a dialog is in a window of its own, titled as it is.
            waitUntil("the preferences are shown") { Gtk.Widget(dialog.widget).isMapped }
            let window = Gtk.Window(wrapping: Gtk.Widget(dialog.widget).root!.widget)
            XCTAssertEqual(window.title, "Preferences")
            XDoTool.focus(window)
            var tabbed: Set<UnsafeMutablePointer<GtkWidget>> = []
            for _ in 0..<40 {
                XDoTool.press("Tab")
                if let focus = window.focusWidget { tabbed.insert(focus.widget) }
            }
            let fields = dialog.rows.flatMap { row -> [Gtk.Widget] in
                if case .color(let button, let code) = row.editor { return [button.asWidget, code.asWidget] }
                return [row.field]
            }
            for field in fields {
                // An entry row's focus lands on its text inside.
                let reached = tabbed.contains { $0 == field.widget || Gtk.Widget($0).isDescendant(of: field) }
                XCTAssertTrue(reached, "Tab never reaches \(field.typeName)")
            }
            // Text and number fields take the focus; switches toggle, as GTK's do.
            let focusing = ["v": "value", "m": "minimum-value", "x": "maximum-value", "s": "step-value",
                            "p": "page-increment", "l": "left-title", "g": "right-title"]
            for (key, name) in focusing {
                XDoTool.press("alt+\(key)")
                let focus = window.focusWidget
                let target = row(dialog, name).field
                XCTAssertTrue(focus?.widget == target.widget || focus?.isDescendant(of: target) == true,
                              "Alt+\(key) does not reach \(name)")
            }
            XDoTool.press("alt+w", "alt+a")
            // A switch toggles at the end of its animation.
            waitUntil("Alt+W toggles Wraps") { dialog.model.configuration.wraps }
            waitUntil("Alt+A toggles Autorepeat") { !dialog.model.configuration.autorepeat }
            @MainActor func shownWindows() -> Int { Gtk.Window.toplevels.filter { $0.isVisible }.count }
            let before = shownWindows()
            XDoTool.press("alt+b")
            waitUntil("Alt+B opens the colour chooser") { shownWindows() > before }
            XDoTool.press("Escape")
            waitUntil("Escape closes the colour chooser") { shownWindows() == before }
            dialog.close()
        }
    }
}
