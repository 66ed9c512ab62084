import CGtk

extension Gtk {
    /// A `GtkWindow` (or subclass: application windows, dialogs).
    package struct Window: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        /// The window, typed.
        package var window: UnsafeMutablePointer<GtkWindow> { widget.cast(to: GtkWindow.self) }

        /// Creates a toplevel window; GTK keeps it alive until ``destroy()``.
        package init() { self.init(handling: gtk_window_new()) }


        /// The window's single child.
        package var child: Gtk.Widget? {
            get { gtk_window_get_child(window).map { Gtk.Widget($0) } }
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

        /// How many toplevel windows the process has (shown or not).
        package static var toplevelCount: Int { toplevels.count }

        /// The process's toplevel windows (shown or not).
        package static var toplevels: [Gtk.Window] {
            let list = gtk_window_get_toplevels()
            return (0..<g_list_model_get_n_items(list)).compactMap { index in
                guard let item = g_list_model_get_item(list, index) else { return nil }
                defer { g_object_unref(item) }
                return Gtk.Window(wrapping: item)
            }
        }

        /// Whether the window has the input focus of the desktop.
        package var isActive: Bool { Bool(gboolean: gtk_window_is_active(window)) }

        /// The widget with the keyboard focus inside the window.
        package var focusWidget: Gtk.Widget? { gtk_window_get_focus(window).map { Gtk.Widget($0) } }

        /// Makes the window stay above `parent` and block it while shown.
        package func setTransient(for parent: Gtk.Window?, modal: Bool) {
            gtk_window_set_transient_for(window, parent?.window)
            gtk_window_set_modal(window, modal.gboolean)
        }

        /// The window this one stays above, if any.
        package var transientParent: Gtk.Window? {
            gtk_window_get_transient_for(window).map { Gtk.Window(wrapping: $0) }
        }

        /// Adds an action to an application window (`win.` followed by `name`).
        /// The window holds the handler: it must not hold the window strongly.
        package func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
            guard let action = g_simple_action_new(name, nil) else { return }
            Signal.connectIgnoringArgument(action, "activate", handler)
            g_action_map_add_action(widget.opaque, action)
            action.unref()
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

extension WidgetHandle {
    /// Calls `handler` once, after the next frame of the widget's window has been painted.
    ///
    /// The widget must be realized (shown); a frame is requested so one comes.
    package func afterNextFrame(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        var connection: SignalConnection?
        connection = Signal.connect(clock, "after-paint") {
            connection?.disconnect()
            connection = nil
            handler()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}
