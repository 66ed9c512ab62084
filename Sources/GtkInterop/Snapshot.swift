import CGtk

/// A `GtkSnapshot`, as a widget's snapshot vfunc receives it.
@MainActor
package struct Snapshot {
    /// The snapshot.
    package let pointer: OpaquePointer

    /// A handle on the snapshot argument of a snapshot vfunc.
    package init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Fills `rect` with `color`.
    package func appendColor(_ color: GdkRGBA, in rect: graphene_rect_t) {
        var color = color
        var rect = rect
        gtk_snapshot_append_color(pointer, &color, &rect)
    }

    /// Draws text laid out by ``TextLayout`` with its top left corner at (`x`, `y`).
    package func appendText(_ layout: TextLayout, x: Double, y: Double, color: GdkRGBA) {
        var color = color
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_save(pointer)
        gtk_snapshot_translate(pointer, &point)
        gtk_snapshot_append_layout(pointer, layout.layout, &color)
        gtk_snapshot_restore(pointer)
    }
}
