import CGtk
import GtkInterop
import StepperCore
import StepperGtk

// libstepperkit-1: SkStepper for C, and through GObject introspection for
// Python, JavaScript and every other GNOME language. The functions below are
// the ones capi/stepperkit.h declares; everything else (the other
// properties, the `value-changed` signal, GtkBuilder) is GObject's own.
//
// The host is not Swift: it calls these functions on its main thread, the
// thread GTK runs on, which the Swift runtime also knows as the main actor's.
// C calls carry no isolation check, so each function checks the thread
// first (`MainThread.enteredFromHost`). The typed setters and
// `set_property` share one primitive, keyed by `StepperProperty`, so a bad
// value from C, Python or JavaScript is refused with the same warning, naming
// the property, as from a `.ui` file.

/// The library's own translations, beside it when installed
/// (`PREFIX/lib/libstepperkit-1.so` → `PREFIX/share/locale`), bound once.
@MainActor
private let translationsBound: Void = TranslationCatalogs.bindBesideImage(containing: #dsohandle)

/// `sk_stepper_get_type`: registers SkStepper on first call.
@MainActor @c(sk_stepper_get_type)
public func stepperGetType() -> GType {
    MainThread.enteredFromHost()
    translationsBound
    return Stepper.gType
}

/// `sk_stepper_new`: a new, floating SkStepper with CSStepper's defaults.
@MainActor @c(sk_stepper_new)
public func stepperNew() -> UnsafeMutablePointer<GtkWidget>? {
    MainThread.enteredFromHost()
    translationsBound
    return Stepper().widget
}

/// The face of `instance`, or `nil` after GLib's own "assertion failed" warning.
@MainActor
private func stepper(_ instance: UnsafeMutablePointer<GtkWidget>?, in function: String) -> Stepper? {
    MainThread.enteredFromHost()
    guard let instance, let stepper = Stepper(wrapping: instance) else {
        warnFailedPrecondition("SK_IS_STEPPER (self)", in: function)
        return nil
    }
    return stepper
}

/// Reads a whole-number property of an SkStepper; 0 for anything that is not a stepper.
@MainActor
private func integer(
    _ keyPath: KeyPath<StepperConfiguration, Int>, of instance: UnsafeMutablePointer<GtkWidget>?, in function: String
) -> Int64 {
    guard let stepper = stepper(instance, in: function) else { return 0 }
    return Int64(stepper.model.configuration[keyPath: keyPath])
}

/// Sets a whole-number property of an SkStepper as `set_property` does, refusals and warnings included.
@MainActor
private func setInteger(
    _ keyPath: KeyPath<StepperConfiguration, Int>, to value: Int64, of instance: UnsafeMutablePointer<GtkWidget>?,
    in function: String
) {
    guard let stepper = stepper(instance, in: function), let property = StepperProperty(keyPath) else { return }
    stepper.set(property, to: .integer(Int(value)))
}

/// `sk_stepper_get_value`.
@MainActor @c(sk_stepper_get_value)
public func stepperGetValue(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Int64 {
    integer(\.value, of: instance, in: "sk_stepper_get_value")
}

/// `sk_stepper_set_value`: clamps into the bounds.
@MainActor @c(sk_stepper_set_value)
public func stepperSetValue(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Int64) {
    setInteger(\.value, to: value, of: instance, in: "sk_stepper_set_value")
}

/// `sk_stepper_get_decimal_value`.
@MainActor @c(sk_stepper_get_decimal_value)
public func stepperGetDecimalValue(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Double {
    stepper(instance, in: "sk_stepper_get_decimal_value")?.decimalValue ?? 0
}

/// `sk_stepper_set_decimal_value`: rounds to the digits and clamps into the
/// bounds; NaN is refused with a warning.
@MainActor @c(sk_stepper_set_decimal_value)
public func stepperSetDecimalValue(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Double) {
    guard let stepper = stepper(instance, in: "sk_stepper_set_decimal_value") else { return }
    guard !value.isNaN else {
        logWarning("sk_stepper_set_decimal_value: the value is NaN, not a number; the stepper keeps \(stepper.decimalValue)")
        return
    }
    stepper.decimalValue = value
}

/// `sk_stepper_get_digits`.
@MainActor @c(sk_stepper_get_digits)
public func stepperGetDigits(_ instance: UnsafeMutablePointer<GtkWidget>?) -> UInt32 {
    UInt32(integer(\.digits, of: instance, in: "sk_stepper_get_digits"))
}

/// `sk_stepper_set_digits`: refused (with a warning) above
/// `StepperConfiguration.maximumDigits`, as `g_object_set` refuses it.
@MainActor @c(sk_stepper_set_digits)
public func stepperSetDigits(_ instance: UnsafeMutablePointer<GtkWidget>?, _ digits: UInt32) {
    guard let stepper = stepper(instance, in: "sk_stepper_set_digits") else { return }
    guard digits <= StepperConfiguration.maximumDigits else {
        logWarning("sk_stepper_set_digits: digits \(digits) is above \(StepperConfiguration.maximumDigits), the most a stepper shows; the stepper keeps \(stepper.model.configuration.digits)")
        return
    }
    setInteger(\.digits, to: Int64(digits), of: instance, in: "sk_stepper_set_digits")
}

/// `sk_stepper_get_minimum_value`.
@MainActor @c(sk_stepper_get_minimum_value)
public func stepperGetMinimumValue(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Int64 {
    integer(\.minimumValue, of: instance, in: "sk_stepper_get_minimum_value")
}

/// `sk_stepper_set_minimum_value`: refused (with a warning) above the maximum.
@MainActor @c(sk_stepper_set_minimum_value)
public func stepperSetMinimumValue(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Int64) {
    setInteger(\.minimumValue, to: value, of: instance, in: "sk_stepper_set_minimum_value")
}

/// `sk_stepper_get_maximum_value`.
@MainActor @c(sk_stepper_get_maximum_value)
public func stepperGetMaximumValue(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Int64 {
    integer(\.maximumValue, of: instance, in: "sk_stepper_get_maximum_value")
}

/// `sk_stepper_set_maximum_value`: refused (with a warning) below the minimum.
@MainActor @c(sk_stepper_set_maximum_value)
public func stepperSetMaximumValue(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Int64) {
    setInteger(\.maximumValue, to: value, of: instance, in: "sk_stepper_set_maximum_value")
}

/// `sk_stepper_get_step_value`.
@MainActor @c(sk_stepper_get_step_value)
public func stepperGetStepValue(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Int64 {
    integer(\.stepValue, of: instance, in: "sk_stepper_get_step_value")
}

/// `sk_stepper_set_step_value`: refused (with a warning) below 1.
@MainActor @c(sk_stepper_set_step_value)
public func stepperSetStepValue(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Int64) {
    setInteger(\.stepValue, to: value, of: instance, in: "sk_stepper_set_step_value")
}

/// `sk_stepper_get_page_increment`.
@MainActor @c(sk_stepper_get_page_increment)
public func stepperGetPageIncrement(_ instance: UnsafeMutablePointer<GtkWidget>?) -> Int64 {
    integer(\.pageIncrement, of: instance, in: "sk_stepper_get_page_increment")
}

/// `sk_stepper_set_page_increment`: refused (with a warning) below 1.
@MainActor @c(sk_stepper_set_page_increment)
public func stepperSetPageIncrement(_ instance: UnsafeMutablePointer<GtkWidget>?, _ value: Int64) {
    setInteger(\.pageIncrement, to: value, of: instance, in: "sk_stepper_set_page_increment")
}

/// `sk_stepper_set_range`: both bounds in one change, so they may move past
/// each other; the value is clamped into them.
@MainActor @c(sk_stepper_set_range)
public func stepperSetRange(_ instance: UnsafeMutablePointer<GtkWidget>?, _ minimum: Int64, _ maximum: Int64) {
    guard let stepper = stepper(instance, in: "sk_stepper_set_range") else { return }
    do {
        try stepper.model.setBounds(minimum: Int(minimum), maximum: Int(maximum))
    } catch {
        logWarning("SkStepper: refused the range \(minimum) to \(maximum): \(error)")
    }
}

/// `sk_stepper_get_adjustment`: the stepper's adjustment, made on first request.
@MainActor @c(sk_stepper_get_adjustment)
public func stepperGetAdjustment(_ instance: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkAdjustment>? {
    stepper(instance, in: "sk_stepper_get_adjustment")?.adjustment
}

/// `sk_stepper_set_adjustment`: refused, with a warning naming it, when no stepper can hold it.
@MainActor @c(sk_stepper_set_adjustment)
public func stepperSetAdjustment(
    _ instance: UnsafeMutablePointer<GtkWidget>?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?
) {
    guard let stepper = stepper(instance, in: "sk_stepper_set_adjustment") else { return }
    if let adjustment, !adjustment.isInstance(of: Gtk.Adjustment.type) {
        warnFailedPrecondition("adjustment == NULL || GTK_IS_ADJUSTMENT (adjustment)", in: "sk_stepper_set_adjustment")
        return
    }
    stepper.setAdjustmentLoggingRefusal(adjustment.map(Gtk.Adjustment.init))
}
