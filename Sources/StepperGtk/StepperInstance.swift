import CGtk
import GtkInterop
import StepperCore

// SkStepper: a value between a decrease and an increase button.
//
// The GObject type behind `Stepper`, read top to bottom like gtkspinbutton.c:
// constants, the type (properties, signals, actions, class setup), instance
// setup, teardown, then what an instance does. The properties themselves are
// declared in StepperProperties.swift, pointer and keyboard input in
// StepperInstance+Input.swift. Every value lives in a shared `StepperModel`; the
// widget shows it, edits it, and turns each model change into `notify` and
// `value-changed` emissions, whoever made the change.

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

/// What SkStepper's widget actions do. The keys are bound to the actions, and
/// apps can activate them (`gtk_widget_activate_action (w, "stepper.increment", NULL)`)
/// or bind shortcuts of their own to them.
enum StepperAction: String, CaseIterable {
    /// One step up.
    case increment
    /// One step down.
    case decrement
    /// One page (`page-increment`) up.
    case pageUp = "page-up"
    /// One page down.
    case pageDown = "page-down"
    /// To the minimum.
    case minimum
    /// To the maximum.
    case maximum

    /// The detailed action name, such as `stepper.increment`.
    var name: String { "stepper." + rawValue }

    /// The keys, with modifiers, bound to the action (GtkSpinButton's, plus
    /// the ARIA spin button's Home and End).
    var keys: [(keyval: Int32, modifiers: GdkModifierType)] {
        let none = GdkModifierType(rawValue: 0)
        switch self {
        case .increment: return [(GDK_KEY_Up, none), (GDK_KEY_KP_Up, none), (GDK_KEY_plus, none), (GDK_KEY_KP_Add, none)]
        // The minus key types a negative value (StepperInstance+Typing.swift); keypad minus steps.
        case .decrement: return [(GDK_KEY_Down, none), (GDK_KEY_KP_Down, none), (GDK_KEY_KP_Subtract, none)]
        case .pageUp: return [(GDK_KEY_Page_Up, none), (GDK_KEY_KP_Page_Up, none)]
        case .pageDown: return [(GDK_KEY_Page_Down, none), (GDK_KEY_KP_Page_Down, none)]
        case .minimum: return [(GDK_KEY_Home, none), (GDK_KEY_KP_Home, none), (GDK_KEY_Page_Down, GDK_CONTROL_MASK)]
        case .maximum: return [(GDK_KEY_End, none), (GDK_KEY_KP_End, none), (GDK_KEY_Page_Up, GDK_CONTROL_MASK)]
        }
    }

    /// Performs the action on a model.
    func perform(on model: StepperModel) {
        switch self {
        case .increment: model.increment()
        case .decrement: model.decrement()
        case .pageUp: model.incrementPage()
        case .pageDown: model.decrementPage()
        case .minimum: model.moveToMinimum()
        case .maximum: model.moveToMaximum()
        }
    }
}

/// The GObject type `SkStepper`: a GtkWidget with a box layout, CSS name
/// `stepper`, the spin button role, the properties of
/// ``StepperProperty/all`` and the adjustment, the `value-changed` signal and the
/// `stepper.*` actions. It implements GtkEditable through the text field
/// that shows the value, as GtkSpinButton does, so assistive tools read the
/// value as the stepper's text, and GtkOrientable; on GTK 4.10 and later
/// also GtkAccessibleRange, which gives it AT-SPI's Value interface, as
/// GtkSpinButton has there.
@MainActor
let stepperType = WidgetSubclass<StepperInstance>(
    name: "SkStepper",
    parent: { gtk_widget_get_type() },
    properties: StepperProperty.all.map(\.definition) + [adjustmentDefinition],
    signals: [StepperInstance.valueChangedSignal],
    interfaces: [gtk_orientable_get_type()]
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

/// The type of a stepper's two buttons, `SkStepperButton`: a GtkButton
/// whose `clicked` steps its stepper. Pointer presses are the stepper's own
/// (StepperInstance+Input.swift); `clicked` comes from an assistive tool's
/// click action, and the class handles it, as no handler per button need.
@MainActor
let stepperButtonType = WidgetSubclass<StepperButton>(
    name: "SkStepperButton", parent: { gtk_button_get_type() }, properties: []
) { _ in }

/// The state of one SkStepperButton: only its widget, to find its stepper.
@MainActor
final class StepperButton: ButtonImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    func clicked() {
        let button = Gtk.Widget(widget)
        StepperInstance.of(button.parent?.widget)?.buttonClicked(button)
    }
}

