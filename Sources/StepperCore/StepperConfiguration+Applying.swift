/// Property values in the order they were given (GtkBuilder, a settings file, GSettings).
package typealias StagedProperties = [(property: StepperProperty, value: StepperPropertyValue)]

extension StepperConfiguration {
    /// Applies property values as one change, whatever their order.
    ///
    /// GtkBuilder and settings hand over properties one by one, in the order
    /// they were written; a minimum of 200 may come before the maximum of 300
    /// that makes it valid. When the values break a rule together, the
    /// property the rule names is refused (of a pair of bounds, the one given
    /// rather than left at its default) and the rest are tried again, so every
    /// good value is kept and each bad one reported.
    ///
    /// A value outside the bounds is clamped into them, as setting it would;
    /// with `refusingValueOutOfBounds` it is refused instead, and the value
    /// becomes this configuration's own one clamped into the new bounds.
    ///
    /// - Parameters:
    ///   - staged: Properties and values, in the order given.
    ///   - refusingValueOutOfBounds: Whether a value outside the bounds is refused rather than clamped.
    /// - Returns: The refused values, in the order they were refused; a valid configuration stays valid.
    @discardableResult
    package mutating func apply(_ staged: StagedProperties, refusingValueOutOfBounds: Bool = false) -> [StepperPropertyRefusal] {
        var pending = staged
        var refusals: [StepperPropertyRefusal] = []
        if refusingValueOutOfBounds, let given = pending.last(where: { $0.property == .value }) {
            pending.removeAll { $0.property == .value }
            refusals = apply(pending)
            var withValue = self
            given.property.write(given.value, into: &withValue)
            do {
                try withValue.validate()
                self = withValue
            } catch {
                refusals.append(StepperPropertyRefusal(property: given.property, value: given.value, error: error))
            }
            return refusals
        }
        while !pending.isEmpty {
            var next = self
            // The digits first: the numbers given with them are counted in them.
            for (property, value) in pending where property == .digits { property.write(value, into: &next) }
            for (property, value) in pending where property != .digits { property.write(value, into: &next) }
            do {
                try next.validateSettings()
                next.clampValue()
                self = next
                break
            } catch {
                guard let culprit = Self.culprit(of: error, among: pending),
                      let given = pending.last(where: { $0.property == culprit })
                else { break }
                refusals.append(StepperPropertyRefusal(property: culprit, value: given.value, error: error))
                pending.removeAll { $0.property == culprit }
            }
        }
        return refusals
    }

    /// The staged property to blame for `error`: the one its rule belongs to,
    /// except that of two bounds that disagree, the maximum is blamed when it
    /// was given and the minimum was not (or was given its default).
    private static func culprit(of error: StepperConfigurationError, among staged: StagedProperties) -> StepperProperty? {
        let stagedProperties = Set(staged.map(\.property))
        let named = error.property
        guard case .minimumAboveMaximum = error, let maximum = StepperProperty(\.maximumValue) else {
            return stagedProperties.contains(named) ? named : nil
        }
        let givenMinimum = staged.contains { $0.property == named && $0.value != named.defaultValue }
        if givenMinimum || !stagedProperties.contains(maximum) {
            return stagedProperties.contains(named) ? named : nil
        }
        return maximum
    }
}
