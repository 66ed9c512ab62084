// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StepperKit",
    products: [
        .library(name: "StepperCore", targets: ["StepperCore"]),
        .library(name: "StepperGtk", targets: ["StepperGtk"]),
        .library(name: "StepperAdwaita", targets: ["StepperAdwaita"]),
        // SkStepper and SkStepperRow for C, Python, JavaScript...: libstepperkit-1.so, with capi/stepperkit.h.
        .library(name: "stepperkit-1", type: .dynamic, targets: ["LibStepperKit"]),
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
        // libadwaita 1.2 as the system provides it; only StepperAdwaita and the demo link it.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The few GLib/GTK entry points Swift cannot import: macros and variadic calls.
        .target(
            name: "CGtkShims", dependencies: ["CGtk"],
            // libdispatch, whose main queue GLib's main loop serves (main-queue.c); the Swift runtime links it already.
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // The one layer that makes raw GTK and GObject calls; `package` API only.
        .target(name: "GtkInterop", dependencies: ["CGtk", "CGtkShims"]),
        // The choices between libadwaita versions only C can make (ADW_CHECK_VERSION).
        .target(name: "CAdwShims", dependencies: ["CAdw"]),
        // The raw libadwaita calls, kept apart so that GTK-only apps never link libadwaita.
        .target(name: "AdwaitaInterop", dependencies: ["GtkInterop", "CGtk", "CAdw", "CAdwShims"]),
        // The shared stepper model: pure Swift, no GTK.
        .target(name: "StepperCore"),
        // The SkStepper widget type, its Swift face and the settings dialog.
        .target(
            name: "StepperGtk",
            dependencies: ["StepperCore", "GtkInterop", "CGtk"],
            resources: [.embedInCode("Resources/stepper.css")]
        ),
        // The C functions capi/stepperkit.h declares, exported from Swift: one library for both
        // widgets, so that a process holds one copy of the Swift code that registers SkStepper.
        .target(name: "LibStepperKit", dependencies: ["StepperCore", "StepperGtk", "StepperAdwaita", "GtkInterop", "CGtk"]),
        // StepperRow (SkStepperRow, an AdwActionRow with a stepper) and the preferences window.
        .target(
            name: "StepperAdwaita",
            dependencies: ["StepperGtk", "StepperCore", "GtkInterop", "AdwaitaInterop", "CGtk", "CAdw"]
        ),
        // The demo's resources, compiled into the binary so that they load the same
        // way wherever the binary runs.
        .target(
            name: "StepperDemoResources",
            path: "Resources",
            exclude: [
                "io.github.stepperkit.StepperDemo.desktop",
                "io.github.stepperkit.StepperDemo.gschema.xml",
                "icons",
            ],
            resources: [
                .embedInCode("window.ui"),
                .embedInCode("style.css"),
                .embedInCode("io.github.stepperkit.StepperDemo.metainfo.xml"),
            ],
            plugins: ["CompileDemoData"]
        ),
        // Compiles po/*.po and the GSettings schema for the build folder (CompileDemoData runs it).
        .executableTarget(name: "compile-demo-data"),
        .plugin(name: "CompileDemoData", capability: .buildTool(), dependencies: ["compile-demo-data"]),
        // The demo app, as a library so that tests and benchmarks can drive it.
        // The demo's About dialog, chosen by libadwaita version (ADW_CHECK_VERSION).
        .target(name: "CDemoShims", dependencies: ["CAdw"]),
        .target(
            name: "StepperDemo",
            dependencies: [
                "StepperAdwaita", "StepperGtk", "StepperCore", "GtkInterop", "AdwaitaInterop", "StepperDemoResources", "CGtk", "CAdw",
                "CAdwShims", "CDemoShims",
            ]
        ),
        .executableTarget(name: "stepper-demo", dependencies: ["StepperDemo"]),
        // The smallest app that uses the stepper: StepperGtk alone, so no libadwaita.
        .executableTarget(name: "stepper-gtk-example", dependencies: ["StepperGtk", "StepperCore", "CGtk"]),
        // Measures the stepper against GtkSpinButton and a hand-built box, in one run.
        .target(name: "CBenchSupport", dependencies: ["CAdw"]),
        .executableTarget(
            name: "stepper-bench",
            dependencies: [
                "StepperGtk", "StepperCore", "StepperAdwaita", "StepperDemo", "GtkInterop", "AdwaitaInterop", "CGtk",
                "CBenchSupport",
            ]
        ),
        // Starts a private Xvfb and D-Bus session and GTK, for the tests that need them.
        .target(
            name: "StepperTestSupport",
            dependencies: ["StepperGtk", "StepperDemo", "GtkInterop", "AdwaitaInterop", "CGtk", "CAdw", "CAdwShims", "CTestShims"],
            path: "Tests/StepperTestSupport"
        ),
        // The variadic checks of GTK's accessibility test API, which Swift cannot call.
        .target(name: "CTestShims", dependencies: ["CGtk"], path: "Tests/CTestShims"),
        // A seedable random sequence the randomized tests share; no GTK.
        .target(name: "SeededRandomness", path: "Tests/SeededRandomness"),
        .testTarget(name: "StepperCoreTests", dependencies: ["StepperCore", "SeededRandomness"]),
        .testTarget(
            name: "StepperGtkTests",
            dependencies: ["StepperGtk", "StepperCore", "GtkInterop", "CGtk", "StepperTestSupport", "SeededRandomness"]
        ),
        .testTarget(
            name: "StepperAdwaitaTests",
            dependencies: [
                "StepperAdwaita", "StepperGtk", "StepperCore", "GtkInterop", "AdwaitaInterop", "CGtk", "CAdw", "StepperTestSupport",
            ]
        ),
        .testTarget(
            name: "StepperDemoTests",
            dependencies: [
                "StepperDemo", "StepperDemoResources", "stepper-demo", "stepper-bench", "stepper-gtk-example", "StepperAdwaita", "StepperGtk",
                "GtkInterop", "AdwaitaInterop", "CGtk", "CAdw", "StepperTestSupport",
            ],
            exclude: [
                "atspi_garbage.py", "atspi_probe.py", "cambalache_round_trip.py", "editable_delegate.py", "getting_started_probe.py", "install_probe.py",
                "introspection_soundness.py", "reentrancy.c", "reentrancy.js",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
