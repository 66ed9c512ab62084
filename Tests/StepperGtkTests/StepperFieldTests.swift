import CGtk
import CGtkShims
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

/// The field a value is typed in: on GTK 4.14 and later it exists only while
/// the user types, and GtkEditable works the same without it; on GTK 4.8 to
/// 4.12 it lives as long as the stepper, for assistive tools.
final class StepperFieldTests: GtkTestCase {
    func testTheFieldLivesWhileTheUserTypesAndWhereGTKNeedsItForAssistiveTools() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: 0, maximumValue: 100))
            XCTAssertEqual(hasValueField(fixture.stepper), StepperInstance.fieldLivesAtRest,
                           "at rest a field only where GTK gives a stepper AT-SPI's Text through one alone")
            XCTAssertEqual(StepperInstance.fieldLivesAtRest, gtk_check_version(4, 14, 0) != nil)
            fixture.focusStepper()
            XDoTool.press("4")
            XCTAssertTrue(hasValueField(fixture.stepper), "typing makes the field")
            XCTAssertEqual(text(of: fixture.stepper), "4")
            XDoTool.press("Escape")
            XCTAssertEqual(text(of: fixture.stepper), "10")
            if StepperInstance.fieldLivesAtRest {
                XCTAssertTrue(hasValueField(fixture.stepper))
            } else {
                waitUntil("the field is let go of once typing ends") { !hasValueField(fixture.stepper) }
            }
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "the focus stays on the stepper")
            XDoTool.press("7", "Return")
            XCTAssertEqual(fixture.model.value, 7, "and typing makes it again")
            XCTAssertEqual(fixture.changes, [7])
        }
    }

    /// GtkEditable's text, caret, signals and writes, with no field (GTK
    /// 4.14 and later) as with one: an assistive tool writing text makes
    /// the field for the change, which the value then replaces.
    func testGtkEditableWorksTheSameWithOrWithoutTheField() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 99)))
            let editable = stepper.widget.opaque
            XCTAssertEqual(text(of: stepper), "7")
            XCTAssertEqual(ObjectProperties.string(stepper.widget, "text"), "7")
            var start: gint = -1, end: gint = -1
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0, "nothing selected")
            XCTAssertEqual(gtk_editable_get_position(editable), 0, "the caret at the start")
            let notified = ObjectProperties.countNotifications(of: "text", on: stepper.widget)
            let changed = ObjectProperties.countEmissions(of: "changed", on: stepper.widget)
            stepper.value = 8
            XCTAssertEqual(text(of: stepper), "8")
            XCTAssertEqual(notified.count, 1, "one notify::text per change")
            // GtkText replaces its text by a deletion and an insertion, each
            // one `changed`; without a field, one change is one `changed`, as
            // GtkEditable documents it.
            XCTAssertEqual(changed.count, StepperInstance.fieldLivesAtRest ? 2 : 1)
            XCTAssertEqual(hasValueField(stepper), StepperInstance.fieldLivesAtRest, "a change of value makes no field")

            gtk_editable_set_text(editable, "42")
            waitUntil("the written text is taken") { stepper.value == 42 }
            XCTAssertEqual(text(of: stepper), "42")
            var position: gint = -1
            gtk_editable_insert_text(editable, "5", -1, &position)
            waitUntil("the appended digit is taken, clamped") { stepper.value == 99 }
            XCTAssertEqual(text(of: stepper), "99")
            gtk_editable_delete_text(editable, 0, 1)
            waitUntil("the deletion is taken") { stepper.value == 9 }
            ObjectProperties.set(stepper.widget, "text", FundamentalType.string) { g_value_set_string($0, "x") }
            XCTAssertEqual(text(of: stepper), "x")
            waitUntil("refused text gives way to the value") { text(of: stepper) == "9" }
            XCTAssertEqual(stepper.value, 9)
            if !StepperInstance.fieldLivesAtRest {
                waitUntil("the field made for the writes is let go of") { !hasValueField(stepper) }
            }
        }
    }

    /// A property only the field holds, read or written through the
    /// stepper, makes the field for good: nothing set on it is lost.
    func testAPropertyOnlyTheFieldHoldsKeepsTheField() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: -100, maximumValue: 100))
            ObjectProperties.set(fixture.stepper.widget, "max-width-chars", FundamentalType.int) { g_value_set_int($0, 12) }
            XCTAssertTrue(hasValueField(fixture.stepper))
            fixture.focusStepper()
            XDoTool.press("5", "Return")
            XCTAssertEqual(fixture.model.value, 5)
            // Long enough for a release to have happened.
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertTrue(hasValueField(fixture.stepper), "the field stays")
            XCTAssertEqual(ObjectProperties.get(fixture.stepper.widget, "max-width-chars", FundamentalType.int) { g_value_get_int($0) }, 12)
            XCTAssertEqual(ObjectProperties.get(fixture.stepper.widget, "width-chars", FundamentalType.int) { g_value_get_int($0) }, 4,
                           "as wide as -100")
        }
    }

    /// A stepper destroyed while the field made for a write waits to be let
    /// go of leaves nothing behind to run, and on GTK 4.14 and later its
    /// field, with none of its text, goes to the next stepper to type.
    func testAStepperDestroyedWithAWriteInFlightLeavesNothingToRun() {
        onMain {
            let staying = Stepper(model: try! StepperModel(StepperConfiguration(value: 12)))
            let window = Gtk.Window()
            let model = StepperModel()
            let made: UnsafeMutablePointer<GtkWidget>?
            do {
                // The window alone holds the stepper: destroying it disposes of the stepper.
                let stepper = Stepper(model: model)
                window.setChild(Gtk.Widget(stepper.widget))
                gtk_editable_set_text(stepper.widget.opaque, "3")
                made = StepperInstance.of(stepper.widget)?.field?.widget
            }
            XCTAssertNotNil(made, "a write makes the field")
            window.destroy()
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(model.value, 0, "the write was not taken: the stepper went first")
            let field = valueField(of: staying)
            XCTAssertEqual(field.widget == made, !StepperInstance.fieldLivesAtRest)
            XCTAssertEqual(field.text, "12")
            XCTAssertEqual(staying.value, 12, "nothing of the destroyed stepper's write reaches the next one")
        }
    }

    /// On GTK 4.14 and later the field a stepper lets go of is the next
    /// stepper's to type in (IBus keeps memory for every GtkText ever made),
    /// showing that stepper's value, as editable as it is and as wide as its
    /// values; on GTK 4.8 to 4.12 each stepper has its own for life.
    func testAFieldLetGoOfIsTheNextStepperToTypes() {
        onMain {
            let first = Stepper(model: try! StepperModel(StepperConfiguration(value: 3, minimumValue: 0, maximumValue: 9)))
            let second = Stepper(model: try! StepperModel(
                StepperConfiguration(value: -250, minimumValue: -1000, maximumValue: 1000, isEditable: false)))
            let window = showInWindow(Gtk.Widget(first.widget), Gtk.Widget(second.widget))
            defer { window.destroy() }
            // Text written as an assistive tool writes it: a field for the change.
            gtk_editable_set_text(first.widget.opaque, "5")
            guard let made = StepperInstance.of(first.widget)?.field?.widget else { return XCTFail("a write makes the field") }
            waitUntil("the write is taken") { first.value == 5 }
            if !StepperInstance.fieldLivesAtRest {
                waitUntil("the field is let go of once the write is taken") { !hasValueField(first) }
            }
            let field = valueField(of: second)
            XCTAssertEqual(field.widget == made, !StepperInstance.fieldLivesAtRest,
                           "the field let go of is the next one, where fields come and go")
            XCTAssertEqual(field.text, "-250")
            XCTAssertEqual(text(of: second), "-250")
            XCTAssertFalse(field.isEditable, "editable as its stepper is")
            XCTAssertEqual(field.widthInCharacters, 5, "as wide as -1000")
            XCTAssertFalse(field.isFocusable, "one tab stop, the stepper")
            let cell = valueFieldCell(of: second)
            XCTAssertEqual(cell.parent?.widget, second.widget)
            XCTAssertFalse(cell.isVisible, "shown only while the user types")
            XCTAssertTrue(cell.hasCSSClass("value"))
            XCTAssertEqual(hasValueField(first), StepperInstance.fieldLivesAtRest)
            // Typed in, it takes the value into the stepper it is in now.
            try? second.model.update { $0.isEditable = true }
            gtk_editable_set_text(second.widget.opaque, "42")
            waitUntil("the written value is taken") { second.value == 42 }
            XCTAssertEqual(first.value, 5, "and nothing into the one it was in")
        }
    }

    /// A stepper that goes while the user types in it hands on a field that
    /// is the next stepper's like any other: not a tab stop of its own, and
    /// showing that stepper's value, not the text typed into the one that went.
    func testAFieldFromAStepperThatWentWhileTypingIsLikeAnyOther() {
        onMain {
            let staying = Stepper(model: try! StepperModel(StepperConfiguration(value: 8)))
            let window = Gtk.Window()
            let model = StepperModel()
            do {
                // The window alone holds the stepper: destroying it disposes of the stepper.
                let going = Stepper(model: model)
                window.setChild(Gtk.Widget(going.widget))
                window.present()
                waitUntil("the stepper is shown") { Gtk.Widget(going.widget).isMapped }
                StepperInstance.of(going.widget)?.beginTyping(with: "4")
                XCTAssertEqual(text(of: going), "4")
                XCTAssertEqual(StepperInstance.of(going.widget)?.field?.isFocusable, true, "focusable while typing")
            }
            window.destroy()
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(model.value, 4, "the focus leaving with the window commits what was typed, as focus-out does")
            let field = valueField(of: staying)
            XCTAssertFalse(field.isFocusable, "one tab stop, the stepper")
            XCTAssertFalse(valueFieldCell(of: staying).isVisible, "shown only while the user types")
            XCTAssertEqual(field.text, "8")
            XCTAssertEqual(text(of: staying), "8")
        }
    }
}
