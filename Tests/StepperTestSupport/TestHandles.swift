import CGtk
import CTestShims
import GtkInterop
import StepperDemo

// The GTK handles only the tests use: what they inspect and
// press that the widget libraries and the demo never need.

extension WidgetHandle {
    /// Whether the widget should show a focus ring (focus came from the keyboard).
    package var hasVisibleFocus: Bool { Bool(gboolean: gtk_widget_has_visible_focus(widget)) }

    /// Activates an action by its detailed name (`stepper.increment`), as
    /// `gtk_widget_activate_action` does: the widget's own, or an ancestor's.
    ///
    /// - Returns: Whether the action was found.
    @discardableResult
    package func activateAction(_ name: String) -> Bool {
        Bool(gboolean: gtk_widget_activate_action_variant(widget, name, nil))
    }

    /// Activates the widget as its mnemonic or Enter would (a button's click).
    @discardableResult
    package func activate() -> Bool { Bool(gboolean: gtk_widget_activate(widget)) }

    /// The reading direction the widget lays itself out for (the default,
    /// which follows the locale, unless set on this widget).
    package var textDirection: GtkTextDirection { gtk_widget_get_direction(widget) }

    /// The reading direction of every widget that has none of its own:
    /// GTK takes it from the locale (right to left in Arabic or Hebrew).
    package static var defaultTextDirection: GtkTextDirection {
        get { gtk_widget_get_default_direction() }
        set { gtk_widget_set_default_direction(newValue) }
    }

    /// The toplevel widget holding this one, if it is in a window.
    package var root: Gtk.Widget? {
        gtk_widget_get_root(widget).map { Gtk.Widget(wrapping: UnsafeMutableRawPointer($0)) }
    }

    /// Whether the widget is an instance of `type`.
    package func isInstance(of type: GType) -> Bool { widget.isInstance(of: type) }

    /// The widget's CSS name, such as `button` or `stepper`.
    package var cssName: String { String(cString: gtk_widget_get_css_name(widget)) }
}

extension Gtk.Application {
    /// Whether the app has an action named `name` (without the `app.` prefix).
    package func hasAction(_ name: String) -> Bool {
        g_action_map_lookup_action(actions, name) != nil
    }
}

extension Gtk.Window {
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

    /// The window this one stays above, if any.
    package var transientParent: Gtk.Window? {
        gtk_window_get_transient_for(window).map { Gtk.Window(wrapping: $0) }
    }

    /// Whether the window blocks its parent.
    package var isModal: Bool { Bool(gboolean: gtk_window_get_modal(window)) }
}

extension Gtk.Label {
    /// Creates a label (floating until parented).
    package init(_ text: String = "") {
        self.init(handling: gtk_label_new(text))
    }

    /// Creates a label whose underlined letter (`_Value`) is a mnemonic.
    package init(mnemonic text: String) {
        self.init(handling: gtk_label_new_with_mnemonic(text))
    }

    /// The widget the label's mnemonic activates, and which the label names for assistive tools.
    package func setMnemonicWidget(_ target: some WidgetHandle) {
        gtk_label_set_mnemonic_widget(OpaquePointer(widget), target.widget)
    }
}

extension Gtk.Button {
    /// Creates an empty button (floating until parented).
    package init() { self.init(handling: gtk_button_new()) }

    /// The text on the button, or `nil` when it shows an icon.
    package var title: String? { gtk_button_get_label(widget.cast(to: GtkButton.self)).map { String(cString: $0) } }

    /// The icon on the button, or `nil` when it shows text.
    package var iconName: String? { gtk_button_get_icon_name(widget.cast(to: GtkButton.self)).map { String(cString: $0) } }
}

extension Gtk {
    /// A `GtkBox`: children in a row or a column.
    package struct Box: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a box.
        package init(vertical: Bool = false, spacing: Int = 0) {
            self.init(handling: gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, gint(spacing)))
        }

        /// Adds a child at the end.
        package func append(_ child: some WidgetHandle) { gtk_box_append(widget.cast(to: GtkBox.self), child.widget) }
    }

    /// Any `GtkEditable` (entries, spin buttons, entry rows, steppers).
    package struct Editable: EditableHandle {
        /// The editable widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// A handle on an editable widget.
        package init(_ widget: UnsafeMutablePointer<GtkWidget>) {
            self.init(handling: widget)
        }
    }
}

extension Gtk {
    /// A `GtkSpinButton`, which a stepper's value can be bound to.
    package struct SpinButton: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a spin button over `range`, stepping by 1 (10 a page).
        package init(range: ClosedRange<Int>) {
            self.init(handling: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        }

        /// The value, as the spin button's adjustment holds it (a double).
        package var value: Double {
            get { gtk_spin_button_get_value(widget.opaque) }
            nonmutating set { gtk_spin_button_set_value(widget.opaque, newValue) }
        }

        /// Steps by `steps` (the arrows do 1 or -1).
        package func spin(by steps: Int) {
            gtk_spin_button_spin(widget.opaque, steps >= 0 ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, Double(steps.magnitude))
        }
    }
}

