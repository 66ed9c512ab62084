import CGtk
import GtkInterop
import StepperCore

// SkStepper: a value between a decrease and an increase button.
//
// The GObject type behind `Stepper`. Read top to bottom like gtkspinbutton.c:
// constants, properties, signals, class setup, instance setup, teardown, then
// what the instance does. Every value lives in a shared `StepperModel`; the
// widget shows it, edits it, and turns each model change into `notify` and
// `value-changed` emissions, whoever made the change.

// MARK: - Constants

/// Press and hold: the first repeat comes after this long (GtkSpinButton's TIMEOUT_INITIAL).
let initialRepeatDelayMilliseconds = 500
/// Press and hold: then one repeat this often (GtkSpinButton's TIMEOUT_REPEAT).
let repeatIntervalMilliseconds = 50
/// Press and hold: the steps per repeat double after this many repeats.
let repeatsPerSpeedUp = 5

/// The stepper's default look: square buttons joined to the value between
/// them, and a focus ring for the one tab stop. Installed just below the
/// application priority, so an app's own CSS can still restyle `stepper`.
private let styleSheet = """
    stepper:focus-visible {
        outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
        outline-offset: 2px;
        border-radius: 7px;
    }
    stepper > button.down, stepper > button.up {
        min-width: 24px;
        min-height: 24px;
        padding: 5px;
    }
    stepper > button.down:dir(ltr), stepper > button.up:dir(rtl) {
        border-top-right-radius: 0;
        border-bottom-right-radius: 0;
    }
    stepper > button.up:dir(ltr), stepper > button.down:dir(rtl) {
        border-top-left-radius: 0;
        border-bottom-left-radius: 0;
    }
    stepper > label.value {
        padding: 0 10px;
        border-style: solid none;
        border-width: 1px;
        border-color: alpha(currentColor, 0.15);
    }
    """

// MARK: - Properties

/// SkStepper's GObject properties, one per inspectable property; ids start at 1.
enum StepperWidgetProperty: UInt32, CaseIterable {
    case value = 1
    case minimumValue
    case maximumValue
    case stepValue
    case wraps
    case autorepeat
    case leftTitle
    case rightTitle
    case backgroundColor

    /// The canonical GObject name, as `.ui` files and `g_object_set` spell it.
    var name: String {
        switch self {
        case .value: "value"
        case .minimumValue: "minimum-value"
        case .maximumValue: "maximum-value"
        case .stepValue: "step-value"
        case .wraps: "wraps"
        case .autorepeat: "autorepeat"
        case .leftTitle: "left-title"
        case .rightTitle: "right-title"
        case .backgroundColor: "background-color"
        }
    }

    /// The short name GTK Inspector and the settings dialog show (with a mnemonic).
    var nick: String {
        switch self {
        case .value: localized("_Value")
        case .minimumValue: localized("_Minimum")
        case .maximumValue: localized("Ma_ximum")
        case .stepValue: localized("_Step")
        case .wraps: localized("_Wraps")
        case .autorepeat: localized("_Autorepeat")
        case .leftTitle: localized("_Left title")
        case .rightTitle: localized("Ri_ght title")
        case .backgroundColor: localized("_Background")
        }
    }

    /// The one-line description GTK Inspector and the settings dialog show.
    var blurb: String {
        switch self {
        case .value: localized("The current value, between the minimum and the maximum")
        case .minimumValue: localized("The lowest value")
        case .maximumValue: localized("The highest value")
        case .stepValue: localized("How far one step moves the value; 1 or more")
        case .wraps: localized("Whether a step from one bound goes to the other")
        case .autorepeat: localized("Whether pressing and holding a button keeps stepping")
        case .leftTitle: localized("The decrease button's text; empty shows an icon")
        case .rightTitle: localized("The increase button's text; empty shows an icon")
        case .backgroundColor: localized("The colour behind the value")
        }
    }

    /// The model property this GObject property edits.
    var modelProperty: StepperProperty {
        switch self {
        case .value: .value
        case .minimumValue: .minimumValue
        case .maximumValue: .maximumValue
        case .stepValue: .stepValue
        case .wraps: .wraps
        case .autorepeat: .autorepeat
        case .leftTitle: .leftTitle
        case .rightTitle: .rightTitle
        case .backgroundColor: .backgroundColor
        }
    }