/// A type of text that a stepper draws itself (``DrawnText``), with the CSS
/// name and accessible role of what it stands in for.
@MainActor
private func drawnTextType<Text: DrawnText>(_ name: String, cssName: String, role: GtkAccessibleRole) -> WidgetSubclass<Text> {
    WidgetSubclass<Text>(name: name, parent: { gtk_widget_get_type() }, properties: []) { klass in
        klass.setCSSName(cssName)
        klass.setAccessibleRole(role)
    }
}

/// The type of a button's title, `SkStepperTitle`, with the CSS name of
/// the label a button usually holds.
///
/// A GtkLabel keeps its text laid out, and a Pango context, for as long as
/// it lives: about 2 kB a title, measured, where GtkSpinButton shows icons. A
/// title keeps only its text, and measures and draws it with the layout
/// every title with that text and font shares (``TextLayout``).
@MainActor
let stepperTitleType: WidgetSubclass<StepperTitle> = drawnTextType("SkStepperTitle", cssName: "label", role: GTK_ACCESSIBLE_ROLE_LABEL)

/// The type of the text that shows a stepper's value while nobody types in
/// it, `SkStepperValue`, with the CSS name of the field it stands in for.
///
/// The field (a GtkText) lays its text out again at every change, twice,
/// and GtkSpinButton's does the same; a thousand views of one model pay that
/// a thousand times per change. This text only schedules a redraw, and draws
/// with the layout shared by every value with that text and font
/// (``TextLayout``), once per frame however many changes came before it. The
/// field stays, hidden but in sync, for typing and for assistive tools,
/// which read the value from it (the stepper's GtkEditable delegate); this
/// text measures as the field does, so nothing moves when typing starts. Worth
/// 0.6 in the fan-out figure (`Scripts/bench --only fanout`, target 1.0):
/// 1.03 with the field shown, 0.40 with this (two runs each, Debian 12), and
/// 0.46 in the full runs on Debian 12 and 13. The stepper itself (a spin
/// button) carries the value to assistive tools: this text is not presented.
@MainActor
let stepperValueType: WidgetSubclass<StepperValue> = drawnTextType(
    "SkStepperValue", cssName: "text", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)

/// A short text a stepper draws itself, centred, with a layout it shares
/// (``TextLayout``): the state of an SkStepperTitle or an SkStepperValue.
@MainActor
class DrawnText: MeasureImplementation, SnapshotImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>
    var text = "" {
        didSet { if text != oldValue { textChanged() } }
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// What a new text asks of the widget.
    func textChanged() {}

    /// The text laid out as drawn.
    var layout: TextLayout { TextLayout.of(text, for: Gtk.Widget(widget)) }

    func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int) {
        let text = layout
        return orientation == GTK_ORIENTATION_HORIZONTAL
            ? (text.width, text.width, -1) : (text.height, text.height, text.baseline)
    }

    func snapshot(_ snapshot: Snapshot) {
        let shown = Gtk.Widget(widget)
        let text = layout
        snapshot.appendText(
            text, x: Double(shown.width - text.width) / 2, y: Double(shown.height - text.height) / 2, color: shown.textColor)
    }
}

/// The state of one SkStepperTitle: its text, which is also what assistive
/// tools find in the button (named "Increase" or "Decrease" itself: "⬆"
/// reads badly aloud).
final class StepperTitle: DrawnText {
    override func textChanged() {
        Gtk.Widget(widget).queueResize()
        Accessible(Gtk.Widget(widget)).setLabel(text)
    }
}

/// The state of one SkStepperValue: the value's text, and the characters
/// of the widest value, which set its width so that nothing moves as the value changes.
final class StepperValue: DrawnText {
    var widthInCharacters = 0 {
        didSet { if widthInCharacters != oldValue { Gtk.Widget(widget).queueResize() } }
    }

    override func textChanged() { Gtk.Widget(widget).queueDraw() }

    /// Digits one width, so that nothing jitters as the value changes (CustomStepper's monospaced digits).
    override var layout: TextLayout { TextLayout.of(text, for: Gtk.Widget(widget), tabularDigits: true) }

    /// The field's own measure (GtkText's, GTK 4.8 to 4.18), to the pixel:
    /// ``widthInCharacters`` characters, each as wide as Pango's approximate
    /// digit or character, whichever is wider (the text itself may be a pixel
    /// or two wider, as in the field), and a line as high as the font's or the text's.
    override func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int) {
        let context = gtk_widget_create_pango_context(widget)
        let metrics = pango_context_get_metrics(context, nil, nil)
        defer {
            pango_font_metrics_unref(metrics)
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        let scale = Int(PANGO_SCALE)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let character = Int(max(
                pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics)))
            let width = widthInCharacters * ((character + scale - 1) / scale)
            return (width, width, -1)
        }
        let text = layout
        let line = Int(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
        let height = max(text.height, (line + scale / 2) / scale)
        return (height, height, text.baseline)
    }
}

