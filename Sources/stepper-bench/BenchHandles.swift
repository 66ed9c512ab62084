import CGtk
import GtkInterop

// The GTK handles only the benchmark uses: the grids its widgets are measured
// in, and the adjustment its spin buttons share.

extension Gtk {
    /// A `GtkGrid`.
    struct Grid: WidgetHandle {
        /// The widget.
        let widget: UnsafeMutablePointer<GtkWidget>
        init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a grid.
        init(rowSpacing: Int, columnSpacing: Int) {
            self.init(handling: gtk_grid_new())
            gtk_grid_set_row_spacing(widget.cast(to: GtkGrid.self), guint(rowSpacing))
            gtk_grid_set_column_spacing(widget.cast(to: GtkGrid.self), guint(columnSpacing))
        }

        /// Places `child` at a cell, spanning `width` columns.
        func attach(_ child: some WidgetHandle, column: Int, row: Int, width: Int = 1) {
            gtk_grid_attach(widget.cast(to: GtkGrid.self), child.widget, gint(column), gint(row), gint(width), 1)
        }
    }
}

extension Gtk.SpinButton {
    /// The adjustment that holds the value, its bounds and steps; spin
    /// buttons may share one (the spin button takes its own reference).
    var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        get { gtk_spin_button_get_adjustment(widget.opaque).unsafelyUnwrapped }
        nonmutating set { gtk_spin_button_set_adjustment(widget.opaque, newValue) }
    }
}

