import CGtk
import StepperGtk
import StepperTestSupport
import XCTest

/// Emits a button's `clicked`, as `g_signal_emit_by_name` (variadic, so not for Swift) would.
@MainActor
private func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
    var instance = GValue()
    g_value_init(&instance, gtk_button_get_type())
    defer { g_value_unset(&instance) }
    g_value_set_object(&instance, button)
    g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
}

/// Signals of any GObject to Swift closures, through the public API alone:
/// what a Swift app's buttons, windows and applications connect with.
final class SignalHandlerTests: GtkTestCase {
    func testAButtonsClickedReachesItsClosureUntilTheButtonGoes() {
        onMain {
            var clicks = 0
            var released = false
            var finalized = false
            do {
                let button = gtk_button_new_with_label("Order")!
                g_object_ref_sink(button)
                let canary = Canary { released = true }
                let handler = button.onClicked { clicks += 1; _ = canary }
                emitClicked(button)
                emitClicked(button)
                XCTAssertEqual(clicks, 2)
                XCTAssertTrue(handler.isConnected)
                XCTAssertFalse(released, "GLib holds the closure while the button lives")
                g_object_weak_ref(gtkCast(button), { data, _ in
                    data?.assumingMemoryBound(to: Bool.self).pointee = true
                }, &finalized)
                g_object_unref(button)
                XCTAssertFalse(handler.isConnected, "the handler ended with its button")
            }
            XCTAssertTrue(finalized)
            XCTAssertTrue(released, "GLib's destroy-notify released the closure and what it captured")
        }
    }

    func testADroppedHandlerObjectLeavesTheHandlerConnected() {
        onMain {
            let button = gtk_toggle_button_new()!
            g_object_ref_sink(button)
            defer { g_object_unref(button) }
            var states: [Bool] = []
            // Not kept: GTK's rule, the handler lives as long as the button.
            button.onToggled { states.append(gtk_toggle_button_get_active(gtkCast(button)) != 0) }
            gtk_toggle_button_set_active(gtkCast(button), 1)
            gtk_toggle_button_set_active(gtkCast(button), 0)
            XCTAssertEqual(states, [true, false])
        }
    }

    func testDisconnectingInsideTheHandlerEndsItAtOnce() {
        onMain {
            let button = gtk_button_new()!
            g_object_ref_sink(button)
            defer { g_object_unref(button) }
            var calls = 0
            var handler: SignalHandler?
            handler = button.onClicked {
                calls += 1
                handler?.disconnect()
                handler?.disconnect()
            }
            emitClicked(button)
            emitClicked(button)
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(handler?.isConnected, false)
        }
    }

    func testNotifyOfOnePropertyAndTheArgumentsOfAnySignal() {
        onMain {
            let button = gtk_button_new()!
            g_object_ref_sink(button)
            defer { g_object_unref(button) }
            var labels: [String] = []
            button.onNotify("label") { labels.append(String(cString: gtk_button_get_label(gtkCast(button)))) }
            var specs: [String] = []
            button.connect("notify") { arguments in
                guard case .pointer(let spec?) = arguments.first else { return XCTFail("no GParamSpec: \(arguments)") }
                specs.append(String(cString: g_param_spec_get_name(gtkCast(spec))))
            }
            gtk_button_set_label(gtkCast(button), "Espresso")
            gtk_button_set_use_underline(gtkCast(button), 1)
            XCTAssertEqual(labels, ["Espresso"])
            XCTAssertTrue(specs.contains("label"), "\(specs)")
            XCTAssertEqual(specs.last, "use-underline")

            // insert-text: a string, a whole number and a pointer, in order.
            let text = gtk_text_new()!
            g_object_ref_sink(text)
            defer { g_object_unref(text) }
            var insertions: [[SignalValue]] = []
            text.connect("insert-text") { arguments in insertions.append(arguments) }
            var position: gint = 0
            gtk_editable_insert_text(gtkCast(text), "92,5", 4, &position)
            XCTAssertEqual(insertions.count, 1)
            XCTAssertEqual(insertions.first?.prefix(2), [.string("92,5"), .integer(4)])
            if case .pointer(let place?) = insertions.first?.last {
                withUnsafeMutablePointer(to: &position) { XCTAssertEqual(place.instanceAddress, UnsafeMutableRawPointer($0)) }
            } else {
                XCTFail("no position pointer: \(insertions)")
            }
        }
    }