    /// The property's value in a configuration.
    func value(in configuration: StepperConfiguration) -> StepperPropertyValue {
        switch self {
        case .value: .integer(configuration.value)
        case .minimumValue: .integer(configuration.minimumValue)
        case .maximumValue: .integer(configuration.maximumValue)
        case .stepValue: .integer(configuration.stepValue)
        case .wraps: .boolean(configuration.wraps)
        case .autorepeat: .boolean(configuration.autorepeat)
        case .leftTitle: .text(configuration.leftTitle)
        case .rightTitle: .text(configuration.rightTitle)
        case .backgroundColor: .color(configuration.backgroundColor)
        }
    }

    init(_ property: StepperProperty) {
        switch property {
        case .value: self = .value
        case .minimumValue: self = .minimumValue
        case .maximumValue: self = .maximumValue
        case .stepValue: self = .stepValue
        case .wraps: self = .wraps
        case .autorepeat: self = .autorepeat
        case .leftTitle: self = .leftTitle
        case .rightTitle: self = .rightTitle
        case .backgroundColor: self = .backgroundColor
        }
    }

    /// The pspec, with CSStepper's default.
    @MainActor
    func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        let defaults = StepperConfiguration.inspectable
        switch self {
        case .value: return ParamSpec.int64(name, nick: nick, blurb: blurb, defaultValue: defaults.value)
        case .minimumValue: return ParamSpec.int64(name, nick: nick, blurb: blurb, defaultValue: defaults.minimumValue)
        case .maximumValue: return ParamSpec.int64(name, nick: nick, blurb: blurb, defaultValue: defaults.maximumValue)
        case .stepValue: return ParamSpec.int64(name, nick: nick, blurb: blurb, defaultValue: defaults.stepValue)
        case .wraps: return ParamSpec.boolean(name, nick: nick, blurb: blurb, defaultValue: defaults.wraps)
        case .autorepeat: return ParamSpec.boolean(name, nick: nick, blurb: blurb, defaultValue: defaults.autorepeat)
        case .leftTitle: return ParamSpec.string(name, nick: nick, blurb: blurb, defaultValue: defaults.leftTitle)
        case .rightTitle: return ParamSpec.string(name, nick: nick, blurb: blurb, defaultValue: defaults.rightTitle)
        case .backgroundColor: return ParamSpec.rgba(name, nick: nick, blurb: blurb)
        }
    }
}

/// A property value on its way from a GValue into a configuration.
enum StepperPropertyValue: Equatable {
    case integer(Int)
    case boolean(Bool)
    case text(String)
    case color(RGBAColor)

    /// Reads `value` as `property` holds it; a NULL string is an empty title and a
    /// NULL colour the default one, so unsetting a property resets it.
    init(_ value: UnsafePointer<GValue>, for property: StepperWidgetProperty) throws(StepperPropertyValueError) {
        switch property {
        case .value, .minimumValue, .maximumValue, .stepValue:
            self = .integer(value.int64)
        case .wraps, .autorepeat:
            self = .boolean(value.bool)
        case .leftTitle, .rightTitle:
            self = .text(value.string ?? "")
        case .backgroundColor:
            guard let rgba = value.rgba else {
                self = .color(StepperConfiguration.inspectable.backgroundColor)
                return
            }
            self = .color(try RGBAColor(rgba))
        }
    }

    /// Writes the value into the configuration property it belongs to.
    func apply(to configuration: inout StepperConfiguration, as property: StepperWidgetProperty) {
        switch (property, self) {
        case (.value, .integer(let number)): configuration.value = number
        case (.minimumValue, .integer(let number)): configuration.minimumValue = number
        case (.maximumValue, .integer(let number)): configuration.maximumValue = number
        case (.stepValue, .integer(let number)): configuration.stepValue = number
        case (.wraps, .boolean(let flag)): configuration.wraps = flag
        case (.autorepeat, .boolean(let flag)): configuration.autorepeat = flag
        case (.leftTitle, .text(let text)): configuration.leftTitle = text
        case (.rightTitle, .text(let text)): configuration.rightTitle = text
        case (.backgroundColor, .color(let color)): configuration.backgroundColor = color
        default: break  // init(_:for:) only makes matching pairs
        }
    }

    /// The value as a `.ui` file would spell it, for messages.
    var text: String {
        switch self {
        case .integer(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): "“\(text)”"
        case .color(let color): color.description
        }
    }
}

/// A GValue that no configuration can hold.
struct StepperPropertyValueError: Error, CustomStringConvertible {
    var description: String
}

