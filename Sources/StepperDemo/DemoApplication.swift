import AdwaitaInterop
import CGtk
import GtkInterop
import StepperAdwaita
import StepperCore
import StepperDemoResources
import StepperGtk

/// The StepperKit demo: a GNOME app that shows the stepper, its closures and its settings.
@MainActor
public final class DemoApplication {
    /// The reverse-DNS application id (also the D-Bus name and the settings folder).
    public static let id = "io.github.stepperkit.StepperDemo"
    /// The app's version, as `--version` prints it: StepperKit's, whose demo it is.
    public static let version = StepperKit.version.description
    /// The program name, as `--help` and `--version` print it.
    public static let programName = "stepper-demo"

    let application: Gtk.Application
    private(set) var mainWindow: MainWindow?
    private var screenshotPath: String?
    private var preferencesScreenshotPath: String?
    private var exitStatus: Int32 = 0
    /// The model the inspectable stepper, its mirror and the settings dialog share.
    let inspectableModel = StepperModel()
    /// The inspectable model's settings in GSettings; made at start-up,
    /// `nil` when the schema is not installed.
    private(set) var settings: DemoSettings?
    /// Problems found before the main window exists, shown when it does.
    private var earlyProblems: [String] = []

    /// Called once, after the main window's first frame is painted (the
    /// start-up benchmark's finish line).
    public var onFirstFrame: (@MainActor () -> Void)?

    /// Where GSettings keeps the settings.
    let settingsBackend: SettingsBackend
    /// The key file of earlier versions, imported into GSettings on the first start.
    let keyFileToImport: String
    /// Where the compiled schema is looked for before GLib's own folders.
    let schemaDirectories: [String]

    /// Binds the app's translations: those installed with it (`../share/locale`
    /// beside its `bin`), or, for a build run in place (`swift run`), the
    /// build folder's. Call it first, before any string is translated.
    public static func bindTranslations() {
        let installed = Files.executablePath.map { Files.directory(of: Files.directory(of: $0)) + "/share/locale" }
        if let installed, TranslationCatalogs.exist(in: installed) {
            TranslationCatalogs.bind(installed)
        } else {
            TranslationCatalogs.bind(BuiltDemoData.localeDirectory)
        }
    }

    /// Where the app looks for its compiled GSettings schema before GLib's own
    /// folders: the one installed with it (`../share/glib-2.0/schemas` beside
    /// its `bin`), then, for a build run in place (`swift run`), the build folder's.
    public static var defaultSchemaDirectories: [String] {
        let installed = Files.executablePath.map { Files.directory(of: Files.directory(of: $0)) + "/share/glib-2.0/schemas" }
        return (installed.map { [$0] } ?? []) + [BuiltDemoData.schemaDirectory]
    }

    /// Creates the app; nothing runs until ``run(arguments:)``.
    ///
    /// - Parameters:
    ///   - isUnique: Whether a second start hands over to the first (GNOME's way);
    ///     tests run several apps in one process and turn it off.
    ///   - settingsBackend: Where GSettings keeps the inspectable stepper's
    ///     settings: GNOME's own store unless a test gives another.
    ///   - keyFileToImport: The key file earlier versions kept them in, imported
    ///     once; `nil` for `$XDG_CONFIG_HOME/<app id>/stepper.ini`.
    ///   - schemaDirectories: Where to look for the compiled GSettings schema
    ///     before GLib's own folders; `nil` for the app's own (``defaultSchemaDirectories``).
    public init(
        isUnique: Bool = true, settingsBackend: SettingsBackend = .system, keyFileToImport: String? = nil,
        schemaDirectories: [String]? = nil
    ) {
        self.settingsBackend = settingsBackend
        self.schemaDirectories = schemaDirectories ?? Self.defaultSchemaDirectories
        self.keyFileToImport = keyFileToImport ?? SettingsKeyFile(applicationID: Self.id).path
        application = Adw.makeApplication(id: Self.id)
        if !isUnique { application.runsAlone() }
        application.addOption("version", description: localized("Print the version and exit"))
        application.addOption(
            "screenshot", takesFile: true, description: localized("Render the main window into a PNG file and exit"),
            argument: localized("FILE"))
        application.addOption(
            "screenshot-preferences", takesFile: true,
            description: localized("Render the Preferences window into a PNG file and exit"), argument: localized("FILE"))
        application.onLocalOptions { [unowned self] options in handleLocalOptions(options) }
        application.onStartup { [unowned self] in startUp() }
        application.onActivate { [unowned self] in activate() }
        application.onShutdown { [unowned self] in closeWindows() }
    }

    /// Runs the app with a command line; returns the process exit status.
    public func run(arguments: [String]) -> Int32 {
        let status = application.run(arguments: arguments)
        return status != 0 ? status : exitStatus
    }

