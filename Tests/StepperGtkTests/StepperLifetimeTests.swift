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

    /// A Swift face is a handle, as in gtk4-rs: dropping it leaves the widget
    /// on screen working, with its handlers, until its container lets go.
    func testADroppedFaceLeavesItsStepperWorkingWithItsHandlers() {
        onMain {
            let window = gtk_window_new()!
            gtk_window_present(gtkCast(window))
            var seen: [Int] = []
            var released = false
            var finalized = false
            weak var droppedFace: Stepper?
            do {
                let stepper = Stepper(model: StepperModel())
                droppedFace = stepper
                let canary = Canary { released = true }
                stepper.onValueChanged { value in seen.append(value); _ = canary }
                stepper.onFormatValue { value in "\(Int(value)) cups" }
                stepper.widget.onFinalize { finalized = true }
                gtk_window_set_child(gtkCast(window), stepper.widget)
            }
            XCTAssertNil(droppedFace, "nothing keeps the face")
            let widget = gtk_window_get_child(gtkCast(window))!
            let again = Stepper(wrapping: widget)
            again?.value = 5
            XCTAssertEqual(seen, [5], "the handler connected through the dropped face still runs")
            XCTAssertEqual(again?.shownValue, "5 cups")
            XCTAssertFalse(released)
            gtk_window_destroy(gtkCast(window))
            XCTAssertFalse(finalized, "the second face still holds the widget")
            again?.value = 6  // harmless on a destroyed widget
            _ = consume again
            XCTAssertTrue(finalized)
            XCTAssertTrue(released, "the widget's end released the handler and what it captured")
        }
    }
}
