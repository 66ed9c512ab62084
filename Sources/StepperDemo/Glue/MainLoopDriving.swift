import CGtk
import GtkInterop

// Driving the main loop from outside it: the demo's --screenshot waits for its
// window this way, and so do the benchmark and the tests. The widget libraries
// never do; they only react to the loop GTK runs.

extension MainLoop {
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
