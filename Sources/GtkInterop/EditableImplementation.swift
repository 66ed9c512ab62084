import CGtk
import CGtkShims

/// `GtkEditable`, implemented by forwarding to a delegate as GtkSpinButton
/// does; its properties are installed after the type's own, and the delegate
/// is let go of in `dispose`, before the implementation's.
@MainActor
package protocol EditableImplementation: ObjectImplementation {
    /// The widget whose text the type forwards to (a `GtkText`), from instance init until dispose.
    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { get }
}

extension SwiftWidgetType {
    static let editableInterfaceInit: GInterfaceInitFunc = { iface, _ in
        MainThread.run(iface?.assumingMemoryBound(to: GtkEditableInterface.self)) { iface in
            guard let iface else { return }
            iface.pointee.get_delegate = getEditableDelegate
            skshim_editable_keep_changes_inside_text(iface)
        }
    }

    static let getEditableDelegate: @convention(c) (OpaquePointer?) -> OpaquePointer? = { editable in
        MainThread.run(editable) { implementation($0, as: EditableImplementation.self)?.editableDelegate?.opaque }
    }
}