/// The title a stepper's button shows, or `nil` when it shows an icon.
@MainActor
package func titleShown(on button: Gtk.Widget) -> String? {
    stepperTitleType.implementation(of: Gtk.Button(handling: button.widget).child?.widget)?.text
}

// MARK: - Instance

/// The value a stepper shows, shared with its `value-changed` handlers.
///
/// Handlers hold it strongly: nothing refers to it weakly, so that costs a
/// plain reference count, and it keeps no widget alive.
final class ShownValue: SignalValueSource {
    /// The value on screen.
    var value = StepperConfiguration.inspectable.value

    var signalValue: Int { value }
}

/// The state of one SkStepper instance, owned by it and released at finalize.
@MainActor
final class StepperInstance: EditableImplementation, SnapshotImplementation, WidgetStateImplementation, AccessibleRangeImplementation {
    /// The signal emitted once per real change of the value.
    static let valueChangedSignal = "value-changed"

    /// The children, from instance init until dispose.
    struct Parts {
        let decrease: Gtk.Button
        /// Takes a typed value, and holds the value for assistive tools (the
        /// GtkEditable delegate); shown only while the user types.
        let value: Gtk.Text
        /// Shows the value while nobody types, in the field's place.
        let shownValue: StepperValue
        let increase: Gtk.Button
    }

    /// The instance; it owns this state, so it outlives it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The children; `nil` once disposed.
    private(set) var parts: Parts?
    private(set) var model = StepperModel()
    /// The value on screen, which `value-changed` handlers read.
    let shown = ShownValue()
    private var observation: StepperObservation?
    /// What the accessible description says now: it is set only when that changes.
    private var description: AccessibleDescription?
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

    // Typing (StepperInstance+Typing.swift).
    /// Whether the user is typing a value in.
    var isEditing = false
    /// The field's `changed` handler, blocked while the field is brought up
    /// to the model, so that the stepper's own change is not taken for typing.
    var fieldChanged: SignalConnection?
    /// Why the last typed text was refused, while it is shown.
    var refusal: String?
    /// Text an assistive tool set, waiting for the main loop to go idle.
    var pendingTextChange: MainLoopSource?
    /// The range description, waiting for the focus to settle elsewhere.
    var pendingRangeDescription: MainLoopSource?

    // Press and hold (StepperInstance+Input.swift).
    var repeatSource: MainLoopSource?
    var pressedButton: Gtk.Button?

    private static var isStyleInstalled = false
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

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        if !Self.isStyleInstalled {
            Self.isStyleInstalled = StyleSheet.addToDefaultDisplay(
                String(decoding: PackageResources.stepper_css, as: UTF8.self),
                priority: StyleSheet.applicationPriority - 1)
        }
        let parts = Parts(
            decrease: Gtk.Button(handling: stepperButtonType.makeInstance()), value: Gtk.Text(),
            shownValue: stepperValueType.makeInstanceAndImplementation().1,
            increase: Gtk.Button(handling: stepperButtonType.makeInstance()))
        self.parts = parts
        stepper.isFocusable = true
        for (button, cssClass) in [(parts.decrease, "down"), (parts.increase, "up")] {
            button.addCSSClass(cssClass)
            // One tab stop for the whole stepper; the buttons still work by pointer and AT-SPI.
            button.isFocusable = false
            button.focusesOnClick = false
        }
        parts.value.addCSSClass("value")
        parts.value.expandsHorizontally = true
        parts.value.align(at: 0.5)
        parts.value.useTabularDigits()
        // The field comes first among the children, as in GtkSpinButton, and
        // the grid puts each part in its cell (lay(out:)). GTK 4.18 styles a
        // field's earlier siblings when the field is realized, before the
        // first style pass and without knowing their ancestors; a button so
        // styled is restyled at every move of any ancestor, such as each
        // scroll of a list that recycles its rows. First, the field costs
        // nothing: `Scripts/bench --only list` on Debian 13, Stepper /
        // GtkSpinButton, target 1.0: 0.76 with it, 1.28 with the decrease
        // button first (one run each); 1,743 styles computed against 5,999
        // for 400 rows, where GtkSpinButton computes 1,742.
        parts.value.setParent(stepper)
        parts.value.isVisible = false
        let shownValue = Gtk.Widget(parts.shownValue.widget)
        shownValue.addCSSClass("value")
        shownValue.expandsHorizontally = true
        shownValue.setParent(stepper)
        parts.decrease.setParent(stepper)
        parts.increase.setParent(stepper)
        // Editable whenever typing is allowed, so an assistive tool can set the
        // text (GTK refuses to for a field that is not); focusable only while
        // the user types, so the stepper stays one tab stop.
        parts.value.isFocusable = false
        // Keys before the field and the shortcuts, presses before the
        // children, and the wheel (StepperInstance+Input.swift, +Typing.swift);
        // the field's changes reach editableTextChanged(), and the focus
        // leaving it focusChildChanged(). The widgets own the controllers and
        // handlers, and they hold this state weakly: it is released first, at finalize.
        fieldChanged = parts.value.on(.changed) { [weak self] in self?.editableTextChanged() }
        stepper.onKeyPressed(phase: GTK_PHASE_CAPTURE) { [weak self] in self?.keyPressed($0) ?? false }
        stepper.onPointerPress(
            phase: GTK_PHASE_CAPTURE, pressed: { [weak self] in self?.pointerPressed(at: $0, $1, by: $2) },
            ended: { [weak self] in self?.pointerPressEnded() })
        stepper.onScroll { [weak self] in self?.scrolled(by: $0) ?? false }

