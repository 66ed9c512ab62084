/// A property value that ``StepperConfiguration/apply(_:refusingValueOutOfBounds:)`` refused, and why.
package struct StepperPropertyRefusal: Sendable {
    /// The refused property.
    package var property: StepperProperty
    /// The refused value.
    package var value: StepperPropertyValue
    /// The rule it broke.
    package var error: StepperConfigurationError

    /// A refusal of `value` for `property`, which broke the rule `error` states.
    package init(property: StepperProperty, value: StepperPropertyValue, error: StepperConfigurationError) {
        (self.property, self.value, self.error) = (property, value, error)
    }
}
