import CGtk
import GtkInterop

/// A Swift closure connected to a GObject signal.
///
/// GLib owns the closure, as it owns a C handler's data: the handler lives
/// until ``disconnect()`` or until its object is finalized, whichever comes
/// first, and GLib's destroy-notify then releases the closure and what it
/// captured. This object need not be kept: it is only for disconnecting
/// early. Every handler StepperKit connects for Swift (a stepper's
/// ``Stepper/onValueChanged(_:)``, a button's ``GObjectPointer/onClicked(_:)``,
/// an application's ``Application/onActivate(_:)``) follows this rule, which
/// is GTK's. A closure that captures the object it is connected to (or a
/// Swift object that holds it) keeps it alive: capture it weakly.
@MainActor
public final class SignalHandler {
    private let connection: SignalConnection
    /// What the object does once the handler is gone.
    private let afterDisconnecting: (@MainActor () -> Void)?

    package init(_ connection: SignalConnection, afterDisconnecting: (@MainActor () -> Void)? = nil) {
        self.connection = connection
        self.afterDisconnecting = afterDisconnecting
    }

    /// Whether the handler can still be called: false once disconnected, once
    /// its object is finalized, and when GLib refused to connect it (a signal
    /// the object does not have, which GLib warns of).
    public var isConnected: Bool { connection.isConnected }

    /// Disconnects the handler: it is never called again, even when this is
    /// called from inside the handler. Harmless when already disconnected.
    public func disconnect() {
        guard connection.isConnected else { return }
        connection.disconnect()
        afterDisconnecting?()
    }
}

/// A value a signal passes to its handler, or that a handler returns.
///
/// Numbers of every width come as the widest Swift type of their kind;
/// objects, boxed values and `GParamSpec`s as pointers that are valid during
/// the handler's call only (take a reference, `g_object_ref`, to keep one).
public enum SignalValue: Equatable, Sendable {
    /// A `gboolean`.
    case boolean(Bool)
    /// A signed integer (`gchar`, `gint`, `glong`, `gint64`) or an enumeration's value.
    case integer(Int)
    /// An unsigned integer (`guchar`, `guint`, `gulong`, `guint64`) or flags.
    case unsignedInteger(UInt)
    /// A `gfloat` or `gdouble`.
    case double(Double)
    /// A string, or `nil` for `NULL`.
    case string(String?)
    /// A GObject (or an interface's instance), not referenced; `nil` for `NULL`.
    case object(GObjectAddress?)
    /// A pointer, a boxed value or a `GParamSpec`, not copied; `nil` for `NULL`.
    case pointer(GObjectAddress?)
    /// A value of a type StepperKit does not read (such as a `GVariant`), with the type's name.
    case unsupported(typeName: String)
}

/// The address of an object or a boxed value a signal passed: `Sendable`,
/// so that a ``SignalValue`` is, and usable only on GTK's thread.
public struct GObjectAddress: Hashable, Sendable, GObjectPointer {
    private let address: UInt

    /// The instance's address.
    public var instanceAddress: UnsafeMutableRawPointer {
        // Made only from a non-null pointer.
        UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
    }

    /// The instance at `address`.
    public init(instanceAddress address: UnsafeMutableRawPointer) {
        self.address = UInt(bitPattern: address)
    }
}

extension SignalValue {
    /// The value a GValue holds.
    init(reading value: UnsafeMutablePointer<GValue>) {
        switch value.kind {
        case .boolean: self = .boolean(value.bool)
        case .signedInteger, .enumeration: self = .integer(value.signedInteger)
        case .unsignedInteger, .flags: self = .unsignedInteger(value.unsignedInteger)
        case .floatingPoint: self = .double(value.floatingPoint)
        case .string: self = .string(value.string)
        case .object: self = .object(value.object.map(GObjectAddress.init(instanceAddress:)))
        case .pointer: self = .pointer(value.pointer.map(GObjectAddress.init(instanceAddress:)))
        case .other(let name): self = .unsupported(typeName: name)
        }
    }

