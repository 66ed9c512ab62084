import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

final class StepperWidgetTests: GtkTestCase {
    func testTypeIsAWidgetWithCSSNameRoleAndChildren() {
        onMain {
            let stepper = Stepper()
            XCTAssertEqual(String(cString: g_type_name(Stepper.gType)), "SkStepper")
            XCTAssertTrue(stepper.widget.isInstance(of: gtk_widget_get_type()))
            let widget = Gtk.Widget(stepper.widget)
            XCTAssertEqual(widget.cssName, "stepper")
            XCTAssertTrue(Accessible(widget).hasRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON))
            let children = widget.descendants.filter { $0.parent?.widget == stepper.widget }
            // The field first, as in GtkSpinButton, then the value shown in
            // its place while nobody types; the grid places each part.
            XCTAssertEqual(children.map(\.cssName), ["text", "text", "button", "button"])
            XCTAssertTrue(children[0].widget.isInstance(of: gtk_text_get_type()))
            XCTAssertTrue(children[0].hasCSSClass("value"))
            XCTAssertFalse(children[1].widget.isInstance(of: gtk_text_get_type()))
            XCTAssertTrue(children[1].hasCSSClass("value"))
            XCTAssertTrue(children[2].hasCSSClass("down"))
            XCTAssertTrue(children[3].hasCSSClass("up"))
        }
    }

    func testDefaultsAreCSStepperDefaults() {
        onMain {
            let stepper = Stepper()
            XCTAssertEqual(stepper.model.configuration, .inspectable)
            XCTAssertEqual(P.int(stepper.widget, "value"), 0)
            XCTAssertEqual(P.int(stepper.widget, "minimum-value"), -100)
            XCTAssertEqual(P.int(stepper.widget, "maximum-value"), 100)
            XCTAssertEqual(P.int(stepper.widget, "step-value"), 1)
            XCTAssertEqual(P.bool(stepper.widget, "wraps"), false)
            XCTAssertEqual(P.bool(stepper.widget, "autorepeat"), true)
            XCTAssertEqual(P.string(stepper.widget, "left-title"), "⬇")
            XCTAssertEqual(P.string(stepper.widget, "right-title"), "⬆")
            let color = P.rgba(stepper.widget, "background-color")
            XCTAssertEqual(color?.red, 0)
            XCTAssertEqual(color?.green, 1)
            XCTAssertEqual(color?.blue, 1)
            XCTAssertEqual(color?.alpha, 1)
        }
    }

    func testIntegerPropertiesRoundTripEveryInt() {
        onMain {
            let stepper = Stepper()
            P.setInt(stepper.widget, "minimum-value", Int.min)
            P.setInt(stepper.widget, "maximum-value", Int.max)
            P.setInt(stepper.widget, "step-value", Int.max)
            for value in [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max] {
                P.setInt(stepper.widget, "value", value)
                XCTAssertEqual(P.int(stepper.widget, "value"), value)
                XCTAssertEqual(stepper.value, value)
            }
            XCTAssertEqual(P.int(stepper.widget, "minimum-value"), Int.min)
            XCTAssertEqual(P.int(stepper.widget, "maximum-value"), Int.max)
            XCTAssertEqual(P.int(stepper.widget, "step-value"), Int.max)
            P.setInt(stepper.widget, "value", Int.max)
            XCTAssertEqual(valueField(of: stepper).text, "9223372036854775807")
        }
    }

    func testOtherPropertiesRoundTrip() {
        onMain {
            let stepper = Stepper()
            P.setBool(stepper.widget, "wraps", true)
            P.setBool(stepper.widget, "autorepeat", false)
            P.setString(stepper.widget, "left-title", "less")
            P.setString(stepper.widget, "right-title", "")
            P.setRGBA(stepper.widget, "background-color", GdkRGBA(red: 1, green: 0.8, blue: 0, alpha: 0.5))
            XCTAssertEqual(P.bool(stepper.widget, "wraps"), true)
            XCTAssertEqual(P.bool(stepper.widget, "autorepeat"), false)
            XCTAssertEqual(P.string(stepper.widget, "left-title"), "less")
            XCTAssertEqual(P.string(stepper.widget, "right-title"), "")
            XCTAssertEqual(stepper.model.configuration.backgroundColor, RGBAColor(red: 255, green: 204, blue: 0, alpha: 128))
            XCTAssertEqual(titleShown(on: buttons(of: stepper).decrease), "less")
            XCTAssertEqual(Gtk.Button(wrapping: buttons(of: stepper).increase.widget).iconName, "value-increase-symbolic")
            P.setString(stepper.widget, "right-title", "more")
            XCTAssertEqual(titleShown(on: buttons(of: stepper).increase), "more", "from an icon back to a title")
            XCTAssertNil(Gtk.Button(wrapping: buttons(of: stepper).increase.widget).iconName)
            // NULL resets: an empty title, the default colour.
            P.setString(stepper.widget, "left-title", nil)
            P.setRGBA(stepper.widget, "background-color", nil)
            XCTAssertEqual(stepper.model.configuration.leftTitle, "")
            XCTAssertEqual(stepper.model.configuration.backgroundColor, .cyan)
        }
    }

    func testSettingTheValuePropertyClampsIntoTheBounds() {
        onMain {
            let stepper = Stepper()
            P.setInt(stepper.widget, "value", 1_000)
            XCTAssertEqual(P.int(stepper.widget, "value"), 100)
            P.setInt(stepper.widget, "value", Int.min)
            XCTAssertEqual(P.int(stepper.widget, "value"), -100)
        }
    }

    func testBuilderMakesASteppersWithPropertiesInAnyOrder() throws {
        try onMain {
            let stepper = try stepperFromUI("""
                <property name="minimum-value">200</property>
                <property name="maximum-value">300</property>
                <property name="value">250</property>
                <property name="step-value">5</property>
                <property name="wraps">true</property>
                <property name="autorepeat">false</property>
                <property name="left-title">less</property>
                <property name="right-title"></property>
                <property name="background-color">#ffcc00</property>
                """)
            XCTAssertEqual(stepper.model.configuration, StepperConfiguration(
                value: 250, minimumValue: 200, maximumValue: 300, stepValue: 5, wraps: true, autorepeat: false,
                leftTitle: "less", rightTitle: "", backgroundColor: RGBAColor(red: 255, green: 204, blue: 0)))
            XCTAssertEqual(valueField(of: stepper).text, "250")
        }
    }

    func testBuilderAcceptsColourNamesAndExtremeIntegers() throws {
        try onMain {
            let stepper = try stepperFromUI("""
                <property name="minimum-value">-9223372036854775808</property>
                <property name="maximum-value">9223372036854775807</property>
                <property name="value">9223372036854775807</property>
                <property name="background-color">orange</property>
                """)
            XCTAssertEqual(stepper.model.configuration.minimumValue, Int.min)
            XCTAssertEqual(stepper.model.configuration.maximumValue, Int.max)
            XCTAssertEqual(stepper.value, Int.max)
            XCTAssertEqual(stepper.model.configuration.backgroundColor, RGBAColor(red: 255, green: 165, blue: 0))
        }
    }

    func testInvalidUIValuesAreRefusedWithAWarningNamingTheProperty() throws {
        try onMain {
            var stepper: Stepper?
            let problems = try problemsLogged {
                stepper = try stepperFromUI("""
                    <property name="minimum-value">50</property>
                    <property name="maximum-value">10</property>
                    <property name="step-value">0</property>
                    <property name="value">7</property>
                    <property name="left-title">\(String(repeating: "x", count: 40))</property>
                    """)
            }
            let messages = problems.map(\.message)
            XCTAssertEqual(problems.count, 3, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("minimum-value = 50") }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("step-value = 0") }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("left-title") }, "\(messages)")
            XCTAssertTrue(problems.allSatisfy { $0.domain == "StepperKit" })
            // What was valid is kept, the rest keeps its last valid (default) state.
            let configuration = try XCTUnwrap(stepper).model.configuration
            XCTAssertEqual(configuration.maximumValue, 10)
            XCTAssertEqual(configuration.minimumValue, -100)
            XCTAssertEqual(configuration.stepValue, 1)
            XCTAssertEqual(configuration.value, 7)
            XCTAssertEqual(configuration.leftTitle, "⬇")
        }
    }

    func testInvalidPropertySetsAfterConstructionAreRefused() {
        onMain {
            let stepper = Stepper()
            let before = stepper.model.configuration
            let problems = problemsLogged {
                P.setInt(stepper.widget, "minimum-value", 500)
                P.setInt(stepper.widget, "maximum-value", -500)
                P.setInt(stepper.widget, "step-value", -3)
                P.setString(stepper.widget, "right-title", String(repeating: "+", count: 33))
                P.setRGBA(stepper.widget, "background-color", GdkRGBA(red: .nan, green: 0, blue: 2, alpha: 1))
            }
            XCTAssertEqual(problems.count, 5, "\(problems)")
            for name in ["minimum-value", "maximum-value", "step-value", "right-title", "background-color"] {
                XCTAssertTrue(problems.contains { $0.message.contains(name) }, "no warning names \(name)")
            }
            XCTAssertEqual(stepper.model.configuration, before)
        }
    }

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

    func testNotifyFiresOnlyForPropertiesThatChanged() {
        onMain {
            let stepper = Stepper()
            let names = StepperProperty.all.map(\.objectName)
            let counters = names.map { P.countNotifications(of: $0, on: stepper.widget) }
            try? stepper.model.update { $0.leftTitle = "⬇" }
            XCTAssertEqual(counters.map(\.count), Array(repeating: 0, count: names.count))
            try? stepper.model.update { $0.rightTitle = "up"; $0.stepValue = 2 }
            XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(names, counters.map(\.count))), [
                "value": 0, "minimum-value": 0, "maximum-value": 0, "step-value": 1, "page-increment": 0, "wraps": 0,
                "autorepeat": 0, "editable": 0, "left-title": 0, "right-title": 1, "background-color": 0, "orientation": 0,
            ])
        }
    }

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
            XCTAssertEqual(valueField(of: second).text, "19")
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
            XCTAssertEqual(valueField(of: stepper).text, "1")
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

    func testWrappingANonStepperFails() {
        onMain {
            let label = Gtk.Label("not a stepper")
            let reference = ObjectReference(sinking: label.widget)
            XCTAssertNil(Stepper(wrapping: label.widget))
            _ = reference
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
            XCTAssertEqual(valueField(of: other).text, "2")
        }
    }

    // MARK: Re-entrant handlers
    //
    // A handler of `value-changed` or `notify::value` may change the stepper
    // it hears, through any door: the newest value wins, and each real change
    // is signalled once, after the one being signalled now (as GtkSpinButton
    // does). These once aborted the process with a Swift exclusivity
    // violation: a property set through GObject held the staging of
    // construction values while the model told its observers.

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
            XCTAssertEqual(valueField(of: stepper).text, "5")
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

    func testLabelIsWideEnoughForTheWidestValue() {
        onMain {
            let stepper = Stepper()
            XCTAssertEqual(valueField(of: stepper).widthInCharacters, 4)  // "-100"
            try? stepper.model.update { $0.minimumValue = 0; $0.maximumValue = 99_999 }
            XCTAssertEqual(valueField(of: stepper).widthInCharacters, 5)
            try? stepper.model.update { $0.minimumValue = Int.min }
            XCTAssertEqual(valueField(of: stepper).widthInCharacters, 20)
        }
    }
}

// MARK: - Helpers

/// The stepper a `.ui` file makes from `properties` (the XML inside its `<object>`).
@MainActor
func stepperFromUI(_ properties: String) throws -> Stepper {
    _ = Stepper.gType
    let builder = Gtk.Builder()
    try builder.add("<interface><object class=\"SkStepper\" id=\"stepper\">\(properties)</object></interface>")
    return try XCTUnwrap(builder.widget(named: "stepper").flatMap { Stepper(wrapping: $0.widget) })
}

final class StepperWrappingTests: GtkTestCase {
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
