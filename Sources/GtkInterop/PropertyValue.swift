import CGtk

/// A property's value as GObject hands it to a Swift-defined type or asks
/// it for one, by the type of the property's pspec: what an
/// ``ObjectImplementation`` reads and writes instead of a GValue.
package enum PropertyValue {
    /// A `gint64`.
    case int64(Int)
    /// A `gboolean`.
    case boolean(Bool)
    /// A string, or NULL.
    case string(String?)
    /// A `GdkRGBA`, or NULL.
    case rgba(GdkRGBA?)
    /// A value of an enumeration, such as `GtkOrientation`.
    case enumeration(Int)
    /// An object, or NULL; the value holds no reference of its own.
    case object(UnsafeMutableRawPointer?)

    /// What `value` holds, read by its type; `nil` for a type no property here has.
    init?(reading value: UnsafeMutablePointer<GValue>) {
        let type = value.pointee.g_type
        switch type {
        case FundamentalType.int64: self = .int64(value.int64)
        case FundamentalType.boolean: self = .boolean(value.bool)
        case FundamentalType.string: self = .string(value.string)
        case gdk_rgba_get_type(): self = .rgba(value.rgba)
        default:
            if g_type_is_a(type, FundamentalType.enumeration) != 0 {
                self = .enumeration(value.enumeration)
            } else if g_type_is_a(type, FundamentalType.object) != 0 {
                self = .object(value.object)
            } else {
                return nil
            }
        }
    }

    /// Writes the value into `value`, a GValue of the property's type; a value
    /// of another kind leaves it at the property's default.
    func write(into value: UnsafeMutablePointer<GValue>) {
        switch self {
        case .int64(let number): value.int64 = number
        case .boolean(let flag): value.bool = flag
        case .string(let text): value.string = text
        case .rgba(let color): value.rgba = color
        case .enumeration(let number): value.enumeration = number
        case .object(let object): value.object = object
        }
    }
}
