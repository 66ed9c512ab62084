import CGtkShims

/// Swift's main-actor jobs, run by GTK's main loop.
///
/// A `Task { @MainActor in … }`, or a `for await` loop on the main actor
/// that waits for the next element, leaves a job for the main actor. On
/// Linux such jobs wait in libdispatch's main queue, which GLib's main loop
/// knows nothing of: without this, they would wait for as long as GTK runs.
@MainActor
package enum MainActorJobs {
    /// Makes GLib's default main context run the main actor's jobs as they
    /// arrive, from now until the process ends; once per process.
    ///
    /// - Returns: Whether it does. It cannot where the top-level code of a
    ///   Swift program awaits: Swift then gives the main queue to
    ///   libdispatch's threads (`dispatch_main`) before that code runs, and
    ///   jobs for the main actor wait until the code that runs GTK returns.
    @discardableResult
    package static func runInMainLoop() -> Bool {
        skshim_main_queue_serve_from_main_loop() != 0
    }
}
