import StepperCore
import Testing

extension StepperProperty {
    /// The property at `keyPath`, which the tests name only for stored
    /// properties of a configuration; a miss is recorded as a failure.
    static func of(_ keyPath: PartialKeyPath<StepperConfiguration>) -> StepperProperty {
        guard let property = StepperProperty(keyPath) else {
            Issue.record("no property lives at \(keyPath)")
            return .value
        }
        return property
    }
}
