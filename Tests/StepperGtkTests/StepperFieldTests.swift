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
    /// go of leaves nothing behind to run.
    func testAStepperDestroyedWithAWriteInFlightLeavesNothingToRun() {
        onMain {
            let window = Gtk.Window()
            let stepper = Stepper()
            window.setChild(Gtk.Widget(stepper.widget))
            gtk_editable_set_text(stepper.widget.opaque, "3")
            window.destroy()
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
        }
    }
}
