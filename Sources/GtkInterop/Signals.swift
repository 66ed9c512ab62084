import CGtk
import CGtkShims

// Swift closures reach GLib signals through one mechanism: the closure is boxed,
// the box is retained once (passRetained) as the handler's user data, and GLib
// releases it through the destroy-notify when the handler is disconnected or the
// instance is finalized. The lifetime of a handler is GLib's to end.
//
// Each trampoline enters main-actor code through MainThread.run, which checks
// the thread. The one on a benchmark's hot path, a `value-changed` handler
// receiving the value (ValueHandlerBox), is cast once, when it is connected.

// `disconnect()` and `cancel()` act at once for the Swift side: the box is
// marked, so `isConnected` reads false and a second call is silent, even
// while GLib is still inside the handler and keeps the box until it returns.

/// What GLib holds for one handler or source, and what the Swift side asks
/// whether the handler can still run.
package class HandlerBox {
    /// Whether the handler can still be called: false from the moment Swift
    /// disconnects it (even inside its own call) or GLib ends it.
    package private(set) var isConnected = true

    fileprivate init() {}

    /// Marks the handler disconnected by Swift; GLib's destroy-notify follows
    /// once any emission under way is over.
    ///
    /// - Returns: Whether it was connected until now (so the caller should tell GLib).
    func markDisconnected() -> Bool {
        defer { isConnected = false }
        return isConnected
    }

    /// Called once, by GLib's destroy-notify, after GLib's last call of the handler.
    fileprivate func end() {
        isConnected = false
    }

    /// Retains the box once and returns it as C user data.
    func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }
}

/// Owns one Swift closure for as long as GLib keeps one handler or source.
package final class ClosureBox<Function>: HandlerBox {
    // Read on every emission; written only by end(), after GLib's last call.
    private var function: Function?

    init(_ function: Function) {
        self.function = function
    }

    fileprivate override func end() {
        super.end()
        function = nil
    }

    /// The closure behind user data made by ``HandlerBox/retainedPointer()``.
    @inline(__always)
    static func function(_ data: UnsafeMutableRawPointer?) -> Function {
        // GLib hands back exactly the pointer it was given, and never calls a
        // handler after its destroy-notify: the box and its closure are there.
        Unmanaged<ClosureBox<Function>>.fromOpaque(data.unsafelyUnwrapped).takeUnretainedValue().function.unsafelyUnwrapped
    }
}

/// Something a handler receives a whole number from, for a signal that
/// carries none (a widget's `value-changed`: the value it now shows).
package protocol SignalValueSource: AnyObject {
    /// The number handlers receive.
    var signalValue: Int { get }
}

/// Owns a handler that takes a number read from a source at each emission:
/// one call from the trampoline, where a closure wrapping the handler would
/// make two, and the handler cast from main-actor to plain when it is
/// connected, which MainThread.run would do at each call through a closure of
/// its own. Worth about 0.5 in the benchmark's dispatch ratio (`Scripts/bench
/// --only dispatch`, Swift closure / C handler, target 1.5): 1.26 and 1.27
/// with it, 1.73 and 1.76 with `connect(_:_:_:)` and a closure reading the
/// source instead (two runs each, Debian 12).
final class ValueHandlerBox: HandlerBox {
    let source: SignalValueSource
    // Not optional, and not main-actor typed: either would make every call
    // go through a reabstraction thunk allocated for it.
    private(set) var handler: (Int) -> Void

    init(source: SignalValueSource, handler: @escaping @MainActor (Int) -> Void) {
        self.source = source
        // The trampoline checks the thread before calling it, as MainActor.assumeIsolated would.
        self.handler = unsafeBitCast(MainActorHandler(call: handler), to: CheckedHandler.self).call
    }

    /// The handler as connected, and as the trampoline calls it once it has
    /// checked the thread: one closure with one representation, cast inside a
    /// struct (a cast of the closure itself goes through a reabstraction thunk).
    private struct MainActorHandler { let call: @MainActor (Int) -> Void }
    private struct CheckedHandler { let call: (Int) -> Void }

    fileprivate override func end() {
        super.end()
        // Lets go of what the handler captured.
        handler = { _ in }
    }
}

/// The `GDestroyNotify` that balances ``HandlerBox/retainedPointer()``.
let releaseHandlerBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<HandlerBox>.fromOpaque(data).takeRetainedValue().end()
}

/// The `GClosureNotify` that balances ``HandlerBox/retainedPointer()``.
private let releaseHandlerBoxOfClosure: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<HandlerBox>.fromOpaque(data).takeRetainedValue().end()
}

