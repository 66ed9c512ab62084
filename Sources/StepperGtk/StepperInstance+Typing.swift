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
        if !typing.isEditing {
            // The keypad's minus steps down; its digits type, as the main keys do.
            guard stepper.hasFocus, acceptsTyping, !key.isOne(of: GDK_KEY_KP_Subtract),
                  let character = key.character, character.startsTypedNumber(digits: model.configuration.digits)
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
        guard let action = StepperAction.performedWhileTyping(by: key.keyval) else { return false }
        perform(action)
        return true
    }

    // MARK: Editing

    /// Starts editing: with `text` replacing the value (a typed key), or with the value selected.
    func beginTyping(with text: String?) {
        guard let parts, !typing.isEditing, acceptsTyping, let field = fieldMadeIfNeeded() else { return }
        typing.isEditing = true
        stepper.addCSSClass("editing")
        showField(true, parts)
        field.text.isFocusable = true
        field.text.grabFocus()
        if let text {
            field.showWithoutTelling(text)
            field.text.moveCursorToEnd()
        } else {
            field.text.selectAll()
        }
    }

    /// Commits the typed text: a whole number is applied (clamped into the
    /// bounds); anything else is refused and stays, marked, to be fixed.
    ///
    /// - Returns: Whether editing ended (nothing was being typed, or the text was taken).
    @discardableResult
    func commitTyping(refocusing: Bool = true) -> Bool {
        guard let field = typing.field?.text, typing.isEditing else { return true }
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
        guard let field = typing.field?.text, typing.isEditing else { return }
        field.moveCursorToStart()
        endTyping()
        // Where the description carries the value to a screen reader, it says the value is back.
        if describesValue { describe(.text(shownValue(of: model.configuration))) }
    }

    /// Puts the range back in the description once the focus has reached
    /// another widget: changed while this stepper still has it (focus leaves
    /// before it arrives elsewhere), Orca would read the range aloud on the
    /// way out, after the user has already moved on.
    func describeRangeOnceFocusMoved() {
        guard parts != nil else { return }
        pendingRangeDescription?.cancel()
        pendingRangeDescription = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            pendingRangeDescription = nil
            if !containsFocus { describeRange() }
        }
    }

    private func endTyping(refocusing: Bool = true) {
        guard let parts, let field = typing.field?.text else { return }
        typing.isEditing = false
        clearRefusal()
        stepper.removeCSSClass("editing")
        if refocusing, field.hasFocus { stepper.grabFocus() }
        field.isFocusable = false
        showValue()
        showField(false, parts)
        releaseFieldWhenIdle()
    }

    /// Shows the field for typing, or the value shown at rest in its place.
    private func showField(_ typing: Bool, _ parts: Parts) {
        Gtk.Widget(parts.drawnValue.widget).isVisible = !typing
        self.typing.field?.cell.isVisible = typing
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
        switch units(typed: text) {
        case .success(let units):
            model.setValueUnits(units)
            clearRefusal()
            return true
        case .failure(let refusal):
            if marksRefusal { refuse(refusal.message) }
            return false
        }
    }

    /// Commits what was typed as the focus leaves the field; text that cannot
    /// be taken is abandoned rather than left on show where the value belongs.
    ///
    /// - Parameter refocusing: Whether to put the focus on the stepper; not
    ///   while GTK is already moving it elsewhere.
    func finishTypingAsFocusLeaves(refocusing: Bool = false) {
        guard typing.isEditing, !commitTyping(refocusing: refocusing) else { return }
        endTyping(refocusing: refocusing)
    }

    /// The field's text changed: typing, the stepper showing a value, or an
    /// assistive tool (or `g_object_set (stepper, "text", …)`) setting it.
    /// Setting text is a deletion and an insertion: what it ends as is
    /// applied once the main loop is idle.
    func editableTextChanged() {
        guard parts != nil, !typing.isEditing, typing.pendingTextChange == nil else { return }
        typing.pendingTextChange = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            typing.pendingTextChange = nil
            guard !typing.isEditing, let field = typing.field else { return }
            if acceptsTyping { _ = apply(field.text.text, marksRefusal: false) }
            // Clamped, refused, or written another way ("+5"): show the value as it is.
            showValue()
            releaseFieldWhenIdle()
        }
    }

    // MARK: Showing

    /// Shows a value, as the stepper's text too, unless the user is typing.
    ///
    /// A `format-value` handler that moves the value while it writes the
    /// text has it shown again once it returns (three times at most), rather
    /// than the text of the value it was asked for.
    func showValue() {
        guard parts != nil else { return }
        if isFormattingValue {
            valueMovedWhileFormatting = true
            return
        }
        noticeFormatHandler()
        // A format-value handler that moves the value is asked again, twice at
        // most; then the value is shown without it.
        var formatted: String?
        for _ in 0..<3 {
            guard !typing.isEditing, parts != nil else { return }
            valueMovedWhileFormatting = false
            formatted = shownValue(of: model.configuration)
            if !valueMovedWhileFormatting { break }
            formatted = nil
        }
        // App code ran in a format-value handler: the stepper may be disposed of by now.
        guard !typing.isEditing, let parts else { return }
        let text = formatted ?? model.configuration.shownValue
        parts.drawnValue.text = text
        // The field, while there is one, holds the text (the text at rest
        // takes it when the field goes).
        if let field = typing.field { field.showWithoutTelling(text) } else { textAtRest.replace(with: text, of: widget) }
    }

    // MARK: Refusals

    /// Marks the field invalid and says why, to the eye and to screen readers.
    private func refuse(_ message: String) {
        typing.refusal = message
        markInvalid(true)
        sayWhy(message)
        stepper.errorBell()
        typing.refusalHandler?(message)
    }

    private func clearRefusal() {
        guard typing.refusal != nil else { return }
        typing.refusal = nil
        // A refusal of the value by what holds the stepper keeps the marks.
        if valueRefusal == nil { markInvalid(false) }
        typing.refusalHandler?(nil)
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
        } else if wasRefused && typing.refusal == nil {
            markInvalid(false)
            // What the description says with no refusal: the value where it carries it, else the range or what replaces it.
            if describesValue { describe(.text(shownValue(of: model.configuration))) } else { describeRange() }
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
    /// Whether typing the character starts a number: a digit or a minus
    /// sign; with digits, also a decimal separator or a digit of another script.
    fileprivate func startsTypedNumber(digits: Int) -> Bool {
        if ("0"..."9").contains(self) || self == "-" || self == "\u{2212}" { return true }
        guard digits > 0 else { return false }
        return self == NumberSymbols.current.decimalSeparator || self == "." || self == "\u{066B}"
            || unicodeScalars.first?.properties.numericType == .decimal
    }
}
