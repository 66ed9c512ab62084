import Foundation
import StepperCore
import StepperTestSupport
import XCTest

/// The code the manuals and the README show is code that works: the
/// `Package.swift` lines of *Getting started* build its programs against
/// this checkout, as an app's own package would, and the programs run;
/// every other Swift block compiles, and the Python of the C reference runs.
///
/// A Swift block is one of:
/// - a package manifest, whose first line is `// swift-tools-version…`;
/// - a program, whose first line names its file, `// Sources/Name/main.swift`,
///   built in the package of the manifest with that executable target;
/// - a fragment, after a `<!-- fragment: given window, stepper -->` comment,
///   compiled with those names declared (``DocumentationTests/givens``);
/// - anything else, a snippet complete in itself, compiled as the body of
///   a function, its imports above it.
///
/// Fragments and snippets compile in the libadwaita app's package, where
/// every library is at hand, in a target of their own (so that the app's
/// globals are not theirs), each in a file of its own, so that a block that
/// uses a library it does not import fails.
final class DocumentationTests: XCTestCase {
    static let repository = InstallTests.repository
    static let gettingStarted = "Sources/StepperGtk/StepperGtk.docc/GettingStarted.md"

    /// What a fragment may be given: the imports its declaration needs, and the declaration.
    static let givens: [String: (imports: [String], declaration: String)] = [
        "window": (["CGtk"], "let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()"),
        "box": (["CGtk"], "let box = UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!).assumingMemoryBound(to: GtkBox.self)"),
        "group": (
            ["CAdw", "CGtk"],
            "let group = UnsafeMutableRawPointer(adw_preferences_group_new()!).assumingMemoryBound(to: AdwPreferencesGroup.self)"
        ),
        "stepper": (["StepperGtk"], "let stepper = Stepper()"),
    ]

    /// A fenced code block of a Markdown file.
    struct CodeBlock {
        /// The file, relative to the repository, and the line its code starts on.
        var place: String
        /// The fence's language, such as `swift`.
        var language: String
        /// The code.
        var code: String
        /// The names a `<!-- fragment: given … -->` comment just above it gives; `nil` when it has none.
        var givens: [String]?

        var firstLine: String { String(code.prefix { $0 != "\n" }) }
        var isManifest: Bool { firstLine.hasPrefix("// swift-tools-version") }
        /// The executable target a program is the `main.swift` of.
        var programTarget: String? { firstLine.wholeMatch(of: /\/\/ Sources\/(\w+)\/main\.swift/).map { String($0.1) } }
    }

