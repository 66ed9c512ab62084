import CGtk
import GtkInterop

// The demo's --screenshot: a window saved as a PNG file, which only the app does.

/// Why a widget could not be saved as a picture.
package struct RenderError: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String

    /// Creates the error.
    package init(description: String) {
        self.description = description
    }
}

extension WidgetHandle {
    /// Renders the widget (a window, a dialog) as it looks now (it must be
    /// shown and laid out) into a PNG file.
    ///
    /// - Returns: The picture's width and height in pixels.
    @discardableResult
    package func savePNG(to path: String) throws(RenderError) -> (width: Int, height: Int) {
        guard isRealized, width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native)
        else {
            throw RenderError(description: "it is not shown yet")
        }
        guard let paintable = gtk_widget_paintable_new(widget) else {
            throw RenderError(description: "GTK made no paintable for it")
        }
        defer { paintable.unref() }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw RenderError(description: "it drew nothing")
        }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
            throw RenderError(description: "the renderer made no picture")
        }
        defer { texture.unref() }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw RenderError(description: "cannot write \(path)")
        }
        return (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
    }
}
