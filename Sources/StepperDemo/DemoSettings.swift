import CDemoShims
import CGtk
import Glibc
import GtkInterop
import StepperCore
import StepperGtk

/// Where GSettings keeps the demo's settings: GNOME's own store (dconf, or a
/// Flatpak's key file), or one of a test's own.
public final class SettingsBackend: @unchecked Sendable {
    // One reference, dropped in deinit; GObject's references are thread-safe.
    fileprivate let backend: OpaquePointer?

    private init(_ backend: OpaquePointer?) { self.backend = backend }

    deinit { if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) } }

    /// GLib's default backend: dconf on a GNOME desktop, what `gsettings` uses.
    public static let system = SettingsBackend(nil)

    /// Settings that live in this process alone and start at the schema's defaults.
    public static func memory() -> SettingsBackend { SettingsBackend(skdemo_memory_settings_backend_new()) }

    /// Settings kept in a key file at `path`, as GLib's `keyfile` backend keeps
    /// them (and as `gsettings` does with `GSETTINGS_BACKEND=keyfile`).
    public static func keyFile(at path: String) -> SettingsBackend {
        SettingsBackend(skdemo_keyfile_settings_backend_new(path))
    }
}

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

    /// The `GSettings` object.
    let settings: UnsafeMutablePointer<GSettings>
    /// Owns the one reference to ``settings``.
    private let reference: ObjectReference
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
        guard let (schema, directory) = Self.findSchema(in: schemaDirectories) else {
            Self.warn(reportProblem, localized(
                "The settings schema %1$s is not installed (looked in %2$s and in GLib’s schema folders), so settings are not kept. Install the app again with Scripts/install.",
                Self.schemaID, schemaDirectories.joined(separator: ", ")))
            return nil
        }
        defer { g_settings_schema_unref(schema) }
        var usable: [StepperProperty] = []
        var lacking: [String] = []
        for property in StepperProperty.all {
            if Self.schema(schema, holds: property) { usable.append(property) } else { lacking.append(property.objectName) }
        }
        (keys, schemaDirectory, self.model) = (usable, directory, model)
        (self.reportProblem, self.withdrawProblem) = (reportProblem, withdrawProblem)
        settings = g_settings_new_full(schema, backend.backend, nil).unsafelyUnwrapped  // never NULL
        reference = ObjectReference(sinking: settings)
        g_object_unref(UnsafeMutableRawPointer(settings))  // the reference holds it now
        if !lacking.isEmpty {
            Self.warn(reportProblem, localizedPlural(
                "The settings schema %1$s in %2$s is older than this app: it has no key %3$s, so that setting is not kept. Install the app again with Scripts/install.",
                "The settings schema %1$s in %2$s is older than this app: it has no keys %3$s, so those settings are not kept. Install the app again with Scripts/install.",
                count: lacking.count, Self.schemaID, directory ?? localized("GLib’s schema folders"), lacking.joined(separator: ", ")))
        }
    }

    /// Applies the settings to the model, then keeps the two in step.
    func bind() {
        Signal.connectPointerArgument(settings, "changed") { [weak self] _ in
            guard let self, !isWriting else { return }
            applySettings()
        }
        applySettings()
        observation = model.observe { [weak self] change in
            guard let self, !isApplying else { return }
            for property in change.changedProperties(among: keys) {
                write(property.value(in: change.new), to: property)
            }
        }
    }

    /// The settings GSettings holds for the keys the model could take.
    ///
    /// - Returns: The value of each key, or why it cannot be a value of its property.
    func storedValues() -> [(property: StepperProperty, value: Result<StepperPropertyValue, KeyProblem>)] {
        keys.map { ($0, read($0)) }
    }

    /// Why a stored key cannot be used.
    struct KeyProblem: Error {
        /// What is wrong, as a sentence.
        var reason: String
    }

    // MARK: Reading and writing keys

    private func read(_ property: StepperProperty) -> Result<StepperPropertyValue, KeyProblem> {
        guard let variant = g_settings_get_value(settings, property.objectName) else {
            return .failure(KeyProblem(reason: localized("it cannot be read")))
        }
        defer { g_variant_unref(variant) }
        let text = { String(cString: g_variant_get_string(variant, nil)) }
        switch property.field {
        case .integer: return .success(.integer(Int(g_variant_get_int64(variant))))
        case .boolean: return .success(.boolean(g_variant_get_boolean(variant) != 0))
        case .text: return .success(.text(text()))
        case .color:
            guard let color = RGBAColor(text()) else { return .failure(KeyProblem(reason: notAColorMessage(text()))) }
            return .success(.color(color))
        case .orientation:
            guard let orientation = StepperOrientation(rawValue: text()) else {
                return .failure(KeyProblem(reason: localized("“%s” is neither horizontal nor vertical", text())))
            }
            return .success(.orientation(orientation))
        }
    }

    /// Writes one key; the `changed` signal it raises is not read back.
    ///
    /// - Returns: Whether GSettings took it (a key an administrator locked it does not).
    @discardableResult
    func write(_ value: StepperPropertyValue, to property: StepperProperty) -> Bool {
        let variant: OpaquePointer
        switch value {
        case .integer(let number): variant = g_variant_new_int64(number)
        case .boolean(let flag): variant = g_variant_new_boolean(flag.gboolean)
        case .text(let text): variant = g_variant_new_string(text)
        case .color(let color): variant = g_variant_new_string(color.description)
        case .orientation(let orientation): variant = g_variant_new_string(orientation.rawValue)
        }
        guard g_settings_is_writable(settings, property.objectName) != 0 else {
            g_variant_unref(g_variant_ref_sink(variant))
            report([localized("%s: it is locked by the administrator, so the change is not kept", property.objectName)])
            return false
        }
        isWriting = true
        defer { isWriting = false }
        return g_settings_set_value(settings, property.objectName, variant) != 0  // takes the floating variant
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
    /// `path.imported`, `path.imported.2`...: a hard link and an unlink, so
    /// that nothing is ever replaced (a folder, which cannot be linked, is renamed).
    ///
    /// - Returns: The new name, `nil` when nothing is at `path`, or why it could not be moved.
    static func setAside(_ path: String) -> Result<String, KeyProblem>? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return errno == ENOENT ? nil : .failure(KeyProblem(reason: String(cString: strerror(errno))))
        }
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        var failure = EEXIST
        for number in 1...maximumAsideNames {
            let name = path + ".imported" + (number == 1 ? "" : ".\(number)")
            if isFolder {
                var existing = stat()
                guard lstat(name, &existing) != 0, errno == ENOENT else { continue }
                if rename(path, name) == 0 { return .success(name) }
            } else if link(path, name) == 0 {
                if unlink(path) == 0 { return .success(name) }
                failure = errno
                unlink(name)  // the second name of the same file, not a copy: nothing is lost
                break
            }
            failure = errno
            guard failure == EEXIST else { break }
        }
        let reason = failure == EEXIST
            ? localizedPlural(
                "%1$s name is taken already (%2$s…)", "%1$s names are taken already (%2$s…)",
                count: maximumAsideNames, String(maximumAsideNames), Files.name(of: path) + ".imported")
            : String(cString: strerror(failure))
        return .failure(KeyProblem(reason: reason))
    }

    // MARK: Finding the schema

    /// Logs a problem and shows it.
    private static func warn(_ show: (String) -> Void, _ message: String) {
        logWarning(message)
        show(message)
    }

    /// The schema, from the first of `directories` that has it compiled, or from GLib's folders.
    private static func findSchema(in directories: [String]) -> (OpaquePointer, String?)? {
        let systemSource = g_settings_schema_source_get_default()
        for directory in directories {
            guard case .regular = Files.kind(at: directory + "/gschemas.compiled"),
                  let source = g_settings_schema_source_new_from_directory(directory, systemSource, 0, nil)
            else { continue }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, schemaID, 0) { return (schema, directory) }
        }
        guard let systemSource, let schema = g_settings_schema_source_lookup(systemSource, schemaID, 1) else { return nil }
        return (schema, nil)
    }

    /// Whether the schema has the property's key, of the property's type.
    private static func schema(_ schema: OpaquePointer, holds property: StepperProperty) -> Bool {
        guard g_settings_schema_has_key(schema, property.objectName) != 0,
              let key = g_settings_schema_get_key(schema, property.objectName)
        else { return false }
        defer { g_settings_schema_key_unref(key) }
        let expected: String
        switch property.field {
        case .integer: expected = "x"
        case .boolean: expected = "b"
        case .text, .color, .orientation: expected = "s"
        }
        return String(cString: g_variant_type_peek_string(g_settings_schema_key_get_value_type(key))).hasPrefix(expected)
            && g_variant_type_get_string_length(g_settings_schema_key_get_value_type(key)) == 1
    }
}
