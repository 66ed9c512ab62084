import Foundation
import StepperTestSupport
import XCTest

/// `Scripts/install` as a user runs it: a release build installed into a
/// prefix, started from there in Russian and Korean, and removed again.
final class InstallTests: XCTestCase {
    static let id = "io.github.stepperkit.StepperDemo"
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// What `Scripts/install --library-only` writes, relative to the prefix:
    /// the library, what builds and binds against it, and the translations
    /// its messages use.
    static let libraryFiles = [
        "share/locale/ko/LC_MESSAGES/stepperkit.mo",
        "share/locale/ru/LC_MESSAGES/stepperkit.mo",
        "share/stepperkit/installed-files",
        "lib/libstepperkit-1.so.0",
        "lib/libstepperkit-1.so",
        "include/stepperkit-1/stepperkit.h",
        "include/stepperkit-1/stepperkit-version.h",
        "lib/pkgconfig/stepperkit-1.pc",
        "share/gir-1.0/StepperKit-1.gir",
        "lib/girepository-1.0/StepperKit-1.typelib",
        "share/vala/vapi/stepperkit-1.vapi",
        "share/vala/vapi/stepperkit-1.deps",
        "share/cambalache/catalogs/stepperkit-1.xml",
    ]

    /// Everything an install writes, relative to the prefix.
    static let installedFiles = [
        "bin/stepper-demo",
        "share/applications/\(id).desktop",
        "share/metainfo/\(id).metainfo.xml",
        "share/glib-2.0/schemas/\(id).gschema.xml",
        "share/icons/hicolor/scalable/apps/\(id).svg",
        "share/icons/hicolor/symbolic/apps/\(id)-symbolic.svg",
    ] + libraryFiles

    /// The files below `folder`, less the Swift runtime the library carries
    /// (which libraries those are depends on the toolchain), which must be there.
    private func installed(below folder: String, prefix: String = "") throws -> Set<String> {
        let files = try filesBelow(folder)
        let runtime = files.filter { $0.hasPrefix(prefix + "lib/stepperkit-1/") }
        XCTAssertTrue(runtime.contains(prefix + "lib/stepperkit-1/libswiftCore.so"), "the Swift runtime is installed")
        XCTAssertTrue(runtime.allSatisfy { $0.hasSuffix(".so") }, "\(runtime)")
        return files.subtracting(runtime)
    }

