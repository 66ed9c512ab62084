// The files in this folder that the demo loads, as compiled into the binary.
// SwiftPM generates `PackageResources` from the `.embedInCode` list in Package.swift.

/// The bytes of the demo's resource files.
public enum DemoResourceFiles {
    /// `window.ui`: the main window.
    public static var windowUI: [UInt8] { PackageResources.window_ui }
    /// `shortcuts.ui`: the Keyboard Shortcuts window.
    public static var shortcutsUI: [UInt8] { PackageResources.shortcuts_ui }
    /// `style.css`: the demo's style sheet.
    public static var styleSheet: [UInt8] { PackageResources.style_css }
    /// The scalable app icon.
    public static var icon: [UInt8] { PackageResources.io_github_stepperkit_StepperDemo_svg }
}
