import Glibc
import GtkInterop
import StepperCore

// The value as people read and type it. Whole numbers are shown and read
// as they always were (`String(value)`, WholeNumber); a stepper with digits
// shows its numbers with the locale's decimal separator and reads typed
// text in the locale (LocalizedDecimalText), refusing what could mean two
// numbers.

extension NumberSymbols {
    /// The separators of the locale numbers are shown in now (`LC_NUMERIC`,
    /// which `gtk_init` sets from the environment), as glibc's `localeconv` gives them.
    static var current: NumberSymbols {
        guard let conventions = localeconv() else { return .c }
        func character(_ text: UnsafeMutablePointer<CChar>?) -> Character? {
            guard let text, text.pointee != 0 else { return nil }
            let string = String(cString: text)
            return string.count == 1 ? string.first : nil
        }
        return NumberSymbols(
            decimalSeparator: character(conventions.pointee.decimal_point) ?? ".",
            groupSeparator: character(conventions.pointee.thousands_sep))
    }
}

extension StepperInstance {
    /// Shows the value, the width and the range again, as a `format-value`
    /// handler connected or disconnected since writes them.
    func refreshShownValue() {
        guard parts != nil else { return }
        formatsThroughHandler = hasFormatHandler
        showValue()
        let width = widthInCharacters(of: model.configuration)
        guard let parts else { return }
        parts.drawnValue.widthInCharacters = width
        typing.field?.text.fixWidth(characters: width)
        updateAccessibleValue(model.configuration, valueMoved: false, boundsMoved: true)
    }

    /// Notices a `format-value` handler connected or disconnected since the
    /// value was last shown (from C, Python or a `.ui` file, which tell the
    /// stepper nothing): as it is shown, and as the stepper comes on screen.
    func noticeFormatHandler() {
        guard parts != nil, hasFormatHandler != formatsThroughHandler else { return }
        refreshShownValue()
    }

    /// Whether a `format-value` handler is connected and not blocked.
    var hasFormatHandler: Bool { stepperType.hasHandler(signal: Self.formatValueSignal, on: widget) }

    /// The value as the stepper shows it: what a `format-value` handler
    /// gives, or the number in the locale with the unit.
    func shownValue(of configuration: StepperConfiguration) -> String {
        formatted(units: configuration.valueUnits, of: configuration) ?? configuration.shownValue
    }

    /// Wide enough for the widest value in the bounds, so nothing moves as the value changes.
    func widthInCharacters(of configuration: StepperConfiguration) -> Int {
        guard let minimum = formatted(units: configuration.minimumUnits, of: configuration),
              let maximum = formatted(units: configuration.maximumUnits, of: configuration)
        else { return configuration.shownWidthInCharacters }
        return max(minimum.count, maximum.count)
    }

    /// The range, as the accessible description holds it at rest.
    func rangeDescription(of configuration: StepperConfiguration) -> AccessibleDescription {
        .range(minimum: formatted(units: configuration.minimumUnits, of: configuration) ?? configuration.shownMinimum,
               maximum: formatted(units: configuration.maximumUnits, of: configuration) ?? configuration.shownMaximum)
    }

    /// What a `format-value` handler gives for a number of units, or `nil`
    /// where none is connected or every one leaves it to the stepper.
    private func formatted(units: Int, of configuration: StepperConfiguration) -> String? {
        guard !isFormattingValue, parts != nil, hasFormatHandler else { return nil }
        isFormattingValue = true
        defer { isFormattingValue = false }
        let number = DecimalUnits.double(units, digits: configuration.digits)
        return stepperType.emitFormatting(signal: Self.formatValueSignal, on: widget, number: number)
    }

    /// Reads typed text as a value, in units of the last digit: through a
    /// `parse-text` handler where one reads it (rounded to the digits), else
    /// in the locale (`StepperConfiguration.units(typed:)`).
    func units(typed text: String) -> Result<Int, TypedTextRefusal> {
        let configuration = model.configuration
        if parts != nil, stepperType.hasHandler(signal: Self.parseTextSignal, on: widget),
           let number = stepperType.emitParsing(signal: Self.parseTextSignal, on: widget, text: text),
           let units = DecimalUnits.units(of: number, digits: configuration.digits) {
            return .success(units)
        }
        return model.configuration.units(typed: text)
    }
}

extension StepperConfiguration {
    /// The value as the stepper shows it, with its unit.
    var shownValue: String { shownNumber(units: valueUnits) }

    /// A number of units of the last digit as the stepper shows it, with its unit.
    func shownNumber(units: Int) -> String { withUnit(shown(units)) }

    /// The minimum as the stepper shows it.
    var shownMinimum: String { shown(minimumUnits) }

    /// The maximum as the stepper shows it.
    var shownMaximum: String { shown(maximumUnits) }

