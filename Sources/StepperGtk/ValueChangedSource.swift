import GtkInterop
import StepperCore

/// The value a stepper shows, shared with its `value-changed` handlers.
///
/// Handlers hold it strongly: nothing refers to it weakly, so that costs a
/// plain reference count, and it keeps no widget alive.
final class ValueChangedSource: SignalValueSource {
    /// The value on screen.
    var value = StepperConfiguration.inspectable.value

    var signalValue: Int { value }
}
