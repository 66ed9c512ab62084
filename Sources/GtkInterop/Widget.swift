import CGtk
import CGtkShims

/// Thin, non-owning handles on GTK objects.
///
/// A handle is a typed pointer: copying it neither references nor releases the
/// object. Whoever parents a widget owns it (GTK's rules); ``ObjectReference``
/// holds an object from Swift.
@MainActor
package enum Gtk {}

/// Anything that is a `GtkWidget`.
@MainActor
package protocol WidgetHandle {
    /// The widget.
    var widget: UnsafeMutablePointer<GtkWidget> { get }

    /// A handle on a widget of the handle's kind.
    init(handling widget: UnsafeMutablePointer<GtkWidget>)
}

/// A signal without arguments or result that widgets emit, by name.
package struct WidgetSignal: Sendable {
    /// The signal's name.
    package let name: String

    /// A button was clicked (pointer, keyboard or assistive tool).
    package static let clicked = WidgetSignal(name: "clicked")
    /// An editable's text changed.
    package static let changed = WidgetSignal(name: "changed")
    /// Enter was pressed in a field.
    package static let activate = WidgetSignal(name: "activate")
    /// A spin button's value changed (arrows, keys, accepted text, code).
    package static let valueChanged = WidgetSignal(name: "value-changed")
}

extension WidgetHandle {
    /// Calls `handler` each time the widget emits `signal`.
    @discardableResult
    package func on(_ signal: WidgetSignal, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(widget, signal.name, handler)
    }

    /// A handle on an existing widget of this kind (one GtkBuilder made, a child).
    package init(wrapping pointer: some ObjectPointer) {
        self.init(handling: pointer.gtkWidget)
    }
}

extension Gtk {
    /// Any widget, without its specific API.
    package struct Widget: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// A handle on a widget pointer.
        package init(_ widget: UnsafeMutablePointer<GtkWidget>) {
            self.widget = widget
        }
    }
}

extension WidgetHandle {
    /// The widget as a plain ``Gtk/Widget`` handle.
    package var asWidget: Gtk.Widget { Gtk.Widget(widget) }

    /// Makes this widget a child of `parent` (for custom widgets' own children).
    package func setParent(_ parent: some WidgetHandle) { gtk_widget_set_parent(widget, parent.widget) }

    /// Removes this widget from the custom widget that parented it.
    package func unparent() { gtk_widget_unparent(widget) }

    /// Adds a CSS style class.
    package func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Removes a CSS style class.
    package func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Adds or removes a CSS style class.
    package func setCSSClass(_ name: String, present: Bool) {
        if present { addCSSClass(name) } else { removeCSSClass(name) }
    }

    /// Whether the widget has a CSS style class.
    package func hasCSSClass(_ name: String) -> Bool { Bool(gboolean: gtk_widget_has_css_class(widget, name)) }

    /// Whether the widget reacts to input (its own setting, not its parents').
    package var isSensitive: Bool {
        get { Bool(gboolean: gtk_widget_get_sensitive(widget)) }
        nonmutating set { gtk_widget_set_sensitive(widget, newValue.gboolean) }
    }

    /// Whether the widget can take keyboard focus.
    package var isFocusable: Bool {
        get { Bool(gboolean: gtk_widget_get_focusable(widget)) }
        nonmutating set { gtk_widget_set_focusable(widget, newValue.gboolean) }
    }

    /// Whether the widget or anything in it can take the keyboard focus at all.
    package var canFocus: Bool {
        get { Bool(gboolean: gtk_widget_get_can_focus(widget)) }
        nonmutating set { gtk_widget_set_can_focus(widget, newValue.gboolean) }
    }

    /// Whether clicking the widget gives it focus.
    package var focusesOnClick: Bool {
        get { Bool(gboolean: gtk_widget_get_focus_on_click(widget)) }
        nonmutating set { gtk_widget_set_focus_on_click(widget, newValue.gboolean) }
    }

    /// Whether the widget has the keyboard focus (and its window is active or not).
    package var hasFocus: Bool { Bool(gboolean: gtk_widget_has_focus(widget)) }

    /// Moves the keyboard focus to the widget.
    @discardableResult
    package func grabFocus() -> Bool { Bool(gboolean: gtk_widget_grab_focus(widget)) }

    /// Whether the widget is shown when its parent is.
    package var isVisible: Bool {
        get { Bool(gboolean: gtk_widget_get_visible(widget)) }
        nonmutating set { gtk_widget_set_visible(widget, newValue.gboolean) }
    }

    /// Whether the widget expands horizontally.
    package var expandsHorizontally: Bool {
        get { Bool(gboolean: gtk_widget_get_hexpand(widget)) }
        nonmutating set { gtk_widget_set_hexpand(widget, newValue.gboolean) }
    }

