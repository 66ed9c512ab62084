import CGtk
import CGtkShims

/// A property of a widget type defined in Swift: what its GParamSpec says.
package struct PropertyDefinition: Sendable {
    /// The kinds of value, each with its GObject type and default.
    package enum Kind: Sendable {
        /// A `gint64` within `range`.
        case int64(range: ClosedRange<Int>, defaultValue: Int)
        /// A `gboolean`.
        case boolean(defaultValue: Bool)
        /// A string.
        case string(defaultValue: String?)
        /// A `GdkRGBA` (GtkBuilder parses names and `#rrggbb` for it).
        case rgba
        /// An object of `type` (or a subtype), or NULL; GtkBuilder takes an object's id for it.
        case object(type: @Sendable () -> GType)
        /// A value of the enumeration `type`.
        case enumeration(type: @Sendable () -> GType, defaultValue: Int)
    }

    /// The GObject property id, 1 or more and unique in the type, as a C
    /// widget's `PROP_*` enum gives it.
    package var id: Int
    /// The canonical name, such as `max-width-chars`.
    package var name: String
    /// The short human name (GTK Inspector, property editors).
    package var nick: String
    /// The one-line human description.
    package var blurb: String
    /// The value type and default.
    package var kind: Kind

    /// Describes a property.
    package init(id: Int, name: String, nick: String = "", blurb: String = "", kind: Kind) {
        (self.id, self.name, self.nick, self.blurb, self.kind) = (id, name, nick, blurb, kind)
    }
}
