import CGtk
import CGtkShims

/// A strong reference to a GObject, released when this reference is released.
///
/// Creating one sinks a floating reference (a new widget), so the Swift side
/// owns exactly one reference whichever way the object was made.
package final class ObjectReference {
    /// The referenced object.
    package let pointer: UnsafeMutableRawPointer

    /// Takes a reference to `object`, sinking it when it is floating.
    package init(sinking object: some ObjectPointer) {
        pointer = object.rawObject
        g_object_ref_sink(pointer)
    }

    /// Takes a plain reference to `object`; a floating object stays floating,
    /// so the container it is added to later still takes it over.
    package init(keepingFloating object: some ObjectPointer) {
        pointer = object.rawObject
        g_object_ref(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }
}
