import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperLookTests: GtkTestCase {
    func testButtonsAreSquareAndAsTallAsTheRow() {
        onMain {
            for configuration in [StepperConfiguration.inspectable, .quantity, StepperConfiguration(leftTitle: "", rightTitle: "")] {
                let stepper = Stepper(model: try! StepperModel(configuration))
                let window = Gtk.Window()
                window.setChild(Gtk.Widget(stepper.widget))
                window.present()
                let (decrease, increase) = buttons(of: stepper)
                waitUntil("the stepper is laid out") { increase.width > 0 }
                let row = Float(Gtk.Widget(stepper.widget).height)
                for button in [decrease, increase] {
                    // Border boxes, as drawn: the allocation includes padding and border.
                    guard let box = button.bounds(in: Gtk.Widget(stepper.widget)) else {
                        XCTFail("a button has no bounds")
                        continue
                    }
                    XCTAssertEqual(box.size.width, box.size.height, "square with titles “\(configuration.leftTitle)”")
                    XCTAssertEqual(box.size.height, row, "as tall as the row")
                }
                window.destroy()
            }
        }
    }
}
