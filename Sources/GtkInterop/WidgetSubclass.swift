import CGtk
import CGtkShims

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
    ///   - signals: The signals, in the order their indices count: plain ones
    ///     (a name alone) are emitted with ``SwiftWidgetType/emit(signal:on:)``.
    ///   - interfaces: Interfaces without methods (GtkOrientable); a property
    ///     of the table that one of them (or GtkEditable) declares overrides the interface's.
    ///   - setUp: The rest of class_init: CSS name, role, layout, actions, shortcuts.
    package init(
        name: String, parent: @escaping () -> GType, properties: [PropertyDefinition], signals: [SignalDefinition] = [],
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

    override func setUpClass(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {
        installClassMembers(klass)
        setUp(WidgetClassSetup(definition: self, klass: klass))
    }
}
