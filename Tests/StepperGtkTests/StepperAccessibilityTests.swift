import CGtk
import CGtkShims
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperAccessibilityTests: GtkTestCase {
    func testStepperIsASpinButtonWithItsValueInProperties() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 99)))
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            XCTAssertTrue(accessible.hasRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99"),
                         "at rest the description holds the range, which Orca reads after the value")
            XCTAssertTrue(stepper.widget.isInstance(of: gtk_editable_get_type()), "the value is the stepper's text")
            XCTAssertEqual(Gtk.Editable(stepper.widget).text, "7")
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 7))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, expecting: 0))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, expecting: 99))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, expecting: "7"))
        }
    }

    /// GtkEditable's properties other than `editable` are the field's, as in
    /// GtkSpinButton: GObject reads and writes them there, and the stepper
    /// notifies them as the field changes.
    func testGtkEditablesOtherPropertiesAreTheFields() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7)))
            let field = valueField(of: stepper)
            XCTAssertEqual(ObjectProperties.string(stepper.widget, "text"), "7")
            let notified = ObjectProperties.countNotifications(of: "text", on: stepper.widget)
            stepper.value = 8
            XCTAssertEqual(ObjectProperties.string(stepper.widget, "text"), "8")
            XCTAssertEqual(notified.count, 1, "the field's notify, forwarded once")
            ObjectProperties.set(stepper.widget, "max-width-chars", FundamentalType.int) { g_value_set_int($0, 12) }
            XCTAssertEqual(gtk_editable_get_max_width_chars(field.widget.opaque), 12)
            XCTAssertEqual(ObjectProperties.get(stepper.widget, "max-width-chars", FundamentalType.int) { g_value_get_int($0) }, 12)
            XCTAssertEqual(ObjectProperties.get(stepper.widget, "cursor-position", FundamentalType.int) { g_value_get_int($0) },
                           gtk_editable_get_position(field.widget.opaque))
        }
    }

    /// Every property GtkEditable has on this GTK is the stepper's too and
    /// reads as its field's, whatever GTK adds (`complete-text` and
    /// `input-interceptor` in GTK 4.24), as GtkSpinButton forwards them.
    func testEveryPropertyGtkEditableInstallsReadsAsTheFields() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7)))
            let field = valueField(of: stepper)
            let interface = g_type_default_interface_ref(gtk_editable_get_type())
            defer { g_type_default_interface_unref(interface) }
            var count: guint = 0
            let specs = g_object_interface_list_properties(interface, &count)
            defer { g_free(specs) }
            let names = (0..<Int(count)).compactMap { specs?[$0].map { String(cString: $0.pointee.name) } }
            XCTAssertTrue(Set(["text", "cursor-position", "editable", "width-chars"]).isSubset(of: names), "\(names)")
            let stepperClass = UnsafeMutableRawPointer(stepper.widget.gObject.pointee.g_type_instance.g_class)
                .assumingMemoryBound(to: GObjectClass.self)
            for name in names {
                guard let spec = g_object_class_find_property(stepperClass, name) else {
                    XCTFail("SkStepper has no property \(name), which GtkEditable has")
                    continue
                }
                // `editable` is the stepper's own (its model's), the rest the field's.
                guard name != "editable" else { continue }
                XCTAssertEqual(contents(of: name, spec.pointee.value_type, in: stepper.widget.gObject),
                               contents(of: name, spec.pointee.value_type, in: field.widget.gObject), name)
            }
        }
    }

    func testAccessibleValueFollowsEveryChangeAndIsSpokenWhileFocused() {
        onMain {
            let model = try! StepperModel(.quantity)
            let stepper = Stepper(model: model)
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            model.increment()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99"),
                         "unfocused, a change is not announced")
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 2))
            XCTAssertEqual(Gtk.Editable(stepper.widget).text, "2")
            try? model.update { $0.maximumValue = 1 }
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 1"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, expecting: 1))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 1))

            let window = Gtk.Window()
            window.setChild(Gtk.Widget(stepper.widget))
            window.present()
            defer { window.destroy() }
            Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            model.decrement()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, expecting: 0))
            if Accessible.valuesReachAssistiveTools {
                XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 1"),
                             "GTK 4.10 and later: the Value interface carries the change; the description keeps the range")
            } else {
                XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0"),
                             "GTK 4.8: focused, each change is the description, a bare number a screen reader speaks once")
                model.increment()
                XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "1"))
            }
        }
    }

    /// GTK 4.10 added `GtkAccessibleRange`, through which a widget of ours gets
    /// AT-SPI's Value interface; on GTK 4.8 there is none to implement.
    func testTheStepperIsAnAccessibleRangeWhereGTKHasThem() {
        onMain {
            let range = skshim_accessible_range_get_type()
            if gtk_get_minor_version() >= 10 {
                XCTAssertNotEqual(range, 0, "GTK 4.\(gtk_get_minor_version()) has GtkAccessibleRange")
                XCTAssertTrue(g_type_is_a(Stepper.gType, range) != 0, "GTK 4.10 and later: SkStepper implements GtkAccessibleRange")
            } else {
                XCTAssertEqual(range, 0, "GTK 4.8 has no GtkAccessibleRange, so SkStepper implements none")
                XCTAssertFalse(Accessible.valuesReachAssistiveTools)
            }
        }
    }

    /// What an assistive tool sets through the Value interface is taken as a
    /// typed value is: rounded, clamped, never a trap, and what was being typed
    /// is abandoned. (GTK calls this on 4.10 and later; the logic is the same everywhere.)
    func testAValueSetByAnAssistiveToolIsRoundedAndClamped() {
        onMain {
            let model = try! StepperModel(.quantity)
            let stepper = Stepper(model: model)
            var heard: [Int] = []
            stepper.onValueChanged { heard.append($0) }
            let state = StepperInstance.of(stepper.widget)!
            state.setAccessibleValue(41.6)
            XCTAssertEqual(model.value, 42)
            state.setAccessibleValue(-3)
            XCTAssertEqual(model.value, 0, "clamped to the minimum")
            state.setAccessibleValue(1e300)
            XCTAssertEqual(model.value, 99, "beyond Int, clamped to the maximum")
            for refused in [Double.nan, .infinity, -.infinity] {
                state.setAccessibleValue(refused)  // ignored, and reported handled (GTK 4.18 aborts on a refusal)
            }
            XCTAssertEqual(model.value, 99)
            XCTAssertEqual(heard, [42, 0, 99], "one value-changed per real change")
            let wide = Stepper(model: try! StepperModel(StepperConfiguration(value: 0, minimumValue: Int.min, maximumValue: Int.max)))
            let wideState = StepperInstance.of(wide.widget)!
            wideState.setAccessibleValue(Double(Int.max))
            XCTAssertEqual(wide.value, Int.max, "2^63 is past Int.max: it saturates")
            wideState.setAccessibleValue(-Double(Int.max))
            XCTAssertEqual(wide.value, Int.min)
        }
    }

    /// Leaving a stepper puts the range back in its description, but only once
    /// the focus is elsewhere: changed on the way out, Orca read "0 to 99"
    /// after the user had already moved on. (The value is in the description
    /// on GTK 4.8 alone; on later GTK a refused text is, as here.)
    func testTheRangeComesBackOnlyOnceTheFocusHasMoved() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(.quantity))
            let other = Gtk.Button()
            let window = showInWindow(Gtk.Widget(stepper.widget), other.asWidget)
            defer { window.destroy() }
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            let focusedDescription: String
            if Accessible.valuesReachAssistiveTools {
                // A refused text is described while focused; the value is not.
                let state = StepperInstance.of(stepper.widget)!
                state.beginTyping(with: "-")
                state.commitTyping()
                state.cancelTyping()
                focusedDescription = "“-” is not a whole number"
            } else {
                stepper.model.increment()
                focusedDescription = "2"
            }
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: focusedDescription))
            other.grabFocus()
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: focusedDescription),
                         "not while the focus is moving")
            waitUntil("the range is back") {
                accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99") == nil
            }
        }
    }

    func testButtonsAreNamedWhateverTheirTitlesAndDisabledAtBounds() {
        onMain {
            for configuration in [StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 5),
                                  StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 5, leftTitle: "", rightTitle: "")] {
                let stepper = Stepper(model: try! StepperModel(configuration))
                let (decrease, increase) = buttons(of: stepper)
                XCTAssertTrue(Accessible(decrease).hasRole(GTK_ACCESSIBLE_ROLE_BUTTON))
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Decrease"))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Increase"))
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: true))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: false))
                stepper.model.moveToMaximum()
                XCTAssertNil(Accessible(decrease).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: false))
                XCTAssertNil(Accessible(increase).mismatch(of: GTK_ACCESSIBLE_STATE_DISABLED, expecting: true))
            }
        }
    }

    func testAnAccessibleLabelFromTheUIFileIsKept() throws {
        try onMain {
            let stepper = try stepperFromUI("""
                <property name="value">3</property>
                <accessibility><property name="label">Number of cups</property></accessibility>
                """)
            stepper.model.increment()
            let accessible = Accessible(Gtk.Widget(stepper.widget))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_LABEL, expecting: "Number of cups"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "-100 to 100"))
            XCTAssertNil(accessible.mismatch(of: GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, expecting: "4"))
        }
    }
}

/// A property's value as GLib prints it, for comparing values of any type.
@MainActor
private func contents(of name: String, _ type: GType, in object: UnsafeMutablePointer<GObject>) -> String {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_object_get_property(object, name, &value)
    guard let printed = g_strdup_value_contents(&value) else { return "" }
    defer { g_free(printed) }
    return String(cString: printed)
}
