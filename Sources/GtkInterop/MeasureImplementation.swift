import CGtk
import CGtkShims

/// GtkWidget's `measure`, for a type without a layout manager.
@MainActor
package protocol MeasureImplementation: WidgetImplementation {
    /// The widget's least and natural size along `orientation` when the
    /// other dimension is `forSize` (-1: any), and its text baseline from the
    /// top (vertical only; -1 for none).
    func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int)
}

extension SwiftWidgetType {
    static let measureFunction: @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, gint,
        UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?
    ) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        MainThread.run(widget, minimum, natural, minimumBaseline, naturalBaseline) {
            widget, minimum, natural, minimumBaseline, naturalBaseline in
            guard let state = implementation(widget, as: MeasureImplementation.self) else { return }
            let size = state.measure(orientation, forSize: Int(forSize))
            minimum?.pointee = gint(clamping: size.minimum)
            natural?.pointee = gint(clamping: size.natural)
            minimumBaseline?.pointee = gint(clamping: size.baseline)
            naturalBaseline?.pointee = gint(clamping: size.baseline)
        }
    }
}
