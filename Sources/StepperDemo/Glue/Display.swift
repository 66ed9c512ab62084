import CGtk

/// The connection to the windowing system.
@MainActor
package enum Display {
    /// Initialises GTK and opens the default display, if there is one to open.
    ///
    /// - Returns: Whether GTK now has a display; false without `DISPLAY` or
    ///   `WAYLAND_DISPLAY`, or when the server does not answer.
    package static func open() -> Bool {
        gtk_init_check() != 0
    }
}
