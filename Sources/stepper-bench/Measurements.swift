import CBenchSupport
import CGtk
import Foundation
import GtkInterop
import StepperCore
import StepperGtk

/// The widgets measured side by side.
enum WidgetKind: String, CaseIterable {
    /// StepperKit's `Stepper` (an `SkStepper` bound to its own model).
    case stepper = "Stepper"
    /// GTK's own `GtkSpinButton`, the widget a stepper replaces.
    case spinButton = "GtkSpinButton"
    /// A `GtkBox` of button + label + button built by hand, the least a stepper can be.
    case handBuiltBox = "GtkBox (button, label, button)"
    /// A `Stepper` of hundredths (`digits` 2), shown in the locale.
    case decimalStepper = "Stepper (digits 2)"
    /// A `GtkSpinButton` of hundredths (`digits` 2, a step of 0.01).
    case decimalSpinButton = "GtkSpinButton (digits 2)"

    /// The kinds that hold a value to update, whole then decimal.
    static let valueKinds: [WidgetKind] = [.stepper, .spinButton, .decimalStepper, .decimalSpinButton]

    /// The configuration of ``decimalStepper``: hundredths in -100...100, a step of 0.01.
    static let hundredths = StepperConfiguration(digits: 2, value: 0, minimumValue: -100, maximumValue: 100, stepValue: 0.01)

    /// Creates one widget of this kind (floating, for its container to take).
    @MainActor
    func make() -> Gtk.Widget {
        switch self {
        case .stepper:
            return Gtk.Widget(Stepper().widget)
        case .spinButton:
            return Gtk.SpinButton(range: -100...100).asWidget
        case .decimalStepper:
            // Valid as written; the fallback is never taken.
            return Gtk.Widget(Stepper(model: (try? StepperModel(Self.hundredths)) ?? StepperModel()).widget)
        case .decimalSpinButton:
            return Gtk.SpinButton(hundredthsIn: -100...100).asWidget
        case .handBuiltBox:
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            for child in [gtk_button_new_with_label("⬇"), gtk_label_new("0"), gtk_button_new_with_label("⬆")] {
                gtk_box_append(box.cast(to: GtkBox.self), child)
            }
            return Gtk.Widget(box)
        }
    }
}

/// One figure measured several times.
struct Sample {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The spread as half the distance between the smallest and largest runs.
    var spread: Double {
        guard let low = values.min(), let high = values.max() else { return .nan }
        return (high - low) / 2
    }
}

/// The monotonic clock, in seconds.
func now() -> Double {
    Double(g_get_monotonic_time()) / 1_000_000
}

/// Runs the main loop until the window has painted a frame.
@MainActor
func waitForFirstFrame(of window: Gtk.Window) {
    var painted = false
    MainLoop.iterate(until: { window.isRealized }, timeout: 30)
    window.afterNextFrame { painted = true }
    MainLoop.iterate(until: { painted }, timeout: 60)
}

@MainActor
enum Measurements {
    /// Widgets per grid row, so a thousand fit a window X allows.
    static let columns = 25

    /// Creates `count` widgets into a shown window and waits for its first frame.
    ///
    /// - Parameter scrolled: Whether the grid sits in a scrolled window of a
    ///   fixed size, so that the window's own cost does not grow with the grid.
    /// - Returns: Seconds and heap bytes per widget.
    static func creation(of kind: WidgetKind, count: Int, scrolled: Bool = false) -> (seconds: Double, bytes: Double) {
        showing("Creation of \(kind.rawValue)", count: count, size: scrolled ? (800, 600) : nil) {
            let grid = Gtk.Grid(rowSpacing: 2, columnSpacing: 2)
            for index in 0..<count {
                grid.attach(kind.make(), column: index % columns, row: index / columns)
            }
            return scrolled ? Gtk.ScrolledWindow(around: grid).asWidget : grid.asWidget
        }
    }