    /// Destroys the app's windows: its shutdown (GSettings has every change already).
    func closeWindows() {
        if settings != nil { SettingsStore.writeEverythingPending() }
        mainWindow?.preferences?.close()
        for window in application.windows { window.destroy() }
        mainWindow = nil
    }

    private func handleLocalOptions(_ options: Gtk.CommandLineOptions) -> Int32? {
        if options.contains("version") {
            print("\(Self.programName) \(Self.version)")
            return 0
        }
        guard Display.open() else {
            // The path of this very binary: after `swift run` it is not on PATH.
            let executable = Files.executablePath ?? Self.programName
            printError(localized(
                "%1$s: cannot open a display (DISPLAY and WAYLAND_DISPLAY are unset or unreachable); to run without a screen: xvfb-run -a %2$s",
                Self.programName, executable))
            return 1
        }
        screenshotPath = options.fileName("screenshot")
        preferencesScreenshotPath = options.fileName("screenshot-preferences")
        if screenshotPath != nil || preferencesScreenshotPath != nil {
            // A screenshot is this process's own job, not a running instance's.
            application.runsAlone()
        }
        return nil
    }

    private var takesScreenshot: Bool { screenshotPath != nil || preferencesScreenshotPath != nil }

    private func startUp() {
        // G_MESSAGES_DEBUG=StepperKit times each step of the start-up (docs/quality.md, "Performance").
        logDebug("start-up: GTK and libadwaita are ready")
        if takesScreenshot {
            // A picture of the finished window, not of a transition half way.
            Gtk.Settings.animationsEnabled = false
        }
        StyleSheet.addToDefaultDisplay(DemoResourceFiles.styleSheet, priority: StyleSheet.applicationPriority)
        for folder in DemoResourceFiles.iconDirectories(executable: Files.executablePath) {
            IconTheme.addSearchPath(folder)
        }
        application.addAction("quit", accelerators: ["<Control>q"]) { [unowned self] in application.quit() }
        application.addAction("about") { [unowned self] in showAbout() }
        application.addAction("preferences", accelerators: ["<Control>comma"]) { [unowned self] in showPreferences() }
        application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
        if !takesScreenshot {
            settings = DemoSettings(
                backend: settingsBackend, schemaDirectories: schemaDirectories, model: inspectableModel
            ) { [unowned self] problem in
                report(problem)
            } withdrawProblem: { [unowned self] problem in
                withdraw(problem)
            }
            settings?.importKeyFile(at: keyFileToImport)
            settings?.bind()
        }
        logDebug("start-up: style, icons, actions and settings are ready")
    }

    /// Shows a problem in the main window (or, before there is one, as soon as there is).
    private func report(_ problem: String) {
        if let mainWindow {
            mainWindow.showProblem(problem)
        } else {
            earlyProblems.append(problem)
        }
    }

    /// Hides a problem shown before, now solved, if it is still the one shown.
    private func withdraw(_ problem: String) {
        earlyProblems.removeAll { $0 == problem }
        if let mainWindow, mainWindow.shownProblem == problem { mainWindow.dismissProblem() }
    }

    private func activate() {
        if let mainWindow {
            mainWindow.window.present()
            return
        }
        do {
            let window = try MainWindow(application: application, inspectableModel: inspectableModel)
            logDebug("start-up: the main window is built")
            mainWindow = window
            if let problem = earlyProblems.last { window.showProblem(problem) }
            earlyProblems.removeAll()
            window.window.present()
            logDebug("start-up: the main window is laid out and shown")
            window.window.afterNextFrame { [weak self] in
                logDebug("start-up: the first frame is drawn")
                self?.onFirstFrame?()
            }
            if let screenshotPath {
                saveScreenshot(of: window.window, to: screenshotPath)
            } else if let preferencesScreenshotPath {
                window.showPreferences()
                if let preferences = window.preferences {
                    saveScreenshot(of: Gtk.Widget(preferences.widget), to: preferencesScreenshotPath)
                }
            }
        } catch {
            printError(localized("%1$s: the main window could not be built: %2$s", Self.programName, String(describing: error)))
            exitStatus = 1
            application.quit()
        }
    }

    private func saveScreenshot(of window: some WidgetHandle, to path: String) {
        let shown = MainLoop.iterate(until: { window.isMapped && window.width > 0 }, timeout: 10)
        var drawn = false
        if shown { window.afterNextFrame { drawn = true } }
        do {
            guard shown, MainLoop.iterate(until: { drawn }, timeout: 10) else {
                throw RenderError(description: "the window was not shown within 10 seconds")
            }
            let size = try window.savePNG(to: path)
            print("\(path): \(size.width)×\(size.height) pixels")
        } catch {
            printError(localized("%1$s: cannot save a screenshot: %2$s", Self.programName, String(describing: error)))
            exitStatus = 1
        }
        application.quit()
    }

    private func showAbout() {
        AboutTheDemo.present(over: mainWindow?.window)
    }

    private func showPreferences() {
        mainWindow?.showPreferences()
    }
}
