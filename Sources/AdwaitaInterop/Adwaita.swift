import CAdw
import CAdwShims
import CGtk
import GtkInterop

// Thin, non-owning handles on libadwaita's widgets, like GtkInterop's `Gtk`
// handles: a handle is a typed pointer, and whoever parents a widget owns it.
// Kept out of GtkInterop so that an app using only StepperGtk never links libadwaita.

/// libadwaita's widgets and services.
@MainActor
package enum Adw {
    /// Initialises libadwaita (its types, styles and icons); harmless twice.
    package static func initialize() { adw_init() }

    /// The GType of `AdwActionRow`, the parent of StepperKit's row type.
    package static var actionRowType: GType { adw_action_row_get_type() }
}

extension Adw {
    /// Any `AdwPreferencesRow`: every row has a title.
    package protocol Row: WidgetHandle {}

    /// An `AdwActionRow`: a title, a subtitle and widgets at its end.
    package struct ActionRow: Row {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        private var row: UnsafeMutablePointer<AdwActionRow> { widget.cast(to: AdwActionRow.self) }

        /// Creates a row.
        package init() { self.init(handling: adw_action_row_new()) }

        /// The subtitle, or `nil` for none.
        package var subtitle: String? {
            get { adw_action_row_get_subtitle(row).map { String(cString: $0) } }
            nonmutating set { adw_action_row_set_subtitle(row, newValue) }
        }

        /// Adds a widget at the end of the row.
        package func addSuffix(_ child: some WidgetHandle) { adw_action_row_add_suffix(row, child.widget) }

        /// The widget a click on the row (or its mnemonic) activates, which also makes the row activatable.
        package var activatableWidget: Gtk.Widget? {
            get { adw_action_row_get_activatable_widget(row).map { Gtk.Widget($0) } }
            nonmutating set { adw_action_row_set_activatable_widget(row, newValue?.widget) }
        }

        /// The label that shows the title (part of the row's template).
        package var titleLabel: Gtk.Widget? { label(ofClass: "title") }

        /// The label that shows the subtitle (part of the row's template).
        package var subtitleLabel: Gtk.Widget? { label(ofClass: "subtitle") }

        private func label(ofClass name: String) -> Gtk.Widget? {
            descendants.first { $0.typeName == "GtkLabel" && $0.hasCSSClass(name) }
        }

        /// Calls `handler` after the subtitle changes.
        @discardableResult
        package func onSubtitleChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
            Signal.connectNotify(widget, property: "subtitle", handler)
        }
    }

    /// An `AdwEntryRow`: a title and one line of text to edit.
    package struct EntryRow: Row, EditableHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a row whose edits apply as they are typed (no apply button).
        package init() {
            self.init(handling: adw_entry_row_new())
            adw_entry_row_set_show_apply_button(widget.cast(to: AdwEntryRow.self), 0)
        }

    }

    /// An `AdwComboRow`: a title, a subtitle, and one choice from a list.
    package struct ComboRow: Row {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
        private var row: UnsafeMutablePointer<AdwComboRow> { widget.cast(to: AdwComboRow.self) }

        /// Creates a row choosing among `choices`, shown as given.
        package init(choices: [String]) {
            self.init(handling: adw_combo_row_new())
            let list = gtk_string_list_new(nil)
            for choice in choices { gtk_string_list_append(list, choice) }
            adw_combo_row_set_model(row, list)
            g_object_unref(UnsafeMutableRawPointer(list))  // the row keeps its own reference
            if let factory = Self.namedChoicesFactory() {
                // The row shows the choice made, and lists the choices, with it.
                adw_combo_row_set_factory(row, factory)
                g_object_unref(UnsafeMutableRawPointer(factory))  // the row keeps its own reference
            }
        }

        /// A factory for the popover's list whose items a screen reader can name:
        /// libadwaita 1.2's own leaves them without a name on GTK 4.8.
        private static func namedChoicesFactory() -> OpaquePointer? {
            guard let factory = gtk_signal_list_item_factory_new() else { return nil }
            Signal.connectPointerArgument(factory, "setup") { item in
                guard let item else { return }
                let label = gtk_label_new(nil)
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_list_item_set_child(OpaquePointer(item), label)
            }
            Signal.connectPointerArgument(factory, "bind") { item in
                guard let item, let child = gtk_list_item_get_child(OpaquePointer(item)),
                      let object = gtk_list_item_get_item(OpaquePointer(item)),
                      let text = gtk_string_object_get_string(OpaquePointer(object))
                else { return }
                gtk_label_set_text(OpaquePointer(child), text)
                // The row the list shows the child in is what a screen reader lands on.
                if let row = gtk_widget_get_parent(child) {
                    Accessible(Gtk.Widget(row)).setLabel(String(cString: text))
                }
            }
            return factory
        }

        /// The subtitle, or `nil` for none.
        package var subtitle: String? {
            get { adw_action_row_get_subtitle(widget.cast(to: AdwActionRow.self)).map { String(cString: $0) } }
            nonmutating set { adw_action_row_set_subtitle(widget.cast(to: AdwActionRow.self), newValue) }
        }

        /// The position of the choice made.
        package var selected: Int {
            get { Int(adw_combo_row_get_selected(row)) }
            nonmutating set { adw_combo_row_set_selected(row, guint(newValue)) }
        }

        /// Calls `handler` after the choice changes.
        @discardableResult
        package func onSelected(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
            Signal.connectNotify(widget, property: "selected", handler)
        }
    }

    /// An `AdwPreferencesGroup`: a titled, boxed list of rows.
    package struct PreferencesGroup: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a group.
        package init(title: String, description: String? = nil) {
            self.init(handling: adw_preferences_group_new())
            adw_preferences_group_set_title(widget.cast(to: AdwPreferencesGroup.self), title)
            if let description { adw_preferences_group_set_description(widget.cast(to: AdwPreferencesGroup.self), description) }
        }

        /// Adds a row to the list, or any other widget below it.
        package func add(_ child: some WidgetHandle) { adw_preferences_group_add(widget.cast(to: AdwPreferencesGroup.self), child.widget) }
    }

    /// An `AdwPreferencesPage`: groups on a scrolling page.
    package struct PreferencesPage: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a page.
        package init() { self.init(handling: adw_preferences_page_new()) }

        /// Adds a group.
        package func add(_ group: PreferencesGroup) { adw_preferences_page_add(widget.cast(to: AdwPreferencesPage.self), group.widget.cast(to: AdwPreferencesGroup.self)) }
    }

    /// A dialog the way this libadwaita presents one: an `AdwDialog` (an
    /// adaptive dialog over its parent, the way GNOME 48 apps show them) on
    /// libadwaita 1.5 and later, a modal window transient for its parent before.
    package protocol Dialog: WidgetHandle {}

    /// The preferences: an `AdwPreferencesDialog` on libadwaita 1.5 and later,
    /// an `AdwWindow` with a header bar over the page (hidden, not destroyed,
    /// when closed) before. Not an `AdwPreferencesWindow`: libadwaita 1.2's
    /// never lets go of its groups.
    package struct Preferences: Dialog {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates preferences without search (a handful of rows need none).
        package init() { self.init(handling: skshim_preferences_new()) }

        /// Adds a page.
        package func add(_ page: PreferencesPage) { skshim_preferences_add(widget, page.widget.cast(to: AdwPreferencesPage.self)) }
    }

    /// Whether dialogs are `AdwDialog`s (libadwaita 1.5 and later) rather than windows.
    package static var dialogsAreAdaptive: Bool { Bool(gboolean: skshim_dialogs_are_adaptive()) }
}

