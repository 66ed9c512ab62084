import CGtk
import GtkInterop

// The GTK handles only the benchmark uses: the grids its widgets are measured
// in, and the spin buttons they are measured against, with the adjustment
// those share.

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

extension Gtk {
    /// A `GtkSpinButton`, the widget a stepper replaces.
    struct SpinButton: EditableHandle {
        /// The widget.
        let widget: UnsafeMutablePointer<GtkWidget>
        init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// Creates a spin button over `range` as an app makes one for whole
        /// numbers: a step of 1, a page of 10, no digits after the point.
        init(range: ClosedRange<Int>) {
            self.init(handling: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        }

        /// Creates a spin button of hundredths over `range`, as an app makes
        /// one for decimals: a step of 0.01, a page of 1, two digits.
        init(hundredthsIn range: ClosedRange<Int>) {
            self.init(handling: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 0.01))
            gtk_spin_button_set_digits(widget.opaque, 2)
            gtk_spin_button_set_value(widget.opaque, 0)
        }

        /// The value, as the spin button's adjustment holds it (a double).
        var value: Double {
            get { gtk_spin_button_get_value(widget.opaque) }
            nonmutating set { gtk_spin_button_set_value(widget.opaque, newValue) }
        }

        /// The adjustment that holds the value, its bounds and steps; spin
        /// buttons may share one (the spin button takes its own reference).
        var adjustment: UnsafeMutablePointer<GtkAdjustment> {
            get { gtk_spin_button_get_adjustment(widget.opaque).unsafelyUnwrapped }
            nonmutating set { gtk_spin_button_set_adjustment(widget.opaque, newValue) }
        }
    }
}

