import CGtk

/// Reads and writes GObject properties by name, the way `.ui` files and C code do.
@MainActor
package enum ObjectProperties {
    private static func set(_ object: some ObjectPointer, _ name: String, _ type: GType, _ write: (UnsafeMutablePointer<GValue>) -> Void) {
        withValue(of: type) { value in
            write(value)
            object.setProperty(name, value)
        }
    }

    private static func get<Result>(
        _ object: some ObjectPointer, _ name: String, _ type: GType, _ read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        withValue(of: type) { value in
            object.getProperty(name, into: value)
            return read(value)
        }
    }

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

    /// Reads a boolean property.
    package static func bool(_ object: some ObjectPointer, _ name: String) -> Bool {
        get(object, name, FundamentalType.boolean) { $0.bool }
    }

    /// Sets a string property; `nil` sets NULL.
    package static func setString(_ object: some ObjectPointer, _ name: String, _ text: String?) {
        set(object, name, FundamentalType.string) { $0.string = text }
    }

    /// Reads a string property.
    package static func string(_ object: some ObjectPointer, _ name: String) -> String? {
        get(object, name, FundamentalType.string) { $0.string }
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
