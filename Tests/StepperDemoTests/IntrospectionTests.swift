import Foundation
import StepperTestSupport
import XCTest

/// SkStepper from C, Python and JavaScript: the library, header, pkg-config
/// file and introspection data `Scripts/install --library-only` puts in a
/// prefix, used by the examples and by a Python host that tries to break it.
final class IntrospectionTests: XCTestCase {
    static let repository = InstallTests.repository

    /// What every example prints in `--self-test`: the same order changed the same way.
    static let expectedOrder = """
        total: 3 drinks, $10.00
        total: 4 drinks, $12.50
        total: 2 drinks, $5.00
        step: 1
        total: 4 drinks, $10.00
        scale: 6
        changes: 5
        brewing: 92.5\u{A0}°C, 3:30 (210 s)
        brewing: 93.0\u{A0}°C, 4:05 (245 s)

        """

    private func runExample(_ program: String, _ arguments: [String], prefix: String) throws {
        let example = try ChildProcess(
            URL(fileURLWithPath: program), arguments, environment: try LibraryInstall.environment(for: prefix), in: "/")
        XCTAssertEqual(example.wait(timeout: 120), 0, "\(arguments): \(example.standardError)")
        XCTAssertEqual(example.standardOutput, Self.expectedOrder, "\(program) \(arguments)")
        XCTAssertTrue(
            example.standardError.contains("refused step-value = 0"),
            "the bad step is refused with a warning naming the property: \(example.standardError)")
        XCTAssertFalse(example.standardError.contains("CRITICAL"), example.standardError)
    }

