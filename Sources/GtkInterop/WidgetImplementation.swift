import CGtk
import CGtkShims

// Defining a GTK widget type in Swift, as G_DEFINE_FINAL_TYPE and a class_init
// do in C: the type is registered, its class struct filled (vfuncs,
// properties, signals, actions, shortcuts), and every instance gets one
// pointer more than its parent's, to its Swift state: an object of the type's
// implementation, made by instance_init and released by finalize.
//
// As in gtk-rs, the vfuncs come in protocols, one per class or interface
// (ObjectImplementation, SnapshotImplementation, ButtonImplementation,
// EditableImplementation...), each in a file of its own: a vfunc is declared
// once, as the protocol's requirement, with the C trampoline that calls it
// beside it. class_init (SwiftWidgetType.swift) installs the trampolines of
// the protocols the implementation conforms to and no others, so the
// parent's vfuncs serve for the rest. The trampolines are shared by every
// type defined here: each finds the instance's state and calls it as the
// protocol it was installed for. WidgetSubclass.swift is the typed face a
// widget type is declared with. Event controllers are connected per
// instance, as in C (Controls.swift).

/// The Swift state of one instance of a widget type defined with ``WidgetSubclass``.
@MainActor
package protocol WidgetImplementation: AnyObject {
    /// Makes the state of a new instance, as instance_init does: children, controllers.
    init(widget: UnsafeMutablePointer<GtkWidget>)
}
