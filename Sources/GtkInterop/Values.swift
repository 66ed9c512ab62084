import CGtk

// GValue is GObject's tagged union; these helpers read and write the kinds the
// project uses, so no other file touches g_value_* directly.

/// Runs `body` with a GValue initialised to `type`, unset afterwards.
package func withValue<Result>(
    of type: GType, _ body: (UnsafeMutablePointer<GValue>) throws -> Result
) rethrows -> Result {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    return try body(&value)
}

extension UnsafeMutablePointer where Pointee == GValue {
    /// The value of a `gint64` GValue.
    package var int64: Int {
        get { g_value_get_int64(self) }
        nonmutating set { g_value_set_int64(self, newValue) }
    }

    /// The value of a `gboolean` GValue.
    package var bool: Bool {
        get { Bool(gboolean: g_value_get_boolean(self)) }
        nonmutating set { g_value_set_boolean(self, newValue.gboolean) }
    }

    /// The value of a string GValue; `nil` for a NULL string.
    package var string: String? {
        get { g_value_get_string(self).map { String(cString: $0) } }
        nonmutating set { g_value_set_string(self, newValue) }
    }

    /// The value of a `GdkRGBA` boxed GValue; `nil` for NULL.
    package var rgba: GdkRGBA? {
        get { g_value_get_boxed(self)?.assumingMemoryBound(to: GdkRGBA.self).pointee }
        nonmutating set {
            if var color = newValue {
                g_value_set_boxed(self, &color)  // copies the struct
            } else {
                g_value_set_boxed(self, nil)
            }
        }
    }

    /// The value of an enumeration's GValue.
    package var enumeration: Int {
        get { Int(g_value_get_enum(self)) }
        nonmutating set { g_value_set_enum(self, gint(newValue)) }
    }

    /// The object an object GValue holds, or `nil`; setting takes a reference of the value's own.
    package var object: UnsafeMutableRawPointer? {
        get { g_value_get_object(self) }
        nonmutating set { g_value_set_object(self, newValue) }
    }
}
