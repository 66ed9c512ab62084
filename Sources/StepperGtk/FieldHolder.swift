import CGtk
import GtkInterop

/// The type of what holds a stepper's field on GTK 4.14 and later,
/// `SkStepperFieldHolder`: the `text.value` node of the field a value is
/// typed in, with the CSS name and style class the field has on GTK 4.8, so
/// that a style sheet's `stepper > text.value` meets it on every version.
///
/// Where the field lives only while the user types, the stepper makes it
/// when it is already in a window. A GtkText parented there is announced to
/// assistive tools as a new child, and GTK then gives it an accessible
/// object of its own, which takes the focus and text events the stepper
/// should have: Orca 48 read the window and the list again after each typed
/// value. A field parented first to this holder, which has no root yet, is
/// never announced, as GtkSpinButton's field, made before it is rooted, is
/// not; only the holder is, and it is not presented (GtkSpinButton's own
/// field is not either). The holder lays its one child out over all of it.
@MainActor
let fieldHolderType = WidgetSubclass<FieldHolder>(name: "SkStepperFieldHolder", parent: { Gtk.Types.widget }, properties: []) {
    klass in
    klass.setCSSName("text")
    klass.setAccessibleRole(GTK_ACCESSIBLE_ROLE_PRESENTATION)
    klass.useBinLayout()
}

/// The state of one SkStepperFieldHolder: none but its child, the field,
/// which it lets go of when it goes (StepperField.swift owns the holder).
final class FieldHolder: ObjectImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    func constructed() {}

    func dispose() {
        while let child = Gtk.Widget(widget).firstChild { child.unparent() }
    }

    func property(_ id: Int) -> PropertyValue? { nil }

    func setProperty(_ id: Int, to value: PropertyValue) {}
}
