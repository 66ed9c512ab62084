import CGtk
import GtkInterop

/// Reads and writes GObject properties by name, the way `.ui` files and C code do.
@MainActor
package enum ObjectProperties {
    /// Sets a `gint64` property.
    package static func setInt(_ object: some ObjectPointer, _ name: String, _ number: Int) {
        withValue(of: FundamentalType.int64) { value in
            value.int64 = number
            object.setProperty(name, value)
        }
    }

    /// Reads a `gint64` property.
    package static func int(_ object: some ObjectPointer, _ name: String) -> Int {
        withValue(of: FundamentalType.int64) { value in
            object.getProperty(name, into: value)
            return value.int64
        }
    }

    /// Sets a boolean property.
    package static func setBool(_ object: some ObjectPointer, _ name: String, _ flag: Bool) {
        withValue(of: FundamentalType.boolean) { value in
            value.bool = flag
            object.setProperty(name, value)
        }
    }

    /// Reads a boolean property.
    package static func bool(_ object: some ObjectPointer, _ name: String) -> Bool {
        withValue(of: FundamentalType.boolean) { value in
            object.getProperty(name, into: value)
            return value.bool
        }
    }

    /// Sets a string property; `nil` sets NULL.
    package static func setString(_ object: some ObjectPointer, _ name: String, _ text: String?) {
        withValue(of: FundamentalType.string) { value in
            value.string = text
            object.setProperty(name, value)
        }
    }

    /// Reads a string property.
    package static func string(_ object: some ObjectPointer, _ name: String) -> String? {
        withValue(of: FundamentalType.string) { value in
            object.getProperty(name, into: value)
            return value.string
        }
    }

    /// Sets a `GdkRGBA` property; `nil` sets NULL.
    package static func setRGBA(_ object: some ObjectPointer, _ name: String, _ color: GdkRGBA?) {
        withValue(of: gdk_rgba_get_type()) { value in
            value.rgba = color
            object.setProperty(name, value)
        }
    }

    /// Reads a `GdkRGBA` property.
    package static func rgba(_ object: some ObjectPointer, _ name: String) -> GdkRGBA? {
        withValue(of: gdk_rgba_get_type()) { value in
            object.getProperty(name, into: value)
            return value.rgba
        }
    }
}

extension ObjectProperties {
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
