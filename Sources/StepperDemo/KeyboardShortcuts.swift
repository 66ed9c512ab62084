import GtkInterop

/// The demo's Keyboard Shortcuts (Ctrl+?), listed once: the stepper's keys
/// and the app's own, and the surface that shows them, built from the list.
///
/// On libadwaita 1.8 and later the surface is an `AdwShortcutsDialog`;
/// before, a `GtkShortcutsWindow`, which GTK 4.18 deprecates, where libadwaita
/// has nothing in its place. The app's accelerators are written out, not read
/// from its actions: a shortcut naming its action finds the accelerator only
/// in a help overlay, set with an API GTK 4.18 deprecates too.
/// DemoWindowTests checks that they match the app's.
@MainActor
enum KeyboardShortcuts {
    /// One key combination, or several that do the same, in the form
    /// `gtk_accelerator_parse` reads, separated by spaces.
    struct Shortcut {
        let title: String
        let accelerators: String
    }

    /// A titled group of shortcuts.
    struct Section {
        let title: String
        let shortcuts: [Shortcut]
    }

    /// The shortcuts, translated.
    static var sections: [Section] {
        [
            Section(title: localized("Stepper"), shortcuts: [
                Shortcut(title: localized("Increase by one step"), accelerators: "Up plus KP_Add"),
                Shortcut(title: localized("Decrease by one step"), accelerators: "Down minus KP_Subtract"),
                Shortcut(title: localized("Increase by one page"), accelerators: "Page_Up"),
                Shortcut(title: localized("Decrease by one page"), accelerators: "Page_Down"),
                Shortcut(title: localized("Go to the minimum"), accelerators: "Home <Control>Page_Down"),
                Shortcut(title: localized("Go to the maximum"), accelerators: "End <Control>Page_Up"),
                // TRANSLATORS: a row of the keyboard shortcuts: Alt and a label's underlined letter focus its stepper.
                Shortcut(title: localized("Focus a stepper by its label"), accelerators: "<Alt>E"),
            ]),
            Section(title: localized("Application"), shortcuts: [
                Shortcut(title: localized("Preferences"), accelerators: "<Control>comma"),
                Shortcut(title: localized("Keyboard shortcuts"), accelerators: "<Control>question"),
                Shortcut(title: localized("Main menu"), accelerators: "F10"),
                Shortcut(title: localized("Quit"), accelerators: "<Control>q"),
            ]),
        ]
    }

    /// Whether the shortcuts are shown in an `AdwShortcutsDialog` (libadwaita
    /// 1.8 and later) rather than a `GtkShortcutsWindow`.
    static var areShownInADialog: Bool { ShortcutsDialog.isAvailable }

    /// The GtkBuilder XML of the surface that shows ``sections``, as the
    /// object `shortcuts`.
    static var builderXML: String {
        let inDialog = areShownInADialog
        func property(_ name: String, _ value: String) -> String {
            "<property name=\"\(name)\">\(Markup.escaped(value))</property>"
        }
        func shortcut(_ shortcut: Shortcut) -> String {
            let type = inDialog ? "AdwShortcutsItem" : "GtkShortcutsShortcut"
            return "<child><object class=\"\(type)\">"
                + property("title", shortcut.title) + property("accelerator", shortcut.accelerators) + "</object></child>"
        }
        // The dialog has sections of items; the window a section of groups of shortcuts.
        let sections = Self.sections.map { section in
            "<child><object class=\"\(inDialog ? "AdwShortcutsSection" : "GtkShortcutsGroup")\">"
                + property("title", section.title) + section.shortcuts.map(shortcut).joined() + "</object></child>"
        }.joined()
        let surface = inDialog
            ? "<object class=\"AdwShortcutsDialog\" id=\"shortcuts\">\(sections)</object>"
            : "<object class=\"GtkShortcutsWindow\" id=\"shortcuts\">" + property("modal", "true")
                + "<child><object class=\"GtkShortcutsSection\">" + property("section-name", "shortcuts")
                + sections + "</object></child></object>"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><interface>\(surface)</interface>"
    }
}