    /// Wide enough for the widest value in the bounds, so nothing moves as the value changes.
    var shownWidthInCharacters: Int {
        let (minimum, maximum) = (shownMinimum, shownMaximum)
        let (minimumCount, maximumCount) = (minimum.count, maximum.count)
        guard !unit.isEmpty else { return max(minimumCount, maximumCount) }
        return withUnit(minimumCount > maximumCount ? minimum : maximum).count
    }

    /// `number` followed by the unit, after a no-break space, if there is one.
    private func withUnit(_ number: String) -> String {
        unit.isEmpty ? number : number + "\u{00A0}" + unit
    }

    /// Typed text without the unit at its end and the spaces before it.
    private func withoutUnit(_ text: String) -> String {
        guard !unit.isEmpty else { return text }
        var trimmed = Substring(text)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        guard trimmed.hasSuffix(unit) else { return text }
        trimmed.removeLast(unit.count)
        while let last = trimmed.last, [" ", "\t", "\u{00A0}", "\u{202F}", "\u{2009}"].contains(last) { trimmed.removeLast() }
        return String(trimmed)
    }

    /// Whether `other` shows a different value.
    func showsOtherValue(than other: StepperConfiguration?) -> Bool {
        other?.valueUnits != valueUnits || other?.digits != digits || other?.unit != unit
    }

    /// Whether `other` has other bounds, as shown.
    func showsOtherBounds(than other: StepperConfiguration?) -> Bool {
        other?.minimumUnits != minimumUnits || other?.maximumUnits != maximumUnits || other?.digits != digits
            || other?.unit != unit
    }

    /// `units` of the last digit, as the stepper shows a number: whole
    /// numbers as Swift writes them, decimals with the locale's separator.
    private func shown(_ units: Int) -> String {
        digits == 0 ? String(units) : DecimalUnits.text(units, digits: digits, separator: NumberSymbols.current.decimalSeparator)
    }

    /// Reads typed text as a value of this configuration, in units of its
    /// last digit (beyond `Int`, saturated: the model clamps it).
    ///
    /// - Returns: The units, or what a person reads about why the text is refused.
    func units(typed typedText: String) -> Result<Int, TypedTextRefusal> {
        let text = withoutUnit(typedText)
        guard digits > 0 else {
            switch WholeNumber.parse(text) {
            case .success(.exact(let number)): return .success(number)
            case .success(.beyondInt(let isNegative)): return .success(isNegative ? Int.min : Int.max)
            case .failure(let reason): return .failure(TypedTextRefusal(message: reason.message(for: text)))
            }
        }
        let symbols = NumberSymbols.current
        switch LocalizedDecimalText.read(text, symbols: symbols, maximumFractionDigits: digits) {
        case .success(let number):
            return .success(DecimalUnits.units(
                isNegative: number.isNegative, integerDigits: number.integerDigits,
                fractionDigits: number.fractionDigits, digits: digits).units)
        case .failure(let refusal):
            return .failure(TypedTextRefusal(message: refusal.message(for: text, symbols: symbols)))
        }
    }
}

/// `number` as the locale writes it, with as many digits as it needs (up to
/// `StepperConfiguration.maximumDigits`): 92.5 is "92,5" in German.
func shownDecimal(_ number: Double) -> String {
    let digits = StepperConfiguration.maximumDigits
    guard let units = DecimalUnits.units(of: number, digits: digits) else { return String(number) }
    var text = Substring(DecimalUnits.text(units, digits: digits, separator: NumberSymbols.current.decimalSeparator))
    while text.last == "0" { text.removeLast() }
    if text.last == NumberSymbols.current.decimalSeparator { text.removeLast() }
    return String(text)
}

/// Why typed text is no value, as a person reads it.
struct TypedTextRefusal: Error {
    /// The translated sentence.
    let message: String
}

extension PlainDecimal {
    /// The number as the locale writes it, without grouping: "1234" or "1,234".
    func shown(_ symbols: NumberSymbols) -> String {
        (isNegative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : String(symbols.decimalSeparator) + fractionDigits)
    }
}

extension LocalizedDecimalText.Refusal {
    /// What a person reads when `text` is refused as a decimal.
    func message(for text: String, symbols: NumberSymbols) -> String {
        switch self {
        case .empty:
            localized("Enter a number")
        case .notANumber:
            localized("“%s” is not a number", text.excerpt())
        case let .ambiguous(grouped, decimal):
            // TRANSLATORS: typed text that could be read two ways, such as “1.234” in German: %1$s is the text, %2$s and %3$s the two numbers it could mean.
            localized("“%1$s” could mean %2$s or %3$s: type the number without a group separator",
                      text.excerpt(), grouped.shown(symbols), decimal.shown(symbols))
        case .tooManyFractionDigits(let allowed):
            localizedPlural(
                "Type at most %s digit after the decimal separator",
                "Type at most %s digits after the decimal separator", count: allowed, String(allowed))
        }
    }
}
