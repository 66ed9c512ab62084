import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// An adjustment's numbers, for comparing in one assertion.
@MainActor
private func numbers(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) -> [Double] {
    guard let adjustment else { return [] }
    return [
        gtk_adjustment_get_value(adjustment), gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment),
        gtk_adjustment_get_step_increment(adjustment), gtk_adjustment_get_page_increment(adjustment),
        gtk_adjustment_get_page_size(adjustment),
    ]
}

/// The adjustment a stepper holds, through GObject, as C and Python read it.
@MainActor
private func adjustmentProperty(of stepper: Stepper) -> UnsafeMutableRawPointer? {
    P.get(stepper.widget, "adjustment", gtk_adjustment_get_type()) { $0.object }
}

/// Sets the stepper's `adjustment` through GObject, as C, Python and `.ui` files do.
@MainActor
private func setAdjustmentProperty(of stepper: Stepper, to adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
    P.set(stepper.widget, "adjustment", gtk_adjustment_get_type()) { $0.object = adjustment.map(UnsafeMutableRawPointer.init) }
}

final class StepperAdjustmentTests: GtkTestCase {
    func testAStepperGivenAnAdjustmentShowsAndEditsIt() throws {
        try onMain {
            let stepper = Stepper()
            let adjustment = try makeAdjustment(value: 3.6, lower: 0, upper: 50, step: 2, page: 5)
            defer { g_object_unref(adjustment) }
            let notified = P.countNotifications(of: "adjustment", on: stepper.widget)
            try stepper.setAdjustment(adjustment)
            XCTAssertEqual(notified.count, 1)
            XCTAssertEqual(stepper.model.configuration, StepperConfiguration(
                value: 4, minimumValue: 0, maximumValue: 50, stepValue: 2, pageIncrement: 5))
            XCTAssertEqual(text(of: stepper), "4")
            XCTAssertEqual(stepper.adjustment, adjustment)
            XCTAssertEqual(adjustmentProperty(of: stepper), UnsafeMutableRawPointer(adjustment))
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 3.6, "taking the adjustment leaves it as it was")
            stepper.model.increment()
            XCTAssertEqual(numbers(adjustment), [6, 0, 50, 2, 5, 0])
            stepper.model.incrementPage()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 11)
            try stepper.setAdjustment(adjustment)
            XCTAssertEqual(notified.count, 1, "the same adjustment again is no change")
        }
    }

    /// One `value-changed` on each per real change, whichever side makes it, and no loop.
    func testChangesCrossOnceEachWay() throws {
        try onMain {
            let stepper = Stepper()
            let adjustment = try makeAdjustment(value: 0, lower: 0, upper: 100)
            defer { g_object_unref(adjustment) }
            try stepper.setAdjustment(adjustment)
            var heard: [Int] = []
            stepper.onValueChanged { heard.append($0) }
            let stepperChanges = P.countEmissions(of: "value-changed", on: stepper.widget)
            let adjustmentChanges = P.countEmissions(of: "value-changed", on: adjustment)
            let adjustmentReconfigured = P.countEmissions(of: "changed", on: adjustment)

            stepper.value = 10
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 10)
            XCTAssertEqual([stepperChanges.count, adjustmentChanges.count], [1, 1])
            gtk_adjustment_set_value(adjustment, 12)
            XCTAssertEqual(stepper.value, 12)
            XCTAssertEqual([stepperChanges.count, adjustmentChanges.count], [2, 2])
            // A move of the adjustment within one whole number is no change of the stepper's.
            gtk_adjustment_set_value(adjustment, 12.3)
            XCTAssertEqual(stepper.value, 12)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 12.3, "the stepper does not fight the adjustment")
            XCTAssertEqual([stepperChanges.count, adjustmentChanges.count], [2, 3])
            stepper.model.increment()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 13)
            XCTAssertEqual([stepperChanges.count, adjustmentChanges.count], [3, 4])
            XCTAssertEqual(adjustmentReconfigured.count, 0, "a move of the value alone configures nothing")

            // Bounds, from either side: one `changed` on the adjustment, no value-changed where the value stays.
            try stepper.model.setBounds(minimum: -50, maximum: 50)
            XCTAssertEqual(numbers(adjustment), [13, -50, 50, 1, 10, 0])
            XCTAssertEqual([stepperChanges.count, adjustmentChanges.count, adjustmentReconfigured.count], [3, 4, 1])
            gtk_adjustment_set_upper(adjustment, 5)
            gtk_adjustment_set_value(adjustment, 40)  // clamped by the adjustment to 5
            XCTAssertEqual(stepper.model.configuration.maximumValue, 5)
            XCTAssertEqual(stepper.value, 5)
            XCTAssertEqual(heard, [10, 12, 13, 5])
            gtk_adjustment_configure(adjustment, 2, 0, 8, 2, 4, 0)
            XCTAssertEqual(stepper.model.configuration, StepperConfiguration(
                value: 2, minimumValue: 0, maximumValue: 8, stepValue: 2, pageIncrement: 4))
            XCTAssertEqual(heard, [10, 12, 13, 5, 2])
        }
    }

    /// A handler on either side that changes the value again inside the
    /// emission gets its change through, once, and ends where it asked. What
    /// a handler on the adjustment sets instead is what the stepper reports:
    /// it never showed 7.
    func testHandlersThatChangeTheValueInsideEmissionsSettle() throws {
        try onMain {
            let stepper = Stepper()
            let adjustment = try makeAdjustment(value: 0, lower: 0, upper: 100)
            defer { g_object_unref(adjustment) }
            try stepper.setAdjustment(adjustment)
            Signal.connect(adjustment, "value-changed") {
                if gtk_adjustment_get_value(adjustment) == 7 { gtk_adjustment_set_value(adjustment, 20) }
            }
            stepper.onValueChanged { [weak stepper] value in if value == 20 { stepper?.value = 30 } }
            var heard: [Int] = []
            stepper.onValueChanged { heard.append($0) }
            stepper.value = 7
            XCTAssertEqual(stepper.value, 30)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 30)
            XCTAssertEqual(heard, [20, 30])
        }
    }

    func testAnAdjustmentIsMadeOnRequestFromTheSteppersNumbers() throws {
        try onMain {
            let stepper = Stepper(model: try StepperModel(.quantity))
            let adjustment = try XCTUnwrap(stepper.adjustment)
            XCTAssertEqual(numbers(adjustment), [1, 0, 99, 1, 10, 0])
            XCTAssertEqual(adjustmentProperty(of: stepper), UnsafeMutableRawPointer(adjustment), "the same one each time")
            XCTAssertEqual(adjustment.gObject.pointee.ref_count, 1, "the stepper's own, not floating")
            XCTAssertFalse(g_object_is_floating(adjustment) != 0)
            stepper.value = 5
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 5)
            // Every gint64 is held: Int.max becomes 2⁶³ and comes back as Int.max.
            let wide = Stepper(model: try StepperModel(StepperConfiguration(
                value: Int.max, minimumValue: Int.min, maximumValue: Int.max)))
            let problems = problemsLogged { _ = wide.adjustment; wide.model.decrement() }
            XCTAssertEqual(problems.map(\.message), [])
            XCTAssertEqual(wide.model.configuration.bounds, Int.min...Int.max)
            // Beyond 2⁵³ a double holds only some whole numbers: the stepper takes
            // the one the adjustment holds, so the two never disagree.
            let odd = Stepper(model: try StepperModel(StepperConfiguration(
                value: (1 << 60) + 1, minimumValue: 0, maximumValue: Int.max - 1)))
            let oddAdjustment = try XCTUnwrap(odd.adjustment)
            XCTAssertEqual(odd.model.configuration.maximumValue, Int.max, "2⁶³ − 1 is held as 2⁶³")
            XCTAssertEqual(odd.value, 1 << 60)
            XCTAssertEqual(gtk_adjustment_get_value(oddAdjustment), 0x1p60)
            let oddChanges = P.countEmissions(of: "value-changed", on: odd.widget)
            odd.model.increment()
            XCTAssertEqual(odd.value, 1 << 60, "a step too small for a double moves nothing")
            odd.value = (1 << 60) + 1000
            XCTAssertEqual(odd.value, (1 << 60) + 1024, "the nearest whole number a double holds")
            XCTAssertEqual(oddChanges.count, 1, "heard once, as the adjustment holds it")
        }
    }

    /// A GtkScale and a stepper sharing one adjustment, moved by keys as a user moves them.
    func testAScaleAndAStepperSharingOneAdjustmentStayInStep() throws {
        try onMain {
            let window = Gtk.Window()
            defer { window.destroy() }
            window.title = "Shared adjustment"
            let stepper = Stepper(model: try StepperModel(StepperConfiguration(value: 5, minimumValue: 0, maximumValue: 20)))
            let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, stepper.adjustment)!
            gtk_widget_set_size_request(scale, 200, -1)
            let box = Gtk.Box(spacing: 6)
            box.append(Gtk.Widget(scale))
            box.append(Gtk.Widget(stepper.widget))
            window.setChild(box)
            window.present()
            XDoTool.focus(window)
            var heard: [Int] = []
            stepper.onValueChanged { heard.append($0) }

            Gtk.Widget(scale).grabFocus()
            waitUntil("the scale has the focus") { Gtk.Widget(scale).hasFocus }
            XDoTool.press("Right", "Right", "Page_Up")
            XCTAssertEqual(stepper.value, 17, "two steps and a page of the scale")
            XCTAssertEqual(text(of: stepper), "17")

            Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            XDoTool.press("Down", "End")
            XCTAssertEqual(gtk_range_get_value(scale.cast(to: GtkRange.self)), 20)
            XCTAssertEqual(heard, [6, 7, 17, 16, 20])
        }
    }

    func testAUIFileGivesTheAdjustmentAndItWinsOverTheNumbers() throws {
        try onMain {
            _ = Stepper.gType
            let builder = Gtk.Builder()
            try builder.add("""
                <interface>
                  <object class="GtkAdjustment" id="cups">
                    <property name="upper">12</property>
                    <property name="value">3</property>
                    <property name="step-increment">1</property>
                  </object>
                  <object class="GtkBox" id="box">
                    <child><object class="SkStepper" id="stepper">
                      <property name="value">99</property>
                      <property name="adjustment">cups</property>
                      <property name="page-increment">4</property>
                    </object></child>
                    <child><object class="GtkScale" id="scale"><property name="adjustment">cups</property></object></child>
                    <child><object class="SkStepper" id="later"><property name="adjustment">shared-later</property></object></child>
                  </object>
                  <object class="GtkAdjustment" id="shared-later"><property name="upper">9</property>
                    <property name="value">9</property><property name="step-increment">3</property></object>
                </interface>
                """)
            let stepper = try XCTUnwrap(builder.widget(named: "stepper").flatMap { Stepper(wrapping: $0.widget) })
            let cups = try XCTUnwrap(builder.object(named: "cups")).assumingMemoryBound(to: GtkAdjustment.self)
            XCTAssertEqual(stepper.adjustment, cups)
            XCTAssertEqual(stepper.model.configuration, StepperConfiguration(
                value: 3, minimumValue: 0, maximumValue: 12, stepValue: 1, pageIncrement: 4),
                "the adjustment's numbers, and the stepper's own page where the adjustment has none")
            stepper.model.increment()
            let scale = try XCTUnwrap(builder.widget(named: "scale"))
            XCTAssertEqual(gtk_range_get_value(scale.widget.cast(to: GtkRange.self)), 4)
            let later = try XCTUnwrap(builder.widget(named: "later").flatMap { Stepper(wrapping: $0.widget) })
            XCTAssertEqual(later.model.configuration.bounds, 0...9, "an adjustment defined after the stepper")
            XCTAssertEqual([later.value, later.model.configuration.stepValue], [9, 3])
        }
    }

    func testAnAdjustmentNoStepperCanHoldIsRefusedWithAWarningNamingIt() throws {
        try onMain {
            let stepper = Stepper(model: try StepperModel(.quantity))
            let held = try makeAdjustment(value: 5, lower: 0, upper: 10)
            defer { g_object_unref(held) }
            try stepper.setAdjustment(held)
            let before = stepper.model.configuration
            for (adjustment, complaint) in [
                (try makeAdjustment(value: 0, lower: 0, upper: 10, step: 0), "its step-increment 0.0 is below 1"),
                (try makeAdjustment(value: 0, lower: 20, upper: 10), "its lower bound 20.0 is above its upper bound 10.0"),
                (try makeAdjustment(value: 0, lower: 1e19, upper: 2e19, step: 1), "its lower 1e+19 is beyond the whole numbers"),
                (try makeAdjustment(value: 0, lower: 0, upper: 1e19, step: 1), "its upper 1e+19 is beyond the whole numbers"),
            ] {
                defer { g_object_unref(adjustment) }
                let problems = problemsLogged { setAdjustmentProperty(of: stepper, to: adjustment) }
                XCTAssertEqual(problems.count, 1, "\(problems)")
                XCTAssertTrue(problems.first?.message.hasPrefix("SkStepper: refused the adjustment: \(complaint)") == true,
                              "\(problems)")
                XCTAssertEqual(stepper.model.configuration, before, "the stepper is as it was")
                XCTAssertEqual(stepper.adjustment, held, "and keeps the adjustment it had")
                XCTAssertEqual(adjustment.gObject.pointee.ref_count, 1, "and holds no reference to the refused one")
                XCTAssertThrowsError(try stepper.setAdjustment(adjustment))
            }
            // GtkAdjustment itself lets lower pass upper: the stepper cannot follow, says so, and waits.
            let problems = problemsLogged {
                gtk_adjustment_set_lower(held, 20)
                gtk_adjustment_set_upper(held, 30)
            }
            XCTAssertEqual(problems.map(\.message), [
                "SkStepper: cannot follow its adjustment for now: its lower bound 20.0 is above its upper bound 10.0 "
                    + "(less its page size), with no number the stepper can hold between",
            ])
            XCTAssertEqual(stepper.model.configuration.bounds, 20...30)
            XCTAssertEqual(stepper.value, 20)
            XCTAssertEqual(gtk_adjustment_get_value(held), 20, "the value GtkAdjustment left below its lower bound comes up")
        }
    }

    func testSettingNoAdjustmentLetsGoOfItAndTheStepperKeepsItsNumbers() throws {
        try onMain {
            let stepper = Stepper()
            let adjustment = try makeAdjustment(value: 4, lower: 0, upper: 10)
            defer { g_object_unref(adjustment) }
            try stepper.setAdjustment(adjustment)
            XCTAssertEqual(adjustment.gObject.pointee.ref_count, 2)
            setAdjustmentProperty(of: stepper, to: nil)
            XCTAssertEqual(adjustment.gObject.pointee.ref_count, 1)
            XCTAssertEqual(stepper.model.configuration.bounds, 0...10)
            gtk_adjustment_set_value(adjustment, 8)
            XCTAssertEqual(stepper.value, 4, "no handler is left on the adjustment")
            stepper.value = 6
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 8)
            XCTAssertNotEqual(stepper.adjustment, adjustment, "asked again, the stepper makes one of its own")
        }
    }

    func testADestroyedStepperLetsGoOfItsAdjustmentAndLeavesNoHandler() throws {
        try onMain {
            let adjustment = try makeAdjustment(value: 4, lower: 0, upper: 10)
            defer { g_object_unref(adjustment) }
            let handlers = P.countEmissions(of: "value-changed", on: adjustment)
            do {
                let window = Gtk.Window()
                let stepper = Stepper()
                window.setChild(Gtk.Widget(stepper.widget))
                try stepper.setAdjustment(adjustment)
                window.destroy()
            }
            drainMainLoop()
            XCTAssertEqual(adjustment.gObject.pointee.ref_count, 1, "the stepper's reference is gone")
            gtk_adjustment_set_value(adjustment, 9)
            gtk_adjustment_configure(adjustment, 1, 0, 5, 1, 1, 0)
            XCTAssertEqual(handlers.count, 2)
        }
    }

    func testTwoViewsOfOneModelAndAnAdjustmentShowOneValue() throws {
        try onMain {
            let model = try StepperModel(.quantity)
            let first = Stepper(model: model)
            let second = Stepper(model: model)
            let adjustment = try makeAdjustment(value: 7, lower: 0, upper: 20)
            defer { g_object_unref(adjustment) }
            try first.setAdjustment(adjustment)
            XCTAssertEqual(second.value, 7, "the model takes the adjustment's numbers")
            second.model.increment()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 8)
            gtk_adjustment_set_value(adjustment, 2)
            XCTAssertEqual([first.value, second.value], [2, 2])
            // A model given later gives its numbers to the adjustment.
            first.model = try StepperModel(StepperConfiguration(value: 50, minimumValue: 40, maximumValue: 60))
            XCTAssertEqual(numbers(adjustment), [50, 40, 60, 1, 10, 0])
            XCTAssertEqual(second.value, 2, "the old model is no longer on the adjustment")
        }
    }
}
