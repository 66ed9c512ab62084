import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// A handler of `value-changed` or `notify::value` may change the stepper it
/// hears, through any door: the newest value wins, and each real change is
/// signalled once, after the one being signalled now (as GtkSpinButton does).
/// These once aborted the process with a Swift exclusivity violation: a
/// property set through GObject held the staging of construction values while
/// the model told its observers.
final class StepperReentrancyTests: GtkTestCase {
    func testSettingTheValuePropertyInsideItsValueChangedHandlerSnapsIt() {
        onMain {
            let stepper = Stepper()
            var heard: [Int] = []
            Signal.connect(stepper.widget, "value-changed") {
                let value = P.int(stepper.widget, "value")
                heard.append(value)
                if value == 3 { P.setInt(stepper.widget, "value", 5) }
            }
            var notified: [Int] = []
            Signal.connectNotify(stepper.widget, property: "value") { notified.append(P.int(stepper.widget, "value")) }
            P.setInt(stepper.widget, "value", 3)
            XCTAssertEqual(stepper.value, 5, "the handler's value wins")
            XCTAssertEqual(heard, [3, 5], "each real change is signalled once, in order")
            // GObject may fold the two notifications of one set into one.
            XCTAssertEqual(notified.last, 5)
            XCTAssertTrue([[3, 5], [5, 5], [5]].contains(notified), "\(notified)")
            XCTAssertEqual(text(of: stepper), "5")
        }
    }

    func testANotifyHandlerMayChangeTheBoundsAndTheStepThroughGObject() {
        onMain {
            let stepper = Stepper()
            var heard: [Int] = []
            stepper.onValueChanged { heard.append($0) }
            Signal.connectNotify(stepper.widget, property: "value") {
                guard P.int(stepper.widget, "value") > 10 else { return }
                P.setInt(stepper.widget, "maximum-value", 10)  // clamps the value: another change
                P.setInt(stepper.widget, "step-value", 2)
                P.setInt(stepper.widget, "step-value", 0)  // refused, with a warning
            }
            let problems = problemsLogged { P.setInt(stepper.widget, "value", 50) }
            XCTAssertEqual(problems.count, 1)
            XCTAssertTrue(problems.first?.message.contains("refused step-value = 0") ?? false, "\(problems)")
            XCTAssertEqual(stepper.model.configuration.maximumValue, 10)
            XCTAssertEqual(stepper.model.configuration.stepValue, 2)
            XCTAssertEqual(stepper.value, 10)
            XCTAssertEqual(heard, [50, 10])
        }
    }

    func testASwiftHandlerMaySetTheValueThroughGObject() {
        onMain {
            let stepper = Stepper()
            var heard: [Int] = []
            stepper.onValueChanged { value in
                heard.append(value)
                if value < 0 { P.setInt(stepper.widget, "value", 0) }  // never below 0, as CustomStepper
            }
            stepper.model.decrement()
            XCTAssertEqual(heard, [-1, 0])
            XCTAssertEqual(stepper.value, 0)
        }
    }

    func testAHandlerMayRebindTheStepperToAnotherModel() {
        onMain {
            let stepper = Stepper()
            let other = try! StepperModel(StepperConfiguration(value: 40, minimumValue: 0, maximumValue: 50))
            var heard: [Int] = []
            stepper.onValueChanged { value in
                heard.append(value)
                if value == 1 { stepper.model = other }
            }
            let first = stepper.model
            first.increment()
            XCTAssertEqual(heard, [1, 40], "the rebinding is a change to the other model's value")
            first.increment()
            XCTAssertEqual(heard, [1, 40], "the old model is no longer heard")
            other.increment()
            XCTAssertEqual(heard, [1, 40, 41])
        }
    }

    func testAHandlerThatAlwaysMovesTheValueWalksToTheBoundWithoutRecursing() {
        onMain {
            // A handler that always moves the value again does not recurse:
            // each change is delivered after the one before, and stops at a bound.
            let stepper = Stepper()
            var calls = 0
            Signal.connect(stepper.widget, "value-changed") {
                calls += 1
                P.setInt(stepper.widget, "value", P.int(stepper.widget, "value") + 1)
            }
            P.setInt(stepper.widget, "value", 1)
            XCTAssertEqual(stepper.value, 100, "it stops at the maximum")
            XCTAssertEqual(calls, 100)
        }
    }

    func testAHandlerMayDestroyTheStepperThatItSetsThroughGObject() {
        onMain {
            let window = Gtk.Window()
            var finalized = false
            do {
                let stepper = Stepper()
                window.setChild(Gtk.Widget(stepper.widget))
                stepper.widget.onFinalize { finalized = true }
                let widget = stepper.widget
                var heard: [Int] = []
                Signal.connect(widget, "value-changed") {
                    heard.append(P.int(widget, "value"))
                    guard heard.count == 1 else { return }
                    P.setInt(widget, "value", 7)
                    window.destroy()
                    P.setInt(widget, "value", 8)  // the emission keeps it alive until it ends
                }
                P.setInt(widget, "value", 3)
                // Each change is signalled once, after the one before; a handler
                // reads the value as it is now, so the change to 7 reads 8.
                XCTAssertEqual(heard, [3, 8, 8])
            }
            XCTAssertTrue(finalized)
        }
    }
}
