import CGtk
import GtkInterop
import StepperCore

// The colour of a stepper's value: black or white over its background, as
// that background shows over the app's light or dark style.

extension StepperInstance {
    /// The window backgrounds of Adwaita's light and dark styles, which show
    /// through a translucent value background.
    static let lightBackdrop = RGBAColor(red: 0xfa, green: 0xfa, blue: 0xfa)
    static let darkBackdrop = RGBAColor(red: 0x24, green: 0x24, blue: 0x24)

    /// Draws the value in black or white, whichever reads better (WCAG 4.5:1 at
    /// least) on the background as it shows over the app's light or dark style;
    /// in the theme's own colour when there is no background. The colours are
    /// the stylesheet's (`value-black`, `value-white`), shared by every stepper.
    func updateTextColor() {
        let background = model.configuration.backgroundColor
        let text = background.alpha > 0
            ? background.readableText(over: Gtk.Settings.prefersDark ? Self.darkBackdrop : Self.lightBackdrop) : nil
        stepper.setCSSClass("value-black", present: text == .black)
        stepper.setCSSClass("value-white", present: text == .white)
        Self.steppersOnBackgrounds[ObjectIdentifier(self)] = text == nil || parts == nil ? nil : self
        if text != nil { Self.followDarkness() }
    }

    /// The steppers whose value colour depends on the style being dark: one
    /// watch on the style serves them all.
    static var steppersOnBackgrounds: [ObjectIdentifier: StepperInstance] = [:]
    private static var darknessWatch: [SignalConnection] = []

    private static func followDarkness() {
        guard darknessWatch.isEmpty else { return }
        darknessWatch = Gtk.Settings.onDarknessChange {
            for stepper in Array(steppersOnBackgrounds.values) { stepper.updateTextColor() }
        }
    }
}
