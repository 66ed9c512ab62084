import CGtk
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

final class StepperKeyboardTests: GtkTestCase {
    func testArrowPlusAndKeypadMinusKeysStep() {
        onMain {
            let fixture = KeyboardFixture()
            fixture.focusStepper()
            XDoTool.press("Up")
            XCTAssertEqual(fixture.model.value, 6)
            XDoTool.press("KP_Up", "plus", "KP_Add")
            XCTAssertEqual(fixture.model.value, 9)
            XDoTool.press("Down", "KP_Down", "KP_Subtract")
            XCTAssertEqual(fixture.model.value, 6)
            XCTAssertEqual(fixture.changes, [6, 7, 8, 9, 8, 7, 6])
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

    /// A page is `page-increment`, as GtkAdjustment's, not a number of steps:
    /// set through GObject, as a `.ui` file sets it, and refused below 1.
    func testPagesMoveByThePageIncrement() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000, stepValue: 3))
            ObjectProperties.setInt(fixture.stepper.widget, "page-increment", 25)
            fixture.focusStepper()
            XDoTool.press("Page_Up", "Page_Up", "Page_Down", "Up")
            XCTAssertEqual(fixture.changes, [25, 50, 25, 28])
            let problems = problemsLogged { ObjectProperties.setInt(fixture.stepper.widget, "page-increment", 0) }
            XCTAssertEqual(problems.map(\.message), [
                "SkStepper: refused page-increment = 0: pageIncrement 0 is not positive; a page must be 1 or more",
            ])
            XCTAssertEqual(ObjectProperties.int(fixture.stepper.widget, "page-increment"), 25)
            XDoTool.press("Page_Down")
            XCTAssertEqual(fixture.model.value, 3)
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

    func testPressAndHoldRepeatsAndAccelerates() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000))
            let increase = buttons(of: fixture.stepper).increase
            guard let target = fixture.target(increase) else { return XCTFail("not laid out") }
            XDoTool.run(["mousemove", "--window", target.window, target.x, target.y, "mousedown", "1"])
            XCTAssertEqual(fixture.model.value, 1, "the press steps at once")
            XCTAssertTrue(increase.hasCSSClass("up"))
            waitUntil("holding keeps stepping, faster") { fixture.model.value >= 60 }
            XDoTool.run(["mouseup", "1"])
            XCTAssertFalse(fixture.state.isRepeating, "releasing stops the repeat")
            let released = fixture.model.value
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "pressing a button focuses the stepper")
            XCTAssertEqual(fixture.changes.last, released)
            // Steps double every five repeats: 1, then 2, 4 and 8 at a time.
            let strides = zip(fixture.changes, fixture.changes.dropFirst()).map { $1 - $0 }
            XCTAssertEqual(strides.prefix(6), [1, 1, 1, 1, 1, 2], "the press, five single repeats, then doubled")
            XCTAssertTrue(Set(strides).isSuperset(of: [1, 2, 4, 8]), "the repeat accelerates: \(strides)")
            XCTAssertEqual(strides, strides.sorted(), "and never slows while held")
        }
    }

    func testPressWithoutAutorepeatStepsOnce() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000, autorepeat: false))
            let increase = buttons(of: fixture.stepper).increase
            guard let target = fixture.target(increase) else { return XCTFail("not laid out") }
            XDoTool.run(["mousemove", "--window", target.window, target.x, target.y, "mousedown", "1"])
            XCTAssertFalse(fixture.state.isRepeating, "no repeat is scheduled while held")
            XDoTool.run(["mouseup", "1"])
            waitUntil("the press has ended") { fixture.state.pressedButton == nil }
            drainMainLoop()
            XCTAssertEqual(fixture.model.value, 1)
            XCTAssertEqual(fixture.changes, [1], "one press, one change: the button's own click does not add a step")
        }
    }

    func testMiddleButtonStepsAPageAndSecondaryGoesToTheBound() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 50, minimumValue: 0, maximumValue: 100, autorepeat: false))
            let (decrease, increase) = buttons(of: fixture.stepper)
            guard let up = fixture.target(increase), let down = fixture.target(decrease) else { return XCTFail("not laid out") }
            XDoTool.run(["mousemove", "--window", up.window, up.x, up.y, "click", "2"])
            XCTAssertEqual(fixture.model.value, 60, "the middle button steps one page")
            XDoTool.run(["mousemove", "--window", down.window, down.x, down.y, "click", "2"])
            XCTAssertEqual(fixture.model.value, 50)
            XDoTool.run(["mousemove", "--window", up.window, up.x, up.y, "click", "3"])
            XCTAssertEqual(fixture.model.value, 100, "the secondary button goes to the maximum")
            XDoTool.run(["mousemove", "--window", down.window, down.x, down.y, "click", "3"])
            XCTAssertEqual(fixture.model.value, 0, "and to the minimum")
            waitUntil("the last press has ended") { fixture.state.pressedButton == nil }
            drainMainLoop()
            XCTAssertEqual(fixture.changes, [60, 50, 100, 0], "one change per click, none from the buttons' own clicks")
        }
    }

    func testDestroyingTheWindowDuringAHoldStopsTheRepeat() {
        onMain {
            var finalized = false
            var fixture: KeyboardFixture? = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000))
            let model = fixture!.model
            guard let target = fixture!.target(buttons(of: fixture!.stepper).increase) else {
                return XCTFail("not laid out")
            }
            fixture!.stepper.widget.onFinalize { finalized = true }
            XDoTool.run(["mousemove", "--window", target.window, target.x, target.y, "mousedown", "1"])
            waitUntil("the hold repeats") { model.value >= 3 }
            fixture = nil  // destroys the window, and with it the stepper, mid-hold
            XCTAssertTrue(finalized, "the stepper went with its window")
            let valueAtDestruction = model.value
            // A repeat would come every 50 ms: wait for several of them in a later source.
            var later = false
            MainLoop.after(milliseconds: 5 * repeatIntervalMilliseconds) { later = true }
            waitUntil("a later source ran") { later }
            XCTAssertEqual(model.value, valueAtDestruction, "no repeat outlives the widget")
            XDoTool.run(["mouseup", "1"])
        }
    }
}

final class StepperKeyHoldTests: GtkTestCase {
    func testHoldingAKeyRepeatsLikeHoldingAButton() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 1_000))
            fixture.focusStepper()
            // A held key, repeated by xdotool itself every 30 ms (as an X server
            // without detectable autorepeat delivers it), not by the server's
            // own timer, so the count is exact.
            XDoTool.run(["key", "--repeat", "5", "--delay", "30", "Up"])
            XCTAssertEqual(fixture.model.value, 5, "one step per press of the held key")
            XCTAssertEqual(fixture.changes, [1, 2, 3, 4, 5], "one change per step")
        }
    }
}

extension StepperInstance {
    /// Whether a press is being held and repeats.
    var isRepeating: Bool { repeatSource?.isPending ?? false }
}

extension KeyboardFixture {
    /// The stepper's state, for what only it knows (whether a press repeats).
    var state: StepperInstance { StepperInstance.of(stepper.widget)! }
}
