import CGtk

extension Gtk {
    /// A `GtkWindow` (or subclass: application windows, dialogs).
    package struct Window: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        /// The window, typed.
        package var window: UnsafeMutablePointer<GtkWindow> { widget.cast(to: GtkWindow.self) }

        /// Makes the window stay above `parent` and block it while shown.
        package func setTransient(for parent: Gtk.Window?, modal: Bool) {
            gtk_window_set_transient_for(window, parent?.window)
            gtk_window_set_modal(window, modal.gboolean)
        }
    }
}
