/// Whether a stepper's buttons sit beside its value or above and below it.
public enum StepperOrientation: String, CaseIterable, Codable, Sendable {
    /// Decrease, value, increase, left to right (right to left in RTL locales).
    case horizontal
    /// Increase on top, the value, decrease below: CSStepper's ⬆ and ⬇.
    case vertical
}
