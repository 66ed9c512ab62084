import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// A stepper's life as a GObject: wrapping, floating references, disposing twice, and wrapping what GtkBuilder returns.
final class StepperLifetimeTests: GtkTestCase {
    func testWrappingANonStepperFails() {
        onMain {
            let label = Gtk.Label("not a stepper")
            let reference = ObjectReference(sinking: label.widget)
            XCTAssertNil(Stepper(wrapping: label.widget))
            _ = reference
        }
    }

    func testNewStepperIsFloatingUntilAContainerTakesIt() {
        onMain {
            let box = Gtk.Box()
            let boxReference = ObjectReference(sinking: box.widget)
            var finalized = false
            do {
                // The face may go before the widget is added: the widget waits, floating.
                let widget = Stepper().widget
                widget.onFinalize { finalized = true }
                XCTAssertTrue(g_object_is_floating(widget) != 0)
                box.append(Gtk.Widget(widget))
                XCTAssertTrue(g_object_is_floating(widget) == 0, "the box took it over")
            }
            XCTAssertFalse(finalized)
            _ = consume boxReference
            XCTAssertTrue(finalized, "the box was its only owner")
        }
    }

    func testDisposingTwiceIsHarmless() {
        onMain {
            // g_object_run_dispose, as Python's run_dispose() or a handler
            // tearing down its stepper does, then the last unref disposes
            // again: found by Scripts/fuzz-gir, which then saw GLib criticals.
            let stepper = Stepper()
            let reference = ObjectReference(sinking: stepper.widget)
            g_object_run_dispose(stepper.widget.gObject)
            stepper.value = 4  // the model lives on; the widget shows nothing
            XCTAssertEqual(P.int(stepper.widget, "value"), 4)
            g_object_run_dispose(stepper.widget.gObject)
            _ = reference
        }
    }

    func testWrappingWhatGtkBuilderReturns() throws {
        try onMain {
            _ = Stepper.gType
            let builder = Gtk.Builder()
            try builder.add("""
                <interface>
                  <object class="SkStepper" id="cups"><property name="value">4</property></object>
                  <object class="GtkLabel" id="label"/>
                </interface>
                """)
            let object = builder.object(named: "cups")?.gObject
            XCTAssertEqual(Stepper(wrapping: object)?.value, 4)
            XCTAssertNil(Stepper(wrapping: builder.object(named: "label")?.gObject))
            XCTAssertNil(Stepper(wrapping: builder.object(named: "missing")?.gObject))
        }
    }
}
