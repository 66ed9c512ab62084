import GtkInterop
import StepperCore
import StepperGtk

/// The inspectable stepper's settings in GSettings, schema
/// `io.github.stepperkit.StepperDemo`: one key per `SkStepper` property, bound
/// to the model in both directions.
///
/// The keys are applied together, as a `.ui` file's properties are: a minimum
/// above the maximum, set key by key from outside, is refused (and said so)
/// until the maximum lets it in, and then both apply. A key the model cannot
/// take stays as it is in GSettings; the model keeps its last valid setting.
/// A value that the new bounds clamp is written back, as GtkAdjustment
/// clamps its value. Writing a key never reads it back (no loops).
@MainActor
final class DemoSettings {
    /// The schema id, which is the application id.
    static let schemaID = DemoApplication.id

    /// The settings in GSettings.
    let store: SettingsStore
    /// The properties the schema has keys for, of the right types.
    let keys: [StepperProperty]
    /// Where the schema was found.
    let schemaDirectory: String?
    private let model: StepperModel
    private let reportProblem: (String) -> Void
    private let withdrawProblem: (String) -> Void
    private var observation: StepperObservation?
    private var isWriting = false
    private var isApplying = false
    /// The refusals last reported, so that a refusal is said once, not on
    /// every change, and the message, to withdraw once they are solved.
    private var reported: [String] = []
    private var reportedMessage: String?

    /// Finds the schema, opens the settings, applies them to `model` and starts
    /// keeping them in step with it.
    ///
    /// - Parameters:
    ///   - backend: Where the settings live.
    ///   - schemaDirectories: Folders to look for the compiled schema in
    ///     before GLib's own (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`).
    ///   - model: The model to keep in step.
    ///   - reportProblem: Shows a problem to the user.
    ///   - withdrawProblem: Hides a problem shown before that is now solved
    ///     (keys that could not be used, and now can).
    /// - Returns: `nil` when no schema is installed; the problem is reported
    ///   and the app runs on the defaults.
    init?(
        backend: SettingsBackend, schemaDirectories: [String], model: StepperModel,
        reportProblem: @escaping (String) -> Void, withdrawProblem: @escaping (String) -> Void = { _ in }
    ) {
        guard let schema = SettingsStore.Schema.find(Self.schemaID, in: schemaDirectories) else {
            Self.warn(reportProblem, localized(
                "The settings schema %1$s is not installed (looked in %2$s and in GLib’s schema folders), so settings are not kept. Install the app again with Scripts/install.",
                Self.schemaID, schemaDirectories.joined(separator: ", ")))
            return nil
        }
        var usable: [StepperProperty] = []
        var lacking: [String] = []
        for property in StepperProperty.all {
            if schema.hasKey(property.objectName, ofType: Self.keyType(of: property)) {
                usable.append(property)
            } else {
                lacking.append(property.objectName)
            }
        }
        (keys, schemaDirectory, self.model) = (usable, schema.directory, model)
        (self.reportProblem, self.withdrawProblem) = (reportProblem, withdrawProblem)
        store = SettingsStore(schema, backend: backend)
        if !lacking.isEmpty {
            Self.warn(reportProblem, localizedPlural(
                "The settings schema %1$s in %2$s is older than this app: it has no key %3$s, so that setting is not kept. Install the app again with Scripts/install.",
                "The settings schema %1$s in %2$s is older than this app: it has no keys %3$s, so those settings are not kept. Install the app again with Scripts/install.",
                count: lacking.count, Self.schemaID, schema.directory ?? localized("GLib’s schema folders"), lacking.joined(separator: ", ")))
        }
    }

    isolated deinit {
        // A model's observation lasts as long as the model, which outlives these settings.
        observation?.cancel()
    }

    /// Applies the settings to the model, then keeps the two in step.
    func bind() {
        store.onChange { [weak self] in
            guard let self, !isWriting else { return }
            applySettings()
        }
        applySettings()
        observation = model.observe { [weak self] change in
            guard let self, !isApplying else { return }
            // The digits first: the numbers are written in the digits GSettings holds.
            let changed = change.changedProperties(among: keys)
            for property in changed where property == .digits { write(property.value(in: change.new), to: property) }
            for property in changed where property != .digits { write(property.value(in: change.new), to: property) }
        }
    }

