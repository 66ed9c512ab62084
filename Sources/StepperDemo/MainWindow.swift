import Foundation
import GtkInterop
import StepperDemoResources
import StepperCore
import StepperGtk

/// The demo's main window: a coffee order and an inspectable stepper.
///
/// Its widgets come from `window.ui`, steppers included; this class wires
/// their closures: the order total, the value log and the shared model.
@MainActor
final class MainWindow {
    /// A drink on the menu, with its price in cents.
    struct Drink {
        let id: String
        let name: String
        let priceInCents: Int
    }

    static let drinks = [
        Drink(id: "espresso", name: "Espresso", priceInCents: 250),
        Drink(id: "cappuccino", name: "Cappuccino", priceInCents: 350),
        Drink(id: "latte", name: "Latte", priceInCents: 400),
    ]

    let window: Gtk.Window
    /// The coffee steppers, in menu order.
    let drinkSteppers: [Stepper]
    /// The stepper after CSStepper, bound to the app's shared model.
    let inspectable: Stepper
    /// A second view of the same model.
    let mirror: Stepper
    let orderTotal: Gtk.Label
    let valueLog: Gtk.Label
    private let problemRevealer: Gtk.Revealer
    private let problemLabel: Gtk.Label
    private let builder: Gtk.Builder
    private var changesSeen = 0

    /// Why the window could not be built from its `.ui` file.
    struct BuildError: Error, CustomStringConvertible {
        var description: String
    }

    init(application: Gtk.Application, inspectableModel: StepperModel) throws {
        _ = Stepper.gType  // GtkBuilder finds SkStepper by name once it is registered
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
        func stepper(_ id: String) throws -> Stepper {
            guard let stepper = Stepper(wrapping: try widget(id).widget) else {
                throw BuildError(description: "“\(id)” in window.ui is not an SkStepper")
            }
            return stepper
        }
        window = Gtk.Window(wrapping: try widget("window").widget)
        drinkSteppers = try Self.drinks.map { try stepper($0.id) }
        inspectable = try stepper("inspectable")
        mirror = try stepper("mirror")
        orderTotal = Gtk.Label(wrapping: try widget("order-total").widget)
        valueLog = Gtk.Label(wrapping: try widget("value-log").widget)
        problemRevealer = Gtk.Revealer(wrapping: try widget("problem-revealer").widget)
        problemLabel = Gtk.Label(wrapping: try widget("problem-label").widget)

        application.addWindow(window)
        installHelpOverlay(application)
        for (drink, stepper) in zip(Self.drinks, drinkSteppers) {
            Gtk.Label(wrapping: try widget(drink.id + "-price").widget).text = Self.price(drink.priceInCents)
            stepper.onValueChanged { [weak self] _ in self?.updateOrderTotal() }
        }
        updateOrderTotal()

        inspectable.model = inspectableModel
        mirror.model = inspectableModel
        inspectable.onValueChanged { [weak self] value in self?.logValue(value) }
        valueLog.text = "Value \(inspectableModel.value); no changes yet"
        Gtk.Button(wrapping: try widget("problem-dismiss").widget).onClicked { [weak self] in
            self?.dismissProblem()
        }
    }

    /// The number of drinks and their price, as the total line shows them.
    var orderSummary: (count: Int, priceInCents: Int) {
        zip(Self.drinks, drinkSteppers).reduce(into: (0, 0)) { total, pair in
            let (drink, stepper) = pair
            total.count += stepper.value
            total.priceInCents += stepper.value * drink.priceInCents
        }
    }

    private func updateOrderTotal() {
        let (count, cents) = orderSummary
        orderTotal.text = count == 1
            ? "Total: 1 drink, \(Self.price(cents))"
            : "Total: \(count) drinks, \(Self.price(cents))"
    }

    private func logValue(_ value: Int) {
        changesSeen += 1
        valueLog.text = "Value changed to \(value) (\(changesSeen) changes so far)"
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

    /// The settings dialog for the inspectable stepper, made on first use and kept.
    private(set) var settingsDialog: SettingsDialog?

    /// Shows the settings dialog for the inspectable stepper's model.
    func showSettings() {
        let dialog = settingsDialog ?? SettingsDialog(model: inspectable.model)
        settingsDialog = dialog
        dialog.present(transientFor: window.widget)
    }

    private func installHelpOverlay(_ application: Gtk.Application) {
        let shortcuts = Gtk.Builder()
        guard (try? shortcuts.add(DemoResourceFiles.shortcutsUI)) != nil,
              let overlay = shortcuts.widget(named: "help-overlay")
        else { return }
        application.setHelpOverlay(overlay, on: window)
    }

    static func price(_ cents: Int) -> String {
        let (dollars, remainder) = cents.quotientAndRemainder(dividingBy: 100)
        return "$\(dollars).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
