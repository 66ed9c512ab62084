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