    /// The code blocks of a Markdown file of the repository.
    static func codeBlocks(in file: String) throws -> [CodeBlock] {
        let lines = try String(contentsOfFile: repository + "/" + file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```"), lines[index].count > 3 else {
                index += 1
                continue
            }
            let language = String(lines[index].dropFirst(3))
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let givens = previous.wholeMatch(of: /<!-- fragment: given (.+) -->/).map {
                $0.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let start = index + 1
            guard let end = lines[start...].firstIndex(where: { $0 == "```" }) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(file):\(index + 1): an unclosed code block"])
            }
            blocks.append(CodeBlock(
                place: "\(file):\(start + 1)", language: language, code: lines[start..<end].joined(separator: "\n"), givens: givens))
            index = end + 1
        }
        return blocks
    }

    /// README.md and every DocC article, as paths relative to the repository.
    static func documents() throws -> [String] {
        var documents = ["README.md"]
        let sources = repository + "/Sources"
        for module in try FileManager.default.contentsOfDirectory(atPath: sources).sorted() {
            let catalog = "\(module)/\(module).docc"
            guard let files = FileManager.default.enumerator(atPath: sources + "/" + catalog) else { continue }
            for case let file as String in files where file.hasSuffix(".md") {
                documents.append("Sources/\(catalog)/\(file)")
            }
        }
        return documents.sorted()
    }

    /// The manifests of *Getting started*, each with the program its executable target runs.
    private func gettingStartedPackages() throws -> [(manifest: CodeBlock, target: String, program: CodeBlock)] {
        let blocks = try Self.codeBlocks(in: Self.gettingStarted).filter { $0.language == "swift" }
        let manifests = blocks.filter(\.isManifest)
        XCTAssertEqual(manifests.count, 2, "Getting started gives the lines of a GTK app and of a libadwaita app")
        // The README's lines are the article's, so that building these builds them too.
        for manifest in try Self.codeBlocks(in: "README.md").filter(\.isManifest) {
            XCTAssertTrue(manifests.contains { $0.code == manifest.code }, "\(manifest.place) is none of Getting started's manifests")
        }
        return try manifests.map { manifest in
            let target = try XCTUnwrap(
                manifest.code.firstMatch(of: /\.executableTarget\(\s*name: "(\w+)"/).map { String($0.1) },
                "\(manifest.place) has an executable target")
            let program = try XCTUnwrap(blocks.first { $0.programTarget == target }, "Getting started has Sources/\(target)/main.swift")
            XCTAssertTrue(manifest.code.contains(#".package(path: "../stepperkit")"#), "\(manifest.place) names a checkout beside it")
            // The git URL the comment offers asks for a version this one satisfies.
            let from = try XCTUnwrap(manifest.code.firstMatch(of: /from: "(\d+)\.(\d+)\.(\d+)"/), "\(manifest.place) offers the git URL")
            let asked = StepperKit.Version(major: Int(from.1)!, minor: Int(from.2)!, micro: Int(from.3)!)
            XCTAssertTrue(asked.major == StepperKit.version.major && asked <= StepperKit.version, "\(manifest.place) asks for \(asked)")
            return (manifest, target, program)
        }
    }

    /// The target that compiles the snippets and fragments, beside a package's own.
    static let snippetsTarget = "ManualSnippets"

    /// Writes a package from `manifest`, with `program` as its target's
    /// `main.swift`, and `snippets`, if any, as the files of a library target
    /// of their own with the same dependencies, in `root`, where
    /// `stepperkit` is this checkout; builds it and returns the program's path.
    private func build(
        _ manifest: CodeBlock, target: String, program: CodeBlock, snippets: [String: String] = [:], in root: String
    ) throws -> String {
        let package = root + "/" + target
        let sources = package + "/Sources/" + target
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        var packageSwift = manifest.code
        if !snippets.isEmpty {
            packageSwift += """

                package.targets.append(.target(name: "\(Self.snippetsTarget)", dependencies: package.targets[0].dependencies))

                """
            try FileManager.default.createDirectory(atPath: package + "/Sources/" + Self.snippetsTarget, withIntermediateDirectories: true)
            for (name, text) in snippets {
                try text.write(toFile: package + "/Sources/\(Self.snippetsTarget)/" + name, atomically: true, encoding: .utf8)
            }
        }
        try packageSwift.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try program.code.write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        let build = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], environment: HeadlessSession.buildEnvironment, in: package)
        // The libraries build from nothing in the package's own folder: minutes on a small machine.
        XCTAssertEqual(build.wait(timeout: 1800), 0, "\(manifest.place): the package does not build:\n\(build.standardOutput)\(build.standardError)")
        let warnings = build.standardOutput.split(separator: "\n").filter { $0.contains("/main.swift:") && $0.contains("warning:") }
        XCTAssertEqual(warnings, [], "\(program.place) compiles with warnings")
        return package + "/.build/debug/" + target
    }

    /// A folder for the packages, with this checkout in it as `stepperkit`,
    /// where the manifests' `.package(path: "../stepperkit")` finds it.
    private func packagesFolder() throws -> String {
        let root = try TemporaryFiles.makeDirectory("packages")
        try FileManager.default.createSymbolicLink(atPath: root + "/stepperkit", withDestinationPath: Self.repository)
        return root
    }

    /// Starts `program` in the headless session and returns it with the X
    /// window it shows, found by its process id, once that window is shown.
    private func startShowingWindow(_ program: String) throws -> (app: ChildProcess, window: String) {
        let environment = try HeadlessSession.start().variables
        // Line by line, so that a test reads what the program prints as it prints it.
        let app = try ChildProcess(URL(fileURLWithPath: "/usr/bin/stdbuf"), ["-oL", program], environment: environment, in: "/")
        let search = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--sync", "--onlyvisible", "--pid", String(app.process.processIdentifier)],
            environment: environment)
        XCTAssertEqual(search.wait(timeout: 60), 0, "\(program) shows no window: \(app.standardError)")
        let window = try XCTUnwrap(search.standardOutput.split(separator: "\n").first.map(String.init), "\(program) shows no window")
        return (app, window)
    }

    /// The lines of what a program printed that GLib logs as warnings or
    /// criticals. Libraries below GTK may print more in their own words,
    /// such as Mesa's "libEGL warning" on an X server without DRI3 (Debian
    /// testing's Xvfb).
    private func glibWarnings(in errors: String) -> [String] {
        errors.split(separator: "\n").map(String.init).filter { $0.contains("WARNING") || $0.contains("CRITICAL") }
    }

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        let tool = try ChildProcess(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, environment: try HeadlessSession.start().variables)
        XCTAssertEqual(tool.wait(timeout: 30), 0, "xdotool \(arguments): \(tool.standardError)")
        return tool.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The GTK app of *Getting started*, built from its lines: it links no
    /// libadwaita, shows its window, and the Up key steps the stepper.
    func testTheGtkAppOfGettingStartedBuildsFromItsLinesAndRuns() throws {
        let package = try XCTUnwrap(try gettingStartedPackages().first { !$0.manifest.code.contains("StepperAdwaita") })
        let program = try build(package.manifest, target: package.target, program: package.program, in: try packagesFolder())

        let ldd = try ChildProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [program], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(ldd.wait(timeout: 30), 0)
        XCTAssertFalse(ldd.standardOutput.contains("libadwaita"), "StepperGtk alone links no libadwaita:\n\(ldd.standardOutput)")
        XCTAssertTrue(ldd.standardOutput.contains("libgtk-4"), ldd.standardOutput)

        let (app, window) = try startShowingWindow(program)
        defer { app.stop() }
        XCTAssertEqual(try xdotool(["getwindowname", window]), "Cups")
        try xdotool(["windowfocus", "--sync", window])
        // The window may take the key before GTK has seen the focus arrive:
        // press again, within a deadline, until the handler speaks.
        let deadline = Date().addingTimeInterval(30)
        while app.standardOutput.isEmpty && Date() < deadline {
            try xdotool(["key", "Up"])
            let pressed = Date()
            while app.standardOutput.isEmpty && Date().timeIntervalSince(pressed) < 2 {
                usleep(50_000)
            }
        }
        XCTAssertEqual(app.standardOutput.split(separator: "\n").first, "2 cups", "Up steps the stepper from 1 to 2, and its handler hears it")
        app.stop()
        XCTAssertEqual(glibWarnings(in: app.standardError), [], "the program runs without a warning")
    }

    /// The libadwaita app of *Getting started*, built from its lines, runs as
    /// an `AdwApplication` and works as its user would use it: its stepper
    /// rows add to a total that Observation follows, a `for await` loop hears
    /// each change, and a button's handler opens preferences that stay open
    /// though nothing keeps their Swift object. In its package every other
    /// Swift block of the manuals and the README compiles, each in a file of
    /// its own.
    func testTheLibadwaitaAppBuildsFromItsLinesAndRunsAndEveryOtherSwiftBlockCompiles() throws {
        let package = try XCTUnwrap(try gettingStartedPackages().first { $0.manifest.code.contains("StepperAdwaita") })
        var snippets: [String: String] = [:]
        for document in try Self.documents() {
            for (index, block) in try Self.codeBlocks(in: document).enumerated() where block.language == "swift" {
                guard !block.isManifest, block.programTarget == nil else { continue }
                let name = document.replacing(/[^A-Za-z0-9]/, with: "_") + "_\(index)"
                snippets[name + ".swift"] = try compilable(block, as: name)
            }
        }
        XCTAssertGreaterThan(snippets.count, 5, "the blocks were found")

        let program = try build(
            package.manifest, target: package.target, program: package.program, snippets: snippets, in: try packagesFolder())
        let (app, window) = try startShowingWindow(program)
        defer { app.stop() }
        XCTAssertEqual(try xdotool(["getwindowname", window]), "Coffee order")

        // As its user would: two espressos, then the button that opens their preferences.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("getting_started_probe.py")
        let probe = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, package.target], environment: try HeadlessSession.start().variables)
        let status = probe.wait(timeout: 90)
        XCTAssertEqual(status, 0, "the coffee order does not work as Getting started says:\n\(probe.standardError)")
        app.stop()
        // Observation's total and the for-await loop's changes, each in the main loop's own time.
        let printed = app.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(printed.filter { $0.hasPrefix("Total: ") }, ["Total: $0.00", "Total: $2.50", "Total: $5.00"],
                       "Observations hears each espresso added: \(printed)")
        XCTAssertEqual(printed.filter { $0.hasPrefix("Espresso: ") }, ["Espresso: 1", "Espresso: 2"],
                       "the for-await loop hears each change: \(printed)")
        XCTAssertEqual(glibWarnings(in: app.standardError), [], "the program runs without a warning")
    }

    /// A snippet or a fragment as a Swift file: its imports, then its code
    /// as the body of a function, after what it is given.
    private func compilable(_ block: CodeBlock, as name: String) throws -> String {
        let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }
        var header = ["// \(block.place)"] + imports.filter { !$0.isEmpty }
        var body = Array(lines.dropFirst(imports.count))
        for given in block.givens ?? [] {
            let declared = try XCTUnwrap(Self.givens[given], "\(block.place): nothing is known to give “\(given)”")
            header += declared.imports.map { "import " + $0 }.filter { !header.contains($0) }
            body.insert(declared.declaration, at: 0)
        }
        return (header + ["", "@MainActor func \(name)() throws {"] + body.map { "    " + $0 } + ["}", ""]).joined(separator: "\n")
    }

    /// Every Python block of the C reference's pages runs against an install of the library.
    func testThePythonOfTheCReferenceRuns() throws {
        let prefix = try LibraryInstall.prefix()
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.repository + "/docs/reference").filter { $0.hasSuffix(".md") }
        var ran = 0
        for page in pages.sorted() {
            for block in try Self.codeBlocks(in: "docs/reference/" + page) where block.language == "python" {
                let python = try ChildProcess(
                    URL(fileURLWithPath: "/usr/bin/python3"), ["-c", block.code], environment: try LibraryInstall.environment(for: prefix),
                    in: "/")
                XCTAssertEqual(python.wait(timeout: 60), 0, "\(block.place): \(python.standardError)")
                XCTAssertEqual(glibWarnings(in: python.standardError), [], "\(block.place) runs without a warning")
                ran += 1
            }
        }
        XCTAssertGreaterThan(ran, 0, "the pages have Python to run")
    }
}
