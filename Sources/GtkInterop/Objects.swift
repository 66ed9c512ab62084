import CGtk
import CGtkShims

extension ObjectPointer {
    /// Emits `notify` for a property.
    @MainActor
    package func notify(_ spec: UnsafeMutablePointer<GParamSpec>) {
        g_object_notify_by_pspec(gObject, spec)
    }

    /// Holds back `notify` emissions until ``thawNotifications()``, merging repeats.
    @MainActor
    package func freezeNotifications() { g_object_freeze_notify(gObject) }

    /// Emits the `notify` signals held back since ``freezeNotifications()``.
    @MainActor
    package func thawNotifications() { g_object_thaw_notify(gObject) }

    /// Emits a signal that has no arguments, keeping the instance alive meanwhile.
    @MainActor
    package func emit(signal id: guint) {
        g_object_ref(rawObject)
        skshim_signal_emit_plain(rawObject, id)
        g_object_unref(rawObject)
    }

    /// Emits a signal without arguments by name, as GTK would (`clicked`, `activate`).
    @MainActor
    package func emit(signalNamed name: String) {
        skshim_signal_emit_by_name_plain(rawObject, name)
    }

    /// Takes one reference to the object.
    package func ref() { g_object_ref(rawObject) }

    /// Drops one reference to the object.
    package func unref() { g_object_unref(rawObject) }

    /// Sets a property through GObject, as GtkBuilder or C code would.
    @MainActor
    package func setProperty(_ name: String, _ value: UnsafePointer<GValue>) {
        g_object_set_property(gObject, name, value)
    }

    /// Reads a property through GObject into `value`, which must be initialised to its type.
    @MainActor
    package func getProperty(_ name: String, into value: UnsafeMutablePointer<GValue>) {
        g_object_get_property(gObject, name, value)
    }

    /// Calls `handler` once the object is finalized; the handler must not touch it.
    @MainActor
    package func onFinalize(_ handler: @escaping @MainActor () -> Void) {
        MainThread.note()
        let box = ClosureBox(handler)
        let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, _ in
            MainThread.check()
            ClosureBox<@MainActor () -> Void>.with(data) { unsafeBitCast($0, to: (() -> Void).self)() }
            // A weak reference fires once: the box is GLib's no more.
            Unmanaged<HandlerBox>.fromOpaque(data.unsafelyUnwrapped).release()
        }
        g_object_weak_ref(gObject, notify, box.retainedPointer())
    }
}

extension ObjectPointer {
    /// Binds a property of this object to a property of `target` with a
    /// `GBinding`, as C code and `.ui` files do; GLib converts between types
    /// it can transform (such as `gint64` and `gdouble`).
    ///
    /// The binding lives as long as both objects.
    @MainActor
    package func bindProperty(_ name: String, to target: some ObjectPointer, _ targetName: String, bidirectional: Bool) {
        let flags = GBindingFlags(G_BINDING_SYNC_CREATE.rawValue | (bidirectional ? G_BINDING_BIDIRECTIONAL.rawValue : 0))
        g_object_bind_property(gObject, name, target.gObject, targetName, flags)
    }
}
