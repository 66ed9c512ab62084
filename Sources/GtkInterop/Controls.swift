import CGtk

extension Gtk {
    /// A `GtkButton`.
    package struct Button: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        private var button: UnsafeMutablePointer<GtkButton> { widget.cast(to: GtkButton.self) }

        /// Creates a button with a text label whose underlined letter is a mnemonic.
        package init(mnemonic text: String) {
            self.init(handling: gtk_button_new_with_mnemonic(text))
            // GTK 4.8 names such a button twice (its raw label, then the label
            // that names it); one plain name is what a screen reader should say.
            Accessible(self).setOnlyLabel(String(text.filter { $0 != "_" }))
        }

        /// Shows a named icon on the button, replacing any text.
        package func setIconName(_ name: String) { gtk_button_set_icon_name(button, name) }

        /// The widget the button shows: a label, an icon, or one of the app's own.
        package var child: Gtk.Widget? {
            get { gtk_button_get_child(button).map { Gtk.Widget($0) } }
            nonmutating set { gtk_button_set_child(button, newValue?.widget) }
        }
    }

    /// A `GtkGestureClick`: presses and releases of pointer buttons.
    @MainActor
    package struct ClickGesture {
        /// The controller; owned by the widget it is added to.
        package let controller: OpaquePointer

        /// A handle on an existing gesture.
        package init(_ controller: OpaquePointer) {
            self.controller = controller
        }

        /// The pointer button of the current press: 1 primary, 2 middle, 3 secondary.
        package var currentButton: Int { Int(gtk_gesture_single_get_current_button(controller)) }

        /// Claims the current press, so no other gesture (a button's own click) sees it.
        package func claim() {
            gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED)
        }

        /// Lets the current press go to the gestures of the widgets under the
        /// pointer at once, rather than after this gesture gives up.
        package func deny() {
            gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_DENIED)
        }
    }

    /// A key press as a key controller reports it.
    package struct KeyPress {
        /// The key, such as `GDK_KEY_Up`.
        package var keyval: UInt32
        /// The modifier keys held.
        package var modifiers: GdkModifierType

        /// The character the key types, if it types one.
        package var character: Character? {
            let code = gdk_keyval_to_unicode(keyval)
            guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            return Character(scalar)
        }

        /// Whether Control, Alt (Mod1) or Super is held: the key is a shortcut, not typing.
        package var isShortcut: Bool {
            modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) != 0
        }

        /// Whether the key is one of `keyvals`.
        package func isOne(of keyvals: Int32...) -> Bool { keyvals.contains { UInt32($0) == keyval } }
    }
}

// Event controllers, each added to a widget that then owns it, with its
// handlers: they last as long as the widget.

extension WidgetHandle {
    /// Calls `handler` for each key pressed while the focus is within the
    /// widget, in `phase`; it returns whether it used the key.
    package func onKeyPressed(phase: GtkPropagationPhase, _ handler: @escaping @MainActor (Gtk.KeyPress) -> Bool) {
        let trampoline: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
            _, keyval, _, modifiers, data in
            MainThread.run(data) { ClosureBox<@MainActor (Gtk.KeyPress) -> Bool>.function($0)(Gtk.KeyPress(keyval: keyval, modifiers: modifiers)).gboolean }
        }
        add(gtk_event_controller_key_new(), phase: phase) { Signal.connect($0, "key-pressed", trampoline: Signal.callback(trampoline), function: handler) }
    }

    /// Calls `pressed` for each press of any pointer button on the widget, in
    /// `phase`, with where it was pressed (in the widget's coordinates) and
    /// the gesture, and `ended` when the press is over: released, denied,
    /// claimed by another gesture or cut short.
    package func onPointerPress(
        phase: GtkPropagationPhase, pressed: @escaping @MainActor (Double, Double, Gtk.ClickGesture) -> Void,
        ended: @escaping @MainActor () -> Void
    ) {
        let trampoline: @convention(c) (OpaquePointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { gesture, _, x, y, data in
            MainThread.run(gesture, data) { gesture, data in
                guard let gesture else { return }
                ClosureBox<@MainActor (Double, Double, Gtk.ClickGesture) -> Void>.function(data)(x, y, Gtk.ClickGesture(gesture))
            }
        }
        let gesture = gtk_gesture_click_new()
        gtk_gesture_single_set_button(gesture, 0)
        add(gesture, phase: phase) { gesture in
            Signal.connect(gesture, "pressed", trampoline: Signal.callback(trampoline), function: pressed)
            Signal.connectPointerArgument(gesture, "end") { _ in ended() }
        }
    }

    /// Calls `handler` for each notch the vertical wheel turns over the
    /// widget (negative: up); it returns whether it used the scroll, which
    /// otherwise reaches the widgets behind.
    package func onScroll(_ handler: @escaping @MainActor (Double) -> Bool) {
        let trampoline: @convention(c) (OpaquePointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> gboolean = { _, _, dy, data in
            MainThread.run(data) { ClosureBox<@MainActor (Double) -> Bool>.function($0)(dy).gboolean }
        }
        let flags = GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue
        add(gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(flags)), phase: GTK_PHASE_BUBBLE) {
            Signal.connect($0, "scroll", trampoline: Signal.callback(trampoline), function: handler)
        }
    }

    /// Connects the handlers of `controller`, then gives it to the widget, listening in `phase`.
    private func add(_ controller: OpaquePointer?, phase: GtkPropagationPhase, connecting: (OpaquePointer) -> Void) {
        guard let controller else { return }
        gtk_event_controller_set_propagation_phase(controller, phase)
        connecting(controller)
        gtk_widget_add_controller(widget, controller)
    }
}
