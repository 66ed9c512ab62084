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

    /// The current value, within `minimumValue...maximumValue`.
    public var value: Int
    /// The lowest value.
    public var minimumValue: Int
    /// The highest value.
    public var maximumValue: Int
    /// How far one step moves the value; at least 1.
    public var stepValue: Int
    /// How far one page (Page Up, Page Down, the middle button) moves the
    /// value, as GtkAdjustment's `page-increment`; at least 1.
    public var pageIncrement: Int
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
        orientation: StepperOrientation = .horizontal
    ) {
        (self.value, self.minimumValue, self.maximumValue, self.stepValue) = (value, minimumValue, maximumValue, stepValue)
        self.pageIncrement = pageIncrement
        (self.wraps, self.autorepeat, self.isEditable) = (wraps, autorepeat, isEditable)
        (self.leftTitle, self.rightTitle, self.backgroundColor) = (leftTitle, rightTitle, backgroundColor)
        self.orientation = orientation
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
        guard (minimumValue...maximumValue).contains(value) else {
            throw .valueOutOfBounds(value: value, minimum: minimumValue, maximum: maximumValue)
        }
    }

    /// The rules on everything but the value, which a model clamps instead.
    package func validateSettings() throws(StepperConfigurationError) {
        for property in StepperProperty.all { try property.checkSetting(in: self) }
    }

    /// Whether a step up would change the value: not at the maximum, or wrapping.
    public var canIncrement: Bool { wraps || value < maximumValue }

    /// Whether a step down would change the value: not at the minimum, or wrapping.
    public var canDecrement: Bool { wraps || value > minimumValue }

    /// `minimumValue...maximumValue`, the values the stepper may hold.
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
        for property in StepperProperty.all {
            let key = Key(stringValue: property.name)
            let decoded: StepperPropertyValue?
            switch property.field {
            case .integer: decoded = try container.decodeIfPresent(Int.self, forKey: key).map { .integer($0) }
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
