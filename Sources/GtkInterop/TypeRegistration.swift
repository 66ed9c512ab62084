import CGtk
import CGtkShims

// Defining a GObject type from Swift: register it with GLib, then fill in its
// class struct (vfuncs, properties, signals, shortcuts) from class_init. The
// instance struct is GtkWidget followed by one pointer to the Swift state, the
// layout a C `struct { GtkWidget parent; gpointer state; }` would have.

/// Registers and describes GtkWidget subclasses defined in Swift.
@MainActor
package enum WidgetType {
    /// Registers a static GtkWidget subclass whose instances carry one extra pointer.
    ///
    /// - Returns: The new type, or 0 when GLib refused (a name already taken).
    package static func register(
        name: String,
        classInit: GClassInitFunc,
        instanceInit: GInstanceInitFunc
    ) -> GType {
        MainThread.note()
        var info = GTypeInfo(
            class_size: guint16(MemoryLayout<GtkWidgetClass>.size),
            base_init: nil,
            base_finalize: nil,
            class_init: classInit,
            class_finalize: nil,
            class_data: nil,
            instance_size: guint16(MemoryLayout<GtkWidget>.size + MemoryLayout<UnsafeMutableRawPointer>.size),
            n_preallocs: 0,
            instance_init: instanceInit,
            value_table: nil)
        return g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }

    /// The type registered under `name`, or 0.
    package static func named(_ name: String) -> GType { g_type_from_name(name) }

    /// The Swift-state pointer stored after the GtkWidget part of an instance.
    package static func statePointer(of instance: some ObjectPointer) -> UnsafeMutableRawPointer? {
        (instance.rawObject + MemoryLayout<GtkWidget>.size).load(as: UnsafeMutableRawPointer?.self)
    }

    /// Stores the Swift-state pointer of an instance.
    package static func setStatePointer(_ state: UnsafeMutableRawPointer?, of instance: some ObjectPointer) {
        (instance.rawObject + MemoryLayout<GtkWidget>.size).storeBytes(of: state, as: UnsafeMutableRawPointer?.self)
    }

    /// Creates an instance of `type` with every property at its default.
    package static func newInstance(of type: GType) -> UnsafeMutablePointer<GtkWidget> {
        g_object_new_with_properties(type, 0, nil, nil).gtkWidget
    }
}

