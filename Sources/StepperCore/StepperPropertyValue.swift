/// A value of one of a stepper's properties, of the type its ``StepperProperty`` has.
package enum StepperPropertyValue: Equatable, Sendable {
    /// A whole number.
    case integer(Int)
    /// A number of a stepper with digits: `units` of 10⁻ᵈⁱᵍⁱᵗˢ (925 with one digit is 92.5).
    case decimal(units: Int, digits: Int)
    /// A truth value.
    case boolean(Bool)
    /// A title.
    case text(String)
    /// A colour.
    case color(RGBAColor)
    /// An orientation.
    case orientation(StepperOrientation)

    /// The value as a `.ui` file would spell it, for messages.
    package var text: String {
        switch self {
        case .integer(let number): String(number)
        case let .decimal(units, digits): DecimalUnits.text(units, digits: digits)
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): "“\(text.excerpt())”"
        case .color(let color): color.description
        case .orientation(let orientation): orientation.rawValue
        }
    }
}
