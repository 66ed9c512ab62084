import CGtk
import CGtkShims

/// GtkWidget's notifications of its own state: leaving the screen, the focus
/// moving among its children, its state flags.
@MainActor
package protocol WidgetStateImplementation: WidgetImplementation {
    /// The widget comes on screen (after GtkWidget's `map` chains up), before
    /// its first frame there is laid out.
    func map()
    /// The widget leaves the screen (before GtkWidget's `unmap` chains up).
    func unmap()
    /// The child on the way to the keyboard focus changed from `previous`
    /// (after GtkWidget's `set_focus_child` chains up): to `nil` once the
    /// focus left every child, for the widget itself or for another widget.
    /// GTK may pass through `nil` on the way from one child to another.
    func focusChildChanged(from previous: Gtk.Widget?, to child: Gtk.Widget?)
    /// The widget's state flags changed from `previous` (after GtkWidget's
    /// `state_flags_changed` chains up), such as `GTK_STATE_FLAG_FOCUS_WITHIN`.
    func stateFlagsChanged(from previous: GtkStateFlags)
}

extension SwiftWidgetType {
    static let mapFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
        MainThread.run(widget) { widget in
            guard let (definition, state) = instance(widget) else { return }
            definition.parentClass?.pointee.map?(widget)
            (state as? WidgetStateImplementation)?.map()
        }
    }

    static let unmapFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
        MainThread.run(widget) { widget in
            guard let (definition, state) = instance(widget) else { return }
            (state as? WidgetStateImplementation)?.unmap()
            definition.parentClass?.pointee.unmap?(widget)
        }
    }

    static let setFocusChildFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkWidget>?) -> Void = {
        widget, child in
        MainThread.run(widget, child) { widget, child in
            guard let (definition, state) = instance(widget) else { return }
            let previous = gtk_widget_get_focus_child(widget)
            definition.parentClass?.pointee.set_focus_child?(widget, child)
            (state as? WidgetStateImplementation)?.focusChildChanged(
                from: previous.map(Gtk.Widget.init(handling:)), to: child.map(Gtk.Widget.init(handling:)))
        }
    }

    static let stateFlagsChangedFunction: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags) -> Void = {
        widget, previous in
        MainThread.run(widget) { widget in
            guard let (definition, state) = instance(widget) else { return }
            definition.parentClass?.pointee.state_flags_changed?(widget, previous)
            (state as? WidgetStateImplementation)?.stateFlagsChanged(from: previous)
        }
    }
}
