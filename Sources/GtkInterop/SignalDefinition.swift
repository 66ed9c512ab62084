/// A signal a Swift-defined widget type declares, by its signature.
///
/// The ones with a result take no out argument, so every language's bindings
/// can connect to them: a handler returns its answer, or none (`NULL`, NaN)
/// to leave it to the next handler and in the end to the widget.
package enum SignalDefinition: ExpressibleByStringLiteral, Sendable {
    /// No arguments and no result, such as `value-changed`.
    case plain(String)
    /// `gchar *handler (instance, gdouble number)`: text for a number; the
    /// first handler to return text wins.
    case formatting(String)
    /// `gdouble handler (instance, const gchar *text)`: a number read from
    /// text; the first handler to return a number that is not NaN wins.
    case parsing(String)

    /// A plain signal named by a string literal.
    package init(stringLiteral name: String) { self = .plain(name) }

    /// The signal's name.
    package var name: String {
        switch self {
        case .plain(let name), .formatting(let name), .parsing(let name): name
        }
    }
}
