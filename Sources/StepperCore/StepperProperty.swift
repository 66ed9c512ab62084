/// One of a stepper's inspectable properties, described once.
///
/// Each property is one row of ``all``: its Swift name, where it lives in a
/// ``StepperConfiguration`` (which fixes its type; its default is
/// ``StepperConfiguration/inspectable``'s), the group a property editor shows
/// it in, its title and summary for people, and the rule its value keeps.
/// Everything else is derived from the row: its GObject name
/// (``objectName``) and id (``id``), its `Codable` key (``name``), the order in
/// which properties are checked and applied together, the property a refusal
/// blames, and, in the GTK layers, its GObject pspec, its GSettings key and its
/// preferences row. A new property is a stored property of the configuration
/// and a row here, plus what other tools read as data: the C header's two
/// functions, the schema key, the Cambalache catalog and the translations.
public struct StepperProperty: Sendable, Hashable, CustomStringConvertible {
    /// Where the property lives in a configuration, which also fixes its type.
    package enum Field: Sendable {
        /// A whole number.
        case integer(WritableKeyPath<StepperConfiguration, Int> & Sendable)
        /// A truth value.
        case boolean(WritableKeyPath<StepperConfiguration, Bool> & Sendable)
        /// A title.
        case text(WritableKeyPath<StepperConfiguration, String> & Sendable)
        /// A colour.
        case color(WritableKeyPath<StepperConfiguration, RGBAColor> & Sendable)
        /// An orientation.
        case orientation(WritableKeyPath<StepperConfiguration, StepperOrientation> & Sendable)

        /// The key path, whatever its type.
        var keyPath: PartialKeyPath<StepperConfiguration> {
            switch self {
            case .integer(let path): path
            case .boolean(let path): path
            case .text(let path): path
            case .color(let path): path
            case .orientation(let path): path
            }
        }
    }

    /// The part of a property editor a property belongs in.
    package enum Group: CaseIterable, Sendable {
        /// The value, its bounds, its step and its page.
        case value
        /// How the stepper reacts to input.
        case behaviour
        /// How it looks.
        case appearance
    }

    /// What a value of the property must be, beyond its type.
    package enum Rule: Equatable, Sendable {
        /// Anything of its type.
        case none
        /// Between the minimum and the maximum: a model clamps a value into
        /// them, and a configuration given whole must hold it there.
        case withinBounds
        /// Not above the maximum: of the two bounds, the one whose rule it is.
        case notAboveMaximum
        /// 1 or more; `refusal` says so to a person, marked for translation.
        case positive(refusal: String)
        /// Short enough to show on a button or beside the value
        /// (``StepperConfiguration/maximumTitleLength`` characters,
        /// ``StepperConfiguration/maximumTitleBytes`` bytes).
        case shortText
        /// Within a range: a configuration clamps a number outside it into it.
        case clampedInto(ClosedRange<Int>)
    }

    /// The GObject property id on `SkStepper`: the row's place in ``all``,
    /// counting from 1, as a C widget numbers its `PROP_*`.
    public let id: Int
    /// The Swift name, such as `minimumValue`, which is also the `Codable`
    /// key and what messages call the property.
    public let name: String
    /// The GObject name, such as `minimum-value`, as `.ui` files,
    /// `g_object_set` and the demo's GSettings keys spell it: ``name`` in
    /// kebab case, without the `is` that Swift puts before a Boolean.
    public let objectName: String
    /// Where the value lives and what type it has.
    package let field: Field
    /// Where a property editor shows it.
    package let group: Group
    /// The short title with a mnemonic (`_Minimum`), in English, marked for translation.
    package let nick: String
    /// The one-line description, in English, marked for translation.
    package let blurb: String
    /// What its values must be.
    package let rule: Rule
    /// The number ``digits`` counts that the property reads (the value, a
    /// bound, the step or the page), or `nil` for any other property.
    package let countedNumber: StepperConfiguration.CountedNumber?

    private init(
        _ name: String, _ field: Field, _ group: Group, nick: String, rule: Rule = .none, blurb: String, id: Int = 0
    ) {
        (self.id, self.name, self.field, self.group, self.rule) = (id, name, field, group, rule)
        (self.nick, self.blurb) = (nick, blurb)
        objectName = Self.objectName(of: name)
        if case .integer(let path) = field { countedNumber = StepperConfiguration.CountedNumber(readBy: path) } else { countedNumber = nil }
    }

