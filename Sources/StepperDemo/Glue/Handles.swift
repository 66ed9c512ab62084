import AdwaitaInterop
import CAdwShims
import CDemoShims
import CGtk
import GtkInterop

// The GTK handles the demo (and the programs built on it: the benchmark, the
// tests) uses beyond what the widget libraries need: its own windows and
// labels, settings, actions, and its debug log.

extension Gtk.Settings {
    /// Whether widgets animate their transitions.
    package static var animationsEnabled: Bool {
        get { gtk_settings_get_default().map { ObjectProperties.bool($0, "gtk-enable-animations") } ?? true }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            ObjectProperties.set(settings, "gtk-enable-animations", FundamentalType.boolean) { $0.bool = newValue }
        }
    }
}

extension Gtk {
    /// A `GtkWindow` (or subclass: application windows, dialogs).
    package struct Window: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        /// The window, typed.
        package var window: UnsafeMutablePointer<GtkWindow> { widget.cast(to: GtkWindow.self) }

        /// Makes the window stay above `parent` and block it while shown, and
        /// with `destroyedWithParent`, go when `parent` does.
        package func setTransient(for parent: Gtk.Window?, modal: Bool, destroyedWithParent: Bool = false) {
            gtk_window_set_transient_for(window, parent?.window)
            gtk_window_set_modal(window, modal.gboolean)
            gtk_window_set_destroy_with_parent(window, destroyedWithParent.gboolean)
        }

        /// The size the window opens at (-1: its natural size).
        package func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(window, gint(width), gint(height))
        }
    }

    /// A `GtkLabel`.
    package struct Label: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        private var label: OpaquePointer { OpaquePointer(widget) }

        /// The text shown.
        package var text: String {
            get { String(cString: gtk_label_get_text(label)) }
            nonmutating set { gtk_label_set_text(label, newValue) }
        }
    }
}

extension Gtk.Window {
    /// Creates a toplevel window; GTK keeps it alive until ``destroy()``.
    package init() { self.init(handling: gtk_window_new()) }

    /// Sets the child.
    package func setChild(_ child: some WidgetHandle) { gtk_window_set_child(window, child.widget) }

    /// The title.
    package var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_window_set_title(window, newValue) }
    }

    /// Shows the window and brings it to the front.
    package func present() { gtk_window_present(window) }

    /// Destroys the window and, unless referenced elsewhere, everything in it.
    package func destroy() { gtk_window_destroy(window) }

    /// Whether closing the window only hides it.
    package var hidesOnClose: Bool {
        get { Bool(gboolean: gtk_window_get_hide_on_close(window)) }
        nonmutating set { gtk_window_set_hide_on_close(window, newValue.gboolean) }
    }

    /// Adds an action to an application window (`win.` followed by `name`).
    /// The window holds the handler: it must not hold the window strongly.
    package func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        guard let action = g_simple_action_new(name, nil) else { return }
        // `activate` passes the action's parameter, which these actions have none of.
        Signal.connectPointerArgument(action, "activate") { _ in handler() }
        g_action_map_add_action(widget.opaque, action)
        action.unref()
    }
}

extension WidgetHandle {
    /// Whether the widget is realized (has a surface to draw on).
    package var isRealized: Bool { Bool(gboolean: gtk_widget_get_realized(widget)) }

    /// Whether the widget is mapped (shown on screen).
    package var isMapped: Bool { Bool(gboolean: gtk_widget_get_mapped(widget)) }

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

extension Gtk {
    /// A `GtkRevealer`: shows or hides its child with a transition.
    package struct Revealer: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Whether the child is shown.
        package var isRevealed: Bool {
            get { Bool(gboolean: gtk_revealer_get_reveal_child(widget.opaque)) }
            nonmutating set { gtk_revealer_set_reveal_child(widget.opaque, newValue.gboolean) }
        }
    }
}

/// Logs a GLib debug message in the StepperKit log domain, shown (with a
/// timestamp) when `G_MESSAGES_DEBUG` names `StepperKit`; the message is not
/// even built otherwise.
package func logDebug(_ message: @autoclosure () -> String) {
    guard skdemo_log_debug_enabled() != 0 else { return }
    skdemo_log_debug(message())
}
