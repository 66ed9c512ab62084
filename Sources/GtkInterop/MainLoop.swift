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
        MainThread.check()
        return ClosureBox<@MainActor () -> Bool>.with(data) { unsafeBitCast($0, to: (() -> Bool).self)().gboolean }
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

    /// Dispatches pending events until `condition` holds or `seconds` pass.
    ///
    /// - Returns: Whether the condition held in time.
    @discardableResult
    package static func iterate(until condition: () -> Bool, timeout seconds: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                // Nothing ready: block briefly for the next event rather than spin.
                let wake = g_timeout_add(5, { _ in 0 }, nil)
                g_main_context_iteration(nil, 1)
                if g_main_context_find_source_by_id(nil, wake) != nil { g_source_remove(wake) }
            }
        }
        return true
    }

    /// Dispatches every event that is ready now, without blocking.
    package static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
