import CGtk
import CGtkShims
import GtkInterop

/// A GNOME app's application object: a `GtkApplication` (or, from
/// StepperAdwaita, an `AdwApplication`) that runs GTK's main loop, calls
/// ``onActivate(_:)`` when the app starts, and lives while it has windows.
///
/// ```swift
/// let app = Application(id: "org.example.Cups")
/// app.onActivate { app in
///     let window = gtk_application_window_new(app.pointer)!
///     gtk_window_set_child(gtkCast(window), Stepper().widget)
///     gtk_window_present(gtkCast(window))
/// }
/// exit(app.run())
/// ```
///
/// One instance of an app runs per user session: a second start of the same
/// id hands its activation over to the first, which calls `activate` again,
/// unless the app is made with `isUnique` false.
///
/// Handlers follow ``SignalHandler``'s rule: GLib keeps them as long as the
/// application object. The application object lives as long as this Swift
/// object, and at least until ``run(arguments:)`` returns.
@MainActor
public final class Application {
    private let reference: ObjectReference

    /// The `GtkApplication`, for GTK's functions (`gtk_application_window_new`).
    public var pointer: UnsafeMutablePointer<GtkApplication> { reference.pointer.cast(to: GtkApplication.self) }

    /// The application as a `GApplication`, for GIO's functions.
    public var gApplication: UnsafeMutablePointer<GApplication> { reference.pointer.cast(to: GApplication.self) }

    /// Creates a `GtkApplication`; nothing runs until ``run(arguments:)``.
    ///
    /// - Parameters:
    ///   - id: The app's reverse-DNS id (`org.example.Cups`), also its D-Bus
    ///     name; GLib warns of an invalid one and the app then runs without one.
    ///   - isUnique: Whether a second start hands over to the first (GNOME's
    ///     way); false runs each start on its own.
    public convenience init(id: String, isUnique: Bool = true) {
        self.init(makingWith: id, isUnique: isUnique) { id, flags in UnsafeMutableRawPointer(gtk_application_new(id, flags)) }
    }

    /// Makes the application object with `make`, which returns a full
    /// reference to a new `GtkApplication` (or subclass) with an id, or
    /// `NULL` for none, and flags.
    package init(
        makingWith id: String, isUnique: Bool,
        _ make: (UnsafePointer<CChar>?, GApplicationFlags) -> UnsafeMutableRawPointer?
    ) {
        let valid = g_application_id_is_valid(id) != 0
        if !valid { logWarning("“\(id)” is not a valid application id; the app runs without one") }
        let flags = isUnique ? SKSHIM_APPLICATION_DEFAULT_FLAGS : SKSHIM_APPLICATION_NON_UNIQUE
        // GTK's constructors return NULL for an invalid id only, which is not passed.
        let object = valid ? id.withCString { make($0, flags) } : make(nil, flags)
        reference = ObjectReference(adopting: object.unsafelyUnwrapped)
    }

    /// The app's id, or `nil` when it has none.
    public var id: String? { g_application_get_application_id(gApplication).map { String(cString: $0) } }

    /// Calls `handler` each time the app is activated: when it starts, and
    /// each time it is started again while it runs. It is where an app
    /// makes its window, or presents the one it has.
    ///
    /// - Parameter handler: Called with this application.
    /// - Returns: The handler, to disconnect it early.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Application) -> Void) -> SignalHandler {
        connect("activate", handler)
    }

    /// Calls `handler` once, as the app's first instance starts, before
    /// its first activation: where app-wide setup (actions, style) goes.
    ///
    /// - Parameter handler: Called with this application.
    /// - Returns: The handler, to disconnect it early.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor (Application) -> Void) -> SignalHandler {
        connect("startup", handler)
    }

    /// Calls `handler` once, as the app's first instance is about to exit.
    ///
    /// - Parameter handler: Called with this application.
    /// - Returns: The handler, to disconnect it early.
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor (Application) -> Void) -> SignalHandler {
        connect("shutdown", handler)
    }

    /// Connects a handler that receives this object; weakly, so that GLib's
    /// handler does not keep the Swift object (and the object through it) alive.
    private func connect(_ signal: String, _ handler: @escaping @MainActor (Application) -> Void) -> SignalHandler {
        SignalHandler(Signal.connect(reference.pointer, signal) { [weak self] in
            if let self { handler(self) }
        })
    }

    /// Adds a window to the app, which runs while it has one; windows made
    /// with `gtk_application_window_new` or `adw_application_window_new` are added already.
    ///
    /// - Parameter window: A `GtkWindow`.
    public func addWindow(_ window: some GObjectPointer) {
        gtk_application_add_window(pointer, window.instanceAddress.assumingMemoryBound(to: GtkWindow.self))
    }

    /// The app's windows, the one focused most recently first.
    public var windows: [UnsafeMutablePointer<GtkWindow>] {
        var result: [UnsafeMutablePointer<GtkWindow>] = []
        var node = gtk_application_get_windows(pointer)
        while let current = node {
            if let window = current.pointee.data { result.append(window.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        return result
    }

    /// Runs the app: registers it, activates it (or hands over to its
    /// running instance) and runs GTK's main loop until its last window
    /// closes or ``quit()``.
    ///
    /// While it runs, GTK's main loop also runs the main actor's work: a
    /// `Task` on the main actor, the next turn of a `for await` loop there,
    /// Swift's `Observations`. So a program's top-level code calls it without
    /// `await` anywhere at the top level: a top level that awaits makes
    /// Swift hand the main actor to threads of its own before the code runs
    /// (on Linux, `dispatch_main`), and that work would then wait until this
    /// returns.
    ///
    /// - Parameter arguments: The command line, the program's own by
    ///   default; GLib handles its standard options (`--help`, `--gapplication-service`).
    /// - Returns: The exit status for the process.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainActorJobs.runInMainLoop()
        return withCStringArray(arguments) { argv in
            g_application_run(gApplication, Int32(clamping: arguments.count), argv)
        }
    }

    /// Ends ``run(arguments:)`` at once, whatever windows are open.
    public func quit() {
        g_application_quit(gApplication)
    }
}
