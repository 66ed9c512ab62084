import CGtk
import GtkInterop
import StepperCore

/// What GObject, the preferences and the settings say about one of SkStepper's
/// configuration properties.
///
/// This table is to the stepper what `props[]` is to gtkspinbutton.c, keyed by
/// ``StepperProperty``, whose raw values are the GObject ids (its `PROP_*`):
/// the GObject type installs its pspecs from it and dispatches `get_property`,
/// `set_property` and `notify` by id; GtkBuilder values are staged by it; the
/// demo's settings read and write their keys from it; and the preferences
/// rows are generated from it. Adding a property means a case of the enum,
/// one row here and the code that gives the property its meaning. The
/// adjustment, which no configuration holds, has its own definition
/// (``adjustmentDefinition``).
package struct StepperPropertyDescriptor: Sendable {
    /// Where the property lives in a configuration, which also fixes its type.
    package enum Field: Sendable {
        /// A whole number (`gint64`).
        case integer(WritableKeyPath<StepperConfiguration, Int> & Sendable)
        /// A truth value (`gboolean`).
        case boolean(WritableKeyPath<StepperConfiguration, Bool> & Sendable)
        /// A title (a string).
        case text(WritableKeyPath<StepperConfiguration, String> & Sendable)
        /// A colour (`GdkRGBA`).
        case color(WritableKeyPath<StepperConfiguration, RGBAColor> & Sendable)
        /// An orientation (`GtkOrientation`).
        case orientation(WritableKeyPath<StepperConfiguration, StepperOrientation> & Sendable)
    }

    /// The part of a property editor a property belongs in.
    package enum Section: CaseIterable, Sendable {
        /// The value, its bounds and its step.
        case value
        /// How the stepper reacts to input.
        case behaviour
        /// How it looks.
        case appearance
    }

    /// The property, whose raw value is its GObject id.
    package let property: StepperProperty
    /// The canonical GObject name, as `.ui` files, `g_object_set` and the demo's settings file spell it.
    package let name: String
    /// The short name, with a mnemonic (`_Minimum`), that GTK Inspector and the preferences show.
    package let nick: String
    /// The one-line description that GTK Inspector and the preferences show.
    package let blurb: String
    /// Where the value lives and what type it has.
    package let field: Field
    /// Where a property editor shows it.
    package let section: Section
    /// Whether an interface SkStepper implements declares the GObject
    /// property (GtkEditable's `editable`, GtkOrientable's `orientation`).
    package let isInterfaceProperty: Bool

    private init(
        _ property: StepperProperty, _ name: String, _ field: Field, _ section: Section, nick: String, blurb: String,
        fromInterface: Bool = false
    ) {
        (self.property, self.name, self.field, self.section) = (property, name, field, section)
        (self.nick, self.blurb, self.isInterfaceProperty) = (nick, blurb, fromInterface)
    }

    /// SkStepper's configuration properties, in ``StepperProperty`` order. The
    /// defaults are CSStepper's, from ``StepperConfiguration/inspectable``;
    /// validation is the model's (``StepperConfiguration/validate()``), and an
    /// error names the property it is about.
    package static let all: [StepperPropertyDescriptor] = StepperProperty.allCases.compactMap(describe)

    private static func describe(_ property: StepperProperty) -> StepperPropertyDescriptor? {
        switch property {
        case .value:
            .init(property, "value", .integer(\.value), .value, nick: localized("_Value"),
                  blurb: localized("The current value, between the minimum and the maximum"))
        case .minimumValue:
            .init(property, "minimum-value", .integer(\.minimumValue), .value, nick: localized("_Minimum"),
                  blurb: localized("The lowest value"))
        case .maximumValue:
            .init(property, "maximum-value", .integer(\.maximumValue), .value, nick: localized("Ma_ximum"),
                  blurb: localized("The highest value"))
        case .stepValue:
            .init(property, "step-value", .integer(\.stepValue), .value, nick: localized("_Step"),
                  blurb: localized("How far one step moves the value; 1 or more"))
        case .pageIncrement:
            .init(property, "page-increment", .integer(\.pageIncrement), .value, nick: localized("_Page"),
                  blurb: localized("How far Page Up and Page Down move the value; 1 or more"))
        case .wraps:
            .init(property, "wraps", .boolean(\.wraps), .behaviour, nick: localized("_Wraps"),
                  blurb: localized("Whether a step from one bound goes to the other"))
        case .autorepeat:
            .init(property, "autorepeat", .boolean(\.autorepeat), .behaviour, nick: localized("_Autorepeat"),
                  blurb: localized("Whether pressing and holding a button keeps stepping"))
        case .isEditable:
            .init(property, "editable", .boolean(\.isEditable), .behaviour, nick: localized("_Typing"),
                  blurb: localized("Whether the value can be typed in as well as stepped"), fromInterface: true)
        case .leftTitle:
            .init(property, "left-title", .text(\.leftTitle), .appearance, nick: localized("_Left title"),
                  blurb: localized("The decrease button’s text; empty shows an icon"))
        case .rightTitle:
            .init(property, "right-title", .text(\.rightTitle), .appearance, nick: localized("Ri_ght title"),
                  blurb: localized("The increase button’s text; empty shows an icon"))
        case .backgroundColor:
            .init(property, "background-color", .color(\.backgroundColor), .appearance, nick: localized("_Background"),
                  blurb: localized("The colour behind the value"))
        case .orientation:
            .init(property, "orientation", .orientation(\.orientation), .appearance, nick: localized("_Orientation"),
                  blurb: localized("Whether the buttons sit beside the value or above and below it"), fromInterface: true)
        case .adjustment:
            nil
        }
    }

    /// The property's value in a configuration.
    package func value(in configuration: StepperConfiguration) -> StepperPropertyValue {
        switch field {
        case .integer(let path): .integer(configuration[keyPath: path])
        case .boolean(let path): .boolean(configuration[keyPath: path])
        case .text(let path): .text(configuration[keyPath: path])
        case .color(let path): .color(configuration[keyPath: path])
        case .orientation(let path): .orientation(configuration[keyPath: path])
        }
    }

    /// Writes a value of the property's type into a configuration (others are ignored).
    package func write(_ value: StepperPropertyValue, into configuration: inout StepperConfiguration) {
        switch (field, value) {
        case (.integer(let path), .integer(let number)): configuration[keyPath: path] = number
        case (.boolean(let path), .boolean(let flag)): configuration[keyPath: path] = flag
        case (.text(let path), .text(let text)): configuration[keyPath: path] = text
        case (.color(let path), .color(let color)): configuration[keyPath: path] = color
        case (.orientation(let path), .orientation(let orientation)): configuration[keyPath: path] = orientation
        default: break
        }
    }

    /// What the GObject type installs: the pspec's name, nick, blurb, type and default.
    package var definition: PropertyDefinition {
        let kind: PropertyDefinition.Kind
        switch value(in: .inspectable) {
        case _ where isInterfaceProperty: kind = .interface
        case .integer(let number): kind = .int64(range: Int.min...Int.max, defaultValue: number)
        case .boolean(let flag): kind = .boolean(defaultValue: flag)
        case .text(let text): kind = .string(defaultValue: text)
        case .color: kind = .rgba
        case .orientation: kind = .interface
        }
        return PropertyDefinition(id: property.rawValue, name: name, nick: nick, blurb: blurb, kind: kind)
    }
}

