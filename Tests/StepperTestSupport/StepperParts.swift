import CGtk
import GtkInterop
@testable import StepperGtk

// The parts of a stepper as a test sees them, through its public widget.

/// The decrease and increase buttons of a stepper, by their style classes
/// `down` and `up` (the field and the value shown at rest come first, then
/// the buttons in reading order).
@MainActor
package func buttons(of stepper: Stepper) -> (decrease: Gtk.Widget, increase: Gtk.Widget) {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    let decrease = children.first { $0.hasCSSClass("down") } ?? children[2]
    let increase = children.first { $0.hasCSSClass("up") } ?? children[3]
    return (decrease, increase)
}

/// The field a value is typed in, made as typing would make it if the
/// stepper has none (GTK 4.14 and later, at rest).
@MainActor
package func valueField(of stepper: Stepper) -> Gtk.Text {
    if let field = StepperInstance.of(stepper.widget)?.fieldMadeIfNeeded() { return field.text }
    let descendants = Gtk.Widget(stepper.widget).descendants
    let field = descendants.first { $0.widget.isInstance(of: gtk_text_get_type()) } ?? descendants[0]
    return Gtk.Text(wrapping: field.widget)
}

/// The stepper's child that is the field's CSS node and takes its place in
/// the layout: the field itself on GTK 4.8 to 4.12, its holder on 4.14 and
/// later (made as typing would make it if there is none).
@MainActor
package func valueFieldCell(of stepper: Stepper) -> Gtk.Widget {
    let field = valueField(of: stepper)
    return StepperInstance.of(stepper.widget)?.typing.field?.cell ?? Gtk.Widget(field.widget)
}

/// Whether a stepper has a text field now (always on GTK 4.8 to 4.12; on
/// 4.14 and later only while the user types, or once a property only the
/// field holds was asked for), as a child or in its holder.
@MainActor
package func hasValueField(_ stepper: Stepper) -> Bool {
    Gtk.Widget(stepper.widget).descendants.contains { $0.widget.isInstance(of: gtk_text_get_type()) }
}

/// A stepper's text, as GtkEditable gives it: the value, or what is being typed.
@MainActor
package func text(of stepper: Stepper) -> String {
    Gtk.Editable(stepper.widget).text
}

/// What shows a stepper's value while nobody types, in the field's place.
@MainActor
package func shownValue(of stepper: Stepper) -> Gtk.Widget {
    let children = Gtk.Widget(stepper.widget).descendants.filter { $0.parent?.widget == stepper.widget }
    return children.first { $0.typeName == "SkStepperValue" } ?? children[1]
}

/// Shows widgets side by side in a new window, as a test needs them laid out
/// and styled (styles are computed for widgets in a window).
///
/// - Returns: The window, for the test to destroy.
@MainActor
package func showInWindow(_ widgets: Gtk.Widget...) -> Gtk.Window {
    let box = Gtk.Box(spacing: 6)
    for widget in widgets { box.append(widget) }
    let window = Gtk.Window()
    window.setChild(box)
    window.present()
    return window
}

/// The title a stepper's button shows, or `nil` when it shows an icon.
@MainActor
package func titleShown(on button: Gtk.Widget) -> String? {
    stepperTitleType.implementation(of: Gtk.Button(handling: button.widget).child?.widget)?.text
}

/// Types `text` into a stepper and presses Enter, as far as the stepper can
/// tell: typing starts as a click on the value starts it (the value
/// selected, so that the text replaces it; text refused before stays to be
/// replaced), then Enter commits. Needs no window: no keys are sent.
@MainActor
package func type(_ text: String, into stepper: Stepper) {
    guard let state = StepperInstance.of(stepper.widget) else { return }
    state.beginTyping(with: nil)
    valueField(of: stepper).text = text
    state.commitTyping()
}

/// Whether the user is typing into a stepper (a value, or text it refused).
@MainActor
package func isTyping(into stepper: Stepper) -> Bool {
    StepperInstance.of(stepper.widget)?.typing.isEditing ?? false
}