    /// Writes this value into a signal's result, which GLib has made of the
    /// signal's return type; a value of another kind is not written, and a
    /// warning says so (the signal then returns its type's zero).
    func write(into result: UnsafeMutablePointer<GValue>, signal: String) {
        switch (self, result.kind) {
        case (.boolean(let bool), .boolean): result.bool = bool
        case (.integer(let number), .signedInteger), (.integer(let number), .enumeration): result.signedInteger = number
        case (.unsignedInteger(let number), .unsignedInteger), (.unsignedInteger(let number), .flags):
            result.unsignedInteger = number
        case (.double(let number), .floatingPoint): result.floatingPoint = number
        case (.string(let text), .string): result.string = text
        case (.object(let object), .object): result.object = object?.instanceAddress
        default:
            logWarning("A Swift handler of “\(signal)” returned \(self), where the signal returns a \(result.typeName)")
        }
    }
}

extension GObjectPointer {
    /// Connects `handler` to the object's signal `signal`, with the values
    /// the signal passes after the object.
    ///
    /// Any signal of any signature can be connected; a detailed name
    /// (`"notify::label"`) connects to one detail. A name the object's type
    /// does not have connects nothing: GLib warns, and the handler's
    /// ``SignalHandler/isConnected`` is false. Handlers run on GTK's thread,
    /// the main actor's. See ``SignalHandler`` for how long one lives.
    ///
    /// ```swift
    /// let click = gtk_gesture_click_new()!
    /// click.connect("pressed") { arguments in
    ///     if case .integer(let presses) = arguments[0] { print("\(presses) presses") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal's name, with a detail after `::` if it takes one.
    ///   - after: Whether to run after the signal's default handler (`G_CONNECT_AFTER`).
    ///   - handler: Called at each emission with the signal's arguments.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor (_ arguments: [SignalValue]) -> Void
    ) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, signal, after: after) { emission in
            handler(emission.arguments.map(SignalValue.init(reading:)))
        })
    }

    /// Connects `handler` to the object's signal `signal`, which returns a
    /// value: `handler` returns it (`.boolean(true)` for `GDK_EVENT_STOP`).
    ///
    /// Its name differs from ``connect(_:after:_:)``'s so that a trailing
    /// closure says which it is without a type.
    ///
    /// ```swift
    /// let keys = gtk_event_controller_key_new()!
    /// keys.connectReturning("key-pressed") { arguments in
    ///     .boolean(arguments.first == .unsignedInteger(UInt(GDK_KEY_Escape)))   // stops Escape alone
    /// }
    /// ```
    ///
    /// A result of a kind other than the signal's return type is not
    /// returned, and GLib's log says so. Otherwise as ``connect(_:after:_:)``.
    ///
    /// - Parameters:
    ///   - signal: The signal's name, with a detail after `::` if it takes one.
    ///   - after: Whether to run after the signal's default handler.
    ///   - handler: Called at each emission with the signal's arguments; returns its result.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func connectReturning(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor (_ arguments: [SignalValue]) -> SignalValue
    ) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, signal, after: after) { emission in
            let result = handler(emission.arguments.map(SignalValue.init(reading:)))
            if let slot = emission.result { result.write(into: slot, signal: signal) }
        })
    }

    /// Connects `handler` to `notify::property`: it runs after each
    /// notification of the property's change (with its canonical name,
    /// `"use-underline"`).
    ///
    /// - Parameters:
    ///   - property: The property's name.
    ///   - handler: Called after each notification.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, "notify::" + property) { _ in handler() })
    }

    /// Connects `handler` to a button's `clicked` (`GtkButton` and its subclasses).
    ///
    /// - Parameter handler: Called at each click, key activation or screen reader's press.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, "clicked") { _ in handler() })
    }

    /// Connects `handler` to `toggled` (`GtkToggleButton`, `GtkCheckButton`).
    ///
    /// - Parameter handler: Called each time the button's `active` state changes.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, "toggled") { _ in handler() })
    }

    /// Connects `handler` to `activate` (a `GApplication` started, a
    /// `GtkEntry`'s Enter, a `GSimpleAction`, whose argument it ignores).
    ///
    /// - Parameter handler: Called at each activation.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, "activate") { _ in handler() })
    }

    /// Connects `handler` to a window's `close-request`: it returns `true`
    /// to keep the window open, `false` to let it close.
    ///
    /// - Parameter handler: Called each time the user (or code) asks the window to close.
    /// - Returns: The handler, to disconnect it early.
    @MainActor
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandler {
        SignalHandler(Signal.connectAny(instanceAddress, "close-request") { emission in
            let keepsOpen = handler()
            if let slot = emission.result, slot.kind == .boolean { slot.bool = keepsOpen }
        })
    }
}
