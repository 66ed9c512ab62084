import CGtk
import GtkInterop

/// A pointer to a GObject instance, in any of the forms Swift imports
/// GTK's pointers in.
///
/// GTK's headers give two kinds of instance pointer. A type whose struct is
/// public (`GObject`, `GtkWidget`, `GtkWindow`, `GApplication`) comes as an
/// `UnsafeMutablePointer` to it; a type whose struct is private (`GtkButton`,
/// `GtkLabel`, `GtkBuilder`, `AdwApplication`) comes as an `OpaquePointer`.
/// Both conform, and so does `gpointer` (`UnsafeMutableRawPointer`), which
/// GLib's functions for any object take, so that StepperKit's signal handlers
/// (``GObjectPointer/onClicked(_:)`` and the rest) take any, and
/// ``gtkCast(_:)`` turns one into the other, as C's `GTK_WINDOW ()` and
/// `GTK_LABEL ()` do.
///
/// The conformance is on the pointer types themselves, so these members
/// appear on every such pointer; they mean something only for pointers to
/// GObject instances, and like GTK's own functions they take the pointer's
/// word for it.
public protocol GObjectPointer {
    /// The instance's address.
    var instanceAddress: UnsafeMutableRawPointer { get }

    /// A pointer of this form to the instance at `address`.
    init(instanceAddress address: UnsafeMutableRawPointer)
}

extension UnsafeMutablePointer: GObjectPointer {
    /// The instance's address.
    public var instanceAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// A pointer to the instance at `address`, as one of GTK's instance structs.
    public init(instanceAddress address: UnsafeMutableRawPointer) {
        self = address.assumingMemoryBound(to: Pointee.self)
    }
}

extension UnsafeMutableRawPointer: GObjectPointer {
    /// The instance's address.
    public var instanceAddress: UnsafeMutableRawPointer { self }

    /// A `gpointer` to the instance at `address`, as GLib's functions for
    /// any object (`g_object_unref`, `g_object_set_data`) take it.
    public init(instanceAddress address: UnsafeMutableRawPointer) {
        self = address
    }
}

extension OpaquePointer: GObjectPointer {
    /// The instance's address.
    public var instanceAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// An opaque pointer to the instance at `address`.
    public init(instanceAddress address: UnsafeMutableRawPointer) {
        self.init(address)
    }
}

/// The same GObject instance as the pointer type the call needs: what C's
/// cast macros (`GTK_WINDOW ()`, `GTK_LABEL ()`, `G_OBJECT ()`) do.
///
/// The one way StepperKit's manuals hand a GTK pointer from one function to
/// another; the target type comes from where the result goes:
///
/// ```swift
/// let window = gtk_window_new()!                   // GtkWidget *
/// gtk_window_set_title(gtkCast(window), "Cups")    // GtkWindow *
/// let label = gtk_label_new("0 cups")!
/// gtk_label_set_label(gtkCast(label), "1 cup")     // GtkLabel *, an OpaquePointer
/// let stepper = Stepper(wrapping: gtkCast(gtk_builder_get_object(builder, "cups")!))
/// ```
///
/// Like C's macros built with `G_DISABLE_CAST_CHECKS`, it does not check the
/// instance's type: the instance must be of the target's type, or of a
/// subtype, as GTK's documentation of the function says.
///
/// - Parameter instance: A pointer to a GObject instance.
/// - Returns: The same instance as a `Target`.
public func gtkCast<Target: GObjectPointer>(_ instance: some GObjectPointer) -> Target {
    Target(instanceAddress: instance.instanceAddress)
}