        render(model.configuration, changes: nil)
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
    func dispose() {
        stopRepeating()
        stopTyping()
        observation = nil
        unlink()
        Self.steppersOnBackgrounds[ObjectIdentifier(self)] = nil
        guard let parts else { return }
        self.parts = nil
        parts.decrease.unparent()
        parts.value.unparent()
        Gtk.Widget(parts.shownValue.widget).unparent()
        parts.increase.unparent()
    }

    // MARK: The model

    /// Shows `newModel` from now on and edits it; a different value counts as a change.
    func bind(to newModel: StepperModel) {
        guard newModel !== model, parts != nil else { return }
        let old = model.configuration
        model = newModel
        observation = newModel.observe { [weak self] change in self?.modelDidChange(change) }
        modelDidChange(StepperChange(old: old, new: newModel.configuration))
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
        render(change.new, changes: change)
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
        let valueMoved = old?.value != configuration.value
        let boundsMoved = old?.bounds != configuration.bounds
        if valueMoved {
            shown.value = configuration.value
            showValue(configuration.value)
        }
        if boundsMoved {
            // Wide enough for the widest value in range, so nothing moves as the value changes.
            let bounds = configuration.bounds
            let characters = max(String(bounds.lowerBound).count, String(bounds.upperBound).count)
            parts.value.fixWidth(characters: characters)
            parts.shownValue.widthInCharacters = characters
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
            parts.value.isEditable = typable
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
        // The grid mirrors columns in right-to-left locales, as a box would.
        parts.decrease.place(column: 0, row: isVertical ? 2 : 0)
        parts.value.place(column: isVertical ? 0 : 1, row: isVertical ? 1 : 0)
        let shownValue = Gtk.Widget(parts.shownValue.widget)
        shownValue.place(column: isVertical ? 0 : 1, row: isVertical ? 1 : 0)
        parts.increase.place(column: isVertical ? 0 : 2, row: 0)
        (isVertical ? parts.increase : parts.decrease).insert(after: shownValue, in: stepper)
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

    /// Tells assistive tools the value and the range.
    ///
    /// On GTK 4.10 and later the stepper is an accessible range: its value and
    /// bounds reach AT-SPI's Value interface, and each change of the value
    /// sends the event on which Orca speaks the new value, as it does for
    /// GtkSpinButton. The description holds the range ("0 to 99"), or what
    /// describes the stepper in its place (its row's subtitle), which Orca
    /// reads after the value on focus and in Where Am I.
    ///
    /// GTK 4.8 gives custom widgets no Value interface, and Orca ignores text
    /// changes in spin buttons, so there the value reaches a screen reader
    /// twice over: as the stepper's text (GtkEditable), which Orca reads on
    /// focus ("Cups 1 spin button"), and, while the stepper has the focus, as
    /// its description, which Orca speaks whenever it changes: a change is
    /// heard as a bare number, once. The range comes back to the description
    /// once the focus has moved on.
    private func updateAccessibleValue(_ configuration: StepperConfiguration, valueMoved: Bool, boundsMoved: Bool) {
        let (bounds, text, isFocused) = (configuration.bounds, String(configuration.value), containsFocus)
        Accessible(stepper).setValue(
            Double(configuration.value), text: text, range: boundsMoved ? Double(bounds.lowerBound)...Double(bounds.upperBound) : nil)
        if valueMoved && isFocused && !Accessible.valuesReachAssistiveTools {
            describe(.text(text))
        } else if !isFocused {
            describeRange()
        }
    }

    /// An assistive tool set the value through AT-SPI's Value interface (GTK
    /// 4.10 and later): taken as a typed value is, rounded to a whole number
    /// and clamped into the bounds; what was being typed is abandoned. NaN,
    /// the infinities, and anything sent to a disposed stepper change nothing.
    func setAccessibleValue(_ value: Double) {
        guard value.isFinite, parts != nil else { return }
        cancelTyping()
        let rounded = value.rounded()
        model.value = Int(exactly: rounded) ?? (rounded < 0 ? Int.min : Int.max)
    }

    /// The range (or what replaces it), as the description holds it when no
    /// change is being spoken.
    func describeRange() {
        describe(descriptionAtRest.map(AccessibleDescription.text) ?? .range(model.configuration.bounds))
    }

    /// Sets the accessible description, unless it already says that: a
    /// thousand views of one model must not each re-send their range.
    func describe(_ new: AccessibleDescription) {
        guard new != description else { return }
        description = new
        switch new {
        case .range(let bounds):
            Accessible(stepper).setDescription(
                // TRANSLATORS: the range a stepper accepts, read by screen readers: %1$s is the minimum, %2$s the maximum.
                localized("%1$s to %2$s", String(bounds.lowerBound), String(bounds.upperBound)))
        case .text(let text):
            Accessible(stepper).setDescription(text)
        }
    }

    /// What a stepper's accessible description holds.
    enum AccessibleDescription: Equatable {
        /// The range, at rest.
        case range(ClosedRange<Int>)
        /// The value just reached, or why typed text was refused, while focused;
        /// at rest, what describes the stepper in place of its range.
        case text(String)
    }

    /// Whether the stepper or its field has the keyboard focus.
    var containsFocus: Bool {
        guard let parts else { return false }
        return stepper.hasFocus || parts.value.hasFocus
    }

    /// The window backgrounds of Adwaita's light and dark styles, which show
    /// through a translucent value background.
    static let lightBackdrop = RGBAColor(red: 0xfa, green: 0xfa, blue: 0xfa)
    static let darkBackdrop = RGBAColor(red: 0x24, green: 0x24, blue: 0x24)

    /// Draws the value in black or white, whichever reads better (WCAG 4.5:1 at
    /// least) on the background as it shows over the app's light or dark style;
    /// in the theme's own colour when there is no background. The colours are
    /// the stylesheet's (`value-black`, `value-white`), shared by every stepper.
    private func updateTextColor() {
        let background = model.configuration.backgroundColor
        let text = background.alpha > 0
            ? background.readableText(over: Gtk.Settings.prefersDark ? Self.darkBackdrop : Self.lightBackdrop) : nil
        stepper.setCSSClass("value-black", present: text == .black)
        stepper.setCSSClass("value-white", present: text == .white)
        Self.steppersOnBackgrounds[ObjectIdentifier(self)] = text == nil || parts == nil ? nil : self
        if text != nil { Self.followDarkness() }
    }

    /// The steppers whose value colour depends on the style being dark: one
    /// watch on the style serves them all.
    private static var steppersOnBackgrounds: [ObjectIdentifier: StepperInstance] = [:]
    private static var darknessWatch: [SignalConnection] = []

    private static func followDarkness() {
        guard darknessWatch.isEmpty else { return }
        darknessWatch = Gtk.Settings.onDarknessChange {
            for stepper in Array(steppersOnBackgrounds.values) { stepper.updateTextColor() }
        }
    }

    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { parts?.value.widget }

    /// The field lost the focus (to the stepper itself or anywhere else): typing ends there.
    func focusChildChanged(from previous: Gtk.Widget?, to child: Gtk.Widget?) {
        if child == nil, let previous, let parts, previous.widget == parts.value.widget { finishTypingAsFocusLeaves() }
    }

    func stateFlagsChanged(from previous: GtkStateFlags) {
        let focusWithin = GTK_STATE_FLAG_FOCUS_WITHIN.rawValue
        if previous.rawValue & focusWithin != 0, stepper.stateFlags.rawValue & focusWithin == 0 {
            describeRangeOnceFocusMoved()
        }
    }

    func snapshot(_ snapshot: Snapshot) {
        guard let parts, let bounds = Gtk.Widget(isEditing ? parts.value.widget : parts.shownValue.widget).bounds(in: stepper)
        else { return }
        snapshot.appendColor(GdkRGBA(model.configuration.backgroundColor), in: bounds)
    }
}
