import CGtk
import GtkInterop
import StepperCore

// What assistive tools read of a stepper: its value, its range and its
// description, on each GTK as that GTK lets a custom widget say them.

extension StepperInstance {
    /// Tells assistive tools the value and the range.
    ///
    /// On GTK 4.10 and later the stepper is an accessible range: its value and
    /// bounds reach AT-SPI's Value interface, and each change of the value
    /// sends the event on which Orca speaks the new value, as it does for
    /// GtkSpinButton. The description holds the range ("0 to 99"), or what
    /// describes the stepper in its place (its row's subtitle), which Orca
    /// reads after the value on focus and in Where Am I.
    ///
    /// GTK 4.8 gives custom widgets no Value interface, and Orca ignores text
    /// changes in spin buttons, so there the value reaches a screen reader
    /// twice over: as the stepper's text (GtkEditable), which Orca reads on
    /// focus ("Cups 1 spin button"), and, while the stepper has the focus, as
    /// its description, which Orca speaks whenever it changes: a change is
    /// heard as a bare number, once. The range comes back to the description
    /// once the focus has moved on.
    func updateAccessibleValue(_ configuration: StepperConfiguration, valueMoved: Bool, boundsMoved: Bool) {
        let text = shownValue(of: configuration)
        Accessible(stepper).setValue(
            configuration.decimalValue, text: text,
            range: boundsMoved ? configuration.decimalMinimum...configuration.decimalMaximum : nil)
        if valueMoved && describesValue {
            describe(.text(text))
        } else if !containsFocus {
            describeRange()
        }
    }

    /// An assistive tool set the value through AT-SPI's Value interface (GTK
    /// 4.10 and later): taken as a typed value is, rounded to the stepper's
    /// digits and clamped into the bounds; what was being typed is abandoned. NaN,
    /// the infinities, and anything sent to a disposed stepper change nothing.
    func setAccessibleValue(_ value: Double) {
        guard value.isFinite, parts != nil else { return }
        cancelTyping()
        model.decimalValue = value
    }

    /// The range (or what replaces it: why what holds the stepper refused
    /// its value, or else what describes the stepper there), as the
    /// description holds it when no change is being spoken.
    func describeRange() {
        describe((valueRefusal ?? descriptionAtRest).map(AccessibleDescription.text) ?? rangeDescription(of: model.configuration))
    }

    /// Sets the accessible description, unless it already says that: a
    /// thousand views of one model must not each re-send their range.
    func describe(_ new: AccessibleDescription) {
        guard new != accessibleDescription else { return }
        accessibleDescription = new
        switch new {
        case let .range(minimum, maximum):
            Accessible(stepper).setDescription(
                // TRANSLATORS: the range a stepper accepts, read by screen readers: %1$s is the minimum, %2$s the maximum.
                localized("%1$s to %2$s", minimum, maximum))
        case .text(let text):
            Accessible(stepper).setDescription(text)
        }
    }

    /// What a stepper's accessible description holds.
    enum AccessibleDescription: Equatable {
        /// The range, at rest.
        case range(minimum: String, maximum: String)
        /// The value just reached, or why typed text was refused, while focused;
        /// why the value was refused, while that stands; at rest, what
        /// describes the stepper in place of its range.
        case text(String)
    }

    /// Whether the stepper or its field has the keyboard focus.
    var containsFocus: Bool {
        guard parts != nil else { return false }
        return stepper.hasFocus || typing.field?.text.hasFocus == true
    }

    /// Whether the description carries the value to a screen reader now: on
    /// GTK 4.8, which gives a custom widget no Value interface, while the
    /// stepper has the focus (``updateAccessibleValue(_:valueMoved:boundsMoved:)``).
    var describesValue: Bool {
        !Accessible.valuesReachAssistiveTools && containsFocus
    }
}
