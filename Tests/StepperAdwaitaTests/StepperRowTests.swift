import AdwaitaInterop
import CAdw
import CGtk
import GtkInterop
import StepperCore
import StepperGtk
import StepperTestSupport
import XCTest

@testable import StepperAdwaita

/// A row in a boxed list in a window, shown and focused, with a button before it.
@MainActor
private final class RowFixture {
    static var serial = 0
    let window = Gtk.Window()
    let before = Gtk.Button(mnemonic: "Before")
    let list = Adw.PreferencesGroup(title: "Order")
    let row: StepperRow

    init(_ row: StepperRow) {
        self.row = row
        Self.serial += 1
        window.title = "Row fixture \(Self.serial)"
        let box = Gtk.Box(vertical: true, spacing: 6)
        box.append(before)
        list.add(Gtk.Widget(row.widget))
        box.append(list)
        window.setChild(box)
        window.setDefaultSize(width: 400, height: -1)
        window.present()
        XDoTool.focus(window)
        before.grabFocus()
        waitUntil("the first button has the focus") { before.hasFocus }
    }

    var stepperHasFocus: Bool { Gtk.Widget(row.stepper.widget).hasFocus }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}

/// A row from a `.ui` file whose `<object>` holds `properties`.
@MainActor
private func rowFromUI(_ properties: String) throws -> StepperRow {
    _ = StepperRow.gType
    let builder = Gtk.Builder()
    try builder.add("<interface><object class=\"SkStepperRow\" id=\"row\">\(properties)</object></interface>")
    return try XCTUnwrap(builder.widget(named: "row").flatMap { StepperRow(wrapping: $0.widget) })
}

