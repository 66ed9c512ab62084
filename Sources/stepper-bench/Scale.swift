import CBenchSupport
import CGtk
import Foundation
import GtkInterop
import StepperDemo
import StepperCore
import StepperGtk

/// What real apps do at scale: a long list of quantities in a recycling
/// `GtkListView`, one model shown by many views, and rebinding a stepper to
/// another model, each against GTK's own widgets.
@MainActor
enum Scale {
    /// Items in the list benchmark (`--list-items`).
    static var listItems = 10_000
    /// How far one scroll step moves the list, in pixels (about a screenful).
    static let scrollStep = 400.0
    /// Views of one model in the fan-out benchmark.
    static let fanoutViews = 1_000

    // MARK: A list of 10,000 quantities

    /// One scroll of the list from top to bottom, in a process of its own.
    struct ListRun {
        /// The work of every frame of the scroll, added up (waiting between frames excluded).
        var scrollSeconds: Double
        /// The longest frame.
        var worstFrameSeconds: Double
        /// Frames painted while scrolling.
        var frames: Int
        /// Growth of the process's resident memory from before the list was
        /// made to after it was scrolled through.
        var residentBytes: Double

        var line: String { "list \(scrollSeconds) \(worstFrameSeconds) \(frames) \(residentBytes)" }

        init(scrollSeconds: Double, worstFrameSeconds: Double, frames: Int, residentBytes: Double) {
            (self.scrollSeconds, self.worstFrameSeconds, self.frames, self.residentBytes) =
                (scrollSeconds, worstFrameSeconds, frames, residentBytes)
        }

        init?(line: String) {
            let fields = line.split(separator: " ")
            guard fields.count == 5, fields[0] == "list", let scroll = Double(fields[1]), let worst = Double(fields[2]),
                  let frames = Int(fields[3]), let resident = Double(fields[4])
            else { return nil }
            self.init(scrollSeconds: scroll, worstFrameSeconds: worst, frames: frames, residentBytes: resident)
        }
    }

    /// Runs the list benchmark for `kind` in a child process, so that its
    /// resident memory is its own.
    static func list(of kind: WidgetKind) throws -> ListRun {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--list-child", kind.rawValue, "--list-items", String(listItems)]
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        guard child.terminationStatus == 0,
              let run = text.split(separator: "\n").lazy.compactMap({ ListRun(line: String($0)) }).first
        else {
            throw BenchmarkError(description: "the \(kind.rawValue) list child failed: \(text)")
        }
        return run
    }

    /// In the child: makes the list of `kind`, scrolls it top to bottom a step
    /// per frame, prints a ``ListRun`` line and exits.
    static func runListChild(_ kind: WidgetKind) -> Never {
        guard Display.open() else { exit(1) }
        let window = Gtk.Window()
        window.title = "List of \(kind.rawValue)"
        window.setDefaultSize(width: 360, height: 600)
        window.present()
        waitForFirstFrame(of: window)
        MainLoop.drain()
        let residentBefore = residentBytes()

        let (store, factory) = kind == .stepper ? stepperList() : spinButtonList()
        let list = Gtk.ListView(showing: store, through: factory)
        let scroller = Gtk.ScrolledWindow(around: list)
        window.setChild(scroller)
        waitForFirstFrame(of: window)

        var frameStart = 0.0
        var frameTimes: [Double] = []
        let watch = window.onFrames(before: { frameStart = now() }, after: { frameTimes.append(now() - frameStart) })
        frameTimes.removeAll()
        var offset = 0.0
        while offset < scroller.maximumVerticalOffset {
            offset = min(offset + scrollStep, scroller.maximumVerticalOffset)
            let painted = frameTimes.count
            scroller.verticalOffset = offset
            MainLoop.iterate(until: { frameTimes.count > painted }, timeout: 10)
        }
        watch.forEach { $0.disconnect() }
        MainLoop.drain()
        let run = ListRun(
            scrollSeconds: frameTimes.reduce(0, +), worstFrameSeconds: frameTimes.max() ?? .nan,
            frames: frameTimes.count, residentBytes: Double(residentBytes() - residentBefore))
        precondition(offset >= Double(listItems) * 20, "the list must scroll through its \(listItems) rows")
        writeLine(run.line)
        exit(0)
    }

    /// Quantities as StepperKit holds them: each item carries its own
    /// model; a row's stepper is made once and rebound to the item it shows.
    private static func stepperList() -> (Gtk.ListStore, Gtk.ListItemFactory) {
        let store = Gtk.ListStore(itemType: SwiftObjectCarrier.type)
        var items: [UnsafeMutableRawPointer] = []
        items.reserveCapacity(listItems)
        for index in 0..<listItems {
            items.append(SwiftObjectCarrier.make(carrying: try! StepperModel(quantity(index))))
        }
        store.append(contentsOf: items)
        items.forEach { $0.unref() }
        let factory = Gtk.ListItemFactory(
            setup: { row in
                let stepper = Stepper(model: try! StepperModel(.quantity))
                row.item.attach(stepper)
                row.child = Gtk.Widget(stepper.widget)
            },
            bind: { row in
                guard let stepper = row.item.attached(Stepper.self), let item = row.object,
                      let model = SwiftObjectCarrier.payload(of: item, as: StepperModel.self)
                else { return }
                stepper.model = model
            },
            unbind: { _ in })
        return (store, factory)
    }

