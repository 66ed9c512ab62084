/// The numbers a GtkAdjustment holds, as its properties name them: what a
/// stepper sharing one takes from it and gives back to it.
///
/// An adjustment holds doubles and a stepper whole numbers; this is where the
/// two meet, so that the rules are tested without GTK.
package struct StepperAdjustmentValues: Equatable, Sendable {
    /// `value`.
    package var value: Double
    /// `lower`.
    package var lower: Double
    /// `upper`: the highest value is `upper` less `page-size`, as GtkAdjustment has it.
    package var upper: Double
    /// `step-increment`.
    package var stepIncrement: Double
    /// `page-increment`; below 1 (GtkAdjustment's default is 0) the stepper keeps a page of its own.
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

    /// A message naming the adjustment's property and what is wrong with it.
    public var description: String {
        switch self {
        case let .notANumber(property, number):
            "its \(property) is \(number), not a number"
        case let .beyondWholeNumbers(property, number):
            "its \(property) \(number) is beyond the whole numbers a stepper holds (gint64)"
        case let .lowerAboveUpper(lower, upper):
            "its lower bound \(lower) is above its upper bound \(upper) (less its page size), with no whole number between"
        case let .stepBelowOne(step):
            "its step-increment \(step) is below 1; a stepper steps by whole numbers"
        }
    }
}

extension StepperConfiguration {
    /// This configuration with the value, the bounds, the step and the page
    /// an adjustment holds, as a stepper sharing it shows them.
    ///
    /// The value is rounded to the nearest whole number, the bounds inwards
    /// (`lower` up, `upper` less `page-size` down), the step and the page to
    /// the nearest; a page below 1 leaves this configuration's own. A bound
    /// of exactly 2⁶³, the double nearest `Int.max`, is taken as `Int.max`.
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
        let minimum = try wholeNumber(adjustment.lower.rounded(.up), "lower")
        let maximum = try wholeNumber(highest.rounded(.down), "upper")
        guard minimum <= maximum else { throw .lowerAboveUpper(lower: adjustment.lower, upper: highest) }
        let step = adjustment.stepIncrement.rounded()
        guard step >= 1 else { throw .stepBelowOne(adjustment.stepIncrement) }
        var adopted = self
        (adopted.minimumValue, adopted.maximumValue) = (minimum, maximum)
        // A step or a page beyond the whole numbers moves from one bound to the other.
        adopted.stepValue = (try? wholeNumber(step, "step-increment")) ?? Int.max
        let page = adjustment.pageIncrement.rounded()
        if page >= 1 { adopted.pageIncrement = (try? wholeNumber(page, "page-increment")) ?? Int.max }
        let value = Swift.min(Swift.max(adjustment.value.rounded(), Double(minimum)), Double(maximum))
        adopted.value = adopted.clamped(try wholeNumber(value, "value"))
        return adopted
    }

    /// What an adjustment holding `current` holds once it shows this
    /// configuration: its value, bounds, step and page, and `current`'s page
    /// size; a page below 1 stays, as ``adopting(_:)`` leaves it.
    ///
    /// - Parameter current: What the adjustment holds now.
    /// - Returns: The values to configure the adjustment with.
    package func adjustmentValues(keeping current: StepperAdjustmentValues) -> StepperAdjustmentValues {
        let page = current.pageIncrement.isFinite && current.pageIncrement.rounded() < 1
            ? current.pageIncrement : Double(pageIncrement)
        let pageSize = current.pageSize.isFinite ? current.pageSize : 0
        return StepperAdjustmentValues(
            value: Double(value), lower: Double(minimumValue), upper: Double(maximumValue) + pageSize,
            stepIncrement: Double(stepValue), pageIncrement: page, pageSize: pageSize)
    }
}

/// `number`, a whole double, as an `Int`; 2⁶³ (`Double(Int.max)`) is `Int.max`.
private func wholeNumber(_ number: Double, _ property: String) throws(StepperAdjustmentError) -> Int {
    guard number >= -0x1p63, number <= 0x1p63 else { throw .beyondWholeNumbers(property: property, number) }
    return number == 0x1p63 ? Int.max : Int(number)
}
