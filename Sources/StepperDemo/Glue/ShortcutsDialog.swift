import AdwaitaInterop
import CDemoShims
import CGtk

/// The `AdwShortcutsDialog` that shows ``KeyboardShortcuts`` on libadwaita 1.8 and later.
struct ShortcutsDialog: Adw.Dialog {
    /// The dialog.
    let widget: UnsafeMutablePointer<GtkWidget>
    init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    /// Whether this libadwaita has the dialog (1.8 and later).
    static var isAvailable: Bool { skdemo_has_shortcuts_dialog() != 0 }
}
