import StepperDemoResources

/// The demo's resources, compiled into the binary so that they load the same
/// way from `swift run`, from the build folder, or from a copy anywhere else.
enum DemoResources {
    /// The main window.
    static var windowUI: String { String(decoding: DemoResourceFiles.windowUI, as: UTF8.self) }
    /// The keyboard shortcuts window.
    static var shortcutsUI: String { String(decoding: DemoResourceFiles.shortcutsUI, as: UTF8.self) }
    /// The demo's style sheet.
    static var styleSheet: String { String(decoding: DemoResourceFiles.styleSheet, as: UTF8.self) }
    /// The scalable app icon.
    static var icon: [UInt8] { DemoResourceFiles.icon }
}
