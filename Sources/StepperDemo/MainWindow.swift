import AdwaitaInterop
import CGtk
import GtkInterop
import StepperAdwaita
import StepperCore
import StepperDemoResources
import StepperGtk

/// The demo's main window: a coffee order and an inspectable stepper, in
/// libadwaita's boxed lists.
///
/// Its widgets come from `window.ui`, stepper rows included; this class wires
/// their closures: the order total, the change log and the shared model.
@MainActor
final class MainWindow {
    /// A drink on the menu, with its price in cents.
    struct Drink {
        let id: String
        let priceInCents: Int
    }

    static let drinks = [
        Drink(id: "espresso", priceInCents: 250),
        Drink(id: "cappuccino", priceInCents: 350),
        Drink(id: "latte", priceInCents: 400),
    ]

    /// The colour behind a quantity, CustomStepper's.
    static let quantityBackground = RGBAColor(red: 0xf6, green: 0xd5, blue: 0xa8)

    let window: Gtk.Window
    /// The coffee rows, in menu order.
    let drinkRows: [StepperRow]
    /// The brew temperature: a decimal with a unit, 85 to 96 °C in steps of 0.5, from window.ui.
    let temperature: StepperRow
    /// The row after CSStepper, bound to the app's shared model.
    let inspectable: StepperRow
    /// A second view of the same model.
    let mirror: StepperRow
    /// A stepper in a column, configured in window.ui alone.
    let floor: Stepper
    let orderTotal: Gtk.Label
    let valueLog: Adw.ActionRow
    private let problemRevealer: Gtk.Revealer
    private let problemLabel: Gtk.Label
    private let builder: Gtk.Builder
    private var changesSeen = 0

    /// Why the window could not be built from its `.ui` file.
    struct BuildError: Error, CustomStringConvertible {
        var description: String
    }

    init(application: Gtk.Application, inspectableModel: StepperModel) throws {
        _ = StepperRow.gType  // GtkBuilder finds SkStepperRow by name once it is registered
        let builder = Gtk.Builder()
        self.builder = builder
        do {
            try builder.add(DemoResourceFiles.windowUI)
        } catch {
            throw BuildError(description: "window.ui: \(error)")
        }
        func widget(_ id: String) throws -> Gtk.Widget {
            guard let widget = builder.widget(named: id) else { throw BuildError(description: "window.ui has no widget “\(id)”") }
            return widget
        }
        func row(_ id: String) throws -> StepperRow {
            guard let row = StepperRow(wrapping: try widget(id).widget) else {
                throw BuildError(description: "“\(id)” in window.ui is not an SkStepperRow")
            }
            return row
        }
        window = Gtk.Window(wrapping: try widget("window").widget)
        drinkRows = try Self.drinks.map { try row($0.id) }
        temperature = try row("temperature")
        inspectable = try row("inspectable")
        mirror = try row("mirror")
        guard let floor = Stepper(wrapping: try widget("floor").widget) else {
            throw BuildError(description: "“floor” in window.ui is not an SkStepper")
        }
        self.floor = floor
        // The row's title names the stepper at its end, as in a StepperRow.
        if let title = Adw.ActionRow(wrapping: try widget("floor-row").widget).titleLabel {
            Accessible(Gtk.Widget(floor.widget)).setLabelled(by: title)
        }
        orderTotal = Gtk.Label(wrapping: try widget("order-total").widget)
        valueLog = Adw.ActionRow(wrapping: try widget("value-log").widget)
        problemRevealer = Gtk.Revealer(wrapping: try widget("problem-revealer").widget)
        problemLabel = Gtk.Label(wrapping: try widget("problem-label").widget)

        application.addWindow(window)
        window.addAction("show-help-overlay") { [weak self] in self?.showShortcuts() }
        // Screen readers name a scrolling area; its window's title says what it holds.
        Accessible(try widget("content-scroller")).setLabel(window.title)
        for (drink, row) in zip(Self.drinks, drinkRows) {
            row.subtitle = Self.price(drink.priceInCents)
            // The quantity look of CustomStepper; the value and bounds come from window.ui.
            try? row.model.update {
                $0.leftTitle = StepperConfiguration.quantity.leftTitle
                $0.rightTitle = StepperConfiguration.quantity.rightTitle
                $0.backgroundColor = Self.quantityBackground
            }
            row.stepper.onValueChanged { [weak self] _ in self?.updateOrderTotal() }
        }
        updateOrderTotal()
        // The coffee look too; the digits, the unit and the numbers come from window.ui.
        try? temperature.model.update {
            $0.leftTitle = StepperConfiguration.quantity.leftTitle
            $0.rightTitle = StepperConfiguration.quantity.rightTitle
            $0.backgroundColor = Self.quantityBackground
        }

        inspectable.model = inspectableModel
        mirror.model = inspectableModel
        inspectable.stepper.onValueChanged { [weak self] _ in self?.logValue() }
        valueLog.title = localized("No changes yet")
        // TRANSLATORS: the shared model’s value before any change; %s is the value.
        valueLog.subtitle = localized("Value %s", inspectable.stepper.shownValue)
        Gtk.Button(wrapping: try widget("problem-dismiss").widget).on(.clicked) { [weak self] in
            self?.dismissProblem()
        }
    }

