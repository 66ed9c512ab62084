/// The inspectable properties of a stepper, as one value.
///
/// The defaults are CSStepper's: value 0 in -100...100, step 1 (a page of 10,
/// as GtkAdjustment's page increment), no wrapping,
/// autorepeat on, titles "⬇" and "⬆" on a cyan label; and, beyond CSStepper,
/// a value that can be typed, in a horizontal row. A configuration can be
/// built in any state; ``validate()`` says whether a ``StepperModel`` accepts it.
public struct StepperConfiguration: Equatable, Sendable {
    /// The longest title, in characters (grapheme clusters), that still fits on a stepper button.
    public static let maximumTitleLength = 32
    /// The largest title, in UTF-8 bytes: one character can hold any number of
    /// combining marks, and text that large would stall the layout of a button.
    public static let maximumTitleBytes = 512

    /// The most digits a stepper shows after the decimal separator: its
    /// numbers are then counted in billionths, and reach about ±9.2 billion.
    public static let maximumDigits = 9

    // The value, the bounds, the step and the page, each a whole count of
    // units of 10⁻ᵈ for `digits` d (DecimalUnits): exact in decimal, and with
    // no digits the whole numbers themselves.
    package private(set) var valueUnits: Int
    package private(set) var minimumUnits: Int
    package private(set) var maximumUnits: Int
    package private(set) var stepUnits: Int
    package private(set) var pageUnits: Int
    /// `digits`, in a byte that fits beside the Booleans.
    private var storedDigits: UInt8 = 0

    /// How many digits the value has after the decimal separator, from 0 (whole
    /// numbers, the default) to ``maximumDigits``, as GtkSpinButton's `digits`.
    ///
    /// The value, the bounds, the step and the page are multiples of 10⁻ᵈⁱᵍⁱᵗˢ,
    /// held exactly: three steps of 0.1 from 0 give 0.3. More digits keep every
    /// number (one beyond what the digits can count saturates at the nearest it
    /// can); fewer round each to the new digits, halves away from zero, and a
    /// step or a page to at least one unit. A number outside `0...maximumDigits`
    /// is clamped into it.
    public var digits: Int {
        get { Int(storedDigits) }
        set {
            let new = Swift.min(Swift.max(newValue, 0), Self.maximumDigits)
            let old = digits
            guard new != old else { return }
            func rescaled(_ units: Int) -> Int { DecimalUnits.rescale(units, from: old, to: new) }
            (valueUnits, minimumUnits, maximumUnits) = (rescaled(valueUnits), rescaled(minimumUnits), rescaled(maximumUnits))
            (stepUnits, pageUnits) = (Swift.max(1, rescaled(stepUnits)), Swift.max(1, rescaled(pageUnits)))
            storedDigits = UInt8(new)
        }
    }

    /// The current value, within `minimumValue...maximumValue`; with
    /// ``digits``, the whole number nearest it (halves away from zero), as
    /// GtkSpinButton's `get_value_as_int`, and setting it sets a whole number.
    public var value: Int {
        get { whole(valueUnits) }
        set { valueUnits = units(ofWhole: newValue) }
    }
    /// The lowest value (with ``digits``, the whole number nearest it).
    public var minimumValue: Int {
        get { whole(minimumUnits) }
        set { minimumUnits = units(ofWhole: newValue) }
    }
    /// The highest value (with ``digits``, the whole number nearest it).
    public var maximumValue: Int {
        get { whole(maximumUnits) }
        set { maximumUnits = units(ofWhole: newValue) }
    }
    /// How far one step moves the value; at least 1 (with ``digits``, the
    /// whole number nearest the step).
    public var stepValue: Int {
        get { whole(stepUnits) }
        set { stepUnits = units(ofWhole: newValue) }
    }
    /// How far one page (Page Up, Page Down, the middle button) moves the
    /// value, as GtkAdjustment's `page-increment`; at least 1 (with
    /// ``digits``, the whole number nearest the page).
    public var pageIncrement: Int {
        get { whole(pageUnits) }
        set { pageUnits = units(ofWhole: newValue) }
    }

