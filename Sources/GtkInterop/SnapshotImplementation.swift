import CGtk
import CGtkShims

/// GtkWidget's `snapshot`: drawing beneath the children.
@MainActor
package protocol SnapshotImplementation: WidgetImplementation {
    /// Draws beneath the children (before GtkWidget's `snapshot` chains up).
    func snapshot(_ snapshot: Snapshot)
}

extension SwiftWidgetType {
    static let snapshotFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        widget, snapshot in
        MainThread.run(widget, snapshot) { widget, snapshot in
            guard let (definition, state) = instance(widget) else { return }
            if let snapshot { (state as? SnapshotImplementation)?.snapshot(Snapshot(snapshot)) }
            definition.parentClass?.pointee.snapshot?(widget, snapshot)
        }
    }
}