final class StepperRowTests: GtkTestCase {
    /// The row's subtitle describes its stepper, as libadwaita's rows describe
    /// the widget they activate, on every GTK: through the relation (which GTK
    /// 4.10 and later follow) and the description text (which GTK 4.8 reads
    /// first). Without a subtitle, the stepper's range describes it.
    func testTheSubtitleDescribesTheStepperAndOtherwiseItsRange() throws {
        try onMain {
            let row = StepperRow(model: try StepperModel(.quantity), title: "_Espresso", subtitle: "$2.50")
            let stepper = Accessible(Gtk.Widget(row.stepper.widget))
            XCTAssertTrue(stepper.hasRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY))
            XCTAssertNil(stepper.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "$2.50"))
            row.subtitle = "$3.00"
            XCTAssertNil(stepper.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "$3.00"), "it follows the subtitle")
            row.subtitle = nil
            XCTAssertFalse(stepper.hasRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY), "no empty subtitle describes it")
            XCTAssertNil(stepper.mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "0 to 99"))
            let fromUI = try rowFromUI(#"<property name="title">Latte</property><property name="subtitle">$4.00</property>"#)
            XCTAssertNil(Accessible(Gtk.Widget(fromUI.stepper.widget)).mismatch(of: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expecting: "$4.00"),
                         "a subtitle from a .ui file too")
        }
    }

    func testTypeIsAnActionRowWithAStepperAtItsEnd() {
        onMain {
            let row = StepperRow(model: try! StepperModel(.quantity), title: "_Espresso", subtitle: "$2.50")
            XCTAssertEqual(String(cString: g_type_name(StepperRow.gType)), "SkStepperRow")
            XCTAssertTrue(row.widget.isInstance(of: adw_action_row_get_type()))
            XCTAssertEqual(row.title, "_Espresso")
            XCTAssertEqual(row.subtitle, "$2.50")
            let stepper = Gtk.Widget(row.stepper.widget)
            XCTAssertTrue(stepper.isDescendant(of: Gtk.Widget(row.widget)))
            XCTAssertEqual(stepper.verticalAlignment, GTK_ALIGN_CENTER)
            XCTAssertEqual(Adw.ActionRow(wrapping: row.widget).activatableWidget?.widget, row.stepper.widget)
            XCTAssertEqual(row.stepper.value, 1)
            XCTAssertTrue(row.model === row.stepper.model)
        }
    }

    func testTheTitleNamesTheStepperThroughARelation() {
        onMain {
            let row = StepperRow(model: StepperModel(), title: "Cups")
            let stepper = Accessible(Gtk.Widget(row.stepper.widget))
            XCTAssertTrue(stepper.hasRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY))
            let title = Gtk.Label(wrapping: try! XCTUnwrap(Adw.ActionRow(wrapping: row.widget).titleLabel).widget)
            XCTAssertEqual(title.text, "Cups")
            row.title = "Mugs"
            XCTAssertEqual(title.text, "Mugs", "the name follows the title: no copy to go stale")
        }
    }

    func testBuilderSetsTheRowAndItsStepperInAnyOrder() throws {
        try onMain {
            let row = try rowFromUI("""
                <property name="value">250</property>
                <property name="title">_Latte</property>
                <property name="use-underline">true</property>
                <property name="subtitle">$4.00</property>
                <property name="maximum-value">300</property>
                <property name="minimum-value">200</property>
                <property name="step-value">5</property>
                """)
            XCTAssertEqual(row.title, "_Latte")
            XCTAssertEqual(row.subtitle, "$4.00")
            XCTAssertEqual(row.model.configuration.bounds, 200...300)
            XCTAssertEqual(row.stepper.value, 250)
            XCTAssertEqual(row.model.configuration.stepValue, 5)
            XCTAssertEqual(ObjectProperties.int(row.widget, "maximum-value"), 300)
        }
    }

    func testInvalidValuesAreRefusedAsTheStepperRefusesThem() throws {
        try onMain {
            var row: StepperRow?
            let problems = try problemsLogged {
                row = try rowFromUI("""
                    <property name="minimum-value">50</property>
                    <property name="maximum-value">10</property>
                    <property name="step-value">0</property>
                    """)
            }
            XCTAssertEqual(problems.count, 2, "\(problems)")
            XCTAssertTrue(problems.contains { $0.message.contains("SkStepperRow: refused minimum-value = 50") }, "\(problems)")
            XCTAssertTrue(problems.contains { $0.message.contains("SkStepperRow: refused step-value = 0") }, "\(problems)")
            let configuration = try XCTUnwrap(row).model.configuration
            XCTAssertEqual(configuration.maximumValue, 10)
            XCTAssertEqual(configuration.minimumValue, -100)
            XCTAssertEqual(configuration.stepValue, 1)
            let later = problemsLogged { ObjectProperties.setInt(try! XCTUnwrap(row).widget, "step-value", -1) }
            XCTAssertEqual(later.count, 1)
            XCTAssertEqual(try XCTUnwrap(row).model.configuration.stepValue, 1)
        }
    }

    func testTheRowForwardsExactlyTheStepperWholeNumbersAndItsAdjustment() {
        onMain {
            let names = ObjectProperties.names(ofType: StepperRow.gType, ownedBy: StepperRow.gType)
            XCTAssertEqual(names, ["value", "minimum-value", "maximum-value", "step-value", "page-increment", "digits", "unit", "adjustment"])
        }
    }

    /// As AdwSpinRow's: the row's `adjustment` is its stepper's, from a `.ui`
    /// file (winning over the numbers given with it) and through GObject.
    func testTheRowsAdjustmentIsItsSteppers() throws {
        try onMain {
            _ = StepperRow.gType
            let builder = Gtk.Builder()
            try builder.add("""
                <interface>
                  <object class="GtkAdjustment" id="shots"><property name="upper">4</property>
                    <property name="value">2</property><property name="step-increment">1</property></object>
                  <object class="AdwPreferencesGroup"><child><object class="SkStepperRow" id="row">
                    <property name="title">Shots</property>
                    <property name="maximum-value">99</property>
                    <property name="adjustment">shots</property>
                  </object></child></object>
                </interface>
                """)
            let row = try XCTUnwrap(builder.widget(named: "row").flatMap { StepperRow(wrapping: $0.widget) })
            let shots = try XCTUnwrap(builder.object(named: "shots")).assumingMemoryBound(to: GtkAdjustment.self)
            XCTAssertEqual(row.stepper.adjustment, shots)
            XCTAssertEqual(row.model.configuration.bounds, 0...4)
            XCTAssertEqual(ObjectProperties.int(row.widget, "value"), 2)
            let read = ObjectProperties.get(row.widget, "adjustment", gtk_adjustment_get_type()) { $0.object }
            XCTAssertEqual(read, UnsafeMutableRawPointer(shots))

            let value = ObjectProperties.countNotifications(of: "value", on: row.widget)
            let adjustment = ObjectProperties.countNotifications(of: "adjustment", on: row.widget)
            gtk_adjustment_set_value(shots, 3)
            XCTAssertEqual(ObjectProperties.int(row.widget, "value"), 3)
            let other = try makeAdjustment(value: 7, lower: 5, upper: 9, page: 2)
            defer { g_object_unref(other) }
            ObjectProperties.set(row.widget, "adjustment", gtk_adjustment_get_type()) {
                $0.object = UnsafeMutableRawPointer(other)
            }
            XCTAssertEqual(row.stepper.adjustment, other.cast(to: GtkAdjustment.self))
            XCTAssertEqual([value.count, adjustment.count], [2, 1], "3, then 7; one new adjustment")
        }
    }

    func testModelChangesNotifyTheRowsProperties() {
        onMain {
            let model = StepperModel()
            let row = StepperRow(model: model, title: "Cups")
            let value = ObjectProperties.countNotifications(of: "value", on: row.widget)
            let maximum = ObjectProperties.countNotifications(of: "maximum-value", on: row.widget)
            model.increment()
            try? model.update { $0.leftTitle = "less" }  // not a row property
            try? model.update { $0.maximumValue = 50 }
            XCTAssertEqual(value.count, 1)
            XCTAssertEqual(maximum.count, 1)
            XCTAssertEqual(ObjectProperties.int(row.widget, "value"), 1)
        }
    }

    func testARowsNotifyHandlerMaySetItsValueAndBoundsThroughGObject() {
        onMain {
            // The row's properties take the same re-entrant sets as the
            // stepper's (they once aborted): the handler's values win.
            let row = StepperRow(model: StepperModel(), title: "Cups")
            var heard: [Int] = []
            Signal.connectNotify(row.widget, property: "value") {
                let value = ObjectProperties.int(row.widget, "value")
                heard.append(value)
                if value < 0 {
                    ObjectProperties.setInt(row.widget, "minimum-value", 0)
                    ObjectProperties.setInt(row.widget, "value", 0)
                }
            }
            ObjectProperties.setInt(row.widget, "value", -5)
            XCTAssertEqual(row.stepper.value, 0)
            XCTAssertEqual(row.stepper.model.configuration.minimumValue, 0)
            // GObject may fold the two notifications of one set into one.
            XCTAssertEqual(heard.last, 0)
            XCTAssertTrue([[-5, 0], [0]].contains(heard), "\(heard)")
            row.stepper.model.decrement()
            XCTAssertEqual(row.stepper.value, 0, "at the new minimum already")
        }
    }

    func testRowsAndSteppersShareOneModel() {
        onMain {
            let model = StepperModel()
            let row = StepperRow(model: model, title: "Row")
            let stepper = Stepper(model: model)
            var seen: [Int] = []
            row.stepper.onValueChanged { seen.append($0) }
            stepper.value = 7
            ObjectProperties.setInt(row.widget, "value", 9)
            XCTAssertEqual(stepper.value, 9)
            XCTAssertEqual(seen, [7, 9])
            let other = try! StepperModel(.quantity)
            row.model = other
            XCTAssertEqual(row.stepper.value, 1)
            XCTAssertEqual(ObjectProperties.int(row.widget, "maximum-value"), 99)
            stepper.value = 3
            XCTAssertEqual(row.stepper.value, 1, "rebound, the row no longer follows the old model")
        }
    }

    func testActivatingTheRowFocusesTheStepper() {
        onMain {
            let fixture = RowFixture(StepperRow(model: StepperModel(), title: "_Cups"))
            Adw.ActionRow(wrapping: fixture.row.widget).activate()
            waitUntil("activating the row focuses the stepper") { fixture.stepperHasFocus }
        }
    }

    func testTheMnemonicFocusesTheStepperAndKeysThenStepIt() {
        onMain {
            let fixture = RowFixture(StepperRow(model: StepperModel(), title: "_Cups"))
            XDoTool.press("alt+c")
            waitUntil("Alt+C focuses the stepper") { fixture.stepperHasFocus }
            XDoTool.press("Up", "Up")
            XCTAssertEqual(fixture.row.stepper.value, 2)
        }
    }

    func testAValueCanBeTypedIntoTheRowsStepper() {
        onMain {
            let fixture = RowFixture(StepperRow(model: try! StepperModel(.quantity), title: "_Cups"))
            XDoTool.press("Tab")
            XCTAssertTrue(fixture.stepperHasFocus, "one Tab from the button before: the row itself is no tab stop")
            XDoTool.press("4", "2", "Return")
            XCTAssertEqual(fixture.row.stepper.value, 42)
            XCTAssertEqual(ObjectProperties.int(fixture.row.widget, "value"), 42)
        }
    }

    func testAClickOnTheTitleFocusesTheStepper() {
        onMain {
            let fixture = RowFixture(StepperRow(model: StepperModel(), title: "Cups"))
            guard let title = Adw.ActionRow(wrapping: fixture.row.widget).titleLabel,
                  let bounds = title.bounds(in: fixture.window)
            else { return XCTFail("the row is not laid out") }
            let id = XDoTool.run(["search", "--name", "^\(fixture.window.title)$"])
            XDoTool.run(["mousemove", "--window", id, String(Int(bounds.origin.x + 5)), String(Int(bounds.origin.y + 5)), "click", "1"])
            waitUntil("a click on the title focuses the stepper") { fixture.stepperHasFocus }
            XCTAssertEqual(fixture.row.stepper.value, 0, "and changes nothing")
        }
    }

    func testTheRowIsReleasedWithItsStepperAndClosures() {
        onMain {
            var rowFinalized = false
            var stepperFinalized = false
            var released = false
            let group = Adw.PreferencesGroup(title: "G")
            let reference = ObjectReference(sinking: group.widget)
            do {
                let row = StepperRow(model: StepperModel(), title: "Row")
                group.add(Gtk.Widget(row.widget))
                row.widget.onFinalize { rowFinalized = true }
                row.stepper.widget.onFinalize { stepperFinalized = true }
                let canary = Canary { released = true }
                row.stepper.onValueChanged { _ in _ = canary }
            }
            XCTAssertFalse(rowFinalized)
            _ = consume reference
            XCTAssertTrue(rowFinalized)
            XCTAssertTrue(stepperFinalized)
            XCTAssertTrue(released)
        }
    }

    func testADroppedRowFaceLeavesTheRowWorking() {
        onMain {
            let group = Adw.PreferencesGroup(title: "Order")
            let reference = ObjectReference(sinking: group.widget)
            let model = StepperModel()
            var seen: [Int] = []
            weak var droppedFace: StepperRow?
            var rowWidget: UnsafeMutablePointer<GtkWidget>?
            do {
                let row = StepperRow(model: model, title: "_Espresso")
                droppedFace = row
                row.stepper.onValueChanged { seen.append($0) }
                group.add(Gtk.Widget(row.widget))
                rowWidget = row.widget
            }
            XCTAssertNil(droppedFace)
            model.value = 3
            XCTAssertEqual(seen, [3])
            let again = rowWidget.flatMap(StepperRow.init(wrapping:))
            XCTAssertEqual(again?.stepper.value, 3)
            XCTAssertEqual(again?.title, "_Espresso")
            _ = consume again
            _ = consume reference
        }
    }
}
