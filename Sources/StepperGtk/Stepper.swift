import CGtk
import GtkInterop
import StepperCore

/// A stepper control: a decrease button, the value, and an increase button.
///
/// `Stepper` is the Swift face of the GTK widget type `SkStepper`, which works
/// from code and from GtkBuilder `.ui` files alike. Its value and settings live
/// in a `StepperModel` (StepperCore) that other steppers and StepperAdwaita's `SettingsDialog` can share:
/// a change from any of them reaches all.
///
/// ```swift
/// let stepper = Stepper(model: try StepperModel(.quantity))
/// stepper.onValueChanged { quantity in print("now \(quantity)") }
/// gtk_box_append(box, stepper.widget)
/// ```
///
/// Like any new GTK widget, a new stepper is floating until a container takes
/// it, as `gtk_spin_button_new` is. The face holds its own reference meanwhile,
/// so `gtk_box_append(box, Stepper().widget)` is safe; a stepper that is never
/// added to anything is never destroyed, as in C. The widget does not keep the
/// face alive: capture the face weakly in handlers.
@MainActor
public final class Stepper {
    /// The `SkStepper` widget, for adding to a container.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let reference: ObjectReference
    private let state: StepperInstance

    /// The GType of `SkStepper`, registered with GLib on first use.
    ///
    /// Read it before loading a `.ui` file that names `SkStepper`, so that
    /// GtkBuilder can find the type.
    public static var gType: GType { stepperType.type }

    /// Creates a stepper that shows and edits `model`.
    ///
    /// - Parameter model: The model to bind to; other views may share it.
    public init(model: StepperModel) {
        StepperInstance.defersFirstRender = true
        (widget, state) = stepperType.makeInstanceAndImplementation()
        StepperInstance.defersFirstRender = false
        // GTK's own widgets start floating: the container they go to owns them.
        reference = ObjectReference(keepingFloating: widget)
        state.bind(to: model)
    }

    /// Creates a stepper with its own model, holding CSStepper's defaults.
    public convenience init() {
        self.init(model: StepperModel())
    }

    /// Sets `property` as `set_property` does: a value the rules refuse
    /// changes nothing and logs a warning naming the property (the C API's
    /// typed setters call this).
    package func set(_ property: StepperProperty, to value: StepperPropertyValue) {
        state.set(property, to: value)
    }

    /// What the stepper's accessible description says while it does not have
    /// the focus: `nil` (the default) for its range ("0 to 99"), or the text
    /// of what holds it, such as its row's subtitle.
    package var accessibleDescriptionAtRest: String? {
        get { state.descriptionAtRest }
        set { state.descriptionAtRest = newValue }
    }

    /// Why what holds the stepper refused its value, such as a preferences
    /// row whose model refused the edit, or `nil` (the default). While set,
    /// the stepper is marked as it marks typed text it refuses: the error
    /// style, the invalid state, and the reason as its accessible
    /// description, which a screen reader speaks.
    package var valueRefusal: String? {
        get { state.valueRefusal }
        set { state.setValueRefusal(newValue) }
    }

    /// Calls `handler` with the reason each time the stepper refuses typed
    /// text, and with `nil` once no refused text is left (fixed, abandoned
    /// with Escape, or given up as the focus left). One handler: a new one
    /// replaces the last.
    package func onTypedTextRefusal(_ handler: @escaping @MainActor (String?) -> Void) {
        state.typing.refusalHandler = handler
    }

    /// Abandons what is being typed, as Escape does, and shows the value again.
    package func abandonTyping() {
        state.cancelTyping()
    }

