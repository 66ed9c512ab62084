import CGtk
import GtkInterop

/// Reads and writes GObject properties the way `.ui` files and C code do.
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

    /// Counts the emissions of `signal` (a signal without arguments) on `object`.
    package static func countEmissions(of signal: String, on object: some ObjectPointer) -> EmissionCounter {
        let counter = EmissionCounter()
        Signal.connect(object, signal) { [weak counter] in counter?.count += 1 }
        return counter
    }

    /// Counts `notify::property` emissions on `object`.
    package static func countNotifications(of property: String, on object: some ObjectPointer) -> EmissionCounter {
        let counter = EmissionCounter()
        Signal.connectNotify(object, property: property) { [weak counter] in counter?.count += 1 }
        return counter
    }
}

/// How many times something happened.
@MainActor
package final class EmissionCounter {
    /// The count so far.
    package var count = 0
}
