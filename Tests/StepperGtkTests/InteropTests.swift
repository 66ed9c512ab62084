import CGtk
import GtkInterop
import StepperTestSupport
import XCTest

/// The interop layer on a plain GObject (a GtkAdjustment), without the stepper.
final class InteropTests: GtkTestCase {
    func testClosureIsReleasedWhenItsObjectIsFinalized() {
        onMain {
            var released = false
            var calls = 0
            var finalized = false
            do {
                let adjustment = ObjectReference(sinking: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 10, 1, 1, 0)!))
                adjustment.pointer.onFinalize { finalized = true }
                let canary = Canary { released = true }
                Signal.connect(adjustment.pointer, "value-changed") { calls += 1; _ = canary }
                gtk_adjustment_set_value(adjustment.pointer.cast(to: GtkAdjustment.self), 3)
                XCTAssertEqual(calls, 1)
                XCTAssertFalse(released, "the handler holds its closure while the object lives")
            }
            XCTAssertTrue(finalized)
            XCTAssertTrue(released, "GLib's destroy-notify released the box, and the box its closure")
        }
    }

    func testDisconnectedHandlerIsNeverCalledAndReleasedAtOnce() {
        onMain {
            let adjustment = ObjectReference(sinking: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 10, 1, 1, 0)!))
            var calls = 0
            var released = false
            var connection: SignalConnection?
            do {
                let canary = Canary { released = true }
                connection = Signal.connect(adjustment.pointer, "value-changed") { calls += 1; _ = canary }
            }
            gtk_adjustment_set_value(adjustment.pointer.cast(to: GtkAdjustment.self), 1)
            XCTAssertEqual(connection?.isConnected, true)
            connection?.disconnect()
            XCTAssertEqual(connection?.isConnected, false)
            XCTAssertTrue(released, "disconnecting released the closure, though the connection object lives")
            gtk_adjustment_set_value(adjustment.pointer.cast(to: GtkAdjustment.self), 2)
            connection?.disconnect()
            XCTAssertEqual(calls, 1)
        }
    }

    func testConnectionOutlivingItsObjectIsHarmless() {
        onMain {
            var connection: SignalConnection?
            do {
                let adjustment = ObjectReference(sinking: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 10, 1, 1, 0)!))
                connection = Signal.connect(adjustment.pointer, "value-changed") {}
            }
            XCTAssertEqual(connection?.isConnected, false, "the object's finalization ended the handler")
            connection?.disconnect()  // no GLib critical: the handler is known gone
        }
    }

    func testUnknownSignalIsRefusedAndItsClosureReleased() {
        onMain {
            let adjustment = ObjectReference(sinking: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 10, 1, 1, 0)!))
            var released = false
            var connection: SignalConnection?
            let logged = problemsLogged {
                let canary = Canary { released = true }
                connection = Signal.connect(adjustment.pointer, "no-such-signal") { _ = canary }
            }
            XCTAssertEqual(logged.count, 1, "GLib says the signal is invalid")
            XCTAssertEqual(connection?.isConnected, false)
            XCTAssertTrue(released)
        }
    }

    func testSourcesRunAndReleaseTheirClosures() {
        onMain {
            var ticks = 0
            var released = false
            var source: MainLoopSource?
            do {
                let canary = Canary { released = true }
                source = MainLoop.every(milliseconds: 1) {
                    _ = canary
                    ticks += 1
                    return ticks < 3
                }
            }
            waitUntil("the source ran three times") { ticks == 3 }
            MainLoop.drain()
            XCTAssertEqual(source?.isPending, false)
            XCTAssertTrue(released, "a source that returned false released its closure")
            source?.cancel()  // harmless once ended
            let cancelled = MainLoop.after(milliseconds: 10) { XCTFail("a cancelled source ran") }
            cancelled.cancel()
            MainLoop.iterate(until: { false }, timeout: 0.05)
        }
    }

    func testGValueHelpersRoundTrip() {
        onMain {
            withValue(of: FundamentalType.int64) { value in
                value.int64 = Int.min
                XCTAssertEqual(value.int64, Int.min)
            }
            withValue(of: FundamentalType.string) { value in
                value.string = "⬆ up"
                XCTAssertEqual(value.string, "⬆ up")
                value.string = nil
                XCTAssertNil(value.string)
            }
            withValue(of: gdk_rgba_get_type()) { value in
                value.rgba = GdkRGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
                XCTAssertEqual(value.rgba?.green, 0.5)
            }
        }
    }
}
