import GtkInterop
import StepperCore
import StepperGtk

/// A stepper's settings kept in a GLib key file, such as
/// `$XDG_CONFIG_HOME/<app id>/stepper.ini`.
///
/// The file has a `[Stepper]` group whose keys are the `SkStepper` property
/// names (`minimum-value=0`). Whatever is in its place, the file never costs
/// the user a working app or their data:
///
/// - Reading takes only a regular file of at most ``maximumSize`` bytes
///   (following symlinks; a FIFO, a device, a folder or a larger file is
///   refused with a warning and the defaults are used), line by line, so a
///   damaged line or an unknown key costs only itself. Every valid key is
///   used; each bad or unknown one is named once in one warning. Reading
///   never writes.
/// - Saving keeps what the app does not own (comments, unknown keys and
///   groups, translated keys) and writes through a symlink to its target,
///   atomically. Before it replaces a file that held anything the app could
///   not read, it keeps the exact bytes in a copy beside it
///   (`stepper.ini.bad`, then `stepper.ini.bad.2`...) that no later save
///   replaces; when no copy can be made, it does not save.
///
/// ```swift
/// let file = StepperSettingsFile(applicationID: "org.example.App")
/// let model = try StepperModel(file.load().configuration)
/// try file.save(model.configuration)     // when the user changed a setting
/// ```
public struct StepperSettingsFile: Sendable {
    /// The name of the file in the app's configuration folder.
    public static let fileName = "stepper.ini"
    /// The key-file group holding the settings.
    public static let group = "Stepper"
    /// The largest file read, in bytes; settings take a few hundred.
    public static let maximumSize = 64 * 1024
    /// How many copies of damaged files are kept beside the file before
    /// saving stops (rather than replacing one of them).
    public static let maximumKeptCopies = 20
    /// How many problems one warning names; the rest are counted.
    static let maximumProblemsNamed = 12

    /// The file's path (it may be a symlink).
    public let path: String

    /// The first name a kept copy of a damaged file takes: the path with `.bad` appended.
    public var backupPath: String { path + ".bad" }

    /// The settings file at `path`.
    ///
    /// - Parameter path: Any file path; its folder is created when saving.
    public init(path: String) {
        self.path = path
    }

    /// The settings file of an application: `$XDG_CONFIG_HOME/<id>/stepper.ini`.
    ///
    /// - Parameter applicationID: The reverse-DNS application id.
    public init(applicationID: String) {
        path = Files.userConfigDirectory + "/" + applicationID + "/" + Self.fileName
    }

    /// Something in the file that could not be used, and why.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The key, or `nil` when the problem is with a line or the whole file.
        public var key: String?
        /// What is wrong, as a sentence for people.
        public var reason: String

        /// Creates a problem.
        ///
        /// - Parameters:
        ///   - key: The key, or `nil`.
        ///   - reason: What is wrong.
        public init(key: String?, reason: String) {
            self.key = key
            self.reason = reason
        }

