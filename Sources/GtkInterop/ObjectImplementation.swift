import CGtk
import CGtkShims

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

extension SwiftWidgetType {
    static let constructedFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let (definition, state) = instance(object) else { return }
            definition.parentObjectClass?.pointee.constructed?(object)
            (state as? ObjectImplementation)?.constructed()
        }
    }

    static let disposeFunction: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        MainThread.run(object) { object in
            guard let object, let (definition, state) = instance(object) else { return }
            // An editable implementation ends its delegation itself, before it
            // lets go of its delegate (EditableImplementation).
            (state as? ObjectImplementation)?.dispose()
            definition.parentObjectClass?.pointee.dispose?(object)
        }
    }

    static let setPropertyFunction: @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        MainThread.run(object, UnsafeMutablePointer(mutating: value), spec) { dispatchProperty(set: true, $0, id, $1, $2) }
    }

    static let getPropertyFunction: @convention(c) (
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
            guard let editable = state as? EditableImplementation else { return }
            var delegate = editable.editableDelegate
            if delegate == nil {
                // Without a delegate: the text is the implementation's, the
                // caret at the start (`cursor-position` and `selection-bound`
                // are read-only); anything else is the delegate's, made for it.
                let isText = spec == definition.editableTextSpec
                if !set && isText { return value.string = editable.textWithoutDelegate.text }
                if !set && spec.pointee.flags.rawValue & SKSHIM_PARAM_WRITABLE.rawValue == 0 {
                    return g_param_value_set_default(spec, value)
                }
                // None once disposed: a value read then stays the property's default.
                delegate = editable.makeEditableDelegate(keeping: !isText)
            }
            guard let delegate else { return }
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
}