/// One connected signal handler.
///
/// The connection does not keep the handler's closure alive: GLib does, until
/// ``disconnect()`` or until the instance is disposed, whichever comes first.
/// Copies are the same connection (its state is in the handler's box): a
/// value, so connecting allocates nothing beyond what GLib keeps.
package struct SignalConnection {
    private let instance: UnsafeMutableRawPointer
    private let handlerID: gulong
    private let box: HandlerBox

    fileprivate init(instance: UnsafeMutableRawPointer, handlerID: gulong, box: HandlerBox) {
        (self.instance, self.handlerID, self.box) = (instance, handlerID, box)
    }

    /// Whether the handler can still be called.
    package var isConnected: Bool { box.isConnected }

    /// Disconnects the handler; harmless when it is already gone, and
    /// effective at once even inside the handler's own call.
    package func disconnect() {
        // GLib drops a handler no later than its instance's dispose: a
        // connected handler means a live instance.
        guard box.markDisconnected() else { return }
        g_signal_handler_disconnect(instance, handlerID)
    }

    /// Runs `body` with the handler blocked, so that it does not hear what
    /// `body` does (as GTK's widgets block theirs around their own changes).
    /// Code that `body` runs (other handlers) may disconnect it meanwhile.
    package func whileBlocked(_ body: () -> Void) {
        guard isConnected else { return body() }
        g_signal_handler_block(instance, handlerID)
        body()
        if isConnected { g_signal_handler_unblock(instance, handlerID) }
    }
}