/// Why an edit of an SkStepper property changed nothing.
enum StepperEditError: Error, CustomStringConvertible {
    /// The value is not one the property can hold (a colour component outside 0…1).
    case unreadable(String)
    /// The model refused the value; `value` is how a `.ui` file would spell it.
    case refused(StepperConfigurationError, value: String)

    var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .refused(let error, _): error.description
        }
    }

    /// The refused value as text, when there is one.
    var valueText: String? {
        if case .refused(_, let value) = self { return value }
        return nil
    }
}

extension RGBAColor {
    /// The colour of a `GdkRGBA`, refusing components that are not numbers in 0...1.
    init(_ rgba: GdkRGBA) throws(StepperPropertyValueError) {
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
    init(_ color: RGBAColor) {
        self.init(
            red: Float(color.red) / 255, green: Float(color.green) / 255,
            blue: Float(color.blue) / 255, alpha: Float(color.alpha) / 255)
    }
}

// MARK: - Signals and keys

/// The name of SkStepper's signal, emitted once per real change of the value.
let valueChangedSignalName = "value-changed"

/// What a key bound on SkStepper does; the raw value travels as shortcut user data.
enum StepperKeyAction: Int, CaseIterable {
    case increment = 1
    case decrement
    case incrementPage
    case decrementPage
    case moveToMinimum
    case moveToMaximum

    /// The keys, with modifiers, bound to the action.
    var bindings: [(keyval: Int32, modifiers: GdkModifierType)] {
        let none = GdkModifierType(rawValue: 0)
        switch self {
        case .increment: return [(GDK_KEY_Up, none), (GDK_KEY_KP_Up, none), (GDK_KEY_plus, none), (GDK_KEY_KP_Add, none)]
        case .decrement:
            return [(GDK_KEY_Down, none), (GDK_KEY_KP_Down, none), (GDK_KEY_minus, none), (GDK_KEY_KP_Subtract, none)]
        case .incrementPage: return [(GDK_KEY_Page_Up, none), (GDK_KEY_KP_Page_Up, none)]
        case .decrementPage: return [(GDK_KEY_Page_Down, none), (GDK_KEY_KP_Page_Down, none)]
        case .moveToMinimum:
            return [(GDK_KEY_Home, none), (GDK_KEY_KP_Home, none), (GDK_KEY_Page_Down, GDK_CONTROL_MASK)]
        case .moveToMaximum:
            return [(GDK_KEY_End, none), (GDK_KEY_KP_End, none), (GDK_KEY_Page_Up, GDK_CONTROL_MASK)]
        }
    }

    /// Performs the action on a model.
    func perform(on model: StepperModel) {
        switch self {
        case .increment: model.increment()
        case .decrement: model.decrement()
        case .incrementPage: model.incrementPage()
        case .decrementPage: model.decrementPage()
        case .moveToMinimum: model.moveToMinimum()
        case .moveToMaximum: model.moveToMaximum()
        }
    }
}

// MARK: - Class setup

/// SkStepper's class: its registration, class struct and vfuncs.
@MainActor
enum StepperWidgetClass {
    static let typeName = "SkStepper"

    /// The pspecs, indexed by property id minus one.
    private(set) static var propertySpecs: [UnsafeMutablePointer<GParamSpec>] = []
    private(set) static var valueChangedSignal: guint = 0
    private static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?
    private static var registeredType: GType = 0

    /// The GType, registered on first use.
    static var type: GType {
        if registeredType == 0 {
            // Another copy of the library in the process may have registered it.
            registeredType = WidgetType.named(typeName)
            if registeredType == 0 {
                registeredType = WidgetType.register(name: typeName, classInit: classInit, instanceInit: instanceInit)
            }
        }
        return registeredType
    }

    static func spec(for property: StepperWidgetProperty) -> UnsafeMutablePointer<GParamSpec> {
        propertySpecs[Int(property.rawValue) - 1]
    }

    // GLib calls these on the main thread; each enters the main actor with its
    // pointer arguments carried by address.

    private static let classInit: GClassInitFunc = { klass, _ in
        let klass = CallbackPointer(klass)
        MainThread.run { klass.raw.map(setUpClass) }
    }

    private static let instanceInit: GInstanceInitFunc = { instance, _ in
        let instance = CallbackPointer(instance)
        MainThread.run { instance.raw.map(setUpInstance) }
    }

