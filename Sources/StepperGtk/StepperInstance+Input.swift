import CGtk
import GtkInterop
import StepperCore

// SkStepper's input: its actions (which the keys are bound to), the scroll
// wheel, and pointer presses on its buttons, with press-and-hold repeat.

extension StepperInstance {
    // MARK: Actions and keys

    /// Performs an action (a key, the wheel, a press on a button, an
    /// assistive tool's click), ringing the bell when it cannot change the
    /// value; a value being typed is committed first (and if it is refused,
    /// nothing steps).
    func perform(_ action: StepperAction) {
        guard commitTyping() else { return }
        // In units of the last digit: with digits, a step of 0.1 from 0 moves
        // the value though the whole number nearest it stays 0.
        let before = model.configuration.valueUnits
        action.perform(on: model)
        if model.configuration.valueUnits == before { stepper.errorBell() }
    }

    // MARK: Scroll wheel

    /// The scroll wheel steps only while the stepper has the keyboard focus, so
    /// scrolling a page past a stepper never changes it by accident.
    func scrolled(by dy: Double) -> Bool {
        guard stepper.hasFocus, dy != 0 else { return false }
        perform(dy < 0 ? .increment : .decrement)
        return true
    }

    // MARK: Pointer

    /// Every pointer press on the stepper goes through one gesture, which
    /// sees it before the children do. On a button the press steps at once
    /// (primary button: one step, middle: one page, secondary: to the bound)
    /// and with `autorepeat` keeps stepping, faster the longer it is held; on
    /// the value, the primary button starts typing with the value selected.
    /// Anything else (a press in the field while typing) goes on to the field.
    ///
    /// Claiming a press on a button cancels the button's own click, so a
    /// button's `clicked` comes only from the keyboard or an assistive tool.
    func pointerPressed(at x: Double, _ y: Double, by gesture: Gtk.ClickGesture) {
        // An insensitive button is not picked: a press on it reaches nothing.
        guard let parts, let target = stepper.pick(x: x, y: y) else { return gesture.deny() }
        if typing.field.map({ target.isWithin($0.cell) }) == true || target.isWithin(Gtk.Widget(parts.drawnValue.widget)) {
            guard !typing.isEditing, acceptsTyping, gesture.currentButton == 1 else { return gesture.deny() }
            gesture.claim()
            beginTyping(with: nil)
            return
        }
        let pressed: (button: Gtk.Button, direction: Int)
        if target.isWithin(parts.decrease) {
            pressed = (parts.decrease, -1)
        } else if target.isWithin(parts.increase) {
            pressed = (parts.increase, 1)
        } else {
            return gesture.deny()
        }
        // Ours alone: neither the button's own click nor an ancestor's
        // gesture (a scrolled window's drag) takes the press.
        gesture.claim()
        // Typing, if any, ends as the focus leaves the field (focusChildChanged).
        stepper.grabFocus()
        stopRepeating()
        pressedButton = pressed.button
        pressed.button.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: true)
        let direction = pressed.direction
        switch gesture.currentButton {
        case 3:
            perform(direction > 0 ? .maximum : .minimum)
        case 2:
            perform(direction > 0 ? .pageUp : .pageDown)
            startRepeating(direction, pages: true)
        default:
            perform(direction > 0 ? .increment : .decrement)
            startRepeating(direction)
        }
    }

    func pointerPressEnded() {
        stopRepeating()
    }

    /// A click on one of the buttons from an assistive tool (or the
    /// keyboard, were they focusable): one step.
    func buttonClicked(_ button: Gtk.Widget) {
        guard let parts else { return }
        perform(button.widget == parts.increase.widget ? .increment : .decrement)
    }

    // MARK: Repeat

    /// Whether a held press keeps stepping, as the model says now.
    private var repeatsHeldPresses: Bool { model.configuration.autorepeat }

    /// Repeats a held press: steps (or pages) in `direction`, a few at a time
    /// as the press goes on, up to ``fastestRepeat`` a tick.
    private func startRepeating(_ direction: Int, pages: Bool = false) {
        guard repeatsHeldPresses else { return }
        repeatSource = MainLoop.after(milliseconds: initialRepeatDelayMilliseconds) { [weak self] in
            var repeats = 0
            self?.repeatSource = MainLoop.every(milliseconds: repeatIntervalMilliseconds) { [weak self] in
                guard let self, repeatsHeldPresses else { return false }
                let speed = min(1 << min(repeats / repeatsPerSpeedUp, 4), fastestRepeat)
                repeats += 1
                if pages { model.page(by: direction * speed) } else { model.step(by: direction * speed) }
                return direction > 0 ? model.canIncrement : model.canDecrement
            }
        }
    }

    /// Ends a press-and-hold repeat; called when the press ends, on unmap and on dispose.
    func stopRepeating() {
        repeatSource?.cancel()
        repeatSource = nil
        pressedButton?.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: false)
        pressedButton = nil
    }

    func map() {
        noticeFormatHandler()
    }

    func unmap() {
        stopRepeating()
    }
}
