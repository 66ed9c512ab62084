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
    /// The title of the decrease button; empty shows an icon instead.
    public var leftTitle: String
    /// The title of the increase button; empty shows an icon instead.
    public var rightTitle: String
    /// The colour behind the value label.
    public var backgroundColor: RGBAColor
    /// Whether the value can be typed in, as well as stepped.
    public var isEditable: Bool
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
    ///   breaks a rule: the bounds, then the step, the page, the value, and the titles.
    public func validate() throws(StepperConfigurationError) {
        try validateSettings()
        guard (minimumValue...maximumValue).contains(value) else {
            throw .valueOutOfBounds(value: value, minimum: minimumValue, maximum: maximumValue)
        }
    }

    /// The rules on everything but the value, which a model clamps instead.
    package func validateSettings() throws(StepperConfigurationError) {
        guard minimumValue <= maximumValue else {
            throw .minimumAboveMaximum(minimum: minimumValue, maximum: maximumValue)
        }
        guard stepValue > 0 else { throw .stepNotPositive(stepValue) }
        guard pageIncrement > 0 else { throw .pageNotPositive(pageIncrement) }
        for (property, title) in [(StepperProperty.leftTitle, leftTitle), (.rightTitle, rightTitle)] {
            // Bytes first: counting characters walks the whole text.
            if title.utf8.count > Self.maximumTitleBytes {
                throw .titleTooLarge(property, bytes: title.utf8.count)
            }
            if title.count > Self.maximumTitleLength {
                throw .titleTooLong(property, length: title.count)
            }
        }
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

/// Whether a stepper's buttons sit beside its value or above and below it.
public enum StepperOrientation: String, CaseIterable, Codable, Sendable {
    /// Decrease, value, increase, left to right (right to left in RTL locales).
    case horizontal
    /// Increase on top, the value, decrease below: CSStepper's ⬆ and ⬇.
    case vertical
}

/// The properties of a stepper: the one list of them.
///
/// The raw values are `SkStepper`'s GObject property ids, in the order its
/// class installs them, as a C widget numbers its properties in a `PROP_*`
/// enum. The GObject type, the row that forwards some of them, the
/// preferences, the demo's settings and the C functions all key off this
/// enum. Every property but ``adjustment`` is a configuration's
/// (``configurationProperties``).
public enum StepperProperty: Int, CaseIterable, Sendable {
    /// ``StepperConfiguration/value``.
    case value = 1
    /// ``StepperConfiguration/minimumValue``.
    case minimumValue
    /// ``StepperConfiguration/maximumValue``.
    case maximumValue
    /// ``StepperConfiguration/stepValue``.
    case stepValue
    /// ``StepperConfiguration/pageIncrement``.
    case pageIncrement
    /// ``StepperConfiguration/wraps``.
    case wraps
    /// ``StepperConfiguration/autorepeat``.
    case autorepeat
    /// ``StepperConfiguration/isEditable``.
    case isEditable
    /// ``StepperConfiguration/leftTitle``.
    case leftTitle
    /// ``StepperConfiguration/rightTitle``.
    case rightTitle
    /// ``StepperConfiguration/backgroundColor``.
    case backgroundColor
    /// ``StepperConfiguration/orientation``.
    case orientation
    /// The `GtkAdjustment` a stepper widget shares its numbers through: the
    /// widget's own, which no configuration holds. What an adjustment's numbers
    /// cannot be for a stepper is ``StepperAdjustmentError``.
    case adjustment

    /// The properties a ``StepperConfiguration`` holds: all but ``adjustment``, in order.
    public static let configurationProperties = allCases.filter { $0 != .adjustment }

    /// The property's Swift name, such as `minimumValue`, as messages give it.
    public var name: String {
        switch self {
        case .value: "value"
        case .minimumValue: "minimumValue"
        case .maximumValue: "maximumValue"
        case .stepValue: "stepValue"
        case .pageIncrement: "pageIncrement"
        case .wraps: "wraps"
        case .autorepeat: "autorepeat"
        case .isEditable: "isEditable"
        case .leftTitle: "leftTitle"
        case .rightTitle: "rightTitle"
        case .backgroundColor: "backgroundColor"
        case .orientation: "orientation"
        case .adjustment: "adjustment"
        }
    }
}

/// Why a stepper configuration was refused.
public enum StepperConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The minimum is above the maximum.
    case minimumAboveMaximum(minimum: Int, maximum: Int)
    /// The step is zero or negative.
    case stepNotPositive(Int)
    /// The page is zero or negative.
    case pageNotPositive(Int)
    /// The value lies outside the bounds.
    case valueOutOfBounds(value: Int, minimum: Int, maximum: Int)
    /// A title has more characters than ``StepperConfiguration/maximumTitleLength``.
    case titleTooLong(StepperProperty, length: Int)
    /// A title has more UTF-8 bytes than ``StepperConfiguration/maximumTitleBytes``.
    case titleTooLarge(StepperProperty, bytes: Int)

    /// The property the error is about.
    public var property: StepperProperty {
        switch self {
        case .minimumAboveMaximum: .minimumValue
        case .stepNotPositive: .stepValue
        case .pageNotPositive: .pageIncrement
        case .valueOutOfBounds: .value
        case .titleTooLong(let property, _), .titleTooLarge(let property, _): property
        }
    }

    /// A message naming the property and what is wrong with it.
    public var description: String {
        switch self {
        case let .minimumAboveMaximum(minimum, maximum):
            "minimumValue \(minimum) is above maximumValue \(maximum); the minimum must not exceed the maximum"
        case let .stepNotPositive(step):
            "stepValue \(step) is not positive; a step must be 1 or more"
        case let .pageNotPositive(page):
            "pageIncrement \(page) is not positive; a page must be 1 or more"
        case let .valueOutOfBounds(value, minimum, maximum):
            "value \(value) is outside the bounds \(minimum)…\(maximum)"
        case let .titleTooLong(property, length):
            "\(property.name) has \(length) characters; at most \(StepperConfiguration.maximumTitleLength) fit on a button"
        case let .titleTooLarge(property, bytes):
            "\(property.name) takes \(bytes) bytes; at most \(StepperConfiguration.maximumTitleBytes) fit on a button"
        }
    }
}

