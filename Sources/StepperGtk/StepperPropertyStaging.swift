import StepperCore

/// A property value that ``applyTogether(_:to:)`` refused, and why.
struct StepperPropertyRefusal {
    var property: StepperWidgetProperty
    var value: StepperPropertyValue
    var error: StepperConfigurationError
}

/// Applies property values to a model as one change, whatever their order.
///
/// GtkBuilder and settings files hand over properties one by one, in the order
/// they were written; a minimum of 200 may come before the maximum of 300 that
/// makes it valid. When the values break a rule together, the property the
/// rule names is refused (of a pair of bounds, the one given rather than left
/// at its default) and the rest are tried again, so every good value is kept
/// and each bad one reported.
///
/// - Returns: The refused values, in the order they were refused.
@discardableResult
func applyTogether(
    _ staged: [(StepperWidgetProperty, StepperPropertyValue)], to model: StepperModel
) -> [StepperPropertyRefusal] {
    var pending = staged
    var refusals: [StepperPropertyRefusal] = []
    while !pending.isEmpty {
        do {
            try model.update { configuration in
                for (property, value) in pending { value.apply(to: &configuration, as: property) }
            }
            break
        } catch {
            guard let culprit = culprit(of: error, among: pending),
                  let value = pending.last(where: { $0.0 == culprit })?.1
            else { break }
            refusals.append(StepperPropertyRefusal(property: culprit, value: value, error: error))
            pending.removeAll { $0.0 == culprit }
        }
    }
    return refusals
}

/// The staged property to blame for `error`.
private func culprit(
    of error: StepperConfigurationError, among staged: [(StepperWidgetProperty, StepperPropertyValue)]
) -> StepperWidgetProperty? {
    let stagedProperties = Set(staged.map(\.0))
    guard case .minimumAboveMaximum = error else {
        let named = StepperWidgetProperty(error.property)
        return stagedProperties.contains(named) ? named : nil
    }
    let defaults = StepperConfiguration.inspectable
    let givenMinimum = staged.contains { property, value in
        if property == .minimumValue, case .integer(let number) = value { return number != defaults.minimumValue }
        return false
    }
    if givenMinimum || !stagedProperties.contains(.maximumValue) {
        return stagedProperties.contains(.minimumValue) ? .minimumValue : nil
    }
    return .maximumValue
}
