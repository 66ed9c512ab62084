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

/// What a GValue holds, by its type's fundamental type: the kinds a signal's
/// arguments and results come in.
package enum ValueKind: Equatable {
    case boolean, signedInteger, unsignedInteger, floatingPoint, string, object, enumeration, flags, pointer
    /// A kind StepperKit does not read (a GVariant, a type of GType's own), with the type's name.
    case other(String)
}

/// The GTypes GLib makes with `G_TYPE_MAKE_FUNDAMENTAL`, by number (part of GLib's ABI).
private enum FundamentalNumber: GType {
    case interface = 2, char, uchar, boolean, int, uint, long, ulong, int64, uint64, enumeration, flags, float, double,
        string, pointer, boxed, param, object
    init?(of type: GType) { self.init(rawValue: g_type_fundamental(type) >> 2) }
}

extension UnsafeMutablePointer where Pointee == GValue {
    /// What kind of value this is.
    package var kind: ValueKind {
        switch FundamentalNumber(of: pointee.g_type) {
        case .boolean: .boolean
        case .char, .int, .long, .int64: .signedInteger
        case .uchar, .uint, .ulong, .uint64: .unsignedInteger
        case .float, .double: .floatingPoint
        case .string: .string
        case .object: .object
        // An interface whose instances are objects (nearly all of them).
        case .interface: g_type_is_a(pointee.g_type, FundamentalNumber.object.rawValue << 2) != 0 ? .object : .pointer
        case .enumeration: .enumeration
        case .flags: .flags
        case .pointer, .boxed, .param: .pointer
        case nil: .other(String(cString: g_type_name(pointee.g_type)))
        }
    }

    /// The value of a signed integer GValue of any width.
    package var signedInteger: Int {
        get {
            switch FundamentalNumber(of: pointee.g_type) {
            case .char: Int(g_value_get_schar(self))
            case .int: Int(g_value_get_int(self))
            case .long: g_value_get_long(self)
            case .enumeration: Int(g_value_get_enum(self))
            default: g_value_get_int64(self)
            }
        }
        nonmutating set {
            switch FundamentalNumber(of: pointee.g_type) {
            case .char: g_value_set_schar(self, gint8(clamping: newValue))
            case .int: g_value_set_int(self, gint(clamping: newValue))
            case .long: g_value_set_long(self, newValue)
            case .enumeration: g_value_set_enum(self, gint(clamping: newValue))
            default: g_value_set_int64(self, gint64(newValue))
            }
        }
    }

    /// The value of an unsigned integer (or flags) GValue of any width.
    package var unsignedInteger: UInt {
        get {
            switch FundamentalNumber(of: pointee.g_type) {
            case .uchar: UInt(g_value_get_uchar(self))
            case .uint: UInt(g_value_get_uint(self))
            case .ulong: g_value_get_ulong(self)
            case .flags: UInt(g_value_get_flags(self))
            default: UInt(g_value_get_uint64(self))
            }
        }
        nonmutating set {
            switch FundamentalNumber(of: pointee.g_type) {
            case .uchar: g_value_set_uchar(self, guint8(clamping: newValue))
            case .uint: g_value_set_uint(self, guint(clamping: newValue))
            case .ulong: g_value_set_ulong(self, newValue)
            case .flags: g_value_set_flags(self, guint(clamping: newValue))
            default: g_value_set_uint64(self, guint64(newValue))
            }
        }
    }

    /// The value of a `float` or `double` GValue.
    package var floatingPoint: Double {
        get {
            FundamentalNumber(of: pointee.g_type) == .float ? Double(g_value_get_float(self)) : g_value_get_double(self)
        }
        nonmutating set {
            if FundamentalNumber(of: pointee.g_type) == .float {
                g_value_set_float(self, Float(newValue))
            } else {
                g_value_set_double(self, newValue)
            }
        }
    }

    /// The pointer a pointer, boxed, GParamSpec or object GValue holds (not a copy).
    package var pointer: UnsafeMutableRawPointer? {
        g_value_peek_pointer(self)
    }

    /// The name of the GValue's type.
    package var typeName: String { String(cString: g_type_name(pointee.g_type)) }
}
