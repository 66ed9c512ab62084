import CGtk
import GtkInterop
import StepperCore

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

    /// A key bound to an action.
    struct Key {
        let keyval: Int32
        let modifiers: GdkModifierType
        /// Whether the key performs the action while a value is being typed
        /// (committing it first), rather than editing the typed text.
        let actsWhileTyping: Bool
    }

    /// The keys, with modifiers, bound to the action (GtkSpinButton's, plus
    /// the ARIA spin button's Home and End). While a value is typed, the
    /// arrows and the page keys still step, as in GtkSpinButton; Home, End,
    /// + and the keypad's minus edit the text (StepperInstance+Typing.swift).
    /// The main minus key is bound to nothing: it starts typing a negative value.
    var keys: [Key] {
        let none = GdkModifierType(rawValue: 0)
        func steps(_ keyvals: Int32...) -> [Key] { keyvals.map { Key(keyval: $0, modifiers: none, actsWhileTyping: true) } }
        func edits(_ keyvals: Int32...) -> [Key] { keyvals.map { Key(keyval: $0, modifiers: none, actsWhileTyping: false) } }
        func withControl(_ keyval: Int32) -> Key { Key(keyval: keyval, modifiers: GDK_CONTROL_MASK, actsWhileTyping: true) }
        switch self {
        case .increment: return steps(GDK_KEY_Up, GDK_KEY_KP_Up) + edits(GDK_KEY_plus, GDK_KEY_KP_Add)
        case .decrement: return steps(GDK_KEY_Down, GDK_KEY_KP_Down) + edits(GDK_KEY_KP_Subtract)
        case .pageUp: return steps(GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up)
        case .pageDown: return steps(GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down)
        case .minimum: return edits(GDK_KEY_Home, GDK_KEY_KP_Home) + [withControl(GDK_KEY_Page_Down)]
        case .maximum: return edits(GDK_KEY_End, GDK_KEY_KP_End) + [withControl(GDK_KEY_Page_Up)]
        }
    }

    /// The action an unmodified key performs while a value is being typed, if any.
    static func performedWhileTyping(by keyval: UInt32) -> StepperAction? {
        allCases.first { action in
            action.keys.contains { $0.actsWhileTyping && $0.modifiers.rawValue == 0 && UInt32($0.keyval) == keyval }
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
