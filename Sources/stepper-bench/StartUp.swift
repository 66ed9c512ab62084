import Foundation
import GtkInterop
import StepperDemo
import StepperGtk
import AdwaitaInterop

/// Start-up: from process start to the first frame of a window, measured by
/// the parent around a child process that prints one line at its first frame.
enum StartUp {
    /// What a start-up child shows.
    enum Subject: String, CaseIterable {
        /// The demo app's main window.
        case demo
        /// A minimal GtkApplication window holding one GtkSpinButton.
        case spinButtonWindow = "spin"
        /// The same window from an AdwApplication: what libadwaita's start-up
        /// costs any GNOME app, before its own window.
        case adwaitaSpinButtonWindow = "adw-spin"
    }

    static let finishLine = "first-frame"

    /// Runs as a start-up child: shows the subject, prints the finish line at
    /// its first frame, and exits.
    @MainActor
    static func runChild(_ subject: Subject) -> Never {
        let finish: @MainActor () -> Void = {
            writeLine(finishLine)
            exit(0)
        }
        switch subject {
        case .demo:
            // Settings of its own (at the defaults), and no key file of earlier versions to import.
            let demo = DemoApplication(
                isUnique: false, settingsBackend: .memory(),
                keyFileToImport: NSTemporaryDirectory() + "stepper-bench-\(getpid())/stepper.ini")
            demo.onFirstFrame = finish
            exit(demo.run(arguments: [CommandLine.arguments[0]]))
        case .spinButtonWindow, .adwaitaSpinButtonWindow:
            let application = subject == .spinButtonWindow
                ? Gtk.Application(StepperGtk.Application(id: "io.github.stepperkit.SpinButtonReference"))
                : Adw.makeApplication(id: "io.github.stepperkit.AdwaitaSpinButtonReference")
            application.runsAlone()
            application.onActivate {
                let window = Gtk.Window()
                window.title = "GtkSpinButton"
                window.setChild(Gtk.SpinButton(range: -100...100))
                application.addWindow(window)
                window.present()
                window.afterNextFrame(finish)
            }
            exit(application.run(arguments: [CommandLine.arguments[0]]))
        }
    }

    /// Starts the child for `subject` and times it until its finish line.
    ///
    /// - Returns: Seconds from spawning to the first frame.
    static func measure(_ subject: Subject) throws -> Double {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--startup-child", subject.rawValue]
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        let start = now()
        try child.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let seconds = now() - start
        child.waitUntilExit()
        guard String(decoding: line, as: UTF8.self) == finishLine else {
            throw BenchmarkError(description: "the \(subject.rawValue) start-up child never showed a frame")
        }
        return seconds
    }
}

/// Why the benchmark could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}