/// A value of one of SkStepper's properties.
package enum StepperPropertyValue: Equatable, Sendable {
    /// A whole number.
    case integer(Int)
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
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): "“\(text.excerpt())”"
        case .color(let color): color.description
        case .orientation(let orientation): orientation.rawValue
        }
    }
}

// MARK: - GObject values

extension StepperPropertyValue {
    /// Writes the value into `value`, a GValue of the property's type.
    package func write(into value: UnsafeMutablePointer<GValue>) {
        switch self {
        case .integer(let number): value.int64 = number
        case .boolean(let flag): value.bool = flag
        case .text(let text): value.string = text
        case .color(let color): value.rgba = GdkRGBA(color)
        case .orientation(let orientation):
            value.enumeration = Int((orientation == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL).rawValue)
        }
    }

    /// Reads what GObject handed over for `descriptor`, in a GValue of the
    /// property's type: a NULL string is an empty title and a NULL colour the
    /// default one, so unsetting a property resets it.
    ///
    /// - Throws: ``StepperPropertyValueError`` for a colour with components outside 0…1.
    init(reading value: UnsafeMutablePointer<GValue>, for descriptor: StepperPropertyDescriptor) throws(StepperPropertyValueError) {
        switch descriptor.field {
        case .integer: self = .integer(value.int64)
        case .boolean: self = .boolean(value.bool)
        case .text: self = .text(value.string ?? "")
        case .color: self = try value.rgba.map { rgba throws(StepperPropertyValueError) in .color(try RGBAColor(rgba)) } ?? descriptor.value(in: .inspectable)
        case .orientation: self = .orientation(value.enumeration == Int(GTK_ORIENTATION_VERTICAL.rawValue) ? .vertical : .horizontal)
        }
    }
}