        /// The key and the reason, as the warning lists them.
        public var description: String {
            // TRANSLATORS: a problem with one setting: %1$s is the setting’s key, %2$s what is wrong with it.
            key.map { localized("%1$s: %2$s", $0.excerpt(), reason) } ?? reason
        }
    }

    /// What ``load()`` found.
    public struct Contents: Equatable, Sendable {
        /// The settings: those the file held validly, and the defaults for the rest.
        public var configuration: StepperConfiguration
        /// What could not be used; empty for a good or missing file.
        public var problems: [Problem]
        /// The one warning logged for the problems, or `nil` when there were none.
        public var warning: String?
    }

    /// What ``save(_:)`` did besides writing.
    public struct SaveReport: Equatable, Sendable {
        /// Where the file's earlier content was kept before it was replaced,
        /// when it held something the app could not read.
        public var keptCopy: String?
        /// Whether the file was written (a save that changes nothing writes nothing).
        public var wrote: Bool
    }

    // MARK: Reading

    /// Why something that is not a regular file cannot hold settings, as a whole sentence.
    static func describe(_ kind: Files.NotRegular) -> String {
        switch kind {
        case .folder: localized("it is a folder, not a file of settings")
        case .fifo: localized("it is a FIFO (a named pipe), not a file of settings")
        case .characterDevice: localized("it is a character device, not a file of settings")
        case .blockDevice: localized("it is a block device, not a file of settings")
        case .socket: localized("it is a socket, not a file of settings")
        case .unknown: localized("it is an unknown kind of file, not a file of settings")
        }
    }

    /// Reads the settings, never failing (see the type's description).
    ///
    /// Bad content is reported with one `g_warning`; the file is left as it is.
    ///
    /// - Returns: The settings and what was wrong with the file.
    public func load() -> Contents {
        let bytes: [UInt8]
        switch Files.readRegularFile(at: path, limit: Self.maximumSize) {
        case .missing:
            return Contents(configuration: .inspectable, problems: [], warning: nil)
        case .contents(let content):
            bytes = content
        case .notRegular(let kind):
            return report([Problem(key: nil, reason: Self.describe(kind))], replaceable: false)
        case .tooLarge(let size):
            return report([Problem(key: nil, reason: localized(
                "it is too large for a settings file: %1$s bytes, where at most %2$s are read",
                String(size), String(Self.maximumSize)))])
        case .unreadable(let reason):
            return report([Problem(key: nil, reason: localized("it cannot be read: %s", reason))])
        }
        let (configuration, problems) = Self.settings(in: SettingsText(bytes))
        return problems.isEmpty
            ? Contents(configuration: configuration, problems: [], warning: nil)
            : report(problems, configuration: configuration)
    }

    /// The settings a file's text holds, and what in it could not be used.
    static func settings(in text: SettingsText) -> (StepperConfiguration, [Problem]) {
        var problems = text.unreadableLines.map { line in
            Problem(key: nil, reason: line.kind == .notText
                ? localized("line %s is not UTF-8 text", String(line.number))
                : localized("line %1$s, “%2$s”, cannot be read: %3$s",
                            String(line.number), line.text.excerpt(), reason(of: line)))
        }
        // Every value each key was given in the group, in file order.
        var given: [String: [String]] = [:]
        var unknown: [String] = []
        for entry in text.entries(in: group) {
            let (base, locale) = SettingsText.splitLocale(entry.key)
            let isKnown = StepperPropertyDescriptor.all.contains { $0.name == base }
            // Translated values (`left-title[ko]=`) belong to the user; they are kept, not read.
            if isKnown, locale != nil { continue }
            if !isKnown {
                if !unknown.contains(entry.key) { unknown.append(entry.key) }
                continue
            }
            given[entry.key, default: []].append(entry.value)
        }
        var staged: [(property: StepperProperty, value: StepperPropertyValue)] = []
        for descriptor in StepperPropertyDescriptor.all {
            guard let values = given[descriptor.name] else { continue }
            guard Set(values).count == 1, let raw = values.first else {
                problems.append(Problem(key: descriptor.name, reason: localized(
                    "it is given more than once, with different values; neither is used")))
                continue
            }
            switch parse(raw, for: descriptor) {
            case .success(let value): staged.append((descriptor.property, value))
            case .failure(let problem): problems.append(problem)
            }
        }
        for key in unknown {
            problems.append(Problem(key: key, reason: localized("this app has no such setting; it is left as it is")))
        }
        var configuration = StepperConfiguration.inspectable
        for refusal in applyTogether(staged, to: &configuration, refusingValueOutOfBounds: true) {
            problems.append(Problem(key: refusal.descriptor.name, reason: refusal.error.message(editing: refusal.descriptor)))
        }
        return (configuration, problems)
    }

    private static func reason(of line: SettingsText.Line) -> String {
        if case .malformed(let reason) = line.kind { return reason }
        return ""
    }

    /// One value as the file spells it, strictly: what a person did not clearly mean is refused.
    private static func parse(
        _ raw: String, for descriptor: StepperPropertyDescriptor
    ) -> Result<StepperPropertyValue, Problem> {
        func problem(_ reason: String) -> Result<StepperPropertyValue, Problem> {
            .failure(Problem(key: descriptor.name, reason: reason))
        }
        switch descriptor.field {
        case .integer:
            switch WholeNumber.parse(raw) {
            case .success(.exact(let number)): return .success(.integer(number))
            case .success(.beyondInt(let isNegative)): return problem(beyondIntMessage(raw, isNegative: isNegative))
            case .failure(let reason): return problem(reason.message(for: raw))
            }
        case .boolean:
            guard let flag = TruthValue.parse(raw) else {
                return problem(localized("“%s” is neither true nor false", raw.excerpt()))
            }
            return .success(.boolean(flag))
        case .text:
            // The model refuses a title too large (in bytes, then characters) to show.
            guard let text = unescapedKeyFileString(raw) else {
                return problem(localized("“%s” has a backslash that is not \\s, \\n, \\t, \\r or \\\\", raw.excerpt()))
            }
            return .success(.text(text))
        case .color:
            guard let color = RGBAColor(raw) else { return problem(notAColorMessage(raw)) }
            return .success(.color(color))
        case .orientation:
            guard let orientation = StepperOrientation(rawValue: raw.trimmingSpaces()) else {
                return problem(localized("“%s” is neither horizontal nor vertical", raw.excerpt()))
            }
            return .success(.orientation(orientation))
        }
    }

    /// Logs one warning for the problems and returns them.
    ///
    /// - Parameter replaceable: Whether a save may replace what is there (after keeping a copy).
    private func report(
        _ problems: [Problem], configuration: StepperConfiguration = .inspectable, replaceable: Bool = true
    ) -> Contents {
        let named = problems.prefix(Self.maximumProblemsNamed).map(\.description)
        var list = named.joined(separator: "; ")
        if problems.count > named.count {
            list = localizedPlural(
                "%1$s; and %2$s more problem", "%1$s; and %2$s more problems",
                count: problems.count - named.count, list, String(problems.count - named.count))
        }
        let warning = replaceable
            ? localized(
                "%1$s: %2$s. The defaults are used instead; the file is left as it is until a setting changes, and then kept as a copy.",
                path, list)
            : localized("%1$s: %2$s. The defaults are used instead, and settings are not saved while it is there.", path, list)
        logWarning(warning)
        return Contents(configuration: configuration, problems: problems, warning: warning)
    }

    // MARK: Writing

    /// Writes the settings, keeping everything in the file that the app does
    /// not own, through a symlink to its target, atomically.
    ///
    /// When the file held anything the app could not read, its exact bytes are
    /// kept first in a copy beside it that no later save replaces.
    ///
    /// - Returns: Where a copy was kept, and whether the file was written.
    /// - Throws: ``StepperSettingsFileError`` when the file cannot be written,
    ///   or when a copy it needs cannot be made; the file is then unchanged.
    @discardableResult
    public func save(_ configuration: StepperConfiguration) throws(StepperSettingsFileError) -> SaveReport {
        let target: String
        do {
            target = try Files.resolvingSymlinks(path)
        } catch {
            throw StepperSettingsFileError(path: path, reason: error.message)
        }
        var existing: [UInt8]?
        var keyFile = KeyFile()
        var mustKeepCopy = false
        switch Files.readRegularFile(at: target, limit: Self.maximumSize) {
        case .missing:
            break
        case .notRegular(let kind):
            throw StepperSettingsFileError(path: path, reason: Self.describe(kind))
        case .tooLarge, .unreadable:
            mustKeepCopy = true
        case .contents(let bytes):
            existing = bytes
            let text = SettingsText(bytes)
            let (_, problems) = Self.settings(in: text)
            // GKeyFile reads the file with its damaged lines commented out, and
            // writes it back; a file it would change other than in our keys
            // (damaged, or written in another style) is kept as it was first.
            let ownKeys = Set(StepperPropertyDescriptor.all.map(\.name))
            if let parsed = try? KeyFile(parsing: text.salvagedText(keys: ownKeys, in: Self.group)) {
                keyFile = parsed
                mustKeepCopy = !problems.isEmpty || Array(parsed.text.utf8) != bytes
            } else {
                mustKeepCopy = true
            }
        }
        var report = SaveReport(keptCopy: nil, wrote: false)
        if mustKeepCopy {
            report.keptCopy = try keepCopy(of: target)
        }
        for descriptor in StepperPropertyDescriptor.all {
            switch descriptor.value(in: configuration) {
            case .integer(let number): keyFile.setRawValue(String(number), group: Self.group, key: descriptor.name)
            case .boolean(let flag): keyFile.setRawValue(String(flag), group: Self.group, key: descriptor.name)
            case .text(let text): keyFile.setString(text, group: Self.group, key: descriptor.name)
            case .color(let color): keyFile.setRawValue(color.description, group: Self.group, key: descriptor.name)
            case .orientation(let orientation): keyFile.setRawValue(orientation.rawValue, group: Self.group, key: descriptor.name)
            }
        }
        let bytes = Array(keyFile.text.utf8)
        guard bytes != existing else { return report }
        do {
            try Files.createDirectory(Files.directory(of: target))
            try Files.write(bytes, to: target, permissions: Files.permissions(of: target) ?? 0o666)
        } catch {
            throw StepperSettingsFileError(path: path, reason: error.message)
        }
        report.wrote = true
        return report
    }

    /// Keeps the file's exact bytes beside ``path`` under the first free copy
    /// name, or finds a copy that holds them already.
    private func keepCopy(of target: String) throws(StepperSettingsFileError) -> String {
        let names = [backupPath] + (2...Self.maximumKeptCopies).map { backupPath + ".\($0)" }
        let content = Files.readRegularFile(at: target, limit: Self.maximumSize)
        for name in names {
            if case .contents = content, Files.readRegularFile(at: name, limit: Self.maximumSize) == content {
                return name
            }
            do {
                if try Files.keepCopy(of: target, at: name) { return name }
            } catch {
                throw StepperSettingsFileError(path: path, reason: localized(
                    "its content could not be kept before saving (%s), so the settings are not saved this time",
                    error.message))
            }
        }
        throw StepperSettingsFileError(path: path, reason: localizedPlural(
            "%1$s copy of a damaged version of it is kept already (%2$s…); remove it if you do not need it. The settings are not saved this time.",
            "%1$s copies of damaged versions of it are kept already (%2$s…); remove the ones you do not need. The settings are not saved this time.",
            count: Self.maximumKeptCopies, String(Self.maximumKeptCopies), Files.name(of: backupPath)))
    }
}

/// Why stepper settings could not be saved.
public struct StepperSettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// What went wrong, as a sentence for people.
    public var reason: String

    /// A message naming the file and the reason.
    public var description: String {
        localized("Cannot save the stepper settings to %1$s: %2$s", path, reason)
    }
}