    private static let constructed: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        let object = CallbackPointer(object)
        MainThread.run {
            parentObjectClass?.pointee.constructed?(object.typed(GObject.self))
            StepperWidget.of(object.raw)?.finishConstruction()
        }
    }

    private static let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        let object = CallbackPointer(object)
        MainThread.run {
            StepperWidget.of(object.raw)?.dispose()
            parentObjectClass?.pointee.dispose?(object.typed(GObject.self))
        }
    }

    private static let finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        let object = CallbackPointer(object)
        MainThread.run {
            if let instance = object.raw, let state = WidgetType.statePointer(of: instance) {
                WidgetType.setStatePointer(nil, of: instance)
                Unmanaged<StepperWidget>.fromOpaque(state).release()
            }
            parentObjectClass?.pointee.finalize?(object.typed(GObject.self))
        }
    }

    private static let setProperty: @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        let (object, value, spec) = (CallbackPointer(object), CallbackPointer(value), CallbackPointer(spec))
        MainThread.run {
            guard let instance = object.raw, let value = value.typed(GValue.self) else { return }
            guard let state = StepperWidget.of(instance), let property = StepperWidgetProperty(rawValue: id) else {
                warnInvalidProperty(id, spec.typed(GParamSpec.self), of: instance)
                return
            }
            state.setProperty(property, from: value)
        }
    }

    private static let getProperty: @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        let (object, value, spec) = (CallbackPointer(object), CallbackPointer(value), CallbackPointer(spec))
        MainThread.run {
            guard let instance = object.raw, let value = value.typed(GValue.self) else { return }
            guard let state = StepperWidget.of(instance), let property = StepperWidgetProperty(rawValue: id) else {
                warnInvalidProperty(id, spec.typed(GParamSpec.self), of: instance)
                return
            }
            state.getProperty(property, into: value)
        }
    }

    private static let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
        let (widget, snapshot) = (CallbackPointer(widget), CallbackPointer(snapshot))
        MainThread.run {
            if let pointer = snapshot.opaque, let state = StepperWidget.of(widget.raw) {
                state.snapshotBackground(Snapshot(pointer))
            }
            parentClass?.pointee.snapshot?(widget.typed(GtkWidget.self), snapshot.opaque)
        }
    }

    private static let unmap: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
        let widget = CallbackPointer(widget)
        MainThread.run {
            StepperWidget.of(widget.raw)?.stopRepeating()
            parentClass?.pointee.unmap?(widget.typed(GtkWidget.self))
        }
    }

    private static let keyPressed: @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?
    ) -> gboolean = { widget, _, code in
        let widget = CallbackPointer(widget)
        let action = StepperKeyAction(rawValue: Int(bitPattern: code))
        return MainThread.run {
            guard let state = StepperWidget.of(widget.raw), let action else { return false.gboolean }
            state.perform(action)
            // Handled even at a bound, so Up and Down never move the focus instead.
            return true.gboolean
        }
    }

    private static func setUpClass(_ klass: UnsafeMutableRawPointer) {
        let widgetClass = WidgetClass(klass)
        parentClass = widgetClass.parent
        widgetClass.overrideObjectMethods(
            dispose: dispose, finalize: finalize, constructed: constructed,
            setProperty: setProperty, getProperty: getProperty)
        widgetClass.overrideWidgetMethods(snapshot: snapshot, unmap: unmap)
        propertySpecs = StepperWidgetProperty.allCases.map { $0.makeSpec() }
        widgetClass.installProperties(propertySpecs)
        valueChangedSignal = widgetClass.addSignal(named: valueChangedSignalName, type: type)
        for action in StepperKeyAction.allCases {
            for binding in action.bindings {
                widgetClass.addShortcut(
                    keyval: binding.keyval, modifiers: binding.modifiers, code: action.rawValue, callback: keyPressed)
            }
        }
        widgetClass.useBoxLayout()
        widgetClass.setCSSName("stepper")
        widgetClass.setAccessibleRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
    }

    private static func setUpInstance(_ instance: UnsafeMutableRawPointer) {
        let state = StepperWidget(instance: instance.gtkWidget)
        // Released in finalize: the instance owns its state.
        WidgetType.setStatePointer(Unmanaged.passRetained(state).toOpaque(), of: instance)
    }

    private static var parentObjectClass: UnsafeMutablePointer<GObjectClass>? {
        parentClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObjectClass.self) }
    }
}

