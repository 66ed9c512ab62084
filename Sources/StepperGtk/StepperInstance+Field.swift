import CGtk
import GtkInterop
import StepperCore

// The stepper's side of its field (StepperField.swift): GtkEditable's
// delegate, taken in one place and let go of in one place, with the
// delegation begun once the stepper holds the field and ended before it
// lets go of it.

extension StepperInstance {
    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { typing.field?.text.widget }

    var textWithoutDelegate: TextWithoutDelegate { textAtRest }

    func makeEditableDelegate(keeping: Bool) -> UnsafeMutablePointer<GtkWidget>? {
        guard let field = fieldMadeIfNeeded() else { return nil }
        if keeping { field.isKept = true } else { releaseFieldWhenIdle() }
        return field.text.widget
    }

    /// The field, taken and delegated to if there is none; `nil` once disposed.
    @discardableResult
    func fieldMadeIfNeeded() -> StepperField? {
        typing.pendingFieldRelease?.cancel()
        typing.pendingFieldRelease = nil
        if let field = typing.field { return field }
        guard let field = takeField() else { return nil }
        EditableDelegation.begin(widget)
        return field
    }

    /// Takes a field (StepperField.swift) for a stepper that has none,
    /// without the delegation, which instance init cannot begin: GTK finds
    /// this state only once instance init has returned, and then begins it
    /// for the field made there (GTK 4.8 to 4.12).
    @discardableResult
    func takeField() -> StepperField? {
        guard let parts else { return nil }
        let configuration = model.configuration
        let field = StepperField.take(
            into: stepper, at: configuration.orientation.valueCell, showing: textAtRest.text,
            isEditable: configuration.isEditable, widthInCharacters: parts.drawnValue.widthInCharacters
        ) { [weak self] in self?.editableTextChanged() }
        typing.field = field
        return field
    }

    /// Lets go of the field once the main loop is idle, unless it must stay
    /// (GTK 4.8 to 4.12, something outside asked for it, or typing again by
    /// then): not at once, since typing ends inside GTK's own moves of the focus.
    func releaseFieldWhenIdle() {
        guard !StepperField.livesWithItsStepper, let field = typing.field, !field.isKept, typing.pendingFieldRelease == nil
        else { return }
        typing.pendingFieldRelease = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            typing.pendingFieldRelease = nil
            guard !typing.isEditing, typing.pendingTextChange == nil, typing.field?.isKept == false else { return }
            letGoOfField()
        }
    }

    /// Ends the delegation and lets go of the field, to the next stepper
    /// that types (StepperField.swift); at dispose, and once typing ends.
    func letGoOfField() {
        typing.pendingFieldRelease?.cancel()
        typing.pendingFieldRelease = nil
        guard let field = typing.field else { return }
        // What the field showed, the value, is the text from now on.
        textAtRest.take(shownValue(of: model.configuration))
        EditableDelegation.end(widget)
        typing.field = nil
        field.letGo()
    }
}