extension Adw.Row {
    /// The title; with ``usesUnderline``, an underlined letter (`_Value`) is its mnemonic.
    package var title: String {
        get { String(cString: adw_preferences_row_get_title(widget.cast(to: AdwPreferencesRow.self))) }
        nonmutating set { adw_preferences_row_set_title(widget.cast(to: AdwPreferencesRow.self), newValue) }
    }

    /// Whether an underscore in the title marks its mnemonic.
    package var usesUnderline: Bool {
        get { Bool(gboolean: adw_preferences_row_get_use_underline(widget.cast(to: AdwPreferencesRow.self))) }
        nonmutating set { adw_preferences_row_set_use_underline(widget.cast(to: AdwPreferencesRow.self), newValue.gboolean) }
    }
}

extension Adw.Dialog {
    /// The title, which the window or the dialog's header bar shows (both have the property).
    package var title: String {
        get { ObjectProperties.string(widget, "title") ?? "" }
        nonmutating set { ObjectProperties.setString(widget, "title", newValue) }
    }

    /// The size the content starts at.
    package func setSize(width: Int, height: Int) { skshim_dialog_set_size(widget, gint(width), gint(height)) }

    /// Shows the dialog over `parent`'s window, which it blocks while open; on its own without one.
    package func present(over parent: (some WidgetHandle)?) { skshim_dialog_present(widget, parent?.widget) }

    /// Stops blocking the window it was presented over and lets go of it
    /// (a window's transient parent; an `AdwDialog` keeps none).
    package func letGoOfParent() {
        guard !Adw.dialogsAreAdaptive else { return }
        gtk_window_set_transient_for(widget.cast(to: GtkWindow.self), nil)
        gtk_window_set_modal(widget.cast(to: GtkWindow.self), 0)
    }

    /// Closes the dialog, as its close button or Escape would.
    package func close() { skshim_dialog_close(widget, 0) }

    /// Closes the dialog at once, without an animation, for good: its owner is going.
    package func dismiss() { skshim_dialog_close(widget, 1) }

    /// Whether the dialog is open.
    package var isOpen: Bool { Bool(gboolean: skshim_dialog_is_open(widget)) }

    /// Calls `handler` each time the dialog has closed (an `AdwDialog`'s
    /// `closed`; a window's unmap, as it is hidden or destroyed).
    @discardableResult
    package func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(widget, String(cString: skshim_dialog_closed_signal()), handler)
    }
}