extension Gtk.Text {
    /// Whether the field draws digits at one width (``Gtk/Text/useTabularDigits()``).
    package var usesTabularDigits: Bool {
        guard let attributes = gtk_text_get_attributes(widget.cast(to: GtkText.self)),
              let text = pango_attr_list_to_string(attributes)
        else { return false }
        defer { g_free(text) }
        return String(cString: text).contains(#"font-features "tnum""#)
    }
}

extension ObjectPointer {
    /// Emits a signal without arguments by name, as GTK would (`clicked`, `activate`).
    @MainActor
    package func emit(signalNamed name: String) {
        emit(signal: g_signal_lookup(name, instanceType))
    }

    /// Calls `handler` once the object is finalized; the handler must not touch it.
    @MainActor
    package func onFinalize(_ handler: @escaping @MainActor () -> Void) {
        let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, _ in
            guard let data else { return }
            // A weak reference fires once: the handler is GLib's no more.
            let handler = Unmanaged<FinalizeHandler>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { handler.call() }
        }
        g_object_weak_ref(gObject, notify, Unmanaged.passRetained(FinalizeHandler(call: handler)).toOpaque())
    }

    /// Binds a property of this object to a property of `target` with a
    /// `GBinding`, as C code and `.ui` files do; GLib converts between types
    /// it can transform (such as `gint64` and `gdouble`).
    ///
    /// The binding lives as long as both objects.
    @MainActor
    package func bindProperty(_ name: String, to target: some ObjectPointer, _ targetName: String, bidirectional: Bool) {
        let flags = bidirectional ? SKTEST_BINDING_SYNC_CREATE_BIDIRECTIONAL : SKTEST_BINDING_SYNC_CREATE
        g_object_bind_property(gObject, name, target.gObject, targetName, flags)
    }
}

/// What ``ObjectPointer/onFinalize(_:)`` hands GLib.
private final class FinalizeHandler: @unchecked Sendable {
    let call: @MainActor () -> Void
    init(call: @escaping @MainActor () -> Void) { self.call = call }
}

extension ObjectProperties {
    /// Sets a `gint64` property.
    package static func setInt(_ object: some ObjectPointer, _ name: String, _ number: Int) {
        set(object, name, FundamentalType.int64) { $0.int64 = number }
    }

    /// Reads a `gint64` property.
    package static func int(_ object: some ObjectPointer, _ name: String) -> Int {
        get(object, name, FundamentalType.int64) { $0.int64 }
    }

    /// Sets a boolean property.
    package static func setBool(_ object: some ObjectPointer, _ name: String, _ flag: Bool) {
        set(object, name, FundamentalType.boolean) { $0.bool = flag }
    }

    /// Sets a `GdkRGBA` property; `nil` sets NULL.
    package static func setRGBA(_ object: some ObjectPointer, _ name: String, _ color: GdkRGBA?) {
        set(object, name, gdk_rgba_get_type()) { $0.rgba = color }
    }

    /// Reads a `GdkRGBA` property.
    package static func rgba(_ object: some ObjectPointer, _ name: String) -> GdkRGBA? {
        get(object, name, gdk_rgba_get_type()) { $0.rgba }
    }

    /// The names of the properties a type has that `owner` installed, in id
    /// order (GTK Inspector's view of a class).
    package static func names(ofType type: GType, ownedBy owner: GType) -> [String] {
        // A static type's class, once made, lives as long as the process.
        let klass = g_type_class_peek(type) ?? g_type_class_ref(type)
        var count: guint = 0
        guard let list = g_object_class_list_properties(klass?.assumingMemoryBound(to: GObjectClass.self), &count) else {
            return []
        }
        defer { g_free(list) }
        return (0..<Int(count)).compactMap { list[$0] }
            .filter { $0.pointee.owner_type == owner }
            .sorted { $0.pointee.param_id < $1.pointee.param_id }
            .map { String(cString: g_param_spec_get_name($0)) }
    }
}

/// Why a test could not make what it needs from GTK.
package struct SetupError: Error, CustomStringConvertible {
    /// What GTK refused.
    package var description: String
}

/// A new adjustment, owned by the caller (not floating), that holds these
/// numbers as GtkBuilder or `g_object_new` would give them: set one at a time,
/// so that it may hold what `gtk_adjustment_new` refuses on GTK 4.22 and later
/// (a lower bound and page size above the upper bound), as any adjustment can
/// come to hold through its setters.
///
/// - Throws: ``SetupError`` when GTK makes no adjustment: the test fails, not the run.
@MainActor
package func makeAdjustment(
    value: Double, lower: Double, upper: Double, step: Double = 1, page: Double = 10, pageSize: Double = 0
) throws -> UnsafeMutablePointer<GtkAdjustment> {
    guard let adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0) else {
        throw SetupError(description: "gtk_adjustment_new returned NULL for an empty adjustment")
    }
    g_object_ref_sink(adjustment)
    gtk_adjustment_set_lower(adjustment, lower)
    gtk_adjustment_set_upper(adjustment, upper)
    gtk_adjustment_set_step_increment(adjustment, step)
    gtk_adjustment_set_page_increment(adjustment, page)
    gtk_adjustment_set_page_size(adjustment, pageSize)
    gtk_adjustment_set_value(adjustment, value)
    return adjustment
}
