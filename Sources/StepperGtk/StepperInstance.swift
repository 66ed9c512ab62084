import CGtk
import GtkInterop
import StepperCore

// SkStepper: a value between a decrease and an increase button.
//
// The GObject type behind `Stepper`, read top to bottom like gtkspinbutton.c:
// constants, the type (properties, signals, actions, class setup), instance
// setup, teardown, then what an instance does. Beside it: its properties'
// GObject side (StepperProperty+GObject.swift, StepperPropertyIntake.swift),
// its actions (StepperAction.swift), its children's types (StepperButton,
// StepperTitle, DrawnValue, on DrawnText), their cells (GridCell.swift), the
// field a value is typed in (StepperField.swift, with its holder in
// FieldHolder.swift), the value its handlers read (ValueChangedSource.swift),
// and the rest of an instance's work in extensions:
// StepperInstance+Input.swift (keys, wheel, pointer), +Typing.swift (with its
// state in StepperTypingState.swift), +Field.swift, +Adjustment.swift,
// +Accessibility.swift and +ValueColor.swift.
// Every value lives in a shared `StepperModel`; the widget shows it, edits it,
// and turns each model change into `notify` and `value-changed` emissions,
// whoever made the change.

// MARK: - Constants

/// Press and hold: the first repeat comes after this long (GtkSpinButton's TIMEOUT_INITIAL).
let initialRepeatDelayMilliseconds = 500
/// Press and hold: then one repeat this often (GtkSpinButton's TIMEOUT_REPEAT).
let repeatIntervalMilliseconds = 50
/// Press and hold: the steps per repeat double after this many repeats.
let repeatsPerSpeedUp = 5
/// Press and hold: at most this many steps (or pages) per repeat.
let fastestRepeat = 10

// MARK: - The type

