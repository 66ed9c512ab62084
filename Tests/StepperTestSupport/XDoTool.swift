import CGtk
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
        run(["key", "--delay", "20"] + keys.map(byKeycode), file: file, line: line)
    }

    /// A key as xdotool is to press it: a key that gives its keysym with no
    /// modifier by its keycode (`ctrl+117`), exactly as a user presses it.
    /// Given a name, the xdotool of Debian testing picks a level of F5 or
    /// KP_Add that needs Alt (theirs are `CTRL+ALT` keys: Ctrl+Alt+F5 switches
    /// to the fifth virtual terminal) and holds Alt down with it, so GTK sees Alt+F5.
    private static func byKeycode(_ key: String) -> String {
        var parts = key.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.last, let display = gdk_display_get_default() else { return key }
        let keyval = gdk_keyval_from_name(name)
        var found: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        guard keyval != 0, gdk_display_map_keyval(display, keyval, &found, &count) != 0, let found else { return key }
        defer { g_free(found) }
        let plain = (0..<Int(count)).map { found[$0] }.first { $0.group == 0 && $0.level == 0 }
        // Escape's keycode, 9, would be taken for the keysym 9; X keycodes start at 8.
        guard let plain, plain.keycode >= 10 else { return key }
        parts[parts.count - 1] = String(plain.keycode)
        return parts.joined(separator: "+")
    }
}
