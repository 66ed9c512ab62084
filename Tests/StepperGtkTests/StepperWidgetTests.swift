import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperWidgetTests: GtkTestCase {
    func testTypeIsAWidgetWithCSSNameAndRole() {
        onMain {
            let stepper = Stepper()
            XCTAssertEqual(String(cString: g_type_name(Stepper.gType)), "SkStepper")
            XCTAssertTrue(stepper.widget.isInstance(of: gtk_widget_get_type()))
            XCTAssertEqual(Gtk.Widget(stepper.widget).cssName, "stepper")
            XCTAssertTrue(Accessible(Gtk.Widget(stepper.widget)).hasRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON))
        }
    }
}