    /// The current value with its decimals: the `Double` nearest the exact
    /// decimal, so three steps of 0.1 from 0 read as `0.3`.
    ///
    /// Setting it rounds the new value to ``digits`` digits (reading a double
    /// as the shortest decimal that names it, so `1.005` rounds to `1.01`),
    /// halves away from zero; an infinity stands for the farthest value, and
    /// NaN changes nothing.
    public var decimalValue: Double {
        get { DecimalUnits.double(valueUnits, digits: digits) }
        set { valueUnits = units(of: newValue) ?? valueUnits }
    }
    /// The lowest value with its decimals, set as ``decimalValue`` is.
    public var decimalMinimum: Double {
        get { DecimalUnits.double(minimumUnits, digits: digits) }
        set { minimumUnits = units(of: newValue) ?? minimumUnits }
    }
    /// The highest value with its decimals, set as ``decimalValue`` is.
    public var decimalMaximum: Double {
        get { DecimalUnits.double(maximumUnits, digits: digits) }
        set { maximumUnits = units(of: newValue) ?? maximumUnits }
    }
    /// How far one step moves the value, with its decimals, set as
    /// ``decimalValue`` is; at least one unit of the last digit.
    public var decimalStep: Double {
        get { DecimalUnits.double(stepUnits, digits: digits) }
        set { stepUnits = units(of: newValue) ?? stepUnits }
    }
    /// How far one page moves the value, with its decimals, set as
    /// ``decimalValue`` is; at least one unit of the last digit.
    public var decimalPageIncrement: Double {
        get { DecimalUnits.double(pageUnits, digits: digits) }
        set { pageUnits = units(of: newValue) ?? pageUnits }
    }

    /// The value as text in the C locale, with exactly ``digits`` digits after a point: "92.5".
    public var valueText: String { DecimalUnits.text(valueUnits, digits: digits) }

    /// Sets the value to a count of units of the last digit, as typed text gives it.
    package mutating func setValueUnits(_ units: Int) { valueUnits = units }

    /// Whether `other` holds the same value, whatever the digits of each;
    /// compared in 128 bits, so that a value that more digits saturated is
    /// not taken for the one it was.
    package func holdsSameValue(as other: StepperConfiguration) -> Bool {
        guard digits != other.digits else { return valueUnits == other.valueUnits }
        let common = Swift.max(digits, other.digits)
        // |units| ≤ 2⁶³ and 10⁹ < 2³⁰: the products fit in 94 bits.
        return Int128(valueUnits) * Int128(DecimalUnits.powerOfTen(common - digits))
            == Int128(other.valueUnits) * Int128(DecimalUnits.powerOfTen(common - other.digits))
    }

    /// The numbers ``digits`` counts, each held as a whole count of units of the last digit.
    package enum CountedNumber: Sendable {
        /// The value.
        case value
        /// The lowest value.
        case minimum
        /// The highest value.
        case maximum
        /// The step.
        case step
        /// The page.
        case page

        /// The counted number that a whole-number property reads, or `nil`
        /// for one that is no such number (the digits themselves). Key paths
        /// are compared here only as the property table is built, once.
        init?(readBy path: KeyPath<StepperConfiguration, Int>) {
            switch path {
            case \StepperConfiguration.value: self = .value
            case \StepperConfiguration.minimumValue: self = .minimum
            case \StepperConfiguration.maximumValue: self = .maximum
            case \StepperConfiguration.stepValue: self = .step
            case \StepperConfiguration.pageIncrement: self = .page
            default: return nil
            }
        }
    }

    /// A counted number, in units of the last digit.
    package subscript(units number: CountedNumber) -> Int {
        get {
            switch number {
            case .value: valueUnits
            case .minimum: minimumUnits
            case .maximum: maximumUnits
            case .step: stepUnits
            case .page: pageUnits
            }
        }
        set {
            switch number {
            case .value: valueUnits = newValue
            case .minimum: minimumUnits = newValue
            case .maximum: maximumUnits = newValue
            case .step: stepUnits = newValue
            case .page: pageUnits = newValue
            }
        }
    }

    /// A counted number with its decimals, set as ``decimalValue`` is.
    package subscript(decimal number: CountedNumber) -> Double {
        get { DecimalUnits.double(self[units: number], digits: digits) }
        set { self[units: number] = units(of: newValue) ?? self[units: number] }
    }

    /// Sets the bounds, the step or the page, each a count of units of the last digit.
    package mutating func setNumbers(minimum: Int? = nil, maximum: Int? = nil, step: Int? = nil, page: Int? = nil) {
        (minimumUnits, maximumUnits) = (minimum ?? minimumUnits, maximum ?? maximumUnits)
        (stepUnits, pageUnits) = (step ?? stepUnits, page ?? pageUnits)
    }

    private func whole(_ units: Int) -> Int { DecimalUnits.whole(units, digits: digits) }
    private func units(ofWhole whole: Int) -> Int { DecimalUnits.units(ofWhole: whole, digits: digits) }
    private func units(of number: Double) -> Int? { DecimalUnits.units(of: number, digits: digits) }

