import CGtk
import GtkInterop

// Lists of many rows: a GListStore of objects shown by a GtkListView, whose
// factory makes a screenful of rows once and rebinds them to other items as
// the list scrolls. And a Swift object carried by a GObject, for items whose
// data lives in Swift.

/// The quark under which ``ObjectPointer/attach(_:)`` keeps its object.
private let attachedObjectQuark = g_quark_from_static_string("stepperkit-attached-object")

/// Releases an object retained by ``ObjectPointer/attach(_:)``.
private let releaseAttachedObject: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension ObjectPointer {
    /// Makes the GObject carry `object` (one per GObject; a second replaces
    /// the first). The GObject holds one strong reference, released when it
    /// is finalized or the object is replaced.
    package func attach(_ object: AnyObject) {
        g_object_set_qdata_full(
            gObject, attachedObjectQuark, Unmanaged.passRetained(object).toOpaque(), releaseAttachedObject)
    }

    /// The object ``attach(_:)`` put on this GObject, if it is a `Kind`.
    package func attached<Kind: AnyObject>(_ kind: Kind.Type) -> Kind? {
        guard let data = g_object_get_qdata(gObject, attachedObjectQuark) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? Kind
    }
}

/// `SkSwiftObject`: a GObject that carries one Swift object in its instance,
/// so that a list of ten thousand items whose data lives in Swift costs no
/// more per item than GTK's own objects (GObject's per-instance data table,
/// which ``ObjectPointer/attach(_:)`` uses, would add an allocation to each).
package enum SwiftObjectCarrier {
    private struct Instance {
        var parent: GObject
        /// Retained once; released in finalize.
        var payload: UnsafeMutableRawPointer?
    }

    /// The GType, registered on first use.
    package static let type: GType = {
        let classInit: @convention(c) (gpointer?, gpointer?) -> Void = { klass, _ in
            guard let objectClass = klass?.assumingMemoryBound(to: GObjectClass.self) else { return }
            objectClass.pointee.finalize = { object in
                guard let object else { return }
                let instance = UnsafeMutableRawPointer(object).assumingMemoryBound(to: Instance.self)
                if let payload = instance.pointee.payload {
                    instance.pointee.payload = nil
                    Unmanaged<AnyObject>.fromOpaque(payload).release()
                }
                let parent = g_type_class_peek(g_object_get_type()).assumingMemoryBound(to: GObjectClass.self)
                parent.pointee.finalize?(object)
            }
        }
        return g_type_register_static_simple(
            g_object_get_type(), "SkSwiftObject", guint(MemoryLayout<GObjectClass>.size), classInit,
            guint(MemoryLayout<Instance>.size), nil, GTypeFlags(rawValue: 0))
    }()

    /// A new object carrying `payload`, with one reference the caller owns.
    package static func make(carrying payload: AnyObject) -> UnsafeMutableRawPointer {
        // SkSwiftObject has no properties to fail on.
        let object = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil).unsafelyUnwrapped)
        object.assumingMemoryBound(to: Instance.self).pointee.payload = Unmanaged.passRetained(payload).toOpaque()
        return object
    }

    /// What `object` carries, when it is an `SkSwiftObject` carrying a `Kind`.
    package static func payload<Kind: AnyObject>(of object: UnsafeMutableRawPointer, as kind: Kind.Type) -> Kind? {
        guard g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0,
              let payload = object.assumingMemoryBound(to: Instance.self).pointee.payload
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(payload).takeUnretainedValue() as? Kind
    }
}

extension Gtk {
    /// A `GtkAdjustment`: a value between bounds with its steps, not floating.
    package static func makeAdjustment(
        value: Double, range: ClosedRange<Double>, step: Double
    ) -> UnsafeMutablePointer<GtkAdjustment> {
        let adjustment = gtk_adjustment_new(value, range.lowerBound, range.upperBound, step, step * 10, 0).unsafelyUnwrapped
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        return adjustment
    }

    /// A `GListStore`: a list of GObjects that holds a reference to each.
    @MainActor
    package final class ListStore {
        /// The `GListStore`.
        package let store: OpaquePointer
        /// The store as the `GListModel` views read.
        package var model: OpaquePointer { store }

        /// An empty list of objects of type `itemType`.
        package init(itemType: GType) {
            store = g_list_store_new(itemType)
        }

        isolated deinit {
            g_object_unref(UnsafeMutableRawPointer(store))
        }

        /// Adds `items` at the end in one change; the list takes its own references.
        package func append(contentsOf items: [UnsafeMutableRawPointer]) {
            var pointers: [gpointer?] = items
            pointers.withUnsafeMutableBufferPointer { buffer in
                g_list_store_splice(store, guint(count), 0, buffer.baseAddress, guint(buffer.count))
            }
        }

        /// How many items the list holds.
        package var count: Int { Int(g_list_model_get_n_items(store)) }
    }

