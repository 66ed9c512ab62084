import CGtk
import GtkInterop

extension Gtk {
    /// A `GtkBuilder`: objects made from `.ui` XML.
    ///
    /// The builder holds a reference to everything it made until it is released;
    /// windows it made stay until destroyed.
    @MainActor
    package final class Builder {
        private let reference: ObjectReference
        private var builder: OpaquePointer { reference.pointer.opaque }

        /// Creates an empty builder.
        package init() {
            reference = ObjectReference(adopting: UnsafeMutableRawPointer(gtk_builder_new()))
        }

        /// Adds the objects described by `xml`.
        ///
        /// - Throws: ``GLibError`` saying what is wrong and on which line.
        package func add(_ xml: String) throws(GLibError) {
            _ = try withGError { gtk_builder_add_from_string(builder, xml, -1, $0) }
        }

        /// The object with `id="name"`, if any.
        package func object(named name: String) -> UnsafeMutableRawPointer? {
            gtk_builder_get_object(builder, name).map { UnsafeMutableRawPointer($0) }
        }

        /// The widget with `id="name"`, if there is such an object and it is a widget.
        package func widget(named name: String) -> Gtk.Widget? {
            guard let object = object(named: name), object.isInstance(of: gtk_widget_get_type()) else { return nil }
            return Gtk.Widget(wrapping: object)
        }
    }
}