    /// Whether a step from one bound goes to the other.
    public var wraps: Bool
    /// Whether pressing and holding a button keeps stepping.
    public var autorepeat: Bool
    /// Whether the value can be typed in, as well as stepped.
    public var isEditable: Bool
    /// The title of the decrease button; empty shows an icon instead.
    public var leftTitle: String
    /// The title of the increase button; empty shows an icon instead.
    public var rightTitle: String
    /// The colour behind the value label.
    public var backgroundColor: RGBAColor
    /// Whether the buttons sit beside the value or above and below it.
    public var orientation: StepperOrientation
    /// The unit shown after the value, such as "°C" or "%", after a no-break
    /// space ("92.5 °C"); empty, the default, for none. Typed text may end
    /// with it or leave it out.
    public var unit: String = ""

    /// Creates a configuration; every property not given takes CSStepper's default.
    ///
    /// - Parameters:
    ///   - value: The current value.
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - stepValue: How far one step moves the value.
    ///   - pageIncrement: How far one page moves the value.
    ///   - wraps: Whether a step from one bound goes to the other.
    ///   - autorepeat: Whether pressing and holding keeps stepping.
    ///   - leftTitle: The decrease button's title.
    ///   - rightTitle: The increase button's title.
    ///   - backgroundColor: The colour behind the value.
    ///   - isEditable: Whether the value can be typed in.
    ///   - orientation: Whether the buttons sit beside the value or above and below it.
    ///   - unit: The unit shown after the value, or none.
    public init(
        value: Int = 0,
        minimumValue: Int = -100,
        maximumValue: Int = 100,
        stepValue: Int = 1,
        pageIncrement: Int = 10,
        wraps: Bool = false,
        autorepeat: Bool = true,
        leftTitle: String = "⬇",
        rightTitle: String = "⬆",
        backgroundColor: RGBAColor = .cyan,
        isEditable: Bool = true,
        orientation: StepperOrientation = .horizontal,
        unit: String = ""
    ) {
        (valueUnits, minimumUnits, maximumUnits, stepUnits) = (value, minimumValue, maximumValue, stepValue)
        pageUnits = pageIncrement
        (self.wraps, self.autorepeat, self.isEditable) = (wraps, autorepeat, isEditable)
        (self.leftTitle, self.rightTitle, self.backgroundColor) = (leftTitle, rightTitle, backgroundColor)
        (self.orientation, self.unit) = (orientation, unit)
    }

    /// Creates a configuration of decimal numbers, each rounded to `digits`
    /// digits; every property not given takes CSStepper's default.
    ///
    /// ```swift
    /// let temperature = StepperConfiguration(
    ///     digits: 1, value: 92.5, minimumValue: 85, maximumValue: 96, stepValue: 0.5, unit: "°C")
    /// ```
    ///
    /// - Parameters:
    ///   - digits: How many digits the numbers have after the decimal separator
    ///     (see ``digits``), clamped into `0...maximumDigits`.
    ///   - value: The current value.
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - stepValue: How far one step moves the value.
    ///   - pageIncrement: How far one page moves the value.
    ///   - wraps: Whether a step from one bound goes to the other.
    ///   - autorepeat: Whether pressing and holding keeps stepping.
    ///   - leftTitle: The decrease button's title.
    ///   - rightTitle: The increase button's title.
    ///   - backgroundColor: The colour behind the value.
    ///   - isEditable: Whether the value can be typed in.
    ///   - orientation: Whether the buttons sit beside the value or above and below it.
    ///   - unit: The unit shown after the value, such as "°C", or none.
    public init(
        digits: Int,
        value: Double = 0,
        minimumValue: Double = -100,
        maximumValue: Double = 100,
        stepValue: Double = 1,
        pageIncrement: Double = 10,
        wraps: Bool = false,
        autorepeat: Bool = true,
        leftTitle: String = "⬇",
        rightTitle: String = "⬆",
        backgroundColor: RGBAColor = .cyan,
        isEditable: Bool = true,
        orientation: StepperOrientation = .horizontal,
        unit: String = ""
    ) {
        self.init(
            wraps: wraps, autorepeat: autorepeat, leftTitle: leftTitle, rightTitle: rightTitle,
            backgroundColor: backgroundColor, isEditable: isEditable, orientation: orientation, unit: unit)
        self.digits = digits
        (decimalValue, decimalMinimum, decimalMaximum) = (value, minimumValue, maximumValue)
        (decimalStep, decimalPageIncrement) = (stepValue, pageIncrement)
    }

    /// CSStepper's defaults, the properties Interface Builder showed.
    public static let inspectable = StepperConfiguration()

    /// CustomStepper's coffee-shop quantity: 1 in 0...99, titles "−" and "+".
    public static let quantity = StepperConfiguration(
        value: 1, minimumValue: 0, maximumValue: 99, leftTitle: "−", rightTitle: "+")

