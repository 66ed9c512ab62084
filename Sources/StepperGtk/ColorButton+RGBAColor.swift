import CGtk
import GtkInterop
import StepperCore

extension Gtk.ColorButton {
    /// The colour shown, as the model holds colours; `nil` when the chooser
    /// holds components outside 0…1 (it never picks such). Here rather than
    /// with the preferences that use it: StepperAdwaita sees GTK's GdkRGBA
    /// through libadwaita's headers, a type Swift keeps apart from this one.
    package var rgbaColor: RGBAColor? {
        get { try? RGBAColor(color) }
        nonmutating set { if let newValue { color = GdkRGBA(newValue) } }
    }
}