/// The GObject type `SkStepper`: a GtkWidget with a grid layout, CSS name
/// `stepper`, the spin button role, the properties of
/// ``StepperProperty/all`` and the adjustment, the `value-changed` signal and the
/// `stepper.*` actions. It implements GtkEditable, so assistive tools read
/// the value as the stepper's text, through the text field the user types
/// in, as GtkSpinButton does; on GTK 4.14 and later that field exists only
/// while the user types, and the stepper hands its text to assistive tools
/// itself (GtkAccessibleText) the rest of the time. It implements
/// GtkOrientable too and, on GTK 4.10 and later, GtkAccessibleRange, which
/// gives it AT-SPI's Value interface, as GtkSpinButton has there.
@MainActor
let stepperType = WidgetSubclass<StepperInstance>(
    name: "SkStepper",
    parent: { Gtk.Types.widget },
    properties: StepperProperty.all.map(\.definition) + [adjustmentDefinition],
    signals: [
        .plain(StepperInstance.valueChangedSignal), .formatting(StepperInstance.formatValueSignalName),
        .parsing(StepperInstance.parseTextSignalName),
    ],
    interfaces: [Gtk.Types.orientable]
) { klass in
    klass.useGridLayout()
    klass.setCSSName("stepper")
    klass.setAccessibleRole(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
    for action in StepperAction.allCases {
        klass.installAction(action.name) { $0.perform(action) }
        for key in action.keys {
            klass.addShortcut(keyval: key.keyval, modifiers: key.modifiers, action: action.name)
        }
    }
}

// MARK: - Instance

/// The state of one SkStepper instance, owned by it and released at finalize.
@MainActor
final class StepperInstance: EditableImplementation, SnapshotImplementation, WidgetStateImplementation, AccessibleRangeImplementation {
    /// The signal emitted once per real change of the value.
    static let valueChangedSignal = "value-changed"
    /// The signal that asks an app for the text of a number.
    static let formatValueSignalName = "format-value"
    /// The signal that asks an app for the number typed text means.
    static let parseTextSignalName = "parse-text"
    /// The index of `format-value` in the type's signal list.
    static let formatValueSignal = 1
    /// The index of `parse-text` in the type's signal list.
    static let parseTextSignal = 2

    /// The children, from instance init until dispose.
    struct Parts {
        let decrease: Gtk.Button
        /// Shows the value while nobody types, in the field's place.
        let drawnValue: DrawnValue
        let increase: Gtk.Button
    }

    /// The instance; it owns this state, so it outlives it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The children; `nil` once disposed.
    private(set) var parts: Parts?
    /// Typing a value in, and the field it is typed in (the GtkEditable
    /// delegate), which on GTK 4.14 and later exists only then, or once asked
    /// for (StepperField.swift).
    let typing = StepperTypingState()
    /// The value as text while there is no field (GtkEditable's text, and
    /// what assistive tools read); while there is one, the field holds it.
    let textAtRest = TextWithoutDelegate("0")
    private(set) var model = StepperModel()
    /// Whether the children show a configuration yet: not between instance
    /// init and the bind of `Stepper(model:)`, which draws the model once.
    private var hasRendered = false
    /// The value on screen, which `value-changed` handlers read.
    let valueChangedSource = ValueChangedSource()
    private var observation: StepperObservation?
    /// Whether a `format-value` handler is running: one that asks for the
    /// stepper's text meanwhile gets the stepper's own.
    var isFormattingValue = false
    /// Whether a `format-value` handler was connected when the text was last
    /// shown, so that one connected or disconnected since is noticed.
    var formatsThroughHandler = false
    /// Whether the value changed while a `format-value` handler ran: it is shown again after.
    var valueMovedWhileFormatting = false
    /// What the accessible description says now: it is set only when that changes.
    var accessibleDescription: AccessibleDescription?
    /// What it says while the stepper does not have the focus, when not the range.
    var descriptionAtRest: String? {
        didSet {
            guard descriptionAtRest != oldValue, !containsFocus else { return }
            describeRange()
        }
    }
    /// Properties from GObject, staged during construction.
    private let intake = StepperPropertyIntake(typeName: stepperType.name)
    /// The adjustment the stepper shows, if any (StepperInstance+Adjustment.swift).
    var adjustmentLink: AdjustmentLink?
    /// What was shown before a change the adjustment superseded, to report
    /// with the change that superseded it.
    private var supersededOld: StepperConfiguration?

    /// Why what holds the stepper refused its value, while that stands (``Stepper/valueRefusal``).
    var valueRefusal: String?
    /// The range description, waiting for the focus to settle elsewhere.
    var pendingRangeDescription: MainLoopSource?

    // Press and hold (StepperInstance+Input.swift).
    var repeatSource: MainLoopSource?
    var pressedButton: Gtk.Button?

    private static var isStyleInstalled = false
    /// Steppers made and not yet disposed: the spare field is kept while there are any.
    private static var livingCount = 0
    /// Words assistive tools read, translated once rather than on every change.
    // TRANSLATORS: what a screen reader calls the button that lowers the value.
    private static let decreaseName = localized("Decrease")
    // TRANSLATORS: what a screen reader calls the button that raises the value.
    private static let increaseName = localized("Increase")

    /// The state of an SkStepper instance, or `nil` for any other object.
    static func of(_ object: (some ObjectPointer)?) -> StepperInstance? {
        stepperType.implementation(of: object)
    }

    var stepper: Gtk.Widget { Gtk.Widget(widget) }

    /// Whether the next instance is made by `Stepper(model:)`, which binds it
    /// at once: it is drawn then, with the model's numbers, rather than with
    /// CSStepper's at instance init and again at the bind. Construct
    /// properties still go into the instance's own model first, as for any
    /// instance, so the app's model never hears them.
    static var defersFirstRender = false

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        if !Self.isStyleInstalled {
            Self.isStyleInstalled = StyleSheet.addToDefaultDisplay(
                String(decoding: PackageResources.stepper_css, as: UTF8.self),
                priority: StyleSheet.applicationPriority - 1)
        }
        Self.livingCount += 1
        let parts = Parts(
            decrease: Gtk.Button(handling: stepperButtonType.makeInstance()),
            drawnValue: drawnValueType.makeInstanceAndImplementation().1,
            increase: Gtk.Button(handling: stepperButtonType.makeInstance()))
        self.parts = parts
        stepper.isFocusable = true
        for (button, cssClass) in [(parts.decrease, "down"), (parts.increase, "up")] {
            button.addCSSClass(cssClass)
            // One tab stop for the whole stepper; the buttons still work by pointer and AT-SPI.
            button.isFocusable = false
            button.focusesOnClick = false
        }
        let drawnValue = Gtk.Widget(parts.drawnValue.widget)
        drawnValue.addCSSClass("value")
        drawnValue.expandsHorizontally = true
        drawnValue.setParent(stepper)
        parts.decrease.setParent(stepper)
        parts.increase.setParent(stepper)
        // Keys before the field and the shortcuts, presses before the
        // children, and the wheel (StepperInstance+Input.swift, +Typing.swift);
        // the focus leaving the field reaches focusChildChanged(). The widget
        // owns the controllers, and they hold this state weakly: it is
        // released first, at finalize.
        stepper.onKeyPressed(phase: GTK_PHASE_CAPTURE) { [weak self] in self?.keyPressed($0) ?? false }
        stepper.onPointerPress(
            phase: GTK_PHASE_CAPTURE, pressed: { [weak self] in self?.pointerPressed(at: $0, $1, by: $2) },
            ended: { [weak self] in self?.pointerPressEnded() })
        stepper.onScroll { [weak self] in self?.scrolled(by: $0) ?? false }

        if !Self.defersFirstRender {
            render(model.configuration, changes: nil)
            hasRendered = true
        }
        // Where GTK gives a widget AT-SPI's Text only through a GtkText
        // delegate, the field is there from the start.
        if StepperField.livesWithItsStepper { takeField() }
        observation = model.observe { [weak self] change in self?.modelDidChange(change) }
    }

    // MARK: Properties

    func property(_ id: Int) -> PropertyValue? {
        intake.property(id, of: model, adjustment: adjustmentMadeIfNeeded)
    }

    /// Sets a property through GObject (GtkBuilder, `g_object_set`); see ``StepperPropertyIntake``.
    func setProperty(_ id: Int, to value: PropertyValue) {
        intake.setProperty(id, to: value, into: model, adjustment: setAdjustment)
    }

    /// Sets a configuration property from a typed setter of the C API, as `set_property` would.
    func set(_ property: StepperProperty, to value: StepperPropertyValue) {
        intake.take(value, for: property, into: model)
    }

    /// Applies the properties given at construction (by GtkBuilder or
    /// `g_object_new`) as one change, so their order does not matter.
    func constructed() {
        intake.finishConstruction(into: model, adjustment: setAdjustment)
    }

    // MARK: Teardown

    /// Lets go of children, timers and the model; GTK may call this more than once.
    ///
    /// From its first line the stepper is disposed (no parts): the unparents
    /// below can move the focus and run app code, and nothing that code does
    /// through the stepper makes a field, starts typing or waits for the main
    /// loop. What was being typed is abandoned, as with the window gone.
    func dispose() {
        guard let parts else { return }
        self.parts = nil
        typing.isEditing = false
        typing.refusalHandler = nil
        stopRepeating()
        observation?.cancel()
        observation = nil
        unlink()
        Self.steppersOnBackgrounds[ObjectIdentifier(self)] = nil
        parts.decrease.unparent()
        letGoOfField()
        Gtk.Widget(parts.drawnValue.widget).unparent()
        parts.increase.unparent()
        // After every unparent, which may have scheduled work.
        typing.cancelPendingWork()
        pendingRangeDescription?.cancel()
        pendingRangeDescription = nil
        Self.livingCount -= 1
        if Self.livingCount == 0 { StepperField.dropSpare() }
    }

    // MARK: The model

    /// Shows `newModel` from now on and edits it; a different value counts as a change.
    func bind(to newModel: StepperModel) {
        guard parts != nil else { return }
        if newModel !== model {
            let old = model.configuration
            model = newModel
            observation?.cancel()
            observation = newModel.observe { [weak self] change in self?.modelDidChange(change) }
            // The first bind of Stepper(model:) comes before the widget is
            // anyone's, so no handler or binding can hear a change: it is
            // drawn below, with no properties compared or notified. Worth
            // about 20,000 instructions a stepper with digits (callgrind,
            // `stepper-bench --only creation`, Debian 13).
            if hasRendered { modelDidChange(StepperChange(old: old, new: newModel.configuration)) }
        }
        // The first bind of Stepper(model:): everything is drawn, once.
        if !hasRendered, parts != nil {
            render(model.configuration, changes: nil)
            hasRendered = true
        }
    }

    private func modelDidChange(_ reported: StepperChange) {
        var change = reported
        if let old = supersededOld {
            supersededOld = nil
            change = StepperChange(old: old, new: reported.new)
        }
        guard parts != nil, change.old != change.new else { return }
        // A handler may destroy the widget; the reference keeps it valid until the end.
        widget.ref()
        defer { widget.unref() }
        if adjustmentLink != nil {
            // The adjustment may hold something else once told (a number a
            // double cannot hold, or what a handler on it set instead): the
            // model takes that, and this change is reported with that one, as
            // one change from what was shown.
            supersededOld = change.old
            let told = model.configuration
            updateAdjustment()
            guard model.configuration == told else { return }
            supersededOld = nil
        }
        // Everything, the first time (Stepper(model:), whose instance init drew nothing).
        render(change.new, changes: hasRendered ? change : nil)
        hasRendered = true
        // The value alone moved (a click, a key, one model behind many views):
        // the signal, then its one notification, with no queue to freeze nor
        // list of changed properties to build. Worth about 0.2 in the fan-out
        // figure (`Scripts/bench --only fanout`, target 1.0): 1.20 and 1.25
        // without, 1.05 and 1.01 with (two runs each, Debian 12).
        if change.movesValueAlone {
            stepperType.emit(signal: 0, on: widget)
            stepperType.notify(property: StepperProperty.value.id, on: widget)
            return
        }
        widget.freezeNotifications()
        for changed in change.changedProperties(among: StepperProperty.all) {
            stepperType.notify(property: changed.id, on: widget)
        }
        if change.valueChanged {
            stepperType.emit(signal: 0, on: widget)
        }
        widget.thawNotifications()
    }

    // MARK: Rendering

    /// Brings the children and the accessible state up to `configuration`;
    /// `changes` limits the work to what changed (`nil`: everything).
    private func render(_ configuration: StepperConfiguration, changes: StepperChange?) {
        guard let parts else { return }
        let old = changes?.old
        // The new value of a property that changed (or is shown for the first time), else nil.
        @inline(__always)
        func changed<Property: Equatable>(_ property: KeyPath<StepperConfiguration, Property>) -> Property? {
            old?[keyPath: property] == configuration[keyPath: property] ? nil : configuration[keyPath: property]
        }
        let valueMoved = configuration.showsOtherValue(than: old)
        let boundsMoved = configuration.showsOtherBounds(than: old)
        if valueMoved {
            valueChangedSource.value = configuration.value
            showValue()
        }
        if boundsMoved {
            // Wide enough for the widest value in range, so nothing moves as the value changes.
            let width = widthInCharacters(of: configuration)
            // A format-value handler ran app code, which may have disposed of the stepper.
            guard self.parts != nil else { return }
            parts.drawnValue.widthInCharacters = width
            typing.field?.text.fixWidth(characters: width)
        }
        // Two calls, not a loop over an array: this runs at every change.
        func update(_ button: Gtk.Button, isSensitive: Bool, wasSensitive: Bool?) {
            guard isSensitive != wasSensitive else { return }
            // A press on a button that turns insensitive ends here, before GTK
            // cancels the button's gestures: ending it from their `cancel`
            // would change the button's state while GTK iterates them.
            if !isSensitive, pressedButton?.widget == button.widget { stopRepeating() }
            button.isSensitive = isSensitive
        }
        update(parts.decrease, isSensitive: configuration.canDecrement, wasSensitive: old?.canDecrement)
        update(parts.increase, isSensitive: configuration.canIncrement, wasSensitive: old?.canIncrement)
        if valueMoved || boundsMoved {
            updateAccessibleValue(configuration, valueMoved: valueMoved && old != nil, boundsMoved: boundsMoved)
            guard self.parts != nil else { return }
        }
        if let title = changed(\.leftTitle) {
            show(title, on: parts.decrease, icon: "value-decrease-symbolic", name: Self.decreaseName)
        }
        if let title = changed(\.rightTitle) {
            show(title, on: parts.increase, icon: "value-increase-symbolic", name: Self.increaseName)
        }
        if changed(\.backgroundColor) != nil {
            updateTextColor()
            stepper.queueDraw()
        }
        if let orientation = changed(\.orientation) {
            lay(out: orientation, parts)
        }
        if let typable = changed(\.isEditable) {
            typing.field?.text.isEditable = typable
            if !typable { cancelTyping() }
        }
    }

    /// Lays the children out in a row, or in a column with increase on top
    /// (CSStepper's ⬆ over ⬇); keys stay the same. Assistive tools read the
    /// buttons in the order the eye meets them: decrease first in a row,
    /// increase first in a column.
    private func lay(out orientation: StepperOrientation, _ parts: Parts) {
        let isVertical = orientation == .vertical
        stepper.setCSSClass("vertical", present: isVertical)
        stepper.setCSSClass("horizontal", present: !isVertical)
        parts.decrease.place(at: orientation.decreaseCell)
        typing.field?.cell.place(at: orientation.valueCell)
        let drawnValue = Gtk.Widget(parts.drawnValue.widget)
        drawnValue.place(at: orientation.valueCell)
        parts.increase.place(at: orientation.increaseCell)
        (isVertical ? parts.increase : parts.decrease).insert(after: drawnValue, in: stepper)
    }

    /// Shows a title (or, when it is empty, an icon) on a button whose
    /// accessible name stays `name` whatever it shows: "⬆" reads badly aloud.
    private func show(_ title: String, on button: Gtk.Button, icon: String, name: String) {
        if title.isEmpty {
            button.setIconName(icon)
        } else if let shown = stepperTitleType.implementation(of: button.child?.widget) {
            shown.text = title
        } else {
            let (widget, shown) = stepperTitleType.makeInstanceAndImplementation()
            shown.text = title
            button.child = Gtk.Widget(widget)
        }
        // Showing an icon also sets the button's accessible label: set ours after.
        Accessible(button).setLabel(name)
    }

    /// The field lost the focus (to the stepper itself or anywhere else): typing ends there.
    func focusChildChanged(from previous: Gtk.Widget?, to child: Gtk.Widget?) {
        if child == nil, let previous, previous.widget == typing.field?.cell.widget { finishTypingAsFocusLeaves() }
    }

    func stateFlagsChanged(from previous: GtkStateFlags) {
        let focusWithin = GTK_STATE_FLAG_FOCUS_WITHIN.rawValue
        if previous.rawValue & focusWithin != 0, stepper.stateFlags.rawValue & focusWithin == 0 {
            describeRangeOnceFocusMoved()
        }
    }

    func snapshot(_ snapshot: Snapshot) {
        let valueCell = typing.isEditing ? typing.field?.cell : nil
        guard let parts, let bounds = (valueCell ?? Gtk.Widget(parts.drawnValue.widget)).bounds(in: stepper)
        else { return }
        snapshot.appendColor(GdkRGBA(model.configuration.backgroundColor), in: bounds)
    }
}
