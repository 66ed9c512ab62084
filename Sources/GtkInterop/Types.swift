import CGtk

extension Gtk {
    /// The GTK types that the types defined here derive from, implement or
    /// hold: `GTK_TYPE_WIDGET` and its kind, which are macros.
    package enum Types {
        /// `GtkWidget`.
        package static var widget: GType { gtk_widget_get_type() }
        /// `GtkButton`.
        package static var button: GType { gtk_button_get_type() }
        /// `GtkOrientable`, the interface with an `orientation`.
        package static var orientable: GType { gtk_orientable_get_type() }
        /// `GtkOrientation`, the enumeration.
        package static var orientation: GType { gtk_orientation_get_type() }
    }
}
