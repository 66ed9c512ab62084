import CGtk
import CGtkShims

// Defining a GTK widget type in Swift, as G_DEFINE_FINAL_TYPE and a class_init
// do in C: the type is registered, its class struct filled (vfuncs,
// properties, signals, actions, shortcuts), and every instance gets one
// pointer more than its parent's, to its Swift state: an object of the type's
// implementation, made by instance_init and released by finalize.
//
// As in gtk-rs, the vfuncs come in protocols, one per class or interface
// (ObjectImplementation, SnapshotImplementation, ButtonImplementation,
// EditableImplementation...), and each vfunc is written twice: its
// requirement, and its C trampoline. class_init installs the trampolines of
// the protocols the implementation conforms to and no others, so the
// parent's vfuncs serve for the rest. The trampolines are shared by every
// type defined here: each finds the instance's state and calls it as the
// protocol it was installed for. Event controllers are connected per
// instance, as in C (Controls.swift).

/// The Swift state of one instance of a widget type defined with ``WidgetSubclass``.
@MainActor
package protocol WidgetImplementation: AnyObject {
    /// Makes the state of a new instance, as instance_init does: children, controllers.
    init(widget: UnsafeMutablePointer<GtkWidget>)
}

/// GObject's vfuncs: construction, teardown and properties.
@MainActor
package protocol ObjectImplementation: WidgetImplementation {
    /// Called once every construct property is set (GObject's `constructed`).
    func constructed()
    /// Lets go of children, timers and models (GObject's `dispose`, which may come twice).
    func dispose()
    /// The value of the property whose GObject id is `id`, one of the type's
    /// ``PropertyDefinition/id``s, of the property's type; `nil` leaves the
    /// property's default (an instance already disposed).
    func property(_ id: Int) -> PropertyValue?
    /// Sets the property whose GObject id is `id` to `value`, of the property's
    /// type, as GObject hands it over (`g_object_set`, GtkBuilder, bindings).
    func setProperty(_ id: Int, to value: PropertyValue)
}

/// GtkWidget's `snapshot`: drawing beneath the children.
@MainActor
package protocol SnapshotImplementation: WidgetImplementation {
    /// Draws beneath the children (before GtkWidget's `snapshot` chains up).
    func snapshot(_ snapshot: Snapshot)
}

/// GtkWidget's `measure`, for a type without a layout manager.
@MainActor
package protocol MeasureImplementation: WidgetImplementation {
    /// The widget's least and natural size along `orientation` when the
    /// other dimension is `forSize` (-1: any), and its text baseline from the
    /// top (vertical only; -1 for none).
    func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int)
}

/// GtkWidget's notifications of its own state: leaving the screen, the focus
/// moving among its children, its state flags.
@MainActor
package protocol WidgetStateImplementation: WidgetImplementation {
    /// The widget leaves the screen (before GtkWidget's `unmap` chains up).
    func unmap()
    /// The child on the way to the keyboard focus changed from `previous`
    /// (after GtkWidget's `set_focus_child` chains up): to `nil` once the
    /// focus left every child, for the widget itself or for another widget.
    /// GTK may pass through `nil` on the way from one child to another.
    func focusChildChanged(from previous: Gtk.Widget?, to child: Gtk.Widget?)
    /// The widget's state flags changed from `previous` (after GtkWidget's
    /// `state_flags_changed` chains up), such as `GTK_STATE_FLAG_FOCUS_WITHIN`.
    func stateFlagsChanged(from previous: GtkStateFlags)
}

/// GtkButton's `clicked`, for a type derived from `GtkButton`: a click by
/// pointer, keyboard or assistive tool, before any connected handler.
@MainActor
package protocol ButtonImplementation: WidgetImplementation {
    /// The button was clicked.
    func clicked()
}

/// `GtkEditable`, implemented by forwarding to a delegate as GtkSpinButton
/// does; its properties are installed after the type's own, and the delegate
/// is let go of in `dispose`, before the implementation's.
@MainActor
package protocol EditableImplementation: ObjectImplementation {
    /// The widget whose text the type forwards to (a `GtkText`), from instance init until dispose.
    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { get }
}

