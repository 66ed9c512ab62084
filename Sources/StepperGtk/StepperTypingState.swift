import GtkInterop

/// What a stepper knows of a value being typed in (StepperInstance+Typing.swift)
/// and of the field it is typed in (StepperInstance+Field.swift).
@MainActor
final class StepperTypingState {
    /// The field, while the stepper has one (``StepperField``).
    var field: StepperField?
    /// Whether the user is typing a value in.
    var isEditing = false
    /// Why the last typed text was refused, while it is shown.
    var refusal: String?
    /// Told of each refusal of typed text, and of its end (``Stepper/onTypedTextRefusal(_:)``).
    var refusalHandler: (@MainActor (String?) -> Void)?
    /// Text written through GtkEditable (as an assistive tool writes it),
    /// waiting for the main loop to go idle to be applied.
    var pendingTextChange: MainLoopSource?
    /// The field's release, waiting for the main loop to go idle.
    var pendingFieldRelease: MainLoopSource?

    /// Cancels what waits for the main loop.
    func cancelPendingWork() {
        pendingTextChange?.cancel()
        pendingTextChange = nil
        pendingFieldRelease?.cancel()
        pendingFieldRelease = nil
    }
}