    /// One row of a list view: the widget it was set up with, and the item it shows now.
    @MainActor
    package struct ListItem {
        /// The `GtkListItem`.
        package let item: OpaquePointer

        /// The row's widget, made once in the factory's setup.
        package var child: Gtk.Widget? {
            get { gtk_list_item_get_child(item).map { Gtk.Widget($0) } }
            nonmutating set { gtk_list_item_set_child(item, newValue?.widget) }
        }

        /// The item shown, while the row is bound.
        package var object: UnsafeMutableRawPointer? { gtk_list_item_get_item(item).map { UnsafeMutableRawPointer($0) } }
    }

    /// A `GtkSignalListItemFactory`: `setup` makes a row's widget once;
    /// `bind` shows an item in it; `unbind` lets go of the item.
    @MainActor
    package final class ListItemFactory {
        /// The factory.
        package let factory: OpaquePointer

        /// A factory calling the handlers given.
        package init(
            setup: @escaping @MainActor (ListItem) -> Void,
            bind: @escaping @MainActor (ListItem) -> Void,
            unbind: @escaping @MainActor (ListItem) -> Void
        ) {
            factory = gtk_signal_list_item_factory_new()
            for (name, handler) in [("setup", setup), ("bind", bind), ("unbind", unbind)] {
                Signal.connectPointerArgument(factory, name) { item in
                    guard let item else { return }
                    handler(ListItem(item: OpaquePointer(item)))
                }
            }
        }

        isolated deinit {
            g_object_unref(UnsafeMutableRawPointer(factory))
        }
    }

    /// A `GtkListView` (without selection) of a list store's items.
    package struct ListView: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// A list view showing `store`'s items through `factory`; both are shared, not taken.
        package init(showing store: ListStore, through factory: ListItemFactory) {
            g_object_ref(UnsafeMutableRawPointer(store.store))
            g_object_ref(UnsafeMutableRawPointer(factory.factory))
            // Both new-functions take the references just made.
            let selection = gtk_no_selection_new(store.model)
            self.init(handling: gtk_list_view_new(selection, factory.factory).unsafelyUnwrapped)
        }
    }

    /// A `GtkScrolledWindow`.
    package struct ScrolledWindow: WidgetHandle {
        /// The widget.
        package let widget: UnsafeMutablePointer<GtkWidget>
        package init(handling widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

        /// A scrolled window around `child`.
        package init(around child: some WidgetHandle) {
            self.init(handling: gtk_scrolled_window_new())
            gtk_scrolled_window_set_child(OpaquePointer(widget), child.widget)
        }

        private var vertical: UnsafeMutablePointer<GtkAdjustment> {
            gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)).unsafelyUnwrapped
        }

        /// How far down the view is scrolled, in pixels.
        package var verticalOffset: Double {
            get { gtk_adjustment_get_value(vertical) }
            nonmutating set { gtk_adjustment_set_value(vertical, newValue) }
        }

        /// The furthest ``verticalOffset`` can go (the content's height less the view's).
        package var maximumVerticalOffset: Double {
            gtk_adjustment_get_upper(vertical) - gtk_adjustment_get_page_size(vertical)
        }
    }
}

extension WidgetHandle {
    /// Calls `before` as each frame starts painting and `after` when it is
    /// done, on the frame clock of the widget's window (realized widgets only).
    ///
    /// - Returns: The two connections, to disconnect when done.
    package func onFrames(
        before: @escaping @MainActor () -> Void, after: @escaping @MainActor () -> Void
    ) -> [SignalConnection] {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return [] }
        return [Signal.connect(clock, "before-paint", before), Signal.connect(clock, "after-paint", after)]
    }
}

extension Signal {
    /// Connects a C function as the handler of a signal without arguments, with
    /// plain user data and no Swift in between (the reference for benchmarks).
    ///
    /// - Returns: GLib's handler id.
    @discardableResult
    package static func connectC(
        _ instance: some ObjectPointer, _ name: String,
        handler: @escaping @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
        data: UnsafeMutableRawPointer?
    ) -> gulong {
        g_signal_connect_data(instance.rawObject, name, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// The id of a signal of a type, for emitting it without a name lookup.
    package static func id(named name: String, on type: GType) -> guint {
        g_signal_lookup(name, type)
    }
}
