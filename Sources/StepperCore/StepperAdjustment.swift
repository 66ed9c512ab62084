/// The numbers a GtkAdjustment holds, as its properties name them: what a
/// stepper sharing one takes from it and gives back to it.
///
/// An adjustment holds doubles and a stepper whole numbers of the last of
/// its digits; this is where the two meet, so that the rules are tested
/// without GTK.
package struct StepperAdjustmentValues: Equatable, Sendable {
    /// `value`.
    package var value: Double
    /// `lower`.
    package var lower: Double
    /// `upper`: the highest value is `upper` less `page-size`, as GtkAdjustment has it.
    package var upper: Double
    /// `step-increment`.
    package var stepIncrement: Double
    /// `page-increment`; below one unit of the last digit (GtkAdjustment's
    /// default is 0) the stepper keeps a page of its own.
    package var pageIncrement: Double
    /// `page-size`, 0 for every adjustment of a spin button or a stepper.
    package var pageSize: Double

    /// The values of an adjustment, in GtkAdjustment's order.
    package init(
        value: Double, lower: Double, upper: Double, stepIncrement: Double, pageIncrement: Double, pageSize: Double
    ) {
        (self.value, self.lower, self.upper) = (value, lower, upper)
        (self.stepIncrement, self.pageIncrement, self.pageSize) = (stepIncrement, pageIncrement, pageSize)
    }
}

/// Why a stepper cannot hold what an adjustment holds.
public enum StepperAdjustmentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the adjustment's numbers is NaN or infinite.
    case notANumber(property: String, Double)
    /// A bound lies beyond what a `gint64` holds.
    case beyondWholeNumbers(property: String, Double)
    /// No whole number lies between `lower` and `upper` less `page-size`.
    case lowerAboveUpper(lower: Double, upper: Double)
    /// The step rounds to less than 1.
    case stepBelowOne(Double)
    /// A bound lies beyond what a stepper with ``StepperConfiguration/digits`` counts.
    case beyondDecimals(property: String, Double, digits: Int)
    /// The step rounds to less than one unit of the last of the stepper's ``StepperConfiguration/digits``.
    case stepBelowLastDigit(Double, digits: Int)

    /// A message naming the adjustment's property and what is wrong with it.
    public var description: String {
        switch self {
        case let .notANumber(property, number):
            "its \(property) is \(number), not a number"
        case let .beyondWholeNumbers(property, number):
            "its \(property) \(number) is beyond the whole numbers a stepper holds (gint64)"
        case let .lowerAboveUpper(lower, upper):
            "its lower bound \(lower) is above its upper bound \(upper) (less its page size), with no number the stepper can hold between"
        case let .stepBelowOne(step):
            "its step-increment \(step) is below 1; a stepper steps by whole numbers"
        case let .beyondDecimals(property, number, digits):
            "its \(property) \(number) is beyond the numbers a stepper with \(digits) digits holds"
        case let .stepBelowLastDigit(step, digits):
            "its step-increment \(step) rounds to less than \(DecimalUnits.text(1, digits: digits)), the smallest step with \(digits) digits"
        }
    }
}

