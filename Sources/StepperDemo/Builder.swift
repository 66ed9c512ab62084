import CGtk
import GtkInterop

/// A GLib error, as Swift sees it.
package struct GLibError: Error, CustomStringConvertible {
    /// GLib's message.
    package var message: String
    /// The error domain, such as `gtk-builder-error-quark`.
    package var domain: String
    /// The error code within its domain.
    package var code: Int

    /// Creates an error from its parts.
    package init(message: String, domain: String, code: Int) {
        (self.message, self.domain, self.code) = (message, domain, code)
    }

    /// Takes over a `GError`, freeing it.
    package init(consuming error: UnsafeMutablePointer<GError>) {
        message = error.pointee.message.map { String(cString: $0) } ?? ""
        domain = String(cString: g_quark_to_string(error.pointee.domain))
        code = Int(error.pointee.code)
        g_error_free(error)
    }

    /// The message.
    package var description: String { message }
}

/// Calls a GLib function that reports failure through a `GError **`.
package func withGError<Result>(
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Result
) throws(GLibError) -> Result {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error { throw GLibError(consuming: error) }
    return result
}

extension Gtk {
    /// A `GtkBuilder`: objects made from `.ui` XML.
    ///
    /// The builder holds a reference to everything it made until it is released;
    /// windows it made stay until destroyed.
    @MainActor
    package final class Builder {
        private let reference: ObjectReference
        private var builder: OpaquePointer { reference.pointer.opaque }

        /// Creates an empty builder.
        package init() {
            reference = ObjectReference(adopting: UnsafeMutableRawPointer(gtk_builder_new()))
        }

        /// Adds the objects described by `xml`.
        ///
        /// - Throws: ``GLibError`` saying what is wrong and on which line.
        package func add(_ xml: String) throws(GLibError) {
            _ = try withGError { gtk_builder_add_from_string(builder, xml, -1, $0) }
        }

        /// The object with `id="name"`, if any.
        package func object(named name: String) -> UnsafeMutableRawPointer? {
            gtk_builder_get_object(builder, name).map { UnsafeMutableRawPointer($0) }
        }

        /// The widget with `id="name"`, if there is such an object and it is a widget.
        package func widget(named name: String) -> Gtk.Widget? {
            guard let object = object(named: name), object.isInstance(of: gtk_widget_get_type()) else { return nil }
            return Gtk.Widget(wrapping: object)
        }
    }
}
