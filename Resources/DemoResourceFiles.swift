// The files in this folder that the demo loads, as compiled into the binary.
// SwiftPM generates `PackageResources` from the `.embedInCode` list in Package.swift.

/// The demo's resource files, compiled into the binary so that they load the
/// same way from `swift run`, from the build folder, or from a copy anywhere else.
public enum DemoResourceFiles {
    /// `window.ui`: the main window.
    public static var windowUI: String { String(decoding: PackageResources.window_ui, as: UTF8.self) }
    /// `shortcuts.ui`: the Keyboard Shortcuts window.
    public static var shortcutsUI: String { String(decoding: PackageResources.shortcuts_ui, as: UTF8.self) }
    /// `style.css`: the demo's style sheet.
    public static var styleSheet: String { String(decoding: PackageResources.style_css, as: UTF8.self) }
    /// The scalable app icon, as SVG data.
    public static var icon: [UInt8] { PackageResources.io_github_stepperkit_StepperDemo_svg }
}