/// A GObject value that no configuration can hold.
package struct StepperPropertyValueError: Error, CustomStringConvertible {
    /// What is wrong with the value.
    package var description: String
}

extension RGBAColor {
    /// The colour of a `GdkRGBA`, refusing components that are not numbers in 0...1.
    package init(_ rgba: GdkRGBA) throws(StepperPropertyValueError) {
        func channel(_ component: Float, _ name: String) throws(StepperPropertyValueError) -> UInt8 {
            guard component.isFinite, (0...1).contains(component) else {
                throw StepperPropertyValueError(description: "the \(name) component \(component) is outside 0…1")
            }
            return UInt8((component * 255).rounded())
        }
        self.init(
            red: try channel(rgba.red, "red"), green: try channel(rgba.green, "green"),
            blue: try channel(rgba.blue, "blue"), alpha: try channel(rgba.alpha, "alpha"))
    }
}

extension GdkRGBA {
    /// The `GdkRGBA` of a colour.
    package init(_ color: RGBAColor) {
        self.init(
            red: Float(color.red) / 255, green: Float(color.green) / 255,
            blue: Float(color.blue) / 255, alpha: Float(color.alpha) / 255)
    }
}

// MARK: - Applying several values at once

/// A property value that ``applyTogether(_:to:refusingValueOutOfBounds:)`` refused, and why.
package struct StepperPropertyRefusal: Sendable {
    /// What the table says about the refused property.
    package var descriptor: StepperPropertyDescriptor
    /// The refused value.
    package var value: StepperPropertyValue
    /// The rule it broke.
    package var error: StepperConfigurationError

    /// The refused property.
    package var property: StepperProperty { descriptor.property }
}

/// Values of configuration properties, in the order given (GtkBuilder, settings).
package typealias StagedProperties = [(descriptor: StepperPropertyDescriptor, value: StepperPropertyValue)]

extension StepperProperty {
    /// What GObject, the preferences and the settings say about the
    /// property; `nil` for the adjustment, which no configuration holds.
    package var descriptor: StepperPropertyDescriptor? {
        // The table is in raw value order, the adjustment last.
        StepperPropertyDescriptor.all.indices.contains(rawValue - 1) ? StepperPropertyDescriptor.all[rawValue - 1] : nil
    }
}