    /// Vertical alignment within the space given.
    package var verticalAlignment: GtkAlign {
        get { gtk_widget_get_valign(widget) }
        nonmutating set { gtk_widget_set_valign(widget, newValue) }
    }

    /// Horizontal alignment within the space given.
    package var horizontalAlignment: GtkAlign {
        get { gtk_widget_get_halign(widget) }
        nonmutating set { gtk_widget_set_halign(widget, newValue) }
    }

    /// Sets the margins on all four sides.
    package func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widget, gint(margin))
        gtk_widget_set_margin_bottom(widget, gint(margin))
        gtk_widget_set_margin_start(widget, gint(margin))
        gtk_widget_set_margin_end(widget, gint(margin))
    }

    /// The allocated width.
    package var width: Int { Int(gtk_widget_get_width(widget)) }

    /// The allocated height.
    package var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Asks for the widget to be measured and laid out again (its content's size changed).
    package func queueResize() { gtk_widget_queue_resize(widget) }

    /// The tooltip text, or `nil` for none.
    package var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        nonmutating set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Schedules a redraw.
    package func queueDraw() { gtk_widget_queue_draw(widget) }

    /// Rings the error bell (a key that cannot act).
    package func errorBell() { gtk_widget_error_bell(widget) }

    /// The widget's state flags (hover, active, focus within…).
    package var stateFlags: GtkStateFlags { gtk_widget_get_state_flags(widget) }

    /// Adds or removes state flags such as `GTK_STATE_FLAG_ACTIVE`.
    package func setStateFlags(_ flags: GtkStateFlags, on: Bool) {
        if on {
            gtk_widget_set_state_flags(widget, flags, 0)
        } else {
            gtk_widget_unset_state_flags(widget, flags)
        }
    }

    /// Attaches an event controller; the widget takes ownership of it.
    package func addController(_ controller: OpaquePointer) {
        gtk_widget_add_controller(widget, controller)
    }

    /// The widget's bounds in the coordinates of `ancestor`, if both are laid out.
    package func bounds(in ancestor: some WidgetHandle) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widget, &rect) != 0 else { return nil }
        return rect
    }

    /// The first child widget, if any.
    package var firstChild: Gtk.Widget? { gtk_widget_get_first_child(widget).map { Gtk.Widget($0) } }

    /// The next sibling widget, if any.
    package var nextSibling: Gtk.Widget? { gtk_widget_get_next_sibling(widget).map { Gtk.Widget($0) } }

    /// The parent widget, if any.
    package var parent: Gtk.Widget? { gtk_widget_get_parent(widget).map { Gtk.Widget($0) } }

    /// All descendants, depth first, this widget excluded.
    package var descendants: [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        var child = firstChild
        while let current = child {
            result.append(current)
            result += current.descendants
            child = current.nextSibling
        }
        return result
    }

    /// Makes this widget the first child of `parent`.
    package func setParentAsFirstChild(_ parent: some WidgetHandle) { gtk_widget_insert_after(widget, parent.widget, nil) }

    /// Moves this child of `parent` to just after `previous`.
    package func insert(after previous: some WidgetHandle, in parent: some WidgetHandle) {
        gtk_widget_insert_after(widget, parent.widget, previous.widget)
    }

    /// Puts this child in a cell of its parent's grid layout (for custom widgets laid out by a `GtkGridLayout`).
    package func place(column: Int, row: Int) {
        guard let parent = gtk_widget_get_parent(widget), let layout = gtk_widget_get_layout_manager(parent),
              let cell = gtk_layout_manager_get_layout_child(layout, widget)
        else { return }
        gtk_grid_layout_child_set_column(OpaquePointer(cell), gint(column))
        gtk_grid_layout_child_set_row(OpaquePointer(cell), gint(row))
    }

    /// Whether this widget lies inside `ancestor` (at any depth).
    package func isDescendant(of ancestor: some WidgetHandle) -> Bool {
        Bool(gboolean: gtk_widget_is_ancestor(widget, ancestor.widget))
    }

    /// Whether this widget is `other` or lies inside it.
    package func isWithin(_ other: some WidgetHandle) -> Bool {
        widget == other.widget || isDescendant(of: other)
    }

    /// The deepest sensitive widget at a point in this widget's coordinates,
    /// as a press there would reach it; `nil` outside the widget.
    package func pick(x: Double, y: Double) -> Gtk.Widget? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).map(Gtk.Widget.init(handling:))
    }

    /// The colour the widget's text is drawn in, as the stylesheets compute it.
    package var textColor: GdkRGBA {
        var color = GdkRGBA()
        skshim_widget_get_color(widget, &color)
        return color
    }

    /// The widget's type name, such as `GtkButton`.
    package var typeName: String { String(cString: g_type_name(widget.instanceType)) }
}
