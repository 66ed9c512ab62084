import GtkInterop
import StepperCore

// What people read when a value is refused: whole translated sentences.

extension StepperConfigurationError {
    /// What a person reads beside the field of `edited` when the model refused its edit.
    package func message(editing edited: StepperProperty) -> String {
        switch self {
        case let .minimumAboveMaximum(minimum, maximum):
            // The error names the minimum: a row other than its own is the maximum's.
            return edited != property
                ? localized("Must not be below the minimum, %s", String(minimum))
                : localized("Must not be above the maximum, %s", String(maximum))
        case let .decimalMinimumAboveMaximum(minimum, maximum):
            return edited != property
                ? localized("Must not be below the minimum, %s", shownDecimal(minimum))
                : localized("Must not be above the maximum, %s", shownDecimal(maximum))
        case .decimalNotPositive:
            return localized("Must be more than 0")
        case let .decimalValueOutOfBounds(_, minimum, maximum):
            return localized("Must be between %1$s and %2$s", shownDecimal(minimum), shownDecimal(maximum))
        case .notPositive(let property, _):
            // The refusal its row states, marked for translation there; every
            // property that can be refused as not positive has one.
            guard case .positive(let refusal) = property.rule else { return description }
            return localized(refusal)
        case let .valueOutOfBounds(_, minimum, maximum):
            return localized("Must be between %1$s and %2$s", String(minimum), String(maximum))
        case .titleTooLong(let property, _):
            let limit = StepperConfiguration.maximumTitleLength
            if property == StepperProperty(\.unit) {
                return localizedPlural(
                    "Too long to show beside the value: at most %s character",
                    "Too long to show beside the value: at most %s characters", count: limit, String(limit))
            }
            return localizedPlural(
                "Too long to show on a button: at most %s character",
                "Too long to show on a button: at most %s characters", count: limit, String(limit))
        case .titleTooLarge(let property, _):
            let limit = StepperConfiguration.maximumTitleBytes
            if property == StepperProperty(\.unit) {
                return localizedPlural(
                    "Too large to show beside the value: at most %s byte",
                    "Too large to show beside the value: at most %s bytes", count: limit, String(limit))
            }
            return localizedPlural(
                "Too large to show on a button: at most %s byte",
                "Too large to show on a button: at most %s bytes", count: limit, String(limit))
        }
    }
}

extension WholeNumber.ParseError {
    /// What a person reads when `text` is not a whole number.
    package func message(for text: String) -> String {
        switch self {
        case .empty: localized("Enter a whole number")
        case .notAWholeNumber: localized("“%s” is not a whole number", text.excerpt())
        }
    }
}

/// What a person reads when a number is beyond what a whole number can hold.
package func beyondIntMessage(_ text: String, isNegative: Bool) -> String {
    isNegative
        ? localized("%1$s is below the smallest whole number, %2$s", text.excerpt(), String(Int.min))
        : localized("%1$s is above the largest whole number, %2$s", text.excerpt(), String(Int.max))
}

/// What a person reads when `text` is not a colour.
package func notAColorMessage(_ text: String) -> String {
    localized("“%s” is not a colour: use #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a colour name such as cyan",
              text.excerpt())
}