/// Applies property values to a configuration as one change, whatever their order.
///
/// GtkBuilder and settings files hand over properties one by one, in the order
/// they were written; a minimum of 200 may come before the maximum of 300 that
/// makes it valid. When the values break a rule together, the property the
/// rule names is refused (of a pair of bounds, the one given rather than left
/// at its default) and the rest are tried again, so every good value is kept
/// and each bad one reported.
///
/// A value outside the bounds is clamped into them, as setting it would; with
/// `refusingValueOutOfBounds` it is refused instead, and the value becomes
/// the configuration's own one clamped into the new bounds.
///
/// - Parameters:
///   - staged: Properties and values, in the order given.
///   - configuration: Where the values go; a valid configuration stays valid.
///   - refusingValueOutOfBounds: Whether a value outside the bounds is refused rather than clamped.
/// - Returns: The refused values, in the order they were refused.
@discardableResult
package func applyTogether(
    _ staged: StagedProperties, to configuration: inout StepperConfiguration, refusingValueOutOfBounds: Bool = false
) -> [StepperPropertyRefusal] {
    var pending = staged
    var refusals: [StepperPropertyRefusal] = []
    if refusingValueOutOfBounds, let given = pending.last(where: { $0.descriptor.property == .value }) {
        pending.removeAll { $0.descriptor.property == .value }
        refusals = applyTogether(pending, to: &configuration)
        var withValue = configuration
        given.descriptor.write(given.value, into: &withValue)
        do {
            try withValue.validate()
            configuration = withValue
        } catch {
            refusals.append(StepperPropertyRefusal(descriptor: given.descriptor, value: given.value, error: error))
        }
        return refusals
    }
    while !pending.isEmpty {
        var next = configuration
        for (descriptor, value) in pending { descriptor.write(value, into: &next) }
        do {
            try next.validateSettings()
            next.value = next.clamped(next.value)
            configuration = next
            break
        } catch {
            guard let culprit = culprit(of: error, among: pending),
                  let given = pending.last(where: { $0.descriptor.property == culprit })
            else { break }
            refusals.append(StepperPropertyRefusal(descriptor: given.descriptor, value: given.value, error: error))
            pending.removeAll { $0.descriptor.property == culprit }
        }
    }
    return refusals
}

/// The staged property to blame for `error`.
private func culprit(of error: StepperConfigurationError, among staged: StagedProperties) -> StepperProperty? {
    let stagedProperties = Set(staged.map(\.descriptor.property))
    let named = error.property
    guard case .minimumAboveMaximum = error else { return stagedProperties.contains(named) ? named : nil }
    // Of two bounds that disagree, blame the minimum when it was given a value
    // of its own (or the maximum was not given at all), else the maximum.
    let defaultMinimum = StepperPropertyValue.integer(StepperConfiguration.inspectable.minimumValue)
    let givenMinimum = staged.contains { $0.descriptor.property == named && $0.value != defaultMinimum }
    if givenMinimum || !stagedProperties.contains(.maximumValue) {
        return stagedProperties.contains(named) ? named : nil
    }
    return .maximumValue
}

// MARK: - Taking values from GObject

extension StepperProperty {
    /// What GObject installs for the property, on SkStepper and on
    /// SkStepperRow, which forwards some properties under the same ids.
    package var definition: PropertyDefinition { descriptor?.definition ?? adjustmentDefinition }
}