    func testAHandlersResultIsTheSignalsWhenItsKindFits() {
        onMain {
            let window = gtk_window_new()!
            g_object_ref_sink(window)
            defer { gtk_window_destroy(gtkCast(window)); g_object_unref(window) }
            gtk_window_present(gtkCast(window))
            var requests = 0
            let keepOpen = window.connectReturning("close-request") { _ in requests += 1; return .boolean(true) }
            gtk_window_close(gtkCast(window))
            XCTAssertEqual(requests, 1)
            XCTAssertTrue(gtk_widget_get_visible(window) != 0, "the handler's true kept the window open")
            keepOpen.disconnect()

            let asked = window.onCloseRequest { true }
            gtk_window_close(gtkCast(window))
            XCTAssertTrue(gtk_widget_get_visible(window) != 0, "onCloseRequest's true keeps it open too")
            asked.disconnect()

            let problems = problemsLogged {
                window.connectReturning("close-request") { _ in .string("no") }
                gtk_window_close(gtkCast(window))
            }
            XCTAssertEqual(problems.count, 1, "\(problems)")
            XCTAssertTrue(problems.first?.message.contains("“close-request” returned") == true, "\(problems)")
            XCTAssertTrue(gtk_widget_get_visible(window) == 0, "a result of the wrong kind is not taken: the window closed")
        }
    }

    func testASignalTheObjectLacksConnectsNothingAndKeepsNothing() {
        onMain {
            let label = gtk_label_new("Total")!
            g_object_ref_sink(label)
            defer { g_object_unref(label) }
            var released = false
            var handler: SignalHandler?
            let problems = problemsLogged {
                let canary = Canary { released = true }
                handler = label.onClicked { _ = canary }
            }
            XCTAssertEqual(problems.count, 1, "GLib warns of the signal: \(problems)")
            XCTAssertEqual(handler?.isConnected, false)
            XCTAssertTrue(released, "the refused closure was released at once")
            handler?.disconnect()
        }
    }

    func testGtkCastHandsTheSameInstanceOnInEveryForm() {
        onMain {
            let widget = gtk_label_new("Cups")!
            g_object_ref_sink(widget)
            defer { g_object_unref(widget) }
            let label: OpaquePointer = gtkCast(widget)
            gtk_label_set_label(label, "1 cup")
            let object: UnsafeMutablePointer<GObject> = gtkCast(label)
            XCTAssertEqual(UnsafeMutableRawPointer(object), UnsafeMutableRawPointer(widget))
            let back: UnsafeMutablePointer<GtkWidget> = gtkCast(object)
            XCTAssertEqual(String(cString: gtk_label_get_label(gtkCast(back))), "1 cup")
            // GLib's functions for any object take a gpointer.
            let any: UnsafeMutableRawPointer = gtkCast(label)
            g_object_ref(any)
            XCTAssertEqual(any, UnsafeMutableRawPointer(widget))
            g_object_unref(gtkCast(any))
        }
    }
}

/// The application helper: GtkApplication's start, activation and end as closures.
final class ApplicationTests: GtkTestCase {
    func testAnApplicationRunsItsActivationAndEndsWithItsLastWindow() {
        onMain {
            var events: [String] = []
            var app: Application? = Application(id: "io.github.stepperkit.Tests.Application", isUnique: false)
            weak let weakApp = app
            app?.onStartup { _ in events.append("startup") }
            app?.onShutdown { _ in events.append("shutdown") }
            app?.onActivate { app in
                events.append("activate")
                let window = gtk_application_window_new(app.pointer)!
                XCTAssertEqual(app.windows.map(UnsafeMutableRawPointer.init), [UnsafeMutableRawPointer(window)])
                let button = gtk_button_new_with_label("Done")!
                button.onClicked {
                    events.append("clicked")
                    gtk_window_destroy(gtkCast(window))
                }
                gtk_window_set_child(gtkCast(window), button)
                gtk_window_present(gtkCast(window))
                g_idle_add_once({ button in gtk_widget_activate(button?.assumingMemoryBound(to: GtkWidget.self)) }, button)
            }
            XCTAssertEqual(app?.id, "io.github.stepperkit.Tests.Application")
            XCTAssertEqual(app?.run(arguments: ["application-tests"]), 0)
            XCTAssertEqual(events, ["startup", "activate", "clicked", "shutdown"])
            app = nil
            XCTAssertNil(weakApp, "GLib's handlers do not keep the Swift object")
        }
    }

    func testAnInvalidIdIsToldAndTheAppRunsWithoutOne() {
        onMain {
            var app: Application?
            let problems = problemsLogged { app = Application(id: "not an id", isUnique: false) }
            XCTAssertEqual(problems.map(\.message), ["“not an id” is not a valid application id; the app runs without one"])
            XCTAssertNil(app?.id)
            var activated = false
            app?.onActivate { _ in activated = true }
            XCTAssertEqual(app?.run(arguments: ["application-tests"]), 0)
            XCTAssertTrue(activated)
        }
    }
}
