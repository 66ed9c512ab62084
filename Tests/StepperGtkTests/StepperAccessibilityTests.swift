import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperAccessibilityTests: GtkTestCase {
    func testStepperIsASpinButtonWithItsValueInProperties() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 99)))
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            XCTAssertTrue(accessible.hasRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99"),
                         "at rest the description holds the range, which Orca reads after the value")
            XCTAssertTrue(stepper.widget.isInstance(of: gtk_editable_get_type()), "the value is the stepper's text")
            XCTAssertEqual(Gtk.Editable(stepper.widget).text, "7")
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 7))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, expecting: 0))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, expecting: 99))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, expecting: "7"))
        }
    }

    func testAccessibleValueFollowsEveryChangeAndIsSpokenWhileFocused() {
        onMain {
            let model = try! StepperModel(.quantity)
            let stepper = Stepper(model: model)
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            model.increment()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99"),
                         "unfocused, a change is not announced")
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 2))
            XCTAssertEqual(Gtk.Editable(stepper.widget).text, "2")
            try? model.update { $0.maximumValue = 1 }
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 1"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, expecting: 1))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 1))

            // Focused, each change is the description, a bare number a screen reader speaks once.
            let window = Gtk.Window()
            window.setChild(Gtk.Widget(stepper.widget))
            window.present()
            defer { window.destroy() }
            Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            model.decrement()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0"))
            model.increment()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "1"))
        }
    }

    /// Leaving a stepper puts the range back in its description, but only once
    /// the focus is elsewhere: changed on the way out, Orca read "0 to 99"
    /// after the user had already moved on.
    func testTheRangeComesBackOnlyOnceTheFocusHasMoved() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(.quantity))
            let other = Gtk.Button()
            let window = showInWindow(Gtk.Widget(stepper.widget), other.asWidget)
            defer { window.destroy() }
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            stepper.model.increment()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "2"))
            other.grabFocus()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "2"),
                         "not while the focus is moving")
            waitUntil("the range is back") {
                accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99") == nil
            }
        }
    }

    func testButtonsAreNamedWhateverTheirTitlesAndDisabledAtBounds() {
        onMain {
            for configuration in [StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 5),
                                  StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 5, leftTitle: "", rightTitle: "")] {
                let stepper = Stepper(model: try! StepperModel(configuration))
                let (decrease, increase) = buttons(of: stepper)
                XCTAssertTrue(Accessible(decrease).hasRole(GTK_ACCESSIBLE_ROLE_BUTTON))
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Decrease"))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Increase"))
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: true))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: false))
                stepper.model.moveToMaximum()
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: false))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: true))
            }
        }
    }

    func testAnAccessibleLabelFromTheUIFileIsKept() throws {
        try onMain {
            let stepper = try stepperFromUI("""
                <property name="value">3</property>
                <accessibility><property name="label">Number of cups</property></accessibility>
                """)
            stepper.model.increment()
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Number of cups"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "-100 to 100"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, expecting: "4"))
        }
    }
}
