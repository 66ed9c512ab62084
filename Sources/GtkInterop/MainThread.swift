import Glibc
import Synchronization

/// GTK's thread, and the way C callbacks enter main-actor code.
///
/// GLib calls vfuncs, signal handlers and main-loop sources on the thread that
/// runs GTK, the process's main thread. A callback's arguments are C pointers,
/// which are not `Sendable`: `MainActor.assumeIsolated` takes a closure that
/// could not capture them, and returns only `Sendable` results. So
/// ``run(_:body:)`` checks the thread itself and hands the pointers to the
/// main-actor code as its arguments. Every callback of ours is set up by
/// main-actor code (connecting a handler, registering a type, adding a
/// source), which notes its thread first; a callback then compares thread ids,
/// and traps on any other thread exactly as `assumeIsolated` would. The
/// comparison is cheaper than the concurrency runtime's check (about 200
/// instructions), but no benchmark figure depends on that: an update runs
/// about three callbacks, 0.3 % of its 195,000 instructions.
package enum MainThread {
    private static let noted = Atomic<UInt>(0)

    /// Notes the current thread as GTK's; called by the main-actor code that
    /// sets up callbacks.
    @MainActor
    package static func note() {
        noted.store(UInt(pthread_self()), ordering: .relaxed)
    }

    /// Whether the caller runs on the thread noted as GTK's.
    package static var isCurrent: Bool {
        let thread = noted.load(ordering: .relaxed)
        return thread != 0 && thread == UInt(pthread_self())
    }

    /// Traps unless the caller runs on GTK's thread.
    @inline(__always)
    package static func check() {
        guard isCurrent else {
            fatalError("GTK called back on a thread other than its main thread")
        }
    }

    /// Called first by each function a host program that is not Swift (C,
    /// Python, JavaScript) calls: C calls do not check actor isolation, so the
    /// concurrency runtime checks here that this is the main thread, as for
    /// any main-actor entry, and the thread is noted as GTK's for the
    /// callbacks that follow.
    package static func enteredFromHost() {
        MainActor.assumeIsolated { note() }
    }

    /// Runs main-actor code from a C callback, after checking the thread,
    /// passing it the callback's arguments: pointers are not `Sendable`, so
    /// they reach the isolated closure as its arguments, not captured by it.
    @inline(__always)
    package static func run<each Argument, Result>(
        _ arguments: repeat each Argument, body: @MainActor (repeat each Argument) throws -> Result
    ) rethrows -> Result {
        check()
        // What MainActor.assumeIsolated does after its own check; a function
        // with a parameter pack is cast inside a struct.
        return try withoutActuallyEscaping(body) { isolated in
            try unsafeBitCast(Isolated(call: isolated), to: Checked<repeat each Argument, Result>.self).call(repeat each arguments)
        }
    }

    private struct Isolated<each Argument, Result> { let call: @MainActor (repeat each Argument) throws -> Result }
    private struct Checked<each Argument, Result> { let call: (repeat each Argument) throws -> Result }
}
