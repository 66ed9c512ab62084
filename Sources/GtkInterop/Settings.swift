import CGtk

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
    }
}
