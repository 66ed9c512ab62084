import Foundation
import StepperCore
import StepperTestSupport
import XCTest

/// StepperKit's one version, `StepperKit.version`, is what every place that
/// states a version says: the installed library and its headers, pkg-config,
/// the GIR, `stepper-demo --version`, the metainfo's newest release and the
/// changelog's.
final class VersionTests: XCTestCase {
    private let version = StepperKit.version

    func testTheLibraryItsHeadersAndPkgConfigSayStepperKitVersion() throws {
        let prefix = try LibraryInstall.prefix()
        let environment = try LibraryInstall.environment(for: prefix)
        let (major, minor, micro) = (version.major, version.minor, version.micro)
        // SK_CHECK_VERSION for the version itself, the ones around it, and a
        // version it is later than in each number.
        var checks = [
            ("\(major), \(minor), \(micro)", 1), ("\(major), \(minor), \(micro + 1)", 0),
            ("\(major), \(minor + 1), 0", 0), ("\(major + 1), 0, 0", 0), ("\(major - 1), 99, 99", 1),
        ]
        if micro > 0 { checks.append(("\(major), \(minor), \(micro - 1)", 1)) }
        if minor > 0 { checks.append(("\(major), \(minor - 1), 99", 1)) }
        let program = """
            #include <stdio.h>
            #include <stepperkit.h>

            int
            main (void)
            {
              printf ("headers %d.%d.%d\\n", SK_MAJOR_VERSION, SK_MINOR_VERSION, SK_MICRO_VERSION);
              printf ("library %u.%u.%u\\n", sk_get_major_version (), sk_get_minor_version (), sk_get_micro_version ());
            \(checks.map { #"  printf ("check (\#($0.0)) %d\n", SK_CHECK_VERSION (\#($0.0)) ? 1 : 0);"# }.joined(separator: "\n"))
              return 0;
            }

            """
        let folder = try TemporaryFiles.makeDirectory("version")
        try program.write(toFile: folder + "/version.c", atomically: true, encoding: .utf8)
        let build = try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cc -Wall -Wextra -Werror "$0" $(pkg-config --cflags --libs stepperkit-1) -o "$1""#, folder + "/version.c", folder + "/version"],
            environment: environment)
        XCTAssertEqual(build.wait(timeout: 120), 0, build.standardError)
        let run = try ChildProcess(URL(fileURLWithPath: folder + "/version"), environment: environment, in: "/")
        XCTAssertEqual(run.wait(timeout: 60), 0, run.standardError)
        XCTAssertEqual(
            run.standardOutput.split(separator: "\n").map(String.init),
            ["headers \(version)", "library \(version)"] + checks.map { "check (\($0.0)) \($0.1)" })

        let pkgConfig = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--modversion", "stepperkit-1"], environment: environment)
        XCTAssertEqual(pkgConfig.wait(timeout: 30), 0, pkgConfig.standardError)
        XCTAssertEqual(pkgConfig.standardOutput, "\(version)\n")
    }

    func testTheGIRSaysStepperKitVersion() throws {
        let prefix = try LibraryInstall.prefix()
        let gir = try String(contentsOfFile: prefix + "/share/gir-1.0/StepperKit-1.gir", encoding: .utf8)
        for (name, number) in [("MAJOR", version.major), ("MINOR", version.minor), ("MICRO", version.micro)] {
            XCTAssertTrue(
                gir.contains(#"<constant name="\#(name)_VERSION" value="\#(number)" c:type="SK_\#(name)_VERSION">"#),
                "the GIR's \(name)_VERSION is \(number)")
        }
        // Through the typelib, as a Python program sees the library.
        let python = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/python3"),
            ["-c", """
                import gi
                gi.require_version("StepperKit", "1")
                from gi.repository import StepperKit as Sk
                print(Sk.MAJOR_VERSION, Sk.MINOR_VERSION, Sk.MICRO_VERSION)
                print(Sk.get_major_version(), Sk.get_minor_version(), Sk.get_micro_version())
                """],
            environment: try LibraryInstall.environment(for: prefix), in: "/")
        XCTAssertEqual(python.wait(timeout: 60), 0, python.standardError)
        let numbers = "\(version.major) \(version.minor) \(version.micro)"
        XCTAssertEqual(python.standardOutput, "\(numbers)\n\(numbers)\n")
    }

    func testTheDemoSaysStepperKitVersion() throws {
        let demo = try ChildProcess(ChildProcess.demoExecutable, ["--version"], environment: try HeadlessSession.start().variables)
        XCTAssertEqual(demo.wait(timeout: 30), 0, demo.standardError)
        XCTAssertEqual(demo.standardOutput, "stepper-demo \(version)\n")
    }

    /// The newest release in the metainfo (what GNOME Software and the About
    /// dialog show) and in CHANGELOG.md is this version, on the same day.
    func testTheNewestReleaseInTheMetainfoAndTheChangelogIsThisVersion() throws {
        let metainfo = try String(
            contentsOfFile: InstallTests.repository + "/Resources/\(InstallTests.id).metainfo.xml", encoding: .utf8)
        let release = try XCTUnwrap(metainfo.firstMatch(of: /<release version="([^"]+)" date="([^"]+)"/), "the metainfo has releases")
        XCTAssertEqual(String(release.1), "\(version)", "the metainfo's newest release")
        let changelog = try String(contentsOfFile: InstallTests.repository + "/CHANGELOG.md", encoding: .utf8)
        let entry = try XCTUnwrap(changelog.firstMatch(of: /(?m)^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/), "the changelog has releases")
        XCTAssertEqual(String(entry.1), "\(version)", "the changelog's newest release")
        XCTAssertEqual(entry.2, release.2, "the same day in both")
        XCTAssertTrue(changelog.contains("\n[\(version)]: "), "the changelog links the release")
    }
}
