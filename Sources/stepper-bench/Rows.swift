import AdwaitaInterop
import CBenchSupport
import CGtk
import GtkInterop
import StepperAdwaita
import StepperCore

/// StepperRow against libadwaita's own spin row, as a preferences page holds them.
///
/// The reference is `AdwSpinRow` where libadwaita has it (1.4 and later); on
/// libadwaita 1.2, which has none, it is what an app builds there instead:
/// an `AdwActionRow` with a `GtkSpinButton` at its end.
@MainActor
enum Rows {
    /// The two rows compared.
    enum Kind: String, CaseIterable {
        /// StepperKit's `StepperRow` (an `SkStepperRow`).
        case stepperRow = "StepperRow"
        /// `AdwSpinRow`, or an action row with a spin button before libadwaita 1.4.
        case reference

        /// What the reference is on this libadwaita.
        @MainActor
        static var referenceName: String {
            Adw.initialize()
            guard let row = sk_bench_spin_row_new("", "", 0, 1, 0) else { return "AdwActionRow + GtkSpinButton" }
            g_object_unref(g_object_ref_sink(row))
            return "AdwSpinRow"
        }

        /// Creates one row: "Espresso", "$2.50", a whole number in 0...99 at 1.
        @MainActor
        func make() -> Gtk.Widget {
            switch self {
            case .stepperRow:
                let model = (try? StepperModel(.quantity)) ?? StepperModel()
                return Gtk.Widget(StepperRow(model: model, title: "Espresso", subtitle: "$2.50").widget)
            case .reference:
                if let row = sk_bench_spin_row_new("Espresso", "$2.50", 0, 99, 1) {
                    return Gtk.Widget(wrapping: row)
                }
                let row = Adw.ActionRow()
                row.title = "Espresso"
                row.subtitle = "$2.50"
                let spin = Gtk.SpinButton(range: 0...99)
                spin.value = 1
                spin.asWidget.verticalAlignment = GTK_ALIGN_CENTER
                row.addSuffix(spin)
                row.activatableWidget = spin.asWidget
                return row.asWidget
            }
        }
    }

    /// Creates `count` rows in a preferences group (a boxed list) in a
    /// scrolled window of a fixed size, shows them and waits for the first frame.
    ///
    /// - Returns: Seconds and heap bytes per row.
    static func creation(of kind: Kind, count: Int) -> (seconds: Double, bytes: Double) {
        Adw.initialize()
        return Measurements.showing("Rows: \(kind.rawValue)", count: count, size: (600, 800)) {
            let group = Adw.PreferencesGroup(title: "")
            for _ in 0..<count { group.add(kind.make()) }
            return Gtk.ScrolledWindow(around: group).asWidget
        }
    }
}