    func testInstallHasTheLibraryHeaderPkgConfigAndIntrospectionData() throws {
        let prefix = try LibraryInstall.prefix()
        for file in [
            "include/stepperkit-1/stepperkit.h", "lib/libstepperkit-1.so.0", "lib/pkgconfig/stepperkit-1.pc",
            "share/gir-1.0/StepperKit-1.gir", "lib/girepository-1.0/StepperKit-1.typelib",
            "lib/stepperkit-1/libswiftCore.so", "share/vala/vapi/stepperkit-1.vapi", "share/vala/vapi/stepperkit-1.deps",
            "share/cambalache/catalogs/stepperkit-1.xml",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), file)
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: prefix + "/lib/libstepperkit-1.so"),
                       "libstepperkit-1.so.0")
        let gir = try String(contentsOfFile: prefix + "/share/gir-1.0/StepperKit-1.gir", encoding: .utf8)
        for needle in [
            #"<namespace name="StepperKit""#, #"version="1""#, #"c:identifier-prefixes="Sk""#,
            #"shared-library="libstepperkit-1.so.0""#, #"<class name="Stepper""#, #"glib:type-name="SkStepper""#,
            #"<constructor name="new" c:identifier="sk_stepper_new""#, #"<property name="step-value""#,
            #"<property name="page-increment""#, #"c:identifier="sk_stepper_set_page_increment""#,
            #"glib:set-property="page-increment""#,
            #"<glib:signal name="value-changed""#, #"<implements name="Gtk.Editable"/>"#,
            #"<include name="Adw" version="1"/>"#, #"<class name="StepperRow""#, #"glib:type-name="SkStepperRow""#,
            #"parent="Adw.ActionRow""#, #"<constructor name="new" c:identifier="sk_stepper_row_new""#,
            #"<method name="get_stepper" c:identifier="sk_stepper_row_get_stepper""#,
            #"<property name="adjustment""#, #"c:identifier="sk_stepper_set_adjustment""#,
            #"glib:set-property="adjustment""#, #"<type name="Gtk.Adjustment" c:type="GtkAdjustment*"/>"#,
        ] {
            XCTAssertTrue(gir.contains(needle), "the GIR has \(needle)")
        }
        let pkgConfig = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags", "--libs", "stepperkit-1"],
            environment: try LibraryInstall.environment(for: prefix))
        XCTAssertEqual(pkgConfig.wait(timeout: 30), 0, pkgConfig.standardError)
        XCTAssertTrue(pkgConfig.standardOutput.contains("-I\(prefix)/include/stepperkit-1"), pkgConfig.standardOutput)
        XCTAssertTrue(pkgConfig.standardOutput.contains("-lstepperkit-1"), pkgConfig.standardOutput)
    }

    func testPythonExampleLoadsSkStepperFromAUIFile() throws {
        let prefix = try LibraryInstall.prefix()
        try runExample("/usr/bin/python3", [Self.repository + "/examples/python/coffee-order.py", "--self-test"], prefix: prefix)
    }

    func testJavaScriptExampleRunsInGJS() throws {
        let prefix = try LibraryInstall.prefix()
        try runExample("/usr/bin/gjs", ["-m", Self.repository + "/examples/gjs/coffee-order.js", "--self-test"], prefix: prefix)
    }

    func testCExampleBuildsWithPkgConfigAndRuns() throws {
        let prefix = try LibraryInstall.prefix()
        let folder = try TemporaryFiles.makeDirectory("c-example")
        let build = try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cc -Wall -Wextra -Werror "$0" $(pkg-config --cflags --libs stepperkit-1) -o "$1""#,
             Self.repository + "/examples/c/coffee-order.c", folder + "/coffee-order"],
            environment: try LibraryInstall.environment(for: prefix))
        XCTAssertEqual(build.wait(timeout: 120), 0, "the C example does not build: \(build.standardError)")
        try runExample(folder + "/coffee-order", ["--self-test"], prefix: prefix)
    }

    func testValaExampleBuildsAgainstTheInstalledVapiAndRuns() throws {
        let prefix = try LibraryInstall.prefix()
        let folder = try TemporaryFiles.makeDirectory("vala-example")
        let build = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/valac"),
            ["--fatal-warnings", "--vapidir", prefix + "/share/vala/vapi", "--pkg", "stepperkit-1",
             "--directory", folder, "-o", folder + "/coffee-order", Self.repository + "/examples/vala/coffee-order.vala"],
            environment: try LibraryInstall.environment(for: prefix), in: folder)
        XCTAssertEqual(build.wait(timeout: 300), 0, "the Vala example does not build: \(build.standardError)")
        let vapi = try String(contentsOfFile: prefix + "/share/vala/vapi/stepperkit-1.vapi", encoding: .utf8)
        XCTAssertTrue(vapi.contains("public Gtk.Adjustment adjustment"), "the vapi has the adjustment property")
        XCTAssertEqual(try String(contentsOfFile: prefix + "/share/vala/vapi/stepperkit-1.deps", encoding: .utf8),
                       "gtk4\nlibadwaita-1\n")
        try runExample(folder + "/coffee-order", ["--self-test"], prefix: prefix)
    }

    /// Python as a host: its main thread, its exceptions, its garbage
    /// collector, its bad values.
    func testAPythonHostCannotBreakTheWidget() throws {
        let prefix = try LibraryInstall.prefix()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("introspection_soundness.py")
        var environment = try LibraryInstall.environment(for: prefix)
        // GTK's own input method, so that the memory measured is GTK's and ours: IBus
        // 1.5.35's GTK 4 module (Debian testing, where GTK depends on it) keeps about
        // 34 kB for every input-method context it is given and never frees it, and
        // every GtkText makes one: 10,000 GtkSpinButtons grow by 388 MB there too.
        environment["GTK_IM_MODULE"] = "gtk-im-context-simple"
        let python = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment, in: "/")
        XCTAssertEqual(python.wait(timeout: 300), 0, python.standardError)
        let lines = python.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.last, "OK", python.standardOutput + python.standardError)
        XCTAssertTrue(lines.contains("runtime: \(prefix)/lib/stepperkit-1/libswiftCore.so"),
                      "the Swift runtime comes from the install: \(lines)")
        XCTAssertTrue(lines.contains("heard: [5, 7, 6]"), "one value-changed per change: \(lines)")
        for line in Self.reentrantLines {
            XCTAssertTrue(lines.contains(line), "handlers that change their stepper inside emissions: \(lines)")
        }
        XCTAssertTrue(lines.contains("raising: [3, 'after 3', 4, 'after 4'] 4"),
                      "a raising handler leaves the widget and the other handlers working: \(lines)")
        XCTAssertTrue(python.standardError.contains("RuntimeError: a handler that fails on purpose"))
        XCTAssertTrue(lines.contains("bad: 1 -100 100"), "bad values change nothing: \(lines)")
        XCTAssertTrue(lines.contains("page: 25 25"), "Page Up moves by page-increment: \(lines)")
        for property in ["step-value = 0", "minimum-value = 500", "maximum-value = -500", "page-increment = 0"] {
            XCTAssertTrue(python.standardError.contains("refused \(property)"), "a warning names \(property)")
        }
        XCTAssertTrue(lines.contains("builder: Stepper 9 vertical"), "a .ui file names SkStepper: \(lines)")
        XCTAssertTrue(lines.contains("row: StepperRow _Espresso Stepper 9 5 [4, 5]"),
                      "a .ui file names SkStepperRow, whose properties are its stepper's: \(lines)")
        XCTAssertTrue(lines.contains("adopted: 4 0 20 2 5 True"), "the adjustment's numbers, rounded: \(lines)")
        XCTAssertTrue(lines.contains("shared: [6, 9, 8] [6.0, 9.0, 9.2, 8.0] 8.0 8.0 8.0"),
                      "one value-changed on each side per real change: \(lines)")
        XCTAssertTrue(lines.contains("refused: True 8 8"), "refused adjustments change nothing: \(lines)")
        var complaints = ["its lower bound 5.0 is above its upper bound 1.0", "its step-increment 0.0 is below 1",
                          "its upper 1e+19 is beyond"]
        // GTK 4.8 lets an adjustment hold NaN; later versions refuse it themselves.
        if lines.contains("nan: taken by GTK") { complaints.append("its value is nan, not a number") }
        XCTAssertTrue(lines.contains("nan: taken by GTK") || lines.contains("nan: refused by GTK"), "\(lines)")
        for complaint in complaints {
            XCTAssertTrue(python.standardError.contains("SkStepper: refused the adjustment: \(complaint)"),
                          "a warning says \(complaint): \(python.standardError)")
        }
        XCTAssertTrue(lines.contains("made: 0.0 99.0 0.0 True"), "an adjustment made from the stepper's numbers: \(lines)")
        XCTAssertTrue(lines.contains("after dispose: 50.0 None"), "a disposed stepper lets go of it: \(lines)")
        let growth = try XCTUnwrap(lines.first { $0.hasPrefix("growth-kb: ") }.flatMap { Int($0.dropFirst(11)) })
        // 10,000 steppers are 500 MB if kept; a leak of even 100 bytes each would show.
        XCTAssertLessThan(growth, 1_024, "10,000 steppers made and dropped grow resident memory by \(growth) kB")
    }
    /// `Gtk.Editable.get_delegate` from Python (editable_delegate.py): a
    /// Gtk.Text of the stepper's own, as Gtk.SpinButton gives, at rest, after
    /// text is written and after another stepper types, never given to
    /// another stepper; `None` once disposed; and the field a stepper lets go
    /// of goes with the last stepper.
    func testPythonGetsAFieldOfTheSteppersOwnFromGetDelegate() throws {
        let prefix = try LibraryInstall.prefix()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("editable_delegate.py")
        var environment = try LibraryInstall.environment(for: prefix)
        // GTK's own input method: IBus 1.5.35's (Debian testing) keeps every
        // GtkText that leaves a window that stays, so no field made there is
        // ever finalized, whoever lets go of it.
        environment["GTK_IM_MODULE"] = "gtk-im-context-simple"
        let python = try ChildProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: environment, in: "/")
        XCTAssertEqual(python.wait(timeout: 120), 0, python.standardError)
        let lines = python.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "at rest: Text 10 True",
            "after a write: True True 5",
            "another stepper: True True True True",
            "disposed: None None",
            "spare after the last stepper: 1 1",
            "OK",
        ], python.standardError)
        XCTAssertFalse(python.standardError.contains("CRITICAL"), python.standardError)
        XCTAssertFalse(python.standardError.contains("WARNING"), python.standardError)
    }

    /// What the Python host's handlers hear (introspection_soundness.py), and
    /// the C and JavaScript hosts' too: handlers that set the value and the
    /// range inside emissions, and one that disposes of its stepper.
    static let reentrantLines = ["snapping: [3, 5, 6, 40, 6] 6 6", "torn down: 9"]

    func testHandlersMayChangeTheirStepperFromCAndJavaScript() throws {
        let prefix = try LibraryInstall.prefix()
        let folder = try TemporaryFiles.makeDirectory("reentrancy")
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let build = try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cc -Wall -Wextra -Werror -Wno-unused-parameter "$0" $(pkg-config --cflags --libs stepperkit-1) -o "$1""#,
             tests.appendingPathComponent("reentrancy.c").path, folder + "/reentrancy"],
            environment: try LibraryInstall.environment(for: prefix))
        XCTAssertEqual(build.wait(timeout: 120), 0, build.standardError)
        for (program, arguments) in [
            (folder + "/reentrancy", []), ("/usr/bin/gjs", ["-m", tests.appendingPathComponent("reentrancy.js").path]),
        ] {
            let host = try ChildProcess(URL(fileURLWithPath: program), arguments, environment: try LibraryInstall.environment(for: prefix), in: "/")
            XCTAssertEqual(host.wait(timeout: 120), 0, "\(program): \(host.standardError)")
            XCTAssertEqual(host.standardOutput.split(separator: "\n").map(String.init), Self.reentrantLines, program)
            XCTAssertFalse(host.standardError.contains("CRITICAL"), host.standardError)
        }
    }

    /// Cambalache, GNOME's UI designer, where Debian packages it (13 and
    /// later): the catalog the install puts in `share/cambalache/catalogs`
    /// and what a program needs to see it and the library, with a home of
    /// its own so that the designer writes nothing outside the test's folder.
    private func cambalacheEnvironment(for prefix: String) throws -> [String: String] {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cmb-catalog-gen") else {
            let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
            if release.contains("VERSION_CODENAME=bookworm") {
                throw XCTSkip("Debian 12 has no Cambalache; the designer's tests run on Debian 13 and testing (Scripts/test-in-debian)")
            }
            XCTFail("Cambalache is missing: Scripts/install-dependencies installs it on Debian 13 and later")
            throw CocoaError(.fileNoSuchFile)
        }
        var environment = try LibraryInstall.environment(for: prefix)
        let home = try TemporaryFiles.makeDirectory("cambalache-home")
        environment["HOME"] = home
        environment["XDG_CACHE_HOME"] = home + "/cache"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_DATA_DIRS"] = prefix + "/share:/usr/share"
        return environment
    }

    /// The committed catalog is what Cambalache's own generator makes of the
    /// installed GIR, 0.94's on Debian 13 and 1.0's on testing: a property
    /// added to the header and not to the catalog fails here
    /// (`Scripts/cambalache-catalog` brings it up to date), and so does a
    /// change of Cambalache's catalog format that makes the two disagree.
    func testTheCambalacheCatalogIsWhatCmbCatalogGenMakesOfTheGIR() throws {
        let prefix = try LibraryInstall.prefix()
        let environment = try cambalacheEnvironment(for: prefix)
        let made = try TemporaryFiles.makeDirectory("catalog") + "/stepperkit-1.xml"
        let generator = try ChildProcess(
            URL(fileURLWithPath: Self.repository + "/Scripts/cambalache-catalog"), ["--prefix", prefix, "--output", made],
            environment: environment, in: "/")
        XCTAssertEqual(generator.wait(timeout: 300), 0, generator.standardError)
        let installed = try String(contentsOfFile: prefix + "/share/cambalache/catalogs/stepperkit-1.xml", encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: made, encoding: .utf8), installed,
                       "the committed catalog is not what this Cambalache makes: run Scripts/cambalache-catalog --prefix DIR "
                           + "(if Debian 13's and testing's then disagree, each Cambalache needs a catalog of its own)")
        for line in [
            #"("SkStepper","GtkWidget","stepperkit",None,None,None,1,"container","control",None)"#,
            #"("SkStepperRow","AdwActionRow","stepperkit",None,None,None,1,"container","control",None)"#,
            #"("SkStepper","value-changed",None,None,None)"#,
        ] {
            XCTAssertTrue(installed.contains(line), "the catalog has \(line)")
        }
    }

    /// On every platform, Cambalache or not: the catalog the install puts
    /// in `share/cambalache/catalogs` has a row for each property and signal
    /// the installed GIR gives SkStepper and SkStepperRow, and no other.
    func testTheCambalacheCatalogNamesEveryPropertyAndSignalOfTheGIR() throws {
        let prefix = try LibraryInstall.prefix()
        let gir = try String(contentsOfFile: prefix + "/share/gir-1.0/StepperKit-1.gir", encoding: .utf8)
        let catalog = try String(contentsOfFile: prefix + "/share/cambalache/catalogs/stepperkit-1.xml", encoding: .utf8)
        for (girClass, type) in [("Stepper", "SkStepper"), ("StepperRow", "SkStepperRow")] {
            let start = try XCTUnwrap(gir.range(of: #"<class name="\#(girClass)""#), "the GIR describes \(girClass)")
            let rest = gir[start.lowerBound...]
            let block = rest[..<(rest.range(of: "</class>")?.lowerBound ?? rest.endIndex)]
            let girMembers = Set(block.matches(of: /<(property|glib:signal) name="([a-z-]+)"/).map {
                ($0.1 == "property" ? "property " : "signal ") + $0.2
            })
            // Rows such as ("SkStepper","value","gint64",...): 5 fields a
            // signal, more a property (an interface row has 2).
            let catalogMembers = Set(catalog.split(separator: "\n").compactMap { line -> String? in
                let fields = line.trimmingCharacters(in: .whitespaces).dropFirst().split(separator: ",")
                let name = fields.count > 2 ? fields[1].trimmingCharacters(in: ["\""]) : ""
                // The type's own row names its parent (GtkWidget) there.
                guard fields[0] == "\"\(type)\"", !name.isEmpty, name.allSatisfy({ $0.isLowercase || $0 == "-" }) else {
                    return nil
                }
                return (fields.count == 5 ? "signal " : "property ") + name
            })
            XCTAssertGreaterThan(girMembers.count, 5, "\(girClass): \(girMembers)")
            XCTAssertEqual(catalogMembers, girMembers,
                           "\(type): the catalog is stale; run Scripts/cambalache-catalog --prefix DIR on Debian 13 or later")
        }
    }

    /// A window designed with Cambalache's Python API (its palette, its
    /// inspector's editors, its export), loaded back with GtkBuilder.
    func testAWindowDesignedInCambalacheLoadsWithGtkBuilder() throws {
        let prefix = try LibraryInstall.prefix()
        let environment = try cambalacheEnvironment(for: prefix)
        let folder = try TemporaryFiles.makeDirectory("cambalache-project")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cambalache_round_trip.py")
        let designer = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, folder], environment: environment, in: "/")
        XCTAssertEqual(designer.wait(timeout: 300), 0, designer.standardOutput + designer.standardError)
        XCTAssertEqual(designer.standardOutput.split(separator: "\n").map(String.init), [
            "palette: ['SkStepper', 'SkStepperRow'] from ['stepperkit'] beside GtkSpinButton: True",
            "inspector: SkStepper adjustment=CmbObjectChooser, autorepeat=CmbSwitch, background-color=CmbColorEntry, "
                + "digits=CmbSpinButton, left-title=CmbEntry, maximum-value=CmbSpinButton, minimum-value=CmbSpinButton, "
                + "page-increment=CmbSpinButton, right-title=CmbEntry, step-value=CmbSpinButton, unit=CmbEntry, "
                + "value=CmbSpinButton, wraps=CmbSwitch",
            "inspector: SkStepperRow adjustment=CmbObjectChooser, digits=CmbSpinButton, maximum-value=CmbSpinButton, "
                + "minimum-value=CmbSpinButton, page-increment=CmbSpinButton, step-value=CmbSpinButton, unit=CmbEntry, "
                + "value=CmbSpinButton",
            "saved: True ui: True",
            "espresso: Stepper 3 0 12 2 4 − + #ffe0b2 True",
            "window: Coffee order vertical",
            "fridge: -300 -500 -200 1 °C -300.0 '-300.0\\xa0°C'",
            "latte: StepperRow Latte 2 0 10 in True",
            "OK",
        ])
        let ui = try String(contentsOfFile: folder + "/coffee-order.ui", encoding: .utf8)
        XCTAssertTrue(ui.contains(#"<object class="SkStepperRow" id="latte">"#), ui)
        // digits and unit are since 1.2, so a design that sets them needs StepperKit 1.2.
        XCTAssertTrue(ui.contains(#"<requires lib="stepperkit" version="1.2"/>"#), ui)
        for warning in ["CRITICAL", "WARNING", "Traceback"] {
            XCTAssertFalse(designer.standardError.contains(warning), designer.standardError)
        }
    }

    /// `Scripts/fuzz-gir` against the install, as a hostile host would call
    /// it: 20,000 seeded operations (four seeds) on steppers and rows, each
    /// followed by the invariants' check and, where no handler re-enters, a
    /// count of the value-changed emissions; then a shorter run under valgrind.
    func testAFuzzThroughIntrospectionBreaksNothing() throws {
        let prefix = try LibraryInstall.prefix()
        for seed in 1...4 {
            let output = try fuzz(["--prefix", prefix, String(seed), "5000"], prefix: prefix, timeout: 600)
            let onRows = output.firstMatch(of: /\((\d+) of them on rows\)/).flatMap { Int($0.1) } ?? 0
            XCTAssertGreaterThan(onRows, 100, "the fuzz reaches SkStepperRow too: \(output.suffix(400))")
            let withDigits = output.firstMatch(of: /(\d+) checks of steppers with digits/).flatMap { Int($0.1) } ?? 0
            XCTAssertGreaterThan(withDigits, 1_000, "the fuzz reaches steppers with digits: \(output.suffix(400))")
        }
    }

    func testTheFuzzUnderValgrindMakesNoInvalidAccess() throws {
        let prefix = try LibraryInstall.prefix()
        let output = try fuzz(["--valgrind", "--prefix", prefix, "11", "400"], prefix: prefix, timeout: 1200)
        XCTAssertTrue(output.contains("valgrind: no invalid access"), output)
    }

    @discardableResult
    private func fuzz(_ arguments: [String], prefix: String, timeout: Double) throws -> String {
        let fuzz = try ChildProcess(
            URL(fileURLWithPath: Self.repository + "/Scripts/fuzz-gir"), arguments,
            environment: try LibraryInstall.environment(for: prefix), in: "/")
        XCTAssertEqual(fuzz.wait(timeout: timeout), 0, "\(arguments): \(fuzz.standardError.suffix(4000))")
        XCTAssertTrue(fuzz.standardOutput.contains("operations, no failure"), fuzz.standardOutput)
        return fuzz.standardOutput + fuzz.standardError
    }
}
