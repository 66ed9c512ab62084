import CGtk
import StepperCore
import StepperTestSupport
import XCTest

@testable import GtkInterop
@testable import StepperGtk

/// The value shown while nobody types: drawn in the field's place, the field
/// shown only while the user types (and, on GTK 4.8 to 4.12, kept in sync,
/// hidden, for assistive tools).
final class DrawnValueTests: GtkTestCase {
    func testTheValueIsShownInTheFieldsPlaceUntilTypingStarts() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: -5, maximumValue: 100))
            guard let parts = fixture.state.parts else { return XCTFail("a stepper has its parts until disposed") }
            let stepper = Gtk.Widget(fixture.stepper.widget)
            let shown = Gtk.Widget(parts.drawnValue.widget), field = valueField(of: fixture.stepper)
            let cell = valueFieldCell(of: fixture.stepper)
            waitUntil("the stepper is laid out") { shown.isMapped && shown.width > 0 }
            XCTAssertEqual(parts.drawnValue.text, "10")
            XCTAssertEqual(text(of: fixture.stepper), "10", "assistive tools read the value as the stepper's text")
            XCTAssertEqual(field.text, "10", "the field, when there is one, holds it too")
            XCTAssertFalse(field.isMapped, "the field is not laid out again at every change")
            XCTAssertEqual(parts.drawnValue.widthInCharacters, 3, "as wide as the widest value, so nothing moves")
            XCTAssertEqual(gtk_widget_get_hexpand(shown.widget), gtk_widget_get_hexpand(cell.widget), "it takes spare width as the field does")
            let place = shown.bounds(in: stepper)
            XCTAssertNotNil(place)
            fixture.model.value = 7
            XCTAssertEqual(parts.drawnValue.text, "7")
            XCTAssertEqual(field.text, "7")

            fixture.focusStepper()
            XDoTool.press("4")
            XCTAssertTrue(field.isMapped, "typing happens in the field")
            XCTAssertFalse(shown.isMapped)
            XCTAssertTrue(field.hasFocus)
            XCTAssertEqual(field.text, "4")
            XCTAssertEqual(parts.drawnValue.text, "7", "the value stays until the typed one is taken")
            waitUntil("the field is laid out") { (cell.bounds(in: stepper)?.size.width ?? 0) > 0 }
            if let place, let fieldPlace = cell.bounds(in: stepper) {
                XCTAssertEqual(fieldPlace.origin.x, place.origin.x, "the field takes the value's place")
                XCTAssertEqual(fieldPlace.origin.y, place.origin.y)
                XCTAssertEqual(fieldPlace.size.width, place.size.width, "and its size: nothing moves as typing starts")
                XCTAssertEqual(fieldPlace.size.height, place.size.height)
            }
            XDoTool.press("Return")
            XCTAssertEqual(fixture.model.value, 4)
            if StepperField.livesWithItsStepper {
                XCTAssertFalse(field.isMapped)
            } else {
                waitUntil("the field is let go of once typing ends") { !hasValueField(fixture.stepper) }
            }
            XCTAssertTrue(shown.isMapped)
            XCTAssertEqual(parts.drawnValue.text, "4")
            XCTAssertTrue(stepper.hasFocus, "the focus is back on the stepper")
        }
    }

    func testTheShownValueDrawsDigitsOneWide() {
        onMain {
            let stepper = Stepper()
            guard let shown = StepperInstance.of(stepper.widget)?.parts?.drawnValue else { return XCTFail("a stepper has its parts") }
            XCTAssertTrue(shown.layout.usesTabularDigits)
            XCTAssertFalse(TextLayout.of("0", for: Gtk.Widget(shown.widget)).usesTabularDigits, "a plain layout does not")
        }
    }
}

extension WidgetHandle {
    /// Whether the widget is mapped: shown, with its parent, on screen.
    fileprivate var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
}

extension TextLayout {
    /// Whether the layout draws digits at one width (OpenType `tnum`).
    fileprivate var usesTabularDigits: Bool {
        guard let attributes = pango_layout_get_attributes(layout), let text = pango_attr_list_to_string(attributes) else { return false }
        defer { g_free(text) }
        return String(cString: text).contains(#"font-features "tnum""#)
    }
}