    /// A face for an `SkStepper` that something else made, such as GtkBuilder.
    ///
    /// - Parameter widget: Any widget.
    /// - Returns: `nil` when `widget` is not an `SkStepper`.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        guard let state = StepperInstance.of(widget) else { return nil }
        self.widget = widget
        self.state = state
        // A plain reference: a floating widget stays floating for its future parent.
        reference = ObjectReference(keepingFloating: widget)
    }

    /// A face for an `SkStepper` that GtkBuilder made, as `gtk_builder_get_object` returns it.
    ///
    /// - Parameter object: Any object, or `nil`.
    /// - Returns: `nil` when `object` is `nil` or not an `SkStepper`.
    public convenience init?(wrapping object: UnsafeMutablePointer<GObject>?) {
        guard let object else { return nil }
        self.init(wrapping: object.gtkWidget)
    }

    /// The model the stepper shows and edits; setting it rebinds the stepper.
    ///
    /// Rebinding to a model with a different value emits `value-changed`.
    public var model: StepperModel {
        get { state.model }
        set { state.bind(to: newValue) }
    }

    /// The current value; setting it clamps into the bounds, as the model does.
    public var value: Int {
        get { state.model.value }
        set { state.model.value = newValue }
    }

    /// The current value with its decimals (`StepperConfiguration.decimalValue`);
    /// setting it rounds to the model's digits and clamps into the bounds.
    public var decimalValue: Double {
        get { state.model.decimalValue }
        set { state.model.decimalValue = newValue }
    }

    /// The value as the stepper shows it at rest: in the locale, with the
    /// digits and the unit (or as a ``onFormatValue(_:)`` handler writes it).
    public var shownValue: String { state.shownValue(of: state.model.configuration) }

    /// How many digits the value has after the decimal separator
    /// (`StepperConfiguration.digits`): 0, the default, for whole numbers.
    public var digits: Int {
        get { state.model.configuration.digits }
        set { try? state.model.update { $0.digits = newValue } }
    }

    /// The `GtkAdjustment` that holds the stepper's numbers, to share with a
    /// GtkScale, a GtkSpinButton or an AdwSpinRow (`gtk_range_set_adjustment`).
    ///
    /// A stepper given none makes one from its own numbers when first asked,
    /// as GtkRange does; `nil` only once the widget is destroyed. The
    /// adjustment and ``model`` never drift apart: they hold the same numbers
    /// (the adjustment's value rounded to a whole number, or to the model's
    /// digits), a change on either
    /// side reaches the other at once, and whichever was given to the stepper
    /// last gave them. Every view of the model, and every widget on the
    /// adjustment, shows one value.
    public var adjustment: UnsafeMutablePointer<GtkAdjustment>? { state.adjustmentMadeIfNeeded()?.pointer }

    /// Shows and edits `adjustment` from now on, taking its value (rounded to
    /// the model's digits),
    /// its bounds (`lower`, and `upper` less `page-size`), its step and its
    /// page; the model takes them too. `nil` lets go of the current one.
    ///
    /// The stepper holds a reference to the adjustment (sinking a floating
    /// one, as GtkSpinButton does) until it is given another or destroyed.
    ///
    /// ```swift
    /// let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, stepper.adjustment)
    /// ```
    ///
    /// - Parameter adjustment: The adjustment to share, or `nil`.
    /// - Throws: `StepperAdjustmentError` (StepperCore) when no stepper can hold its
    ///   numbers (a lower bound above the upper, a step that rounds to 0,
    ///   bounds beyond what the digits count in a `gint64`); the stepper is then as it was.
    public func setAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) throws(StepperAdjustmentError) {
        try state.link(adjustment.map(Gtk.Adjustment.init))
    }

    /// Sets the adjustment as `set_property` does: a refusal changes nothing
    /// and logs a warning naming the adjustment (the C API's setter calls this).
    package func setAdjustmentLoggingRefusal(_ adjustment: Gtk.Adjustment?) {
        state.setAdjustment(adjustment)
    }

    /// Calls `handler` with the new value after each real change of the value.
    ///
    /// The handler runs from the widget's GObject `value-changed` signal, so it
    /// sees changes made by clicks, keys, code and other views of the model, once
    /// each. It stays connected until ``SignalHandler/disconnect()`` or until the
    /// widget is destroyed, whichever comes first.
    ///
    /// - Parameter handler: Called with the new value.
    /// - Returns: The connection, to disconnect the handler early.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Int) -> Void) -> Connection {
        Connection(Signal.connect(widget, StepperInstance.valueChangedSignal, passing: state.valueChangedSource, handler))
    }

    /// Shows the value as `format` writes it, as GtkSpinButton's `output` and
    /// GtkScale's `gtk_scale_set_format_value_func` let an app: "1 h 30 min" for 90 minutes.
    ///
    /// The handler runs from the GObject signal `format-value` for the value,
    /// and for the bounds (which fix the stepper's width), with each number as
    /// a `Double` (exact to the digits). Its text replaces the number and the
    /// unit, on screen and for assistive tools; `nil` leaves the stepper's own.
    /// Pair it with ``onParseText(_:)`` so that what it writes can be typed.
    ///
    /// ```swift
    /// minutes.onFormatValue { value in "\(Int(value) / 60) h \(Int(value) % 60) min" }
    /// ```
    ///
    /// - Parameter format: The text for a number, or `nil` for the stepper's own.
    /// - Returns: The connection, to disconnect the handler early.
    @discardableResult
    public func onFormatValue(_ format: @escaping @MainActor (Double) -> String?) -> Connection {
        // The value, the width and the range follow the handler at once, and again once it goes.
        let connection = Connection(Signal.connectFormatting(widget, StepperInstance.formatValueSignalName, format)) {
            [weak state] in state?.noticeFormatHandler()
        }
        state.noticeFormatHandler()
        return connection
    }

    /// Reads typed text as `parse` reads it, as GtkSpinButton's `input` lets an app.
    ///
    /// The handler runs from the GObject signal `parse-text` with the text the
    /// user typed (or an assistive tool set) and returns the number it
    /// means, which the stepper rounds to its digits and clamps into its
    /// bounds; `nil` leaves the text to the stepper, which reads it in the
    /// locale or refuses it.
    ///
    /// - Parameter parse: The number `text` means, or `nil` for the stepper's own reading.
    /// - Returns: The connection, to disconnect the handler early.
    @discardableResult
    public func onParseText(_ parse: @escaping @MainActor (String) -> Double?) -> Connection {
        Connection(Signal.connectParsing(widget, StepperInstance.parseTextSignalName, parse))
    }

    /// A handler connected with ``Stepper/onValueChanged(_:)``, ``onFormatValue(_:)``
    /// or ``onParseText(_:)``: a ``SignalHandler``, as for any object's signal.
    public typealias Connection = SignalHandler
}
