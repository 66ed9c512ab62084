import CGtk

extension Gtk {
    /// A `GtkWindow` (or subclass: application windows, dialogs).
    package struct Window: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        /// The window, typed.
        package var window: UnsafeMutablePointer<GtkWindow> { widget.cast(to: GtkWindow.self) }

        /// Creates a toplevel window; GTK keeps it alive until ``destroy()``.
        package init() {
            widget = gtk_window_new()
        }

        /// Wraps an existing window.
        package init(wrapping pointer: some ObjectPointer) {
            widget = pointer.gtkWidget
        }

        /// The window's single child.
        package var child: Gtk.Widget? {
            get { gtk_window_get_child(window).map(Gtk.Widget.init) }
            nonmutating set { gtk_window_set_child(window, newValue?.widget) }
        }

        /// Sets the child.
        package func setChild(_ child: some WidgetHandle) { gtk_window_set_child(window, child.widget) }

        /// The title.
        package var title: String {
            get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
            nonmutating set { gtk_window_set_title(window, newValue) }
        }

        /// Sets the size the window opens at.
        package func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(window, gint(width), gint(height))
        }

        /// Shows the window and brings it to the front.
        package func present() { gtk_window_present(window) }

        /// Destroys the window and, unless referenced elsewhere, everything in it.
        package func destroy() { gtk_window_destroy(window) }

        /// Closes the window as its close button would (the app may refuse).
        package func close() { gtk_window_close(window) }

        /// Whether the window has the input focus of the desktop.
        package var isActive: Bool { Bool(gboolean: gtk_window_is_active(window)) }

        /// The widget with the keyboard focus inside the window.
        package var focusWidget: Gtk.Widget? { gtk_window_get_focus(window).map(Gtk.Widget.init) }

        /// Makes the window stay above `parent` and block it while shown.
        package func setTransient(for parent: Gtk.Window?, modal: Bool) {
            gtk_window_set_transient_for(window, parent?.window)
            gtk_window_set_modal(window, modal.gboolean)
        }

        /// The window this one stays above, if any.
        package var transientParent: Gtk.Window? {
            gtk_window_get_transient_for(window).map { Gtk.Window(wrapping: $0) }
        }

        /// Whether the window blocks its parent.
        package var isModal: Bool { Bool(gboolean: gtk_window_get_modal(window)) }

        /// Whether closing the window only hides it.
        package var hidesOnClose: Bool {
            get { Bool(gboolean: gtk_window_get_hide_on_close(window)) }
            nonmutating set { gtk_window_set_hide_on_close(window, newValue.gboolean) }
        }

        /// Calls `handler` when the window is asked to close; it returns `true` to refuse.
        @discardableResult
        package func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
            Signal.connectReturningBool(widget, "close-request", handler)
        }
    }
}
