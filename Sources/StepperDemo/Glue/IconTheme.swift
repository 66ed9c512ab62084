import CGtk

/// The icon theme of the default display.
@MainActor
package enum IconTheme {
    /// Adds a folder holding icons in the hicolor layout (`hicolor/scalable/apps/…`).
    package static func addSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }
}
