import AdwaitaInterop
import CGtk
import GtkInterop
import StepperCore
import StepperGtk

// SkStepperRow: an AdwActionRow whose suffix is an SkStepper, the AdwSpinRow
// of libadwaita 1.2. Like adw-spin-row.c, the row is a small subclass that
// forwards a few properties to its suffix and names it for assistive
// technology through a relation. It forwards the stepper's whole-number
// properties (value, bounds, step) so a `.ui` file can set them beside the
// row's title and subtitle; the rest stay the stepper's own.

/// The GObject type `SkStepperRow`.
@MainActor
let stepperRowType = WidgetSubclass<StepperRowInstance>(
    name: "SkStepperRow",
    parent: { Adw.actionRowType },
    properties: StepperRowInstance.forwarded.map(\.definition) + [adjustmentDefinition]
) { _ in }

/// The state of one SkStepperRow instance, owned by it and released at finalize.
@MainActor
final class StepperRowInstance: ObjectImplementation {
    /// The stepper properties a row forwards, under the stepper's own GObject
    /// ids: its numbers, their digits and unit, and the adjustment that can hold them.
    static let forwarded: [StepperProperty] = StepperProperty.all.filter {
        if case .integer = $0.field { return true }
        return $0 == StepperProperty(\.unit)
    }

    let widget: UnsafeMutablePointer<GtkWidget>
    /// The stepper at the end of the row.
    let stepper = Stepper()
    private let intake = StepperPropertyIntake(typeName: stepperRowType.name)
    /// The handler that forwards the stepper's notifications; `nil` once disposed.
    private var forwarding: SignalConnection?

    /// The state of an SkStepperRow instance, or `nil` for any other object.
    static func of(_ object: some ObjectPointer) -> StepperRowInstance? {
        stepperRowType.implementation(of: object)
    }

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        let row = Adw.ActionRow(wrapping: widget)
        let stepperWidget = Gtk.Widget(stepper.widget)
        stepperWidget.verticalAlignment = GTK_ALIGN_CENTER
        row.addSuffix(stepperWidget)
        // A click on the row, or its mnemonic, focuses the stepper; the row
        // itself is no tab stop, so Tab goes straight to the stepper.
        row.activatableWidget = stepperWidget
        row.isFocusable = false
        // The row's title names the stepper: the name follows the title as it changes.
        if let title = row.titleLabel {
            Accessible(stepperWidget).setLabelled(by: title)
        }
        row.onSubtitleChanged { [weak self] in self?.describeStepper() }
        describeStepper()
        // The row's properties are the stepper's, so its notifications are
        // too: whatever the stepper reports (after its adjustment, when it
        // has one), the row reports, once.
        forwarding = Signal.connectNotifyOfAnyProperty(stepper.widget) { [weak self] id, owner in
            self?.stepperNotified(id, installedBy: owner)
        }
    }

    /// The row's subtitle describes the stepper, as libadwaita's rows describe
    /// the widget they activate, so a screen reader says "$2.50" after the
    /// name, role and value on both GNOMEs: libadwaita sets a described-by
    /// relation, which GTK 4.10 and later follow, and GTK 4.8 reads the
    /// description text first. Without a subtitle there is no relation (the
    /// subtitle label would describe it as empty), and the stepper's range is
    /// its description, as anywhere else.
    private func describeStepper() {
        let row = Adw.ActionRow(wrapping: widget)
        let subtitle = row.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let stepperWidget = Gtk.Widget(stepper.widget)
        Accessible(stepperWidget).setDescribed(by: subtitle == nil ? nil : row.subtitleLabel)
        stepper.accessibleDescriptionAtRest = subtitle
    }

    /// The model the stepper shows.
    var model: StepperModel { stepper.model }

    /// Shows and edits `newModel` from now on.
    func bind(to newModel: StepperModel) {
        stepper.model = newModel
    }

    /// Forwards a notification of one of the stepper's own properties that
    /// the row forwards, under the same id.
    private func stepperNotified(_ id: Int, installedBy owner: GType) {
        guard forwarding != nil, owner == Stepper.gType,
              id == adjustmentPropertyID || Self.forwarded.contains(where: { $0.id == id })
        else { return }
        stepperRowType.notify(property: id, on: widget)
    }

    // MARK: Properties

    func property(_ id: Int) -> PropertyValue? {
        intake.property(id, of: model, adjustment: { stepper.adjustment.map(Gtk.Adjustment.init) })
    }

    /// Sets a forwarded property; an adjustment given at construction wins
    /// over the numbers given with it, as on the stepper.
    func setProperty(_ id: Int, to value: PropertyValue) {
        intake.setProperty(id, to: value, into: model, adjustment: stepper.setAdjustmentLoggingRefusal)
    }

    func constructed() {
        intake.finishConstruction(into: model, adjustment: stepper.setAdjustmentLoggingRefusal)
    }

    func dispose() {
        forwarding?.disconnect()
        forwarding = nil
    }
}
