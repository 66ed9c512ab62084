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
}
