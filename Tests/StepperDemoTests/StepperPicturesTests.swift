import AdwaitaInterop
import CAdw
import CGtk
import Foundation
import GtkInterop
import StepperCore
import StepperDemo
import StepperGtk
import StepperTestSupport
import XCTest

/// The pictures of the stepper alone that both manuals show: at rest in a
/// row and in a column, while a value is typed in, and refusing typed text,
/// each in Adwaita's light and dark styles, drawn by GTK and saved as the
/// demo saves its `--screenshot`.
///
/// They go to a temporary folder, or to `STEPPERKIT_PICTURES` when it is
/// set: `Scripts/screenshots` sets it to the DocC catalog's `Resources`,
/// which the C reference's pages take them from too.
final class StepperPicturesTests: GtkTestCase {
    /// A state of the stepper the manuals show, by the name of its picture.
    private enum Shown: String, CaseIterable {
        case horizontal, vertical, typing, refused
    }

    func testTheManualsPicturesShowEachStateInBothStyles() throws {
        let folder = try ProcessInfo.processInfo.environment["STEPPERKIT_PICTURES"] ?? TemporaryFiles.makeDirectory("pictures")
        let pictures = try onMain {
            defer { setDark(false) }
            var pictures: [String: Picture] = [:]
            for dark in [false, true] {
                setDark(dark)
                for shown in Shown.allCases {
                    let path = "\(folder)/stepper-\(shown.rawValue)\(dark ? "~dark" : "").png"
                    try Self.render(shown, to: path)
                    pictures[path] = try Picture(path)
                }
            }
            return pictures
        }
        for shown in Shown.allCases {
            let light = try XCTUnwrap(pictures["\(folder)/stepper-\(shown.rawValue).png"])
            let dark = try XCTUnwrap(pictures["\(folder)/stepper-\(shown.rawValue)~dark.png"])
            XCTAssertGreaterThan(light.luminance, dark.luminance + 0.2, "\(shown): the dark style is darker")
            XCTAssertEqual(light.isWide, shown != .vertical, "\(shown): a row is wider than tall, a column taller than wide")
            for picture in [light, dark] {
                XCTAssertEqual(picture.hasErrorColour, shown == .refused, "\(shown): only refused text is marked in the error colour")
            }
        }
        let rest = try XCTUnwrap(pictures["\(folder)/stepper-horizontal.png"])
        let typing = try XCTUnwrap(pictures["\(folder)/stepper-typing.png"])
        XCTAssertNotEqual(rest.pixels, typing.pixels, "typing shows")
    }

    /// Shows a stepper as sk_stepper_new() makes it in a window of its own,
    /// with no title bar, brings it to `shown`, and saves the window.
    @MainActor
    private static func render(_ shown: Shown, to path: String) throws {
        let configuration = StepperConfiguration(orientation: shown == .vertical ? .vertical : .horizontal)
        let stepper = Stepper(model: try StepperModel(configuration))
        let box = Gtk.Box(spacing: 0)
        box.setMargins(12)
        box.append(Gtk.Widget(stepper.widget))
        let window = Gtk.Window()
        defer { window.destroy() }
        window.title = "Picture of a stepper, \(shown)"
        gtk_window_set_decorated(window.window, 0)
        window.setChild(box)
        window.present()
        if shown == .typing || shown == .refused {
            XDoTool.focus(window)
            _ = Gtk.Widget(stepper.widget).grabFocus()
            waitUntil("the stepper has the focus") { Gtk.Widget(stepper.widget).hasFocus }
            if shown == .typing {
                XDoTool.press("4", "2")
                waitUntil("42 is typed") { text(of: stepper) == "42" }
            } else {
                XDoTool.press("minus", "Return")
                waitUntil("the minus sign is refused") { Gtk.Widget(stepper.widget).hasCSSClass("error") }
            }
        }
        waitUntil("the stepper is laid out") { buttons(of: stepper).increase.width > 0 }
        drainMainLoop()
        try window.savePNG(to: path)
    }

    /// A saved picture, read back.
    private struct Picture {
        /// Red, green and blue of each pixel, row by row.
        var pixels: [UInt8] = []
        /// The mean relative luminance, 0 black to 1 white.
        var luminance = 0.0
        /// Whether it is wider than tall.
        var isWide = false
        /// Whether a pixel is in Adwaita's error red (#c01c28 light, #ff7b63 dark), far redder than green or blue.
        var hasErrorColour = false

        init(_ path: String) throws {
            guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { throw CocoaError(.fileReadCorruptFile) }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
            let (stride, channels) = (Int(gdk_pixbuf_get_rowstride(pixbuf)), Int(gdk_pixbuf_get_n_channels(pixbuf)))
            guard let data = gdk_pixbuf_get_pixels(pixbuf) else { throw CocoaError(.fileReadCorruptFile) }
            var total = 0.0
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = data + y * stride + x * channels
                    let (red, green, blue) = (Int(pixel[0]), Int(pixel[1]), Int(pixel[2]))
                    pixels += [pixel[0], pixel[1], pixel[2]]
                    total += (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
                    if red - max(green, blue) > 100 { hasErrorColour = true }
                }
            }
            luminance = total / Double(width * height)
            isWide = width > height
        }
    }
}

/// Turns the app's style dark or back to the desktop's, as an app's style switcher would.
@MainActor
private func setDark(_ isDark: Bool) {
    Adw.initialize()
    adw_style_manager_set_color_scheme(
        adw_style_manager_get_default(), isDark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT)
}
