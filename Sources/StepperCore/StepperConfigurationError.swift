/// Why a stepper configuration was refused: the rule broken, and the property it is about.
public enum StepperConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The minimum is above the maximum.
    case minimumAboveMaximum(minimum: Int, maximum: Int)
    /// A property that must be 1 or more (the step, the page) is not.
    case notPositive(StepperProperty, Int)
    /// The value lies outside the bounds.
    case valueOutOfBounds(value: Int, minimum: Int, maximum: Int)
    /// The minimum is above the maximum, in a stepper with ``StepperConfiguration/digits``.
    case decimalMinimumAboveMaximum(minimum: Double, maximum: Double)
    /// A step or a page is not above 0, in a stepper with ``StepperConfiguration/digits``.
    case decimalNotPositive(StepperProperty, Double)
    /// The value lies outside the bounds, in a stepper with ``StepperConfiguration/digits``.
    case decimalValueOutOfBounds(value: Double, minimum: Double, maximum: Double)
    /// A title has more characters than ``StepperConfiguration/maximumTitleLength``.
    case titleTooLong(StepperProperty, length: Int)
    /// A title has more UTF-8 bytes than ``StepperConfiguration/maximumTitleBytes``.
    case titleTooLarge(StepperProperty, bytes: Int)

    /// The property the error is about: the one whose rule was broken.
    public var property: StepperProperty {
        switch self {
        case .minimumAboveMaximum, .decimalMinimumAboveMaximum:
            StepperProperty.all.first { $0.rule == .notAboveMaximum } ?? .value
        case .valueOutOfBounds, .decimalValueOutOfBounds: .value
        case .notPositive(let property, _), .decimalNotPositive(let property, _), .titleTooLong(let property, _), .titleTooLarge(let property, _): property
        }
    }

    /// A message naming the property and what is wrong with it.
    public var description: String {
        switch self {
        case let .minimumAboveMaximum(minimum, maximum):
            "minimumValue \(minimum) is above maximumValue \(maximum); the minimum must not exceed the maximum"
        case .notPositive(let property, let number):
            "\(property.name) \(number) is not positive; \(refusal(of: property))"
        case let .valueOutOfBounds(value, minimum, maximum):
            "value \(value) is outside the bounds \(minimum)…\(maximum)"
        case let .decimalMinimumAboveMaximum(minimum, maximum):
            "minimumValue \(minimum) is above maximumValue \(maximum); the minimum must not exceed the maximum"
        case .decimalNotPositive(let property, let number):
            "\(property.name) \(number) is not above 0; a stepper with decimals steps by a positive amount"
        case let .decimalValueOutOfBounds(value, minimum, maximum):
            "value \(value) is outside the bounds \(minimum)…\(maximum)"
        case let .titleTooLong(property, length):
            "\(property.name) has \(length) characters; at most \(StepperConfiguration.maximumTitleLength) fit on a button"
        case let .titleTooLarge(property, bytes):
            "\(property.name) takes \(bytes) bytes; at most \(StepperConfiguration.maximumTitleBytes) fit on a button"
        }
    }

    /// The refusal a property's rule states, as the rest of a sentence: "a step must be 1 or more".
    private func refusal(of property: StepperProperty) -> String {
        guard case .positive(let refusal) = property.rule, let first = refusal.first else { return "it must be 1 or more" }
        return first.lowercased() + refusal.dropFirst()
    }
}
