import CGtk
import GtkInterop
import StepperAdwaita

// SkStepperRow for C and through GObject introspection: the row of
// StepperAdwaita, an AdwActionRow with a stepper at its end. The row forwards
// the stepper's value, bounds and step as properties of its own; everything
// else is the stepper's, reached through sk_stepper_row_get_stepper().

/// `sk_stepper_row_get_type`: registers SkStepperRow on first call. Like any
/// libadwaita widget, the row wants `adw_init()` (or an AdwApplication) for
/// its style; registering the type needs neither, nor a display.
@MainActor @c(sk_stepper_row_get_type)
public func stepperRowGetType() -> GType {
    MainThread.enteredFromHost()
    _ = stepperGetType()
    return StepperRow.typeWithoutInitializing
}

/// `sk_stepper_row_new`: a new, floating SkStepperRow with no title and a
/// stepper with CSStepper's defaults.
@MainActor @c(sk_stepper_row_new)
public func stepperRowNew() -> UnsafeMutablePointer<GtkWidget>? {
    _ = stepperRowGetType()
    return StepperRow.makeWidgetWithoutInitializing()
}

/// `sk_stepper_row_get_stepper`: the row's stepper, owned by the row.
@MainActor @c(sk_stepper_row_get_stepper)
public func stepperRowGetStepper(_ instance: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget>? {
    MainThread.enteredFromHost()
    guard let instance, let row = StepperRow(wrapping: instance) else {
        warnFailedPrecondition("SK_IS_STEPPER_ROW (self)", in: "sk_stepper_row_get_stepper")
        return nil
    }
    return row.stepper.widget
}