// MARK: - Instance

/// The state of one SkStepper instance, owned by it and released at finalize.
@MainActor
final class StepperWidget {
    /// The instance; it owns this state, so it outlives it.
    let instance: UnsafeMutablePointer<GtkWidget>
    let decreaseButton = Gtk.Button()
    let valueLabel = Gtk.Label()
    let increaseButton = Gtk.Button()

    private(set) var model = StepperModel()
    /// The value the widget shows, which `value-changed` handlers read.
    private(set) var shownValue = StepperConfiguration.inspectable.value
    private var observation: StepperObservation?
    /// Properties set before `constructed`, applied together so their order does not matter.
    private var stagedProperties: [(StepperWidgetProperty, StepperPropertyValue)]? = []
    private var isDisposed = false

    private var repeatSource: MainLoopSource?
    private var pressedButton: Gtk.Button?
    /// Whether a pointer press already stepped: the button's own `clicked`,
    /// which follows on release, must not step again.
    private var pointerPressStepped = false

    private static var isStyleInstalled = false
    /// Words assistive tools read, translated once rather than on every change.
    private static let decreaseName = localized("Decrease")
    private static let increaseName = localized("Increase")
    private static let rangeWord = localized("to")

    /// The state of an SkStepper instance, or `nil` for any other object.
    static func of(_ object: (some ObjectPointer)?) -> StepperWidget? {
        guard let object, object.isInstance(of: StepperWidgetClass.type),
              let state = WidgetType.statePointer(of: object)
        else { return nil }
        return Unmanaged<StepperWidget>.fromOpaque(state).takeUnretainedValue()
    }

    private var stepper: Gtk.Widget { Gtk.Widget(instance) }

    init(instance: UnsafeMutablePointer<GtkWidget>) {
        self.instance = instance
        if !Self.isStyleInstalled {
            Self.isStyleInstalled = StyleSheet.addToDefaultDisplay(styleSheet, priority: StyleSheet.applicationPriority - 1)
        }
        stepper.isFocusable = true

        for (button, cssClass, direction) in [(decreaseButton, "down", -1), (increaseButton, "up", 1)] {
            button.addCSSClass(cssClass)
            // One tab stop for the whole stepper; the buttons still work by pointer and AT-SPI.
            button.isFocusable = false
            button.focusesOnClick = false
            button.onClicked { [weak self] in self?.buttonClicked(direction) }
            addPressAndHold(to: button, direction: direction)
        }
        valueLabel.addCSSClass("value")
        valueLabel.expandsHorizontally = true

        decreaseButton.setParent(stepper)
        valueLabel.setParent(stepper)
        increaseButton.setParent(stepper)

        let scroll = Gtk.VerticalScrollController()
        scroll.onScroll { [weak self] dy in self?.scroll(by: dy) ?? false }
        stepper.addController(scroll.controller)

        render(model.configuration, changes: nil)
        observation = model.observe { [weak self] change in self?.modelDidChange(change) }
    }

    // MARK: Construction and properties

    /// Sets a property through GObject (GtkBuilder, `g_object_set`): refused
    /// values leave a warning naming the property, and change nothing.
    func setProperty(_ property: StepperWidgetProperty, from value: UnsafePointer<GValue>) {
        do {
            try edit(property, to: value)
        } catch {
            logWarning("\(StepperWidgetClass.typeName): refused \(property.name)\(error.valueText.map { " = " + $0 } ?? ""): \(error)")
        }
    }

    /// Changes a property through the model, validated; during construction the
    /// change is staged until all construction properties have arrived.
    ///
    /// - Throws: ``StepperEditError`` when the value cannot be held or breaks a
    ///   rule of the model; nothing changes then.
    func edit(_ property: StepperWidgetProperty, to value: UnsafePointer<GValue>) throws(StepperEditError) {
        let newValue: StepperPropertyValue
        do {
            newValue = try StepperPropertyValue(value, for: property)
        } catch {
            throw .unreadable(error.description)
        }
        if stagedProperties != nil {
            stagedProperties?.append((property, newValue))
            return
        }
        do {
            try model.update { newValue.apply(to: &$0, as: property) }
        } catch {
            throw .refused(error, value: newValue.text)
        }
    }

