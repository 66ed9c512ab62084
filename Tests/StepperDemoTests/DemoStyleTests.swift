import CAdw
import CGtk
import Foundation
import StepperTestSupport
import XCTest

/// The demo follows GNOME's style preferences, as the user sets them in
/// GNOME Settings: the real binary, with GSettings read from a key file that
/// holds what GNOME Settings writes, delivered the way that GNOME delivers it.
final class DemoStyleTests: XCTestCase {
    /// libadwaita 1.4 and later read the colour scheme from the settings
    /// portal alone, as GNOME 45 and later deliver it (GSettings only with
    /// ADW_DISABLE_PORTAL); libadwaita 1.2 reads GSettings.
    private static let styleComesThroughThePortal = adw_get_major_version() > 1 || adw_get_minor_version() >= 4

    /// How this libadwaita is handed the preference, for the tests' messages.
    private static let delivery = styleComesThroughThePortal
        ? "libadwaita 1.\(adw_get_minor_version()), through the settings portal"
        : "libadwaita 1.\(adw_get_minor_version()), through GSettings"

    /// Renders the main window (or the preferences) with `settings` as the
    /// user's GSettings key file, and returns the picture's mean relative
    /// luminance (0 black, 1 white).
    ///
    /// Through the portal, the app itself reads no GSettings at all: the
    /// settings portal (xdg-desktop-portal with its GTK backend, on a bus of
    /// the test's own) reads the key file and hands the app what it says.
    private func meanLuminance(settings: String?, window: String = "screenshot") throws -> (luminance: Double, pixels: [UInt8]) {
        var environment = try HeadlessSession.start().variables
        let config = try TemporaryFiles.makeDirectory("style")
        environment["XDG_CONFIG_HOME"] = config
        if let settings {
            try FileManager.default.createDirectory(atPath: config + "/glib-2.0/settings", withIntermediateDirectories: true)
            try Data(settings.utf8).write(to: URL(fileURLWithPath: config + "/glib-2.0/settings/keyfile"))
        }
        var portalBus: HeadlessSession.PrivateBus?
        defer { portalBus?.stop() }
        if Self.styleComesThroughThePortal {
            let bus = try HeadlessSession.startBus(
                services: ["org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk"], environment: [
                "XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config,
            ])
            portalBus = bus
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        } else if settings != nil {
            environment["GSETTINGS_BACKEND"] = "keyfile"
        }
        let path = config + "/window.png"
        let demo = try ChildProcess(ChildProcess.demoExecutable, ["--\(window)", path], environment: environment)
        XCTAssertEqual(demo.wait(timeout: 60), 0, demo.standardError)
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
        XCTAssertGreaterThan(light.luminance, 0.7, "light by default (\(Self.delivery))")
        XCTAssertLessThan(dark.luminance, 0.3, "dark when GNOME prefers dark (\(Self.delivery))")
        XCTAssertGreaterThan(preferLight.luminance, 0.7, "light when GNOME has no preference (\(Self.delivery))")
        let preferences = try meanLuminance(
            settings: "[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n", window: "screenshot-preferences")
        XCTAssertLessThan(preferences.luminance, 0.3, "the preferences too (\(Self.delivery))")
    }

    func testTheAppFollowsGNOMEsHighContrastSetting() throws {
        let highContrastSettings = "[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n"
        for window in ["screenshot", "screenshot-preferences"] {
            let normal = try meanLuminance(settings: nil, window: window)
            let highContrast = try meanLuminance(settings: highContrastSettings, window: window)
            XCTAssertNotEqual(normal.pixels, highContrast.pixels, "\(window): the high-contrast style draws differently (\(Self.delivery))")
            XCTAssertGreaterThan(highContrast.luminance, 0.7, "\(window): and stays light (\(Self.delivery))")
        }
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
