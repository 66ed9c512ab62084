import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

/// A window with a button, a labelled stepper and another button, focused and ready for keys.
@MainActor
final class KeyboardFixture {
    static var serial = 0
    let window = Gtk.Window()
    let before = Gtk.Button(mnemonic: "Before")
    let label = Gtk.Label(mnemonic: "_Quantity")
    let stepper: Stepper
    let after = Gtk.Button(mnemonic: "After")
    let model: StepperModel
    var changes: [Int] = []

    init(_ configuration: StepperConfiguration = StepperConfiguration(value: 5, minimumValue: 0, maximumValue: 100)) {
        model = try! StepperModel(configuration)
        stepper = Stepper(model: model)
        Self.serial += 1
        window.title = "Keyboard fixture \(Self.serial)"
        let box = Gtk.Box(spacing: 6)
        for child in [before.widget, label.widget, stepper.widget, after.widget] {
            box.append(Gtk.Widget(child))
        }
        label.setMnemonicWidget(Gtk.Widget(stepper.widget))
        window.setChild(box)
        window.present()
        stepper.onValueChanged { [unowned self] in changes.append($0) }
        XDoTool.focus(window)
    }

    func focusStepper() {
        Gtk.Widget(stepper.widget).grabFocus()
        waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
    }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}

