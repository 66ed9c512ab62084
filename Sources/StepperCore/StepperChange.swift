/// One change of a ``StepperModel``: its configuration before and after.
public struct StepperChange: Equatable, Sendable {
    /// The configuration before the change.
    public var old: StepperConfiguration
    /// The configuration after the change.
    public var new: StepperConfiguration

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - old: The configuration before.
    ///   - new: The configuration after.
    public init(old: StepperConfiguration, new: StepperConfiguration) {
        self.old = old
        self.new = new
    }

    /// Whether the value changed (with digits, by as little as one unit of
    /// the last digit; more digits alone change no value).
    public var valueChanged: Bool { !old.holdsSameValue(as: new) }

    /// The properties, among `candidates`, whose value the change changed.
    package func changedProperties(among candidates: [StepperProperty]) -> [StepperProperty] {
        if movesValueAlone { return candidates.filter { $0 == .value } }
        return candidates.filter { !$0.holdsSameValue(in: old, as: new) }
    }

    /// Whether the value moved and nothing else changed: most changes (a
    /// click, a key, a thousand views of one model).
    package var movesValueAlone: Bool {
        guard old.valueUnits != new.valueUnits else { return false }
        var valueAlone = old
        valueAlone.setValueUnits(new.valueUnits)
        return valueAlone == new
    }
}