    /// The settings GSettings holds for the keys the model could take.
    ///
    /// - Returns: The value of each key, or why it cannot be a value of its property.
    ///
    /// With digits, the keys of the value, the bounds, the step and the page
    /// hold units of the last digit (925 with digits 1 is 92.5): a whole
    /// number holds a decimal exactly, and without digits it is the number itself.
    func storedValues() -> [(property: StepperProperty, value: Result<StepperPropertyValue, KeyProblem>)] {
        let digits = storedDigits
        return keys.map { property in
            let value = read(property)
            guard digits > 0, property.isCountedInDigits, case .success(.integer(let units)) = value else { return (property, value) }
            return (property, .success(.decimal(units: units, digits: digits)))
        }
    }

    /// Why a stored key cannot be used.
    struct KeyProblem: Error {
        /// What is wrong, as a sentence.
        var reason: String
    }

    // MARK: Reading and writing keys

    /// The digits GSettings holds, in which its numbers are counted: 0 without the key.
    private var storedDigits: Int {
        guard keys.contains(.digits), case .success(.integer(let stored)) = read(.digits) else { return 0 }
        return min(max(stored, 0), StepperConfiguration.maximumDigits)
    }

    private func read(_ property: StepperProperty) -> Result<StepperPropertyValue, KeyProblem> {
        switch (property.field, store.value(of: property.objectName, as: Self.storedType(of: property))) {
        case (_, nil): return .failure(KeyProblem(reason: localized("it cannot be read")))
        case (.integer, .integer(let number)?): return .success(.integer(number))
        case (.boolean, .boolean(let flag)?): return .success(.boolean(flag))
        case (.text, .string(let text)?): return .success(.text(text))
        case (.color, .string(let text)?):
            guard let color = RGBAColor(text) else { return .failure(KeyProblem(reason: notAColorMessage(text))) }
            return .success(.color(color))
        case (.orientation, .string(let text)?):
            guard let orientation = StepperOrientation(rawValue: text) else {
                return .failure(KeyProblem(reason: localized("“%s” is neither horizontal nor vertical", text)))
            }
            return .success(.orientation(orientation))
        default: return .failure(KeyProblem(reason: localized("it cannot be read")))
        }
    }

    /// Writes one key; the `changed` signal it raises is not read back.
    ///
    /// - Returns: Whether GSettings took it (a key an administrator locked it does not).
    @discardableResult
    func write(_ value: StepperPropertyValue, to property: StepperProperty) -> Bool {
        guard store.isWritable(property.objectName) else {
            report([localized("%s: it is locked by the administrator, so the change is not kept", property.objectName)])
            return false
        }
        let stored: SettingsStore.Value
        switch value {
        case .integer(let number): stored = .integer(number)
        // Units of the last digit GSettings holds: without a digits key (an
        // older schema), or with one locked, the numbers are kept in its digits.
        case let .decimal(units, digits): stored = .integer(DecimalUnits.rescale(units, from: digits, to: storedDigits))
        case .boolean(let flag): stored = .boolean(flag)
        case .text(let text): stored = .string(text)
        case .color(let color): stored = .string(color.description)
        case .orientation(let orientation): stored = .string(orientation.rawValue)
        }
        isWriting = true
        defer { isWriting = false }
        return store.set(stored, for: property.objectName)
    }

    /// How a property's values are stored: whole numbers and truth values as
    /// such, titles, colours (`#rrggbbaa`) and orientations as strings.
    private static func storedType(of property: StepperProperty) -> SettingsStore.Value {
        switch property.field {
        case .integer: .integer(0)
        case .boolean: .boolean(false)
        case .text, .color, .orientation: .string("")
        }
    }

    /// The GVariant type string of a property's key.
    private static func keyType(of property: StepperProperty) -> String {
        switch storedType(of: property) {
        case .integer: "x"
        case .boolean: "b"
        case .string: "s"
        }
    }