    func testInstalledAppIsTranslatedAndUninstallsExactly() throws {
        let folder = try TemporaryFiles.makeDirectory("install")
        let prefix = folder + "/prefix"
        // Something of the user's already there: the install adds beside it, the uninstall leaves it.
        try FileManager.default.createDirectory(atPath: prefix + "/share/applications", withIntermediateDirectories: true)
        try "[Desktop Entry]\n".write(toFile: prefix + "/share/applications/theirs.desktop", atomically: true, encoding: .utf8)

        try runScript(["--prefix", prefix])
        let compiled = "share/glib-2.0/schemas/gschemas.compiled"
        XCTAssertEqual(try installed(below: prefix), Set(Self.installedFiles + [compiled, "share/applications/theirs.desktop"]))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/stepper-demo"))
        var schemaEnvironment = ProcessInfo.processInfo.environment
        schemaEnvironment["GSETTINGS_SCHEMA_DIR"] = prefix + "/share/glib-2.0/schemas"
        let keys = try ChildProcess(URL(fileURLWithPath: "/usr/bin/gsettings"), ["list-keys", Self.id], environment: schemaEnvironment)
        XCTAssertEqual(keys.wait(timeout: 20), 0, "the installed schema is compiled: \(keys.standardError)")
        XCTAssertTrue(keys.standardOutput.contains("page-increment\n"), keys.standardOutput)

        let desktop = try String(contentsOfFile: prefix + "/share/applications/\(Self.id).desktop", encoding: .utf8)
        XCTAssertTrue(desktop.contains("\nExec=\(prefix)/bin/stepper-demo\n"), "started by path from the app grid:\n\(desktop)")
        XCTAssertTrue(desktop.contains("\nName[ru]=Демонстрация счётчика\n"), desktop)
        XCTAssertTrue(desktop.contains("\nName[ko]=스테퍼 데모\n"), desktop)
        XCTAssertTrue(desktop.contains("\nComment[ru]="), desktop)
        let metainfo = try String(contentsOfFile: prefix + "/share/metainfo/\(Self.id).metainfo.xml", encoding: .utf8)
        XCTAssertTrue(metainfo.contains("<summary xml:lang=\"ru\">Попробуйте счётчик для GTK 4, написанный на Swift</summary>"), metainfo)
        XCTAssertTrue(metainfo.contains("<summary xml:lang=\"ko\">"), metainfo)
        XCTAssertTrue(metainfo.contains("<p xml:lang=\"ru\">Первый выпуск"), "release notes are translated too")
        XCTAssertEqual(try run("/usr/bin/desktop-file-validate", [prefix + "/share/applications/\(Self.id).desktop"]), 0)
        XCTAssertEqual(try run("/usr/bin/appstreamcli", ["validate", "--no-net", prefix + "/share/metainfo/\(Self.id).metainfo.xml"]), 0)

        let locales = try russianAndKoreanLocales(in: folder)
        // Started from “/”: the translations are found from the program's own place.
        let russian = try readWindow(of: prefix + "/bin/stepper-demo", language: "ru", locale: "ru_RU.UTF-8", locales: locales)
        XCTAssertEqual(russian.window, "Демонстрация счётчика")
        for words in ["Заказ кофе", "Эспрессо", "Капучино", "Латте", "Итого", "3 напитка, 10,00 $", "Настраиваемый счётчик", "Изменений пока нет", "Этаж", "Параметры"] {
            XCTAssertTrue(russian.labels.contains(words), "“\(words)” is not in \(russian.labels)")
        }
        XCTAssertTrue(russian.orders["1,0,0"]?.contains("1 напиток, 2,50 $") ?? false, "one: \(russian.orders)")
        XCTAssertTrue(russian.orders["1,1,0"]?.contains("2 напитка, 6,00 $") ?? false, "two: \(russian.orders)")
        XCTAssertTrue(russian.orders["3,1,1"]?.contains("5 напитков, 15,00 $") ?? false, "five: \(russian.orders)")

        let korean = try readWindow(of: prefix + "/bin/stepper-demo", language: "ko", locale: "ko_KR.UTF-8", locales: locales)
        XCTAssertEqual(korean.window, "스테퍼 데모")
        for words in ["커피 주문", "에스프레소(E)", "합계", "음료 3잔, $10.00", "속성 편집 스테퍼", "아직 바뀐 값이 없습니다", "기본 설정"] {
            XCTAssertTrue(korean.labels.contains(words), "“\(words)” is not in \(korean.labels)")
        }
        XCTAssertTrue(korean.orders["3,1,1"]?.contains("음료 5잔, $15.00") ?? false, "\(korean.orders)")

        // Started as GNOME Shell starts it from the app grid: by its desktop entry, found in the prefix.
        var environment = try HeadlessSession.start().variables
        environment["XDG_DATA_HOME"] = prefix + "/share"
        environment["XDG_CONFIG_HOME"] = try TemporaryFiles.makeDirectory("config")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("install_probe.py")
        let grid = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "--launch", "\(Self.id).desktop"], environment: environment)
        XCTAssertEqual(grid.wait(timeout: 120), 0, grid.standardError)
        XCTAssertTrue(grid.standardOutput.contains("ENTRY Stepper Demo shown=True icon=\(Self.id)\n"), grid.standardOutput)
        XCTAssertTrue(grid.standardOutput.contains("WINDOW Stepper Demo\n"), grid.standardOutput)

        // Installing again over the first install changes nothing on disk but the files themselves.
        try runScript(["--prefix", prefix])
        XCTAssertEqual(try installed(below: prefix), Set(Self.installedFiles + [compiled, "share/applications/theirs.desktop"]))
        // The library alone over the whole install: the demo stays, and its files stay on the list.
        try runScript(["--prefix", prefix, "--library-only"])
        XCTAssertEqual(try installed(below: prefix), Set(Self.installedFiles + [compiled, "share/applications/theirs.desktop"]))

        try runScript(["--prefix", prefix, "--uninstall"])
        XCTAssertEqual(try filesBelow(prefix), ["share/applications/theirs.desktop"], "exactly what it installed is gone")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: prefix).sorted(), ["share"],
            "the folders it created are gone too")
    }

    /// A packager's install: files under DESTDIR, naming the real prefix.
    func testDestdirStagesFilesThatNameThePrefix() throws {
        let stage = try TemporaryFiles.makeDirectory("stage")
        try runScript(["--prefix", "/usr", "--destdir", stage])
        XCTAssertEqual(try installed(below: stage + "/usr"), Set(Self.installedFiles))
        let desktop = try String(contentsOfFile: stage + "/usr/share/applications/\(Self.id).desktop", encoding: .utf8)
        XCTAssertTrue(desktop.contains("\nExec=/usr/bin/stepper-demo\n"), desktop)
        let manifest = try String(contentsOfFile: stage + "/usr/share/stepperkit/installed-files", encoding: .utf8)
        XCTAssertFalse(manifest.contains(stage), "the list names the installed paths, not the stage")

        // A file changed after the install is the user's now: kept, and said so.
        let changed = stage + "/usr/share/applications/\(Self.id).desktop"
        try (desktop + "NoDisplay=true\n").write(toFile: changed, atomically: true, encoding: .utf8)
        let removal = try runScript(["--prefix", "/usr", "--destdir", stage, "--uninstall"])
        XCTAssertTrue(removal.contains("kept \(changed)"), removal)
        XCTAssertEqual(try filesBelow(stage), ["usr/share/applications/\(Self.id).desktop"])
    }

    /// `--library-only`: the library and what goes with it, no app, no schema.
    func testLibraryOnlyInstallsTheLibraryAlone() throws {
        let prefix = try LibraryInstall.prefix()
        XCTAssertEqual(try installed(below: prefix), Set(Self.libraryFiles))
        let manifest = try String(contentsOfFile: prefix + "/share/stepperkit/installed-files", encoding: .utf8)
        XCTAssertFalse(manifest.contains("schemas"), "no schema to compile again on --uninstall: \(manifest)")
    }

    func testBadArgumentsAreRefusedClearly() throws {
        for (arguments, message) in [
            ([String](), "say where to install with --prefix"),
            (["--prefix"], "--prefix needs a folder"),
            (["--prefix", "/tmp/x", "--colour"], "unknown argument “--colour”"),
            (["--prefix", try TemporaryFiles.makeDirectory("empty"), "--uninstall"], "nothing to remove"),
        ] {
            let script = try ChildProcess(
                URL(fileURLWithPath: "/bin/bash"), [Self.repository + "/Scripts/install"] + arguments,
                environment: ProcessInfo.processInfo.environment)
            XCTAssertEqual(script.wait(timeout: 60), 2, "\(arguments)")
            XCTAssertTrue(script.standardError.contains(message), "\(arguments): \(script.standardError)")
        }
    }

    // MARK: Helpers

    /// Runs `Scripts/install` and fails the test unless it succeeds.
    @discardableResult
    private func runScript(_ arguments: [String]) throws -> String {
        let script = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"), [Self.repository + "/Scripts/install"] + arguments,
            environment: HeadlessSession.buildEnvironment, in: Self.repository)
        // A release build from nothing takes minutes on a small machine.
        let status = script.wait(timeout: 1800)
        XCTAssertEqual(status, 0, "Scripts/install \(arguments.joined(separator: " ")) failed:\n\(script.standardError)")
        return script.standardOutput + script.standardError
    }

    private func run(_ program: String, _ arguments: [String]) throws -> Int32? {
        let child = try ChildProcess(URL(fileURLWithPath: program), arguments, environment: ProcessInfo.processInfo.environment)
        let status = child.wait(timeout: 60)
        if status != 0 { print(child.standardOutput, child.standardError) }
        return status
    }

    /// The regular files below `folder`, relative to it.
    private func filesBelow(_ folder: String) throws -> Set<String> {
        var files = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files.insert(path)
            }
        }
        return files
    }

    /// What the installed app shows in `language`, read over AT-SPI: the
    /// window title, its labels, and its labels after each coffee order.
    private func readWindow(
        of program: String, language: String, locale: String, locales: String?
    ) throws -> (window: String, labels: [String], orders: [String: [String]]) {
        let session = try HeadlessSession.start()
        var environment = session.variables
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "LOCPATH"] { environment.removeValue(forKey: variable) }
        environment["LANG"] = locale
        environment["LANGUAGE"] = language
        if let locales { environment["LOCPATH"] = locales }
        environment["XDG_CONFIG_HOME"] = try TemporaryFiles.makeDirectory("config")
        let app = try ChildProcess(URL(fileURLWithPath: program), environment: environment, in: "/")
        defer { app.stop() }

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("install_probe.py")
        let probe = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "1,0,0", "1,1,0", "3,1,1"], environment: session.variables)
        let status = probe.wait(timeout: 120)
        let report = probe.standardOutput
        XCTAssertEqual(status, 0, "the AT-SPI probe failed: \(probe.standardError)\napp said: \(app.standardError)")
        XCTAssertFalse(app.standardError.contains("settings schema"), "the installed app finds its schema: \(app.standardError)")
        XCTAssertTrue(report.hasSuffix("OK\n"), report)
        var window = ""
        var labels: [String] = []
        var orders: [String: [String]] = [:]
        for line in report.split(separator: "\n") {
            if line.hasPrefix("WINDOW ") {
                window = String(line.dropFirst("WINDOW ".count))
            } else if line.hasPrefix("LABELS ") {
                labels = line.dropFirst("LABELS ".count).components(separatedBy: " | ")
            } else if line.hasPrefix("ORDER "), let split = line.range(of: " LABELS ") {
                orders[String(line[line.index(line.startIndex, offsetBy: 6)..<split.lowerBound])] =
                    line[split.upperBound...].components(separatedBy: " | ")
            }
        }
        XCTAssertFalse(app.standardError.contains("WARNING"), app.standardError)
        return (window, labels, orders)
    }
}