/// `GtkAccessibleRange`: a value between bounds, which GTK 4.10 and later
/// gives AT-SPI's Value interface (its bounds and value are the accessible
/// `VALUE_MIN`, `VALUE_MAX` and `VALUE_NOW` properties). GTK 4.8 has no such
/// interface; there the type implements nothing more
/// (``Accessible/valuesReachAssistiveTools``).
@MainActor
package protocol AccessibleRangeImplementation: WidgetImplementation {
    /// An assistive tool set the value (AT-SPI Value's `CurrentValue`), as if
    /// the user had; a value the widget cannot take (NaN) it ignores.
    ///
    /// GTK hears "handled" whatever happens, as from GtkSpinButton: GTK 4.18
    /// passes a refusal on to GDBus without an error, and GIO then aborts the
    /// process (found by the hostile AT-SPI test).
    func setAccessibleValue(_ value: Double)
}

/// A property of a widget type defined in Swift: what its GParamSpec says.
package struct PropertyDefinition: Sendable {
    /// The kinds of value, each with its GObject type and default.
    package enum Kind: Sendable {
        /// A `gint64` within `range`.
        case int64(range: ClosedRange<Int>, defaultValue: Int)
        /// A `gboolean`.
        case boolean(defaultValue: Bool)
        /// A string.
        case string(defaultValue: String?)
        /// A `GdkRGBA` (GtkBuilder parses names and `#rrggbb` for it).
        case rgba
        /// An object of `type` (or a subtype), or NULL; GtkBuilder takes an object's id for it.
        case object(type: @Sendable () -> GType)
        /// A value of the enumeration `type`.
        case enumeration(type: @Sendable () -> GType, defaultValue: Int)
    }

    /// The GObject property id, 1 or more and unique in the type, as a C
    /// widget's `PROP_*` enum gives it.
    package var id: Int
    /// The canonical name, such as `max-width-chars`.
    package var name: String
    /// The short human name (GTK Inspector, property editors).
    package var nick: String
    /// The one-line human description.
    package var blurb: String
    /// The value type and default.
    package var kind: Kind

    /// Describes a property.
    package init(id: Int, name: String, nick: String = "", blurb: String = "", kind: Kind) {
        (self.id, self.name, self.nick, self.blurb, self.kind) = (id, name, nick, blurb, kind)
    }
}

/// Why a widget type could not be registered.
package struct TypeRegistrationError: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String
}

/// The class struct of a widget type while its class_init runs.
@MainActor
package struct WidgetClassSetup<Implementation: WidgetImplementation> {
    fileprivate let definition: WidgetSubclass<Implementation>
    fileprivate let klass: UnsafeMutablePointer<GtkWidgetClass>

    /// Sets the CSS node name of instances, such as `spinbutton`.
    package func setCSSName(_ name: String) { gtk_widget_class_set_css_name(klass, name) }

    /// Sets the accessible role of instances.
    package func setAccessibleRole(_ role: GtkAccessibleRole) { gtk_widget_class_set_accessible_role(klass, role) }

    /// Lays the children out in the cells of a `GtkGridLayout` (``WidgetHandle/place(column:row:)``).
    package func useGridLayout() { gtk_widget_class_set_layout_manager_type(klass, gtk_grid_layout_get_type()) }

    /// Installs a widget action (`group.name`), which apps can activate with
    /// `gtk_widget_activate_action` and shortcuts can name.
    package func installAction(_ name: String, _ perform: @escaping @MainActor (Implementation) -> Void) {
        definition.actions[name] = { ($0 as? Implementation).map(perform) }
        gtk_widget_class_install_action(klass, name, nil, SwiftWidgetType.activateAction)
    }

    /// Binds a key, with modifiers, to an installed action.
    package func addShortcut(keyval: Int32, modifiers: GdkModifierType = GdkModifierType(rawValue: 0), action: String) {
        let trigger = gtk_keyval_trigger_new(guint(keyval), modifiers)
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))  // takes both
        gtk_widget_class_add_shortcut(klass, shortcut)
        g_object_unref(UnsafeMutableRawPointer(shortcut))
    }
}