    /// Applies every key to the model together; writes back a value the new
    /// bounds clamped; reports the keys it could not take.
    private func applySettings() {
        var problems: [String] = []
        var staged: StagedProperties = []
        for (property, value) in storedValues() {
            switch value {
            case .success(let value): staged.append((property, value))
            // TRANSLATORS: a problem with one setting: %1$s is the setting’s key, %2$s what is wrong with it.
            case .failure(let problem): problems.append(localized("%1$s: %2$s", property.objectName, problem.reason))
            }
        }
        var configuration = model.configuration
        let refusals = configuration.apply(staged)
        for refusal in refusals {
            problems.append(localized("%1$s: %2$s", refusal.property.objectName, refusal.error.message(editing: refusal.property)))
        }
        isApplying = true
        // A configuration apply(_:) made is valid: the update cannot fail.
        try? model.update { $0 = configuration }
        isApplying = false
        for (property, stored) in staged where !refusals.contains(where: { $0.property == property }) {
            let shown = property.value(in: configuration)
            if shown != stored { write(shown, to: property) }
        }
        report(problems)
    }

    private func report(_ problems: [String]) {
        guard problems != reported else { return }
        reported = problems
        if let reportedMessage { withdrawProblem(reportedMessage) }
        reportedMessage = nil
        guard !problems.isEmpty else { return }
        let message = localized(
            "Some settings in GSettings (%1$s) could not be used: %2$s. The stepper keeps its last valid settings.",
            Self.schemaID, problems.joined(separator: "; "))
        logWarning(message)
        reportProblem(message)
        reportedMessage = message
    }

    // MARK: Importing the key file of earlier versions

    /// Imports the key file earlier versions kept the settings in, once: it
    /// is first set aside as `stepper.ini.imported` (or `.imported.2`...,
    /// never replacing anything), then read there, and each valid key it
    /// holds is written to GSettings. It is never deleted, and never read
    /// again. Call it before ``bind()``.
    ///
    /// - Returns: What was imported (empty when there was nothing to import).
    @discardableResult
    func importKeyFile(at path: String) -> [StepperProperty] {
        let aside: String
        switch Self.setAside(path) {
        case nil:
            return []
        case .failure(let reason)?:
            reportProblem(localized(
                "The settings in %1$s could not be imported into GSettings: %2$s. The file is left as it is.", path, reason.reason))
            return []
        case .success(let name)?:
            aside = name
        }
        let contents = SettingsKeyFile(path: aside).load()
        let taken = contents.taken.filter(keys.contains)
        for property in keys where taken.contains(property) {
            write(property.value(in: contents.configuration), to: property)
        }
        if let warning = contents.warning {
            reportProblem(localized("Some settings could not be imported into GSettings. %s", warning))
        } else {
            logDebug("imported \(taken.count) settings from \(path), kept as \(aside)")
        }
        return taken
    }

    /// How many names ``setAside(_:)`` tries before it gives up.
    static let maximumAsideNames = 20

    /// Moves what is at `path`, whatever it is, to the first free name of
    /// `path.imported`, `path.imported.2`..., never replacing anything (``Files/moveAside(_:toFirstFreeOf:)``).
    ///
    /// - Returns: The new name, `nil` when nothing is at `path`, or why it could not be moved.
    static func setAside(_ path: String) -> Result<String, KeyProblem>? {
        let names = (1...maximumAsideNames).map { path + ".imported" + ($0 == 1 ? "" : ".\($0)") }
        return Files.moveAside(path, toFirstFreeOf: names)?.mapError { failure in
            switch failure {
            case .namesTaken:
                KeyProblem(reason: localizedPlural(
                    "%1$s name is taken already (%2$s…)", "%1$s names are taken already (%2$s…)",
                    count: maximumAsideNames, String(maximumAsideNames), Files.name(of: path) + ".imported"))
            case .system(let reason):
                KeyProblem(reason: reason)
            }
        }
    }

    // MARK: Reporting

    /// Logs a problem and shows it.
    private static func warn(_ show: (String) -> Void, _ message: String) {
        logWarning(message)
        show(message)
    }
}