final class StepperKeyboardTests: GtkTestCase {
    func testArrowPlusAndMinusKeysStep() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.focusStepper()
            XDoTool.press("Up")
            XCTAssertEqual(fixture.model.value, 6)
            XDoTool.press("KP_Up", "plus", "KP_Add")
            XCTAssertEqual(fixture.model.value, 9)
            XDoTool.press("Down", "KP_Down", "minus", "KP_Subtract")
            XCTAssertEqual(fixture.model.value, 5)
            XCTAssertEqual(fixture.changes, [6, 7, 8, 9, 8, 7, 6, 5])
        }
    }

    func testPageAndBoundKeys() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.focusStepper()
            XDoTool.press("Page_Up")
            XCTAssertEqual(fixture.model.value, 15)
            XDoTool.press("Page_Down", "Page_Down")
            XCTAssertEqual(fixture.model.value, 0)
            XDoTool.press("End")
            XCTAssertEqual(fixture.model.value, 100)
            XDoTool.press("Home")
            XCTAssertEqual(fixture.model.value, 0)
            XDoTool.press("ctrl+Page_Up")
            XCTAssertEqual(fixture.model.value, 100)
            XDoTool.press("ctrl+Page_Down")
            XCTAssertEqual(fixture.model.value, 0)
            XCTAssertEqual(fixture.changes, [15, 5, 0, 100, 0, 100, 0])
        }
    }

    func testKeysAtABoundChangeNothingAndEmitNothing() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 100, minimumValue: 0, maximumValue: 100))
            fixture.focusStepper()
            XDoTool.press("Up", "Page_Up", "End", "ctrl+Page_Up", "plus")
            XCTAssertEqual(fixture.model.value, 100)
            XCTAssertEqual(fixture.changes, [])
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "Up at the bound does not move the focus")
        }
    }

    func testWrappingKeysGoAround() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 100, minimumValue: 0, maximumValue: 100, wraps: true))
            fixture.focusStepper()
            XDoTool.press("Up")
            XCTAssertEqual(fixture.model.value, 0)
            XDoTool.press("Down")
            XCTAssertEqual(fixture.model.value, 100)
        }
    }

    func testOneTabStopWithVisibleFocusAndFreeLeftRight() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.before.grabFocus()
            waitUntil("the first button has the focus") { fixture.before.hasFocus }
            XDoTool.press("Tab")
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "Tab reaches the stepper")
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasVisibleFocus, "the focus ring shows")
            XDoTool.press("Tab")
            XCTAssertTrue(fixture.after.hasFocus, "the next Tab leaves it: the inner buttons take no focus")
            XDoTool.press("shift+Tab")
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus)
            XDoTool.press("Left")
            XCTAssertTrue(fixture.before.hasFocus, "Left moves the focus, as in any box")
            XCTAssertEqual(fixture.changes, [])
            let (decrease, increase) = buttons(of: fixture.stepper)
            XCTAssertFalse(decrease.isFocusable)
            XCTAssertFalse(increase.isFocusable)
        }
    }

    func testMnemonicLabelFocusesAndNamesTheStepper() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.before.grabFocus()
            XDoTool.press("alt+q")
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "Alt+Q focuses the stepper")
            XCTAssertTrue(Accessible(Gtk.Widget(fixture.stepper.widget)).hasRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        }
    }

    func testScrollChangesTheValueOnlyWithFocus() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.before.grabFocus()
            waitUntil("the first button has the focus") { fixture.before.hasFocus }
            let stepperWidget = Gtk.Widget(fixture.stepper.widget)
            guard let bounds = Gtk.Widget(buttons(of: fixture.stepper).increase.widget).bounds(in: fixture.window) else {
                return XCTFail("the stepper is not laid out")
            }
            let (x, y) = (Int(bounds.origin.x + bounds.size.width + 8), Int(bounds.origin.y + bounds.size.height / 2))
            let id = XDoTool.run(["search", "--name", "^\(fixture.window.title)$"])
            XDoTool.run(["mousemove", "--window", id, String(x - 40), String(y), "click", "4"])
            XCTAssertEqual(fixture.model.value, 5, "an unfocused stepper lets the wheel pass")
            fixture.focusStepper()
            XDoTool.run(["mousemove", "--window", id, String(x - 40), String(y), "click", "4", "click", "4", "click", "5"])
            waitUntil("the wheel steps the focused stepper") { fixture.model.value == 6 }
            XCTAssertTrue(stepperWidget.hasFocus)
        }
    }

    func testPressAndHoldRepeatsFasterThanClicking() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000))
            let increase = buttons(of: fixture.stepper).increase
            guard let bounds = increase.bounds(in: fixture.window) else { return XCTFail("not laid out") }
            let id = XDoTool.run(["search", "--name", "^\(fixture.window.title)$"])
            let (x, y) = (Int(bounds.origin.x + bounds.size.width / 2), Int(bounds.origin.y + bounds.size.height / 2))
            XDoTool.run(["mousemove", "--window", id, String(x), String(y), "mousedown", "1"])
            XCTAssertEqual(fixture.model.value, 1, "the press steps at once")
            XCTAssertTrue(increase.hasCSSClass("up"))
            waitUntil("holding keeps stepping, faster") { fixture.model.value >= 30 }
            XDoTool.run(["mouseup", "1"])
            let released = fixture.model.value
            MainLoop.iterate(until: { false }, timeout: 0.3)
            XCTAssertEqual(fixture.model.value, released, "releasing stops the repeat")
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "pressing a button focuses the stepper")
            XCTAssertEqual(fixture.changes.last, released)
            XCTAssertEqual(fixture.changes, fixture.changes.sorted(), "every change went up")
        }
    }

    func testPressWithoutAutorepeatStepsOnce() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000, autorepeat: false))
            let increase = buttons(of: fixture.stepper).increase
            guard let bounds = increase.bounds(in: fixture.window) else { return XCTFail("not laid out") }
            let id = XDoTool.run(["search", "--name", "^\(fixture.window.title)$"])
            let (x, y) = (Int(bounds.origin.x + bounds.size.width / 2), Int(bounds.origin.y + bounds.size.height / 2))
            XDoTool.run(["mousemove", "--window", id, String(x), String(y), "mousedown", "1"])
            MainLoop.iterate(until: { false }, timeout: 1)
            XDoTool.run(["mouseup", "1"])
            XCTAssertEqual(fixture.model.value, 1)
            XCTAssertEqual(fixture.changes, [1], "one press, one change: the button's own click does not add a step")
        }
    }
}

final class StepperKeyHoldTests: GtkTestCase {
    func testHoldingAKeyRepeatsLikeHoldingAButton() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000))
            fixture.focusStepper()
            XDoTool.run(["keydown", "Up"])
            waitUntil("the press steps at once") { fixture.model.value >= 1 }
            // The X server repeats a held key (after its delay, at its rate); each repeat steps.
            waitUntil("holding Up keeps stepping (at \(fixture.model.value) so far)", timeout: 10) {
                fixture.model.value >= 5
            }
            XDoTool.run(["keyup", "Up"])
            let released = fixture.model.value
            MainLoop.iterate(until: { false }, timeout: 0.3)
            XCTAssertEqual(fixture.model.value, released, "releasing the key stops the steps")
            XCTAssertEqual(fixture.changes, Array(0...released).dropFirst().map { $0 }, "one step, one change, per repeat")
        }
    }
}
