import CGtk
import GtkInterop
import StepperCore

/// Takes values of SkStepper's properties from GObject (`g_object_set`,
/// GtkBuilder, bindings) into a model and an adjustment, and reads them
/// back, for any widget type that exposes some of them: the stepper itself,
/// and rows that forward to it. The property ids are ``StepperProperty/id``s,
/// and ``adjustmentPropertyID`` for the adjustment.
///
/// Values given at construction are staged and applied together when
/// construction ends, so a `.ui` file may give the bounds in any order, and
/// an adjustment given with numbers wins over them; later values apply at
/// once. A refused value changes nothing and leaves a warning naming the
/// type, the property and the rule it broke.
///
/// It is a class, held by a constant: taking a value tells the model's
/// observers, whose `notify` and `value-changed` handlers may set another
/// value at once. A mutating method of a stored struct would hold exclusive
/// access to it for the whole call, and that nested set would abort.
package final class StepperPropertyIntake {
    /// The GType name the warnings give, such as `SkStepper`.
    package let typeName: String
    private var staged: StagedProperties? = []
    /// An adjustment given during construction, with a reference of its own
    /// (a floating one stays floating) until it is applied.
    private var stagedAdjustment: (adjustment: Gtk.Adjustment, reference: ObjectReference)?

    /// An intake for instances of `typeName`, staging until ``finishConstruction(into:adjustment:)``.
    package init(typeName: String) {
        self.typeName = typeName
    }

    /// The value of the property whose GObject id is `id`, as `get_property`
    /// asks: from `model`, or for the adjustment, `adjustment`.
    package func property(_ id: Int, of model: StepperModel, adjustment: () -> Gtk.Adjustment?) -> PropertyValue? {
        if id == adjustmentPropertyID { return .object(adjustment()?.rawObject) }
        return StepperProperty(id: id)?.value(in: model.configuration).propertyValue
    }

    /// Takes the property whose GObject id is `id`, as `set_property` hands
    /// it over: into `model`, or for the adjustment, through `setAdjustment`
    /// (once construction has ended).
    package func setProperty(
        _ id: Int, to value: PropertyValue, into model: StepperModel, adjustment setAdjustment: (Gtk.Adjustment?) -> Void
    ) {
        if id == adjustmentPropertyID {
            guard case .object(let object) = value else { return }
            let adjustment = object.map(Gtk.Adjustment.init)
            guard staged != nil else { return setAdjustment(adjustment) }
            stagedAdjustment = adjustment.map { ($0, ObjectReference(keepingFloating: $0)) }
            return
        }
        guard let property = StepperProperty(id: id) else { return }
        do {
            take(try StepperPropertyValue(value, for: property), for: property, into: model)
        } catch {
            logWarning("\(typeName): refused \(property.objectName): \(error)")
        }
    }

    /// Takes one value for a configuration property: the primitive that
    /// `set_property` and the C functions' typed setters share.
    package func take(_ newValue: StepperPropertyValue, for property: StepperProperty, into model: StepperModel) {
        if staged != nil {
            staged?.append((property, newValue))
            return
        }
        do {
            try model.update { property.write(newValue, into: &$0) }
        } catch {
            warn(StepperPropertyRefusal(property: property, value: newValue, error: error))
        }
    }

    /// Applies the values given during construction as one change, then the
    /// adjustment given with them, if any, through `setAdjustment`.
    package func finishConstruction(into model: StepperModel, adjustment setAdjustment: (Gtk.Adjustment) -> Void) {
        guard let given = staged else { return }
        staged = nil
        var configuration = model.configuration
        let refusals = configuration.apply(given)
        // apply(_:) keeps the configuration valid.
        try? model.update { $0 = configuration }
        refusals.forEach(warn)
        guard let (adjustment, reference) = stagedAdjustment else { return }
        stagedAdjustment = nil
        setAdjustment(adjustment)
        withExtendedLifetime(reference) {}
    }

    private func warn(_ refusal: StepperPropertyRefusal) {
        logWarning("\(typeName): refused \(refusal.property.objectName) = \(refusal.value.text): \(refusal.error)")
    }
}
