import CGtk
import GtkInterop
import StepperCore

// SkStepper's input: its actions (which the keys are bound to), the scroll
// wheel, and pointer presses on its buttons, with press-and-hold repeat.

extension StepperWidget {
    // MARK: Actions and keys

    /// Performs an action, ringing the bell when it cannot change the value;
    /// a value being typed is committed first (and if it is refused, nothing steps).
    func perform(_ action: StepperAction) {
        guard commitTyping() else { return }
        let before = model.value
        action.perform(on: model)
        if model.value == before { stepper.errorBell() }
    }

    /// Moves the value `steps` steps and rings the bell when it cannot move.
    private func step(_ steps: Int) {
        guard commitTyping() else { return }
        let before = model.value
        model.step(by: steps)
        if model.value == before { stepper.errorBell() }
    }

    // MARK: Scroll wheel

    /// The scroll wheel steps only while the stepper has the keyboard focus, so
    /// scrolling a page past a stepper never changes it by accident.
    func addScrolling() {
        let scroll = Gtk.VerticalScrollController()
        scroll.onScroll { [weak self] dy in
            guard let self, stepper.hasFocus, dy != 0 else { return false }
            step(dy < 0 ? 1 : -1)
            return true
        }
        stepper.addController(scroll.controller)
    }

    // MARK: Pointer

    /// Press and hold: the press steps at once (primary button: one step,
    /// middle: one page, secondary: to the bound), and with `autorepeat` keeps
    /// stepping, faster the longer it is held.
    func addPressAndHold(to button: Gtk.Button, direction: Int) {
        let gesture = Gtk.ClickGesture(phase: GTK_PHASE_CAPTURE)
        gesture.onPressed { [weak self] in
            guard let self, parts != nil else { return }
            // Ours alone: no ancestor gesture (a scrolled window's drag) takes the press.
            gesture.claim()
            pointerPressStepped = true
            stepper.grabFocus()
            stopRepeating()
            pressedButton = button
            button.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: true)
            switch gesture.currentButton {
            case 3:
                perform(direction > 0 ? .maximum : .minimum)
            case 2:
                step(direction * StepperModel.stepsPerPage)
                startRepeating(steps: direction * StepperModel.stepsPerPage)
            default:
                step(direction)
                startRepeating(steps: direction)
            }
        }
        gesture.onReleased { [weak self] in self?.pointerPressEnded() }
        gesture.onCancelled { [weak self] in self?.pointerPressEnded() }
        button.addController(gesture.controller)
    }

    /// A click from the keyboard or an assistive tool steps; one that ends a
    /// pointer press does not, since the press stepped already.
    func buttonClicked(_ direction: Int) {
        guard !pointerPressStepped else { return }
        step(direction)
    }

    private func pointerPressEnded() {
        stopRepeating()
        // The button emits `clicked` while this release is being handled; forget
        // the press only once that is over.
        MainLoop.whenIdle { [weak self] in self?.pointerPressStepped = false }
    }

    // MARK: Repeat

    /// Whether a press is being held and repeats.
    var isRepeating: Bool { repeatSource?.isPending ?? false }

    private func startRepeating(steps: Int) {
        guard model.configuration.autorepeat else { return }
        repeatSource = MainLoop.after(milliseconds: initialRepeatDelayMilliseconds) { [weak self] in
            var repeats = 0
            self?.repeatSource = MainLoop.every(milliseconds: repeatIntervalMilliseconds) { [weak self] in
                guard let self, model.configuration.autorepeat else { return false }
                let speed = min(1 << min(repeats / repeatsPerSpeedUp, 4), StepperModel.stepsPerPage)
                repeats += 1
                model.step(by: steps * speed)
                return steps > 0 ? model.canIncrement : model.canDecrement
            }
        }
    }

    /// Ends a press-and-hold repeat; called on release, unmap and dispose.
    func stopRepeating() {
        repeatSource?.cancel()
        repeatSource = nil
        pressedButton?.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: false)
        pressedButton = nil
    }

    func unmap() {
        stopRepeating()
    }
}