/// The class struct of a widget type, as class_init sees it.
@MainActor
package struct WidgetClass {
    /// The class struct.
    package let pointer: UnsafeMutablePointer<GtkWidgetClass>

    /// Wraps the `klass` argument of class_init.
    package init(_ klass: UnsafeMutableRawPointer) {
        pointer = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    }

    /// The class struct of a registered widget type (made on first use, kept for the process).
    package static func of(type: GType) -> WidgetClass {
        // A static type's class, once made, lives as long as the process.
        WidgetClass(g_type_class_peek(type) ?? g_type_class_ref(type))
    }

    private var objectClass: UnsafeMutablePointer<GObjectClass> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObjectClass.self)
    }

    /// The parent class struct, for chaining up.
    package var parent: UnsafeMutablePointer<GtkWidgetClass> {
        g_type_class_peek_parent(pointer).assumingMemoryBound(to: GtkWidgetClass.self)
    }

    /// Overrides `GObjectClass.dispose`, `finalize`, `constructed`, `set_property` and `get_property`.
    package func overrideObjectMethods(
        dispose: @escaping @convention(c) (UnsafeMutablePointer<GObject>?) -> Void,
        finalize: @escaping @convention(c) (UnsafeMutablePointer<GObject>?) -> Void,
        constructed: @escaping @convention(c) (UnsafeMutablePointer<GObject>?) -> Void,
        setProperty: @escaping @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?) -> Void,
        getProperty: @escaping @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?) -> Void
    ) {
        objectClass.pointee.dispose = dispose
        objectClass.pointee.finalize = finalize
        objectClass.pointee.constructed = constructed
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
    }

    /// Overrides `GtkWidgetClass.snapshot` and `unmap`.
    package func overrideWidgetMethods(
        snapshot: @escaping @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void,
        unmap: @escaping @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void
    ) {
        pointer.pointee.snapshot = snapshot
        pointer.pointee.unmap = unmap
    }

    /// Installs properties; their ids are their positions plus one.
    package func installProperties(_ specs: [UnsafeMutablePointer<GParamSpec>]) {
        // Index 0 is reserved by GObject and must be NULL.
        var table: [UnsafeMutablePointer<GParamSpec>?] = [nil] + specs
        g_object_class_install_properties(objectClass, guint(table.count), &table)
    }

    /// Every property of the class and its ancestors.
    package var propertySpecs: [UnsafeMutablePointer<GParamSpec>] {
        var count: guint = 0
        guard let list = g_object_class_list_properties(objectClass, &count) else { return [] }
        defer { g_free(list) }
        return (0..<Int(count)).compactMap { list[$0] }
    }

    /// Creates a `RUN_LAST` signal without arguments or return value.
    package func addSignal(named name: String, type: GType) -> guint {
        let id = g_signal_newv(
            name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, g_cclosure_marshal_VOID__VOID,
            FundamentalType.none, 0, nil)
        // The va_list marshaller spares g_signal_emit the generic GValue path.
        sk_signal_use_void_va_marshaller(id, type)
        return id
    }

    /// Uses a horizontal `GtkBoxLayout` for the children.
    package func useBoxLayout() { gtk_widget_class_set_layout_manager_type(pointer, gtk_box_layout_get_type()) }

    /// Sets the CSS node name of instances.
    package func setCSSName(_ name: String) { gtk_widget_class_set_css_name(pointer, name) }

    /// Sets the accessible role of instances.
    package func setAccessibleRole(_ role: GtkAccessibleRole) { gtk_widget_class_set_accessible_role(pointer, role) }

    /// Adds a keyboard shortcut that calls `callback` with `code` as its user data.
    ///
    /// - Parameters:
    ///   - keyval: A GDK key value such as `GDK_KEY_Up`.
    ///   - modifiers: Modifier keys that must be held, such as `GDK_CONTROL_MASK`.
    ///   - code: A non-zero number passed back to the callback.
    package func addShortcut(
        keyval: Int32, modifiers: GdkModifierType = GdkModifierType(rawValue: 0), code: Int,
        callback: @escaping @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean
    ) {
        let trigger = gtk_keyval_trigger_new(guint(keyval), modifiers)
        let action = gtk_callback_action_new(callback, UnsafeMutableRawPointer(bitPattern: code), nil)
        let shortcut = gtk_shortcut_new(trigger, action)  // takes both
        gtk_widget_class_add_shortcut(pointer, shortcut)
        g_object_unref(UnsafeMutableRawPointer(shortcut))
    }
}

