import CGtk

/// Reads and writes GObject properties by name, the way `.ui` files and C code do.
@MainActor
package enum ObjectProperties {
    /// Sets a property of any type through a GValue that `write` fills.
    package static func set(_ object: some ObjectPointer, _ name: String, _ type: GType, _ write: (UnsafeMutablePointer<GValue>) -> Void) {
        withValue(of: type) { value in
            write(value)
            g_object_set_property(object.gObject, name, value)
        }
    }

    /// Reads a property of any type through a GValue that `read` reads.
    package static func get<Result>(
        _ object: some ObjectPointer, _ name: String, _ type: GType, _ read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        withValue(of: type) { value in
            g_object_get_property(object.gObject, name, value)
            return read(value)
        }
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
}