    /// Builds a window titled `title` around what `content` makes, shows it
    /// and waits for its first frame, then destroys it.
    ///
    /// - Parameter size: The window's size; `nil` for its content's.
    /// - Returns: Seconds and heap bytes from the start of building to the
    ///   first frame, per one of the `count` items the content holds.
    static func showing(
        _ title: String, count: Int, size: (width: Int, height: Int)?, _ content: () -> Gtk.Widget
    ) -> (seconds: Double, bytes: Double) {
        MainLoop.drain()
        let heapBefore = sk_bench_heap_in_use()
        let start = now()
        let window = Gtk.Window()
        window.title = title
        if let size { window.setDefaultSize(width: size.width, height: size.height) }
        window.setChild(content())
        window.present()
        waitForFirstFrame(of: window)
        let seconds = now() - start
        let bytes = Double(Int(sk_bench_heap_in_use()) - Int(heapBefore))
        window.destroy()
        MainLoop.drain()
        return (seconds / Double(count), bytes / Double(count))
    }

    /// Sets the value from code `count` times, alternating so each set is a
    /// real change; a Swift closure listens to our stepper, a C handler to GtkSpinButton.
    ///
    /// - Returns: Seconds per update.
    static func updates(of kind: WidgetKind, count: Int) -> Double {
        let window = Gtk.Window()
        var heard: UInt64 = 0
        var seconds = Double.nan
        switch kind {
        case .stepper:
            let stepper = Stepper()
            stepper.onValueChanged { _ in heard += 1 }
            window.setChild(Gtk.Widget(stepper.widget))
            window.present()
            waitForFirstFrame(of: window)
            let start = now()
            for index in 0..<count {
                stepper.value = index & 1
            }
            seconds = now() - start
        case .spinButton:
            let spin = Gtk.SpinButton(range: -100...100)
            withUnsafeMutablePointer(to: &heard) { counter in
                Signal.connectC(spin.widget, "value-changed", handler: sk_bench_count_handler, data: UnsafeMutableRawPointer(counter))
                window.setChild(spin)
                window.present()
                waitForFirstFrame(of: window)
                let start = now()
                for index in 0..<count {
                    spin.value = Double(index & 1)
                }
                seconds = now() - start
            }
        case .decimalStepper:
            let stepper = Stepper(model: (try? StepperModel(WidgetKind.hundredths)) ?? StepperModel())
            stepper.onValueChanged { _ in heard += 1 }
            window.setChild(Gtk.Widget(stepper.widget))
            window.present()
            waitForFirstFrame(of: window)
            let start = now()
            for index in 0..<count {
                stepper.decimalValue = index & 1 == 0 ? 0 : 0.25
            }
            seconds = now() - start
        case .decimalSpinButton:
            let spin = Gtk.SpinButton(hundredthsIn: -100...100)
            withUnsafeMutablePointer(to: &heard) { counter in
                Signal.connectC(spin.widget, "value-changed", handler: sk_bench_count_handler, data: UnsafeMutableRawPointer(counter))
                window.setChild(spin)
                window.present()
                waitForFirstFrame(of: window)
                let start = now()
                for index in 0..<count {
                    spin.value = index & 1 == 0 ? 0 : 0.25
                }
                seconds = now() - start
            }
        case .handBuiltBox:
            break  // a box has no value to update
        }
        precondition(heard >= UInt64(count - 1), "every update must reach its handler")
        window.destroy()
        MainLoop.drain()
        return seconds / Double(count)
    }

    /// Emits `value-changed` on an `SkStepper` `count` times with one handler
    /// connected: a Swift closure (through `onValueChanged`) or a C function.
    ///
    /// - Returns: Seconds per emission.
    static func dispatch(toSwift: Bool, count: Int) -> Double {
        let stepper = Stepper()
        let signal = Signal.id(named: "value-changed", on: Stepper.gType)
        var heard: UInt64 = 0
        var seconds = 0.0
        if toSwift {
            stepper.onValueChanged { _ in heard += 1 }
            let start = now()
            for _ in 0..<count { stepper.widget.emit(signal: signal) }
            seconds = now() - start
        } else {
            withUnsafeMutablePointer(to: &heard) { counter in
                Signal.connectC(stepper.widget, "value-changed", handler: sk_bench_count_handler, data: UnsafeMutableRawPointer(counter))
                let start = now()
                for _ in 0..<count { stepper.widget.emit(signal: signal) }
                seconds = now() - start
            }
        }
        precondition(heard == UInt64(count), "every emission must reach its handler")
        return seconds / Double(count)
    }
}

/// Writes a line to standard output at once (no buffering: a parent may be waiting for it).
func writeLine(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
