import CGtk

/// A GLib timeout or idle source running a Swift closure.
///
/// The closure is released by GLib's destroy-notify when the source ends,
/// whether it returned `false`, was cancelled, or its main context went away.
package final class MainLoopSource {
    private let sourceID: guint
    private let box: HandlerBox

    fileprivate init(sourceID: guint, box: HandlerBox) {
        self.sourceID = sourceID
        self.box = box
    }

    /// Whether the source is still scheduled.
    package var isPending: Bool { box.isConnected }

    /// Removes the source; harmless when it already ended, and effective at
    /// once even inside the source's own call.
    package func cancel() {
        guard box.markDisconnected() else { return }
        g_source_remove(sourceID)
    }
}

/// Schedules Swift closures on the default GLib main context.
@MainActor
package enum MainLoop {
    private static let dispatch: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        MainThread.run(data) { ClosureBox<@MainActor () -> Bool>.function($0)().gboolean }
    }

    /// Calls `body` every `milliseconds` until it returns `false` or the source is cancelled.
    @discardableResult
    package static func every(
        milliseconds: Int, _ body: @escaping @MainActor () -> Bool
    ) -> MainLoopSource {
        MainThread.note()
        let box = ClosureBox(body)
        let id = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), dispatch, box.retainedPointer(), releaseHandlerBox)
        return MainLoopSource(sourceID: id, box: box)
    }

    /// Calls `body` once after `milliseconds`.
    @discardableResult
    package static func after(
        milliseconds: Int, _ body: @escaping @MainActor () -> Void
    ) -> MainLoopSource {
        every(milliseconds: milliseconds) {
            body()
            return false
        }
    }

    /// Calls `body` once, when the main loop is next idle.
    @discardableResult
    package static func whenIdle(_ body: @escaping @MainActor () -> Void) -> MainLoopSource {
        MainThread.note()
        let box = ClosureBox<@MainActor () -> Bool> {
            body()
            return false
        }
        let id = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, dispatch, box.retainedPointer(), releaseHandlerBox)
        return MainLoopSource(sourceID: id, box: box)
    }
}
