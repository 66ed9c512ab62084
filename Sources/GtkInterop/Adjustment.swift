import CGtk

extension Gtk {
    /// A `GtkAdjustment`: a value, its bounds, a step, a page and a page size,
    /// which widgets share. A handle that holds no reference; an
    /// ``ObjectReference`` holds one.
    package struct Adjustment: ObjectPointer, Equatable {
        /// The adjustment.
        package let pointer: UnsafeMutablePointer<GtkAdjustment>

        /// A handle on an adjustment.
        package init(_ pointer: UnsafeMutablePointer<GtkAdjustment>) { self.pointer = pointer }

        /// A handle on an object GObject says is an adjustment (the value of an adjustment property).
        package init(_ object: UnsafeMutableRawPointer) { pointer = object.assumingMemoryBound(to: GtkAdjustment.self) }

        /// Makes an adjustment, floating as `gtk_adjustment_new` makes it; `nil`
        /// where GTK refuses the numbers (GTK 4.22 and later: a lower bound and
        /// page size above the upper bound).
        package init?(value: Double, lower: Double, upper: Double, stepIncrement: Double, pageIncrement: Double, pageSize: Double) {
            guard let made = gtk_adjustment_new(value, lower, upper, stepIncrement, pageIncrement, pageSize) else { return nil }
            self.init(made)
        }

        /// `GTK_TYPE_ADJUSTMENT`, the type of an adjustment property.
        package static var type: GType { gtk_adjustment_get_type() }

        package var rawObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

        /// The value; setting it clamps it into the bounds, as GtkAdjustment does.
        package var value: Double {
            get { gtk_adjustment_get_value(pointer) }
            nonmutating set { gtk_adjustment_set_value(pointer, newValue) }
        }

        /// The lower bound.
        package var lower: Double { gtk_adjustment_get_lower(pointer) }
        /// The upper bound; the highest value is this less ``pageSize``.
        package var upper: Double { gtk_adjustment_get_upper(pointer) }
        /// How far a step moves the value.
        package var stepIncrement: Double { gtk_adjustment_get_step_increment(pointer) }
        /// How far a page moves the value.
        package var pageIncrement: Double { gtk_adjustment_get_page_increment(pointer) }
        /// The page size: 0 for every adjustment of a spin button or a stepper.
        package var pageSize: Double { gtk_adjustment_get_page_size(pointer) }

        /// Sets every number at once, with one `changed` (and a `value-changed`
        /// if the value moved); GTK 4.22 and later refuse, with a critical, a
        /// lower bound and page size above the upper bound.
        package func configure(
            value: Double, lower: Double, upper: Double, stepIncrement: Double, pageIncrement: Double, pageSize: Double
        ) {
            gtk_adjustment_configure(pointer, value, lower, upper, stepIncrement, pageIncrement, pageSize)
        }
    }
}
