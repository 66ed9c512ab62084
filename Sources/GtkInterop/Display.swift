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

/// The icon theme of the default display.
@MainActor
package enum IconTheme {
    /// Adds a folder holding icons in the hicolor layout (`hicolor/scalable/apps/…`).
    package static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }

}

extension Gtk {
    /// The process's `GtkSettings`.
    @MainActor
    package enum Settings {
        /// Whether the app is drawn dark: libadwaita's style manager or the
        /// app asked for the dark variant, or the theme is a dark one.
        package static var prefersDark: Bool {
            guard let settings = gtk_settings_get_default() else { return false }
            if ObjectProperties.bool(settings, "gtk-application-prefer-dark-theme") { return true }
            return ObjectProperties.string(settings, "gtk-theme-name")?.lowercased().hasSuffix("dark") ?? false
        }

        /// Calls `handler` when ``prefersDark`` may have changed.
        @discardableResult
        package static func onDarknessChange(_ handler: @escaping @MainActor () -> Void) -> [SignalConnection] {
            guard let settings = gtk_settings_get_default() else { return [] }
            return ["gtk-application-prefer-dark-theme", "gtk-theme-name"].map {
                Signal.connectNotify(settings, property: $0, handler)
            }
        }

        /// Whether widgets animate their transitions.
        package static var animationsEnabled: Bool {
            get { gtk_settings_get_default().map { ObjectProperties.bool($0, "gtk-enable-animations") } ?? true }
            set { gtk_settings_get_default().map { ObjectProperties.setBool($0, "gtk-enable-animations", newValue) } }
        }
    }
}
