import CGtk
import CGtkShims

extension ObjectPointer {
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

    /// Takes one reference to the object.
    package func ref() { g_object_ref(rawObject) }

    /// Drops one reference to the object.
    package func unref() { g_object_unref(rawObject) }
}
