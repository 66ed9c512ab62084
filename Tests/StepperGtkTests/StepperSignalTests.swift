import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// `value-changed` and its handlers: once per real change, released with the widget, disconnected at once, bindings, and destroying the stepper from inside a handler.
final class StepperSignalTests: GtkTestCase {
    func testValueChangedOncePerRealChangeFromCodeAndModel() {
        onMain {
            let stepper = Stepper()
            var seen: [Int] = []
            stepper.onValueChanged { seen.append($0) }
            let raw = P.countEmissions(of: "value-changed", on: stepper.widget)
            let notified = P.countNotifications(of: "value", on: stepper.widget)
            stepper.value = 5
            stepper.value = 5
            stepper.model.increment()
            P.setInt(stepper.widget, "value", 7)
            P.setInt(stepper.widget, "value", 7)
            try? stepper.model.update { $0.leftTitle = "L" }
            try? stepper.model.update { $0.maximumValue = 3 }  // re-clamps 7 to 3
            XCTAssertEqual(seen, [5, 6, 7, 3])
            XCTAssertEqual(raw.count, 4)
            XCTAssertEqual(notified.count, 4)
        }
    }

    func testHandlerClosureIsReleasedWhenTheWidgetIsFinalized() {
        onMain {
            var released = false
            var finalized = false
            let window = Gtk.Window()
            do {
                let stepper = Stepper()
                window.setChild(Gtk.Widget(stepper.widget))
                stepper.widget.onFinalize { finalized = true }
                let canary = Canary { released = true }
                stepper.onValueChanged { _ in _ = canary }
            }
            XCTAssertFalse(released, "the window keeps the stepper, and the stepper its closure")
            window.destroy()
            XCTAssertTrue(finalized, "destroying the window finalized the stepper")
            XCTAssertTrue(released, "the closure went with the widget")
        }
    }

    func testDisconnectedHandlerIsNeverCalled() {
        onMain {
            let stepper = Stepper()
            var calls = 0
            var released = false
            let canary = Canary { released = true }
            let connection = stepper.onValueChanged { _ in calls += 1; _ = canary }
            stepper.value = 1
            XCTAssertTrue(connection.isConnected)
            connection.disconnect()
            connection.disconnect()
            XCTAssertFalse(connection.isConnected)
            stepper.value = 2
            XCTAssertEqual(calls, 1)
            _ = consume canary
            XCTAssertTrue(released, "disconnecting released the closure")
        }
    }

    func testDisconnectingInsideTheHandlerActsAtOnce() {
        onMain {
            let stepper = Stepper()
            var calls = 0
            var states: [Bool] = []
            var connection: Stepper.Connection?
            connection = stepper.onValueChanged { _ in
                calls += 1
                connection?.disconnect()
                states.append(connection?.isConnected ?? true)
                connection?.disconnect()  // a second disconnect, still inside: silent
            }
            stepper.value = 1
            stepper.value = 2
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(states, [false], "isConnected is false as soon as disconnect() returns")
            XCTAssertEqual(connection?.isConnected, false)
        }
    }

    func testBindingTwoSteppersKeepsThemEqualBothWays() {
        onMain {
            let first = Stepper(model: try! StepperModel(StepperConfiguration(value: 5, minimumValue: 0, maximumValue: 50)))
            let second = Stepper(model: try! StepperModel(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 20)))
            var seen: [Int] = []
            second.onValueChanged { seen.append($0) }
            first.widget.bindProperty("value", to: second.widget, "value", bidirectional: true)
            XCTAssertEqual(second.value, 5, "the binding syncs at creation")
            first.value = 12
            XCTAssertEqual(second.value, 12)
            second.model.increment()
            XCTAssertEqual(first.value, 13, "and back")
            first.value = 40  // beyond the second's bounds: it clamps, as a GtkAdjustment would
            XCTAssertEqual(second.value, 20)
            XCTAssertEqual(first.value, 40, "GBinding does not feed a change back into its own source")
            XCTAssertEqual(seen, [5, 12, 13, 20])
        }
    }

    func testBindingToAGtkSpinButtonConvertsBetweenIntegersAndDoubles() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 3, minimumValue: 0, maximumValue: 10)))
            let spin = Gtk.SpinButton(range: 0...10)
            let reference = ObjectReference(sinking: spin.widget)
            stepper.widget.bindProperty("value", to: spin.widget, "value", bidirectional: true)
            XCTAssertEqual(spin.value, 3)
            stepper.model.incrementPage()
            XCTAssertEqual(spin.value, 10)
            spin.value = 4
            XCTAssertEqual(stepper.value, 4, "the spin button's double comes back as a whole number")
            spin.spin(by: 1)
            XCTAssertEqual(stepper.value, 5)
            _ = reference
        }
    }

    func testDestroyingAStepperInItsOwnHandlerIsSafe() {
        onMain {
            let model = StepperModel()
            let window = Gtk.Window()
            var finalized = false
            var handled: [Int] = []
            do {
                // Only the window holds the stepper once the face is gone.
                let stepper = Stepper(model: model)
                window.setChild(Gtk.Widget(stepper.widget))
                stepper.widget.onFinalize { finalized = true }
                stepper.onValueChanged { value in
                    handled.append(value)
                    window.destroy()
                }
            }
            let other = Stepper(model: model)
            var after: [Int] = []
            other.onValueChanged { after.append($0) }
            model.increment()
            XCTAssertTrue(finalized, "destroying the window inside the handler finalized the stepper")
            model.increment()
            XCTAssertEqual(handled, [1], "a finalized stepper hears nothing more")
            XCTAssertEqual(after, [1, 2], "the other view keeps working")
            XCTAssertEqual(text(of: other), "2")
        }
    }
}
