import CGtk
import Foundation
import StepperTestSupport
import XCTest

/// The demo follows GNOME's style preferences, as the user sets them in
/// GNOME Settings: the real binary, with GSettings read from a key file that
/// holds what GNOME Settings writes.
final class DemoStyleTests: XCTestCase {
    /// Renders the main window with `settings` as the user's GSettings key
    /// file, and returns the picture's mean relative luminance (0 black, 1 white).
    private func meanLuminance(settings: String?, window: String = "screenshot") throws -> (luminance: Double, pixels: [UInt8]) {
        var environment = try HeadlessSession.start().variables
        let config = try TemporaryFiles.makeDirectory("style")
        environment["XDG_CONFIG_HOME"] = config
        if let settings {
            try FileManager.default.createDirectory(atPath: config + "/glib-2.0/settings", withIntermediateDirectories: true)
            try Data(settings.utf8).write(to: URL(fileURLWithPath: config + "/glib-2.0/settings/keyfile"))
            environment["GSETTINGS_BACKEND"] = "keyfile"
        }
        let path = config + "/window.png"
        let demo = try ChildProcess(ChildProcess.demoExecutable, ["--\(window)", path], environment: environment)
        XCTAssertEqual(demo.wait(timeout: 30), 0, demo.standardError)
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
        let (stride, channels) = (Int(gdk_pixbuf_get_rowstride(pixbuf)), Int(gdk_pixbuf_get_n_channels(pixbuf)))
        guard let data = gdk_pixbuf_get_pixels(pixbuf) else { throw CocoaError(.fileReadCorruptFile) }
        var total = 0.0
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let pixel = data + y * stride + x * channels
                pixels += [pixel[0], pixel[1], pixel[2]]
                total += 0.2126 * Double(pixel[0]) / 255 + 0.7152 * Double(pixel[1]) / 255 + 0.0722 * Double(pixel[2]) / 255
            }
        }
        return (total / Double(width * height), pixels)
    }

    func testTheAppFollowsGNOMEsDarkStylePreference() throws {
        let light = try meanLuminance(settings: nil)
        let dark = try meanLuminance(settings: "[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n")
        let preferLight = try meanLuminance(settings: "[org/gnome/desktop/interface]\ncolor-scheme='default'\n")
        XCTAssertGreaterThan(light.luminance, 0.7, "light by default")
        XCTAssertLessThan(dark.luminance, 0.3, "dark when GNOME prefers dark")
        XCTAssertGreaterThan(preferLight.luminance, 0.7, "light when GNOME has no preference")
        let preferences = try meanLuminance(
            settings: "[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n", window: "screenshot-preferences")
        XCTAssertLessThan(preferences.luminance, 0.3, "the preferences window too")
    }

    func testTheAppFollowsGNOMEsHighContrastSetting() throws {
        let normal = try meanLuminance(settings: nil)
        let highContrast = try meanLuminance(settings: "[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n")
        XCTAssertNotEqual(normal.pixels, highContrast.pixels, "the high-contrast style draws differently")
        XCTAssertGreaterThan(highContrast.luminance, 0.7, "and stays light")
    }

    func testAnAppUsingOnlyStepperGtkDoesNotLinkLibadwaita() throws {
        func linkedLibraries(_ name: String) throws -> String {
            let ldd = try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/ldd"), [ChildProcess.productsDirectory.appendingPathComponent(name).path],
                environment: ProcessInfo.processInfo.environment)
            XCTAssertEqual(ldd.wait(timeout: 30), 0, ldd.standardError)
            return ldd.standardOutput
        }
        let example = try linkedLibraries("stepper-gtk-example")
        XCTAssertTrue(example.contains("libgtk-4"), example)
        XCTAssertFalse(example.contains("libadwaita"), "stepper-gtk-example (StepperGtk alone) links libadwaita:\n\(example)")
        XCTAssertTrue(try linkedLibraries("stepper-demo").contains("libadwaita-1"), "the check can fail")
    }
}
