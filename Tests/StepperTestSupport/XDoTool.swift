import Foundation
import GtkInterop
import StepperDemo
import XCTest

/// Real X input for tests, through xdotool on the test's private display.
///
/// Key presses and clicks travel the whole way a user's would: X server, GDK,
/// GTK's event controllers and shortcuts.
@MainActor
package enum XDoTool {
    /// Runs xdotool with `arguments`, then lets GTK handle what arrived.
    ///
    /// - Returns: What xdotool printed.
    @discardableResult
    package static func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            XCTFail("cannot run xdotool (install the Debian package xdotool): \(error)", file: file, line: line)
            return ""
        }
        // GTK keeps handling events while xdotool waits for the X server.
        MainLoop.iterate(until: { !process.isRunning }, timeout: 10)
        process.waitUntilExit()
        MainLoop.drain()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Gives the X input focus to the window titled `title` and waits until GTK sees it.
    package static func focus(_ window: Gtk.Window, file: StaticString = #filePath, line: UInt = #line) {
        let id = run(["search", "--sync", "--name", "^\(window.title)$"], file: file, line: line)
            .split(separator: "\n").first.map(String.init) ?? ""
        guard !id.isEmpty else {
            XCTFail("no X window is titled \(window.title)", file: file, line: line)
            return
        }
        run(["windowfocus", "--sync", id], file: file, line: line)
        waitUntil("the window is active", file: file, line: line) { window.isActive }
    }

    /// Presses and releases each key in turn (xdotool names: `Up`, `ctrl+Page_Up`, `KP_Add`).
    package static func press(_ keys: String..., file: StaticString = #filePath, line: UInt = #line) {
        run(["key", "--delay", "20"] + keys, file: file, line: line)
    }
}
