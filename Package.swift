// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperCore", targets: ["StepperCore"]),
        .library(name: "StepperGtk", targets: ["StepperGtk"]),
        .executable(name: "stepper-demo", targets: ["stepper-demo"]),
        .executable(name: "stepper-bench", targets: ["stepper-bench"]),
    ],
    targets: [
        // GTK 4 as the system provides it.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The few GLib/GTK entry points Swift cannot import: macros and variadic calls.
        .target(name: "CGtkShims", dependencies: ["CGtk"]),
        // The one layer that makes raw GTK and GObject calls; `package` API only.
        .target(name: "GtkInterop", dependencies: ["CGtk", "CGtkShims"]),
        // The shared stepper model: pure Swift, no GTK.
        .target(name: "StepperCore"),
        // The SkStepper widget type, its Swift face and the settings dialog.
        .target(
            name: "StepperGtk",
            dependencies: ["StepperCore", "GtkInterop", "CGtk"],
            resources: [.embedInCode("Resources/stepper.css")]
        ),
        // The demo's resources, compiled into the binary so that they load the same
        // way wherever the binary runs.
        .target(
            name: "StepperDemoResources",
            path: "Resources",
            exclude: [
                "io.github.stepperkit.StepperDemo.desktop",
                "io.github.stepperkit.StepperDemo.metainfo.xml",
                "icons/hicolor/symbolic",
            ],
            resources: [
                .embedInCode("window.ui"),
                .embedInCode("shortcuts.ui"),
                .embedInCode("style.css"),
                .embedInCode("icons/hicolor/scalable/apps/io.github.stepperkit.StepperDemo.svg"),
            ]
        ),
        // The demo app, as a library so that tests and benchmarks can drive it.
        .target(name: "StepperDemo", dependencies: ["StepperGtk", "StepperCore", "GtkInterop", "StepperDemoResources"]),
        .executableTarget(name: "stepper-demo", dependencies: ["StepperDemo"]),
        // Measures the stepper against GtkSpinButton and a hand-built box, in one run.
        .target(name: "CBenchSupport"),
        .executableTarget(
            name: "stepper-bench",
            dependencies: ["StepperGtk", "StepperCore", "StepperDemo", "GtkInterop", "CGtk", "CBenchSupport"]
        ),
        // Starts a private Xvfb and D-Bus session and GTK, for the tests that need them.
        .target(
            name: "StepperTestSupport",
            dependencies: ["GtkInterop", "CGtk"],
            path: "Tests/StepperTestSupport"
        ),
        .testTarget(name: "StepperCoreTests", dependencies: ["StepperCore"]),
        .testTarget(
            name: "StepperGtkTests",
            dependencies: ["StepperGtk", "StepperCore", "GtkInterop", "CGtk", "StepperTestSupport"]
        ),
        .testTarget(
            name: "StepperDemoTests",
            dependencies: [
                "StepperDemo", "stepper-demo", "stepper-bench", "StepperGtk", "GtkInterop", "CGtk", "StepperTestSupport",
            ],
            exclude: ["atspi_probe.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