/// Takes values of SkStepper's properties from GObject (`g_object_set`,
/// GtkBuilder, bindings) into a model and an adjustment, and reads them
/// back, for any widget type that exposes some of them: the stepper itself,
/// and rows that forward to it. The property ids are ``StepperProperty``'s.
///
/// Values given at construction are staged and applied together when
/// construction ends, so a `.ui` file may give the bounds in any order, and
/// an adjustment given with numbers wins over them; later values apply at
/// once. A refused value changes nothing and leaves a warning naming the
/// type, the property and the rule it broke.
///
/// It is a class, held by a constant: taking a value tells the model's
/// observers, whose `notify` and `value-changed` handlers may set another
/// value at once. A mutating method of a stored struct would hold exclusive
/// access to it for the whole call, and that nested set would abort.
package final class StepperPropertyIntake {
    /// The GType name the warnings give, such as `SkStepper`.
    package let typeName: String
    private var staged: StagedProperties? = []
    /// An adjustment given during construction, with a reference of its own.
    private var stagedAdjustment: UnsafeMutablePointer<GtkAdjustment>?

    /// An intake for instances of `typeName`, staging until ``finishConstruction(into:adjustment:)``.
    package init(typeName: String) {
        self.typeName = typeName
    }

    deinit {
        if let stagedAdjustment { g_object_unref(stagedAdjustment) }
    }

    /// Writes the property whose GObject id is `id` into `value`, a GValue of
    /// its type, as `get_property` asks: from `model`, or for the adjustment, `adjustment`.
    package func getProperty(
        _ id: Int, of model: StepperModel, adjustment: () -> UnsafeMutablePointer<GtkAdjustment>?, into value: UnsafeMutablePointer<GValue>
    ) {
        switch StepperProperty(rawValue: id) {
        case .adjustment?: value.object = adjustment().map(UnsafeMutableRawPointer.init)
        case let property?: property.descriptor?.value(in: model.configuration).write(into: value)
        case nil: break
        }
    }

    /// Takes the property whose GObject id is `id` from `value`, as
    /// `set_property` hands it over: into `model`, or for the adjustment,
    /// through `setAdjustment` (once construction has ended).
    package func setProperty(
        _ id: Int, from value: UnsafeMutablePointer<GValue>, into model: StepperModel,
        adjustment setAdjustment: (UnsafeMutablePointer<GtkAdjustment>?) -> Void
    ) {
        switch StepperProperty(rawValue: id) {
        case .adjustment?:
            let adjustment = value.object?.assumingMemoryBound(to: GtkAdjustment.self)
            guard staged != nil else { return setAdjustment(adjustment) }
            if let adjustment { g_object_ref(adjustment) }
            if let stagedAdjustment { g_object_unref(stagedAdjustment) }
            stagedAdjustment = adjustment
        case let property?:
            guard let descriptor = property.descriptor else { return }
            do {
                take(try StepperPropertyValue(reading: value, for: descriptor), for: descriptor, into: model)
            } catch {
                logWarning("\(typeName): refused \(descriptor.name): \(error)")
            }
        case nil:
            break
        }
    }

    /// Takes one value for a configuration property: the primitive that
    /// `set_property` and the C functions' typed setters share.
    package func take(_ newValue: StepperPropertyValue, for property: StepperPropertyDescriptor, into model: StepperModel) {
        if staged != nil {
            staged?.append((property, newValue))
            return
        }
        do {
            try model.update { property.write(newValue, into: &$0) }
        } catch {
            warn(StepperPropertyRefusal(descriptor: property, value: newValue, error: error))
        }
    }

    /// Applies the values given during construction as one change, then the
    /// adjustment given with them, if any, through `setAdjustment`.
    package func finishConstruction(into model: StepperModel, adjustment setAdjustment: (UnsafeMutablePointer<GtkAdjustment>) -> Void) {
        guard let given = staged else { return }
        staged = nil
        var configuration = model.configuration
        let refusals = applyTogether(given, to: &configuration)
        // applyTogether keeps the configuration valid.
        try? model.update { $0 = configuration }
        refusals.forEach(warn)
        guard let adjustment = stagedAdjustment else { return }
        stagedAdjustment = nil
        setAdjustment(adjustment)
        g_object_unref(adjustment)
    }

    private func warn(_ refusal: StepperPropertyRefusal) {
        logWarning("\(typeName): refused \(refusal.descriptor.name) = \(refusal.value.text): \(refusal.error)")
    }
}

extension StepperChange {
    /// The configuration properties, among `candidates`, whose value the change changed.
    package func changedProperties(among candidates: [StepperPropertyDescriptor]) -> [StepperPropertyDescriptor] {
        if movesValueAlone { return candidates.filter { $0.property == .value } }
        return candidates.filter { $0.value(in: old) != $0.value(in: new) }
    }

    /// Whether the value moved and nothing else changed: most changes (a
    /// click, a key, a thousand views of one model).
    package var movesValueAlone: Bool {
        guard old.value != new.value else { return false }
        var valueAlone = old
        valueAlone.value = new.value
        return valueAlone == new
    }
}

extension Gtk.ColorButton {
    /// The colour shown, as the model holds colours; `nil` when the chooser
    /// holds components outside 0…1 (it never picks such).
    package var rgbaColor: RGBAColor? {
        get { try? RGBAColor(color) }
        nonmutating set { if let newValue { color = GdkRGBA(newValue) } }
    }
}
