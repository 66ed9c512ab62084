import CGtk
import GtkInterop
import StepperCore
import StepperGtk
import XCTest

/// A window with a button, a labelled stepper and another button, focused and ready for keys.
@MainActor
package final class KeyboardFixture {
    package static var serial = 0
    package let window = Gtk.Window()
    package let before = Gtk.Button(mnemonic: "Before")
    package let label = Gtk.Label(mnemonic: "_Quantity")
    package let stepper: Stepper
    package let after = Gtk.Button(mnemonic: "After")
    package let model: StepperModel
    package var changes: [Int] = []

    package init(_ configuration: StepperConfiguration = StepperConfiguration(value: 5, minimumValue: 0, maximumValue: 100)) {
        model = try! StepperModel(configuration)
        stepper = Stepper(model: model)
        Self.serial += 1
        window.title = "Keyboard fixture \(Self.serial)"
        let box = Gtk.Box(spacing: 6)
        for child in [before.widget, label.widget, stepper.widget, after.widget] {
            box.append(Gtk.Widget(child))
        }
        label.setMnemonicWidget(Gtk.Widget(stepper.widget))
        window.setChild(box)
        window.present()
        // Weak: a window that outlives the fixture (torn down later) may still commit what was typed.
        stepper.onValueChanged { [weak self] in self?.changes.append($0) }
        XDoTool.focus(window)
    }

    /// The X window id and the centre of a button, in window coordinates.
    package func target(_ button: Gtk.Widget) -> (window: String, x: String, y: String)? {
        guard let bounds = button.bounds(in: window) else { return nil }
        let id = XDoTool.run(["search", "--name", "^\(window.title)$"])
        return (id, String(Int(bounds.origin.x + bounds.size.width / 2)), String(Int(bounds.origin.y + bounds.size.height / 2)))
    }

    package func focusStepper() {
        Gtk.Widget(stepper.widget).grabFocus()
        waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
    }

    deinit {
        MainActor.assumeIsolated { window.destroy() }
    }
}
