import GtkInterop
import StepperCore
import StepperGtk

/// Keeps a model's settings in a file: loads them once, then saves shortly
/// after each change (and at once when asked, such as at exit).
@MainActor
final class SettingsAutosave {
    /// How long after a change the file is written, so holding a button writes once.
    static let delayMilliseconds = 400

    let file: StepperSettingsFile
    private let model: StepperModel
    private var observation: StepperObservation?
    private var pendingSave: MainLoopSource?
    private let reportProblem: (String) -> Void

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
            reportProblem("Some saved settings could not be used. " + warning)
        }
        observation = model.observe { [weak self] _ in self?.scheduleSave() }
    }

    /// Whether a change is waiting to be written.
    var hasUnsavedChanges: Bool { pendingSave != nil }

    private func scheduleSave() {
        guard pendingSave == nil else { return }
        pendingSave = MainLoop.after(milliseconds: Self.delayMilliseconds) { [weak self] in
            self?.pendingSave = nil
            self?.saveNow()
        }
    }

    /// Writes the settings now, reporting a failure (the app keeps working).
    func saveNow() {
        pendingSave?.cancel()
        pendingSave = nil
        do {
            try file.save(model.configuration)
        } catch {
            reportProblem(error.description)
        }
    }
}