    /// The same quantities as GTK holds them: a GtkAdjustment per item, and a
    /// row's GtkSpinButton made once and given the adjustment of the item it shows.
    private static func spinButtonList() -> (Gtk.ListStore, Gtk.ListItemFactory) {
        let store = Gtk.ListStore(itemType: gtk_adjustment_get_type())
        var items: [UnsafeMutableRawPointer] = []
        items.reserveCapacity(listItems)
        for index in 0..<listItems {
            let configuration = quantity(index)
            items.append(UnsafeMutableRawPointer(Gtk.makeAdjustment(
                value: Double(configuration.value),
                range: Double(configuration.bounds.lowerBound)...Double(configuration.bounds.upperBound), step: 1)))
        }
        store.append(contentsOf: items)
        items.forEach { $0.unref() }
        let factory = Gtk.ListItemFactory(
            setup: { row in row.child = Gtk.SpinButton(range: 0...99).asWidget },
            bind: { row in
                guard let child = row.child, let adjustment = row.object else { return }
                Gtk.SpinButton(handling: child.widget).adjustment = adjustment.assumingMemoryBound(to: GtkAdjustment.self)
            },
            unbind: { _ in })
        return (store, factory)
    }

    /// The quantity of item `index`: CustomStepper's configuration, 0 to 99.
    private static func quantity(_ index: Int) -> StepperConfiguration {
        var configuration = StepperConfiguration.quantity
        configuration.value = index % 10
        return configuration
    }

    /// The process's resident memory, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    // MARK: One model, a thousand views

    /// Changes the value of one model shown by ``fanoutViews`` views `changes`
    /// times; every view has a handler, and every view shows each value.
    ///
    /// - Returns: Seconds per change, until all views and handlers had it.
    static func fanout(of kind: WidgetKind, changes: Int) -> Double {
        let window = Gtk.Window()
        window.title = "Fan-out of \(kind.rawValue)"
        let grid = Gtk.Grid(rowSpacing: 2, columnSpacing: 2)
        var heard: UInt64 = 0
        var seconds = Double.nan
        switch kind {
        case .stepper:
            let model = try! StepperModel(.quantity)
            var steppers: [Stepper] = []
            for index in 0..<fanoutViews {
                let stepper = Stepper(model: model)
                stepper.onValueChanged { _ in heard += 1 }
                grid.attach(Gtk.Widget(stepper.widget), column: index % Measurements.columns, row: index / Measurements.columns)
                steppers.append(stepper)
            }
            window.setChild(grid)
            window.present()
            waitForFirstFrame(of: window)
            let start = now()
            for change in 0..<changes { model.value = 2 - change % 2 }
            seconds = now() - start
            let shown = String(model.value)
            precondition(steppers.allSatisfy { text(of: $0.widget) == shown }, "every view shows the value")
        case .spinButton:
            let adjustment = Gtk.makeAdjustment(value: 0, range: 0...99, step: 1)
            var spins: [Gtk.SpinButton] = []
            withUnsafeMutablePointer(to: &heard) { counter in
                for index in 0..<fanoutViews {
                    let spin = Gtk.SpinButton(range: 0...99)
                    spin.adjustment = adjustment
                    Signal.connectC(spin.widget, "value-changed", handler: sk_bench_count_handler, data: UnsafeMutableRawPointer(counter))
                    grid.attach(spin, column: index % Measurements.columns, row: index / Measurements.columns)
                    spins.append(spin)
                }
                window.setChild(grid)
                window.present()
                waitForFirstFrame(of: window)
                let start = now()
                for change in 0..<changes { gtk_adjustment_set_value(adjustment, Double(2 - change % 2)) }
                seconds = now() - start
            }
            let shown = String(Int(gtk_adjustment_get_value(adjustment)))
            precondition(spins.allSatisfy { $0.text == shown }, "every view shows the value")
            UnsafeMutableRawPointer(adjustment).unref()
        case .handBuiltBox, .decimalStepper, .decimalSpinButton:
            // No value, or measured as whole numbers only.
            preconditionFailure("fan-out measures the whole-number stepper and spin button")
        }
        precondition(heard == UInt64(fanoutViews * changes), "every handler hears every change")
        window.destroy()
        MainLoop.drain()
        return seconds / Double(changes)
    }

    /// The text a stepper shows (its GtkEditable text, with or without its field).
    private static func text(of stepper: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_editable_get_text(stepper.opaque).map { String(cString: $0) }
    }

    // MARK: How cost grows

    /// The sizes the growth of cost is measured at.
    static let growthSizes = [100, 1_000, 10_000]

    /// Creates `count` widgets of `kind` into a grid in a scrolled window of
    /// a fixed size and waits for the first frame.
    ///
    /// - Returns: Seconds and heap bytes per widget.
    static func growth(of kind: WidgetKind, count: Int) -> (seconds: Double, bytes: Double) {
        Measurements.creation(of: kind, count: count, scrolled: true)
    }

    // MARK: Rebinding

    /// Rebinds one shown stepper between two models `count` times, as list
    /// recycling does; checks that no child widget is made on the way.
    ///
    /// - Returns: Seconds per bind.
    static func rebind(count: Int) -> Double {
        let models = [try! StepperModel(.quantity), try! StepperModel(.quantity)]
        models[1].value = 7
        let stepper = Stepper(model: models[0])
        let window = Gtk.Window()
        window.setChild(Gtk.Widget(stepper.widget))
        window.present()
        waitForFirstFrame(of: window)
        let children = Gtk.Widget(stepper.widget).descendants.map(\.widget)
        let start = now()
        for index in 0..<count { stepper.model = models[(index + 1) % 2] }
        let seconds = now() - start
        precondition(Gtk.Widget(stepper.widget).descendants.map(\.widget) == children, "rebinding makes no widget")
        window.destroy()
        MainLoop.drain()
        return seconds / Double(count)
    }
}
