import CGtk

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
