import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// A stepper as a view of its model: clicks, bounds, several steppers on one model, rebinding to another, and the model outliving its widgets.
final class StepperModelBindingTests: GtkTestCase {
    func testClicksEmitValueChangedAndStopAtTheBound() {
        onMain {
            let model = try! StepperModel(StepperConfiguration(value: 8, minimumValue: 0, maximumValue: 10, stepValue: 1))
            let stepper = Stepper(model: model)
            let window = Gtk.Window()
            window.setChild(Gtk.Widget(stepper.widget))
            window.present()
            defer { window.destroy() }
            var seen: [Int] = []
            stepper.onValueChanged { seen.append($0) }
            let (decrease, increase) = buttons(of: stepper)
            waitUntil("the stepper is realized") { increase.isRealized }
            increase.activate()
            waitUntil("the click reaches the model") { model.value == 9 }
            increase.activate()
            waitUntil("the second click reaches the model") { model.value == 10 }
            XCTAssertFalse(increase.isSensitive, "the increase button is insensitive at the maximum")
            XCTAssertTrue(decrease.isSensitive)
            decrease.activate()
            waitUntil("the decrease click reaches the model") { model.value == 9 }
            XCTAssertEqual(seen, [9, 10, 9])
        }
    }

    func testButtonsAreInsensitiveAtTheBoundsUnlessWrapping() {
        onMain {
            let model = try! StepperModel(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 2))
            let stepper = Stepper(model: model)
            let (decrease, increase) = buttons(of: stepper)
            XCTAssertFalse(decrease.isSensitive)
            XCTAssertTrue(increase.isSensitive)
            model.moveToMaximum()
            XCTAssertTrue(decrease.isSensitive)
            XCTAssertFalse(increase.isSensitive)
            try? model.update { $0.wraps = true }
            XCTAssertTrue(decrease.isSensitive)
            XCTAssertTrue(increase.isSensitive)
            try? model.update { $0.wraps = false; $0.maximumValue = 0 }
            XCTAssertFalse(decrease.isSensitive)
            XCTAssertFalse(increase.isSensitive)
        }
    }

    func testTwoSteppersOnOneModelStayInStep() {
        onMain {
            let model = StepperModel()
            let first = Stepper(model: model)
            let second = Stepper(model: model)
            var firstSeen: [Int] = [], secondSeen: [Int] = []
            first.onValueChanged { firstSeen.append($0) }
            second.onValueChanged { secondSeen.append($0) }
            first.value = 10
            P.setInt(second.widget, "value", 20)
            model.decrement()
            P.setString(first.widget, "left-title", "less")
            XCTAssertEqual(firstSeen, [10, 20, 19])
            XCTAssertEqual(secondSeen, [10, 20, 19])
            XCTAssertEqual(text(of: second), "19")
            XCTAssertEqual(titleShown(on: buttons(of: second).decrease), "less")
            XCTAssertEqual(P.string(second.widget, "left-title"), "less")
        }
    }

    func testRebindingToAModelWithAnotherValueIsAChange() {
        onMain {
            let stepper = Stepper()
            var seen: [Int] = []
            stepper.onValueChanged { seen.append($0) }
            let other = try! StepperModel(.quantity)
            stepper.model = other
            XCTAssertEqual(seen, [1])
            XCTAssertEqual(text(of: stepper), "1")
            XCTAssertEqual(titleShown(on: buttons(of: stepper).increase), "+")
            other.increment()
            XCTAssertEqual(seen, [1, 2])
        }
    }

    /// What a list view's recycling does: the same stepper shows one item's
    /// model, then another's; no child widget is made, and the old model is
    /// neither heard nor holding on to the stepper.

    func testRebindingMakesNoWidgetAndLetsTheOldModelGo() {
        onMain {
            let first = try! StepperModel(.quantity)
            let second = try! StepperModel(.quantity)
            second.value = 7
            let stepper = Stepper(model: first)
            let children = Gtk.Widget(stepper.widget).descendants.map(\.widget)
            var seen: [Int] = []
            stepper.onValueChanged { seen.append($0) }
            for _ in 0..<3 {
                stepper.model = second
                stepper.model = first
            }
            XCTAssertEqual(Gtk.Widget(stepper.widget).descendants.map(\.widget), children, "the same children throughout")
            XCTAssertEqual(seen, [7, 1, 7, 1, 7, 1])
            second.value = 9
            XCTAssertEqual(seen.count, 6, "an unbound model is not heard")
            weak var released: StepperModel?
            do {
                let passing = try! StepperModel(.quantity)
                released = passing
                stepper.model = passing
                stepper.model = first
            }
            XCTAssertNil(released, "the stepper keeps no model it no longer shows")
        }
    }

    func testModelOutlivesItsWidgets() {
        onMain {
            let model = StepperModel()
            do {
                let stepper = Stepper(model: model)
                stepper.value = 3
            }
            model.increment()  // no widget left to hear it
            XCTAssertEqual(model.value, 4)
        }
    }
}
