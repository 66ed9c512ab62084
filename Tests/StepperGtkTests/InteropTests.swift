import CGtk
import GtkInterop
import StepperTestSupport
import XCTest

/// A new adjustment that the reference alone holds.
@MainActor
private func adjustmentReference() throws -> ObjectReference {
    let adjustment = try makeAdjustment(value: 0, lower: 0, upper: 10, page: 1)
    defer { g_object_unref(adjustment) }
    return ObjectReference(sinking: adjustment)
}

/// The interop layer on a plain GObject (a GtkAdjustment), without the stepper.
final class InteropTests: GtkTestCase {
    func testClosureIsReleasedWhenItsObjectIsFinalized() throws {
        try onMain {
            var released = false
            var calls = 0
            var finalized = false
            do {
                let adjustment = try adjustmentReference()
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

    func testDisconnectedHandlerIsNeverCalledAndReleasedAtOnce() throws {
        try onMain {
            let adjustment = try adjustmentReference()
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

    func testConnectionOutlivingItsObjectIsHarmless() throws {
        try onMain {
            var connection: SignalConnection?
            do {
                let adjustment = try adjustmentReference()
                connection = Signal.connect(adjustment.pointer, "value-changed") {}
            }
            XCTAssertEqual(connection?.isConnected, false, "the object's finalization ended the handler")
            connection?.disconnect()  // no GLib critical: the handler is known gone
        }
    }

    func testUnknownSignalIsRefusedAndItsClosureReleased() throws {
        try onMain {
            let adjustment = try adjustmentReference()
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
            drainMainLoop()
            XCTAssertEqual(source?.isPending, false)
            XCTAssertTrue(released, "a source that returned false released its closure")
            source?.cancel()  // harmless once ended
            let cancelled = MainLoop.after(milliseconds: 10) { XCTFail("a cancelled source ran") }
            cancelled.cancel()
            XCTAssertFalse(cancelled.isPending)
            var later = false
            MainLoop.after(milliseconds: 30) { later = true }
            waitUntil("a source due after the cancelled one ran") { later }
        }
    }

    func testCancellingASourceInsideItsOwnCallIsImmediateAndSilent() {
        onMain {
            var calls = 0
            var pendingInside: [Bool] = []
            var source: MainLoopSource?
            source = MainLoop.every(milliseconds: 1) {
                calls += 1
                source?.cancel()
                pendingInside.append(source?.isPending ?? true)
                source?.cancel()
                return true  // GLib removed it already; asking for more changes nothing
            }
            waitUntil("the source ran") { calls > 0 }
            var later = false
            MainLoop.after(milliseconds: 20) { later = true }
            waitUntil("a later source ran") { later }
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(pendingInside, [false])
        }
    }

    func testATypeNameTakenByOtherCodeIsRefused() {
        onMain {
            // Another copy of a library registered the name first.
            var info = GTypeInfo()
            info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
            info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
            XCTAssertNotEqual(g_type_register_static(gtk_widget_get_type(), "SkForeignTestWidget", &info, GTypeFlags(rawValue: 0)), 0)
            let ours = WidgetSubclass<PlainTestWidget>(
                name: "SkForeignTestWidget", parent: { gtk_widget_get_type() }, properties: []) { _ in }
            guard case .failure(let error) = ours.register() else {
                return XCTFail("registering over another type's name succeeded")
            }
            XCTAssertTrue(error.description.contains("SkForeignTestWidget is already registered"), error.description)
        }
    }

    func testASwiftDefinedTypeDispatchesPropertiesAndChainsUp() {
        onMain {
            let type = PlainTestWidget.type
            let widget = type.makeInstance()
            let reference = ObjectReference(sinking: widget)
            PlainTestWidget.log = []
            XCTAssertEqual(ObjectProperties.int(widget, "count"), 7, "the default from the definition")
            ObjectProperties.setInt(widget, "count", 42)
            XCTAssertEqual(type.implementation(of: widget)?.count, 42)
            XCTAssertEqual(ObjectProperties.int(widget, "count"), 42)
            XCTAssertNil(type.implementation(of: Gtk.Label("not ours").widget), "another type's instance has no state")
            var finalized = false
            widget.onFinalize { finalized = true }
            _ = consume reference
            XCTAssertTrue(finalized)
            XCTAssertEqual(PlainTestWidget.log, ["dispose", "deinit"],
                           "dispose, then the state released at finalize")
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

/// The smallest widget type defined in Swift: one property, a log of its vfuncs.
@MainActor
final class PlainTestWidget: ObjectImplementation {
    static let type = WidgetSubclass<PlainTestWidget>(
        name: "SkPlainTestWidget", parent: { gtk_widget_get_type() },
        properties: [PropertyDefinition(id: 1, name: "count", kind: .int64(range: 0...100, defaultValue: 7))]) { _ in }
    static var log: [String] = []
    var count = 0

    init(widget: UnsafeMutablePointer<GtkWidget>) {}
    func constructed() { count = 7 }
    func dispose() { Self.log.append("dispose") }
    func property(_ id: Int) -> PropertyValue? { .int64(count) }
    func setProperty(_ id: Int, to value: PropertyValue) { if case .int64(let number) = value { count = number } }
    isolated deinit { Self.log.append("deinit") }
}
