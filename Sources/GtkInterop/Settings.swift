import CGtk
import CGtkShims

extension Gtk {
    /// The process's `GtkSettings`.
    @MainActor
    package enum Settings {
        /// Whether the app is drawn dark: libadwaita's style manager, the
        /// desktop (through the settings portal, GTK 4.20 and later) or the app
        /// asked for the dark style, or the theme is a dark one.
        package static var prefersDark: Bool {
            guard let settings = gtk_settings_get_default() else { return false }
            if skshim_settings_prefer_dark(settings) != 0 { return true }
            return ObjectProperties.string(settings, "gtk-theme-name")?.lowercased().hasSuffix("dark") ?? false
        }

        /// Calls `handler` when ``prefersDark`` may have changed.
        @discardableResult
        package static func onDarknessChange(_ handler: @escaping @MainActor () -> Void) -> [SignalConnection] {
            guard let settings = gtk_settings_get_default() else { return [] }
            return [String(cString: skshim_settings_dark_property()), "gtk-theme-name"].map {
                Signal.connectNotify(settings, property: $0, handler)
            }
        }
    }
}
