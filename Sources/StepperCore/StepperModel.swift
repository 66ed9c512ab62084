import Observation

/// The one source of truth for a stepper's value and settings.
///
/// Widgets, a second widget and the settings dialog all bind to one model: each
/// change reaches every observer once, in the order the changes were made. The
/// model keeps `minimumValue <= value <= maximumValue` at all times, and no
/// operation traps: steps that would overflow `Int` saturate at the bound.
///
/// ```swift
/// let quantity = try StepperModel(.quantity)
/// quantity.observe { change in print(change.new.value) }
/// quantity.increment()        // prints 2
/// quantity.value = 500        // clamps: prints 99
/// ```
///
/// Three ways to hear changes, all with one lifetime rule, GTK's: each lasts
/// as long as the model, or until it is cancelled, and nothing needs to be
/// kept for it to go on.
/// - ``observe(_:)`` calls a handler after each change, with the
///   configuration before and after; its ``StepperObservation`` is only for
///   cancelling early.
/// - The model is `Observable` (Swift's Observation): `withObservationTracking`
///   and SwiftUI-style code that read ``configuration``, ``value`` or
///   ``decimalValue`` hear the next change to it (once, as Observation does).
/// - ``changes`` is an `AsyncSequence` of every change, for `for await`;
///   it lasts as long as the loop that reads it, and ends with the model.
///
/// A model is not `Sendable`, and not bound to an actor: the compiler keeps
/// it in the isolation it is made in (GTK's main actor, for a model a stepper
/// shows), and it is not thread-safe. ``changes`` can be handed to another
/// task; the model itself cannot.
public final class StepperModel: Observable {
    /// The current value and settings, always valid.
    public private(set) var configuration: StepperConfiguration {
        get {
            registrar.access(self, keyPath: \.configuration)
            return storedConfiguration
        }
        set {
            registrar.withMutation(of: self, keyPath: \.configuration) { storedConfiguration = newValue }
        }
    }

    /// What ``configuration`` reads and writes, for Observation to hear.
    private var storedConfiguration: StepperConfiguration

    /// Swift Observation's record of who tracks ``configuration``.
    private let registrar = ObservationRegistrar()

    /// The observers and the changes not yet told them; `nil` while nobody
    /// observes, so a model in a list of thousands costs its configuration alone.
    private var observing: Observing?

    /// Creates a model with CSStepper's defaults (``StepperConfiguration/inspectable``).
    public init() {
        storedConfiguration = .inspectable
    }

    /// Creates a model holding a configuration.
    ///
    /// - Parameter configuration: The starting value and settings.
    /// - Throws: ``StepperConfigurationError`` when the configuration breaks a rule,
    ///   including a value outside its bounds.
    public init(_ configuration: StepperConfiguration) throws(StepperConfigurationError) {
        try configuration.validate()
        storedConfiguration = configuration
    }

    /// The current value; setting it clamps the new value into the bounds.
    public var value: Int {
        get { configuration.value }
        set {
            var next = configuration
            next.value = newValue
            next.clampValue()
            commit(next)
        }
    }

    /// The current value with its decimals (see ``StepperConfiguration/decimalValue``);
    /// setting it rounds the new value to the configuration's digits and
    /// clamps it into the bounds. NaN changes nothing.
    public var decimalValue: Double {
        get { configuration.decimalValue }
        set {
            var next = configuration
            next.decimalValue = newValue
            next.clampValue()
            commit(next)
        }
    }

    /// Sets the value to a count of units of the configuration's last digit, clamped into the bounds.
    package func setValueUnits(_ units: Int) {
        var next = configuration
        next.setValueUnits(units)
        next.clampValue()
        commit(next)
    }

    /// Moves the value one step up, stopping at the maximum (or wrapping from it).
    public func increment() { step(by: 1) }

    /// Moves the value one step down, stopping at the minimum (or wrapping from it).
    public func decrement() { step(by: -1) }

    /// Moves the value one page (``StepperConfiguration/pageIncrement``) up.
    public func incrementPage() { page(by: 1) }

    /// Moves the value one page (``StepperConfiguration/pageIncrement``) down.
    public func decrementPage() { page(by: -1) }

    /// Moves the value to the minimum.
    public func moveToMinimum() { setValueUnits(configuration.minimumUnits) }

    /// Moves the value to the maximum.
    public func moveToMaximum() { setValueUnits(configuration.maximumUnits) }

