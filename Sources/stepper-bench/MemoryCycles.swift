import CBenchSupport
import CGtk
import Foundation
import GtkInterop
import StepperAdwaita
import StepperCore
import StepperGtk

/// Create, show and destroy steppers on a shared model, with closures, many
/// times: run under valgrind it shows leaks and bad reads; run plainly it shows
/// whether resident memory stays flat. Every Swift handle of a cycle is
/// dropped while its widget is on screen (a stepper's, a row's, a button's
/// signal handlers', and every hundredth cycle presented preferences'), as
/// an app that leaves them to GTK drops them: the window's end must take
/// them all.
@MainActor
enum MemoryCycles {
    /// Resident memory of this process, in kilobytes (`VmRSS`).
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Runs `count` cycles, printing memory every `every` cycles.
    ///
    /// - Returns: The samples: (cycle, resident kB, heap kB).
    @discardableResult
    static func run(count: Int, every: Int = 100) -> [(cycle: Int, residentKB: Int, heapKB: Int)] {
        let shared = StepperModel()
        // A view that outlives every cycle, as a main window's stepper would.
        let mainWindow = Gtk.Window()
        let longLived = Stepper(model: shared)
        mainWindow.setChild(Gtk.Widget(longLived.widget))
        var heardByLongLived = 0
        longLived.onValueChanged { _ in heardByLongLived += 1 }
        var samples: [(Int, Int, Int)] = []
        for cycle in 1...count {
            let window = Gtk.Window()
            window.title = "Memory cycle"
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            var heard = 0
            let typedIn: UnsafeMutablePointer<GtkWidget>
            do {
                let stepper = Stepper(model: shared)
                stepper.onValueChanged { _ in heard += 1 }
                let settings = Stepper(model: shared)
                let connection = settings.onValueChanged { [weak longLived] _ in _ = longLived?.value }
                gtk_box_append(box.cast(to: GtkBox.self), stepper.widget)
                gtk_box_append(box.cast(to: GtkBox.self), settings.widget)
                if cycle % 2 == 0 { connection.disconnect() }
                typedIn = settings.widget
                // A row and a button whose Swift handles go now; GTK keeps what they show.
                let row = StepperRow(model: shared, title: "_Cups")
                gtk_box_append(box.cast(to: GtkBox.self), row.widget)
                let button = gtk_button_new_with_mnemonic("_Order")!
                button.onClicked { heard += 1 }
                button.onNotify("label") { heard += 1 }
                gtk_button_set_label(gtkCast(button), "_Order \(cycle)")
                gtk_box_append(box.cast(to: GtkBox.self), button)
            }
            window.setChild(Gtk.Widget(box))
            window.present()
            waitForFirstFrame(of: window)
            shared.increment()
            shared.value = cycle % 50
            // The field a value is typed in, which GTK 4.14 and later make
            // only for typing: text written as an assistive tool writes it
            // makes one, applied and let go of when the main loop is idle;
            // every third cycle the window goes with the text still in flight.
            // (GTK 4.8 keeps the field from the start: the same text goes to it.)
            if cycle % 3 != 1 {
                String((cycle % 40) + 1).withCString { gtk_editable_set_text(typedIn.opaque, $0) }
                if cycle % 3 == 2 { MainLoop.drain() }
            }
            if cycle % 100 == 0 {
                // Presented and forgotten: they close with their window.
                let preferences = SettingsDialog(model: shared)
                preferences.present(over: window.widget)
                MainLoop.iterate(until: { Gtk.Widget(preferences.widget).isMapped }, timeout: 30)
            }
            window.destroy()
            MainLoop.drain()
            precondition(heard > 0, "the cycle's stepper heard its changes")
            if cycle % every == 0 {
                let sample = (cycle, residentKilobytes(), Int(sk_bench_heap_in_use()) / 1024)
                samples.append(sample)
                writeLine("cycle \(sample.0): resident \(sample.1) kB, heap \(sample.2) kB")
            }
        }
        precondition(heardByLongLived > 0, "the long-lived view heard the cycles")
        // Leave nothing of ours alive at exit, so that whatever valgrind still
        // finds then was lost, not merely in use.
        mainWindow.destroy()
        MainLoop.drain()
        return samples
    }
}