    /// A stepper's properties, in GObject id order, and the order in which
    /// their rules are checked.
    public static let all: [StepperProperty] = [
        StepperProperty("value", .integer(\.value), .value, nick: translatable("_Value"),
                        rule: .withinBounds, blurb: translatable("The current value, between the minimum and the maximum")),
        StepperProperty("minimumValue", .integer(\.minimumValue), .value, nick: translatable("_Minimum"),
                        rule: .notAboveMaximum, blurb: translatable("The lowest value")),
        StepperProperty("maximumValue", .integer(\.maximumValue), .value, nick: translatable("Ma_ximum"),
                        blurb: translatable("The highest value")),
        StepperProperty("stepValue", .integer(\.stepValue), .value, nick: translatable("_Step"),
                        rule: .positive(refusal: translatable("A step must be 1 or more")),
                        blurb: translatable("How far one step moves the value; more than 0")),
        StepperProperty("pageIncrement", .integer(\.pageIncrement), .value, nick: translatable("_Page"),
                        rule: .positive(refusal: translatable("A page must be 1 or more")),
                        blurb: translatable("How far Page Up and Page Down move the value; more than 0")),
        StepperProperty("digits", .integer(\.digits), .value, nick: translatable("_Digits"),
                        rule: .clampedInto(0...StepperConfiguration.maximumDigits),
                        blurb: translatable("How many digits the value has after the decimal separator")),
        StepperProperty("unit", .text(\.unit), .value, nick: translatable("_Unit"), rule: .shortText,
                        blurb: translatable("The unit shown after the value, such as °C or %; empty for none")),
        StepperProperty("wraps", .boolean(\.wraps), .behaviour, nick: translatable("_Wraps"),
                        blurb: translatable("Whether a step from one bound goes to the other")),
        StepperProperty("autorepeat", .boolean(\.autorepeat), .behaviour, nick: translatable("_Autorepeat"),
                        blurb: translatable("Whether pressing and holding a button keeps stepping")),
        StepperProperty("isEditable", .boolean(\.isEditable), .behaviour, nick: translatable("_Typing"),
                        blurb: translatable("Whether the value can be typed in as well as stepped")),
        StepperProperty("leftTitle", .text(\.leftTitle), .appearance, nick: translatable("_Left title"),
                        rule: .shortText, blurb: translatable("The decrease button’s text; empty shows an icon")),
        StepperProperty("rightTitle", .text(\.rightTitle), .appearance, nick: translatable("Ri_ght title"),
                        rule: .shortText, blurb: translatable("The increase button’s text; empty shows an icon")),
        StepperProperty("backgroundColor", .color(\.backgroundColor), .appearance, nick: translatable("_Background"),
                        blurb: translatable("The colour behind the value")),
        StepperProperty("orientation", .orientation(\.orientation), .appearance, nick: translatable("_Orientation"),
                        blurb: translatable("Whether the buttons sit beside the value or above and below it")),
    ].enumerated().map { index, row in
        StepperProperty(row.name, row.field, row.group, nick: row.nick, rule: row.rule, blurb: row.blurb, id: index + 1)
    }

    /// The value, first of ``all``: the property that has an API of its own everywhere.
    public static let value = all[0]

    /// The digits after the decimal separator, in which the value, the bounds,
    /// the step and the page are counted: applied before them.
    public static let digits = all[5]

    /// Whether the property is one of the numbers ``digits`` counts: the
    /// value, a bound, the step or the page.
    package var isCountedInDigits: Bool { countedNumber != nil }

    /// The property that lives at `keyPath` in a configuration, or `nil` for
    /// a key path that is no stored property of one (such as ``StepperConfiguration/bounds``).
    public init?(_ keyPath: PartialKeyPath<StepperConfiguration>) {
        guard let found = Self.all.first(where: { $0.field.keyPath == keyPath }) else { return nil }
        self = found
    }

    /// The property whose GObject id on `SkStepper` is `id`, or `nil` for an id that is none of them.
    public init?(id: Int) {
        guard Self.all.indices.contains(id - 1) else { return nil }
        self = Self.all[id - 1]
    }

    /// The property whose ``objectName`` is `objectName`, as a `.ui` file or a
    /// settings key names it, or `nil` for a name that is none of them.
    public init?(objectName: String) {
        guard let found = Self.all.first(where: { $0.objectName == objectName }) else { return nil }
        self = found
    }

    /// ``name``.
    public var description: String { name }

    /// Whether two values describe the same property (their ids are the same).
    public static func == (lhs: StepperProperty, rhs: StepperProperty) -> Bool { lhs.id == rhs.id }

    /// Hashes the property's id, which tells it from every other.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The property's value in a configuration.
    package func value(in configuration: StepperConfiguration) -> StepperPropertyValue {
        switch field {
        case .integer(let path):
            if configuration.digits > 0, let countedNumber {
                .decimal(units: configuration[units: countedNumber], digits: configuration.digits)
            } else {
                .integer(configuration[keyPath: path])
            }
        case .boolean(let path): .boolean(configuration[keyPath: path])
        case .text(let path): .text(configuration[keyPath: path])
        case .color(let path): .color(configuration[keyPath: path])
        case .orientation(let path): .orientation(configuration[keyPath: path])
        }
    }