    /// The number of drinks and their price, as the total row shows them.
    var orderSummary: (count: Int, priceInCents: Int) {
        zip(Self.drinks, drinkRows).reduce(into: (0, 0)) { total, pair in
            let (drink, row) = pair
            total.count += row.stepper.value
            total.priceInCents += row.stepper.value * drink.priceInCents
        }
    }

    private func updateOrderTotal() {
        let (count, cents) = orderSummary
        // TRANSLATORS: the coffee order's total: %1$s is how many drinks, %2$s their price.
        orderTotal.text = localizedPlural("%1$s drink, %2$s", "%1$s drinks, %2$s", count: count, String(count), Self.price(cents))
    }

    private func logValue() {
        changesSeen += 1
        // As the stepper shows it: with the preferences' digits and unit, in the locale.
        valueLog.title = localized("Value changed to %s", inspectable.stepper.shownValue)
        valueLog.subtitle = localizedPlural(
            "%s change so far", "%s changes so far", count: changesSeen, String(changesSeen))
    }

    /// Shows a problem above the content until dismissed.
    func showProblem(_ message: String) {
        problemLabel.text = message
        problemRevealer.isVisible = true
        problemRevealer.isRevealed = true
    }

    /// Hides the problem banner, from screen readers too.
    func dismissProblem() {
        problemRevealer.isRevealed = false
        problemRevealer.isVisible = false
    }

    /// The problem shown, or `nil` when none is.
    var shownProblem: String? { problemRevealer.isRevealed ? problemLabel.text : nil }

    /// The preferences window for the inspectable stepper, made on first use and kept.
    private(set) var preferences: SettingsDialog?

    /// Shows the preferences window for the inspectable stepper's model.
    func showPreferences() {
        let preferences = preferences ?? SettingsDialog(model: inspectable.model)
        self.preferences = preferences
        preferences.present(over: window.widget)
    }

    /// The keyboard shortcuts, once `win.show-help-overlay` has built them:
    /// an `AdwShortcutsDialog` or a `GtkShortcutsWindow` (``KeyboardShortcuts``).
    private(set) var shortcuts: Gtk.Widget?
    /// The reference that keeps a shortcuts dialog to show again: libadwaita
    /// lets go of a dialog once it is closed. A window is GTK's to keep.
    private var shortcutsDialog: ObjectReference?

    /// What `win.show-help-overlay` (Ctrl+?) does: builds the shortcuts when
    /// first asked for (they are most of a window's worth of widgets that a
    /// start-up need not pay for), then shows them over this window; the
    /// window is hidden when closed and destroyed with this one. GTK's own
    /// help overlay does the same through an API that GTK 4.18 deprecates.
    private func showShortcuts() {
        if shortcuts == nil {
            let builder = Gtk.Builder()
            guard (try? builder.add(KeyboardShortcuts.builderXML)) != nil, let built = builder.widget(named: "shortcuts")
            else { return }
            if KeyboardShortcuts.areShownInADialog {
                shortcutsDialog = ObjectReference(sinking: built.widget)
            } else {
                let shortcutsWindow = Gtk.Window(wrapping: built.widget)
                shortcutsWindow.hidesOnClose = true
                shortcutsWindow.setTransient(for: window, modal: true, destroyedWithParent: true)
                Signal.connect(built.widget, "destroy") { [weak self] in self?.shortcuts = nil }
            }
            shortcuts = built
        }
        guard let shortcuts else { return }
        if shortcutsDialog != nil {
            ShortcutsDialog(handling: shortcuts.widget).present(over: window)
        } else {
            Gtk.Window(wrapping: shortcuts.widget).present()
        }
    }

    /// A price in dollars, such as `$2.50`.
    static func price(_ cents: Int) -> String {
        let (dollars, remainder) = cents.quotientAndRemainder(dividingBy: 100)
        // TRANSLATORS: a price in US dollars: %1$s is the dollars, %2$s the cents
        // (always two digits), as in “$3.50”; write it as your language does, such as “%1$s,%2$s $”.
        return localized("$%1$s.%2$s", String(dollars), remainder < 10 ? "0\(remainder)" : String(remainder))
    }
}
