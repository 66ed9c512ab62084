import GtkInterop
import StepperCore
import StepperGtk

/// Keeps a model's settings in a file: loads them once, then saves shortly
/// after each change the user makes, and at exit only when a change is still
/// waiting. Loading never writes, so an app started and quit leaves the file
/// exactly as it was.
@MainActor
final class SettingsAutosave {
    /// How long after a change the file is written, so holding a button writes once.
    static let delayMilliseconds = 400

    let file: StepperSettingsFile
    private let model: StepperModel
    private var observation: StepperObservation?
    private var pendingSave: MainLoopSource?
    private let reportProblem: (String) -> Void
    /// The last failure shown, so a save that keeps failing says so once.
    private var lastFailure: String?

    /// Loads `file` into `model` and starts saving its changes.
    ///
    /// - Parameter reportProblem: Shows a problem to the user (a damaged file, a failed save).
    init(file: StepperSettingsFile, model: StepperModel, reportProblem: @escaping (String) -> Void) {
        self.file = file
        self.model = model
        self.reportProblem = reportProblem
        let contents = file.load()
        // A loaded configuration is valid by construction; the update cannot fail.
        try? model.update { $0 = contents.configuration }
        if let warning = contents.warning {
            reportProblem(localized("Some saved settings could not be used. %s", warning))
        }
        // Observed only now: loading is not a change the user made.
        observation = model.observe { [weak self] _ in self?.scheduleSave() }
    }

    /// Whether a change is waiting to be written.
    var hasUnsavedChanges: Bool { pendingSave != nil }

    private func scheduleSave() {
        guard pendingSave == nil else { return }
        pendingSave = MainLoop.after(milliseconds: Self.delayMilliseconds) { [weak self] in
            self?.pendingSave = nil
            self?.save()
        }
    }

    /// Writes a change still waiting, at once (at exit); does nothing when none is.
    func saveWaitingChange() {
        guard let pendingSave else { return }
        pendingSave.cancel()
        self.pendingSave = nil
        save()
    }

    /// Writes the settings now, reporting a failure once (the app keeps working).
    func save() {
        do {
            try file.save(model.configuration)
            lastFailure = nil
        } catch {
            guard error.description != lastFailure else { return }
            lastFailure = error.description
            reportProblem(error.description)
        }
    }
}
