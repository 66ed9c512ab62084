import CGtk
import GtkInterop
import StepperCore

// Typing a value in, as GtkSpinButton and AdwSpinRow allow: with the stepper
// focused, a digit or a minus sign starts editing in place, replacing the
// shown value (as in a spreadsheet cell: with 10 shown, 4 2 Enter gives 42);
// a click on the value starts editing with it selected. Enter, or the focus
// leaving, commits; Escape abandons. Text that is not a whole number is
// refused and stays to be fixed; numbers beyond the bounds (or beyond `Int`)
// clamp to them. One `value-changed` per committed change, none while typing.
// An assistive tool (voice control) that sets the stepper's text commits it.
// Beside typed text, what holds the stepper can refuse its value (a
// preferences row whose model refused the edit): the same marks, its reason.

extension StepperInstance {
    // MARK: Set-up

    /// Whether a value may be typed in (the `editable` property).
    var acceptsTyping: Bool { model.configuration.isEditable }

    // MARK: Keys

    /// Keys seen before the field and the stepper's shortcuts: the ones that
    /// start typing, and while typing the ones that end it.
    func keyPressed(_ key: Gtk.KeyPress) -> Bool {
        guard !key.isShortcut else { return false }
        if !isEditing {
            // The keypad's minus steps down; its digits type, as the main keys do.
            guard stepper.hasFocus, acceptsTyping, !key.isOne(of: GDK_KEY_KP_Subtract),
                  let character = key.character, character.isStartOfTypedNumber
            else { return false }
            beginTyping(with: String(character))
            return true
        }
        if key.isOne(of: GDK_KEY_Escape) {
            cancelTyping()
            return true
        }
        if key.isOne(of: GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter) {
            commitTyping()
            return true
        }
        if key.isOne(of: GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab) {
            // Typing ends with the focus back on the stepper, and the key
            // moves it on from there: the stepper stays one tab stop both ways.
            finishTypingAsFocusLeaves(refocusing: true)
            return false
        }
        // Up, Down and the page keys commit what was typed, then step
        // (perform commits first); Home, End, + and the rest edit the text.
        let steps: [(keys: [Int32], action: StepperAction)] = [
            ([GDK_KEY_Up, GDK_KEY_KP_Up], .increment), ([GDK_KEY_Down, GDK_KEY_KP_Down], .decrement),
            ([GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up], .pageUp), ([GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down], .pageDown),
        ]
        guard let step = steps.first(where: { $0.keys.contains(Int32(key.keyval)) }) else { return false }
        perform(step.action)
        return true
    }

    // MARK: Editing

    /// Starts editing: with `text` replacing the value (a typed key), or with the value selected.
    func beginTyping(with text: String?) {
        guard let parts, !isEditing, acceptsTyping, let field = fieldMadeIfNeeded() else { return }
        isEditing = true
        stepper.addCSSClass("editing")
        showField(true, parts)
        field.isFocusable = true
        field.grabFocus()
        if let text {
            showText(text)
            field.moveCursorToEnd()
        } else {
            field.selectAll()
        }
    }

    /// Commits the typed text: a whole number is applied (clamped into the
    /// bounds); anything else is refused and stays, marked, to be fixed.
    ///
    /// - Returns: Whether editing ended (nothing was being typed, or the text was taken).
    @discardableResult
    func commitTyping(refocusing: Bool = true) -> Bool {
        guard let field, isEditing else { return true }
        let text = field.text
        // The caret goes home before the value is announced: a caret left
        // inside the old text would move when the next value replaces it, and
        // a screen reader would read out the character it lands on.
        field.moveCursorToStart()
        guard apply(text) else {
            field.moveCursorToEnd()
            return false
        }
        endTyping(refocusing: refocusing)
        return true
    }

    /// Abandons what was typed and shows the value again.
    func cancelTyping() {
        guard let field, isEditing else { return }
        field.moveCursorToStart()
        endTyping()
        // Where the description carries the value to a screen reader (GTK 4.8), it says the value is back.
        if containsFocus && !Accessible.valuesReachAssistiveTools { describe(.text(String(model.value))) }
    }

    /// Forgets typing without touching the children (the widget is going away).
    func stopTyping() {
        isEditing = false
        pendingTextChange?.cancel()
        pendingTextChange = nil
        pendingRangeDescription?.cancel()
        pendingRangeDescription = nil
    }

