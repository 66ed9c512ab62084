import CGtk
import GtkInterop
import StepperCore

// How GObject sees a stepper's properties, all derived from their rows in
// `StepperProperty.all`: the pspec SkStepper installs, and values in the
// types GObject gives them.

extension StepperProperty {
    /// What SkStepper installs for the property: its GObject name and id, its
    /// translated nick and blurb, its type and CSStepper's default. GtkEditable's
    /// `editable` and GtkOrientable's `orientation` are those interfaces' own.
    package var definition: PropertyDefinition {
        let kind: PropertyDefinition.Kind
        switch defaultValue {
        case .decimal: kind = .int64(range: Int.min...Int.max, defaultValue: 0)
        case .integer(let number):
            if case .clampedInto(let range) = rule {
                kind = .int64(range: range, defaultValue: number)
            } else {
                kind = .int64(range: Int.min...Int.max, defaultValue: number)
            }
        case .boolean(let flag): kind = .boolean(defaultValue: flag)
        case .text(let text): kind = .string(defaultValue: text)
        case .color: kind = .rgba
        case .orientation(let orientation):
            kind = .enumeration(type: { Gtk.Types.orientation }, defaultValue: Int(GtkOrientation(orientation).rawValue))
        }
        return PropertyDefinition(id: id, name: objectName, nick: localizedNick, blurb: localizedBlurb, kind: kind)
    }

    /// The short title with a mnemonic (`_Minimum`), translated.
    package var localizedNick: String { localized(nick) }

    /// The one-line description, translated.
    package var localizedBlurb: String { localized(blurb) }
}

extension StepperPropertyValue {
    /// The value as GObject holds it.
    package var propertyValue: PropertyValue {
        switch self {
        case .integer(let number): .int64(number)
        case let .decimal(units, digits): .int64(DecimalUnits.whole(units, digits: digits))
        case .boolean(let flag): .boolean(flag)
        case .text(let text): .string(text)
        case .color(let color): .rgba(GdkRGBA(color))
        case .orientation(let orientation): .enumeration(Int(GtkOrientation(orientation).rawValue))
        }
    }

    /// What GObject handed over for `property`: a NULL string is an empty
    /// title and a NULL colour the default one, so unsetting a property resets it.
    ///
    /// - Throws: ``StepperPropertyValueError`` for a colour with components
    ///   outside 0…1, or a value of a type the property does not have.
    init(_ value: PropertyValue, for property: StepperProperty) throws(StepperPropertyValueError) {
        switch (property.field, value) {
        case (.integer, .int64(let number)): self = .integer(number)
        case (.boolean, .boolean(let flag)): self = .boolean(flag)
        case (.text, .string(let text)): self = .text(text ?? "")
        case (.color, .rgba(let rgba)):
            self = try rgba.map { rgba throws(StepperPropertyValueError) in .color(try RGBAColor(rgba)) } ?? property.defaultValue
        case (.orientation, .enumeration(let number)):
            self = .orientation(number == Int(GTK_ORIENTATION_VERTICAL.rawValue) ? .vertical : .horizontal)
        default:
            throw StepperPropertyValueError(description: "the value is not of the property's type")
        }
    }
}

/// A GObject value that no configuration can hold.
package struct StepperPropertyValueError: Error, CustomStringConvertible {
    /// What is wrong with the value.
    package var description: String
}

extension GtkOrientation {
    /// GTK's orientation of a stepper's.
    init(_ orientation: StepperOrientation) {
        self = orientation == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    }
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
