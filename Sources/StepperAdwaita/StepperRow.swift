import AdwaitaInterop
import CGtk
import GtkInterop
import StepperCore
import StepperGtk

/// A list row with a title, an optional subtitle, and a stepper at its end:
/// the spin row of libadwaita 1.2, which has none.
///
/// `StepperRow` is the Swift face of the GTK widget type `SkStepperRow`, a
/// subclass of `AdwActionRow`. The row's title names the stepper for screen
/// readers, and activating the row (a click on its title, or its mnemonic)
/// focuses the stepper. In a `.ui` file the row takes the stepper's value,
/// bounds and step beside `title` and `subtitle`:
///
/// ```xml
/// <object class="SkStepperRow">
///   <property name="title" translatable="yes">_Espresso</property>
///   <property name="use-underline">true</property>
///   <property name="subtitle">$2.50</property>
///   <property name="maximum-value">99</property>
/// </object>
/// ```
///
/// ```swift
/// let row = StepperRow(model: try StepperModel(.quantity), title: "_Espresso", subtitle: "$2.50")
/// adw_preferences_group_add(group, row.widget)
/// ```
@MainActor
public final class StepperRow {
    /// The `SkStepperRow` widget, for adding to a list or preferences group.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let reference: ObjectReference
    private let state: StepperRowInstance

    /// The GType of `SkStepperRow`, registered with GLib on first use.
    ///
    /// Read it before loading a `.ui` file that names `SkStepperRow`.
    public static var gType: GType {
        Adw.initialize()
        return stepperRowType.type
    }

    /// The GType of `SkStepperRow` without initializing libadwaita: C and
    /// introspected hosts call `adw_init()` themselves, as for any libadwaita
    /// widget, and the introspection scanner reads the type with no display.
    package static var typeWithoutInitializing: GType { stepperRowType.type }

    /// A new, floating SkStepperRow with no title, made without initializing
    /// libadwaita, for C and introspected hosts (``typeWithoutInitializing``).
    package static func makeWidgetWithoutInitializing() -> UnsafeMutablePointer<GtkWidget> { stepperRowType.makeInstance() }

    /// Creates a row that shows and edits `model`.
    ///
    /// - Parameters:
    ///   - model: The model the row's stepper shows; other views may share it.
    ///   - title: The row's title; an underscore marks its mnemonic (`_Espresso`).
    ///   - subtitle: A second line under the title, or `nil`.
    public init(model: StepperModel, title: String, subtitle: String? = nil) {
        _ = Self.gType
        (widget, state) = stepperRowType.makeInstanceAndImplementation()
        reference = ObjectReference(keepingFloating: widget)
        let row = Adw.ActionRow(wrapping: widget)
        row.usesUnderline = true
        row.title = title
        row.subtitle = subtitle
        state.bind(to: model)
    }

    /// A face for an `SkStepperRow` that something else made, such as GtkBuilder.
    ///
    /// - Parameter widget: Any widget.
    /// - Returns: `nil` when `widget` is not an `SkStepperRow`.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        guard let state = StepperRowInstance.of(widget) else { return nil }
        self.widget = widget
        self.state = state
        reference = ObjectReference(keepingFloating: widget)
    }

    /// The stepper at the end of the row.
    public var stepper: Stepper { state.stepper }

    /// The model the row's stepper shows and edits; setting it rebinds the row.
    public var model: StepperModel {
        get { state.model }
        set { state.bind(to: newValue) }
    }

    /// The row's title.
    public var title: String {
        get { Adw.ActionRow(wrapping: widget).title }
        set { Adw.ActionRow(wrapping: widget).title = newValue }
    }

    /// The row's subtitle, or `nil` for none.
    public var subtitle: String? {
        get { Adw.ActionRow(wrapping: widget).subtitle }
        set { Adw.ActionRow(wrapping: widget).subtitle = newValue }
    }
}
