import GtkInterop
import StepperGtk

// The parts of a stepper as a test sees them, through its public widget.

/// The decrease and increase buttons of a stepper.
@MainActor
package func buttons(of stepper: Stepper) -> (decrease: Gtk.Widget, increase: Gtk.Widget) {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    return (children[0], children[2])
}

/// The field that shows a stepper's value (and takes a typed one).
@MainActor
package func valueField(of stepper: Stepper) -> Gtk.Text {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    let field = children.first { $0.cssName == "text" } ?? children[1]
    return Gtk.Text(wrapping: field.widget)
}

