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
/// which it lets go of when it goes.
///
/// A stepper that stops typing lets go of its holder, and the holder, field
/// and all, is kept as the spare that the next stepper to type takes, for as
/// long as any stepper lives. A field made afresh for every typing would
/// cost more than its making: IBus 1.5.35's input-method module (GNOME 51)
/// keeps about 34 kB for every GtkText ever made, so a stepper typed in a
/// hundred times would leave 3.4 MB behind, where a field that lived as long
/// as its stepper cost that once per stepper.
final class FieldHolder: ObjectImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>

    /// The spare: a holder with its field, in no stepper, owned here.
    private static var spare: ObjectReference?

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// Takes the spare holder, if there is one, with the reference that owns
    /// it: the caller keeps it until the holder has a parent.
    static func takeSpare() -> ObjectReference? {
        defer { spare = nil }
        return spare
    }

    /// Takes `holder` out of its stepper and keeps it as the spare, unless
    /// there is one already (then it goes, field and all).
    static func letGo(_ holder: Gtk.Widget) {
        if spare == nil { spare = ObjectReference(keepingFloating: holder.widget) }
        holder.unparent()
    }

    /// Lets the spare go: no stepper lives to take it.
    static func dropSpare() {
        spare = nil
    }

    func constructed() {}

    func dispose() {
        while let child = Gtk.Widget(widget).firstChild { child.unparent() }
    }

    func property(_ id: Int) -> PropertyValue? { nil }

    func setProperty(_ id: Int, to value: PropertyValue) {}
}
