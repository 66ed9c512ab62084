import GtkInterop
import StepperGtk

// The parts of a stepper as a test sees them, through its public widget.

/// The decrease and increase buttons of a stepper.
@MainActor
package func buttons(of stepper: Stepper) -> (decrease: Gtk.Widget, increase: Gtk.Widget) {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    return (children[0], children[2])
}

/// The value label of a stepper.
@MainActor
package func valueLabel(of stepper: Stepper) -> Gtk.Label {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    return Gtk.Label(wrapping: children[1].widget)
}

