import CGtk
import GtkInterop
import StepperCore

// SkStepper's `adjustment`: a GtkAdjustment shared with any GTK widget that
// takes one (GtkScale, GtkSpinButton, AdwSpinRow), as GtkSpinButton has it.
//
// The model stays the one the stepper shows, and while the stepper has an
// adjustment the two hold the same numbers: whichever the stepper was given
// last gives them (an adjustment its values, a model or a property its own),
// and from then on a change on either side reaches the other at once. Each
// side compares before it writes, so a change crosses once and comes back as
// nothing: one `value-changed` on each per real change, and no loop.

/// The GObject id of `adjustment`, after every configuration property's, on
/// SkStepper and on SkStepperRow, which forwards it.
package let adjustmentPropertyID = StepperProperty.all.count + 1

/// What GObject installs for `adjustment`, on SkStepper and SkStepperRow.
package let adjustmentDefinition = PropertyDefinition(
    id: adjustmentPropertyID, name: "adjustment", nick: localized("_Adjustment"),
    blurb: localized("The adjustment that holds the value, shared with other widgets"),
    kind: .object(type: { Gtk.Adjustment.type }))

/// An adjustment a stepper shows, and its handlers on it.
struct AdjustmentLink {
    /// The adjustment.
    let adjustment: Gtk.Adjustment
    /// The stepper's reference to it.
    let reference: ObjectReference
    let connections: [SignalConnection]

    /// What the adjustment holds now.
    var values: StepperAdjustmentValues { adjustment.values }
}

extension Gtk.Adjustment {
    /// What the adjustment holds now, as a stepper reads it.
    var values: StepperAdjustmentValues {
        StepperAdjustmentValues(
            value: value, lower: lower, upper: upper, stepIncrement: stepIncrement, pageIncrement: pageIncrement, pageSize: pageSize)
    }
}

extension StepperInstance {
    /// The adjustment, made on first request from the stepper's own numbers
    /// when it has none (as GtkRange makes one), so that
    /// `gtk_range_set_adjustment (scale, sk_stepper_get_adjustment (stepper))`
    /// shares it; `nil` once disposed.
    func adjustmentMadeIfNeeded() -> Gtk.Adjustment? {
        if let adjustmentLink { return adjustmentLink.adjustment }
        guard parts != nil else { return nil }
        let values = model.configuration.adjustmentValues(
            keeping: StepperAdjustmentValues(value: 0, lower: 0, upper: 0, stepIncrement: 1, pageIncrement: 1, pageSize: 0))
        guard let made = Gtk.Adjustment(
            value: values.value, lower: values.lower, upper: values.upper, stepIncrement: values.stepIncrement,
            pageIncrement: values.pageIncrement, pageSize: values.pageSize)
        else { return nil }
        // The numbers are the model's: the stepper can hold them.
        try? link(made)
        return adjustmentLink?.adjustment
    }

    /// Shows and edits `adjustment` from now on (`nil`: the stepper's own
    /// numbers only), taking its value, bounds, step and page.
    ///
    /// - Throws: ``StepperAdjustmentError`` when the stepper cannot hold what
    ///   the adjustment holds; the stepper is then as it was.
    func link(_ adjustment: Gtk.Adjustment?) throws(StepperAdjustmentError) {
        guard adjustment != adjustmentLink?.adjustment, parts != nil else { return }
        if let adjustment {
            let adopted = try model.configuration.adopting(adjustment.values)
            // Floating, as gtk_adjustment_new makes it: the stepper owns it, as GtkSpinButton does.
            let reference = ObjectReference(sinking: adjustment)
            unlink()
            adjustmentLink = AdjustmentLink(adjustment: adjustment, reference: reference, connections: [
                Signal.connect(adjustment, "value-changed") { [weak self] in self?.adjustmentDidChange() },
                Signal.connect(adjustment, "changed") { [weak self] in self?.adjustmentDidChange() },
            ])
            // The adopted numbers are valid: they keep the rules of a valid configuration.
            try? model.update { $0 = adopted }
        } else {
            unlink()
        }
        stepperType.notify(property: adjustmentPropertyID, on: widget)
    }

    /// Sets `adjustment` as `set_property` does: refused with a warning naming it.
    func setAdjustment(_ adjustment: Gtk.Adjustment?) {
        do {
            try link(adjustment)
        } catch {
            logWarning("\(stepperType.name): refused the adjustment: \(error); the stepper is as it was")
        }
    }

    /// Lets go of the adjustment: its handlers, then the reference.
    func unlink() {
        guard let old = adjustmentLink else { return }
        adjustmentLink = nil
        // The reference goes with the link, after the handlers.
        old.connections.forEach { $0.disconnect() }
    }

    /// The adjustment changed: the stepper takes what it can hold. What it
    /// cannot (lower above upper between two calls that set them one by one)
    /// leaves the stepper as it is, with a warning, until it can again.
    private func adjustmentDidChange() {
        guard let adjustmentLink else { return }
        do {
            let adopted = try model.configuration.adopting(adjustmentLink.values)
            guard adopted != model.configuration else { return }
            try? model.update { $0 = adopted }
        } catch {
            logWarning("\(stepperType.name): cannot follow its adjustment for now: \(error)")
        }
    }

    /// Brings the adjustment up to the model after a change made elsewhere
    /// (a click, a key, code, another view of the model); a change that came
    /// from the adjustment finds it equal and writes nothing.
    func updateAdjustment() {
        guard let adjustmentLink else { return }
        let current = adjustmentLink.values
        let configuration = model.configuration
        let adopted = try? configuration.adopting(current)
        let target = configuration.adjustmentValues(keeping: current)
        // GtkAdjustment leaves its value where it was when its bounds move past it.
        // The adjustment's value as the stepper reads it: a double a finer
        // widget on the adjustment set (92.54 for a stepper of tenths) stays.
        let currentUnits = DecimalUnits.units(of: current.value, digits: configuration.digits)
        guard adopted != configuration || currentUnits != configuration.valueUnits else { return }
        var valueOnly = current
        valueOnly.value = target.value
        // An adjustment the stepper cannot follow for now gets only the value.
        if adopted == nil || valueOnly == target {
            adjustmentLink.adjustment.value = target.value
        } else {
            adjustmentLink.adjustment.configure(
                value: target.value, lower: target.lower, upper: target.upper, stepIncrement: target.stepIncrement,
                pageIncrement: target.pageIncrement, pageSize: target.pageSize)
        }
        // Beyond 2⁵³ a double holds only some whole numbers, and an adjustment
        // given one it cannot hold keeps the nearest (or nothing changes, and
        // it says nothing): the stepper takes what the adjustment now holds.
        guard self.adjustmentLink?.adjustment == adjustmentLink.adjustment else { return }
        adjustmentDidChange()
    }
}
