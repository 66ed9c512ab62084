import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

private typealias P = ObjectProperties

/// The GObject type and its properties: names, defaults, ranges, `.ui` files in any order, refusals with warnings, and notify for what changed.
final class StepperPropertyTests: GtkTestCase {
    func testTypeIsAWidgetWithCSSNameRoleAndChildren() {
        onMain {
            let stepper = Stepper()
            XCTAssertEqual(String(cString: g_type_name(Stepper.gType)), "SkStepper")
            XCTAssertTrue(stepper.widget.isInstance(of: gtk_widget_get_type()))
            let widget = Gtk.Widget(stepper.widget)
            XCTAssertEqual(widget.cssName, "stepper")
            XCTAssertTrue(Accessible(widget).hasRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON))
            // The field first, as in GtkSpinButton, then the value shown in
            // its place while nobody types; the grid places each part. On
            // GTK 4.14 and later the field is made only for typing: here by
            // the test (valueField).
            var children = widget.descendants.filter { $0.parent?.widget == stepper.widget }
            XCTAssertEqual(children.map(\.cssName), StepperField.livesWithItsStepper
                           ? ["text", "text", "button", "button"] : ["text", "button", "button"])
            _ = valueField(of: stepper)
            children = widget.descendants.filter { $0.parent?.widget == stepper.widget }
            XCTAssertEqual(children.map(\.cssName), ["text", "text", "button", "button"])
            guard children.count == 4 else { return }
            // The field itself on GTK 4.8 to 4.12; on 4.14 and later, in a
            // holder that takes its CSS node (FieldHolder.swift), and nothing else.
            let field = StepperField.livesWithItsStepper ? children[0] : children[0].firstChild
            XCTAssertEqual(field.map { $0.widget.isInstance(of: gtk_text_get_type()) }, true)
            if !StepperField.livesWithItsStepper { XCTAssertNil(field?.nextSibling, "the holder holds the field alone") }
            XCTAssertEqual(children[0].typeName, StepperField.livesWithItsStepper ? "GtkText" : "SkStepperFieldHolder")
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
            XCTAssertEqual(text(of: stepper), "9223372036854775807")
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
            XCTAssertEqual(text(of: stepper), "250")
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

    func testNotifyFiresOnlyForPropertiesThatChanged() {
        onMain {
            let stepper = Stepper()
            let names = StepperProperty.all.map(\.objectName)
            let counters = names.map { P.countNotifications(of: $0, on: stepper.widget) }
            try? stepper.model.update { $0.leftTitle = "⬇" }
            XCTAssertEqual(counters.map(\.count), Array(repeating: 0, count: names.count))
            try? stepper.model.update { $0.rightTitle = "up"; $0.stepValue = 2 }
            XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(names, counters.map(\.count))), [
                "value": 0, "minimum-value": 0, "maximum-value": 0, "step-value": 1, "page-increment": 0, "digits": 0, "unit": 0, "wraps": 0,
                "autorepeat": 0, "editable": 0, "left-title": 0, "right-title": 1, "background-color": 0, "orientation": 0,
            ])
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
