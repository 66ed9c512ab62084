import CGtk
import StepperCore
import StepperGtk

// The smallest app that uses the stepper from Swift: a window with a label
// and a stepper, with StepperGtk and GTK alone (no libadwaita). Run it with
// `swift run stepper-gtk-example`; it prints each value as it changes.

/// A widget as one of GTK's public instance structs (`GtkWindow`, `GtkBox`), as C's `GTK_WINDOW ()` casts it.
func cast<Instance>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: Instance.Type) -> UnsafeMutablePointer<Instance> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Instance.self)
}

@MainActor
func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
    guard let window = gtk_application_window_new(application),
          let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12),
          let label = gtk_label_new_with_mnemonic("_Cups")
    else { return }
    gtk_window_set_title(cast(window, to: GtkWindow.self), "Stepper")
    gtk_widget_set_margin_top(box, 18)
    gtk_widget_set_margin_bottom(box, 18)
    gtk_widget_set_margin_start(box, 18)
    gtk_widget_set_margin_end(box, 18)
    gtk_widget_set_hexpand(label, 1)

    // The model is the source of truth; the stepper shows and edits it.
    let cups = (try? StepperModel(.quantity)) ?? StepperModel()
    let stepper = Stepper(model: cups)
    stepper.onValueChanged { print("\($0) cups") }
    gtk_label_set_mnemonic_widget(OpaquePointer(label), stepper.widget)

    gtk_box_append(cast(box, to: GtkBox.self), label)
    gtk_box_append(cast(box, to: GtkBox.self), stepper.widget)
    gtk_window_set_child(cast(window, to: GtkWindow.self), box)
    gtk_window_present(cast(window, to: GtkWindow.self))
}

let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, UnsafeMutableRawPointer?) -> Void = { application, _ in
    MainActor.assumeIsolated { application.map(activate) }
}
// GLib's flags by value (0: G_APPLICATION_DEFAULT_FLAGS, G_CONNECT_DEFAULT), which
// compiles on every GLib: GLib 2.88 and later make Swift import them as option
// sets, without the global constants older GLib gave.
let defaultFlags = GApplicationFlags(rawValue: 0)
guard let application = gtk_application_new("io.github.stepperkit.GtkExample", defaultFlags) else { exit(1) }
g_signal_connect_data(application, "activate", unsafeBitCast(onActivate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
let status = g_application_run(
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), CommandLine.argc, CommandLine.unsafeArgv)
g_object_unref(application)
exit(status)