    func getProperty(_ property: StepperWidgetProperty, into value: UnsafeMutablePointer<GValue>) {
        switch property.value(in: model.configuration) {
        case .integer(let number): value.int64 = number
        case .boolean(let flag): value.bool = flag
        case .text(let text): value.string = text
        case .color(let color): value.rgba = GdkRGBA(color)
        }
    }

    /// Applies the properties given at construction (by GtkBuilder or
    /// `g_object_new`) as one change, so their order does not matter; each one
    /// that breaks a rule is refused with a warning and the rest are kept.
    func finishConstruction() {
        guard let staged = stagedProperties else { return }
        stagedProperties = nil
        for refusal in applyTogether(staged, to: model) {
            warnRefused(refusal.property, refusal.value, because: refusal.error)
        }
    }

    private func warnRefused(_ property: StepperWidgetProperty, _ value: StepperPropertyValue, because error: StepperConfigurationError) {
        logWarning("\(StepperWidgetClass.typeName): refused \(property.name) = \(value.text): \(error.description)")
    }

    // MARK: Teardown

    /// Lets go of children, timers and the model; GTK may call this more than once.
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        stopRepeating()
        observation?.cancel()
        observation = nil
        decreaseButton.unparent()
        valueLabel.unparent()
        increaseButton.unparent()
    }

    // MARK: The model

    /// Shows `newModel` from now on and edits it; a different value counts as a change.
    func bind(to newModel: StepperModel) {
        guard newModel !== model, !isDisposed else { return }
        let old = model.configuration
        observation?.cancel()
        model = newModel
        observation = newModel.observe { [weak self] change in self?.modelDidChange(change) }
        modelDidChange(StepperChange(old: old, new: newModel.configuration))
    }

    private func modelDidChange(_ change: StepperChange) {
        guard !isDisposed, change.old != change.new else { return }
        render(change.new, changes: change)
        // A handler may destroy the widget; the reference keeps it valid until the end.
        instance.ref()
        defer { instance.unref() }
        instance.freezeNotifications()
        for property in StepperWidgetProperty.allCases where property.value(in: change.old) != property.value(in: change.new) {
            instance.notify(StepperWidgetClass.spec(for: property))
        }
        if change.valueChanged {
            instance.emit(signal: StepperWidgetClass.valueChangedSignal)
        }
        instance.thawNotifications()
    }

    /// Brings the children and the accessible state up to `configuration`;
    /// `changes` limits the work to what changed (`nil`: everything).
    private func render(_ configuration: StepperConfiguration, changes: StepperChange?) {
        let old = changes?.old
        let valueMoved = old?.value != configuration.value
        let boundsMoved = old?.minimumValue != configuration.minimumValue || old?.maximumValue != configuration.maximumValue
        if valueMoved {
            shownValue = configuration.value
            valueLabel.text = String(configuration.value)
        }
        if boundsMoved {
            // Wide enough for the widest value in range, so nothing moves as the value changes.
            valueLabel.widthInCharacters = max(
                String(configuration.minimumValue).count, String(configuration.maximumValue).count)
        }
        if valueMoved || boundsMoved || old?.wraps != configuration.wraps {
            decreaseButton.isSensitive = configuration.wraps || configuration.value > configuration.minimumValue
            increaseButton.isSensitive = configuration.wraps || configuration.value < configuration.maximumValue
        }
        if valueMoved || boundsMoved {
            updateAccessibleValue(configuration)
        }
        if old?.leftTitle != configuration.leftTitle {
            show(configuration.leftTitle, on: decreaseButton, icon: "value-decrease-symbolic", name: Self.decreaseName)
        }
        if old?.rightTitle != configuration.rightTitle {
            show(configuration.rightTitle, on: increaseButton, icon: "value-increase-symbolic", name: Self.increaseName)
        }
        if old?.backgroundColor != configuration.backgroundColor {
            valueLabel.setTabularDigits(foreground: Self.textColor(on: configuration.backgroundColor))
            stepper.queueDraw()
        }
    }

    /// Shows a title (or, when it is empty, an icon) on a button whose
    /// accessible name stays `name` whatever it shows: "⬆" reads badly aloud.
    private func show(_ title: String, on button: Gtk.Button, icon: String, name: String) {
        if title.isEmpty {
            button.setIconName(icon)
        } else {
            button.setTitle(title)
        }
        // Setting a title also sets the button's accessible label: set ours after.
        Accessible(button).setLabel(name)
    }

    private func updateAccessibleValue(_ configuration: StepperConfiguration) {
        let text = String(configuration.value)
        let accessible = Accessible(stepper)
        accessible.setRange(
            value: Double(configuration.value), minimum: Double(configuration.minimumValue),
            maximum: Double(configuration.maximumValue), text: text)
        // GTK 4.8 gives custom widgets no AT-SPI Value interface: the description carries the value.
        accessible.setDescription(
            "\(text) (\(configuration.minimumValue) \(Self.rangeWord) \(configuration.maximumValue))")
    }

    /// Black or white, whichever reads better on `background`; `nil` (the theme's
    /// colour) when the background is mostly transparent.
    private static func textColor(on background: RGBAColor) -> (red: UInt16, green: UInt16, blue: UInt16)? {
        guard background.alpha >= 128 else { return nil }
        // WCAG contrast against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05).
        let luminance = background.relativeLuminance
        return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? (0, 0, 0) : (0xffff, 0xffff, 0xffff)
    }

    func snapshotBackground(_ snapshot: Snapshot) {
        guard !isDisposed, let bounds = valueLabel.bounds(in: stepper) else { return }
        snapshot.appendColor(GdkRGBA(model.configuration.backgroundColor), in: bounds)
    }

    // MARK: Input

    /// Moves the value `steps` steps and rings the bell when it cannot move.
    private func step(_ steps: Int) {
        let before = model.value
        model.step(by: steps)
        if model.value == before { stepper.errorBell() }
    }

    func perform(_ action: StepperKeyAction) {
        let before = model.value
        action.perform(on: model)
        if model.value == before { stepper.errorBell() }
    }

    /// The scroll wheel steps only while the stepper has the keyboard focus, so
    /// scrolling a page past a stepper never changes it by accident.
    private func scroll(by dy: Double) -> Bool {
        guard stepper.hasFocus, dy != 0 else { return false }
        step(dy < 0 ? 1 : -1)
        return true
    }

    /// Press and hold: the press steps at once (primary button: one step,
    /// middle: one page, secondary: to the bound), and with `autorepeat` keeps
    /// stepping, faster the longer it is held.
    private func addPressAndHold(to button: Gtk.Button, direction: Int) {
        let gesture = Gtk.ClickGesture(phase: GTK_PHASE_CAPTURE)
        gesture.onPressed { [weak self] in
            guard let self, !isDisposed else { return }
            // Ours alone: no ancestor gesture (a scrolled window's drag) takes the press.
            gesture.claim()
            pointerPressStepped = true
            stepper.grabFocus()
            stopRepeating()
            pressedButton = button
            button.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: true)
            switch gesture.currentButton {
            case 3:
                perform(direction > 0 ? .moveToMaximum : .moveToMinimum)
            case 2:
                step(direction * StepperModel.stepsPerPage)
                startRepeating(steps: direction * StepperModel.stepsPerPage)
            default:
                step(direction)
                startRepeating(steps: direction)
            }
        }
        gesture.onReleased { [weak self] in self?.pointerPressEnded() }
        gesture.onCancelled { [weak self] in self?.pointerPressEnded() }
        button.addController(gesture.controller)
    }

    /// A click from the keyboard or an assistive tool steps; one that ends a
    /// pointer press does not, since the press stepped already.
    private func buttonClicked(_ direction: Int) {
        guard !pointerPressStepped else { return }
        step(direction)
    }

    private func pointerPressEnded() {
        stopRepeating()
        // The button emits `clicked` while this release is being handled; forget
        // the press only once that is over.
        MainLoop.whenIdle { [weak self] in self?.pointerPressStepped = false }
    }

    private func startRepeating(steps: Int) {
        guard model.configuration.autorepeat else { return }
        repeatSource = MainLoop.after(milliseconds: initialRepeatDelayMilliseconds) { [weak self] in
            var repeats = 0
            self?.repeatSource = MainLoop.every(milliseconds: repeatIntervalMilliseconds) { [weak self] in
                guard let self, model.configuration.autorepeat else { return false }
                let speed = min(1 << min(repeats / repeatsPerSpeedUp, 4), StepperModel.stepsPerPage)
                repeats += 1
                let before = model.value
                model.step(by: steps * speed)
                return model.value != before || model.configuration.wraps
            }
        }
    }

    func stopRepeating() {
        repeatSource?.cancel()
        repeatSource = nil
        pressedButton?.setStateFlags(GTK_STATE_FLAG_ACTIVE, on: false)
        pressedButton = nil
    }
}
