import AdwaitaInterop
internal import CAdw
internal import CAdwShims
import GtkInterop

// The libadwaita handles only the tests use. libadwaita's headers include
// GTK's, so the C modules are imported here alone, and internally: GTK's types
// in the other files (and in the tests) stay CGtk's.

extension Adw.ActionRow {
    /// Activates the row, as a click on it would.
    package func activate() { adw_action_row_activate(widget.cast(to: AdwActionRow.self)) }
}

extension Adw {
    /// The style the desktop asks for, as libadwaita follows it.
    package enum StyleManager {
        /// Whether the app is dark now.
        package static var isDark: Bool { Bool(gboolean: adw_style_manager_get_dark(adw_style_manager_get_default())) }
    }
}

extension Adw.Dialog {
    /// The window the dialog is shown over (or in), while it is.
    package var parent: Gtk.Widget? { skshim_dialog_get_parent(widget).map(Gtk.Widget.init(handling:)) }
}
