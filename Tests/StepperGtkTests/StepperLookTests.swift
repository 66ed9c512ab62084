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

    /// In Arabic or Hebrew, GTK lays widgets out right to left: the stepper
    /// mirrors, as GtkSpinButton does, so increase comes first in reading order
    /// (on the left) and decrease last; a column keeps increase on top.
    func testRightToLeftLocalesMirrorTheRow() {
        onMain {
            let previous = Gtk.Widget.defaultTextDirection
            defer { Gtk.Widget.defaultTextDirection = previous }
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                Gtk.Widget.defaultTextDirection = direction
                let stepper = Stepper(model: try! StepperModel(.quantity))
                let column = Stepper(model: try! StepperModel(StepperConfiguration(orientation: .vertical)))
                let box = Gtk.Box(spacing: 6)
                box.append(Gtk.Widget(stepper.widget))
                box.append(Gtk.Widget(column.widget))
                let window = Gtk.Window()
                window.setChild(box)
                window.present()
                defer { window.destroy() }
                let (decrease, increase) = buttons(of: stepper)
                waitUntil("the steppers are laid out") { increase.width > 0 && buttons(of: column).increase.width > 0 }
                XCTAssertEqual(Gtk.Widget(stepper.widget).textDirection, direction)
                guard let down = decrease.bounds(in: Gtk.Widget(stepper.widget)),
                      let up = increase.bounds(in: Gtk.Widget(stepper.widget)),
                      let value = valueField(of: stepper).bounds(in: Gtk.Widget(stepper.widget)),
                      let columnDown = buttons(of: column).decrease.bounds(in: Gtk.Widget(column.widget)),
                      let columnUp = buttons(of: column).increase.bounds(in: Gtk.Widget(column.widget)),
                      let first = Gtk.Widget(stepper.widget).bounds(in: box),
                      let second = Gtk.Widget(column.widget).bounds(in: box)
                else {
                    XCTFail("a part has no bounds")
                    continue
                }
                if direction == GTK_TEXT_DIR_RTL {
                    XCTAssertLessThan(up.origin.x, value.origin.x, "increase on the left")
                    XCTAssertLessThan(value.origin.x, down.origin.x, "decrease on the right")
                    XCTAssertGreaterThan(first.origin.x, second.origin.x, "the box mirrors too")
                } else {
                    XCTAssertLessThan(down.origin.x, value.origin.x, "decrease on the left")
                    XCTAssertLessThan(value.origin.x, up.origin.x, "increase on the right")
                    XCTAssertLessThan(first.origin.x, second.origin.x)
                }
                XCTAssertLessThan(columnUp.origin.y, columnDown.origin.y, "a column keeps increase on top")
            }
        }
    }
}
