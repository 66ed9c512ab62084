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

    /// Adopts a reference the caller already owns (a `transfer full` return).
    package convenience init(adopting object: some ObjectPointer) {
        self.init(keepingFloating: object)
        g_object_unref(object.rawObject)
    }

    deinit {
        g_object_unref(pointer)
    }
}

/// Runs `body` with a NULL-terminated C array of C strings (`argv`, a list of accelerators).
package func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress.unsafelyUnwrapped) }
}
