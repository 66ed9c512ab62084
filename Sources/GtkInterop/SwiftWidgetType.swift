import CGtk
import CGtkShims

/// The part of a Swift-defined widget type that does not depend on its
/// implementation's type: what the C trampolines look up and call.
@MainActor
package class SwiftWidgetType {
    /// The GType name, such as `ExampleCounter`.
    package let name: String
    /// The properties, each with its id.
    package let properties: [PropertyDefinition]
    let signals: [SignalDefinition]
    let parentType: () -> GType
    let interfaces: [GType]
    let implementationType: any WidgetImplementation.Type
    var registeredType: GType = 0
    var stateOffset = 0
    var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    /// The pspecs by id, as a C widget's `props[N_PROPS]` (0 is none); `spec(_:)` is `nil` past the end.
    var specs: [UnsafeMutablePointer<GParamSpec>?] = []
    func spec(_ id: Int) -> UnsafeMutablePointer<GParamSpec>? { specs.indices.contains(id) ? specs[id] : nil }
    /// The first id of GtkEditable's properties that the delegate holds, after the table's.
    var firstDelegatedID = guint.max
    /// GtkEditable's `text` as overridden here, for an editable type.
    var editableTextSpec: UnsafeMutablePointer<GParamSpec>?
    var signalIDs: [guint] = []
    var actions: [String: @MainActor (AnyObject) -> Void] = [:]

    /// Every type defined in Swift in this process: a handful. The types are
    /// final, so an instance's own type finds its definition.
    static var registry: [SwiftWidgetType] = []

    init(
        name: String, parentType: @escaping () -> GType, properties: [PropertyDefinition], signals: [SignalDefinition],
        interfaces: [GType], implementationType: any WidgetImplementation.Type
    ) {
        (self.name, self.parentType, self.properties, self.signals) = (name, parentType, properties, signals)
        (self.interfaces, self.implementationType) = (interfaces, implementationType)
    }

    // Overridden by WidgetSubclass<Implementation>, which runs the type's own setup.
    func setUpClass(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {}

    /// Whether the implementation forwards `GtkEditable` to a delegate.
    var isEditable: Bool { implementationType is EditableImplementation.Type }

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
        if isEditable {
            added.append((gtk_editable_get_type(), Self.editableInterfaceInit))
            // GtkWidget's, its platform state overridden (GTK 4.10 and later;
            // before, the interface is private and its init changes nothing).
            added.append((gtk_accessible_get_type(), Self.editableAccessibleInterfaceInit))
            if EditableDelegation.textReachesAssistiveToolsWithoutDelegate {
                added.append((skshim_accessible_text_get_type(), Self.accessibleTextInterfaceInit))
            }
        }
        if implementationType is AccessibleRangeImplementation.Type, Accessible.valuesReachAssistiveTools {
            added.append((skshim_accessible_range_get_type(), Self.accessibleRangeInterfaceInit))
        }
        for (interface, initialize) in added {
            var info = GInterfaceInfo(interface_init: initialize, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type, interface, &info)
        }
    }

    // MARK: Instances

    func state(of instance: UnsafeMutableRawPointer) -> AnyObject? {
        (instance + stateOffset).load(as: UnsafeMutableRawPointer?.self).map {
            Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()
        }
    }

    func setState(_ state: UnsafeMutableRawPointer?, of instance: UnsafeMutableRawPointer) {
        (instance + stateOffset).storeBytes(of: state, as: UnsafeMutableRawPointer?.self)
    }

    /// The definition of a Swift-defined instance, and its state, for a trampoline.
    static func instance(_ pointer: (some ObjectPointer)?) -> (SwiftWidgetType, AnyObject?)? {
        guard let pointer, let definition = definition(of: pointer.instanceType) else { return nil }
        return (definition, definition.state(of: pointer.rawObject))
    }

    /// The definition of a type defined here, or `nil` for any other type.
    static func definition(of type: GType) -> SwiftWidgetType? {
        for definition in registry where definition.registeredType == type { return definition }
        return nil
    }

    /// The state of a Swift-defined instance as the protocol `Protocol`, for a trampoline.
    static func implementation<Protocol>(_ pointer: (some ObjectPointer)?, as _: Protocol.Type) -> Protocol? {
        instance(pointer)?.1 as? Protocol
    }

    var parentObjectClass: UnsafeMutablePointer<GObjectClass>? {
        parentClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObjectClass.self) }
    }

    /// Emits `notify` for the property whose id is `id`.
    package func notify(property id: Int, on instance: some ObjectPointer) {
        guard let spec = spec(id) else { return }
        g_object_notify_by_pspec(instance.gObject, spec)
    }

    /// Emits the plain signal at `index` of the type's signal list.
    package func emit(signal index: Int, on instance: some ObjectPointer) {
        instance.emit(signal: signalIDs[index])
    }

    /// Whether the signal at `index` has a handler connected on `instance`
    /// and not blocked: a widget asks before it formats or reads through app code.
    package func hasHandler(signal index: Int, on instance: some ObjectPointer) -> Bool {
        g_signal_has_handler_pending(instance.rawObject, signalIDs[index], 0, 0) != 0
    }

    /// Emits the formatting signal at `index`: the text a handler gave for `number`, or `nil`.
    package func emitFormatting(signal index: Int, on instance: some ObjectPointer, number: Double) -> String? {
        guard let text = skshim_signal_emit_formatting(instance.rawObject, signalIDs[index], number) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Emits the parsing signal at `index`: the number a handler read from `text`, or `nil`.
    package func emitParsing(signal index: Int, on instance: some ObjectPointer, text: String) -> Double? {
        let number = skshim_signal_emit_parsing(instance.rawObject, signalIDs[index], text)
        return number.isNaN ? nil : number
    }

    // MARK: Class setup

    /// Installs the trampolines of the protocols the implementation conforms
    /// to, then the properties and signals.
    func installClassMembers(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {
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
            klass.pointee.map = Self.mapFunction
            klass.pointee.unmap = Self.unmapFunction
            klass.pointee.set_focus_child = Self.setFocusChildFunction
            klass.pointee.state_flags_changed = Self.stateFlagsChangedFunction
        }
        installProperties(objectClass)
        for signal in signals {
            switch signal {
            case .plain(let name):
                // No marshaller: GLib then takes its own for a signal without
                // arguments or result, with the va_list one that spares
                // g_signal_emit the generic GValue path.
                signalIDs.append(g_signal_newv(
                    name, registeredType, SKSHIM_SIGNAL_RUN_LAST, nil, nil, nil, nil, FundamentalType.none, 0, nil))
            case .formatting(let name):
                signalIDs.append(skshim_signal_new_formatting(name, registeredType))
            case .parsing(let name):
                signalIDs.append(skshim_signal_new_parsing(name, registeredType))
            }
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
        editableTextSpec = g_object_class_find_property(objectClass, "text")
    }
}

// GLib calls these on the thread that runs GTK; each hands its pointer
// arguments to MainThread.run, which checks the thread and passes them on to
// main-actor code, and calls the instance's state as the protocol the
// trampoline was installed for.

extension SwiftWidgetType {
    static let classInit: GClassInitFunc = { klass, data in
        MainThread.run(klass, data) { klass, data in
            guard let klass, let data else { return }
            Unmanaged<SwiftWidgetType>.fromOpaque(data).takeUnretainedValue().setUpClass(klass.cast(to: GtkWidgetClass.self))
        }
    }

    static let instanceInit: GInstanceInitFunc = { instance, klass in
        MainThread.run(instance, klass) { instance, klass in
            guard let instance, let definition = definition(of: skshim_type_from_class(klass)) else { return }
            // Released in finalize: the instance owns its state.
            let state = definition.implementationType.init(widget: instance.gtkWidget)
            definition.setState(Unmanaged<AnyObject>.passRetained(state).toOpaque(), of: instance.rawObject)
            // A delegate made by instance init can be found through the state now.
            if (state as? EditableImplementation)?.editableDelegate != nil { EditableDelegation.begin(instance) }
        }
    }

    static let finalizeFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let object, let (definition, state) = instance(object) else { return }
            if let state {
                definition.setState(nil, of: object.rawObject)
                Unmanaged<AnyObject>.passUnretained(state).release()
            }
            definition.parentObjectClass?.pointee.finalize?(object)
        }
    }

    static let activateAction: GtkWidgetActionActivateFunc = { widget, name, _ in
        MainThread.run(widget, name) { widget, name in
            guard let name, let (definition, state) = instance(widget), let state else { return }
            definition.actions[String(cString: name)]?(state)
        }
    }
}
