import CGtk
import CGtkShims

/// CSS for all widgets on a display.
@MainActor
package enum StyleSheet {
    /// Adds `css` to every widget of the default display at `priority`.
    ///
    /// - Returns: Whether there was a display to add it to.
    @discardableResult
    package static func addToDefaultDisplay(_ css: String, priority: Int32) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let provider = gtk_css_provider_new()
        skshim_css_provider_load(provider, css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(priority))
        g_object_unref(UnsafeMutableRawPointer(provider))  // the display keeps its own reference
        return true
    }

    /// GTK's priority for an application's own style sheets.
    package static var applicationPriority: Int32 { Int32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) }
}