    /// Whether the property has the same ``value(in:)`` in both
    /// configurations, found without making either value: every stepper with
    /// digits compares all of them as it is bound to its model.
    package func holdsSameValue(in configuration: StepperConfiguration, as other: StepperConfiguration) -> Bool {
        switch field {
        case .integer(let path):
            // A counted number reads as its units in its digits (as the whole number with none).
            guard let countedNumber else { return configuration[keyPath: path] == other[keyPath: path] }
            return configuration.digits == other.digits && configuration[units: countedNumber] == other[units: countedNumber]
        case .boolean(let path): return configuration[keyPath: path] == other[keyPath: path]
        case .text(let path): return configuration[keyPath: path] == other[keyPath: path]
        case .color(let path): return configuration[keyPath: path] == other[keyPath: path]
        case .orientation(let path): return configuration[keyPath: path] == other[keyPath: path]
        }
    }

    /// The value CSStepper's configuration (``StepperConfiguration/inspectable``) gives it.
    package var defaultValue: StepperPropertyValue { value(in: .inspectable) }

    /// Writes a value of the property's type into a configuration; a value of another type changes nothing.
    package func write(_ value: StepperPropertyValue, into configuration: inout StepperConfiguration) {
        switch (field, value) {
        case (.integer(let path), .integer(let number)): configuration[keyPath: path] = number
        case let (.integer(path), .decimal(units, digits)):
            guard let countedNumber else {
                configuration[keyPath: path] = DecimalUnits.whole(units, digits: digits)
                return
            }
            configuration[units: countedNumber] = DecimalUnits.rescale(units, from: digits, to: configuration.digits)
        case (.boolean(let path), .boolean(let flag)): configuration[keyPath: path] = flag
        case (.text(let path), .text(let text)): configuration[keyPath: path] = text
        case (.color(let path), .color(let color)): configuration[keyPath: path] = color
        case (.orientation(let path), .orientation(let orientation)): configuration[keyPath: path] = orientation
        default: break
        }
    }

    /// Checks the property's rule in `configuration`, unless it is the value's
    /// (``Rule/withinBounds``), which a model keeps by clamping.
    ///
    /// - Throws: ``StepperConfigurationError`` naming this property.
    package func checkSetting(in configuration: StepperConfiguration) throws(StepperConfigurationError) {
        switch (rule, field) {
        case (.notAboveMaximum, .integer(let path)):
            let minimum = units(in: configuration, readBy: path)
            guard minimum > configuration.maximumUnits else { return }
            guard configuration.digits == 0 else {
                throw .decimalMinimumAboveMaximum(minimum: configuration.decimalMinimum, maximum: configuration.decimalMaximum)
            }
            throw .minimumAboveMaximum(minimum: minimum, maximum: configuration.maximumValue)
        case (.positive, .integer(let path)):
            let units = units(in: configuration, readBy: path)
            guard units <= 0 else { return }
            guard configuration.digits == 0 else {
                throw .decimalNotPositive(self, DecimalUnits.double(units, digits: configuration.digits))
            }
            throw .notPositive(self, units)
        case (.shortText, .text(let path)):
            let title = configuration[keyPath: path]
            // Bytes first: counting characters walks the whole text.
            if title.utf8.count > StepperConfiguration.maximumTitleBytes { throw .titleTooLarge(self, bytes: title.utf8.count) }
            if title.count > StepperConfiguration.maximumTitleLength { throw .titleTooLong(self, length: title.count) }
        default:
            break
        }
    }

    /// The units of the number the property reads, or the whole number
    /// itself where it is no number ``digits`` counts.
    private func units(in configuration: StepperConfiguration, readBy path: KeyPath<StepperConfiguration, Int>) -> Int {
        countedNumber.map { configuration[units: $0] } ?? configuration[keyPath: path]
    }

    /// `minimumValue` → `minimum-value`; `isEditable` → `editable`.
    private static func objectName(of name: String) -> String {
        let base = name.hasPrefix("is") && name.dropFirst(2).first?.isUppercase == true ? String(name.dropFirst(2)) : name
        return base.reduce(into: "") { result, character in
            if character.isUppercase { result += (result.isEmpty ? "" : "-") + character.lowercased() } else { result.append(character) }
        }
    }
}

/// Marks English text for `xgettext` (Scripts/update-translations reads the
/// `translatable` keyword) where no translation can happen: the model imports
/// no gettext. The layers that show the text translate it.
package func translatable(_ text: String) -> String { text }
