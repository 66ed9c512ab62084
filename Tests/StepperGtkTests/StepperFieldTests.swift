import CGtk
import CGtkShims
import CTestShims
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

/// The field a value is typed in: on GTK 4.14 and later it exists only while
/// the user types, and GtkEditable works the same without it; on GTK 4.8 to
/// 4.12 it lives as long as the stepper, for assistive tools.
final class StepperFieldTests: GtkTestCase {
    func testTheFieldLivesWhileTheUserTypesAndWhereGTKNeedsItForAssistiveTools() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: 0, maximumValue: 100))
            XCTAssertEqual(hasValueField(fixture.stepper), StepperField.livesWithItsStepper,
                           "at rest a field only where GTK gives a stepper AT-SPI's Text through one alone")
            XCTAssertEqual(StepperField.livesWithItsStepper, gtk_check_version(4, 14, 0) != nil)
            fixture.focusStepper()
            XDoTool.press("4")
            XCTAssertTrue(hasValueField(fixture.stepper), "typing makes the field")
            XCTAssertEqual(text(of: fixture.stepper), "4")
            XDoTool.press("Escape")
            XCTAssertEqual(text(of: fixture.stepper), "10")
            if StepperField.livesWithItsStepper {
                XCTAssertTrue(hasValueField(fixture.stepper))
            } else {
                waitUntil("the field is let go of once typing ends") { !hasValueField(fixture.stepper) }
            }
            XCTAssertTrue(Gtk.Widget(fixture.stepper.widget).hasFocus, "the focus stays on the stepper")
            XDoTool.press("7", "Return")
            XCTAssertEqual(fixture.model.value, 7, "and typing makes it again")
            XCTAssertEqual(fixture.changes, [7])
        }
    }

    /// GtkEditable's text, caret, signals and writes, with no field (GTK
    /// 4.14 and later) as with one: an assistive tool writing text makes
    /// the field for the change, which the value then replaces.
    func testGtkEditableWorksTheSameWithOrWithoutTheField() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 99)))
            let editable = stepper.widget.opaque
            XCTAssertEqual(text(of: stepper), "7")
            XCTAssertEqual(ObjectProperties.string(stepper.widget, "text"), "7")
            var start: gint = -1, end: gint = -1
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0, "nothing selected")
            XCTAssertEqual(gtk_editable_get_position(editable), 0, "the caret at the start")
            let notified = ObjectProperties.countNotifications(of: "text", on: stepper.widget)
            let changed = ObjectProperties.countEmissions(of: "changed", on: stepper.widget)
            stepper.value = 8
            XCTAssertEqual(text(of: stepper), "8")
            XCTAssertEqual(notified.count, 1, "one notify::text per change")
            // GtkText replaces its text by a deletion and an insertion, each
            // one `changed`; without a field, one change is one `changed`, as
            // GtkEditable documents it.
            XCTAssertEqual(changed.count, StepperField.livesWithItsStepper ? 2 : 1)
            XCTAssertEqual(hasValueField(stepper), StepperField.livesWithItsStepper, "a change of value makes no field")

            gtk_editable_set_text(editable, "42")
            waitUntil("the written text is taken") { stepper.value == 42 }
            XCTAssertEqual(text(of: stepper), "42")
            var position: gint = -1
            gtk_editable_insert_text(editable, "5", -1, &position)
            waitUntil("the appended digit is taken, clamped") { stepper.value == 99 }
            XCTAssertEqual(text(of: stepper), "99")
            gtk_editable_delete_text(editable, 0, 1)
            waitUntil("the deletion is taken") { stepper.value == 9 }
            ObjectProperties.set(stepper.widget, "text", FundamentalType.string) { g_value_set_string($0, "x") }
            XCTAssertEqual(text(of: stepper), "x")
            waitUntil("refused text gives way to the value") { text(of: stepper) == "9" }
            XCTAssertEqual(stepper.value, 9)
            if !StepperField.livesWithItsStepper {
                waitUntil("the field made for the writes is let go of") { !hasValueField(stepper) }
            }
        }
    }

    /// A property only the field holds, read or written through the
    /// stepper, makes the field for good: nothing set on it is lost.
    func testAPropertyOnlyTheFieldHoldsKeepsTheField() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: -100, maximumValue: 100))
            ObjectProperties.set(fixture.stepper.widget, "max-width-chars", FundamentalType.int) { g_value_set_int($0, 12) }
            XCTAssertTrue(hasValueField(fixture.stepper))
            fixture.focusStepper()
            XDoTool.press("5", "Return")
            XCTAssertEqual(fixture.model.value, 5)
            // Long enough for a release to have happened.
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertTrue(hasValueField(fixture.stepper), "the field stays")
            XCTAssertEqual(ObjectProperties.get(fixture.stepper.widget, "max-width-chars", FundamentalType.int) { g_value_get_int($0) }, 12)
            XCTAssertEqual(ObjectProperties.get(fixture.stepper.widget, "width-chars", FundamentalType.int) { g_value_get_int($0) }, 4,
                           "as wide as -100")
        }
    }

    /// A stepper destroyed while the field made for a write waits to be let
    /// go of leaves nothing behind to run, and on GTK 4.14 and later its
    /// field, with none of its text, goes to the next stepper to type.
    func testAStepperDestroyedWithAWriteInFlightLeavesNothingToRun() {
        onMain {
            let staying = Stepper(model: try! StepperModel(StepperConfiguration(value: 12)))
            let window = Gtk.Window()
            let model = StepperModel()
            let made: UnsafeMutablePointer<GtkWidget>?
            do {
                // The window alone holds the stepper: destroying it disposes of the stepper.
                let stepper = Stepper(model: model)
                window.setChild(Gtk.Widget(stepper.widget))
                gtk_editable_set_text(stepper.widget.opaque, "3")
                made = StepperInstance.of(stepper.widget)?.typing.field?.text.widget
            }
            XCTAssertNotNil(made, "a write makes the field")
            window.destroy()
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(model.value, 0, "the write was not taken: the stepper went first")
            let field = valueField(of: staying)
            XCTAssertEqual(field.widget == made, !StepperField.livesWithItsStepper)
            XCTAssertEqual(field.text, "12")
            XCTAssertEqual(staying.value, 12, "nothing of the destroyed stepper's write reaches the next one")
        }
    }

    /// On GTK 4.14 and later the field a stepper lets go of is the next
    /// stepper's to type in (IBus keeps memory for every GtkText ever made),
    /// showing that stepper's value, as editable as it is and as wide as its
    /// values; on GTK 4.8 to 4.12 each stepper has its own for life.
    func testAFieldLetGoOfIsTheNextStepperToTypes() {
        onMain {
            let first = Stepper(model: try! StepperModel(StepperConfiguration(value: 3, minimumValue: 0, maximumValue: 9)))
            let second = Stepper(model: try! StepperModel(
                StepperConfiguration(value: -250, minimumValue: -1000, maximumValue: 1000, isEditable: false)))
            let window = showInWindow(Gtk.Widget(first.widget), Gtk.Widget(second.widget))
            defer { window.destroy() }
            // Text written as an assistive tool writes it: a field for the change.
            gtk_editable_set_text(first.widget.opaque, "5")
            guard let made = StepperInstance.of(first.widget)?.typing.field?.text.widget else { return XCTFail("a write makes the field") }
            waitUntil("the write is taken") { first.value == 5 }
            if !StepperField.livesWithItsStepper {
                waitUntil("the field is let go of once the write is taken") { !hasValueField(first) }
            }
            let field = valueField(of: second)
            XCTAssertEqual(field.widget == made, !StepperField.livesWithItsStepper,
                           "the field let go of is the next one, where fields come and go")
            XCTAssertEqual(field.text, "-250")
            XCTAssertEqual(text(of: second), "-250")
            XCTAssertFalse(field.isEditable, "editable as its stepper is")
            XCTAssertEqual(field.widthInCharacters, 5, "as wide as -1000")
            XCTAssertFalse(field.isFocusable, "one tab stop, the stepper")
            let cell = valueFieldCell(of: second)
            XCTAssertEqual(cell.parent?.widget, second.widget)
            XCTAssertFalse(cell.isVisible, "shown only while the user types")
            XCTAssertTrue(cell.hasCSSClass("value"))
            XCTAssertEqual(hasValueField(first), StepperField.livesWithItsStepper)
            // Typed in, it takes the value into the stepper it is in now.
            try? second.model.update { $0.isEditable = true }
            gtk_editable_set_text(second.widget.opaque, "42")
            waitUntil("the written value is taken") { second.value == 42 }
            XCTAssertEqual(first.value, 5, "and nothing into the one it was in")
        }
    }

    /// A stepper that goes while the user types in it hands on a field that
    /// is the next stepper's like any other: not a tab stop of its own, and
    /// showing that stepper's value, not the text typed into the one that went.
    func testAFieldFromAStepperThatWentWhileTypingIsLikeAnyOther() {
        onMain {
            let staying = Stepper(model: try! StepperModel(StepperConfiguration(value: 8)))
            let window = Gtk.Window()
            let model = StepperModel()
            do {
                // The window alone holds the stepper: destroying it disposes of the stepper.
                let going = Stepper(model: model)
                window.setChild(Gtk.Widget(going.widget))
                window.present()
                waitUntil("the stepper is shown") { Gtk.Widget(going.widget).isMapped }
                StepperInstance.of(going.widget)?.beginTyping(with: "4")
                XCTAssertEqual(text(of: going), "4")
                XCTAssertEqual(StepperInstance.of(going.widget)?.typing.field?.text.isFocusable, true, "focusable while typing")
            }
            window.destroy()
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(model.value, 4, "the focus leaving with the window commits what was typed, as focus-out does")
            let field = valueField(of: staying)
            XCTAssertFalse(field.isFocusable, "one tab stop, the stepper")
            XCTAssertFalse(valueFieldCell(of: staying).isVisible, "shown only while the user types")
            XCTAssertEqual(field.text, "8")
            XCTAssertEqual(text(of: staying), "8")
        }
    }

    // MARK: One owner (issue 52)

    /// What `gtk_editable_get_text` read from inside finalize.
    @MainActor private static var textsReadInFinalize: [String] = []

    /// GtkEditable's text read while the stepper is finalized, from a
    /// destroy-notify of data an app set on it (GObject frees an object's
    /// data after the stepper's own finalize has released its state), is the
    /// empty string, from memory nothing frees: the sanitized suite fails on
    /// a read of freed memory, and without the sanitizer freed memory reads
    /// as something else. Instance init, before the state is stored, reads
    /// the same; no app code runs there (no signal an emission hook can
    /// watch is emitted while a stepper is made, checked on GTK 4.8).
    func testGtkEditableTextWhileTheStepperIsFinalizedIsEmptyAndNeverFreed() {
        onMain {
            Self.textsReadInFinalize = []
            let stepper = stepperType.makeInstance()
            let readInFinalize: GDestroyNotify = { stepper in
                guard let stepper else { return }
                let text = String(cString: gtk_editable_get_text(OpaquePointer(stepper)))
                MainActor.assumeIsolated { StepperFieldTests.textsReadInFinalize.append(text) }
            }
            g_object_set_qdata_full(stepper.gObject, g_quark_from_static_string("sk-test-finalize"),
                                    stepper.rawObject, readInFinalize)
            gtk_editable_set_text(stepper.opaque, "6")
            XCTAssertEqual(String(cString: gtk_editable_get_text(stepper.opaque)), "6")
            g_object_ref_sink(stepper.gObject)
            g_object_unref(stepper.gObject)
            XCTAssertEqual(Self.textsReadInFinalize, [""])
        }
    }

    /// The spare dropped while a stepper types in a field of its own leaves
    /// that field alone: typing goes on and commits, and the field goes on
    /// to be the spare once typing ends; the dropped one is finalized.
    func testTheSpareDroppedWhileAStepperTypesLeavesItsFieldAlone() {
        onMain {
            let first = Stepper(model: try! StepperModel(StepperConfiguration(value: 1)))
            let second = Stepper(model: try! StepperModel(StepperConfiguration(value: 2)))
            let window = showInWindow(Gtk.Widget(first.widget), Gtk.Widget(second.widget))
            defer { window.destroy() }
            waitUntil("the steppers are shown") { Gtk.Widget(second.widget).isMapped }
            let firstState = StepperInstance.of(first.widget)!, secondState = StepperInstance.of(second.widget)!
            firstState.beginTyping(with: "3")
            let firstField = firstState.typing.field!.text.widget
            // The focus moving to the second stepper's field commits the first's.
            secondState.beginTyping(with: "4")
            let secondField = secondState.typing.field!.text.widget
            XCTAssertNotEqual(firstField, secondField, "a field is one stepper's at a time")
            XCTAssertEqual(first.value, 3)
            weak let firstHandle = firstState.typing.field
            if !StepperField.livesWithItsStepper {
                waitUntil("the first stepper lets go of its field") { firstState.typing.field == nil }
                XCTAssertNotNil(firstHandle, "kept as the spare")
            }
            StepperField.dropSpare()
            // Whether GTK then finalizes the field is for the others that hold
            // it: IBus 1.5.35's input-method module (GNOME 51) keeps every
            // GtkText that leaves a window that stays (docs/quality.md).
            XCTAssertEqual(firstHandle == nil, !StepperField.livesWithItsStepper, "the spare goes, and only the spare")
            XCTAssertEqual(secondState.typing.field?.text.widget, secondField)
            XCTAssertEqual(text(of: second), "4")
            valueField(of: second).text = "42"
            secondState.commitTyping()
            XCTAssertEqual(second.value, 42)
            XCTAssertEqual(Gtk.Widget(secondField).parent?.widget == second.widget, StepperField.livesWithItsStepper)
            if !StepperField.livesWithItsStepper {
                waitUntil("the second stepper lets go of its field") { secondState.typing.field == nil }
                XCTAssertEqual(valueField(of: first).widget, secondField, "which is the spare now")
            }
        }
    }

    /// `g_object_run_dispose` on a stepper while a value is typed in it,
    /// with app code that runs as its children leave it (handlers of their
    /// `notify::parent`): as a button leaves, it writes text into the stepper
    /// going; as the field leaves, it moves the focus to another stepper,
    /// then writes text into that one and into the one going. (GTK forbids
    /// disposing of a widget that still has a parent, and a stepper out of
    /// any window has no focus to lose: what an unparent in dispose can run
    /// is such handlers.) The disposed stepper abandons what was typed,
    /// makes no field again and leaves nothing waiting for the main loop;
    /// the field is handed on only once it has no parent, and the other
    /// stepper types in a field of its own. No GLib warning or critical
    /// (GtkTestCase fails on any).
    func testDisposingAStepperWhileAValueIsTypedRunsAppCodeSafely() {
        onMain {
            let going = Stepper(model: try! StepperModel(StepperConfiguration(value: 1)))
            let other = Stepper(model: try! StepperModel(StepperConfiguration(value: 2)))
            let window = showInWindow(Gtk.Widget(other.widget))
            defer { window.destroy() }
            let goingState = StepperInstance.of(going.widget)!
            goingState.beginTyping(with: "7")
            XCTAssertTrue(goingState.typing.isEditing)
            let goingField = goingState.typing.field!
            // A child any app can reach (gtk_widget_get_first_child and on),
            // unparented before the field: text written into the stepper then
            // reaches the field, which is still there and still heard.
            var wroteEarly = false
            let decrease = buttons(of: going).decrease
            let early = Signal.connectNotify(decrease.widget, property: "parent") {
                guard !wroteEarly, decrease.parent == nil else { return }
                wroteEarly = true
                gtk_editable_set_text(going.widget.opaque, "5")
            }
            var ran = false
            let leaving = Signal.connectNotify(goingField.cell.widget, property: "parent") {
                guard !ran, goingField.cell.parent == nil else { return }
                ran = true
                Gtk.Widget(other.widget).grabFocus()
                gtk_editable_set_text(other.widget.opaque, "9")
                gtk_editable_set_text(going.widget.opaque, "8")
            }
            g_object_run_dispose(going.widget.gObject)
            leaving.disconnect()
            early.disconnect()
            XCTAssertTrue(wroteEarly, "the app code ran as a button left the stepper")
            XCTAssertTrue(ran, "the app code ran as the field left the stepper")
            XCTAssertEqual(going.value, 1, "what was typed is abandoned")
            XCTAssertFalse(goingState.typing.isEditing)
            XCTAssertNil(goingState.typing.field, "no field is made again")
            XCTAssertNil(goingState.typing.pendingTextChange, "nothing waits for the main loop")
            XCTAssertNil(goingState.typing.pendingFieldRelease)
            XCTAssertNil(goingField.cell.parent, "the field left the stepper that went")
            let otherField = StepperInstance.of(other.widget)!.typing.field!
            XCTAssertEqual(otherField.cell.parent?.widget, other.widget)
            XCTAssertFalse(otherField === goingField, "a field of its own, not the one still leaving")
            waitUntil("the other stepper takes its written value") { other.value == 9 }
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(going.value, 1)
            // Where its field lived with it, the text went with the field.
            XCTAssertEqual(text(of: going), StepperField.livesWithItsStepper ? "" : "1")
            XCTAssertNil(gtk_editable_get_delegate(going.widget.opaque), "a disposed stepper has no delegate")
            if !StepperField.livesWithItsStepper {
                waitUntil("the other stepper lets go of its field") { StepperInstance.of(other.widget)?.typing.field == nil }
                let next = valueField(of: other).widget
                XCTAssertTrue(next == goingField.text.widget || next == otherField.text.widget, "one of the two fields is the spare")
            }
        }
    }

    /// A handler of the stepper's `changed` that removes and disposes of
    /// the stepper, run while the stepper shows a new value in its field
    /// (GTK 4.8 to 4.12 always; 4.14 and later once the field is asked for):
    /// the field's own handler, blocked around that and disconnected by the
    /// dispose, is not unblocked again, which GLib would report.
    func testAChangedHandlerThatDisposesOfTheStepperWhileItShowsAValue() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 1)))
            let window = showInWindow(Gtk.Widget(stepper.widget))
            defer { window.destroy() }
            XCTAssertNotNil(gtk_editable_get_delegate(stepper.widget.opaque), "a field to show the value in")
            var ran = false
            let changed = Signal.connect(stepper.widget, "changed") {
                guard !ran else { return }
                ran = true
                Gtk.Widget(stepper.widget).unparent()
                g_object_run_dispose(stepper.widget.gObject)
            }
            stepper.value = 5
            changed.disconnect()
            XCTAssertTrue(ran)
            XCTAssertNil(StepperInstance.of(stepper.widget)?.typing.field)
        }
    }

    /// `gtk_editable_get_delegate` gives what it gives for GtkSpinButton: a
    /// GtkText of the stepper's own, the same at rest, while typing and
    /// after, which no other stepper is ever given. On GTK 4.14 and later
    /// asking makes it, and a stepper asked keeps it for life.
    func testGetDelegateGivesAFieldOfTheStepperItsOwnForLife() {
        onMain {
            let fixture = KeyboardFixture(StepperConfiguration(value: 10, minimumValue: 0, maximumValue: 100))
            let other = Stepper(model: try! StepperModel(StepperConfiguration(value: 3)))
            let atRest = gtk_editable_get_delegate(fixture.stepper.widget.opaque)
            XCTAssertNotNil(atRest, "at rest")
            XCTAssertTrue(UnsafeMutableRawPointer(atRest!).isInstance(of: gtk_text_get_type()))
            XCTAssertEqual(String(cString: gtk_editable_get_text(atRest)), "10")
            XCTAssertEqual(gtk_widget_get_ancestor(UnsafeMutableRawPointer(atRest!).gtkWidget, stepperType.type),
                           fixture.stepper.widget, "inside its stepper")
            fixture.focusStepper()
            XDoTool.press("4")
            XCTAssertTrue(fixture.state.typing.isEditing)
            XCTAssertEqual(gtk_editable_get_delegate(fixture.stepper.widget.opaque), atRest, "while typing")
            XCTAssertEqual(String(cString: gtk_editable_get_text(atRest)), "4")
            XDoTool.press("2", "Return")
            XCTAssertEqual(fixture.model.value, 42)
            // Long enough for a field to be let go of, and then another stepper types.
            for _ in 0..<20 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(StepperInstance.of(fixture.stepper.widget)?.typing.field?.text.widget.opaque, atRest,
                           "kept: the stepper never lets go of it")
            gtk_editable_set_text(other.widget.opaque, "5")
            waitUntil("the other stepper takes the write") { other.value == 5 }
            XCTAssertNotEqual(StepperInstance.of(other.widget)?.typing.field?.text.widget.opaque, atRest,
                              "another stepper never types in it")
            XCTAssertEqual(gtk_widget_get_ancestor(UnsafeMutableRawPointer(atRest!).gtkWidget, stepperType.type),
                           fixture.stepper.widget, "still inside its stepper")
            XCTAssertEqual(gtk_editable_get_delegate(fixture.stepper.widget.opaque), atRest, "after")
            XCTAssertEqual(String(cString: gtk_editable_get_text(atRest)), "42")
            // GtkAccessible's platform state (GTK 4.10 and later; -1 before):
            // focused while its field has the focus, as GtkSpinButton is.
            let hasPlatformState = gtk_check_version(4, 10, 0) == nil
            XDoTool.press("7")
            waitUntil("typing starts") { fixture.state.typing.isEditing }
            XCTAssertFalse(Gtk.Widget(fixture.stepper.widget).hasFocus, "the field has the focus, not the stepper itself")
            XCTAssertEqual(sktest_accessible_is_focused(OpaquePointer(fixture.stepper.widget)), hasPlatformState ? 1 : -1)
            XDoTool.press("Escape")
            XCTAssertEqual(sktest_accessible_is_focused(OpaquePointer(fixture.stepper.widget)), hasPlatformState ? 1 : -1,
                           "and focused itself once typing ends")
        }
    }
}