/// The part of a Swift-defined widget type that does not depend on its
/// implementation's type: what the C trampolines look up and call.
@MainActor
package class SwiftWidgetType {
    /// The GType name, such as `ExampleCounter`.
    package let name: String
    /// The properties, each with its id.
    package let properties: [PropertyDefinition]
    fileprivate let signalNames: [String]
    fileprivate let parentType: () -> GType
    fileprivate let interfaces: [GType]
    fileprivate let implementationType: any WidgetImplementation.Type
    fileprivate var registeredType: GType = 0
    fileprivate var stateOffset = 0
    fileprivate var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    /// The pspecs by id, as a C widget's `props[N_PROPS]` (0 is none); `spec(_:)` is `nil` past the end.
    fileprivate var specs: [UnsafeMutablePointer<GParamSpec>?] = []
    fileprivate func spec(_ id: Int) -> UnsafeMutablePointer<GParamSpec>? { specs.indices.contains(id) ? specs[id] : nil }
    /// The first id of GtkEditable's properties that the delegate holds, after the table's.
    fileprivate var firstDelegatedID = guint.max
    fileprivate var signalIDs: [guint] = []
    fileprivate var actions: [String: @MainActor (AnyObject) -> Void] = [:]

    /// Every type defined in Swift in this process: a handful. The types are
    /// final, so an instance's own type finds its definition.
    fileprivate static var registry: [SwiftWidgetType] = []

    fileprivate init(
        name: String, parentType: @escaping () -> GType, properties: [PropertyDefinition], signals: [String],
        interfaces: [GType], implementationType: any WidgetImplementation.Type
    ) {
        (self.name, self.parentType, self.properties, self.signalNames) = (name, parentType, properties, signals)
        (self.interfaces, self.implementationType) = (interfaces, implementationType)
    }

    // Overridden by WidgetSubclass<Implementation>, which runs the type's own setup.
    fileprivate func setUpClass(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {}

    /// Whether the implementation forwards `GtkEditable` to a delegate.
    fileprivate var isEditable: Bool { implementationType is EditableImplementation.Type }

    /// The GType, registered on first use.
    ///
    /// Registration fails loudly (the process stops with a message) when
    /// another type, such as one from a second copy of this library, already
    /// holds the name: reading that type's instances with this type's layout
    /// would corrupt memory.
    package var type: GType {
        if registeredType != 0 { return registeredType }
        switch register() {
        case .success(let type): return type
        case .failure(let error): fatalError(error.description)
        }
    }

    /// Registers the type with GLib.
    ///
    /// - Returns: The type, or why GLib could not take it.
    package func register() -> Result<GType, TypeRegistrationError> {
        if registeredType != 0 { return .success(registeredType) }
        MainThread.note()
        let existing = g_type_from_name(name)
        guard existing == 0 else {
            return .failure(TypeRegistrationError(description:
                "\(name) is already registered in this process by code other than this copy of the library "
                    + "(two copies of the library are loaded?); refusing to treat its instances as ours"))
        }
        let parent = parentType()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        guard query.type != 0 else {
            return .failure(TypeRegistrationError(description: "\(name): the parent type is not a registered class"))
        }
        let pointerSize = MemoryLayout<UnsafeMutableRawPointer>.size
        stateOffset = (Int(query.instance_size) + pointerSize - 1) / pointerSize * pointerSize
        var info = GTypeInfo(
            class_size: guint16(query.class_size),
            base_init: nil,
            base_finalize: nil,
            class_init: Self.classInit,
            class_finalize: nil,
            class_data: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()),
            instance_size: guint16(stateOffset + pointerSize),
            n_preallocs: 0,
            instance_init: Self.instanceInit,
            value_table: nil)
        let type = g_type_register_static(parent, name, &info, SKSHIM_TYPE_FLAG_FINAL)
        guard type != 0 else {
            return .failure(TypeRegistrationError(description: "GLib refused to register \(name)"))
        }
        registeredType = type
        // The registry keeps the definition alive for the process, as GLib keeps the type.
        Self.registry.append(self)
        addInterfaces(to: type)
        return .success(type)
    }

    /// Adds the interfaces with methods that the implementation conforms to,
    /// and those without methods (GtkOrientable), whose properties are overridden.
    private func addInterfaces(to type: GType) {
        var added: [(GType, GInterfaceInitFunc?)] = interfaces.map { ($0, nil) }
        if isEditable { added.append((gtk_editable_get_type(), Self.editableInterfaceInit)) }
        if implementationType is AccessibleRangeImplementation.Type, Accessible.valuesReachAssistiveTools {
            added.append((skshim_accessible_range_get_type(), Self.accessibleRangeInterfaceInit))
        }
        for (interface, initialize) in added {
            var info = GInterfaceInfo(interface_init: initialize, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type, interface, &info)
        }
    }

    // MARK: Instances

    fileprivate func state(of instance: UnsafeMutableRawPointer) -> AnyObject? {
        (instance + stateOffset).load(as: UnsafeMutableRawPointer?.self).map {
            Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()
        }
    }

    fileprivate func setState(_ state: UnsafeMutableRawPointer?, of instance: UnsafeMutableRawPointer) {
        (instance + stateOffset).storeBytes(of: state, as: UnsafeMutableRawPointer?.self)
    }

    /// The definition of a Swift-defined instance, and its state, for a trampoline.
    fileprivate static func instance(_ pointer: (some ObjectPointer)?) -> (SwiftWidgetType, AnyObject?)? {
        guard let pointer, let definition = definition(of: pointer.instanceType) else { return nil }
        return (definition, definition.state(of: pointer.rawObject))
    }

    /// The definition of a type defined here, or `nil` for any other type.
    private static func definition(of type: GType) -> SwiftWidgetType? {
        for definition in registry where definition.registeredType == type { return definition }
        return nil
    }

    /// The state of a Swift-defined instance as the protocol `Protocol`, for a trampoline.
    fileprivate static func implementation<Protocol>(_ pointer: (some ObjectPointer)?, as _: Protocol.Type) -> Protocol? {
        instance(pointer)?.1 as? Protocol
    }

    fileprivate var parentObjectClass: UnsafeMutablePointer<GObjectClass>? {
        parentClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObjectClass.self) }
    }

    /// Emits `notify` for the property whose id is `id`.
    package func notify(property id: Int, on instance: some ObjectPointer) {
        guard let spec = spec(id) else { return }
        g_object_notify_by_pspec(instance.gObject, spec)
    }

    /// Emits the signal at `index` of the type's signal list (signals take no arguments).
    package func emit(signal index: Int, on instance: some ObjectPointer) {
        instance.emit(signal: signalIDs[index])
    }

    // MARK: Class setup

    /// Installs the trampolines of the protocols the implementation conforms
    /// to, then the properties and signals.
    fileprivate func installClassMembers(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {
        parentClass = g_type_class_peek_parent(klass).assumingMemoryBound(to: GtkWidgetClass.self)
        let objectClass = UnsafeMutableRawPointer(klass).assumingMemoryBound(to: GObjectClass.self)
        // The state is released at finalize whatever else the type implements.
        objectClass.pointee.finalize = Self.finalizeFunction
        let type = implementationType
        if type is ObjectImplementation.Type {
            // Before the properties, which GObject checks them for.
            objectClass.pointee.constructed = Self.constructedFunction
            objectClass.pointee.dispose = Self.disposeFunction
            objectClass.pointee.set_property = Self.setPropertyFunction
            objectClass.pointee.get_property = Self.getPropertyFunction
        }
        if type is SnapshotImplementation.Type { klass.pointee.snapshot = Self.snapshotFunction }
        if type is MeasureImplementation.Type { klass.pointee.measure = Self.measureFunction }
        if type is ButtonImplementation.Type {
            UnsafeMutableRawPointer(klass).assumingMemoryBound(to: GtkButtonClass.self).pointee.clicked = Self.clickedFunction
        }
        if type is WidgetStateImplementation.Type {
            klass.pointee.unmap = Self.unmapFunction
            klass.pointee.set_focus_child = Self.setFocusChildFunction
            klass.pointee.state_flags_changed = Self.stateFlagsChangedFunction
        }
        installProperties(objectClass)
        for name in signalNames {
            // No marshaller: GLib then takes its own for a signal without
            // arguments or result, with the va_list one that spares
            // g_signal_emit the generic GValue path.
            let id = g_signal_newv(
                name, registeredType, SKSHIM_SIGNAL_RUN_LAST, nil, nil, nil, nil, FundamentalType.none, 0, nil)
            signalIDs.append(id)
        }
    }

    /// Whether an interface the type implements declares a property called `name`.
    private func declaresInterfaceProperty(_ name: String) -> Bool {
        (interfaces + (isEditable ? [gtk_editable_get_type()] : [])).contains { interfaceType in
            let interface = g_type_default_interface_ref(interfaceType)
            defer { g_type_default_interface_unref(interface) }
            return g_object_interface_find_property(interface, name) != nil
        }
    }

    private func installProperties(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        // Every property is set at construction, so GtkBuilder's values arrive
        // before `constructed` and can be applied together.
        let constructFlags = SKSHIM_PARAM_CONSTRUCT_READWRITE_EXPLICIT_NOTIFY
        specs = Array(repeating: nil, count: (properties.map(\.id).max() ?? 0) + 1)
        for property in properties {
            let id = guint(property.id)
            // An interface's own, such as GtkOrientable's `orientation` or
            // GtkEditable's `editable`: overridden, its type the interface's.
            if declaresInterfaceProperty(property.name) {
                g_object_class_override_property(objectClass, id, property.name)
                specs[property.id] = g_object_class_find_property(objectClass, property.name)
                continue
            }
            let spec: UnsafeMutablePointer<GParamSpec>?
            switch property.kind {
            case .int64(let range, let defaultValue):
                spec = g_param_spec_int64(property.name, property.nick, property.blurb,
                                          range.lowerBound, range.upperBound, defaultValue, constructFlags)
            case .boolean(let defaultValue):
                spec = g_param_spec_boolean(property.name, property.nick, property.blurb, defaultValue.gboolean, constructFlags)
            case .string(let defaultValue):
                spec = g_param_spec_string(property.name, property.nick, property.blurb, defaultValue, constructFlags)
            case .rgba:
                spec = g_param_spec_boxed(property.name, property.nick, property.blurb, gdk_rgba_get_type(), constructFlags)
            case .object(let type):
                spec = g_param_spec_object(property.name, property.nick, property.blurb, type(), constructFlags)
            case .enumeration(let type, let defaultValue):
                spec = g_param_spec_enum(property.name, property.nick, property.blurb, type(), gint(defaultValue), constructFlags)
            }
            if let spec {
                g_object_class_install_property(objectClass, id, spec)
                specs[property.id] = spec
            }
        }
        guard isEditable else { return }
        // GtkEditable's other properties (`text`, `cursor-position`...) are the
        // delegate's, under ids after the table's.
        firstDelegatedID = guint((properties.map(\.id).max() ?? 0) + 1)
        let interface = g_type_default_interface_ref(gtk_editable_get_type())
        defer { g_type_default_interface_unref(interface) }
        var count: guint = 0
        let interfaceSpecs = g_object_interface_list_properties(interface, &count)
        defer { g_free(interfaceSpecs) }
        var nextID = firstDelegatedID
        for index in 0..<Int(count) {
            guard let name = interfaceSpecs?[index]?.pointee.name, !properties.contains(where: { $0.name == String(cString: name) }) else { continue }
            g_object_class_override_property(objectClass, nextID, name)
            nextID += 1
        }
    }
}