    /// Checks the rules a ``StepperModel`` holds its configuration to.
    ///
    /// - Throws: ``StepperConfigurationError`` naming the first property that
    ///   breaks a rule, in the order of ``StepperProperty/all``, the value last.
    public func validate() throws(StepperConfigurationError) {
        try validateSettings()
        guard (minimumUnits...maximumUnits).contains(valueUnits) else {
            guard digits == 0 else {
                throw .decimalValueOutOfBounds(value: decimalValue, minimum: decimalMinimum, maximum: decimalMaximum)
            }
            throw .valueOutOfBounds(value: value, minimum: minimumValue, maximum: maximumValue)
        }
    }

    /// The rules on everything but the value, which a model clamps instead.
    package func validateSettings() throws(StepperConfigurationError) {
        for property in StepperProperty.all { try property.checkSetting(in: self) }
    }

    /// Whether a step up would change the value: not at the maximum, or wrapping.
    public var canIncrement: Bool { wraps || valueUnits < maximumUnits }

    /// Whether a step down would change the value: not at the minimum, or wrapping.
    public var canDecrement: Bool { wraps || valueUnits > minimumUnits }

    /// `minimumValue...maximumValue`, the values the stepper may hold (with
    /// ``digits``, the whole numbers nearest its bounds).
    ///
    /// Only meaningful for a configuration whose minimum is not above its maximum,
    /// as every configuration a ``StepperModel`` holds is.
    public var bounds: ClosedRange<Int> {
        minimumValue...Swift.max(minimumValue, maximumValue)
    }

    /// `candidate` moved into `minimumValue...maximumValue`.
    ///
    /// - Parameter candidate: Any value.
    /// - Returns: The nearest value within the bounds.
    public func clamped(_ candidate: Int) -> Int {
        Swift.min(Swift.max(candidate, minimumValue), maximumValue)
    }

    /// `units` moved into the bounds, counted in units of the last digit.
    package func clampedUnits(_ units: Int) -> Int {
        Swift.min(Swift.max(units, minimumUnits), maximumUnits)
    }

    /// This configuration with its value clamped into its bounds.
    package mutating func clampValue() { valueUnits = clampedUnits(valueUnits) }
}

// Each property is coded under its Swift name, with the type its row gives
// it; a missing key takes CSStepper's default, and the result is validated.
extension StepperConfiguration: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes every property under its Swift name.
    ///
    /// - Throws: Any error of the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for property in StepperProperty.all {
            let key = Key(stringValue: property.name)
            switch property.value(in: self) {
            case .integer(let number): try container.encode(number, forKey: key)
            // With digits, the value, the bounds, the step and the page as decimals.
            case let .decimal(units, digits): try container.encode(DecimalUnits.double(units, digits: digits), forKey: key)
            case .boolean(let flag): try container.encode(flag, forKey: key)
            case .text(let text): try container.encode(text, forKey: key)
            case .color(let color): try container.encode(color, forKey: key)
            case .orientation(let orientation): try container.encode(orientation, forKey: key)
            }
        }
    }

    /// Decodes a configuration; missing keys take CSStepper's defaults.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the result breaks a rule of
    ///   ``validate()``, with that rule's message, or any error of the decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self = .inspectable
        // The digits first: the numbers are counted in them.
        if let digits = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: "digits")) { self.digits = digits }
        for property in StepperProperty.all where property.name != "digits" {
            let key = Key(stringValue: property.name)
            let decoded: StepperPropertyValue?
            switch property.field {
            case .integer:
                if let number = try? container.decodeIfPresent(Int.self, forKey: key) {
                    decoded = .integer(number)
                } else if let number = try container.decodeIfPresent(Double.self, forKey: key) {
                    // A decimal: rounded to the digits, as setting it rounds it.
                    decoded = nil
                    guard number.isFinite else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: container, debugDescription: "\(property.name) \(number) is not a number")
                    }
                    guard let counted = property.countedNumber else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: container, debugDescription: "\(property.name) \(number) is not a whole number")
                    }
                    self[decimal: counted] = number
                } else {
                    decoded = nil
                }
            case .boolean: decoded = try container.decodeIfPresent(Bool.self, forKey: key).map { .boolean($0) }
            case .text: decoded = try container.decodeIfPresent(String.self, forKey: key).map { .text($0) }
            case .color: decoded = try container.decodeIfPresent(RGBAColor.self, forKey: key).map { .color($0) }
            case .orientation: decoded = try container.decodeIfPresent(StepperOrientation.self, forKey: key).map { .orientation($0) }
            }
            if let decoded { property.write(decoded, into: &self) }
        }
        do {
            try validate()
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}
