import Foundation
import GtkInterop
import StepperDemoResources

/// The About window: name, version, licence and credits.
@MainActor
enum AboutWindow {
    /// The about window last shown, while it exists.
    private(set) static var shown: Gtk.Window?

    static func present(transientFor parent: Gtk.Window?) {
        let window = Gtk.AboutDialog.present(
            Gtk.AboutDialog.Content(
                name: "Stepper Demo",
                version: DemoApplication.version,
                comments: "A stepper control for GTK 4, written in Swift",
                website: "https://github.com/stepperkit/stepperkit",
                authors: ["The StepperKit developers"],
                copyright: "© 2026 The StepperKit developers",
                logo: DemoResourceFiles.icon),
            transientFor: parent)
        shown = window
        window.onCloseRequest {
            shown = nil
            return false
        }
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
}

private struct StandardError: TextOutputStream {
    mutating func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
