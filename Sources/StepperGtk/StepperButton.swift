import CGtk
import GtkInterop

/// The type of a stepper's two buttons, `SkStepperButton`: a GtkButton
/// whose `clicked` steps its stepper. Pointer presses are the stepper's own
/// (StepperInstance+Input.swift); `clicked` comes from an assistive tool's
/// click action, and the class handles it, as no handler per button need.
@MainActor
let stepperButtonType = WidgetSubclass<StepperButton>(
    name: "SkStepperButton", parent: { Gtk.Types.button }, properties: []
) { _ in }

/// The state of one SkStepperButton: only its widget, to find its stepper.
@MainActor
final class StepperButton: ButtonImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    func clicked() {
        let button = Gtk.Widget(widget)
        StepperInstance.of(button.parent?.widget)?.buttonClicked(button)
    }
}