/// Makes GObject property specifications (pspecs).
@MainActor
package enum ParamSpec {
    /// Read-write, set at construction, notified explicitly by the owner.
    private static var flags: GParamFlags {
        GParamFlags(G_PARAM_READWRITE.rawValue | G_PARAM_CONSTRUCT.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
    }

    /// A `gint64` property over the whole range of `Int`.
    package static func int64(
        _ name: String, nick: String, blurb: String, defaultValue: Int
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_int64(name, nick, blurb, Int.min, Int.max, defaultValue, flags)
    }

    /// A `gboolean` property.
    package static func boolean(
        _ name: String, nick: String, blurb: String, defaultValue: Bool
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_boolean(name, nick, blurb, defaultValue.gboolean, flags)
    }

    /// A string property.
    package static func string(
        _ name: String, nick: String, blurb: String, defaultValue: String
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_string(name, nick, blurb, defaultValue, flags)
    }

    /// A `GdkRGBA` property (GtkBuilder parses colour names and `#rrggbb` for it).
    package static func rgba(
        _ name: String, nick: String, blurb: String
    ) -> UnsafeMutablePointer<GParamSpec> {
        g_param_spec_boxed(name, nick, blurb, gdk_rgba_get_type(), flags)
    }
}

/// A property specification, read.
@MainActor
package struct PropertySpec {
    /// The pspec.
    package let pointer: UnsafeMutablePointer<GParamSpec>

    /// Wraps a pspec.
    package init(_ pointer: UnsafeMutablePointer<GParamSpec>) {
        self.pointer = pointer
    }

    /// The canonical name, such as `minimum-value`.
    package var name: String { String(cString: g_param_spec_get_name(pointer)) }
    /// The short human name.
    package var nick: String { String(cString: g_param_spec_get_nick(pointer)) }
    /// The one-line human description.
    package var blurb: String { g_param_spec_get_blurb(pointer).map { String(cString: $0) } ?? "" }
    /// The type of the values the property holds.
    package var valueType: GType { pointer.pointee.value_type }
    /// The type that installed the property.
    package var ownerType: GType { pointer.pointee.owner_type }
    /// The property id within its owner: the order it was installed in.
    package var id: UInt32 { pointer.pointee.param_id }

    /// The bounds of a `gint64` property.
    package var int64Range: ClosedRange<Int>? {
        guard valueType == FundamentalType.int64 else { return nil }
        let spec = UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GParamSpecInt64.self)
        return spec.pointee.minimum...spec.pointee.maximum
    }
}

extension ObjectPointer {
    /// Emits `notify` for a property.
    @MainActor
    package func notify(_ spec: UnsafeMutablePointer<GParamSpec>) {
        g_object_notify_by_pspec(gObject, spec)
    }

    /// Holds back `notify` emissions until ``thawNotifications()``, merging repeats.
    @MainActor
    package func freezeNotifications() { g_object_freeze_notify(gObject) }

    /// Emits the `notify` signals held back since ``freezeNotifications()``.
    @MainActor
    package func thawNotifications() { g_object_thaw_notify(gObject) }

    /// Emits a signal that has no arguments, keeping the instance alive meanwhile.
    @MainActor
    package func emit(signal id: guint) {
        g_object_ref(rawObject)
        sk_signal_emit_plain(rawObject, id)
        g_object_unref(rawObject)
    }

    /// Emits a signal without arguments by name, as GTK would (`clicked`, `activate`).
    @MainActor
    package func emit(signalNamed name: String) {
        sk_signal_emit_by_name_plain(rawObject, name)
    }

    /// Takes one reference to the object.
    package func ref() { g_object_ref(rawObject) }

    /// Drops one reference to the object.
    package func unref() { g_object_unref(rawObject) }

    /// Sets a property through GObject, as GtkBuilder or C code would.
    @MainActor
    package func setProperty(_ name: String, _ value: UnsafePointer<GValue>) {
        g_object_set_property(gObject, name, value)
    }

    /// Reads a property through GObject into `value`, which must be initialised to its type.
    @MainActor
    package func getProperty(_ name: String, into value: UnsafeMutablePointer<GValue>) {
        g_object_get_property(gObject, name, value)
    }

    /// Calls `handler` once the object is finalized; the handler must not touch it.
    @MainActor
    package func onFinalize(_ handler: @escaping @MainActor () -> Void) {
        MainThread.note()
        let box = ClosureBox(handler)
        let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, _ in
            MainThread.check()
            ClosureBox<@MainActor () -> Void>.with(data) { unsafeBitCast($0, to: (() -> Void).self)() }
            // A weak reference fires once: the box is GLib's no more.
            Unmanaged<HandlerBox>.fromOpaque(data.unsafelyUnwrapped).release()
        }
        g_object_weak_ref(gObject, notify, box.retainedPointer())
    }
}