    /// Moves the value by a number of steps, up for positive counts.
    ///
    /// A move that would pass a bound stops at the bound, as UIStepper and
    /// GtkSpinButton do. With ``StepperConfiguration/wraps``, a move up from the
    /// maximum itself goes to the minimum, and a move down from the minimum to the
    /// maximum. Arithmetic saturates, so any count is safe.
    ///
    /// - Parameter steps: How many steps to move; 0 changes nothing.
    public func step(by steps: Int) { move(steps, times: configuration.stepUnits) }

    /// Moves the value by a number of pages, up for positive counts, as
    /// ``step(by:)`` moves it by steps: stopping at a bound, or wrapping from it.
    ///
    /// - Parameter pages: How many pages to move; 0 changes nothing.
    public func page(by pages: Int) { move(pages, times: configuration.pageUnits) }

    /// Moves the value `count` times `amount` (a step or a page, in units of
    /// the last digit), saturating at the bound.
    private func move(_ count: Int, times amount: Int) {
        guard count != 0 else { return }
        let steps = count
        let current = configuration
        let movesUp = steps > 0
        let bound = movesUp ? current.maximumUnits : current.minimumUnits
        var next = current
        if current.valueUnits == bound {
            guard current.wraps else { return }
            next.setValueUnits(movesUp ? current.minimumUnits : current.maximumUnits)
        } else {
            // Unsigned, full-width arithmetic: the room to the bound can exceed
            // Int.max, and so can the distance; neither may trap.
            let room = movesUp
                ? UInt(bitPattern: current.maximumUnits &- current.valueUnits)
                : UInt(bitPattern: current.valueUnits &- current.minimumUnits)
            let (high, distance) = steps.magnitude.multipliedFullWidth(by: amount.magnitude)
            if high != 0 || distance >= room {
                next.setValueUnits(bound)
            } else {
                let offset = Int(bitPattern: distance)
                next.setValueUnits(movesUp ? current.valueUnits &+ offset : current.valueUnits &- offset)
            }
        }
        commit(next)
    }

    /// Whether a step up would change the value: not at the maximum, or wrapping.
    public var canIncrement: Bool { configuration.canIncrement }

    /// Whether a step down would change the value: not at the minimum, or wrapping.
    public var canDecrement: Bool { configuration.canDecrement }

    /// Changes any set of properties at once, or none of them.
    ///
    /// The change sees the current configuration and edits it in place. The
    /// result is checked as a whole, so the bounds can move past each other in
    /// one update. The value is then clamped into the (new) bounds, as setting
    /// ``value`` does.
    ///
    /// ```swift
    /// try model.update { $0.minimumValue = 200; $0.maximumValue = 300 }
    /// ```
    ///
    /// - Parameter change: Edits a copy of the configuration.
    /// - Throws: ``StepperConfigurationError`` when the result breaks a rule;
    ///   the model is then unchanged and no observer hears anything.
    public func update(_ change: (inout StepperConfiguration) -> Void) throws(StepperConfigurationError) {
        var next = configuration
        change(&next)
        try next.validateSettings()
        next.clampValue()
        commit(next)
    }

    /// Sets both bounds in one change, so that they may move past each other;
    /// the value is then clamped into them.
    ///
    /// - Throws: ``StepperConfigurationError/minimumAboveMaximum(minimum:maximum:)``
    ///   when `minimum` is above `maximum`; the model is then unchanged.
    public func setBounds(minimum: Int, maximum: Int) throws(StepperConfigurationError) {
        try update { $0.minimumValue = minimum; $0.maximumValue = maximum }
    }

    /// Sets both bounds, with their decimals, in one change (see
    /// ``setBounds(minimum:maximum:)-(Int,Int)``); each is rounded to the
    /// configuration's digits, and NaN leaves a bound as it was.
    ///
    /// - Throws: ``StepperConfigurationError`` when `minimum` is above
    ///   `maximum`; the model is then unchanged.
    public func setBounds(minimum: Double, maximum: Double) throws(StepperConfigurationError) {
        try update { $0.decimalMinimum = minimum; $0.decimalMaximum = maximum }
    }

    /// Starts observing changes.
    ///
    /// The handler hears each real change once, with the configuration before
    /// and after it; a change that leaves the configuration as it was is not
    /// reported. A change made by a handler is reported to every observer after
    /// the change being reported now, so all observers hear all changes in order.
    ///
    /// The observation lasts as long as the model, or until
    /// ``StepperObservation/cancel()``: the returned object need not be kept,
    /// as a GTK signal handler's id need not be. A handler that captures an
    /// object that holds the model keeps both alive: capture it weakly.
    ///
    /// - Parameter handler: Called after each change.
    /// - Returns: The observation, to cancel it early.
    @discardableResult
    public func observe(_ handler: @escaping (StepperChange) -> Void) -> StepperObservation {
        let observer = Observer(handler)
        let observing = self.observing ?? Observing()
        self.observing = observing
        observing.observers.append(observer)
        return StepperObservation(model: self, observer: observer)
    }