/// A widget type defined in Swift, whose instances carry an `Implementation`.
///
/// ```swift
/// let counterType = WidgetSubclass<Counter>(
///     name: "ExampleCounter", parent: { gtk_widget_get_type() },
///     properties: [PropertyDefinition(id: 1, name: "count", kind: .int64(range: 0...9, defaultValue: 0))],
///     signals: ["changed"]
/// ) { klass in
///     klass.setCSSName("counter")
/// }
/// ```
@MainActor
package final class WidgetSubclass<Implementation: WidgetImplementation>: SwiftWidgetType {
    private let setUp: @MainActor (WidgetClassSetup<Implementation>) -> Void

    /// Describes the type; nothing is registered until ``SwiftWidgetType/type`` is first read.
    ///
    /// The vfuncs installed are those of the protocols `Implementation`
    /// conforms to (``ObjectImplementation``, ``SnapshotImplementation``,
    /// ``EditableImplementation``...); the parent class's serve for the rest.
    ///
    /// - Parameters:
    ///   - name: The GType name.
    ///   - parent: The parent type (read at registration).
    ///   - properties: The properties, each with its id (for an ``ObjectImplementation``).
    ///   - signals: Names of signals without arguments or return value, emitted with ``SwiftWidgetType/emit(signal:on:)``.
    ///   - interfaces: Interfaces without methods (GtkOrientable); a property
    ///     of the table that one of them (or GtkEditable) declares overrides the interface's.
    ///   - setUp: The rest of class_init: CSS name, role, layout, actions, shortcuts.
    package init(
        name: String, parent: @escaping () -> GType, properties: [PropertyDefinition], signals: [String] = [],
        interfaces: [GType] = [], setUp: @escaping @MainActor (WidgetClassSetup<Implementation>) -> Void
    ) {
        self.setUp = setUp
        super.init(
            name: name, parentType: parent, properties: properties, signals: signals, interfaces: interfaces,
            implementationType: Implementation.self)
    }

    /// The implementation of an instance of this type, or `nil` for any other object.
    package func implementation(of object: (some ObjectPointer)?) -> Implementation? {
        guard let object, registeredType != 0, object.isInstance(of: registeredType) else { return nil }
        return state(of: object.rawObject) as? Implementation
    }

    /// Creates an instance with every property at its default (floating, as GTK's widgets start).
    package func makeInstance() -> UnsafeMutablePointer<GtkWidget> {
        g_object_new_with_properties(type, 0, nil, nil).gtkWidget
    }

    /// Creates an instance, as ``makeInstance()`` does, and returns it with its implementation.
    package func makeInstanceAndImplementation() -> (UnsafeMutablePointer<GtkWidget>, Implementation) {
        let instance = makeInstance()
        guard let implementation = implementation(of: instance) else {
            fatalError("instance_init of \(name) made no state")
        }
        return (instance, implementation)
    }

    override fileprivate func setUpClass(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {
        installClassMembers(klass)
        setUp(WidgetClassSetup(definition: self, klass: klass))
    }
}

// MARK: - Trampolines

// GLib calls these on the thread that runs GTK; each hands its pointer
// arguments to MainThread.run, which checks the thread and passes them on to
// main-actor code, and calls the instance's state as the protocol the
// trampoline was installed for.

extension SwiftWidgetType {
    private static let classInit: GClassInitFunc = { klass, data in
        MainThread.run(klass, data) { klass, data in
            guard let klass, let data else { return }
            Unmanaged<SwiftWidgetType>.fromOpaque(data).takeUnretainedValue().setUpClass(klass.cast(to: GtkWidgetClass.self))
        }
    }

    private static let instanceInit: GInstanceInitFunc = { instance, klass in
        MainThread.run(instance, klass) { instance, klass in
            guard let instance, let definition = definition(of: skshim_type_from_class(klass)) else { return }
            // Released in finalize: the instance owns its state.
            let state = definition.implementationType.init(widget: instance.gtkWidget)
            definition.setState(Unmanaged<AnyObject>.passRetained(state).toOpaque(), of: instance.rawObject)
            // The delegate exists now, and get_delegate can find it through the state.
            if definition.isEditable { gtk_editable_init_delegate(instance.opaque) }
        }
    }

    private static let finalizeFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let object, let (definition, state) = instance(object) else { return }
            if let state {
                definition.setState(nil, of: object.rawObject)
                Unmanaged<AnyObject>.passUnretained(state).release()
            }
            definition.parentObjectClass?.pointee.finalize?(object)
        }
    }

    fileprivate static let activateAction: GtkWidgetActionActivateFunc = { widget, name, _ in
        MainThread.run(widget, name) { widget, name in
            guard let name, let (definition, state) = instance(widget), let state else { return }
            definition.actions[String(cString: name)]?(state)
        }
    }

    // MARK: ObjectImplementation

    private static let constructedFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let (definition, state) = instance(object) else { return }
            definition.parentObjectClass?.pointee.constructed?(object)
            (state as? ObjectImplementation)?.constructed()
        }
    }

    private static let disposeFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let object, let (definition, state) = instance(object) else { return }
            if let state = state as? ObjectImplementation {
                // Let go of the delegate's signals before the implementation
                // unparents it; on a second dispose (g_object_run_dispose, then
                // the last unref) there is no delegate left to let go of.
                if definition.isEditable, gtk_editable_get_delegate(object.opaque) != nil {
                    gtk_editable_finish_delegate(object.opaque)
                }
                state.dispose()
            }
            definition.parentObjectClass?.pointee.dispose?(object)
        }
    }

    private static let setPropertyFunction: @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        MainThread.run(object, UnsafeMutablePointer(mutating: value), spec) { dispatchProperty(set: true, $0, id, $1, $2) }
    }

    private static let getPropertyFunction: @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        MainThread.run(object, value, spec) { dispatchProperty(set: false, $0, id, $1, $2) }
    }

    /// Carries out `set_property` (or `get_property`): the table's properties
    /// are the state's, GtkEditable's others its delegate's; ids the type does
    /// not know are reported as GObject does.
    private static func dispatchProperty(
        set: Bool, _ object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafeMutablePointer<GValue>?,
        _ spec: UnsafeMutablePointer<GParamSpec>?
    ) {
        guard let object, let value, let spec else { return }
        guard let (definition, state) = instance(object), let state = state as? ObjectImplementation else {
            return warnInvalidProperty(id, spec, of: object)
        }
        if id >= definition.firstDelegatedID {
            // None once disposed: a value read then stays the property's default.
            guard let delegate = (state as? EditableImplementation)?.editableDelegate else { return }
            if set { g_object_set_property(delegate.gObject, spec.pointee.name, value) }
            else { g_object_get_property(delegate.gObject, spec.pointee.name, value) }
        } else if definition.spec(Int(id)) != nil {
            if !set {
                state.property(Int(id))?.write(into: value)
            } else if let given = PropertyValue(reading: value) {
                state.setProperty(Int(id), to: given)
            }
        } else {
            warnInvalidProperty(id, spec, of: object)
        }
    }

    // MARK: SnapshotImplementation, MeasureImplementation

    private static let snapshotFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        widget, snapshot in
        MainThread.run(widget, snapshot) { widget, snapshot in
            guard let (definition, state) = instance(widget) else { return }
            if let snapshot { (state as? SnapshotImplementation)?.snapshot(Snapshot(snapshot)) }
            definition.parentClass?.pointee.snapshot?(widget, snapshot)
        }
    }

    private static let measureFunction: @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, gint,
        UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?
    ) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        MainThread.run(widget, minimum, natural, minimumBaseline, naturalBaseline) {
            widget, minimum, natural, minimumBaseline, naturalBaseline in
            guard let state = implementation(widget, as: MeasureImplementation.self) else { return }
            let size = state.measure(orientation, forSize: Int(forSize))
            minimum?.pointee = gint(clamping: size.minimum)
            natural?.pointee = gint(clamping: size.natural)
            minimumBaseline?.pointee = gint(clamping: size.baseline)
            naturalBaseline?.pointee = gint(clamping: size.baseline)
        }
    }

    // MARK: WidgetStateImplementation

    private static let unmapFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
        MainThread.run(widget) { widget in
            guard let (definition, state) = instance(widget) else { return }
            (state as? WidgetStateImplementation)?.unmap()
            definition.parentClass?.pointee.unmap?(widget)
        }
    }

    private static let setFocusChildFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkWidget>?) -> Void = {
        widget, child in
        MainThread.run(widget, child) { widget, child in
            guard let (definition, state) = instance(widget) else { return }
            let previous = gtk_widget_get_focus_child(widget)
            definition.parentClass?.pointee.set_focus_child?(widget, child)
            (state as? WidgetStateImplementation)?.focusChildChanged(
                from: previous.map(Gtk.Widget.init(handling:)), to: child.map(Gtk.Widget.init(handling:)))
        }
    }

    private static let stateFlagsChangedFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags) -> Void = {
        widget, previous in
        MainThread.run(widget) { widget in
            guard let (definition, state) = instance(widget) else { return }
            definition.parentClass?.pointee.state_flags_changed?(widget, previous)
            (state as? WidgetStateImplementation)?.stateFlagsChanged(from: previous)
        }
    }

    // MARK: ButtonImplementation

    private static let clickedFunction: @convention(c) (UnsafeMutablePointer<GtkButton>?) -> Void = { button in
        MainThread.run(button) { button in
            guard let (definition, state) = instance(button) else { return }
            (state as? ButtonImplementation)?.clicked()
            let parent = definition.parentClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButtonClass.self) }
            parent?.pointee.clicked?(button)
        }
    }

    // MARK: EditableImplementation

    private static let editableInterfaceInit: GInterfaceInitFunc = { iface, _ in
        MainThread.run(iface?.assumingMemoryBound(to: GtkEditableInterface.self)) { iface in
            guard let iface else { return }
            iface.pointee.get_delegate = getEditableDelegate
            skshim_editable_keep_changes_inside_text(iface)
        }
    }

    private static let getEditableDelegate: @convention(c) (OpaquePointer?) -> OpaquePointer? = { editable in
        MainThread.run(editable) { implementation($0, as: EditableImplementation.self)?.editableDelegate?.opaque }
    }

    // MARK: AccessibleRangeImplementation

    private static let accessibleRangeInterfaceInit: GInterfaceInitFunc = { iface, _ in
        skshim_accessible_range_init(iface, setAccessibleValueFunction)
    }

    private static let setAccessibleValueFunction: @convention(c) (UnsafeMutableRawPointer?, Double) -> gboolean = { range, value in
        MainThread.run(range) {
            implementation($0, as: AccessibleRangeImplementation.self)?.setAccessibleValue(value)
            return 1
        }
    }
}