// Encoding is synthesized from the coding keys; decoding is written out, so
// that a missing key takes CSStepper's default and the result is validated.
extension StepperConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, minimumValue, maximumValue, stepValue, pageIncrement, wraps, autorepeat
        case leftTitle, rightTitle, backgroundColor, isEditable, orientation
    }

    /// Decodes a configuration; missing keys take CSStepper's defaults.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the result breaks a rule of
    ///   ``validate()``, with that rule's message, or any error of the decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = StepperConfiguration.inspectable
        self.init(
            value: try container.decodeIfPresent(Int.self, forKey: .value) ?? defaults.value,
            minimumValue: try container.decodeIfPresent(Int.self, forKey: .minimumValue) ?? defaults.minimumValue,
            maximumValue: try container.decodeIfPresent(Int.self, forKey: .maximumValue) ?? defaults.maximumValue,
            stepValue: try container.decodeIfPresent(Int.self, forKey: .stepValue) ?? defaults.stepValue,
            pageIncrement: try container.decodeIfPresent(Int.self, forKey: .pageIncrement) ?? defaults.pageIncrement,
            wraps: try container.decodeIfPresent(Bool.self, forKey: .wraps) ?? defaults.wraps,
            autorepeat: try container.decodeIfPresent(Bool.self, forKey: .autorepeat) ?? defaults.autorepeat,
            leftTitle: try container.decodeIfPresent(String.self, forKey: .leftTitle) ?? defaults.leftTitle,
            rightTitle: try container.decodeIfPresent(String.self, forKey: .rightTitle) ?? defaults.rightTitle,
            backgroundColor: try container.decodeIfPresent(RGBAColor.self, forKey: .backgroundColor)
                ?? defaults.backgroundColor,
            isEditable: try container.decodeIfPresent(Bool.self, forKey: .isEditable) ?? defaults.isEditable,
            orientation: try container.decodeIfPresent(StepperOrientation.self, forKey: .orientation)
                ?? defaults.orientation)
        do {
            try validate()
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}
