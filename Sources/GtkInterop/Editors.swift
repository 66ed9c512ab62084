import CGtk
import CGtkShims

// The widgets values are typed and picked with.

/// A widget that implements `GtkEditable`: its text, whether the user can
/// change it, and the width it asks for.
@MainActor
package protocol EditableHandle: WidgetHandle {}

extension EditableHandle {
    /// The text. Setting the text it has already changes nothing, as
    /// `GtkText` has it (`gtk_editable_set_text` would delete and insert it again).
    package var text: String {
        get { String(cString: gtk_editable_get_text(widget.opaque)) }
        nonmutating set {
            newValue.withCString { text in
                if strcmp(gtk_editable_get_text(widget.opaque), text) != 0 { gtk_editable_set_text(widget.opaque, text) }
            }
        }
    }

    /// Whether the user can change the text.
    package var isEditable: Bool {
        get { Bool(gboolean: gtk_editable_get_editable(widget.opaque)) }
        nonmutating set { gtk_editable_set_editable(widget.opaque, newValue.gboolean) }
    }

    /// The width asked for, in characters.
    package var widthInCharacters: Int {
        get { Int(gtk_editable_get_width_chars(widget.opaque)) }
        nonmutating set { gtk_editable_set_width_chars(widget.opaque, gint(newValue)) }
    }
}

extension Gtk {
    /// A `GtkSwitch`.
    package struct Switch: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a switch.
        package init() { self.init(handling: gtk_switch_new()) }

        /// Whether the switch is on.
        package var isOn: Bool {
            get { Bool(gboolean: gtk_switch_get_active(widget.opaque)) }
            nonmutating set { gtk_switch_set_active(widget.opaque, newValue.gboolean) }
        }

        /// Calls `handler` after the switch is turned on or off.
        @discardableResult
        package func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
            Signal.connectNotify(widget, property: "active", handler)
        }
    }

    /// A `GtkEntry`: one line of text.
    package struct Entry: EditableHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates an empty entry.
        package init() { self.init(handling: gtk_entry_new()) }
    }

    /// A `GtkText`: the bare one-line text field inside entries and spin buttons.
    package struct Text: EditableHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a field.
        package init() { self.init(handling: gtk_text_new()) }

        /// Asks for exactly `characters` of width, no more and no less.
        package func fixWidth(characters: Int) {
            widthInCharacters = characters
            gtk_editable_set_max_width_chars(widget.opaque, gint(characters))
        }

        /// Puts the text at `position`: 0 at the start, 0.5 centred, 1 at the end.
        package func align(at position: Float) { gtk_editable_set_alignment(widget.opaque, position) }

        /// Selects the whole text.
        package func selectAll() { gtk_editable_select_region(widget.opaque, 0, -1) }

        /// Puts the cursor at the end of the text.
        package func moveCursorToEnd() { gtk_editable_set_position(widget.opaque, -1) }

        /// Puts the cursor at the start of the text.
        package func moveCursorToStart() { gtk_editable_set_position(widget.opaque, 0) }

        /// Draws digits at one width (OpenType `tnum`), as ``TextLayout`` can.
        package func useTabularDigits() {
            gtk_text_set_attributes(widget.cast(to: GtkText.self), TextLayout.tabularDigits)  // keeps a reference of its own
        }
    }

    /// A swatch that opens a colour chooser: a `GtkColorDialogButton` on GTK
    /// 4.10 and later, a `GtkColorButton` before.
    package struct ColorButton: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a colour button that also edits alpha.
        package init() {
            self.init(handling: skshim_color_button_new())
        }

        /// The colour shown.
        package var color: GdkRGBA {
            get {
                var color = GdkRGBA()
                skshim_color_button_get_rgba(widget, &color)
                return color
            }
            nonmutating set {
                var color = newValue
                skshim_color_button_set_rgba(widget, &color)
            }
        }

        /// Calls `handler` after the colour changes, picked by the user or set from code.
        @discardableResult
        package func onColorChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
            Signal.connectNotify(widget, property: "rgba", handler)
        }

        /// Names the button for assistive tools (GTK 4.8 names it by its type otherwise).
        package func setAccessibleName(_ name: String) {
            guard let button = firstChild else { return }
            Accessible(button).setLabel(name)
        }
    }
}

/// Keyboard shortcuts held by one widget.
@MainActor
package enum Shortcuts {
    /// Makes `key` activate the named action (`window.close`) while focus is within `widget`.
    package static func add(key: Int32, action: String, to widget: some WidgetHandle) {
        let controller = gtk_shortcut_controller_new()!
        let trigger = gtk_keyval_trigger_new(guint(key), GdkModifierType(rawValue: 0))
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))
        gtk_shortcut_controller_add_shortcut(controller, shortcut)  // takes the shortcut
        widget.addController(controller)
    }

    /// Calls `handler` when the keyboard focus leaves `widget` (and its children).
    @discardableResult
    package static func onFocusLeave(of widget: some WidgetHandle, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let controller = gtk_event_controller_focus_new()!
        let connection = Signal.connect(controller, "leave", handler)
        widget.addController(controller)
        return connection
    }
}
