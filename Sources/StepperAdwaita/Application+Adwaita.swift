import CAdw
import CGtk
import StepperGtk

extension Application {
    /// Creates an `AdwApplication`: a ``StepperGtk/Application`` that also
    /// starts libadwaita, so that its windows follow GNOME's style, dark and
    /// high-contrast preferences and its accent colour.
    ///
    /// ```swift
    /// let app = Application.adwaita(id: "org.example.CoffeeOrder")
    /// app.onActivate { app in
    ///     let window = adw_application_window_new(app.pointer)!
    ///     adw_application_window_set_content(gtkCast(window), StepperRow(title: "_Espresso").widget)
    ///     gtk_window_present(gtkCast(window))
    /// }
    /// exit(app.run())
    /// ```
    ///
    /// - Parameters:
    ///   - id: The app's reverse-DNS id, also its D-Bus name; GLib warns of
    ///     an invalid one and the app then runs without one.
    ///   - isUnique: Whether a second start hands over to the first (GNOME's way).
    /// - Returns: The application; nothing runs until ``StepperGtk/Application/run(arguments:)``.
    public static func adwaita(id: String, isUnique: Bool = true) -> Application {
        Application(makingWith: id, isUnique: isUnique) { id, flags in UnsafeMutableRawPointer(adw_application_new(id, flags)) }
    }
}