extension StepperConfiguration {
    /// This configuration with the value, the bounds, the step and the page
    /// an adjustment holds, as a stepper sharing it shows them.
    ///
    /// Each number is rounded to the configuration's ``digits``: the value,
    /// the step and the page to the nearest, halves away from zero, the
    /// bounds inwards (`lower` up, `upper` less `page-size` down); a page
    /// below one unit of the last digit leaves this configuration's own. With
    /// no digits, a bound of exactly 2⁶³, the double nearest `Int.max`, is
    /// taken as `Int.max`.
    ///
    /// - Parameter adjustment: What the adjustment holds.
    /// - Returns: A valid configuration when this one is.
    /// - Throws: ``StepperAdjustmentError`` when no stepper can hold the adjustment.
    package func adopting(_ adjustment: StepperAdjustmentValues) throws(StepperAdjustmentError) -> StepperConfiguration {
        for (property, number) in [
            ("value", adjustment.value), ("lower", adjustment.lower), ("upper", adjustment.upper),
            ("step-increment", adjustment.stepIncrement), ("page-increment", adjustment.pageIncrement),
            ("page-size", adjustment.pageSize),
        ] where !number.isFinite {
            throw .notANumber(property: property, number)
        }
        let highest = adjustment.upper - adjustment.pageSize
        let minimum = try units(adjustment.lower, "lower", rounded: .up)
        let maximum = try units(highest, "upper", rounded: .down)
        guard minimum <= maximum else { throw .lowerAboveUpper(lower: adjustment.lower, upper: highest) }
        // A step or a page beyond the numbers a stepper counts moves from one bound to the other.
        let step = adjustment.stepIncrement > 0 ? (try? units(adjustment.stepIncrement, "step-increment")) ?? Int.max : 0
        guard step >= 1 else {
            if digits == 0 { throw .stepBelowOne(adjustment.stepIncrement) }
            throw .stepBelowLastDigit(adjustment.stepIncrement, digits: digits)
        }
        var adopted = self
        adopted.setNumbers(minimum: minimum, maximum: maximum, step: step)
        if adjustment.pageIncrement > 0 {
            let page = (try? units(adjustment.pageIncrement, "page-increment")) ?? Int.max
            if page >= 1 { adopted.setNumbers(page: page) }
        }
        let value = try units(Swift.min(Swift.max(adjustment.value, adjustment.lower), highest), "value")
        adopted.setValueUnits(Swift.min(Swift.max(value, minimum), maximum))
        return adopted
    }

    /// What an adjustment holding `current` holds once it shows this
    /// configuration: its value, bounds, step and page, and `current`'s page
    /// size; a page below one unit stays, as ``adopting(_:)`` leaves it.
    ///
    /// - Parameter current: What the adjustment holds now.
    /// - Returns: The values to configure the adjustment with.
    package func adjustmentValues(keeping current: StepperAdjustmentValues) -> StepperAdjustmentValues {
        let keepsPage = current.pageIncrement.isFinite
            && (DecimalUnits.units(of: current.pageIncrement, digits: digits) ?? 0) < 1
        let page = keepsPage ? current.pageIncrement : decimalPageIncrement
        let pageSize = current.pageSize.isFinite ? current.pageSize : 0
        return StepperAdjustmentValues(
            value: decimalValue, lower: decimalMinimum, upper: decimalMaximum + pageSize,
            stepIncrement: decimalStep, pageIncrement: page, pageSize: pageSize)
    }

    /// `number` in units of the last digit, rounded as `rule` says (to the
    /// nearest, halves away from zero, when none); with no digits, 2⁶³ is `Int.max`.
    private func units(
        _ number: Double, _ property: String, rounded rule: FloatingPointRoundingRule? = nil
    ) throws(StepperAdjustmentError) -> Int {
        let scaled = number * Double(DecimalUnits.powerOfTen(digits))
        guard scaled >= -0x1p63, scaled <= 0x1p63 else {
            if digits == 0 { throw .beyondWholeNumbers(property: property, number) }
            throw .beyondDecimals(property: property, number, digits: digits)
        }
        if digits == 0 {
            let whole = number.rounded(rule ?? .toNearestOrAwayFromZero)
            return whole >= 0x1p63 ? Int.max : Int(whole)
        }
        guard var units = DecimalUnits.units(of: number, digits: digits) else { throw .notANumber(property: property, number) }
        // Inwards: the nearest units may lie just outside the bound, but not
        // by binary noise (0.1 + 0.2, 0.30000000000000004, is 0.3).
        let decimal = DecimalUnits.double(units, digits: digits)
        let noise = Swift.max(abs(number), 1) * 1e-12
        if rule == .up, decimal < number - noise, units < Int.max { units += 1 }
        if rule == .down, decimal > number + noise, units > Int.min { units -= 1 }
        return units
    }
}