/// Connects signal handlers written in Swift.
@MainActor
package enum Signal {
    /// A trampoline as the `GCallback` that `g_signal_connect` takes.
    static func callback(_ trampoline: some Any) -> GCallback { unsafeBitCast(trampoline, to: GCallback.self) }

    /// Connects a boxed closure through a C trampoline of the signal's exact signature.
    @discardableResult
    static func connect<Function>(
        _ instance: some ObjectPointer, _ name: String, trampoline: GCallback, function: Function, after: Bool = false
    ) -> SignalConnection {
        connect(instance, name, trampoline: trampoline, box: ClosureBox(function), after: after)
    }

    /// Connects a trampoline whose user data is `box`, which GLib keeps until the handler ends.
    private static func connect(
        _ instance: some ObjectPointer, _ name: String, trampoline: GCallback, box: HandlerBox, after: Bool
    ) -> SignalConnection {
        MainThread.note()
        let data = box.retainedPointer()
        let id = g_signal_connect_data(
            instance.rawObject, name, trampoline, data, releaseHandlerBoxOfClosure,
            after ? SKSHIM_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        if id == 0 {
            // GLib refused (it has logged why) and will never call the notify.
            Unmanaged.passUnretained(box).release()
            box.end()
        }
        return SignalConnection(instance: instance.rawObject, handlerID: id, box: box)
    }

    /// Connects a handler for a signal whose handler takes only the instance.
    @discardableResult
    package static func connect(
        _ instance: some ObjectPointer, _ name: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainThread.run(data) { ClosureBox<@MainActor () -> Void>.function($0)() }
        }
        return connect(instance, name, trampoline: callback(trampoline), function: handler, after: after)
    }

    /// Connects a handler for a signal that takes only the instance, giving it
    /// the number `source` holds at each emission.
    @discardableResult
    package static func connect(
        _ instance: some ObjectPointer, _ name: String, passing source: SignalValueSource,
        _ handler: @escaping @MainActor (Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainThread.check()
            // GLib hands back exactly the pointer it was given, and never calls a
            // handler after its destroy-notify: the box and its handler are there.
            let box = Unmanaged<ValueHandlerBox>.fromOpaque(data.unsafelyUnwrapped).takeUnretainedValue()
            box.handler(box.source.signalValue)
        }
        return connect(instance, name, trampoline: callback(trampoline),
                       box: ValueHandlerBox(source: source, handler: handler), after: false)
    }

    /// Connects a handler to `notify::property`, called after each notification of the property.
    @discardableResult
    package static func connectNotify(
        _ instance: some ObjectPointer, property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        // The argument is the property's GParamSpec.
        connectPointerArgument(instance, "notify::" + property) { _ in handler() }
    }

    /// Connects a handler to `notify`, called after each notification of any
    /// property, with the property's id among those of the type that
    /// installed it, and that type.
    @discardableResult
    package static func connectNotifyOfAnyProperty(
        _ instance: some ObjectPointer, _ handler: @escaping @MainActor (_ id: Int, _ owner: GType) -> Void
    ) -> SignalConnection {
        connectPointerArgument(instance, "notify") { spec in
            guard let spec = spec?.assumingMemoryBound(to: GParamSpec.self) else { return }
            handler(Int(spec.pointee.param_id), spec.pointee.owner_type)
        }
    }

    /// Connects a handler for a signal with one pointer argument and no result,
    /// passing the argument (`GtkSignalListItemFactory::bind`'s list item).
    @discardableResult
    package static func connectPointerArgument(
        _ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            MainThread.run(argument, data) { argument, data in
                ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.function(data)(argument)
            }
        }
        return connect(instance, name, trampoline: callback(trampoline), function: handler)
    }

    /// Connects a handler to a formatting signal (``SignalDefinition/formatting(_:)``):
    /// text for a number, or `nil` to leave it to the widget.
    @discardableResult
    package static func connectFormatting(
        _ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (Double) -> String?
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<gchar>? = { _, number, data in
            MainThread.run(number, data) { number, data in
                // GLib frees what the handler returns (G_TYPE_STRING, transfer full).
                ClosureBox<@MainActor (Double) -> String?>.function(data)(number).flatMap { g_strdup($0) }
            }
        }
        return connect(instance, name, trampoline: callback(trampoline), function: handler)
    }

    /// Connects a handler to a parsing signal (``SignalDefinition/parsing(_:)``):
    /// the number text holds, or `nil` to leave it to the widget.
    @discardableResult
    package static func connectParsing(
        _ instance: some ObjectPointer, _ name: String, _ handler: @escaping @MainActor (String) -> Double?
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Double = { _, text, data in
            MainThread.run(text, data) { text, data in
                ClosureBox<@MainActor (String) -> Double?>.function(data)(text.map { String(cString: $0) } ?? "") ?? .nan
            }
        }
        return connect(instance, name, trampoline: callback(trampoline), function: handler)
    }

    /// Connects a handler for any signal, of any signature, through a
    /// `GClosure` whose marshaller hands the handler the emission's values:
    /// the only safe way to connect a signal whose signature is known only
    /// when the program runs (a trampoline of the wrong arity would read its
    /// user data from an argument). GLib's own warning names a signal the
    /// instance lacks, and then nothing is connected.
    @discardableResult
    package static func connectAny(
        _ instance: some ObjectPointer, _ name: String, after: Bool = false,
        _ handler: @escaping @MainActor (SignalEmission) -> Void
    ) -> SignalConnection {
        MainThread.note()
        let box = ClosureBox<@MainActor (SignalEmission) -> Void>(handler)
        let data = box.retainedPointer()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)
        // Owned here until connected: a refused connection leaves it floating,
        // and this reference's release then finalizes it, which releases the box.
        g_closure_ref(closure)
        g_closure_sink(closure)
        g_closure_add_finalize_notifier(closure, data, releaseHandlerBoxOfClosure)
        g_closure_set_marshal(closure, marshalEmission)
        let id = g_signal_connect_closure(instance.rawObject, name, closure, after.gboolean)
        g_closure_unref(closure)
        return SignalConnection(instance: instance.rawObject, handlerID: id, box: box)
    }

    /// Connects a handler for a signal with one pointer argument returning a `gint`
    /// (`GApplication::handle-local-options`).
    @discardableResult
    package static func connectPointerArgumentReturningInt(
        _ instance: some ObjectPointer, _ name: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gint = { _, argument, data in
            MainThread.run(argument, data) { argument, data in
                ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Int32>.function(data)(argument)
            }
        }
        return connect(instance, name, trampoline: callback(trampoline), function: handler)
    }
}

/// What one emission gives a handler connected with ``Signal/connectAny(_:_:after:_:)``,
/// valid only during the handler's call.
package struct SignalEmission {
    /// The values after the instance, in the signal's order.
    package let arguments: [UnsafeMutablePointer<GValue>]
    /// Where the handler's result goes, for a signal that returns one.
    package let result: UnsafeMutablePointer<GValue>?
}

/// The marshaller of ``Signal/connectAny(_:_:after:_:)``: the closure's data is the handler's box.
private let marshalEmission: GClosureMarshal = { closure, result, count, values, _, _ in
    guard let closure else { return }
    var arguments: [UnsafeMutablePointer<GValue>] = []
    if let values, count > 1 {
        // The first value is the instance.
        arguments = (1..<Int(count)).map { UnsafeMutablePointer(mutating: values + $0) }
    }
    let emission = SignalEmission(arguments: arguments, result: result)
    MainThread.run(emission, closure.pointee.data) { emission, data in
        ClosureBox<@MainActor (SignalEmission) -> Void>.function(data)(emission)
    }
}
