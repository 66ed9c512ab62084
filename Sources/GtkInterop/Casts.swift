import CGtk
import CGtkShims

// GTK's headers give two kinds of pointer: structs with a public layout
// (GObject, GtkWidget, GtkWindow...) import as typed pointers, private ones
// (GtkLabel, GtkButton, GtkBuilder...) as OpaquePointer. These helpers are the
// only place that converts between them.

/// A GObject instance pointer of any imported kind.
package protocol ObjectPointer {
    /// The instance as an untyped pointer.
    var rawObject: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: ObjectPointer {
    /// The instance as an untyped pointer.
    package var rawObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: ObjectPointer {
    /// The instance as an untyped pointer.
    package var rawObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: ObjectPointer {
    /// The instance itself.
    package var rawObject: UnsafeMutableRawPointer { self }
}

extension ObjectPointer {
    /// The instance as a `GObject *`.
    package var gObject: UnsafeMutablePointer<GObject> { rawObject.assumingMemoryBound(to: GObject.self) }
    /// The instance as a `GtkWidget *`; only for instances that are widgets.
    package var gtkWidget: UnsafeMutablePointer<GtkWidget> { rawObject.assumingMemoryBound(to: GtkWidget.self) }
    /// The instance as a pointer to one of GTK's public instance structs.
    package func cast<Instance>(to type: Instance.Type) -> UnsafeMutablePointer<Instance> {
        rawObject.assumingMemoryBound(to: Instance.self)
    }
    /// The instance as an opaque pointer, for functions taking private GTK types.
    package var opaque: OpaquePointer { OpaquePointer(rawObject) }

    /// Whether the instance is of `type` or a subtype of it.
    package func isInstance(of type: GType) -> Bool {
        g_type_check_instance_is_a(rawObject.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The instance's own GType.
    package var instanceType: GType { skshim_type_from_instance(rawObject) }
}

/// The fundamental GTypes that C spells as macros.
package enum FundamentalType {
    /// `G_TYPE_NONE`.
    package static var none: GType { skshim_type_none() }
    /// `G_TYPE_BOOLEAN`.
    package static var boolean: GType { skshim_type_boolean() }
    /// `G_TYPE_INT`.
    package static var int: GType { skshim_type_int() }
    /// `G_TYPE_INT64`.
    package static var int64: GType { skshim_type_int64() }
    /// `G_TYPE_DOUBLE`.
    package static var double: GType { skshim_type_double() }
    /// `G_TYPE_STRING`.
    package static var string: GType { skshim_type_string() }
    /// `G_TYPE_ENUM`, the base of every enumeration.
    package static var enumeration: GType { skshim_type_enum() }
    /// `G_TYPE_OBJECT`, the base of every object type.
    package static var object: GType { skshim_type_object() }
}

extension Bool {
    /// The value as a C `gboolean`.
    package var gboolean: gboolean { self ? 1 : 0 }

    /// A Swift Bool from a C `gboolean` (any non-zero value is true).
    package init(gboolean value: gboolean) { self = value != 0 }
}
