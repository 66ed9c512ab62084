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

/// Decoded pictures, for GTK to show.
@MainActor
package enum Picture {
    /// Decodes image data (PNG, SVG, anything gdk-pixbuf reads) into a `GdkTexture`.
    ///
    /// - Returns: The texture (the caller owns one reference), or `nil` when the data does not decode.
    package static func texture(from data: [UInt8]) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { loader.unref() }
        let written = data.withUnsafeBufferPointer { buffer in
            gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), nil)
        }
        guard gdk_pixbuf_loader_close(loader, nil) != 0, written != 0,
              let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader)
        else { return nil }
        return gdk_texture_new_for_pixbuf(pixbuf)
    }
}

extension Gtk.Application {
    /// Makes this process run the app by itself, never handing over to a running instance.
    package func runsAlone() {
        g_application_set_flags(UnsafeMutableRawPointer(pointer).cast(to: GApplication.self), G_APPLICATION_NON_UNIQUE)
    }
}

extension Gtk {
    /// Shows GTK's about window.
    @MainActor
    package enum AboutDialog {
        /// The about window's contents.
        package struct Content {
            /// The program's name.
            package var name: String
            /// The version.
            package var version: String
            /// One sentence on what the program is.
            package var comments: String
            /// The web site.
            package var website: String
            /// The people who wrote it.
            package var authors: [String]
            /// The copyright line.
            package var copyright: String
            /// The app icon, as image data.
            package var logo: [UInt8]

            /// Creates the contents.
            package init(
                name: String, version: String, comments: String, website: String, authors: [String], copyright: String,
                logo: [UInt8]
            ) {
                self.name = name
                self.version = version
                self.comments = comments
                self.website = website
                self.authors = authors
                self.copyright = copyright
                self.logo = logo
            }
        }

        /// Shows an about window under the MIT licence, transient for `parent`.
        ///
        /// - Returns: The window (GTK owns it; it destroys itself when closed).
        @discardableResult
        package static func present(_ content: Content, transientFor parent: Gtk.Window?) -> Gtk.Window {
            let dialog = gtk_about_dialog_new()!
            let about = dialog.opaque
            gtk_about_dialog_set_program_name(about, content.name)
            gtk_about_dialog_set_version(about, content.version)
            gtk_about_dialog_set_comments(about, content.comments)
            gtk_about_dialog_set_website(about, content.website)
            gtk_about_dialog_set_copyright(about, content.copyright)
            gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
            withCStringArray(content.authors) { authors in
                authors.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: content.authors.count + 1) {
                    gtk_about_dialog_set_authors(about, $0)
                }
            }
            if let logo = Picture.texture(from: content.logo) {
                gtk_about_dialog_set_logo(about, logo)
                logo.unref()
            }
            let window = Gtk.Window(wrapping: dialog)
            window.setTransient(for: parent, modal: true)
            // Only GTK holds the about window: it goes with its parent, or, modal
            // and left behind, it would block every other window of the app.
            gtk_window_set_destroy_with_parent(window.window, (parent != nil).gboolean)
            window.present()
            return window
        }
    }
}
