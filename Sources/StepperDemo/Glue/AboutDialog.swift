import AdwaitaInterop
import CDemoShims
import CGtk
import GtkInterop

// The demo's About dialog: libadwaita's, chosen by version in CDemoShims.

extension Adw {
    /// The contents of an About dialog (an `AdwAboutDialog` on libadwaita 1.5
    /// and later, an `AdwAboutWindow` before).
    @MainActor
    package struct About {
        /// The program's name.
        package var name: String
        /// The icon name (looked up in the icon theme).
        package var iconName: String
        /// The version.
        package var version: String
        /// Who made it.
        package var developer: String
        /// The web site.
        package var website: String
        /// The issue tracker.
        package var issueURL: String
        /// The copyright line.
        package var copyright: String
        /// The release notes of this version, as AppStream description markup.
        package var releaseNotes: String?

        /// Describes an About dialog.
        package init(
            name: String, iconName: String, version: String, developer: String, website: String, issueURL: String,
            copyright: String, releaseNotes: String?
        ) {
            (self.name, self.iconName, self.version, self.developer) = (name, iconName, version, developer)
            (self.website, self.issueURL, self.copyright, self.releaseNotes) = (website, issueURL, copyright, releaseNotes)
        }

        /// Shows the About dialog, under the MIT licence, over `parent`.
        ///
        /// - Returns: The dialog (GTK owns it; it is destroyed once closed, or with its parent).
        @discardableResult
        package func present(over parent: Gtk.Window?) -> AboutDialog {
            let about = AboutDialog(handling: skdemo_about_new(
                name, iconName, version, developer, website, issueURL, copyright, releaseNotes))
            about.present(over: parent)
            return about
        }
    }

    /// An About dialog that ``About/present(over:)`` showed.
    package struct AboutDialog: Dialog {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }
    }
}