    /// Every change from now on, for `for await`.
    ///
    /// Each read of this property starts a sequence of its own, which hears
    /// every change after it, in order, including those made while the loop
    /// body runs (they wait in the sequence, none dropped). It ends when the
    /// model is released; a loop that stops reading (a `break`, its task
    /// cancelled) stops its observation at the model's next change. The
    /// sequence is `Sendable`, so a task can read what the main actor's model
    /// changes:
    ///
    /// ```swift
    /// let changes = cups.changes
    /// Task { @MainActor in
    ///     for await change in changes where change.old.value != change.new.value {
    ///         print("\(change.new.value) cups")
    ///     }
    /// }
    /// ```
    public var changes: AsyncStream<StepperChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: StepperChange.self)
        let observer = Observer { _ in }
        observer.handler = { [weak self, unowned observer] change in
            if case .terminated = continuation.yield(change) { self?.remove(observer) }
        }
        observer.modelDidEnd = { continuation.finish() }
        let observing = self.observing ?? Observing()
        self.observing = observing
        observing.observers.append(observer)
        return stream
    }

    /// How many observations (of every kind but Observation's) the model holds now.
    var observerCount: Int { observing?.observers.count ?? 0 }

    fileprivate func remove(_ observer: Observer) {
        guard observer.isActive, let observing else { return }
        observer.isActive = false
        if let index = observing.observers.firstIndex(where: { $0 === observer }) {
            observing.observers.remove(at: index)
        }
        // A rebound list row leaves its old model unobserved: give the storage back.
        if observing.observers.isEmpty && !observing.isDelivering { self.observing = nil }
    }

    deinit {
        // A `changes` sequence ends with its model.
        for observer in observing?.observers ?? [] where observer.isActive { observer.modelDidEnd?() }
    }

    /// Stores a valid configuration and tells observers, unless nothing changed.
    private func commit(_ next: StepperConfiguration) {
        guard next != storedConfiguration else { return }
        let change = StepperChange(old: storedConfiguration, new: next)
        configuration = next
        guard let observing else { return }
        observing.undelivered.append(change)
        guard !observing.isDelivering else { return }
        observing.isDelivering = true
        var index = 0
        while index < observing.undelivered.count {
            let change = observing.undelivered[index]
            index += 1
            // The observers when the change is reported; one cancelled by an
            // earlier handler hears nothing more.
            for observer in observing.observers where observer.isActive {
                observer.handler(change)
            }
        }
        observing.undelivered.removeAll(keepingCapacity: true)
        observing.isDelivering = false
        if observing.observers.isEmpty && self.observing === observing { self.observing = nil }
    }
}

/// What a model keeps while it is observed.
private final class Observing {
    /// The observers, in the order they started.
    var observers: [Observer] = []
    /// Changes made while observers were being told of an earlier one, in order.
    var undelivered: [StepperChange] = []
    var isDelivering = false
}

/// An observation of a ``StepperModel``, made by ``StepperModel/observe(_:)``.
///
/// It lasts as long as the model, or until ``cancel()``; releasing this
/// object does not end it (it did before StepperKit 1.2).
public final class StepperObservation {
    private weak var model: StepperModel?
    private let observer: Observer

    fileprivate init(model: StepperModel, observer: Observer) {
        self.model = model
        self.observer = observer
    }

    /// Ends the observation; the handler is not called again. Cancelling twice is harmless.
    public func cancel() {
        model?.remove(observer)
        model = nil
    }

    /// Whether the handler can still be called: false once cancelled or once the model is gone.
    public var isActive: Bool { model != nil && observer.isActive }
}

/// A handler of ``StepperModel/observe(_:)``, while its observation lasts.
private final class Observer {
    var handler: (StepperChange) -> Void
    /// Called as the model goes, for observers that end with it (``StepperModel/changes``).
    var modelDidEnd: (() -> Void)?
    /// False once cancelled, even in a delivery that already took the list of observers.
    var isActive = true

    init(_ handler: @escaping (StepperChange) -> Void) {
        self.handler = handler
    }
}