    /// Puts the range back in the description once the focus has reached
    /// another widget: changed while this stepper still has it (focus leaves
    /// before it arrives elsewhere), Orca would read the range aloud on the
    /// way out, after the user has already moved on.
    func describeRangeOnceFocusMoved() {
        pendingRangeDescription?.cancel()
        pendingRangeDescription = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            pendingRangeDescription = nil
            if !containsFocus { describeRange() }
        }
    }

    private func endTyping(refocusing: Bool = true) {
        guard let parts, let field else { return }
        isEditing = false
        clearRefusal()
        stepper.removeCSSClass("editing")
        if refocusing, field.hasFocus { stepper.grabFocus() }
        field.isFocusable = false
        showValue(model.value)
        showField(false, parts)
        releaseFieldWhenIdle()
    }

    /// Shows the field for typing, or the value shown at rest in its place.
    private func showField(_ typing: Bool, _ parts: Parts) {
        Gtk.Widget(parts.drawnValue.widget).isVisible = !typing
        fieldCell?.isVisible = typing
    }

    /// Applies text as a value, or refuses it saying why.
    ///
    /// - Parameter marksRefusal: Whether refused text is marked invalid and
    ///   the reason spoken: yes for what the user typed, which stays to be
    ///   fixed; no for text an assistive tool set, which the value replaces at
    ///   once, so that nothing is left saying the value shown is invalid.
    /// - Returns: Whether the text was a whole number.
    private func apply(_ text: String, marksRefusal: Bool = true) -> Bool {
        // The value first, then the refusal's end: what holds the stepper
        // hears the value the text gave before it hears the refused text is gone.
        switch WholeNumber.parse(text) {
        case .success(.exact(let number)):
            model.value = number
            clearRefusal()
        case .success(.beyondInt(let isNegative)):
            model.value = isNegative ? Int.min : Int.max
            clearRefusal()
        case .failure(let reason):
            if marksRefusal { refuse(reason.message(for: text)) }
            return false
        }
        return true
    }

    /// Commits what was typed as the focus leaves the field; text that cannot
    /// be taken is abandoned rather than left on show where the value belongs.
    ///
    /// - Parameter refocusing: Whether to put the focus on the stepper; not
    ///   while GTK is already moving it elsewhere.
    func finishTypingAsFocusLeaves(refocusing: Bool = false) {
        guard isEditing, !commitTyping(refocusing: refocusing) else { return }
        endTyping(refocusing: refocusing)
    }

    /// The field's text changed: typing, the stepper showing a value, or an
    /// assistive tool (or `g_object_set (stepper, "text", …)`) setting it.
    /// Setting text is a deletion and an insertion: what it ends as is
    /// applied once the main loop is idle.
    func editableTextChanged() {
        guard !isEditing, pendingTextChange == nil else { return }
        pendingTextChange = MainLoop.whenIdle { [weak self] in
            guard let self, let field else { return }
            pendingTextChange = nil
            guard !isEditing else { return }
            if acceptsTyping { _ = apply(field.text, marksRefusal: false) }
            // Clamped, refused, or written another way ("+5"): show the value as it is.
            showValue(model.value)
            releaseFieldWhenIdle()
        }
    }

    // MARK: Showing

    /// Shows a value, as the stepper's text too, unless the user is typing.
    func showValue(_ value: Int) {
        guard !isEditing, let parts else { return }
        let text = String(value)
        parts.drawnValue.text = text
        // The field, while there is one, holds the text (the text at rest
        // takes it when the field goes).
        if field == nil { textAtRest.replace(with: text, of: widget) } else { showText(text) }
    }

    private func showText(_ text: String) {
        guard let field, let fieldChanged else { return }
        fieldChanged.whileBlocked { field.text = text }
    }

    // MARK: Refusals

    /// Marks the field invalid and says why, to the eye and to screen readers.
    private func refuse(_ message: String) {
        refusal = message
        markInvalid(true)
        sayWhy(message)
        stepper.errorBell()
        typedTextRefusalHandler?(message)
    }

    private func clearRefusal() {
        guard refusal != nil else { return }
        refusal = nil
        // A refusal of the value by what holds the stepper keeps the marks.
        if valueRefusal == nil { markInvalid(false) }
        typedTextRefusalHandler?(nil)
    }

    /// Marks the stepper as refused by what holds it, saying why, as typed
    /// text is refused (without the bell: the user did nothing wrong here);
    /// `nil` takes the marks away, unless typed text is refused too: then
    /// they, and what the description says, stay until that refusal ends.
    func setValueRefusal(_ message: String?) {
        guard parts != nil else { return }
        let wasRefused = valueRefusal != nil
        valueRefusal = message
        if let message {
            markInvalid(true)
            // Also when refused again for the same reason: the focused
            // stepper has said its new value meanwhile.
            sayWhy(message)
        } else if wasRefused && refusal == nil {
            markInvalid(false)
            // What the description says with no refusal: the value while focused on GTK 4.8, else the range or what replaces it.
            if containsFocus && !Accessible.valuesReachAssistiveTools { describe(.text(String(model.value))) } else { describeRange() }
        }
    }

    /// Puts why the value or the text was refused in the description and,
    /// while the stepper has the focus, says it. Orca 43 speaks a change of
    /// the focused stepper's description; Orca 48 and later do not, so on
    /// GTK 4.14 and later the reason is announced as well.
    private func sayWhy(_ message: String) {
        describe(.text(message))
        if containsFocus { Accessible(stepper).announce(message) }
    }

    /// The error style, and the invalid state assistive tools read.
    private func markInvalid(_ isInvalid: Bool) {
        stepper.setCSSClass("error", present: isInvalid)
        Accessible(stepper).setInvalid(isInvalid)
    }
}

extension Character {
    /// Whether typing the character starts a number: a digit or a minus sign.
    fileprivate var isStartOfTypedNumber: Bool {
        ("0"..."9").contains(self) || self == "-" || self == "\u{2212}"
    }
}
